//! The chess code: moves, move numbers and results in braille cells.
//!
//! The parts the UK code (BCA/UKAAF "Braille Chess Code and Layout", 2015)
//! states: a move number is lower-cell digits with no number sign,
//! followed by a space (rule 1.3: "2.♘f3" is `2 SF3`); a square is its
//! file letter and a lower digit; a black move that opens a numbered line
//! takes dots 3-6 (rule 1.2). Everything the code leaves uncertain is a
//! choice made here, in the one table [`SIGNS`], and listed in the README
//! ("The score in braille"):
//!
//! * capture: dots 5-6 before the square it lands on (`Q;F7`);
//! * check: dots 4-5 before the square (`Q^H5`); capture with check:
//!   dots 4-5-6 (`Q_F7`); after castling the check sign follows (`O-O^`);
//! * mate: dots 3-4-5 and m after the move (`QH5>M`);
//! * castling: the letter o and dots 3-6 (`O-O`, `O-O-O`);
//! * promotion: the new piece's letter right after the square (`E8Q`);
//! * results: lower digits with dots 3-6 (`1-0`, `0-1`) and dots 3-4 for
//!   the half (`1/2-1/2`); an unfinished game has none.
//!
//! Piece letters are those of the language ([`piece_letter`]): English
//! K Q R B and S for the knight (the UK code's), German K D T L S,
//! Spanish R D T A C. A pawn has none, as in print.

use shakmaty::san::Suffix;
use shakmaty::{CastlingSide, Color, KnownOutcome, Outcome, Role, Square, san::San, san::SanPlus};

use super::cell::{Cell, cells};
use crate::notation::Lang;

/// A sign of the chess code that is not a letter or a digit.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sign {
    /// A capture, before the square the piece lands on.
    Capture,
    /// A check, before the square the piece lands on (after castling).
    Check,
    /// A capture that gives check, before the square.
    CaptureCheck,
    /// Checkmate, after the move.
    Mate,
    /// The hyphen of castling and of results.
    Hyphen,
    /// The stroke of a half point in `1/2-1/2`.
    Half,
    /// Before a black move that opens a numbered line (UK rule 1.2).
    BlackFirst,
}

/// The signs of the chess code in BRF, in one table: what is uncertain in
/// the code is decided here and nowhere else.
pub const SIGNS: [(Sign, &str); 7] = [
    // Dots 5-6; one unofficial implementation (unverified).
    (Sign::Capture, ";"),
    // Dots 4-5; the same implementation (unverified).
    (Sign::Check, "^"),
    // Dots 4-5-6; the same implementation (unverified).
    (Sign::CaptureCheck, "_"),
    // Dots 3-4-5, then m; the same implementation (unverified).
    (Sign::Mate, ">M"),
    // Dots 3-6, the literary hyphen.
    (Sign::Hyphen, "-"),
    // Dots 3-4, the stroke of print's 1/2.
    (Sign::Half, "/"),
    // Dots 3-6: UK rule 1.2.
    (Sign::BlackFirst, "-"),
];

/// The cells of a sign.
pub fn sign(sign: Sign) -> Vec<Cell> {
    SIGNS
        .iter()
        .find(|(s, _)| *s == sign)
        .and_then(|(_, brf)| cells(brf))
        .unwrap_or_default()
}

/// The piece letters of each language, for king, queen, rook, bishop and
/// knight: in braille, and in print (where English writes N).
const LETTERS: [(Lang, [char; 5], [char; 5]); 3] = [
    (
        Lang::En,
        ['K', 'Q', 'R', 'B', 'S'],
        ['K', 'Q', 'R', 'B', 'N'],
    ),
    (
        Lang::De,
        ['K', 'D', 'T', 'L', 'S'],
        ['K', 'D', 'T', 'L', 'S'],
    ),
    (
        Lang::Es,
        ['R', 'D', 'T', 'A', 'C'],
        ['R', 'D', 'T', 'A', 'C'],
    ),
];

/// The index of a piece in [`LETTERS`]; `None` for a pawn.
fn letter_index(role: Role) -> Option<usize> {
    match role {
        Role::King => Some(0),
        Role::Queen => Some(1),
        Role::Rook => Some(2),
        Role::Bishop => Some(3),
        Role::Knight => Some(4),
        Role::Pawn => None,
    }
}

/// The braille letter of a piece in `lang`; `None` for a pawn, which has
/// none.
pub fn piece_letter(role: Role, lang: Lang) -> Option<char> {
    let i = letter_index(role)?;
    LETTERS.iter().find(|l| l.0 == lang).map(|l| l.1[i])
}

/// The print letter of a piece in `lang` (English N for the knight).
pub fn print_letter(role: Role, lang: Lang) -> Option<char> {
    let i = letter_index(role)?;
    LETTERS.iter().find(|l| l.0 == lang).map(|l| l.2[i])
}

/// A move in print, as SAN with the piece letters of `lang`: `Sf3`,
/// `exd8=D+`, `O-O`.
pub fn print_move(san: &SanPlus, lang: Lang) -> String {
    let letter = |role| {
        print_letter(role, lang)
            .map(String::from)
            .unwrap_or_default()
    };
    let mut out = match san.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let mut text = letter(role);
            text.extend(file.map(|f| f.char()));
            text.extend(rank.map(|r| r.char()));
            if capture {
                text.push('x');
            }
            text.push_str(&to.to_string());
            if let Some(p) = promotion {
                text.push('=');
                text.push_str(&letter(p));
            }
            text
        }
        San::Put { role, to } => format!("{}@{to}", letter(role)),
        other => other.to_string(),
    };
    out.extend(san.suffix.map(|s| s.char()));
    out
}

