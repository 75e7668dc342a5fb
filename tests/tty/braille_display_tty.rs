//! A braille display at `tactus tty --braille`, through a real BRLTTY
//! whose display is the test (its Virtual driver, support/brltty.rs), with
//! no voice (`--voice none`, as a deafblind player plays): the rank under
//! the finger shown cell by cell, the routing keys lifting and placing and
//! the display's Enter announcing 1. e4 as a finger on the tactile board
//! does, the line keys going a rank up and down, every answer shown as a
//! message in literary braille in place of the board until a key brings
//! it back, the message before shown again by panning left, a typed move
//! shown, the display going away said once while the game goes on and
//! taken up again when it comes back; `--braille on` without a BRLTTY
//! says why and plays on, `auto` says nothing.
//!
//! A cell is written as BRLTTY writes it, its dots ("1234" a pawn, "78"
//! the finger, "" blank); cells are counted from 0 here (index into the
//! line), one less than the README's count from 1. The Virtual driver's
//! `Route N` is BrlAPI's routing argument N, counted from 0.

use crate::brltty;
use crate::piped;
use crate::talk;

use std::time::Duration;

use brltty::{Brltty, begins_with, begins_with_dots, braille_naming, braille_of};
use piped::{Dirs, PEOPLE, dirs};
use talk::Talk;

/// `tactus tty` with no engine, its BrlAPI at `host`.
fn start(d: &Dirs, host: &str, voice: &str, braille: &str) -> Talk {
    Talk::new(
        d.tactus()
            .args([
                "tty",
                "--voice",
                voice,
                "--lang",
                "en",
                "--braille",
                braille,
            ])
            .args(PEOPLE)
            .env("BRLAPI_HOST", host)
            .spawn()
            .unwrap(),
    )
}

/// Rank 4 from White's side at the start: cell 0 the rank (a lower 4,
/// dots 2-5-6), then a4 … h4, dark and light in turn.
fn is_rank(cells: &[String], rank: &str) -> bool {
    cells.first().is_some_and(|c| c == rank)
}

const RANK_2: &str = "23";
const RANK_4: &str = "256";
/// e-file: cells 10 (its piece) and 11 (the finger) from White's side.
const E_PIECE: usize = 10;
const E_FINGER: usize = 11;

/// `tactus tty` with no voice (the display and the lines of the terminal
/// are all there is) at `display`, once what was said at the start shows
/// there as one message.
fn with_display(d: &Dirs, display: &Brltty) -> Talk {
    let tty = start(d, &display.host, "none", "on");
    tty.wait_for("Braille display: 40 cells");
    display.wait_cells(0, |c| begins_with(c, "No sound."));
    tty
}

