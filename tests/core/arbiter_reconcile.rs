//! `tactus arbiter reconcile` run as a program on hand-made scoresheets:
//! each verdict (agree; the blind board differs; the sighted board differs;
//! the scores differ, with and without `%clk` readings), its jsonl checked
//! exactly and its text for the words a user hears in English and German;
//! a score typed in over a pipe; and bad input refused with nothing written.

use std::{
    io::Write,
    path::Path,
    process::{Command, Stdio},
};

fn pgn_file(text: &str) -> tempfile::NamedTempFile {
    let mut file = tempfile::Builder::new().suffix(".pgn").tempfile().unwrap();
    file.write_all(text.as_bytes()).unwrap();
    file
}

/// Runs `tactus arbiter reconcile ARGS` with `input` on standard input:
/// the exit status, standard output and standard error.
fn reconcile(args: &[&str], input: &str) -> (i32, String, String) {
    let data = tempfile::tempdir().unwrap();
    reconcile_in(data.path(), args, input)
}

/// [`reconcile`] with `data` as tactus's data folder.
fn reconcile_in(data: &Path, args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .args(["arbiter", "reconcile"])
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("TACTUS_DATA_DIR", data)
        .env("HOME", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn files(blind: &Path, sighted: &Path, extra: &[&str]) -> Vec<String> {
    let mut args = vec![
        "--blind".to_owned(),
        blind.display().to_string(),
        "--sighted".to_owned(),
        sighted.display().to_string(),
    ];
    args.extend(extra.iter().map(|s| s.to_string()));
    args
}

fn run_files(blind: &str, sighted: &str, extra: &[&str]) -> (i32, String, String) {
    let (b, s) = (pgn_file(blind), pgn_file(sighted));
    let args = files(b.path(), s.path(), extra);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    reconcile(&args, "")
}

const FOUR: &str = "1. e4 e5 2. Nf3 Nc6 *\n";
/// The position after 1. e4 e5 2. Nf3 Nc6.
const AFTER_FOUR: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

#[test]
fn scores_that_agree_with_boards_that_agree_need_nothing() {
    // The same moves, written differently (Ngf3 is Nf3 there).
    let sighted = "[White \"A\"]\n\n1. e4 e5 2. Ngf3 Nbc6 *\n";
    let (code, out, err) = run_files(FOUR, sighted, &["--format", "jsonl"]);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (0, "{\"verdict\":\"agree\"}\n", "")
    );
    let (code, out, _) = run_files(
        FOUR,
        sighted,
        &["--blind-board", AFTER_FOUR, "--sighted-board", AFTER_FOUR],
    );
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..3],
        [
            "Both scoresheets agree: 4 half-moves, the last move 2, Black, Nc6.",
            "The boards agree with them.",
            "Nothing to do: the game goes on.",
        ],
        "{out}"
    );
    assert!(
        out.contains("\nWhite: king e1; queen d1; rooks a1, h1; bishops c1, f1; knights b1, f3; pawns a2, b2, c2, d2, f2, g2, h2, e4.\nBlack: king e8; queen d8; rooks a8, h8; bishops c8, f8; knights c6, g8; pawns e5, a7, b7, c7, d7, f7, g7, h7.\n"),
        "{out}"
    );
    assert!(out.ends_with(&format!("FEN: {AFTER_FOUR}\n")), "{out}");
}

#[test]
fn the_blind_board_that_differs_is_set_right_with_two_changes() {
    // The knights never left g1 and b8 on the tactile board.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let blind_board = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR";
    assert_ne!(start, blind_board);
    let (code, out, err) = run_files(
        FOUR,
        FOUR,
        &["--blind-board", blind_board, "--format", "jsonl"],
    );
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (
            1,
            "{\"verdict\":\"board_differs\",\"board\":\"blind\",\"fen\":\"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\",\"changes\":[\"Ng1-f3\",\"nb8-c6\"]}\n",
            ""
        )
    );
    let (_, out, _) = run_files(FOUR, FOUR, &["--blind-board", blind_board]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[1..4],
        [
            "The blind player's board differs from the position the scoresheets give. 2 changes set it right:",
            "White knight: move it from g1 to f3.",
            "Black knight: move it from b8 to c6.",
        ],
        "{out}"
    );
    let (_, out, _) = run_files(FOUR, FOUR, &["--blind-board", blind_board, "--lang", "de"]);
    assert!(
        out.contains("Das Brett des blinden Spielers weicht von der Stellung der Partieformulare ab. 2 Änderungen stellen es richtig:\nWeißer Springer: von g1 nach f3 stellen.\nSchwarzer Springer: von b8 nach c6 stellen.\n"),
        "{out}"
    );
}

