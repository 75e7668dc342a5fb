//! Whose move it is, whether the player having it is in check, how the
//! game ended, and whether it can go on.

use shakmaty::{Color, Position};

use super::Session;
use crate::event::{AfterTheEnd, Event, Notice, Player};

impl Session {
    pub(super) fn over_already(&self) -> Option<Event> {
        self.game.outcome().map(Event::GameOver)
    }

    /// Whose move it is, and that he is in check if he is; or how the game
    /// ended once it is over (`t`).
    pub(super) fn turn_or_result(&self) -> Vec<Event> {
        match self.game.outcome() {
            Some(ended) => vec![Event::Notice(Notice::Finished { ended })],
            None => [self.turn_event()]
                .into_iter()
                .chain(self.in_check())
                .collect(),
        }
    }

    /// That the player having the move is in check, while the game goes on.
    pub(super) fn in_check(&self) -> Option<Event> {
        (!self.game.is_over() && self.game.position().is_check()).then(|| {
            Event::Notice(Notice::InCheck {
                side: self.game.turn(),
            })
        })
    }

    pub(super) fn turn_event(&self) -> Event {
        Event::Turn {
            side: self.game.turn(),
            number: self.game.position().fullmoves().get(),
        }
    }

    pub(super) fn is_human(&self, side: Color) -> bool {
        self.players[side] == Player::Human
    }

    /// Why `asked` cannot be done now: the game is over, or paused.
    pub(super) fn cannot_play(&self, asked: AfterTheEnd) -> Option<Event> {
        if self.game.is_over() {
            return Some(Event::Notice(Notice::GameIsOver(asked)));
        }
        self.paused.then_some(Event::Notice(Notice::Paused))
    }
}
