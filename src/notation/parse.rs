//! Typed or spoken words into a move: one parser for every style and
//! language.
//!
//! [`parse_move`] accepts SAN (`Nf3`, `exd5`, `e8=Q`, `O-O`, `0-0`, `oo`),
//! German and Spanish piece letters (`Sf3`, `Cf3`, `Lb5`, `Ab5`), UCI and long
//! algebraic (`g1f3`, `g1 f3`, `Ng1-f3`, `e7e8q`), the Appendix E words
//! (`Springer Felix drei`, `Eva schlägt David fünf`, `Kurze Rochade`), natural
//! words in English, German and Spanish (`knight f3`, `springer f3`, `caballo
//! f3`, `e takes d5`, `e8 queen`, `enroque corto`) and NATO files (`knight
//! foxtrot three`). Check words and symbols are ignored; case, umlauts and
//! accents are forgiven (`fuenf`, `Laeufer`, `schlaegt`), and so are extra
//! spaces and punctuation. The words come from the same Fluent files as the
//! renderer's, so every rendered move reads back.
//!
//! Conventions: without a piece name a move is a pawn's (`f3`, `Felix drei`)
//! unless a from-square is given (`g1 f3`); a promotion without a piece name
//! becomes a queen, as on lichess. A capital piece letter is that piece and
//! nothing else (`Bc4` a bishop's move, refused when no bishop can go there,
//! never the pawn move c2-c4; `R` the rook, never the Spanish rey); a small
//! `b` is the b-pawn first, as in SAN, and then the bishop.

use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, File, Move, Piece, Position, Rank, Role, Square, attacks,
};

use super::{
    lexicon::{Item, lexicon, phrase, readings, split},
    render::pick,
};
use crate::rules::procedure::role_name;

/// Why a text could not be read as a legal move. Nothing was played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The text is empty or only punctuation.
    #[error("nothing to read: give a move")]
    Empty,
    /// These words were not understood (or the words do not make a move).
    #[error("not understood: \"{0}\"")]
    NotUnderstood(String),
    /// More than one legal move fits; ask which (see
    /// [`crate::notation::question::which`]).
    #[error("ambiguous: {} moves fit", candidates.len())]
    Ambiguous {
        /// The legal moves that fit, in the position's move order.
        candidates: Vec<Move>,
    },
    /// A well-formed move that is not legal here.
    #[error("{0}")]
    Illegal(Illegal),
}

/// Why a well-formed move is not legal in the position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    /// The player having the move has no such piece (where the words said).
    #[error("you have no {} there", role_name(*.0))]
    NoPiece(Role),
    /// The move names its from-square (`f3d3`) and no piece stands there.
    #[error("there is no piece on {0}")]
    EmptySquare(Square),
    /// None of the player's pieces of this kind can reach the square.
    #[error("no {} can reach {}", role_name(*role), to)]
    CannotReach {
        /// The piece kind.
        role: Role,
        /// The square.
        to: Square,
    },
    /// There is nothing to capture on the square.
    #[error("there is nothing to capture on {0}")]
    NothingToCapture(Square),
    /// A pawn cannot become this piece (or the move is no promotion).
    #[error("a pawn cannot become a {} here", role_name(*.0))]
    BadPromotion(Role),
    /// The piece could go there, but the king would be (or stay) in check.
    #[error("that would leave your king in check")]
    LeavesKingInCheck,
    /// Castling to that side is not legal now.
    #[error("castling {} is not legal here", pick(*.0, "short", "long"))]
    Castling(CastlingSide),
}

/// The most words a move is read from ("pawn echo seven takes delta eight
/// promotes to queen checkmate" has ten).
const MAX_WORDS: usize = 32;

/// What one reading of the words asks for.
#[derive(Copy, Clone, Debug, Default)]
struct Wanted {
    role: Option<Role>,
    from: Option<Square>,
    file: Option<File>,
    rank: Option<Rank>,
    takes: bool,
    to: Option<Square>,
    promotion: Option<Role>,
}

/// Reads `text` as a move in `pos`, in any style and language.
///
/// ```
/// use shakmaty::Chess;
/// use tactus::notation::parse::{ParseError, parse_move};
///
/// let pos = Chess::default();
/// let nf3 = parse_move(&pos, "Nf3").unwrap();
/// assert_eq!(parse_move(&pos, "Springer Felix drei"), Ok(nf3));
/// assert_eq!(parse_move(&pos, "caballo f3"), Ok(nf3));
/// assert_eq!(parse_move(&pos, "g1 f3"), Ok(nf3));
/// assert!(matches!(parse_move(&pos, "Nd2"), Err(ParseError::Illegal(_))));
/// assert!(matches!(parse_move(&pos, "banana"), Err(ParseError::NotUnderstood(_))));
/// ```
pub fn parse_move(pos: &Chess, text: &str) -> Result<Move, ParseError> {
    parse(pos, text, true)
}

