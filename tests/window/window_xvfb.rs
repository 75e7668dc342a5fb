//! The real board window under Xvfb: keys by xdotool, announcements on
//! standard output, pixels from a screenshot (TESTING.md). Needs Xvfb,
//! xdotool and ImageMagick; fails (does not skip) without them.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use tactus::window::render::Layout;
use tactus::window::theme::{BLACK_WHITE, YELLOW_NAVY};

use crate::xvfb;
use xvfb::{
    Reaper, colour, count_colour, expect_shot, focus_window, hex, need, pixel, run, screenshot,
    start_tactus, start_xvfb, wait_for, window_size,
};

/// Takes screenshots until the pixel at (x, y) is `want` (the window
/// redraws a moment after it speaks), for at most five seconds.
fn expect_pixel(display: &str, name: &str, (x, y): (f32, f32), want: &str) -> PathBuf {
    let start = Instant::now();
    loop {
        let shot = screenshot(display, name);
        let got = pixel(&shot, x, y);
        if got == want {
            return shot;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{name}: ({x}, {y}) is {got}, not {want}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The screen position of a cell (column, row from the top-left) of the
/// board drawn in a `w` × `h` window at the screen's origin.
fn cell_centre(w: u32, h: u32, cell: (u32, u32), down: f32) -> (f32, f32) {
    let l = Layout::new(w, h, 1.0);
    let (x, y) = l.centre(cell);
    (x, y + down * l.square)
}

/// Two people at one keyboard.
const PEOPLE: [&str; 4] = ["--white", "human", "--black", "human"];

#[test]
fn the_window_plays_e4_by_keys_and_shows_it() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);

    let home = tempfile::tempdir().unwrap();
    let out_path = start_tactus(&mut reaper, &display, home.path(), &PEOPLE);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out_path);

    // From e4 down to e2, lift, up to e4, place, announce.
    run(
        &display,
        &["xdotool", "key", "--delay", "60", "Down", "Down", "Return"],
    );
    wait_for("the lift", Duration::from_secs(10), || {
        said().contains("lifted")
    });
    let (w, h) = window_size(&display, &wid);
    // e2 (cell 4, 6): the lifted square's ground beside the pawn; e4 a target dot.
    let l = Layout::new(w, h, 1.0);
    let r = l.cell_rect((4, 6)).unwrap();
    let ground = (r.x() + r.width() * 0.3, r.y() + r.height() * 0.25);
    let lifted = expect_pixel(
        &display,
        "window-lifted.png",
        ground,
        &hex(YELLOW_NAVY.lifted),
    );
    let (x, y) = cell_centre(w, h, (4, 4), 0.0);
    assert_eq!(
        pixel(&lifted, x, y),
        hex(YELLOW_NAVY.target),
        "a target dot on e4"
    );

    run(
        &display,
        &["xdotool", "key", "--delay", "60", "Up", "Up", "Return"],
    );
    wait_for("the placement", Duration::from_secs(10), || {
        said().contains("placed")
    });
    assert!(
        !said().contains("Clock pressed"),
        "made before the announcement"
    );
    run(&display, &["xdotool", "key", "Return"]);
    wait_for("the announcement", Duration::from_secs(10), || {
        said().contains("Clock pressed")
    });
    let text = said();
    let lines: Vec<&str> = text.lines().collect();
    let made = lines
        .iter()
        .position(|l| l.contains("e4") && l.starts_with("White"));
    let pressed = lines.iter().position(|l| l.contains("Clock pressed"));
    assert!(made.is_some() && made < pressed, "{text}");

    // The white pawn's body on e4 (cell 4, 4), e2 (cell 4, 6) empty and light.
    let pawn = cell_centre(w, h, (4, 4), 0.1);
    let shot = expect_pixel(
        &display,
        "window-after-e4.png",
        pawn,
        &hex(YELLOW_NAVY.white_fill),
    );
    let (x, y) = cell_centre(w, h, (4, 6), 0.0);
    assert_eq!(pixel(&shot, x, y), hex(YELLOW_NAVY.light), "e2 empty");
    // d5 (cell 3, 3) light, e5 (cell 4, 3) dark: the default theme.
    let (x, y) = cell_centre(w, h, (3, 3), 0.0);
    assert_eq!(pixel(&shot, x, y), hex(YELLOW_NAVY.light));
    let (x, y) = cell_centre(w, h, (4, 3), 0.0);
    assert_eq!(pixel(&shot, x, y), hex(YELLOW_NAVY.dark));

    // A narrow, tall window keeps the whole board, the pawn still on e4.
    run(
        &display,
        &["xdotool", "windowsize", "--sync", &wid, "600", "760"],
    );
    wait_for("the resize", Duration::from_secs(10), || {
        window_size(&display, &wid) == (600, 760)
    });
    let pawn = cell_centre(600, 760, (4, 4), 0.1);
    let tall = expect_pixel(
        &display,
        "window-tall.png",
        pawn,
        &hex(YELLOW_NAVY.white_fill),
    );
    let (x, y) = cell_centre(600, 760, (0, 5), 0.0);
    assert_eq!(
        pixel(&tall, x, y),
        hex(YELLOW_NAVY.dark),
        "a3 is dark and in the window"
    );

    // i opens the command line; the typed c goes to it, not to the key map
    // (where c says the clocks); Enter runs it as a tactus tty line.
    run(&display, &["xdotool", "key", "i"]);
    wait_for("the command line", Duration::from_secs(10), || {
        said().contains("Command line")
    });
    run(
        &display,
        &["xdotool", "key", "--delay", "100", "c", "Return"],
    );
    wait_for("the clocks", Duration::from_secs(10), || {
        said()
            .split("Command line")
            .nth(1)
            .is_some_and(|after| after.contains("Black: "))
    });

    // flip typed in the command line turns the picture with the board the
    // player reads: from Black's side the white pawn on e4 stands in the
    // fourth column, fourth row (where d5 was).
    run(&display, &["xdotool", "key", "i"]);
    run(
        &display,
        &[
            "xdotool", "key", "--delay", "100", "f", "l", "i", "p", "Return",
        ],
    );
    wait_for("the flip", Duration::from_secs(10), || {
        said().contains("read from Black's side")
    });
    let pawn = cell_centre(600, 760, (3, 3), 0.1);
    expect_pixel(
        &display,
        "window-flipped.png",
        pawn,
        &hex(YELLOW_NAVY.white_fill),
    );

    // Ctrl+Q asks; Ctrl+Q again quits, and the game is saved.
    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    let app = reaper.0.last_mut().unwrap();
    wait_for("tactus to quit", Duration::from_secs(10), || {
        app.try_wait().ok().flatten().is_some()
    });
    let text = said();
    assert!(text.contains("Goodbye"), "{text}");
    // After "Command line" the answer to c, said once, nothing typed
    // echoed: both clocks, and when they start (after 1. e4 they wait for
    // Black's first move).
    let after: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.contains("Command line"))
        .skip(1)
        .take_while(|l| !l.contains("Command line"))
        .collect();
    assert_eq!(after.len(), 3, "{text}");
    assert!(
        after[0].starts_with("White: ") && after[1].starts_with("Black: "),
        "{text}"
    );
    assert_eq!(after[2], "The clocks start after Black's first move.");
}

