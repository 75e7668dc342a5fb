//! The clock's two buttons on the keyboard: every key of the left half
//! presses the left button, every key of the right half (with the keypad
//! and the arrows) the right one, and Space the running side's. A USB foot
//! switch or keypad arrives as such keys. Two keys are the window's own:
//! F1 (the help) and `/` (the command line).

use winit::keyboard::KeyCode;

use crate::table::TableSide;

/// What a key does on the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// The button on this side of the clock.
    Side(TableSide),
    /// The button of the side whose clock runs (Space).
    Running,
}

/// The button a key presses, by where the key is on the keyboard; `None`
/// for keys that press nothing.
pub fn button_of(code: KeyCode) -> Option<Button> {
    use KeyCode as K;
    let side = match code {
        K::Space => return Some(Button::Running),
        K::ShiftLeft
        | K::ControlLeft
        | K::AltLeft
        | K::SuperLeft
        | K::Tab
        | K::CapsLock
        | K::Backquote
        | K::IntlBackslash
        | K::F2
        | K::F3
        | K::F4
        | K::F5
        | K::F6
        | K::Digit1
        | K::Digit2
        | K::Digit3
        | K::Digit4
        | K::Digit5
        | K::KeyQ
        | K::KeyW
        | K::KeyE
        | K::KeyR
        | K::KeyT
        | K::KeyA
        | K::KeyS
        | K::KeyD
        | K::KeyF
        | K::KeyG
        | K::KeyZ
        | K::KeyX
        | K::KeyC
        | K::KeyV
        | K::KeyB => TableSide::Left,
        K::ShiftRight
        | K::ControlRight
        | K::AltRight
        | K::SuperRight
        | K::ContextMenu
        | K::Enter
        | K::Backspace
        | K::F7
        | K::F8
        | K::F9
        | K::F10
        | K::F11
        | K::F12
        | K::Digit6
        | K::Digit7
        | K::Digit8
        | K::Digit9
        | K::Digit0
        | K::Minus
        | K::Equal
        | K::KeyY
        | K::KeyU
        | K::KeyI
        | K::KeyO
        | K::KeyP
        | K::BracketLeft
        | K::BracketRight
        | K::Backslash
        | K::KeyH
        | K::KeyJ
        | K::KeyK
        | K::KeyL
        | K::Semicolon
        | K::Quote
        | K::KeyN
        | K::KeyM
        | K::Comma
        | K::Period
        | K::ArrowUp
        | K::ArrowDown
        | K::ArrowLeft
        | K::ArrowRight
        | K::Insert
        | K::Delete
        | K::Home
        | K::End
        | K::PageUp
        | K::PageDown
        | K::NumLock
        | K::Numpad0
        | K::Numpad1
        | K::Numpad2
        | K::Numpad3
        | K::Numpad4
        | K::Numpad5
        | K::Numpad6
        | K::Numpad7
        | K::Numpad8
        | K::Numpad9
        | K::NumpadAdd
        | K::NumpadSubtract
        | K::NumpadMultiply
        | K::NumpadDivide
        | K::NumpadDecimal
        | K::NumpadComma
        | K::NumpadEnter
        | K::NumpadEqual => TableSide::Right,
        _ => return None,
    };
    Some(Button::Side(side))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_halves_of_the_keyboard_are_the_two_buttons() {
        let left = Some(Button::Side(TableSide::Left));
        let right = Some(Button::Side(TableSide::Right));
        for code in [
            KeyCode::ShiftLeft,
            KeyCode::ControlLeft,
            KeyCode::KeyZ,
            KeyCode::Tab,
        ] {
            assert_eq!(button_of(code), left, "{code:?}");
        }
        for code in [
            KeyCode::ShiftRight,
            KeyCode::ControlRight,
            KeyCode::Numpad5,
            KeyCode::NumpadEnter,
            KeyCode::ArrowLeft,
            KeyCode::Enter,
        ] {
            assert_eq!(button_of(code), right, "{code:?}");
        }
        assert_eq!(button_of(KeyCode::Space), Some(Button::Running));
        assert_eq!(button_of(KeyCode::MediaPlayPause), None);
        // The help and the command line.
        assert_eq!(button_of(KeyCode::F1), None);
        assert_eq!(button_of(KeyCode::Slash), None);
    }
}
