//! Whole games through `tactus tty` over a pipe, against the real Stockfish
//! where an engine plays: one line per utterance is the contract.

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::Duration;

struct Dirs {
    data: tempfile::TempDir,
    config: tempfile::TempDir,
}

fn dirs() -> Dirs {
    Dirs {
        data: tempfile::tempdir().unwrap(),
        config: tempfile::tempdir().unwrap(),
    }
}

fn spawn(d: &Dirs, args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tactus"))
        .arg("tty")
        .args(["--voice", "text", "--lang", "en"])
        .args(args)
        .env("TACTUS_DATA_DIR", d.data.path())
        .env("TACTUS_CONFIG_DIR", d.config.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Sends `(line, pause after it in ms)` and closes the input; the output lines.
fn play(d: &Dirs, args: &[&str], script: &[(&str, u64)]) -> Vec<String> {
    let mut child = spawn(d, args);
    let mut stdin = child.stdin.take().unwrap();
    for (line, pause) in script {
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        sleep(Duration::from_millis(*pause));
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{:?}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

fn has(lines: &[String], text: &str) -> bool {
    lines.iter().any(|l| l.contains(text))
}

const PEOPLE: [&str; 4] = ["--white", "human", "--black", "human"];

#[test]
fn checkmate_against_stockfish() {
    let d = dirs();
    let out = play(
        &d,
        &[
            "--black",
            "engine:1",
            "--fen",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        ],
        &[("Ra8", 200)],
    );
    assert!(has(&out, "Checkmate"), "{out:?}");
}

#[test]
fn resignation_asks_first() {
    let d = dirs();
    let out = play(&d, &PEOPLE, &[("e4", 0), ("resign", 0), ("yes", 0)]);
    assert!(has(&out, "Resign? Type yes"), "{out:?}");
    assert!(has(&out, "resign"), "{out:?}");
    assert!(out.last().unwrap().contains("White wins"), "{out:?}");
}

#[test]
fn a_flag_falls() {
    let d = dirs();
    let out = play(
        &d,
        &[&PEOPLE[..], &["--time", "2s+0"]].concat(),
        &[("e4", 2600)],
    );
    assert!(has(&out, "Black's flag fell"), "{out:?}");
}

#[test]
fn a_claimed_draw_by_repetition() {
    let d = dirs();
    let moves = [
        "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "claim",
    ];
    let script: Vec<(&str, u64)> = moves.iter().map(|m| (*m, 0)).collect();
    let out = play(&d, &PEOPLE, &script);
    assert!(has(&out, "Draw"), "{out:?}");
}

#[test]
fn a_premove_is_recorded_and_played() {
    let d = dirs();
    let out = play(&d, &["--black", "engine:1"], &[("e4", 0), ("Nf3", 3000)]);
    assert!(has(&out, "Premove recorded: Nf3"), "{out:?}");
    assert!(has(&out, "Knight f3"), "{out:?}");
}

#[test]
fn unknown_and_ambiguous_input_get_a_reason() {
    let d = dirs();
    let fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    let out = play(
        &d,
        &[&PEOPLE[..], &["--fen", fen]].concat(),
        &[("Nd2", 0), ("zzz", 0), ("p Q9", 0)],
    );
    assert!(has(&out, "Which knight: b1 or f1?"), "{out:?}");
    assert!(has(&out, "zzz"), "{out:?}");
    assert!(has(&out, "Cannot read p Q9"), "{out:?}");
}

#[test]
fn killed_mid_game_and_resumed() {
    let d = dirs();
    let mut child = spawn(&d, &PEOPLE);
    let mut stdin = child.stdin.take().unwrap();
    for m in ["e4", "e5", "Nf3"] {
        writeln!(stdin, "{m}").unwrap();
        sleep(Duration::from_millis(300));
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let saved: serde_json::Value =
        serde_json::from_slice(&std::fs::read(d.data.path().join("current.json")).unwrap())
            .unwrap();
    assert_eq!(saved["moves"].as_array().unwrap().len(), 3);
    let out = play(&d, &["--resume"], &[("score", 0), ("c", 0)]);
    assert!(has(&out, "Game resumed"), "{out:?}");
    assert!(has(&out, "Move 2, White: Knight f3"), "{out:?}");
    assert!(has(&out, "Black: 15 minutes"), "{out:?}");
    let mut rest = String::new();
    let _ = child.stdout.take().map(|mut s| s.read_to_string(&mut rest));
}

#[test]
fn a_person_in_tmux() {
    assert!(
        Command::new("tmux").arg("-V").output().is_ok(),
        "tmux is not installed: scripts/test installs it"
    );
    let d = dirs();
    let name = format!("tactus-test-{}", std::process::id());
    let transcript = d.data.path().join("t.jsonl");
    let cmd = format!(
        "TACTUS_DATA_DIR={} TACTUS_CONFIG_DIR={} {} tty --voice text --lang en --white human --black human --transcript {}",
        d.data.path().display(),
        d.config.path().display(),
        env!("CARGO_BIN_EXE_tactus"),
        transcript.display()
    );
    let tmux = |args: &[&str]| Command::new("tmux").args(args).output().unwrap();
    tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "200",
        "-y",
        "50",
        &cmd,
    ]);
    sleep(Duration::from_millis(500));
    for keys in ["e4", "e5", "t"] {
        tmux(&["send-keys", "-t", &name, keys, "Enter"]);
        sleep(Duration::from_millis(200));
    }
    let pane = String::from_utf8(tmux(&["capture-pane", "-p", "-t", &name]).stdout).unwrap();
    tmux(&["send-keys", "-t", &name, "C-d", ""]);
    sleep(Duration::from_millis(300));
    tmux(&["kill-session", "-t", &name]);
    assert!(pane.contains("White to move, move 2"), "{pane}");
    let said = std::fs::read_to_string(&transcript).unwrap_or_default();
    assert!(said.contains("White to move, move 2"), "{said}");
}

#[test]
fn bytes_that_are_not_utf8_are_answered_and_the_game_goes_on() {
    let d = dirs();
    let mut child = spawn(&d, &PEOPLE);
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"\xff\xfe\x80garbage\n\x00\x01\x02\ne4\n")
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.iter().any(|l| l.contains("Not understood")), "{text}");
    assert!(lines.iter().any(|l| l.contains("e4")), "{text}");
    assert!(
        lines.iter().all(|l| !l.chars().any(char::is_control)),
        "one clean line per utterance: {text:?}"
    );
}

#[test]
fn new_settings_are_set_in_any_language_saved_and_a_bad_value_changes_nothing() {
    let d = dirs();
    let out = play(
        &d,
        &[],
        &[
            ("set rate 150", 0),
            ("setze Farben black-white", 0),
            ("ajustar sonidos no", 0),
            ("set order mixed", 0),
            ("set rate 20", 0),
            ("set theme pink", 0),
            ("set sounds loud", 0),
            ("set order sideways", 0),
            ("quit", 0),
            ("yes", 0),
        ],
    );
    for said in [
        "Speech rate: 150 percent.",
        "Theme: black and white.",
        "Board sounds: off.",
        "Piece order: both colours together.",
        "There is no speech rate 20: say a percentage from 50 to 300.",
        "Unknown theme pink: choose yellow-navy, black-white or colour-blind.",
        "Say on or off, not loud.",
        "Unknown piece order sideways: choose yours-first or mixed.",
    ] {
        assert!(has(&out, said), "{said}: {out:?}");
    }
    let saved = std::fs::read_to_string(d.config.path().join("config.toml")).unwrap();
    for line in [
        "rate = 150",
        "theme = \"black-white\"",
        "sonify = false",
        "order = \"mixed\"",
    ] {
        assert!(saved.lines().any(|l| l == line), "{line}: {saved}");
    }
}
