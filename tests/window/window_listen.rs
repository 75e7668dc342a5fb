//! Moves said aloud in the board window (`--listen`) under Xvfb, in a room
//! of the test's own (a PulseAudio server whose null sink is the
//! microphone, `support/room.rs`): V held down with xdotool while the move
//! is played into the room, released, and the move is heard (made, or
//! asked to be confirmed). Needs Xvfb, xdotool, PulseAudio, espeak-ng and
//! PocketSphinx; fails (does not skip) without them.

use std::process::{Command, Stdio};
use std::time::Duration;

use shakmaty::Chess;

use crate::room::{self, Room};
use crate::xvfb::{self, Reaper, focus_window, need, run, start_xvfb, wait_for};

#[test]
fn a_move_said_while_v_is_held_is_heard() {
    for tool in ["Xvfb", "xdotool", "paplay", "espeak-ng"] {
        need(tool);
    }
    let room = Room::open();
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out_path = home.path().join("stdout.txt");
    let stdout = std::fs::File::create(&out_path).unwrap();
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["play", "--lang", "en", "--voice", "text", "--listen"])
            .args(["--white", "human", "--black", "human"])
            .envs(room.envs())
            .env_remove("PULSE_SERVER")
            .env("DISPLAY", &display)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", home.path().join("config"))
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
    let wav = room.spoken(
        &room::phrase(
            &Chess::default(),
            "a4",
            &["alfa two alfa four", "alfa four"],
        ),
        "en-us",
        150,
    );
    let heard = || said().contains("a4");
    room::say_until(
        || {
            run(&display, &["xdotool", "keydown", "v"]);
            room.play(&wav);
            run(&display, &["xdotool", "keyup", "v"]);
        },
        heard,
    );
    wait_for("the move heard", Duration::from_secs(5), heard);
    let text = said();
    assert!(!text.contains("No microphone"), "{text}");
    assert!(!text.contains("Voice input needs"), "{text}");
}
