//! Orca, headless, with the board window's help and settings lists and
//! its multi-line answers (issue #10, points 5, 6 and 7), run as
//! `tests/window/window_orca.rs` runs Orca (see there and TESTING.md): xdotool
//! presses the keys, Orca's debug log says what a blind player heard.
//!
//! What must be heard: on the first start, how to get help; F1 opens the
//! help as a list, its instructions and first item said; Down reads the
//! next item with its place ("…, 2 of 112", issue 43, point 16) and
//! its key names as people say them; Page Down goes to the
//! next group; a key pressed in the help says what it does; Escape closes
//! it. Ctrl+comma opens the settings with their instructions, each
//! setting said with its place ("Theme: yellow and navy, 6 of 16"); the
//! voice of a `--voice screen-reader` player is his screen reader, not
//! "silent"; Right changes the theme and the change is said with its
//! place; Escape closes. Both clocks asked on the command line (`c`) are said as two
//! sentences, not run together.
//!
//! Needs what `tests/window/window_orca.rs` needs; fails (does not skip) without.

use crate::orca;

use std::path::Path;
use std::time::Instant;

/// The scenario's steps after [`orca::START`] (tactus's window focused and
/// its first square spoken).
const SCENARIO: &str = r#"
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
wait_log "SPEECH OUTPUT: 'Theme: black and white, 6 of 16" 150
timeout 10 xdotool key Escape
wait_log "SPEECH OUTPUT: 'Settings closed." 150
# Both clocks on the command line: two sentences.
open_line
timeout 10 xdotool type --delay 100 "c"
timeout 10 xdotool key Return
wait_log "SPEECH OUTPUT: 'White: " 150
# Until Black's clock is said too, in that line or in one of its own.
i=0
until grep -qE "SPEECH OUTPUT: '(White: .*Black: |Black: )" "$OUT/orca.log"; do
  [ $i -ge 150 ] && { echo "STEP timeout Black's clock"; break; }
  sleep 0.1; i=$((i+1))
done
echo "STEP done"
"#;

#[test]
fn orca_reads_the_help_the_settings_and_answers_of_several_lines() {
    orca::need_all();
    let start = Instant::now();
    let orca::Run {
        output: run, log, ..
    } = orca::run("window_orca_help", SCENARIO, 120);
    let steps = String::from_utf8_lossy(&run.stdout).into_owned();
    let said = orca::spoken(&log);
    let mut wrong = Vec::new();
    // What a player heard, in order.
    let mut at = 0;
    for expected in [
        "Welcome to tactus. Press F1 for help on the keys.",
        "Help, ",
        "Move the cursor up: Up arrow, Numpad 8; gamepad D-pad up, 2 of ",
        "Moves",
        "Shift+C: Say your clock.",
        "Help closed.",
        "Language: English, 1 of 16",
        "Up and down choose, left and right change, Escape closes.",
        "Voice: your screen reader, 3 of 16",
        "Theme: yellow and navy, 6 of 16",
        "Theme: black and white, 6 of 16",
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
