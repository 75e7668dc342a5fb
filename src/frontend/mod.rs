//! Front ends: thin shells that read devices and the time, feed the
//! [`crate::session::Session`] actions and put its events out.

pub mod braille_edge;
pub mod braille_line;
pub mod clock;
pub mod command_line;
pub mod driver;
pub mod echo;
pub mod first_start;
pub mod lines;
pub mod manual;
pub mod recordings;
pub mod review;
pub mod tty;
pub mod voice_choice;
pub mod window;
