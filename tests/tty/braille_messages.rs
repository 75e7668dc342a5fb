//! The answers on a braille display at `tactus tty --braille on`, through
//! a real BRLTTY whose display is the test (its Virtual driver,
//! support/brltty.rs), with no voice, as a deafblind player reads them:
//! a long answer (`score`) kept whole and read to its end by panning, a
//! move's own answer not wiped by the engine's reply that follows (the
//! reply waits, and the panning key reads on into it), and two sentences
//! of one answer each in a window of its own, never run together.
//!
//! A cell is written as BRLTTY writes it, its dots ("1234", "78", ""
//! for a blank).

use crate::brltty;
use crate::piped;
use crate::talk;

use brltty::{Brltty, begins_with, begins_with_dots, braille_naming, is_board};
use piped::{Dirs, PEOPLE, dirs};
use talk::Talk;

/// `tactus tty` with no voice and the display at `display`, its players
/// `players`, once what was said at the start shows there; then the
/// board brought back (a routing key), so that what is typed next is the
/// only message.
fn with_display(d: &Dirs, display: &Brltty, players: &[&str]) -> Talk {
    let tty = Talk::new(
        d.tactus()
            .args(["tty", "--voice", "none", "--lang", "en", "--braille", "on"])
            .args(players)
            .env("BRLAPI_HOST", &display.host)
            .spawn()
            .unwrap(),
    );
    tty.wait_for("Braille display: 40 cells");
    display.wait_cells(0, |c| begins_with(c, "No sound."));
    // A line key brings the board back over the greeting. Not a routing
    // key: had the greeting gone already (a loaded machine), that would
    // lift a piece, and the move typed next would be said as a placement.
    let since = display.count();
    display.press("LnDn");
    display.wait_cells(since, is_board);
    tty
}

/// A Ruy Lopez to move 12, as typed and as tactus names each move.
const GAME: [(&str, &str); 24] = [
    ("e4", "e4"),
    ("e5", "e5"),
    ("Nf3", "Knight f3"),
    ("Nc6", "Knight c6"),
    ("Bb5", "Bishop b5"),
    ("a6", "a6"),
    ("Ba4", "Bishop a4"),
    ("Nf6", "Knight f6"),
    ("O-O", "short castling"),
    ("Be7", "Bishop e7"),
    ("Re1", "Rook e1"),
    ("b5", "b5"),
    ("Bb3", "Bishop b3"),
    ("d6", "d6"),
    ("c3", "c3"),
    ("O-O", "short castling"),
    ("h3", "h3"),
    ("Nb8", "Knight b8"),
    ("d4", "d4"),
    ("Nbd7", "Knight b d7"),
    ("c4", "c4"),
    ("c6", "c6"),
    ("cxb5", "c takes b5"),
    ("axb5", "a takes b5"),
];

#[test]
fn score_is_kept_whole_and_read_to_its_end_by_panning() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = with_display(&d, &display, &PEOPLE);
    for (i, (typed, words)) in GAME.iter().enumerate() {
        let side = if i % 2 == 0 { "White" } else { "Black" };
        tty.type_line(typed);
        tty.wait_for(&format!("{side}: {words}"));
    }

    // `score`: the last ten move numbers, a line each, after the line
    // that says which: eleven lines, more than a display shows at once.
    let since = display.count();
    tty.type_line("score");
    let said = tty.wait_for("Move 12, White: c takes b5; Move 12, Black: a takes b5");
    let said: Vec<&String> = said.iter().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(said.len(), 11, "{said:#?}");
    display.wait_cells(since, |c| begins_with(c, "The last moves, 3 to 12"));
    let read = display.read_on(since, 60);

    // Every line read, each move of it in the chess code: none cut off.
    for (n, line) in said.iter().enumerate() {
        // Line n (from 1) holds move n + 2: White's and Black's.
        let moves: Vec<(&str, &str)> = match n {
            0 => Vec::new(),
            n => GAME[2 * (n + 1)..2 * (n + 2)]
                .iter()
                .map(|(san, words)| (*words, *san))
                .collect(),
        };
        let want = braille_naming(line, &moves);
        assert!(
            !want.is_empty() && read.windows(want.len()).any(|w| w == want.as_slice()),
            "{line:?} was not read on the display.\nIts braille: {want:?}\nRead: {read:?}"
        );
    }
    tty.quit();
}

