//! Zooming the real board window under Xvfb (issue 20, point 17): on a
//! screen of 1024×768 and one of 800×600, the window as large as the
//! screen, Ctrl+plus step by step up to the largest zoom the window allows
//! (which it says); at every step a screenshot shows the whole board, all
//! 64 squares in the window in their colours, and the panel's text taller
//! than at the step before, and the board never narrower (issue 43, point
//! 13: the panel gives way, not the board). Needs Xvfb, xdotool and ImageMagick; fails
//! (does not skip) without them.

use std::time::{Duration, Instant};

use tactus::window::theme::YELLOW_NAVY;

use crate::xvfb;
use xvfb::{
    Colour, Picture, Reaper, colour, focus_window, need, run, screenshot, start_tactus,
    start_xvfb_sized, wait_for, window_size,
};

/// What a screenshot shows of the board and the panel.
#[derive(Clone, Debug, PartialEq)]
struct Seen {
    /// The board's squares: left, top, right and bottom pixel.
    board: (usize, usize, usize, usize),
    /// The squares whose corner is not in the colour it should be.
    wrong_squares: Vec<String>,
    /// The height in pixels of the ink of the running clock's first line.
    text: usize,
}

/// The board and the panel's text in `pic`, the default theme's colours;
/// `None` while no board or no running clock is to be seen.
fn look(pic: &Picture) -> Option<Seen> {
    let light = colour(YELLOW_NAVY.light);
    let dark = colour(YELLOW_NAVY.dark);
    // The board: where the squares' colours are.
    let (mut left, mut top, mut right, mut bottom) = (usize::MAX, usize::MAX, 0, 0);
    for y in 0..pic.height {
        for x in 0..pic.width {
            let c = pic.at(x, y);
            if c == light || c == dark {
                left = left.min(x);
                top = top.min(y);
                right = right.max(x);
                bottom = bottom.max(y);
            }
        }
    }
    if left > right {
        return None;
    }
    // Each square's top left corner, a few pixels in (no piece reaches it):
    // a8 light, then alternating; the cursor's e4 has its frame there, the
    // last move's e7 and e5 their ground.
    let last_move = colour(YELLOW_NAVY.last_move);
    let side = (right + 1 - left) as f32 / 8.0;
    let mut wrong_squares = Vec::new();
    for row in 0..8 {
        for column in 0..8 {
            if (column, row) == (4, 4) {
                continue;
            }
            let x = left + (column as f32 * side + 3.0) as usize;
            let y = top + (row as f32 * side + 3.0) as usize;
            let want: Colour = if column == 4 && (row == 1 || row == 3) {
                last_move
            } else if (column + row) % 2 == 0 {
                light
            } else {
                dark
            };
            if pic.at(x, y) != want {
                let name = format!("{}{}", (b'a' + column as u8) as char, 8 - row);
                wrong_squares.push(name);
            }
        }
    }
    // The running clock: the band of text colour across the panel, the
    // words in it in the background's colour.
    let white = colour(YELLOW_NAVY.text);
    let ink = colour(YELLOW_NAVY.background);
    let run_at = |y: usize| {
        let (mut best, mut start, mut len) = ((0, 0), 0, 0);
        for x in 0..pic.width {
            if pic.at(x, y) == white {
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
    };
    let (band_top, (band_x, band_len)) = (0..pic.height)
        .map(|y| (y, run_at(y)))
        .find(|(_, (_, len))| *len >= 120)?;
    let band_rows = (band_top..pic.height).take_while(|&y| pic.at(band_x + 2, y) == white);
    let inked: Vec<bool> = band_rows
        .map(|y| (band_x..band_x + band_len).any(|x| pic.at(x, y) == ink))
        .collect();
    let text = inked
        .iter()
        .skip_while(|i| !**i)
        .take_while(|i| **i)
        .count();
    Some(Seen {
        board: (left, top, right, bottom),
        wrong_squares,
        text,
    })
}

/// Screenshots until two in a row look the same and show what `drawn`
/// accepts (the window has drawn what it was told: after a resize, the
/// board of the new size; after a zoom, a picture other than the one
/// before), for at most ten seconds; then the last one, whatever it shows,
/// for the checks to judge. Two equal pictures alone do not do: under
/// load the window may take longer than two screenshots to redraw, and
/// the old picture, taken twice, would be judged as the new one.
fn settled(display: &str, name: &str, drawn: impl Fn(&Seen) -> bool) -> (Seen, std::path::PathBuf) {
    let start = Instant::now();
    let mut last: Option<Seen> = None;
    loop {
        let shot = screenshot(display, name);
        let seen = look(&Picture::read(&shot));
        if let (Some(now), Some(before)) = (&seen, &last)
            && now == before
            && (drawn(now) || start.elapsed() > Duration::from_secs(10))
        {
            return (now.clone(), shot);
        }
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "{name}: the picture did not settle: {seen:?}"
        );
        last = seen;
        std::thread::sleep(Duration::from_millis(150));
    }
}

/// Zooms a window of `w` × `h` on a screen of that size in from 100 %
/// step by step to the largest zoom; returns the largest percent.
fn zoom_through(w: u32, h: u32) -> u32 {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb_sized(&mut reaper, &format!("{w}x{h}x24"));
    let home = tempfile::tempdir().unwrap();
    let people = ["--white", "human", "--black", "human"];
    let out_path = start_tactus(&mut reaper, &display, home.path(), &people);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out_path);
    // The first moves on the command line: White's clock runs from Black's
    // (a casual game's clocks wait for both), its band what is measured.
    for (line, answer) in [("e4", "White: e4"), ("e5", "Black: e5")] {
        run(&display, &["xdotool", "key", "i"]);
        run(&display, &["xdotool", "type", "--delay", "100", line]);
        run(&display, &["xdotool", "key", "Return"]);
        wait_for(answer, Duration::from_secs(10), || said().contains(answer));
    }
    let (ws, hs) = (w.to_string(), h.to_string());
    run(
        &display,
        &["xdotool", "windowsize", "--sync", &wid, &ws, &hs],
    );
    wait_for(
        "the window to fill the screen",
        Duration::from_secs(10),
        || window_size(&display, &wid) == (w, h),
    );

    let mut percent = 100;
    // The window drew at its first size (1000×700) before the resize: the
    // picture at 100 % is the one whose board fits the screen.
    let fits = |seen: &Seen| {
        let (left, top, right, bottom) = seen.board;
        right < w as usize && bottom + 1 < h as usize && (right - left).abs_diff(bottom - top) <= 2
    };
    let (mut before, _) = settled(&display, &format!("zoom-{w}x{h}-100.png"), fits);
    let mut wrong = Vec::new();
    let check = |percent: u32, seen: &Seen, wrong: &mut Vec<String>| {
        let (left, top, right, bottom) = seen.board;
        let at = format!("{w}x{h} at {percent} %");
        if right >= w as usize || bottom >= h as usize {
            wrong.push(format!("{at}: the board reaches past the window: {seen:?}"));
        }
        let (bw, bh) = (right + 1 - left, bottom + 1 - top);
        if bw.abs_diff(bh) > 2 {
            wrong.push(format!("{at}: the board is cut, {bw}x{bh} px: {seen:?}"));
        }
        if bw < w.min(h) as usize * 2 / 5 {
            wrong.push(format!("{at}: the board is only {bw} px wide"));
        }
        if !seen.wrong_squares.is_empty() {
            wrong.push(format!("{at}: squares not seen: {:?}", seen.wrong_squares));
        }
        println!(
            "{at}: board {bw}x{bh} px from ({left}, {top}), clock text {} px",
            seen.text
        );
    };
    check(percent, &before, &mut wrong);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let mut largest = false;
    for step in 1..=12 {
        assert!(!largest, "zoomed past the largest");
        let lines = said().lines().count();
        run(&display, &["xdotool", "key", "ctrl+plus"]);
        wait_for("the zoom said", Duration::from_secs(10), || {
            said().lines().skip(lines).any(|l| l.starts_with("Zoom "))
        });
        let text = said();
        let line = text
            .lines()
            .skip(lines)
            .find(|l| l.starts_with("Zoom "))
            .unwrap_or_default()
            .to_owned();
        let now: u32 = line
            .trim_start_matches("Zoom ")
            .split(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no percent in {line:?}"));
        assert_eq!(now, percent + 25, "step {step}: {line}");
        percent = now;
        largest = line.contains("the most this window allows");
        let (seen, _) = settled(&display, &format!("zoom-{w}x{h}-{percent}.png"), |seen| {
            *seen != before
        });
        check(percent, &seen, &mut wrong);
        let width = |s: &Seen| s.board.2 + 1 - s.board.0;
        if width(&seen) + 2 < width(&before) {
            wrong.push(format!(
                "{w}x{h} at {percent} %: the board shrank to {} px, {} px before",
                width(&seen),
                width(&before)
            ));
        }
        if seen.text <= before.text {
            wrong.push(format!(
                "{w}x{h} at {percent} %: the clock's text is {} px high, {} px before",
                seen.text, before.text
            ));
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        before = seen;
        if largest {
            break;
        }
    }
    assert!(largest, "the window never said it zoomed no further");
    // One more step in changes nothing and says so again.
    let lines = said().lines().count();
    run(&display, &["xdotool", "key", "ctrl+plus"]);
    wait_for("the largest said again", Duration::from_secs(10), || {
        said()
            .lines()
            .skip(lines)
            .any(|l| l.contains(&format!("Zoom {percent} percent, the most")))
    });
    // And Ctrl+minus steps back out.
    run(&display, &["xdotool", "key", "ctrl+minus"]);
    let back = format!("Zoom {} percent.", percent - 25);
    wait_for(&back, Duration::from_secs(10), || said().contains(&back));

    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    let app = reaper.0.last_mut().unwrap();
    wait_for("tactus to quit", Duration::from_secs(10), || {
        app.try_wait().ok().flatten().is_some()
    });
    percent
}

#[test]
fn on_a_1024_by_768_screen_every_zoom_keeps_the_whole_board_and_grows_the_text() {
    let largest = zoom_through(1024, 768);
    assert!(largest >= 200, "the window allows only {largest} %");
}

#[test]
fn on_a_1000_by_700_screen_the_board_never_shrinks_as_the_zoom_grows() {
    let largest = zoom_through(1000, 700);
    assert!(largest >= 200, "the window allows only {largest} %");
}

#[test]
fn on_an_800_by_600_screen_every_zoom_keeps_the_whole_board_and_grows_the_text() {
    let largest = zoom_through(800, 600);
    assert!(largest >= 200, "the window allows only {largest} %");
}
