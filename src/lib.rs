//! tactus: chess for blind and visually impaired players.
//!
//! The [`rules`] module carries the FIDE Laws of Chess and the Appendix E
//! (since 2018 Appendix D) procedures for blind and visually impaired
//! players. It is pure: it performs no I/O and never reads the time; the
//! current time is always passed in as a monotonic millisecond count.
//! [`event`] holds what happens in a game as facts; [`notation`] and
//! [`speech`] put them into words, [`audio`] into sounds. [`engine`] plays
//! the other side through a UCI engine such as Stockfish. [`session`] holds a
//! game in progress and is the only thing that changes it: front ends such
//! as [`frontend::tty`] turn what the player types ([`input`]) into actions
//! for it, and [`store`] and [`config`] keep the game and the settings.
//! [`keymap`] maps keys to actions on the tactile board
//! ([`rules::tactile`]). [`check`] checks every game of PGN files.
//! [`braille`] writes the score in braille, [`score`] as a file.
//! [`table`] is the clock game of `tactus clock`: a talking chess clock
//! that keeps the score as the game goes.
//! [`recording`] reads a game aloud into a recording.
//! [`arbiter`] holds the arbiter's tools outside a game: two scoresheets
//! reconciled, a round's report. [`study`] holds what a player learns
//! from games: the names of the openings.

#![warn(missing_docs)]

pub mod access_tree;
pub mod app;
pub mod arbiter;
pub mod audio;
pub mod braille;
pub mod check;
pub mod cli;
pub mod clock;
pub mod config;
pub mod engine;
pub mod event;
pub mod gamepad;
pub mod input;
pub mod keymap;
pub mod notation;
pub mod recording;
pub mod replay;
pub mod rules;
pub mod score;
pub mod session;
pub mod setting;
pub mod speech;
pub mod store;
pub mod study;
pub mod table;
pub mod tty;
pub mod window;
