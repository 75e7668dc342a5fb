//! `tactus replay` run as a program: output formats, exit codes, errors.

use std::path::Path;

use crate::piped;
use piped::{pgn_file, replay};

#[test]
fn jsonl_of_a_short_mate_is_exact() {
    let file = pgn_file(b"[Event \"?\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
    let (code, out, err) = replay(file.path(), &["--format", "jsonl"]);
    assert_eq!((code, err.as_str()), (0, ""));
    let expected = concat!(
        r#"{"ply":1,"san":"f3","uci":"f2f3","fen":"rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1","check":false,"checkmate":false,"claims":[]}"#,
        "\n",
        r#"{"ply":2,"san":"e5","uci":"e7e5","fen":"rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2","check":false,"checkmate":false,"claims":[]}"#,
        "\n",
        r#"{"ply":3,"san":"g4","uci":"g2g4","fen":"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2","check":false,"checkmate":false,"claims":[]}"#,
        "\n",
        r#"{"ply":4,"san":"Qh4#","uci":"d8h4","fen":"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3","check":true,"checkmate":true,"claims":[]}"#,
        "\n",
        r#"{"result":"0-1","termination":"checkmate"}"#,
        "\n",
    );
    assert_eq!(out, expected);
}

#[test]
fn jsonl_reports_claims_and_unterminated_results() {
    let file = pgn_file(b"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n");
    let (code, out, _) = replay(file.path(), &["--format", "jsonl"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9);
    assert!(
        lines[7].ends_with(r#""claims":["threefold_repetition"]}"#),
        "{}",
        lines[7]
    );
    assert!(lines[6].ends_with(r#""claims":[]}"#));
    assert_eq!(
        lines[8],
        r#"{"result":"1/2-1/2","termination":"unterminated"}"#
    );
}

#[test]
fn text_is_a_numbered_move_list_with_the_result_in_words() {
    let file = pgn_file(b"[White \"A\"]\n[Black \"B\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
    let (code, out, _) = replay(file.path(), &[]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "White: A. Black: B.\n1. f3 e5\n2. g4 Qh4#\nResult: 0-1, Black wins: checkmate.\n"
    );
}

#[test]
fn the_example_games_replay() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples");
    let (code, out, err) = replay(&dir.join("opera.pgn"), &[]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("17. Rd8#\nResult: 1-0, White wins: checkmate.\n"));
    let (code, out, _) = replay(&dir.join("berlin-repetition.pgn"), &[]);
    assert_eq!(code, 0);
    assert!(
        out.contains("could claim a draw by threefold repetition"),
        "{out}"
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let bad = pgn_file(b"[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
    let castles = pgn_file(b"1. e4 e5 2. 0-0 *\n");
    let promotion = pgn_file(b"[FEN \"8/4P3/8/8/8/8/8/k6K w - - 0 1\"]\n\n1. e8Q *\n");
    let binary = pgn_file(&[0x89, b'P', b'N', b'G', 0, 1, 2, 0xff, b'\n', 0xfe]);
    let empty = pgn_file(b"");
    let missing = Path::new("/nonexistent/tactus/none.pgn");
    for (path, needle) in [
        (bad.path(), "game 1, move 2 (White): illegal move \"Ke3\""),
        // The move as the file writes it, not as it was read (O-O).
        (
            castles.path(),
            "game 1, move 2 (White): illegal move \"0-0\"",
        ),
        (binary.path(), "it is not a text file"),
        (empty.path(), "the file has no games"),
        (missing, "cannot read"),
    ] {
        let (code, out, err) = replay(path, &[]);
        assert_eq!(code, 2, "{err}");
        assert_eq!(out, "");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{err}");
    }
    // A promotion written without its `=` is read as python-chess reads it.
    let (code, out, err) = replay(promotion.path(), &[]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("1. e8=Q\n"), "{out}");
}

#[test]
fn game_index_out_of_range() {
    let file = pgn_file(b"1. e4 *\n\n1. d4 *\n\n1. c4 *\n");
    let (code, out, _) = replay(file.path(), &["--game", "2", "--format", "jsonl"]);
    assert_eq!(code, 0);
    assert!(out.starts_with(r#"{"ply":1,"san":"d4","uci":"d2d4""#));
    let (code, _, err) = replay(file.path(), &["--game", "5"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1);
    assert!(
        err.contains("the file has 3 games; there is no game 5"),
        "{err}"
    );
}

#[test]
fn speak_reads_the_game_aloud_move_by_move_then_the_result() {
    let file = pgn_file(b"1. f3 e5 2. g4 Qh4# 0-1\n");
    let (code, out, err) = replay(
        file.path(),
        &[
            "--speak",
            "--voice",
            "text",
            "--style",
            "appendix-e",
            "--lang",
            "de",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "Zug 1, Weiß: Felix drei\nEröffnung: Barnes Opening.\nZug 1, Schwarz: Eva fünf\n\
         Zug 2, Weiß: Gustav vier\nZug 2, Schwarz: Dame Hector vier, Schachmatt\n\
         Eröffnung: Barnes Opening: Fool's Mate.\nSchachmatt. Schwarz gewinnt.\n"
    );

    let dir = tempfile::tempdir().unwrap();
    let transcript = dir.path().join("game.jsonl");
    let file = pgn_file(b"[Result \"1-0\"]\n\n1. e4 e5 1-0\n");
    let (code, out, err) = replay(
        file.path(),
        &[
            "--speak",
            "--voice",
            "none",
            "--lang",
            "en",
            "--transcript",
            transcript.to_str().unwrap(),
        ],
    );
    assert_eq!((code, out.as_str()), (0, ""), "{err}");
    let lines: Vec<serde_json::Value> = std::fs::read_to_string(&transcript)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let texts: Vec<&str> = lines.iter().map(|l| l["text"].as_str().unwrap()).collect();
    assert_eq!(
        texts,
        [
            "Move 1, White: e4",
            "Opening: King's Pawn Game.",
            "Move 1, Black: e5",
            "White won, as recorded; the game did not end on the board."
        ]
    );
    assert_eq!(lines[0]["kind"], "move");
    assert_eq!(lines[3]["kind"], "result");
    assert_eq!(lines[0]["priority"], "next");
}

#[test]
fn speak_refuses_bad_settings_and_bad_files_with_status_2() {
    let file = pgn_file(b"1. e4 *\n");
    for args in [
        &["--speak", "--voice", "loud"][..],
        &["--speak", "--style", "morse"],
        &["--speak", "--lang", "fr"],
    ] {
        let (code, _, err) = replay(file.path(), args);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
    let bad = pgn_file(b"1. e4 e5 2. Ke3 *\n");
    let (code, _, err) = replay(bad.path(), &["--speak", "--voice", "text"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("Ke3"), "{err}");
}

#[test]
fn speak_begins_with_the_event_the_players_and_the_date() {
    // As a broadcast of the World Championship writes the game.
    let file = pgn_file(
        b"[Event \"FIDE World Championship 2023\"]\n[Site \"Astana KAZ\"]\n\
          [Date \"2023.04.09\"]\n[Round \"1\"]\n[White \"Nepomniachtchi, Ian\"]\n\
          [Black \"Ding, Liren\"]\n[Result \"1/2-1/2\"]\n[WhiteElo \"2795\"]\n\
          [BlackElo \"2788\"]\n[WhiteTitle \"GM\"]\n[BlackTitle \"GM\"]\n\
          [TimeControl \"40/7200:20/3600:900+30\"]\n[ECO \"C84\"]\n\
          [Opening \"Ruy Lopez\"]\n[EventDate \"2023.04.09\"]\n\n\
          1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1/2-1/2\n",
    );
    for (lang, first, second) in [
        (
            "en",
            "FIDE World Championship 2023, round 1. Ian Nepomniachtchi, 2795, against \
             Ding Liren, 2788. 9 April 2023.",
            "Move 1, White: e4",
        ),
        (
            "de",
            "FIDE World Championship 2023, Runde 1. Ian Nepomniachtchi, 2795, gegen \
             Ding Liren, 2788. 9. April 2023.",
            "Zug 1, Weiß: e4",
        ),
        (
            "es",
            "FIDE World Championship 2023, ronda 1. Ian Nepomniachtchi, 2795, contra \
             Ding Liren, 2788. 9 de abril de 2023.",
            "Jugada 1, Blancas: e4",
        ),
    ] {
        let (code, out, err) = replay(file.path(), &["--speak", "--voice", "text", "--lang", lang]);
        assert_eq!(code, 0, "{lang}: {err}");
        let said: Vec<&str> = out.lines().collect();
        assert_eq!(said[..2], [first, second], "{lang}: {out}");
        // Said once.
        assert_eq!(out.matches("Nepomniachtchi").count(), 1, "{out}");
    }
}
