//! The names of the openings in a game: each said once in the game, as it
//! is first reached ("Opening: Sicilian Defense: Najdorf Variation"; a
//! line that comes back to a name said before says nothing), by position, so that a
//! transposition counts; asked for with `opening`. Kept quiet by the
//! setting `openings off`, and in tournament mode, where a player may have
//! no information about the game (Art. 11.3).

use super::Session;
use crate::event::{Event, Notice};
use crate::study::openings::book;

impl Session {
    /// The opening of the position just reached, if the book names it
    /// and it was not said before.
    pub(super) fn opening_reached(&mut self) -> Option<Event> {
        let opening = book().name_of(self.game.position())?;
        if self.openings_said.contains(&opening.name) {
            return None;
        }
        self.openings_said.push(opening.name);
        (self.settings.openings && !self.in_tournament()).then(|| {
            Event::Notice(Notice::OpeningReached {
                name: opening.name.to_owned(),
            })
        })
    }

    /// `opening`: the last named position the game reached.
    pub(super) fn opening_now(&self) -> Event {
        let reached = book().reached(self.game.positions());
        Event::Notice(Notice::OpeningNow {
            opening: reached.map(|(_, o)| (o.name.to_owned(), o.eco.to_owned())),
        })
    }

    /// Takes the openings the restored game reached as said, so that the
    /// moves to come name only new ones.
    pub(super) fn remember_opening(&mut self) {
        self.openings_said = self
            .game
            .positions()
            .iter()
            .filter_map(|pos| book().name_of(pos).map(|o| o.name))
            .collect();
    }
}
