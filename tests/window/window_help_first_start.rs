//! The first start says once, shortly, how to get help (issue #10,
//! point 5): in the terminal ("Type help for the commands") over a pipe,
//! and in the board window under Xvfb ("Press F1 for help on the keys");
//! the next start with the same data folder says nothing of it. Needs Xvfb
//! for the window; fails (does not skip) without it.

use std::time::Duration;

use crate::piped;
use piped::{PEOPLE, count, dirs, feed, paced};

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, start_tactus, start_xvfb, until_window_listens, wait_for};

const TERMINAL_HINT: &str = "Welcome. Type help for the commands.";
const WINDOW_HINT: &str = "Welcome to tactus. Press F1 for help on the keys.";

#[test]
fn the_first_start_in_the_terminal_says_how_to_get_help_once() {
    let d = dirs();
    let start = || {
        let child = d
            .tactus()
            .args(["tty", "--lang", "en"])
            .args(PEOPLE)
            .spawn()
            .expect("tactus starts");
        feed(child, &paced(&["quit"], 200))
    };
    let first = start();
    assert_eq!(count(&first, TERMINAL_HINT), 1, "{first:#?}");
    let second = start();
    assert_eq!(count(&second, "Welcome"), 0, "{second:#?}");
}

#[test]
fn the_first_start_in_the_window_says_how_to_get_help_once() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let home = tempfile::tempdir().expect("a temporary folder");
    let said = |path: &std::path::Path| std::fs::read_to_string(path).unwrap_or_default();
    let mut heard = Vec::new();
    for _ in 0..2 {
        let mut reaper = Reaper(Vec::new());
        let display = start_xvfb(&mut reaper);
        let out = start_tactus(&mut reaper, &display, home.path(), &PEOPLE);
        let _wid = focus_window(&display);
        wait_for("the first words", Duration::from_secs(10), || {
            !said(&out).is_empty()
        });
        // Everything said at the start comes before the answer to a key:
        // `c`, the clocks.
        until_window_listens(&display, &out);
        wait_for("the clocks said", Duration::from_secs(10), || {
            said(&out).lines().any(|l| l.starts_with("White: "))
        });
        heard.push(said(&out));
        // tactus and the X server end before the next start.
        drop(reaper);
    }
    assert_eq!(heard[0].matches(WINDOW_HINT).count(), 1, "{}", heard[0]);
    assert!(!heard[1].contains("Welcome to tactus"), "{}", heard[1]);
}
