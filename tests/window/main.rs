//! The board window under Xvfb: pixels, keys, the AT-SPI tree, Orca, a braille
//! display.
//!
//! One binary: each former test file is a module, the support modules
//! of `tests/support/` are declared once here and shared.

#[path = "../support/brltty.rs"]
mod brltty;
#[path = "../support/lead_in.rs"]
mod lead_in;
#[path = "../support/orca.rs"]
mod orca;
#[path = "../support/piped.rs"]
mod piped;
#[path = "../support/room.rs"]
mod room;
#[path = "../support/wait.rs"]
mod wait;
#[path = "../support/xvfb.rs"]
mod xvfb;

mod tournament_window;
mod window_atspi;
mod window_braille;
mod window_command_atspi;
mod window_contrast_xvfb;
mod window_faults;
mod window_help_first_start;
mod window_help_xvfb;
mod window_idle;
mod window_keeping;
mod window_keys;
mod window_language;
mod window_listen;
mod window_orca;
mod window_orca_help;
mod window_orca_puzzle;
mod window_orca_review;
mod window_panel_words;
mod window_panel_wrap_xvfb;
mod window_pieces_xvfb;
mod window_review_atspi;
mod window_review_banner_xvfb;
mod window_settings_xvfb;
mod window_stockfish;
mod window_voices_pending;
mod window_xvfb;
mod window_zoom_xvfb;
