//! Moves and words heard by the microphone: what may be said now (the
//! grammar of the position, or of the question waiting), and what a
//! phrase heard does.
//!
//! A move heard is said back and made on "yes", Enter or the gamepad's A
//! (unless the player turned confirmation of heard moves off); moves heard
//! alike are a choice, answered by naming one, heard or typed; nothing
//! understood is said, and the third time running once with a square in
//! the NATO words. "draw" and "take back" heard are always asked first,
//! and so is "yes" heard to the opponent's draw offer;
//! "resign" asks as the typed command does; "board", "clock", "last move"
//! do what the typed commands do; "repeat" says the question waiting
//! again, else the last move. The same question machinery as a typed
//! move's ([`super::question`]).

use shakmaty::{Move, Position};

use super::Session;
use super::question::{Outcome, Pending, Question};
use crate::event::{AfterTheEnd, Event, HeardNotice, Notice, Player};
use crate::input::{Action, Command};
use crate::notation::heard::{Grammar, Heard, Word};
use crate::rules::{Millis, clock::Which};

/// How many phrases running may be misunderstood before the NATO words
/// are suggested (once).
const MISSES_BEFORE_HINT: u8 = 3;

impl Session {
    /// What may be said now: while a choice waits, its candidates, yes
    /// and no; else the legal moves and the words (yes and no among them),
    /// or only the words when no move of the player's can be made. A
    /// yes-or-no question keeps the moves and words: a grammar of "yes"
    /// and "no" alone would force whatever is said into one of them.
    pub fn grammar(&self) -> Grammar {
        match self.question.as_ref().map(|q| &q.pending) {
            Some(Pending::Which(candidates)) => Grammar::choice(self.game.position(), candidates),
            _ if self.game.is_over() || !self.is_human(self.game.turn()) => Grammar::words(),
            _ => Grammar::of(self.game.position()),
        }
    }

    /// A word heard as the typed command it stands for; any other action
    /// as it is. A phrase understood starts the count of those not
    /// understood again.
    pub(super) fn heard_as_typed(&mut self, action: Action) -> Action {
        if matches!(&action, Action::Heard(heard) if *heard != Heard::Nothing)
            && self.heard_misses.is_some()
        {
            self.heard_misses = Some(0);
        }
        let command = match &action {
            Action::Heard(Heard::Word(word)) => match word {
                // A yes to the opponent's draw offer is asked first.
                Word::Yes if self.question.is_none() => return action,
                Word::Yes => Command::Yes,
                Word::No => Command::No,
                Word::Board => Command::Board,
                Word::Clock => Command::Clock(Which::Both),
                Word::LastMove => Command::Last(1),
                Word::Resign => Command::Resign,
                Word::Repeat | Word::TakeBack | Word::Draw => return action,
            },
            _ => return action,
        };
        Action::Command(command)
    }

    /// A phrase heard while `question` waits: a choice answered by naming
    /// one; another move drops it unsaid and is carried out (asked in its
    /// turn); nothing understood or "repeat" keeps it waiting (and is
    /// said); anything else cancels it and is carried out.
    pub(super) fn heard_answer(
        &mut self,
        question: Question,
        heard: &Heard,
        now: Millis,
    ) -> Outcome {
        match (heard, &question.pending) {
            (Heard::Moves(moves), Pending::Which(candidates)) => match moves[..] {
                [mv] if candidates.contains(&mv) => Outcome::Answered(self.heard_move(mv, now)),
                _ => Outcome::Dropped,
            },
            (Heard::Moves(_), _) => Outcome::Dropped,
            (Heard::Nothing | Heard::Word(Word::Repeat), _) => Outcome::Kept(question),
            _ => Outcome::Cancelled { then_act: true },
        }
    }

    /// A phrase heard with no question waiting (or one kept waiting).
    pub(super) fn heard(&mut self, heard: Heard, now: Millis) -> Vec<Event> {
        match heard {
            Heard::Nothing => self.not_heard(),
            Heard::Moves(moves) => self.heard_moves(&moves, now),
            Heard::Word(word) => match word {
                Word::Repeat => self.repeated(now),
                Word::Yes if self.offered_draw() => {
                    self.heard_command(Command::Draw, Word::Draw, now)
                }
                Word::Yes => self.carry_out(Action::Command(Command::Yes), now),
                Word::Draw => self.heard_command(Command::Draw, word, now),
                Word::TakeBack => self.heard_command(Command::Undo, word, now),
                other => {
                    let typed = self.heard_as_typed(Action::Heard(Heard::Word(other)));
                    self.carry_out(typed, now)
                }
            },
        }
    }

