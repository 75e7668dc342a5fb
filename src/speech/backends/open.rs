//! Choosing the outputs from the command line, and running the queue on a
//! speech thread of its own.

use std::io::Write;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::lasting::{LastingTts, SpeechHealth};
use super::{
    Backend, BackendError, BackendKind, NoneBackend, Synthesizer, TextBackend, Transcript,
    TtsSettings,
};
use crate::event::{FileError, SpeechFault, SpeechWarning};
use crate::notation::{Lang, Style};
use crate::session::settings::VoiceKind;
use crate::setting::parse_voice;
use crate::speech::Utterance;
use crate::speech::phrase::Phrases;
use crate::speech::voice::Voice;

/// How long [`open_voice`] waits for the synthesizer to answer.
pub const OPEN_TIMEOUT: Duration = Duration::from_secs(5);
/// How often the speech thread polls the backend while speech is under way.
pub const POLL: Duration = Duration::from_millis(10);

impl FromStr for VoiceKind {
    type Err = UnknownVoice;
    /// `tts`, `text` or `none` (the words of `input.ftl`), any case.
    fn from_str(s: &str) -> Result<Self, UnknownVoice> {
        parse_voice(s).ok_or_else(|| UnknownVoice(s.to_owned()))
    }
}

/// `--voice` named no known output.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown voice {0:?}: expected tts, text or none")]
pub struct UnknownVoice(pub String);

/// Why the outputs could not be opened. A missing speech synthesizer is not
/// one of them: that falls back to text.
#[derive(Debug, thiserror::Error)]
pub enum VoiceError {
    /// The transcript file cannot be opened for appending.
    #[error("cannot open the transcript {path}: {source}")]
    Transcript {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The speech thread cannot be started.
    #[error("cannot start the speech thread: {0}")]
    Thread(std::io::Error),
}

impl From<VoiceError> for SpeechFault {
    /// The fault to word for the player.
    fn from(error: VoiceError) -> SpeechFault {
        match error {
            VoiceError::Transcript { path, source } => {
                SpeechFault::Transcript(FileError::from_io(&source, &path, true))
            }
            VoiceError::Thread(e) => SpeechFault::Thread(e.to_string()),
        }
    }
}

enum Msg {
    Say(Utterance, u64),
    Silence,
    Shutdown(Duration),
}

/// A [`Voice`] on a thread of its own: the backend is made, used and dropped
/// on that thread (the `tts` crate's `Tts` is not safe to move between
/// threads), utterances arrive through a channel, and the thread polls the
/// backend every [`POLL`] while speech is under way. [`SpeechThread::say`]
/// never blocks.
///
/// The thread keeps time in the caller's terms: the `now_ms` of the latest
/// `say` plus the real time elapsed since.
pub struct SpeechThread {
    tx: Sender<Msg>,
    handle: Option<JoinHandle<()>>,
    backend: Arc<OnceLock<BackendKind>>,
    /// Why the synthesizer asked for did not start, if it did not.
    fault: Option<SpeechFault>,
    failures: Arc<AtomicU64>,
    health: Arc<SpeechHealth>,
    done: Arc<AtomicBool>,
}

impl std::fmt::Debug for SpeechThread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SpeechThread")
            .field("backend", &self.backend_name())
            .finish_non_exhaustive()
    }
}

