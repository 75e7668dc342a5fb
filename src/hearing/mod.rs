//! Hearing: the microphone as an input device, like the keyboard. The
//! default capture device ([`capture`]) is resampled to 16 kHz mono; voice
//! activity ([`activity`]) finds where each phrase begins and ends (or a
//! held key says so); a [`Recogniser`] ([`pocketsphinx`]) reads each phrase
//! as hypotheses with scores, listening only for the phrases it is given
//! ([`Ears::set_phrases`]: the grammar of the position, from
//! `notation::heard`). What the phrases mean is decided above, not here.
//!
//! Three threads: cpal's, which converts and sends the samples on; the
//! listening thread, which finds the phrases and tells of their start and
//! end at once; and the recognising thread, which decodes each phrase, so
//! that capture and the earcons of a phrase never wait for a decoding.
//! Nothing heard is kept beyond its phrase, written or sent anywhere.

pub mod activity;
pub mod capture;
mod error;
pub mod pocketsphinx;
pub mod recogniser;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

pub use error::HearingError;
pub use recogniser::Recogniser;

use crate::notation::heard::Hypothesis;
use activity::{Activity, Held, Segmenter};
use capture::{Capture, Captured};

/// How a phrase is told from the rest of the sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Always listening: a phrase is found by its sound (the terminal, the
    /// clock).
    Continuous,
    /// Listening while a key is held ([`Ears::hold`]): the window's V key,
    /// a gamepad button.
    Held,
}

/// What the ears tell, from their own threads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hearing {
    /// A phrase began.
    Began,
    /// The phrase ended; it is being read.
    Ended,
    /// What the phrase was heard as, the best first (none: nothing was
    /// understood).
    Phrase(Vec<Hypothesis>),
    /// Hearing failed; nothing more is heard unless it is opened again.
    Failed(HearingError),
}

/// Where the ears tell what they hear.
pub type Sink = Box<dyn Fn(Hearing) + Send>;

/// What the caller's thread and the ears' threads share.
struct Shared {
    /// The phrases to listen for, and how many times they were set.
    phrases: Mutex<(u64, Vec<String>)>,
    held: AtomicBool,
    stop: AtomicBool,
    sink: Mutex<Sink>,
}

impl Shared {
    fn tell(&self, hearing: Hearing) {
        let sink = self.sink.lock().unwrap_or_else(|e| e.into_inner());
        sink(hearing);
    }
}

/// The microphone open and listening; dropping it closes it.
pub struct Ears {
    shared: Arc<Shared>,
    capture: Option<Capture>,
    threads: Vec<JoinHandle<()>>,
}

impl Ears {
    /// Opens the recogniser (PocketSphinx) and the default microphone,
    /// telling `sink` what is heard; or why it cannot.
    pub fn open(mode: Mode, sink: Sink) -> Result<Ears, HearingError> {
        let recogniser = pocketsphinx::PocketSphinx::open()?;
        Ears::with(Box::new(recogniser), mode, sink)
    }

    /// [`Ears::open`] with another recogniser.
    pub fn with(
        recogniser: Box<dyn Recogniser>,
        mode: Mode,
        sink: Sink,
    ) -> Result<Ears, HearingError> {
        let shared = Arc::new(Shared {
            phrases: Mutex::new((0, Vec::new())),
            held: AtomicBool::new(false),
            stop: AtomicBool::new(false),
            sink: Mutex::new(sink),
        });
        let (samples_tx, samples) = mpsc::channel();
        let capture = Capture::open(samples_tx)?;
        let (phrases_tx, phrases) = mpsc::channel();
        let listening = {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("tactus-listening".into())
                .spawn(move || listen(&shared, mode, &samples, &phrases_tx))
                .map_err(|e| HearingError::Device(e.to_string()))?
        };
        let recognising = {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("tactus-recognising".into())
                .spawn(move || recognise(&shared, recogniser, &phrases))
                .map_err(|e| HearingError::Recogniser(e.to_string()))?
        };
        Ok(Ears {
            shared,
            capture: Some(capture),
            threads: vec![listening, recognising],
        })
    }

