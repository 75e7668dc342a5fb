//! The audio callback's mixing, free of any device so it can be tested:
//! a fixed set of voices, each a rendered earcon and a position in it,
//! and one slot for speech (a new sentence replaces the one before, a
//! stop empties it), summed into the device's buffer in the device's
//! sample type and channel layout. It never allocates or frees: sounds
//! are shared [`Arc`]s whose last owner is on the caller's side (the
//! player's cache, or [`Kept`]), never the callback.

use std::sync::Arc;

use cpal::{FromSample, Sample};

/// A rendered earcon: stereo frames `[left, right]`.
pub type Sound = Arc<[[f32; 2]]>;

/// How many earcons may sound at once; one more is dropped, not queued.
pub const MAX_VOICES: usize = 8;

/// One sound being played.
#[derive(Debug)]
struct Voice {
    sound: Sound,
    position: usize,
}

/// Speech being said: the sentence's sound and its number.
#[derive(Debug)]
struct Said {
    voice: Voice,
    serial: u64,
}

/// What ended in one buffer.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Ended {
    /// How many earcons ended.
    pub earcons: usize,
    /// The number of the sentence that was said to its end, if one was.
    pub speech: Option<u64>,
}

/// Mixes up to [`MAX_VOICES`] sounds and one sentence into an output
/// buffer.
#[derive(Debug, Default)]
pub struct Mixer {
    voices: [Option<Voice>; MAX_VOICES],
    speech: Option<Said>,
}

impl Mixer {
    /// A mixer with nothing playing.
    pub fn new() -> Self {
        Mixer::default()
    }

    /// Starts `sound` from its beginning, mixed with whatever plays. When
    /// all voices are busy the sound is handed back (dropped by the caller:
    /// an earcon late is worse than an earcon missing).
    pub fn start(&mut self, sound: Sound) -> Result<(), Sound> {
        match self.voices.iter_mut().find(|v| v.is_none()) {
            Some(slot) => {
                *slot = Some(Voice { sound, position: 0 });
                Ok(())
            }
            None => Err(sound),
        }
    }

    /// The number of sounds playing, the sentence among them.
    pub fn active(&self) -> usize {
        self.voices.iter().flatten().count() + usize::from(self.speech.is_some())
    }

    /// Starts saying `sound`, sentence number `serial`, from its beginning;
    /// the number of the sentence it cuts off, if one was being said. The
    /// cut sound's handle is let go here: the caller keeps another.
    pub fn speak(&mut self, sound: Sound, serial: u64) -> Option<u64> {
        let cut = self.speech.take().map(|s| s.serial);
        self.speech = Some(Said {
            voice: Voice { sound, position: 0 },
            serial,
        });
        cut
    }

    /// Stops the sentence at once; its number, if one was being said.
    pub fn hush(&mut self) -> Option<u64> {
        self.speech.take().map(|s| s.serial)
    }

    /// Fills `out`, interleaved with `channels` channels, with the next
    /// frames of every playing sound, summed and clamped to -1.0..=1.0.
    /// Stereo goes to the first two channels (the usual front left and
    /// right) and the others are silent; a mono device gets the average of
    /// left and right. Returns what ended in this buffer.
    pub fn fill<T>(&mut self, out: &mut [T], channels: usize) -> Ended
    where
        T: Sample + FromSample<f32>,
    {
        let mut ended = Ended::default();
        if channels == 0 {
            return ended;
        }
        for frame in out.chunks_mut(channels) {
            let mut mix = [0.0_f32; 2];
            for slot in self.voices.iter_mut() {
                let Some(voice) = slot else { continue };
                if voice.next(&mut mix) {
                    *slot = None;
                    ended.earcons += 1;
                }
            }
            if let Some(said) = &mut self.speech
                && said.voice.next(&mut mix)
            {
                ended.speech = Some(said.serial);
                self.speech = None;
            }
            let [l, r] = mix.map(|v| v.clamp(-1.0, 1.0));
            match frame {
                [mono] => *mono = T::from_sample((l + r) / 2.0),
                [left, right, rest @ ..] => {
                    *left = T::from_sample(l);
                    *right = T::from_sample(r);
                    rest.fill(T::EQUILIBRIUM);
                }
                [] => {}
            }
        }
        ended
    }
}