#[test]
fn with_no_display_the_terminal_takes_over_and_says_so_once() {
    use std::io::Write;
    let home = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .args([
            "play", "--lang", "en", "--voice", "text", "--white", "human", "--black", "human",
        ])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("TACTUS_DATA_DIR", home.path().join("data"))
        .env("TACTUS_CONFIG_DIR", home.path().join("config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("tactus starts");
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(b"e4\nquit\nyes\n");
    }
    let start = Instant::now();
    while child.try_wait().ok().flatten().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("tactus did not end");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().expect("output");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        text.matches("No display. Playing in the terminal.").count(),
        1,
        "{text}"
    );
    assert!(
        text.lines().next().unwrap_or("").contains("terminal"),
        "{text}"
    );
    assert!(text.contains("e4"), "{text}");
}

#[test]
fn the_settings_dialog_changes_the_theme_by_keys_and_saves_it() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config");
    let out_path = start_tactus(&mut reaper, &display, home.path(), &PEOPLE);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    let (w, h) = window_size(&display, &wid);
    let l = Layout::new(w, h, 1.0);
    let light = l.centre((3, 3));

    // The yellow-navy theme: magenta frames the selected row.
    let magenta = colour(YELLOW_NAVY.cursor);
    let red = colour(BLACK_WHITE.cursor);
    run(&display, &["xdotool", "key", "ctrl+comma"]);
    wait_for("the dialog", Duration::from_secs(10), || {
        said().contains("Settings. Language: English, 1 of 16.")
    });
    expect_shot(&display, "settings-open.png", "a magenta frame", |shot| {
        count_colour(shot, magenta) > 300
    });

    // Down to the theme; keys go to the dialog, not to the board.
    run(
        &display,
        &[
            "xdotool", "key", "--delay", "100", "Down", "Down", "Down", "Down", "Down",
        ],
    );
    wait_for("the theme row", Duration::from_secs(10), || {
        said().contains("Theme: yellow and navy, 6 of 16")
    });
    assert!(!said().contains("e3"), "the cursor stayed: {}", said());

    // Right: black and white at once, said, shown and saved.
    run(&display, &["xdotool", "key", "Right"]);
    wait_for("the new theme said", Duration::from_secs(10), || {
        said().contains("Theme: black and white, 6 of 16")
    });
    let shot = expect_shot(
        &display,
        "settings-black-white.png",
        "a red frame",
        |shot| count_colour(shot, red) > 300,
    );
    assert_eq!(count_colour(&shot, magenta), 0, "no yellow-navy left");
    let saved = std::fs::read_to_string(config.join("config.toml")).unwrap_or_default();
    assert!(saved.contains("theme = \"black-white\""), "{saved}");

    // Escape closes; the board is drawn in black and white.
    run(&display, &["xdotool", "key", "Escape"]);
    wait_for("the dialog closed", Duration::from_secs(10), || {
        said().contains("Settings closed.")
    });
    // e5 dark grey (the dialog has no grey), d5 light grey.
    let shot = expect_pixel(
        &display,
        "settings-closed.png",
        l.centre((4, 3)),
        &hex(BLACK_WHITE.dark),
    );
    let d5 = pixel(&shot, light.0, light.1);
    assert_eq!(d5, hex(BLACK_WHITE.light), "d5 is light grey");

    // Now the arrows move the cursor again.
    run(&display, &["xdotool", "key", "Down"]);
    wait_for("the cursor", Duration::from_secs(10), || {
        said().contains("e3")
    });
    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    let app = reaper.0.last_mut().unwrap();
    wait_for("tactus to quit", Duration::from_secs(10), || {
        app.try_wait().ok().flatten().is_some()
    });
}

