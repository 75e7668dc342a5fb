//! tactus: chess for blind and visually impaired players.
//!
//! The [`rules`] module carries the FIDE Laws of Chess and the Appendix E
//! (since 2018 Appendix D) procedures for blind and visually impaired
//! players. It is pure: it performs no I/O and never reads the time; the
//! current time is always passed in as a monotonic millisecond count.
//! [`event`] holds what happens in a game as facts; [`notation`] and
//! [`speech`] put them into words, [`audio`] into sounds. [`engine`] plays
//! the other side through a UCI engine such as Stockfish.

pub mod audio;
pub mod engine;
pub mod event;
pub mod keymap;
pub mod notation;
pub mod replay;
pub mod rules;
pub mod speech;
