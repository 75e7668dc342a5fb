//! `help` alone lists every command the line interface takes, in every
//! language, `tournament` and `voices` too; and over a real pipe `tactus
//! tty` says the list and `help tournament` says how the mode is used.

#[path = "support/piped.rs"]
mod piped;

use std::collections::BTreeSet;

use piped::{dirs, feed, has};
use tactus::input::command::{help_key, help_keys};
use tactus::notation::{Lang, format_message};

/// The commands `help` names in `lang`: each word of its list that is a
/// command word of any language.
fn listed(lang: Lang) -> BTreeSet<&'static str> {
    let list = format_message(lang, "help", &[]);
    list.split(|c: char| c.is_whitespace() || [';', ',', '.', ':'].contains(&c))
        .filter_map(help_key)
        .collect()
}

#[test]
fn help_lists_every_command_in_every_language() {
    let every: BTreeSet<&str> = help_keys().collect();
    for lang in [Lang::En, Lang::De, Lang::Es] {
        let listed = listed(lang);
        let missing: Vec<&&str> = every.difference(&listed).collect();
        assert!(missing.is_empty(), "{lang:?}: help leaves out {missing:?}");
    }
}

#[test]
fn the_line_interface_lists_tournament_and_explains_it() {
    for (lang, list, usage) in [
        (
            "en",
            "tournament on, tournament off.",
            "tournament on: tournament mode",
        ),
        ("de", "turnier an, turnier aus.", "turnier an: Turniermodus"),
        (
            "es",
            "torneo encendido, torneo apagado.",
            "torneo encendido: modo torneo",
        ),
    ] {
        let d = dirs();
        let out = feed(
            d.tactus()
                .args(["tty", "--voice", "text", "--lang", lang])
                .args(piped::PEOPLE)
                .spawn()
                .unwrap(),
            &[
                ("help", 100),
                ("help tournament", 100),
                ("quit", 100),
                ("yes", 0),
            ],
        );
        let out: Vec<String> = out
            .iter()
            .map(|l| l.replace(['\u{2068}', '\u{2069}'], ""))
            .collect();
        assert!(has(&out, list), "{lang}: {out:?}");
        assert!(has(&out, usage), "{lang}: {out:?}");
    }
}
