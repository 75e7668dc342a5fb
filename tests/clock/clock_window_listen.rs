//! The clock window with `--listen` under Xvfb, in a room of the test's
//! own (a PulseAudio server whose null sink is the microphone,
//! `support/room.rs`): White's move, announced aloud, is said back, and
//! White's button writes it on the score. Needs Xvfb, xdotool, PulseAudio,
//! espeak-ng and PocketSphinx; fails (does not skip) without them.

use std::process::{Command, Stdio};
use std::time::Duration;

use shakmaty::Chess;
use shakmaty::san::San;
use tactus::notation::heard::{Grammar, Heard, Hypothesis};

use crate::room::Room;
use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_xvfb, until_window_listens, wait_for};

/// The words White says for `san` at the start: the first of `wanted` the
/// grammar hears as that move alone, else the first phrase it does.
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
    // Said again when not heard right, as a player would (how often it is
    // heard at once is the benchmark's business: scripts/bench-listen).
    let a4 = phrase("a4", &["alfa two alfa four", "alfa four"]);
    let heard = || said().lines().any(|l| l.trim() == "a4");
    for _ in 0..4 {
        room.say(&a4);
        let until = std::time::Instant::now() + Duration::from_secs(15);
        while !heard() && std::time::Instant::now() < until {
            std::thread::sleep(Duration::from_millis(100));
        }
        if heard() {
            break;
        }
    }
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
