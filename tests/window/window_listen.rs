//! Moves said aloud in the board window (`--listen`) under Xvfb, in a room
//! of the test's own (a PulseAudio server whose null sink is the
//! microphone, `support/room.rs`): V held down with xdotool while the move
//! is played into the room, released, and the move is heard (made, or
//! asked to be confirmed). Needs Xvfb, xdotool, PulseAudio, espeak-ng and
//! PocketSphinx; fails (does not skip) without them.

use std::process::{Command, Stdio};
use std::time::Duration;

use shakmaty::Chess;
use shakmaty::san::San;
use tactus::notation::heard::{Grammar, Heard, Hypothesis};

use crate::room::Room;
use crate::xvfb::{self, Reaper, focus_window, need, run, start_xvfb, wait_for};

/// The words a player says for `san` at the start: the first of `wanted`
/// the grammar hears as that move alone, else the first phrase it does.
fn phrase(san: &str, wanted: &[&str]) -> String {
    let pos = Chess::default();
    let mv = san.parse::<San>().unwrap().to_move(&pos).unwrap();
    let grammar = Grammar::of(&pos);
    let means = |words: &str| {
        grammar.heard(&[Hypothesis {
            words: words.to_owned(),
            score: 0,
        }]) == Heard::Moves(vec![mv])
    };
    let phrases = grammar.phrases();
    wanted
        .iter()
        .map(|w| (*w).to_owned())
        .find(|w| phrases.contains(w) && means(w))
        .or_else(|| phrases.into_iter().find(|w| means(w)))
        .unwrap_or_else(|| panic!("no phrase for {san}"))
}

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
        &phrase("a4", &["alfa two alfa four", "alfa four"]),
        "en-us",
        150,
    );
    // Said again when not heard right, as a player would (how often it is
    // heard at once is the benchmark's business: scripts/bench-listen).
    let heard = || said().contains("a4");
    for _ in 0..4 {
        run(&display, &["xdotool", "keydown", "v"]);
        room.play(&wav);
        run(&display, &["xdotool", "keyup", "v"]);
        let until = std::time::Instant::now() + Duration::from_secs(15);
        while !heard() && std::time::Instant::now() < until {
            std::thread::sleep(Duration::from_millis(100));
        }
        if heard() {
            break;
        }
    }
    wait_for("the move heard", Duration::from_secs(5), heard);
    let text = said();
    assert!(!text.contains("No microphone"), "{text}");
    assert!(!text.contains("Voice input needs"), "{text}");
}
