//! A game reviewed in the board window, walked through Orca headless as
//! `tests/window_orca.rs` runs it (see there and TESTING.md): three moves
//! typed on the window's command line, `review`, then `next`, `line` and
//! `review off`; Orca's debug log says what a blind player heard: the
//! review's start, the summary, each moment, the best line and the way
//! back to the game, each once.
//!
//! Needs what `tests/window_orca.rs` needs and Stockfish; fails (does not
//! skip) without.

#[path = "support/orca.rs"]
mod orca;
#[path = "support/xvfb.rs"]
mod xvfb;

use std::path::Path;
use std::time::Instant;

/// The scenario's steps after [`orca::START`]: each line typed on the
/// command line (`/`), each waiting for Orca to speak its answer.
const SCENARIO: &str = r#"
line() {
  timeout 10 xdotool key slash
  sleep 0.5
  timeout 10 xdotool type --delay 100 "$1"
  timeout 10 xdotool key Return
}
line "f3"; wait_log "White: f3" 150
line "e5"; wait_log "Black: e5" 150
line "g4"; wait_log "White: g4" 150
line "review"; wait_log "next and back go through the moments" 150
line "next"; wait_log "Move 2, White: g4, a blunder" 150
line "line"; wait_log "Best line: 2." 150
line "review off"; wait_log "Back to the game." 150
sleep 1
echo "STEP done"
"#;

#[test]
fn orca_reads_a_review_walked_in_the_board_window() {
    orca::need_all();
    let start = Instant::now();
    let orca::Run {
        output: run, log, ..
    } = orca::run("window_orca_review", SCENARIO, 200);
    let steps = String::from_utf8_lossy(&run.stdout).into_owned();
    let said = orca::spoken(&log);
    let mut wrong = Vec::new();
    let heard = said.join(" | ");
    let mut at = 0;
    for expected in [
        "Reviewing 2 moves",
        "White: accuracy",
        "Moment 1 of 2.",
        "Move 1, White: f3",
        "next and back go through the moments",
        "Moment 2 of 2.",
        "Move 2, White: g4, a blunder.",
        "Best line: 2.",
        "Back to the game.",
    ] {
        match heard[at..].find(expected) {
            Some(found) => at += found + expected.len(),
            None => {
                wrong.push(format!(
                    "Orca did not say {expected:?} after {:?}",
                    &heard[at.saturating_sub(80)..at]
                ));
                break;
            }
        }
    }
    for once in ["Reviewing 2 moves", "Moment 2 of 2.", "Back to the game."] {
        let times = said.iter().filter(|s| s.contains(once)).count();
        if times != 1 {
            wrong.push(format!("Orca said {once:?} {times} times"));
        }
    }
    if !steps.contains("STEP done") {
        wrong.push("the scenario did not finish".to_owned());
    }
    if wrong.is_empty() {
        eprintln!("Orca said: {said:#?}");
        return;
    }
    let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join("window_orca_review-failed.log");
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
