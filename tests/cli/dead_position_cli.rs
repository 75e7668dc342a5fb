//! Dead positions and unwinnable flag falls through the programs: `tactus
//! replay` (jsonl and text) and a flag fall in `tactus tty` with two people
//! at the board, in English, German and Spanish.

use crate::piped;
use piped::{dirs, feed, has, pgn_file, replay};

/// A locked pawn chain: neither side can ever checkmate.
const LOCKED: &str = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1";
/// The same, one move before Black's h-pawn locks it.
const BEFORE_LOCK: &str = "2b1k3/7p/8/1p1p1p2/1P1P1P1P/8/8/2B1K3 b - - 0 1";

#[test]
fn a_game_set_up_dead_ends_before_its_first_move() {
    let file = pgn_file(&format!("[FEN \"{LOCKED}\"]\n[SetUp \"1\"]\n\n*\n"));
    let (code, out, err) = replay(file.path(), &["--format", "jsonl"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "{\"result\":\"1/2-1/2\",\"termination\":\"dead_position\"}\n"
    );
}

#[test]
fn the_move_that_locks_the_chain_ends_the_game() {
    let file = pgn_file(&format!(
        "[FEN \"{BEFORE_LOCK}\"]\n[SetUp \"1\"]\n\n1... h5 1/2-1/2\n"
    ));
    let (code, out, err) = replay(file.path(), &["--format", "jsonl"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].contains(r#""san":"h5""#), "{out}");
    assert_eq!(
        lines[1],
        r#"{"result":"1/2-1/2","termination":"dead_position"}"#
    );

    let (code, out, _) = replay(file.path(), &["--format", "text"]);
    assert_eq!(code, 0);
    assert!(
        out.contains(
            "drawn: dead position: neither side can checkmate by any series of legal moves."
        ),
        "{out}"
    );
}

#[test]
fn a_move_after_the_dead_position_is_refused() {
    let file = pgn_file(&format!(
        "[FEN \"{BEFORE_LOCK}\"]\n[SetUp \"1\"]\n\n1... h5 2. Kd2 *\n"
    ));
    let (code, out, err) = replay(file.path(), &["--format", "jsonl"]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("Kd2"), "{err}");
}

/// `tactus tty` for two people from `fen` with 2 seconds each, in `lang`;
/// waits until White's flag has fallen and returns the output lines.
fn white_flag_falls(fen: &str, lang: &str) -> Vec<String> {
    let d = dirs();
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", lang])
        .args(["--white", "human", "--black", "human"])
        // The strict rules: the clock runs from the start (a casual
        // game's waits for both first moves).
        .args(["--time", "2s+0", "--rules", "strict", "--fen", fen])
        .spawn()
        .unwrap();
    // White has the move and makes none: the clock runs out. The time
    // must pass: 2 s for the flag to fall (or, in a dead position, for the
    // clock not to run out after all).
    feed(child, &[("clock", 2800)])
}

/// lichess.org/ijyj0mHa, move 60 (chasolver's README): Black's bishop and
/// pawns are enough material, but the chain locks them out; only White can
/// still checkmate.
const ONLY_WHITE_MATES: &str = "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1";

#[test]
fn a_flag_falls_where_the_opponent_cannot_mate_english() {
    let out = white_flag_falls(ONLY_WHITE_MATES, "en");
    assert!(
        has(
            &out,
            "White's flag fell. Draw, because Black cannot checkmate."
        ),
        "{out:?}"
    );
    assert!(!has(&out, "Black wins"), "{out:?}");
}

#[test]
fn a_flag_falls_where_the_opponent_cannot_mate_german() {
    let out = white_flag_falls(ONLY_WHITE_MATES, "de");
    assert!(
        has(
            &out,
            "Das Fallblättchen von Weiß ist gefallen. Remis, denn Schwarz kann nicht mattsetzen."
        ),
        "{out:?}"
    );
}

#[test]
fn a_flag_falls_where_the_opponent_cannot_mate_spanish() {
    let out = white_flag_falls(ONLY_WHITE_MATES, "es");
    assert!(
        has(
            &out,
            "Cayó la bandera de las blancas. Tablas, porque las negras no pueden dar mate."
        ),
        "{out:?}"
    );
}

#[test]
fn a_game_set_up_dead_is_over_at_once_in_tty() {
    let out = white_flag_falls(LOCKED, "en");
    assert!(
        has(
            &out,
            "Dead position: neither side can checkmate by any series of legal moves. Draw."
        ),
        "{out:?}"
    );
    assert!(!has(&out, "flag fell"), "{out:?}");
}
