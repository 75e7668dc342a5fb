//! The clock's window has no braille display: `tactus clock --braille on`
//! with a display says once that the braille display shows the clock in
//! the line interface, and the window goes on. Needs Xvfb; fails (does
//! not skip) without it (nor without xdotool).

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, start_xvfb, until_window_listens, wait_for};

#[test]
fn the_window_says_the_braille_display_is_the_line_interfaces() {
    need("Xvfb");
    need("xdotool");
    let home = tempfile::tempdir().unwrap();
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let note = "The braille display shows the clock in the line interface only: \
                tactus clock --tty --braille on.";
    for (braille, told) in [("on", true), ("auto", false)] {
        let out = home.path().join(format!("{braille}.txt"));
        reaper.0.push(
            Command::new(env!("CARGO_BIN_EXE_tactus"))
                .args([
                    "clock",
                    "--lang",
                    "en",
                    "--voice",
                    "text",
                    "--braille",
                    braille,
                ])
                .env("TACTUS_DATA_DIR", home.path().join(braille).join("data"))
                .env(
                    "TACTUS_CONFIG_DIR",
                    home.path().join(braille).join("config"),
                )
                .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
                .env("BRLAPI_HOST", "127.0.0.1:399")
                .env("DISPLAY", &display)
                .stdin(Stdio::null())
                .stdout(std::fs::File::create(&out).unwrap())
                .stderr(Stdio::null())
                .spawn()
                .unwrap(),
        );
        let said = || std::fs::read_to_string(&out).unwrap_or_default();
        wait_for("the window's first words", Duration::from_secs(10), || {
            said().contains("Time control")
        });
        // Everything said at the start comes before the answer to a key:
        // `c`, White's button, which does nothing before the start.
        focus_window(&display);
        until_window_listens(&display, &out);
        wait_for(
            "the answer to White's button",
            Duration::from_secs(10),
            || said().contains("White's clock is not running: nothing happens"),
        );
        assert_eq!(
            said().matches(note).count(),
            usize::from(told),
            "{}",
            said()
        );
        assert!(!said().contains("No braille display"), "{}", said());
        // The next start's window is the only one.
        let mut clock = reaper.0.pop().expect("this clock");
        xvfb::stop(&mut clock);
    }
}
