//! Faults of the board window, through the real window under Xvfb
//! (TESTING.md): a key map with a bad binding, and the display closing
//! under a running game. Each is said once on standard output, like the
//! moves. Needs Xvfb and xdotool; fails (does not skip) without them.

use std::time::{Duration, Instant};

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_tactus, start_xvfb, wait_for};

/// Two people at one keyboard.
const PEOPLE: [&str; 4] = ["--white", "human", "--black", "human"];

#[test]
fn a_bad_key_binding_is_named_and_only_it_is_left_out() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config");
    std::fs::create_dir_all(&config).unwrap();
    // Line 2 names no action; line 3 is good and must still count.
    std::fs::write(
        config.join("keymap.toml"),
        "[board]\nKeyQ = \"fly\"\nKeyJ = \"step-down\"\n",
    )
    .unwrap();
    let out_path = start_tactus(&mut reaper, &display, home.path(), &PEOPLE);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    let text = said();
    let notice = "keymap.toml line 2: KeyQ = \"fly\" is no key binding. Left out.";
    assert_eq!(text.matches(notice).count(), 1, "{text}");
    xvfb::until_window_listens(&display, &out_path);
    // J steps down from e4, twice to e2, and Return lifts the pawn there.
    run(
        &display,
        &["xdotool", "key", "--delay", "60", "j", "j", "Return"],
    );
    wait_for(
        "the lift by the user's key",
        Duration::from_secs(10),
        || said().contains("lifted"),
    );
}

#[test]
fn the_display_closing_under_a_game_is_said_and_the_game_is_kept() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out_path = home.path().join("stdout.txt");
    let err_path = home.path().join("stderr.txt");
    reaper.0.push(
        std::process::Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["play", "--lang", "en", "--voice", "text"])
            .args(PEOPLE)
            .env("DISPLAY", &display)
            .env("TACTUS_DATA_DIR", home.path().join("data"))
            .env("TACTUS_CONFIG_DIR", home.path().join("config"))
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
            .stdin(std::process::Stdio::null())
            .stdout(std::fs::File::create(&out_path).unwrap())
            .stderr(std::fs::File::create(&err_path).unwrap())
            .spawn()
            .expect("tactus starts"),
    );
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out_path);
    // e2-e4 by keys: down to e2, lift, up to e4, place, announce.
    for (keys, then) in [
        (&["Down", "Down", "Return"][..], "lifted"),
        (&["Up", "Up", "Return"][..], "placed"),
        (&["Return"][..], "Clock pressed"),
    ] {
        let mut args = vec!["xdotool", "key", "--delay", "60"];
        args.extend_from_slice(keys);
        run(&display, &args);
        wait_for(then, Duration::from_secs(10), || said().contains(then));
    }
    // The X server goes away under the running window.
    let mut xvfb = reaper.0.remove(0);
    let _ = xvfb.kill();
    let _ = xvfb.wait();
    let tactus = &mut reaper.0[0];
    let start = Instant::now();
    let status = loop {
        if let Some(status) = tactus.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "tactus goes on without its display: {}",
            said()
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    let text = said();
    let notice = "The display closed. The game is saved: tactus --resume continues it.";
    let err = std::fs::read_to_string(&err_path).unwrap_or_default();
    assert_eq!(text.matches(notice).count(), 1, "{status:?}\n{text}\n{err}");
    assert!(status.success(), "{status:?}\n{text}");
    let saved = std::fs::read_to_string(home.path().join("data/current.json")).unwrap();
    assert!(saved.contains("e4"), "{saved}");
}
