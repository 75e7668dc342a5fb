//! A `--fen` the Laws cannot play on, in the player's words: which side
//! has no king or too many, where a pawn stands that cannot, which part
//! of the text cannot be read.

use shakmaty::Color;

use crate::notation::{Lang, format_message};
use crate::rules::fen::{FenError, FenFault, FenPart};

/// Why the position of `--fen` cannot be played, as one sentence in `lang`.
pub fn fen(lang: Lang, error: &FenError) -> String {
    let side = |c: Color| if c == Color::White { "white" } else { "black" };
    let fault = match error.fault {
        FenFault::Unreadable(part) => {
            let part = match part {
                FenPart::Whole => "whole",
                FenPart::Board => "board",
                FenPart::Turn => "turn",
                FenPart::Castling => "castling",
                FenPart::EnPassant => "en-passant",
                FenPart::HalfmoveClock => "halfmoves",
                FenPart::Fullmoves => "fullmoves",
            };
            return format_message(lang, "cli-fen-unreadable", &[("part", part.into())]);
        }
        FenFault::EmptyBoard => format_message(lang, "cli-fen-empty", &[]),
        FenFault::NoKing(c) => format_message(lang, "cli-fen-no-king", &[("side", side(c).into())]),
        FenFault::TooManyKings { side: c, kings } => format_message(
            lang,
            "cli-fen-too-many-kings",
            &[("side", side(c).into()), ("kings", kings.into())],
        ),
        FenFault::PawnOnBackRank(square) => format_message(
            lang,
            "cli-fen-pawn-back-rank",
            &[("square", square.to_string().into())],
        ),
        FenFault::CheckWithoutTheMove(c) => format_message(
            lang,
            "cli-fen-check-without-move",
            &[("side", side(c).into())],
        ),
        FenFault::CastlingRights => format_message(lang, "cli-fen-castling", &[]),
        FenFault::EnPassant => format_message(lang, "cli-fen-en-passant", &[]),
    };
    format_message(lang, "cli-fen", &[("fault", fault.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen::position;

    fn said(lang: Lang, text: &str) -> String {
        fen(lang, &position(text).unwrap_err())
    }

    #[test]
    fn two_white_kings_are_named_in_every_language() {
        let two = "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1";
        assert_eq!(
            said(Lang::En, two),
            "the position of --fen cannot be played: White has 2 kings, and a side has one"
        );
        assert!(said(Lang::De, two).contains("Weiß hat 2 Könige"));
        assert!(said(Lang::Es, two).contains("las blancas tienen 2 reyes"));
    }

    #[test]
    fn every_fault_has_words_of_its_own_in_every_language() {
        for text in [
            "garbage",
            "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w XYZ - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - z9 0 1",
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4RK2 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
        ] {
            for lang in Lang::ALL {
                let words = said(lang, text);
                assert!(!words.contains("cli-"), "{lang} {text}: {words}");
                assert!(!words.contains('{'), "{lang} {text}: {words}");
            }
        }
        assert!(said(Lang::En, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1").contains("a pawn stands on a1"));
        assert!(
            said(Lang::En, "4k3/8/8/8/8/8/8/4RK2 w - - 0 1")
                .contains("Black is in check while White has the move")
        );
    }
}