#[test]
fn the_sighted_board_that_differs_gets_a_piece_taken_off_and_one_put_back() {
    // A black pawn too many on d5, and White's queen knocked off d1; the
    // blind board, typed square by square, is right.
    let sighted_board = "r1bqkbnr/pppp1ppp/2n5/3pp3/4P3/5N2/PPPP1PPP/RNB1KB1R";
    let blind_board = "Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Nb1 Nf3 a2 b2 c2 d2 e4 f2 g2 h2 / \
                       ke8 qd8 ra8 rh8 bc8 bf8 nc6 ng8 a7 b7 c7 d7 e5 f7 g7 h7";
    let (code, out, err) = run_files(
        FOUR,
        FOUR,
        &[
            "--blind-board",
            blind_board,
            "--sighted-board",
            sighted_board,
            "--format",
            "jsonl",
        ],
    );
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (
            1,
            "{\"verdict\":\"board_differs\",\"board\":\"sighted\",\"fen\":\"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\",\"changes\":[\"xpd5\",\"Q@d1\"]}\n",
            ""
        )
    );
    let (_, out, _) = run_files(FOUR, FOUR, &["--sighted-board", sighted_board]);
    assert!(
        out.contains("The sighted player's board differs from the position the scoresheets give. 2 changes set it right:\nBlack pawn on d5: take it off the board.\nWhite queen: put it on d1.\nThe right position:\n"),
        "{out}"
    );
    let (_, out, _) = run_files(
        FOUR,
        FOUR,
        &["--sighted-board", sighted_board, "--lang", "de"],
    );
    assert!(
        out.contains("Schwarzer Bauer auf d5: vom Brett nehmen.\nWeiße Dame: auf d1 stellen.\n"),
        "{out}"
    );
}

/// Six half-moves on the blind player's scoresheet; the sighted player
/// wrote another fourth half-move (and so on from there).
const BLIND_CLOCKS: &str = "1. e4 { [%clk 0:59:58] } e5 { [%clk 0:59:57] } \
    2. Nf3 { [%clk 0:59:50] } Nc6 { [%clk 0:59:40] } 3. Bb5 { [%clk 0:59:30] } a6 { [%clk 0:59:20] } *\n";
const BLIND_BARE: &str = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n";
const SIGHTED: &str = "1. e4 e5 2. Nf3 Nf6 3. Bc4 Nc6 *\n";
const AFTER_THREE: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";

#[test]
fn scores_that_differ_three_half_moves_back_go_back_with_the_clocks_recorded_there() {
    let (code, out, err) = run_files(BLIND_CLOCKS, SIGHTED, &["--format", "jsonl"]);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (
            1,
            format!(
                "{{\"verdict\":\"scores_differ\",\"ply\":3,\"fen\":\"{AFTER_THREE}\",\"clocks\":{{\"white_ms\":3590000,\"black_ms\":3597000}}}}\n"
            )
            .as_str(),
            ""
        )
    );
    let (_, out, _) = run_files(BLIND_CLOCKS, SIGHTED, &[]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..2],
        [
            "The scoresheets differ at move 2, Black: the blind player wrote Nc6, the sighted player Nf6.",
            "They last agree at move 2, White, Nf3 (half-move 3). Set both boards to the position after it:",
        ],
        "{out}"
    );
    assert_eq!(lines[4], format!("FEN: {AFTER_THREE}"), "{out}");
    assert_eq!(
        lines[5..],
        [
            "Set the clocks to the readings recorded there: White 0:59:50, Black 0:59:57.",
            "Then the game goes on from there, Black to move.",
        ],
        "{out}"
    );
    let (_, out, _) = run_files(BLIND_CLOCKS, SIGHTED, &["--lang", "de"]);
    assert!(
        out.starts_with("Die Partieformulare weichen bei Zug 2, Schwarz voneinander ab: der blinde Spieler schrieb Nc6, der sehende Spieler Nf6.\n"),
        "{out}"
    );
    assert!(
        out.contains("\nWeiß: König e1; Dame d1; Türme a1, h1; Läufer c1, f1; Springer b1, f3; Bauern a2, b2, c2, d2, f2, g2, h2, e4.\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "Die Uhren auf die dort notierten Zeiten stellen: Weiß 0:59:50, Schwarz 0:59:57.\n"
        ),
        "{out}"
    );
}

