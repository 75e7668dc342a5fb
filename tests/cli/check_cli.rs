//! `tactus check` run as a program on real files: every kind of finding,
//! the jsonl shape, the exit codes, and the order of games kept while the
//! games are checked on several cores.

use std::{fmt::Write as _, path::Path, process::Command};

use serde_json::Value;

use crate::piped;
use piped::pgn_file;

const FINDINGS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/check-findings.pgn");

fn check(paths: &[&Path], args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .arg("check")
        .args(paths)
        .args(args)
        .env("LANG", "C")
        // No settings file's language over the locale's.
        .env("TACTUS_CONFIG_DIR", "/nonexistent/tactus-settings")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn lines(out: &str) -> Vec<Value> {
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn every_kind_of_finding_is_found_in_the_test_file() {
    let (code, out, err) = check(&[Path::new(FINDINGS)], &["--format", "jsonl"]);
    assert_eq!((code, err.as_str()), (1, ""), "{out}");
    let lines = lines(&out);
    let found: Vec<(u64, u64, &str)> = lines[..lines.len() - 1]
        .iter()
        .map(|l| {
            (
                l["game"].as_u64().unwrap(),
                l["ply"].as_u64().unwrap(),
                l["kind"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (2, 3, "unreadable"),
            (3, 3, "illegal_move"),
            (4, 5, "after_end"),
            (5, 0, "wrong_result"),
            (6, 0, "time_forfeit_draw"),
            (7, 0, "wrong_result"),
        ]
    );
    // The fields in this order, and no others.
    assert!(
        out.starts_with(r#"{"game":2,"ply":3,"kind":"unreadable","message":"game 2, "#),
        "{out}"
    );
    assert_eq!(lines[0].as_object().unwrap().len(), 4);
    assert_eq!(
        lines[4]["message"],
        "game 6, Carlsen–Nepo: 0-1 on time, but Black cannot checkmate: ½-½ under Art. 6.9"
    );
    assert_eq!(
        lines[1]["message"],
        "game 3, Illegal–Move, 2. Ke3: illegal move"
    );
    let summary = &lines[lines.len() - 1];
    assert_eq!(summary["games"], 8);
    assert_eq!(summary["plies"], 4 + 2 + 2 + 4 + 4 + 2 + 2 + 4);
    assert_eq!(
        summary["findings"],
        serde_json::json!({"unreadable": 1, "illegal_move": 1, "after_end": 1,
                           "wrong_result": 2, "time_forfeit_draw": 1,
                           "variant": 0, "null_move": 0})
    );
    assert!(summary["seconds"].as_f64().unwrap() >= 0.0);
}

#[test]
fn text_says_one_line_per_finding_and_a_summary() {
    let (code, out, _) = check(&[Path::new(FINDINGS)], &[]);
    assert_eq!(code, 1);
    let text: Vec<&str> = out.lines().collect();
    assert_eq!(text.len(), 7, "{out}");
    assert_eq!(text[0], "game 2, Unreadable–Move, 2. Nf9: unreadable move");
    assert!(
        text[2].starts_with("game 4, After–Mate, 3. Kf2: move after the game ended"),
        "{out}"
    );
    assert!(text[6].starts_with("8 games, 24 half-moves, "), "{out}");
    assert!(text[6].ends_with(
        ": 6 findings (unreadable 1, illegal_move 1, after_end 1, wrong_result 2, time_forfeit_draw 1)"
    ));
    let (_, german, _) = check(&[Path::new(FINDINGS)], &["--lang", "de"]);
    assert!(german.starts_with("Partie 2, Unreadable–Move, 2. Nf9: unlesbarer Zug\n"));
}

#[test]
fn without_the_analysis_only_material_decides() {
    let (code, out, _) = check(
        &[Path::new(FINDINGS)],
        &["--format", "jsonl", "--no-dead-positions"],
    );
    assert_eq!(code, 1);
    let summary = lines(&out).pop().unwrap();
    assert_eq!(summary["findings"]["time_forfeit_draw"], 0);
    assert_eq!(summary["findings"]["wrong_result"], 1);
}

#[test]
fn without_the_analysis_a_dead_position_on_the_last_move_is_not_looked_for_either() {
    // Bxd3 leaves kings, a light-squared bishop and locked pawns on dark
    // squares: dead beyond material, on the game's last move.
    let file = pgn_file(
        b"[White \"Last\"]\n[Black \"Move\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n\
          [FEN \"4k3/8/8/p1p1p1p1/P1P1P1P1/3n4/8/4KB2 w - - 0 1\"]\n\n1. Bxd3 1-0\n",
    );
    let (code, out, _) = check(&[file.path()], &["--format", "jsonl"]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(lines(&out)[0]["kind"], "wrong_result", "{out}");
    let (code, out, _) = check(
        &[file.path()],
        &["--format", "jsonl", "--no-dead-positions"],
    );
    assert_eq!(code, 0, "{out}");
    assert_eq!(lines(&out)[0]["findings"]["wrong_result"], 0, "{out}");
}

#[test]
fn a_clean_file_exits_0() {
    let file =
        pgn_file(b"[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n1. d4 *\n");
    let (code, out, err) = check(&[file.path()], &["--format", "jsonl"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines = lines(&out);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["games"], 2);
    assert_eq!(lines[0]["plies"], 5);
}

#[test]
fn a_file_that_cannot_be_read_exits_2_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.pgn");
    let (code, _, err) = check(&[&missing], &[]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("tactus: cannot read ") && err.contains("missing.pgn"),
        "{err}"
    );
    let binary = pgn_file(b"\x7fELF\x02\x01\x01\0\0\0\0");
    let (code, _, err) = check(&[binary.path()], &[]);
    assert_eq!(code, 2);
    assert!(err.ends_with("it is not a text file\n"), "{err}");
    let (code, _, err) = check(&[dir.path()], &[]);
    assert_eq!(code, 2);
    assert!(err.ends_with("it is a folder, not a file\n"), "{err}");
    // The reason in the player's language, not the system's English.
    let (code, _, err) = check(&[&missing], &["--lang", "de"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("kann nicht gelesen werden: diese Datei gibt es nicht"),
        "{err}"
    );
    // A good file beside a bad one is still checked.
    let (code, out, _) = check(&[Path::new(FINDINGS), &missing], &["--format", "jsonl"]);
    assert_eq!(code, 2);
    assert_eq!(lines(&out).pop().unwrap()["games"], 8);
}

#[test]
fn a_file_with_no_game_or_no_text_exits_2_in_one_sentence_and_no_summary() {
    let list = pgn_file(b"milk\neggs\n2 loaves of bread\nbutter\n");
    let binary = pgn_file(b"\x7fELF\x02\x01\x01\0\0\0\0");
    let empty = pgn_file(b"");
    let name = |f: &tempfile::NamedTempFile| f.path().display().to_string();
    for (file, args, said) in [
        (
            &list,
            &[][..],
            format!("{}: this file holds no game", name(&list)),
        ),
        (
            &list,
            &["--lang", "de"],
            format!("{}: diese Datei enthält keine Partie", name(&list)),
        ),
        (
            &list,
            &["--lang", "es", "--format", "jsonl"],
            format!("{}: este archivo no contiene ninguna partida", name(&list)),
        ),
        (
            &empty,
            &[],
            format!("{}: this file holds no game", name(&empty)),
        ),
        (
            &binary,
            &[],
            format!("cannot read {}: it is not a text file", name(&binary)),
        ),
        (
            &binary,
            &["--lang", "de"],
            format!(
                "{} kann nicht gelesen werden: sie ist keine Textdatei",
                name(&binary)
            ),
        ),
    ] {
        let (code, out, err) = check(&[file.path()], args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert_eq!(err, format!("tactus: {said}\n"), "{args:?}");
        assert_eq!(out, "", "{args:?}: no summary after it");
    }
    // Beside a file of games, the games are still checked and summed up.
    let (code, out, err) = check(&[list.path(), Path::new(FINDINGS)], &[]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(out.lines().last().unwrap().starts_with("8 games"), "{out}");
    // Text that holds no game before the games of a file is a finding.
    let mixed = pgn_file(b"milk\n\n1. e4 e5 *\n");
    let (code, out, _) = check(&[mixed.path()], &[]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("game 1, ?–?, 1. milk: unreadable move\n"),
        "{out}"
    );
    assert!(out.contains("2 games"), "{out}");
}

#[test]
fn several_files_are_named_in_each_finding() {
    let clean = pgn_file(b"1. e4 *\n");
    let (code, out, _) = check(&[clean.path(), Path::new(FINDINGS)], &[]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with(&format!("{FINDINGS}: game 2, Unreadable–Move")),
        "{out}"
    );
}

/// Thousands of games, checked in batches on every core: the findings come
/// in the order of the games, each with its own number and players.
#[test]
fn the_order_of_games_is_kept_over_many_batches() {
    let mut pgn = String::new();
    let games = 6000;
    for n in 1..=games {
        let _ = write!(pgn, "[White \"W{n}\"]\n[Black \"B{n}\"]\n\n");
        if n % 7 == 0 {
            pgn.push_str("1. e4 e5 2. Ke3 *\n\n");
        } else {
            pgn.push_str("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n");
        }
    }
    let file = pgn_file(pgn.as_bytes());
    let (code, out, _) = check(&[file.path()], &["--format", "jsonl"]);
    assert_eq!(code, 1);
    let lines = lines(&out);
    let numbers: Vec<u64> = lines[..lines.len() - 1]
        .iter()
        .map(|l| l["game"].as_u64().unwrap())
        .collect();
    let expected: Vec<u64> = (1..=games).filter(|n| n % 7 == 0).collect();
    assert_eq!(numbers, expected);
    for l in &lines[..lines.len() - 1] {
        let n = l["game"].as_u64().unwrap();
        let named = format!("game {n}, W{n}–B{n}, 2. Ke3");
        assert!(l["message"].as_str().unwrap().starts_with(&named), "{l}");
    }
    assert_eq!(lines[lines.len() - 1]["games"], games);
}

/// The same games as `tactus replay` numbers them.
#[test]
fn game_numbers_are_replays() {
    let pgn = b"; a comment before any game\n\n1. e4 *\n\n; between games\n\n[White \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
    let file = pgn_file(pgn);
    let (_, out, _) = check(&[file.path()], &["--format", "jsonl"]);
    assert_eq!(lines(&out)[0]["game"], 2);
    let replay = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .args(["replay", "--game", "2"])
        .arg(file.path())
        .output()
        .unwrap();
    let err = String::from_utf8(replay.stderr).unwrap();
    assert!(err.contains("game 2, move 2 (White)"), "{err}");
}

/// Two files joined, the second saved with a byte-order mark (as editors on
/// Windows save them): `check` finds their two games and nothing wrong,
/// and `replay --game 2` plays the second file's game.
#[test]
fn files_joined_after_a_byte_order_mark_are_read_as_their_games() {
    let joined = "[Event \"a\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n\
                  \u{feff}[Event \"b\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n\
                  1. f3 e5 2. g4 Qh4# 0-1\n";
    let file = pgn_file(joined.as_bytes());
    let (code, out, _) = check(&[file.path()], &[]);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("2 games, 6 half-moves, "), "{out}");
    assert!(out.trim_end().ends_with("no findings"), "{out}");
    let (code, out, _) = piped::replay(file.path(), &["--game", "2"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "White: C. Black: D.\n1. f3 e5\n2. g4 Qh4#\nResult: 0-1, Black wins: checkmate.\n"
    );
}
