//! What a speech recogniser does for tactus: listen for a fixed set of
//! phrases, and read one phrase's samples as its best guesses. PocketSphinx
//! is one ([`super::pocketsphinx`]); another engine (Vosk, whisper) is one
//! more file that implements [`Recogniser`].

use super::HearingError;
use crate::notation::heard::Hypothesis;

/// A speech recogniser that hears only the phrases it is given.
pub trait Recogniser: Send {
    /// Listens from now on for `phrases` only (lower-case words separated
    /// by single spaces). A word the recogniser cannot say is refused
    /// ([`HearingError::UnknownWord`]) and the phrases before are kept.
    fn listen_for(&mut self, phrases: &[String]) -> Result<(), HearingError>;

    /// One phrase's samples (16 kHz, mono) read as hypotheses, the best
    /// first; none when nothing was understood.
    fn recognise(&mut self, samples: &[i16]) -> Result<Vec<Hypothesis>, HearingError>;
}
