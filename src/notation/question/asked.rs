//! Questions asked in words, as people ask them: "what is on f7", "where
//! is my king", "what can my knight do", "wie steht es", "qué hay en f7".
//! Each is read as what a command answers ([`Asked`]); the words are
//! `input.ftl`'s `question-` messages, in every language, folded as every
//! typed word is.

use shakmaty::{Role, Square};

use super::{Place, only_items, place_of};
use crate::notation::vocabulary::{Group, find, piece};

/// Whose piece a question names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Whose {
    /// "my knight": the player's.
    Mine,
    /// "your knight", "the opponent's knight": the other side's.
    Theirs,
    /// "the knights", "white knight": as said, or both sides'.
    White,
    /// The black ones.
    Black,
    /// Both sides'.
    Any,
}

/// What a question in words asks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// "What is on f7?": the square (`f7?`).
    Square(Square),
    /// "Where is my king?": where those pieces stand (`p`).
    Where(Whose, Role),
    /// "What can my knight do?": the legal moves of the pieces of that
    /// kind (`m`).
    Can(Role),
    /// "What can the piece on f3 do?": its legal moves (`m f3`).
    CanFrom(Square),
    /// "How do I stand?": who stands better (`eval`).
    Standing,
    /// A question begun as one of these whose rest cannot be read: its
    /// kind, for the command's help.
    Unclear(Kind),
}

/// The kind of a question in words whose rest cannot be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// "What is on …".
    Square,
    /// "Where is …".
    Where,
    /// "What can … do".
    Can,
}

/// The longest beginning of a question, in words.
const LONGEST: usize = 6;

/// What `text` asks, if it is a question in words.
///
/// ```
/// use shakmaty::{Role, Square};
/// use tactus::notation::question::{Asked, Kind, Whose, asked};
///
/// assert_eq!(asked("what is on f7?"), Some(Asked::Square(Square::F7)));
/// assert_eq!(asked("¿Qué hay en f7?"), Some(Asked::Square(Square::F7)));
/// assert_eq!(asked("where is my king"), Some(Asked::Where(Whose::Mine, Role::King)));
/// assert_eq!(asked("wo ist der schwarze König"), Some(Asked::Where(Whose::Black, Role::King)));
/// assert_eq!(asked("what can my knight do"), Some(Asked::Can(Role::Knight)));
/// assert_eq!(asked("what can the piece on g1 do"), Some(Asked::CanFrom(Square::G1)));
/// assert_eq!(asked("wie steht es"), Some(Asked::Standing));
/// assert_eq!(asked("what is on"), Some(Asked::Unclear(Kind::Square)));
/// assert_eq!(asked("Nf3"), None);
/// ```
pub fn asked(text: &str) -> Option<Asked> {
    let cleaned: String = text
        .chars()
        .map(|c| if "?¿!.,".contains(c) { ' ' } else { c })
        .collect();
    let words: Vec<&str> = cleaned.split_whitespace().collect();
    for n in (1..=LONGEST.min(words.len())).rev() {
        let Some(key) = find(Group::Question, &words[..n].join(" ")) else {
            continue;
        };
        let rest = &words[n..];
        return Some(match key {
            "square" => square(rest).map_or(Asked::Unclear(Kind::Square), Asked::Square),
            "where" => named(rest).map_or(Asked::Unclear(Kind::Where), |(whose, role)| {
                Asked::Where(whose, role)
            }),
            "can" => match (square(rest), named(rest)) {
                (Some(sq), _) => Asked::CanFrom(sq),
                (None, Some((_, role))) => Asked::Can(role),
                (None, None) => Asked::Unclear(Kind::Can),
            },
            "standing" => Asked::Standing,
            _ => continue,
        });
    }
    None
}

/// The square the words name, the little words (`the`) aside: `f7`,
/// `the f7`, `Felix sieben`, `the piece on f3`.
fn square(words: &[&str]) -> Option<Square> {
    let kept: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| find(Group::Question, w) != Some("the"))
        .collect();
    // The first words that make a square: "f7", or a spelled one
    // ("Felix sieben"), wherever they stand ("the piece on f3").
    (0..kept.len()).find_map(|at| {
        (1..=2).find_map(|n| {
            let words = kept.get(at..at + n)?;
            match place_of(&only_items(&words.join(" "))?) {
                Some(Place::Square(sq)) => Some(sq),
                _ => None,
            }
        })
    })
}

/// The piece kind the words name and whose it is: `my king`, `the
/// knights`, `white rooks`, `der schwarze König`; the words after the
/// piece (`do`, `go`) are let be.
fn named(words: &[&str]) -> Option<(Whose, Role)> {
    let mut whose = Whose::Any;
    for word in words {
        if let Some(role) = piece(word) {
            return Some((whose, role));
        }
        whose = match find(Group::Question, word) {
            Some("mine") => Whose::Mine,
            Some("theirs") => Whose::Theirs,
            _ => match side(word) {
                Some(side) => side,
                None => whose,
            },
        };
    }
    None
}

/// A side's word, as a colour's adjective too (`schwarze`, `blancas`).
fn side(word: &str) -> Option<Whose> {
    let of = |w: &str| match find(Group::Side, w) {
        Some("white") => Some(Whose::White),
        Some("black") => Some(Whose::Black),
        _ => None,
    };
    of(word).or_else(|| {
        // "schwarze", "schwarzen", "blanco", "negras": the side's word
        // with an ending.
        (1..=2)
            .filter_map(|cut| {
                word.char_indices()
                    .rev()
                    .nth(cut - 1)
                    .map(|(i, _)| &word[..i])
            })
            .find_map(of)
    })
}
