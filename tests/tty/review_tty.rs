//! `review` in `tactus tty` against the real Stockfish, one line at a time
//! as a person types, each waiting for what the one before said: the
//! game's blunder called a blunder with the mate it allows, the moments
//! walked (`next`, `back`, `go`, `line`, `again`), the board commands in
//! the moment's position, `learn` refusing a wrong move and taking a right
//! one, a move typed in the walk refused and the game
//! untouched, German `zurück` a step back (not a take-back), and the
//! review refused under strict rules while the game goes on and in
//! tournament mode.

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

/// Quits the game in progress, saying yes to the question, and waits for
/// the end.
fn quit(mut t: Talk) {
    t.type_line("quit");
    t.type_line("yes");
    t.quit();
}

#[test]
fn a_blunder_is_called_one_and_its_moments_are_walked() {
    let d = dirs();
    let mut t = start(&d, "en", &PEOPLE);
    for mv in ["f3", "e5", "g4"] {
        t.ask(mv, &format!(": {mv}"));
    }
    t.ask("Qh4", "Black wins");
    let said = t.ask("review", "next and back go through the moments");
    let text = said.join("\n");
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
    quit(t);
}

#[test]
fn learn_in_the_review_refuses_a_wrong_move_and_takes_the_right_one() {
    let d = dirs();
    let mut t = start(&d, "en", &PEOPLE);
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
    quit(t);
}

#[test]
fn the_walk_goes_back_with_zuruck_and_the_game_keeps_its_moves() {
    let d = dirs();
    let mut t = start(&d, "de", &PEOPLE);
    for mv in ["f3", "e5", "g4"] {
        t.ask(mv, &format!(": {mv}"));
    }
    t.ask("analyse", "weiter und zurück gehen durch die Momente");
    t.ask("weiter", "Zug 2, Weiß: g4, ein Patzer.");
    t.ask("zurück", "Zug 1, Weiß: f3");
    t.ask("analyse aus", "Zurück zur Partie.");
    // No move was taken back: Black is to move after g4.
    t.ask("wer", "Schwarz");
    // Asked again for the same moves, the review kept is taken: nothing
    // is reviewed again.
    let said = t.ask("analyse", "Moment 1 von");
    assert!(!has(&said, "analysiert;"), "{said:#?}");
    assert!(has(&said, "Weiß: Genauigkeit"), "{said:#?}");
    t.ask("analyse aus", "Zurück zur Partie.");
    quit(t);
}

#[test]
fn a_review_is_refused_under_strict_rules_and_in_a_tournament() {
    let d = dirs();
    let mut t = start(
        &d,
        "en",
        &["--white", "human", "--black", "human", "--rules", "strict"],
    );
    t.ask("e4", ": e4");
    t.ask(
        "review",
        "Strict rules allow no review while the game goes on (Article 11.3)",
    );
    quit(t);

    let d = dirs();
    let mut t = start(&d, "en", &PEOPLE);
    t.ask(
        "review",
        "No move has been played: there is nothing to review yet.",
    );
    quit(t);

    let d = dirs();
    let mut t = start(
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
    quit(t);
}

fn has(lines: &[String], text: &str) -> bool {
    lines.iter().any(|l| l.contains(text))
}
