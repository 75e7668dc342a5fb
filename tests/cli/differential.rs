//! Differential check of `tactus replay` against python-chess.
//!
//! The Python scripts in `tests/differential/` generate random legal games
//! (covering every termination and both draw claims), compute the expected
//! `replay --format jsonl` output with python-chess, run the binary and
//! compare. A second test feeds bad input (illegal moves, bad SAN, bad FEN,
//! moves after the end, truncated files, garbage) and checks exit code 2, a
//! one-line message and the absence of panics.
//!
//! They need a Python 3 with python-chess (`python3 -m pip install chess`).
//! Set `TACTUS_PYTHON` to choose the interpreter. Without python-chess the
//! tests fail: they never pass silently.

use std::path::PathBuf;
use std::process::Command;

use crate::python;
use python::python;

const GAMES: &str = "2000";
const SEED: &str = "20240";
const ERROR_CASES: &str = "400";

fn script(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("differential")
        .join(name)
}

fn run(script_name: &str, args: &[&str]) {
    let python = python();
    let output = Command::new(&python)
        .arg(script(script_name))
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_tactus"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {python} {script_name}: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(
        output.status.success(),
        "{script_name} {args:?} failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
}

#[test]
fn replay_agrees_with_python_chess() {
    run(
        "compare.py",
        &["--games", GAMES, "--seed", SEED, "--check-coverage"],
    );
}

#[test]
fn replay_rejects_bad_input_without_panicking() {
    run("errors.py", &["--cases", ERROR_CASES, "--seed", SEED]);
}

/// Random Chess960 games (every start position may come up, castling
/// preferred when legal, some games steered to X-FEN castling fields with
/// file letters), written as cutechess writes them with the three spellings
/// of the Variant tag and both Shredder-FEN and X-FEN in the FEN tag,
/// compared ply by ply with python-chess (chess960=True). The script fails
/// if fewer than 100 castling moves were compared.
#[test]
fn chess960_replay_agrees_with_python_chess() {
    run("chess960.py", &["--games", "300", "--seed", "960"]);
}
