//! Asking which move was meant when the words fit more than one:
//! "Which knight: Bella eins or Felix eins?"

use shakmaty::{Chess, File, Move, Rank, Role, Square};

mod asked;

pub use asked::{Asked, Kind, Whose, asked};

use super::{
    Lang, Style, fluent,
    lexicon::{Item, readings, split},
    parse::parse_move,
    render::{move_words_bare, role_words, square_words},
    words::role_key,
};

/// The question to ask when [`ParseError::Ambiguous`](super::parse::ParseError)
/// gives `candidates`: the from-squares when one kind of piece could go
/// ("Which knight: b1 or g1?"), the whole moves otherwise ("Which move: …?").
///
/// ```
/// use shakmaty::{Chess, Position, fen::Fen, CastlingMode};
/// use tactus::notation::{Lang, Style, parse::{ParseError, parse_move}, question::which};
///
/// let fen: Fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1".parse().unwrap();
/// let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
/// let Err(ParseError::Ambiguous { candidates }) = parse_move(&pos, "Nd2") else { panic!() };
/// assert_eq!(which(&candidates, Style::AppendixE, Lang::En), "Which Springer: Bella eins or Felix eins?");
/// assert_eq!(which(&candidates, Style::Spoken, Lang::De), "Welcher Springer: b1 oder f1?");
/// ```
pub fn which(candidates: &[Move], style: Style, lang: Lang) -> String {
    let bundle = fluent::bundle(lang);
    let role = candidates.first().map(|m| m.role());
    let mut froms: Vec<_> = candidates.iter().filter_map(|m| m.from()).collect();
    froms.dedup();
    let same_piece = froms.len() == candidates.len()
        && candidates
            .iter()
            .all(|m| Some(m.role()) == role && !m.is_castle());
    let choices: Vec<String> = if same_piece {
        candidates
            .iter()
            .filter_map(|m| m.from())
            .map(|sq| square_words(sq, style, lang))
            .collect()
    } else {
        candidates
            .iter()
            .map(|m| move_words_bare(*m, style, lang))
            .collect()
    };
    let choices = or_list(&choices, &fluent::format(bundle, "or", &[]));
    match role {
        Some(role) if same_piece => fluent::format(
            bundle,
            "which-piece",
            &[
                ("piece", role_words(role, style, lang).into()),
                ("role", role_key(role).into()),
                ("choices", choices.into()),
            ],
        ),
        _ => fluent::format(bundle, "which-move", &[("choices", choices.into())]),
    }
}

/// "a", "a or b", "a, b or c".
pub(crate) fn or_list(items: &[String], or: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {or} {last}", init.join(", ")),
    }
}

