//! Earcons as pure sample math: every sound is synthesized from a few
//! enveloped partials, so it can be tested for length, level and pitch
//! without a sound device, and there are no recorded files to ship.
//!
//! [`render`] returns interleaved-ready stereo frames (`[left, right]`) at
//! any sample rate. Every tone starts and ends at exactly zero level
//! (raised-cosine attack and release), so an earcon never clicks, and has
//! no DC offset (sines only).
//!
//! | earcon | design | length |
//! |---|---|---|
//! | [`Earcon::Step`] | A5 880 Hz, soft 2nd harmonic, fast decay | 40 ms |
//! | [`Earcon::Cursor`] | C major scale C5 523 Hz (rank 1) … C6 1047 Hz (rank 8), panned by file | 50 ms |
//! | [`Earcon::Edge`] | low 147 Hz thud with 2nd and 3rd harmonics | 90 ms |
//! | [`Earcon::Lifted`] | glide up 440 → 880 Hz | 100 ms |
//! | [`Earcon::Placed`] | glide down 880 → 440 Hz | 100 ms |
//! | [`Earcon::Capture`] | C6 1047 Hz click, then 523 → 392 Hz with odd harmonics | 170 ms |
//! | [`Earcon::Check`] | two E6 1319 Hz beeps | 190 ms |
//! | [`Earcon::Refused`] | two buzzy B♭3 233 Hz pulses (odd harmonics) | 230 ms |
//! | [`Earcon::GameOver`] | falling arpeggio G5 E5 C5 C4, ringing | 960 ms |
//! | [`Earcon::LowTime`] | A6 1760 Hz tick | 30 ms |
//! | [`Earcon::ClockPress`] | a click: 2 kHz, fast decay, over a low 180 Hz knock | 40 ms |
//! | [`Earcon::PressIgnored`] | soft G4 392 Hz, slow attack, quiet | 60 ms |
//! | [`Earcon::PeriodAdded`] | rising C5 523 Hz then G5 784 Hz | 250 ms |
//! | [`Earcon::HearingBegan`] | pure E5 659 Hz then B5 988 Hz, soft | 80 ms |
//! | [`Earcon::HearingEnded`] | pure B5 988 Hz then E5 659 Hz, soft | 80 ms |
//! | [`Earcon::Progress`] | NVDA's progress beep: 110 Hz · 2^(percent/25), A2 at 0 % to A6 at 100 % | 40 ms |

use std::f64::consts::PI;

use shakmaty::Square;

/// A short sound with a meaning.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Earcon {
    /// The cursor moved one square (the plain sound, same everywhere).
    Step,
    /// The cursor moved onto this square, sonified: the pitch rises with
    /// the rank (a C major scale, rank 1 = C5 … rank 8 = C6) and the sound
    /// moves from left (a-file) to right (h-file).
    Cursor(Square),
    /// The cursor cannot go further: edge of the board.
    Edge,
    /// A piece was lifted (touched).
    Lifted,
    /// A piece was placed.
    Placed,
    /// A capture was made.
    Capture,
    /// Check.
    Check,
    /// An action was refused; nothing changed.
    Refused,
    /// The game is over (also a flag fall).
    GameOver,
    /// A tick while little time remains.
    LowTime,
    /// The chess clock was pressed.
    ClockPress,
    /// A clock button was pressed while its clock was not running: nothing
    /// happened (a soft sound, as a real clock's dead button).
    PressIgnored,
    /// A period ended: its time was added.
    PeriodAdded,
    /// The microphone heard a phrase begin (voice input).
    HearingBegan,
    /// The phrase heard ended; it is being read.
    HearingEnded,
    /// A long job (a review) has come this far, in percent (0–100): a
    /// short beep whose pitch rises with it, as NVDA beeps a progress bar.
    Progress(u8),
}

impl Earcon {
    /// Every earcon that is not a [`Earcon::Cursor`] nor a
    /// [`Earcon::Progress`], for listing and tests.
    pub const PLAIN: [Earcon; 14] = [
        Earcon::Step,
        Earcon::Edge,
        Earcon::Lifted,
        Earcon::Placed,
        Earcon::Capture,
        Earcon::Check,
        Earcon::Refused,
        Earcon::GameOver,
        Earcon::LowTime,
        Earcon::ClockPress,
        Earcon::PressIgnored,
        Earcon::PeriodAdded,
        Earcon::HearingBegan,
        Earcon::HearingEnded,
    ];

    /// How long the earcon lasts, in milliseconds.
    pub fn duration_ms(self) -> u32 {
        design(self)
            .tones
            .iter()
            .map(|t| t.start_ms + t.length_ms)
            .max()
            .unwrap_or(0)
    }

    /// The number of frames [`render`] returns at `sample_rate`.
    pub fn frames(self, sample_rate: u32) -> usize {
        frames_for(self.duration_ms(), sample_rate)
    }

    /// The fundamental frequency of the earcon's first tone, in hertz (the
    /// start of a glide), as designed: what a listener hears first.
    pub fn pitch(self) -> f64 {
        design(self).tones.first().map_or(0.0, |t| t.from_hz)
    }

