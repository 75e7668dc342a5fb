//! Moves, squares and pieces into words, in every [`Style`] and [`Lang`].
//!
//! The words come from the Fluent files (see [`super`] for where), built once
//! per style and language and kept; rendering a move costs microseconds.
//!
//! | move | appendix-e | spoken en | spoken de | spoken es | nato en | san |
//! |---|---|---|---|---|---|---|
//! | e4 | Eva vier | e4 | e4 | e4 | echo 4 | e4 |
//! | Nf3 | Springer Felix drei | Knight f3 | Springer f3 | Caballo f3 | Knight foxtrot 3 | Nf3 |
//! | Nbd2 | Springer Bella David zwei | Knight b d2 | Springer b d2 | Caballo b d2 | Knight bravo delta 2 | Nbd2 |
//! | R1e2 | Turm eins Eva zwei | Rook 1 e2 | Turm 1 e2 | Torre 1 e2 | Rook 1 echo 2 | R1e2 |
//! | exd5 | Eva schlägt David fünf | e takes d5 | e schlägt d5 | e captura d5 | echo takes delta 5 | exd5 |
//! | Bxf7+ | Läufer schlägt Felix sieben, Schach | Bishop takes f7, check | Läufer schlägt f7, Schach | Alfil captura f7, jaque | Bishop takes foxtrot 7, check | Bxf7+ |
//! | O-O | Kurze Rochade | short castling | kurze Rochade | enroque corto | short castling | O-O |
//! | O-O-O | Lange Rochade | long castling | lange Rochade | enroque largo | long castling | O-O-O |
//! | e8=Q | Eva acht, Umwandlung in Dame | e8 promotes to Queen | e8, Umwandlung in Dame | e8 corona Dama | echo 8 promotes to Queen | e8=Q |
//! | exd6 e.p. | Eva schlägt David sechs, en passant | e takes d6, en passant | e schlägt d6, en passant | e captura d6 al paso | echo takes delta 6, en passant | exd6 |
//! | Qh5# | Dame Hector fünf, Schachmatt | Queen h5, checkmate | Dame h5, Schachmatt | Dama h5, jaque mate | Queen hotel 5, checkmate | Qh5# |
//!
//! The long form (`long = true`) names the piece and its from-square, always,
//! pawns included; castling stays as in the short form:
//!
//! | move | appendix-e | spoken en | spoken de | spoken es | san |
//! |---|---|---|---|---|---|
//! | Nf3 | Springer Gustav eins Felix drei | Knight g1 to f3 | Springer g1 nach f3 | Caballo g1 a f3 | Ng1-f3 |
//! | e4 | Bauer Eva zwei Eva vier | Pawn e2 to e4 | Bauer e2 nach e4 | Peón e2 a e4 | e2-e4 |
//! | exd5 | Bauer Eva vier schlägt David fünf | Pawn e4 takes d5 | Bauer e4 schlägt d5 | Peón e4 captura d5 | e4xd5 |
//! | e8=Q | Bauer Eva sieben Eva acht, Umwandlung in Dame | Pawn e7 to e8 promotes to Queen | … | … | e7-e8=Q |
//! | O-O | Kurze Rochade | short castling | kurze Rochade | enroque corto | O-O |

use shakmaty::{
    CastlingSide, Chess, Color, Move, Piece, Position, Role, Square,
    san::{San, SanPlus},
};

use super::{
    Lang, Style,
    words::{Words, fill, words},
};

/// A move as a sentence names it: its words as they stand there, and the
/// move itself. For a medium that writes moves in a code of their own: a
/// braille display shows the words around a move in literary braille and
/// the move in the chess code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The move's words, as [`move_words`] put them in the sentence.
    pub words: String,
    /// The move, with its check or checkmate.
    pub san: SanPlus,
}