impl SpeechThread {
    /// Starts the thread; `make` builds the voice on it.
    pub fn spawn<F>(make: F) -> std::io::Result<Self>
    where
        F: FnOnce() -> Voice + Send + 'static,
    {
        let (tx, rx) = mpsc::channel::<Msg>();
        let backend = Arc::new(OnceLock::new());
        let failures = Arc::new(AtomicU64::new(0));
        let (name, fails) = (backend.clone(), failures.clone());
        let done = Arc::new(AtomicBool::new(false));
        let ended = done.clone();
        let handle = std::thread::Builder::new()
            .name("tactus-speech".to_owned())
            .spawn(move || {
                let mut voice = make();
                let _ = name.set(voice.backend_kind());
                let (mut base_ms, mut base_at) = (0u64, Instant::now());
                let clock = |base_ms: u64, base_at: Instant| {
                    let elapsed = u64::try_from(base_at.elapsed().as_millis()).unwrap_or(u64::MAX);
                    base_ms.saturating_add(elapsed)
                };
                loop {
                    let wait = if voice.is_idle() {
                        Duration::from_secs(3600)
                    } else {
                        POLL
                    };
                    match rx.recv_timeout(wait) {
                        Ok(Msg::Say(u, now_ms)) => {
                            (base_ms, base_at) = (now_ms, Instant::now());
                            voice.say(u, now_ms);
                        }
                        Ok(Msg::Silence) => voice.silence(),
                        Ok(Msg::Shutdown(drain)) => {
                            let until = Instant::now() + drain;
                            while !voice.is_idle() && Instant::now() < until {
                                std::thread::sleep(POLL);
                                voice.tick(clock(base_ms, base_at));
                            }
                            voice.silence();
                            break;
                        }
                        Err(RecvTimeoutError::Timeout) => {}
                        Err(RecvTimeoutError::Disconnected) => {
                            voice.silence();
                            break;
                        }
                    }
                    voice.tick(clock(base_ms, base_at));
                    fails.store(voice.failures(), Ordering::Relaxed);
                }
                ended.store(true, Ordering::SeqCst);
            })?;
        Ok(SpeechThread {
            tx,
            handle: Some(handle),
            backend,
            fault: None,
            failures,
            health: Arc::default(),
            done,
        })
    }

    /// Queues `utterance` at `now_ms` (ms since the start of the session).
    /// Never blocks.
    pub fn say(&self, utterance: Utterance, now_ms: u64) {
        let _ = self.tx.send(Msg::Say(utterance, now_ms));
    }

    /// Stops speaking and forgets everything pending.
    pub fn silence(&self) {
        let _ = self.tx.send(Msg::Silence);
    }

    /// The speaking backend's name, once the thread has made it.
    pub fn backend_name(&self) -> Option<&'static str> {
        self.backend_kind().map(BackendKind::name)
    }

    /// The kind of the speaking backend, once the thread has made it.
    pub fn backend_kind(&self) -> Option<BackendKind> {
        self.backend.get().copied()
    }

    /// Why the synthesizer asked for did not start (no speech daemon, no
    /// answer in time), if it did not: then text or silence speaks.
    pub fn fault(&self) -> Option<&SpeechFault> {
        self.fault.as_ref()
    }

    /// A handle that can say a last utterance and end the thread from
    /// elsewhere (a handler that runs when the process is about to end).
    pub fn herald(&self) -> Herald {
        Herald {
            tx: Mutex::new(self.tx.clone()),
            done: self.done.clone(),
        }
    }

    /// Whether the synthesizer stopped answering during the session and
    /// has not come back (only a voice from [`open_lasting_voice`] is
    /// ever lost); [`SpeechHealth::set_waker`] asks to be woken when it
    /// changes.
    pub fn health(&self) -> &SpeechHealth {
        &self.health
    }

    /// How many backend calls have failed so far.
    pub fn failures(&self) -> u64 {
        self.failures.load(Ordering::Relaxed)
    }

    /// Lets what is queued be said for at most `drain`, then stops and ends
    /// the thread.
    pub fn shutdown(mut self, drain: Duration) {
        self.finish(drain);
    }

    /// Asks the thread to end and waits for it at most `drain` plus
    /// [`STUCK_GRACE`]: a synthesizer that stopped answering holds the
    /// thread inside a call, and quitting must not hang on it (the thread
    /// is then left to end with the process).
    fn finish(&mut self, drain: Duration) {
        let _ = self.tx.send(Msg::Shutdown(drain));
        if let Some(handle) = self.handle.take() {
            let until = Instant::now() + drain + STUCK_GRACE;
            while !handle.is_finished() && Instant::now() < until {
                std::thread::sleep(POLL);
            }
            if handle.is_finished() {
                let _ = handle.join();
            }
        }
    }
}

