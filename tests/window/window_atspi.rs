//! The board window as a screen reader sees it, for real and headless:
//! inside `dbus-run-session`, with Xvfb and the AT-SPI bus enabled, `tactus
//! play` publishes its AccessKit tree and the pyatspi probe
//! (`tests/support/atspi_probe.py`) reads it, follows the focus while
//! xdotool presses arrow keys, hears the announcement of T (say turn) and
//! not the squares, and clicks e2 through AT-SPI (TESTING.md).
//!
//! Needs Xvfb, xdotool, dbus (dbus-run-session, dbus-send), at-spi2-core
//! and Debian's /usr/bin/python3 with pyatspi; fails (does not skip)
//! without them. Every wait is bounded; the scenario runs under `timeout`
//! and kills Xvfb and tactus when it ends; dbus-run-session ends the bus.

use crate::xvfb;

use std::path::Path;
use std::process::Command;

use serde_json::Value;

const PYTHON: &str = "/usr/bin/python3";

/// How every scenario begins: an X display, the AT-SPI bus switched on,
/// and tactus started (its stdout and stderr go to files).
const START: &str = r#"
set -u
# Xvfb chooses a free display itself and names it on descriptor 3.
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
"$TACTUS" play --lang en --voice text --white human --black human >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
# Wait up to 20 s for a fixed string $2 in the file $1.
seen() {
  i=0
  until grep -qF -- "$2" "$1" 2>/dev/null; do
    [ $i -ge 200 ] && { echo "timeout $2 in $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
}
"#;

/// The scenario after [`START`], run by `sh` inside `dbus-run-session`.
/// Lines of the probe are prefixed with the step they belong to.
const SCENARIO: &str = r#"
# The application registers before its tree is asked for: retry a while.
i=0
while :; do
  timeout 40 "$PYTHON" "$PROBE" tactus --wait 15 --list-cells >"$OUT/tree.json" 2>/dev/null
  if grep -q '^{"event": "grid"' "$OUT/tree.json" || [ $i -ge 20 ]; then break; fi
  sleep 0.5; i=$((i+1))
done
sed -n 's/^{/STEP tree {/p' "$OUT/tree.json"
WID=$(timeout 10 xdotool search --sync --name "tactus: chess board" | head -1)
[ -n "$WID" ] || echo "STEP setup no window"
timeout 10 xdotool windowfocus --sync "$WID"
# The probe listens until T's announcement, the last key's answer.
timeout 40 "$PYTHON" "$PROBE" tactus --listen 15 --until "to move" >"$OUT/keys.json" &
PP=$!
seen "$OUT/keys.json" '"event": "listening"'
xdotool key Up Right t
wait $PP
sed -n 's/^{/STEP keys {/p' "$OUT/keys.json"
timeout 40 "$PYTHON" "$PROBE" tactus --click e2 --listen 2 --until lifted 2>"$OUT/click.err" \
  | sed -n 's/^{/STEP click {/p'
sed 's/^/click stderr: /' "$OUT/click.err"
seen "$OUT/tactus.out" "white pawn e2 lifted"
"#;

fn need(tool: &str) {
    assert!(
        xvfb::found(tool),
        "{tool} is missing: install xvfb, x11-utils, xdotool, dbus, at-spi2-core and \
         python3-pyatspi (see TESTING.md)"
    );
}

/// The probe's JSON lines of `step`.
fn step(output: &str, step: &str) -> Vec<Value> {
    let prefix = format!("STEP {step} ");
    output
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

fn events<'a>(lines: &'a [Value], kind: &str) -> Vec<&'a Value> {
    lines.iter().filter(|v| v["event"] == kind).collect()
}

fn name(v: &Value) -> &str {
    v["name"].as_str().unwrap_or("")
}

/// Runs [`START`] then `scenario` in a D-Bus session of its own (Xvfb on a
/// display of its choosing, the AT-SPI bus, tactus and the probe, as the
/// scenario says), with fresh folders; its output folder and how it ended.
fn run_scenario(scenario: &str) -> (tempfile::TempDir, std::process::Output) {
    let out = tempfile::tempdir().expect("a temporary folder");
    let data = tempfile::tempdir().expect("a temporary folder");
    let config = tempfile::tempdir().expect("a temporary folder");
    // The AT-SPI bus's socket goes in the runtime folder (by default the
    // shared ~/.cache/at-spi, which another session ending removes).
    let runtime = tempfile::tempdir().expect("a temporary folder");
    let probe = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/atspi_probe.py");
    let run = Command::new("timeout")
        .args(["-k", "5", "150", "dbus-run-session", "--", "sh", "-c"])
        .arg([START, scenario].concat())
        .env("TACTUS", env!("CARGO_BIN_EXE_tactus"))
        .env("PYTHON", PYTHON)
        .env("PROBE", &probe)
        .env("OUT", out.path())
        .env("TACTUS_DATA_DIR", data.path())
        .env("TACTUS_CONFIG_DIR", config.path())
        .env("XDG_RUNTIME_DIR", runtime.path())
        .env_remove("WAYLAND_DISPLAY")
        // The channel is tactus's to find, not the caller's to fix.
        .env_remove("TACTUS_ANNOUNCE")
        .output()
        .expect("dbus-run-session runs");
    (out, run)
}

