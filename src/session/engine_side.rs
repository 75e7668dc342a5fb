//! The engine's side of the game: the search to start, the position to
//! appraise for a draw offer, the engine's move (and the premove after
//! it), and the game paused while the engine fails.

use super::Session;
use crate::engine::SearchLimits;
use crate::event::{Event, Notice, Player, Reason};
use crate::notation::parse::parse_move;
use crate::rules::Millis;

impl Session {
    /// The search to start now, if the engine has the move and may play.
    pub fn engine_to_move(&self, now: Millis) -> Option<SearchLimits> {
        if self.game.is_over() || self.paused || self.clock.flag(now).is_some() || self.is_puzzle()
        {
            return None;
        }
        let Player::Engine(level) = self.players[self.game.turn()] else {
            return None;
        };
        let cap = level.think_cap();
        Some(SearchLimits::from_clock(&self.clock, self.game.turn(), now).capped(cap))
    }

    /// The position (FEN) the engine must appraise now, if a person has
    /// offered it a draw and the session has no fresh score to answer by:
    /// the front end sends the engine's score for it as
    /// [`Action::EngineAppraisal`](crate::input::Action::EngineAppraisal), from the search for its move if it is
    /// the engine's turn, else from a short search. Never blocks: until the
    /// score comes, the offer stands and the game goes on.
    pub fn wants_appraisal(&self) -> Option<String> {
        let to = self.draw_offer_to_engine()?;
        (self.engine_view(to).is_none()).then(|| self.game.fen())
    }

    pub(super) fn engine_moved(&mut self, uci: &shakmaty::uci::UciMove, now: Millis) -> Vec<Event> {
        if self.game.is_over() || self.paused || self.is_human(self.game.turn()) {
            return Vec::new();
        }
        let mv = match crate::engine::to_legal_move(uci, &self.game) {
            Ok(mv) => mv,
            Err(e) => return self.engine_failed(e, now),
        };
        let mut events = self.play(mv, now);
        if let Some(text) = self.premove.take()
            && !self.game.is_over()
            && self.is_human(self.game.turn())
        {
            match parse_move(self.game.position(), &text) {
                Ok(mv) => events.extend(self.human_move(mv, now)),
                Err(e) => {
                    events.push(Event::Notice(Notice::PremoveDropped { text }));
                    events.push(Event::Refused(Reason::Parse(e)));
                }
            }
        }
        events
    }

    pub(super) fn engine_failed(
        &mut self,
        error: crate::engine::EngineError,
        now: Millis,
    ) -> Vec<Event> {
        if !self.paused && !self.game.is_over() {
            let _ = self.clock.pause(now);
            self.paused = true;
            self.dirty = true;
        }
        vec![Event::Notice(Notice::EngineProblem { error })]
    }

    pub(super) fn engine_ready(&mut self, now: Millis) -> Vec<Event> {
        if self.paused {
            self.paused = false;
            let _ = self.clock.resume(now);
        }
        vec![Event::Notice(Notice::EngineReady)]
    }
}
