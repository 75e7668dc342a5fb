//! The transcript: one JSON line per utterance said.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::BackendError;
use crate::speech::{Kind, Priority, Utterance};

/// One line of a transcript:
/// `{"ms":1234,"priority":"next","kind":"move","text":"…"}`.
///
/// `ms` is when the utterance was queued, in milliseconds since the start of
/// the session (the game's time, not the synthesizer's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TranscriptLine {
    /// When it was queued, in ms since the start of the session.
    pub ms: u64,
    /// Its priority.
    pub priority: Priority,
    /// What it is about.
    pub kind: Kind,
    /// The words.
    pub text: String,
}

/// Records every utterance handed to the speaking backend, in the order
/// said, one JSON line each, flushed per line: for tests, and as the blind
/// player's record of the game (Appendix E.2.6).
///
/// Superseded navigation feedback that was never said is not recorded. An
/// utterance cut off by a [`Priority::Now`] one is recorded when it starts;
/// a next utterance cut off that way is said again and so recorded again.
pub struct Transcript {
    out: Box<dyn Write + Send>,
}

impl std::fmt::Debug for Transcript {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Transcript").finish_non_exhaustive()
    }
}

impl Transcript {
    /// Appends to the file at `path`, creating it if needed.
    pub fn append(path: &Path) -> std::io::Result<Self> {
        let file: File = OpenOptions::new().create(true).append(true).open(path)?;
        Ok(Transcript::new(Box::new(file)))
    }

    /// Writes to `out` (a test's buffer).
    pub fn new(out: Box<dyn Write + Send>) -> Self {
        Transcript { out }
    }

    /// Writes one line for `utterance`, queued at `ms`, and flushes it.
    pub fn write(&mut self, utterance: &Utterance, ms: u64) -> Result<(), BackendError> {
        let line = TranscriptLine {
            ms,
            priority: utterance.priority,
            kind: utterance.kind,
            text: utterance.text.clone(),
        };
        let mut bytes = serde_json::to_vec(&line).map_err(|e| BackendError::Io {
            what: "writing the transcript",
            source: e.into(),
        })?;
        bytes.push(b'\n');
        self.out
            .write_all(&bytes)
            .and_then(|()| self.out.flush())
            .map_err(|source| BackendError::Io {
                what: "writing the transcript",
                source,
            })
    }
}