#[test]
fn scores_that_differ_without_clock_readings_have_no_clocks() {
    let (code, out, err) = run_files(BLIND_BARE, SIGHTED, &["--format", "jsonl"]);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (
            1,
            format!("{{\"verdict\":\"scores_differ\",\"ply\":3,\"fen\":\"{AFTER_THREE}\"}}\n")
                .as_str(),
            ""
        )
    );
    let (_, out, _) = run_files(BLIND_BARE, SIGHTED, &[]);
    assert!(
        out.contains("\nNo clock readings were recorded there.\n"),
        "{out}"
    );
    let (_, out, _) = run_files(BLIND_BARE, SIGHTED, &["--lang", "de"]);
    assert!(
        out.contains("\nDort wurden keine Uhrzeiten notiert.\n"),
        "{out}"
    );
}

#[test]
fn a_sighted_score_with_a_move_that_cannot_be_played_still_reconciles() {
    // The sighted player wrote Nc6 for Nf6; his Ne4 later fits no knight.
    let sighted = "1. e4 e5 2. Nf3 Nc6 3. Nc3 Ne4 *\n";
    let blind = "1. e4 e5 2. Nf3 Nf6 3. Nc3 Ne4 *\n";
    let (code, out, _) = run_files(blind, sighted, &["--format", "jsonl"]);
    assert_eq!(code, 1);
    assert!(
        out.starts_with("{\"verdict\":\"scores_differ\",\"ply\":3,"),
        "{out}"
    );
}

#[test]
fn scores_typed_over_a_pipe_in_any_notation_with_a_wrong_move_asked_again() {
    let input = "e4\ne5\nSpringer f3 0:59:50\nNc6\n\n\
                 e4\ne5\nNf3\nNf9\nNc6\n\n\
                 Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Nb1 Ng1 a2 b2 c2 d2 e4 f2 g2 h2 / \
                 ke8 qd8 ra8 rh8 bc8 bf8 nc6 ng8 a7 b7 c7 d7 e5 f7 g7 h7\n\n";
    let (code, out, err) = reconcile(&["--format", "jsonl"], input);
    assert_eq!(
        (code, out.as_str()),
        (
            1,
            format!("{{\"verdict\":\"board_differs\",\"board\":\"blind\",\"fen\":\"{AFTER_FOUR}\",\"changes\":[\"Ng1-f3\"]}}\n")
                .as_str()
        ),
        "{err}"
    );
    assert!(
        err.starts_with("Type the blind player's score, one move a line"),
        "{err}"
    );
    assert!(
        err.contains("Move 2, Black, \"Nf9\": Not understood: Nf9. Type it again.\nMove 2, Black:"),
        "{err}"
    );
    assert!(err.contains("The sighted player's board as found"), "{err}");
}

#[test]
fn a_typed_board_that_cannot_be_read_is_asked_again_in_german() {
    let input = "e4\n\ne4\n\nKe1 Xd1 / ke8\n\n\n";
    let (code, out, err) = reconcile(&["--lang", "de"], input);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(
            "Beide Partieformulare stimmen überein: 1 Halbzug, der letzte Zug 1, Weiß, e4.\n"
        ),
        "{out}"
    );
    assert!(
        err.contains("Das Brett des blinden Spielers: „Xd1“ ist keine Figur auf einem Feld"),
        "{err}"
    );
}

