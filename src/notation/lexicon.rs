//! The parser's vocabulary, built from the same Fluent words as the
//! renderer, and the splitting of a text into tokens with their readings.

use std::{collections::HashMap, sync::OnceLock};

use shakmaty::{File, Rank, Role, Square};

use super::{
    Lang, Style,
    fluent::{self, Bundle},
    vocabulary::{self, fold},
    words::{A, B, words},
};

/// What one word (or part of a compact token such as `Nbd2`) means.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Item {
    /// A file: "e", "Eva", "echo".
    File(File),
    /// A rank: "4", "vier", "four".
    Rank(Rank),
    /// A square: "e4" (file and rank are joined into one after reading).
    Square(Square),
    /// A piece kind: "Knight", "Springer", "N", "S", "C".
    Role(Role),
    /// A capture: "takes", "schlägt", "x".
    Takes,
}

/// A word of the vocabulary: an item, or a word that carries nothing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Word {
    Item(Item),
    Noise,
}

/// Everything the parser knows, with keys in [`fold`]ed form.
#[derive(Debug)]
pub(crate) struct Lexicon {
    words: HashMap<String, Word>,
    /// Folded phrases for short castling, words joined by one space.
    pub castle_short: Vec<String>,
    /// Folded phrases for long castling.
    pub castle_long: Vec<String>,
    /// Folded phrases for castling to whichever side is legal ("castles").
    pub castle_either: Vec<String>,
}

/// The words of a text: maximal runs of letters and digits; "e.p." is one word.
pub(crate) fn split(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect()
}

fn add(map: &mut HashMap<String, Word>, text: &str, word: Word) {
    for token in split(text) {
        map.entry(fold(token)).or_insert(word);
    }
}

fn template_words(template: &str) -> String {
    template.replace(A, " ").replace(B, " ")
}

fn build() -> Lexicon {
    let mut map = HashMap::new();
    let mut castle_short = vec!["o o".to_owned()];
    let mut castle_long = vec!["o o o".to_owned()];
    let mut castle_either = Vec::new();
    let styles = [
        (Style::AppendixE, Lang::De),
        (Style::Spoken, Lang::En),
        (Style::Spoken, Lang::De),
        (Style::Spoken, Lang::Es),
        (Style::Nato, Lang::En),
        (Style::Nato, Lang::De),
        (Style::Nato, Lang::Es),
    ];
    let bundles: [&Bundle; 3] = Lang::ALL.map(fluent::bundle);
    // Files, ranks and pieces first: they win over connecting words.
    for (style, lang) in styles {
        let w = words(style, lang);
        for i in 0..8 {
            add(
                &mut map,
                &w.files[i],
                Word::Item(Item::File(File::new(i as u32))),
            );
            add(
                &mut map,
                &w.ranks[i],
                Word::Item(Item::Rank(Rank::new(i as u32))),
            );
        }
        for (i, role) in Role::ALL.into_iter().enumerate() {
            add(&mut map, &w.roles[i], Word::Item(Item::Role(role)));
            add(&mut map, &w.nouns[i], Word::Item(Item::Role(role)));
        }
    }
    // Other names of the queen that players use: German Königin beside
    // Dame, Spanish reina beside dama.
    for bundle in bundles {
        let queen = fluent::format(bundle, "parse-queen", &[]);
        add(&mut map, &queen, Word::Item(Item::Role(Role::Queen)));
    }
    for bundle in bundles {
        let ranks = fluent::format(bundle, "parse-ranks", &[]);
        for (i, rank) in split(&ranks).into_iter().take(8).enumerate() {
            add(&mut map, rank, Word::Item(Item::Rank(Rank::new(i as u32))));
        }
        add(
            &mut map,
            &fluent::format(bundle, "parse-takes", &[]),
            Word::Item(Item::Takes),
        );
    }
    for (style, lang) in styles {
        let w = words(style, lang);
        add(
            &mut map,
            &template_words(&w.capture),
            Word::Item(Item::Takes),
        );
        for template in [&w.long, &w.promotion, &w.en_passant, &w.check, &w.checkmate] {
            add(&mut map, &template_words(template), Word::Noise);
        }
        castle_short.push(phrase(&w.castle_short));
        castle_long.push(phrase(&w.castle_long));
    }
    for bundle in bundles {
        add(
            &mut map,
            &fluent::format(bundle, "parse-noise", &[]),
            Word::Noise,
        );
        for (id, list) in [
            ("parse-castle-short", &mut castle_short),
            ("parse-castle-long", &mut castle_long),
            ("parse-castle-either", &mut castle_either),
        ] {
            let phrases = fluent::format(bundle, id, &[]);
            list.extend(phrases.split(',').map(phrase).filter(|p| !p.is_empty()));
        }
    }
    Lexicon {
        words: map,
        castle_short,
        castle_long,
        castle_either,
    }
}