/// [`parse_move`] that makes no queen of a promotion whose piece is not
/// named: `e8` is then ambiguous between the four pieces, to ask which
/// (strict rules, Appendix E.2.1: the piece must be announced).
///
/// ```
/// use tactus::notation::parse::{ParseError, parse_move_naming_promotion};
///
/// let pos: shakmaty::Chess = shakmaty::fen::Fen::from_ascii(b"8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
///     .unwrap()
///     .into_position(shakmaty::CastlingMode::Standard)
///     .unwrap();
/// assert!(matches!(
///     parse_move_naming_promotion(&pos, "e8"),
///     Err(ParseError::Ambiguous { candidates }) if candidates.len() == 4
/// ));
/// assert!(parse_move_naming_promotion(&pos, "e8=N").is_ok());
/// ```
pub fn parse_move_naming_promotion(pos: &Chess, text: &str) -> Result<Move, ParseError> {
    parse(pos, text, false)
}

fn parse(pos: &Chess, text: &str, queen_unless_named: bool) -> Result<Move, ParseError> {
    let text = strip_move_number(text);
    let text = text.replace("e.p.", " ep ").replace("E.P.", " ep ");
    let tokens = split(&text);
    if tokens.is_empty() {
        return Err(ParseError::Empty);
    }
    // A move takes a few words; reading every way of a long text would
    // take time that grows with the square of its length.
    if tokens.len() > MAX_WORDS {
        return Err(ParseError::NotUnderstood(text.trim().to_owned()));
    }
    if let Some(said) = castling(&text, &tokens) {
        let moves: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Castle { king, rook } if said.fits(CastlingSide::from_king_side(king < rook))))
            .collect();
        return match moves.as_slice() {
            [] => Err(ParseError::Illegal(Illegal::Castling(
                said.0.unwrap_or(CastlingSide::KingSide),
            ))),
            [one] => Ok(*one),
            _ => Err(ParseError::Ambiguous { candidates: moves }),
        };
    }
    let per_token: Vec<Vec<Vec<Item>>> = tokens.iter().map(|t| readings(t)).collect();
    let unknown: Vec<&str> = tokens
        .iter()
        .zip(&per_token)
        .filter(|(_, r)| r.is_empty())
        .map(|(t, _)| *t)
        .collect();
    if !unknown.is_empty() {
        return Err(ParseError::NotUnderstood(unknown.join(" ")));
    }
    let legal = pos.legal_moves();
    let mut first_wanted = None;
    for items in combinations(&per_token, 256) {
        let Some(wanted) = structure(&items) else {
            continue;
        };
        first_wanted.get_or_insert(wanted);
        let mut found: Vec<Move> = legal.iter().copied().filter(|m| fits(&wanted, m)).collect();
        if queen_unless_named
            && wanted.promotion.is_none()
            && found.iter().any(|m| m.promotion().is_some())
        {
            found.retain(|m| matches!(m.promotion(), None | Some(Role::Queen)));
        }
        match found.len() {
            0 => {}
            1 => return Ok(found[0]),
            _ => return Err(ParseError::Ambiguous { candidates: found }),
        }
    }
    match first_wanted {
        Some(wanted) => Err(ParseError::Illegal(why_illegal(pos, &wanted))),
        None => Err(ParseError::NotUnderstood(text.trim().to_owned())),
    }
}

/// "12. Nf3", "12...Nf3" → "Nf3".
fn strip_move_number(text: &str) -> &str {
    let trimmed = text.trim_start();
    let digits = trimmed.len()
        - trimmed
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    let rest = &trimmed[digits..];
    let after = rest.trim_start();
    if digits > 0 && after.starts_with('.') {
        after.trim_start_matches('.')
    } else {
        text
    }
}

/// Castling as said: to one side, or either (`castles`, `Rochade`, `enroque`).
#[derive(Copy, Clone, Debug)]
struct Castling(Option<CastlingSide>);

impl Castling {
    fn fits(self, side: CastlingSide) -> bool {
        self.0.is_none_or(|s| s == side)
    }
}

