//! Orca, headless, with the board window's help and settings lists and
//! its multi-line answers (issue #10, points 5, 6 and 7), run as
//! `tests/window_orca.rs` runs Orca (see there and TESTING.md): xdotool
//! presses the keys, Orca's debug log says what a blind player heard.
//!
//! What must be heard: on the first start, how to get help; F1 opens the
//! help as a list, its instructions and first item said; Down reads the
//! next item with its key names as people say them; Page Down goes to the
//! next group; a key pressed in the help says what it does; Escape closes
//! it. Ctrl+comma opens the settings with their instructions; the voice
//! of a `--voice screen-reader` player is his screen reader, not
//! "silent"; Right changes the theme and the change is said; Escape
//! closes. Both clocks asked on the command line (`c`) are said as two
//! sentences, not run together.
//!
//! Needs what `tests/window_orca.rs` needs; fails (does not skip) without.

#[path = "support/xvfb.rs"]
mod xvfb;

use std::path::Path;
use std::process::Command;
use std::time::Instant;

const PYTHON: &str = "/usr/bin/python3";

/// The scenario, run by `sh` inside `dbus-run-session`.
const SCENARIO: &str = r#"
set -u
XP= SP= OP= TP=
stop() {
  # tactus first, then Orca (SIGTERM: it shuts down and closes its log),
  # then speech-dispatcher, then the X server.
  [ -n "$TP" ] && kill "$TP" 2>/dev/null
  if [ -n "$OP" ]; then
    kill "$OP" 2>/dev/null
    i=0; while kill -0 "$OP" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
    kill -9 "$OP" 2>/dev/null
  fi
  [ -n "$SP" ] && kill "$SP" 2>/dev/null
  [ -n "$XP" ] && kill "$XP" 2>/dev/null
  wait 2>/dev/null
}
trap stop EXIT
# Wait up to $2 tenths of a second for a fixed string $1 in Orca's log.
wait_log() {
  i=0
  until grep -qF -- "$1" "$OUT/orca.log" 2>/dev/null; do
    [ $i -ge "$2" ] && { echo "STEP timeout $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
  echo "STEP seen $1"
}
# Wait up to $3 tenths of a second for $2 lines with $1 in Orca's log.
wait_count() {
  i=0
  until [ "$(grep -cF -- "$1" "$OUT/orca.log" 2>/dev/null)" -ge "$2" ]; do
    [ $i -ge "$3" ] && { echo "STEP timeout $2 x $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
  echo "STEP seen $2 x $1"
}

# A throw-away HOME; speech-dispatcher speaks through ALSA into a file.
export HOME="$OUT/home" XDG_RUNTIME_DIR="$OUT/run"
export XDG_CONFIG_HOME="$HOME/.config" XDG_DATA_HOME="$HOME/.local/share"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" "$OUT/speechd"
chmod 700 "$XDG_RUNTIME_DIR"
cp -rL /etc/speech-dispatcher/. "$OUT/speechd/"
printf '\nAudioOutputMethod "alsa"\nAudioALSADevice "default"\n' >>"$OUT/speechd/speechd.conf"
printf 'pcm.!default { type file; slave.pcm { type null }; file "%s"; format "raw" }\n' \
  "$OUT/speech.raw" >"$OUT/asound.conf"
export ALSA_CONFIG_PATH="$OUT/asound.conf"
export SPEECHD_ADDRESS="unix_socket:$OUT/speechd.sock"
speech-dispatcher -s -C "$OUT/speechd" -c unix_socket -S "$OUT/speechd.sock" -t 0 \
  >/dev/null 2>&1 &
SP=$!

# Xvfb chooses a free display itself and names it on descriptor 3.
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$OUT/display" >/dev/null 2>&1 &
XP=$!
i=0
until [ -s "$OUT/display" ] || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
D=":$(head -n 1 "$OUT/display")"
export DISPLAY="$D"
i=0
until xdpyinfo >/dev/null 2>&1 || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
i=0
until [ -S "$OUT/speechd.sock" ] || [ $i -ge 100 ]; do sleep 0.1; i=$((i+1)); done
[ -S "$OUT/speechd.sock" ] || echo "STEP setup no speech-dispatcher socket"
timeout 10 dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
  org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled \
  variant:boolean:true >/dev/null || echo "STEP setup dbus-send failed"

"$PYTHON" "$ORCA_WRAPPER" --disable braille --debug-file "$OUT/orca.log" \
  >"$OUT/orca.out" 2>&1 &
OP=$!
wait_log "SPEECH OUTPUT: 'Screen reader on.'" 300 || exit 0

"$TACTUS" play --lang en --voice screen-reader --white human --black human \
  >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
WID=$(timeout 20 xdotool search --sync --name "tactus: chess board" | head -1)
[ -n "$WID" ] || { echo "STEP setup no window"; exit 0; }
timeout 10 xdotool windowfocus --sync "$WID"
wait_log "SPEECH OUTPUT: 'e4, " 250 || exit 0
wait_log "Press F1 for help on the keys.'" 50
# The help: open, read the next item, the next group, a key, close.
timeout 10 xdotool key F1
wait_log "SPEECH OUTPUT: 'Help, " 150
timeout 10 xdotool key Down
wait_log "SPEECH OUTPUT: 'Move the cursor up: Up arrow" 150
timeout 10 xdotool key Next
wait_log "SPEECH OUTPUT: 'Moves" 150
timeout 10 xdotool key shift+c
wait_log "SPEECH OUTPUT: 'Shift+C: Say your clock." 150
timeout 10 xdotool key Escape
wait_log "SPEECH OUTPUT: 'Help closed." 150
# The settings: open, down to the voice and the theme, change it, close.
timeout 10 xdotool key ctrl+comma
wait_log "SPEECH OUTPUT: 'Up and down choose" 150
timeout 10 xdotool key --delay 300 Down Down
wait_log "SPEECH OUTPUT: 'Voice: " 150
timeout 10 xdotool key --delay 300 Down Down Down
wait_log "SPEECH OUTPUT: 'Theme: yellow and navy" 150
timeout 10 xdotool key Right
wait_log "SPEECH OUTPUT: 'Theme: black and white." 150
timeout 10 xdotool key Escape
wait_log "SPEECH OUTPUT: 'Settings closed." 150
# Both clocks on the command line: two sentences.
timeout 10 xdotool key slash
sleep 0.5
timeout 10 xdotool type --delay 100 "c"
timeout 10 xdotool key Return
wait_log "SPEECH OUTPUT: 'White: " 150
sleep 1
echo "STEP done"
"#;

fn need(tool: &str) {
    assert!(
        xvfb::found(tool),
        "{tool} is missing: install xvfb, x11-utils, xdotool, dbus, at-spi2-core, orca and \
         speech-dispatcher (see TESTING.md)"
    );
}

/// The texts Orca spoke, in order.
fn spoken(log: &str) -> Vec<String> {
    log.lines()
        .filter_map(|l| l.split_once("SPEECH OUTPUT: '").map(|(_, r)| r))
        .filter_map(|r| {
            // Orca ends the line with the voice's settings: `'{'established': False}`.
            r.rsplit_once("'{")
                .or_else(|| r.rsplit_once('\''))
                .map(|(t, _)| t.to_owned())
        })
        .collect()
}

#[test]
fn orca_reads_the_help_the_settings_and_answers_of_several_lines() {
    for tool in [
        "Xvfb",
        "xdpyinfo",
        "xdotool",
        "dbus-run-session",
        "dbus-send",
        "timeout",
        "orca",
        "speech-dispatcher",
    ] {
        need(tool);
    }
    let wrapper = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/support/orca_linebuffered.py");
    let start = Instant::now();
    // Orca's start-up stall (see tests/window_orca.rs) is retried twice.
    let mut attempt = 0;
    let (run, log) = loop {
        let out = tempfile::tempdir().expect("a temporary folder");
        let data = tempfile::tempdir().expect("a temporary folder");
        let config = tempfile::tempdir().expect("a temporary folder");
        let runtime = tempfile::tempdir().expect("a temporary folder");
        let run = Command::new("timeout")
            .args(["-k", "5", "120", "dbus-run-session", "--", "sh", "-c"])
            .arg(SCENARIO)
            .env("TACTUS", env!("CARGO_BIN_EXE_tactus"))
            .env("PYTHON", PYTHON)
            .env_remove("TACTUS_ANNOUNCE")
            .env("ORCA_WRAPPER", &wrapper)
            .env("OUT", out.path())
            .env("TACTUS_DATA_DIR", data.path())
            .env("TACTUS_CONFIG_DIR", config.path())
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C.UTF-8")
            .env("XDG_RUNTIME_DIR", runtime.path())
            .output()
            .expect("dbus-run-session runs");
        let log = std::fs::read_to_string(out.path().join("orca.log")).unwrap_or_default();
        let stalled =
            String::from_utf8_lossy(&run.stdout).contains("STEP timeout SPEECH OUTPUT: 'e4, ");
        if stalled && attempt < 2 {
            eprintln!(
                "Orca heard nothing from tactus after {:?}; once more",
                start.elapsed()
            );
            attempt += 1;
            continue;
        }
        break (run, log);
    };
    let steps = String::from_utf8_lossy(&run.stdout).into_owned();
    let said = spoken(&log);
    let mut wrong = Vec::new();
    // What a player heard, in order.
    let mut at = 0;
    for expected in [
        "Welcome to tactus. Press F1 for help on the keys.",
        "Help, ",
        "Move the cursor up: Up arrow, Numpad 8; gamepad D-pad up.",
        "Moves",
        "Shift+C: Say your clock.",
        "Help closed.",
        "Up and down choose, left and right change, Escape closes.",
        "Voice: your screen reader",
        "Theme: yellow and navy",
        "Theme: black and white.",
        "Settings closed.",
        "White: ",
    ] {
        match said[at.min(said.len())..]
            .iter()
            .position(|s| s.contains(expected))
        {
            Some(found) => at += found + 1,
            None => {
                wrong.push(format!(
                    "Orca did not say {expected:?} (after its {at}th line)"
                ));
                break;
            }
        }
    }
    if said.iter().any(|s| s.contains("Voice: silent")) {
        wrong.push("a screen-reader user was told the voice is silent".to_owned());
    }
    if said
        .iter()
        .any(|s| s.contains("KeyC") || s.contains("ArrowUp"))
    {
        wrong.push("a key was said by its code, not its name".to_owned());
    }
    // Both clocks, each its own sentence.
    if !said
        .iter()
        .any(|s| s.starts_with("White: ") && s.contains(". Black: "))
    {
        wrong.push("the two clocks were not said as two sentences".to_owned());
    }
    if !steps.contains("STEP done") {
        wrong.push("the scenario did not finish".to_owned());
    }
    if wrong.is_empty() {
        // What a blind player heard, for `--nocapture`.
        eprintln!("Orca said: {said:#?}");
        return;
    }
    let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join("window_orca_help-failed.log");
    let _ = std::fs::write(&kept, &log);
    panic!(
        "{}\nafter {:?}, status {:?}; Orca's log: {}\nsteps:\n{steps}\nOrca said: {said:#?}\n\
         stderr:\n{}",
        wrong.join("; "),
        start.elapsed(),
        run.status,
        kept.display(),
        String::from_utf8_lossy(&run.stderr)
    );
}
