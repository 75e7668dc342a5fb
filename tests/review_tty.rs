//! `review` in `tactus tty` against the real Stockfish, one line at a time
//! as a person types, each waiting for what the one before said: the
//! game's blunder called a blunder with the mate it allows, the moments
//! walked (`next`, `back`, `go`, `line`, `again`), the board commands in
//! the moment's position, `learn` refusing a wrong move and taking a right
//! one, a move typed in the walk refused and the game
//! untouched, German `zurück` a step back (not a take-back), and the
//! review refused under strict rules while the game goes on and in
//! tournament mode.

#[path = "support/piped.rs"]
mod piped;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use piped::{Dirs, dirs};

/// tactus over a pipe, its lines read as they come.
struct Talk {
    child: Child,
    stdin: Option<ChildStdin>,
    said: Arc<Mutex<Vec<String>>>,
    /// How many lines were read when the last line was typed.
    mark: usize,
}

impl Talk {
    fn start(d: &Dirs, lang: &str, args: &[&str]) -> Talk {
        let mut child = d
            .tactus()
            .arg("tty")
            .args(["--voice", "text", "--lang", lang])
            .args(args)
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let out = child.stdout.take().unwrap();
        let said = Arc::new(Mutex::new(Vec::new()));
        let lines = said.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines() {
                let Ok(line) = line else { break };
                lines.lock().unwrap().push(line);
            }
        });
        Talk {
            child,
            stdin,
            said,
            mark: 0,
        }
    }

    /// Types `line`.
    fn type_line(&mut self, line: &str) {
        self.mark = self.said.lock().unwrap().len();
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Waits (at most 60 s: the engine reviews on a busy machine) for a
    /// line containing `text` since the last line typed; every line since.
    fn wait_for(&self, text: &str) -> Vec<String> {
        let until = Instant::now() + Duration::from_secs(60);
        loop {
            let since: Vec<String> = self.said.lock().unwrap()[self.mark..].to_vec();
            if since.iter().any(|l| l.contains(text)) {
                return since;
            }
            assert!(
                Instant::now() < until,
                "no line with {text:?}; since the last line typed: {since:#?}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types `line` and waits for `text`; the lines said since.
    fn ask(&mut self, line: &str, text: &str) -> Vec<String> {
        self.type_line(line);
        self.wait_for(text)
    }

    /// Quits and waits for the end.
    fn quit(mut self) {
        self.type_line("quit");
        self.type_line("yes");
        drop(self.stdin.take());
        let until = Instant::now() + Duration::from_secs(20);
        while self.child.try_wait().unwrap().is_none() {
            assert!(Instant::now() < until, "tactus did not end");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

const PEOPLE: [&str; 4] = ["--white", "human", "--black", "human"];

#[test]
fn a_blunder_is_called_one_and_its_moments_are_walked() {
    let d = dirs();
    let mut t = Talk::start(&d, "en", &PEOPLE);
    for mv in ["f3", "e5", "g4"] {
        t.ask(mv, &format!(": {mv}"));
    }
    t.ask("Qh4", "Black wins");
    let said = t.ask("review", "next and back go through the moments");
    let text = said.join("\n");
    assert!(text.contains("Reviewing 2 moves"), "{text}");
    assert!(
        text.contains("White: accuracy") && text.contains("1 blunder"),
        "{text}"
    );
    assert!(text.contains("Moment 1 of 2."), "{text}");
    assert!(text.contains("Move 1, White: f3, an inaccuracy."), "{text}");

    let said = t.ask("next", "Move 2, White: g4, a blunder.");
    assert!(has(&said, "Moment 2 of 2."), "{said:#?}");
    assert!(
        has(&said, "This allows mate in 1: Queen h4, checkmate."),
        "{said:#?}"
    );
    t.ask("next", "That was the last moment");
    // The position of the moment: before g4, with f3 and e5 played.
    let said = t.ask("s f", "File f:");
    assert!(has(&said, "f3 white pawn"), "{said:#?}");
    let said = t.ask("s e", "File e:");
    assert!(has(&said, "e5 black pawn"), "{said:#?}");
    assert!(!has(&said, "e7 black pawn"), "{said:#?}");
    t.ask("line", "Best line: 2.");
    t.ask("back", "Move 1, White: f3");
    t.ask("back", "This is the first moment.");
    t.ask("go 2", "Move 2, White: g4");
    t.ask("go 9", "The game has no move 9.");
    t.ask("again", "Move 2, White: g4");
    // A move typed in the walk is never played.
    t.ask("d4", "In the review: next, back");
    t.ask("review off", "Back to the game.");
    t.ask("last", "Queen h4");
    t.quit();
}

#[test]
fn learn_in_the_review_refuses_a_wrong_move_and_takes_the_right_one() {
    let d = dirs();
    let mut t = Talk::start(&d, "en", &PEOPLE);
    for mv in ["f3", "e5", "g4"] {
        t.ask(mv, &format!(": {mv}"));
    }
    t.ask("review", "next and back go through the moments");
    t.ask(
        "learn",
        "Move 2: White played g4. Find a better move for White.",
    );
    // The blunder again: the engine names the mate it allows.
    t.ask(
        "g4",
        "Not this one: after g4, Black plays Queen h4, checkmate.",
    );
    let said = t.ask("s g", "File g:");
    assert!(
        has(&said, "g2 white pawn"),
        "the exercise is set again: {said:#?}"
    );
    t.ask("hint", "Think of the knight on b1.");
    t.ask("Nc3", "Yes: Knight c3");
    t.wait_for("You found 1 of 1.");
    t.wait_for("Back in the review");
    t.ask("review off", "Back to the game.");
    // The game is as it was: Black to move after g4.
    t.ask("last", "g4");
    t.quit();
}

#[test]
fn the_walk_goes_back_with_zuruck_and_the_game_keeps_its_moves() {
    let d = dirs();
    let mut t = Talk::start(&d, "de", &PEOPLE);
    for mv in ["f3", "e5", "g4"] {
        t.ask(mv, &format!(": {mv}"));
    }
    t.ask("analyse", "weiter und zurück gehen durch die Momente");
    t.ask("weiter", "Zug 2, Weiß: g4, ein Patzer.");
    t.ask("zurück", "Zug 1, Weiß: f3");
    t.ask("analyse aus", "Zurück zur Partie.");
    // No move was taken back: Black is to move after g4.
    t.ask("wer", "Schwarz");
    // Asked again for the same moves, the review kept is taken.
    let said = t.ask("analyse", "weiter und zurück");
    assert!(has(&said, "Schon analysiert"), "{said:#?}");
    t.ask("analyse aus", "Zurück zur Partie.");
    t.quit();
}

#[test]
fn a_review_is_refused_under_strict_rules_and_in_a_tournament() {
    let d = dirs();
    let mut t = Talk::start(
        &d,
        "en",
        &["--white", "human", "--black", "human", "--rules", "strict"],
    );
    t.ask("e4", ": e4");
    t.ask(
        "review",
        "Strict rules allow no review while the game goes on (Article 11.3)",
    );
    t.quit();

    let d = dirs();
    let mut t = Talk::start(&d, "en", &PEOPLE);
    t.ask(
        "review",
        "No move has been played: there is nothing to review yet.",
    );
    t.quit();

    let d = dirs();
    let mut t = Talk::start(
        &d,
        "en",
        &[
            "--white",
            "human",
            "--black",
            "human",
            "--tournament",
            "--arbiter-code",
            "4711",
        ],
    );
    t.ask("e4", ": e4");
    let said = t.ask(
        "review",
        "Tournament mode does not allow information about the game",
    );
    assert!(!has(&said, "Reviewing"), "{said:#?}");
    t.quit();
}

fn has(lines: &[String], text: &str) -> bool {
    lines.iter().any(|l| l.contains(text))
}
