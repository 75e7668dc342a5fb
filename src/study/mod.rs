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
//! * [`review`]: the review of a game from the engine's evaluations of its
//!   positions: per move the judgement and why, per side the summary, the
//!   key moments; in words, as JSON lines and as an annotated PGN.
//! * [`learn`]: learning from one's own mistakes: each mistake and blunder
//!   of a review set again, to find a better move.

pub mod judge;
pub mod learn;
pub mod openings;
pub mod puzzle;
pub mod rating;
pub mod review;
