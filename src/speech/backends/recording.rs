//! A test double: records every call, "speaks" on a fake clock.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use super::{Backend, BackendError, BackendKind};

/// One call made to a [`RecordingBackend`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    /// `speak(text, interrupt)` at fake time `at_ms`.
    Speak {
        /// The text.
        text: String,
        /// Whether it interrupted.
        interrupt: bool,
        /// The fake time of the call.
        at_ms: u64,
    },
    /// `stop()` at fake time `at_ms`.
    Stop {
        /// The fake time of the call.
        at_ms: u64,
    },
}

#[derive(Debug, Default)]
struct Inner {
    now_ms: u64,
    speaking_until: u64,
    calls: Vec<Call>,
    stamps: Vec<Instant>,
}

/// The test's side of a [`RecordingBackend`]: sets the fake clock, reads the
/// calls.
#[derive(Clone, Debug, Default)]
pub struct Recording(Arc<Mutex<Inner>>);

impl Recording {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Sets the fake clock the backend judges `is_speaking` by.
    pub fn set_now(&self, now_ms: u64) {
        self.lock().now_ms = now_ms;
    }

    /// Every call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.lock().calls.clone()
    }

    /// The texts spoken so far, in order.
    pub fn spoken(&self) -> Vec<String> {
        self.lock()
            .calls
            .iter()
            .filter_map(|c| match c {
                Call::Speak { text, .. } => Some(text.clone()),
                Call::Stop { .. } => None,
            })
            .collect()
    }

    /// The real (monotonic) instant of each `speak` call, for benchmarks.
    pub fn take_stamps(&self) -> Vec<Instant> {
        std::mem::take(&mut self.lock().stamps)
    }

    /// Forgets the calls and stamps recorded so far.
    pub fn clear(&self) {
        let mut inner = self.lock();
        inner.calls.clear();
        inner.stamps.clear();
    }
}

/// A backend that speaks `ms_per_char` fake milliseconds per character and
/// records every call with the fake time and the real instant.
#[derive(Debug)]
pub struct RecordingBackend {
    recording: Recording,
    ms_per_char: u64,
}

impl RecordingBackend {
    /// A backend and the recording the test keeps.
    pub fn new(ms_per_char: u64) -> (Self, Recording) {
        let recording = Recording::default();
        (
            RecordingBackend {
                recording: recording.clone(),
                ms_per_char,
            },
            recording,
        )
    }
}

impl Backend for RecordingBackend {
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), BackendError> {
        let stamp = Instant::now();
        let mut inner = self.recording.lock();
        let at_ms = inner.now_ms;
        let chars = u64::try_from(text.chars().count()).unwrap_or(u64::MAX);
        inner.speaking_until = at_ms.saturating_add(chars.saturating_mul(self.ms_per_char));
        inner.calls.push(Call::Speak {
            text: text.to_owned(),
            interrupt,
            at_ms,
        });
        inner.stamps.push(stamp);
        Ok(())
    }
    fn stop(&mut self) -> Result<(), BackendError> {
        let mut inner = self.recording.lock();
        let at_ms = inner.now_ms;
        inner.speaking_until = at_ms;
        inner.calls.push(Call::Stop { at_ms });
        Ok(())
    }
    fn is_speaking(&self) -> bool {
        let inner = self.recording.lock();
        inner.now_ms < inner.speaking_until
    }
    fn kind(&self) -> BackendKind {
        BackendKind::Recording
    }
}