/// A phrase folded, words joined by one space.
pub(crate) fn phrase(text: &str) -> String {
    split(text)
        .into_iter()
        .map(fold)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The vocabulary, built on first use and kept.
pub(crate) fn lexicon() -> &'static Lexicon {
    static LEXICON: OnceLock<Lexicon> = OnceLock::new();
    LEXICON.get_or_init(build)
}

/// The piece kind a letter stands for, in English, German and Spanish
/// (K Q R B N P; K D T L S; R D T A C P: `notation.ftl`'s letters). A
/// letter of SAN is always its SAN piece: `B` is the bishop (never the
/// German Bauer, which SAN does not write) and `R` the rook (never the
/// Spanish rey, which would make `Re2` a king move for every player who
/// meant a rook).
fn letter_role(c: char) -> Option<Role> {
    vocabulary::letter(c)
}

/// The readings of one token, most likely first: empty when it is not
/// understood; an empty reading when it is a word that carries nothing.
pub(crate) fn readings(token: &str) -> Vec<Vec<Item>> {
    let lexicon = lexicon();
    let mut out = Vec::new();
    let mut chars = token.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && c.is_uppercase()
        && let Some(role) = letter_role(c)
    {
        // A capital piece letter on its own is that piece, never a file:
        // `B c4` is the bishop's move.
        return vec![vec![Item::Role(role)]];
    }
    match lexicon.words.get(&fold(token)) {
        Some(Word::Noise) => return vec![Vec::new()],
        Some(Word::Item(item)) => out.push(vec![*item]),
        None => {}
    }
    let mut chars = token.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        out.extend(piece_letter(c).map(|r| vec![Item::Role(r)]));
    } else if out.is_empty() {
        out = compact(token);
    }
    out.dedup();
    out
}

/// The piece a letter typed before a square stands for. A small letter
/// that is also a file (`a` to `h`) is the file, except `b`, which players
/// type for the bishop too: `bxc6` is first the b-pawn's capture, as in
/// SAN, and `bc4` the bishop's move only when no b-pawn takes on c4; the
/// pawn of another file is never read from it. Capitals and the other
/// letters are their piece (`Cc3` is the Spanish caballo, never c2-c3).
fn piece_letter(c: char) -> Option<Role> {
    let role = letter_role(c)?;
    (c.is_uppercase() || !matches!(c, 'a'..='h') || c == 'b').then_some(role)
}

/// A compact token: `Nf3`, `Nbd2`, `R1e2`, `exd5`, `g1f3`, `e7e8q`, `Sf3`, `Cxf3`.
fn compact(token: &str) -> Vec<Vec<Item>> {
    if !token.is_ascii() || token.len() > 8 {
        return Vec::new();
    }
    let bytes = token.as_bytes();
    let first = char::from(bytes[0]);
    let mut out = Vec::new();
    // Read as coordinates from the start (a pawn move or a UCI move) …
    let starts_with_file = first.is_ascii_lowercase() || !first.is_ascii_alphabetic();
    if starts_with_file && let Some(body) = body(token) {
        out.push(body);
    }
    // … or with a piece letter first (but `b7` is a square, not a bishop
    // on the seventh rank).
    let square_first = first == 'b' && bytes.get(1).is_some_and(u8::is_ascii_digit);
    if let Some(rest) = token.get(1..)
        && !square_first
        && let Some(body) = body(rest)
        && let Some(role) = piece_letter(first)
    {
        let mut items = vec![Item::Role(role)];
        items.extend(body.iter().copied());
        out.push(items);
    }
    // A capital file that is no piece letter (`E4`, `Exd5`, `G1F3`).
    if first.is_ascii_uppercase()
        && letter_role(first).is_none()
        && let Some(body) = body(&token.to_ascii_lowercase())
    {
        out.push(body);
    }
    out
}

/// Files, ranks, squares and `x`, with an optional promotion letter after a
/// square: `bd2`, `1e2`, `xd5`, `g1f3`, `e8q`.
fn body(text: &str) -> Option<Vec<Item>> {
    let lower = text.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    let mut items = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = char::from(bytes[i]);
        let next = bytes.get(i + 1).map(|b| char::from(*b));
        match c {
            'a'..='h' => {
                let file = File::new(u32::from(bytes[i] - b'a'));
                if let Some(r @ '1'..='8') = next {
                    let rank = Rank::new(u32::from(r) - u32::from('1'));
                    items.push(Item::Square(Square::from_coords(file, rank)));
                    i += 1;
                } else if i > 0
                    && i + 1 == bytes.len()
                    && matches!(items.last(), Some(Item::Square(_)))
                {
                    items.push(Item::Role(letter_role(c)?));
                } else {
                    items.push(Item::File(file));
                }
            }
            '1'..='8' => items.push(Item::Rank(Rank::new(u32::from(bytes[i] - b'1')))),
            'x' | 'X' | ':' => items.push(Item::Takes),
            _ if i + 1 == bytes.len() && i > 0 => {
                items.push(Item::Role(letter_role(c)?));
            }
            _ => return None,
        }
        i += 1;
    }
    (!items.is_empty()).then_some(items)
}
