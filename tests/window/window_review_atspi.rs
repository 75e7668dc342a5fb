//! Review mode as a screen reader sees it, for real and headless (as
//! `tests/window/window_atspi.rs`): after 1. e4 e5 typed on the command line,
//! Alt+Left shows the position after 1. e4, and the AccessKit grid read
//! over AT-SPI by the pyatspi probe holds that position's pieces (e7 a
//! black pawn again, e5 empty) and is named for it; before review it
//! holds the game as it stands.
//!
//! Needs Xvfb, xdotool, dbus (dbus-run-session, dbus-send), at-spi2-core
//! and Debian's /usr/bin/python3 with pyatspi; fails (does not skip)
//! without them. Every wait is bounded.

use crate::xvfb;

use std::path::Path;
use std::process::Command;

use serde_json::Value;

const PYTHON: &str = "/usr/bin/python3";

/// The X display, the AT-SPI bus switched on, tactus started, two moves
/// typed, the tree read; Alt+Left, the tree read again.
const SCENARIO: &str = r#"
set -u
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$OUT/display" >/dev/null 2>&1 &
XP=$!
i=0
until [ -s "$OUT/display" ] || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
D=":$(head -n 1 "$OUT/display")"
TP=
trap 'kill $TP $XP 2>/dev/null' EXIT
export DISPLAY="$D"
i=0
until xdpyinfo >/dev/null 2>&1 || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
timeout 10 dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled \
  variant:boolean:true >/dev/null || echo "STEP setup dbus-send failed"
"$TACTUS" play --lang en --voice text --style san --white human --black human >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
WID=$(timeout 10 xdotool search --sync --name "tactus: chess board" | head -1)
[ -n "$WID" ] || echo "STEP setup no window"
timeout 10 xdotool windowfocus --sync "$WID"
i=0
until grep -q "White to move" "$OUT/tactus.out" || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
# Until the window takes keys (the first can reach a window that does not
# handle them yet): `c`, the clocks, until tactus says more.
said() { wc -c <"$OUT/tactus.out"; }
n=0
while [ $n -lt 15 ]; do
  before=$(said)
  timeout 10 xdotool key c
  i=0
  until [ "$(said)" -gt "$before" ] || [ $i -ge 20 ]; do sleep 0.1; i=$((i+1)); done
  [ "$(said)" -gt "$before" ] && break
  n=$((n+1))
done
# The moves, typed on the command line once it is open (tactus says so);
# each waited for.
n=0
for mv in e4 e5; do
  n=$((n+1))
  timeout 10 xdotool key slash
  i=0
  until [ "$(grep -cx "Command line" "$OUT/tactus.out")" -ge $n ] || [ $i -ge 100 ]; do
    sleep 0.1; i=$((i+1))
  done
  timeout 10 xdotool type --delay 100 "$mv"
  timeout 10 xdotool key Return
  i=0
  until grep -q ": $mv" "$OUT/tactus.out" || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
done
grep -q ": e5" "$OUT/tactus.out" || echo "STEP setup moves not made"
i=0
while :; do
  timeout 40 "$PYTHON" "$PROBE" tactus --wait 15 --list-cells >"$OUT/now.json" 2>/dev/null
  if grep -q '^{"event": "cells"' "$OUT/now.json" || [ $i -ge 20 ]; then break; fi
  sleep 0.5; i=$((i+1))
done
sed -n 's/^{/STEP now {/p' "$OUT/now.json"
timeout 10 xdotool key alt+Left
i=0
until grep -q "Move 1, White" "$OUT/tactus.out" || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
# Until the tree shows the review too (its grid is named for it).
i=0
while :; do
  timeout 40 "$PYTHON" "$PROBE" tactus --wait 15 --list-cells >"$OUT/review.json" 2>/dev/null
  if grep '"event": "grid"' "$OUT/review.json" | grep -q "In review" || [ $i -ge 20 ]; then
    break
  fi
  sleep 0.2; i=$((i+1))
done
sed -n 's/^{/STEP review {/p' "$OUT/review.json"
"#;

/// The probe's JSON lines of `step`.
fn step(output: &str, step: &str) -> Vec<Value> {
    let prefix = format!("STEP {step} ");
    output
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

/// The grid's name and its cells' names, as the probe read them in `step`.
fn grid(output: &str, name: &str) -> (String, Vec<String>) {
    let lines = step(output, name);
    let of = |kind: &str| lines.iter().find(|v| v["event"] == kind).cloned();
    let grid = of("grid").map_or(String::new(), |g| {
        g["name"].as_str().unwrap_or("").to_owned()
    });
    let cells = of("cells").map_or(Vec::new(), |c| {
        c["names"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default()
    });
    (grid, cells)
}

fn cell<'a>(cells: &'a [String], square: &str) -> &'a str {
    let prefix = format!("{square}, ");
    cells
        .iter()
        .find(|c| c.starts_with(&prefix))
        .map_or("", String::as_str)
}

#[test]
fn in_review_the_screen_readers_board_is_the_position_reviewed() {
    xvfb::need_atspi_probe(PYTHON);
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    let runtime = tempfile::tempdir().unwrap();
    let probe = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/atspi_probe.py");
    let run = Command::new("timeout")
        .args([
            "-k",
            "5",
            "150",
            "dbus-run-session",
            "--",
            "sh",
            "-c",
            SCENARIO,
        ])
        .env("TACTUS", env!("CARGO_BIN_EXE_tactus"))
        .env("PYTHON", PYTHON)
        .env("PROBE", &probe)
        .env("OUT", out.path())
        .env("TACTUS_DATA_DIR", data.path())
        .env("TACTUS_CONFIG_DIR", config.path())
        .env("XDG_RUNTIME_DIR", runtime.path())
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("TACTUS_ANNOUNCE")
        .output()
        .expect("dbus-run-session runs");
    let output = String::from_utf8_lossy(&run.stdout).into_owned();
    let context = format!(
        "scenario output:\n{output}\ntactus said:\n{}\ntactus errors:\n{}",
        std::fs::read_to_string(out.path().join("tactus.out")).unwrap_or_default(),
        std::fs::read_to_string(out.path().join("tactus.err")).unwrap_or_default()
    );
    assert!(!output.contains("STEP setup"), "setup failed\n{context}");

    // The game as it stands: 1. e4 e5.
    let (name, cells) = grid(&output, "now");
    assert_eq!(name, "Chessboard, White's side", "{context}");
    assert_eq!(cells.len(), 64, "{context}");
    assert!(cell(&cells, "e5").contains("black pawn"), "{context}");
    assert!(!cell(&cells, "e7").contains("pawn"), "{context}");

    // In review, the position after 1. e4, and the grid says so.
    let (name, cells) = grid(&output, "review");
    assert_eq!(
        name.replace(['\u{2068}', '\u{2069}'], ""),
        "Chessboard, White's side. In review, the position after Move 1, White: e4",
        "{context}"
    );
    assert_eq!(cells.len(), 64, "{context}");
    assert!(cell(&cells, "e7").contains("black pawn"), "{context}");
    assert!(!cell(&cells, "e5").contains("pawn"), "{context}");
    assert!(cell(&cells, "e4").contains("white pawn"), "{context}");
}