    /// Whether the opponent's draw offer stands, for the player to answer.
    fn offered_draw(&self) -> bool {
        let by = self.actor();
        self.draw_offer.is_some_and(|o| o != by) && !self.game.is_over()
    }

    /// "Not heard", and the third time running the NATO words, once.
    fn not_heard(&mut self) -> Vec<Event> {
        self.heard_misses = self.heard_misses.map(|n| n.saturating_add(1));
        let hint = if self.heard_misses == Some(MISSES_BEFORE_HINT) {
            self.heard_misses = None;
            self.game.position().legal_moves().first().map(|mv| mv.to())
        } else {
            None
        };
        vec![Event::Notice(Notice::Heard(HeardNotice::Nothing { hint }))]
    }

    fn heard_moves(&mut self, moves: &[Move], now: Millis) -> Vec<Event> {
        if let Some(refusal) = self.cannot_play(AfterTheEnd::Move) {
            return vec![refusal];
        }
        if !self.is_human(self.game.turn()) {
            return vec![Event::Notice(Notice::NotYourMove)];
        }
        let legal: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|mv| self.game.position().is_legal(*mv))
            .collect();
        match legal[..] {
            [] => self.not_heard(),
            [mv] => self.heard_move(mv, now),
            _ if super::is_one_promotion(&legal) => {
                self.ask(Pending::Which(legal), false, now);
                vec![Event::Notice(Notice::WhichPromotion)]
            }
            _ => {
                self.ask(Pending::Which(legal.clone()), false, now);
                let before = self.game.position().clone();
                vec![heard_notice(HeardNotice::Which {
                    before,
                    moves: legal,
                })]
            }
        }
    }

    /// One move heard: said back for "yes", or made when heard moves are
    /// not confirmed.
    fn heard_move(&mut self, mv: Move, now: Millis) -> Vec<Event> {
        if !self.game.position().is_legal(mv) {
            return vec![Event::Notice(Notice::Cancelled)];
        }
        if !self.settings.confirm_heard {
            return self.human_move(mv, now);
        }
        self.ask(Pending::Heard(mv), false, now);
        let before = self.game.position().clone();
        vec![heard_notice(HeardNotice::Move { before, mv })]
    }

    /// Draw or take back heard: asked first, always.
    fn heard_command(&mut self, command: Command, word: Word, now: Millis) -> Vec<Event> {
        if self.players.iter().all(|p| *p != Player::Human) {
            return vec![Event::Notice(Notice::NotYourMove)];
        }
        self.ask(Pending::Said(command), false, now);
        vec![heard_notice(HeardNotice::Confirm(word))]
    }

    /// "repeat": the question waiting said again, else the last move.
    fn repeated(&mut self, now: Millis) -> Vec<Event> {
        let before = self.game.position().clone();
        let again = match self.question.as_ref().map(|q| q.pending.clone()) {
            None => return self.carry_out(Action::Command(Command::Last(1)), now),
            Some(Pending::Heard(mv)) => heard_notice(HeardNotice::Move { before, mv }),
            Some(Pending::Move(mv)) => Event::Notice(Notice::ConfirmMove { before, mv }),
            Some(Pending::Which(moves)) if super::is_one_promotion(&moves) => {
                Event::Notice(Notice::WhichPromotion)
            }
            Some(Pending::Which(moves)) => heard_notice(HeardNotice::Which { before, moves }),
            Some(Pending::Said(Command::Draw)) => heard_notice(HeardNotice::Confirm(Word::Draw)),
            Some(Pending::Said(_)) => heard_notice(HeardNotice::Confirm(Word::TakeBack)),
            Some(Pending::Resign(_)) => Event::Notice(Notice::ConfirmResign { by_key: false }),
            Some(Pending::Quit) => Event::Notice(Notice::ConfirmQuit { by_key: false }),
            Some(_) => return Vec::new(),
        };
        vec![again]
    }
}

fn heard_notice(notice: HeardNotice) -> Event {
    Event::Notice(Notice::Heard(notice))
}

#[cfg(test)]
mod tests;
