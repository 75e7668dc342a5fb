//! The arbiter's code kept out of the process list: `--arbiter-code -`
//! reads it from the first line of standard input and the variable
//! TACTUS_ARBITER_CODE gives it, for `tactus tty` and `tactus clock`, over
//! a real pipe. The code works (it ends tournament mode, it opens the
//! arbiter's commands) and is in no file written, nor in any output.

use crate::piped;
use piped::{Dirs, contains, dirs, files, has, send, succeeded};

/// The arbiter's code of these games.
const CODE: &str = "Okapi-2718";

/// Checks that nothing `d`'s tactus wrote, nor its output, holds the code.
fn nowhere(d: &Dirs, out: &std::process::Output) {
    assert!(!contains(&out.stdout, CODE) && !contains(&out.stderr, CODE));
    let written = [files(d.data.path()), files(d.config.path())].concat();
    assert!(!written.is_empty());
    for (path, bytes) in &written {
        assert!(!contains(bytes, CODE), "{} holds the code", path.display());
    }
}

/// `tactus tty` in tournament mode with `code_args`, `env` set; `lines` fed.
fn tty(d: &Dirs, code_args: &[&str], env: Option<&str>, lines: &[&str]) -> std::process::Output {
    let mut command = d.tactus();
    command
        .args(["tty", "--voice", "text", "--lang", "en", "--tournament"])
        .args(code_args)
        .current_dir(d.data.path())
        .env_remove("TACTUS_ARBITER_CODE");
    if let Some(code) = env {
        command.env("TACTUS_ARBITER_CODE", code);
    }
    let script: Vec<(&str, u64)> = lines.iter().map(|l| (*l, 40)).collect();
    send(command.spawn().unwrap(), &script)
}

#[test]
fn the_code_read_from_standard_input_ends_tournament_mode() {
    let d = dirs();
    let out = tty(
        &d,
        &["--arbiter-code", "-"],
        None,
        &[
            CODE,
            "e4",
            "tournament off",
            CODE,
            "b",
            "save g.pgn",
            "quit",
            "y",
        ],
    );
    succeeded(&out);
    let said = piped::lines(&out.stdout);
    // The first line was the code, not a move: e4 is the first move.
    assert!(has(&said, "e4"), "{said:?}");
    assert!(has(&said, "Tournament mode ended."), "{said:?}");
    assert!(has(&said, "Rank 8"), "{said:?}");
    nowhere(&d, &out);
}

#[test]
fn the_code_from_the_environment_ends_tournament_mode() {
    let d = dirs();
    let out = tty(
        &d,
        &[],
        Some(CODE),
        &["e4", "tournament off", CODE, "b", "quit", "y"],
    );
    succeeded(&out);
    let said = piped::lines(&out.stdout);
    assert!(has(&said, "Tournament mode ended."), "{said:?}");
    assert!(has(&said, "Rank 8"), "{said:?}");
    nowhere(&d, &out);
}

#[test]
fn no_code_on_standard_input_is_refused_naming_the_problem() {
    let d = dirs();
    let out = tty(&d, &["--arbiter-code", "-"], None, &[]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--arbiter-code -: no code"), "{err}");
}

#[test]
fn the_clock_reads_the_code_from_standard_input() {
    let d = dirs();
    let child = d
        .tactus()
        .args(["clock", "90+30", "--tournament", "--arbiter-code", "-"])
        .args(["--tty", "--voice", "text", "--lang", "en"])
        .current_dir(d.data.path())
        .env_remove("TACTUS_ARBITER_CODE")
        .spawn()
        .unwrap();
    let script: Vec<(&str, u64)> = [CODE, "arbiter", CODE, "arbiter done", "quit"]
        .iter()
        .map(|l| (*l, 40))
        .collect();
    let out = send(child, &script);
    succeeded(&out);
    let said = piped::lines(&out.stdout);
    assert!(has(&said, "The arbiter's commands are open"), "{said:?}");
    nowhere(&d, &out);
}
