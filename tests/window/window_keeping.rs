//! The board window under Xvfb started plainly (as a launcher starts it)
//! while an unfinished game is saved: it asks, a key answers, and neither
//! answer loses the saved game. Needs Xvfb and xdotool; fails (does not
//! skip) without them.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_tactus, start_xvfb, wait_for};

const PEOPLE: [&str; 4] = ["--white", "human", "--black", "human"];

const QUESTION: &str = "An unfinished game between two players, move 2, is saved: press R to resume it, or N to start a new game.";

/// Plays `moves` in `tactus tty` with the window's data folder, leaving
/// the game unfinished.
fn saved_game(home: &Path, moves: &[&str]) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .args(["tty", "--voice", "text", "--lang", "en"])
        .args(PEOPLE)
        .env("TACTUS_DATA_DIR", home.join("data"))
        .env("TACTUS_CONFIG_DIR", home.join("config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for m in moves {
        writeln!(stdin, "{m}").unwrap();
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

fn saved_moves(home: &Path) -> usize {
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(home.join("data/current.json")).unwrap()).unwrap();
    json["moves"].as_array().unwrap().len()
}

#[test]
fn a_plain_start_of_the_window_asks_and_a_key_answers() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    saved_game(home.path(), &["e4", "e5"]);

    // R resumes; any other key first asks again.
    let out = start_tactus(&mut reaper, &display, home.path(), &[]);
    let said = || std::fs::read_to_string(&out).unwrap_or_default();
    focus_window(&display);
    wait_for("the question", Duration::from_secs(10), || {
        said().contains(QUESTION)
    });
    run(&display, &["xdotool", "key", "Right"]);
    wait_for("the question again", Duration::from_secs(5), || {
        said().matches(QUESTION).count() == 2
    });
    assert_eq!(saved_moves(home.path()), 2, "nothing saved over it");
    run(&display, &["xdotool", "key", "r"]);
    wait_for("the game resumed", Duration::from_secs(5), || {
        said().contains("Game resumed.\nWhite to move, move 2")
    });
    assert!(!said().contains("New game"), "{}", said());
    run(&display, &["xdotool", "key", "ctrl+q", "ctrl+q"]);
    wait_for("goodbye", Duration::from_secs(5), || {
        said().contains("Goodbye")
    });
    drop(reaper);

    // N keeps it in the games folder and begins a new game.
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let out = start_tactus(&mut reaper, &display, home.path(), &[]);
    let said = || std::fs::read_to_string(&out).unwrap_or_default();
    focus_window(&display);
    wait_for("the question", Duration::from_secs(10), || {
        said().contains(QUESTION)
    });
    run(&display, &["xdotool", "key", "n"]);
    wait_for("a new game", Duration::from_secs(5), || {
        said().contains("New game")
    });
    assert!(
        said().contains("The unfinished game is kept in the games folder as"),
        "{}",
        said()
    );
    let kept: Vec<_> = std::fs::read_dir(home.path().join("data/games"))
        .unwrap()
        .filter(|e| {
            let path = e.as_ref().unwrap().path();
            path.extension().is_some_and(|e| e == "pgn")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    // The new game has no move yet: it is no game to keep, and the one set
    // aside is not asked about again.
    assert!(!home.path().join("data/current.json").exists());
}
