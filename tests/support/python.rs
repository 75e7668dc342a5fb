//! A Python with python-chess, the independent rules implementation the
//! tests read tactus's output back with. Included by each such test with
//! `#[path = "../support/python.rs"] mod python;` in a test program's `main.rs`.
//!
//! `TACTUS_PYTHON` chooses the interpreter; without python-chess the tests
//! fail: they never pass silently.

#![allow(dead_code)]

use std::process::Command;

/// A Python interpreter that can `import chess`, or a panic that says how to
/// get one.
pub fn python() -> String {
    let mut candidates = Vec::new();
    if let Ok(p) = std::env::var("TACTUS_PYTHON") {
        candidates.push(p);
    }
    candidates.extend(["python3".to_string(), "python".to_string()]);
    for candidate in &candidates {
        let ok = Command::new(candidate)
            .args(["-c", "import chess, chess.pgn"])
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false);
        if ok {
            return candidate.clone();
        }
    }
    panic!(
        "python-chess is not importable by any of {candidates:?}. \
         The differential tests need it: run the README's test command \
         (it installs it), or `python3 -m pip install chess`, or set \
         TACTUS_PYTHON to a Python that has it."
    );
}