#[test]
fn the_command_line_is_a_field_with_a_cursor_and_the_settings_leave_the_board_in_view() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out_path = start_tactus(&mut reaper, &display, home.path(), &PEOPLE);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out_path);
    let (w, h) = window_size(&display, &wid);
    let magenta = colour(YELLOW_NAVY.cursor);

    // The command line: a field at the foot of the panel with a cursor bar
    // in the cursor's colour (magenta in the default theme) after the text.
    let closed = count_colour(&screenshot(&display, "field-closed.png"), magenta);
    run(&display, &["xdotool", "key", "i"]);
    wait_for("the command line", Duration::from_secs(10), || {
        said().contains("Command line")
    });
    run(&display, &["xdotool", "type", "--delay", "80", "Nf"]);
    expect_shot(
        &display,
        "field-open.png",
        "a cursor bar in the field",
        |shot| count_colour(shot, magenta) > closed + 20,
    );
    run(&display, &["xdotool", "key", "Escape"]);

    // White's clock runs; the settings open in the panel and every square
    // stays in view: d5 light, e5 dark, as before.
    assert!(said().contains("White to move"));
    run(&display, &["xdotool", "key", "ctrl+comma"]);
    wait_for("the settings", Duration::from_secs(10), || {
        said().contains("Up and down choose")
    });
    let d5 = cell_centre(w, h, (3, 3), 0.0);
    let e5 = cell_centre(w, h, (4, 3), 0.0);
    let shot = expect_shot(
        &display,
        "settings-open.png",
        "the settings drawn",
        |shot| {
            // The selected row's frame in the panel: many more magenta pixels.
            count_colour(shot, magenta) > closed + 200
        },
    );
    assert_eq!(
        pixel(&shot, d5.0, d5.1),
        hex(YELLOW_NAVY.light),
        "d5 in view"
    );
    assert_eq!(
        pixel(&shot, e5.0, e5.1),
        hex(YELLOW_NAVY.dark),
        "e5 in view"
    );
}

#[test]
fn review_steps_back_through_the_game_said_and_shown_and_returns_to_the_present() {
    for tool in ["Xvfb", "xdotool", "import", "convert"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out_path = start_tactus(&mut reaper, &display, home.path(), &PEOPLE);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out_path);
    for mv in ["e4", "e5", "Nf3"] {
        run(&display, &["xdotool", "key", "i"]);
        run(&display, &["xdotool", "type", "--delay", "80", mv]);
        run(&display, &["xdotool", "key", "Return"]);
    }
    let start = Instant::now();
    while !said().contains("Knight f3") {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "three moves: {}",
            said()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let (w, h) = window_size(&display, &wid);
    // f3 (cell 5, 5), a light square: the knight stands on it.
    let f3 = cell_centre(w, h, (5, 5), 0.0);
    expect_shot(&display, "review-before.png", "the knight on f3", |shot| {
        pixel(shot, f3.0, f3.1) != hex(YELLOW_NAVY.light)
    });

    // Alt+Left: one move back, said; f3 empty again.
    run(&display, &["xdotool", "key", "alt+Left"]);
    wait_for("the review", Duration::from_secs(10), || {
        said().contains("Review: ") && said().contains("Move 1, Black: e5")
    });
    expect_pixel(&display, "review-e5.png", f3, &hex(YELLOW_NAVY.light));
    // Left again: move 1, White; a key of the game only reminds.
    run(&display, &["xdotool", "key", "Left"]);
    wait_for("one more back", Duration::from_secs(10), || {
        said().contains("Move 1, White: e4")
    });
    run(&display, &["xdotool", "key", "ctrl+r"]);
    wait_for("the reminder", Duration::from_secs(10), || {
        said().contains("In review: ")
    });
    assert!(!said().contains("Resign?"), "{}", said());
    // Escape: the game as it stands, the knight back on f3.
    run(&display, &["xdotool", "key", "Escape"]);
    wait_for("the present", Duration::from_secs(10), || {
        said().contains("Back to the game.")
    });
    // Ctrl on its way to Ctrl+R is no key of its own: one reminder.
    assert_eq!(said().matches("In review: ").count(), 1, "{}", said());
    expect_shot(
        &display,
        "review-after.png",
        "the knight on f3 again",
        |shot| pixel(shot, f3.0, f3.1) != hex(YELLOW_NAVY.light),
    );
}
