//! The command line as a screen reader finds it (issue 43, point 15), for
//! real and headless (as `window_review_atspi.rs`): while the command line
//! is open with "e4" typed, the AT-SPI tree has an editable text named
//! "Command line" ("Befehlszeile" in German) that holds "e4", its caret
//! after the "4", and has the focus; once Escape closes it, it is gone.
//!
//! Needs Xvfb, xdotool, dbus (dbus-run-session, dbus-send), at-spi2-core
//! and Debian's /usr/bin/python3 with pyatspi; fails (does not skip)
//! without them. Every wait is bounded.

use crate::xvfb;

use std::process::Command;

const PYTHON: &str = "/usr/bin/python3";

/// Reads every editable text of the application `tactus` over AT-SPI and
/// prints one line per text: `ENTRY <json>` with its name, text, caret and
/// whether it has the focus; `NONE` when there is none.
const PROBE: &str = r#"
import json, sys, time, pyatspi
def walk(obj, depth=0):
    if obj is None or depth > 12:
        return
    yield obj
    for i in range(obj.childCount):
        try:
            yield from walk(obj.getChildAtIndex(i), depth + 1)
        except Exception:
            pass
found = []
for _ in range(50):
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [a for a in desktop if a is not None and a.name == "tactus"]
    found = []
    for app in apps:
        for obj in walk(app):
            states = obj.getState()
            if states.contains(pyatspi.STATE_EDITABLE):
                text = obj.queryText()
                found.append({
                    "name": obj.name,
                    "role": obj.getRoleName(),
                    "text": text.getText(0, -1),
                    "caret": text.caretOffset,
                    "focused": states.contains(pyatspi.STATE_FOCUSED),
                })
    if found or sys.argv[1] == "none":
        break
    time.sleep(0.2)
for f in found:
    print("ENTRY " + json.dumps(f, ensure_ascii=False))
if not found:
    print("NONE")
"#;

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
"$TACTUS" play --lang "$LANG_CODE" --voice text --white human --black human >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
WID=$(timeout 10 xdotool search --sync --name "tactus" | head -1)
[ -n "$WID" ] || echo "STEP setup no window"
timeout 10 xdotool windowfocus --sync "$WID"
said() { wc -c <"$OUT/tactus.out"; }
i=0
until [ "$(said)" -gt 0 ] || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
n=0
while [ $n -lt 15 ]; do
  before=$(said)
  timeout 10 xdotool key c
  i=0
  until [ "$(said)" -gt "$before" ] || [ $i -ge 20 ]; do sleep 0.1; i=$((i+1)); done
  [ "$(said)" -gt "$before" ] && break
  n=$((n+1))
done
before=$(said)
timeout 10 xdotool key slash
i=0
until [ "$(said)" -gt "$before" ] || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
timeout 10 xdotool type --delay 100 "e4"
sleep 0.5
timeout 40 "$PYTHON" -c "$PROBE" some | sed 's/^/STEP open /'
timeout 10 xdotool key Escape
sleep 0.5
timeout 40 "$PYTHON" -c "$PROBE" none | sed 's/^/STEP closed /'
"#;

/// What the probe found in `step`.
fn entries(output: &str, step: &str) -> Vec<serde_json::Value> {
    let prefix = format!("STEP {step} ENTRY ");
    output
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

fn typed_in(lang: &str, label: &str) {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    let runtime = tempfile::tempdir().unwrap();
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
        .env("PROBE", PROBE)
        .env("LANG_CODE", lang)
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
        "scenario output:\n{output}\ntactus said:\n{}",
        std::fs::read_to_string(out.path().join("tactus.out")).unwrap_or_default(),
    );
    assert!(!output.contains("STEP setup"), "setup failed\n{context}");
    let open = entries(&output, "open");
    println!("{lang}: {open:?}");
    let line = open
        .iter()
        .find(|e| e["name"] == label)
        .unwrap_or_else(|| panic!("{lang}: no editable text named {label:?}\n{context}"));
    assert_eq!(line["text"], "e4", "{lang}: {line}");
    assert_eq!(line["caret"], 2, "{lang}: {line}");
    assert_eq!(line["focused"], true, "{lang}: {line}");
    assert!(
        entries(&output, "closed").is_empty() && output.contains("STEP closed NONE"),
        "{lang}: the closed command line is still there\n{context}"
    );
}

#[test]
fn the_command_lines_text_and_caret_reach_the_screen_reader() {
    xvfb::need_atspi_probe(PYTHON);
    typed_in("en", "Command line");
    typed_in("de", "Befehlszeile");
}
