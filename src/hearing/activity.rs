//! Where a phrase begins and ends in the sound of the microphone: voice
//! activity by energy against a noise floor that follows the room. Pure
//! sample math on 16 kHz mono samples; the time is the samples' own.
//!
//! The sound is taken in frames of 10 ms. A frame is loud when its energy
//! stands [`ABOVE_FLOOR`] decibels over the floor (and over [`QUIETEST`],
//! so that digital silence never starts a phrase). A phrase begins after
//! [`START_FRAMES`] loud frames running, and keeps the [`PRE_ROLL`] frames
//! before them (a word's soft start); it ends after [`END_FRAMES`] quiet
//! frames running, or is cut at [`LONGEST`] frames. The floor falls at
//! once to a quieter frame and rises slowly to a louder one, so that a
//! steady noise (a fan) becomes the floor and a voice does not.

use std::collections::VecDeque;

/// Samples a second.
pub const RATE: usize = 16_000;
/// Samples in a frame: 10 ms.
pub const FRAME: usize = RATE / 100;
/// Loud frames running that begin a phrase: 60 ms.
pub const START_FRAMES: usize = 6;
/// Quiet frames running that end a phrase: 350 ms.
pub const END_FRAMES: usize = 35;
/// Frames kept from before the phrase began: 200 ms.
pub const PRE_ROLL: usize = 20;
/// The longest phrase, in frames: 6 s.
pub const LONGEST: usize = 600;
/// Decibels over the floor that make a frame loud.
pub const ABOVE_FLOOR: f32 = 12.0;
/// The quietest energy that is ever loud, in decibels of 16-bit samples
/// (an RMS of 100).
pub const QUIETEST: f32 = 40.0;

/// What the sound just did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Activity {
    /// A phrase began.
    Began,
    /// The phrase ended: its samples, from the pre-roll on.
    Ended(Vec<i16>),
}

/// A phrase's beginning and end found in a stream of samples.
#[derive(Clone, Debug)]
pub struct Segmenter {
    /// Samples of a frame not yet whole.
    partial: Vec<i16>,
    /// The floor, in decibels; none before the first frame.
    floor: Option<f32>,
    /// Frames before a phrase: the pre-roll and the loud run so far.
    before: VecDeque<Vec<i16>>,
    /// Loud frames running, outside a phrase.
    loud: usize,
    /// The phrase being heard, with the quiet frames running at its end.
    phrase: Option<(Vec<i16>, usize, usize)>,
}

impl Default for Segmenter {
    fn default() -> Self {
        Segmenter::new()
    }
}

impl Segmenter {
    /// A segmenter that has heard nothing yet.
    pub fn new() -> Segmenter {
        Segmenter {
            partial: Vec::with_capacity(FRAME),
            floor: None,
            before: VecDeque::new(),
            loud: 0,
            phrase: None,
        }
    }

    /// Whether a phrase is being heard.
    pub fn in_phrase(&self) -> bool {
        self.phrase.is_some()
    }

    /// `samples` heard next: what began and ended in them.
    pub fn push(&mut self, samples: &[i16]) -> Vec<Activity> {
        let mut out = Vec::new();
        for &s in samples {
            self.partial.push(s);
            if self.partial.len() == FRAME {
                let frame = std::mem::replace(&mut self.partial, Vec::with_capacity(FRAME));
                self.frame(frame, &mut out);
            }
        }
        out
    }

    fn frame(&mut self, frame: Vec<i16>, out: &mut Vec<Activity>) {
        let energy = decibels(&frame);
        let floor = *self.floor.get_or_insert(energy);
        let loud = energy >= (floor + ABOVE_FLOOR).max(QUIETEST);
        self.follow_floor(energy);
        match self.phrase.as_mut() {
            Some((samples, quiet, frames)) => {
                samples.extend_from_slice(&frame);
                *frames += 1;
                *quiet = if loud { 0 } else { *quiet + 1 };
                if *quiet >= END_FRAMES || *frames >= LONGEST {
                    let (samples, _, _) = self.phrase.take().unwrap_or_default();
                    out.push(Activity::Ended(samples));
                }
            }
            None => {
                self.before.push_back(frame);
                self.loud = if loud { self.loud + 1 } else { 0 };
                if self.loud >= START_FRAMES {
                    let frames = self.before.len();
                    let samples: Vec<i16> = self.before.drain(..).flatten().collect();
                    self.loud = 0;
                    self.phrase = Some((samples, 0, frames));
                    out.push(Activity::Began);
                } else {
                    while self.before.len() > PRE_ROLL + self.loud {
                        self.before.pop_front();
                    }
                }
            }
        }
    }

    /// The floor after a frame of `energy`: down at once, up slowly.
    fn follow_floor(&mut self, energy: f32) {
        let floor = self.floor.get_or_insert(energy);
        if energy < *floor {
            *floor = energy;
        } else {
            *floor += (energy - *floor) * 0.002;
        }
    }
}

/// A frame's energy in decibels of 16-bit samples (silence is 0).
pub fn decibels(frame: &[i16]) -> f32 {
    if frame.is_empty() {
        return 0.0;
    }
    let sum: f64 = frame.iter().map(|&s| f64::from(s) * f64::from(s)).sum();
    (10.0 * (sum / frame.len() as f64 + 1.0).log10()) as f32
}

/// A phrase heard while a key is held: every sample from the press to
/// the release, with the pre-roll from before the press.
#[derive(Clone, Debug, Default)]
pub struct Held {
    before: VecDeque<i16>,
    phrase: Option<Vec<i16>>,
}

impl Held {
    /// Nothing held yet.
    pub fn new() -> Held {
        Held::default()
    }

    /// `samples` heard next, the key `held` or not at their end: what
    /// began and ended.
    pub fn push(&mut self, samples: &[i16], held: bool) -> Vec<Activity> {
        let mut out = Vec::new();
        match (self.phrase.as_mut(), held) {
            (Some(phrase), true) => phrase.extend_from_slice(samples),
            (Some(phrase), false) => {
                phrase.extend_from_slice(samples);
                let phrase = self.phrase.take().unwrap_or_default();
                out.push(Activity::Ended(phrase));
            }
            (None, true) => {
                let mut phrase: Vec<i16> = self.before.drain(..).collect();
                phrase.extend_from_slice(samples);
                self.phrase = Some(phrase);
                out.push(Activity::Began);
            }
            (None, false) => {
                self.before.extend(samples);
                let keep = PRE_ROLL * FRAME;
                if self.before.len() > keep {
                    self.before.drain(..self.before.len() - keep);
                }
            }
        }
        if let Some(phrase) = self.phrase.as_ref()
            && phrase.len() >= LONGEST * FRAME
        {
            let phrase = self.phrase.take().unwrap_or_default();
            out.push(Activity::Ended(phrase));
        }
        out
    }
}

#[cfg(test)]
mod tests;
