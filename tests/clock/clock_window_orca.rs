//! Orca, the GNOME screen reader, with `tactus clock`'s window, run as
//! `tests/window/window_orca.rs` runs it (see there and TESTING.md): headless,
//! xdotool presses the keys, Orca's debug log says what a blind player
//! heard.
//!
//! With `--voice screen-reader` (tactus's own voice silent) Orca must say:
//! the window's name when it gets the focus, with the time control; the
//! running side after the start and after each press; the command line as
//! an entry, and the move typed in it announced once when Enter presses the
//! clock with it; a press by the side whose clock is not running, twice in
//! the same words (both heard); both clocks (`c`), a refused move, the
//! pause and the resumption, the flag; and never the running time by
//! itself: over 3 s of running clock Orca says nothing.
//!
//! With the clock's own voice (`--voice text`) the answers are not Orca's
//! to say (the board window's rule: each is heard once): Orca says the
//! window and the command line, and nothing of the presses, the moves or
//! the running time.
//!
//! Orca hears no keys here (AT-SPI gets no key events from Xvfb's XTest),
//! so it does not echo what is typed ("lack of cause" in its log); the
//! entry's text as Orca sees it is checked in its log instead. xdotool's
//! `Shift_R` presses `Shift_L` with it, a press on each side: the right
//! button is KP_Enter here.
//!
//! Needs what `tests/window/window_orca.rs` needs; fails (does not skip) without.

use crate::orca;

use std::path::Path;
use std::process::Command;
use std::sync::Mutex;
use std::time::Instant;

/// One Orca at a time: two starting together on a busy machine missed
/// their 30 s to say "Screen reader on."
static ONE_ORCA: Mutex<()> = Mutex::new(());

/// Starts `tactus clock 5+3` with the voice `$VOICE` and focuses its
/// window until Orca names it.
const CLOCK: &str = r#"
"$TACTUS" clock 5+3 --lang en --voice "$VOICE" >"$OUT/tactus.out" 2>"$OUT/tactus.err" &
TP=$!
WID=$(timeout 20 xdotool search --sync --name "tactus clock" | head -1)
[ -n "$WID" ] || { echo "STEP setup no window"; exit 0; }
timeout 10 xdotool windowfocus --sync "$WID"
wait_log "SPEECH OUTPUT: 'tactus clock" 250 || exit 0
"#;

/// How many lines Orca has spoken so far, as a `STEP said N` line.
const COUNT: &str = r#"
said() { echo "STEP said $(grep -c 'SPEECH OUTPUT:' "$OUT/orca.log")"; }
"#;

/// The game, for either voice: `wait_for TEXT` waits for Orca's words with
/// the screen reader's voice, for tactus's line with its own.
const GAME: &str = r#"
# Until the window takes keys (the first can reach a window that does not
# handle them yet): `c`, White's button, which does nothing before the
# start, until that is said.
n=0
until [ $n -ge 10 ]; do
  timeout 10 xdotool key c
  wait_for_count "White's clock is not running" 1 20 && break
  n=$((n+1))
done
# Black's button (right) starts White's clock.
timeout 10 xdotool key KP_Enter
wait_for "Clock started: White's clock runs."
# The clock runs: Orca must stay silent. (A second for the start's own
# words to be spoken, then 3.5 s of the clock running by itself: the time
# is what is tested.)
sleep 1
said
sleep 3.5
said
# White writes his move and presses with it.
timeout 10 xdotool key slash
wait_for "Command line: type a move"
timeout 10 xdotool type --delay 150 "Nf3"
# Until Orca got the last character typed into the entry.
i=0
until grep -F "text-changed:insert for [entry | Command line]" "$OUT/orca.log" 2>/dev/null \
  | grep -qF "(2, 1, 3)"; do
  [ $i -ge 50 ] && { echo "STEP timeout the 3 typed"; break; }
  sleep 0.1; i=$((i+1))
