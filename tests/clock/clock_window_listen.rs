//! The clock window with `--listen` under Xvfb, in a room of the test's
//! own (a PulseAudio server whose null sink is the microphone,
//! `support/room.rs`): White's move, announced aloud, is said back, and
//! White's button writes it on the score. Needs Xvfb, xdotool, PulseAudio,
//! espeak-ng and PocketSphinx; fails (does not skip) without them.

use std::process::{Command, Stdio};
use std::time::Duration;

use shakmaty::Chess;

use crate::room::{self, Room};
use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_xvfb, until_window_listens, wait_for};

#[test]
fn the_move_announced_is_written_when_its_button_is_pressed() {
    for tool in ["Xvfb", "xdotool", "paplay", "espeak-ng"] {
        need(tool);
    }
    let room = Room::open();
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out = home.path().join("stdout.txt");
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args([
                "clock", "5+3", "--lang", "en", "--voice", "text", "--listen",
            ])
            .envs(room.envs())
            .env_remove("PULSE_SERVER")
            .env("DISPLAY", &display)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", home.path().join("config"))
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
    // P is on the right half: Black's button starts White's clock.
    run(&display, &["xdotool", "key", "p"]);
    wait_for("the start", Duration::from_secs(10), || {
        said().contains("Clock started: White's clock runs.")
    });
    let a4 = room::phrase(
        &Chess::default(),
        "a4",
        &["alfa two alfa four", "alfa four"],
    );
    let heard = || said().lines().any(|l| l.trim() == "a4");
    room::say_until(|| room.say(&a4), heard);
    wait_for("the move said back", Duration::from_secs(5), heard);
    // A is on the left half: White's button.
    run(&display, &["xdotool", "key", "a"]);
    wait_for(
        "White's press with the move",
        Duration::from_secs(10),
        || said().contains("White, move 1: a4"),
    );
    let text = said();
    assert!(!text.contains("no move written"), "{text}");
}
