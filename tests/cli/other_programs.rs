//! Games as other programs write them (`tests/data/other-programs/`): a
//! cutechess Chess960 tournament, lichess exports of Crazyhouse, Antichess
//! and standard games, a ChessBase analysis with a null move, an engine's
//! UCI movetext, old long algebraic. Read by `tactus replay` as
//! python-chess reads them; other variants refused by name; null moves said
//! and reported; Chess960 replayed, checked, reviewed, played, saved and
//! resumed; every tag kept in the PGN tactus writes of a game it read.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::piped;
use crate::python;
use piped::{Dirs, PEOPLE, dirs, feed, has, paced, replay};

/// A sample file of `tests/data/other-programs/`.
fn sample(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/other-programs")
        .join(name)
}

/// `tactus ARGS` in `d`'s folders, with no input; its output.
fn run(d: &Dirs, args: &[&str]) -> Output {
    d.tactus()
        .args(args)
        .env("LC_ALL", "C")
        .env_remove("LANG")
        .output()
        .unwrap()
}

/// A path as an argument.
fn path(file: &Path) -> String {
    file.display().to_string()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `tactus tty ARGS` in `d`'s folders, fed `lines` one after another;
/// the lines it said.
fn tty(d: &Dirs, args: &[&str], lines: &[&str]) -> Vec<String> {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", "en"])
        .args(args)
        .current_dir(d.data.path())
        .spawn()
        .unwrap();
    feed(child, &paced(lines, 0))
}

/// The tag lines of the first game of a PGN text, in order.
fn tags(pgn: &str) -> Vec<String> {
    pgn.lines()
        .take_while(|l| l.starts_with('['))
        .map(str::to_owned)
        .collect()
}

#[test]
fn python_chess_reads_the_games_of_other_programs_as_tactus_does() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(sample(""))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "{files:?}");
    let out = Command::new(python::python())
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/differential/other_programs.py"))
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_tactus"))
        .args(&files)
        .output()
        .unwrap();
    let said = text(&out.stdout);
    println!("{said}{}", text(&out.stderr));
    assert!(out.status.success(), "{said}");
    assert!(said.contains("10 passed, 0 failed"), "{said}");
}