#[test]
fn a_screen_reader_reads_the_board_follows_the_cursor_and_clicks() {
    xvfb::need_atspi_probe(PYTHON);
    let (out, run) = run_scenario(SCENARIO);
    let output = String::from_utf8_lossy(&run.stdout).into_owned();
    let said = std::fs::read_to_string(out.path().join("tactus.out")).unwrap_or_default();
    let context = format!(
        "scenario output:\n{output}\ntactus said:\n{said}\ntactus errors:\n{}",
        std::fs::read_to_string(out.path().join("tactus.err")).unwrap_or_default()
    );
    assert!(!output.contains("STEP setup"), "setup failed\n{context}");

    // The tree: a table of 64 cells, read row by row from White's side.
    // Its interfaces: the Table interface is not among them (see below).
    let tree = step(&output, "tree");
    let grid = events(&tree, "grid");
    assert_eq!(grid.len(), 1, "no board table found\n{context}");
    assert_eq!(grid[0]["role"], "table", "{context}");
    assert_eq!(name(grid[0]), "Chessboard, White's side", "{context}");
    assert_eq!(grid[0]["cells"], 64, "{context}");
    let cells = events(&tree, "cells");
    assert_eq!(cells.len(), 1, "no cell list\n{context}");
    let names: Vec<&str> = cells[0]["names"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    assert_eq!(names.len(), 64, "{context}");
    for (index, square) in [(0, "a8"), (7, "h8"), (8, "a7"), (56, "a1"), (63, "h1")] {
        assert!(
            names[index].starts_with(&format!("{square}, ")),
            "cell {index} is {:?}, not {square}\n{context}",
            names[index]
        );
    }
    assert!(
        names.contains(&"e2, light square, white pawn"),
        "no cell \"e2, light square, white pawn\" in {names:?}"
    );
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("e8, light square, black king")),
        "{names:?}"
    );

    // Once the window has the keyboard focus, the cursor's cell (e4) has
    // the screen reader's; Up, Right: the focus follows it to e5, then f5.
    let keys = step(&output, "keys");
    let focused = events(&keys, "focused");
    assert!(
        focused.first().is_some_and(|f| name(f).starts_with("e4, ")),
        "the cursor's cell (e4) is not focused\n{context}"
    );
    // Where the focused cell stands. AccessKit sets row and column counts
    // and indices, but accesskit_atspi_common 0.21.1 (the newest release)
    // implements no AT-SPI Table or TableCell interface and exposes them
    // as no object attribute either: nRows, nColumns and the cell's row
    // and column come out null. What AT-SPI does carry is the cells'
    // order: index 36 in the grid, read row by row, is row 4, column 4,
    // e4 from White's side. Should an adapter bring the Table interface,
    // its numbers are checked instead.
    let e4 = focused[0];
    assert_eq!(e4["index"], 36, "e4's index in the grid\n{context}");
    let interfaces = |v: &Value| -> Vec<String> {
        v["interfaces"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default()
    };
    for v in [grid[0], e4] {
        let got = interfaces(v);
        assert!(
            got.iter().any(|i| i == "Accessible") && got.iter().any(|i| i == "Component"),
            "interfaces {got:?}\n{context}"
        );
    }
    if interfaces(grid[0]).iter().any(|i| i == "Table") {
        assert_eq!(
            (&grid[0]["rows"], &grid[0]["columns"]),
            (&Value::from(8), &Value::from(8)),
            "{context}"
        );
        assert_eq!(
            (&e4["row"], &e4["column"]),
            (&Value::from(4), &Value::from(4)),
            "{context}"
        );
    } else {
        assert_eq!(
            (&grid[0]["rows"], &grid[0]["columns"]),
            (&Value::Null, &Value::Null),
            "no Table interface, yet row and column counts\n{context}"
        );
        assert!(
            !interfaces(e4).iter().any(|i| i == "TableCell"),
            "{context}"
        );
        assert_eq!(
            e4["attributes"],
            serde_json::json!({}),
            "the cell's object attributes\n{context}"
        );
    }
    // The probe listens for announcements and for nothing a description
    // change would tell: tactus finds that in the registry and announces
    // through the live region, AT-SPI's announcement signal. The squares
    // the focus moved to are not announced (the focus tells them); T
    // ("say turn") is, once.
    let announced: Vec<&str> = events(&keys, "announcement")
        .into_iter()
        .map(|v| v["text"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        announced,
        ["White to move, move 1"],
        "announcements while the cursor moved and T was pressed\n{context}"
    );
    let moved: Vec<&str> = events(&keys, "focus").into_iter().map(name).collect();
    let e5 = moved.iter().position(|n| n.starts_with("e5, "));
    let f5 = moved
        .iter()
        .position(|n| n.starts_with("f5, light square, empty"));
    assert!(
        matches!((e5, f5), (Some(a), Some(b)) if a < b),
        "focus did not go e5 then f5: {moved:?}\n{context}"
    );

    // A click on e2 through AT-SPI lifts the pawn, as Enter there would.
    let click = step(&output, "click");
    let action = events(&click, "action");
    // The probe found and clicked the cell; whether doAction's reply says
    // true is the adapter's business (it answers before the window acts),
    // so the proof is in what tactus said.
    assert!(
        action
            .first()
            .is_some_and(|a| name_of_cell(a).starts_with("e2, ")),
        "doAction(0) on e2 was not done\n{context}"
    );
    assert!(
        said.contains("white pawn e2 lifted"),
        "the click did not lift the pawn\n{context}"
    );
    // Its cell now says so, and has the focus. (The focus event may come
    // before the probe listens, and the name read right after the click
    // may still be the old one: the probe reads the cell again after
    // listening.)
    let clicked = events(&click, "clicked");
    let after = clicked.first();
    assert!(
        after.is_some_and(|c| {
            let n = name_of_cell(c);
            n.starts_with("e2, ") && n.ends_with("lifted")
        }),
        "the lifted pawn's cell does not say lifted\n{context}"
    );
    assert!(
        after.is_some_and(|c| c["focused"] == true),
        "the lifted pawn's cell does not have the focus\n{context}"
    );
}

fn name_of_cell(v: &Value) -> &str {
    v["cell"].as_str().unwrap_or("")
}

/// The settings scenario, after [`START`]: Ctrl+comma, Down and Escape
/// while the probe listens for the focus.
const SETTINGS_SCENARIO: &str = r#"
i=0
while :; do
  timeout 40 "$PYTHON" "$PROBE" tactus --wait 15 >"$OUT/tree.json" 2>/dev/null
  if grep -q '^{"event": "grid"' "$OUT/tree.json" || [ $i -ge 20 ]; then break; fi
  sleep 0.5; i=$((i+1))
done
WID=$(timeout 10 xdotool search --sync --name "tactus: chess board" | head -1)
[ -n "$WID" ] || echo "STEP setup no window"
timeout 10 xdotool windowfocus --sync "$WID"
# The probe listens until the focus is back on the board; each key waits
# for the focus the one before moved.
timeout 40 "$PYTHON" "$PROBE" tactus --listen 15 --until "Language: English" \
  --until "Style: spoken" --until "e4, " >"$OUT/keys.json" &
PP=$!
seen "$OUT/keys.json" '"event": "listening"'
xdotool key ctrl+comma
seen "$OUT/keys.json" "Language: English"
xdotool key Down
seen "$OUT/keys.json" "Style: spoken"
xdotool key Escape
wait $PP
sed -n 's/^{/STEP keys {/p' "$OUT/keys.json"
seen "$OUT/tactus.out" "Settings closed."
"#;

#[test]
fn the_settings_dialog_is_a_list_whose_item_has_the_screen_readers_focus() {
    for tool in [
        "Xvfb",
        "xdpyinfo",
        "xdotool",
        "dbus-run-session",
        "dbus-send",
        "timeout",
    ] {
        need(tool);
    }
    let (out, run) = run_scenario(SETTINGS_SCENARIO);
    let output = String::from_utf8_lossy(&run.stdout).into_owned();
    let said = std::fs::read_to_string(out.path().join("tactus.out")).unwrap_or_default();
    let context = format!("scenario output:\n{output}\ntactus said:\n{said}");
    assert!(!output.contains("STEP setup"), "setup failed\n{context}");
    assert!(said.contains("Settings closed."), "{context}");

    // The focus goes to the dialog's first setting, then the second, then
    // back to the cursor's cell when it closes; each setting is named with
    // its place, as Orca does not say it.
    let keys = step(&output, "keys");
    let moved: Vec<&str> = events(&keys, "focus").into_iter().map(name).collect();
    let first = moved
        .iter()
        .position(|n| *n == "Language: English, 1 of 16");
    let second = moved.iter().position(|n| *n == "Style: spoken, 2 of 16");
    let back = moved.iter().rposition(|n| n.starts_with("e4, "));
    assert!(
        matches!((first, second, back), (Some(a), Some(b), Some(c)) if a < b && b < c),
        "focus did not go Language, Style, then back to e4: {moved:?}\n{context}"
    );
}
