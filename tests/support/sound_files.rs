//! Recordings as the tests check them: `tactus score` run in the English
//! locale, the 40-move test game, and sox's reading of a sound file (its
//! properties, its statistics, its stretches of speech between silences).
//! Each tool must succeed; what it printed is returned.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A game of 40 moves (80 half-moves) between Ada Lovelace and Bruno
/// Schmidt, with `%clk` readings.
pub fn forty_moves() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/recording-40-moves.pgn")
}

/// `tactus score ARGS` in the English locale.
pub fn score(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tactus"))
        .arg("score")
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap()
}

/// What `tool ARGS` prints on both streams (sox writes `stat` and
/// `silence` notes to standard error); the tool must succeed.
pub fn run(tool: &str, args: &[&str]) -> String {
    let out = Command::new(tool).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{tool} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}

/// One property of `file` from `soxi` (`-t` type, `-r` rate, `-c`
/// channels, `-b` bits, `-D` seconds, `-a` comments).
pub fn soxi(file: &Path, what: &str) -> String {
    run("soxi", &[what, file.to_str().unwrap()])
        .trim()
        .to_owned()
}

/// A value of sox's `stat` for `file` ("Maximum amplitude", "RMS
/// amplitude").
pub fn stat(file: &Path, name: &str) -> f64 {
    let text = run("sox", &[file.to_str().unwrap(), "-n", "stat"]);
    text.lines()
        .find(|l| l.starts_with(name))
        .and_then(|l| l.split(':').nth(1))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {text}"))
}

/// How many stretches of sound `wav` (22050 Hz, 16-bit) has, parted by
/// silences of at least half a second: sox's `silence` effect cuts the
/// file at each and writes every stretch into a file of its own.
pub fn stretches(wav: &Path) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let part = dir.path().join("part.wav");
    run(
        "sox",
        &[
            wav.to_str().unwrap(),
            part.to_str().unwrap(),
            "silence",
            "1",
            "0.01",
            "0.1%",
            "1",
            "0.5",
            "0.1%",
            ":",
            "newfile",
            ":",
            "restart",
        ],
    );
    std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            // The last file of the split holds only the silence at the end.
            std::fs::metadata(e.path()).is_ok_and(|m| m.len() > 44 + 2 * 2205)
        })
        .count()
}
