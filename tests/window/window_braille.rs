//! The board window with a braille display: `tactus play --braille on`
//! in a real window under Xvfb, with a real BRLTTY whose display is the
//! test (its Virtual driver, support/brltty.rs): the display is taken
//! and said, the rank under the finger shows, the routing keys lift and
//! place and the display's Enter announces 1. e4 as on the tactile board,
//! a move typed on the display's braille keyboard is played, each answer
//! shows on the display, and the window's own keys go on working beside
//! it. Needs Xvfb, xdotool and BRLTTY; fails (does not skip) without them.
//!
//! A cell is written as BRLTTY writes it, its dots ("1234" a pawn, "78"
//! the finger, "" blank); cells are counted from 0 here.

use crate::brltty;
use crate::xvfb;

use std::process::{Command, Stdio};
use std::time::Duration;

use brltty::{Brltty, begins_with, begins_with_dots, braille_naming};
use xvfb::{Reaper, focus_window, need, run, start_xvfb, wait_for};

/// Rank 2 and rank 4 (their numbers, lower digits), the e-file's cells.
const RANK_2: &str = "23";
const RANK_4: &str = "256";
const E_PIECE: usize = 10;
const E_FINGER: usize = 11;

fn is_rank(cells: &[String], rank: &str) -> bool {
    cells.len() == 40 && cells[0] == rank
}

#[test]
fn the_window_plays_with_the_braille_display() {
    for tool in ["Xvfb", "xdotool", "brltty"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let x = start_xvfb(&mut reaper);
    let display = Brltty::start("40");
    let home = tempfile::tempdir().unwrap();
    let out = home.path().join("stdout.txt");
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["play", "--lang", "en", "--voice", "text"])
            .args(["--white", "human", "--black", "human", "--braille", "on"])
            .env("DISPLAY", &x)
            .env("BRLAPI_HOST", &display.host)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", home.path().join("config"))
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&out).unwrap())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let said = || std::fs::read_to_string(&out).unwrap_or_default();
    let lines_after = |n: usize| said().lines().skip(n).collect::<Vec<_>>().join("\n");
    let count = || said().lines().count();
    let _wid = focus_window(&x);
    wait_for("the display taken", Duration::from_secs(20), || {
        said().contains("Braille display: 40 cells")
    });

    // What was said at the start shows first; a routing key over it
    // brings the board: the finger on e4, White to move.
    display.wait_cells(0, |c| begins_with(c, "No sound."));
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| is_rank(c, RANK_4));
    assert_eq!(cells[E_FINGER], "78", "the finger on e4: {cells:?}");
    assert_eq!(cells[19], "2456", "White to move: {cells:?}");

    // Down two ranks, lift e2 with its routing key, up two, place on e4,
    // and the display's Enter announces the move.
    let since = display.count();
    display.press("LnDn");
    display.press("LnDn");
    let cells = display.wait_cells(since, |c| is_rank(c, RANK_2));
    assert_eq!(cells[E_PIECE], "1234", "White's pawn on e2: {cells:?}");
    let n = count();
    display.press(&format!("Route {E_PIECE}"));
    wait_for("the pawn lifted", Duration::from_secs(10), || {
        lines_after(n).contains("lifted")
    });
    display.press("LnUp");
    display.press("LnUp");
    display.press(&format!("Route {E_PIECE}"));
    let since = display.count();
    let n = count();
    display.press("KEY_ENTER");
    wait_for("1. e4 announced", Duration::from_secs(10), || {
        lines_after(n).contains("White: e4")
    });
    display.wait_cells(since, |c| {
        begins_with_dots(c, &braille_naming("White: e4", &[("e4", "e4")]))
    });

    // A move typed on the display's braille keyboard: Black's e5, shown.
    let since = display.count();
    let n = count();
    display.type_line("e5");
    wait_for(
        "1... e5 typed on the display",
        Duration::from_secs(10),
        || lines_after(n).contains("Black: e5"),
    );
    display.wait_cells(since, |c| {
        begins_with_dots(c, &braille_naming("Black: e5", &[("e5", "e5")]))
    });

    // The window's keys go on beside the display: `c` says the clocks,
    // and the answer shows on the display too.
    let since = display.count();
    let n = count();
    run(&x, &["xdotool", "key", "c"]);
    wait_for("the clocks said", Duration::from_secs(10), || {
        lines_after(n).contains("White")
    });
    let first = said().lines().nth(n).unwrap_or_default().to_owned();
    let words: String = first.split(' ').take(2).collect::<Vec<_>>().join(" ");
    display.wait_cells(since, |c| begins_with(c, &words));

    // The board shows the move typed: with the board back, e5's pawn is
    // Black's (dot 7) two ranks up, and it is White's move.
    let since = display.count();
    display.press("Route 1");
    let cells = display.wait_cells(since, |c| is_rank(c, RANK_4));
    assert_eq!(cells[E_PIECE], "1234", "White's pawn on e4: {cells:?}");
    assert_eq!(cells[19], "2456", "White to move: {cells:?}");
}
