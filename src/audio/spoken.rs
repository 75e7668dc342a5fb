//! Speech heard on one side only: a speech [`Backend`] that speaks
//! through espeak-ng's library ([`Espeak`]) into the sound device's output
//! stream ([`Output`]), panned, where speech-dispatcher cannot pan.
//!
//! Each sentence is synthesized on the caller's thread (the speech thread:
//! a few milliseconds a sentence, never the window's), its lines apart by
//! a short pause, resampled to the device's rate ([`resample`]), made as
//! loud as the settings say and moved to the chosen side ([`Pan::apply`]),
//! then handed to the audio callback's speech slot: a new sentence cuts
//! off the one before, [`Backend::stop`] cuts it at once, and
//! [`Backend::is_speaking`] stays true until the callback has played its
//! last frame. The backend keeps a handle on every sentence until the
//! callback has let go of its own ([`Kept`]), so the audio thread never
//! frees one. espeak-ng is held only while a sentence is synthesized, so a
//! recording made meanwhile takes its turn.

use std::cell::RefCell;
use std::sync::Arc;

use super::espeak::Espeak;
use super::mixer::{Kept, Sound};
use super::pan::Pan;
use super::resample::resample;
use super::stream::{Cue, Output, SoundError};
use crate::event::RecordingFault;
use crate::notation::Lang;
use crate::setting::Rate;
use crate::speech::backends::{Backend, BackendError, BackendKind};

/// The pause between the lines of a multi-line answer (both clocks).
pub const LINE_PAUSE_MS: u32 = 250;

/// How the panned voice speaks.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SpokenSettings {
    /// The language of the voice.
    pub lang: Lang,
    /// How fast it speaks.
    pub rate: Rate,
    /// How loud, 0.0–1.0 (clamped); `None` is full.
    pub volume: Option<f32>,
    /// The side it is heard on.
    pub pan: Pan,
}

/// Why the panned voice cannot speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SpokenError {
    /// espeak-ng cannot start, or has no voice for the language.
    #[error("espeak-ng cannot speak: {0:?}")]
    Synthesizer(RecordingFault),
    /// The sound device cannot be opened.
    #[error("{0}")]
    Sound(SoundError),
}

/// Speaks through espeak-ng into the sound device, on one side. See the
/// [module documentation](self).
pub struct SpokenBackend {
    output: Output,
    settings: SpokenSettings,
    /// Sentences handed to the callback, until it lets go of them.
    kept: RefCell<Kept>,
    /// The number of the last sentence handed over.
    serial: u64,
    /// The sentence being said, if one is.
    current: Option<u64>,
}

impl std::fmt::Debug for SpokenBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SpokenBackend")
            .field("output", &self.output)
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

impl SpokenBackend {
    /// Checks that espeak-ng speaks `settings.lang`, and opens the default
    /// output device.
    pub fn open(settings: SpokenSettings) -> Result<SpokenBackend, SpokenError> {
        drop(Espeak::open(settings.lang, settings.rate).map_err(SpokenError::Synthesizer)?);
        let output = Output::open().map_err(SpokenError::Sound)?;
        Ok(SpokenBackend {
            output,
            settings,
            kept: RefCell::default(),
            serial: 0,
            current: None,
        })
    }

    /// Whether the output stream rests between sounds.
    pub fn is_resting(&self) -> bool {
        self.output.is_resting()
    }

    /// `text` spoken, line by line, at the device's rate on the chosen
    /// side; `None` when there is nothing to say.
    fn render(&self, text: &str) -> Result<Option<Sound>, RecordingFault> {
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        if lines.is_empty() {
            return Ok(None);
        }
        let mut espeak = Espeak::open(self.settings.lang, self.settings.rate)?;
        let from = espeak.sample_rate();
        let pause = vec![0_i16; (from * LINE_PAUSE_MS / 1000) as usize];
        let mut samples = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                samples.extend_from_slice(&pause);
            }
            samples.extend(espeak.speak(line)?);
        }
        drop(espeak);
        let volume = self.settings.volume.unwrap_or(1.0);
        Ok(Some(Arc::from(frames(
            &samples,
            from,
            self.output.sample_rate(),
            volume,
            self.settings.pan,
        ))))
    }
}

