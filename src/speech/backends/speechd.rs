//! speech-dispatcher spoken to directly (Linux): the same daemon and
//! library the `tts` crate uses there, without its one costly step.
//!
//! The `tts` crate can choose a voice only from the list of every voice
//! (on a machine with espeak-ng's languages and variants, some 13,000 of
//! them, listed in 3.5 s when the daemon has just started, and listed a
//! second time to set the one chosen): that passed the wait for the
//! synthesizer, and the player heard nothing. speech-dispatcher takes a
//! language itself (`SET self LANGUAGE`) and picks that language's voice,
//! so this backend asks for the language, and lists voices only for a
//! voice asked for by name.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use speech_dispatcher::{Connection, Mode, Priority};

use super::tts::relative_rate;
use super::{Backend, BackendError, BackendKind, TtsSettings};
use crate::event::{SpeechWarning, VoiceInstead};

/// How long after `say` the daemon counts as speaking even before its
/// "begin" arrives.
const START_GRACE: Duration = Duration::from_millis(300);
/// How long dropping the backend waits for the cancel to be confirmed, so
/// that no callback is in flight for a connection that is gone.
const DROP_WAIT: Duration = Duration::from_millis(500);

/// What the daemon's callbacks have said, shared with libspeechd's thread.
#[derive(Default)]
struct Track {
    /// The message last handed over; `None` once stopped.
    last: Option<u64>,
    /// Messages the daemon has finished or cancelled, newest last.
    finished: VecDeque<u64>,
    /// When the last message was handed over.
    spoke_at: Option<Instant>,
}

fn lock(track: &Mutex<Track>) -> MutexGuard<'_, Track> {
    track
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A speech-dispatcher connection of its own. `is_speaking` follows the
/// daemon's end and cancel notifications by message id, so a late
/// "cancelled" of an interrupted message never ends the next one. Must
/// stay on the thread that made it.
pub struct SpeechdBackend {
    connection: Connection,
    track: Arc<Mutex<Track>>,
}

/// A value from 0.0–1.0 on speech-dispatcher's scale of −100 to 100.
fn scale(x: f32) -> i32 {
    let x = if x.is_finite() {
        x.clamp(0.0, 1.0)
    } else {
        0.5
    };
    (-100.0 + 200.0 * x).round() as i32
}

/// Text the C library can take: no NUL bytes.
fn c_text(text: &str) -> String {
    text.replace('\0', " ")
}

impl SpeechdBackend {
    /// Connects to speech-dispatcher (starting it if it is not running, as
    /// libspeechd does) and applies `settings`. Fails with
    /// [`BackendError::Unavailable`] when there is none. Settings the
    /// daemon refuses are skipped and returned as warnings, for the caller
    /// to word.
    pub fn open(settings: &TtsSettings) -> Result<(Self, Vec<SpeechWarning>), BackendError> {
        let user = std::env::var("USER").unwrap_or_else(|_| "tactus".to_owned());
        let connection = Connection::open("tactus", "main", &c_text(&user), Mode::Threaded)
            .map_err(|e| BackendError::Unavailable(format!("speech-dispatcher: {e}")))?;
        let track = Arc::new(Mutex::new(Track::default()));
        let finish = |track: Arc<Mutex<Track>>| -> Box<dyn FnMut(usize, usize)> {
            Box::new(move |id, _client| {
                let mut t = lock(&track);
                if t.finished.len() >= 64 {
                    t.finished.pop_front();
                }
                t.finished.push_back(id as u64);
            })
        };
        connection.on_end(Some(finish(track.clone())));
        connection.on_cancel(Some(finish(track.clone())));
        let backend = SpeechdBackend { connection, track };
        let warnings = backend.apply(settings);
        Ok((backend, warnings))
    }