#[test]
fn another_variant_is_refused_by_its_name_and_check_goes_on() {
    let file = sample("lichess-variants.pgn");
    for (game, name) in [("1", "Crazyhouse"), ("2", "Antichess")] {
        let (code, out, err) = replay(&file, &["--game", game]);
        assert_eq!((code, out.as_str()), (2, ""), "{err}");
        assert!(
            err.contains(&format!(
                "game {game} is {name}; tactus reads standard chess and Chess960"
            )),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let (code, out, _) = replay(&file, &["--game", "3"]);
    assert_eq!(code, 0);
    assert!(out.contains("4. Qxf7#"), "{out}");
    let d = dirs();
    let checked = run(&d, &["check", file.to_str().unwrap(), "--format", "jsonl"]);
    let lines = text(&checked.stdout);
    let kinds: Vec<(u64, String)> = lines
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| Some((v["game"].as_u64()?, v["kind"].as_str()?.to_owned())))
        .collect();
    assert_eq!(
        kinds,
        [(1, "variant".to_owned()), (2, "variant".to_owned())],
        "{lines}"
    );
    assert!(lines.contains("\"games\":3"), "{lines}");
    assert!(lines.contains("the game is Crazyhouse"), "{lines}");
    // Reviewed or loaded, it is refused the same way.
    let reviewed = run(&d, &["review", file.to_str().unwrap(), "--game", "2"]);
    assert_eq!(reviewed.status.code(), Some(2));
    assert!(
        text(&reviewed.stderr).contains("game 2 is Antichess; tactus reads standard chess"),
        "{}",
        text(&reviewed.stderr)
    );
    let said = tty(
        &d,
        &PEOPLE,
        &[&format!("load {} 1", file.display()), "quit"],
    );
    assert!(has(&said, "game 1 is Crazyhouse"), "{said:?}");
}

#[test]
fn a_null_move_is_said_and_reported_and_the_moves_around_it_read() {
    let file = sample("chessbase-null-move.pgn");
    let (code, out, err) = replay(&file, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("4. c3 --\n5. d4 exd4\n"), "{out}");
    let d = dirs();
    let spoken = run(&d, &["replay", &path(&file), "--speak", "--voice", "text"]);
    let said = text(&spoken.stdout) + &text(&spoken.stderr);
    assert!(
        said.contains("Move 4, Black: no move, an analysis placeholder"),
        "{said}"
    );
    assert!(said.contains("Move 7, White: Knight c3"), "{said}");
    let checked = run(&d, &["check", file.to_str().unwrap()]);
    let report = text(&checked.stdout);
    assert!(
        report.contains("game 1, Schmidt, Anna–Weber, Jonas, 4... Z0: null move"),
        "{report}"
    );
    assert!(report.contains("2 games, 20 half-moves"), "{report}");
    assert!(report.contains("1 finding (null_move 1)"), "{report}");
    // An illegal move after the null move is still found.
    let broken = std::fs::read_to_string(&file)
        .unwrap()
        .replace("6. cxd4 Bb4+", "6. cxd4 Bb3+");
    let broken_file = piped::pgn_file(&broken);
    let (code, _, err) = replay(broken_file.path(), &[]);
    assert_eq!(code, 2);
    assert!(
        err.contains("move 6 (Black): illegal move \"Bb3+\""),
        "{err}"
    );
    // A game to be reviewed must have been played under the Laws.
    let reviewed = run(&d, &["review", file.to_str().unwrap()]);
    assert_eq!(reviewed.status.code(), Some(2));
    assert!(
        text(&reviewed.stderr).contains("move 4 (Black): null move \"--\""),
        "{}",
        text(&reviewed.stderr)
    );
}

#[test]
fn moves_in_long_and_uci_form_are_read_and_the_score_is_written_in_san() {
    let (code, out, err) = replay(&sample("engine-uci-movetext.pgn"), &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("White: Stockfish. Black: Stockfish.\n1. d4 d5\n2. a3 Bf5\n"),
        "{out}"
    );
    assert!(out.contains("O-O"), "{out}");
    let (code, out, err) = replay(&sample("long-algebraic.pgn"), &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(
            "White: Meyer. Black: Hofmann.\n1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n4. Bxc6 dxc6\n"
        ),
        "{out}"
    );
    let (code, out, err) = replay(&sample("long-algebraic.pgn"), &["--game", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("1. e8=Q Kf6\n"), "{out}");
    assert!(
        out.contains("9. Qg6#\nResult: 1-0, White wins: checkmate."),
        "{out}"
    );
    // A token that is no move in any form is still refused, by name.
    let bad = piped::pgn_file("1. e2-e4 e7-e9 *\n");
    let (code, _, err) = replay(bad.path(), &[]);
    assert_eq!(code, 2);
    assert!(err.contains("unreadable move \"e7-e9\""), "{err}");
}

#[test]
fn chess960_is_replayed_checked_and_reviewed_with_every_tag_kept() {
    let file = sample("cutechess-chess960.pgn");
    let (code, out, err) = replay(&file, &["--format", "jsonl"]);
    assert_eq!(code, 0, "{err}");
    // Castling as the king taking its own rook.
    assert!(
        out.contains(r#""san":"O-O","uci":"f1h1""#),
        "{}",
        out.lines()
            .find(|l| l.contains("O-O"))
            .unwrap_or("no castling")
    );
    let d = dirs();
    let checked = run(&d, &["check", file.to_str().unwrap()]);
    assert!(
        text(&checked.stdout).contains("2 games, 180 half-moves"),
        "{}",
        text(&checked.stdout)
    );
    assert!(text(&checked.stdout).contains("no findings"));
    let spoken = run(&d, &["replay", &path(&file), "--speak", "--voice", "text"]);
    assert!(
        text(&spoken.stdout).contains("Move 13, White: short castling: king g1, rook f1"),
        "{}",
        text(&spoken.stdout)
    );
    let reviewed = run(
        &d,
        &[
            "review",
            file.to_str().unwrap(),
            "--nodes",
            "2000",
            "--format",
            "pgn",
        ],
    );
    assert!(reviewed.status.success(), "{}", text(&reviewed.stderr));
    let pgn = text(&reviewed.stdout);
    let original = std::fs::read_to_string(&file).unwrap();
    let mut wanted: Vec<String> = tags(&original)
        .into_iter()
        .map(|t| {
            // tactus writes the start in X-FEN, as python-chess does.
            if t.starts_with("[FEN ") {
                "[FEN \"bbnrqknr/pppppppp/8/8/8/8/PPPPPPPP/BBNRQKNR w KQkq - 0 1\"]".to_owned()
            } else {
                t
            }
        })
        .collect();
    wanted.push("[Annotator \"tactus\"]".to_owned());
    assert_eq!(tags(&pgn), wanted, "{pgn}");
    assert!(pgn.contains("13. O-O"), "{pgn}");
}

#[test]
fn chess960_is_played_in_the_terminal_saved_and_resumed() {
    let d = dirs();
    let saved = d.data.path().join("g.pgn");
    let said = tty(
        &d,
        &["--chess960", "3", "--white", "human", "--black", "human"],
        &[
            "Ne3",
            "Ne6",
            "O-O",
            &format!("save {}", saved.display()),
            "quit",
            "yes",
        ],
    );
    assert!(
        has(
            &said,
            "Chess960, start position 3. The first rank from a to h: bishop, queen, knight, knight, rook, king, rook, bishop."
        ),
        "{said:?}"
    );
    assert!(
        has(&said, "White: short castling: king g1, rook f1"),
        "{said:?}"
    );
    let pgn = std::fs::read_to_string(&saved).unwrap();
    assert!(
        pgn.contains("[Variant \"Chess960\"]\n[Chess960 \"3\"]\n"),
        "{pgn}"
    );
    assert!(
        pgn.contains("[FEN \"bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("2. O-O"), "{pgn}");
    // Resumed, Black castles the same way.
    let said = tty(&d, &["--resume"], &["O-O", "quit", "yes"]);
    assert!(
        has(&said, "Black: short castling: king g8, rook f8"),
        "{said:?}"
    );
    // The number out of range is refused before anything starts.
    let out = run(&d, &["tty", "--chess960", "960"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("960"), "{}", text(&out.stderr));
}

#[test]
fn a_loaded_game_saved_keeps_every_tag_in_its_order() {
    let d = dirs();
    let file = sample("chessbase-null-move.pgn");
    let saved = d.data.path().join("kept.pgn");
    let said = tty(
        &d,
        &PEOPLE,
        &[
            &format!("load {} 2", file.display()),
            &format!("save {}", saved.display()),
            "quit",
            "yes",
        ],
    );
    assert!(has(&said, "Game saved to"), "{said:?}");
    let pgn = std::fs::read_to_string(&saved).unwrap();
    let written = tags(&pgn);
    let original = std::fs::read_to_string(&file).unwrap();
    let second = original.split("\n\n").nth(2).unwrap();
    for tag in tags(second) {
        let name = tag.split(' ').next().unwrap().to_owned();
        // The game goes on, so its result is the game's own (`*`); tactus's
        // own opening name takes the file's place; the rest stays.
        if name == "[Result" {
            continue;
        }
        if name == "[ECO" {
            assert!(written.iter().any(|t| t.starts_with("[ECO ")), "{pgn}");
            continue;
        }
        assert!(written.contains(&tag), "{tag} lost: {pgn}");
    }
    let order: Vec<&str> = written
        .iter()
        .map(|t| t.split(' ').next().unwrap())
        .collect();
    assert_eq!(
        order[..7],
        [
            "[Event", "[Site", "[Date", "[Round", "[White", "[Black", "[Result"
        ],
        "{pgn}"
    );
    let place = |name: &str| order.iter().position(|n| *n == name).unwrap();
    assert!(place("[ECO") < place("[PlyCount"), "{pgn}");
    assert_eq!(order.iter().filter(|n| **n == "[ECO").count(), 1, "{pgn}");
}
