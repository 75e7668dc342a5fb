//! The options that set up a game, refused in the player's words: a
//! player that is none, a level out of range, rules that are neither
//! strict nor casual, options that cannot go with `--resume`, an engine
//! in tournament mode, an arbiter's code too short.

use fluent_bundle::FluentValue;

use super::list;
use crate::engine::Level;
use crate::notation::{Lang, format_message};

fn say(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    format_message(lang, id, args)
}

/// `value` names no player (human, engine, engine:LEVEL).
pub fn player(lang: Lang, value: &str) -> String {
    say(
        lang,
        "cli-bad-player",
        &[
            ("value", value.to_owned().into()),
            ("min", Level::MIN.number().into()),
            ("max", Level::MAX.number().into()),
        ],
    )
}

/// `value` names a level (`level`, as written) that is not one of 1–10.
pub fn level(lang: Lang, value: &str, level: &str) -> String {
    say(
        lang,
        "cli-bad-level",
        &[
            ("value", value.to_owned().into()),
            ("level", level.to_owned().into()),
            ("min", Level::MIN.number().into()),
            ("max", Level::MAX.number().into()),
        ],
    )
}

/// `value` is neither strict nor casual.
pub fn rules(lang: Lang, value: &str) -> String {
    say(lang, "cli-bad-rules", &[("value", value.to_owned().into())])
}

/// `value` is not a theme of the board window.
pub fn theme(lang: Lang, value: &str) -> String {
    say(lang, "cli-bad-theme", &[("value", value.to_owned().into())])
}

/// `value` is not a voice of `tactus tty` or `tactus play`.
pub fn voice(lang: Lang, value: &str) -> String {
    let names: Vec<String> = ["tts", "text", "none", "screen-reader"]
        .iter()
        .map(|n| (*n).to_owned())
        .collect();
    say(
        lang,
        "cli-bad-voice",
        &[
            ("value", value.to_owned().into()),
            ("choices", list(lang, &names, "cli-or").into()),
        ],
    )
}

/// The `options` (their names) that set up a new game were given with
/// `--resume`.
pub fn refused_with_resume(lang: Lang, options: &[&str]) -> String {
    let names: Vec<String> = options.iter().map(|o| (*o).to_owned()).collect();
    let count = if options.len() == 1 { "one" } else { "other" };
    say(
        lang,
        "cli-resume-refused",
        &[
            ("options", list(lang, &names, "cli-and").into()),
            ("count", count.into()),
        ],
    )
}

/// `--white-side` of `tactus clock` named no side of the table.
pub fn table_side(lang: Lang, value: &str) -> String {
    say(
        lang,
        "cli-bad-table-side",
        &[("value", value.to_owned().into())],
    )
}

/// `--me` of `tactus clock` named no side.
pub fn listener(lang: Lang, value: &str) -> String {
    say(
        lang,
        "cli-bad-listener",
        &[("value", value.to_owned().into())],
    )
}

/// `--resume-sealed` was given with `--resume` or a time control.
pub fn resume_sealed_refused(lang: Lang) -> String {
    say(lang, "cli-resume-sealed-refused", &[])
}

/// Tournament mode was asked for with an engine.
pub fn tournament_engine(lang: Lang) -> String {
    say(lang, "cli-tournament-engine", &[])
}

/// `--voice screen-reader` was asked of the line interface.
pub fn screen_reader_in_tty(lang: Lang) -> String {
    say(lang, "cli-screen-reader-tty", &[])
}

/// Why the arbiter's code could not be taken.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CodeFault {
    /// Shorter than `min` characters.
    Short {
        /// The fewest characters a code has.
        min: usize,
    },
    /// `--arbiter-code -` found no code on the first line.
    None,
    /// `--arbiter-code -` could not read standard input.
    Unreadable,
    /// The system gave no random salt.
    NoSalt,
}

/// `fault` in `lang`'s words (never the code itself).
pub fn code(lang: Lang, fault: CodeFault) -> String {
    match fault {
        CodeFault::Short { min } => say(lang, "cli-code-short", &[("min", min.into())]),
        CodeFault::None => say(lang, "cli-code-none", &[]),
        CodeFault::Unreadable => say(lang, "cli-code-unreadable", &[]),
        CodeFault::NoSalt => say(lang, "cli-no-salt", &[]),
    }
}
