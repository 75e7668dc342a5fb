//! "Which rook: a1 or e1?" answered the natural way, with the piece and
//! one of the offered squares (`Turm Anna eins`, `rook a1`, `knight d4`),
//! answers the question through `tactus tty`: the move is made, not read
//! as a new move that loses the question.

use crate::piped;

use piped::{Dirs, PEOPLE, dirs, feed, has};

/// Rooks on a1 and e1: `Rd1` asks which.
const ROOKS: &str = "7k/8/8/8/8/8/8/R3RK2 w - - 0 1";
/// Knights on c3 and d4: `Nb5` asks which.
const KNIGHTS: &str = "4k3/8/8/8/3N4/2N5/8/4K3 w - - 0 1";

fn tty(d: &Dirs, lang: &str, fen: &str, lines: &[&str]) -> Vec<String> {
    let child = d
        .tactus()
        .arg("tty")
        .args(PEOPLE)
        .args(["--voice", "text", "--lang", lang, "--fen", fen])
        .spawn()
        .unwrap();
    feed(child, &piped::paced(lines, 30))
}

/// The moves of the autosaved game, in UCI.
fn saved_moves(d: &Dirs) -> Vec<String> {
    let text = std::fs::read_to_string(d.data.path().join("current.json")).unwrap();
    let saved: serde_json::Value = serde_json::from_str(&text).unwrap();
    saved["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn the_piece_and_a_square_answer_which_piece() {
    for (lang, question, answer, uci) in [
        ("de", "Welcher Turm: a1 oder e1?", "Turm Anna eins", "a1d1"),
        ("de", "Welcher Turm: a1 oder e1?", "Turm e1", "e1d1"),
        ("en", "Which rook: a1 or e1?", "rook a1", "a1d1"),
        ("en", "Which rook: a1 or e1?", "R e1", "e1d1"),
        ("es", "¿Qué torre: a1 o e1?", "torre a1", "a1d1"),
    ] {
        let d = dirs();
        let out = tty(&d, lang, ROOKS, &["Rd1", answer, "t"]);
        assert!(has(&out, question), "{lang} {answer}: {out:#?}");
        assert_eq!(saved_moves(&d), [uci], "{lang} {answer}: {out:#?}");
    }
}

#[test]
fn the_readmes_knight_d4_answers_which_knight() {
    let d = dirs();
    let out = tty(&d, "en", KNIGHTS, &["Nb5", "knight d4", "t"]);
    assert!(has(&out, "Which knight: c3 or d4?"), "{out:#?}");
    assert!(has(&out, "Black to move"), "{out:#?}");
    assert_eq!(saved_moves(&d), ["d4b5"], "{out:#?}");
}

#[test]
fn a_square_not_offered_is_a_new_move() {
    // e2 was not offered: the line is the move it says (Re1-e2), as any
    // line that answers nothing.
    let d = dirs();
    let out = tty(&d, "en", ROOKS, &["Rd1", "rook e2", "t"]);
    assert!(has(&out, "Which rook: a1 or e1?"), "{out:#?}");
    assert!(has(&out, "Black to move"), "{out:#?}");
    assert_eq!(saved_moves(&d), ["e1e2"], "{out:#?}");
}
