//! The board window in German, as a sighted player and a screen reader
//! find it, for real under Xvfb (issue 41):
//!
//! * the window's title is in the player's language ("tactus:
//!   Schachbrett"), for xdotool and as the name of the AT-SPI frame, and
//!   follows the language chosen in the settings dialog;
//! * what the screen reader is told is what the voice said: every
//!   announcement heard over AT-SPI is the text of the utterance the
//!   transcript got, worded once by the driver; among them the answer to
//!   `stimmen` typed on the command line, which the driver says of its own
//!   and which the window once left unannounced.
//!
//! Needs Xvfb, xdpyinfo, xdotool, dbus (dbus-run-session, dbus-send),
//! at-spi2-core and Debian's /usr/bin/python3 with pyatspi; fails (does
//! not skip) without them. Every wait is bounded.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::Value;

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_tactus_in, start_xvfb, wait_for};

const PYTHON: &str = "/usr/bin/python3";

#[test]
fn the_title_is_in_the_players_language_and_follows_it() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let people = ["--white", "human", "--black", "human"];
    let out_path = start_tactus_in(&mut reaper, &display, home.path(), "de", &people);
    let said = || std::fs::read_to_string(&out_path).unwrap_or_default();
    let wid = focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("Weiß")
    });
    xvfb::until_window_listens(&display, &out_path);
    let title = || run(&display, &["xdotool", "getwindowname", &wid]);
    assert_eq!(title().trim(), "tactus: Schachbrett");

    // The settings dialog opens on the language: the next one is Spanish,
    // and the title follows it.
    run(&display, &["xdotool", "key", "ctrl+comma"]);
    wait_for("the settings", Duration::from_secs(10), || {
        said().contains("Einstellungen")
    });
    run(&display, &["xdotool", "key", "Right"]);
    crate::wait::within(Duration::from_secs(10), || {
        title().trim() == "tactus: tablero de ajedrez"
    });
    assert_eq!(
        title().trim(),
        "tactus: tablero de ajedrez",
        "the title after the language changed; tactus said:\n{}",
        said()
    );
    run(&display, &["xdotool", "key", "Escape"]);
    run(
        &display,
        &["xdotool", "key", "--delay", "100", "ctrl+q", "ctrl+q"],
    );
    let app = reaper.0.last_mut().unwrap();
    wait_for("tactus to quit", Duration::from_secs(10), || {
        app.try_wait().ok().flatten().is_some()
    });
}

/// The scenario, run by `sh` inside `dbus-run-session`: Xvfb, the AT-SPI
/// bus, `tactus play --lang de --voice screen-reader` with a transcript;
/// the frame's name, then the announcements heard while T is pressed
/// and `stimmen` is run on the command line.
const SCENARIO: &str = r#"
set -u
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$OUT/display" >/dev/null 2>&1 &
XP=$!
i=0
until [ -s "$OUT/display" ] || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
export DISPLAY=":$(head -n 1 "$OUT/display")"
TP=
trap 'kill $TP $XP 2>/dev/null' EXIT
i=0
until xdpyinfo >/dev/null 2>&1 || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
timeout 10 dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled \
  variant:boolean:true >/dev/null || echo "STEP setup dbus-send failed"
"$TACTUS" play --lang de --voice screen-reader --transcript "$OUT/said.jsonl" \
  --white human --black human >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