    /// The stereo position: -1.0 is full left, 0.0 centre, 1.0 full right.
    pub fn pan(self) -> f64 {
        design(self).pan
    }
}

/// Frequencies of the C major scale from C5 to C6: the cursor's pitch on
/// ranks 1 to 8.
pub const RANK_PITCHES: [f64; 8] = [
    523.25, 587.33, 659.26, 698.46, 783.99, 880.00, 987.77, 1046.50,
];

/// The widest stereo position of the a- and h-files (not fully to one
/// side, so that both ears always hear something).
pub const FILE_PAN_WIDTH: f64 = 0.8;

/// The pitch of [`Earcon::Progress`] at `percent` (held within 0–100), as
/// NVDA's progress beeps: 110 Hz, rising an octave each quarter, to 1760 Hz.
pub fn progress_pitch(percent: u8) -> f64 {
    110.0 * 2f64.powf(f64::from(percent.min(100)) / 25.0)
}

fn frames_for(ms: u32, sample_rate: u32) -> usize {
    let frames = (u64::from(ms) * u64::from(sample_rate) + 500) / 1000;
    usize::try_from(frames).unwrap_or(usize::MAX)
}

/// One enveloped tone: a fundamental (possibly gliding exponentially from
/// `from_hz` to `to_hz`) with harmonics.
#[derive(Copy, Clone, Debug)]
struct Tone {
    start_ms: u32,
    length_ms: u32,
    from_hz: f64,
    to_hz: f64,
    amp: f64,
    /// (multiple of the fundamental, relative amplitude)
    harmonics: &'static [(f64, f64)],
    attack_ms: f64,
    release_ms: f64,
    /// Exponential decay rate per second (0: none).
    decay: f64,
}

impl Tone {
    const fn new(start_ms: u32, length_ms: u32, hz: f64, amp: f64) -> Self {
        Tone {
            start_ms,
            length_ms,
            from_hz: hz,
            to_hz: hz,
            amp,
            harmonics: &[],
            attack_ms: 3.0,
            release_ms: 8.0,
            decay: 0.0,
        }
    }

    const fn glide(mut self, to_hz: f64) -> Self {
        self.to_hz = to_hz;
        self
    }

    const fn harmonics(mut self, h: &'static [(f64, f64)]) -> Self {
        self.harmonics = h;
        self
    }

    const fn envelope(mut self, attack_ms: f64, release_ms: f64, decay: f64) -> Self {
        self.attack_ms = attack_ms;
        self.release_ms = release_ms;
        self.decay = decay;
        self
    }

    /// The envelope at `t` seconds into the tone of `len` seconds: zero at
    /// both ends, raised-cosine ramps.
    fn level(&self, t: f64, len: f64) -> f64 {
        if t <= 0.0 || t >= len {
            return 0.0;
        }
        let ramp = |x: f64| 0.5 - 0.5 * (PI * x.clamp(0.0, 1.0)).cos();
        let attack = ramp(t / (self.attack_ms / 1000.0));
        let release = ramp((len - t) / (self.release_ms / 1000.0));
        attack * release * (-self.decay * t).exp()
    }

    fn add_to(&self, out: &mut [f64], sample_rate: u32) {
        let sr = f64::from(sample_rate);
        let start = frames_for(self.start_ms, sample_rate);
        let frames = frames_for(self.length_ms, sample_rate);
        let len = f64::from(self.length_ms) / 1000.0;
        let ratio = self.to_hz / self.from_hz;
        let mut phase = 0.0_f64;
        for (i, slot) in out.iter_mut().skip(start).take(frames).enumerate() {
            let t = i as f64 / sr;
            let mut v = phase.sin();
            for &(mult, rel) in self.harmonics {
                // Skip partials above Nyquist: no aliasing.
                if self.from_hz.max(self.to_hz) * mult < sr / 2.0 {
                    v += rel * (phase * mult).sin();
                }
            }
            *slot += self.amp * self.level(t, len) * v;
            let hz = self.from_hz * ratio.powf(t / len);
            phase = (phase + 2.0 * PI * hz / sr) % (2.0 * PI * 64.0);
        }
    }
}

/// An earcon's design: its tones and its stereo position.
struct Design {
    tones: Vec<Tone>,
    pan: f64,
}

const SOFT_SECOND: &[(f64, f64)] = &[(2.0, 0.2)];
const THUD: &[(f64, f64)] = &[(2.0, 0.5), (3.0, 0.3)];
const ODD: &[(f64, f64)] = &[(3.0, 0.33), (5.0, 0.2), (7.0, 0.14)];
const BELL: &[(f64, f64)] = &[(2.0, 0.3), (3.0, 0.1)];

