//! `tactus tty` as a player meets it over a pipe, in tmux, with
//! speech-dispatcher, ALSA and a BRLTTY display.
//!
//! One binary: each former test file is a module, the support modules
//! of `tests/support/` are declared once here and shared.

#[path = "../support/alsa_sink.rs"]
mod alsa_sink;
#[path = "../support/brltty.rs"]
mod brltty;
#[path = "../support/lead_in.rs"]
mod lead_in;
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

mod asked_in_words;
mod audio_file_sink;
mod braille_deafblind;
mod braille_display_tty;
mod braille_messages;
mod braille_reading;
mod braille_status;
mod clock_start;
mod conversation;
mod faults;
mod folders;
mod help_lists;
mod hints_tty;
mod keeping;
mod language_words;
mod laws_tty;
mod listen;
mod one_language;
mod openings_tty;
mod piece_letters;
mod puzzle_own;
mod puzzle_own_side;
mod puzzle_told;
mod puzzle_tty;
mod review_ready;
mod review_tty;
mod review_walk;
mod sound_rests;
mod speech_dispatcher;
mod tournament_tty;
mod tty;
mod voice_choice;
mod voice_fallback;
mod voice_settings;
mod welcome;
mod which_answers;
mod words;