/// Whether `text` has the shape of a move in some style and language (a
/// castling phrase, or words that make a target square with optional
/// piece, from-hints, capture and promotion), legal or not, in no
/// particular position. The line interface uses it to tell a move whose
/// first word is also a command word (`b takes a4`) from that command.
///
/// ```
/// use tactus::notation::parse::reads_as_move;
///
/// assert!(reads_as_move("b takes a4"));
/// assert!(reads_as_move("c captura b3"));
/// assert!(reads_as_move("castles"));
/// assert!(!reads_as_move("s e"));
/// assert!(!reads_as_move("c me"));
/// ```
pub fn reads_as_move(text: &str) -> bool {
    let text = strip_move_number(text);
    let text = text.replace("e.p.", " ep ").replace("E.P.", " ep ");
    let tokens = split(&text);
    // As in `parse_move`: no move takes this many words.
    if tokens.is_empty() || tokens.len() > MAX_WORDS {
        return false;
    }
    if castling(&text, &tokens).is_some() {
        return true;
    }
    let per_token: Vec<Vec<Vec<Item>>> = tokens.iter().map(|t| readings(t)).collect();
    if per_token.iter().any(Vec::is_empty) {
        return false;
    }
    combinations(&per_token, 256)
        .iter()
        .any(|items| structure(items).is_some())
}

