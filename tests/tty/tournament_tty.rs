//! Tournament mode in `tactus tty` over a pipe, in English, German and
//! Spanish: every forbidden command is refused with the mode's one
//! sentence and changes nothing, what the Laws allow still answers, a move
//! that cannot be played is written down in neutral words, leaving needs
//! the arbiter's code (a wrong one is logged in the autosave and the PGN),
//! `--resume` keeps the mode, an engine or a short code refuses to start,
//! and the code is never written in clear in any file or stream.

use crate::piped;
use piped::{Dirs, contains, count, dirs, files, has, send, succeeded};

/// The arbiter's code of these games.
const CODE: &str = "Zebra-4711";

/// A language's words: the forbidden commands, the mode's refusal, the
/// words that say a move was written down, the question for the code, a
/// wrong code, the mode on, `tournament off`, and allowed commands.
struct Words {
    lang: &'static str,
    forbidden: &'static [&'static str],
    refusal: &'static str,
    noted: &'static str,
    ask: &'static str,
    wrong: &'static str,
    on: &'static str,
    off: &'static str,
    allowed: &'static [&'static str],
}

const LANGS: [Words; 3] = [
    Words {
        lang: "en",
        forbidden: &[
            "b",
            "board",
            "p N",
            "p A",
            "s e",
            "s 4",
            "e4?",
            "sq d5",
            "m",
            "m g8",
            "undo",
            "engine restart",
            "level 3",
        ],
        refusal: "Tournament mode does not allow",
        noted: "Written down for the arbiter: Nf9. The position is unchanged.",
        ask: "Arbiter's code?",
        wrong: "Wrong code. Tournament mode goes on.",
        on: "Tournament mode: only the clock",
        off: "tournament off",
        allowed: &["c", "l", "score", "t"],
    },
    Words {
        lang: "de",
        forbidden: &[
            "brett",
            "figuren S",
            "linie e",
            "feld d5",
            "züge",
            "züge g8",
            "zurück",
            "motor neustart",
            "stufe 3",
        ],
        refusal: "Der Turniermodus erlaubt",
        noted: "Für den Schiedsrichter notiert: Nf9. Die Stellung bleibt unverändert.",
        ask: "Code des Schiedsrichters?",
        wrong: "Falscher Code. Der Turniermodus bleibt.",
        on: "Turniermodus: nur die Uhr",
        off: "turnier aus",
        allowed: &["uhr", "letzte", "partie", "wer"],
    },
    Words {
        lang: "es",
        forbidden: &[
            "tablero",
            "piezas C",
            "línea e",
            "casilla d5",
            "jugadas",
            "jugadas g8",
            "deshacer",
            "motor reiniciar",
            "nivel 3",
        ],
        refusal: "El modo torneo no permite",
        noted: "Anotado para el árbitro: Nf9. La posición no cambia.",
        ask: "¿Código del árbitro?",
        wrong: "Código incorrecto. El modo torneo sigue.",
        on: "Modo torneo: solo el reloj",
        off: "torneo apagado",
        allowed: &["reloj", "última", "partida", "turno"],
    },
];

/// `tactus tty` in tournament mode with the arbiter's code, two people,
/// the text voice in `lang` and a transcript; the lines fed with a short
/// pause each. Its output.
fn tournament(d: &Dirs, lang: &str, lines: &[&str]) -> std::process::Output {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", lang, "--tournament"])
        .args(["--arbiter-code", CODE])
        .arg("--transcript")
        .arg(d.data.path().join("transcript.jsonl"))
        .current_dir(d.data.path())
        .spawn()
        .unwrap();
    let script: Vec<(&str, u64)> = lines.iter().map(|l| (*l, 30)).collect();
    send(child, &script)
}

fn out_lines(out: &std::process::Output) -> Vec<String> {
    succeeded(out);
    piped::lines(&out.stdout)
}

#[test]
fn each_forbidden_command_is_refused_in_every_language_and_allowed_ones_answer() {
    for w in &LANGS {
        let d = dirs();
        let mut script = vec!["e4"];
        script.extend(w.forbidden);
        script.extend(w.allowed);
        script.extend(["Nf9", w.off, "0000", "save game.pgn"]);
        let out = tournament(&d, w.lang, &script);
        let said = out_lines(&out);
        assert!(has(&said, w.on), "{}: {said:?}", w.lang);
        assert_eq!(
            count(&said, w.refusal),
            w.forbidden.len(),
            "{}: {said:?}",
            w.lang
        );
        // Nothing that helps play was said: no legal moves, no board.
        for helper in [
            "Legal moves",
            "Legale Züge",
            "Jugadas legales",
            "Rank 8",
            "Reihe 8",
            "Fila 8",
            "Attacked by",
            "Angegriffen von",
            "Atacada por",
        ] {
            assert!(!has(&said, helper), "{}: {helper}: {said:?}", w.lang);
        }
        assert!(has(&said, w.noted), "{}: {said:?}", w.lang);
        assert!(has(&said, w.ask), "{}: {said:?}", w.lang);
        assert!(has(&said, w.wrong), "{}: {said:?}", w.lang);
        // `t` says the mode, the clock answers: the allowed commands were
        // not refused (counted above) and said something of their own.
        assert!(count(&said, w.on) >= 2, "{}: {said:?}", w.lang);
        let pgn = std::fs::read_to_string(d.data.path().join("game.pgn")).unwrap();
        assert!(pgn.contains("[TournamentMode \"yes\"]"), "{pgn}");
        assert!(
            pgn.contains("{Arbiter: Black wrote \"Nf9\", which cannot be played;"),
            "{pgn}"
        );
        assert!(
            pgn.contains("{Arbiter: a wrong code was given to leave tournament mode;"),
            "{pgn}"
        );
        assert!(pgn.contains("1. e4"), "{pgn}");
        let saved: serde_json::Value =
            serde_json::from_slice(&std::fs::read(d.data.path().join("current.json")).unwrap())
                .unwrap();
        let attempts = &saved["tournament"]["tournament"]["attempts"];
        assert_eq!(attempts.as_array().map(Vec::len), Some(1), "{saved}");
        assert_eq!(attempts[0]["accepted"], false, "{saved}");
        assert_eq!(saved["tournament"]["on"], true, "{saved}");
    }
}

