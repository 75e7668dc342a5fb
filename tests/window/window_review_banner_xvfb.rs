//! Review mode shows that the board is a past position (issue 43, point
//! 18), measured on the real window under Xvfb in German: after 1. e4 e5
//! typed on the command line, Alt+Left puts a banner under the clocks that
//! reads "Nachspielen: Zug 1 von 1" (its pixels those the renderer draws
//! for these words, not for the English ones), Home makes it "Nachspielen:
//! die Anfangsstellung", and Escape takes it away with the review. Needs
//! Xvfb, xdotool and ImageMagick; fails (does not skip) without them.

use std::time::Duration;

use shakmaty::{Board, ByColor, Color, Square};
use tactus::window::render::{Layout, render};
use tactus::window::text::font;
use tactus::window::theme::YELLOW_NAVY;
use tactus::window::view::BoardView;
use tiny_skia::Pixmap;

use crate::xvfb;
use xvfb::{
    Picture, Reaper, colour, expect_shot, focus_window, need, run, start_tactus_in, start_xvfb,
    wait_for, window_size,
};

/// The picture the renderer draws in a `size` window with the banner
/// `banner`, or none.
fn drawn(size: (u32, u32), banner: Option<&str>) -> Pixmap {
    let view = BoardView {
        board: Board::default(),
        perspective: Color::White,
        cursor: Square::E4,
        lifted: None,
        targets: Vec::new(),
        last_move: None,
        last_move_text: None,
        clocks: ByColor::new_with(|_| 0),
        running: None,
        clocks_wait: false,
        turn: Color::White,
        status: String::new(),
        command_line: None,
        move_lines: Vec::new(),
        marked: None,
        sides: ByColor {
            white: "Weiß".into(),
            black: "Schwarz".into(),
        },
        clocks_shown: true,
        review: banner.map(str::to_owned),
    };
    let mut pm = Pixmap::new(size.0, size.1).unwrap();
    render(&mut pm, &view, &YELLOW_NAVY, &font().unwrap(), 1.0);
    pm
}

/// The rows of the panel where `pm` has the banner's band (the cursor's
/// colour across the panel's left edge), and the panel's columns.
fn band(pm: &Pixmap, size: (u32, u32)) -> (Vec<u32>, std::ops::Range<u32>) {
    let (px, ..) = Layout::new(size.0, size.1, 1.0).panel;
    let x = px as u32 + 1;
    let c = YELLOW_NAVY.cursor;
    let rows = (0..size.1)
        .filter(|&y| {
            let p = pm.pixel(x, y).unwrap();
            (p.red(), p.green(), p.blue()) == (c.0, c.1, c.2)
        })
        .collect();
    (rows, x..size.0)
}

/// How many pixels of the banner's rows differ between the screenshot
/// `pic` and the renderer's `pm`.
fn differing(pic: &Picture, pm: &Pixmap, rows: &[u32], columns: std::ops::Range<u32>) -> usize {
    rows.iter()
        .flat_map(|&y| columns.clone().map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let p = pm.pixel(x, y).unwrap();
            pic.at(x as usize, y as usize) != (p.red(), p.green(), p.blue())
        })
        .count()
}

#[test]
fn review_shows_a_banner_that_says_which_move_until_the_game_is_back() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let people = ["--white", "human", "--black", "human"];
    let out_path = start_tactus_in(&mut reaper, &display, home.path(), "de", &people);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("Weiß")
    });
    xvfb::until_window_listens(&display, &out_path);
    for mv in ["e4", "e5"] {
        let before = said().len();
        run(&display, &["xdotool", "key", "slash"]);
        wait_for("the command line", Duration::from_secs(10), || {
            said().len() > before
        });
        run(&display, &["xdotool", "type", "--delay", "100", mv]);
        run(&display, &["xdotool", "key", "Return"]);
        wait_for(mv, Duration::from_secs(10), || {
            said()[before..].contains(mv)
        });
    }
    let size = window_size(&display, &wid);
    let cursor = colour(YELLOW_NAVY.cursor);
    let (px, ..) = Layout::new(size.0, size.1, 1.0).panel;
    let banner_shown =
        |pic: &Picture| (0..pic.height).any(|y| pic.at(px as usize + 1, y) == cursor);
    let mut wrong = Vec::new();
    for (key, words, english) in [
        (
            "alt+Left",
            "Nachspielen: Zug 1 von 1",
            "Review: move 1 of 1",
        ),
        (
            "Home",
            "Nachspielen: die Anfangsstellung",
            "Review: the start position",
        ),
    ] {
        let expected = drawn(size, Some(words));
        let (rows, columns) = band(&expected, size);
        assert!(!rows.is_empty(), "the renderer draws no banner");
        let other = drawn(size, Some(english));
        let unlike = rows
            .iter()
            .flat_map(|&y| columns.clone().map(move |x| (x, y)))
            .filter(|&(x, y)| other.pixel(x, y) != expected.pixel(x, y))
            .count();
        assert!(
            unlike > 100,
            "{words}: the words make no difference ({unlike} px)"
        );
        run(&display, &["xdotool", "key", key]);
        let name = format!("review-{key}.png");
        let shot = expect_shot(&display, &name, words, |s| {
            differing(&Picture::read(s), &expected, &rows, columns.clone()) == 0
        });
        println!(
            "{key}: the banner {words:?} on {} rows ({shot:?})",
            rows.len()
        );
        if !banner_shown(&Picture::read(&shot)) {
            wrong.push(format!("{key}: no banner"));
        }
    }
    run(&display, &["xdotool", "key", "Escape"]);
    let shot = expect_shot(&display, "review-closed.png", "the banner gone", |s| {
        !banner_shown(&Picture::read(s))
    });
    println!("Escape: no banner ({shot:?})");
    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
