//! The voice a player chooses with `--voice`: tactus's own (`tts`,
//! `text`, `none`) or, in a window, the player's own screen reader
//! (`screen-reader`), which then hears every answer instead.

use std::str::FromStr;

use crate::session::settings::VoiceKind;

/// `--voice` of the windows (`tactus play`, `tactus clock`): one of
/// tactus's voices, or the player's own screen reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoiceChoice {
    /// tactus speaks (`tts`, `text` or `none`).
    Own(VoiceKind),
    /// `screen-reader`: tactus's voice is silent, the window announces
    /// every answer to the screen reader (the clock's terminal writes its
    /// lines, which the terminal's screen reader reads).
    ScreenReader,
}

impl VoiceChoice {
    /// The voice tactus itself speaks with.
    pub fn kind(self) -> VoiceKind {
        match self {
            VoiceChoice::Own(kind) => kind,
            VoiceChoice::ScreenReader => VoiceKind::None,
        }
    }
}

/// `--voice` named no voice tactus knows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown voice {0:?}: expected tts, text, none or screen-reader")]
pub struct UnknownVoiceChoice(pub String);

impl FromStr for VoiceChoice {
    type Err = UnknownVoiceChoice;
    fn from_str(s: &str) -> Result<Self, UnknownVoiceChoice> {
        match s {
            "screen-reader" => Ok(VoiceChoice::ScreenReader),
            other => other
                .parse()
                .map(VoiceChoice::Own)
                .map_err(|_| UnknownVoiceChoice(other.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tactus_knows_the_screen_reader_as_a_voice() {
        assert_eq!("screen-reader".parse(), Ok(VoiceChoice::ScreenReader));
        assert_eq!("tts".parse(), Ok(VoiceChoice::Own(VoiceKind::Tts)));
        assert_eq!(VoiceChoice::ScreenReader.kind(), VoiceKind::None);
        let wrong = "orca".parse::<VoiceChoice>().unwrap_err().to_string();
        assert!(wrong.contains("\"orca\"") && wrong.contains("screen-reader"));
    }
}
