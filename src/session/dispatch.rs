//! The way in: [`Session::handle`] takes one action, lets time pass (the
//! talking clock, a flag fall, a question's expiry), hands the action to
//! the question waiting for it or to what carries it out, and says when
//! to call it again ([`Session::next_wakeup`]).

use super::{Handled, Session};
use crate::event::Event;
use crate::input::Action;
use crate::rules::Millis;

impl Session {
    /// When the front end must call [`Session::handle`] with [`Action::Tick`]
    /// next: the talking clock's next mark, the flag or a waiting question's
    /// expiry, whichever is first.
    pub fn next_wakeup(&self, now: Millis) -> Option<Millis> {
        let expiry = self.question.as_ref().map(|q| q.until);
        if self.game.is_over() {
            return expiry;
        }
        let flag = self.clock.next_flag_at();
        [self.talking.next_due_at(&self.clock, now), flag, expiry]
            .into_iter()
            .flatten()
            .min()
    }

    /// Takes one action at `now`: what happened, and what the front end
    /// must do for it.
    pub fn handle(&mut self, action: Action, now: Millis) -> Handled {
        let events = self.step(action, now);
        Handled {
            events,
            effects: self.effects(),
        }
    }

    /// The events of `action` at `now`.
    fn step(&mut self, action: Action, now: Millis) -> Vec<Event> {
        let action = self.heard_as_typed(action);
        let mut out = self.time_passes(now);
        if let Some(events) = self.code_answer(&action, now) {
            out.extend(events);
            return out;
        }
        match self.answer_question(&action, now) {
            Some(events) => out.extend(events),
            None => out.extend(self.carry_out(action, now)),
        }
        out
    }

    /// Carries out `action` (no question waits for it).
    pub(super) fn carry_out(&mut self, action: Action, now: Millis) -> Vec<Event> {
        if let Some(events) = self.promotion_answer(&action) {
            return events;
        }
        if let Some(events) = self.puzzle_gate(&action, now) {
            return events;
        }
        if let Some(events) = self.tournament_gate(&action, now) {
            return events;
        }
        match action {
            Action::TypedMove(text) => self.typed_move(&text, now),
            Action::Heard(heard) => self.heard(heard, now),
            Action::Command(command) => self.command(command, now),
            Action::Empty => self.empty_line(),
            Action::EngineMoved(uci) => self.engine_moved(&uci, now),
            Action::EngineFailed(message) => self.engine_failed(message, now),
            Action::EngineReady => self.engine_ready(now),
            Action::EngineAppraisal(appraisal) => {
                self.appraisal = Some(appraisal);
                self.engine_answers_draw(now)
            }
            Action::LoadPgn { path, text, number } => self.load(&path, &text, number, now),
            Action::Board(board) => self.board_action(board, now),
            Action::PointAt(square) => self.point_at(square),
            Action::Setting(value) => self.set_listed_value(value),
            Action::Analysed { key, found } => self.analysed(key, found),
            Action::Tick | Action::ArbiterCode(_) => Vec::new(),
        }
    }

    /// The talking clock's marks, and a flag fall ending the game: said
    /// once, by the end of the game ("Your flag fell. You lose."), not also
    /// by the talking clock's own flag notice.
    fn time_passes(&mut self, now: Millis) -> Vec<Event> {
        let expired = self.question_expires(now);
        if self.game.is_over() {
            return expired.into_iter().collect();
        }
        let mut out: Vec<Event> = expired.into_iter().collect();
        out.extend(self.talking.due(&self.clock, now));
        if let Some(flag) = self.clock.flag(now) {
            if let Ok(ended) = self.game.flag_fell(flag.side) {
                let _ = self.clock.stop(now);
                out.retain(|e| !matches!(e, Event::FlagFell { .. }));
                out.push(Event::GameOver(ended));
                self.question = None;
                self.premove = None;
                self.dirty = true;
            } else if !out.iter().any(|e| matches!(e, Event::FlagFell { .. })) {
                out.push(Event::FlagFell { side: flag.side });
            }
        }
        out
    }
}
