//! The status beside the board on a braille display, through a real
//! BRLTTY whose display is the test (its Virtual driver, support/brltty.rs),
//! with no voice, as a deafblind player plays: both clocks whole on 40
//! cells and on 32 × 10 (also with an hour on them), the clock that runs
//! marked, a piece in hand marked on its square and on the status, the
//! result in place of whose move once the game is over, a routing key
//! over a message only bringing the board back, and a display that comes
//! back said to be back.
//!
//! A cell is written as BRLTTY writes it, its dots ("1234" a pawn, "78"
//! the finger, "" blank), counted from 0 (one less than the README).

use crate::brltty;
use crate::piped;
use crate::talk;

use brltty::{Brltty, begins_with, is_board};
use piped::{Dirs, PEOPLE, dirs};
use talk::Talk;

/// `tactus tty` for two people at the board, no voice, `--time time`,
/// its BrlAPI at `display`'s, once the display is taken.
fn start(d: &Dirs, display: &Brltty, time: &str, lang: &str) -> Talk {
    let tty = Talk::new(
        d.tactus()
            .args(["tty", "--voice", "none", "--lang", lang])
            .args(["--braille", "on", "--time", time])
            .args(PEOPLE)
            .env("BRLAPI_HOST", &display.host)
            .spawn()
            .unwrap(),
    );
    tty.wait_for(if lang == "de" {
        "Braillezeile:"
    } else {
        "Braille display:"
    });
    // A key pressed before the display shows what was said is lost.
    if lang == "en" {
        // On a line display in place of the board, on 32 × 10 on its
        // last row.
        display.wait_cells(0, |c| {
            begins_with(c, "No sound.") || (c.len() == 320 && begins_with(&c[288..], "No sound."))
        });
    }
    tty
}

/// Presses `key` (a line key) until the finger is on the rank whose
/// number's dots are `rank`, the board shown.
fn to_rank(display: &Brltty, key: &str, rank: &str) {
    for _ in 0..8 {
        let since = display.count();
        display.press(key);
        let cells = display.wait_cells(since, is_board);
        if cells[0] == rank {
            return;
        }
    }
    panic!("rank {rank} not reached with {key}");
}

/// The lower digits (a square's, a clock's) and the colon of a clock face
/// as BRLTTY writes their dots.
fn clock_dots(face: &str) -> Vec<String> {
    face.chars()
        .map(|c| match c {
            '0' => "356",
            '1' => "2",
            '2' => "23",
            '3' => "25",
            '4' => "256",
            '5' => "26",
            '6' => "235",
            '7' => "2356",
            '8' => "236",
            '9' => "35",
            ':' => "156",
            'h' => "125",
            _ => panic!("{c} is not on a clock face"),
        })
        .map(String::from)
        .collect()
}

/// Whether `cells` hold `want` at `at`.
fn holds(cells: &[String], at: usize, want: &[String]) -> bool {
    cells.get(at..at + want.len()) == Some(want)
}

