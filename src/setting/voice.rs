//! The voice's settings: which output speaks ([`VoiceKind`]), how fast
//! ([`Rate`]), how loud ([`Volume`]) and with which of the synthesizer's
//! voices ([`Speaker`]), each with its parser.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::notation::vocabulary::{Group, find};

/// The speaking output chosen with `--voice`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VoiceKind {
    /// The platform's synthesizer
    /// ([`TtsBackend`](crate::speech::backends::TtsBackend)); text if it
    /// cannot start.
    #[default]
    Tts,
    /// One line per utterance on stdout
    /// ([`TextBackend`](crate::speech::backends::TextBackend)).
    Text,
    /// Silence ([`NoneBackend`](crate::speech::backends::NoneBackend)); a
    /// transcript may still be written.
    None,
}

/// The speaking output from a word in any language, any case: `tts`,
/// `text`, `none`.
pub fn parse_voice(text: &str) -> Option<VoiceKind> {
    match find(Group::Voice, text)? {
        "tts" => Some(VoiceKind::Tts),
        "text" => Some(VoiceKind::Text),
        "none" => Some(VoiceKind::None),
        _ => None,
    }
}

pub(super) fn voice_word(voice: VoiceKind) -> &'static str {
    match voice {
        VoiceKind::Tts => "tts",
        VoiceKind::Text => "text",
        VoiceKind::None => "none",
    }
}

/// How fast the voice speaks, in percent of the synthesizer's normal rate:
/// 50 (half as fast) to 300 (three times as fast).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u16", into = "u16")]
pub struct Rate(u16);

impl Rate {
    /// The slowest rate, in percent.
    pub const MIN: u16 = 50;
    /// The fastest rate, in percent.
    pub const MAX: u16 = 300;
    /// The steps of the settings dialog, in percent.
    pub const STEP: u16 = 10;
    /// The synthesizer's normal rate.
    pub const NORMAL: Rate = Rate(100);

    /// The rate of `percent`, if it is from [`Rate::MIN`] to [`Rate::MAX`].
    pub fn new(percent: u16) -> Option<Rate> {
        (Rate::MIN..=Rate::MAX)
            .contains(&percent)
            .then_some(Rate(percent))
    }

    /// The rate in percent of the normal rate.
    pub fn percent(self) -> u16 {
        self.0
    }
}