done
timeout 10 xdotool key Return
wait_for "White, move 1: "
timeout 10 xdotool key slash
wait_for_count "Command line: type a move" 2
timeout 10 xdotool type --delay 150 "d5"
timeout 10 xdotool key Return
wait_for "Black, move 1: "
# Black's button again: his clock is not running. Twice.
timeout 10 xdotool key KP_Enter
wait_for "Black's clock is not running"
timeout 10 xdotool key KP_Enter
wait_for_count "Black's clock is not running" 2
# Both clocks.
timeout 10 xdotool key slash
wait_for_count "Command line: type a move" 3
timeout 10 xdotool type --delay 150 "c"
timeout 10 xdotool key Return
wait_for "Black: 4 minutes"
# A move that cannot be played: refused, no press.
timeout 10 xdotool key slash
wait_for_count "Command line: type a move" 4
timeout 10 xdotool type --delay 150 "Qxh7"
timeout 10 xdotool key Return
wait_for "Qxh7"
# The arbiter pauses, resumes, and sets White's time short: the flag.
timeout 10 xdotool key slash
wait_for_count "Command line: type a move" 5
timeout 10 xdotool type --delay 100 "pause"
timeout 10 xdotool key Return
wait_for "Clocks paused."
timeout 10 xdotool key slash
wait_for_count "Command line: type a move" 6
timeout 10 xdotool type --delay 100 "resume"
timeout 10 xdotool key Return
wait_for "Clocks resumed."
timeout 10 xdotool key slash
wait_for_count "Command line: type a move" 7
timeout 10 xdotool type --delay 100 "set white 0:02"
timeout 10 xdotool key Return
wait_for "White's flag fell."
# A second in which anything said twice would reach the log: what is
# tested is that it is not (a key pressed instead would cut Orca short).
sleep 1
echo "STEP done"
"#;