#[test]
fn both_clocks_show_whole_with_the_running_one_marked_on_40_cells_and_32_by_10() {
    // 40 cells, an hour and a half each: after 1. e4 both clocks whole
    // (1:29:5x), dots 7-8 before Black's, which runs.
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = start(&d, &display, "90+0", "en");
    // Black's clock runs from White's second move (a casual game's clocks
    // start after both first moves).
    for (mv, said) in [("e4", "e4"), ("e5", "e5"), ("Nf3", "White: Knight f3")] {
        tty.ask(mv, said);
    }
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| {
        is_board(c) && c.len() == 40 && c[19] == "12" && c[20..].iter().any(|c| c == "78")
    });
    // h:mm:ss: the colons third and sixth.
    let whole = |clock: &[String]| clock.len() == 7 && clock[1] == "156" && clock[4] == "156";
    let mark = 20 + cells[20..].iter().position(|c| c == "78").unwrap();
    assert!(mark + 8 <= 40, "Black's clock whole: {cells:?}");
    assert!(
        whole(&cells[mark + 1..mark + 8]),
        "Black's clock: {cells:?}"
    );
    assert_eq!(cells[mark + 1], "2", "1 hour: {cells:?}");
    assert!(whole(&cells[mark - 7..mark]), "White's clock: {cells:?}");
    assert_eq!(cells[mark - 8], "", "White's clock does not run: {cells:?}");
    tty.quit();
    drop(display);

    // 32 × 10, German, 15 minutes: White's clock (w) on row 2, Black's (s)
    // on row 3, each whole, dots 7-8 after the letter of the side whose
    // clock runs.
    let (display, d) = (Brltty::start("32 10"), dirs());
    let mut tty = start(&d, &display, "15+10", "de");
    for (mv, said) in [("e4", "e4"), ("e5", "e5"), ("Sf3", "Weiß: Springer f3")] {
        tty.ask(mv, said);
    }
    let at = |row: usize, cell: usize| row * 32 + cell;
    let cells = display.wait_cells(0, |c| {
        c.len() == 320 && c[at(0, 19)] == "234" && c[at(2, 20)] == "78"
    });
    assert_eq!(cells[at(1, 19)], "2456", "w on row 2: {cells:?}");
    assert_eq!(cells[at(1, 20)], "", "White's clock stopped: {cells:?}");
    assert!(
        holds(&cells, at(1, 21), &clock_dots("15:0")),
        "White's clock whole after the increment: {cells:?}"
    );
    assert_eq!(cells[at(2, 19)], "234", "s on row 3: {cells:?}");
    let black: Vec<String> = cells[at(2, 21)..at(2, 26)].to_vec();
    assert_eq!(
        black[..3],
        clock_dots("14:")[..],
        "Black's clock whole: {cells:?}"
    );
    tty.quit();
}

#[test]
fn a_piece_in_hand_is_marked_and_the_end_shows_the_result() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = start(&d, &display, "15+10", "en");
    // Down to rank 2, lift the pawn on e2, try to place it on e5 (rank 5
    // reached by the line keys): refused, the pawn in hand.
    to_rank(&display, "LnDn", "23");
    tty.mark();
    display.press("Route 10");
    tty.wait_for("lifted");
    to_rank(&display, "LnUp", "26");
    tty.mark();
    display.press("Route 10");
    tty.wait_for("e5");
    to_rank(&display, "LnDn", "23");
    let cells = display.wait_cells(display.count() - 1, |c| is_board(c) && c[0] == "23");
    // e2's pawn marked in hand (dot 8 on its piece cell), and on the
    // status the pawn (marked) and e2 where the last move would be.
    assert_eq!(cells[10], "12348", "the pawn on e2 in hand: {cells:?}");
    assert_eq!(cells[2], "1234", "a2's pawn is not: {cells:?}");
    assert_eq!(cells[21..24], ["12348", "15", "23"], "{cells:?}");
    // Put back, the mark goes.
    tty.mark();
    display.press("Route 10");
    tty.wait_for("put back");
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| is_board(c) && c[0] == "23");
    assert_eq!(cells[10], "1234", "{cells:?}");

    // Fool's mate: the result in place of whose move, 0-1 (lower digits,
    // the hyphen dots 3-6), no clock marked as running.
    for (typed, said) in [("f3", "f3"), ("e5", "e5"), ("g4", "g4"), ("Qh4", "mate")] {
        tty.type_line(typed);
        tty.wait_for(said);
    }
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| is_board(c) && c.len() == 40);
    assert_eq!(cells[19..22], ["356", "36", "2"], "0-1: {cells:?}");
    assert!(
        !cells[22..].iter().any(|c| c == "78"),
        "no clock runs: {cells:?}"
    );
    tty.quit();
}

