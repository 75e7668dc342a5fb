//! `help` alone lists every command the line interface takes, in every
//! language, `tournament` and `voices` too; and over a real pipe `tactus
//! tty` says the list and `help tournament` says how the mode is used.

use crate::piped;

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

/// What a line of `tactus tty` says, without Fluent's isolation marks.
fn plain(lines: Vec<String>) -> Vec<String> {
    lines
        .iter()
        .map(|l| l.replace(['\u{2068}', '\u{2069}'], ""))
        .collect()
}

#[test]
fn a_setting_named_alone_says_its_value_and_what_it_takes() {
    for (lang, script, answers) in [
        (
            "en",
            ["set braille", "set speed", "set speed 150", "set speed"],
            [
                "Braille display: when BRLTTY offers one. Say set braille auto, on or off.",
                "Speech rate: 100 percent. Say set rate with a percentage from 50 to 300",
                "Speech rate: 150 percent. Say set rate",
            ],
        ),
        (
            "de",
            [
                "einstellen braillezeile",
                "einstellen tempo",
                "einstellen tempo 150",
                "einstellen tempo",
            ],
            [
                "Braillezeile: wenn BRLTTY eine anbietet. Sagen Sie einstellen braillezeile auto, an oder aus.",
                "Sprechtempo: 100 Prozent. Sagen Sie einstellen tempo mit einer Prozentzahl von 50 bis 300",
                "Sprechtempo: 150 Prozent. Sagen Sie einstellen tempo",
            ],
        ),
    ] {
        let d = dirs();
        let mut lines: Vec<(&str, u64)> = script.iter().map(|l| (*l, 100)).collect();
        lines.extend([("quit", 100), ("yes", 0)]);
        let out = plain(feed(
            d.tactus()
                .args(["tty", "--voice", "text", "--lang", lang])
                .args(piped::PEOPLE)
                .spawn()
                .unwrap(),
            &lines,
        ));
        for answer in answers {
            assert!(has(&out, answer), "{lang}: {answer} not in {out:?}");
        }
        // Asked, never refused.
        let refused = format_message(
            if lang == "de" { Lang::De } else { Lang::En },
            "bad-command",
            &[("text", script[0].into()), ("usage", "".into())],
        );
        let refused = refused.replace(['\u{2068}', '\u{2069}'], "");
        assert!(!has(&out, refused.trim()), "{lang}: {out:?}");
    }
}

#[test]
fn the_help_of_set_names_every_setting_in_every_language() {
    use tactus::input::{Action, Command, Typed, parse_line};
    use tactus::session::settings::SETTING_NAMES;
    for lang in [Lang::En, Lang::De, Lang::Es] {
        let help = format_message(lang, "help-set", &[]);
        let examples = help.split(':').next().unwrap_or_default();
        let named: BTreeSet<String> = examples
            .split(", ")
            .filter_map(|line| match parse_line(line) {
                Typed::Act(Action::Command(Command::Set(name, _))) => Some(format!("{name:?}")),
                _ => None,
            })
            .collect();
        // The voice's name is the synthesizer's: `voices` lists them.
        for name in SETTING_NAMES {
            let name = format!("{name:?}");
            if name != "Speaker" {
                assert!(
                    named.contains(&name),
                    "{lang:?}: help-set leaves out {name}"
                );
            }
        }
    }
}
