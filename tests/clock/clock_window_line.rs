//! The clock window's command line under Xvfb: `/` opens it, xdotool
//! types a move or a command and Enter runs it as `tactus clock --tty`
//! would: a move given with a press is recorded in `clock.json`, a refused
//! one changes nothing and its reason is said, a correction is said back,
//! Escape closes the line without running it. A screen reader (pyatspi)
//! finds the open line as a text input holding what was typed. Needs
//! Xvfb, xdotool, dbus-run-session and Debian's python3 with pyatspi;
//! fails (does not skip) without them.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_xvfb, until_window_listens, wait_for};

/// Starts `tactus clock 5+3 --lang en --voice text` on `display`, its
/// files in `home`; returns the file its standard output goes to.
fn start_clock(reaper: &mut Reaper, display: &str, home: &Path) -> std::path::PathBuf {
    let out_path = home.join("stdout.txt");
    let stdout = std::fs::File::create(&out_path).unwrap();
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["clock", "5+3", "--lang", "en", "--voice", "text"])
            .env("DISPLAY", display)
            .env("TACTUS_DATA_DIR", home.join("data"))
            .env("TACTUS_CONFIG_DIR", home.join("config"))
            .env("ALSA_CONFIG_PATH", home.join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    out_path
}

/// Opens the command line, types `text` and ends with `end` (Return or
/// Escape).
fn type_line(display: &str, text: &str, end: &str) {
    run(display, &["xdotool", "key", "slash"]);
    run(display, &["xdotool", "type", "--delay", "30", text]);
    run(display, &["xdotool", "key", end]);
}

#[test]
fn the_command_line_runs_what_the_terminal_runs() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out = start_clock(&mut reaper, &display, home.path());
    let said = || std::fs::read_to_string(&out).unwrap_or_default();
    let kept = || std::fs::read_to_string(home.path().join("data/clock.json")).unwrap_or_default();
    focus_window(&display);
    wait_for("the time control", Duration::from_secs(10), || {
        said().contains("Time control")
    });
    until_window_listens(&display, &out);
    run(&display, &["xdotool", "key", "Shift_R"]);
    wait_for("the start", Duration::from_secs(10), || {
        said().contains("Clock started: White's clock runs.")
    });

    // A move with the press.
    type_line(&display, "Nf3", "Return");
    wait_for("White's move", Duration::from_secs(10), || {
        said().contains("White, move 1: Knight f3")
    });
    assert!(said().contains("Command line: type a move"), "{}", said());
    let after_move = kept();
    assert!(after_move.contains("Nf3"), "{after_move}");

    // A move that cannot be played: refused with the reason, nothing kept.
    type_line(&display, "Ke2", "Return");
    wait_for("the refusal", Duration::from_secs(10), || {
        said().contains("The clock was not pressed.")
    });
    assert_eq!(kept(), after_move, "a refused move changes nothing");

    // The arbiter's correction is said back.
    type_line(&display, "add white 2m", "Return");
    wait_for("the correction", Duration::from_secs(10), || {
        said().contains("White: 2 minutes added, now")
    });

    // Escape closes the line: the undo typed is not run.
    type_line(&display, "undo", "Escape");
    type_line(&display, "score", "Return");
    wait_for("the score", Duration::from_secs(10), || {
        said().lines().any(|l| l == "1. Nf3")
    });
    assert!(!said().contains("taken back"), "{}", said());
    assert!(kept().contains("Nf3"), "{}", kept());
}

/// Inside its own D-Bus session: Xvfb, the AT-SPI bus switched on, `tactus
/// clock`, the command line opened and `Nf3` typed, then pyatspi prints
/// every object with its text. Each step waits on what tactus says (its
/// standard output) or shows (its tree), never on the clock.
const ATSPI_SCENARIO: &str = r#"
set -u
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$OUT/display" >/dev/null 2>&1 &
XP=$!
i=0
until [ -s "$OUT/display" ] || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
TP=
trap 'kill $TP $XP 2>/dev/null' EXIT
export DISPLAY=":$(head -n 1 "$OUT/display")"
timeout 10 dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled \
  variant:boolean:true >/dev/null || echo "setup: dbus-send failed"
