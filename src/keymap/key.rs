//! Key names: the physical keys a chord can name, as a type.
//!
//! A key is named by its W3C `KeyboardEvent.code` value (`ArrowUp`, `KeyK`,
//! `Digit1`, `Space`, `Enter`, `Escape`, `F1`, `Comma`, `Numpad7`, …), which
//! names the key's place on a US layout, whatever the user's layout prints on
//! it. Text comes in through [`FromStr`] (any case) and goes out through
//! [`Display`](fmt::Display) (the canonical spelling, as in
//! `assets/keymap.toml`); devices come in through one conversion each, at
//! the edge (the window's from winit's `KeyCode`). In the player's own words
//! a key is [`KeyName::words`].
//!
//! ```
//! use tactus::keymap::KeyName;
//! let k: KeyName = "arrowup".parse().unwrap();
//! assert_eq!(k, KeyName::ArrowUp);
//! assert_eq!(k.to_string(), "ArrowUp");
//! assert!("ArrowUpp".parse::<KeyName>().is_err());
//! ```

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// Calls the macro `$then` with every key name, in the order of winit's
/// `KeyCode` (whose variants have the same names), so that each list made
/// of them (the enum, its names, a device's conversion) is made from one.
macro_rules! with_key_names {
    ($then:ident) => {
        $then! {
            Backquote, Backslash, BracketLeft, BracketRight, Comma, Digit0, Digit1, Digit2, Digit3,
            Digit4, Digit5, Digit6, Digit7, Digit8, Digit9, Equal, IntlBackslash, IntlRo, IntlYen,
            KeyA, KeyB, KeyC, KeyD, KeyE, KeyF, KeyG, KeyH, KeyI, KeyJ, KeyK, KeyL, KeyM, KeyN,
            KeyO, KeyP, KeyQ, KeyR, KeyS, KeyT, KeyU, KeyV, KeyW, KeyX, KeyY, KeyZ, Minus, Period,
            Quote, Semicolon, Slash, AltLeft, AltRight, Backspace, CapsLock, ContextMenu, ControlLeft,
            ControlRight, Enter, SuperLeft, SuperRight, ShiftLeft, ShiftRight, Space, Tab, Convert,
            KanaMode, Lang1, Lang2, Lang3, Lang4, Lang5, NonConvert, Delete, End, Help, Home,
            Insert, PageDown, PageUp, ArrowDown, ArrowLeft, ArrowRight, ArrowUp, NumLock, Numpad0,
            Numpad1, Numpad2, Numpad3, Numpad4, Numpad5, Numpad6, Numpad7, Numpad8, Numpad9, NumpadAdd,
            NumpadBackspace, NumpadClear, NumpadClearEntry, NumpadComma, NumpadDecimal, NumpadDivide,
            NumpadEnter, NumpadEqual, NumpadHash, NumpadMemoryAdd, NumpadMemoryClear, NumpadMemoryRecall,
            NumpadMemoryStore, NumpadMemorySubtract, NumpadMultiply, NumpadParenLeft, NumpadParenRight,
            NumpadStar, NumpadSubtract, Escape, Fn, FnLock, PrintScreen, ScrollLock, Pause, BrowserBack,
            BrowserFavorites, BrowserForward, BrowserHome, BrowserRefresh, BrowserSearch, BrowserStop,
            Eject, LaunchApp1, LaunchApp2, LaunchMail, MediaPlayPause, MediaSelect, MediaStop,
            MediaTrackNext, MediaTrackPrevious, Power, Sleep, AudioVolumeDown, AudioVolumeMute,
            AudioVolumeUp, WakeUp, Meta, Hyper, Turbo, Abort, Resume, Suspend, Again, Copy, Cut,
            Find, Open, Paste, Props, Select, Undo, Hiragana, Katakana, F1, F2, F3, F4, F5, F6,
            F7, F8, F9, F10, F11, F12, F13, F14, F15, F16, F17, F18, F19, F20, F21, F22, F23,
            F24, F25, F26, F27, F28, F29, F30, F31, F32, F33, F34, F35,
        }
    };
}
pub(crate) use with_key_names;

macro_rules! key_name_enum {
    ($($key:ident,)*) => {
        /// A physical key, by its `KeyboardEvent.code` name (see the
        /// [module](self) documentation).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum KeyName {
            $($key,)*
        }

        impl KeyName {
            /// Every key name, in the order of winit's `KeyCode`.
            pub const ALL: &'static [KeyName] = &[$(KeyName::$key,)*];

            /// The canonical spelling, as written in `assets/keymap.toml`.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(KeyName::$key => stringify!($key),)*
                }
            }

            /// The Fluent id of the key's name in the player's words
            /// (`key-ArrowUp`), for the keys whose name is not a letter, a
            /// digit or a function key number.
            pub(crate) fn message_id(self) -> &'static str {
                match self {
                    $(KeyName::$key => concat!("key-", stringify!($key)),)*
                }
            }
        }
    };
}
with_key_names!(key_name_enum);

impl KeyName {
    /// The key named `name`, matched without regard to case.
    pub fn from_name(name: &str) -> Option<KeyName> {
        KeyName::ALL
            .iter()
            .copied()
            .find(|k| k.as_str().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for KeyName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no key's `KeyboardEvent.code` name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a key name (use KeyboardEvent.code names such as KeyK, Digit1, ArrowUp, Space, F1)"
)]
pub struct UnknownKeyName(pub String);

impl FromStr for KeyName {
    type Err = UnknownKeyName;

    fn from_str(name: &str) -> Result<KeyName, UnknownKeyName> {
        KeyName::from_name(name.trim()).ok_or_else(|| UnknownKeyName(name.to_owned()))
    }
}

/// Keys are ordered by name, so that a key map lists its chords
/// alphabetically (`F1` before `Shift+Slash`), as it always has.
impl Ord for KeyName {
    fn cmp(&self, other: &KeyName) -> Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl PartialOrd for KeyName {
    fn partial_cmp(&self, other: &KeyName) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
