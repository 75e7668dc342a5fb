//! The help as a low-vision player sees it (issue 43, point 12), measured on
//! the real window under Xvfb in German: the selected item's letters are at
//! least as tall as the running clock's in the panel, taller at the largest
//! zoom than at 100 %, its words inside their band (wrapped, not run past
//! the frame), and End shows the last item, selected; the settings are as
//! large at that zoom. Needs Xvfb, xdotool and ImageMagick; fails (does not
//! skip) without them.

use std::time::Duration;

use tactus::window::render::largest_zoom;
use tactus::window::theme::YELLOW_NAVY;

use crate::xvfb;
use xvfb::{
    Colour, Picture, Reaper, colour, focus_window, need, run, screenshot, start_tactus_in,
    start_xvfb, wait_for, window_size,
};

/// A band of text colour with ink of the background's colour in it.
#[derive(Clone, Debug, PartialEq)]
struct Band {
    /// Its left column and width.
    x: usize,
    width: usize,
    /// The height of the ink of its first line.
    ink: usize,
    /// The rightmost column with ink.
    ink_right: usize,
}

/// The ink in the band of rows from `top` (the band's colour at column
/// `at`), between columns `x` and `x + width`.
fn band_at(pic: &Picture, top: usize, at: usize, x: usize, width: usize) -> Band {
    let (band, ink) = (colour(YELLOW_NAVY.text), colour(YELLOW_NAVY.background));
    let rows: Vec<usize> = (top..pic.height)
        .take_while(|&y| pic.at(at, y) == band)
        .collect();
    let inked: Vec<bool> = rows
        .iter()
        .map(|&y| (x..x + width).any(|xx| pic.at(xx, y) == ink))
        .collect();
    let first = inked
        .iter()
        .skip_while(|i| !**i)
        .take_while(|i| **i)
        .count();
    let ink_right = rows
        .iter()
        .flat_map(|&y| (x..x + width).filter(move |&xx| pic.at(xx, y) == ink))
        .max()
        .unwrap_or(0);
    Band {
        x,
        width,
        ink: first,
        ink_right,
    }
}

/// The longest run of colour `c` in row `y`: its start and length.
fn run_of(pic: &Picture, y: usize, c: Colour) -> (usize, usize) {
    let (mut best, mut start, mut len) = ((0, 0), 0, 0);
    for x in 0..pic.width {
        if pic.at(x, y) == c {
            if len == 0 {
                start = x;
            }
            len += 1;
            if len > best.1 {
                best = (start, len);
            }
        } else {
            len = 0;
        }
    }
    best
}

/// The running clock's band (text colour across the panel) and the dialog's
/// selected row (its band under a frame of the cursor's colour).
fn look(pic: &Picture) -> (Option<Band>, Option<Band>) {
    let text = colour(YELLOW_NAVY.text);
    let cursor = colour(YELLOW_NAVY.cursor);
    let clock = (0..pic.height)
        .map(|y| (y, run_of(pic, y, text)))
        .find(|(_, (_, len))| *len >= 120)
        .map(|(y, (x, len))| band_at(pic, y, x + 2, x, len));
    let selected = (0..pic.height)
        .map(|y| (y, run_of(pic, y, cursor)))
        .find(|(_, (_, len))| *len >= 100)
        .and_then(|(y, (x, len))| {
            let thick = (y..pic.height)
                .take_while(|&yy| pic.at(x + len / 2, yy) == cursor)
                .count();
            // The band's first row may be blended with the frame's.
            let top = (y + thick..y + thick + 3).find(|&t| pic.at(x + thick + 1, t) == text)?;
            Some(band_at(pic, top, x + thick + 1, x, len))
        });
    (clock, selected)
}

/// Screenshots until two in a row look alike and show a selected row other
/// than `before` (the picture before the key, which may still be shown).
fn settled(display: &str, name: &str, before: &Option<Band>) -> (Option<Band>, Option<Band>) {
    let mut last = None;
    for _ in 0..60 {
        let seen = look(&Picture::read(&screenshot(display, name)));
        if seen.1.is_some() && seen.1 != *before && last.as_ref() == Some(&seen) {
            return seen;
        }
        last = Some(seen);
        std::thread::sleep(Duration::from_millis(150));
    }
    last.unwrap_or((None, None))
}

#[test]
fn the_help_is_as_large_as_the_panel_grows_with_the_zoom_and_wraps_in_its_frame() {
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
    let key = |k: &str| {
        let before = said().len();
        run(&display, &["xdotool", "key", k]);
        wait_for(k, Duration::from_secs(10), || said().len() > before);
    };
    // Both first moves, so that a clock runs (a casual game's clocks wait
    // for them).
    for line in ["e4", "e5"] {
        key("slash");
        run(&display, &["xdotool", "type", "--delay", "100", line]);
        key("Return");
    }
    let size = window_size(&display, &wid);
    let mut wrong = Vec::new();
    let mut shown: Option<Band> = None;
    let mut check = |percent: u32, name: &str| -> usize {
        let (clock, selected) = settled(&display, name, &shown);
        shown = selected.clone();
        let at = format!("{percent} % ({name})");
        let (Some(clock), Some(selected)) = (clock, selected) else {
            wrong.push(format!("{at}: no running clock or no selected item"));
            return 0;
        };
        println!(
            "{at}: clock {} px, help {} px, {selected:?}",
            clock.ink, selected.ink
        );
        if selected.ink < clock.ink {
            wrong.push(format!(
                "{at}: the help's letters are {} px, the clock's {} px",
                selected.ink, clock.ink
            ));
        }
        if selected.ink_right + 2 >= selected.x + selected.width
            || selected.x + selected.width > size.0 as usize
        {
            wrong.push(format!("{at}: the item runs past its band: {selected:?}"));
        }
        selected.ink
    };
    key("F1");
    let one = check(100, "help-100.png");
    // The last item, scrolled to.
    key("End");
    check(100, "help-100-end.png");
    key("Escape");
    let most = largest_zoom(size.0, size.1);
    let steps = ((most - 1.0) / 0.25).round() as usize;
    for _ in 0..steps {
        key("ctrl+plus");
    }
    key("F1");
    let percent = (most * 100.0).round() as u32;
    let zoomed = check(percent, "help-zoomed.png");
    // The settings, drawn by the same hand.
    key("Escape");
    key("ctrl+comma");
    let settings = check(percent, "settings-zoomed.png");
    if zoomed <= one {
        wrong.push(format!(
            "at {percent} % the help's letters are {zoomed} px, at 100 % {one} px"
        ));
    }
    if settings <= one {
        wrong.push(format!(
            "at {percent} % the settings' letters are {settings} px, the help's at 100 % {one} px"
        ));
    }
    run(
        &display,
        &[
            "xdotool", "key", "--delay", "100", "Escape", "ctrl+q", "ctrl+q",
        ],
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