    fn apply(&self, s: &TtsSettings) -> Vec<SpeechWarning> {
        let c = &self.connection;
        let mut warnings = Vec::new();
        let rate = match (s.rate, s.speed) {
            (Some(x), _) => Some(scale(x)),
            (None, Some(p)) => Some(relative_rate(-100.0, 0.0, 100.0, p).round() as i32),
            (None, None) => None,
        };
        if let Some(r) = rate
            && c.set_voice_rate(r).is_err()
        {
            warnings.push(SpeechWarning::Rate);
        }
        if let Some(x) = s.pitch
            && c.set_voice_pitch(scale(x)).is_err()
        {
            warnings.push(SpeechWarning::Pitch);
        }
        if let Some(x) = s.volume
            && c.set_volume(scale(x)).is_err()
        {
            warnings.push(SpeechWarning::Volume);
        }
        if let Some(lang) = s.language.as_deref().filter(|l| !l.is_empty())
            && c.set_language(c_text(&lang.to_lowercase())).is_err()
        {
            warnings.push(SpeechWarning::NoVoiceFor {
                wanted: lang.to_owned(),
            });
        }
        if let Some(name) = s.voice.as_deref()
            && let Err(w) = self.choose_voice(name, s.language.as_deref())
        {
            warnings.push(w);
        }
        warnings
    }

    /// The voice called `name`, from the daemon's list (the only step that
    /// lists them); when it is not there, the language's voice stays.
    fn choose_voice(&self, name: &str, language: Option<&str>) -> Result<(), SpeechWarning> {
        let voices = self.connection.list_synthesis_voices().map_err(|e| {
            SpeechWarning::VoicesNotListed {
                detail: e.to_string(),
            }
        })?;
        let Some(voice) = voices.iter().find(|v| v.name.eq_ignore_ascii_case(name)) else {
            let instead = language
                .filter(|l| !l.is_empty())
                .map_or(VoiceInstead::Default, |l| {
                    VoiceInstead::LanguageVoice(l.to_owned())
                });
            return Err(SpeechWarning::NoVoiceCalled {
                name: name.to_owned(),
                instead,
            });
        };
        self.connection
            .set_synthesis_voice(voice)
            .map_err(|e| SpeechWarning::VoiceNotSet {
                wanted: name.to_owned(),
                detail: e.to_string(),
            })
    }
}

impl Backend for SpeechdBackend {
    /// Speaks each line of `text` as a message of its own, so that the
    /// daemon pauses between the lines of a multi-line answer; the first
    /// interrupts when `interrupt`, the others queue behind it.
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), BackendError> {
        if interrupt {
            self.connection
                .cancel()
                .map_err(|e| BackendError::failed("tts", e))?;
        }
        let mut last = None;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let id = self
                .connection
                .say(Priority::Important, c_text(line))
                .ok_or_else(|| {
                    BackendError::failed("tts", "speech-dispatcher refused a message")
                })?;
            last = Some(id);
        }
        let mut t = lock(&self.track);
        t.spoke_at = Some(Instant::now());
        t.last = last;
        Ok(())
    }

    fn stop(&mut self) -> Result<(), BackendError> {
        {
            let mut t = lock(&self.track);
            t.spoke_at = None;
            t.last = None;
        }
        self.connection
            .cancel()
            .map_err(|e| BackendError::failed("tts", e))
    }

    fn is_speaking(&self) -> bool {
        let t = lock(&self.track);
        match &t.last {
            Some(last) => !t.finished.contains(last),
            None => t.spoke_at.is_some_and(|at| at.elapsed() < START_GRACE),
        }
    }

    fn kind(&self) -> BackendKind {
        BackendKind::Tts
    }
}

impl Drop for SpeechdBackend {
    /// Cancels what is being said and waits (briefly) for the daemon to
    /// confirm, so no callback arrives for a backend that is gone.
    fn drop(&mut self) {
        let last = lock(&self.track).last;
        let Some(last) = last else {
            return;
        };
        let _ = self.connection.cancel();
        let until = Instant::now() + DROP_WAIT;
        while Instant::now() < until && !lock(&self.track).finished.contains(&last) {
            std::thread::sleep(Duration::from_millis(10));
        }
        self.connection.on_end(None);
        self.connection.on_cancel(None);
    }
}

#[cfg(test)]
mod tests {
    use super::{c_text, scale};

    #[test]
    fn fractions_fall_on_speech_dispatchers_scale() {
        assert_eq!(scale(0.0), -100);
        assert_eq!(scale(0.5), 0);
        assert_eq!(scale(1.0), 100);
        assert_eq!(scale(7.0), 100);
        assert_eq!(scale(f32::NAN), 0);
    }

    #[test]
    fn a_nul_in_a_line_never_reaches_the_c_library() {
        assert_eq!(c_text("e4\0e5"), "e4 e5");
    }
}