fn design(earcon: Earcon) -> Design {
    let centre = |tones: Vec<Tone>| Design { tones, pan: 0.0 };
    match earcon {
        Earcon::Step => centre(vec![
            Tone::new(0, 40, 880.0, 0.35)
                .harmonics(SOFT_SECOND)
                .envelope(2.0, 10.0, 30.0),
        ]),
        Earcon::Cursor(square) => {
            let rank = usize::from(square.rank());
            let file = f64::from(u8::from(square.file()));
            Design {
                tones: vec![
                    Tone::new(0, 50, RANK_PITCHES[rank.min(7)], 0.4)
                        .harmonics(SOFT_SECOND)
                        .envelope(3.0, 12.0, 20.0),
                ],
                pan: -FILE_PAN_WIDTH + file * (2.0 * FILE_PAN_WIDTH / 7.0),
            }
        }
        Earcon::Edge => centre(vec![
            Tone::new(0, 90, 146.83, 0.4)
                .harmonics(THUD)
                .envelope(2.0, 30.0, 25.0),
        ]),
        Earcon::Lifted => centre(vec![
            Tone::new(0, 100, 440.0, 0.35)
                .glide(880.0)
                .harmonics(SOFT_SECOND)
                .envelope(5.0, 20.0, 0.0),
        ]),
        Earcon::Placed => centre(vec![
            Tone::new(0, 100, 880.0, 0.35)
                .glide(440.0)
                .harmonics(SOFT_SECOND)
                .envelope(5.0, 20.0, 0.0),
        ]),
        Earcon::Capture => centre(vec![
            Tone::new(0, 50, 1046.5, 0.3).envelope(1.0, 20.0, 40.0),
            Tone::new(50, 120, 523.25, 0.3)
                .glide(392.0)
                .harmonics(ODD)
                .envelope(2.0, 40.0, 10.0),
        ]),
        Earcon::Check => centre(vec![
            Tone::new(0, 80, 1318.51, 0.3).harmonics(SOFT_SECOND),
            Tone::new(110, 80, 1318.51, 0.3).harmonics(SOFT_SECOND),
        ]),
        Earcon::Refused => centre(vec![
            Tone::new(0, 90, 233.08, 0.3).harmonics(ODD),
            Tone::new(140, 90, 233.08, 0.3).harmonics(ODD),
        ]),
        Earcon::GameOver => centre(vec![
            Tone::new(0, 400, 783.99, 0.2)
                .harmonics(BELL)
                .envelope(5.0, 100.0, 4.0),
            Tone::new(120, 400, 659.26, 0.2)
                .harmonics(BELL)
                .envelope(5.0, 100.0, 4.0),
            Tone::new(240, 400, 523.25, 0.2)
                .harmonics(BELL)
                .envelope(5.0, 100.0, 4.0),
            Tone::new(360, 600, 261.63, 0.25)
                .harmonics(BELL)
                .envelope(5.0, 250.0, 3.0),
        ]),
        Earcon::LowTime => centre(vec![
            Tone::new(0, 30, 1760.0, 0.3).envelope(1.0, 10.0, 60.0),
        ]),
        Earcon::ClockPress => centre(vec![
            Tone::new(0, 25, 2000.0, 0.25).envelope(1.0, 10.0, 120.0),
            Tone::new(0, 40, 180.0, 0.3)
                .harmonics(THUD)
                .envelope(1.0, 20.0, 60.0),
        ]),
        Earcon::PressIgnored => {
            centre(vec![Tone::new(0, 60, 392.0, 0.2).envelope(10.0, 25.0, 5.0)])
        }
        Earcon::PeriodAdded => centre(vec![
            Tone::new(0, 120, 523.25, 0.3).harmonics(SOFT_SECOND),
            Tone::new(130, 120, 783.99, 0.3).harmonics(SOFT_SECOND),
        ]),
        Earcon::HearingBegan => centre(vec![
            Tone::new(0, 35, 659.26, 0.25).envelope(4.0, 10.0, 0.0),
            Tone::new(45, 35, 987.77, 0.25).envelope(4.0, 10.0, 0.0),
        ]),
        Earcon::HearingEnded => centre(vec![
            Tone::new(0, 35, 987.77, 0.25).envelope(4.0, 10.0, 0.0),
            Tone::new(45, 35, 659.26, 0.25).envelope(4.0, 10.0, 0.0),
        ]),
        Earcon::Progress(percent) => centre(vec![
            Tone::new(0, 40, progress_pitch(percent), 0.3).envelope(3.0, 10.0, 0.0),
        ]),
    }
}

/// The earcon's samples at `sample_rate`, as stereo frames `[left, right]`
/// in -1.0..=1.0. Exactly [`Earcon::frames`] frames long; empty for a
/// sample rate of zero.
pub fn render(earcon: Earcon, sample_rate: u32) -> Vec<[f32; 2]> {
    let d = design(earcon);
    let mut mono = vec![0.0_f64; earcon.frames(sample_rate)];
    if sample_rate == 0 {
        return Vec::new();
    }
    for tone in &d.tones {
        tone.add_to(&mut mono, sample_rate);
    }
    // Equal-power panning.
    let angle = (d.pan.clamp(-1.0, 1.0) + 1.0) * PI / 4.0;
    let (left, right) = (angle.cos(), angle.sin());
    mono.iter()
        .map(|&v| {
            let v = v.clamp(-1.0, 1.0);
            [(v * left) as f32, (v * right) as f32]
        })
        .collect()
}

#[cfg(test)]
mod tests;
