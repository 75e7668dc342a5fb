//! Why voice input cannot be had, in the player's words.

use crate::notation::{Lang, format_message};

/// Why tactus cannot hear, or what failed while it listened.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HearingError {
    /// The recogniser's library cannot be loaded.
    #[error("the speech recogniser cannot be loaded ({0})")]
    NoLibrary(String),
    /// The recogniser's model files are not where they should be.
    #[error("the speech model is missing ({0})")]
    NoModel(String),
    /// The recogniser would not start or read a phrase.
    #[error("the speech recogniser failed ({0})")]
    Recogniser(String),
    /// A phrase has a word the recogniser cannot say.
    #[error("the speech recogniser does not know the word {0:?}")]
    UnknownWord(String),
    /// There is no capture device.
    #[error("there is no microphone")]
    NoMicrophone,
    /// The capture device could not be opened, or failed while open.
    #[error("the microphone failed ({0})")]
    Device(String),
}

impl HearingError {
    /// The error in `lang`'s words, naming the packages that bring what is
    /// missing.
    pub fn words(&self, lang: Lang) -> String {
        let detail = |d: &String| [("detail", d.clone().into())];
        match self {
            HearingError::NoLibrary(d) => {
                format_message(lang, "fault-hearing-no-library", &detail(d))
            }
            HearingError::NoModel(d) => format_message(lang, "fault-hearing-no-model", &detail(d)),
            HearingError::Recogniser(d) => {
                format_message(lang, "fault-hearing-recogniser", &detail(d))
            }
            HearingError::UnknownWord(d) => {
                format_message(lang, "fault-hearing-unknown-word", &detail(d))
            }
            HearingError::NoMicrophone => format_message(lang, "fault-hearing-no-microphone", &[]),
            HearingError::Device(d) => format_message(lang, "fault-hearing-device", &detail(d)),
        }
    }
}
