//! The Laws of Chess, pure: no I/O, no reading of time, no device crates.
//!
//! * [`game`] and [`outcome`]: the position history, how a game ends and draw claims
//!   (Articles 5, 6.9 and 9); [`fen`]: a starting position, and what is wrong
//!   with one the Laws cannot play on.
//! * [`clock`] and [`time_control`]: the chess clock (Article 6).
//! * [`procedure`]: the Appendix E move procedure (touched, made, clock pressed).
//! * [`scoresheet`] and [`pgn`]: the record of the game (Article 8, Appendix E.2.6).
//! * [`reconcile`]: two scoresheets compared (Appendix E.2.8–E.2.9).
//! * [`irregularity`]: illegal moves and their penalties (Article 7).
//! * [`laws`]: the edition of the Laws (2023 or 2008), which decides
//!   automatic draws and penalties.
//! * [`tournament`]: tournament mode, and the arbiter's code kept as a salted
//!   hash.
//! * [`unwinnable`]: whether a player can still checkmate (Articles 5.2.2, 6.9,
//!   7.5.5), proven by chasolver behind a FEN bridge.
//! * [`utc`]: the calendar of a time passed in, for the PGN's dates.
//! * [`variant`]: which game a PGN's `Variant` tag names (standard chess,
//!   Chess960, or another that tactus refuses by name).

pub mod clock;
pub mod fen;
pub mod game;
pub mod irregularity;
pub mod laws;
pub mod outcome;
pub mod pgn;
pub mod procedure;
pub mod reconcile;
pub mod scoresheet;
pub mod serde_color;
pub mod tactile;
#[cfg(test)]
pub(crate) mod test_rng;
pub mod time_control;
pub mod tournament;
pub mod unwinnable;
pub mod utc;
pub mod variant;

/// A monotonic time in milliseconds, passed in by the front end.
///
/// The rules never read a clock: every function that needs the time takes
/// one of these, so that every rule can be tested exactly.
pub type Millis = u64;
