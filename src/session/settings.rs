//! The player's settings: kept by the session, saved by [`crate::config`].

use serde::{Deserialize, Serialize};

use crate::notation::{Lang, Style};
use crate::speech::backends::VoiceKind;

/// What `set` changes, saved for next time.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// How moves, squares and pieces are worded.
    pub style: Style,
    /// The interface language.
    pub lang: Lang,
    /// The speaking output.
    pub voice: VoiceKind,
    /// Whether a typed move is read back and made only on "yes".
    pub confirm: bool,
}

impl Default for Settings {
    /// Spoken style, English, text on the terminal (a screen reader reads
    /// it), no read-back.
    fn default() -> Self {
        Settings {
            style: Style::Spoken,
            lang: Lang::En,
            voice: VoiceKind::Text,
            confirm: false,
        }
    }
}

/// `on`/`off` in every language.
pub fn parse_switch(text: &str) -> Option<bool> {
    match text.trim().to_lowercase().as_str() {
        "on" | "yes" | "true" | "an" | "ein" | "ja" | "sí" | "si" | "1" => Some(true),
        "off" | "no" | "false" | "aus" | "nein" | "0" => Some(false),
        _ => None,
    }
}
