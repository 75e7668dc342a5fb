//! The platform's speech synthesizer through the `tts` crate.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::{Backend, BackendError, BackendKind};
use crate::event::{SpeechWarning, VoiceInstead};

/// How long after `speak` a backend without completion callbacks counts as
/// speaking even if the synthesizer has not said so yet.
const START_GRACE: Duration = Duration::from_millis(300);
/// How long dropping the backend waits for the synthesizer to confirm the
/// stop, so that no completion callback is in flight when it goes.
const DROP_WAIT: Duration = Duration::from_millis(500);

/// The settings of the synthesizer; `None` leaves the platform's default.
///
/// Rate, pitch and volume are fractions from 0.0 (the synthesizer's least)
/// to 1.0 (its most), so the same setting means the same on every platform;
/// values outside are clamped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TtsSettings {
    /// A voice by name, as [`tts_voices`] lists it. Takes precedence over
    /// `language`.
    pub voice: Option<String>,
    /// A language tag such as `de` or `en-GB`: the first voice whose
    /// language matches (exactly, else by the primary language) is used.
    pub language: Option<String>,
    /// Speaking rate, 0.0–1.0.
    pub rate: Option<f32>,
    /// Speaking rate in percent of the synthesizer's normal rate, 50 (its
    /// least) to 300 (its most), as players set it ([`relative_rate`]);
    /// `rate` wins when both are given.
    pub speed: Option<u16>,
    /// Pitch, 0.0–1.0.
    pub pitch: Option<f32>,
    /// Volume, 0.0–1.0.
    pub volume: Option<f32>,
}

/// A voice the synthesizer offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoiceInfo {
    /// The synthesizer's identifier for it.
    pub id: String,
    /// Its name, as [`TtsSettings::voice`] takes it.
    pub name: String,
    /// Its language tag, such as `de` or `en-GB`.
    pub language: String,
}

#[derive(Default)]
struct Track {
    /// The utterance last handed over; `None` once stopped.
    #[cfg(not(any(target_os = "macos", target_os = "ios")))]
    last: Option<tts::UtteranceId>,
    /// Utterances the synthesizer has finished or cancelled, newest last.
    #[cfg(not(any(target_os = "macos", target_os = "ios")))]
    finished: std::collections::VecDeque<tts::UtteranceId>,
    /// When the last utterance was handed over, while it may still start.
    spoke_at: Option<Instant>,
}

/// Speaks through the `tts` crate: speech-dispatcher on Linux, SAPI/WinRT on
/// Windows, AVFoundation on macOS.
///
/// `is_speaking` follows the synthesizer's begin/end/stop callbacks by
/// utterance id where it has them (so a late "cancelled" for an interrupted
/// utterance never ends the next one), else polls it with a short grace
/// after each `speak`. Must stay on the thread that made it.
pub struct TtsBackend {
    tts: tts::Tts,
    track: Arc<Mutex<Track>>,
    callbacks: bool,
}

fn lock(track: &Mutex<Track>) -> MutexGuard<'_, Track> {
    track
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn fraction(min: f32, max: f32, x: f32) -> f32 {
    let x = if x.is_finite() {
        x.clamp(0.0, 1.0)
    } else {
        0.5
    };
    min + (max - min) * x
}

/// The synthesizer's rate for `percent` of its normal rate: 100 is
/// `normal`, 50 (or less) its least rate `min`, 300 (or more) its most
/// `max`, and straight lines between. On speech-dispatcher (−100, 0, 100)
/// 150 % is 25; on Windows (0.5, 1, 6) it is 2.25.
pub fn relative_rate(min: f32, normal: f32, max: f32, percent: u16) -> f32 {
    let p = f32::from(percent.clamp(50, 300));
    if p <= 100.0 {
        normal - (normal - min) * (100.0 - p) / 50.0
    } else {
        normal + (max - normal) * (p - 100.0) / 200.0
    }
}

fn info(v: &tts::Voice) -> VoiceInfo {
    VoiceInfo {
        id: v.id(),
        name: v.name(),
        language: v.language().to_string(),
    }
}