/// A synthesizer's 16-bit mono `samples` at `from` hertz as stereo frames
/// at `to` hertz, at `volume` (0.0–1.0, clamped) on the side `pan`: the
/// voice in the middle at equal power, then moved (the whole of it on one
/// side for [`Pan::Left`] and [`Pan::Right`]).
pub fn frames(samples: &[i16], from: u32, to: u32, volume: f32, pan: Pan) -> Vec<[f32; 2]> {
    let volume = if volume.is_finite() {
        volume.clamp(0.0, 1.0)
    } else {
        1.0
    };
    let gain = volume * std::f32::consts::FRAC_1_SQRT_2;
    let centred = resample(samples, from, to)
        .into_iter()
        .map(|v| [v * gain, v * gain])
        .collect();
    pan.apply(centred)
}

impl Backend for SpokenBackend {
    /// Synthesizes `text` and starts saying it; whatever is being said is
    /// cut off (there is one speech slot), as `interrupt` asks and as the
    /// queue needs when it gave up waiting on a sentence.
    fn speak(&mut self, text: &str, _interrupt: bool) -> Result<(), BackendError> {
        self.kept.borrow_mut().prune();
        let sound = self
            .render(text)
            .map_err(|e| BackendError::failed("espeak-ng", format!("{e:?}")))?;
        let Some(sound) = sound else {
            return self.stop();
        };
        self.serial += 1;
        self.kept.borrow_mut().keep(&sound);
        match self.output.send(Cue::Speech(sound, self.serial)) {
            Ok(()) => {
                self.current = Some(self.serial);
                Ok(())
            }
            Err(_) => {
                self.current = None;
                Err(BackendError::failed("espeak-ng", "the sound queue is full"))
            }
        }
    }

    fn stop(&mut self) -> Result<(), BackendError> {
        self.kept.borrow_mut().prune();
        if self.current.take().is_none() {
            return Ok(());
        }
        self.output
            .send(Cue::Hush)
            .map_err(|_| BackendError::failed("espeak-ng", "the sound queue is full"))
    }

    fn is_speaking(&self) -> bool {
        if let Ok(mut kept) = self.kept.try_borrow_mut() {
            kept.prune();
        }
        self.current.is_some_and(|n| !self.output.said(n))
    }

    /// A synthesizer, as speech-dispatcher is.
    fn kind(&self) -> BackendKind {
        BackendKind::Tts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn energy(frames: &[[f32; 2]], channel: usize) -> f64 {
        frames.iter().map(|f| f64::from(f[channel]).powi(2)).sum()
    }

    #[test]
    fn a_voice_on_one_side_is_heard_there_only_at_the_rate_and_loudness_asked() {
        let voice: Vec<i16> = (0..2_205)
            .map(|i| ((i % 50) * 400 - 10_000) as i16)
            .collect();
        let left = frames(&voice, 22_050, 48_000, 1.0, Pan::Left);
        assert_eq!(left.len(), 4_800);
        assert_eq!(energy(&left, 1), 0.0);
        let mono: f64 = resample(&voice, 22_050, 48_000)
            .iter()
            .map(|v| f64::from(*v).powi(2))
            .sum();
        assert!((energy(&left, 0) - mono).abs() < mono * 1e-3);

        let right = frames(&voice, 22_050, 48_000, 0.5, Pan::Right);
        assert_eq!(energy(&right, 0), 0.0);
        assert!((energy(&right, 1) - mono / 4.0).abs() < mono * 1e-3);

        let centre = frames(&voice, 22_050, 48_000, 1.0, Pan::Centre);
        assert!((energy(&centre, 0) - energy(&centre, 1)).abs() < 1e-9);
        assert!(frames(&voice, 22_050, 48_000, f32::NAN, Pan::Left) == left);
    }
}
