//! Tournament mode in the real board window under Xvfb: every key that
//! would describe the position, list moves, tell attacks, scan or move a
//! piece on the screen's board is refused with the mode's sentence; the
//! clock, the last move and the turn still answer; the finger says only
//! its square; the command line refuses `b`, makes a typed move, writes
//! down one that cannot be played, and asks the arbiter's code for
//! `tournament off`; the title says "tournament mode". Needs Xvfb and
//! xdotool; fails (does not skip) without them.

use std::time::Duration;

use crate::xvfb;
use xvfb::{
    Picture, Reaper, focus_window, need, run, screenshot, settled, start_tactus, start_xvfb,
    until_window_listens, wait_for,
};

const REFUSAL: &str = "Tournament mode does not allow";

#[test]
fn the_windows_keys_and_command_line_obey_tournament_mode() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out = start_tactus(
        &mut reaper,
        &display,
        home.path(),
        &[
            "--white",
            "human",
            "--black",
            "human",
            "--tournament",
            "--arbiter-code",
            "Zebra-4711",
        ],
    );
    let said = || std::fs::read_to_string(&out).unwrap_or_default();
    let refusals = || said().matches(REFUSAL).count();
    let _wid = focus_window(&display);
    until_window_listens(&display, &out);
    assert!(
        said().contains("Tournament mode: only the clock"),
        "{}",
        said()
    );
    let titled = run(
        &display,
        &["xdotool", "search", "--name", "tournament mode"],
    );
    assert!(
        !titled.trim().is_empty(),
        "no window titled tournament mode"
    );

    let forbidden = [
        "n",
        "shift+n",
        "bracketright",
        "bracketleft",
        "alt+p",
        "m",
        "shift+m",
        "alt+a",
        "alt+d",
        "x",
        "alt+x",
        "shift+o",
        "alt+r",
        "alt+f",
        "alt+n",
        "space",
        "Return",
        "shift+Return",
        "Escape",
    ];
    for (i, key) in forbidden.iter().enumerate() {
        run(&display, &["xdotool", "key", key]);
        wait_for(&format!("{key} refused"), Duration::from_secs(10), || {
            refusals() == i + 1
        });
    }

    // Allowed: the finger says its square and nothing of the piece, the
    // turn says the mode, the clocks answer.
    for (key, words) in [
        ("Up", "e5"),
        ("o", "e5"),
        ("t", "Tournament mode"),
        ("l", "No moves yet"),
    ] {
        let before = said().len();
        run(&display, &["xdotool", "key", key]);
        wait_for(&format!("{key} answered"), Duration::from_secs(10), || {
            said().len() > before
        });
        let new = said()[before..].to_owned();
        assert!(new.contains(words), "{key}: {new}");
        assert!(
            !new.contains(REFUSAL) && !new.contains("pawn"),
            "{key}: {new}"
        );
    }

    // The command line (opened for each line): `b` refused, a move made, one that cannot be
    // played written down, `tournament off` asks for the code.
    for (line, words) in [
        ("b", REFUSAL),
        ("e4", "e4"),
        ("Nf9", "Written down for the arbiter: Nf9."),
        ("tournament off", "Arbiter's code?"),
        ("1234", "Wrong code. Tournament mode goes on."),
    ] {
        let before = said().len();
        run(&display, &["xdotool", "key", "i"]);
        run(&display, &["xdotool", "type", "--delay", "30", line]);
        run(&display, &["xdotool", "key", "Return"]);
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while !said()[before..].contains(words) {
            assert!(
                std::time::Instant::now() < deadline,
                "{line}: no {words:?} in:\n{}",
                &said()[before..]
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    assert_eq!(refusals(), forbidden.len() + 1, "{}", said());
    assert!(!said().contains("Zebra-4711"));

    // The code is typed unseen on the command line: two codes of the same
    // length look the same, where two other lines do not. Each picture is
    // taken once the keys are drawn: the foot changed and stays so.
    let typed_looks = |name: &str| {
        let closed = bottom(&screenshot(&display, &format!("{name}-0.png")));
        run(&display, &["xdotool", "key", "i"]);
        let open = settled(&display, &format!("{name}-0.png"), &closed, bottom);
        run(&display, &["xdotool", "type", "--delay", "30", "1234"]);
        let first = settled(&display, &format!("{name}-1.png"), &open, bottom);
        run(
            &display,
            &[
                "xdotool",
                "key",
                "BackSpace",
                "BackSpace",
                "BackSpace",
                "BackSpace",
            ],
        );
        run(&display, &["xdotool", "type", "--delay", "30", "9876"]);
        let second = settled(&display, &format!("{name}-2.png"), &open, bottom);
        run(&display, &["xdotool", "key", "Escape"]);
        first == second
    };
    assert!(
        !typed_looks("open-line"),
        "the typed line is not in the picture"
    );
    let before = said().len();
    run(&display, &["xdotool", "key", "i"]);
    run(
        &display,
        &["xdotool", "type", "--delay", "30", "tournament off"],
    );
    run(&display, &["xdotool", "key", "Return"]);
    wait_for("the code asked", Duration::from_secs(10), || {
        said()[before..].contains("Arbiter's code?")
    });
    assert!(typed_looks("code-line"), "the code shows as typed");
}

/// The foot of a screenshot, where the command line is drawn.
fn bottom(png: &std::path::Path) -> Vec<(u8, u8, u8)> {
    let picture = Picture::read(png);
    let from = picture.height * 85 / 100;
    (from..picture.height)
        .flat_map(|y| (0..picture.width).map(move |x| (x, y)))
        .map(|(x, y)| picture.at(x, y))
        .collect()
}