impl TtsBackend {
    /// Connects to the platform's synthesizer and applies `settings`. Fails
    /// with [`BackendError::Unavailable`] when there is none (no speech
    /// daemon). Settings the synthesizer cannot honour are skipped and
    /// returned as warnings, for the caller to word.
    pub fn open(settings: &TtsSettings) -> Result<(Self, Vec<SpeechWarning>), BackendError> {
        let tts = tts::Tts::default().map_err(|e| BackendError::Unavailable(e.to_string()))?;
        let track = Arc::new(Mutex::new(Track::default()));
        let callbacks = Self::follow(&tts, &track);
        let mut backend = TtsBackend {
            tts,
            track,
            callbacks,
        };
        let warnings = backend.apply(settings);
        Ok((backend, warnings))
    }

    #[cfg(not(any(target_os = "macos", target_os = "ios")))]
    fn follow(tts: &tts::Tts, track: &Arc<Mutex<Track>>) -> bool {
        if !tts.supported_features().utterance_callbacks {
            return false;
        }
        let finish = |track: Arc<Mutex<Track>>| -> Box<dyn FnMut(tts::UtteranceId)> {
            Box::new(move |id| {
                let mut t = lock(&track);
                if t.finished.len() >= 64 {
                    t.finished.pop_front();
                }
                t.finished.push_back(id);
            })
        };
        tts.on_utterance_end(Some(finish(track.clone()))).is_ok()
            && tts.on_utterance_stop(Some(finish(track.clone()))).is_ok()
    }

    #[cfg(any(target_os = "macos", target_os = "ios"))]
    fn follow(_tts: &tts::Tts, _track: &Arc<Mutex<Track>>) -> bool {
        false
    }

    fn apply(&mut self, s: &TtsSettings) -> Vec<SpeechWarning> {
        let mut warnings = Vec::new();
        let features = self.tts.supported_features();
        let (min, max) = (self.tts.min_rate(), self.tts.max_rate());
        let rate = match (s.rate, s.speed) {
            (Some(x), _) => Some(fraction(min, max, x)),
            (None, Some(p)) => Some(relative_rate(min, self.tts.normal_rate(), max, p)),
            (None, None) => None,
        };
        if let Some(r) = rate
            && (!features.rate || self.tts.set_rate(r).is_err())
        {
            warnings.push(SpeechWarning::Rate);
        }
        if let Some(x) = s.pitch {
            let p = fraction(self.tts.min_pitch(), self.tts.max_pitch(), x);
            if !features.pitch || self.tts.set_pitch(p).is_err() {
                warnings.push(SpeechWarning::Pitch);
            }
        }
        if let Some(x) = s.volume {
            let v = fraction(self.tts.min_volume(), self.tts.max_volume(), x);
            if !features.volume || self.tts.set_volume(v).is_err() {
                warnings.push(SpeechWarning::Volume);
            }
        }
        if (s.voice.is_some() || s.language.is_some())
            && let Err(w) = self.choose_voice(s)
        {
            warnings.push(w);
        }
        warnings
    }

    /// The voice named in `s`, else its language's; a voice named but no
    /// longer there is replaced by the language's, and said so.
    fn choose_voice(&mut self, s: &TtsSettings) -> Result<(), SpeechWarning> {
        let voices = self
            .tts
            .voices()
            .map_err(|e| SpeechWarning::VoicesNotListed {
                detail: e.to_string(),
            })?;
        let primary = |tag: &str| tag.split(['-', '_']).next().unwrap_or("").to_lowercase();
        let by_language = |lang: &str| {
            voices
                .iter()
                .find(|v| v.language().as_str().eq_ignore_ascii_case(lang))
                .or_else(|| {
                    voices
                        .iter()
                        .find(|v| primary(v.language().as_str()) == primary(lang))
                })
        };
        let named = s
            .voice
            .as_ref()
            .and_then(|name| voices.iter().find(|v| v.name().eq_ignore_ascii_case(name)));
        // A voice that is no longer there: the language's, and said once
        // (on standard error, as the other warnings).
        let lost = s.voice.is_some() && named.is_none();
        let chosen = named.or_else(|| s.language.as_deref().and_then(by_language));
        let wanted = s.voice.as_deref().or(s.language.as_deref()).unwrap_or("");
        let voice = chosen.ok_or_else(|| SpeechWarning::NoVoiceFor {
            wanted: wanted.to_owned(),
        })?;
        self.tts
            .set_voice(voice)
            .map_err(|e| SpeechWarning::VoiceNotSet {
                wanted: wanted.to_owned(),
                detail: e.to_string(),
            })?;
        if lost {
            return Err(SpeechWarning::NoVoiceCalled {
                name: wanted.to_owned(),
                instead: VoiceInstead::Voice(voice.name()),
            });
        }
        Ok(())
    }

