//! Key chords: a physical key and the modifiers held with it.
//!
//! Keys are named by the W3C `KeyboardEvent.code` values, which are also the
//! `Debug` names of winit's `KeyCode` (`ArrowUp`, `KeyK`, `Digit1`, `Space`,
//! `Enter`, `Escape`, `F1`, `Comma`, `Numpad7`, …). They name the key's
//! position on a US layout, whatever the user's layout prints on it.

use std::fmt;
use std::str::FromStr;

/// A key with the modifiers held, such as `Ctrl+Shift+ArrowUp`.
///
/// Written with modifier prefixes `Ctrl+`, `Alt+`, `Shift+` in any order and
/// case (`Control+` is also accepted) and a key name from [`KEY_NAMES`], also
/// in any case; [`Chord`]'s `Display` writes the canonical form
/// `Ctrl+Alt+Shift+Key`.
///
/// ```
/// use tactus::keymap::Chord;
/// let c: Chord = "shift+ctrl+arrowup".parse().unwrap();
/// assert_eq!(c, Chord::new("ArrowUp", true, true, false));
/// assert_eq!(c.to_string(), "Ctrl+Shift+ArrowUp");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Chord {
    /// The key's `KeyboardEvent.code` name, such as `KeyK`.
    pub key: String,
    /// Control held.
    pub ctrl: bool,
    /// Shift held.
    pub shift: bool,
    /// Alt held.
    pub alt: bool,
}

impl Chord {
    /// A chord from its parts, the key given by its `KeyboardEvent.code` name
    /// (the window passes `format!("{:?}", key_code)`). The name is not checked:
    /// an unknown key simply matches no binding.
    pub fn new(key: &str, ctrl: bool, shift: bool, alt: bool) -> Chord {
        Chord {
            key: key.to_owned(),
            ctrl,
            shift,
            alt,
        }
    }

    /// A chord of `key` with no modifier.
    pub fn key(key: &str) -> Chord {
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
        f.write_str(&self.key)
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
    /// A key name that is no `KeyboardEvent.code`.
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
        let mut chord = Chord::key(canonical_key(key).ok_or_else(|| ChordError::UnknownKey {
            chord: text.to_owned(),
            key: key.to_owned(),
        })?);
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

/// The canonical spelling of a key name, matched without regard to case.
pub fn canonical_key(name: &str) -> Option<&'static str> {
    KEY_NAMES
        .iter()
        .copied()
        .find(|k| k.eq_ignore_ascii_case(name))
}

/// Every key name a chord may use: the W3C `KeyboardEvent.code` values that
/// winit's `KeyCode` has (writing system, control, navigation, arrow,
/// numpad, function and media keys).
pub const KEY_NAMES: &[&str] = &[
    "Backquote",
    "Backslash",
    "BracketLeft",
    "BracketRight",
    "Comma",
    "Digit0",
    "Digit1",
    "Digit2",
    "Digit3",
    "Digit4",
    "Digit5",
    "Digit6",
    "Digit7",
    "Digit8",
    "Digit9",
    "Equal",
    "IntlBackslash",
    "IntlRo",
    "IntlYen",
    "KeyA",
    "KeyB",
    "KeyC",
    "KeyD",
    "KeyE",
    "KeyF",
    "KeyG",
    "KeyH",
    "KeyI",
    "KeyJ",
    "KeyK",
    "KeyL",
    "KeyM",
    "KeyN",
    "KeyO",
    "KeyP",
    "KeyQ",
    "KeyR",
    "KeyS",
    "KeyT",
    "KeyU",
    "KeyV",
    "KeyW",
    "KeyX",
    "KeyY",
    "KeyZ",
    "Minus",
    "Period",
    "Quote",
    "Semicolon",
    "Slash",
    "AltLeft",
    "AltRight",
    "Backspace",
    "CapsLock",
    "ContextMenu",
    "ControlLeft",
    "ControlRight",
    "Enter",
    "SuperLeft",
    "SuperRight",
    "ShiftLeft",
    "ShiftRight",
    "Space",
    "Tab",
    "Convert",
    "KanaMode",
    "Lang1",
    "Lang2",
    "Lang3",
    "Lang4",
    "Lang5",
    "NonConvert",
    "Delete",
    "End",
    "Help",
    "Home",
    "Insert",
    "PageDown",
    "PageUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "ArrowUp",
    "NumLock",
    "Numpad0",
    "Numpad1",
    "Numpad2",
    "Numpad3",
    "Numpad4",
    "Numpad5",
    "Numpad6",
    "Numpad7",
    "Numpad8",
    "Numpad9",
    "NumpadAdd",
    "NumpadBackspace",
    "NumpadClear",
    "NumpadClearEntry",
    "NumpadComma",
    "NumpadDecimal",
    "NumpadDivide",
    "NumpadEnter",
    "NumpadEqual",
    "NumpadHash",
    "NumpadMemoryAdd",
    "NumpadMemoryClear",
    "NumpadMemoryRecall",
    "NumpadMemoryStore",
    "NumpadMemorySubtract",
    "NumpadMultiply",
    "NumpadParenLeft",
    "NumpadParenRight",
    "NumpadStar",
    "NumpadSubtract",
    "Escape",
    "Fn",
    "FnLock",
    "PrintScreen",
    "ScrollLock",
    "Pause",
    "BrowserBack",
    "BrowserFavorites",
    "BrowserForward",
    "BrowserHome",
    "BrowserRefresh",
    "BrowserSearch",
    "BrowserStop",
    "Eject",
    "LaunchApp1",
    "LaunchApp2",
    "LaunchMail",
    "MediaPlayPause",
    "MediaSelect",
    "MediaStop",
    "MediaTrackNext",
    "MediaTrackPrevious",
    "Power",
    "Sleep",
    "AudioVolumeDown",
    "AudioVolumeMute",
    "AudioVolumeUp",
    "WakeUp",
    "Meta",
    "Hyper",
    "Turbo",
    "Abort",
    "Resume",
    "Suspend",
    "Again",
    "Copy",
    "Cut",
    "Find",
    "Open",
    "Paste",
    "Props",
    "Select",
    "Undo",
    "Hiragana",
    "Katakana",
    "F1",
    "F2",
    "F3",
    "F4",
    "F5",
    "F6",
    "F7",
    "F8",
    "F9",
    "F10",
    "F11",
    "F12",
    "F13",
    "F14",
    "F15",
    "F16",
    "F17",
    "F18",
    "F19",
    "F20",
    "F21",
    "F22",
    "F23",
    "F24",
    "F25",
    "F26",
    "F27",
    "F28",
    "F29",
    "F30",
    "F31",
    "F32",
    "F33",
    "F34",
    "F35",
];
