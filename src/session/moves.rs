//! A person's moves: a typed move (or premove), its confirmation, the
//! Appendix E steps under strict rules, the move made on the game and the
//! clock press and records after it, and the end of the game.

use shakmaty::{Move, Position, Role};

use super::moved::{is_one_promotion, king_to, made_event, premove_makes_sense};
use super::question::Pending;
use super::{PromotionChoice, Session};
use crate::event::{AfterTheEnd, Event, Notice, Player, Reason};
use crate::notation::parse::{ParseError, parse_move, parse_move_naming_promotion};
use crate::rules::{
    Millis,
    outcome::Ended,
    procedure::{Rules, Step},
};

impl Session {
    pub(super) fn typed_move(&mut self, text: &str, now: Millis) -> Vec<Event> {
        if let Some(refusal) = self.cannot_play(AfterTheEnd::Move) {
            return vec![refusal];
        }
        if !self.is_human(self.game.turn()) {
            if !self.players.iter().any(|p| *p == Player::Human) {
                return vec![Event::Notice(Notice::NotYourMove)];
            }
            if let Err(e) = premove_makes_sense(self.game.position(), text) {
                return vec![Event::Refused(Reason::Parse(e))];
            }
            self.premove = Some(text.to_owned());
            return vec![Event::Notice(Notice::PremoveRecorded { text: text.into() })];
        }
        let parsed = if self.asks_promotion() {
            parse_move_naming_promotion(self.game.position(), text)
        } else {
            parse_move(self.game.position(), text)
        };
        match parsed {
            Err(ParseError::Ambiguous { candidates }) if is_one_promotion(&candidates) => {
                self.ask(Pending::Which(candidates), false, now);
                vec![Event::Notice(Notice::WhichPromotion)]
            }
            Err(ParseError::Ambiguous { candidates }) => {
                self.ask(Pending::Which(candidates.clone()), false, now);
                vec![Event::Refused(Reason::Parse(ParseError::Ambiguous {
                    candidates,
                }))]
            }
            Err(e) => vec![Event::Refused(Reason::Parse(e))],
            Ok(mv) if self.settings.confirm => {
                self.ask(Pending::Move(mv), false, now);
                let before = self.game.position().clone();
                vec![Event::Notice(Notice::ConfirmMove { before, mv })]
            }
            Ok(mv) => self.human_move(mv, now),
        }
    }

    /// Whether a typed promotion without its piece is asked about: always
    /// in strict rules (Appendix E.2.1), in casual ones when so set.
    pub(super) fn asks_promotion(&self) -> bool {
        self.procedure.rules() == Rules::Strict || self.settings.promotion == PromotionChoice::Ask
    }

    pub(super) fn confirmed(&mut self, pending: Pending, now: Millis) -> Vec<Event> {
        match pending {
            Pending::Move(mv) | Pending::Heard(mv) if self.game.position().is_legal(mv) => {
                self.human_move(mv, now)
            }
            Pending::Move(_) | Pending::Heard(_) => vec![Event::Notice(Notice::Cancelled)],
            Pending::Said(command) => self.carry_out(crate::input::Action::Command(command), now),
            Pending::Resign(side) => match self.game.resign(side) {
                Ok(ended) => self.ended(ended, now),
                Err(_) => vec![Event::Notice(Notice::GameIsOver(AfterTheEnd::Resign))],
            },
            Pending::Quit => {
                self.quit = true;
                vec![Event::Notice(self.goodbye())]
            }
            Pending::NewGame => self.new_game(),
            Pending::Puzzle(ask) => {
                self.puzzle_wanted = Some(ask);
                Vec::new()
            }
            Pending::Which(_) | Pending::ClaimWhich(_) => vec![Event::Notice(Notice::Cancelled)],
        }
    }

    /// Asks the front end for a new game like this one ([`Effect::NewGame`](super::Effect::NewGame));
    /// nothing is said until it starts.
    pub(super) fn new_game(&mut self) -> Vec<Event> {
        self.next_game = Some(self.setup_again());
        Vec::new()
    }

