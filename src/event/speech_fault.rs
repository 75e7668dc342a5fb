//! Why tactus's own voice cannot speak as asked, and which of its settings
//! the synthesizer cannot honour, as facts the phrase renderer words in the
//! player's language (as it words an engine's or a file's problems): only
//! the synthesizer's or the system's own words, and the names asked for,
//! are carried as text, where nothing else knows them.

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

/// A setting of the voice the synthesizer cannot honour: it is skipped,
/// the voice speaks on without it, and the player is told once. Only the
/// names asked for and the synthesizer's own words are carried as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechWarning {
    /// The speech rate cannot be set.
    Rate,
    /// The pitch cannot be set.
    Pitch,
    /// The volume cannot be set.
    Volume,
    /// No voice speaks the language (or has the name) asked for; the
    /// synthesizer's default speaks.
    NoVoiceFor {
        /// The language or voice name asked for.
        wanted: String,
    },
    /// The synthesizer cannot list its voices; its default voice speaks.
    VoicesNotListed {
        /// The synthesizer's own words.
        detail: String,
    },
    /// The voice found cannot be set; the synthesizer's default speaks.
    VoiceNotSet {
        /// The language or voice name asked for.
        wanted: String,
        /// The synthesizer's own words.
        detail: String,
    },
    /// No voice has the name asked for; another speaks instead.
    NoVoiceCalled {
        /// The name asked for.
        name: String,
        /// What speaks instead.
        instead: VoiceInstead,
    },
}

/// What speaks instead of a voice asked for by a name no voice has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VoiceInstead {
    /// The synthesizer's default voice.
    Default,
    /// The voice the synthesizer chooses for this language tag.
    LanguageVoice(String),
    /// The voice of this name, found by the language.
    Voice(String),
}
