//! A board as the arbiter finds it, typed: a FEN (its first field is
//! enough), or the pieces square by square.
//!
//! The square-by-square form lists White's pieces, then `/`, then
//! Black's: each piece is its letter and its square (`Ke1`, `Qd1`), a
//! pawn its square alone or with its letter (`e4`, `Pe4`); entries are
//! parted by spaces or commas, and case does not matter:
//!
//! ```text
//! Ke1 Qd1 Ra1 Rh1 a2 b2 c2 / ke8 qd8 e5
//! ```
//!
//! The letters are those of the player's language: English `K Q R B N P`,
//! German `K D T L S B`, Spanish `R D T A C P`. In German and Spanish the
//! English letters are read too where they mean nothing else (German `B`
//! is a pawn, Spanish `R` a king).

use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

use crate::notation::Lang;
use crate::notation::vocabulary::letter_in;

/// Why a typed board could not be read. Nothing was set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Neither a FEN nor White's and Black's pieces parted by one `/`.
    NoSides,
    /// An entry that is not a piece on a square.
    Unreadable(String),
    /// Two pieces on one square.
    Twice(Square),
    /// A FEN whose board cannot be read.
    BadFen(String),
}

/// The piece a letter stands for in `lang` (`notation.ftl`'s letters), or
/// else in English.
fn role_of(letter: char, lang: Lang) -> Option<Role> {
    letter_in(lang, letter).or_else(|| letter_in(Lang::En, letter))
}

/// Reads a typed board (see the [module documentation](self)).
pub fn parse_board(text: &str, lang: Lang) -> Result<Board, BoardError> {
    let text = text.trim();
    let first = text.split_whitespace().next().unwrap_or_default();
    if first.matches('/').count() == 7 {
        return first
            .parse::<Board>()
            .map_err(|_| BoardError::BadFen(first.to_owned()));
    }
    let Some((white, black)) = text.split_once('/') else {
        return Err(BoardError::NoSides);
    };
    if black.contains('/') {
        return Err(BoardError::NoSides);
    }
    let mut board = Board::empty();
    let mut taken = Bitboard::EMPTY;
    for (color, side) in [(Color::White, white), (Color::Black, black)] {
        for entry in side.split([' ', ',', ';', '\t']).filter(|e| !e.is_empty()) {
            let (role, square) =
                entry_of(entry, lang).ok_or_else(|| BoardError::Unreadable(entry.to_owned()))?;
            if taken.contains(square) {
                return Err(BoardError::Twice(square));
            }
            taken.add(square);
            board.set_piece_at(square, Piece { color, role });
        }
    }
    Ok(board)
}

fn entry_of(entry: &str, lang: Lang) -> Option<(Role, Square)> {
    let square = |s: &str| s.to_ascii_lowercase().parse::<Square>().ok();
    let mut chars = entry.chars();
    match entry.chars().count() {
        2 => Some((Role::Pawn, square(entry)?)),
        3 => {
            let role = role_of(chars.next()?, lang)?;
            Some((role, square(chars.as_str())?))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_typed_board_is_read_without_panic(text in ".*", board_like in "[KQRBNPkqrbnp1-8a-h/ ,]{0,80}") {
            for lang in Lang::ALL {
                let _ = parse_board(&text, lang);
                let _ = parse_board(&board_like, lang);
            }
        }
    }

    #[test]
    fn pieces_square_by_square_in_each_language() {
        let fen: Board = "4k3/8/8/4p3/8/8/P7/3QK3".parse().unwrap();
        assert_eq!(
            parse_board("Ke1 Qd1 a2 / ke8 e5", Lang::En),
            Ok(fen.clone())
        );
        assert_eq!(
            parse_board("Ke1, Dd1, Ba2 / Ke8, Be5", Lang::De),
            Ok(fen.clone())
        );
        assert_eq!(
            parse_board("Re1 Dd1 Pa2 / re8 pe5", Lang::Es),
            Ok(fen.clone())
        );
        assert_eq!(
            parse_board("4k3/8/8/4p3/8/8/P7/3QK3 w - - 0 1", Lang::En),
            Ok(fen)
        );
    }

    #[test]
    fn what_cannot_be_read_is_named() {
        assert_eq!(parse_board("Ke1 Qd1", Lang::En), Err(BoardError::NoSides));
        assert_eq!(
            parse_board("Ke1 Xd1 / ke8", Lang::En),
            Err(BoardError::Unreadable("Xd1".into()))
        );
        assert_eq!(
            parse_board("Ke1 Qe1 / ke8", Lang::En),
            Err(BoardError::Twice(Square::E1))
        );
        assert_eq!(
            parse_board("4k3/8/8/9/8/8/8/4K3", Lang::En),
            Err(BoardError::BadFen("4k3/8/8/9/8/8/8/4K3".into()))
        );
    }
}
