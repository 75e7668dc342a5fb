//! Asking which move was meant when the words fit more than one:
//! "Which knight: Bella eins or Felix eins?"

use shakmaty::Move;

use super::{
    Lang, Style, fluent,
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
    let same_piece = candidates
        .iter()
        .all(|m| Some(m.role()) == role && m.from().is_some());
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
