//! The words a player types that are no move: commands and their
//! arguments, the settings' names and values, the answers to questions,
//! the words of a review, of a lesson, of a puzzle, of the clock and of
//! the arbiter; and the piece letters in every language.
//!
//! They live in `locales/{en,de,es}/input.ftl`, one message a meaning: the
//! id is a [`Group`]'s prefix and the key the program knows the meaning by
//! (`command-board`), the value the words that mean it, parted by commas
//! (`b, board`). Every language's words are read whatever the player's
//! language, and every word is folded (`fold`), as the move words of the
//! notation's lexicon are too (case, accents and umlauts: "Zurück",
//! "zurueck" and "zuruck" are one word), so
//! a new language is a new folder of Fluent files and no word of input
//! lives in the program. The piece letters come from `notation.ftl`
//! (`letter-knight`).

use std::{collections::HashMap, sync::OnceLock};

use shakmaty::Role;

use super::{Lang, fluent, words::role_key};

/// A family of words read in one place: a key of one group never stands
/// for a key of another (`neu` is the command `new` and the argument
/// `restart`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// The commands of the line interface, in the order of the help list:
    /// `board`, `clock`, … (`command-`).
    Command,
    /// What `help` explains that is no command: `move`, `castling`,
    /// `promotion` (`topic-`).
    Topic,
    /// The answers to a question: `yes`, `no` (`answer-`).
    Answer,
    /// The words said to the microphone that are no move, English in
    /// every file (the recogniser hears English): `yes`, `board`, `last`
    /// (`heard-`).
    Heard,
    /// The answers to the start's question about a saved game: `resume`,
    /// `new` (`start-`).
    Start,
    /// The arguments of commands: `all` (`score all`), `restart`
    /// (`engine restart`) (`argument-`).
    Argument,
    /// Which clock: `own`, `opponent`, `both` (`which-`).
    Which,
    /// The pieces by name, singular and plural, keyed by the piece kind's
    /// English name: `knight` (`piece-`).
    Piece,
    /// The sides: `white`, `black` (`side-`).
    Side,
    /// The settings' names, keyed as the settings file names them (`setting-`).
    Setting,
    /// A switch's values: `on`, `off` (`switch-`).
    Switch,
    /// The styles, keyed by their names: `appendix-e` (`style-`).
    Style,
    /// The interface languages, keyed by their codes: `de` (`lang-`).
    Lang,
    /// The speaking outputs: `tts`, `text`, `none` (`voice-`).
    Voice,
    /// The board window's colour themes: `yellow-navy` (`theme-`).
    Theme,
    /// The orders of "next piece of a kind": `yours-first`, `mixed` (`order-`).
    Order,
    /// How `board` reads the position: `ranks`, `pieces` (`reading-`).
    Reading,
    /// A promotion typed without its piece: `ask`, `queen` (`promotion-`).
    Promotion,
    /// The braille display besides on and off: `auto` (`braille-`).
    Braille,
    /// The synthesizer's own volume: `default` (`volume-`).
    Volume,
    /// The language's own voice: `default` (`speaker-`).
    Speaker,
    /// The steps of a review walked in the game: `next`, `go`, `leave`;
    /// `stop` also stops `tactus review` and `tactus learn` while the
    /// engine works (`review-`).
    Review,
    /// The words of a lesson (`tactus learn`, `learn` in a review) that
    /// are no move and no command: `hint`, `solution`, `skip`
    /// (`lesson-`).
    Lesson,
    /// The words of `puzzle`: `own`, `id` (`puzzle-`).
    Puzzle,
    /// The beginnings of questions in words and the words in them: `what
    /// is on` (`square`), `where is` (`where`), `what can` (`can`), `how
    /// do I stand` (`standing`), `my` (`mine`), `your` (`theirs`), `the`
    /// (`the`) (`question-`).
    Question,
    /// The commands of `tactus clock`, the arbiter's among them: `start`,
    /// `illegal` (`table-`).
    Table,
    /// The words after an arbiter's command: `wrong`, `done`, `off`; `fin`
    /// is both `done` and `off` (`arbiter-`).
    Arbiter,
}

impl Group {
    /// Every group.
    pub const ALL: [Group; 27] = [
        Group::Command,
        Group::Topic,
        Group::Answer,
        Group::Heard,
        Group::Start,
        Group::Argument,
        Group::Which,
        Group::Piece,
        Group::Side,
        Group::Setting,
        Group::Switch,
        Group::Style,
        Group::Lang,
        Group::Voice,
        Group::Theme,
        Group::Order,
        Group::Reading,
        Group::Promotion,
        Group::Braille,
        Group::Volume,
        Group::Speaker,
        Group::Review,
        Group::Lesson,
        Group::Puzzle,
        Group::Question,
        Group::Table,
        Group::Arbiter,
    ];

