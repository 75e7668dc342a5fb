//! Tournament mode at the front of the clock: the mode said when a game
//! begins or is resumed, and the arbiter's code or the sealed move asked
//! for on a line typed unseen ([`crate::app::echo`]), the code
//! answered "Code taken." and never said or kept.

use super::{Front, adjourn};
use crate::rules::Millis;
use crate::speech::Utterance;
use crate::speech::phrase::ClockNote;

impl Front {
    /// Whether the next line is typed unseen: the arbiter's code, a
    /// sealed move.
    pub(super) fn hides_next_line(&self) -> bool {
        self.game.awaits_code().is_some() || self.asked == adjourn::Asked::SealedMove
    }

    /// The arbiter's code, answering "Arbiter's code?": checked and
    /// logged, never said or kept; "Code taken." stands for it.
    pub(super) fn take_code(&mut self, code: &str, now: Millis) -> Vec<Utterance> {
        let events = self.game.answer_code(code, now);
        let mut said = vec![self.note(ClockNote::CodeTaken)];
        said.extend(self.stepped(Ok(events)));
        said
    }

    /// "Tournament mode: …", when the game is played in it (said when it
    /// begins and when it is resumed).
    pub(super) fn tournament_note(&self) -> Option<Utterance> {
        let mode = self.game.tournament().filter(|m| m.active)?;
        Some(self.note(ClockNote::Tournament {
            code: mode.tournament.code.is_some(),
        }))
    }
}
