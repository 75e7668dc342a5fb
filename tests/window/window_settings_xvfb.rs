//! The real window's settings (Ctrl+comma) under Xvfb say each setting's
//! place, "N of M", as the README promises (issue 20, point 18), in
//! English, German and Spanish: on opening, on every move from setting to
//! setting, and on every change, read from the window's text voice.
//! Needs Xvfb and xdotool; fails (does not skip) without them.

use std::time::Duration;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_tactus_in, start_xvfb, wait_for};

/// Presses `key` and returns what the window says to it, once that holds
/// `want` (or, if it never does, what it said in ten seconds).
fn press(display: &str, said: &dyn Fn() -> String, key: &str, want: &str) -> String {
    let before = said().lines().count();
    run(display, &["xdotool", "key", key]);
    let answer = || said().lines().skip(before).collect::<Vec<_>>().join(" / ");
    wait_for(
        &format!("an answer to {key}"),
        Duration::from_secs(10),
        || said().lines().count() > before,
    );
    crate::wait::within(Duration::from_secs(10), || answer().contains(want));
    answer()
}

#[test]
fn every_setting_is_said_with_its_place_in_every_language() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut wrong = Vec::new();
    for (lang, of, closed) in [
        ("en", "of", "Settings closed."),
        ("de", "von", "Einstellungen geschlossen."),
        ("es", "de", "Ajustes cerrados."),
    ] {
        let mut reaper = Reaper(Vec::new());
        let display = start_xvfb(&mut reaper);
        let home = tempfile::tempdir().unwrap();
        let people = ["--white", "human", "--black", "human"];
        let out_path = start_tactus_in(&mut reaper, &display, home.path(), lang, &people);
        let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
        focus_window(&display);
        wait_for("the first words", Duration::from_secs(10), || {
            said().lines().count() >= 2
        });
        xvfb::until_window_listens(&display, &out_path);

        // Open, down one, to the last, to the first, down to the theme,
        // change it and back: each answer names its place.
        let steps: [(&str, usize); 12] = [
            ("ctrl+comma", 1),
            ("Down", 2),
            ("End", 16),
            ("Home", 1),
            ("Down", 2),
            ("Down", 3),
            ("Down", 4),
            ("Down", 5),
            ("Down", 6),
            ("Right", 6),
            ("Left", 6),
            ("Left", 6),
        ];
        for (key, place) in steps {
            let want = format!("{place} {of} 16");
            let answer = press(&display, &said, key, &want);
            println!("{lang}: {key}: {answer}");
            if !answer.contains(&want) {
                wrong.push(format!("{lang}: {key} said {answer:?}, without {want:?}"));
            }
        }
        let answer = press(&display, &said, "Escape", closed);
        assert!(answer.contains(closed), "{lang}: {answer}");
        run(
            &display,
            &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
        );
        let app = reaper.0.last_mut().unwrap();
        wait_for("tactus to quit", Duration::from_secs(10), || {
            app.try_wait().ok().flatten().is_some()
        });
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