/// `wait_for` by Orca's words (its speech, not the events it logs).
const BY_ORCA: &str = r#"
spoke() { grep -F "SPEECH OUTPUT: '" "$OUT/orca.log" 2>/dev/null | grep -cF -- "$1"; }
wait_for_count() {
  i=0
  until [ "$(spoke "$1")" -ge "$2" ]; do
    [ $i -ge "${3:-150}" ] && { echo "STEP timeout $2 x $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
  echo "STEP seen $2 x $1"
}
wait_for() { wait_for_count "$1" 1; }
"#;

/// `wait_for` by tactus's own lines.
const BY_TACTUS: &str = r#"
wait_for() {
  i=0
  until grep -qF -- "$1" "$OUT/tactus.out" 2>/dev/null; do
    [ $i -ge 150 ] && { echo "STEP timeout $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
  echo "STEP seen $1"
}
wait_for_count() {
  i=0
  until [ "$(grep -cF -- "$1" "$OUT/tactus.out" 2>/dev/null)" -ge "$2" ]; do
    [ $i -ge "${3:-150}" ] && { echo "STEP timeout $2 x $1"; return 1; }
    sleep 0.1; i=$((i+1))
  done
  echo "STEP seen $2 x $1"
}
"#;

/// Fails unless Orca, its Python and the tools are there.
fn need_orca() {
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
}

/// Runs the game with `voice`, waiting by Orca's words or tactus's lines.
fn play(name: &str, voice: &str, waits: &str) -> (orca::Run, String, Vec<String>) {
    let _one = ONE_ORCA.lock().unwrap_or_else(|e| e.into_inner());
    let start = [orca::ORCA_UP, "\nVOICE=", voice, "\n", CLOCK].concat();
    let steps = [COUNT, waits, GAME].concat();
    let run = orca::run_from(
        name,
        &start,
        "STEP timeout SPEECH OUTPUT: 'tactus clock",
        &steps,
        150,
    );
    let steps = String::from_utf8_lossy(&run.output.stdout).into_owned();
    let said = orca::spoken(&run.log);
    (run, steps, said)
}

/// The two `STEP said N` counts around the running clock's 3.5 s.
fn counts(steps: &str) -> Vec<usize> {
    steps
        .lines()
        .filter_map(|l| l.strip_prefix("STEP said "))
        .filter_map(|n| n.trim().parse().ok())
        .collect()
}

/// How many of Orca's lines contain `text`.
fn heard(said: &[String], text: &str) -> usize {
    said.iter().filter(|s| s.contains(text)).count()
}

/// Panics with the post-mortem unless `wrong` is empty.
fn verdict(name: &str, wrong: &[String], run: &orca::Run, steps: &str, said: &[String]) {
    if wrong.is_empty() {
        return;
    }
    let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{name}-failed.log"));
    let _ = std::fs::write(&kept, &run.log);
    let tactus = std::fs::read_to_string(run.out.path().join("tactus.out")).unwrap_or_default();
    panic!(
        "{}\nstatus {:?}; Orca's log: {}\nsteps:\n{steps}\nOrca said: {said:#?}\n\
         tactus wrote:\n{tactus}\nstderr:\n{}",
        wrong.join("; "),
        run.output.status,
        kept.display(),
        String::from_utf8_lossy(&run.output.stderr)
    );
}

#[test]
fn orca_says_the_clock_windows_answers_once_and_never_the_ticking_time() {
    need_orca();
    let begun = Instant::now();
    let (run, steps, said) = play("clock_window_orca", "screen-reader", BY_ORCA);
    let mut wrong = Vec::new();
    // In order: the window with the time control, the start, the line,
    // the move, Black's move, the press that does nothing, twice, both
    // clocks, the refusal, the pause, the resumption, the flag.
    let mut at = 0;
    for expected in [
        "tactus clock",
        "Time control: 5 minutes plus 3 seconds per move.",
        "Clock started: White's clock runs.",
        "Command line",
        "White, move 1: Knight f3",
        "Black, move 1: d5",
        "Black's clock is not running: nothing happens",
        "Black's clock is not running: nothing happens",
        "White: 4 minutes",
        "Qxh7",
        "Clocks paused.",
        "Clocks resumed.",
        "White's flag fell.",
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
    // The command line as an entry.
    if !said.iter().any(|s| s.starts_with("Command line entry")) {
        wrong.push("Orca did not read the command line as an entry".to_owned());
    }
    // What was typed, as Orca got it from the entry.
    for (offset, c) in [(0, 'N'), (1, 'f'), (2, '3')] {
        let insert = "object:text-changed:insert for [entry | Command line] in";
        let detail = format!("({offset}, 1, {c})");
        if !run
            .log
            .lines()
            .any(|l| l.contains(insert) && l.contains(&detail))
        {
            wrong.push(format!(
                "Orca did not get {c:?} typed into the command line"
            ));
        }
    }
    // Each answer once.
    for answer in [
        "Clock started: White's clock runs.",
        "White, move 1: ",
        "Black, move 1: ",
        "Clocks paused.",
        "White's flag fell.",
    ] {
        let n = heard(&said, answer);
        if n != 1 {
            wrong.push(format!("Orca said {answer:?} {n} times"));
        }
    }
    // Nothing while the clock ran by itself.
    match counts(&steps)[..] {
        [before, after] if before == after => {}
        ref n => wrong.push(format!(
            "Orca spoke while the clock ran by itself (lines said: {n:?})"
        )),
    }
    if !steps.contains("STEP done") {
        wrong.push("the scenario did not finish".to_owned());
    }
    eprintln!("after {:?}", begun.elapsed());
    verdict("clock_window_orca", &wrong, &run, &steps, &said);
}

#[test]
fn with_its_own_voice_the_clock_leaves_orca_the_window_and_the_line_only() {
    need_orca();
    let (run, steps, said) = play("clock_window_orca_own", "text", BY_TACTUS);
    let mut wrong = Vec::new();
    if !said.iter().any(|s| s.starts_with("tactus clock")) {
        wrong.push("Orca did not name the window".to_owned());
    }
    if !said.iter().any(|s| s.starts_with("Command line entry")) {
        wrong.push("Orca did not read the command line as an entry".to_owned());
    }
    for answer in [
        "Time control",
        "Clock started",
        "move 1",
        "not running",
        "paused",
        "flag",
        "seconds",
    ] {
        let n = heard(&said, answer);
        if n != 0 {
            wrong.push(format!(
                "Orca said {answer:?} {n} times: the clock's own voice says it"
            ));
        }
    }
    match counts(&steps)[..] {
        [before, after] if before == after => {}
        ref n => wrong.push(format!(
            "Orca spoke while the clock ran by itself (lines said: {n:?})"
        )),
    }
    if !steps.contains("STEP done") {
        wrong.push("the scenario did not finish".to_owned());
    }
    verdict("clock_window_orca_own", &wrong, &run, &steps, &said);
}