"$TACTUS" clock 5+3 --lang en --voice text $CLOCK_ARGS >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
WID=$(timeout 20 xdotool search --sync --name tactus | head -1)
timeout 10 xdotool windowfocus --sync "$WID"
i=0
until grep -q "Time control" "$OUT/tactus.out" || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
# Until the window takes keys: `c` (the clocks, which changes nothing)
# until tactus says more; the first keys can reach a window that does not
# handle them yet.
said() { wc -c <"$OUT/tactus.out"; }
n=0
while [ $n -lt 15 ]; do
  before=$(said)
  xdotool key c
  i=0
  until [ "$(said)" -gt "$before" ] || [ $i -ge 20 ]; do sleep 0.1; i=$((i+1)); done
  [ "$(said)" -gt "$before" ] && break
  n=$((n+1))
done
if [ -n "$BEFORE" ]; then
  xdotool key slash
  xdotool type --delay 30 "$BEFORE"
  xdotool key Return
  i=0
  until grep -qF "$BEFORE_SAID" "$OUT/tactus.out" || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
fi
xdotool key slash
xdotool type --delay 30 "$TYPED"
timeout 30 /usr/bin/python3 -c "$DUMP"
"#;

/// Prints `role | name | text` of every object of tactus's tree, and
/// which has the focus, once the focused object holds as many characters
/// as were typed (20 s at most: then as it is).
const DUMP: &str = r#"
import os, time, pyatspi
typed = len(os.environ["TYPED"])
def walk(o, out):
    try:
        t = o.queryText()
        text = t.getText(0, -1)
    except Exception:
        text = "-"
    focused = o.getState().contains(pyatspi.STATE_FOCUSED)
    out.append(" | ".join([o.getRoleName(), o.name, text, "focused" if focused else ""]))
    for c in o:
        walk(c, out)
lines = []
for _ in range(100):
    lines = []
    for a in pyatspi.Registry.getDesktop(0):
        if a and a.name == "tactus":
            walk(a, lines)
    if any(l.endswith(" | focused") and len(l.split(" | ")[2]) == typed for l in lines):
        break
    time.sleep(0.2)
print("\n".join(lines))
"#;

/// The AT-SPI scenario with `clock_args` for the clock, `before` run on
/// the line first (if not empty) until tactus says `before_said`, then
/// `typed` left on the open line: every object of tactus's tree, one line
/// each.
fn tree_with_line(clock_args: &str, before: &str, before_said: &str, typed: &str) -> String {
    for tool in [
        "Xvfb",
        "xdotool",
        "dbus-run-session",
        "dbus-send",
        "/usr/bin/python3",
    ] {
        need(tool);
    }
    let out = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let runtime = tempfile::tempdir().unwrap();
    let run = Command::new("timeout")
        .args([
            "-k",
            "5",
            "120",
            "dbus-run-session",
            "--",
            "sh",
            "-c",
            ATSPI_SCENARIO,
        ])
        .env("TACTUS", env!("CARGO_BIN_EXE_tactus"))
        .env("CLOCK_ARGS", clock_args)
        .env("BEFORE", before)
        .env("BEFORE_SAID", before_said)
        .env("TYPED", typed)
        .env("DUMP", DUMP)
        .env("OUT", out.path())
        .env("TACTUS_DATA_DIR", home.path().join("data"))
        .env("TACTUS_CONFIG_DIR", home.path().join("config"))
        .env("ALSA_CONFIG_PATH", home.path().join("no-alsa.conf"))
        .env("XDG_RUNTIME_DIR", runtime.path())
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("dbus-run-session runs");
    String::from_utf8_lossy(&run.stdout).into_owned()
}

#[test]
fn a_screen_reader_finds_the_typed_line() {
    let text = tree_with_line("", "", "", "Nf3");
    assert!(
        text.lines()
            .any(|l| l == "entry | Command line | Nf3 | focused"),
        "{text}"
    );
    // The latest answer, the line's opening, is there to be read.
    assert!(
        text.lines()
            .any(|l| l.starts_with("label | Command line: type a move")),
        "{text}"
    );
}

/// The arbiter's code asked for in tournament mode is typed unseen: the
/// line is a password field showing a dot per character, and neither the
/// picture's field nor the tree holds the code.
#[test]
fn the_arbiters_code_is_typed_into_a_password_field() {
    let text = tree_with_line(
        "--tournament --arbiter-code 4711",
        "arbiter",
        "Arbiter's code?",
        "4711",
    );
    assert!(
        text.lines()
            .any(|l| l == "password text | Command line | •••• | focused"),
        "{text}"
    );
    assert!(!text.contains("4711"), "{text}");
}
