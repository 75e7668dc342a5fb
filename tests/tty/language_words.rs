//! German and Spanish as a player meets them through `tactus tty` over a
//! pipe (issue 20, point 9): one form of address (Sie, usted), one word for
//! the engine, the help naming the language's own command words, which
//! then work, the queen as Dame and Königin, and the start's question in
//! the saved game's language when `--lang` is left off.

use crate::piped;
use piped::{Dirs, PEOPLE, dirs, feed, has, paced};

/// `tactus tty --voice text ARGS` in `d`'s folders under the C locale, with
/// `lines` sent one by one; the lines said.
fn play(d: &Dirs, args: &[&str], lines: &[&str]) -> Vec<String> {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text"])
        .args(args)
        .env("LC_ALL", "C")
        .spawn()
        .unwrap();
    feed(child, &paced(lines, 60))
}

#[test]
fn german_says_sie_names_the_engine_one_way_and_its_help_names_german_commands_that_work() {
    let d = dirs();
    let out = play(
        &d,
        &[
            "--lang",
            "de",
            "--black",
            "engine:1",
            "--engine",
            "/nonexistent/stockfish",
        ],
        &[
            "hilfe",
            "hilfe einstellen",
            "einstellen tempo 150",
            "einstellen reihenfolge gemischt",
            "e4",
            "e5",
            "Königin h5",
            "p Königin",
            "engine neustart",
        ],
    );
    // The engine that cannot start, and the one word for it.
    assert!(
        out.iter().any(|l| l.starts_with("Keine Engine: ")
            && l.ends_with("Zwei Personen spielen an dieser Tastatur.")),
        "{out:?}"
    );
    assert!(
        has(&out, "In dieser Partie spielt keine Engine."),
        "{out:?}"
    );
    // The help names einstellen, and what it names works.
    assert!(has(&out, "; zurück; einstellen; speichern;"), "{out:?}");
    assert!(!has(&out, "; set;"), "{out:?}");
    assert!(
        has(&out, "einstellen stil anna, einstellen sprache en,"),
        "{out:?}"
    );
    assert!(has(&out, "Sprechtempo: 150 Prozent."), "{out:?}");
    assert!(
        has(&out, "Figurenreihenfolge: beide Farben zusammen."),
        "{out:?}"
    );
    // Königin is the Dame, in a move and in a piece list.
    assert!(has(&out, "Weiß: Dame h5"), "{out:?}");
    assert!(has(&out, "weiße Dame: h5"), "{out:?}");
    for line in &out {
        for informal in [
            "Tippe ",
            "tippe ",
            " du ",
            " dein",
            "Deine",
            "Schachprogramm",
        ] {
            assert!(!line.contains(informal), "{informal}: {line}");
        }
    }
}

#[test]
fn the_start_asks_about_a_saved_game_in_its_language_and_as_sie() {
    let d = dirs();
    play(
        &d,
        &[&["--lang", "de"], &PEOPLE[..]].concat(),
        &["e4", "beenden", "ja"],
    );
    // Started again without --lang, under an English locale: the game is German.
    let out = play(&d, &PEOPLE, &["fortsetzen", "t"]);
    assert!(
        has(
            &out,
            "Eine unbeendete Partie zwischen zwei Personen, Zug 1, ist gespeichert: tippen Sie fortsetzen, um weiterzuspielen, oder neu für eine neue Partie."
        ),
        "{out:?}"
    );
    assert!(has(&out, "Partie fortgesetzt."), "{out:?}");
    // --lang names the language: the question is in it.
    let d = dirs();
    play(&d, &[&["--lang", "de"], &PEOPLE[..]].concat(), &["e4"]);
    let out = play(&d, &[&["--lang", "en"], &PEOPLE[..]].concat(), &[]);
    assert!(
        has(
            &out,
            "An unfinished game between two players, move 1, is saved"
        ),
        "{out:?}"
    );
}

#[test]
fn spanish_says_usted_and_its_help_names_spanish_commands_that_work() {
    let d = dirs();
    play(&d, &[&["--lang", "es"], &PEOPLE[..]].concat(), &["e4"]);
    let out = play(
        &d,
        &["--lang", "es"],
        &[
            "reanudar",
            "ayuda",
            "ayuda ajustar",
            "ajustar velocidad 150",
            "e5",
            "Dh5",
            "p reina",
        ],
    );
    assert!(
        has(
            &out,
            "Hay guardada una partida sin terminar entre dos personas, jugada 1: escriba reanudar para seguir, o nueva para empezar otra."
        ),
        "{out:?}"
    );
    assert!(has(&out, "; deshacer; ajustar; guardar;"), "{out:?}");
    assert!(
        has(&out, "ajustar estilo anna, ajustar idioma en,"),
        "{out:?}"
    );
    assert!(has(&out, "150 por ciento"), "{out:?}");
    assert!(has(&out, "dama blanca: h5"), "{out:?}");
    for line in &out {
        for informal in ["escribe ", "Escribe ", " tu ", " tus ", "irte"] {
            assert!(!line.contains(informal), "{informal}: {line}");
        }
    }
}

/// The German and Spanish Fluent files address the player one way: no
/// informal pronoun or imperative anywhere, not only in what a test says.
#[test]
fn the_german_and_spanish_files_address_the_player_one_way() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let informal = [
        (
            "de",
            &[
                "du",
                "dein",
                "deine",
                "deinen",
                "deiner",
                "deines",
                "dich",
                "dir",
                "tippe",
                "schreib",
                "drück",
                "wähle",
                "gib",
                "Schachprogramm",
                "Programm auf",
            ][..],
        ),
        (
            "es",
            // "escribe" and "pulsa" are also the third person ("el árbitro
            // escribe"): as an imperative they open a sentence or a clause.
            &[
                "tú",
                "tu",
                "tus",
                "te",
                "irte",
                "Escríbela",
                "= Escribe ",
                ". Escribe ",
                ": escribe ",
                "; escribe ",
                "] escribe ",
                " o escribe ",
                ": pulsa ",
                " o pulsa ",
                ". Pulsa ",
            ][..],
        ),
    ];
    for (lang, words) in informal {
        for file in ["tactus.ftl", "notation.ftl", "study.ftl"] {
            let text = std::fs::read_to_string(root.join(lang).join(file)).unwrap();
            for (n, line) in text.lines().enumerate() {
                if line.trim_start().starts_with('#') {
                    continue;
                }
                let words_of_line: Vec<&str> = line
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .collect();
                for word in words {
                    let hit = if word.contains(' ') {
                        line.contains(word)
                    } else {
                        words_of_line.iter().any(|w| w.eq_ignore_ascii_case(word))
                    };
                    assert!(!hit, "{lang}/{file}:{}: {word}: {line}", n + 1);
                }
            }
        }
    }
}
