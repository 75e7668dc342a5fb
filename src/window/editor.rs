//! The window's command line: a one-line editor, pure. While it is open
//! every key goes to it, not to the key map; Enter hands the line to the
//! driver as a `tactus tty` line, Escape closes it.

/// A key as the editor understands it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditKey {
    /// Characters typed (winit's `KeyEvent.text`).
    Text(String),
    /// Delete the last character.
    Backspace,
    /// Run the line.
    Enter,
    /// Close without running.
    Escape,
    /// Any other key: ignored while the editor is open.
    Other,
}

/// What the window must do after a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edited {
    /// Nothing beyond showing the line again.
    Changed,
    /// The editor closed; run this line (possibly empty).
    Run(String),
    /// The editor closed with nothing to run.
    Closed,
}

/// A one-line editor: closed, or open with the text typed so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineEditor {
    line: Option<String>,
}

impl LineEditor {
    /// Opens the editor with an empty line.
    pub fn open(&mut self) {
        self.line = Some(String::new());
    }

    /// Whether keys go to the editor now.
    pub fn is_open(&self) -> bool {
        self.line.is_some()
    }

    /// The text typed so far, if the editor is open.
    pub fn line(&self) -> Option<&str> {
        self.line.as_deref()
    }

    /// What the panel shows while the editor is open: "> typed text".
    pub fn shown(&self) -> Option<String> {
        self.line.as_ref().map(|l| format!("> {l}"))
    }

    /// Takes one key. A closed editor ignores every key ([`Edited::Closed`]).
    pub fn key(&mut self, key: EditKey) -> Edited {
        let Some(line) = self.line.as_mut() else {
            return Edited::Closed;
        };
        match key {
            EditKey::Text(text) => {
                // Control characters (Tab, Delete, a stray Return) are not text.
                line.extend(text.chars().filter(|c| !c.is_control()));
                Edited::Changed
            }
            EditKey::Backspace => {
                line.pop();
                Edited::Changed
            }
            EditKey::Enter => Edited::Run(self.line.take().unwrap_or_default()),
            EditKey::Escape => {
                self.line = None;
                Edited::Closed
            }
            EditKey::Other => Edited::Changed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(e: &mut LineEditor, s: &str) {
        assert_eq!(e.key(EditKey::Text(s.into())), Edited::Changed);
    }

    #[test]
    fn typing_then_enter_runs_the_line_and_closes() {
        let mut e = LineEditor::default();
        assert!(!e.is_open());
        e.open();
        assert_eq!(e.shown().as_deref(), Some("> "));
        typed(&mut e, "e");
        typed(&mut e, "4");
        typed(&mut e, "?");
        assert_eq!(e.line(), Some("e4?"));
        assert_eq!(e.shown().as_deref(), Some("> e4?"));
        assert_eq!(e.key(EditKey::Enter), Edited::Run("e4?".into()));
        assert!(!e.is_open());
        assert_eq!(e.shown(), None);
    }

    #[test]
    fn backspace_deletes_one_character_and_stops_at_empty() {
        let mut e = LineEditor::default();
        e.open();
        typed(&mut e, "né");
        assert_eq!(e.key(EditKey::Backspace), Edited::Changed);
        assert_eq!(e.line(), Some("n"));
        e.key(EditKey::Backspace);
        e.key(EditKey::Backspace);
        assert_eq!(e.line(), Some(""));
        assert!(e.is_open());
    }

    #[test]
    fn escape_closes_without_running() {
        let mut e = LineEditor::default();
        e.open();
        typed(&mut e, "resign");
        assert_eq!(e.key(EditKey::Escape), Edited::Closed);
        assert!(!e.is_open());
        // A closed editor takes nothing.
        assert_eq!(e.key(EditKey::Text("x".into())), Edited::Closed);
        assert_eq!(e.key(EditKey::Enter), Edited::Closed);
    }

    #[test]
    fn control_characters_and_other_keys_are_not_typed() {
        let mut e = LineEditor::default();
        e.open();
        typed(&mut e, "\t\r\u{7f}c");
        assert_eq!(e.key(EditKey::Other), Edited::Changed);
        assert_eq!(e.line(), Some("c"));
        assert_eq!(e.key(EditKey::Enter), Edited::Run("c".into()));
    }

    #[test]
    fn an_empty_line_runs_as_an_empty_line() {
        let mut e = LineEditor::default();
        e.open();
        assert_eq!(e.key(EditKey::Enter), Edited::Run(String::new()));
    }
}
