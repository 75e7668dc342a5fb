//! Orca, the GNOME screen reader, reading the board window for real and
//! headless: inside `dbus-run-session`, with Xvfb and the AT-SPI bus
//! enabled, Orca runs with braille disabled and its debug log on; its
//! speech goes through a private speech-dispatcher to an ALSA file sink.
//! `tactus play --voice screen-reader` publishes its AccessKit tree; xdotool
//! presses arrow keys and Enter, and Orca's log must show it speaking the
//! squares the cursor reaches (`SPEECH OUTPUT: 'e5, …'`), each once per
//! focus move, the lifted pawn among them (TESTING.md); and speaking
//! tactus's announcements, which its own voice leaves to Orca: the new
//! game and whose move it is (said before the window opened), the lift,
//! the placing, the move "White: e4", a refusal said twice in a row, and
//! the lift of a pawn clicked through AT-SPI, which moves the focus too.
//!
//! Orca 43 (Debian 12) does not listen for AT-SPI's `Announcement` signal
//! (a live region's change): tactus finds that in the AT-SPI registry and
//! announces through the focused cell's description, which Orca 43
//! speaks. The square under the cursor is left to Orca's reading of the
//! focus; were it announced too, Orca would say it twice.
//!
//! Orca's debug file is block-buffered: `tests/support/orca_linebuffered.py`
//! runs Orca with that file line-buffered, so the log can be polled.
//!
//! Needs Xvfb, xdpyinfo, xdotool, dbus-run-session, dbus-send, orca,
//! speech-dispatcher and Debian's /usr/bin/python3; fails (does not skip)
//! without them. Every wait is bounded; the scenario runs under `timeout`,
//! and its exit trap ends tactus, Orca, speech-dispatcher and Xvfb.

use crate::orca;

use std::path::Path;
use std::process::Command;
use std::time::Instant;

/// The scenario's steps after [`orca::START`] (tactus's window focused and
/// its first square spoken).
const SCENARIO: &str = r#"
timeout 10 xdotool key Up
wait_log "SPEECH OUTPUT: 'e5, " 150
timeout 10 xdotool key Right
wait_log "SPEECH OUTPUT: 'f5, " 150
# Down to e2 (f4 f3 f2, then left), lift, up to e3 and back: Orca reads
# the lifted square's new name.
timeout 10 xdotool key --delay 150 Down Down Down Left
wait_log "SPEECH OUTPUT: 'e2, " 150
timeout 10 xdotool key Return
wait_log "white pawn, lifted" 150
timeout 10 xdotool key Up
wait_log "SPEECH OUTPUT: 'e3, " 150
timeout 10 xdotool key Down
wait_log "SPEECH OUTPUT: 'e2, light square, white pawn, lifted" 150
# Up twice to e4, place the pawn there, announce the move: tactus's
# announcements, which Orca hears from the focused cell's description.
timeout 10 xdotool key Up
wait_count "SPEECH OUTPUT: 'e3, " 2 150
timeout 10 xdotool key Up
wait_log "SPEECH OUTPUT: 'e4, light square, empty, legal move" 150
timeout 10 xdotool key Return
wait_log "e4 placed" 150
timeout 10 xdotool key Return
wait_log "SPEECH OUTPUT: 'White: e4" 150
# Enter on Black's pawn now is refused, twice in the same words: both heard.
timeout 10 xdotool key Return
wait_log "your opponent's" 150
timeout 10 xdotool key Return
wait_count "your opponent's" 2 150
# A click through AT-SPI on e7 (as a screen reader's) moves the focus there
# and lifts Black's pawn: the lift is said once, with the square.
timeout 20 "$PYTHON" "$PROBE" tactus --click e7 >"$OUT/click.out" 2>&1 \
  || echo "STEP click failed: $(cat "$OUT/click.out")"
