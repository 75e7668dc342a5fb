//! The outputs that speak: a [`Backend`] says one text at a time; the
//! [`Transcript`] records what was said.
//!
//! * [`Synthesizer`]: the platform's speech synthesizer: on Linux
//!   speech-dispatcher, spoken to directly ([`SpeechdBackend`]), which
//!   takes a language without listing every voice; elsewhere the `tts`
//!   crate ([`TtsBackend`]: SAPI/WinRT on Windows, AVFoundation on macOS),
//!   which also lists the voices on every platform ([`tts_voices`]).
//! * [`TextBackend`]: one line per utterance on stdout, for terminal screen
//!   readers.
//! * [`NoneBackend`] says nothing.
//! * [`RecordingBackend`]: a test double that records every call and
//!   "speaks" for a set time per character on a fake clock.
//!
//! [`open_voice`] picks one from the command line's `--voice` and
//! `--transcript`, falling back to text when speech cannot start, and runs it
//! on a [`SpeechThread`]; [`open_lasting_voice`] opens a synthesizer that
//! outlives its speech daemon ([`LastingTts`]) for the game's driver.

use std::fmt;

mod lasting;
mod none;
mod open;
mod recording;
#[cfg(target_os = "linux")]
mod speechd;
mod text;
mod transcript;
mod tts;

pub use lasting::{LastingTts, RETRY, SpeechHealth};
pub use none::NoneBackend;
pub use open::{
    Herald, OPEN_TIMEOUT, POLL, STUCK_GRACE, SpeechThread, UnknownVoice, VoiceError,
    open_lasting_voice, open_voice, open_voice_with,
};
pub use recording::{Call, Recording, RecordingBackend};
#[cfg(target_os = "linux")]
pub use speechd::SpeechdBackend;
pub use text::TextBackend;
pub use transcript::{Transcript, TranscriptLine};
pub use tts::{TtsBackend, TtsSettings, VoiceInfo, relative_rate, tts_voices};

/// The platform's speech synthesizer, as the game speaks through it.
#[cfg(target_os = "linux")]
pub type Synthesizer = SpeechdBackend;
/// The platform's speech synthesizer, as the game speaks through it.
#[cfg(not(target_os = "linux"))]
pub type Synthesizer = TtsBackend;

/// Something that can say a text.
///
/// Every method returns at once: speaking happens elsewhere (a speech daemon,
/// the terminal's screen reader), and [`Backend::is_speaking`] tells when it
/// is done.
pub trait Backend {
    /// Starts saying `text`. With `interrupt`, whatever is being said stops
    /// first; without it, the caller has made sure nothing is.
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), BackendError>;
    /// Stops what is being said.
    fn stop(&mut self) -> Result<(), BackendError>;
    /// Whether the last text is still being said.
    fn is_speaking(&self) -> bool;
    /// Which kind of backend speaks now.
    fn kind(&self) -> BackendKind;
    /// A short name for messages: `"tts"`, `"text"`, `"none"`, ….
    fn name(&self) -> &'static str {
        self.kind().name()
    }
}

/// Which kind of backend speaks: what the program asks when it must know
/// whether the synthesizer answers, rather than comparing names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BackendKind {
    /// The platform's speech synthesizer.
    Tts,
    /// One line per utterance.
    Text,
    /// Silence.
    None,
    /// The test double [`RecordingBackend`].
    Recording,
}

impl BackendKind {
    /// Its short name for messages: `"tts"`, `"text"`, `"none"`, `"recording"`.
    pub fn name(self) -> &'static str {
        match self {
            BackendKind::Tts => "tts",
            BackendKind::Text => "text",
            BackendKind::None => "none",
            BackendKind::Recording => "recording",
        }
    }
}

impl<B: Backend + ?Sized> Backend for Box<B> {
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), BackendError> {
        (**self).speak(text, interrupt)
    }
    fn stop(&mut self) -> Result<(), BackendError> {
        (**self).stop()
    }
    fn is_speaking(&self) -> bool {
        (**self).is_speaking()
    }
    fn kind(&self) -> BackendKind {
        (**self).kind()
    }
}

/// Why a backend could not start or speak.
#[derive(Debug, thiserror::Error)]
pub enum BackendError {
    /// The speech synthesizer cannot be reached (no speech daemon, no
    /// voices): its own words.
    #[error("cannot reach the speech synthesizer: {0}")]
    Unavailable(String),
    /// The synthesizer refused a request.
    #[error("{backend}: {message}")]
    Failed {
        /// Which backend.
        backend: &'static str,
        /// What it said.
        message: String,
    },
    /// Writing a line failed.
    #[error("{what}: {source}")]
    Io {
        /// What was being written.
        what: &'static str,
        /// The underlying error.
        source: std::io::Error,
    },
}

impl BackendError {
    pub(crate) fn failed(backend: &'static str, message: impl fmt::Display) -> Self {
        BackendError::Failed {
            backend,
            message: message.to_string(),
        }
    }
}
