//! The keyboard at the edge: winit's physical keys become tactus's
//! [`KeyName`]s and [`Chord`]s here, and nowhere else (as helix turns
//! crossterm's key events into its own in one `From`).

use winit::keyboard::{KeyCode, ModifiersState, PhysicalKey};

use crate::keymap::{Chord, KeyName};

macro_rules! winit_key_codes {
    ($($key:ident,)*) => {
        /// The [`KeyName`] of winit's `code`; `None` for a code that has
        /// none (winit's list may grow).
        pub fn key_name(code: KeyCode) -> Option<KeyName> {
            match code {
                $(KeyCode::$key => Some(KeyName::$key),)*
                _ => None,
            }
        }

        /// winit's code of every [`KeyName`], in the order of [`KeyName::ALL`].
        #[cfg(test)]
        const CODES: &[KeyCode] = &[$(KeyCode::$key,)*];
    };
}
crate::keymap::key::with_key_names!(winit_key_codes);

/// The chord of the physical key `key` with `modifiers` held; `None` for a
/// key winit could not identify, or one without a [`KeyName`].
pub fn chord_of(key: PhysicalKey, modifiers: ModifiersState) -> Option<Chord> {
    let PhysicalKey::Code(code) = key else {
        return None;
    };
    Some(Chord::new(
        key_name(code)?,
        modifiers.control_key(),
        modifiers.shift_key(),
        modifiers.alt_key(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keymap::Keymap;
    use winit::keyboard::NativeKeyCode;

    #[test]
    fn every_key_name_is_a_winit_key_code_of_the_same_name() {
        assert_eq!(CODES.len(), KeyName::ALL.len());
        for (&code, &name) in CODES.iter().zip(KeyName::ALL) {
            assert_eq!(key_name(code), Some(name));
            // The names are the W3C codes, which winit's variants spell too.
            assert_eq!(format!("{code:?}"), name.to_string());
        }
    }

    #[test]
    fn every_bound_chord_comes_from_a_winit_key() {
        for (chord, action) in Keymap::default().bindings() {
            let code = CODES
                .iter()
                .copied()
                .find(|&c| key_name(c) == Some(chord.key))
                .unwrap_or_else(|| panic!("{chord} has no winit key"));
            let mut held = ModifiersState::empty();
            held.set(ModifiersState::CONTROL, chord.ctrl);
            held.set(ModifiersState::SHIFT, chord.shift);
            held.set(ModifiersState::ALT, chord.alt);
            let pressed = chord_of(PhysicalKey::Code(code), held).expect("a chord");
            assert_eq!(&pressed, chord);
            assert_eq!(Keymap::default().lookup(&pressed), Some(action), "{chord}");
        }
    }

    #[test]
    fn a_key_winit_cannot_identify_is_no_chord() {
        let unknown = PhysicalKey::Unidentified(NativeKeyCode::Xkb(0));
        assert_eq!(chord_of(unknown, ModifiersState::empty()), None);
        let super_held = chord_of(PhysicalKey::Code(KeyCode::KeyK), ModifiersState::SUPER);
        assert_eq!(super_held, Some(Chord::key(KeyName::KeyK)));
    }
}