/// Castling: `O-O`, `0-0-0`, `oo`, or a castling phrase of any language.
fn castling(text: &str, tokens: &[&str]) -> Option<Castling> {
    let compact: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '+' | '#' | '!' | '?' | '.'))
        .map(|c| {
            if c == '0' {
                'o'
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect();
    match compact.as_str() {
        "oo" => return Some(Castling(Some(CastlingSide::KingSide))),
        "ooo" => return Some(Castling(Some(CastlingSide::QueenSide))),
        _ => {}
    }
    let lexicon = lexicon();
    let words = phrase(&tokens.join(" "));
    let noiseless: Vec<&str> = words
        .split(' ')
        .filter(|w| readings(w) != [Vec::new()])
        .collect();
    let said = noiseless.join(" ");
    let any = |phrases: &[String]| phrases.iter().any(|p| *p == said || *p == words);
    if any(&lexicon.castle_long) {
        Some(Castling(Some(CastlingSide::QueenSide)))
    } else if any(&lexicon.castle_short) {
        Some(Castling(Some(CastlingSide::KingSide)))
    } else if any(&lexicon.castle_either) {
        Some(Castling(None))
    } else {
        None
    }
}

/// Every way of reading the tokens together, most likely first, at most `cap`.
fn combinations(per_token: &[Vec<Vec<Item>>], cap: usize) -> Vec<Vec<Item>> {
    let mut out: Vec<Vec<Item>> = vec![Vec::new()];
    for choices in per_token {
        let mut next = Vec::with_capacity(out.len() * choices.len());
        'outer: for prefix in &out {
            for choice in choices {
                if next.len() >= cap {
                    break 'outer;
                }
                let mut items = prefix.clone();
                items.extend(choice.iter().copied());
                next.push(items);
            }
        }
        out = next;
    }
    out
}

/// Joins a file followed by a rank into a square, then reads the shape
/// `[piece] [from-hints] [takes] to [promotion]`. `None` if it is no move.
fn structure(items: &[Item]) -> Option<Wanted> {
    let mut joined: Vec<Item> = Vec::with_capacity(items.len());
    for item in items {
        match (joined.last(), item) {
            (Some(Item::File(f)), Item::Rank(r)) => {
                let sq = Square::from_coords(*f, *r);
                joined.pop();
                joined.push(Item::Square(sq));
            }
            _ => joined.push(*item),
        }
    }
    let to_index = joined.iter().rposition(|i| matches!(i, Item::Square(_)))?;
    let mut wanted = Wanted::default();
    if let Item::Square(to) = joined[to_index] {
        wanted.to = Some(to);
    }
    for item in &joined[to_index + 1..] {
        match item {
            Item::Role(r) if wanted.promotion.is_none() => wanted.promotion = Some(*r),
            _ => return None,
        }
    }
    for item in &joined[..to_index] {
        match *item {
            Item::Role(r) if wanted.role.is_none() && wanted.from.is_none() => {
                wanted.role = Some(r)
            }
            Item::Square(s) if wanted.from.is_none() => wanted.from = Some(s),
            // A connecting "a" between two squares ("Caballo g1 a f3").
            Item::File(_) if wanted.from.is_some() => {}
            Item::File(f) if wanted.file.is_none() => wanted.file = Some(f),
            Item::Rank(r) if wanted.rank.is_none() => wanted.rank = Some(r),
            Item::Takes => wanted.takes = true,
            _ => return None,
        }
    }
    Some(wanted)
}

/// Where the king lands, for castling read as a king move.
fn target(m: &Move) -> Square {
    match *m {
        Move::Castle { king, rook } => Square::from_coords(
            pick(CastlingSide::from_king_side(king < rook), File::G, File::C),
            king.rank(),
        ),
        _ => m.to(),
    }
}

fn fits(w: &Wanted, m: &Move) -> bool {
    let role_ok = match w.role {
        Some(role) => m.role() == role,
        None => w.from.is_some() || m.role() == Role::Pawn,
    };
    let from = m.from();
    let to_ok =
        w.to.is_some_and(|to| to == target(m) || (m.is_castle() && to == m.to()));
    role_ok
        && to_ok
        && w.from.is_none_or(|s| from == Some(s))
        && w.file.is_none_or(|f| from.is_some_and(|s| s.file() == f))
        && w.rank.is_none_or(|r| from.is_some_and(|s| s.rank() == r))
        && (!w.takes || m.is_capture())
        && w.promotion.is_none_or(|p| m.promotion() == Some(p))
}

/// The simplest true reason a well-formed move is not legal.
fn why_illegal(pos: &Chess, w: &Wanted) -> Illegal {
    let us = pos.turn();
    let board = pos.board();
    let to = w.to.unwrap_or(Square::A1);
    if let Some(from) = w
        .from
        .filter(|&s| w.role.is_none() && board.piece_at(s).is_none())
    {
        return Illegal::EmptySquare(from);
    }
    let role = w
        .role
        .or_else(|| {
            w.from
                .and_then(|s| board.piece_at(s))
                .filter(|p| p.color == us)
                .map(|p| p.role)
        })
        .unwrap_or(Role::Pawn);
    let mut ours = board.by_piece(Piece { color: us, role });
    if let Some(from) = w.from {
        ours &= Bitboard::from_square(from);
    }
    if let Some(f) = w.file {
        ours &= Bitboard::from_file(f);
    }
    if let Some(r) = w.rank {
        ours &= Bitboard::from_rank(r);
    }
    if ours.is_empty() {
        return Illegal::NoPiece(role);
    }
    if let Some(p) = w.promotion
        && (role != Role::Pawn
            || matches!(p, Role::Pawn | Role::King)
            || to.rank() != us.relative_rank(Rank::Eighth))
    {
        return Illegal::BadPromotion(p);
    }
    let theirs = pos.them().contains(to) || pos.maybe_ep_square() == Some(to);
    if w.takes && !theirs {
        return Illegal::NothingToCapture(to);
    }
    let reaches = ours.into_iter().any(|from| reach(pos, us, role, from, to));
    if reaches {
        Illegal::LeavesKingInCheck
    } else {
        Illegal::CannotReach { role, to }
    }
}

/// Whether the piece could go from `from` to `to` if its own king did not matter.
fn reach(pos: &Chess, us: Color, role: Role, from: Square, to: Square) -> bool {
    let occupied = pos.board().occupied();
    if pos.us().contains(to) {
        return false;
    }
    if role != Role::Pawn {
        return attacks::attacks(from, Piece { color: us, role }, occupied).contains(to);
    }
    if attacks::pawn_attacks(us, from).contains(to) {
        return pos.them().contains(to) || pos.maybe_ep_square() == Some(to);
    }
    let step = |sq: Square| sq.offset(us.fold_wb(8, -8));
    let one = step(from).filter(|s| !occupied.contains(*s));
    one == Some(to)
        || (from.rank() == us.relative_rank(Rank::Second)
            && one.and_then(step).filter(|s| !occupied.contains(*s)) == Some(to))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Twenty thousand words that each read as a square once took minutes:
    /// every way of reading them was built word by word.
    #[test]
    fn a_long_text_is_refused_at_once() {
        let pos = Chess::default();
        for word in ["e4 ", "b ", "1 "] {
            let text = word.repeat(20_000);
            assert!(matches!(
                parse_move(&pos, &text),
                Err(ParseError::NotUnderstood(_))
            ));
        }
        let nf3 = parse_move(&pos, "Nf3");
        assert!(nf3.is_ok());
        let padded = format!("Nf3{}", " check".repeat(MAX_WORDS - 1));
        assert_eq!(parse_move(&pos, &padded), nf3);
        assert_eq!(
            parse_move(&pos, &format!("{padded} check")),
            Err(ParseError::NotUnderstood(padded + " check"))
        );
    }
}