/// Says a last utterance through a [`SpeechThread`] from anywhere, and
/// waits for it to be said (see [`SpeechThread::herald`]).
pub struct Herald {
    tx: Mutex<Sender<Msg>>,
    done: Arc<AtomicBool>,
}

impl std::fmt::Debug for Herald {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Herald").finish_non_exhaustive()
    }
}

impl Herald {
    /// Says `utterance` at `now_ms` (the session's time), then lets the
    /// thread end once it is said, waiting at most `drain` (plus
    /// [`STUCK_GRACE`]).
    pub fn say_last(&self, utterance: Utterance, now_ms: u64, drain: Duration) {
        if let Ok(tx) = self.tx.lock() {
            let _ = tx.send(Msg::Say(utterance, now_ms));
            let _ = tx.send(Msg::Shutdown(drain));
        }
        let until = Instant::now() + drain + STUCK_GRACE;
        while !self.done.load(Ordering::SeqCst) && Instant::now() < until {
            std::thread::sleep(POLL);
        }
    }
}

/// How long, beyond the drain, ending the speech thread waits for a
/// synthesizer call that does not return.
pub const STUCK_GRACE: Duration = Duration::from_millis(500);

impl Drop for SpeechThread {
    /// Stops speaking at once and ends the thread.
    fn drop(&mut self) {
        self.finish(Duration::ZERO);
    }
}

/// Opens the outputs named on the command line: `kind` speaks, `transcript`
/// (if given) records every utterance said, appended to that file. Text goes
/// to stdout. See [`open_voice_with`].
pub fn open_voice(
    kind: VoiceKind,
    settings: &TtsSettings,
    transcript: Option<PathBuf>,
    stderr: impl Write,
) -> Result<SpeechThread, VoiceError> {
    open_voice_with(
        kind,
        settings,
        transcript,
        Box::new(std::io::stdout()),
        stderr,
    )
}

/// [`open_voice`] with text going to `text_out`.
///
/// When the synthesizer cannot start (no speech daemon) or does not answer
/// within [`OPEN_TIMEOUT`], this says so once on `stderr` —
/// `tactus: speech is not available (…); speaking as text instead` — and
/// speaks as text: it never fails for that. Settings the synthesizer cannot
/// honour are reported the same way, one line each (`tactus: the pitch
/// cannot be set`); both in the language of [`TtsSettings::language`]
/// (English when it names none tactus speaks).
pub fn open_voice_with(
    kind: VoiceKind,
    settings: &TtsSettings,
    transcript: Option<PathBuf>,
    text_out: Box<dyn Write + Send>,
    stderr: impl Write,
) -> Result<SpeechThread, VoiceError> {
    let mut stderr = stderr;
    let thread = open(
        kind,
        settings,
        transcript,
        Fallback::Text(text_out),
        &mut stderr,
    )?;
    if let Some(fault) = thread.fault() {
        let line = fallback_line(&warning_phrases(settings), fault);
        let _ = writeln!(stderr, "tactus: {line}");
        let _ = stderr.flush();
    }
    Ok(thread)
}

/// The line on standard error of a program whose synthesizer did not
/// start, in the words of `phrases`: `speech is not available (…);
/// speaking as text instead`.
fn fallback_line(phrases: &Phrases, fault: &SpeechFault) -> String {
    let fault = match fault {
        SpeechFault::Unreachable(detail) => {
            SpeechFault::Unreachable(BackendError::Unavailable(detail.clone()).to_string())
        }
        other => other.clone(),
    };
    phrases.speech_fallback(&fault)
}

/// The synthesizer for a program that writes every line itself (the
/// game's driver): when it cannot start (or not within [`OPEN_TIMEOUT`]),
/// [`SpeechThread::fault`] says why (for the caller to word) and the
/// thread says nothing but keeps the `transcript`; whether it did not start or stops
/// answering later, it is looked for again at the utterances to come (see
/// [`LastingTts`]) and [`SpeechThread::health`] tells when it is back.
pub fn open_lasting_voice(
    settings: &TtsSettings,
    transcript: Option<PathBuf>,
    stderr: impl Write,
) -> Result<SpeechThread, VoiceError> {
    let health = Arc::new(SpeechHealth::default());
    let mut thread = open(
        VoiceKind::Tts,
        settings,
        transcript,
        Fallback::Lasting(health.clone()),
        stderr,
    )?;
    thread.health = health;
    Ok(thread)
}