    /// The start of its messages' ids, before the `-` and the key.
    pub fn prefix(self) -> &'static str {
        match self {
            Group::Command => "command",
            Group::Topic => "topic",
            Group::Answer => "answer",
            Group::Heard => "heard",
            Group::Start => "start",
            Group::Argument => "argument",
            Group::Which => "which",
            Group::Piece => "piece",
            Group::Side => "side",
            Group::Setting => "setting",
            Group::Switch => "switch",
            Group::Style => "style",
            Group::Lang => "lang",
            Group::Voice => "voice",
            Group::Theme => "theme",
            Group::Order => "order",
            Group::Reading => "reading",
            Group::Promotion => "promotion",
            Group::Braille => "braille",
            Group::Volume => "volume",
            Group::Speaker => "speaker",
            Group::Review => "review",
            Group::Lesson => "lesson",
            Group::Puzzle => "puzzle",
            Group::Question => "question",
            Group::Table => "table",
            Group::Arbiter => "arbiter",
        }
    }

    /// The group and key of a message id (`command-board`).
    fn of_id(id: &str) -> Option<(Group, &str)> {
        Group::ALL.into_iter().find_map(|group| {
            let key = id.strip_prefix(group.prefix())?.strip_prefix('-')?;
            (!key.is_empty()).then_some((group, key))
        })
    }
}

/// Lower case, accents and umlauts dropped, and "ae", "oe", "ue" read as the
/// umlaut they spell: "Läufer", "Laeufer" and "laufer" are one word.
pub(crate) fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' | 'á' | 'à' | 'â' => out.push('a'),
            'ö' | 'ó' | 'ò' | 'ô' => out.push('o'),
            'ü' | 'ú' | 'ù' | 'û' => out.push('u'),
            'é' | 'è' | 'ê' => out.push('e'),
            'í' | 'ì' | 'î' => out.push('i'),
            'ñ' => out.push('n'),
            'ß' => out.push_str("ss"),
            c => out.push(c),
        }
    }
    out.replace("ae", "a").replace("oe", "o").replace("ue", "u")
}

/// Every meaning with its words, read once.
struct Vocabulary {
    /// A group and a folded word: the keys it means, English's first, then
    /// German's, then Spanish's, each language's in the order of its file.
    words: HashMap<(Group, String), Vec<&'static str>>,
    /// Every group and key, in the order of the English file.
    keys: Vec<(Group, &'static str)>,
    /// Each language's piece letters, upper case.
    letters: Vec<(Lang, [(char, Role); 6])>,
}

/// A typed word or phrase as the vocabulary keeps it: folded ([`fold`]),
/// the words parted by one space.
fn normal(text: &str) -> String {
    fold(&text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// The message ids of a Fluent source, in order: each line that starts
/// with a letter and has `=` after the id.
pub(crate) fn message_ids(source: &'static str) -> impl Iterator<Item = &'static str> {
    source.lines().filter_map(|line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        let starts = id.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
        let plain = id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        (starts && plain).then_some(id)
    })
}

/// The words of a message's value: parted by commas or lines, each
/// [`normal`].
fn words_of(value: &str) -> impl Iterator<Item = String> + '_ {
    value
        .split([',', '\n'])
        .map(normal)
        .filter(|w| !w.is_empty())
}

fn build() -> Vocabulary {
    let mut words: HashMap<(Group, String), Vec<&'static str>> = HashMap::new();
    let mut keys = Vec::new();
    for lang in Lang::ALL {
        let (source, bundle) = fluent::input(lang);
        for id in message_ids(source) {
            let Some((group, key)) = Group::of_id(id) else {
                continue;
            };
            if lang == Lang::En {
                keys.push((group, key));
            }
            for word in words_of(&fluent::format(bundle, id, &[])) {
                let meanings = words.entry((group, word)).or_default();
                if !meanings.contains(&key) {
                    meanings.push(key);
                }
            }
        }
    }
    let letters = Lang::ALL
        .into_iter()
        .map(|lang| {
            let letter = |role: Role| {
                let id = format!("letter-{}", role_key(role));
                let text = fluent::format(fluent::bundle(lang), &id, &[]);
                let c = text.trim().chars().next().unwrap_or(' ');
                (c.to_ascii_uppercase(), role)
            };
            (lang, Role::ALL.map(letter))
        })
        .collect();
    Vocabulary {
        words,
        keys,
        letters,
    }
}

fn vocabulary() -> &'static Vocabulary {
    static VOCABULARY: OnceLock<Vocabulary> = OnceLock::new();
    VOCABULARY.get_or_init(build)
}

/// The key that `word` (a word or a phrase, any case, accents and umlauts
/// as typed or left out) means in `group`, in any language:
/// `find(Group::Command, "Uhr")` is `Some("clock")`. A word of more than
/// one meaning in its group means the English one first.
pub fn find(group: Group, word: &str) -> Option<&'static str> {
    let meanings = vocabulary().words.get(&(group, normal(word)))?;
    meanings.first().copied()
}

