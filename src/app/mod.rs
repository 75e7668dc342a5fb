//! The application layer every front end drives: the [`driver`] carries
//! out what the session asks for (the engine process, keeping the game,
//! the review and analysis threads, recordings) and hands each utterance
//! to every medium (voice, transcript, terminal line, braille display).

pub mod braille_edge;
pub mod braille_line;
pub mod driver;
pub mod echo;
pub mod first_start;
pub mod lines;
pub mod recordings;
pub mod review;
pub mod voice_choice;
