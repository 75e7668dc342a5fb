//! Questions waiting for an answer: "Resign? Press the same key again to
//! confirm", "Knight f3? Type yes to make it", "Start a new game?",
//! "Which knight: c3 or d4?", and the opponent's draw offer.
//!
//! A question lives until the next action of the person, or until it
//! expires:
//! * the same key again (a question asked by a key) or `yes` confirms; a
//!   move heard ("Knight f3?") is confirmed by Enter and the gamepad's A
//!   too, and a phrase heard answers as [`super::heard`] says;
//! * "which" (a move, or the move intended with a draw claim) is answered
//!   by the next line: a square, a file or rank, a piece, the number of
//!   the choice or the whole move
//!   ([`crate::notation::question::answer`]); a line that answers nothing
//!   drops the question and is carried out as it is;
//! * Escape, `no` or an empty line cancels; any other key cancels and then
//!   does what it does; any other line cancels (a yes-or-no question is
//!   never answered by a line meant for something else);
//! * it expires [`KEY_ANSWER_MS`] after a key asked it, [`LINE_ANSWER_MS`]
//!   after a line asked it; the expiry is said when it comes
//!   ([`Session::next_wakeup`] carries it).
//!
//! Settings from the dialog, the window's own keys (command line,
//! settings, zoom, full screen), ticks and the engine's actions leave a
//! question waiting.

use shakmaty::{Color, Move, Position, Role};

use super::Session;
use crate::event::{Event, Notice};
use crate::input::{Action, Command};
use crate::keymap::BoardAction;
use crate::notation::question::{answer, named_role};
use crate::notation::vocabulary::letter;
use crate::rules::Millis;

/// How long a question asked by a key waits for the same key again.
pub const KEY_ANSWER_MS: Millis = 5_000;

/// How long a question asked by a line waits for the answering line.
pub const LINE_ANSWER_MS: Millis = 30_000;

/// What a question asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Pending {
    /// Make this move? (`set confirm on`)
    Move(Move),
    /// Resign for this side?
    Resign(Color),
    /// Quit?
    Quit,
    /// Set this game aside and start a new one?
    NewGame,
    /// Set this game aside for a puzzle?
    Puzzle(crate::study::puzzle::choose::Ask),
    /// Which of these moves? (the words fitted more than one)
    Which(Vec<Move>),
    /// Which of these moves, intended with a draw claim?
    ClaimWhich(Vec<Move>),
    /// Make this move heard? (Enter and the gamepad's A confirm too.)
    Heard(Move),
    /// Carry out this command heard (draw, take back)?
    Said(Command),
}

/// A question waiting for an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Question {
    /// What it asks.
    pub pending: Pending,
    /// Whether a key asked it (then the same key confirms).
    pub by_key: bool,
    /// When it expires.
    pub until: Millis,
}

/// What an action does to the waiting question.
pub(super) enum Outcome {
    /// It answered: these events, and the action is used up.
    Answered(Vec<Event>),
    /// It cancelled the question; `then_act`: the action is carried out too.
    Cancelled { then_act: bool },
    /// The question is dropped unsaid and the action carried out ("which"
    /// followed by a line that answers nothing: a new move, a command).
    Dropped,
    /// The question keeps waiting.
    Kept(Question),
}

impl Session {
    /// Asks `pending` at `now`; `by_key` gives the key's shorter time.
    pub(super) fn ask(&mut self, pending: Pending, by_key: bool, now: Millis) {
        let wait = if by_key {
            KEY_ANSWER_MS
        } else {
            LINE_ANSWER_MS
        };
        self.question = Some(Question {
            pending,
            by_key,
            until: now.saturating_add(wait),
        });
    }

    /// The question's expiry, said once when it comes.
    pub(super) fn question_expires(&mut self, now: Millis) -> Option<Event> {
        let until = self.question.as_ref()?.until;
        (now >= until).then(|| {
            self.question = None;
            Event::Notice(Notice::QuestionExpired)
        })
    }

    /// The waiting question's answer to `action`, if the action is used up
    /// by it (then the events to say); `None` when the action is still to
    /// be carried out.
    pub(super) fn answer_question(&mut self, action: &Action, now: Millis) -> Option<Vec<Event>> {
        let question = self.question.take()?;
        match self.outcome(question, action, now) {
            Outcome::Answered(events) => Some(events),
            Outcome::Cancelled { then_act: false } => Some(vec![Event::Notice(Notice::Cancelled)]),
            Outcome::Cancelled { then_act: true } => {
                let mut events = vec![Event::Notice(Notice::Cancelled)];
                events.extend(self.carry_out(action.clone(), now));
                Some(events)
            }
            Outcome::Dropped => None,
            Outcome::Kept(question) => {
                self.question = Some(question);
                None
            }
        }
    }

