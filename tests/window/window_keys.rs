//! Keys through the real board window under Xvfb (TESTING.md): a chord
//! from the user's keymap.toml, pressed with xdotool, reaches its action,
//! and the help it opens, a list walked item by item, names the keys and
//! buttons in the player's language and says what a key pressed does. Needs Xvfb and xdotool; fails (does not skip) without them.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_xvfb, wait_for};

#[test]
fn a_chord_of_the_users_keymap_opens_the_help_in_german_words() {
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
        "[board]\n\"Ctrl+Alt+KeyH\" = \"help\"\n",
    )
    .unwrap();
    let out_path = home.path().join("stdout.txt");
    let stdout = std::fs::File::create(&out_path).unwrap();
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["play", "--lang", "de", "--voice", "text"])
            .args(["--white", "human", "--black", "human"])
            .env("DISPLAY", &display)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", &config)
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::null())
            .spawn()
            .expect("tactus starts"),
    );
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let _wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        !said().is_empty()
    });
    xvfb::until_window_listens(&display, &out_path);

    run(&display, &["xdotool", "key", "ctrl+alt+h"]);
    wait_for("the help", Duration::from_secs(10), || {
        said().contains("Hilfe, ")
    });
    // The help is a list walked item by item: the first group's heading,
    // then its first key.
    run(&display, &["xdotool", "key", "Down"]);
    wait_for("the first key", Duration::from_secs(10), || {
        said().contains("Gamepad Steuerkreuz oben")
    });
    // A key pressed in the help says what it does, and does nothing else.
    for key in ["ctrl+r", "shift+c"] {
        run(&display, &["xdotool", "key", key]);
    }
    wait_for("the keys pressed", Duration::from_secs(10), || {
        said().contains("Umschalt+C: ")
    });
    // The key that opened it closes it.
    run(&display, &["xdotool", "key", "ctrl+alt+h"]);
    wait_for("the help closed", Duration::from_secs(10), || {
        said().contains("Hilfe geschlossen.")
    });
    let text = said().replace(['\u{2068}', '\u{2069}'], "");
    for words in [
        "Strg+R: Aufgeben.",
        "Pfeil nach oben, Ziffernblock 8",
        "Umschalt+C: ",
        "Gamepad Steuerkreuz oben",
    ] {
        assert!(text.contains(words), "{words} missing from:\n{text}");
    }
    for code in ["ArrowUp", "KeyR", "Shift+", "dpad-up"] {
        assert!(!text.contains(code), "{code} in:\n{text}");
    }
    assert!(
        !text.contains("Aufgeben?"),
        "Ctrl+R in the help resigned:\n{text}"
    );
}
