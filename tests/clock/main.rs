//! `tactus clock`, the talking clock at the board: in the terminal, in its
//! window, with a braille display, sound panned to each player.
//!
//! One binary: each former test file is a module, the support modules
//! of `tests/support/` are declared once here and shared.

#[path = "../support/alsa_sink.rs"]
mod alsa_sink;
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
#[path = "../support/speechd.rs"]
mod speechd;
#[path = "../support/talk.rs"]
mod talk;
#[path = "../support/wait.rs"]
mod wait;
#[path = "../support/xvfb.rs"]
mod xvfb;

mod braille_display_clock;
mod clock_adjourn;
mod clock_listen;
mod clock_old_file;
mod clock_reconcile;
mod clock_sound_pan;
mod clock_speech_pan;
mod clock_start;
mod clock_tells;
mod clock_tty;
mod clock_window;
mod clock_window_arbiter;
mod clock_window_braille;
mod clock_window_keys;
mod clock_window_line;
mod clock_window_listen;
mod clock_window_orca;
mod clock_window_start;