#[test]
fn a_moves_own_answer_is_not_wiped_by_the_engines_reply() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = with_display(&d, &display, &["--black", "engine:1"]);

    // The player's move: its answer ("e4", the move in the chess code,
    // then the opening's name) shows at once.
    let since = display.count();
    tty.type_line("e4");
    let own = braille_naming("e4", &[("e4", "e4")]);
    display.wait_cells(since, |c| begins_with_dots(c, &own));
    let said = tty.wait_for("Black: ");
    let reply = said
        .iter()
        .find(|l| l.starts_with("Black: "))
        .expect("the engine's reply")
        .clone();

    // The reply came while the answer was being read: the answer stays.
    let shown = display.wait_cells(since, |_| true);
    assert!(
        !begins_with(&shown, "Black:"),
        "the engine's reply {reply:?} wiped the move's own answer: {shown:?}"
    );

    // Panning right reads on through the answer into the reply, which
    // waited: the board does not come between them.
    let mut pans = 0;
    loop {
        let before = display.count();
        display.press("FWinRt");
        pans += 1;
        let cells = display.wait_cells(before, |_| true);
        assert!(
            !is_board(&cells),
            "the board came back before the reply {reply:?} was read: {cells:?}"
        );
        if begins_with(&cells, "Black:") {
            break;
        }
        assert!(pans < 6, "the reply {reply:?} was never shown: {cells:?}");
    }

    // And panning left from the reply: the move's own answer again.
    let before = display.count();
    display.press("FWinLt");
    display.wait_cells(before, |c| begins_with_dots(c, &own));
    tty.quit();
}

#[test]
fn two_sentences_of_one_answer_are_not_run_together() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = with_display(&d, &display, &PEOPLE);

    // 1. e4 is answered in two sentences, short enough to share a line.
    let since = display.count();
    tty.type_line("e4");
    tty.wait_for("Opening: King's Pawn Game.");
    let move_said = braille_naming("White: e4", &[("e4", "e4")]);
    let first = display.wait_cells(since, |c| begins_with_dots(c, &move_said));
    assert!(
        first[move_said.len()..].iter().all(String::is_empty),
        "the opening's name ran into the move: {first:?}"
    );

    // The second sentence is the next window, from its first cell.
    let before = display.count();
    display.press("FWinRt");
    display.wait_cells(before, |c| begins_with(c, "Opening: King's Pawn Game."));
    tty.quit();
}

#[test]
fn why_no_display_is_there_arrives_whole_on_the_terminal_and_the_display() {
    // `on` with no BRLTTY: why is said on the terminal, one whole
    // sentence to its full stop. When BRLTTY comes, the display shows what
    // was said meanwhile, the sentence whole across its windows.
    let display = Brltty::start("40");
    let (number, host) = (display.number, display.host.clone());
    drop(display);
    let why = "No braille display: BRLTTY does not answer (Connection refused); \
               start it with BrlAPI enabled.";
    let d = dirs();
    let tty = without_brltty(&d, &host, "en");
    let said = tty.wait_for("No braille display");
    assert_eq!(said.last().map(String::as_str), Some(why), "{said:#?}");
    let display = Brltty::start_at("40", number);
    tty.wait_for("Braille display: 40 cells");
    let read = display.read_on(0, 40);
    assert!(brltty::reads(&read, "White to move, move 1"), "{read:?}");
    assert!(brltty::reads(&read, why), "not read whole: {read:?}");
    tty.quit();
    drop(display);

    // In German too: the sentence ends with its full stop.
    let d = dirs();
    let tty = without_brltty(&d, &host, "de");
    let said = tty.wait_for("Keine Braillezeile");
    assert!(
        said.last().is_some_and(
            |l| l.starts_with("Keine Braillezeile: BRLTTY antwortet nicht (")
                && l.ends_with("); es muss mit BrlAPI laufen.")
        ),
        "{said:#?}"
    );
    tty.quit();
}

/// `tactus tty --braille on` in `lang` for two people, no voice, its
/// BrlAPI at `host`, where no BRLTTY answers.
fn without_brltty(d: &Dirs, host: &str, lang: &str) -> Talk {
    Talk::new(
        d.tactus()
            .args(["tty", "--voice", "none", "--lang", lang, "--braille", "on"])
            .args(PEOPLE)
            .env("BRLAPI_HOST", host)
            .spawn()
            .unwrap(),
    )
}
