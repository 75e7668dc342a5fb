//! The settings dialog's Speaker row under Xvfb while the synthesizer does
//! not answer: the voices are asked for in the background, the player
//! hears "Looking for voices…", and the keys keep working (the window
//! once froze for up to 20 s here). The synthesizer is a speech-dispatcher
//! socket that takes the connection and never answers. Needs Xvfb and
//! xdotool; fails (does not skip) without them.

use std::os::unix::net::UnixListener;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_xvfb, wait_for};

#[test]
fn keys_work_while_the_voices_are_looked_for() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    // A speech-dispatcher that never answers: the connection waits in the
    // listener's backlog, and every question to it waits for ever.
    let socket = home.path().join("speechd.sock");
    let _silent = UnixListener::bind(&socket).unwrap();
    let out_path = home.path().join("stdout.txt");
    let stdout = std::fs::File::create(&out_path).unwrap();
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["play", "--lang", "en", "--voice", "text"])
            .args(["--white", "human", "--black", "human"])
            .env("DISPLAY", &display)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", home.path().join("config"))
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
            .env(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", socket.display()),
            )
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::null())
            .spawn()
            .expect("tactus starts"),
    );
    let said = || {
        std::fs::read_to_string(&out_path)
            .unwrap_or_default()
            .replace(['\u{2068}', '\u{2069}'], "")
    };
    let _wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        !said().is_empty()
    });
    xvfb::until_window_listens(&display, &out_path);

    run(&display, &["xdotool", "key", "ctrl+comma"]);
    wait_for("the settings", Duration::from_secs(10), || {
        said().contains("Settings. ")
    });
    // The last row is the speaker's: reaching it asks for the voices.
    run(&display, &["xdotool", "key", "End"]);
    wait_for("the speaker's row", Duration::from_secs(10), || {
        said().contains("Speaker: ")
    });
    run(&display, &["xdotool", "key", "Right"]);
    wait_for("the voices looked for", Duration::from_secs(10), || {
        said().contains("Looking for voices…")
    });
    // The synthesizer still has not answered (it never will), and the
    // keys work: well within the 20 s it is given.
    run(&display, &["xdotool", "key", "Up"]);
    wait_for("the row above", Duration::from_secs(10), || {
        said().contains("15 of 16")
    });
    run(&display, &["xdotool", "key", "Escape"]);
    wait_for("the settings closed", Duration::from_secs(10), || {
        said().contains("Settings closed.")
    });
    let text = said();
    assert!(
        !text.contains("cannot be listed"),
        "no failure before the 20 s: {text}"
    );
}
