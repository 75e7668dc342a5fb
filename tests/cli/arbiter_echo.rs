//! The arbiter's code and the sealed move are typed unseen in a real
//! terminal (tmux): `arbiter` and `seal` in `tactus clock`, `tournament
//! off` in `tactus tty` ask for the next line with the terminal's echo
//! off, answer "Code taken." / "Move sealed", and the echo is back for
//! the line typed after. Neither the code nor the sealed move is anywhere
//! on the screen (a screen reader's typing echo would read it aloud at
//! the table). Over a pipe the one-line forms (`arbiter CODE`, `seal
//! MOVE`, `tournament off CODE`) work and never say their secret back.

use crate::piped;
use crate::tmux;

use piped::{Dirs, dirs, feed, has};
use tmux::Pane;

/// The arbiter's code of these games.
const CODE: &str = "Okapi-2718";

/// The shell command that runs tactus with `args` and `d`'s folders, the
/// code given by the environment.
fn command(d: &Dirs, args: &str) -> String {
    format!(
        "TACTUS_DATA_DIR={} TACTUS_CONFIG_DIR={} TACTUS_ARBITER_CODE={CODE} {} {args}",
        d.data.path().display(),
        d.config.path().display(),
        env!("CARGO_BIN_EXE_tactus"),
    )
}

/// Whether a line of `screen` is exactly `typed`: the echo of a line typed.
fn echoed(screen: &str, typed: &str) -> bool {
    screen.lines().any(|l| l.trim_end() == typed)
}

#[test]
fn the_clock_takes_the_code_and_the_sealed_move_unseen() {
    let d = dirs();
    let pane = Pane::start(
        "clock-echo",
        &command(
            &d,
            "clock 5+3 --tty --voice text --lang en --tournament --white-side left",
        ),
    );
    pane.wait_for("Press Enter to start", 1);
    pane.type_line("");
    pane.wait_for("Clock started", 1);
    pane.type_line("e4");
    pane.wait_for("White, move 1: e4", 1);
    pane.type_line("arbiter");
    pane.wait_for("Arbiter's code?", 1);
    pane.type_line(CODE);
    pane.wait_for("Code taken.", 1);
    let screen = pane.wait_for("The arbiter's commands are open", 1);
    assert!(!screen.contains(CODE), "{screen}");
    // The echo is back: the next line shows as it is typed.
    pane.type_line("score");
    let screen = pane.wait_for("1. e4", 1);
    assert!(echoed(&screen, "score"), "{screen}");
    pane.type_line("seal");
    pane.wait_for("Black, your sealed move?", 1);
    pane.type_line("Nc6");
    let screen = pane.wait_for("Move sealed: Black's move 1.", 1);
    assert!(!screen.contains("Nc6"), "{screen}");
    pane.type_line("c");
    let screen = pane.wait_for("Black: ", 2);
    assert!(echoed(&screen, "c"), "{screen}");
    assert!(!screen.contains(CODE), "{screen}");
    pane.type_line("quit");
    pane.wait_for("The clock game is saved", 1);
}

#[test]
fn tournament_off_in_the_terminal_takes_the_code_unseen() {
    let d = dirs();
    let pane = Pane::start(
        "tty-echo",
        &command(
            &d,
            "tty --voice text --lang en --tournament --white human --black human",
        ),
    );
    pane.wait_for("White to move", 1);
    pane.type_line("e4");
    pane.wait_for("White: e4", 1);
    pane.type_line("tournament off");
    pane.wait_for("Arbiter's code?", 1);
    pane.type_line(CODE);
    pane.wait_for("Code taken.", 1);
    let screen = pane.wait_for("Tournament mode ended.", 1);
    assert!(!screen.contains(CODE), "{screen}");
    pane.type_line("t");
    let screen = pane.wait_for("Black to move", 1);
    assert!(echoed(&screen, "t"), "{screen}");
    assert!(!screen.contains(CODE), "{screen}");
    pane.key("C-d");
    pane.wait_for("Goodbye", 1);
}

#[test]
fn the_one_line_forms_never_say_their_secret_back() {
    let d = dirs();
    let child = d
        .tactus()
        .args(["clock", "5+3", "--tournament", "--arbiter-code", CODE])
        .args(["--tty", "--voice", "text", "--lang", "en"])
        .spawn()
        .unwrap();
    let script = [
        ("", 50),
        ("e4", 50),
        ("arbiter nonsense", 50),
        (&format!("arbiter {CODE}") as &str, 50),
        ("seal Nd4", 50),
        ("seal Qz9", 50),
        ("seal Nc6", 50),
        ("quit", 50),
    ];
    let lines = feed(child, &script);
    let text = lines.join("\n");
    assert!(has(&lines, "Code taken."), "{text}");
    assert!(has(&lines, "Wrong code"), "{text}");
    assert!(has(&lines, "The arbiter's commands are open"), "{text}");
    assert!(has(&lines, "That move cannot be played here"), "{text}");
    assert!(
        has(&lines, "That is not a move: nothing was sealed"),
        "{text}"
    );
    assert!(has(&lines, "Move sealed: Black's move 1."), "{text}");
    for secret in [CODE, "nonsense", "Nd4", "Qz9", "Nc6"] {
        assert!(!text.contains(secret), "{secret}: {text}");
    }

    let d = dirs();
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "en", "--tournament"])
        .args(piped::PEOPLE)
        .env("TACTUS_ARBITER_CODE", CODE)
        .spawn()
        .unwrap();
    let line = format!("turnier aus {CODE}");
    let lines = feed(child, &[("e4", 50), (&line, 50), ("quit", 50), ("y", 50)]);
    let text = lines.join("\n");
    assert!(has(&lines, "Code taken."), "{text}");
    assert!(has(&lines, "Tournament mode ended."), "{text}");
    assert!(!text.contains(CODE), "{text}");
}
