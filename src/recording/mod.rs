//! The score as a recording: a game read aloud into a sound file the
//! player can carry on any recorder or phone (the Laws' "recording
//! device", Appendix D.2.7): WAV, Ogg Vorbis or Ogg Opus ([`Format`]).
//!
//! [`script`] decides what is read (the heading, each move with its
//! number in the player's style and language, optionally the clock
//! readings, the result and why) with the phrase renderer the game speaks
//! with; [`Espeak`] speaks it into memory through espeak-ng's library (no
//! sound card, no speech daemon: speech-dispatcher cannot write files);
//! [`wav_bytes`], [`vorbis_bytes`] or [`opus_bytes`] makes the file, the
//! compressed ones with the game's [`Tags`] (players, event, date) in
//! their comment header. A fixed silence after every move lets a listener
//! step from move to move.
//!
//! ```no_run
//! use tactus::recording::{Reading, record};
//! use tactus::rules::pgn;
//!
//! let game = pgn::import(b"1. f3 e5 2. g4 Qh4# 0-1", 1).unwrap();
//! let recording = record(&game.game, &game.scoresheet, &Reading::default()).unwrap();
//! std::fs::write("game.wav", recording.wav().unwrap()).unwrap();
//! ```

mod format;
mod ogg_opus;
mod ogg_vorbis;
mod script;
mod tags;
mod wav;

pub use crate::audio::espeak::{Espeak, words_per_minute};
pub use format::{Asked, Format};
pub use ogg_opus::{BITRATE as OPUS_BITRATE, opus_bytes};
pub use ogg_vorbis::vorbis_bytes;
pub use script::{Extras, MOVE_PAUSE, Part, script};
pub use tags::Tags;
pub use wav::wav_bytes;

use crate::event::RecordingFault;
use crate::notation::{Lang, Style};
use crate::rules::{Millis, game::Game, scoresheet::Scoresheet};
use crate::setting::Rate;
use crate::speech::phrase::Phrases;

/// How a game is read: the notation style, language and speed, and what
/// is read besides the moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    /// How moves are worded.
    pub style: Style,
    /// The language of the words and of the voice.
    pub lang: Lang,
    /// How fast the voice speaks.
    pub rate: Rate,
    /// Clock readings or not.
    pub extras: Extras,
}

/// A game read aloud: 16-bit mono samples, and the comment header of the
/// compressed files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recording {
    /// The samples.
    pub samples: Vec<i16>,
    /// Samples per second.
    pub sample_rate: u32,
    /// The players, event and date, for the files that carry them.
    pub tags: Tags,
}

impl Recording {
    /// How long it plays.
    pub fn length(&self) -> Millis {
        self.samples.len() as Millis * 1000 / Millis::from(self.sample_rate.max(1))
    }

    /// The recording as a WAV file.
    pub fn wav(&self) -> Result<Vec<u8>, RecordingFault> {
        wav_bytes(&self.samples, self.sample_rate)
    }

    /// The recording as a file of `format`. For a game of 40 moves (4
    /// minutes of speech) Vorbis takes about 0.3 s of CPU, Opus about 3 s
    /// (`FORMAT=opus scripts/measure-recording`).
    pub fn encode(&self, format: Format) -> Result<Vec<u8>, RecordingFault> {
        match format {
            Format::Wav => self.wav(),
            Format::Vorbis => vorbis_bytes(&self.samples, self.sample_rate, &self.tags),
            Format::Opus => opus_bytes(&self.samples, self.sample_rate, &self.tags),
        }
    }
}

/// Reads `game` with its scoresheet `sheet` aloud as `reading` says. A
/// game of 40 moves takes well under a second (`scripts/measure-recording`),
/// a long one seconds: call it off the thread that plays.
pub fn record(
    game: &Game,
    sheet: &Scoresheet,
    reading: &Reading,
) -> Result<Recording, RecordingFault> {
    let phrases = Phrases::new(reading.style, reading.lang, false);
    let parts = script(game, sheet, &phrases, reading.extras);
    let mut espeak = Espeak::open(reading.lang, reading.rate)?;
    let sample_rate = espeak.sample_rate();
    let mut samples = Vec::new();
    for part in parts {
        match part {
            Part::Say(text) => samples.extend(espeak.speak(&text)?),
            Part::Pause(ms) => {
                let count = ms * Millis::from(sample_rate) / 1000;
                samples.resize(samples.len() + count as usize, 0);
            }
        }
    }
    Ok(Recording {
        samples,
        sample_rate,
        tags: Tags::of(sheet, reading.lang),
    })
}
