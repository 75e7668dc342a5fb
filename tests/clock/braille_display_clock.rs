//! A braille display at `tactus clock --tty --braille on`, through a real
//! BRLTTY whose display is the test (its Virtual driver,
//! support/brltty.rs), with no voice: both clocks and whose clock runs on
//! a 40-cell line, each announcement (the start, a press, a refusal, the
//! pause) shown as a message in literary braille in their place until a
//! key brings the clocks back, the one before shown again by panning
//! left, and the display going away said once while the clock goes on,
//! then taken up again with what was said meanwhile.
//!
//! With `--voice none` a deafblind player reads the whole game on the
//! display: every line the clock says is there, read to its end with
//! the panning key as a reader does.
//!
//! A cell is written as BRLTTY writes it, its dots ("2456" a `w`, "78"
//! the mark of the clock that runs, "" blank); cells are counted from 0
//! here, one less than the README's count from 1.

use crate::brltty;
use crate::piped;
use crate::talk;

use brltty::{Brltty, begins_with, begins_with_dots, braille_naming, braille_of};
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
    display.wait_cells(since, |c| {
        begins_with_dots(c, &braille_naming("White, move 1: e4", &[("e4", "e4")]))
    });
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
    display.wait_cells(since, |c| {
        begins_with_dots(c, &braille_naming("White, move 1: e4", &[("e4", "e4")]))
    });

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

    // It comes back: taken up again, said to be back, showing what was
    // said meanwhile (not that it went), then the clocks as they stand
    // (White's runs).
    let display = Brltty::start_at("40", number);
    clock.wait_for("Braille display back");
    display.wait_cells(0, |c| begins_with(c, "Braille display back."));
    let since = display.count();
    display.press("FWinRt");
    display.wait_cells(since, |c| {
        begins_with_dots(c, &braille_naming("Black, move 1: e5", &[("e5", "e5")]))
    });
    assert!(
        !display
            .shown_since(0)
            .iter()
            .any(|c| begins_with(c, "The braille display is gone")),
        "the going is no news to the display"
    );
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

/// The cells of `text` in English literary braille, blanks left out.
fn unblanked(text: &str) -> Vec<String> {
    braille_of(text)
        .into_iter()
        .filter(|c| !c.is_empty())
        .collect()
}

/// The message that begins with the braille of `first` (its first ten
/// cells, which fit in any window), shown since line `since`, read to its end as a reader does: a window, the panning key
/// right, the next, until the clocks come back. Its cells, blanks left
/// out (a window begins after the blank the one before ended at).
fn read_message(display: &Brltty, since: usize, first: &str) -> Vec<String> {
    let mut start = braille_of(first);
    start.truncate(10);
    let mut cells = display.wait_cells(since, |c| {
        c.len() >= start.len() && c[..start.len()] == start[..]
    });
    let mut read = Vec::new();
    for _ in 0..30 {
        read.extend(cells.iter().filter(|c| !c.is_empty()).cloned());
        let before = display.count();
        display.press("FWinRt");
        cells = display.wait_cells(before, |_| true);
        if marks(&cells).is_some() {
            return read;
        }
    }
    panic!("a message of more than 30 windows: {read:?}");
}

/// What `clock` said since its mark, once a line holds `text`, read on
/// the display in full: the lines as one message, as one answer shows,
/// the `moves` they name (words, SAN) in the chess code.
fn reads_in_full(
    clock: &mut Talk,
    display: &Brltty,
    since: usize,
    text: &str,
    moves: &[(&str, &str)],
) -> usize {
    let said = clock.wait_for(text);
    let read = read_message(display, since, &said[0]);
    let shown: Vec<String> = braille_naming(&said.join(" "), moves)
        .into_iter()
        .filter(|c| !c.is_empty())
        .collect();
    assert_eq!(read, shown, "{said:?} not read in full on the display");
    said.len()
}

#[test]
fn with_no_voice_every_announcement_of_a_clock_game_is_read_on_the_display() {
    let display = Brltty::start("40");
    let d = dirs();
    // Ten seconds each: the talking clock counts the last seconds down and
    // Black's flag falls while the test reads.
    let mut clock = Talk::new(
        d.tactus()
            .args(["clock", "10s", "--tty", "--lang", "en", "--voice", "none"])
            .args(["--braille", "on"])
            .env("BRLAPI_HOST", &display.host)
            .spawn()
            .unwrap(),
    );
    // The start's words and the display's own, as one message.
    let mut read = reads_in_full(&mut clock, &display, 0, "Braille display: 40 cells", &[]);

    for (line, said, moves) in [
        ("", "Clock started", &[][..]),
        ("e4", "White, move 1: e4", &[("e4", "e4")][..]),
        ("c", "Black: ", &[][..]),
    ] {
        let since = display.count();
        clock.type_line(line);
        read += reads_in_full(&mut clock, &display, since, said, moves);
    }

    // The countdown and the flag come by themselves: each second shows in
    // Black's clock cells, and the flag's words are read in full.
    let since = display.count();
    clock.mark();
    let said = clock.wait_for("Black's flag fell");
    let (flag, seconds) = said.split_last().unwrap();
    assert!(
        !seconds.is_empty(),
        "the talking clock counted down: {said:?}"
    );
    for second in seconds.iter().filter_map(|s| s.parse::<u32>().ok()) {
        let black = [BLACK, RUNS, "356", "156", "356", digit(second)];
        display.wait_cells(since, |c| c.windows(6).any(|w| w == black));
    }
    let flagged = read_message(&display, since, flag);
    assert_eq!(flagged, unblanked(flag), "the flag not read in full");
    read += said.len();

    // A press after the flag is refused, and that is read too.
    let since = display.count();
    clock.type_line("e5");
    read += reads_in_full(&mut clock, &display, since, "the clocks are stopped", &[]);

    // Nothing said was left unread.
    let all = clock.all();
    assert_eq!(read, all.len(), "lines said but not read: {all:#?}");
    clock.quit();
}

