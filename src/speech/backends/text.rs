//! Text output: one line per utterance, for a terminal screen reader.

use std::io::Write;

use super::{Backend, BackendError, BackendKind};

/// Writes each utterance as one line and flushes it at once, so a terminal
/// screen reader reads it as soon as it is queued. Line breaks inside a text
/// become spaces, so one utterance is always one line.
///
/// Never speaking: the screen reader, not tactus, decides how long it talks.
pub struct TextBackend<W: Write> {
    out: W,
}

impl<W: Write> TextBackend<W> {
    /// Writes to `out`.
    pub fn new(out: W) -> Self {
        TextBackend { out }
    }

    /// The writer, for tests that capture the output.
    pub fn into_inner(self) -> W {
        self.out
    }

    /// The writer, borrowed.
    pub fn get_ref(&self) -> &W {
        &self.out
    }
}

impl TextBackend<std::io::Stdout> {
    /// Writes to the process's standard output.
    pub fn stdout() -> Self {
        TextBackend::new(std::io::stdout())
    }
}

impl<W: Write> Backend for TextBackend<W> {
    fn speak(&mut self, text: &str, _interrupt: bool) -> Result<(), BackendError> {
        let mut line = String::with_capacity(text.len() + 1);
        for c in text.chars() {
            line.push(if c == '\n' || c == '\r' { ' ' } else { c });
        }
        line.push('\n');
        self.out
            .write_all(line.as_bytes())
            .and_then(|()| self.out.flush())
            .map_err(|source| BackendError::Io {
                what: "writing speech as text",
                source,
            })
    }
    fn stop(&mut self) -> Result<(), BackendError> {
        Ok(())
    }
    fn is_speaking(&self) -> bool {
        false
    }
    fn kind(&self) -> BackendKind {
        BackendKind::Text
    }
}