#[test]
fn a_routing_key_over_a_message_brings_the_board_back_and_lifts_nothing() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = start(&d, &display, "15+10", "en");
    // The finger on rank 2 (line keys down from e4).
    to_rank(&display, "LnDn", "23");
    // A message over the rank: the routing key over e2's cell brings the
    // board back, and the pawn stays where it is.
    let since = display.count();
    tty.type_line("turn");
    tty.wait_for("White to move");
    display.wait_cells(since, |c| begins_with(c, "White to move"));
    tty.mark();
    let since = display.count();
    display.press("Route 10");
    let cells = display.wait_cells(since, |c| is_board(c) && c[0] == "23");
    assert_eq!(cells[10], "1234", "nothing lifted: {cells:?}");
    // Pressed again over the board it lifts (had the first press lifted
    // the pawn, this one would put it back).
    display.press("Route 10");
    tty.type_line("turn");
    tty.wait_for("White to move");
    let said = tty.all();
    assert!(!said.iter().any(|l| l.contains("put back")), "{said:#?}");
    assert_eq!(
        said.iter().filter(|l| l.contains("lifted")).count(),
        1,
        "{said:#?}"
    );
    tty.quit();
}

#[test]
fn a_display_that_comes_back_says_it_is_back_first() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = start(&d, &display, "15+10", "en");
    let number = display.number;
    drop(display);
    tty.wait_for("braille display is gone");
    tty.type_line("e4");
    tty.wait_for("White: e4");
    tty.mark();
    let display = Brltty::start_at("40", number);
    tty.wait_for("Braille display back");
    let first = display.wait_cells(0, |c| !is_board(c) && c.iter().any(|c| !c.is_empty()));
    assert!(
        begins_with(&first, "Braille display back."),
        "the first message: {first:?}"
    );
    let read = display.read_on(0, 10);
    assert!(
        !brltty::reads(&read, "The braille display is gone"),
        "the going is no news to the display: {read:?}"
    );
    assert!(brltty::reads(&read, "White:"), "what was missed: {read:?}");
    tty.quit();

    // In German too.
    let (display, d) = (Brltty::start("40"), dirs());
    let tty = start(&d, &display, "15+10", "de");
    let number = display.number;
    drop(display);
    tty.wait_for("Braillezeile ist weg");
    let display = Brltty::start_at("40", number);
    tty.wait_for("Braillezeile wieder da.");
    let german: Vec<String> =
        tactus::braille::louis::translate("Braillezeile wieder da.", tactus::notation::Lang::De)
            .unwrap()
            .into_iter()
            .map(|c| c.dots().iter().map(|d| d.to_string()).collect())
            .collect();
    display.wait_cells(0, |c| brltty::begins_with_dots(c, &german));
    tty.quit();
}

#[test]
fn the_edge_and_a_refusal_repeated_are_felt_on_the_display() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = start(&d, &display, "15+10", "en");
    // Up to rank 8, then once more: the edge is shown.
    to_rank(&display, "LnUp", "236");
    let since = display.count();
    display.press("LnUp");
    display.wait_cells(since, |c| begins_with(c, "Edge"));

    // The same refusal twice: the second blinks (a blank line) and shows
    // again.
    let since = display.count();
    tty.type_line("Ke2");
    tty.wait_for("No king can reach e2");
    let refusal = display.wait_cells(since, |c| !is_board(c) && c.iter().any(|c| !c.is_empty()));
    tty.mark();
    let since = display.count();
    tty.type_line("Ke2");
    tty.wait_for("No king can reach e2");
    display.wait_cells(since, |c| c == refusal.as_slice());
    let shown = display.shown_since(since);
    let blank = shown.iter().position(|c| c.iter().all(String::is_empty));
    assert!(
        blank.is_some_and(|b| shown[b..].iter().any(|c| c == &refusal)),
        "a blink, then the refusal again: {shown:?}"
    );
    tty.quit();
}