/// A BRF character's cell; the code's own characters are all BRF.
fn cell(c: char) -> Cell {
    Cell::from_brf(c).unwrap_or(Cell::BLANK)
}

/// A rank or a move number's digits: lower cells, no number sign.
pub fn lower_number(n: u32) -> Vec<Cell> {
    n.to_string().chars().map(cell).collect()
}

/// A square: its file letter and a lower digit.
pub fn square(sq: Square) -> Vec<Cell> {
    vec![cell(sq.file().char()), cell(sq.rank().char())]
}

/// One move in the chess code, with the piece letters of `lang`.
pub fn move_cells(san: &SanPlus, lang: Lang) -> Vec<Cell> {
    let mut out = Vec::new();
    let check = san.suffix == Some(Suffix::Check);
    match san.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            out.extend(piece_letter(role, lang).map(cell));
            out.extend(file.map(|f| cell(f.char())));
            out.extend(rank.map(|r| cell(r.char())));
            match (capture, check) {
                (true, true) => out.extend(sign(Sign::CaptureCheck)),
                (true, false) => out.extend(sign(Sign::Capture)),
                (false, true) => out.extend(sign(Sign::Check)),
                (false, false) => {}
            }
            out.extend(square(to));
            out.extend(promotion.and_then(|r| piece_letter(r, lang)).map(cell));
        }
        San::Castle(side) => {
            out.push(cell('O'));
            out.extend(sign(Sign::Hyphen));
            out.push(cell('O'));
            if side == CastlingSide::QueenSide {
                out.extend(sign(Sign::Hyphen));
                out.push(cell('O'));
            }
            if check {
                out.extend(sign(Sign::Check));
            }
        }
        San::Put { role, to } => {
            out.extend(piece_letter(role, lang).map(cell));
            out.extend(square(to));
        }
        San::Null => {
            out.extend(sign(Sign::Hyphen));
            out.extend(sign(Sign::Hyphen));
        }
    }
    if san.suffix == Some(Suffix::Checkmate) {
        out.extend(sign(Sign::Mate));
    }
    out
}

/// The result at the end of the moves; `None` for a game not finished.
pub fn result_cells(outcome: Outcome) -> Option<Vec<Cell>> {
    let one = lower_number(1);
    let zero = lower_number(0);
    let half: Vec<Cell> = [one.clone(), sign(Sign::Half), lower_number(2)].concat();
    match outcome {
        Outcome::Known(KnownOutcome::Decisive { winner }) => {
            let (w, b) = match winner {
                Color::White => (one, zero),
                Color::Black => (zero, one),
            };
            Some([w, sign(Sign::Hyphen), b].concat())
        }
        Outcome::Known(KnownOutcome::Draw) => {
            Some([half.clone(), sign(Sign::Hyphen), half].concat())
        }
        Outcome::Unknown => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brf(cells: &[Cell]) -> String {
        cells.iter().map(|c| c.brf()).collect()
    }

    fn coded(san: &str, lang: Lang) -> String {
        brf(&move_cells(&san.parse::<SanPlus>().unwrap(), lang))
    }

    #[test]
    fn the_uk_example_and_plain_moves_look_almost_like_print() {
        assert_eq!(coded("Nf3", Lang::En), "SF3");
        assert_eq!(coded("e4", Lang::En), "E4");
        assert_eq!(coded("Nf3", Lang::De), "SF3");
        assert_eq!(coded("Nf3", Lang::Es), "CF3");
        assert_eq!(coded("Qd8", Lang::De), "DD8");
        assert_eq!(coded("Kg1", Lang::Es), "RG1");
        assert_eq!(coded("Bb5", Lang::Es), "AB5");
        assert_eq!(brf(&lower_number(12)), "12");
        assert_eq!(
            lower_number(40)
                .iter()
                .map(|c| c.dots())
                .collect::<Vec<_>>(),
            vec![vec![2, 5, 6], vec![3, 5, 6]]
        );
    }

    #[test]
    fn captures_checks_mates_castling_and_promotion_follow_the_table() {
        assert_eq!(coded("exd5", Lang::En), "E;D5");
        assert_eq!(coded("Qh5+", Lang::En), "Q^H5");
        assert_eq!(coded("Qxf7+", Lang::En), "Q_F7");
        assert_eq!(coded("Qxf7#", Lang::De), "D;F7>M");
        assert_eq!(coded("Rd8#", Lang::En), "RD8>M");
        assert_eq!(coded("O-O", Lang::En), "O-O");
        assert_eq!(coded("O-O-O+", Lang::En), "O-O-O^");
        assert_eq!(coded("e8=Q", Lang::De), "E8D");
        assert_eq!(coded("exd8=N+", Lang::Es), "E_D8C");
        assert_eq!(coded("Nbd7", Lang::En), "SBD7");
        assert_eq!(coded("R1e2", Lang::En), "R1E2");
        assert_eq!(coded("Qh4xe1", Lang::En), "QH4;E1");
    }

    #[test]
    fn results_are_lower_digits() {
        let white = Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        });
        assert_eq!(brf(&result_cells(white).unwrap()), "1-0");
        let draw = Outcome::Known(KnownOutcome::Draw);
        assert_eq!(brf(&result_cells(draw).unwrap()), "1/2-1/2");
        assert_eq!(result_cells(Outcome::Unknown), None);
    }

    #[test]
    fn every_sign_is_brf() {
        for (s, text) in SIGNS {
            assert_eq!(sign(s).len(), text.len(), "{s:?}");
        }
    }
}
