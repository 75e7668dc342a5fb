//! The settings dialog's keys: the keyboard's (arrows, Tab, Home, End,
//! Space, Enter, Escape) and a gamepad's actions while the dialog is open.

use winit::keyboard::{Key, NamedKey};

use super::DialogKey;
use crate::keymap::{BoardAction, KeyAction, WindowAction};
use crate::rules::tactile::Direction;

/// The dialog's key for a key of the keyboard: the arrows, Tab and
/// Shift+Tab, Home, End, Space and Enter, Escape; `opens` is whether the
/// key map binds this key to the settings, which closes the dialog too.
pub fn key_of(key: &Key, shift: bool, opens: bool) -> DialogKey {
    if opens {
        return DialogKey::Close;
    }
    match key {
        Key::Named(NamedKey::ArrowUp) => DialogKey::Up,
        Key::Named(NamedKey::ArrowDown) => DialogKey::Down,
        Key::Named(NamedKey::Tab) if shift => DialogKey::Up,
        Key::Named(NamedKey::Tab) => DialogKey::Down,
        Key::Named(NamedKey::ArrowLeft) => DialogKey::Left,
        Key::Named(NamedKey::ArrowRight) => DialogKey::Right,
        Key::Named(NamedKey::Space | NamedKey::Enter) => DialogKey::Next,
        Key::Named(NamedKey::Home) => DialogKey::First,
        Key::Named(NamedKey::End) => DialogKey::Last,
        Key::Named(NamedKey::Escape) => DialogKey::Close,
        _ => DialogKey::Other,
    }
}

/// The dialog's key for a key action (a gamepad button while the dialog
/// is open): the four steps, lift or place for the next value, cancel or
/// the settings button to close.
pub fn key_of_action(action: KeyAction) -> DialogKey {
    use BoardAction as B;
    match action {
        KeyAction::Board(B::Step(Direction::Up)) => DialogKey::Up,
        KeyAction::Board(B::Step(Direction::Down)) => DialogKey::Down,
        KeyAction::Board(B::Step(Direction::Left)) => DialogKey::Left,
        KeyAction::Board(B::Step(Direction::Right)) => DialogKey::Right,
        KeyAction::Board(B::LiftOrPlace | B::LiftPlaceOrAnnounce) => DialogKey::Next,
        KeyAction::Board(B::Cancel) | KeyAction::Window(WindowAction::Settings) => DialogKey::Close,
        _ => DialogKey::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_buttons_map_to_the_dialog() {
        assert_eq!(
            key_of(&Key::Named(NamedKey::ArrowDown), false, false),
            DialogKey::Down
        );
        assert_eq!(
            key_of(&Key::Named(NamedKey::Tab), true, false),
            DialogKey::Up
        );
        assert_eq!(
            key_of(&Key::Named(NamedKey::Space), false, false),
            DialogKey::Next
        );
        assert_eq!(
            key_of(&Key::Character(",".into()), false, true),
            DialogKey::Close
        );
        assert_eq!(
            key_of(&Key::Character("q".into()), false, false),
            DialogKey::Other
        );
        assert_eq!(
            key_of_action(BoardAction::Step(Direction::Right).into()),
            DialogKey::Right
        );
        assert_eq!(
            key_of_action(WindowAction::Settings.into()),
            DialogKey::Close
        );
        assert_eq!(
            key_of_action(BoardAction::SayClocks.into()),
            DialogKey::Other
        );
    }
}