impl Voice {
    /// Adds the next frame to `mix`; whether the sound has ended.
    fn next(&mut self, mix: &mut [f32; 2]) -> bool {
        if let Some([l, r]) = self.sound.get(self.position) {
            mix[0] += l;
            mix[1] += r;
            self.position += 1;
        }
        self.position >= self.sound.len()
    }
}

/// The caller's side of sounds handed to the audio callback: a handle on
/// each until the callback has let go of its own, so that the last owner,
/// who frees the samples, is never the audio thread.
#[derive(Debug, Default)]
pub struct Kept {
    sounds: Vec<Sound>,
}

impl Kept {
    /// Keeps a handle on `sound` (and lets go of those the callback is
    /// done with).
    pub fn keep(&mut self, sound: &Sound) {
        self.prune();
        self.sounds.push(Arc::clone(sound));
    }

    /// Frees the sounds nobody else holds any longer: the callback is
    /// done with them.
    pub fn prune(&mut self) {
        self.sounds.retain(|s| Arc::strong_count(s) > 1);
    }

    /// How many sounds are kept.
    pub fn len(&self) -> usize {
        self.sounds.len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.sounds.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ended(earcons: usize) -> Ended {
        Ended {
            earcons,
            speech: None,
        }
    }

    fn sound(frames: &[[f32; 2]]) -> Sound {
        Arc::from(frames)
    }

    #[test]
    fn plays_one_sound_then_silence() {
        let mut m = Mixer::new();
        assert!(m.start(sound(&[[0.5, -0.5], [0.25, 0.0]])).is_ok());
        let mut out = [9.0_f32; 8];
        assert_eq!(m.fill(&mut out, 2), ended(1));
        assert_eq!(out, [0.5, -0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(m.active(), 0);
    }

    #[test]
    fn continues_across_buffers() {
        let mut m = Mixer::new();
        let frames: Vec<[f32; 2]> = (0..5).map(|i| [i as f32 / 10.0, 0.0]).collect();
        m.start(sound(&frames)).ok();
        let mut a = [0.0_f32; 6];
        assert_eq!(m.fill(&mut a, 2), ended(0));
        assert_eq!(m.active(), 1);
        let mut b = [0.0_f32; 6];
        assert_eq!(m.fill(&mut b, 2), ended(1));
        assert_eq!(a, [0.0, 0.0, 0.1, 0.0, 0.2, 0.0]);
        assert_eq!(b, [0.3, 0.0, 0.4, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn mixes_and_clamps() {
        let mut m = Mixer::new();
        m.start(sound(&[[0.25, 0.75], [0.5, 0.5]])).ok();
        m.start(sound(&[[0.25, 0.75]])).ok();
        let mut out = [0.0_f32; 4];
        assert_eq!(m.fill(&mut out, 2), ended(2));
        assert_eq!(out, [0.5, 1.0, 0.5, 0.5]);
    }

    #[test]
    fn drops_when_all_voices_busy() {
        let mut m = Mixer::new();
        for _ in 0..MAX_VOICES {
            assert!(m.start(sound(&[[0.1, 0.1]; 4])).is_ok());
        }
        assert!(m.start(sound(&[[0.1, 0.1]])).is_err());
        let mut out = [0.0_f32; 8];
        assert_eq!(m.fill(&mut out, 2), ended(MAX_VOICES));
        assert!(m.start(sound(&[[0.1, 0.1]])).is_ok());
    }

    #[test]
    fn any_channel_count() {
        let mut m = Mixer::new();
        m.start(sound(&[[0.5, 0.25], [-0.5, -0.25]])).ok();
        let mut mono = [0.0_f32; 2];
        m.fill(&mut mono, 1);
        assert_eq!(mono, [0.375, -0.375]);

        m.start(sound(&[[0.5, 0.25]])).ok();
        let mut quad = [9.0_f32; 4];
        m.fill(&mut quad, 4);
        assert_eq!(quad, [0.5, 0.25, 0.0, 0.0]);

        m.start(sound(&[[0.5, 0.25]])).ok();
        assert_eq!(m.fill(&mut [0.0_f32; 4], 0), ended(0));
        assert_eq!(m.active(), 1);
    }

    #[test]
    fn integer_formats() {
        let mut m = Mixer::new();
        m.start(sound(&[[1.0, -1.0], [0.0, 0.5]])).ok();
        let mut out = [0_i16; 4];
        m.fill(&mut out, 2);
        assert_eq!(out[0], i16::MAX);
        assert!(out[1] <= -i16::MAX);
        assert_eq!(out[2], 0);
        assert!((out[3] - 16_384).abs() <= 1);

        m.start(sound(&[[0.0, 1.0]])).ok();
        let mut out = [0_u16; 4];
        m.fill(&mut out, 2);
        assert_eq!(out[0], 32_768);
        assert_eq!(out[1], u16::MAX);
        // Silence in an unsigned format is the middle value, not zero.
        assert_eq!(out[2..], [32_768, 32_768]);
    }

    #[test]
    fn speech_mixes_with_earcons_and_says_when_it_ends() {
        let mut m = Mixer::new();
        m.start(sound(&[[0.25, 0.0]])).ok();
        assert_eq!(m.speak(sound(&[[0.25, 0.5], [0.0, 0.5]]), 1), None);
        assert_eq!(m.active(), 2);
        let mut out = [0.0_f32; 6];
        let e = m.fill(&mut out, 2);
        assert_eq!(
            e,
            Ended {
                earcons: 1,
                speech: Some(1)
            }
        );
        assert_eq!(out, [0.5, 0.5, 0.0, 0.5, 0.0, 0.0]);
        assert_eq!(m.active(), 0);
    }

    #[test]
    fn a_new_sentence_replaces_the_one_being_said() {
        let mut m = Mixer::new();
        m.speak(sound(&[[0.1, 0.1]; 4]), 1);
        let mut out = [0.0_f32; 2];
        assert_eq!(m.fill(&mut out, 2), ended(0));
        assert_eq!(m.speak(sound(&[[0.5, 0.5]; 2]), 2), Some(1));
        let mut out = [0.0_f32; 8];
        let e = m.fill(&mut out, 2);
        assert_eq!(e.speech, Some(2));
        // The new sentence from its start, nothing of the old one after it.
        assert_eq!(out, [0.5, 0.5, 0.5, 0.5, 0.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn a_stop_cuts_the_sentence_at_once() {
        let mut m = Mixer::new();
        m.speak(sound(&[[0.5, 0.5]; 100]), 7);
        m.start(sound(&[[0.25, 0.25]; 3])).ok();
        m.fill(&mut [0.0_f32; 2], 2);
        assert_eq!(m.hush(), Some(7));
        assert_eq!(m.hush(), None);
        let mut out = [0.0_f32; 4];
        m.fill(&mut out, 2);
        // The earcon goes on, the sentence is gone.
        assert_eq!(out, [0.25, 0.25, 0.25, 0.25]);
    }

    #[test]
    fn the_mixer_never_frees_a_sentence_the_caller_kept() {
        let mut kept = Kept::default();
        let first = sound(&[[0.5, 0.5]; 8]);
        let second = sound(&[[0.25, 0.25]; 2]);
        kept.keep(&first);
        kept.keep(&second);
        let mut m = Mixer::new();
        m.speak(Arc::clone(&first), 1);
        m.speak(Arc::clone(&second), 2);
        // The mixer let go of the first: only the caller's handles hold it,
        // so the samples were not freed by the mixer.
        assert_eq!(Arc::strong_count(&first), 2);
        m.fill(&mut [0.0_f32; 8], 2);
        m.hush();
        drop((first, second));
        // Now the kept handles are the last: pruning frees them, on the
        // caller's side.
        assert_eq!(kept.len(), 2);
        kept.prune();
        assert!(kept.is_empty());
    }

    #[test]
    fn kept_sounds_stay_while_the_callback_holds_them() {
        let mut kept = Kept::default();
        let playing = sound(&[[0.5, 0.5]; 8]);
        kept.keep(&playing);
        let mut m = Mixer::new();
        m.speak(playing, 1);
        kept.prune();
        assert_eq!(kept.len(), 1, "freed while the mixer still plays it");
        m.fill(&mut [0.0_f32; 32], 2);
        kept.prune();
        assert!(kept.is_empty());
    }
}
