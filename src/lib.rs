//! tactus: chess for blind and visually impaired players.
//!
//! ```text
//! main.rs          parse the command line (cli), run the command, exit with its Exit
//! tty/ window/ clock/   front ends: read devices and time, show and say what app hands them
//! cli/             clap types, the shared player options, the batch commands' runners
//! app/             the driver every front end drives: carries out effects, every medium
//! recording/ score/ arbiter/ check/ replay/ config/ audio/ hearing/ access_tree/   files and devices
//! speech/ store/   events → utterances, the only place words are made; voices; keeping
//! session/ table/  Session::handle(action, now) -> Handled { events, effects }: pure
//! input/ event/ setting/ braille/ study/ notation/ engine/ keymap/ rules/ exit   below
//! ```
//!
//! Each row imports only the rows below it (`cargo test --test core
//! architecture` keeps it so). [`rules`] carries the FIDE Laws of Chess and
//! the Appendix E (since 2018 Appendix D) procedures for blind and visually
//! impaired players; it is pure: no I/O, and the time is always passed in
//! as a monotonic millisecond count. [`session`] holds a game in progress
//! and is the only thing that changes it; [`table`] is the clock game of
//! `tactus clock`. [`notation`] and [`speech`] put what happens ([`event`])
//! into words, read from `locales/`, as are the words a player types
//! ([`input`]); [`audio`] makes the sounds, [`braille`] the cells, and [`hearing`]
//! turns the microphone's sound into the words heard.
//! [`app`] is what every front end ([`tty`], [`window`], [`clock`]) drives,
//! and [`cli`] what the command line asks of them.

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
pub mod exit;
pub mod gamepad;
pub mod hearing;
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