#[test]
fn the_routing_keys_play_e4_and_the_display_shows_it() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = with_display(&d, &display);

    // A routing key over the start's message brings the board.
    let since = display.count();
    display.press("Route 1");

    // The finger starts on e4: rank 4, e4 light (dot 3) with the finger,
    // White to move (cell 19, `w`: dots 2-4-5-6).
    let cells = display.wait_cells(since, |c| is_rank(c, RANK_4) && c.len() == 40);
    assert_eq!(cells[E_PIECE], "3", "e4 is a light empty square: {cells:?}");
    assert_eq!(cells[E_FINGER], "78", "the finger is on e4: {cells:?}");
    assert_eq!(cells[E_PIECE - 2], "36", "d4 is dark: {cells:?}");
    assert_eq!(cells[19], "2456", "White to move: {cells:?}");

    // Two ranks down, towards the player: the white pawns, the finger on
    // e2; what is said of the squares is not shown over the board.
    let since = display.count();
    display.press("LnDn");
    display.press("LnDn");
    let cells = display.wait_cells(since, |c| is_rank(c, RANK_2));
    assert_eq!(cells[E_PIECE], "1234", "a white pawn on e2: {cells:?}");
    assert_eq!(cells[E_FINGER], "78", "{cells:?}");
    assert_eq!(cells[2], "1234", "a white pawn on a2: {cells:?}");

    // The routing key over e2 lifts the pawn: said and shown.
    tty.mark();
    let since = display.count();
    display.press(&format!("Route {E_PIECE}"));
    let said = tty.wait_for("lifted");
    let lifted = said.iter().find(|l| l.contains("lifted")).unwrap().clone();
    display.wait_cells(since, |c| begins_with(c, &lifted));

    // Two ranks up (the line key brings the board back and steps), the
    // routing key over e4's second cell places it there.
    let since = display.count();
    display.press("LnUp");
    display.press("LnUp");
    display.wait_cells(since, |c| is_rank(c, RANK_4));
    tty.mark();
    let since = display.count();
    display.press(&format!("Route {E_FINGER}"));
    tty.wait_for("e4");
    let cells = display.wait_cells(since, |c| is_rank(c, RANK_4));
    assert_eq!(cells[E_PIECE], "1234", "placed on e4: {cells:?}");
    assert_eq!(cells[19], "2456", "still White's move: {cells:?}");

    // Placed, the pawn stands on e4 under the fingers (not yet moved).
    // A routing key over the message that says it was placed only
    // brings the board back (Route 1 is no square either way); pressed
    // again over the square placed on, the move is announced, made, said
    // and shown, and with the board back it is Black's move (cell 19
    // `b`, dots 1-2).
    display.press("Route 1");
    let since = display.count();
    tty.mark();
    display.press(&format!("Route {E_PIECE}"));
    tty.wait_for("White: e4");
    display.wait_cells(since, |c| {
        begins_with_dots(c, &braille_naming("White: e4", &[("e4", "e4")]))
    });
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| is_rank(c, RANK_4) && c[19] == "12");
    assert_eq!(cells[E_PIECE], "1234", "the pawn stands on e4: {cells:?}");
    // After the rank the status: the last move (e4: e, a lower 4) and
    // both clocks (White's some seconds from 15 minutes, the increment
    // added: 14:5x or 15:0x, lower digits, the colon dots 1-5-6), a blank
    // before White's (it does not run).
    assert_eq!(cells[21..23], ["15", "256"], "the last move: {cells:?}");
    assert_eq!(cells[23], "", "{cells:?}");
    assert_eq!(
        [&cells[24], &cells[26]],
        ["2", "156"],
        "White's clock: {cells:?}"
    );

    // A move typed shows too: 1... e5. The panning key left shows the
    // message before it again.
    let since = display.count();
    tty.type_line("e5");
    tty.wait_for("Black: e5");
    let cells = display.wait_cells(since, |c| {
        begins_with_dots(c, &braille_naming("Black: e5", &[("e5", "e5")]))
    });
    // The move in the chess code, as the score writes it: e (dots 1-5)
    // and a lower 5 (dots 2-6), no number sign; the words in literary
    // braille before it.
    let words = braille_of("Black:").len();
    assert_eq!(cells[words..words + 4], ["", "15", "26", ""], "{cells:?}");
    let since = display.count();
    display.press("FWinLt");
    display.wait_cells(since, |c| {
        begins_with_dots(c, &braille_naming("White: e4", &[("e4", "e4")]))
    });
    let since = display.count();
    display.press("Route 1");
    display.wait_cells(since, |c| c.get(19).is_some_and(|t| t == "2456"));

    // The display's Enter is Enter: with nothing in hand it lifts the
    // piece under the finger (White's pawn on e4, White to move), and
    // again on the same square puts it back.
    tty.mark();
    display.press("KEY_ENTER");
    tty.wait_for("lifted");
    display.press("KEY_ENTER");
    tty.wait_for("put back");

    // The score holds the moves played by the keys.
    tty.type_line("score");
    let said = tty.wait_for("e5");
    assert!(
        said.iter().any(|l| l.contains("e4") && l.contains("e5")),
        "the score has 1. e4 e5: {said:#?}"
    );

    // BRLTTY ends: said once, and the game goes on.
    let number = display.number;
    tty.mark();
    drop(display);
    tty.wait_for("braille display is gone");
    tty.type_line("Nf3");
    tty.wait_for("White: Knight f3");

    // It comes back: taken up again, said to be back, showing what was
    // said meanwhile, then the game as it stands (Black to move, the
    // finger on rank 4).
    tty.mark();
    let display = Brltty::start_at("40", number);
    tty.wait_for("Braille display back");
    display.wait_cells(0, |c| begins_with(c, "Braille display back."));
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| is_rank(c, RANK_4) && c.len() == 40);
    assert_eq!(cells[E_PIECE], "1234", "the pawn on e4: {cells:?}");
    assert_eq!(cells[19], "12", "Black to move: {cells:?}");
    let all = tty.all();
    assert_eq!(
        all.iter()
            .filter(|l| l.contains("braille display is gone"))
            .count(),
        1,
        "said once: {all:#?}"
    );

    // `set braille off` gives the display back: a move is no longer shown
    // on it. `set braille on` takes it again.
    tty.type_line("set braille off");
    tty.wait_for("Braille display: off");
    let since = display.count();
    tty.type_line("Nc6");
    tty.wait_for("Black: Knight c6");
    // Nothing is shown for half a second: with the display given back no
    // answer of tactus can mark the end of what it shows, time must pass.
    std::thread::sleep(Duration::from_millis(500));
    let shown = display.wait_cells(0, |_| true);
    assert!(
        display.count() == since
            || !begins_with_dots(
                &shown,
                &braille_naming("Black: Knight c6", &[("Knight c6", "Nc6")])
            ),
        "the move was shown on a display given back: {shown:?}"
    );
    tty.type_line("set braille on");
    tty.wait_for("Braille display: 40 cells");
    tty.quit();
}

