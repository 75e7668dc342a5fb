//! Moves and words heard: the grammar the recogniser listens for now, and
//! what the player meant by a phrase, handed to the session.

use super::Driver;
use crate::event::Event;
use crate::input::Action;
use crate::notation::heard::{Grammar, Hypothesis};

impl Driver {
    /// What may be said now: the session's grammar (the legal moves and
    /// the words, or the answers to the question waiting). Rebuilt after
    /// each action: the position or the question may have changed.
    pub fn grammar(&self) -> Grammar {
        self.session.grammar()
    }

    /// One phrase heard, as its hypotheses: what it meant in the grammar
    /// of now, handed to the session as a typed line is (said, saved).
    pub fn hear(&mut self, hypotheses: &[Hypothesis]) -> Vec<Event> {
        let heard = self.grammar().heard(hypotheses);
        self.dispatch(Action::Heard(heard))
    }
}
