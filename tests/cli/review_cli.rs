//! `tactus review` run as a program against the real Stockfish (one
//! thread, a fixed number of nodes): a mate in one allowed is called a
//! blunder and the mate named in English, German and Spanish; the JSON
//! lines and the annotated PGN read back by python-chess; the review kept
//! in the games folder and read again without an engine; a stop (a typed
//! `stop`, Ctrl+C) and an engine that dies keeping what is done, the next
//! review going on from there; the progress said by quarters and beeped
//! rising; one engine process per core, the verdicts those of one core; a
//! file that cannot be read said in one sentence.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use crate::alsa_sink;
use crate::piped;
use crate::python;
use piped::{Dirs, dirs, lines, pgn_file};

/// The budget of the short games: enough to see a mate in one.
const NODES: &str = "20000";

/// 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#: Black allows mate in one.
const SCHOLARS_MATE: &str =
    "[White \"Ada\"]\n[Black \"Bruno\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";

/// The 40-move game of the recording tests.
fn forty_moves() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/recording-40-moves.pgn")
}

/// `tactus review FILE ARGS` in `d`'s folders under the C locale.
fn command(d: &Dirs, file: &Path, args: &[&str]) -> Command {
    let mut command = d.tactus();
    command
        .arg("review")
        .arg(file)
        .args(args)
        .env("LC_ALL", "C")
        .env_remove("LANG");
    command
}

