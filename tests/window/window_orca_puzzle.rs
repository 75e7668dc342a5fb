//! A puzzle in the board window, walked through Orca headless as
//! `tests/window/window_orca.rs` runs it (see there and TESTING.md): `puzzle id
//! 0000D` typed on the window's command line, the position felt square by
//! square with the jump keys, a wrong move placed and announced on the
//! board, then the two right ones; Orca's debug log says what a blind
//! player heard: the opponent's move and what to find, the squares, "Not
//! the move.", "Right." with the reply, and the end with the puzzle's
//! rating, themes and the player's new rating.
//!
//! Needs what `tests/window/window_orca.rs` needs; fails (does not skip) without.

use crate::orca;

use std::path::Path;
use std::time::Instant;

/// The scenario's steps after [`orca::START`] (tactus's window focused and
/// its first square spoken). Every key waits for Orca to speak what it
/// did. The jump keys: a digit goes to that rank, Shift and a digit to
/// that file (6 is the f-file).
const SCENARIO: &str = r#"
say() { wait_log "SPEECH OUTPUT: '$1" 150; }
say_again() { wait_count "SPEECH OUTPUT: '$1" "$2" 150; }
open_line
timeout 10 xdotool type --delay 100 "puzzle id 0000D"
timeout 10 xdotool key Return
wait_said "find the best move."
# The bishop f6 to d8: not the move.
key_heard 6; timeout 10 xdotool key shift+6
say "f6, dark square, raised, black bishop"
timeout 10 xdotool key Return
say "black bishop f6 lifted"
key_heard 8; timeout 10 xdotool key shift+4
say "d8, dark square, raised, empty, legal move"
timeout 10 xdotool key Return
say "Bishop d8 placed"
timeout 10 xdotool key Return
say "Not the move."
# The rook f8 to d8: right, and White takes on d8 with check.
timeout 10 xdotool key shift+6
say_again "f8, dark square, raised, black rook" 2
timeout 10 xdotool key Return
say "black rook f8 lifted"
timeout 10 xdotool key shift+4
say_again "d8, dark square, raised, empty, legal move" 2
timeout 10 xdotool key Return
say "Rook d8 placed"
timeout 10 xdotool key Return
say "Rook d8. Right."
# The bishop takes back on d8: solved.
key_heard 6; timeout 10 xdotool key shift+6
say_again "f6, dark square, raised, black bishop" 2
timeout 10 xdotool key Return
say_again "black bishop f6 lifted" 2
key_heard 8; timeout 10 xdotool key shift+4
say "d8, dark square, raised, white queen"
timeout 10 xdotool key Return
say "Bishop takes d8 placed"
timeout 10 xdotool key Return
say "Bishop takes d8. Solved"
# A second in which anything said twice would reach the log: what is
# tested is that it is not (a key pressed instead would cut Orca short).
sleep 1
echo "STEP done"
"#;

#[test]
fn orca_reads_a_puzzle_in_the_board_window() {
    orca::need_all();
    let start = Instant::now();
    let orca::Run {
        output: run, log, ..
    } = orca::run("window_orca_puzzle", SCENARIO, 150);
    let steps = String::from_utf8_lossy(&run.stdout).into_owned();
    let said = orca::spoken(&log);
    let mut wrong = Vec::new();
    // What a player heard, in order: Orca says the lines of one answer
    // as one utterance, so they are looked for in all it said.
    let heard = said.join(" | ");
    let mut at = 0;
    for expected in [
        "Hear the position with b or p",
        "White: Queen d6",
        "Black to move: find the best move.",
        "f6, dark square, raised, black bishop, marked",
        "black bishop f6 lifted",
        "Bishop d8 placed",
        "Not the move. Try again, or type hint or solution.",
        "Your puzzle rating: 1245, down 255, still provisional.",
        "f8, dark square, raised, black rook, marked",
        "black rook f8 lifted",
        "Rook d8 placed",
        "Right.",
        "White: Queen takes d8, check",
        "Your move.",
        "black bishop f6 lifted",
        "Bishop takes d8",
        "Solved, but not at the first try.",
        "Puzzle 0000D, rated 1474: advantage, endgame, short puzzle.",
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
    // Each answer once.
    for once in ["Not the move.", "Right.", "Solved,", "Your puzzle rating:"] {
        let times = said.iter().filter(|s| s.contains(once)).count();
        if times != 1 {
            wrong.push(format!("Orca said {once:?} {times} times"));
        }
    }
    if !steps.contains("STEP done") {
        wrong.push("the scenario did not finish".to_owned());
    }
    if wrong.is_empty() {
        // What a blind player heard, for `--nocapture`.
        eprintln!("Orca said: {said:#?}");
        return;
    }
    let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join("window_orca_puzzle-failed.log");
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