    fn outcome(&mut self, question: Question, action: &Action, now: Millis) -> Outcome {
        let again = question.by_key
            && matches!(
                (action, &question.pending),
                (Action::Board(BoardAction::Quit), Pending::Quit)
                    | (Action::Board(BoardAction::Resign), Pending::Resign(_))
                    | (Action::Board(BoardAction::NewGame), Pending::NewGame)
            );
        let heard = matches!(question.pending, Pending::Heard(_))
            && matches!(
                action,
                Action::Empty | Action::Board(BoardAction::LiftPlaceOrAnnounce)
            );
        match action {
            _ if again || heard => Outcome::Answered(self.confirmed(question.pending, now)),
            Action::Heard(heard) => self.heard_answer(question, heard, now),
            Action::Board(BoardAction::Cancel) | Action::Empty | Action::Command(Command::No) => {
                Outcome::Cancelled { then_act: false }
            }
            Action::Board(_) | Action::PointAt(_) => Outcome::Cancelled { then_act: true },
            Action::Command(Command::Yes) => match question.pending {
                Pending::Which(_) | Pending::ClaimWhich(_) => {
                    Outcome::Cancelled { then_act: false }
                }
                pending => Outcome::Answered(self.confirmed(pending, now)),
            },
            Action::TypedMove(_) | Action::Command(_) => match question.pending {
                Pending::Which(candidates) => match self.which_answer(&candidates, action) {
                    Some(mv) => Outcome::Answered(self.chosen(mv, now)),
                    None => Outcome::Dropped,
                },
                Pending::ClaimWhich(candidates) => match self.which_answer(&candidates, action) {
                    Some(mv) if self.game.position().is_legal(mv) => {
                        Outcome::Answered(self.claim_with(self.game.turn(), Some(mv), now))
                    }
                    _ => Outcome::Dropped,
                },
                _ => Outcome::Cancelled { then_act: false },
            },
            _ => Outcome::Kept(question),
        }
    }

    /// The candidate a line picks out.
    fn which_answer(&self, candidates: &[Move], action: &Action) -> Option<Move> {
        let text = match action {
            Action::TypedMove(text) => text.clone(),
            Action::Command(Command::Square(sq)) => sq.to_string(),
            _ => return None,
        };
        if super::is_one_promotion(candidates)
            && let Some(role) = promotion_piece(&text)
        {
            return candidates
                .iter()
                .find(|m| m.promotion() == Some(role))
                .copied();
        }
        answer(self.game.position(), candidates, &text)
    }

    /// The move chosen in answer to "which": made, or read back first
    /// when moves are confirmed.
    fn chosen(&mut self, mv: Move, now: Millis) -> Vec<Event> {
        if !self.game.position().is_legal(mv) {
            return vec![Event::Notice(Notice::Cancelled)];
        }
        if self.settings.confirm {
            self.ask(Pending::Move(mv), false, now);
            let before = self.game.position().clone();
            return vec![Event::Notice(Notice::ConfirmMove { before, mv })];
        }
        self.human_move(mv, now)
    }

    /// `yes` or `no` with no question waiting: the answer to the
    /// opponent's standing draw offer, if there is one.
    pub(super) fn answer_draw_offer(&mut self, yes: bool, now: Millis) -> Vec<Event> {
        let by = self.actor();
        let offered = self.draw_offer.is_some_and(|o| o != by) && !self.game.is_over();
        match (offered, yes) {
            (false, _) => vec![Event::Notice(Notice::NothingToAnswer)],
            (true, true) => self.draw(now),
            (true, false) => {
                self.draw_offer = None;
                vec![Event::Notice(Notice::DrawDeclined { by })]
            }
        }
    }

    /// A line naming a piece while a pawn waits on the last rank for its
    /// new piece (the board window's "which piece?"): that piece.
    pub(super) fn promotion_answer(&mut self, action: &Action) -> Option<Vec<Event>> {
        let Action::TypedMove(text) = action else {
            return None;
        };
        if !self.is_promoting() {
            return None;
        }
        let role = promotion_piece(text)?;
        Some(self.promote(role))
    }

    /// Whether `line` answers a waiting "which piece?" of a promotion. The
    /// front end hands such a line over as the answer before it is read as
    /// a command: `q`, `b`, `n`, `t`, `l`, `c` are commands too.
    pub fn answers_promotion(&self, line: &str) -> bool {
        let asked = match self.question.as_ref().map(|q| &q.pending) {
            Some(Pending::Which(candidates)) => super::is_one_promotion(candidates),
            _ => self.is_promoting(),
        };
        asked && promotion_piece(line).is_some()
    }
}

/// The piece a typed answer to a promotion names: a word in any language
/// ("queen", "Dame", "caballo") or its letter in any of them (Q R B N;
/// German D T L S; Spanish D T A C: `notation.ftl`'s letters, English's
/// reading first), in either case.
fn promotion_piece(text: &str) -> Option<Role> {
    let mut chars = text.trim().chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => letter(c).filter(|role| !matches!(role, Role::King | Role::Pawn)),
        _ => named_role(text),
    }
}

#[cfg(test)]
mod tests;
