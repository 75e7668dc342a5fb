//! What the Orca tests share (TESTING.md): the start of every scenario —
//! a private speech-dispatcher into an ALSA file, Xvfb, the AT-SPI bus,
//! Orca with its debug log, and `tactus play --voice screen-reader` with
//! its window focused until Orca speaks the first square — and the reading
//! of Orca's log. Included with `#[path = "../support/orca.rs"] mod orca;` in a test program's `main.rs`
//! beside `support/xvfb.rs`.

#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};
use std::time::Instant;

/// Debian's Python, with pyatspi and speechd, which Orca runs on.
pub const PYTHON: &str = "/usr/bin/python3";

/// The start of every scenario up to Orca speaking, run by `sh` inside
/// `dbus-run-session`: `STEP name` lines report what happened; Orca's log
/// is `$OUT/orca.log`; `wait_log TEXT TENTHS` and `wait_count TEXT N
/// TENTHS` wait for Orca's words (in its log, where the events that bring
/// them come first), `wait_said TEXT [N [TENTHS]]` for Orca to have spoken
/// them, `key_heard KEY` presses a key and waits
/// for Orca to say something more, `open_line` opens tactus's command line
/// and waits for Orca to say it has the focus. A macro, so that [`START`]
/// and [`ORCA_UP`] are one text.
macro_rules! orca_up {
    () => {
        r#"
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
# Wait up to $3 tenths of a second (15 s if not given) until Orca has
# spoken $2 lines (1 if not given) with the fixed string $1.
wait_said() {
  i=0
  until [ "$(grep -F "SPEECH OUTPUT: '" "$OUT/orca.log" 2>/dev/null | grep -cF -- "$1")" \
      -ge "${2:-1}" ]; do
    [ $i -ge "${3:-150}" ] && { echo "STEP timeout spoken ${2:-1} x $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
  echo "STEP spoken ${2:-1} x $1"
}
# How many lines Orca has spoken so far.
spoken() { grep -c "SPEECH OUTPUT: '" "$OUT/orca.log" 2>/dev/null; }
# Press the key $1 (xdotool's name) and wait up to 5 s for Orca to say more.
key_heard() {
  n=$(spoken)
  timeout 10 xdotool key "$1"
  i=0
  until [ "$(spoken)" -gt "$n" ]; do
    [ $i -ge 50 ] && { echo "STEP timeout speech after $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
}
# Open the command line (`/`) and wait until Orca says it has the focus.
LINES_OPENED=0
open_line() {
  LINES_OPENED=$((LINES_OPENED+1))
  timeout 10 xdotool key slash
  wait_count "SPEECH OUTPUT: 'Command line" "$LINES_OPENED" 50
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
"#
    };
}

/// Everything up to Orca speaking ("Screen reader on."): a scenario that
/// starts tactus its own way is this, then its own steps, run by
/// [`run_from`]. `$TP` is for tactus's process id (the exit trap ends it).
pub const ORCA_UP: &str = orca_up!();

/// The start of every board window scenario: [`ORCA_UP`], then `tactus
/// play --voice screen-reader` with its window focused until Orca speaks
/// the first square. A scenario is this, then its own steps.
pub const START: &str = concat!(
    orca_up!(),
    r#"
"$TACTUS" play --lang en --voice screen-reader --white human --black human \
  >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
WID=$(timeout 20 xdotool search --sync --name "tactus: chess board" | head -1)
[ -n "$WID" ] || { echo "STEP setup no window"; exit 0; }
timeout 10 xdotool windowfocus --sync "$WID"
# Orca speaks the focused square when the window becomes active (in well
# under a second; once tactus's first events reached Orca 15 s late, in one
# burst). Focusing another window and back to retry made Orca speak only
# the frame.
wait_log "SPEECH OUTPUT: 'e4, " 250 || exit 0
"#
);

/// Fails the test, naming the packages, when `tool` is missing.
pub fn need(tool: &str) {
    assert!(
        super::xvfb::found(tool),
        "{tool} is missing: install xvfb, x11-utils, xdotool, dbus, at-spi2-core, orca and \
         speech-dispatcher (see TESTING.md)"
    );
}

/// Fails the test unless everything an Orca scenario runs is there.
pub fn need_all() {
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
}

/// The texts Orca spoke, in order.
pub fn spoken(log: &str) -> Vec<String> {
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

/// One run of a scenario: its output folder, how it ended, Orca's log.
pub struct Run {
    /// The scenario's `$OUT`.
    pub out: tempfile::TempDir,
    /// The scenario's exit status and output (its `STEP` lines).
    pub output: Output,
    /// Orca's debug log.
    pub log: String,
}

/// Held by the Orca run under way (see [`run_from`]).
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// What the scenario writes when Orca never said it started.
const ORCA_SILENT: &str = "STEP timeout SPEECH OUTPUT: 'Screen reader on.'";

/// Runs [`START`] and then `steps` in a D-Bus session of its own, in fresh
/// folders, for at most `limit_s` seconds. `name` names the log kept in
/// the target folder when Orca stalls at its start.
///
/// Now and then (about one start in ten here) Orca does not speak the
/// first square within 25 s: that start-up stall is retried twice at most,
/// in fresh folders and on a fresh display, and reported. dbus-monitor on
/// the AT-SPI bus showed why: the calls that reach tactus while
/// accesskit_unix 0.24.1 embeds its root (the registry's Set of
/// Application.Id, Orca's GetApplicationBusAddress and GetRole) get no
/// answer at all; Orca waits 15 s for them and then takes the window's
/// first events as from a dead object.
pub fn run(name: &str, steps: &str, limit_s: u32) -> Run {
    run_from(
        name,
        START,
        "STEP timeout SPEECH OUTPUT: 'e4, ",
        steps,
        limit_s,
    )
}

/// Runs `opening` and then `steps` as [`run`] does, retrying as it does
/// when the scenario's output shows `stalled` (the wait for tactus's
/// first words to reach Orca timed out).
pub fn run_from(name: &str, opening: &str, stalled: &str, steps: &str, limit_s: u32) -> Run {
    // One Orca at a time in a test program: each starts its own bus,
    // display and speech, and two at once on two cores stall each other's
    // start (as one test program a file, they never ran together).
    let _alone = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let wrapper = root.join("tests/support/orca_linebuffered.py");
    let probe = root.join("tests/support/atspi_probe.py");
    let start = Instant::now();
    let mut attempt = 0;
    loop {
        let out = tempfile::tempdir().expect("a temporary folder");
        let data = tempfile::tempdir().expect("a temporary folder");
        let config = tempfile::tempdir().expect("a temporary folder");
        let runtime = tempfile::tempdir().expect("a temporary folder");
        let output = Command::new("timeout")
            .args([
                "-k",
                "5",
                &limit_s.to_string(),
                "dbus-run-session",
                "--",
                "sh",
                "-c",
            ])
            .arg([opening, steps].concat())
            .env("TACTUS", env!("CARGO_BIN_EXE_tactus"))
            .env("PYTHON", PYTHON)
            // The channel is tactus's to find, not the caller's to fix.
            .env_remove("TACTUS_ANNOUNCE")
            .env("ORCA_WRAPPER", &wrapper)
            .env("PROBE", &probe)
            .env("OUT", out.path())
            .env("TACTUS_DATA_DIR", data.path())
            .env("TACTUS_CONFIG_DIR", config.path())
            // Orca and speech-dispatcher follow the locale; the tests read
            // English, and a locale the machine lacks stops the daemon.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C.UTF-8")
            // The AT-SPI bus, started by the D-Bus daemon before the
            // scenario sets its own, keeps its socket out of ~/.cache.
            .env("XDG_RUNTIME_DIR", runtime.path())
            .output()
            .expect("dbus-run-session runs");
        let log = std::fs::read_to_string(out.path().join("orca.log")).unwrap_or_default();
        let said = String::from_utf8_lossy(&output.stdout);
        // Orca itself not yet speaking is the same stall at its start.
        let stall = said.contains(stalled) || said.contains(ORCA_SILENT);
        if stall && attempt < 2 {
            let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-stall.log"));
            let _ = std::fs::write(&kept, &log);
            eprintln!(
                "Orca heard nothing from tactus after {:?}; once more (log: {})",
                start.elapsed(),
                kept.display()
            );
            attempt += 1;
            continue;
        }
        return Run { out, output, log };
    }
}