    pub(super) fn ended(&mut self, ended: Ended, now: Millis) -> Vec<Event> {
        let _ = self.clock.stop(now);
        self.premove = None;
        self.draw_offer = None;
        self.dirty = true;
        vec![Event::GameOver(ended)]
    }

    /// A person's move: at once (casual) or through the Appendix E steps (strict).
    pub(super) fn human_move(&mut self, mv: Move, now: Millis) -> Vec<Event> {
        if self.puzzle.is_some() {
            return self.puzzle_move(mv, now);
        }
        if self.procedure.rules() == Rules::Casual {
            return self.play(mv, now);
        }
        match self.strict_steps(mv) {
            Ok((mut events, ended)) => {
                events.extend(self.after_made(mv, ended, now));
                events.push(Event::Notice(Notice::ClockPressed));
                events
            }
            Err(refusal) => {
                self.procedure.reset();
                vec![Event::Refused(Reason::Procedure(refusal))]
            }
        }
    }

    /// Lift, place, (promote), announce and press: the move is made on the game.
    fn strict_steps(
        &mut self,
        mv: Move,
    ) -> Result<(Vec<Event>, Option<Ended>), crate::rules::procedure::Refusal> {
        let by = self.game.turn();
        let (from, to) = (mv.from().unwrap_or(mv.to()), king_to(mv));
        let mut events = Vec::new();
        if let Step::Lifted { at, .. } = self.procedure.lift(&self.game, by, from)? {
            events.push(Event::Notice(Notice::Lifted(at)));
        }
        if let Step::PromotionNeeded { .. } = self.procedure.place(&self.game, to)? {
            self.procedure
                .choose_promotion(&self.game, mv.promotion().unwrap_or(Role::Queen))?;
        }
        let before = self.game.position().clone();
        let ended = match self.procedure.announce(&mut self.game, mv)? {
            Step::Made { ended, .. } => ended,
            _ => None,
        };
        self.procedure.press_clock(&self.game)?;
        events.push(made_event(&before, mv, &self.game));
        Ok((events, ended))
    }

    /// Makes `mv` on the game (casual rules, and the engine's moves).
    pub(super) fn play(&mut self, mv: Move, now: Millis) -> Vec<Event> {
        let before = self.game.position().clone();
        match self.game.play(mv) {
            Ok(ended) => {
                let mut events = vec![made_event(&before, mv, &self.game)];
                events.extend(self.after_made(mv, ended, now));
                events
            }
            Err(e) => vec![Event::Refused(Reason::Move(e))],
        }
    }

    /// The clock press and the records after a move was made.
    pub(super) fn after_made(
        &mut self,
        _mv: Move,
        ended: Option<Ended>,
        now: Millis,
    ) -> Vec<Event> {
        let by = !self.game.turn();
        let mut events = Vec::new();
        if self.made_before_the_clocks() {
            // Counted as a move made, at no time; the clocks start once
            // both sides have moved.
            self.clock
                .set_moves(by, self.clock.moves(by).saturating_add(1));
            self.clocks
                .push((Some(self.clock.remaining(by, now)), Some(0)));
            self.start_clock(now);
        } else {
            match self.clock.press(by, now) {
                Ok(press) => {
                    self.clocks.push((Some(press.remaining), Some(press.used)));
                    events.extend(self.talking.on_press(&press));
                }
                Err(_) => self.clocks.push((None, None)),
            }
        }
        if self.draw_offer == Some(!by) {
            self.draw_offer = None;
            events.push(Event::Notice(Notice::DrawDeclined { by }));
        }
        self.dirty = true;
        events.extend(self.opening_reached());
        if let Some(ended) = ended {
            events.extend(self.ended(ended, now));
        }
        events
    }

    pub(super) fn empty_line(&mut self) -> Vec<Event> {
        match self.premove.take() {
            Some(_) => vec![Event::Notice(Notice::PremoveCancelled)],
            None => Vec::new(),
        }
    }
}
