//! The clock window's start with an unfinished clock game saved, under
//! Xvfb: it asks "resume or new" with its keys (R, N), saves nothing and
//! presses no clock while it waits (the keys of the keyboard's halves
//! only ask again), and N keeps the game aside by its name and begins the
//! new one with the window's words. Needs Xvfb and xdotool; fails (does
//! not skip) without them.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::talk::Talk;
use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_xvfb, until_window_listens, wait_for};

#[test]
fn the_window_asks_about_an_unfinished_game_and_n_begins_a_new_one() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let home = tempfile::tempdir().unwrap();
    let data = home.path().join("data");
    let config = home.path().join("config");
    let clock = |args: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_tactus"));
        command
            .arg("clock")
            .args(args)
            .args(["--lang", "en", "--voice", "text"])
            .env("TACTUS_DATA_DIR", &data)
            .env("TACTUS_CONFIG_DIR", &config)
            .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"));
        command
    };
    // An unfinished game, played in the terminal: 1. e4, Black's clock runs.
    let mut terminal = Talk::new(
        clock(&["5+3", "--tty"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    terminal.ask("", "Clock started");
    terminal.ask("e4", "White, move 1: e4");
    terminal.type_line("quit");
    let (end, said) = terminal.close();
    assert!(end.status.success(), "{said:#?}");
    let saved = std::fs::read(data.join("clock.json")).unwrap();

    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let out = home.path().join("stdout.txt");
    reaper.0.push(
        clock(&["blitz"])
            .env("DISPLAY", &display)
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(&out).unwrap())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let said = || std::fs::read_to_string(&out).unwrap_or_default();
    let question = "An unfinished clock game is saved: move 1, Black to move. Press R to go \
                    on with it, or N to start a new game.";
    focus_window(&display);
    wait_for("the question", Duration::from_secs(10), || {
        said().contains(question)
    });
    // A key of a button's half asks again and presses nothing.
    until_window_listens(&display, &out);
    run(&display, &["xdotool", "key", "space"]);
    wait_for("the question again", Duration::from_secs(10), || {
        said().matches(question).count() >= 3
    });
    assert!(!said().contains("Clock started"), "{}", said());
    assert_eq!(std::fs::read(data.join("clock.json")).unwrap(), saved);

    run(&display, &["xdotool", "key", "n"]);
    wait_for("the new game", Duration::from_secs(10), || {
        said().contains("Black starts White's clock with his button")
    });
    let text = said();
    assert!(
        text.contains("The unfinished clock game is kept as clock.earlier-"),
        "{text}"
    );
    assert!(
        text.contains("Time control: 3 minutes plus 2 seconds"),
        "{text}"
    );
    let kept: Vec<String> = std::fs::read_dir(&data)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("clock.earlier-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read(data.join(&kept[0])).unwrap(), saved);
}
