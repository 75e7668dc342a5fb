//! `hint` and `eval` through `tactus tty` against the real Stockfish: the
//! piece, then the move, then who stands better, in English, German and
//! Spanish; refused under strict rules, between two people and in
//! tournament mode (Art. 11.3).

use crate::piped;
use crate::talk::Talk;
use crate::wait;

use std::time::Duration;

use piped::{Dirs, dirs, feed, has};

/// White mates at once with Ra8.
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

fn tty(d: &Dirs, lang: &str, args: &[&str], lines: &[(&str, u64)]) -> Vec<String> {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", lang])
        .args(args)
        .spawn()
        .unwrap();
    feed(child, lines)
}

#[test]
fn a_hint_names_the_piece_then_the_move_and_eval_the_mate() {
    for (lang, looking, piece, mv, eval) in [
        (
            "en",
            "The engine looks at the position…",
            "Hint: your rook on a1.",
            "Hint: Rook a1 to a8.",
            "White has mate in 1.",
        ),
        (
            "de",
            "Die Engine sieht sich die Stellung an…",
            "Tipp: Ihr Turm auf a1.",
            "Tipp: Turm a1 nach a8.",
            "Weiß hat Matt in 1.",
        ),
        (
            "es",
            "El motor mira la posición…",
            "Pista: su torre de a1.",
            "Pista: Torre a1 a a8.",
            "Las blancas tienen mate en 1.",
        ),
    ] {
        let d = dirs();
        let args = ["--black", "engine:1", "--fen", MATE_IN_ONE];
        // The answers wait for the engine; the lines asked meanwhile wait
        // with them: the last answer, the evaluation, is awaited.
        let mut asked = Talk::new(
            d.tactus()
                .arg("tty")
                .args(["--voice", "text", "--lang", lang])
                .args(args)
                .spawn()
                .unwrap(),
        );
        for line in ["hint", "hint", "eval"] {
            asked.type_line(line);
        }
        for answer in [piece, mv, eval] {
            wait::until(
                Duration::from_secs(30),
                &format!("{lang}: {answer:?}"),
                || asked.all().iter().any(|l| l == answer),
            );
        }
        let (end, out) = asked.close();
        piped::succeeded(&end);
        for said in [looking, piece, mv, eval] {
            assert!(has(&out, said), "{lang}: {said:?} in {out:#?}");
        }
        let at = |s: &str| out.iter().position(|l| l == s).unwrap();
        assert!(at(piece) < at(mv), "{lang}: {out:#?}");
        // Nothing was played.
        assert!(
            !out.iter()
                .any(|l| l.contains("checkmate") || l.contains("Matt.")),
            "{out:#?}"
        );
    }
}

#[test]
fn hints_are_refused_where_the_laws_or_the_players_forbid_them() {
    let d = dirs();
    let strict = ["--black", "engine:1", "--rules", "strict"];
    let out = tty(&d, "en", &strict, &[("hint", 50), ("eval", 50)]);
    assert!(
        has(
            &out,
            "Strict rules allow no hints and no evaluation during the game (Article 11.3)."
        ),
        "{out:#?}"
    );
    let d = dirs();
    let people = ["--white", "human", "--black", "human"];
    let out = tty(&d, "en", &people, &[("hint", 50)]);
    assert!(
        has(
            &out,
            "Hints and the evaluation are for a game against the engine"
        ),
        "{out:#?}"
    );
    let d = dirs();
    let tournament = [&people[..], &["--tournament", "--arbiter-code", "4711"]].concat();
    let out = tty(&d, "en", &tournament, &[("hint", 50), ("eval", 50)]);
    assert!(
        has(
            &out,
            "Tournament mode does not allow information about the game"
        ),
        "{out:#?}"
    );
    assert!(!has(&out, "The engine looks"), "{out:#?}");
}