# Wait up to 20 s for $3 lines with the fixed string $2 in the file $1.
seen() {
  i=0
  until [ "$(grep -cF -- "$2" "$1" 2>/dev/null)" -ge "$3" ]; do
    [ $i -ge 200 ] && { echo "STEP timeout $2 in $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
}
# The application registers before its tree is asked for: retry a while.
i=0
while :; do
  timeout 40 "$PYTHON" "$PROBE" tactus --wait 15 >"$OUT/tree.json" 2>/dev/null
  if grep -q '^{"event": "grid"' "$OUT/tree.json" || [ $i -ge 20 ]; then break; fi
  sleep 0.5; i=$((i+1))
done
"$PYTHON" -c '
import json, pyatspi
desktop = pyatspi.Registry.getDesktop(0)
for app in desktop:
    if app is not None and app.name == "tactus":
        for child in app:
            print("STEP frame " + json.dumps({"role": child.getRoleName(), "name": child.name}))
' 2>&1
WID=$(timeout 10 xdotool search --sync --name "tactus: Schachbrett" | head -1)
[ -n "$WID" ] || { echo "STEP setup no window titled tactus: Schachbrett"; exit 0; }
timeout 10 xdotool windowfocus --sync "$WID"
timeout 60 "$PYTHON" "$PROBE" tactus --listen 40 --until "am Zug" --until Befehlszeile \
  --until "Stimmen" >"$OUT/keys.json" 2>"$OUT/probe.err" &
PP=$!
seen "$OUT/keys.json" '"event": "listening"' 1
# T says whose move it is: said once before (the new game), now twice.
timeout 10 xdotool key t
seen "$OUT/said.jsonl" "am Zug" 2
timeout 10 xdotool key i
seen "$OUT/said.jsonl" "Befehlszeile" 1
timeout 10 xdotool type stimmen
timeout 10 xdotool key Return
seen "$OUT/said.jsonl" "Stimmen" 1
wait $PP
sed -n 's/^{/STEP keys {/p' "$OUT/keys.json"
echo "STEP done"
"#;

/// The JSON lines of the scenario's `step`.
fn step(output: &str, step: &str) -> Vec<Value> {
    let prefix = format!("STEP {step} ");
    output
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[test]
fn a_screen_reader_hears_in_german_what_the_voice_said() {
    xvfb::need_atspi_probe(PYTHON);
    let out = tempfile::tempdir().expect("a temporary folder");
    let data = tempfile::tempdir().expect("a temporary folder");
    let config = tempfile::tempdir().expect("a temporary folder");
    let runtime = tempfile::tempdir().expect("a temporary folder");
    let probe = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/atspi_probe.py");
    let run = Command::new("timeout")
        .args(["-k", "5", "150", "dbus-run-session", "--", "sh", "-c"])
        .arg(SCENARIO)
        .env("TACTUS", env!("CARGO_BIN_EXE_tactus"))
        .env("PYTHON", PYTHON)
        .env("PROBE", &probe)
        .env("OUT", out.path())
        .env("TACTUS_DATA_DIR", data.path())
        .env("TACTUS_CONFIG_DIR", config.path())
        .env("XDG_RUNTIME_DIR", runtime.path())
        // No synthesizer to list the voices of: its answer comes at once.
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}/none.sock", out.path().display()),
        )
        .env_remove("WAYLAND_DISPLAY")
        // The channel is tactus's to find, not the caller's to fix.
        .env_remove("TACTUS_ANNOUNCE")
        .output()
        .expect("dbus-run-session runs");
    let output = String::from_utf8_lossy(&run.stdout).into_owned();
    let read = |name: &str| std::fs::read_to_string(out.path().join(name)).unwrap_or_default();
    let transcript = read("said.jsonl");
    let context = format!(
        "scenario output:\n{output}\ntranscript:\n{transcript}\ntactus errors:\n{}\nprobe errors:\n{}",
        read("tactus.err"),
        read("probe.err"),
    );
    assert!(!output.contains("STEP setup"), "setup failed\n{context}");

    // The frame, which the screen reader names the window by.
    let frames = step(&output, "frame");
    assert!(
        frames
            .iter()
            .any(|f| f["role"] == "frame" && f["name"] == "tactus: Schachbrett"),
        "the frame is not named \"tactus: Schachbrett\": {frames:?}\n{context}"
    );

    // What the voice said after the probe began to listen: T's answer, the
    // command line opened, the voices (or why none can be listed).
    let texts: Vec<String> = transcript
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter_map(|v| v["text"].as_str().map(str::to_owned))
        .collect();
    let from = texts
        .iter()
        .rposition(|t| t.contains("am Zug"))
        .unwrap_or_else(|| panic!("T was not answered\n{context}"));
    let said = &texts[from..];
    assert_eq!(said.len(), 3, "{said:?}\n{context}");
    assert!(said[2].starts_with("Die Stimmen"), "{said:?}\n{context}");
    // What the screen reader was told: the same words, one announcement
    // an utterance.
    let keys = step(&output, "keys");
    let announced: Vec<&str> = keys
        .iter()
        .filter(|v| v["event"] == "announcement")
        .filter_map(|v| v["text"].as_str())
        .collect();
    assert_eq!(
        announced, said,
        "the announcements are not what the voice said\n{context}"
    );
}
