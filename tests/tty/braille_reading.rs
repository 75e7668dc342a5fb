//! The braille display of the commands that tell lines (`tactus review`,
//! `tactus learn`, `tactus replay --speak`) through a real BRLTTY whose
//! display is the test (its Virtual driver, support/brltty.rs), with no
//! voice, as a deafblind player at the console reads them: the review's
//! progress and then its words, each line whole, the first line of the
//! review shown and the last reached by panning, the command staying until
//! the player ends it (Enter over a message only brings the line that says
//! how to leave; Enter over that line leaves); a lesson's question and the
//! answer to a line typed on the display's own keyboard; a game read aloud
//! with its moves in the chess code; and `--braille on` with no BRLTTY
//! said on standard error, the command going on as `tactus tty` does.
//!
//! The review runs against the real Stockfish with a small budget.

use crate::brltty;
use crate::piped;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use brltty::{Brltty, begins_with, begins_with_dots, braille_naming, messages_read, reads};
use piped::{Dirs, dirs, pgn_file};

/// How a command at the console is left, on the display and in words.
const LEAVE: &str = "To leave: Enter on the display, or q.";

/// The Opera Game, 17 moves: reviewed in a few seconds at 2000 nodes.
fn opera() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/examples/opera.pgn")
}

/// 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#: Black allows mate in one.
const SCHOLARS_MATE: &str =
    "[White \"Ada\"]\n[Black \"Bruno\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";

/// tactus running, its standard output and error read as they come, its
/// input open.
struct Running {
    child: Child,
    stdin: Option<ChildStdin>,
    out: Arc<Mutex<Vec<String>>>,
    err: Arc<Mutex<String>>,
}

