//! What the command line says of a bad value, a missing file or an option
//! it does not have, through the real binary: one line on standard error,
//! `tactus: ` and one sentence in the player's language (`--lang`, else the
//! settings file's, else the locale's), exit status 2, and nothing
//! started. `--help` stays clap's.

use crate::piped;
use piped::{Dirs, dirs};

use std::process::{Command, Stdio};

/// `tactus ARGS` in `d` with the locale `locale` and no input: its exit
/// status, standard output and standard error.
fn run(d: &Dirs, locale: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let out = d
        .tactus()
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", locale)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Checks that `tactus ARGS` refuses with status 2 and says exactly
/// `said` on one line of standard error, and nothing on standard output.
fn refuses(d: &Dirs, locale: &str, args: &[&str], said: &str) {
    let (code, out, err) = run(d, locale, args);
    assert_eq!(code, Some(2), "{args:?}: {err}");
    assert_eq!(out, "", "{args:?}");
    assert_eq!(err, format!("tactus: {said}\n"), "{args:?}");
}

#[test]
fn a_time_control_with_a_colon_asks_whether_a_plus_was_meant() {
    let d = dirs();
    refuses(
        &d,
        "C",
        &["tty", "--time", "5:3"],
        "\"5:3\" is not a time control: did you mean 5+3, 5 minutes plus 3 seconds per move?",
    );
    refuses(
        &d,
        "C",
        &["tty", "--time", "5:3", "--lang", "de"],
        "„5:3“ ist keine Bedenkzeit: meinten Sie 5+3, 5 Minuten plus 3 Sekunden pro Zug?",
    );
    refuses(
        &d,
        "C",
        &["play", "--lang", "es", "--time", "5:3"],
        "«5:3» no es un control de tiempo: ¿quiso decir 5+3, 5 minutos más 3 segundos por jugada?",
    );
    refuses(
        &d,
        "C",
        &["tty", "--time", "fast"],
        "\"fast\" is not a time control: write the minutes, then + and the seconds added per move, as 15+10 or 5+3",
    );
}

#[test]
fn the_clock_says_the_same_of_its_time_control() {
    let d = dirs();
    refuses(
        &d,
        "de_DE.UTF-8",
        &["clock", "--tty", "5:3"],
        "„5:3“ ist keine Bedenkzeit: meinten Sie 5+3, 5 Minuten plus 3 Sekunden pro Zug?",
    );
}

#[test]
fn a_fen_with_two_white_kings_says_which_side_has_too_many() {
    let d = dirs();
    let two = "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1";
    refuses(
        &d,
        "C",
        &["tty", "--fen", two],
        "the position of --fen cannot be played: White has 2 kings, and a side has one",
    );
    refuses(
        &d,
        "C",
        &["tty", "--fen", two, "--lang", "de"],
        "die Stellung von --fen kann nicht gespielt werden: Weiß hat 2 Könige, und jede Seite hat einen",
    );
    refuses(
        &d,
        "es_ES.UTF-8",
        &["tty", "--fen", two],
        "la posición de --fen no se puede jugar: las blancas tienen 2 reyes, y cada bando tiene uno",
    );
    // The fields of a FEN not in quotes are one FEN, not stray words.
    let fields: Vec<&str> = two.split(' ').collect();
    let mut args = vec!["tty", "--fen"];
    args.extend(&fields);
    refuses(
        &d,
        "C",
        &args,
        "the position of --fen cannot be played: White has 2 kings, and a side has one",
    );
    refuses(
        &d,
        "C",
        &["tty", "--fen", "4k3/8/8/8/8/8/8/4RK2 w - - 0 1"],
        "the position of --fen cannot be played: Black is in check while White has the move",
    );
    refuses(
        &d,
        "C",
        &["tty", "--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1"],
        "the position of --fen cannot be read: after the board comes the side to move, w or b",
    );
}

#[test]
fn a_fen_in_six_fields_starts_the_game_from_it() {
    let d = dirs();
    let mut command = d.tactus();
    command
        .args(["tty", "--voice", "text", "--lang", "en"])
        .args(piped::PEOPLE)
        .args(["--fen", "4k3/8/8/8/8/8/4P3/4K3", "w", "-", "-", "0", "1"]);
    let said = piped::feed(command.spawn().unwrap(), &piped::paced(&["e4", "b"], 300));
    assert!(piped::has(&said, "White: e4"), "{said:?}");
    assert!(piped::has(&said, "Rank 4: e4 white pawn"), "{said:?}");
    assert!(piped::has(&said, "Rank 8: e8 black king"), "{said:?}");
}

#[test]
fn a_bad_value_of_any_option_is_one_sentence_in_the_language() {
    let d = dirs();
    for (locale, args, said) in [
        (
            "C",
            &["tty", "--style", "morse"][..],
            "\"morse\" is not a style of notation: say appendix-e, spoken, nato or san",
        ),
        (
            "de_DE.UTF-8",
            &["tty", "--laws", "1999"],
            "„1999“ ist keine Fassung der Schachregeln: sagen Sie 2023 (die geltende) oder 2008",
        ),
        (
            "C",
            &["tty", "--lang", "es", "--white", "robot"],
            "«robot» no es un jugador: diga human, engine o engine:NIVEL con un nivel de 1 a 10",
        ),
        (
            "de_DE.UTF-8",
            &["check", "x.pgn", "--format", "xml"],
            "„xml“ ist keine Wahl für --format: sagen Sie text oder jsonl",
        ),
        (
            "C",
            &["score", "x.pgn", "--cells", "forty"],
            "\"forty\" is not a number: --cells takes a whole number",
        ),
        // An unknown language is refused in the locale's.
        (
            "es_AR.UTF-8",
            &["tty", "--lang", "fr"],
            "«fr» no es un idioma de tactus: diga en, de o es",
        ),
        (
            "C",
            &["tty", "--fenn", "8/8/8/8/8/8/8/K1k5"],
            "tactus tty has no option --fenn: did you mean --fen?",
        ),
        (
            "de_DE.UTF-8",
            &["tty", "--time"],
            "--time braucht einen Wert: tactus tty --help sagt, welchen",
        ),
        (
            "C",
            &["chek", "x.pgn"],
            "tactus has no command \"chek\": did you mean tactus check?",
        ),
        (
            "es_ES.UTF-8",
            &["check"],
            "tactus check necesita el nombre de un archivo: tactus check --help dice cuál",
        ),
        (
            "C",
            &["--lang", "de", "tty"],
            "--lang steht nach dem Befehl, zu dem es gehört: tactus tty --lang …",
        ),
        (
            "C",
            &["arbiter", "lookup"],
            "tactus arbiter has no command \"lookup\": tactus arbiter --help lists its commands",
        ),
    ] {
        refuses(&d, locale, args, said);
    }
}

#[test]
fn without_lang_the_settings_files_language_speaks() {
    let d = dirs();
    std::fs::write(d.config.path().join("config.toml"), "lang = \"de\"\n").unwrap();
    refuses(
        &d,
        "C",
        &["tty", "--time", "5:3"],
        "„5:3“ ist keine Bedenkzeit: meinten Sie 5+3, 5 Minuten plus 3 Sekunden pro Zug?",
    );
    // --lang still goes first.
    refuses(
        &d,
        "C",
        &["replay", "/nonexistent/x.pgn", "--lang", "es"],
        "no se puede leer /nonexistent/x.pgn: no existe ese archivo",
    );
}

#[test]
fn a_missing_file_is_said_in_the_same_words_by_replay_and_check() {
    let d = dirs();
    for (lang, said) in [
        (
            "en",
            "cannot read /nonexistent/x.pgn: there is no such file",
        ),
        (
            "de",
            "/nonexistent/x.pgn kann nicht gelesen werden: diese Datei gibt es nicht",
        ),
        (
            "es",
            "no se puede leer /nonexistent/x.pgn: no existe ese archivo",
        ),
    ] {
        for command in ["replay", "check", "score"] {
            let args = [command, "/nonexistent/x.pgn", "--lang", lang];
            refuses(&d, "C", &args, said);
        }
    }
}

#[test]
fn help_and_version_are_still_clap_s() {
    let d = dirs();
    let (code, out, err) = run(&d, "de_DE.UTF-8", &["tty", "--help"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("--time <TIME>"), "{out}");
    let (code, out, _) = run(&d, "C", &["--version"]);
    assert_eq!(code, Some(0));
    assert!(out.starts_with("tactus "), "{out}");
    let out = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .arg("arbiter")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("reconcile"),
        "the commands of tactus arbiter are listed"
    );
}

#[test]
fn the_clocks_own_options_are_refused_in_the_players_language() {
    let d = dirs();
    refuses(
        &d,
        "C",
        &["clock", "--tty", "--white-side", "top"],
        "\"top\" is not a side of the table for --white-side: say left or right",
    );
    refuses(
        &d,
        "C",
        &["clock", "--tty", "--lang", "de", "--me", "red"],
        "„red“ ist keine Seite für --me: sagen Sie white oder black",
    );
    refuses(
        &d,
        "es_ES.UTF-8",
        &["clock", "--tty", "--resume", "--white", "Ana"],
        "--white prepara una partida nueva y no puede ir con --resume, que continúa la partida guardada tal como estaba; quite --resume para empezar con ella una partida nueva",
    );
    refuses(
        &d,
        "C",
        &[
            "clock",
            "--tty",
            "--lang",
            "de",
            "--tournament",
            "--arbiter-code",
            "ab",
        ],
        "--arbiter-code: der Code des Schiedsrichters braucht mindestens 4 Zeichen",
    );
}
