//! What `tactus clock` tells the table by itself and after the arbiter,
//! through its real line interface over a pipe: the low time of both
//! sides (not only the listener's) unless a side is muted, tournament
//! mode said when the game begins and when it is resumed, and the move
//! typed after the envelope is opened taken as the first press.

#[path = "support/piped.rs"]
mod piped;

use piped::{Dirs, dirs, feed, has};

/// `tactus clock ARGS --tty --voice none --lang en` with `d`'s folders.
fn clock(d: &Dirs, args: &[&str]) -> std::process::Child {
    d.tactus()
        .arg("clock")
        .args(args)
        .args(["--tty", "--voice", "none", "--lang", "en"])
        .spawn()
        .unwrap()
}

#[test]
fn tournament_mode_is_said_at_the_start_and_on_resume() {
    let d = dirs();
    let tournament = ["5+3", "--tournament", "--arbiter-code", "Okapi-2718"];
    let lines = feed(clock(&d, &tournament), &[("", 50), ("quit", 50)]);
    let text = lines.join("\n");
    assert!(has(&lines, "Tournament mode:"), "{text}");
    let lines = feed(clock(&d, &["--resume"]), &[("quit", 50)]);
    let text = lines.join("\n");
    assert!(has(&lines, "Clock game resumed"), "{text}");
    assert!(has(&lines, "Tournament mode:"), "{text}");
    // Not in a game outside tournament mode.
    let d = dirs();
    let lines = feed(clock(&d, &["5+3"]), &[("quit", 50)]);
    assert!(!has(&lines, "Tournament mode"), "{lines:?}");
}

#[test]
fn after_unseal_the_typed_move_is_taken() {
    let d = dirs();
    let script = [
        ("", 50),
        ("e4", 50),
        ("seal", 50),
        ("e5", 50),
        ("unseal", 50),
        ("Nf3", 50),
        ("Nc6", 50),
        ("score", 50),
        ("quit", 50),
    ];
    let lines = feed(clock(&d, &["5+3"]), &script);
    let text = lines.join("\n");
    assert!(has(&lines, "Black's sealed move 1: e5"), "{text}");
    assert!(has(&lines, "White, move 2: Knight f3"), "{text}");
    assert!(has(&lines, "Black, move 2: Knight c6"), "{text}");
    assert!(has(&lines, "1. e4, e5; 2. Nf3, Nc6"), "{text}");
    assert!(!has(&lines, "has not been started"), "{text}");
}