/// The answer to "Which …?" asked about `candidates` in `pos`: the
/// candidate that `text` picks out, if exactly one. An answer may be a
/// from-square as the question offered it (`c3`, `Cäsar drei`,
/// `charlie 3`), a from-file or rank (`d`, `4`), the target square, a piece
/// kind (`knight`, `Dame`, for a choice of pieces or of promotions), the
/// piece with its square, file or rank (`knight d4`, `Turm Anna eins`), the
/// candidate's number in the question (`1`, `2`), or the whole move in any
/// form the parser reads.
///
/// ```
/// use shakmaty::{Chess, Position, fen::Fen, CastlingMode, Square};
/// use tactus::notation::{parse::{ParseError, parse_move}, question::answer};
///
/// let fen: Fen = "4k3/8/8/8/3N4/2N5/8/4K3 w - - 0 1".parse().unwrap();
/// let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
/// let Err(ParseError::Ambiguous { candidates }) = parse_move(&pos, "Nb5") else { panic!() };
/// assert_eq!(answer(&pos, &candidates, "c3").and_then(|m| m.from()), Some(Square::C3));
/// assert_eq!(answer(&pos, &candidates, "delta 4").and_then(|m| m.from()), Some(Square::D4));
/// assert_eq!(answer(&pos, &candidates, "2").and_then(|m| m.from()), Some(Square::D4));
/// assert_eq!(answer(&pos, &candidates, "knight d4").and_then(|m| m.from()), Some(Square::D4));
/// assert_eq!(answer(&pos, &candidates, "Springer Cesar drei").and_then(|m| m.from()), Some(Square::C3));
/// assert_eq!(answer(&pos, &candidates, "e4"), None);
/// ```
pub fn answer(pos: &Chess, candidates: &[Move], text: &str) -> Option<Move> {
    let one = |found: Vec<&Move>| match found.as_slice() {
        [m] => Some(**m),
        _ => None,
    };
    let trimmed = text.trim().trim_end_matches(['.', '?', '!']);
    if let Ok(n) = trimmed.parse::<usize>() {
        return n.checked_sub(1).and_then(|i| candidates.get(i)).copied();
    }
    if let Ok(mv) = parse_move(pos, text)
        && candidates.contains(&mv)
    {
        return Some(mv);
    }
    if let Some((role, rest)) = piece_and_place(text) {
        let of_piece: Vec<Move> = candidates
            .iter()
            .filter(|m| m.role() == role)
            .copied()
            .collect();
        return one(of_piece.iter().filter(|m| rest.fits_from(m)).collect());
    }
    if let Some(role) = named_role(text) {
        let by_piece = one(candidates.iter().filter(|m| m.role() == role).collect());
        return by_piece.or_else(|| {
            one(candidates
                .iter()
                .filter(|m| m.promotion() == Some(role))
                .collect())
        });
    }
    match place(text)? {
        Place::Square(sq) => one(candidates.iter().filter(|m| m.from() == Some(sq)).collect())
            .or_else(|| one(candidates.iter().filter(|m| m.to() == sq).collect())),
        place => one(candidates.iter().filter(|m| place.fits_from(m)).collect()),
    }
}

/// A piece and the place it stands, said together as an answer to
/// "Which rook: a1 or e1?": `Turm Anna eins`, `rook a1`, `knight d4`,
/// `R e1`, `rook a`.
fn piece_and_place(text: &str) -> Option<(Role, Place)> {
    let items = only_items(text)?;
    let (Item::Role(role), rest) = items.split_first()? else {
        return None;
    };
    Some((*role, place_of(rest)?))
}

/// The piece kind `text` names, in any style and language ("queen",
/// "Dame", "dama", "Q"), if it names one and nothing else.
///
/// ```
/// use shakmaty::Role;
/// use tactus::notation::question::named_role;
///
/// assert_eq!(named_role("Knight"), Some(Role::Knight));
/// assert_eq!(named_role("Dame"), Some(Role::Queen));
/// assert_eq!(named_role("e4"), None);
/// ```
pub fn named_role(text: &str) -> Option<Role> {
    let items = only_items(text)?;
    match items.as_slice() {
        [Item::Role(r)] => Some(*r),
        _ => None,
    }
}

/// A square, a file or a rank said on its own.
enum Place {
    Square(Square),
    File(File),
    Rank(Rank),
}

impl Place {
    /// Whether `m` starts from this place.
    fn fits_from(&self, m: &Move) -> bool {
        m.from().is_some_and(|s| match self {
            Place::Square(sq) => s == *sq,
            Place::File(f) => s.file() == *f,
            Place::Rank(r) => s.rank() == *r,
        })
    }
}

fn place(text: &str) -> Option<Place> {
    place_of(&only_items(text)?)
}

fn place_of(items: &[Item]) -> Option<Place> {
    match items {
        [Item::Square(s)] => Some(Place::Square(*s)),
        [Item::File(f), Item::Rank(r)] => Some(Place::Square(Square::from_coords(*f, *r))),
        [Item::File(f)] => Some(Place::File(*f)),
        [Item::Rank(r)] => Some(Place::Rank(*r)),
        _ => None,
    }
}

/// The items of `text` when each word has a first reading (noise dropped).
fn only_items(text: &str) -> Option<Vec<Item>> {
    let mut items = Vec::new();
    for token in split(text) {
        let first = readings(token).into_iter().next()?;
        items.extend(first);
    }
    (!items.is_empty()).then_some(items)
}
