//! The clock window's buttons from the key map under Xvfb: the user's
//! `keymap.toml` gives `clock-right` to Z (a key of the keyboard's left
//! half) and `clock-left` to Pause (a key of neither half, as a USB foot
//! switch may send); xdotool presses them and the clock's words on
//! standard output and `clock.json` show which button each pressed. Needs
//! Xvfb and xdotool; fails (does not skip) without them.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_xvfb, until_window_listens, wait_for};

#[test]
fn keys_the_key_map_gives_the_buttons_press_them() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(
        config.join("keymap.toml"),
        "[board]\nKeyZ = \"clock-right\"\nPause = \"clock-left\"\n",
    )
    .unwrap();
    let out = home.path().join("stdout.txt");
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["clock", "5+3", "--lang", "en", "--voice", "text"])
            .env("DISPLAY", &display)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", &config)
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&out).unwrap())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let said = || std::fs::read_to_string(&out).unwrap_or_default();
    focus_window(&display);
    wait_for("the time control", Duration::from_secs(10), || {
        said().contains("Time control")
    });
    until_window_listens(&display, &out);
    assert!(!said().contains("Left out"), "{}", said());

    // Z is the right button now, Black's: it starts White's clock.
    run(&display, &["xdotool", "key", "z"]);
    wait_for("the start by Z", Duration::from_secs(10), || {
        said().contains("Clock started: White's clock runs.")
    });
    // Pause is the left button, White's.
    run(&display, &["xdotool", "key", "Pause"]);
    wait_for("White's press by Pause", Duration::from_secs(10), || {
        said().contains("White, move 1: no move written")
    });
    let kept = std::fs::read_to_string(home.path().join("data/clock.json")).unwrap();
    assert!(kept.contains("\"moves\": 1"), "{kept}");
}
