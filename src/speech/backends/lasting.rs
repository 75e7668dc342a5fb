//! The synthesizer that comes back: a [`Synthesizer`] that is dropped when
//! a call to it fails (the speech daemon died), so that the driver's lines
//! on the screen speak alone meanwhile, and that is opened again at the
//! next utterance, at most once every [`RETRY`]. [`SpeechHealth`] tells
//! the driver when it goes and when it comes back.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{Backend, BackendError, BackendKind, Synthesizer, TtsSettings};

/// How often, at most, a lost synthesizer is looked for again: at the next
/// utterance after this time (a failed attempt costs about 0.2 s on the
/// speech thread, never on the player's).
pub const RETRY: Duration = Duration::from_secs(3);

/// Whether the synthesizer is lost, shared by the speech thread and the
/// driver, with a waker called when that changes.
#[derive(Default)]
pub struct SpeechHealth {
    lost: AtomicBool,
    told: AtomicBool,
    waker: Mutex<Option<crate::engine::Waker>>,
}

impl std::fmt::Debug for SpeechHealth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SpeechHealth")
            .field("lost", &self.is_lost())
            .finish_non_exhaustive()
    }
}

impl SpeechHealth {
    /// Whether the synthesizer stopped answering and has not come back.
    pub fn is_lost(&self) -> bool {
        self.lost.load(Ordering::SeqCst)
    }

    /// Whether the synthesizer was lost (`true`) or came back (`false`)
    /// since the last call; `None` when nothing changed.
    pub fn news(&self) -> Option<bool> {
        let lost = self.is_lost();
        (self.told.swap(lost, Ordering::SeqCst) != lost).then_some(lost)
    }

    /// Calls `waker` whenever the synthesizer is lost or comes back.
    pub fn set_waker(&self, waker: crate::engine::Waker) {
        if let Ok(mut slot) = self.waker.lock() {
            *slot = Some(waker);
        }
    }

    /// Counts the synthesizer as lost, and that as told (it never
    /// started, which is said otherwise): only its coming back is news.
    pub fn mark_lost(&self) {
        self.lost.store(true, Ordering::SeqCst);
        self.told.store(true, Ordering::SeqCst);
    }

    fn set(&self, lost: bool) {
        if self.lost.swap(lost, Ordering::SeqCst) != lost {
            let waker = self.waker.lock().ok().and_then(|w| w.clone());
            if let Some(wake) = waker {
                wake();
            }
        }
    }
}

/// A [`Synthesizer`] that survives the synthesizer's death (see the [module
/// documentation](self)). Its calls never fail: while the synthesizer is
/// lost it says nothing.
pub struct LastingTts {
    tts: Option<Synthesizer>,
    settings: TtsSettings,
    health: Arc<SpeechHealth>,
    tried: Instant,
}

impl LastingTts {
    /// Around `tts`, opened with `settings` (and opened again with them).
    pub fn new(tts: Synthesizer, settings: TtsSettings, health: Arc<SpeechHealth>) -> Self {
        LastingTts {
            tts: Some(tts),
            settings,
            health,
            tried: Instant::now(),
        }
    }

    /// No synthesizer yet (it did not start, or not in time): the lines
    /// on the screen speak, and it is looked for as if it had been lost.
    pub fn lost(settings: TtsSettings, health: Arc<SpeechHealth>) -> Self {
        health.mark_lost();
        LastingTts {
            tts: None,
            settings,
            health,
            tried: Instant::now(),
        }
    }

    /// The synthesizer stopped answering: forget it. Its connection is
    /// leaked rather than closed: closing a connection whose daemon is gone
    /// may wait for an answer that never comes.
    fn lose(&mut self) {
        if let Some(dead) = self.tts.take() {
            std::mem::forget(dead);
        }
        self.tried = Instant::now();
        self.health.set(true);
    }

    /// Looks for the synthesizer again, if it is lost and [`RETRY`] has
    /// passed since the last look.
    fn revive(&mut self) {
        if self.tts.is_some() || self.tried.elapsed() < RETRY {
            return;
        }
        self.tried = Instant::now();
        if let Ok((tts, _)) = Synthesizer::open(&self.settings) {
            self.tts = Some(tts);
            self.health.set(false);
        }
    }
}

impl Backend for LastingTts {
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), BackendError> {
        self.revive();
        if let Some(tts) = &mut self.tts
            && tts.speak(text, interrupt).is_err()
        {
            self.lose();
        }
        Ok(())
    }

    fn stop(&mut self) -> Result<(), BackendError> {
        if let Some(tts) = &mut self.tts
            && tts.stop().is_err()
        {
            self.lose();
        }
        Ok(())
    }

    fn is_speaking(&self) -> bool {
        self.tts.as_ref().is_some_and(Synthesizer::is_speaking)
    }

    /// The synthesizer while it answers, else silence.
    fn kind(&self) -> BackendKind {
        if self.tts.is_some() {
            BackendKind::Tts
        } else {
            BackendKind::None
        }
    }
}
