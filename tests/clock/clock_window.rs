//! The real clock window of `tactus clock` under Xvfb: the halves of the
//! keyboard pressed by xdotool as the clock's buttons, the clock's words
//! on standard output, the running clock's frame found in screenshots,
//! and the game saved in `clock.json` (TESTING.md). Needs Xvfb, xdotool
//! and ImageMagick; fails (does not skip) without them.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::xvfb;
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
    // The window's keys, not the terminal's Enter.
    assert!(
        said().contains(
            "Black starts White's clock with his button, on the right. Space presses the \
             running clock; slash opens the command line; F1 or help says the keys"
        ),
        "{}",
        said()
    );
    assert!(!said().contains("Press Enter"), "{}", said());
    run(&display, &["xdotool", "key", "F1"]);
    wait_for("the keys", Duration::from_secs(10), || {
        said().contains("The keys: the left half of the keyboard")
    });

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

/// Inside its own D-Bus session: Xvfb, the AT-SPI bus switched on, `tactus
/// clock` in German, then pyatspi reads every object of its tree (role |
/// name | description) before and after Black's button starts White's
/// clock.
const ATSPI_SCENARIO: &str = r#"
set -u
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$OUT/display" >/dev/null 2>&1 &
XP=$!
i=0
until [ -s "$OUT/display" ] || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
TP=
trap 'kill $TP $XP 2>/dev/null' EXIT
export DISPLAY=":$(head -n 1 "$OUT/display")"
timeout 10 dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled \
  variant:boolean:true >/dev/null || echo "setup: dbus-send failed"
"$TACTUS" clock 5+3 --lang de --voice text >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
WID=$(timeout 20 xdotool search --sync --name tactus | head -1)
timeout 10 xdotool windowfocus --sync "$WID"
timeout 30 /usr/bin/python3 -c "$DUMP" | sed 's/^/before: /'
xdotool key Shift_R
# Until White's clock, running, has run below five minutes.
timeout 30 env WANT="Uhr von Weiß.* 4 Minuten .*, läuft$" /usr/bin/python3 -c "$DUMP" \
  | sed 's/^/after: /'
"#;

/// Prints `role | name | description` of every object of tactus's tree,
/// once it is there and, if `WANT` is set, once a line of it matches that
/// pattern (20 s at most: then as it is).
const DUMP: &str = r#"
import os, re, time, pyatspi
want = os.environ.get("WANT")
def walk(o, out):
    out.append(" | ".join([o.getRoleName(), o.name, o.description]))
    for c in o:
        walk(c, out)
lines = []
for _ in range(100):
    apps = [a for a in pyatspi.Registry.getDesktop(0) if a and a.name == "tactus"]
    lines = []
    for a in apps:
        walk(a, lines)
    ready = apps and apps[0].childCount and apps[0][0].childCount >= 2
    if ready and (not want or any(re.search(want, l) for l in lines)):
        break
    time.sleep(0.2)
print("\n".join(lines))
"#;

#[test]
fn a_screen_reader_reads_each_clock_in_words() {
    for tool in [
        "Xvfb",
        "xdotool",
        "dbus-run-session",
        "dbus-send",
        "/usr/bin/python3",
    ] {
        need(tool);
    }
    let out = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let runtime = tempfile::tempdir().unwrap();
    let run = Command::new("timeout")
        .args([
            "-k",
            "5",
            "120",
            "dbus-run-session",
            "--",
            "sh",
            "-c",
            ATSPI_SCENARIO,
        ])
        .env("TACTUS", env!("CARGO_BIN_EXE_tactus"))
        .env("DUMP", DUMP)
        .env("OUT", out.path())
        .env("TACTUS_DATA_DIR", home.path().join("data"))
        .env("TACTUS_CONFIG_DIR", home.path().join("config"))
        .env("XDG_RUNTIME_DIR", runtime.path())
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("dbus-run-session runs");
    let text = String::from_utf8_lossy(&run.stdout);
    let has = |line: &str| text.lines().any(|l| l == line);
    assert!(has("before: frame | tactus Uhr | "), "{text}");
    assert!(
        has("before: timer | Uhr von Weiß, linke Taste | 5 Minuten, 0 Züge"),
        "{text}"
    );
    assert!(
        has("before: timer | Uhr von Schwarz, rechte Taste | 5 Minuten, 0 Züge"),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l
            .starts_with("after: timer | Uhr von Weiß, linke Taste | 4 Minuten 5")
            && l.ends_with(", 0 Züge, läuft")),
        "{text}"
    );
}
