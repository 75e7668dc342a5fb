//! The clock window's command line: the board window's one-line editor
//! ([`LineEditor`]) with the latest answers kept for the screen and the
//! screen reader. Pure: keys in, the line to run out. The window hands a
//! run line to the same parser as `tactus clock --tty`, so every command of
//! the line interface (a move with a press, `c`, `fill`, the arbiter's
//! corrections) works here unchanged.

use std::collections::VecDeque;

use winit::event::KeyEvent;
use winit::keyboard::{Key, KeyCode, ModifiersState, NamedKey, PhysicalKey};

use crate::window::editor::{EditKey, Edited, LineEditor};

/// How many answers stay on the screen.
pub const ANSWERS_KEPT: usize = 3;

/// The key that opens the command line: `/`, as in the board window.
pub const OPEN_KEY: KeyCode = KeyCode::Slash;

/// The command line and the latest answers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommandLine {
    editor: LineEditor,
    answers: VecDeque<String>,
}

impl CommandLine {
    /// Opens the line, empty.
    pub fn open(&mut self) {
        self.editor.open();
    }

    /// Whether keys go to the line now.
    pub fn is_open(&self) -> bool {
        self.editor.is_open()
    }

    /// The text typed so far, while the line is open.
    pub fn typed(&self) -> Option<&str> {
        self.editor.line()
    }

    /// Takes one key: [`Edited::Run`] hands back the line to run.
    pub fn key(&mut self, key: EditKey) -> Edited {
        self.editor.key(key)
    }

    /// Keeps what was said as the latest answers (the oldest go).
    pub fn heard<'a>(&mut self, said: impl IntoIterator<Item = &'a str>) {
        for text in said {
            let text = text.replace('\n', " ");
            if text.trim().is_empty() {
                continue;
            }
            self.answers.push_back(text);
            while self.answers.len() > ANSWERS_KEPT {
                self.answers.pop_front();
            }
        }
    }

    /// The latest answers, oldest first.
    pub fn answers(&self) -> impl Iterator<Item = &str> {
        self.answers.iter().map(String::as_str)
    }

    /// The latest answer, for the screen reader to read.
    pub fn last_answer(&self) -> Option<&str> {
        self.answers.back().map(String::as_str)
    }
}

/// A key press as the open line takes it: Enter runs, Escape closes,
/// Backspace deletes, characters typed (without Ctrl or Alt) are text.
pub fn edit_key(event: &KeyEvent, modifiers: ModifiersState) -> EditKey {
    if event.physical_key == PhysicalKey::Code(KeyCode::NumpadEnter) {
        return EditKey::Enter;
    }
    match &event.logical_key {
        Key::Named(NamedKey::Enter) => EditKey::Enter,
        Key::Named(NamedKey::Escape) => EditKey::Escape,
        Key::Named(NamedKey::Backspace) => EditKey::Backspace,
        _ if modifiers.control_key() || modifiers.alt_key() => EditKey::Other,
        _ => match &event.text {
            Some(text) => EditKey::Text(text.to_string()),
            None => EditKey::Other,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_line_runs_and_the_latest_answers_stay() {
        let mut line = CommandLine::default();
        assert!(!line.is_open());
        line.open();
        for c in ["N", "f", "3"] {
            assert_eq!(line.key(EditKey::Text(c.into())), Edited::Changed);
        }
        assert_eq!(line.typed(), Some("Nf3"));
        assert_eq!(line.key(EditKey::Enter), Edited::Run("Nf3".into()));
        assert!(!line.is_open());
        line.heard(["one", "", "two\nlines", "three", "four"]);
        let kept: Vec<&str> = line.answers().collect();
        assert_eq!(kept, ["two lines", "three", "four"]);
        assert_eq!(line.last_answer(), Some("four"));
    }

    #[test]
    fn escape_closes_without_running() {
        let mut line = CommandLine::default();
        line.open();
        line.key(EditKey::Text("undo".into()));
        assert_eq!(line.key(EditKey::Escape), Edited::Closed);
        assert_eq!(line.typed(), None);
    }
}
