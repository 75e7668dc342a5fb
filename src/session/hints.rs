//! Hints and the engine's evaluation in a casual game against the engine:
//! `hint` names the piece the engine would move, `hint` again the move;
//! `eval` says who stands better and by how much ("White is better by
//! about one pawn", "Black has mate in 3").
//!
//! The session asks the front end for an analysis of the position
//! ([`super::Effect::Analyse`]); the front end runs it (the engine
//! at full strength with a fixed budget, [`crate::engine::analysis`]) and
//! hands it back as [`Action::Analysed`], and the answer is said then.
//! One analysis serves every question about its position. Refused, with the
//! reason, under strict rules and in tournament mode (Art. 11.3: no
//! information or advice during the game; the tournament gate refuses
//! them), between two people, and once the game is over.
//!
//! [`Action::Analysed`]: crate::input::Action::Analysed

use shakmaty::uci::UciMove;

use super::Session;
use crate::engine::EngineError;
use crate::engine::analysis::Evaluation;
use crate::event::{Event, NoAdvice, Notice, Player};
use crate::rules::procedure::Rules;

/// What the player asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Asked {
    /// `hint`.
    Hint,
    /// `eval`.
    Eval,
}

/// Hints and evaluations: what waits for the engine, what it found.
#[derive(Clone, Debug, Default)]
pub(super) struct Advice {
    /// The analysis to ask the front end for: the position's key.
    pub(super) request: Option<u64>,
    /// The questions waiting for the analysis of the position `waiting_for`.
    waiting: Vec<Asked>,
    waiting_for: Option<u64>,
    /// The last analysis: its position's key and what the engine found.
    found: Option<(u64, Evaluation)>,
    /// How many hints were given in the position of `found`.
    hints: u8,
    /// A review of the game was asked for (`review`), for the front end.
    pub(super) review_wanted: bool,
}

impl Session {
    /// `hint` or `eval`: answered at once when the position is analysed,
    /// else after the analysis.
    pub(super) fn ask_advice(&mut self, asked: Asked) -> Vec<Event> {
        if let Some(why) = self.no_advice(asked) {
            return vec![Event::Notice(Notice::NoAdvice(why))];
        }
        let key = self.game.key().0;
        match &self.advice.found {
            Some((found, _)) if *found == key => self.advise(asked),
            _ => {
                let first = self.advice.waiting_for != Some(key);
                if first {
                    self.advice.waiting.clear();
                    self.advice.waiting_for = Some(key);
                    self.advice.request = Some(key);
                }
                // A second hint asked while waiting is the move.
                if asked == Asked::Hint || !self.advice.waiting.contains(&asked) {
                    self.advice.waiting.push(asked);
                }
                if first {
                    vec![Event::Notice(Notice::AdviceComing)]
                } else {
                    Vec::new()
                }
            }
        }
    }

    /// Why a hint or an evaluation cannot be had now, if it cannot.
    fn no_advice(&self, asked: Asked) -> Option<NoAdvice> {
        if self.procedure.rules() == Rules::Strict {
            Some(NoAdvice::Strict)
        } else if !self.players.iter().any(|p| matches!(p, Player::Engine(_))) {
            Some(NoAdvice::NoEngine)
        } else if self.game.is_over() {
            Some(NoAdvice::Over)
        } else if asked == Asked::Hint && !self.is_human(self.game.turn()) {
            Some(NoAdvice::NotYourMove)
        } else {
            None
        }
    }

    /// The analysis of the position with `key` came: the questions that
    /// waited for it answered (none if the game moved on meanwhile).
    pub(super) fn analysed(
        &mut self,
        key: u64,
        found: Result<Evaluation, EngineError>,
    ) -> Vec<Event> {
        if self.advice.waiting_for != Some(key) {
            return Vec::new();
        }
        self.advice.waiting_for = None;
        let waiting = std::mem::take(&mut self.advice.waiting);
        let evaluation = match found {
            Ok(evaluation) => evaluation,
            Err(e) => return vec![Event::Notice(Notice::NoAdvice(NoAdvice::Failed(e)))],
        };
        self.advice.found = Some((key, evaluation));
        self.advice.hints = 0;
        if self.game.key().0 != key {
            return Vec::new();
        }
        waiting
            .into_iter()
            .flat_map(|asked| self.advise(asked))
            .collect()
    }

    /// The answer from the analysis of the position on the board.
    fn advise(&mut self, asked: Asked) -> Vec<Event> {
        let Some((_, evaluation)) = &self.advice.found else {
            return Vec::new();
        };
        let notice = match asked {
            Asked::Eval => Notice::Evaluation {
                eval: evaluation.eval,
            },
            Asked::Hint => {
                let Some(mv) = evaluation
                    .best
                    .as_ref()
                    .and_then(|uci: &UciMove| uci.to_move(self.game.position()).ok())
                else {
                    return vec![Event::Notice(Notice::NoAdvice(NoAdvice::Over))];
                };
                self.advice.hints = self.advice.hints.saturating_add(1);
                match (self.advice.hints, mv.from()) {
                    (1, Some(from)) => Notice::HintPiece {
                        role: mv.role(),
                        from,
                    },
                    _ => Notice::HintMove {
                        before: self.game.position().clone(),
                        mv,
                    },
                }
            }
        };
        vec![Event::Notice(notice)]
    }
}