#[test]
fn the_code_is_never_written_in_clear_and_the_right_one_ends_the_mode() {
    let d = dirs();
    let out = tournament(
        &d,
        "en",
        &[
            "e4",
            "tournament off",
            "wrong-code",
            "tournament off",
            CODE,
            "b",
            "save g.pgn",
            "quit",
            "y",
        ],
    );
    let said = out_lines(&out);
    assert!(has(&said, "Tournament mode ended."), "{said:?}");
    // After the mode ended the board is read.
    assert!(has(&said, "Rank 8"), "{said:?}");
    assert!(!contains(&out.stdout, CODE) && !contains(&out.stderr, CODE));
    let written = [files(d.data.path()), files(d.config.path())].concat();
    assert!(written.len() >= 3, "{written:?}");
    for (path, bytes) in &written {
        assert!(!contains(bytes, CODE), "{} holds the code", path.display());
        assert!(
            !contains(bytes, "wrong-code"),
            "{} holds the attempt",
            path.display()
        );
    }
    let pgn = std::fs::read_to_string(d.data.path().join("g.pgn")).unwrap();
    assert!(
        pgn.contains("{Arbiter: tournament mode was left with the arbiter's code;"),
        "{pgn}"
    );
}

#[test]
fn resume_keeps_tournament_mode_and_its_code() {
    let d = dirs();
    let out = tournament(&d, "en", &["e4", "e5"]);
    succeeded(&out);
    let child = d
        .tactus()
        .args(["tty", "--resume", "--voice", "text", "--lang", "en"])
        .spawn()
        .unwrap();
    let said = out_lines(&send(
        child,
        &[
            ("b", 30),
            ("m", 30),
            ("tournament off", 30),
            ("1111", 30),
            ("tournament off", 30),
            (CODE, 30),
            ("b", 30),
        ],
    ));
    assert!(has(&said, "Tournament mode: only the clock"), "{said:?}");
    assert_eq!(
        count(&said, "Tournament mode does not allow"),
        2,
        "{said:?}"
    );
    assert!(
        has(&said, "Wrong code. Tournament mode goes on."),
        "{said:?}"
    );
    assert!(has(&said, "Tournament mode ended."), "{said:?}");
    assert!(has(&said, "Rank 8"), "{said:?}");
}

#[test]
fn an_engine_or_a_short_code_refuses_to_start() {
    for args in [
        &["--tournament", "--black", "engine:3"][..],
        &["--tournament", "--engine", "/usr/games/stockfish"],
        &["--tournament", "--arbiter-code", "abc"],
        &["--arbiter-code", "abcd"],
    ] {
        let d = dirs();
        let out = send(
            d.tactus()
                .args(["tty", "--voice", "text"])
                .args(args)
                .spawn()
                .unwrap(),
            &[("e4", 0)],
        );
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.is_empty() && !err.contains("abc\""), "{args:?}: {err}");
        assert!(!d.data.path().join("current.json").exists(), "{args:?}");
    }
}

#[test]
fn play_without_a_display_keeps_tournament_mode_in_the_terminal() {
    let d = dirs();
    let child = d
        .tactus()
        .args(["play", "--voice", "text", "--lang", "en", "--tournament"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .spawn()
        .unwrap();
    let said = out_lines(&send(child, &[("b", 30), ("e4", 30), ("l", 30)]));
    assert!(has(&said, "Tournament mode: only the clock"), "{said:?}");
    assert_eq!(
        count(&said, "Tournament mode does not allow"),
        1,
        "{said:?}"
    );
}

#[test]
fn a_saved_tournament_game_is_not_set_aside_for_a_new_one() {
    let d = dirs();
    succeeded(&tournament(&d, "en", &["e4", "e5"]));
    let child = d
        .tactus()
        .args([
            "tty", "--voice", "text", "--lang", "en", "--white", "human", "--black", "human",
        ])
        .spawn()
        .unwrap();
    let said = out_lines(&send(
        child,
        &[
            ("new", 30),
            ("resume", 30),
            ("new", 30),
            ("load x.pgn", 30),
            ("t", 30),
        ],
    ));
    assert_eq!(
        count(
            &said,
            "Tournament mode does not allow another game before this one ends"
        ),
        2,
        "{said:?}"
    );
    assert_eq!(
        count(&said, "Tournament mode does not allow loading another game"),
        1,
        "{said:?}"
    );
    assert!(has(&said, "White to move, move 2"), "{said:?}");
    assert!(
        std::fs::read_dir(d.data.path().join("games")).map_or(true, |mut r| r.next().is_none())
    );
}
