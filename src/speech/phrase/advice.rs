//! Hints and the engine's evaluation in words: "Hint: your knight on g1",
//! "Hint: Knight f3", "White is better by about one pawn", "Black has mate
//! in 3", and why none can be had.

use super::{Phrases, role_key};
use crate::engine::analysis::Eval;
use crate::event::{NoAdvice, NoReview, Notice};
use crate::notation::render::{move_words_bare, role_words, square_words};
use crate::speech::{Kind, Priority};

/// Below this many centipawns the position is level.
const LEVEL: i64 = 25;
/// Below this many centipawns a side is slightly better.
const SLIGHTLY: i64 = 80;
/// From this many centipawns a side is winning.
const WINNING: i64 = 500;

impl Phrases {
    /// The notices of hints and evaluations (any other is said as nothing).
    pub(super) fn advice_notice(&self, notice: &Notice) -> (Priority, Kind, String) {
        let info = |text| (Priority::Normal, Kind::Info, text);
        match notice {
            Notice::HintPiece { role, from } => info(self.say(
                "hint-piece",
                vec![
                    ("piece", role_words(*role, self.style, self.lang).into()),
                    ("role", role_key(*role).into()),
                    ("square", square_words(*from, self.style, self.lang).into()),
                ],
            )),
            Notice::HintMove { mv, .. } => info(self.say(
                "hint-move",
                vec![("move", move_words_bare(*mv, self.style, self.lang).into())],
            )),
            Notice::Evaluation { eval } => info(self.evaluation(*eval)),
            Notice::AdviceComing => info(self.say("advice-coming", vec![])),
            Notice::NoAdvice(why) => {
                let text = match why {
                    NoAdvice::Failed(e) => self.say(
                        "advice-failed",
                        vec![("error", self.engine_error(e).into())],
                    ),
                    other => self.say("advice-refused", vec![("why", why_key(other).into())]),
                };
                (Priority::Now, Kind::Refusal, text)
            }
            Notice::NoReview(why) => {
                let why = match why {
                    NoReview::Strict => "strict",
                    NoReview::NoMoves => "no-moves",
                };
                let text = self.say("walk-refused", vec![("why", why.into())]);
                (Priority::Now, Kind::Refusal, text)
            }
            Notice::ReviewWords(text) => info(text.clone()),
            _ => info(String::new()),
        }
    }

    /// An evaluation in words: level, slightly better, better by about N
    /// pawns, winning, or mate in N.
    pub fn evaluation(&self, eval: Eval) -> String {
        let side = |white: bool| if white { "white" } else { "black" };
        match eval {
            Eval::Mate(0) => self.say("eval-level", vec![]),
            Eval::Mate(n) => self.say(
                "eval-mate",
                vec![("side", side(n > 0).into()), ("moves", n.abs().into())],
            ),
            Eval::Cp(cp) => {
                let pawns = (cp.abs() + 50) / 100;
                let (id, pawns) = match cp.abs() {
                    a if a < LEVEL => ("eval-level", 0),
                    a if a < SLIGHTLY => ("eval-slightly", 0),
                    a if a < WINNING => ("eval-better", pawns.max(1)),
                    _ => ("eval-winning", pawns),
                };
                self.say(
                    id,
                    vec![("side", side(cp > 0).into()), ("pawns", pawns.into())],
                )
            }
        }
    }
}

/// The Fluent selector of why no hint or evaluation can be had.
fn why_key(why: &NoAdvice) -> &'static str {
    match why {
        NoAdvice::Strict => "strict",
        NoAdvice::NoEngine => "no-engine",
        NoAdvice::Over => "over",
        NoAdvice::NotYourMove => "not-your-move",
        NoAdvice::Failed(_) => "failed",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};

    #[test]
    fn evaluations_are_said_in_words() {
        let en = Phrases::new(Style::Spoken, Lang::En, false);
        assert_eq!(en.evaluation(Eval::Cp(10)), "The position is about level.");
        assert_eq!(en.evaluation(Eval::Cp(-60)), "Black is slightly better.");
        assert_eq!(
            en.evaluation(Eval::Cp(110)),
            "White is better by about one pawn."
        );
        assert_eq!(
            en.evaluation(Eval::Cp(-260)),
            "Black is better by about 3 pawns."
        );
        assert_eq!(
            en.evaluation(Eval::Cp(900)),
            "White is winning, by about 9 pawns."
        );
        assert_eq!(en.evaluation(Eval::Mate(-3)), "Black has mate in 3.");
        assert_eq!(en.evaluation(Eval::Mate(1)), "White has mate in 1.");
        let de = Phrases::new(Style::Spoken, Lang::De, false);
        assert_eq!(
            de.evaluation(Eval::Cp(110)),
            "Weiß steht um etwa einen Bauern besser."
        );
        assert_eq!(de.evaluation(Eval::Mate(-3)), "Schwarz hat Matt in 3.");
        let es = Phrases::new(Style::Spoken, Lang::Es, false);
        assert_eq!(
            es.evaluation(Eval::Cp(-260)),
            "Las negras están mejor por unos 3 peones."
        );
        assert_eq!(
            es.evaluation(Eval::Mate(2)),
            "Las blancas tienen mate en 2."
        );
    }
}
