//! `save FILE.wav` (or `.ogg`, `.opus`) on the clock: the checked moves
//! read aloud into a recording by the front ends' [`Recordings`], so that
//! the clock goes on speaking while espeak-ng reads. The recording is of
//! the game's PGN at `save` (the same text `save FILE.pgn` writes, read
//! back as any PGN file is); what the thread finished is said at the next
//! line or tick, and closing waits for it a while.
//!
//! [`Recordings`]: crate::app::recordings::Recordings

use std::time::Duration;

use super::Front;
use crate::event::{Event, Notice};
use crate::recording::Reading;
use crate::rules::pgn;
use crate::speech::Utterance;
use crate::table::record;

/// How often the clock looks for a finished recording while one is made.
pub(super) const LOOK: Duration = Duration::from_millis(100);

impl Front {
    /// `save FILE.wav`: starts reading the game into the file and says
    /// so; a kind of sound file tactus does not write is refused, naming
    /// it.
    pub(super) fn save_recording(&mut self, file: &str) -> Utterance {
        let path = file.to_owned();
        let text = record::pgn(&self.game);
        let game = match pgn::import(text.as_bytes(), 1) {
            Ok(game) => game,
            Err(error) => return self.notice(Notice::FileProblem { path, error }),
        };
        let phrases = &self.phrases;
        let reading = Reading {
            style: phrases.style,
            lang: phrases.lang,
            ..Reading::default()
        };
        let notice = self
            .recordings
            .start(path, game.game, game.scoresheet, reading, || {});
        self.notice(notice)
    }

    /// The recordings finished since the last call, in words.
    pub(super) fn finished_recordings(&mut self) -> Vec<Utterance> {
        let ended = self.recordings.finished();
        ended.into_iter().map(|n| self.notice(n)).collect()
    }

    /// Before closing: waits for the recordings still being made (at
    /// most a minute) and says how each ended.
    pub(super) fn finish_recordings(&mut self) {
        let mut recordings = std::mem::take(&mut self.recordings);
        recordings.finish(|notice| {
            let said = self.notice(notice);
            self.say(&[said]);
        });
        self.recordings = recordings;
    }

    fn notice(&self, notice: Notice) -> Utterance {
        self.phrases.utterance(&Event::Notice(notice), None)
    }
}
