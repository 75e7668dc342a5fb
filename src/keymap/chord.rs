//! Key chords: a physical key and the modifiers held with it.
//!
//! The key is a [`KeyName`]: a W3C `KeyboardEvent.code` name (`ArrowUp`,
//! `KeyK`, `Digit1`, `Space`, `Enter`, `Escape`, `F1`, `Comma`, `Numpad7`,
//! …), the key's position on a US layout, whatever the user's layout
//! prints on it.

use std::fmt;
use std::str::FromStr;

use super::key::KeyName;

/// A key with the modifiers held, such as `Ctrl+Shift+ArrowUp`.
///
/// Written with modifier prefixes `Ctrl+`, `Alt+`, `Shift+` in any order and
/// case (`Control+` is also accepted) and a [`KeyName`], also in any case;
/// [`Chord`]'s `Display` writes the canonical form `Ctrl+Alt+Shift+Key`.
///
/// ```
/// use tactus::keymap::{Chord, KeyName};
/// let c: Chord = "shift+ctrl+arrowup".parse().unwrap();
/// assert_eq!(c, Chord::new(KeyName::ArrowUp, true, true, false));
/// assert_eq!(c.to_string(), "Ctrl+Shift+ArrowUp");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Chord {
    /// The key, such as [`KeyName::KeyK`].
    pub key: KeyName,
    /// Control held.
    pub ctrl: bool,
    /// Shift held.
    pub shift: bool,
    /// Alt held.
    pub alt: bool,
}

impl Chord {
    /// A chord from its parts.
    pub fn new(key: KeyName, ctrl: bool, shift: bool, alt: bool) -> Chord {
        Chord {
            key,
            ctrl,
            shift,
            alt,
        }
    }

    /// A chord of `key` with no modifier.
    pub fn key(key: KeyName) -> Chord {
        Chord::new(key, false, false, false)
    }
}

impl fmt::Display for Chord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ctrl {
            f.write_str("Ctrl+")?;
        }
        if self.alt {
            f.write_str("Alt+")?;
        }
        if self.shift {
            f.write_str("Shift+")?;
        }
        write!(f, "{}", self.key)
    }
}

/// What is wrong with a written chord.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChordError {
    /// Nothing, or nothing after the last `+`.
    #[error("\"{0}\" names no key")]
    Empty(String),
    /// A prefix that is not Ctrl, Alt or Shift.
    #[error("\"{modifier}\" in \"{chord}\" is not a modifier (Ctrl, Alt or Shift)")]
    UnknownModifier {
        /// The whole chord as written.
        chord: String,
        /// The prefix.
        modifier: String,
    },
    /// The same modifier twice.
    #[error("\"{chord}\" names {modifier} twice")]
    RepeatedModifier {
        /// The whole chord as written.
        chord: String,
        /// The modifier.
        modifier: String,
    },
    /// A key name that is no [`KeyName`].
    #[error(
        "\"{key}\" in \"{chord}\" is not a key name (use KeyboardEvent.code names such as KeyK, Digit1, ArrowUp, Space, F1)"
    )]
    UnknownKey {
        /// The whole chord as written.
        chord: String,
        /// The key name.
        key: String,
    },
}

impl FromStr for Chord {
    type Err = ChordError;

    fn from_str(text: &str) -> Result<Chord, ChordError> {
        let mut parts: Vec<&str> = text.split('+').map(str::trim).collect();
        let key = parts.pop().unwrap_or_default();
        if key.is_empty() {
            return Err(ChordError::Empty(text.to_owned()));
        }
        let mut chord =
            Chord::key(
                KeyName::from_name(key).ok_or_else(|| ChordError::UnknownKey {
                    chord: text.to_owned(),
                    key: key.to_owned(),
                })?,
            );
        for part in parts {
            let flag = match part.to_ascii_lowercase().as_str() {
                "ctrl" | "control" => &mut chord.ctrl,
                "alt" => &mut chord.alt,
                "shift" => &mut chord.shift,
                _ => {
                    return Err(ChordError::UnknownModifier {
                        chord: text.to_owned(),
                        modifier: part.to_owned(),
                    });
                }
            };
            if *flag {
                return Err(ChordError::RepeatedModifier {
                    chord: text.to_owned(),
                    modifier: part.to_owned(),
                });
            }
            *flag = true;
        }
        Ok(chord)
    }
}
