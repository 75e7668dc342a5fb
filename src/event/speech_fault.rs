//! Why tactus's own voice cannot speak as asked, as a fact the phrase
//! renderer words in the player's language (as it words an engine's or a
//! file's problems): only the synthesizer's or the system's own words are
//! carried as text, where nothing else knows them.

use super::FileError;

/// Why the voice cannot speak as asked: the synthesizer is missing or
/// silent, or the voice's own parts cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechFault {
    /// The speech synthesizer cannot be reached (no speech daemon): the
    /// synthesizer's own words.
    Unreachable(String),
    /// The synthesizer did not answer within this many seconds.
    NoAnswer {
        /// How long it was waited for.
        seconds: u64,
    },
    /// The transcript file cannot be opened for appending.
    Transcript(FileError),
    /// The speech thread cannot be started: the system's own words.
    Thread(String),
}