/// [`command`] run to its end with no input.
fn review(d: &Dirs, file: &Path, args: &[&str]) -> Output {
    command(d, file, args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("tactus writes UTF-8")
}

#[test]
fn a_mate_in_one_allowed_is_called_a_blunder_and_named_in_every_language() {
    let file = pgn_file(SCHOLARS_MATE);
    for (lang, summary, moment) in [
        (
            "en",
            "Black: accuracy ",
            "Move 3, Black: Knight f6, a blunder. This allows mate in 1: Queen takes f7, checkmate. Better was ",
        ),
        (
            "de",
            "Schwarz: Genauigkeit ",
            "Zug 3, Schwarz: Springer f6, ein Patzer. Das erlaubt Matt in 1: Dame schlägt f7, Schachmatt. Besser war ",
        ),
        (
            "es",
            "Negras: precisión del ",
            "Jugada 3, Negras: Caballo f6, un error grave. Esto permite mate en 1: Dama captura f7, jaque mate. Era mejor ",
        ),
    ] {
        let d = dirs();
        let out = review(&d, file.path(), &["--nodes", NODES, "--lang", lang]);
        let said = lines(&out.stdout);
        assert!(out.status.success(), "{lang}: {}", text(&out.stderr));
        let summary_line = said
            .iter()
            .find(|l| l.starts_with(summary))
            .unwrap_or_else(|| panic!("{lang}: no summary of Black: {said:#?}"));
        assert!(
            summary_line.contains(match lang {
                "en" => "1 blunder",
                "de" => "1 Patzer",
                _ => "1 error grave",
            }),
            "{summary_line}"
        );
        assert!(
            said.iter().any(|l| l.starts_with(moment)),
            "{lang}: {said:#?}"
        );
        // The players first, then the opening, in the language's words.
        assert_eq!(
            said[0],
            match lang {
                "en" => "Ada against Bruno.",
                "de" => "Ada gegen Bruno.",
                _ => "Ada contra Bruno.",
            }
        );
        assert!(
            said[1].starts_with(match lang {
                "en" => "Opening: ",
                "de" => "Eröffnung: ",
                _ => "Apertura: ",
            }),
            "{said:#?}"
        );
        // A review of a few seconds tells no progress: standard error
        // says only that it begins.
        let err = text(&out.stderr);
        assert!(!err.contains('\r'), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn the_jsonl_and_the_annotated_pgn_read_back_in_python_chess() {
    let dir = tempfile::tempdir().unwrap();
    let opera = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples/opera.pgn");
    let scholars = dir.path().join("scholars.pgn");
    std::fs::write(&scholars, SCHOLARS_MATE).unwrap();
    for game in [&scholars, &opera] {
        let d = dirs();
        let written: Vec<PathBuf> = ["jsonl", "pgn"]
            .iter()
            .map(|format| {
                let out = review(&d, game, &["--nodes", NODES, "--format", format]);
                assert!(out.status.success(), "{}", text(&out.stderr));
                let path = dir.path().join(format!("review.{format}"));
                std::fs::write(&path, &out.stdout).unwrap();
                path
            })
            .collect();
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/review/read_back.py");
        let out = Command::new(python::python())
            .arg(&script)
            .arg(game)
            .args(&written)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "python-chess does not read the review of {}: {}\n{}",
            game.display(),
            text(&out.stderr),
            text(&std::fs::read(&written[1]).unwrap())
        );
        let read: Vec<serde_json::Value> = text(&out.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        if game == &scholars {
            // 3... Nf6?? : the NAG of a blunder, mate in one for White.
            assert_eq!(read[5]["nags"], serde_json::json!([4]), "{read:#?}");
            assert_eq!(read[5]["eval"], serde_json::json!({"mate": 1}), "{read:#?}");
            assert!(read[5]["variation"].is_array(), "{read:#?}");
            assert_eq!(
                read[6]["eval"],
                serde_json::Value::Null,
                "the mate on the board"
            );
        } else {
            assert_eq!(read.len(), 33);
            assert!(read.iter().all(|r| r["eval"].is_object() || r["ply"] == 33));
        }
    }
}

#[test]
fn the_review_is_kept_and_read_again_without_an_engine() {
    let d = dirs();
    let file = pgn_file(SCHOLARS_MATE);
    let first = review(&d, file.path(), &["--nodes", NODES]);
    assert!(first.status.success(), "{}", text(&first.stderr));
    let name = file
        .path()
        .file_stem()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let kept = d
        .data
        .path()
        .join("games")
        .join(format!("{name}.review.json"));
    assert!(kept.exists(), "{}", kept.display());
    // No engine can start: the kept review is said all the same.
    let again = review(
        &d,
        file.path(),
        &["--nodes", NODES, "--engine", "/nonexistent/stockfish"],
    );
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(text(&again.stdout), text(&first.stdout));
    assert_eq!(
        text(&again.stderr),
        "Reviewed before: the review kept in the games folder.\n"
    );
    // Another budget is another review: the engine is needed, and cannot start.
    let other = review(
        &d,
        file.path(),
        &["--nodes", "30000", "--engine", "/nonexistent/stockfish"],
    );
    assert_eq!(other.status.code(), Some(2));
    assert_eq!(
        text(&other.stderr),
        "tactus: could not start the engine /nonexistent/stockfish: there is no such program\n"
    );
}

/// The lines of standard error of `child` as they come.
fn stderr_lines(child: &mut Child) -> Receiver<String> {
    let (tx, rx) = mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// Waits (two minutes at most) for a line of `rx` that starts with
/// `start`; the lines until it.
fn wait_for(rx: &Receiver<String>, start: &str) -> Vec<String> {
    let mut seen = Vec::new();
    loop {
        match rx.recv_timeout(Duration::from_secs(120)) {
            Ok(line) => {
                let found = line.starts_with(start);
                seen.push(line);
                if found {
                    return seen;
                }
            }
            Err(_) => panic!("no line \"{start}\" on standard error: {seen:#?}"),
        }
    }
}

/// The move number in "… at move 12, White: …" or "… up to move 12: …".
fn move_number(line: &str) -> u32 {
    let rest = line.split("move ").nth(1).unwrap_or_default();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no move number in {line:?}"))
}

#[test]
fn stop_and_ctrl_c_keep_what_is_done_and_the_next_review_goes_on_from_there() {
    let d = dirs();
    let game = forty_moves();
    // A typed stop, once a quarter is done.
    let mut child = command(&d, &game, &[]).spawn().unwrap();
    let err = stderr_lines(&mut child);
    let started = wait_for(&err, "A quarter of the game reviewed.");
    assert_eq!(
        started[0],
        "Reviewing 40 moves; Ctrl+C or stop ends it and keeps what is done."
    );
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "e4").unwrap();
    writeln!(stdin, "stop").unwrap();
    stdin.flush().unwrap();
    wait_for(&err, "Review stopped: the moves reviewed are kept.");
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let said = lines(&out.stdout);
    // The event, the players and the date, then where the review stopped.
    assert_eq!(
        said[0],
        "Club Championship, round 3. Ada Lovelace against Bruno Schmidt. 12 March 2024."
    );
    assert!(
        said[1].starts_with("The review stopped at move ")
            && said[1].ends_with(": what follows covers the game up to there."),
        "{said:#?}"
    );
    let stopped_at = move_number(&said[1]);
    assert!(stopped_at >= 10, "{said:#?}");
    assert!(
        said.iter().any(|l| l.starts_with("White: accuracy ")),
        "{said:#?}"
    );
    // No engine now: what was kept is said again, and that it stopped.
    let again = review(&d, &game, &["--engine", "/nonexistent/stockfish"]);
    assert_eq!(again.status.code(), Some(1), "{again:?}");
    let again_err = text(&again.stderr);
    let again_err: Vec<&str> = again_err.lines().collect();
    assert_eq!(
        again_err,
        [
            "The review stopped: could not start the engine /nonexistent/stockfish: there is no such program. The moves reviewed are kept."
        ]
    );
    assert_eq!(lines(&again.stdout), said);
    // Ctrl+C after the next quarter, as a terminal sends it: SIGINT to the
    // whole process group. It went on from there.
    let mut child = {
        use std::os::unix::process::CommandExt;
        command(&d, &game, &[]).process_group(0).spawn().unwrap()
    };
    let err = stderr_lines(&mut child);
    let went_on = wait_for(&err, "Half of the game reviewed.");
    assert_eq!(
        went_on[0],
        format!("Reviewed before up to move {stopped_at}: the rest is reviewed now.")
    );
    let killed = Command::new("kill")
        .args(["-INT", "--", &format!("-{}", child.id())])
        .status()
        .unwrap();
    assert!(killed.success());
    wait_for(&err, "Review stopped: the moves reviewed are kept.");
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let said = lines(&out.stdout);
    assert!(move_number(&said[1]) > stopped_at, "{said:#?}");
}

/// The processes `pid` started, from each of its threads.
fn children(pid: u32) -> Vec<u32> {
    let mut found = Vec::new();
    for task in std::fs::read_dir(format!("/proc/{pid}/task"))
        .unwrap()
        .flatten()
    {
        if let Ok(list) = std::fs::read_to_string(task.path().join("children")) {
            found.extend(
                list.split_whitespace()
                    .filter_map(|p| p.parse::<u32>().ok()),
            );
        }
    }
    found
}

#[test]
fn an_engine_that_dies_mid_review_is_said_once_and_the_half_is_kept() {
    let d = dirs();
    let game = forty_moves();
    let mut child = command(&d, &game, &[]).spawn().unwrap();
    let err = stderr_lines(&mut child);
    wait_for(&err, "A quarter of the game reviewed.");
    // One engine process for each core; one of them dies.
    let engines = children(child.id());
    assert!(!engines.is_empty(), "no engine");
    let killed = Command::new("kill")
        .args(["-KILL", &engines[0].to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let rest = wait_for(&err, "The review stopped: ");
    let failed = rest.last().unwrap();
    assert!(
        failed.ends_with(". The moves reviewed are kept."),
        "{failed}"
    );
    assert!(failed.contains("stockfish"), "{failed}");
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let said = lines(&out.stdout);
    assert!(
        said[1].starts_with("The review stopped at move "),
        "{said:#?}"
    );
    let kept = d.data.path().join("games/recording-40-moves.review.json");
    assert!(kept.exists());
}

#[test]
fn every_core_reviews_and_the_verdicts_are_those_of_one_core() {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let game = forty_moves();
    let args = ["--nodes", NODES, "--format", "jsonl"];
    // One engine process for each core.
    let d = dirs();
    let mut child = command(&d, &game, &args).spawn().unwrap();
    let err = stderr_lines(&mut child);
    wait_for(&err, "A quarter of the game reviewed.");
    let engines = children(child.id());
    let every = child.wait_with_output().unwrap();
    assert!(every.status.success(), "{every:?}");
    assert_eq!(engines.len(), cores, "{engines:?}");
    // On one core, the same review to the last figure.
    let d = dirs();
    let one = Command::new("taskset")
        .args(["-c", "0", env!("CARGO_BIN_EXE_tactus"), "review"])
        .arg(&game)
        .args(args)
        .env("TACTUS_DATA_DIR", d.data.path())
        .env("TACTUS_CONFIG_DIR", d.config.path())
        .env("LC_ALL", "C")
        .env_remove("LANG")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(one.status.success(), "{one:?}");
    assert_eq!(text(&one.stdout), text(&every.stdout));
    assert_eq!(lines(&one.stdout).len(), 81);
}

#[test]
fn progress_beeps_rise_with_the_review() {
    use tactus::audio::{Earcon, render};
    let d = dirs();
    let (conf, raw) = alsa_sink::kept_file_sink(d.config.path());
    // A review long enough to tell its progress.
    let out = command(&d, &forty_moves(), &["--nodes", "2000", "--voice", "tts"])
        .env("ALSA_CONFIG_PATH", &conf)
        .env("SPEECHD_ADDRESS", "unix_socket:/nonexistent/speechd.sock")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    // The words are written once, speech or not.
    let said = lines(&out.stdout);
    assert_eq!(
        said.iter()
            .filter(|l| l.starts_with("Club Championship, round 3."))
            .count(),
        1,
        "{said:#?}"
    );
    // 81 positions: a beep at each twentieth, rising.
    let frames = alsa_sink::read_all_frames(&raw);
    let mut at = 0;
    let mut heard = Vec::new();
    for percent in (5..=100).step_by(5) {
        let beep = render(Earcon::Progress(percent), 48_000);
        if let Some(found) = alsa_sink::find(&frames, &beep, at) {
            heard.push(percent);
            at = found + beep.len();
        }
    }
    let steps: Vec<u8> = (1..=20u8).map(|step| step * 5).collect();
    assert_eq!(heard, steps, "{}", text(&out.stderr));
}

#[test]
fn a_file_that_cannot_be_read_is_said_in_one_sentence() {
    let d = dirs();
    let illegal = pgn_file("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n");
    let out = review(&d, illegal.path(), &[]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("tactus: "), "{err}");
    assert!(err.contains("Ke3"), "{err}");
    assert!(out.stdout.is_empty());
    let out = review(&d, illegal.path(), &["--lang", "de"]);
    let err = text(&out.stderr);
    assert_eq!(
        (out.status.code(), err.lines().count()),
        (Some(2), 1),
        "{err}"
    );
    assert!(err.contains("Zug 2"), "{err}");
    let missing = review(&d, Path::new("/nonexistent/game.pgn"), &[]);
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(
        text(&missing.stderr),
        "tactus: cannot read /nonexistent/game.pgn: there is no such file\n"
    );
    let empty = pgn_file("[Event \"x\"]\n\n*\n");
    let out = review(&d, empty.path(), &[]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        format!(
            "tactus: {}: this game has no moves to review\n",
            empty.path().display()
        )
    );
    // Nothing was kept of what could not be reviewed.
    assert!(!d.data.path().join("games").exists());
}
