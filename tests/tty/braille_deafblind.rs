//! Deafblind play: `tactus tty --voice none --braille on` and
//! `tactus clock --tty --voice none --braille on` through a real BRLTTY
//! whose display is the test (its Virtual driver, support/brltty.rs),
//! with nothing typed on the terminal: every move is typed on the
//! display's own braille keyboard in computer braille and ended with its
//! Enter, the clock is pressed with that Enter, and every line tactus
//! says is read on the display, panning through each message to its end
//! as a reader does. A game to mate, and a clock game to mate (the mate
//! stops the clocks).
//!
//! A cell is written as BRLTTY writes it, its dots ("1234", "78", ""
//! for a blank).

use crate::brltty;
use crate::piped;
use crate::talk;

use brltty::{Brltty, braille_naming, messages_read};
use piped::{PEOPLE, dirs};
use talk::Talk;

/// Pans right through the message shown until the display shows no
/// message any more (a line with the finger or a running clock, dots 7
/// and 8, or one `other` holds for), at most twenty windows, then
/// returns what was read in the messages since line `since`.
fn read_to_the_end(
    display: &Brltty,
    since: usize,
    other: impl Fn(&[String]) -> bool + Copy,
) -> Vec<String> {
    for _ in 0..20 {
        let shown = display.shown_since(since);
        let back = shown.last().is_some_and(|last| {
            last.iter().any(|c| c.contains('7') || c.contains('8')) || other(last)
        });
        if back && !messages_read(&shown, other).is_empty() {
            break;
        }
        display.press("FWinRt");
    }
    messages_read(&display.shown_since(since), other)
}

/// The first two words of `line`: what the first window of its message
/// begins with.
fn first_words(line: &str) -> String {
    line.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// The moves of Fool's mate as tactus names them (words, SAN): the
/// display writes them in the chess code.
const FOOLS_MATE: [(&str, &str); 4] = [
    ("f3", "f3"),
    ("e5", "e5"),
    ("g4", "g4"),
    ("Queen h4, checkmate", "Qh4#"),
];

/// Asserts that each line of `said` was read on the display, the moves
/// of `game` it names in the chess code.
fn all_read(said: &[String], read: &[String], what: &str, game: &[(&str, &str)]) {
    for line in said.iter().filter(|l| !l.trim().is_empty()) {
        let want = braille_naming(line, game);
        assert!(
            !want.is_empty() && read.windows(want.len()).any(|w| w == want.as_slice()),
            "{what}: {line:?} was not shown on the display.\n\
             Its braille: {want:?}\nRead: {read:?}"
        );
    }
}

/// Types `moves` on the display one after the other, each said line
/// read on the display before the next move; each move's answer is the
/// last line it makes tactus say (the opening's name, the end). What was
/// said, move by move.
fn play(
    tty: &mut Talk,
    display: &Brltty,
    moves: &[(&str, &str)],
    other: impl Fn(&[String]) -> bool + Copy,
) -> Vec<Vec<String>> {
    let mut game = Vec::new();
    for &(typed, answer) in moves {
        tty.mark();
        let since = display.count();
        display.type_line(typed);
        let said = tty.wait_for(answer);
        let read = read_to_the_end(display, since, other);
        all_read(&said, &read, &format!("after {typed}"), &FOOLS_MATE);
        game.push(said);
    }
    game
}

#[test]
fn a_deafblind_player_plays_to_mate_on_the_display_alone() {
    let display = Brltty::start("40");
    let d = dirs();
    let mut tty = Talk::new(
        d.tactus()
            .args(["tty", "--voice", "none", "--lang", "en", "--braille", "on"])
            .args(PEOPLE)
            .env("BRLAPI_HOST", &display.host)
            .spawn()
            .unwrap(),
    );
    // What is said at the start is on the display, read to its end.
    let said = tty.wait_for("Braille display: 40 cells");
    display.wait_cells(0, |c| brltty::begins_with(c, &first_words(&said[0])));
    let read = read_to_the_end(&display, 0, |_| false);
    all_read(&said, &read, "at the start", &[]);

    // Fool's mate, typed on the braille keyboard (the queen a capital Q,
    // dot 7), every answer read on the display.
    let game = play(
        &mut tty,
        &display,
        &[
            ("f3", "Opening: Barnes Opening."),
            ("e5", "Black: e5"),
            ("g4", "White: g4"),
            ("Qh4", "This game is kept in the games folder"),
        ],
        |_| false,
    );
    assert!(
        game[3].iter().any(|l| l.contains("Queen h4, checkmate")),
        "the mate announced: {:#?}",
        game[3]
    );

    // A command typed on the display too: the score, read to its end,
    // holds the four moves typed on the display.
    let said = play(
        &mut tty,
        &display,
        &[("score", "The game is over. Checkmate. Black wins.")],
        |_| false,
    );
    assert!(
        said[0]
            .iter()
            .any(|l| l.contains("White: f3") && l.contains("Black: e5")),
        "the score has the moves typed on the display: {said:#?}"
    );
    tty.quit();
}

/// The clocks' line: `w` (dots 2-4-5-6) first, `b` (dots 1-2) after a
/// blank, 40 cells.
fn is_clocks(cells: &[String]) -> bool {
    cells.len() == 40
        && cells[0] == "2456"
        && cells
            .iter()
            .skip(2)
            .position(String::is_empty)
            .is_some_and(|b| cells.get(b + 3).is_some_and(|c| c == "12"))
}

#[test]
fn a_deafblind_clock_game_is_pressed_and_read_on_the_display() {
    let display = Brltty::start("40");
    let d = dirs();
    let mut clock = Talk::new(
        d.tactus()
            .args(["clock", "--tty", "--lang", "en", "--voice", "none"])
            .args(["--braille", "on"])
            .env("BRLAPI_HOST", &display.host)
            .spawn()
            .unwrap(),
    );
    let said = clock.wait_for("Braille display: 40 cells");
    display.wait_cells(0, |c| brltty::begins_with(c, &first_words(&said[0])));
    let read = read_to_the_end(&display, 0, is_clocks);
    all_read(&said, &read, "at the start", &[]);

    // The display's Enter starts White's clock, as Enter on the line does.
    clock.mark();
    let since = display.count();
    display.press("KEY_ENTER");
    let said = clock.wait_for("Clock started");
    let read = read_to_the_end(&display, since, is_clocks);
    all_read(&said, &read, "the start of the clock", &[]);

    // Each move typed on the display presses the clock with it.
    let game = play(
        &mut clock,
        &display,
        &[
            ("f3", "White, move 1: f3"),
            ("e5", "Black, move 1: e5"),
            ("g4", "White, move 2: g4"),
            ("Qh4", "The clocks are stopped"),
        ],
        is_clocks,
    );
    // The mate ends the game: said, read, and the clock takes no more.
    assert!(
        game[3]
            .iter()
            .any(|l| l.contains("Checkmate. Black wins. The clocks are stopped.")),
        "the end said: {:#?}",
        game[3]
    );
    let refused = play(
        &mut clock,
        &display,
        &[("Nf3", "The game is over")],
        is_clocks,
    );
    assert_eq!(refused[0].len(), 1, "{refused:#?}");
    assert!(
        game[3].iter().any(|l| l.contains("Queen h4, checkmate")),
        "the mate announced: {:#?}",
        game[3]
    );
    clock.quit();
}