/// A move in words, with ", check" or ", checkmate" when the position after
/// it is check or checkmate. `long` names the from-square (see the module
/// table). A move that is not legal in `before` is still put into words,
/// without the check suffix.
///
/// ```
/// use shakmaty::{Chess, Move, Role, Square};
/// use tactus::notation::{Lang, Style, render::move_words};
///
/// let mv = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
/// let start = Chess::default();
/// assert_eq!(move_words(&start, mv, Style::AppendixE, Lang::En, false), "Springer Felix drei");
/// assert_eq!(move_words(&start, mv, Style::Spoken, Lang::En, true), "Knight g1 to f3");
/// ```
pub fn move_words(before: &Chess, mv: Move, style: Style, lang: Lang, long: bool) -> String {
    let after = before.clone().play(mv).ok();
    let check = after.as_ref().is_some_and(|p| p.is_check());
    let mate = after.as_ref().is_some_and(|p| p.is_checkmate());
    if style == Style::San {
        let mut text = if long {
            lan(mv)
        } else {
            San::from_move(before, mv).to_string()
        };
        if mate {
            text.push('#');
        } else if check {
            text.push('+');
        }
        return text;
    }
    let w = words(style, lang);
    let mut text = if long {
        long_words(w, mv)
    } else {
        short_words(w, &San::from_move(before, mv), mv.is_en_passant())
    };
    // In Chess960 castling names where king and rook go: from the many
    // starts the words alone do not tell it.
    if let Move::Castle { king, rook } = mv
        && before.castles().mode() == shakmaty::CastlingMode::Chess960
    {
        let side = castle_side(king, rook);
        let squares = format!(
            "{} {}, {} {}",
            w.noun(Role::King),
            w.square(Square::from_coords(side.king_to_file(), king.rank())),
            w.noun(Role::Rook),
            w.square(Square::from_coords(side.rook_to_file(), king.rank())),
        );
        text = fill(&w.castle_squares, &text, &squares);
    }
    if mate {
        fill(&w.checkmate, &text, "")
    } else if check {
        fill(&w.check, &text, "")
    } else {
        text
    }
}

/// A move in words without its position: the long form without the check
/// suffix. For sentences about a move when the position is not at hand
/// ("the move on the board is Knight g1 to f3").
pub fn move_words_bare(mv: Move, style: Style, lang: Lang) -> String {
    if style == Style::San {
        return lan(mv);
    }
    long_words(words(style, lang), mv)
}

/// A move in the algebraic notation printed in `lang`: SAN with the
/// language's piece letters ("Sf6", "Lxg5", "e8=D+" in German; "Cf6" in
/// Spanish), castling as `O-O`.
///
/// ```
/// use shakmaty::{Chess, Move, Role, Square, san::SanPlus};
/// use tactus::notation::{Lang, render::printed_san};
///
/// let mv = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
/// let san = SanPlus::from_move(Chess::default(), mv);
/// assert_eq!(printed_san(&san, Lang::De), "Sf3");
/// assert_eq!(printed_san(&san, Lang::Es), "Cf3");
/// assert_eq!(printed_san(&san, Lang::En), "Nf3");
/// ```
pub fn printed_san(san: &shakmaty::san::SanPlus, lang: Lang) -> String {
    let letters = &words(Style::Spoken, lang).letters;
    let letter = |role: Role| letters[usize::from(role) - 1].as_str();
    san.to_string()
        .chars()
        .map(|c| match Role::from_char(c) {
            Some(role) if c.is_ascii_uppercase() && role != Role::Pawn => letter(role).to_owned(),
            _ => c.to_string(),
        })
        .collect()
}

/// A square: "e4", "Eva vier", "echo 4".
pub fn square_words(sq: Square, style: Style, lang: Lang) -> String {
    words(style, lang).square(sq)
}

/// A piece with its colour: "white knight", "weißer Springer", "caballo
/// blanco"; in the appendix-e style the FIDE piece names.
pub fn piece_words(piece: Piece, style: Style, lang: Lang) -> String {
    let w = words(style, lang);
    w.pieces[usize::from(piece.color == Color::Black)][usize::from(piece.role) - 1].clone()
}

/// A piece kind inside a sentence: "knight", "Springer", "caballo".
pub fn role_words(role: Role, style: Style, lang: Lang) -> String {
    words(style, lang).noun(role).to_owned()
}

