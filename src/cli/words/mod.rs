//! The command line's own words: what `tactus …` says on standard error
//! before a front end starts, in the player's language (the `cli-*`
//! messages of `locales/*/command-line.ftl`), one sentence each.
//!
//! * [`parse_error`]: clap's errors (a value an option cannot take, an
//!   option or a command tactus does not have, a file left out) in these
//!   words; the help and the version stay clap's;
//! * [`time_control`] and [`fen`]: a time control or a starting position
//!   that cannot be, saying what is wrong (`5:3`: "did you mean 5+3?";
//!   two white kings: "White has 2 kings");
//! * [`setup`]: players, rules and options that cannot go together;
//! * [`lang_given`]: the `--lang` of a command line, read before clap
//!   reads it, so that clap's errors are said in that language.
//!
//! The language is `--lang` if given, else the settings file's, else the
//! locale's: `main` works it out, these only word.

mod fen;
mod parse_error;
pub mod setup;
mod time;

use std::ffi::OsString;

pub use fen::fen;
pub use parse_error::{command_path, parse_error};
pub use time::time_control;

use crate::notation::{Lang, format_message};

/// The language `--lang LANG` or `--lang=LANG` of `args` names, if one
/// does (an unknown one is clap's to refuse).
pub fn lang_given(args: &[OsString]) -> Option<Lang> {
    let mut args = args.iter().filter_map(|a| a.to_str());
    while let Some(arg) = args.next() {
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        if let Some(lang) = value.and_then(|v| v.parse().ok()) {
            return Some(lang);
        }
    }
    None
}

/// `items` as a list in `lang`: "a", "a or b", "a, b or c" (`last` is the
/// message of the word before the last item, `cli-and` or `cli-or`).
pub(crate) fn list(lang: Lang, items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [first @ .., end] => format!(
            "{} {} {end}",
            first.join(", "),
            format_message(lang, last, &[])
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<OsString> {
        a.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_language_of_a_command_line_is_its_lang_option() {
        assert_eq!(
            lang_given(&args(&["tactus", "tty", "--lang", "de"])),
            Some(Lang::De)
        );
        assert_eq!(
            lang_given(&args(&["tactus", "check", "--lang=es", "x"])),
            Some(Lang::Es)
        );
        assert_eq!(lang_given(&args(&["tactus", "tty", "--lang", "fr"])), None);
        assert_eq!(
            lang_given(&args(&["tactus", "tty", "--language", "de"])),
            None
        );
        assert_eq!(lang_given(&args(&["tactus", "tty"])), None);
    }

    #[test]
    fn lists_end_in_the_languages_word() {
        let items: Vec<String> = ["a", "b", "c"].iter().map(|s| (*s).to_owned()).collect();
        assert_eq!(list(Lang::En, &items, "cli-or"), "a, b or c");
        assert_eq!(list(Lang::De, &items[..2], "cli-and"), "a und b");
        assert_eq!(list(Lang::Es, &items[..1], "cli-and"), "a");
    }

    #[test]
    fn every_message_of_the_command_line_is_in_every_language() {
        let sources = [
            include_str!("../../../locales/en/command-line.ftl"),
            include_str!("../../../locales/de/command-line.ftl"),
            include_str!("../../../locales/es/command-line.ftl"),
        ];
        let ids = |source: &str| -> Vec<String> {
            source
                .lines()
                .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
                .filter_map(|l| l.split_once(" =").map(|(id, _)| id.to_owned()))
                .collect()
        };
        let english = ids(sources[0]);
        assert!(english.len() > 40, "{english:?}");
        for other in &sources[1..] {
            assert_eq!(ids(other), english);
        }
    }
}
