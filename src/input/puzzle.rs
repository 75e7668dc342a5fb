//! The words of `puzzle` (`aufgabe`, `problema`): a rating, a theme in
//! any language or as Lichess's key, or `id` and a puzzle's id; first
//! `own` (`eigene`, `propios`) for a puzzle from the player's own games.
//! The words are `input.ftl`'s `puzzle-` messages and the themes'
//! names of `puzzles.ftl`.

use crate::notation::vocabulary::{Group, find};
use crate::notation::{Lang, format_message};
use crate::study::puzzle::{
    choose::Ask,
    themes::{OTHERS, TRANSLATED},
};

/// The ratings a player may ask for.
const RATINGS: std::ops::RangeInclusive<u16> = 100..=3500;

/// What `puzzle ARGS` asks for: nothing (a puzzle near the player's
/// rating), a rating (`puzzle 1600`), a theme (`puzzle fork`, `puzzle
/// Gabel`, `puzzle mate in 2`), both (`puzzle 1600 fork`), or one puzzle
/// (`puzzle id 00008`), each from the player's own games after `own`
/// (`puzzle own`, `puzzle own fork`). `None` when the words are none of
/// these.
pub(super) fn ask(args: &[&str]) -> Option<Ask> {
    if let [first, rest @ ..] = args
        && find(Group::Puzzle, first) == Some("own")
    {
        return Some(Ask {
            own: true,
            ..ask(rest)?
        });
    }
    match args {
        [] => Some(Ask::default()),
        [word, id] if find(Group::Puzzle, word) == Some("id") => Some(Ask {
            id: Some((*id).to_owned()),
            ..Ask::default()
        }),
        [first, rest @ ..] if rating(first).is_some() => Some(Ask {
            rating: rating(first),
            theme: (!rest.is_empty()).then(|| theme(&rest.join(" "))),
            ..Ask::default()
        }),
        words => {
            let (last, before) = words.split_last()?;
            match rating(last) {
                Some(n) if !before.is_empty() && theme_known(&before.join(" ")) => Some(Ask {
                    rating: Some(n),
                    theme: Some(theme(&before.join(" "))),
                    ..Ask::default()
                }),
                _ => Some(Ask {
                    theme: Some(theme(&words.join(" "))),
                    ..Ask::default()
                }),
            }
        }
    }
}

fn rating(word: &str) -> Option<u16> {
    word.parse().ok().filter(|n| RATINGS.contains(n))
}

/// The Lichess key of a theme named in any language (`Gabel`: `fork`,
/// `mate in 2`: `mateIn2`); a word that names none is kept as it is, to
/// be looked for among the themes of the file.
pub fn theme(words: &str) -> String {
    known(words).unwrap_or_else(|| words.trim().to_owned())
}

fn theme_known(words: &str) -> bool {
    known(words).is_some()
}

fn known(words: &str) -> Option<String> {
    let wanted = words.trim().to_lowercase();
    TRANSLATED
        .iter()
        .chain(OTHERS.iter())
        .find(|key| {
            key.to_lowercase() == wanted
                || [Lang::En, Lang::De, Lang::Es].iter().any(|&lang| {
                    format_message(lang, &format!("theme-{key}"), &[]).to_lowercase() == wanted
                })
        })
        .map(|key| (*key).to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_theme(theme: &str) -> Ask {
        Ask {
            theme: Some(theme.into()),
            ..Ask::default()
        }
    }

    #[test]
    fn a_rating_a_theme_in_any_language_and_an_id() {
        assert_eq!(ask(&[]), Some(Ask::default()));
        assert_eq!(
            ask(&["1600"]),
            Some(Ask {
                rating: Some(1600),
                ..Ask::default()
            })
        );
        assert_eq!(ask(&["fork"]), Some(with_theme("fork")));
        assert_eq!(ask(&["Gabel"]), Some(with_theme("fork")));
        assert_eq!(ask(&["clavada"]), Some(with_theme("pin")));
        assert_eq!(ask(&["mate", "in", "2"]), Some(with_theme("mateIn2")));
        assert_eq!(ask(&["Matt", "in", "2"]), Some(with_theme("mateIn2")));
        assert_eq!(ask(&["mateIn2"]), Some(with_theme("mateIn2")));
        assert_eq!(ask(&["zugzwang"]), Some(with_theme("zugzwang")));
        assert_eq!(
            ask(&["1400", "ataque", "doble"]),
            Some(Ask {
                rating: Some(1400),
                theme: Some("fork".into()),
                ..Ask::default()
            })
        );
        assert_eq!(
            ask(&["fork", "1400"]),
            Some(Ask {
                rating: Some(1400),
                theme: Some("fork".into()),
                ..Ask::default()
            })
        );
        assert_eq!(
            ask(&["id", "00008"]),
            Some(Ask {
                id: Some("00008".into()),
                ..Ask::default()
            })
        );
        let own = Ask {
            own: true,
            ..Ask::default()
        };
        for words in [&["own"][..], &["eigene"], &["Propios"], &["mine"]] {
            assert_eq!(ask(words), Some(own.clone()), "{words:?}");
        }
        assert_eq!(
            ask(&["own", "mate", "in", "1"]),
            Some(Ask {
                own: true,
                theme: Some("mateIn1".into()),
                ..Ask::default()
            })
        );
    }
}
