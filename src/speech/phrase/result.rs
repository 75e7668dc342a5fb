//! The result in words: asked for with `result`, as a score ("1-0, White
//! won by checkmate") or that the game goes on; and what a game that is
//! over says to what needs a game that goes on, in words that fit what was
//! asked ("The game is over: there is no draw to offer").

use shakmaty::{Color, KnownOutcome};

use super::Phrases;
use crate::event::{AfterTheEnd, Notice};
use crate::rules::outcome::{Ended, Termination};
use crate::speech::{Kind, Priority};

impl Phrases {
    /// The notices of the result (any other notice is said as nothing).
    pub(super) fn result_notice(&self, notice: &Notice) -> (Priority, Kind, String) {
        match notice {
            Notice::ResultNow {
                ended: Some(ended), ..
            } => (Priority::Normal, Kind::Info, self.result_as_score(ended)),
            Notice::ResultNow {
                ended: None,
                number,
            } => (
                Priority::Normal,
                Kind::Info,
                self.say("result-still-going", vec![("number", (*number).into())]),
            ),
            Notice::GameIsOver(asked) => (
                Priority::Now,
                Kind::Refusal,
                self.say("game-is-over", vec![("asked", asked_key(*asked).into())]),
            ),
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }

    /// The result as a score, with who won and how: "1-0, White won by
    /// checkmate", "½-½, drawn by stalemate".
    pub fn result_as_score(&self, ended: &Ended) -> String {
        let score = match ended.result {
            KnownOutcome::Decisive {
                winner: Color::White,
            } => "1-0",
            KnownOutcome::Decisive {
                winner: Color::Black,
            } => "0-1",
            KnownOutcome::Draw => "½-½",
        };
        // The side the reason is about: the loser of a decisive game, the
        // side whose flag fell or who moved illegally in a drawn one.
        let (kind, side) = how(ended);
        let side_words = |side: Color| {
            self.say(
                "result-side",
                vec![("side", side.fold_wb("white", "black").into())],
            )
        };
        self.say(
            "result-as-score",
            vec![
                ("score", score.into()),
                ("how", kind.into()),
                ("side", side_words(side).into()),
                ("other", side_words(!side).into()),
            ],
        )
    }
}

/// Fluent's key for how the game ended, and the side that concerns.
fn how(ended: &Ended) -> (&'static str, Color) {
    let loser = ended.winner().map_or(Color::White, |w| !w);
    let decisive = ended.winner().is_some();
    match ended.reason {
        Termination::Checkmate => ("checkmate", loser),
        Termination::Resignation { by } => ("resignation", by),
        Termination::FlagFall { side } | Termination::FlagFallUndecided { side } => {
            (if decisive { "time" } else { "time-drawn" }, side)
        }
        Termination::IllegalMoves { by } | Termination::IllegalMovesUndecided { by } => {
            (if decisive { "illegal" } else { "illegal-drawn" }, by)
        }
        Termination::Stalemate => ("stalemate", loser),
        Termination::InsufficientMaterial | Termination::DeadPosition => ("dead", loser),
        Termination::FivefoldRepetition => ("fivefold", loser),
        Termination::SeventyFiveMoves => ("seventy-five", loser),
        Termination::DrawAgreement => ("agreement", loser),
        Termination::ThreefoldRepetitionClaimed => ("threefold", loser),
        Termination::FiftyMovesClaimed => ("fifty", loser),
    }
}

/// Fluent's key for what was asked of a game that is over.
fn asked_key(asked: AfterTheEnd) -> &'static str {
    match asked {
        AfterTheEnd::Move => "move",
        AfterTheEnd::Draw => "draw",
        AfterTheEnd::Claim => "claim",
        AfterTheEnd::Resign => "resign",
        AfterTheEnd::TakeBack => "undo",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};

    /// Every way a game ends has its own words in every language, with the
    /// score first and no Fluent id or placeholder left.
    #[test]
    fn every_end_is_said_as_a_score_in_every_language() {
        use Termination as T;
        let white = KnownOutcome::Decisive {
            winner: Color::White,
        };
        let ends = [
            (white, T::Checkmate),
            (white, T::Resignation { by: Color::Black }),
            (white, T::FlagFall { side: Color::Black }),
            (KnownOutcome::Draw, T::FlagFall { side: Color::Black }),
            (white, T::IllegalMoves { by: Color::Black }),
            (KnownOutcome::Draw, T::IllegalMoves { by: Color::Black }),
            (KnownOutcome::Draw, T::Stalemate),
            (KnownOutcome::Draw, T::DeadPosition),
            (KnownOutcome::Draw, T::FivefoldRepetition),
            (KnownOutcome::Draw, T::SeventyFiveMoves),
            (KnownOutcome::Draw, T::DrawAgreement),
            (KnownOutcome::Draw, T::ThreefoldRepetitionClaimed),
            (KnownOutcome::Draw, T::FiftyMovesClaimed),
        ];
        for lang in Lang::ALL {
            let p = Phrases::new(Style::Spoken, lang, false);
            let said: Vec<String> = ends
                .iter()
                .map(|&(result, reason)| p.result_as_score(&Ended { result, reason }))
                .collect();
            for text in &said {
                assert!(
                    text.starts_with("1-0, ") || text.starts_with("½-½, "),
                    "{lang}: {text}"
                );
                assert!(
                    !text.contains("result-") && !text.contains('{'),
                    "{lang}: {text}"
                );
            }
            let unique: std::collections::HashSet<_> = said.iter().collect();
            assert_eq!(unique.len(), said.len(), "{lang}: {said:?}");
        }
    }
}