impl Running {
    /// `tactus ARGS` in `d`'s folders, in English, its BrlAPI at `host`.
    fn start(d: &Dirs, host: &str, args: &[&str]) -> Running {
        let mut child = d
            .tactus()
            .args(args)
            .args(["--lang", "en"])
            .env("BRLAPI_HOST", host)
            .spawn()
            .unwrap();
        let (out, err) = (Arc::default(), Arc::default());
        let lines: Arc<Mutex<Vec<String>>> = Arc::clone(&out);
        let stdout = child.stdout.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                lines.lock().unwrap().push(line);
            }
        });
        let text: Arc<Mutex<String>> = Arc::clone(&err);
        let mut stderr = child.stderr.take().unwrap();
        std::thread::spawn(move || {
            let mut buf = [0; 4096];
            while let Ok(n @ 1..) = stderr.read(&mut buf) {
                text.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Running {
            stdin: child.stdin.take(),
            child,
            out,
            err,
        }
    }

    /// The lines written on standard output so far.
    fn out(&self) -> Vec<String> {
        self.out.lock().unwrap().clone()
    }

    /// Waits (two minutes at most) until a line of standard output
    /// contains `text`; the lines so far.
    fn wait_out(&self, text: &str) -> Vec<String> {
        let until = Instant::now() + Duration::from_secs(120);
        loop {
            let out = self.out();
            if out.iter().any(|l| l.contains(text)) {
                return out;
            }
            assert!(Instant::now() < until, "no line with {text:?}: {out:#?}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits (two minutes at most) until standard error contains `text`.
    fn wait_err(&self, text: &str) {
        let until = Instant::now() + Duration::from_secs(120);
        while !self.err.lock().unwrap().contains(text) {
            assert!(
                Instant::now() < until,
                "no {text:?} on stderr: {}",
                self.err.lock().unwrap()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Whether it is still running, `seconds` from now.
    fn still_running_after(&mut self, seconds: f64) -> bool {
        std::thread::sleep(Duration::from_secs_f64(seconds));
        self.child.try_wait().unwrap().is_none()
    }

    /// Waits (ten seconds at most, then kills it) for its end: whether
    /// it ended with status 0.
    fn ended_well(mut self) -> bool {
        let until = Instant::now() + Duration::from_secs(10);
        while Instant::now() < until {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.success();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        panic!("still running: {}", self.err.lock().unwrap());
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Pans right from the message shown (a quarter of a second between
/// keys, as a reader reads on) until a window shown since line `since`
/// holds for `found`, at most `most` times.
fn pan_until(display: &Brltty, since: usize, most: usize, found: impl Fn(&[String]) -> bool) {
    for _ in 0..most {
        if display.shown_since(since).iter().any(|c| found(c)) {
            return;
        }
        display.press("FWinRt");
    }
    panic!(
        "not reached by panning: {:#?}",
        messages_read(&display.shown_since(since), |_| false)
    );
}

#[test]
fn a_review_is_read_whole_by_panning_and_stays_until_the_player_leaves() {
    let (display, d) = (Brltty::start("40"), dirs());
    let file = opera();
    let args = [
        "review",
        file.to_str().unwrap(),
        "--voice",
        "none",
        "--braille",
        "on",
        "--nodes",
        "2000",
    ];
    let mut review = Running::start(&d, &display.host, &args);
    review.wait_err("Braille display: 40 cells");
    review.wait_err(LEAVE);
    review.wait_out("accuracy");
    std::thread::sleep(Duration::from_millis(300));
    let words = review.out();
    let (first, last) = (words.first().unwrap(), words.last().unwrap());
    assert!(first.contains("Morphy"), "{words:#?}");

    // From the start: what the display is for, the progress, then the
    // review, its first line, each line a window of its own from its
    // first cell, to its last line and how to leave.
    pan_until(&display, 0, 80, |c| begins_with(c, "Reviewing 17 moves"));
    // Its first window: the line's first words.
    let opening: String = first.split(' ').take(3).collect::<Vec<_>>().join(" ");
    pan_until(&display, 0, 80, |c| begins_with(c, &opening));
    pan_until(&display, 0, 80, |c| begins_with(c, LEAVE));
    let read = messages_read(&display.shown_since(0), |_| false);
    for line in [
        "Braille display: 40 cells",
        "The whole game reviewed.",
        first,
        last,
        LEAVE,
    ] {
        assert!(reads(&read, line), "{line:?} was not read: {read:?}");
    }
    for line in &words {
        assert!(reads(&read, line), "{line:?} was not read: {read:?}");
    }

    // It stays: panning left reads the review again from its start.
    assert!(review.still_running_after(1.0), "it did not wait");
    let since = display.count();
    display.press("FWinRt");
    display.press("FWinLt");
    display.wait_cells(since, |c| begins_with(c, &opening));
    // Enter over the review only brings back how to leave …
    let since = display.count();
    display.press("KEY_ENTER");
    display.wait_cells(since, |c| begins_with(c, LEAVE));
    assert!(review.still_running_after(1.0), "Enter over a message left");
    // … and there it leaves.
    display.press("KEY_ENTER");
    assert!(review.ended_well());
}

#[test]
fn on_without_brltty_says_why_on_stderr_and_the_command_goes_on() {
    // A BrlAPI port nobody serves.
    let host = "127.0.0.1:399";
    let d = dirs();
    let file = opera();
    let review = |braille: &str| {
        d.tactus()
            .args(["review", file.to_str().unwrap(), "--voice", "none"])
            .args(["--nodes", "2000", "--lang", "en", "--braille", braille])
            .env("BRLAPI_HOST", host)
            .stdin(Stdio::null())
            .output()
            .unwrap()
    };
    let out = review("on");
    let (said, why) = (text(&out.stdout), text(&out.stderr));
    assert!(out.status.success(), "{why}");
    assert!(why.contains("No braille display: BRLTTY"), "{why}");
    assert_eq!(why.matches("braille").count(), 1, "said once: {why}");
    assert!(
        said.contains("Morphy") && said.contains("accuracy"),
        "{said}"
    );
    // `auto` is silent about it.
    let out = review("auto");
    assert!(out.status.success());
    assert!(!text(&out.stderr).to_lowercase().contains("braille"));

    // A game read aloud too.
    let out = d
        .tactus()
        .args([
            "replay",
            file.to_str().unwrap(),
            "--speak",
            "--voice",
            "text",
        ])
        .args(["--lang", "en", "--braille", "on"])
        .env("BRLAPI_HOST", host)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(text(&out.stderr).contains("No braille display: BRLTTY"));
    assert!(text(&out.stdout).contains("Move 1, White: e4"));
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_game_read_aloud_shows_its_moves_and_stays_until_q() {
    let (display, d) = (Brltty::start("40"), dirs());
    let file = pgn_file("[White \"Ada\"]\n[Black \"Bruno\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
    let args = [
        "replay",
        file.path().to_str().unwrap(),
        "--speak",
        "--voice",
        "none",
        "--braille",
        "on",
    ];
    let mut replay = Running::start(&d, &display.host, &args);
    replay.wait_err(LEAVE);
    // Each move a window of its own, the move in the chess code.
    let e4 = braille_naming("Move 1, White: e4", &[("e4", "e4")]);
    let nf3 = braille_naming("Move 2, White: Knight f3", &[("Knight f3", "Nf3")]);
    pan_until(&display, 0, 30, |c| begins_with_dots(c, &e4));
    pan_until(&display, 0, 30, |c| begins_with_dots(c, &nf3));
    pan_until(&display, 0, 30, |c| begins_with(c, LEAVE));
    assert!(replay.still_running_after(1.0), "it did not wait");
    replay.type_line("q");
    assert!(replay.ended_well());
}

#[test]
fn a_lesson_shows_what_it_says_and_takes_lines_typed_on_the_display() {
    let (display, d) = (Brltty::start("40"), dirs());
    let file = pgn_file(SCHOLARS_MATE);
    let args = [
        "learn",
        file.path().to_str().unwrap(),
        "--side",
        "black",
        "--nodes",
        "20000",
        "--voice",
        "none",
        "--braille",
        "on",
    ];
    let mut learn = Running::start(&d, &display.host, &args);
    let question = "Move 3: you played Knight f6. Find a better move for Black.";
    learn.wait_out(question);
    pan_until(&display, 0, 60, |c| {
        begins_with(c, "One move to find again.")
    });
    pan_until(&display, 0, 60, |c| begins_with(c, "Move 3: you played"));

    // `hint` typed on the display's braille keyboard: the answer shows.
    let since = display.count();
    display.type_line("hint");
    learn.wait_out("Think of the pawn on g7.");
    display.wait_cells(since, |c| begins_with(c, "Think of the pawn on g7."));

    // The right move typed at the keyboard: the lesson runs out, and stays
    // until the player leaves.
    let since = display.count();
    learn.type_line("g6");
    learn.wait_out("You found 1 of 1.");
    display.wait_cells(since, |c| begins_with(c, "Yes: g6"));
    pan_until(&display, since, 20, |c| begins_with(c, LEAVE));
    assert!(learn.still_running_after(1.0), "it did not wait");
    drop(learn.stdin.take());
    assert!(learn.ended_well());
}