wait_log "SPEECH OUTPUT: 'black pawn e7 lifted" 150
# A second in which anything said twice would reach the log: what is
# tested is that it is not (a key pressed instead would cut Orca short).
sleep 1
echo "STEP done"
"#;

#[test]
fn orca_speaks_the_squares_of_the_board_window() {
    orca::need_all();
    assert!(
        Path::new("/usr/bin/orca").is_file(),
        "/usr/bin/orca is missing: apt-get install orca"
    );
    let pyatspi = Command::new(orca::PYTHON)
        .args(["-c", "import pyatspi, speechd"])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        pyatspi,
        "{} cannot import pyatspi and speechd: apt-get install orca \
         python3-pyatspi python3-speechd",
        orca::PYTHON
    );
    let start = Instant::now();
    let orca::Run {
        out,
        output: run,
        log,
    } = orca::run("window_orca", SCENARIO, 90);
    let steps = String::from_utf8_lossy(&run.stdout).into_owned();
    let said = orca::spoken(&log);
    let mut wrong = Vec::new();
    if !said.iter().any(|s| s == "Screen reader on.") {
        wrong.push("Orca did not start speaking".to_owned());
    }
    // The squares the cursor reached and tactus's announcements, in order.
    let mut at = 0;
    for expected in [
        "e4, ",
        "New game, ",
        "e5, ",
        "f5, ",
        "e2, ",
        "white pawn e2 lifted",
        "e3, ",
        "e2, ",
        "e3, ",
        "e4, ",
        "e4 placed",
        "White: e4",
        "The pawn on e4 is your opponent's",
        "The pawn on e4 is your opponent's",
        "e7, ",
        "black pawn e7 lifted",
    ] {
        match said[at.min(said.len())..]
            .iter()
            .position(|s| s.starts_with(expected))
        {
            Some(found) => at += found + 1,
            None => {
                wrong.push(format!(
                    "Orca did not say {expected:?} (after its {}th line)",
                    at
                ));
                break;
            }
        }
    }
    if !said.iter().any(|s| s.starts_with("e5, dark square")) {
        wrong.push("e5 is not a dark square".to_owned());
    }
    // The lift as Orca hears it: the square's name says so.
    if !said
        .iter()
        .any(|s| s.starts_with("e2, light square, white pawn, lifted"))
    {
        wrong.push("Orca did not read the lifted pawn on e2".to_owned());
    }
    // Each square once per focus move: read from the focus, not announced
    // again. (Cursor moves in quick succession may be cut short by the
    // next; these were each waited for.)
    for (square, times) in [
        ("e5, ", 1),
        ("f5, ", 1),
        ("e3, ", 2),
        ("e4, light square, empty, legal move", 1),
        ("e2, light square, white pawn, lifted", 1),
        ("e7, ", 1),
    ] {
        let heard = said.iter().filter(|s| s.starts_with(square)).count();
        if heard != times {
            wrong.push(format!(
                "Orca said {square:?} {heard} times, not {times} (once per focus move)"
            ));
        }
    }
    // And each announcement once.
    for announcement in [
        "New game, ",
        "White to move",
        "white pawn e2 lifted",
        "e4 placed",
        "White: e4",
        "black pawn e7 lifted",
    ] {
        let heard = said.iter().filter(|s| s.contains(announcement)).count();
        if heard != 1 {
            wrong.push(format!("Orca said {announcement:?} {heard} times"));
        }
    }
    // Orca's speech went through speech-dispatcher into the file sink.
    let raw = std::fs::metadata(out.path().join("speech.raw")).map_or(0, |m| m.len());
    if raw == 0 {
        wrong.push("no speech reached the ALSA file sink".to_owned());
    }
    if !steps.contains("STEP done") {
        wrong.push("the scenario did not finish".to_owned());
    }
    if wrong.is_empty() {
        return;
    }
    // Orca's whole log, for the post-mortem.
    let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join("window_orca-failed.log");
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
