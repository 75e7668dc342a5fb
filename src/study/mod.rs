//! Study: what a player learns from games. Pure, like [`crate::rules`]:
//! no files, no engine process, no time reads.
//!
//! * [`openings`]: the names of the openings (the Lichess opening names,
//!   CC0, shipped with tactus), found by position so that a transposition
//!   counts.
//! * [`judge`]: the judgement of moves from the engine's evaluations
//!   (inaccuracy, mistake, blunder; accuracy; average centipawn loss), by
//!   lichess's published rules.
//! * [`puzzle`]: puzzles in the Lichess puzzle database's form (16,001 of
//!   them shipped, CC0), checked, chosen and solved move by move.
//! * [`rating`]: the player's puzzle rating, Glicko-2 as on lichess.

pub mod judge;
pub mod openings;
pub mod puzzle;
pub mod rating;
