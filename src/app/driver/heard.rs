//! Moves and words heard: the grammar the recogniser listens for now, and
//! what the player meant by a phrase, handed to the session.

use super::Driver;
use crate::event::Event;
use crate::input::Action;
use crate::notation::heard::{Grammar, Heard, Hypothesis};

impl Driver {
    /// What may be said now: the phrases of the position's legal moves and
    /// the words that answer.
    pub fn grammar(&self) -> Grammar {
        Grammar::of(self.session.game().position())
    }

    /// One phrase heard, as its hypotheses: what it meant, carried out.
    pub fn hear(&mut self, hypotheses: &[Hypothesis]) -> Vec<Event> {
        match self.grammar().heard(hypotheses) {
            Heard::Moves(moves) => match moves.first() {
                Some(mv) => {
                    let san = shakmaty::san::San::from_move(self.session.game().position(), *mv);
                    self.dispatch(Action::TypedMove(san.to_string()))
                }
                None => Vec::new(),
            },
            Heard::Word(_) | Heard::Nothing => Vec::new(),
        }
    }
}
