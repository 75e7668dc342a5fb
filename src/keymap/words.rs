//! Keys and chords in the player's own words, for the help: "Strg+R",
//! "Flecha arriba", "Numpad 8".
//!
//! Letters, digits and function keys are said as they are printed ("K",
//! "1", "F1"); the keys of the number pad with a digit through one message
//! (`key-numpad-digit`); every other key through its own message,
//! `key-` and its [`KeyName`] (`key-ArrowUp`); the modifiers through
//! `key-mod-ctrl`, `key-mod-alt` and `key-mod-shift`. Names describe the
//! key's place on a US layout, as the key map does.

use super::chord::Chord;
use super::key::KeyName;
use crate::notation::{Lang, format_message};

/// How a key's name is made.
enum Spelling {
    /// As printed on it, the same in every language.
    Printed(&'static str),
    /// A number-pad digit.
    NumpadDigit(&'static str),
    /// A message of its own.
    Message(&'static str),
}

fn spelling(key: KeyName) -> Spelling {
    let name = key.as_str();
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if let Some(letter) = name.strip_prefix("Key").filter(|l| l.len() == 1) {
        Spelling::Printed(letter)
    } else if let Some(digit) = name.strip_prefix("Digit").filter(|d| digits(d)) {
        Spelling::Printed(digit)
    } else if name.strip_prefix('F').is_some_and(digits) {
        Spelling::Printed(name)
    } else if let Some(digit) = name.strip_prefix("Numpad").filter(|d| digits(d)) {
        Spelling::NumpadDigit(digit)
    } else {
        Spelling::Message(key.message_id())
    }
}

impl KeyName {
    /// The key's name in `lang`, as the help says it ("Up arrow", "Pfeil
    /// nach oben", "Flecha arriba"; "K", "1", "F1").
    pub fn words(self, lang: Lang) -> String {
        match spelling(self) {
            Spelling::Printed(text) => text.to_owned(),
            Spelling::NumpadDigit(digit) => {
                format_message(lang, "key-numpad-digit", &[("digit", digit.into())])
            }
            Spelling::Message(id) => format_message(lang, id, &[]),
        }
    }

    /// The Fluent ids this key's name needs (none for a printed name).
    #[cfg(test)]
    fn message_ids(self) -> Vec<&'static str> {
        match spelling(self) {
            Spelling::Printed(_) => Vec::new(),
            Spelling::NumpadDigit(_) => vec!["key-numpad-digit"],
            Spelling::Message(id) => vec![id],
        }
    }
}

impl Chord {
    /// The chord in `lang`, modifiers first, as the help says it ("Strg+R",
    /// "Mayús+Flecha arriba").
    pub fn words(&self, lang: Lang) -> String {
        let mut parts = Vec::with_capacity(4);
        for (held, id) in [
            (self.ctrl, "key-mod-ctrl"),
            (self.alt, "key-mod-alt"),
            (self.shift, "key-mod-shift"),
        ] {
            if held {
                parts.push(format_message(lang, id, &[]));
            }
        }
        parts.push(self.key.words(lang));
        parts.join("+")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_a_name_in_every_language() {
        for lang in Lang::ALL {
            for &key in KeyName::ALL {
                let words = key.words(lang);
                assert!(!words.is_empty(), "{key} in {lang:?}");
                for id in key.message_ids() {
                    assert!(!words.contains(id), "{key} in {lang:?}: {words}");
                }
            }
            for id in ["key-mod-ctrl", "key-mod-alt", "key-mod-shift"] {
                assert_ne!(format_message(lang, id, &[]), id, "{lang:?}");
            }
        }
    }

    #[test]
    fn chords_are_said_in_the_player_language() {
        let chord = |s: &str| s.parse::<Chord>().expect(s);
        assert_eq!(chord("Ctrl+KeyR").words(Lang::De), "Strg+R");
        assert_eq!(chord("Ctrl+KeyR").words(Lang::En), "Ctrl+R");
        assert_eq!(chord("ArrowUp").words(Lang::Es), "Flecha arriba");
        assert_eq!(
            chord("Shift+ArrowUp").words(Lang::De),
            "Umschalt+Pfeil nach oben"
        );
        assert_eq!(
            chord("Ctrl+Alt+Shift+Digit1").words(Lang::En),
            "Ctrl+Alt+Shift+1"
        );
        assert_eq!(chord("F11").words(Lang::Es), "F11");
        assert!(chord("Numpad8").words(Lang::De).contains("Ziffernblock"));
    }
}