/// What speaks when the synthesizer cannot start or stops.
enum Fallback {
    /// Lines on this output, for good.
    Text(Box<dyn Write + Send>),
    /// Nothing (the caller writes the lines); a synthesizer that stops is
    /// looked for again.
    Lasting(Arc<SpeechHealth>),
}

fn open(
    kind: VoiceKind,
    settings: &TtsSettings,
    transcript: Option<PathBuf>,
    fallback: Fallback,
    mut stderr: impl Write,
) -> Result<SpeechThread, VoiceError> {
    let transcript = transcript
        .map(|path| {
            Transcript::append(&path).map_err(|source| VoiceError::Transcript { path, source })
        })
        .transpose()?;
    let (report_tx, report_rx) = mpsc::channel::<Result<Vec<SpeechWarning>, SpeechFault>>();
    let phrases = warning_phrases(settings);
    let abandoned = Arc::new(AtomicBool::new(false));
    let gave_up = abandoned.clone();
    let settings = settings.clone();
    let thread = SpeechThread::spawn(move || {
        let (text_out, health) = match fallback {
            Fallback::Text(out) => (Some(out), None),
            Fallback::Lasting(health) => (None, Some(health)),
        };
        let text = || -> Box<dyn Backend> {
            match text_out {
                Some(out) => Box::new(TextBackend::new(out)),
                None => Box::new(NoneBackend),
            }
        };
        let backend: Box<dyn Backend> = match kind {
            VoiceKind::Text => text(),
            VoiceKind::None => Box::new(NoneBackend),
            VoiceKind::Tts => match Synthesizer::open(&settings) {
                Ok((tts, warnings)) if !gave_up.load(Ordering::SeqCst) => {
                    let _ = report_tx.send(Ok(warnings));
                    match health {
                        Some(health) => Box::new(LastingTts::new(tts, settings, health)),
                        None => Box::new(tts),
                    }
                }
                Ok(late) => match health {
                    // Too late: said to be unavailable, looked for again.
                    Some(health) => {
                        drop(late);
                        Box::new(LastingTts::lost(settings, health))
                    }
                    None => text(),
                },
                Err(e) => {
                    let lasting = health.map(|health| LastingTts::lost(settings, health));
                    let detail = match e {
                        BackendError::Unavailable(detail) => detail,
                        other => other.to_string(),
                    };
                    let _ = report_tx.send(Err(SpeechFault::Unreachable(detail)));
                    match lasting {
                        Some(lasting) => Box::new(lasting),
                        None => text(),
                    }
                }
            },
        };
        Voice::new(backend, transcript)
    })
    .map_err(VoiceError::Thread)?;
    let mut thread = thread;
    if kind == VoiceKind::Tts {
        let warnings = match report_rx.recv_timeout(OPEN_TIMEOUT) {
            Ok(Ok(warnings)) => warnings,
            Ok(Err(fault)) => {
                thread.fault = Some(fault);
                Vec::new()
            }
            Err(_) => {
                abandoned.store(true, Ordering::SeqCst);
                thread.fault = Some(SpeechFault::NoAnswer {
                    seconds: OPEN_TIMEOUT.as_secs(),
                });
                Vec::new()
            }
        };
        for warning in &warnings {
            let _ = writeln!(stderr, "tactus: {}", phrases.speech_warning(warning));
        }
        let _ = stderr.flush();
    }
    Ok(thread)
}

/// The words for the synthesizer's warnings: the language of the voice
/// asked for, which is the player's (`de`, `es-AR`), else English.
fn warning_phrases(settings: &TtsSettings) -> Phrases {
    let lang = settings
        .language
        .as_deref()
        .and_then(|tag| tag.parse::<Lang>().ok())
        .unwrap_or_default();
    Phrases::new(Style::Spoken, lang, false)
}