    /// The voices the synthesizer offers.
    pub fn voices(&self) -> Vec<VoiceInfo> {
        self.tts
            .voices()
            .map(|vs| vs.iter().map(info).collect())
            .unwrap_or_default()
    }
}

/// The voices of the platform's synthesizer, connecting to it for the
/// purpose.
pub fn tts_voices() -> Result<Vec<VoiceInfo>, BackendError> {
    let (backend, _) = TtsBackend::open(&TtsSettings::default())?;
    Ok(backend.voices())
}

impl Backend for TtsBackend {
    /// Speaks each line of `text` as an utterance of its own, so that the
    /// synthesizer pauses between the lines of a multi-line answer (both
    /// clocks, a piece list) instead of running them together; the first
    /// interrupts when `interrupt`, the others queue behind it.
    fn speak(&mut self, text: &str, interrupt: bool) -> Result<(), BackendError> {
        let mut id = None;
        let mut first = true;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            id = self
                .tts
                .speak(line, interrupt && first)
                .map_err(|e| BackendError::failed("tts", e))?;
            first = false;
        }
        let mut t = lock(&self.track);
        t.spoke_at = Some(Instant::now());
        #[cfg(not(any(target_os = "macos", target_os = "ios")))]
        {
            t.last = id;
        }
        #[cfg(any(target_os = "macos", target_os = "ios"))]
        let _ = id;
        Ok(())
    }

    fn stop(&mut self) -> Result<(), BackendError> {
        {
            let mut t = lock(&self.track);
            t.spoke_at = None;
            #[cfg(not(any(target_os = "macos", target_os = "ios")))]
            {
                t.last = None;
            }
        }
        self.tts
            .stop()
            .map(|_| ())
            .map_err(|e| BackendError::failed("tts", e))
    }

    fn is_speaking(&self) -> bool {
        let t = lock(&self.track);
        #[cfg(not(any(target_os = "macos", target_os = "ios")))]
        if self.callbacks {
            if let Some(last) = &t.last {
                return !t.finished.contains(last);
            }
            if t.spoke_at.is_none() {
                return false;
            }
        }
        let starting = t.spoke_at.is_some_and(|at| at.elapsed() < START_GRACE);
        drop(t);
        starting || self.tts.is_speaking().unwrap_or(false)
    }

    fn kind(&self) -> BackendKind {
        BackendKind::Tts
    }
}

impl Drop for TtsBackend {
    /// Stops speech and waits (briefly) for the synthesizer to confirm, so
    /// no completion callback arrives for a backend that is gone.
    fn drop(&mut self) {
        let spoke = {
            let t = lock(&self.track);
            #[cfg(not(any(target_os = "macos", target_os = "ios")))]
            let spoke = t.last.is_some() || t.spoke_at.is_some();
            #[cfg(any(target_os = "macos", target_os = "ios"))]
            let spoke = t.spoke_at.is_some();
            spoke
        };
        if !spoke {
            return;
        }
        let _ = self.tts.stop();
        let until = Instant::now() + DROP_WAIT;
        while Instant::now() < until && self.tts.is_speaking().unwrap_or(false) {
            std::thread::sleep(Duration::from_millis(10));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[cfg(test)]
mod tests {
    use super::relative_rate;

    #[test]
    fn a_percentage_of_the_normal_rate_falls_between_least_and_most() {
        // speech-dispatcher: -100 … 0 … 100.
        assert_eq!(relative_rate(-100.0, 0.0, 100.0, 100), 0.0);
        assert_eq!(relative_rate(-100.0, 0.0, 100.0, 50), -100.0);
        assert_eq!(relative_rate(-100.0, 0.0, 100.0, 75), -50.0);
        assert_eq!(relative_rate(-100.0, 0.0, 100.0, 150), 25.0);
        assert_eq!(relative_rate(-100.0, 0.0, 100.0, 300), 100.0);
        assert_eq!(relative_rate(-100.0, 0.0, 100.0, 900), 100.0);
        // Windows: 0.5 … 1 … 6.
        assert_eq!(relative_rate(0.5, 1.0, 6.0, 150), 2.25);
        assert_eq!(relative_rate(0.5, 1.0, 6.0, 10), 0.5);
    }
}
