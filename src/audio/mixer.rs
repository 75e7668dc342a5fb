//! The audio callback's mixing, free of any device so it can be tested:
//! a fixed set of voices, each a rendered earcon and a position in it,
//! summed into the device's buffer in the device's sample type and channel
//! layout. It never allocates or frees: sounds are shared [`Arc`]s whose
//! last owner is the player's cache, never the callback.

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

/// Mixes up to [`MAX_VOICES`] sounds into an output buffer.
#[derive(Debug, Default)]
pub struct Mixer {
    voices: [Option<Voice>; MAX_VOICES],
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

    /// The number of sounds playing.
    pub fn active(&self) -> usize {
        self.voices.iter().flatten().count()
    }

    /// Fills `out`, interleaved with `channels` channels, with the next
    /// frames of every playing sound, summed and clamped to -1.0..=1.0.
    /// Stereo goes to the first two channels (the usual front left and
    /// right) and the others are silent; a mono device gets the average of
    /// left and right. Returns how many sounds ended in this buffer.
    pub fn fill<T>(&mut self, out: &mut [T], channels: usize) -> usize
    where
        T: Sample + FromSample<f32>,
    {
        if channels == 0 {
            return 0;
        }
        let mut ended = 0;
        for frame in out.chunks_mut(channels) {
            let mut mix = [0.0_f32; 2];
            for slot in self.voices.iter_mut() {
                let Some(voice) = slot else { continue };
                if let Some([l, r]) = voice.sound.get(voice.position) {
                    mix[0] += l;
                    mix[1] += r;
                    voice.position += 1;
                }
                if voice.position >= voice.sound.len() {
                    *slot = None;
                    ended += 1;
                }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn sound(frames: &[[f32; 2]]) -> Sound {
        Arc::from(frames)
    }

    #[test]
    fn plays_one_sound_then_silence() {
        let mut m = Mixer::new();
        assert!(m.start(sound(&[[0.5, -0.5], [0.25, 0.0]])).is_ok());
        let mut out = [9.0_f32; 8];
        assert_eq!(m.fill(&mut out, 2), 1);
        assert_eq!(out, [0.5, -0.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(m.active(), 0);
    }

    #[test]
    fn continues_across_buffers() {
        let mut m = Mixer::new();
        let frames: Vec<[f32; 2]> = (0..5).map(|i| [i as f32 / 10.0, 0.0]).collect();
        m.start(sound(&frames)).ok();
        let mut a = [0.0_f32; 6];
        assert_eq!(m.fill(&mut a, 2), 0);
        assert_eq!(m.active(), 1);
        let mut b = [0.0_f32; 6];
        assert_eq!(m.fill(&mut b, 2), 1);
        assert_eq!(a, [0.0, 0.0, 0.1, 0.0, 0.2, 0.0]);
        assert_eq!(b, [0.3, 0.0, 0.4, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn mixes_and_clamps() {
        let mut m = Mixer::new();
        m.start(sound(&[[0.25, 0.75], [0.5, 0.5]])).ok();
        m.start(sound(&[[0.25, 0.75]])).ok();
        let mut out = [0.0_f32; 4];
        assert_eq!(m.fill(&mut out, 2), 2);
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
        assert_eq!(m.fill(&mut out, 2), MAX_VOICES);
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
        assert_eq!(m.fill(&mut [0.0_f32; 4], 0), 0);
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
}
