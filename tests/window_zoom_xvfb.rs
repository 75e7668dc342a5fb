//! Zooming the real board window under Xvfb: the zoom is said, and the
//! rank labels stay beside the magnified board. Needs Xvfb, xdotool and
//! ImageMagick; fails (does not skip) without them.

use std::time::Duration;

use tactus::frontend::window::render::Layout;

#[path = "support/xvfb.rs"]
mod xvfb;
use xvfb::{
    Reaper, focus_window, need, rgb, run, screenshot, start_tactus, start_xvfb, wait_for,
    window_size,
};

#[test]
fn zooming_says_the_zoom_and_keeps_the_coordinates_in_view() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let people = ["--white", "human", "--black", "human"];
    let out_path = start_tactus(&mut reaper, &display, home.path(), &people);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out_path);

    let zoom_in = ["xdotool", "key", "--delay", "100", "ctrl+equal"];
    for percent in [125, 150, 175, 200] {
        run(&display, &zoom_in);
        let words = format!("Zoom {percent} percent");
        wait_for(&words, Duration::from_secs(10), || said().contains(&words));
    }
    run(&display, &["xdotool", "key", "ctrl+minus"]);
    wait_for("zoom 175", Duration::from_secs(10), || {
        said().matches("Zoom 175 percent").count() == 2
    });

    // At 175 percent the board reaches past the window; beside the
    // cursor's row (e4) the rank label is white on black, with no square
    // under it.
    let (w, h) = window_size(&display, &wid);
    let l = Layout::new(w, h, 1.75, (4, 4));
    assert!(l.x0 < l.margin - 1.0, "the board is scrolled: {l:?}");
    let (_, cy) = l.centre((4, 4));
    let looks = |shot: &std::path::Path| {
        let (sw, _, bytes) = rgb(shot);
        let mut colours = Vec::new();
        for y in (cy - l.margin / 2.0) as usize..(cy + l.margin / 2.0) as usize {
            for x in 0..l.margin as usize {
                let i = (y * sw + x) * 3;
                colours.push((bytes[i], bytes[i + 1], bytes[i + 2]));
            }
        }
        colours
    };
    let mut last = Vec::new();
    for _ in 0..50 {
        last = looks(&screenshot(&display, "window-zoom-175.png"));
        if last.contains(&(255, 255, 255)) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(last.contains(&(255, 255, 255)), "no rank label beside e4");
    for square in [(255, 225, 53), (0, 24, 110)] {
        assert!(!last.contains(&square), "a square under the rank label");
    }

    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    let app = reaper.0.last_mut().unwrap();
    wait_for("tactus to quit", Duration::from_secs(10), || {
        app.try_wait().ok().flatten().is_some()
    });
}
