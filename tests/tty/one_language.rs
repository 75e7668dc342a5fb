//! One language for every command: the locale variables are read once, by
//! the gettext/POSIX precedence (the first non-empty of `LC_ALL`,
//! `LC_MESSAGES`, `LANG` decides; `C` and `POSIX` mean English), and
//! `tactus replay --speak` and `tactus tty` speak the same language.

use std::process::Command;

use crate::piped;

/// The language of `text`, told by the words each language starts a game
/// or a move with: `en`, `de`, `es`, or `?`.
fn lang_of(text: &str) -> &'static str {
    if text.contains("Move 1,") || text.contains("New game") {
        "en"
    } else if text.contains("Zug 1,") || text.contains("Neue Partie") {
        "de"
    } else if text.contains("Jugada 1,") || text.contains("Partida nueva") {
        "es"
    } else {
        "?"
    }
}

/// `tactus` with `args` under exactly the locale variables `locale`
/// (the others removed), its own data and settings folders, and no input;
/// what it wrote on standard output.
fn run(locale: &[(&str, &str)], args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_tactus"));
    command
        .args(args)
        .env("TACTUS_DATA_DIR", dir.path().join("data"))
        .env("TACTUS_CONFIG_DIR", dir.path().join("config"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("LANGUAGE");
    for (name, value) in locale {
        command.env(name, value);
    }
    piped::stdout_of(&mut command)
}

/// The languages `replay --speak` and `tty` speak under `locale`.
fn spoken(locale: &[(&str, &str)]) -> (&'static str, &'static str) {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("game.pgn");
    std::fs::write(&pgn, "1. e4 e5 2. Nf3 *\n").unwrap();
    let pgn = pgn.to_str().unwrap();
    let replay = run(locale, &["replay", pgn, "--speak", "--voice", "text"]);
    let tty = run(
        locale,
        &[
            "tty", "--voice", "text", "--white", "human", "--black", "human",
        ],
    );
    (lang_of(&replay), lang_of(&tty))
}

#[test]
fn a_c_locale_over_a_german_lang_is_english_for_every_command() {
    assert_eq!(
        spoken(&[("LC_ALL", "C"), ("LANG", "de_DE.UTF-8")]),
        ("en", "en")
    );
}

#[test]
fn the_first_set_locale_variable_decides_for_every_command() {
    assert_eq!(spoken(&[("LANG", "de_DE.UTF-8")]), ("de", "de"));
    assert_eq!(
        spoken(&[
            ("LC_ALL", ""),
            ("LC_MESSAGES", "es_ES.UTF-8"),
            ("LANG", "de_DE.UTF-8")
        ]),
        ("es", "es")
    );
    assert_eq!(
        spoken(&[("LC_MESSAGES", "POSIX"), ("LANG", "es_AR.UTF-8")]),
        ("en", "en")
    );
}