/// Whether `word` means `key` in `group` in any language (a word may mean
/// more than one key: the arbiter's `fin` is `done` and `off`).
pub fn means(group: Group, key: &str, word: &str) -> bool {
    vocabulary()
        .words
        .get(&(group, normal(word)))
        .is_some_and(|meanings| meanings.contains(&key))
}

/// The keys of `group`, in the order of the English file (the help list's
/// order for [`Group::Command`]).
pub fn keys(group: Group) -> impl Iterator<Item = &'static str> {
    vocabulary()
        .keys
        .iter()
        .filter(move |(g, _)| *g == group)
        .map(|(_, key)| *key)
}

/// The words and phrases of `key` in `group` as `lang`'s file lists them,
/// each lower case with single spaces: `phrases(Lang::En, Group::Heard,
/// "last")` is "last move", "last" (what the recogniser listens for).
pub fn phrases(lang: Lang, group: Group, key: &str) -> Vec<String> {
    let (_, bundle) = fluent::input(lang);
    let id = format!("{}-{key}", group.prefix());
    words_of(&fluent::format(bundle, &id, &[])).collect()
}

/// The piece kind a name means in any language, singular or plural
/// (`knights`, `Springer`, `damas`).
pub fn piece(word: &str) -> Option<Role> {
    let key = find(Group::Piece, word)?;
    Role::ALL.into_iter().find(|role| role_key(*role) == key)
}

/// The piece a letter stands for in `lang`'s notation, either case: `S`
/// is the knight in German, `A` the bishop in Spanish, `P` (German `B`)
/// the pawn.
pub fn letter_in(lang: Lang, c: char) -> Option<Role> {
    let c = c.to_ascii_uppercase();
    let (_, letters) = vocabulary().letters.iter().find(|(l, _)| *l == lang)?;
    letters.iter().find(|(l, _)| *l == c).map(|(_, role)| *role)
}