/// The first cell of a square's two, counted from 0, from White's side:
/// a1 … h1 at 2, 4, … 16.
fn square_cell(file: char) -> usize {
    2 + 2 * (file as usize - 'a' as usize)
}

#[test]
fn a_knight_goes_g1_f3_by_the_routing_and_line_keys_alone() {
    let (display, d) = (Brltty::start("40"), dirs());
    let mut tty = with_display(&d, &display);

    // Three ranks down to the first: the knight on g1 (S, dots 2-3-4).
    let since = display.count();
    for _ in 0..3 {
        display.press("LnDn");
    }
    let cells = display.wait_cells(since, |c| is_rank(c, "2"));
    assert_eq!(
        cells[square_cell('g')],
        "234",
        "the knight on g1: {cells:?}"
    );

    // The routing key over g1 lifts it.
    tty.mark();
    display.press(&format!("Route {}", square_cell('g')));
    tty.wait_for("lifted");

    // Two ranks up, over the message: f3, where it is placed.
    let since = display.count();
    display.press("LnUp");
    display.press("LnUp");
    display.wait_cells(since, |c| is_rank(c, "25"));
    tty.mark();
    display.press(&format!("Route {}", square_cell('f')));
    tty.wait_for("f3");

    // Pressed again over f3 (the board brought back over the message
    // that says it was placed): announced, made and said, the move in
    // the chess code (S, f, a lower 3).
    display.press("Route 1");
    tty.mark();
    let since = display.count();
    display.press(&format!("Route {}", square_cell('f')));
    tty.wait_for("White: Knight f3");
    let cells = display.wait_cells(since, |c| {
        begins_with_dots(
            c,
            &braille_naming("White: Knight f3", &[("Knight f3", "Nf3")]),
        )
    });
    let words = braille_of("White:").len();
    assert_eq!(
        cells[words..words + 5],
        ["", "234", "124", "25", ""],
        "{cells:?}"
    );

    // With the board back: the knight on f3, g1 empty, Black to move.
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| is_rank(c, "25") && c[19] == "12");
    assert_eq!(
        cells[square_cell('f')],
        "234",
        "the knight on f3: {cells:?}"
    );
    let since = display.count();
    display.press("LnDn");
    display.press("LnDn");
    let cells = display.wait_cells(since, |c| is_rank(c, "2"));
    assert_eq!(
        cells[square_cell('g')],
        "36",
        "g1 empty and dark: {cells:?}"
    );

    // The last move asked for on the display's keyboard: in the chess
    // code there too, as the move was when it was made.
    tty.mark();
    let since = display.count();
    display.type_line("last");
    let said = tty.wait_for("Knight f3");
    let line = said
        .iter()
        .find(|l| l.contains("Knight f3"))
        .expect("the last move said");
    let want = braille_naming(line, &[("Knight f3", "Nf3")]);
    assert!(want.contains(&"234".to_owned()), "{want:?}");
    display.wait_cells(since, |c| begins_with_dots(c, &want));
    tty.type_line("score");
    tty.wait_for("Knight f3");
    tty.quit();
}

