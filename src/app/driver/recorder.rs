//! `save FILE.wav` (or `.ogg`, `.opus`) in the driver: the game as it
//! stands, in the player's words and voice speed, handed to the front
//! ends' [`Recordings`]; what each recording came to is said at the next
//! tick, and quitting waits for it a while.

use super::Driver;
use crate::event::Event;
use crate::recording::Reading;

impl Driver {
    /// `save FILE.wav` (`.ogg`, `.opus`: the extension says the kind):
    /// starts reading the game into the file on a thread and says so; the
    /// end is said by [`Driver::finished_recordings`]. A kind of sound file
    /// tactus does not write (`.mp3`) is refused at once, naming it.
    pub(super) fn start_recording(&mut self, path: String) -> Vec<Event> {
        let settings = *self.session.settings();
        let reading = Reading {
            style: settings.style,
            lang: settings.lang,
            rate: settings.rate,
            extras: Default::default(),
        };
        let game = self.session.game().clone();
        let sheet = self.session.scoresheet();
        let waker = self.waker.clone();
        let notice = self
            .recordings
            .start(path, game, sheet, reading, move || waker());
        let events = vec![Event::Notice(notice)];
        self.say(&events);
        events
    }

    /// The recordings finished since the last call, said.
    pub(super) fn finished_recordings(&mut self) -> Vec<Event> {
        let events: Vec<Event> = self
            .recordings
            .finished()
            .into_iter()
            .map(Event::Notice)
            .collect();
        if !events.is_empty() {
            self.say(&events);
        }
        events
    }

    /// Before leaving: waits for the recordings still being made (at most
    /// [`crate::app::recordings::LAST_RECORDING`]) and says how each
    /// ended.
    pub(super) fn finish_recordings(&mut self) {
        let mut recordings = std::mem::take(&mut self.recordings);
        recordings.finish(|notice| self.say(&[Event::Notice(notice)]));
        self.recordings = recordings;
    }
}
