//! The pure parts as a program of its own sees them: the rules, the notation,
//! the speech queue, the tactile board, the accessibility tree, the house's
//! layers.
//!
//! One binary: each former test file is a module, the support modules
//! of `tests/support/` are declared once here and shared.

#[path = "../support/source_tree.rs"]
mod source_tree;

mod access;
mod access_probe;
mod arbiter_reconcile;
mod arbiter_round;
mod architecture;
mod clock_props;
mod dead_position;
mod dead_position_phrase;
mod game;
mod game_props;
mod gamepad;
mod gamepad_gilrs;
mod irregularity;
mod keymap;
mod laws_rules;
mod long_lines;
mod notation_parse;
mod notation_render;
mod pgn;
mod phrase;
mod procedure;
mod puzzles_shipped;
mod reconcile;
mod said_reads_back;
mod tactile;
mod talking_clock;
mod talking_clock_props;
mod voice_output;
mod voice_queue;