    /// Listens from the next phrase on for `phrases` only.
    pub fn set_phrases(&self, phrases: Vec<String>) {
        let mut set = self
            .shared
            .phrases
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if set.1 != phrases {
            *set = (set.0 + 1, phrases);
        }
    }

    /// Held mode: listening while `held` (pressed), the phrase read when it
    /// is released. Continuous mode does not heed it.
    pub fn hold(&self, held: bool) {
        self.shared.held.store(held, Ordering::Relaxed);
    }
}

impl Drop for Ears {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        // The microphone closed ends the listening thread, whose end ends
        // the recognising thread.
        drop(self.capture.take());
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// The listening thread: samples in, phrases found, their start and end
/// told at once and their samples handed to the recognising thread.
fn listen(
    shared: &Shared,
    mode: Mode,
    samples: &Receiver<Captured>,
    phrases: &mpsc::Sender<Vec<i16>>,
) {
    let mut segmenter = Segmenter::new();
    let mut held = Held::new();
    while !shared.stop.load(Ordering::Relaxed) {
        let chunk = match samples.recv_timeout(Duration::from_millis(50)) {
            Ok(Captured::Samples(chunk)) => chunk,
            Ok(Captured::Failed(e)) => {
                shared.tell(Hearing::Failed(e));
                return;
            }
            // A held key is heeded even while no sound comes.
            Err(RecvTimeoutError::Timeout) => Vec::new(),
            Err(RecvTimeoutError::Disconnected) => return,
        };
        let found = match mode {
            Mode::Continuous => segmenter.push(&chunk),
            Mode::Held => held.push(&chunk, shared.held.load(Ordering::Relaxed)),
        };
        for activity in found {
            match activity {
                Activity::Began => shared.tell(Hearing::Began),
                Activity::Ended(phrase) => {
                    shared.tell(Hearing::Ended);
                    if phrases.send(phrase).is_err() {
                        return;
                    }
                }
            }
        }
    }
}

/// The recognising thread: each phrase read against the phrases set last.
fn recognise(shared: &Shared, mut recogniser: Box<dyn Recogniser>, phrases: &Receiver<Vec<i16>>) {
    let mut listening_for: Option<u64> = None;
    while let Ok(samples) = phrases.recv() {
        let (generation, wanted) = {
            let set = shared.phrases.lock().unwrap_or_else(|e| e.into_inner());
            (set.0, set.1.clone())
        };
        if listening_for != Some(generation) {
            listening_for = Some(generation);
            if let Err(e) = listen_for_known(recogniser.as_mut(), wanted) {
                shared.tell(Hearing::Failed(e));
            }
        }
        match recogniser.recognise(&samples) {
            Ok(hypotheses) => shared.tell(Hearing::Phrase(hypotheses)),
            Err(e) => shared.tell(Hearing::Failed(e)),
        }
    }
}

/// Sets `phrases` on `recogniser`, leaving out those with a word it cannot
/// say; the first such word is the error (the others are heard).
fn listen_for_known(
    recogniser: &mut dyn Recogniser,
    mut phrases: Vec<String>,
) -> Result<(), HearingError> {
    let mut first: Option<HearingError> = None;
    loop {
        if phrases.is_empty() {
            return Err(first.unwrap_or(HearingError::Recogniser("no phrase".into())));
        }
        match recogniser.listen_for(&phrases) {
            Ok(()) => return first.map_or(Ok(()), Err),
            Err(HearingError::UnknownWord(word)) => {
                phrases.retain(|p| !p.split_whitespace().any(|w| w == word));
                first.get_or_insert(HearingError::UnknownWord(word));
            }
            Err(e) => return Err(e),
        }
    }
}
