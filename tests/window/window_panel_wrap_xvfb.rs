//! The panel never cuts a word at the window's edge (issue 43, point 14),
//! measured on the real window under Xvfb in German at the largest zoom:
//! after 1. e4 e5 (whose opening, "Königsbauernspiel", is a word wider
//! than the panel at that zoom) and a game saved under a long file name,
//! no text reaches the panel's right edge: long words are broken with a
//! hyphen, a path is shortened in its middle. Needs Xvfb, xdotool and
//! ImageMagick; fails (does not skip) without them.

use std::time::Duration;

use tactus::window::render::{Layout, largest_zoom};
use tactus::window::theme::YELLOW_NAVY;

use crate::xvfb;
use xvfb::{
    Picture, Reaper, colour, focus_window, need, run, screenshot, start_tactus_in, start_xvfb,
    wait_for, window_size,
};

/// The text's pixels in the last columns of the panel, outside the bands
/// that span it (the running clock, the review banner), the window's
/// right edge at `right`: ink that reached the edge, cut there.
fn at_the_edge(pic: &Picture, panel_x: usize, right: usize) -> usize {
    let text = colour(YELLOW_NAVY.text);
    let background = colour(YELLOW_NAVY.background);
    (0..pic.height)
        .filter(|&y| pic.at(panel_x + 1, y) == background)
        .map(|y| (right - 3..right).filter(|&x| pic.at(x, y) == text).count())
        .sum()
}

#[test]
fn at_the_largest_zoom_the_panel_breaks_long_words_and_shortens_paths() {
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
    let size = window_size(&display, &wid);
    let most = largest_zoom(size.0, size.1);
    let steps = ((most - 1.0) / 0.25).round() as usize;
    for _ in 0..steps {
        let before = said().len();
        run(&display, &["xdotool", "key", "ctrl+plus"]);
        wait_for("the zoom said", Duration::from_secs(10), || {
            said()[before..].contains("Zoom")
        });
    }
    let typed = |line: &str, answer: &str| {
        let before = said().len();
        run(&display, &["xdotool", "key", "slash"]);
        wait_for("the command line", Duration::from_secs(10), || {
            said().len() > before
        });
        run(&display, &["xdotool", "type", "--delay", "80", line]);
        run(&display, &["xdotool", "key", "Return"]);
        wait_for(answer, Duration::from_secs(10), || {
            said()[before..].contains(answer)
        });
    };
    typed("e4", "Königsbauernspiel");
    typed("e5", "e5");
    let (panel_x, ..) = Layout::new(size.0, size.1, most).panel;
    let panel_x = panel_x as usize;
    let look = |name: &str| {
        // The picture once drawn: two screenshots alike.
        let mut last = None;
        for _ in 0..50 {
            let shot = screenshot(&display, name);
            let n = at_the_edge(&Picture::read(&shot), panel_x, size.0 as usize);
            if last == Some(n) {
                return (n, shot);
            }
            last = Some(n);
            std::thread::sleep(Duration::from_millis(200));
        }
        panic!("{name}: the picture did not settle");
    };
    let (opening, shot) = look("wrap-opening.png");
    println!("the opening: {opening} px of text at the edge ({shot:?})");
    let folder = home.path().join("partien-des-vereins");
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("stadtmeisterschaft-runde-sieben.pgn");
    typed(&format!("speichern {}", file.display()), "runde-sieben");
    let (saved, shot) = look("wrap-saved.png");
    println!("saved: {saved} px of text at the edge ({shot:?})");
    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    assert_eq!(opening, 0, "the opening's words are cut at the edge");
    assert_eq!(saved, 0, "the saved file's name is cut at the edge");
}