#[test]
fn a_long_file_name_leaves_no_window_of_a_stray_word_or_a_full_stop() {
    // 32 × 10: the answers on the last row, 32 cells a window.
    let (display, d) = (Brltty::start("32 10"), dirs());
    let mut tty = start(&d, &display, "15+10", "en");
    let row = |c: &[String]| c.get(9 * 32..).map(<[String]>::to_vec).unwrap_or_default();
    // A game set aside: its file's name is longer than a window.
    tty.type_line("e4");
    tty.wait_for("White: e4");
    tty.type_line("new");
    tty.wait_for("Start a new game?");
    let since = display.count();
    tty.type_line("yes");
    tty.wait_for("New game");
    display.wait_cells(since, |c| begins_with(&row(c), "The unfinished game"));
    for _ in 0..12 {
        display.press("FWinRt");
    }
    // Every window of the answer holds more than a stray word or sign.
    let mut windows: Vec<Vec<String>> = display
        .shown_since(since)
        .iter()
        .map(|c| row(c))
        .filter(|r| r.iter().any(|c| !c.is_empty()))
        .collect();
    windows.dedup();
    let read = brltty::messages_read(&windows, |_| false);
    assert!(
        brltty::reads(&read, "take it up again."),
        "read to the end: {windows:#?}"
    );
    for window in &windows {
        let cells = window.iter().filter(|c| !c.is_empty()).count();
        assert!(
            cells >= 4,
            "a window of {cells} cells: {window:?} of {windows:#?}"
        );
    }
    tty.quit();
}

#[test]
fn voice_none_writes_every_line_on_the_terminal_as_the_readme_says() {
    // At a console running BRLTTY the screen is where a deafblind player
    // reads the lines whenever the display is not tactus's: `none` does
    // not speak, and writes every line, with a display or without.
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let said = readme
        .split("`none` ")
        .nth(1)
        .and_then(|rest| rest.split(';').next())
        .unwrap_or_default()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        said.contains("still writes every line on stdout"),
        "the README on --voice none: {said:?}"
    );
    let d = dirs();
    let mut tty = Talk::new(
        d.tactus()
            .args(["tty", "--voice", "none", "--lang", "en", "--braille", "off"])
            .args(PEOPLE)
            .spawn()
            .unwrap(),
    );
    tty.type_line("e4");
    tty.wait_for("White: e4");
    tty.quit();
}

#[test]
fn the_talking_clocks_readings_stay_in_the_clock_cells() {
    // 30 seconds: the talking clock says 20 seconds left by itself; the
    // display keeps the board with both clocks (the count in Black's,
    // after its mark), and shows no message over them.
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = start(&d, &display, "30s+0", "en");
    for (mv, said) in [("e4", "e4"), ("e5", "e5"), ("Nf3", "White: Knight f3")] {
        tty.ask(mv, said);
    }
    let since = display.count();
    display.press("Route 1");
    display.wait_cells(since, is_board);
    let since = display.count();
    tty.mark();
    tty.wait_for("20 seconds");
    let cells = display.wait_cells(since, |c| {
        is_board(c) && c.iter().any(|c| c == "78") && has(c, &clock_dots("0:19"))
    });
    let mark = cells.iter().rposition(|c| c == "78").unwrap();
    assert!(
        holds(&cells, mark + 1, &clock_dots("0:1")),
        "Black's count after its mark: {cells:?}"
    );
    // Something answered after the reading marks how far to look.
    tty.type_line("turn");
    tty.wait_for("Black to move");
    display.wait_cells(since, |c| begins_with(c, "Black to move"));
    let shown = display.shown_since(since);
    assert!(
        !shown.iter().any(|c| begins_with(c, "Black: 20 seconds")),
        "the reading shown as a message: {shown:?}"
    );
    tty.quit();
}

/// Whether `cells` hold `want` anywhere.
fn has(cells: &[String], want: &[String]) -> bool {
    cells.windows(want.len()).any(|w| w == want)
}

