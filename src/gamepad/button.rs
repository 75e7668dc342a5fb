//! Gamepad buttons as a type: the buttons a gamepad map can name, by their
//! place on the pad (an Xbox pad's A, a PlayStation pad's cross and a
//! Nintendo pad's B are all [`PadButton::South`]).
//!
//! Text comes in through [`FromStr`] and goes out through
//! [`Display`](fmt::Display), as the names are written in
//! `assets/gamepad.toml` (`south`, `left-shoulder`, `dpad-up`, …); gilrs
//! comes in through one conversion at the edge
//! ([`PadEvent::from_gilrs`](super::PadEvent::from_gilrs)); the help says a
//! button in the player's words ([`PadButton::words`]).
//!
//! ```
//! use tactus::gamepad::PadButton;
//! let b: PadButton = "left-shoulder".parse().unwrap();
//! assert_eq!(b, PadButton::LeftShoulder);
//! assert_eq!(b.to_string(), "left-shoulder");
//! ```

use std::fmt;
use std::str::FromStr;

use crate::notation::{Lang, format_message};

/// A button a gamepad map can bind (see the [module](self) documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PadButton {
    /// The lower face button (Xbox A, PlayStation cross).
    South,
    /// The right face button (Xbox B, PlayStation circle).
    East,
    /// The left face button (Xbox X, PlayStation square).
    West,
    /// The upper face button (Xbox Y, PlayStation triangle).
    North,
    /// An extra face button some pads have.
    C,
    /// Another extra face button some pads have.
    Z,
    /// The upper left button on the back (L1, LB).
    LeftShoulder,
    /// The upper right button on the back (R1, RB).
    RightShoulder,
    /// The lower left button on the back (L2, LT).
    LeftTrigger,
    /// The lower right button on the back (R2, RT).
    RightTrigger,
    /// The small middle button on the left (back, share).
    Select,
    /// The small middle button on the right (options).
    Start,
    /// The middle button with the maker's logo.
    Mode,
    /// The left stick pressed in (L3).
    LeftStick,
    /// The right stick pressed in (R3).
    RightStick,
    /// The D-pad up.
    DPadUp,
    /// The D-pad down.
    DPadDown,
    /// The D-pad left.
    DPadLeft,
    /// The D-pad right.
    DPadRight,
}

impl PadButton {
    /// Every button, in the order of `assets/gamepad.toml`'s list.
    pub const ALL: [PadButton; 19] = [
        PadButton::South,
        PadButton::East,
        PadButton::West,
        PadButton::North,
        PadButton::C,
        PadButton::Z,
        PadButton::LeftShoulder,
        PadButton::RightShoulder,
        PadButton::LeftTrigger,
        PadButton::RightTrigger,
        PadButton::Select,
        PadButton::Start,
        PadButton::Mode,
        PadButton::LeftStick,
        PadButton::RightStick,
        PadButton::DPadUp,
        PadButton::DPadDown,
        PadButton::DPadLeft,
        PadButton::DPadRight,
    ];

    /// The name in `gamepad.toml`.
    pub fn as_str(self) -> &'static str {
        match self {
            PadButton::South => "south",
            PadButton::East => "east",
            PadButton::West => "west",
            PadButton::North => "north",
            PadButton::C => "c",
            PadButton::Z => "z",
            PadButton::LeftShoulder => "left-shoulder",
            PadButton::RightShoulder => "right-shoulder",
            PadButton::LeftTrigger => "left-trigger",
            PadButton::RightTrigger => "right-trigger",
            PadButton::Select => "select",
            PadButton::Start => "start",
            PadButton::Mode => "mode",
            PadButton::LeftStick => "left-stick",
            PadButton::RightStick => "right-stick",
            PadButton::DPadUp => "dpad-up",
            PadButton::DPadDown => "dpad-down",
            PadButton::DPadLeft => "dpad-left",
            PadButton::DPadRight => "dpad-right",
        }
    }

    /// The button's place in [`PadButton::ALL`].
    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The button in the player's words, for the help ("D-pad up",
    /// "Steuerkreuz oben", "cruceta arriba").
    pub fn words(self, lang: Lang) -> String {
        format_message(lang, self.message_id(), &[])
    }

    /// The Fluent id of [`PadButton::words`].
    pub(crate) fn message_id(self) -> &'static str {
        match self {
            PadButton::South => "button-south",
            PadButton::East => "button-east",
            PadButton::West => "button-west",
            PadButton::North => "button-north",
            PadButton::C => "button-c",
            PadButton::Z => "button-z",
            PadButton::LeftShoulder => "button-left-shoulder",
            PadButton::RightShoulder => "button-right-shoulder",
            PadButton::LeftTrigger => "button-left-trigger",
            PadButton::RightTrigger => "button-right-trigger",
            PadButton::Select => "button-select",
            PadButton::Start => "button-start",
            PadButton::Mode => "button-mode",
            PadButton::LeftStick => "button-left-stick",
            PadButton::RightStick => "button-right-stick",
            PadButton::DPadUp => "button-dpad-up",
            PadButton::DPadDown => "button-dpad-down",
            PadButton::DPadLeft => "button-dpad-left",
            PadButton::DPadRight => "button-dpad-right",
        }
    }
}

impl fmt::Display for PadButton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no [`PadButton`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a gamepad button; the buttons are south, east, west, north, c, z, left-shoulder, right-shoulder, left-trigger, right-trigger, select, start, mode, left-stick, right-stick, dpad-up, dpad-down, dpad-left, dpad-right"
)]
pub struct UnknownButton(pub String);

impl FromStr for PadButton {
    type Err = UnknownButton;

    /// The button named `name` exactly as in `gamepad.toml`.
    fn from_str(name: &str) -> Result<PadButton, UnknownButton> {
        PadButton::ALL
            .into_iter()
            .find(|b| b.as_str() == name)
            .ok_or_else(|| UnknownButton(name.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_is_the_index() {
        for (i, b) in PadButton::ALL.into_iter().enumerate() {
            assert_eq!(b.index(), i, "{b}");
        }
    }

    #[test]
    fn every_button_has_words_in_every_language() {
        for lang in Lang::ALL {
            for b in PadButton::ALL {
                let words = b.words(lang);
                assert!(!words.is_empty() && words != b.message_id(), "{b} {lang:?}");
            }
        }
        assert_eq!(PadButton::DPadUp.words(Lang::De), "Steuerkreuz oben");
    }
}
