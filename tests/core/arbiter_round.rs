//! `tactus arbiter round` run as a program over three hand-made PGNs: one
//! with the arbiter's incidents and decision, one with an illegal move
//! for `tactus check` to find, and one damaged file that is named and left
//! out; the report's lines, the PGN of all games and the exit status.

use std::{io::Write, process::Command};

fn file(bytes: &[u8]) -> tempfile::NamedTempFile {
    let mut file = tempfile::Builder::new().suffix(".pgn").tempfile().unwrap();
    file.write_all(bytes).unwrap();
    file
}

fn round(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .args(["arbiter", "round"])
        .args(args)
        .env("LANG", "C")
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

const INCIDENTS: &str = r#"[Event "Open"]
[Round "3"]
[White "Anna"]
[Black "Bert"]
[Result "1-0"]
[Laws "FIDE 2023"]
[TournamentMode "yes"]
[Termination "adjudication"]
[ArbiterDecision "Black's flag fell; White can checkmate"]

{Arbiter: 14:00:00 tournament mode allowed by the arbiter} 1. e4 { [%clk 0:59:58] } e5
{ [%clk 0:59:57] } 2. Nf3 {Arbiter: 14:32:05 illegal move by White (1st); Black +2 min;
clocks before W 0:59:50 B 0:59:57, after W 0:59:50 B 1:01:57} Nc6 3. Bb5 {Arbiter:
14:40:00 incorrect draw claim by Black; White +2 min} 1-0
"#;

const ILLEGAL: &str = r#"[White "Carla"]
[Black "Dora"]
[Result "1/2-1/2"]

1. e4 e5 2. Ke3 1/2-1/2
"#;

#[test]
fn a_round_of_three_files_one_damaged() {
    let (a, b) = (file(INCIDENTS.as_bytes()), file(ILLEGAL.as_bytes()));
    let damaged = file(b"[White \"E\"]\n\n1. e4 {the comment never closes\0\0");
    let paths = [a.path(), b.path(), damaged.path()].map(|p| p.display().to_string());
    let (code, out, err) = round(&[&paths[0], &paths[1], &paths[2]]);
    assert_eq!((code, err.as_str()), (2, ""), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..13],
        [
            format!("Game 1, {}: Anna against Bert.", paths[0]).as_str(),
            "Result: 1-0, White won.",
            "Reason: the arbiter's decision.",
            "The arbiter decided: Black's flag fell; White can checkmate",
            "Played in tournament mode.",
            "Played under the Laws of FIDE 2023.",
            "3 incidents:",
            "Before the first move: 14:00:00 tournament mode allowed by the arbiter",
            "At move 2, White, Nf3: 14:32:05 illegal move by White (1st); Black +2 min; clocks before W 0:59:50 B 0:59:57, after W 0:59:50 B 1:01:57",
            "At move 3, White, Bb5: 14:40:00 incorrect draw claim by Black; White +2 min",
            format!("Game 2, {}: Carla against Dora.", paths[1]).as_str(),
            "Result: ½-½, a draw.",
            "No incidents.",
        ],
        "{out}"
    );
    assert!(
        lines[13].starts_with(&format!("{} cannot be read and is left out: ", paths[2])),
        "{out}"
    );
    assert_eq!(lines[14], "What tactus check finds in the round's games:");
    assert_eq!(
        lines[15],
        format!("{}: game 1, Carla–Dora, 2. Ke3: illegal move", paths[1]),
        "{out}"
    );
    assert!(lines[16].starts_with("2 games, "), "{out}");
    assert_eq!(lines[17], "2 games from 3 files; 1 file left out.");
    assert_eq!(lines.len(), 18, "{out}");
}

#[test]
fn a_round_read_whole_exits_zero_and_speaks_german() {
    let a = file(INCIDENTS.as_bytes());
    let path = a.path().display().to_string();
    let (code, out, _) = round(&[&path, "--lang", "de"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "\nErgebnis: 1-0, Weiß hat gewonnen.\nGrund: die Entscheidung des Schiedsrichters.\n"
        ),
        "{out}"
    );
    assert!(out.contains("\nIm Turniermodus gespielt.\n"), "{out}");
    assert!(
        out.contains("\nBei Zug 2, Weiß, Nf3: 14:32:05 illegal move"),
        "{out}"
    );
    assert!(
        out.ends_with("1 Partie aus 1 Datei, jede Datei gelesen.\n"),
        "{out}"
    );
}

#[test]
fn the_pgn_of_the_round_holds_every_game_read() {
    let (a, b) = (file(INCIDENTS.as_bytes()), file(ILLEGAL.as_bytes()));
    let (code, out, err) = round(&[
        &a.path().display().to_string(),
        "/nonexistent/game.pgn",
        &b.path().display().to_string(),
        "--format",
        "pgn",
    ]);
    assert_eq!(code, 2);
    assert_eq!(
        out,
        format!("{}\n\n{}\n\n", INCIDENTS.trim(), ILLEGAL.trim())
    );
    assert!(
        err.starts_with("tactus: /nonexistent/game.pgn cannot be read and is left out: "),
        "{err}"
    );
}
