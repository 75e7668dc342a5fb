//! The review walked in `tactus tty` against the real Stockfish, one line
//! at a time as a person types: a player of Black goes to their own moves
//! (`go 3` is their move 3; `go 3 black`, `go 3...`, `go 3b`, German
//! `gehe 3 schwarz` name Black's move, `go 3 white` White's); a sound move
//! is never told of a better one (the engine's preference only on `line`);
//! `line` reads six half-moves numbered one way, `line all` the rest; and
//! the review's help is said at the first review of a run and on `help
//! review`, not at every review; and a blunder's material sentence names
//! what was given for what ("the queen for a pawn").

use std::time::{Duration, Instant};

use crate::piped;

use crate::talk;

use piped::{Dirs, PEOPLE, dirs};
use talk::Talk;

/// `tactus tty` in `lang` with `args`, speaking as text; it waits up to
/// 60 s for an answer (the engine reviews on a busy machine).
fn start(d: &Dirs, lang: &str, args: &[&str]) -> Talk {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", lang])
        .args(args)
        .spawn()
        .unwrap();
    Talk::new(child).patient(60)
}

/// Waits until `count` lines start with `start` (the engine's moves
/// said: "White: d4"); 60 s at most.
fn wait_lines(t: &Talk, start: &str, count: usize) {
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        let all = t.all();
        if all.iter().filter(|l| l.starts_with(start)).count() >= count {
            return;
        }
        assert!(
            Instant::now() < until,
            "no {count} lines {start:?}: {all:#?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Quits the game in progress, saying yes to the question.
fn quit(mut t: Talk) {
    t.type_line("quit");
    t.type_line("yes");
    t.quit();
}

fn has(lines: &[String], text: &str) -> bool {
    lines.iter().any(|l| l.contains(text))
}

#[test]
fn a_player_of_black_goes_to_their_own_moves() {
    let d = dirs();
    let mut t = start(&d, "en", &["--white", "engine:1", "--black", "human"]);
    // Moves that are legal whatever the engine plays.
    for (n, mv) in ["a6", "h6", "a5"].into_iter().enumerate() {
        wait_lines(&t, "White: ", n + 1);
        t.ask(mv, mv);
    }
    wait_lines(&t, "White: ", 4);
    t.ask("review", "review off goes back to the game.");
    // The player's own move 3.
    t.ask("go 3", "Move 3, Black: a5");
    t.ask("go 2 white", "Move 2, White:");
    for line in ["go 1 black", "go 1...", "go 1 ...", "go 1b", "go 1 b"] {
        t.ask("go 2 white", "Move 2, White:");
        let said = t.ask(line, "Move 1, ");
        assert!(has(&said, "Move 1, Black: a6"), "{line}: {said:#?}");
    }
    t.ask("go 1.", "Move 1, Black: a6");
    t.ask("go 1w", "Move 1, White:");
    t.ask("go 5 black", "The game has no move 5 for Black.");
    t.ask("review off", "Back to the game.");
    quit(t);
}

#[test]
fn black_moves_are_named_in_german() {
    let d = dirs();
    let mut t = start(&d, "de", &PEOPLE);
    for mv in ["e4", "e5", "a3", "Sc6", "h3", "Sf6"] {
        t.ask(mv, &mv[mv.len() - 2..]);
    }
    t.ask("analyse", "analyse aus führt zurück zur Partie.");
    // Two people played: `gehe 2` is White's move 2.
    t.ask("gehe 2", "Zug 2, Weiß: a3");
    t.ask("gehe 2 schwarz", "Zug 2, Schwarz: Springer c6");
    t.ask("gehe 1", "Zug 1, Weiß: e4");
    t.ask("gehe 2...", "Zug 2, Schwarz: Springer c6");
    t.ask("gehe 3 Weiß", "Zug 3, Weiß: h3");
    t.ask("gehe 4 schwarz", "Die Partie hat keinen Zug 4 von Schwarz.");
    t.ask("analyse aus", "Zurück zur Partie.");
    quit(t);
}

/// The text of the line that contains `text` in `lines`.
fn line_with(lines: &[String], text: &str) -> String {
    lines
        .iter()
        .find(|l| l.contains(text))
        .cloned()
        .unwrap_or_else(|| panic!("no line with {text:?}: {lines:#?}"))
}

#[test]
fn a_sound_move_hears_of_no_better_one_and_a_line_is_short() {
    let d = dirs();
    let mut t = start(&d, "en", &PEOPLE);
    for mv in ["e4", "e5", "Bc4", "Nc6", "h4", "Nf6"] {
        t.ask(mv, &mv[mv.len() - 2..]);
    }
    t.ask("review", "next and back go through the moments");
    // Bc4 is sound: no judgement, no better move said.
    let said = t.ask("go 2", "Move 2, White: Bishop c4");
    let sound = line_with(&said, "Move 2, White: Bishop c4");
    assert!(!sound.contains("Better was"), "{sound}");
    // Asked, the engine's preference is said as what it is.
    let said = t.ask("line", "Best line: 2. ");
    assert!(has(&said, "The engine slightly preferred"), "{said:#?}");
    // h4 is an inaccuracy: the better move is said.
    let said = t.ask("go 3", "Move 3, White: h4");
    assert!(has(&said, "Better was"), "{said:#?}");
    // Black's move: the line numbered "3... ", six half-moves, the rest
    // on `line all`.
    t.ask("go 3 black", "Move 3, Black: Knight f6");
    let said = t.ask("line", "Best line: 3... ");
    let short = line_with(&said, "Best line: 3... ");
    assert!(!short.contains("Black:"), "{short}");
    assert!(short.ends_with("; line all reads it whole."), "{short}");
    let said = t.ask("line all", "Best line: 3... ");
    let all = line_with(&said, "Best line: 3... ");
    let begun = short.trim_end_matches("; line all reads it whole.");
    assert!(
        all.starts_with(begun) && all.len() > short.len(),
        "{short}\n{all}"
    );
    // The help was said at the first review; not again, but on asking.
    t.ask("review off", "Back to the game.");
    let before = t.all().len();
    t.ask("review", "Moment 1 of");
    t.ask("again", "Move 3, White: h4");
    let said = t.all().split_off(before);
    assert!(!has(&said, "next and back go through"), "{said:#?}");
    t.ask("help review", "next and back go through the moments");
    t.ask("review off", "Back to the game.");
    quit(t);
}

#[test]
fn a_sound_move_hears_of_no_better_one_in_german() {
    let d = dirs();
    let mut t = start(&d, "de", &PEOPLE);
    for mv in ["e4", "e5", "Lc4", "Sc6", "h4", "Sf6"] {
        t.ask(mv, &mv[mv.len() - 2..]);
    }
    t.ask("analyse", "weiter und zurück gehen durch die Momente");
    let said = t.ask("gehe 2", "Zug 2, Weiß: Läufer c4");
    assert!(!has(&said, "Besser war"), "{said:#?}");
    let said = t.ask("variante", "Beste Fortsetzung: 2. ");
    assert!(has(&said, "leicht vor"), "{said:#?}");
    t.ask("gehe 3 schwarz", "Zug 3, Schwarz: Springer f6");
    t.ask("variante", "variante alle liest sie ganz.");
    t.ask("analyse aus", "Zurück zur Partie.");
    let before = t.all().len();
    t.ask("analyse", "Moment 1 von");
    t.ask("nochmal", "Zug 3, Weiß: h4");
    let said = t.all().split_off(before);
    assert!(!has(&said, "weiter und zurück gehen"), "{said:#?}");
    t.ask("hilfe analyse", "weiter und zurück gehen durch die Momente");
    t.ask("analyse aus", "Zurück zur Partie.");
    quit(t);
}

#[test]
fn a_blunder_names_what_was_given_for_what() {
    // 3. Qxf7+?? Kxf7: the queen given for a pawn, taken by the king.
    for (lang, moves, review, go, said) in [
        (
            "en",
            ["e4", "e5", "Qh5", "Nc6", "Qxf7", "Kxf7"],
            "review",
            "go 3",
            "Black wins the queen for a pawn: King takes f7.",
        ),
        (
            "de",
            ["e4", "e5", "Dh5", "Sc6", "Dxf7", "Kxf7"],
            "analyse",
            "gehe 3",
            "Schwarz gewinnt die Dame für einen Bauern: König schlägt f7.",
        ),
    ] {
        let d = dirs();
        let mut t = start(&d, lang, &PEOPLE);
        for mv in moves {
            t.ask(mv, &mv[mv.len() - 2..]);
        }
        t.ask(review, "Moment 1 ");
        t.ask(go, said);
        quit(t);
    }
}
