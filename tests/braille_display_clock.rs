//! A braille display at `tactus clock --tty --braille on`, through a real
//! BRLTTY whose display is the test (its Virtual driver,
//! support/brltty.rs), with no voice: both clocks and whose clock runs on
//! a 40-cell line, each announcement (the start, a press, a refusal, the
//! pause) shown as a message in literary braille in their place until a
//! key brings the clocks back, the one before shown again by panning
//! left, and the display going away said once while the clock goes on,
//! then taken up again with what was said meanwhile.
//!
//! A cell is written as BRLTTY writes it, its dots ("2456" a `w`, "78"
//! the mark of the clock that runs, "" blank); cells are counted from 0
//! here, one less than the README's count from 1.

#[path = "support/brltty.rs"]
mod brltty;
#[path = "support/piped.rs"]
mod piped;
#[path = "support/talk.rs"]
mod talk;

use brltty::{Brltty, begins_with};
use piped::{Dirs, dirs};
use talk::Talk;

/// `tactus clock --tty` in English with `voice` and `--braille braille`,
/// its BrlAPI at `host`.
fn start(d: &Dirs, host: &str, voice: &str, braille: &str) -> Talk {
    Talk::new(
        d.tactus()
            .args(["clock", "--tty", "--lang", "en", "--voice", voice])
            .args(["--braille", braille])
            .env("BRLAPI_HOST", host)
            .spawn()
            .unwrap(),
    )
}

/// `w`, `b`: dots 2-4-5-6, dots 1-2.
const WHITE: &str = "2456";
const BLACK: &str = "12";
const RUNS: &str = "78";

/// The clocks' line: White's letter first, and after a blank Black's;
/// the cells after each letter (the mark), or `None` for another line.
fn marks(cells: &[String]) -> Option<(String, String)> {
    if cells.len() != 40 || cells[0] != WHITE {
        return None;
    }
    let blank = cells.iter().skip(2).position(String::is_empty)? + 2;
    (cells.get(blank + 1)? == BLACK).then(|| (cells[1].clone(), cells[blank + 2].clone()))
}

/// Brings the clocks back (a routing key over a message) and returns
/// the marks after the two letters, once the line shows them.
fn clocks_after_a_key(display: &Brltty) -> (String, String) {
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| marks(c).is_some());
    marks(&cells).unwrap()
}

#[test]
fn the_clock_shows_both_clocks_and_each_announcement() {
    let display = Brltty::start("40");
    let d = dirs();
    let mut clock = start(&d, &display.host, "none", "on");
    clock.wait_for("Braille display: 40 cells");
    // What was said at the start shows first, with the news of the
    // display, as one message.
    display.wait_cells(0, |c| begins_with(c, "Time control: 15 minutes"));

    // The clocks at the start: 15:00 each (lower digits, the colon dots
    // 1-5-6), neither running.
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| marks(c).is_some());
    let fifteen = ["2", "26", "156", "356", "356"];
    assert_eq!(cells[2..7], fifteen, "White's 15:00: {cells:?}");
    assert_eq!(cells[10..15], fifteen, "Black's 15:00: {cells:?}");
    assert_eq!(marks(&cells).unwrap(), (String::new(), String::new()));

    // Enter starts White's clock: said, shown, and the mark after `w`.
    let since = display.count();
    clock.type_line("");
    clock.wait_for("Clock started");
    display.wait_cells(since, |c| begins_with(c, "Clock started"));
    assert_eq!(
        clocks_after_a_key(&display),
        (RUNS.to_string(), String::new())
    );

    // A press with the move: its message, then Black's clock runs.
    let since = display.count();
    clock.type_line("e4");
    clock.wait_for("White, move 1: e4");
    display.wait_cells(since, |c| begins_with(c, "White, move 1: e4"));
    assert_eq!(
        clocks_after_a_key(&display),
        (String::new(), RUNS.to_string())
    );

    // A refusal shows, and panning left shows the press before it again.
    let since = display.count();
    clock.type_line("foo");
    clock.wait_for("The clock was not pressed");
    display.wait_cells(since, |c| begins_with(c, "foo is not a move"));
    let since = display.count();
    display.press("FWinLt");
    display.wait_cells(since, |c| begins_with(c, "White, move 1: e4"));

    // The pause: no clock runs.
    let since = display.count();
    clock.type_line("pause");
    clock.wait_for("Clocks paused");
    display.wait_cells(since, |c| begins_with(c, "Clocks paused"));
    assert_eq!(clocks_after_a_key(&display), (String::new(), String::new()));
    clock.type_line("resume");
    clock.wait_for("resumed");

    // BRLTTY ends: said once, and the clock goes on.
    let number = display.number;
    clock.mark();
    drop(display);
    clock.wait_for("braille display is gone");
    clock.type_line("e5");
    clock.wait_for("Black, move 1: e5");

    // It comes back: taken up again, showing what was said meanwhile,
    // then the clocks as they stand (White's runs).
    let display = Brltty::start_at("40", number);
    clock.wait_for("Braille display: 40 cells");
    display.wait_cells(0, |c| begins_with(c, "The braille display is gone"));
    assert_eq!(
        clocks_after_a_key(&display),
        (RUNS.to_string(), String::new())
    );
    let all = clock.all();
    assert_eq!(
        all.iter()
            .filter(|l| l.contains("braille display is gone"))
            .count(),
        1,
        "said once: {all:#?}"
    );
    clock.quit();
}

#[test]
fn on_without_brltty_says_why_once_and_the_clock_goes_on_auto_says_nothing() {
    // A BrlAPI port nobody serves.
    let host = "127.0.0.1:399";
    let d = dirs();
    let mut clock = start(&d, host, "none", "on");
    clock.wait_for("No braille display");
    clock.type_line("");
    clock.wait_for("Clock started");
    clock.type_line("e4");
    clock.wait_for("White, move 1: e4");
    let all = clock.all();
    assert_eq!(
        all.iter().filter(|l| l.contains("braille")).count(),
        1,
        "said once: {all:#?}"
    );
    clock.quit();

    let d = dirs();
    let mut clock = start(&d, host, "none", "auto");
    clock.type_line("");
    clock.wait_for("Clock started");
    let all = clock.all();
    assert!(
        !all.iter().any(|l| l.to_lowercase().contains("braille")),
        "auto without a display is silent about it: {all:#?}"
    );
    clock.quit();
}
