//! The side panel's clock lines in the game's language, under Xvfb: a
//! screenshot of `tactus play --lang de` has "Weiß" and "Schwarz" beside the
//! clocks, drawn exactly as the renderer draws those words. The clock
//! faces are left out of the comparison: the expected lines are drawn with
//! two different times, and each line is compared up to the first column
//! where they differ.
//! Needs Xvfb, xdotool and ImageMagick; fails (does not skip) without them.

use std::process::{Command, Stdio};
use std::time::Duration;

use shakmaty::{Board, ByColor, Color, Square};
use tactus::window::render::render_clocks;
use tactus::window::text::font;
use tactus::window::theme::YELLOW_NAVY;
use tactus::window::view::BoardView;
use tiny_skia::Pixmap;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, rgb, run, screenshot, start_xvfb, wait_for, window_size};

/// The two clock lines as the window draws them at `size`, with the names
/// `sides`, both clocks at `millis`, waiting for the first moves (a casual
/// game's clocks start after both sides' first move), White to move; the
/// pixmap and the lines' area.
fn clock_lines(size: (u32, u32), millis: u64, sides: [&str; 2]) -> (Pixmap, tiny_skia::IntRect) {
    let view = BoardView {
        board: Board::default(),
        perspective: Color::White,
        cursor: Square::E4,
        lifted: None,
        targets: Vec::new(),
        last_move: None,
        last_move_text: None,
        clocks: ByColor::new_with(|_| millis),
        running: None,
        clocks_wait: true,
        turn: Color::White,
        status: String::new(),
        command_line: None,
        move_lines: Vec::new(),
        marked: None,
        sides: ByColor {
            white: sides[0].into(),
            black: sides[1].into(),
        },
        clocks_shown: true,
        review: None,
    };
    let mut pm = Pixmap::new(size.0, size.1).unwrap();
    let area = render_clocks(&mut pm, &view, &YELLOW_NAVY, &font().unwrap(), 1.0)
        .expect("room for the clocks");
    (pm, area)
}

#[test]
fn the_panel_names_the_sides_in_german() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out_path = home.path().join("stdout.txt");
    let stdout = std::fs::File::create(&out_path).unwrap();
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["play", "--lang", "de", "--voice", "text"])
            .args(["--white", "human", "--black", "human"])
            .env("DISPLAY", &display)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", home.path().join("config"))
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::null())
            .spawn()
            .expect("tactus starts"),
    );
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("Weiß")
    });
    let size = window_size(&display, &wid);
    let geometry = run(&display, &["xdotool", "getwindowgeometry", &wid]);
    let (wx, wy) = geometry
        .lines()
        .find_map(|l| l.trim().strip_prefix("Position: "))
        .and_then(|p| p.split_whitespace().next())
        .and_then(|p| p.split_once(','))
        .map(|(x, y)| (x.parse::<usize>().unwrap(), y.parse::<usize>().unwrap()))
        .expect("the window's position");
    const GERMAN: [&str; 2] = ["Weiß", "Schwarz"];
    let (one, area) = clock_lines(size, 15 * 60 * 1000, GERMAN);
    let (other, _) = clock_lines(size, 35_999_000, GERMAN);
    // The same lines with the English names: the words must make a
    // difference, or the comparison would prove nothing.
    let (english, _) = clock_lines(size, 15 * 60 * 1000, ["White", "Black"]);
    // Each line's words end where its clock face begins: the first column
    // the two times differ in, among the line's rows (the first line takes
    // the top 1.5 of the 3.15 text sizes the area is high).
    let (top, bottom) = (area.top() as u32, area.bottom() as u32);
    let split = top + (bottom - top) * 150 / 315;
    let face_from = |rows: std::ops::Range<u32>| {
        rows.flat_map(|y| (area.left() as u32..area.right() as u32).map(move |x| (x, y)))
            .filter(|&(x, y)| one.pixel(x, y) != other.pixel(x, y))
            .map(|(x, _)| x)
            .min()
            .expect("a clock face")
    };
    let lines = [
        (top..split, face_from(top..split)),
        (split..bottom, face_from(split..bottom)),
    ];
    // The screen, compared: (pixels compared, unlike English, differing).
    let measure = |shot: &std::path::Path| {
        let (sw, _, screen) = rgb(shot);
        let (mut compared, mut unlike_english, mut differ) = (0, 0, 0);
        for (rows, face) in lines.clone() {
            for y in rows {
                for x in area.left() as u32..face.saturating_sub(2) {
                    let a = one.pixel(x, y).unwrap();
                    compared += 1;
                    let i = ((wy + y as usize) * sw + wx + x as usize) * 3;
                    let shown = (screen[i], screen[i + 1], screen[i + 2]);
                    let expected = (a.red(), a.green(), a.blue());
                    if english.pixel(x, y) != Some(a) {
                        unlike_english += 1;
                    }
                    if shown != expected {
                        differ += 1;
                    }
                }
            }
        }
        (compared, unlike_english, differ)
    };
    // Screenshots until the first picture has reached the screen and shows
    // the lines as drawn here (ten seconds at most: then the last one is
    // judged).
    let started = std::time::Instant::now();
    let (shot, (compared, unlike_english, differ)) = loop {
        let shot = screenshot(&display, "panel-de.png");
        let counts = measure(&shot);
        if counts.2 == 0 || started.elapsed() > Duration::from_secs(10) {
            break (shot, counts);
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(
        unlike_english > 200,
        "the names drawn make no difference: {unlike_english} of {compared} pixels"
    );
    assert_eq!(
        differ, 0,
        "{differ} of {compared} pixels around the clocks differ from \"Weiß\" and \"Schwarz\" \
         ({shot:?})"
    );
}