/// The piece a letter stands for in any language, either case, English's
/// reading first: `R` is the rook (never the Spanish rey), `B` the bishop
/// (never the German Bauer); `S`, `C` the knight, `D` the queen, `T` the
/// rook, `L`, `A` the bishop.
pub fn letter(c: char) -> Option<Role> {
    Lang::ALL.into_iter().find_map(|lang| letter_in(lang, c))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn ids(lang: Lang) -> Vec<&'static str> {
        message_ids(fluent::input(lang).0).collect()
    }

    #[test]
    fn every_message_is_of_a_group_and_has_words() {
        for lang in Lang::ALL {
            let (_, bundle) = fluent::input(lang);
            for id in ids(lang) {
                assert!(Group::of_id(id).is_some(), "{lang:?}: {id} is of no group");
                let value = fluent::format(bundle, id, &[]);
                assert_ne!(value, id, "{lang:?}: {id} has no value");
                assert!(words_of(&value).next().is_some(), "{lang:?}: {id}");
            }
        }
    }

    #[test]
    fn every_language_has_every_meaning_of_english_and_no_other() {
        let english: BTreeSet<&str> = ids(Lang::En).into_iter().collect();
        for lang in [Lang::De, Lang::Es] {
            let theirs: BTreeSet<&str> = ids(lang).into_iter().collect();
            let missing: Vec<_> = english.difference(&theirs).collect();
            let extra: Vec<_> = theirs.difference(&english).collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{lang:?} has {extra:?}, which English lacks"
            );
        }
    }

    #[test]
    fn every_group_has_words_in_english() {
        for group in Group::ALL {
            assert!(keys(group).next().is_some(), "{group:?}");
        }
    }

    /// A word that meant two things in one group would be read as the
    /// first only; the arbiter's `fin` (done, and tournament off) is
    /// read with [`means`], which knows both.
    #[test]
    fn no_word_means_two_keys_of_one_group_but_fin() {
        for ((group, word), meanings) in &vocabulary().words {
            if *group == Group::Arbiter && word == "fin" {
                continue;
            }
            assert_eq!(meanings.len(), 1, "{group:?}: {word} means {meanings:?}");
        }
    }

    #[test]
    fn a_word_of_each_language_is_found_folded() {
        for (group, word, key) in [
            (Group::Command, "board", "board"),
            (Group::Command, "Uhr", "clock"),
            (Group::Command, "zurück", "undo"),
            (Group::Command, "zurueck", "undo"),
            (Group::Command, "ZURUCK", "undo"),
            (Group::Command, "línea", "scan"),
            (Group::Command, "linea", "scan"),
            (Group::Command, "Lösung", "solution"),
            (Group::Answer, "sí", "yes"),
            (Group::Answer, "Nein", "no"),
            (Group::Switch, "apagado", "off"),
            (Group::Setting, "Lautstaerke", "volume"),
            (Group::Review, "Analyse   aus", "leave"),
            (Group::Review, "ir a", "go"),
            (Group::Table, "?", "help"),
            (Group::Table, "añadir", "add"),
            (Group::Table, "anadir", "add"),
            (Group::Side, "weiss", "white"),
            (Group::Lang, "Español", "es"),
        ] {
            assert_eq!(find(group, word), Some(key), "{group:?}: {word}");
        }
        assert_eq!(find(Group::Command, "neu"), Some("new"));
        assert_eq!(find(Group::Argument, "neu"), Some("restart"));
        assert_eq!(find(Group::Command, "e4"), None);
        assert!(means(Group::Arbiter, "done", "fin"));
        assert!(means(Group::Arbiter, "off", "FIN"));
        assert!(!means(Group::Arbiter, "wrong", "fin"));
    }

    /// A lesson's words (`tactus learn`) and the word that stops a review
    /// are found in every language, folded, whatever the player's.
    #[test]
    fn a_lesson_word_of_each_language_is_found() {
        for (group, word, key) in [
            (Group::Lesson, "hint", "hint"),
            (Group::Lesson, "solution", "solution"),
            (Group::Lesson, "next", "skip"),
            (Group::Lesson, "Tipp", "hint"),
            (Group::Lesson, "hinweis", "hint"),
            (Group::Lesson, "Lösung", "solution"),
            (Group::Lesson, "loesung", "solution"),
            (Group::Lesson, "weiter", "skip"),
            (Group::Lesson, "ueberspringen", "skip"),
            (Group::Lesson, "pista", "hint"),
            (Group::Lesson, "solucion", "solution"),
            (Group::Lesson, "Solución", "solution"),
            (Group::Lesson, "siguiente", "skip"),
            (Group::Lesson, "saltar", "skip"),
            (Group::Review, "stop", "stop"),
            (Group::Review, "Stopp", "stop"),
            (Group::Review, "halt", "stop"),
            (Group::Review, "parar", "stop"),
            (Group::Review, "detener", "stop"),
        ] {
            assert_eq!(find(group, word), Some(key), "{group:?}: {word}");
        }
        assert_eq!(find(Group::Lesson, "e4"), None);
        assert_eq!(find(Group::Lesson, "quit"), None);
    }

    #[test]
    fn the_commands_keep_the_order_of_the_english_file() {
        let first: Vec<_> = keys(Group::Command).take(3).collect();
        assert_eq!(first, ["board", "pieces", "scan"]);
    }

    #[test]
    fn letters_are_each_language_s_and_english_first() {
        assert_eq!(letter_in(Lang::De, 's'), Some(Role::Knight));
        assert_eq!(letter_in(Lang::De, 'B'), Some(Role::Pawn));
        assert_eq!(letter_in(Lang::Es, 'R'), Some(Role::King));
        assert_eq!(letter_in(Lang::En, 'S'), None);
        for (c, role) in [
            ('R', Role::Rook),
            ('b', Role::Bishop),
            ('P', Role::Pawn),
            ('D', Role::Queen),
            ('c', Role::Knight),
            ('L', Role::Bishop),
            ('a', Role::Bishop),
            ('t', Role::Rook),
        ] {
            assert_eq!(letter(c), Some(role), "{c}");
        }
        assert_eq!(letter('x'), None);
        assert_eq!(letter('Ä'), None);
    }
}
