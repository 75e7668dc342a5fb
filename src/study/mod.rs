//! Study: what a player learns from games. Pure, like [`crate::rules`]:
//! no files, no engine process, no time reads.
//!
//! * [`openings`]: the names of the openings (the Lichess opening names,
//!   CC0, shipped with tactus), found by position so that a transposition
//!   counts.
//! * [`judge`]: the judgement of moves from the engine's evaluations
//!   (inaccuracy, mistake, blunder; accuracy; average centipawn loss), by
//!   lichess's published rules.

pub mod judge;
pub mod openings;