#[test]
fn bad_input_is_named_and_nothing_is_written() {
    let good = pgn_file(FOUR);
    let good = good.path().display().to_string();
    let missing = "/nonexistent/score.pgn";
    let (code, out, err) = reconcile(&["--blind", missing, "--sighted", &good], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with("tactus: /nonexistent/score.pgn cannot be read as a scoresheet: "),
        "{err}"
    );
    let bad = pgn_file("1. e4 banana e5 *\n");
    let bad = bad.path().display().to_string();
    let (code, out, err) = reconcile(&["--blind", &good, "--sighted", &bad], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("banana"), "{err}");
    let (code, out, err) = reconcile(
        &[
            "--blind",
            &good,
            "--sighted",
            &good,
            "--blind-board",
            "Ke1 Ke1 / ke8",
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "tactus: The blind player's board: two pieces on e1.\n");
    let (code, out, err) = reconcile(&[], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.ends_with("tactus: No move was typed: there is nothing to compare.\n"),
        "{err}"
    );
}

#[test]
fn the_blind_score_may_be_the_clock_game_tactus_keeps() {
    use tactus::table::{ClockGame, TableSide};
    let mut game = ClockGame::new(
        "60+0".parse().unwrap(),
        TableSide::Left,
        shakmaty::Color::White,
    );
    game.start(0).unwrap();
    for (at, mv) in [
        (2_000, "e4"),
        (5_000, "e5"),
        (9_000, "Nf3"),
        (12_000, "Nc6"),
    ] {
        game.press(Some(mv), at).unwrap();
    }
    let kept = serde_json::json!({ "version": 1, "saved_at": 12_000, "wall": 0, "game": game });
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("clock.json");
    std::fs::write(&file, kept.to_string()).unwrap();
    let sighted = pgn_file("1. e4 e5 2. Nf3 Nf6 *\n");
    let sighted = sighted.path().display().to_string();
    let verdict = format!(
        "{{\"verdict\":\"scores_differ\",\"ply\":3,\"fen\":\"{AFTER_THREE}\",\"clocks\":{{\"white_ms\":3594000,\"black_ms\":3597000}}}}\n"
    );
    let by_name = [
        "--blind",
        &file.display().to_string(),
        "--sighted",
        &sighted,
        "--format",
        "jsonl",
    ]
    .map(str::to_owned);
    let by_name: Vec<&str> = by_name.iter().map(String::as_str).collect();
    let (code, out, err) = reconcile(&by_name, "");
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (1, verdict.as_str(), "")
    );
    let kept_args = ["--kept", "--sighted", &sighted, "--format", "jsonl"];
    let (code, out, err) = reconcile_in(data.path(), &kept_args, "");
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (1, verdict.as_str(), "")
    );
    let empty = tempfile::tempdir().unwrap();
    let (code, out, err) = reconcile_in(empty.path(), &kept_args, "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.starts_with("tactus: No clock game is kept in "),
        "{err}"
    );
}

#[test]
fn the_same_illegal_move_on_both_scoresheets_is_an_illegal_move_not_a_difference() {
    let both = "1. e4 e5 2. Ke3 Nc6 *\n";
    let (code, out, err) = run_files(both, both, &["--format", "jsonl"]);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (
            1,
            "{\"verdict\":\"illegal_move\",\"ply\":3,\"move\":\"Ke3\",\"fen\":\"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\"}\n",
            ""
        )
    );
    let (_, out, _) = run_files(both, both, &[]);
    assert!(
        out.starts_with("Both scoresheets record move 2, White, Ke3, which cannot be played there: an illegal move was completed (Article 7.5)."),
        "{out}"
    );
}

#[test]
fn both_boards_that_differ_are_each_set_right() {
    let blind_board = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR";
    let sighted_board = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR";
    let (code, out, _) = run_files(
        FOUR,
        FOUR,
        &[
            "--blind-board",
            blind_board,
            "--sighted-board",
            sighted_board,
            "--format",
            "jsonl",
        ],
    );
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("{\"verdict\":\"board_differs\",\"board\":\"blind\""),
        "{out}"
    );
    assert!(
        lines[0].ends_with("\"changes\":[\"Ng1-f3\",\"nb8-c6\"]}"),
        "{out}"
    );
    assert!(
        lines[1].starts_with("{\"verdict\":\"board_differs\",\"board\":\"sighted\""),
        "{out}"
    );
    assert!(lines[1].ends_with("\"changes\":[\"Ng1-f3\"]}"), "{out}");
}
