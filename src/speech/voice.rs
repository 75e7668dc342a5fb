//! The speech queue: screen-reader priorities and interruption, as in NVDA's
//! speech manager (`source/speech/manager.py`).
//!
//! [`Voice`] owns the outputs (a speaking [`Backend`] and an optional
//! [`Transcript`]) and decides what is said when. It is a pure state machine
//! over time: the caller passes the current time in milliseconds to
//! [`Voice::say`] and [`Voice::tick`]; the voice never reads a clock, never
//! sleeps and never blocks (the backends it drives return at once: they hand
//! text to a speech daemon, or write one line). Completion is learned by
//! polling [`Backend::is_speaking`] in [`Voice::tick`].
//!
//! # The rules
//!
//! * [`Priority::Now`] interrupts what is being said and is spoken at once.
//!   It also drops the pending normal utterance (stale navigation feedback).
//!   It never drops next or now speech: a next utterance it cuts off is said
//!   again, in full, right after it, and pending next utterances follow
//!   unchanged. A now utterance does not interrupt another now utterance: it
//!   waits for it, so two urgent facts (checkmate, then the flag) are both
//!   heard, in order.
//! * [`Priority::Next`] is never dropped. Next utterances are said in the
//!   order they came, after pending now speech and before any normal speech.
//!   A next utterance does not interrupt the utterance being said.
//! * [`Priority::Normal`] is navigation feedback. At most one is pending: a
//!   newer one replaces the older one not yet said, and a normal utterance
//!   being said is interrupted by a newer one, so holding an arrow key never
//!   builds a backlog. A normal utterance waits for now and next speech.
//!
//! A backend that claims to be speaking for longer than
//! [`Voice::watchdog_ms`] allows for the text (for example speech-dispatcher
//! writing to an absent PulseAudio, which never ends) is taken as finished,
//! so the queue never stalls.
//!
//! # Threads
//!
//! [`Voice`] is single-threaded and not `Send` by design: the `tts` crate's
//! `Tts` is built on `Rc` and must stay on the thread that made it. Front ends
//! either own a [`Voice`] in their event loop and call [`Voice::tick`] every
//! few tens of milliseconds, or use
//! [`SpeechThread`](crate::speech::backends::SpeechThread), which builds the
//! backend on a thread of its own and takes utterances through a channel.

use std::collections::VecDeque;

use crate::speech::backends::{Backend, BackendError, Transcript};
use crate::speech::{Priority, Utterance};

/// The least time a backend may claim to speak one utterance before the
/// queue takes it as finished anyway.
pub const WATCHDOG_BASE_MS: u64 = 5_000;
/// The extra time allowed per character of the utterance.
pub const WATCHDOG_PER_CHAR_MS: u64 = 200;

/// An utterance waiting, with the time it was queued.
#[derive(Clone, Debug)]
struct Queued {
    utterance: Utterance,
    queued_ms: u64,
}

/// The utterance being said.
#[derive(Clone, Debug)]
struct Current {
    queued: Queued,
    started_ms: u64,
}

/// The speech queue over one speaking backend and an optional transcript.
pub struct Voice {
    backend: Box<dyn Backend>,
    transcript: Option<Transcript>,
    current: Option<Current>,
    /// Now utterances first (in arrival order), then next ones.
    urgent: VecDeque<Queued>,
    normal: Option<Queued>,
    now_ms: u64,
    failures: u64,
    last_error: Option<BackendError>,
}

impl std::fmt::Debug for Voice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Voice")
            .field("backend", &self.backend.name())
            .field("transcript", &self.transcript.is_some())
            .field("current", &self.current)
            .field("urgent", &self.urgent)
            .field("normal", &self.normal)
            .finish_non_exhaustive()
    }
}

impl Voice {
    /// A voice speaking through `backend`, recording what it says in
    /// `transcript` if there is one.
    pub fn new(backend: Box<dyn Backend>, transcript: Option<Transcript>) -> Self {
        Voice {
            backend,
            transcript,
            current: None,
            urgent: VecDeque::new(),
            normal: None,
            now_ms: 0,
            failures: 0,
            last_error: None,
        }
    }