#[test]
fn on_without_brltty_says_why_and_plays_on_auto_says_nothing() {
    // A BrlAPI port nobody serves.
    let host = "127.0.0.1:399";
    let d = dirs();
    let mut tty = start(&d, host, "text", "on");
    tty.wait_for("No braille display");
    tty.type_line("e4");
    tty.wait_for("White: e4");
    let all = tty.all();
    assert_eq!(
        all.iter().filter(|l| l.contains("braille")).count(),
        1,
        "said once: {all:#?}"
    );
    tty.quit();

    let d = dirs();
    let mut tty = start(&d, host, "text", "auto");
    tty.type_line("e4");
    tty.wait_for("White: e4");
    let all = tty.all();
    assert!(
        !all.iter().any(|l| l.to_lowercase().contains("braille")),
        "auto without a display is silent about it: {all:#?}"
    );
    tty.quit();
}

#[test]
fn a_ten_line_display_shows_the_whole_board_and_the_answers_under_it() {
    let display = Brltty::start("32 10");
    let d = dirs();
    let mut tty = start(&d, &display.host, "none", "on");
    tty.wait_for("Braille display: 32 cells by 10 lines");
    // Row r, cell c (both from 0) of a line shown: index r * 32 + c.
    let at = |row: usize, cell: usize| row * 32 + cell;
    let board = |c: &[String]| c.len() == 320 && c[at(0, 0)] == "236";
    let cells = display.wait_cells(0, board);
    // Rank 8 on top with the black pieces marked, rank 1 at the bottom
    // (row 8), the files under them (a: dot 1), the finger on e4.
    assert_eq!(cells[at(0, 2)], "12357", "a black rook on a8: {cells:?}");
    assert_eq!(cells[at(7, 0)], "2", "rank 1 on row 8: {cells:?}");
    assert_eq!(cells[at(8, 2)], "1", "the a-file under a1: {cells:?}");
    assert_eq!(cells[at(4, 11)], "78", "the finger on e4: {cells:?}");

    // The routing key over e2 (row 7) lifts the pawn, over e4 places it
    // there (the pawn on e4 under the fingers, e2 empty), over e4 again
    // announces it.
    tty.mark();
    display.press(&format!("Route {}", at(6, 10)));
    tty.wait_for("lifted");
    display.press(&format!("Route {}", at(4, 10)));
    let since = display.count();
    tty.wait_for("e4");
    let cells = display.wait_cells(since, |c| board(c) && c[at(4, 10)] == "1234");
    assert_eq!(cells[at(6, 10)], "3", "e2 empty and light: {cells:?}");
    let since = display.count();
    display.press(&format!("Route {}", at(4, 10)));
    tty.wait_for("White: e4");
    // The answer under the board, the board still there with the last
    // move's squares marked (dot 8 on e2; e4 has the finger).
    let cells = display.wait_cells(since, |c| {
        board(c)
            && begins_with_dots(
                &c[at(9, 0)..],
                &braille_naming("White: e4", &[("e4", "e4")]),
            )
    });
    assert_eq!(
        cells[at(6, 11)],
        "8",
        "e2 marked as the last move's: {cells:?}"
    );
    assert_eq!(cells[at(4, 11)], "78", "{cells:?}");
    assert_eq!(cells[at(0, 19)], "12", "Black to move: {cells:?}");
    tty.quit();
}

#[test]
fn a_puzzle_takes_the_braille_display_as_a_game_does() {
    // `--braille` is one of the options every command that talks to a
    // player shares: `tactus puzzle` takes it as `tactus tty` does.
    let (display, d) = (Brltty::start("40"), dirs());
    let tty = Talk::new(
        d.tactus()
            .args([
                "puzzle",
                "--voice",
                "none",
                "--lang",
                "en",
                "--braille",
                "on",
            ])
            .env("BRLAPI_HOST", &display.host)
            .spawn()
            .unwrap(),
    );
    tty.wait_for("Braille display: 40 cells");
    tty.wait_for("Hear the position with b or p");
    display.wait_cells(0, |c| begins_with(c, "No sound."));
}