/// Castling in words: "short castling", "Kurze Rochade", "enroque largo".
pub fn castling_words(side: CastlingSide, style: Style, lang: Lang) -> String {
    if style == Style::San {
        return pick(side, "O-O", "O-O-O").to_owned();
    }
    let w = words(style, lang);
    pick(side, &w.castle_short, &w.castle_long).clone()
}

/// `short` for the king's side, `long` for the queen's.
pub(crate) fn pick<T>(side: CastlingSide, short: T, long: T) -> T {
    if side.is_king_side() { short } else { long }
}

fn castle_side(king: Square, rook: Square) -> CastlingSide {
    CastlingSide::from_king_side(king < rook)
}

fn short_words(w: &Words, san: &San, en_passant: bool) -> String {
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let mut from = Vec::with_capacity(3);
            if role != Role::Pawn {
                from.push(w.role(role).to_owned());
            }
            match (file, rank) {
                (Some(f), Some(r)) => from.push(w.square(Square::from_coords(f, r))),
                (Some(f), None) => from.push(w.files[usize::from(f)].clone()),
                (None, Some(r)) => from.push(w.ranks[usize::from(r)].clone()),
                (None, None) => {}
            }
            let from = from.join(" ");
            let to = w.square(to);
            let text = if capture {
                fill(&w.capture, &from, &to)
            } else {
                super::words::tidy(&format!("{from} {to}"))
            };
            finish(w, text, promotion, en_passant)
        }
        San::Castle(side) => pick(side, &w.castle_short, &w.castle_long).clone(),
        San::Put { role, to } => format!("{} {}", w.role(role), w.square(to)),
        San::Null => "--".to_owned(),
    }
}

fn long_words(w: &Words, mv: Move) -> String {
    match mv {
        Move::Castle { king, rook } => {
            pick(castle_side(king, rook), &w.castle_short, &w.castle_long).clone()
        }
        Move::Put { role, to } => format!("{} {}", w.role(role), w.square(to)),
        Move::Normal { .. } | Move::EnPassant { .. } => {
            let from = mv.from().unwrap_or(mv.to());
            let from = format!("{} {}", w.role(mv.role()), w.square(from));
            let to = w.square(mv.to());
            let text = if mv.is_capture() {
                fill(&w.capture, &from, &to)
            } else {
                fill(&w.long, &from, &to)
            };
            finish(w, text, mv.promotion(), mv.is_en_passant())
        }
    }
}

fn finish(w: &Words, text: String, promotion: Option<Role>, en_passant: bool) -> String {
    let text = match promotion {
        Some(role) => fill(&w.promotion, &text, w.role(role)),
        None => text,
    };
    if en_passant {
        fill(&w.en_passant, &text, "")
    } else {
        text
    }
}

/// Long algebraic notation: "Ng1-f3", "e4xd5", "e7-e8=Q", "O-O".
fn lan(mv: Move) -> String {
    match mv {
        Move::Castle { king, rook } => pick(castle_side(king, rook), "O-O", "O-O-O").to_owned(),
        Move::Put { role, to } => format!("{}@{to}", role.upper_char()),
        Move::Normal { .. } | Move::EnPassant { .. } => {
            let letter = match mv.role() {
                Role::Pawn => String::new(),
                role => role.upper_char().to_string(),
            };
            let from = mv.from().unwrap_or(mv.to());
            let sep = if mv.is_capture() { 'x' } else { '-' };
            let promo = mv
                .promotion()
                .map(|r| format!("={}", r.upper_char()))
                .unwrap_or_default();
            format!("{letter}{from}{sep}{}{promo}", mv.to())
        }
    }
}

/// A clock reading as a clock face shows it: "1:05:09", "14:59", "0:09".
pub fn clock_face(ms: u64) -> String {
    let s = ms / 1000;
    let (h, m, s) = (s / 3600, s % 3600 / 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod clock_face_tests {
    use super::clock_face;

    #[test]
    fn clock_faces() {
        assert_eq!(clock_face(899_400), "14:59");
        assert_eq!(clock_face(9_999), "0:09");
        assert_eq!(clock_face(3_909_000), "1:05:09");
    }
}
