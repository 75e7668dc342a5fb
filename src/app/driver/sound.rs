//! The driver's earcons: opened once for the front end, played after the
//! words of every event said, by one rule for both front ends
//! ([`earcons_heard`] with the [`Front`]); a missing device is said at the
//! start once per machine, a device that goes away during the game at once
//! ([`news`]).

use std::time::Duration;

use super::Driver;
use crate::audio::{Earcons, Front, earcons_heard, news};
use crate::event::Event;

/// The earcons of one front end.
pub(super) struct Sound {
    earcons: Earcons,
    front: Front,
}

impl Driver {
    /// Opens the sound device for `front`; returns what to say about sound
    /// at the start (that there is none, unless this machine was told).
    pub fn open_sound(&mut self, front: Front) -> Option<Event> {
        let earcons = Earcons::open();
        let notice = news::start_notice(&earcons, &self.folders().data);
        self.sound = Some(Sound { earcons, front });
        notice.map(Event::Notice)
    }

    /// Plays the earcons of `events`, already said, as the player set the
    /// sounds; when the device has gone away, says so once.
    pub(super) fn sound(&mut self, events: &[Event]) {
        let sonify = self.session.settings().sonify;
        let Some(sound) = &mut self.sound else {
            return;
        };
        for event in events {
            sound
                .earcons
                .play_all(earcons_heard(event, sonify, sound.front));
        }
        if let Some(lost) = news::lost_notice(&mut sound.earcons, &self.opts.folders.data) {
            let lost = Event::Notice(lost);
            self.say(std::slice::from_ref(&lost));
        }
    }

    /// The earcons as opened (none before [`Driver::open_sound`]).
    pub fn earcons(&self) -> Option<&Earcons> {
        self.sound.as_ref().map(|s| &s.earcons)
    }

    /// Lets the last earcon end, for at most `limit`.
    pub(super) fn finish_sound(&self, limit: Duration) {
        if let Some(sound) = &self.sound {
            sound.earcons.finish(limit);
        }
    }
}
