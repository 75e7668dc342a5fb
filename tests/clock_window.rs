//! The real clock window of `tactus clock` under Xvfb: the halves of the
//! keyboard pressed by xdotool as the clock's buttons, the clock's words
//! on standard output, the running clock's frame found in screenshots,
//! and the game saved in `clock.json` (TESTING.md). Needs Xvfb, xdotool
//! and ImageMagick; fails (does not skip) without them.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

#[path = "support/xvfb.rs"]
mod xvfb;
use xvfb::{Reaper, focus_window, need, rgb, run, screenshot, start_xvfb, wait_for, window_size};

/// The running clock's frame: the default theme's cursor colour.
const FRAME: (u8, u8, u8) = (255, 0, 255);

/// How many pixels of the frame's colour the left and the right half of
/// the `w`-wide window at the screen's origin hold in `png`.
fn frame_in_halves(png: &Path, w: u32, h: u32) -> (usize, usize) {
    let (width, _, bytes) = rgb(png);
    let (mut left, mut right) = (0, 0);
    for y in 0..h as usize {
        for x in 0..w as usize {
            let i = (y * width + x) * 3;
            if (bytes[i], bytes[i + 1], bytes[i + 2]) == FRAME {
                if x < w as usize / 2 {
                    left += 1;
                } else {
                    right += 1;
                }
            }
        }
    }
    (left, right)
}

/// Takes screenshots until the frame is in the half `want_left` says (the
/// window draws a moment after it speaks), for at most five seconds.
fn expect_frame(display: &str, name: &str, (w, h): (u32, u32), want_left: bool) {
    let mut last = (0, 0);
    let found = (0..50).any(|_| {
        let shot = screenshot(display, name);
        last = frame_in_halves(&shot, w, h);
        let (left, right) = last;
        let ok = if want_left {
            left > 1000 && right == 0
        } else {
            right > 1000 && left == 0
        };
        if !ok {
            std::thread::sleep(Duration::from_millis(100));
        }
        ok
    });
    assert!(found, "{name}: frame pixels (left, right) = {last:?}");
}

#[test]
fn the_keyboard_halves_press_the_clock_in_its_window() {
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
            .args(["clock", "5+3", "--lang", "en", "--voice", "text"])
            .env("DISPLAY", &display)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", home.path().join("config"))
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the time control", Duration::from_secs(10), || {
        said().contains("Time control: 5 minutes plus 3 seconds")
    });
    let size = window_size(&display, &wid);
    assert!(!said().contains("not built"), "{}", said());

    // White is on the left: Black's button, on the right, starts White's clock.
    run(&display, &["xdotool", "key", "Shift_R"]);
    wait_for("the start", Duration::from_secs(10), || {
        said().contains("Clock started: White's clock runs.")
    });
    expect_frame(&display, "clock-white-runs.png", size, true);

    // Black's button again: his clock is not running, nothing happens.
    run(&display, &["xdotool", "key", "KP_Enter"]);
    wait_for("the ignored press", Duration::from_secs(10), || {
        said().contains("Black's clock is not running: nothing happens")
    });

    // White presses with left Shift: Black's clock runs, on the right.
    run(&display, &["xdotool", "key", "Shift_L"]);
    wait_for("White's press", Duration::from_secs(10), || {
        said().contains("White, move 1: no move written")
    });
    expect_frame(&display, "clock-black-runs.png", size, false);
    let kept = std::fs::read_to_string(home.path().join("data/clock.json")).unwrap();
    assert!(kept.contains("\"moves\": 1"), "{kept}");

    // Space presses the running side's button: Black's.
    run(&display, &["xdotool", "key", "space"]);
    wait_for("Black's press", Duration::from_secs(10), || {
        said().contains("Black, move 1: no move written")
    });
    expect_frame(&display, "clock-white-again.png", size, true);
}
