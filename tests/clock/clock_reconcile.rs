//! Two boards, two scoresheets in `tactus clock` (Appendix E.2.8–E.2.9)
//! through its real line interface over a pipe, against hand-made PGNs of
//! the sighted player's score: scores that agree; scores that differ three
//! half-moves from the end, retraced on "yes" with both clocks set to the
//! readings the table recorded at that press (in English, German and
//! Spanish); "no"; `retrace N` typed; and bad files refused with nothing
//! changed.

use crate::piped;

use std::process::Child;

use piped::{Dirs, dirs, feed, has, paced, pgn_file};
use serde_json::Value;

/// `tactus clock ARGS --tty --voice none --lang LANG` with `d`'s folders.
fn clock(d: &Dirs, lang: &str, args: &[&str]) -> Child {
    d.tactus()
        .arg("clock")
        .args(args)
        .args(["--tty", "--voice", "none", "--lang", lang])
        .spawn()
        .unwrap()
}

/// The table's game: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6, a press every
/// `ms`, then the process ends (the game kept in `clock.json`).
fn six_half_moves(d: &Dirs, lang: &str, ms: u64) {
    let script = ["", "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "quit"];
    feed(clock(d, lang, &["5+0"]), &paced(&script, ms));
}

/// The clock game kept in `d`'s data folder.
fn kept(d: &Dirs) -> Value {
    let text = std::fs::read_to_string(d.data.path().join("clock.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The `%clk`-like readings the table recorded at each press: White's
/// and Black's.
fn recorded(game: &Value) -> Vec<(u64, u64)> {
    game["game"]["score"]["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["white"].as_u64().unwrap(), e["black"].as_u64().unwrap()))
        .collect()
}

/// Resumes the table's game and runs `script` after it.
fn resumed(d: &Dirs, lang: &str, script: &[&str]) -> Vec<String> {
    feed(clock(d, lang, &["--resume"]), &paced(script, 80))
}

#[test]
fn scores_that_agree_give_the_position_to_check_both_boards() {
    for (lang, agree, king) in [
        ("en", "The scores agree: 6 half-moves.", "king e1"),
        (
            "de",
            "Die Partieformulare stimmen überein: 6 Halbzüge.",
            "König e1",
        ),
        ("es", "Las planillas coinciden: 6 medias jugadas.", "rey e1"),
    ] {
        let d = dirs();
        six_half_moves(&d, lang, 50);
        let sighted = pgn_file("1. e4 e5 2. Ngf3 Nc6 3. Bb5 a6 *");
        let line = format!("reconcile {}", sighted.path().display());
        let lines = resumed(&d, lang, &[&line, "yes", "quit"]);
        let text = lines.join("\n");
        assert!(has(&lines, agree), "{lang}: {text}");
        assert!(has(&lines, king), "{lang}: {text}");
        // No question was asked: "yes" is read as a move and refused.
        assert_eq!(recorded(&kept(&d)).len(), 6, "{lang}: {text}");
    }
}

#[test]
fn scores_that_differ_retrace_three_half_moves_and_the_recorded_clocks() {
    for (lang, differ, question, retraced, score) in [
        (
            "en",
            "The scores differ at half-move 4: the table has Nc6, the sighted player's score Nf6. They agree up to half-move 3, move 2 of White.",
            "Retrace to there? yes or no.",
            "Retraced to the position after move 2 of White: 3 half-moves off the score (Nc6, Bb5, a6).",
            "1. e4, e5; 2. Nf3",
        ),
        (
            "de",
            "Die Partieformulare weichen bei Halbzug 4 ab: der Tisch hat Nc6, das Formular des sehenden Spielers Nf6.",
            "Dorthin zurückgehen? ja oder nein.",
            "Zurück zur Stellung nach Zug 2 von Weiß: 3 Halbzüge aus dem Partieformular genommen (Nc6, Bb5, a6).",
            "1. e4, e5; 2. Nf3",
        ),
        (
            "es",
            "Las planillas difieren en la media jugada 4: la mesa tiene Nc6, la planilla del jugador vidente Nf6.",
            "¿Volver allí? sí o no.",
            "De vuelta a la posición tras la jugada 2 de las blancas: 3 medias jugadas retiradas de la planilla (Nc6, Bb5, a6).",
            "1. e4, e5; 2. Nf3",
        ),
    ] {
        let d = dirs();
        six_half_moves(&d, lang, 250);
        let at = recorded(&kept(&d));
        let sighted = pgn_file("1. e4 e5 2. Nf3 Nf6 3. Nc3 Nc6 *");
        let line = format!("reconcile {}", sighted.path().display());
        let yes = if lang == "en" { "yes" } else { "ja" };
        let yes = if lang == "es" { "sí" } else { yes };
        let lines = resumed(&d, lang, &[&line, yes, "score", "quit"]);
        let text = lines.join("\n");
        assert!(has(&lines, differ), "{lang}: {text}");
        assert!(has(&lines, question), "{lang}: {text}");
        assert!(has(&lines, retraced), "{lang}: {text}");
        assert!(lines.iter().any(|l| l == score), "{lang}: {text}");
        // Both clocks hold what the table recorded at the third press;
        // Black, who has the move, runs from there.
        let game = kept(&d);
        let clock = &game["game"]["clock"];
        assert_eq!(recorded(&game).len(), 3, "{lang}: {text}");
        assert_eq!(clock["white"]["remaining"].as_u64(), Some(at[2].0));
        assert_eq!(clock["black"]["remaining"].as_u64(), Some(at[2].1));
        assert_eq!((at[2].0 < at[1].0, at[2].1 < at[0].1), (true, true));
        assert_eq!(clock["turn"]["side"], "black");
        assert_eq!(clock["white"]["moves"], 2);
        assert_eq!(clock["black"]["moves"], 1);
        // The moves taken off are kept in the arbiter's log.
        let log = game["game"]["incidents"].to_string();
        assert!(
            log.contains("\"removed\":[\"Nc6\",\"Bb5\",\"a6\"]"),
            "{log}"
        );
        assert!(log.contains("\"what\":\"reconciled\""), "{log}");
    }
}

#[test]
fn no_keeps_the_score_and_retrace_can_be_typed() {
    let d = dirs();
    six_half_moves(&d, "en", 50);
    let sighted = pgn_file("1. d4 *");
    let line = format!("reconcile {}", sighted.path().display());
    let lines = resumed(&d, "en", &[&line, "no", "retrace 9", "retrace 5", "quit"]);
    let text = lines.join("\n");
    assert!(
        has(
            &lines,
            "The scores differ from the first half-move: the table has e4, the sighted player's score d4."
        ),
        "{text}"
    );
    assert!(has(&lines, "Nothing was retraced."), "{text}");
    assert!(
        has(
            &lines,
            "The score has 6 half-moves: it cannot go back to half-move 9."
        ),
        "{text}"
    );
    assert!(
        has(
            &lines,
            "Retraced to the position after move 3 of White: 1 half-move off the score (a6)."
        ),
        "{text}"
    );
    assert_eq!(recorded(&kept(&d)).len(), 5);
}

#[test]
fn bad_files_are_refused_and_change_nothing() {
    let d = dirs();
    six_half_moves(&d, "en", 50);
    let entries = recorded(&kept(&d));
    let illegal = pgn_file("1. e4 e5 2. Qxf7 *");
    let empty = pgn_file("");
    let other = pgn_file("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e3 *");
    let lines = [
        "reconcile /nowhere/sighted.pgn".to_owned(),
        format!("reconcile {}", illegal.path().display()),
        format!("reconcile {}", empty.path().display()),
        format!("reconcile {}", other.path().display()),
        "quit".to_owned(),
    ];
    let script: Vec<&str> = lines.iter().map(String::as_str).collect();
    let said = resumed(&d, "en", &script);
    let text = said.join("\n");
    assert_eq!(
        piped::count(&said, "The sighted player's score "),
        4,
        "{text}"
    );
    assert!(
        has(&said, "/nowhere/sighted.pgn cannot be read: "),
        "{text}"
    );
    assert_eq!(piped::count(&said, ". Nothing changed."), 3, "{text}");
    assert!(
        has(
            &said,
            "starts from another position: it cannot be compared with the table's."
        ),
        "{text}"
    );
    let game = kept(&d);
    assert_eq!(recorded(&game), entries);
    let log = game["game"]["incidents"].to_string();
    assert!(!log.contains("reconcile"), "{log}");
}