    /// The name of the speaking backend (`"tts"`, `"text"`, `"none"`, …).
    pub fn backend_name(&self) -> &'static str {
        self.backend.name()
    }

    /// Which kind of backend speaks now.
    pub fn backend_kind(&self) -> super::backends::BackendKind {
        self.backend.kind()
    }

    /// Queues `utterance` at time `now_ms` (milliseconds since the start of
    /// the session) by the rules of its priority, and starts it at once if
    /// they allow. Never blocks.
    pub fn say(&mut self, utterance: Utterance, now_ms: u64) {
        self.advance_clock(now_ms);
        // Something that has finished is not cut off (nor said again).
        self.reap();
        let queued = Queued {
            utterance,
            queued_ms: self.now_ms,
        };
        match queued.utterance.priority {
            Priority::Now => {
                self.normal = None;
                let insert_at = self
                    .urgent
                    .iter()
                    .position(|q| q.utterance.priority != Priority::Now)
                    .unwrap_or(self.urgent.len());
                self.urgent.insert(insert_at, queued);
                let cut = match &self.current {
                    Some(c) if c.queued.utterance.priority != Priority::Now => self.current.take(),
                    _ => None,
                };
                if let Some(cut) = cut {
                    if cut.queued.utterance.priority == Priority::Next {
                        // Never dropped: said again, in full, after the Now.
                        self.urgent.insert(insert_at + 1, cut.queued);
                    }
                    self.start_next(true);
                }
            }
            Priority::Next => self.urgent.push_back(queued),
            Priority::Normal => {
                self.normal = Some(queued);
                if self
                    .current
                    .as_ref()
                    .is_some_and(|c| c.queued.utterance.priority == Priority::Normal)
                {
                    self.current = None;
                    self.start_next(true);
                }
            }
        }
        self.tick(self.now_ms);
    }

    /// Advances the queue to time `now_ms`: notices that the backend has
    /// finished (or that the watchdog ran out) and starts what comes next.
    /// Call it every few tens of milliseconds while [`Voice::is_idle`] is
    /// false.
    pub fn tick(&mut self, now_ms: u64) {
        self.advance_clock(now_ms);
        self.reap();
        if self.current.is_none() {
            self.start_next(false);
        }
    }

    /// Stops speaking and forgets everything pending, of every priority (the
    /// user's "be quiet" key, or the end of the session).
    pub fn silence(&mut self) {
        self.urgent.clear();
        self.normal = None;
        if self.current.take().is_some() {
            let stopped = self.backend.stop();
            self.record(stopped);
        }
    }

    /// Whether nothing is being said and nothing is waiting.
    pub fn is_idle(&self) -> bool {
        self.current.is_none() && self.urgent.is_empty() && self.normal.is_none()
    }

    /// The utterance being said, if any.
    pub fn current(&self) -> Option<&Utterance> {
        self.current.as_ref().map(|c| &c.queued.utterance)
    }

    /// The utterances waiting, in the order they will be said.
    pub fn pending(&self) -> Vec<&Utterance> {
        self.urgent
            .iter()
            .chain(self.normal.iter())
            .map(|q| &q.utterance)
            .collect()
    }

    /// How many backend or transcript calls have failed so far. A failed
    /// utterance counts as said: the queue moves on.
    pub fn failures(&self) -> u64 {
        self.failures
    }

    /// The most recent failure, if any, to be reported once by the caller.
    pub fn take_error(&mut self) -> Option<BackendError> {
        self.last_error.take()
    }

    /// How long an utterance of `text` may take before the queue takes it
    /// as finished whatever the backend says.
    pub fn watchdog_ms(text: &str) -> u64 {
        let chars = u64::try_from(text.chars().count()).unwrap_or(u64::MAX);
        WATCHDOG_BASE_MS.saturating_add(chars.saturating_mul(WATCHDOG_PER_CHAR_MS))
    }

    /// Forgets the current utterance if the backend has finished it or the
    /// watchdog ran out.
    fn reap(&mut self) {
        if let Some(current) = &self.current {
            let overdue = self.now_ms.saturating_sub(current.started_ms)
                >= Self::watchdog_ms(&current.queued.utterance.text);
            if overdue || !self.backend.is_speaking() {
                self.current = None;
            }
        }
    }

    /// Time never runs backwards inside the queue, whatever the caller says.
    fn advance_clock(&mut self, now_ms: u64) {
        self.now_ms = self.now_ms.max(now_ms);
    }

    /// Starts the first waiting utterance, if any; `interrupt` when it cuts
    /// off speech in progress.
    fn start_next(&mut self, interrupt: bool) {
        let Some(queued) = self.urgent.pop_front().or_else(|| self.normal.take()) else {
            if interrupt {
                let stopped = self.backend.stop();
                self.record(stopped);
            }
            return;
        };
        let spoken = self.backend.speak(&queued.utterance.text, interrupt);
        self.record(spoken);
        if let Some(transcript) = &mut self.transcript {
            let written = transcript.write(&queued.utterance, queued.queued_ms);
            self.record(written);
        }
        self.current = Some(Current {
            queued,
            started_ms: self.now_ms,
        });
    }

    fn record(&mut self, result: Result<(), BackendError>) {
        if let Err(e) = result {
            self.failures = self.failures.saturating_add(1);
            self.last_error = Some(e);
        }
    }
}