#[test]
fn without_braille_on_the_command_line_the_clock_follows_the_braille_setting() {
    let display = Brltty::start("40");
    // `set braille off` kept from an earlier game: the display is left to
    // the screen reader.
    let d = dirs();
    std::fs::write(d.config.path().join("config.toml"), "braille = \"off\"\n").unwrap();
    let mut clock = start_following(&d, &display.host);
    clock.type_line("");
    clock.wait_for("Clock started");
    let all = clock.all();
    assert!(
        !all.iter().any(|l| l.contains("Braille display")),
        "the display was taken: {all:#?}"
    );
    clock.quit();

    // With the setting `on` (no --braille) it is taken.
    let d = dirs();
    std::fs::write(d.config.path().join("config.toml"), "braille = \"on\"\n").unwrap();
    let clock = start_following(&d, &display.host);
    clock.wait_for("Braille display: 40 cells");
    clock.quit();
}

/// `tactus clock --tty` in English without `--braille`.
fn start_following(d: &Dirs, host: &str) -> Talk {
    Talk::new(
        d.tactus()
            .args(["clock", "--tty", "--lang", "en", "--voice", "none"])
            .env("BRLAPI_HOST", host)
            .spawn()
            .unwrap(),
    )
}

#[test]
fn a_display_of_more_lines_shows_the_announcements_under_the_clocks() {
    let display = Brltty::start("32 10");
    let d = dirs();
    let mut clock = start(&d, &display.host, "none", "on");
    clock.wait_for("Braille display: 32 cells");
    let since = display.count();
    clock.type_line("");
    clock.wait_for("Clock started");
    // Row 1 (cells 32 on) the message; row 0 still the clocks, White's
    // running.
    let cells = display.wait_cells(since, |c| {
        c.len() == 320 && begins_with(&c[32..], "Clock started")
    });
    assert_eq!(cells[0], WHITE, "{cells:?}");
    assert_eq!(cells[1], RUNS, "White's clock runs: {cells:?}");
    clock.quit();
}

#[test]
fn the_last_minute_counts_down_in_the_clock_cells_with_the_side() {
    // 25 seconds each: Black's clock runs down to its flag. The talking
    // clock's readings ("Black: 20 seconds", "10 seconds") and its bare
    // countdown digits are not messages over the clocks: both clocks stay,
    // Black's running and marked, its count in its cells; the flag, the
    // answer to a question and a refusal are still messages.
    let display = Brltty::start("40");
    let d = dirs();
    let mut clock = Talk::new(
        d.tactus()
            .args(["clock", "25s", "--tty", "--lang", "en", "--voice", "none"])
            .args(["--braille", "on"])
            .env("BRLAPI_HOST", &display.host)
            .spawn()
            .unwrap(),
    );
    clock.wait_for("Braille display: 40 cells");
    clock.type_line("");
    clock.wait_for("Clock started");
    clock.type_line("e4");
    clock.wait_for("White, move 1: e4");
    let since = display.count();
    display.press("Route 1");
    display.wait_cells(since, |c| marks(c).is_some());
    let since = display.count();
    clock.mark();
    let said = clock.wait_for("Black's flag fell");
    let (flag, readings) = said.split_last().unwrap();
    assert!(
        readings.iter().any(|l| l.starts_with("Black: ")) && readings.iter().any(|l| l == "3"),
        "the talking clock spoke: {said:?}"
    );
    assert!(flag.starts_with("Black's flag fell"), "{said:?}");
    display.wait_cells(since, |c| begins_with(c, "Black's flag fell"));
    let shown = display.shown_since(since);
    for reading in readings {
        assert!(
            !shown.iter().any(|c| begins_with(c, reading)),
            "{reading:?} shown as a message: {shown:#?}"
        );
    }
    // Each second of the countdown in Black's cells (0:09 … 0:01), after
    // its mark: the side is there.
    for second in 1..=9 {
        let black = [BLACK, RUNS, "356", "156", "356", digit(second)];
        assert!(
            shown
                .iter()
                .any(|c| marks(c) == Some((String::new(), RUNS.into()))
                    && c.windows(6).any(|w| w == black)),
            "Black's 0:0{second} with its mark: {shown:#?}"
        );
    }
    // Asked, a reading is an answer and shows.
    let since = display.count();
    clock.type_line("c");
    clock.wait_for("White: ");
    display.wait_cells(since, |c| begins_with(c, "White: "));
    clock.quit();
}

/// A lower digit's dots, as on a clock face.
fn digit(n: u32) -> &'static str {
    [
        "356", "2", "23", "25", "256", "26", "235", "2356", "236", "35",
    ][n as usize]
}
