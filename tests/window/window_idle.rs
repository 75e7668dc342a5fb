//! The waiting board window under Xvfb draws only what changes: nothing
//! while nothing shown changes (while the clocks wait for both first
//! moves, and after the end), and once a second while a clock runs, each
//! frame showing another second. Frames are counted in the file named by
//! `TACTUS_FRAME_LOG` (builds with debug assertions); the clock's digits
//! are read from screenshots. Needs Xvfb, xdotool and ImageMagick.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use tactus::window::render::Layout;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, rgb, run, screenshot, start_xvfb, wait_for, window_size};

/// The frames logged so far, one line each: "whole 15:00 15:00" (nothing
/// covers the window, so none is sent "again" as it was).
fn frames(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The frames drawn during the next `secs` seconds (the time is what is
/// tested: how often the window draws).
fn frames_during(log: &Path, secs: u64) -> Vec<String> {
    let before = frames(log).len();
    std::thread::sleep(Duration::from_secs(secs));
    frames(log)[before..].to_vec()
}

/// The screenshot's pixels in the top `part` of the side panel of a
/// `w` × `h` window at the screen's origin.
fn panel_top(shot: &Path, (w, h): (u32, u32), part: f32) -> Vec<u8> {
    let (px, py, pw, ph) = Layout::new(w, h, 1.0).panel;
    let (sw, _, bytes) = rgb(shot);
    let mut out = Vec::new();
    for y in py as usize..(py + ph * part) as usize {
        let row = (y * sw + px as usize) * 3;
        out.extend_from_slice(&bytes[row..row + pw as usize * 3]);
    }
    out
}

#[test]
fn the_waiting_window_draws_only_when_the_shown_second_changes() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let log = home.path().join("frames.txt");
    let out_path = home.path().join("stdout.txt");
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["play", "--lang", "en", "--voice", "text", "--time", "15+10"])
            .args(["--white", "human", "--black", "human"])
            .env("DISPLAY", &display)
            .env("TACTUS_FRAME_LOG", &log)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", home.path().join("config"))
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&out_path).unwrap())
            .stderr(Stdio::null())
            .spawn()
            .expect("tactus starts"),
    );
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    wait_for("the first frame", Duration::from_secs(10), || {
        !frames(&log).is_empty()
    });
    let size = window_size(&display, &wid);
    // A line typed on the command line, once its answer is said.
    let command = |line: &str, answer: &str| {
        run(&display, &["xdotool", "key", "i"]);
        run(&display, &["xdotool", "type", "--delay", "100", line]);
        run(&display, &["xdotool", "key", "Return"]);
        wait_for(
            &format!("the answer to {line}"),
            Duration::from_secs(10),
            || said().contains(answer),
        );
    };

    // The clocks wait for both first moves: half a second for the first
    // pictures, then 3 s in which nothing shown changes and nothing is
    // drawn (the time is what is tested).
    std::thread::sleep(Duration::from_millis(500));
    let idle = frames_during(&log, 3);
    assert!(idle.is_empty(), "frames while the clocks wait: {idle:?}");

    // After them White's clock runs. Over 3 s, a frame for each
    // second shown, the clocks alone drawn, each showing another second
    // than the one before it. (From the first frame of the clocks alone:
    // the pictures of the moves are drawn whole.)
    command("e4", "White: e4");
    command("e5", "Black: e5");
    wait_for(
        "a frame of the clocks alone",
        Duration::from_secs(10),
        || {
            frames(&log)
                .last()
                .is_some_and(|f| f.starts_with("clocks "))
        },
    );
    let mut ticking: Vec<String> = frames(&log).last().cloned().into_iter().collect();
    let new = frames_during(&log, 3);
    assert!(
        (2..=4).contains(&new.len()),
        "over 3 s with the clock running: {new:?}"
    );
    assert!(new.iter().all(|f| f.starts_with("clocks ")), "{new:?}");
    ticking.extend(new);
    for pair in ticking.windows(2) {
        assert_ne!(pair[0], pair[1], "a frame showed nothing new: {ticking:?}");
    }

    // And the screen shows it: the clock's digits change within 1.5 s.
    let first = panel_top(&screenshot(&display, "idle-clock-1.png"), size, 0.3);
    let shown = std::time::Instant::now();
    loop {
        let second = panel_top(&screenshot(&display, "idle-clock-2.png"), size, 0.3);
        if second != first {
            break;
        }
        assert!(
            shown.elapsed() < Duration::from_millis(1500),
            "the clock shows the same second after 1.5 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }

    // White resigns on the command line: the clocks stop, and with nothing
    // shown changing nothing is drawn.
    for (line, answer) in [("resign", "Resign?"), ("yes", "White resigned")] {
        command(line, answer);
    }
    // Half a second for the resignation's own pictures, then 3 s in which
    // nothing shown changes: the time is what is tested.
    std::thread::sleep(Duration::from_millis(500));
    let idle = frames_during(&log, 3);
    assert!(idle.is_empty(), "frames with nothing changed: {idle:?}");

    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    let app = reaper.0.last_mut().unwrap();
    wait_for("tactus to quit", Duration::from_secs(10), || {
        app.try_wait().ok().flatten().is_some()
    });
}
