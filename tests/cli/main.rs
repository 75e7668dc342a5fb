//! The command line and its batch commands run as programs: replay, check,
//! score, review, learn, arbiter, the engine client against Stockfish, the
//! package, the differential tests against python-chess.
//!
//! One binary: each former test file is a module, the support modules
//! of `tests/support/` are declared once here and shared.

#[path = "../support/alsa_sink.rs"]
mod alsa_sink;
#[path = "../support/piped.rs"]
mod piped;
#[path = "../support/python.rs"]
mod python;
#[path = "../support/sound_files.rs"]
mod sound_files;
#[path = "../support/talk.rs"]
mod talk;
#[path = "../support/tmux.rs"]
mod tmux;
#[path = "../support/wait.rs"]
mod wait;

mod arbiter_code_hidden;
mod arbiter_echo;
mod arbiter_game;
mod arbiter_incidents;
mod check_cli;
mod command_line;
mod dead_position_cli;
mod differential;
mod engine_analysis;
mod engine_failures;
mod engine_stockfish;
mod laws_cli;
mod learn_cli;
mod other_programs;
mod package;
mod pgn_tags;
mod recording_ogg;
mod replay_cli;
mod review_cli;
mod score_braille;
mod score_recording;
mod typed_errors;