impl Default for Rate {
    fn default() -> Rate {
        Rate::NORMAL
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A speech rate outside 50–300 percent, or no number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a speech rate: say a percentage from 50 to 300")]
pub struct BadRate(pub String);

impl FromStr for Rate {
    type Err = BadRate;

    /// Reads `150` or `150%`.
    fn from_str(s: &str) -> Result<Rate, BadRate> {
        let digits = s.trim().trim_end_matches('%').trim();
        digits
            .parse::<u16>()
            .ok()
            .and_then(Rate::new)
            .ok_or_else(|| BadRate(s.to_owned()))
    }
}

impl TryFrom<u16> for Rate {
    type Error = BadRate;
    fn try_from(percent: u16) -> Result<Rate, BadRate> {
        Rate::new(percent).ok_or_else(|| BadRate(percent.to_string()))
    }
}

impl From<Rate> for u16 {
    fn from(rate: Rate) -> u16 {
        rate.0
    }
}

/// How loud the synthesizer speaks, in percent of its loudest: 0 (silent)
/// to 100. A setting of no volume (`None`) leaves the synthesizer's own.
///
/// ```
/// use tactus::session::settings::{Volume, parse_volume};
///
/// assert_eq!(parse_volume("40%"), Some(Volume::new(40)));
/// assert_eq!(parse_volume("Standard"), Some(None));
/// assert_eq!(parse_volume("101"), None);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Volume(u8);

impl Volume {
    /// The loudest volume, in percent.
    pub const MAX: u8 = 100;
    /// The steps of the settings dialog, in percent.
    pub const STEP: u8 = 10;

    /// The volume of `percent`, if it is at most [`Volume::MAX`].
    pub fn new(percent: u8) -> Option<Volume> {
        (percent <= Volume::MAX).then_some(Volume(percent))
    }

    /// The volume in percent of the loudest.
    pub fn percent(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Volume {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A volume above 100 percent, or no number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a volume: say a percentage from 0 to 100")]
pub struct BadVolume(pub String);

impl FromStr for Volume {
    type Err = BadVolume;

    /// Reads `40` or `40%`.
    fn from_str(s: &str) -> Result<Volume, BadVolume> {
        let digits = s.trim().trim_end_matches('%').trim();
        digits
            .parse::<u8>()
            .ok()
            .and_then(Volume::new)
            .ok_or_else(|| BadVolume(s.to_owned()))
    }
}

impl TryFrom<u8> for Volume {
    type Error = BadVolume;
    fn try_from(percent: u8) -> Result<Volume, BadVolume> {
        Volume::new(percent).ok_or_else(|| BadVolume(percent.to_string()))
    }
}

impl From<Volume> for u8 {
    fn from(volume: Volume) -> u8 {
        volume.0
    }
}

/// The settings file's word for the synthesizer's own volume.
pub(super) const DEFAULT_VOLUME_WORD: &str = "default";

/// A volume setting from a word in any language: a percentage from 0 to
/// 100 (`Some(Some(..))`), or `default`, `standard`, `predeterminado` for
/// the synthesizer's own (`Some(None)`); `None` when it is neither.
pub fn parse_volume(text: &str) -> Option<Option<Volume>> {
    if find(Group::Volume, text) == Some("default") {
        return Some(None);
    }
    Volume::from_str(text).ok().map(Some)
}

/// A synthesizer's voice by name, as the synthesizer lists it ("German+Anna",
/// "English (Great Britain)"): at most [`Speaker::LONGEST`] bytes, kept in
/// place so that the settings stay a plain value.
///
/// ```
/// use tactus::session::settings::{Speaker, parse_speaker};
///
/// let anna = parse_speaker(" German+Anna ").unwrap().unwrap();
/// assert_eq!(anna.as_str(), "German+Anna");
/// assert_eq!(parse_speaker("Standard"), Some(None));
/// assert_eq!(parse_speaker(&"x".repeat(65)), None);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Speaker {
    len: u8,
    bytes: [u8; Speaker::LONGEST],
}

impl Speaker {
    /// The longest name kept, in bytes.
    pub const LONGEST: usize = 64;

    /// The voice named `name` (spaces around it dropped), if it is not
    /// empty and at most [`Speaker::LONGEST`] bytes.
    pub fn new(name: &str) -> Option<Speaker> {
        let name = name.trim();
        if name.is_empty() || name.len() > Speaker::LONGEST {
            return None;
        }
        let mut bytes = [0; Speaker::LONGEST];
        bytes[..name.len()].copy_from_slice(name.as_bytes());
        Some(Speaker {
            len: name.len() as u8,
            bytes,
        })
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Debug for Speaker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Speaker({:?})", self.as_str())
    }
}

impl fmt::Display for Speaker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A voice name that is empty or too long.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a voice's name")]
pub struct BadSpeaker(pub String);

impl TryFrom<String> for Speaker {
    type Error = BadSpeaker;
    fn try_from(name: String) -> Result<Speaker, BadSpeaker> {
        Speaker::new(&name).ok_or(BadSpeaker(name))
    }
}

impl From<Speaker> for String {
    fn from(speaker: Speaker) -> String {
        speaker.as_str().to_owned()
    }
}

/// A voice setting from a word: `default`, `standard`, `predeterminada`
/// for the language's default voice (`Some(None)`), else a voice's name
/// (`Some(Some(..))`); `None` when the name is too long.
pub fn parse_speaker(text: &str) -> Option<Option<Speaker>> {
    if find(Group::Speaker, text) == Some("default") {
        return Some(None);
    }
    Speaker::new(text).map(Some)
}