#[test]
fn a_narrow_line_shows_both_clocks_whole_a_pan_right_of_the_rank() {
    // 24 cells, an hour and a half each: the rank leaves no room for the
    // clocks; panning right shows the status on its own, both clocks
    // whole (h:mm:ss), dots 7-8 before Black's, which runs; panning left
    // brings the rank back, and a routing key over the status lifts
    // nothing.
    let (display, d) = (Brltty::start("24"), dirs());
    let mut tty = start(&d, &display, "90+0", "en");
    // Told where the clocks are.
    let said = tty.all();
    assert!(
        said.iter()
            .any(|l| l.starts_with("Braille display: 24 cells")
                && l.contains("panning right shows whose move and both clocks")),
        "{said:#?}"
    );
    // Black's clock runs once both sides have moved and White again.
    for (mv, said) in [("e4", "e4"), ("e5", "e5"), ("Nf3", "White: Knight f3")] {
        tty.type_line(mv);
        tty.wait_for(said);
    }
    let since = display.count();
    display.press("Route 1");
    let board = display.wait_cells(since, is_board);
    assert_eq!(board.len(), 24, "{board:?}");
    assert_eq!(board[19], "12", "b, whose move, beside the rank: {board:?}");
    let since = display.count();
    display.press("FWinRt");
    let cells = display.wait_cells(since, |c| c.len() == 24 && c[0] == "12");
    let whole = |clock: &[String]| clock.len() == 7 && clock[1] == "156" && clock[4] == "156";
    let mark = cells.iter().position(|c| c == "78").expect("a clock runs");
    assert!(mark + 8 <= 24, "Black's clock whole: {cells:?}");
    assert!(whole(&cells[mark + 1..mark + 8]), "Black's: {cells:?}");
    assert!(
        mark >= 8 && whole(&cells[mark - 7..mark]),
        "White's: {cells:?}"
    );
    assert_eq!(cells[mark - 8], "", "White's clock stopped: {cells:?}");
    let since = display.count();
    display.press("FWinLt");
    let back = display.wait_cells(since, is_board);
    assert_eq!(back[..19], board[..19], "the rank again: {back:?}");

    // A routing key over the status brings the rank back, and lifts
    // nothing (on rank 7, d7's pawn is under cell 8).
    to_rank(&display, "LnUp", "2356");
    let since = display.count();
    display.press("FWinRt");
    display.wait_cells(since, |c| c.len() == 24 && c[0] == "12");
    tty.mark();
    let since = display.count();
    display.press("Route 8");
    let rank = display.wait_cells(since, |c| is_board(c) && c[0] == "2356");
    assert_eq!(rank[8], "12347", "d7's pawn not in hand: {rank:?}");
    tty.type_line("turn");
    tty.wait_for("Black to move");
    let said = tty.all();
    assert!(!said.iter().any(|l| l.contains("lifted")), "{said:#?}");
    tty.quit();
    drop(display);

    // In German, on 20 cells, told too.
    let (display, d) = (Brltty::start("20"), dirs());
    let tty = start(&d, &display, "15+10", "de");
    let said = tty.all();
    assert!(
        said.iter().any(|l| l.starts_with("Braillezeile: 20 Module")
            && l.contains("nach rechts blättern zeigt, wer am Zug ist, und beide Uhren")),
        "{said:#?}"
    );
    tty.quit();
}

#[test]
fn on_a_narrow_line_the_talking_clocks_reading_brings_the_clocks() {
    // 24 cells, 30 seconds: the clocks are a pan right of the rank. When
    // the talking clock says 20 seconds left by itself, the display goes
    // to them: Black's count after its mark, no message; a key brings the
    // rank back.
    let (display, d) = (Brltty::start("24"), dirs());
    let mut tty = start(&d, &display, "30s+0", "en");
    for (mv, said) in [("e4", "e4"), ("e5", "e5"), ("Nf3", "White: Knight f3")] {
        tty.type_line(mv);
        tty.wait_for(said);
    }
    let since = display.count();
    display.press("LnDn");
    display.wait_cells(since, |c| is_board(c) && c[0] == "25");
    let since = display.count();
    tty.mark();
    tty.wait_for("20 seconds");
    let cells = display.wait_cells(since, |c| c[0] == "12" && has(c, &clock_dots("0:19")));
    let mark = cells.iter().rposition(|c| c == "78").unwrap();
    assert!(
        holds(&cells, mark + 1, &clock_dots("0:1")),
        "Black's count after its mark: {cells:?}"
    );
    let since = display.count();
    display.press("LnUp");
    display.wait_cells(since, |c| is_board(c) && c[0] == "256");
    tty.quit();
}
