//! What `tactus clock` tells the table by itself and after the arbiter,
//! through its real line interface over a pipe: the low time of both
//! sides (not only the listener's) unless a side is muted, tournament
//! mode said when the game begins and when it is resumed, and the move
//! typed after the envelope is opened taken as the first press.

use crate::piped;

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

/// A 12-second game: White presses at once, Black's clock runs down past
/// 10 seconds, Black presses, White's runs down past 10 seconds. `first`
/// is typed before the start.
fn both_clocks_run_down(first: &str) -> Vec<String> {
    let d = dirs();
    let script = [
        (first, 50),
        ("", 50),
        ("", 3_000),
        ("", 3_000),
        ("quit", 50),
    ];
    feed(clock(&d, &["12s"]), &script)
}

#[test]
fn the_low_time_of_both_sides_is_said_unless_one_is_muted() {
    let lines = both_clocks_run_down("score");
    let text = lines.join("\n");
    assert!(has(&lines, "Black: 10 seconds"), "{text}");
    assert!(has(&lines, "White: 10 seconds"), "{text}");

    let lines = both_clocks_run_down("mute black");
    let text = lines.join("\n");
    assert!(
        has(&lines, "Black's clock is no longer announced"),
        "{text}"
    );
    assert!(!has(&lines, "Black: 10 seconds"), "{text}");
    assert!(has(&lines, "White: 10 seconds"), "{text}");
}

#[test]
fn a_muted_side_stays_muted_when_the_game_is_resumed_and_can_be_unmuted() {
    let d = dirs();
    feed(
        clock(&d, &["12s"]),
        &[("mute white", 50), ("", 50), ("quit", 50)],
    );
    // White's clock runs down past 10 seconds unsaid, then Black's, said.
    let lines = feed(
        clock(&d, &["--resume"]),
        &[("score", 3_000), ("", 3_000), ("quit", 50)],
    );
    let text = lines.join("\n");
    assert!(!has(&lines, "White: 10 seconds"), "{text}");
    assert!(has(&lines, "Black: 10 seconds"), "{text}");

    let d = dirs();
    let lines = feed(
        clock(&d, &["12s"]),
        &[
            ("mute", 50),
            ("unmute white", 50),
            ("", 3_000),
            ("quit", 50),
        ],
    );
    let text = lines.join("\n");
    assert!(has(&lines, "The clocks are no longer announced"), "{text}");
    assert!(has(&lines, "White's clock is announced again"), "{text}");
    assert!(has(&lines, "White: 10 seconds"), "{text}");
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
