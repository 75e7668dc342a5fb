//! `review` in a game: the session decides whether the game may be
//! reviewed now and asks the front end for it
//! ([`super::Effect::Review`]); the front end runs the engine and
//! walks the review (`crate::app::driver::review`). Refused, with the
//! reason, under strict rules while the game goes on (Art. 11.3: no
//! advice during the game) and in tournament mode (the tournament gate
//! refuses it), and before the first move.

use super::Session;
use crate::event::{Event, NoReview, Notice};
use crate::rules::procedure::Rules;

impl Session {
    /// `review`: asked of the front end, or refused with the reason.
    pub(super) fn ask_review(&mut self) -> Vec<Event> {
        let why = if self.procedure.rules() == Rules::Strict && !self.game.is_over() {
            Some(NoReview::Strict)
        } else if self.game.ply_count() == 0 {
            Some(NoReview::NoMoves)
        } else {
            None
        };
        match why {
            Some(why) => vec![Event::Notice(Notice::NoReview(why))],
            None => {
                self.advice.review_wanted = true;
                Vec::new()
            }
        }
    }
}
