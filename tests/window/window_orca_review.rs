//! A game reviewed in the board window, walked through Orca headless as
//! `tests/window/window_orca.rs` runs it (see there and TESTING.md): three moves
//! typed on the window's command line, `review`, then `next`, `line` and
//! `review off`; then review mode (Alt+Left, Left, Escape), which says the
//! engine's word on each move it steps to. Orca's debug log says what a
//! blind player heard: the review's start, the summary, each moment, the
//! best line and the way back to the game, each once; then each move of
//! review mode with the engine's word on it.
//!
//! Needs what `tests/window/window_orca.rs` needs and Stockfish; fails (does not
//! skip) without.

use crate::orca;

use std::path::Path;
use std::time::Instant;

/// The scenario's steps after [`orca::START`]: each line typed on the
/// command line (`/`), each key, waiting for Orca to speak its answer
/// (the next key would cut it short).
const SCENARIO: &str = r#"
line() {
  open_line
  timeout 10 xdotool type --delay 100 "$1"
  timeout 10 xdotool key Return
}
line "f3"; wait_said "White: f3"
line "e5"; wait_said "Black: e5"
line "g4"; wait_said "White: g4"
line "review"; wait_said "next and back go through the moments"
line "next"; wait_said "Move 2, White: g4, a blunder"
line "line"; wait_said "Best line: 2."
line "review off"; wait_said "Back to the game."
timeout 10 xdotool key alt+Left; wait_said "Move 1, Black: e5."
timeout 10 xdotool key Left; wait_said "Move 1, White: f3" 2
timeout 10 xdotool key Escape; wait_said "Back to the game." 2
# A second in which anything said twice would reach the log: what is
# tested is that it is not (a key pressed instead would cut Orca short).
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
    // The game is reviewed while it is played: "Reviewing 2 moves" is said
    // only when something was left to do.
    for expected in [
        "White: accuracy",
        "Moment 1 of 2.",
        "Move 1, White: f3",
        "next and back go through the moments",
        "Moment 2 of 2.",
        "Move 2, White: g4, a blunder.",
        "Best line: 2.",
        "Back to the game.",
        "Move 1, Black: e5.",
        "Move 1, White: f3",
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
    for (words, count) in [("Moment 2 of 2.", 1), ("Back to the game.", 2)] {
        let times = said.iter().filter(|s| s.contains(words)).count();
        if times != count {
            wrong.push(format!("Orca said {words:?} {times} times"));
        }
    }
    // In review mode each move comes with the engine's word on it: how the
    // game stands after it, or the better move.
    for shown in ["Move 1, Black: e5.", "Move 1, White: f3"] {
        let worded = said.iter().rev().find(|s| s.contains(shown));
        if !worded.is_some_and(|s| s.contains("Now ") || s.contains("Better was")) {
            wrong.push(format!("review mode said {worded:?} for {shown:?}"));
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
