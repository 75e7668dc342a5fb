//! The first start's welcome in `tactus tty` and `tactus puzzle`: one
//! short sentence that fits a 40-cell braille window, said first, so that
//! the last thing said before the player acts is the question ("White to
//! move, move 1", the puzzle's "find the best move" or "find mate in
//! 2"); in English and German.

use crate::piped;

use crate::talk;

use piped::{PEOPLE, dirs};
use talk::Talk;

/// The cells of a one-line braille display.
const WINDOW: usize = 40;

/// What was said up to the line with `question`, once it came: the
/// welcome (the line with `welcome`) is one of the lines before it, and
/// short.
fn welcome_before(t: &Talk, welcome: &str, question: &str) {
    let said = t.wait_for(question);
    let asked = said.iter().position(|l| l.contains(question)).unwrap();
    let welcomed = said
        .iter()
        .position(|l| l.contains(welcome))
        .unwrap_or_else(|| panic!("no welcome {welcome:?}: {said:#?}"));
    assert!(welcomed < asked, "the question is said last: {said:#?}");
    let length = said[welcomed].chars().count();
    assert!(length <= WINDOW, "{length} cells: {:?}", said[welcomed]);
}

#[test]
fn the_welcome_is_short_and_the_turn_is_said_last() {
    let d = dirs();
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "en"])
        .args(PEOPLE)
        .spawn()
        .unwrap();
    let t = Talk::new(child);
    welcome_before(&t, "Welcome", "White to move, move 1");
    t.kill();

    let d = dirs();
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "de"])
        .args(PEOPLE)
        .spawn()
        .unwrap();
    let t = Talk::new(child);
    welcome_before(&t, "Willkommen", "Weiß ist am Zug, Zug 1");
    t.kill();
}

#[test]
fn the_puzzles_question_is_said_after_the_welcome() {
    for (lang, welcome, question) in [
        ("en", "Welcome", "to move: find "),
        ("de", "Willkommen", "am Zug: Finden Sie"),
    ] {
        let d = dirs();
        let child = d
            .tactus()
            .args(["puzzle", "--voice", "text", "--lang", lang])
            .spawn()
            .unwrap();
        let t = Talk::new(child);
        welcome_before(&t, welcome, question);
        t.kill();
    }
}
