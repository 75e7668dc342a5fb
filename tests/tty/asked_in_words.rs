//! Questions asked in words, as people ask them, answered as the commands
//! that answer them ("what is on f7" as `f7?`, "where is my king" as `p`,
//! "what can my knight do" as `m`, "wie steht es" as `eval`), or with the
//! command's help when the rest cannot be read; and quit with nothing to
//! lose ends at once, without a question.

use crate::piped;

use crate::talk::Talk;
use piped::{PEOPLE, dirs, feed, has, paced};

fn tty(lang: &str, players: &[&str], lines: &[&str]) -> Vec<String> {
    let d = dirs();
    feed(
        d.tactus()
            .args(["tty", "--voice", "text", "--lang", lang])
            .args(players)
            .spawn()
            .unwrap(),
        &paced(lines, 200),
    )
}

#[test]
fn questions_in_words_are_answered_in_english() {
    let out = tty(
        "en",
        &PEOPLE,
        &[
            "what is on f7?",
            "where is my king",
            "What can my knight do?",
            "where is your queen",
            "what can the piece on g1 do",
            "what is on",
        ],
    );
    for said in [
        "f7, light square, black pawn",
        "white king: e1",
        "Legal moves: Knight a3, Knight c3",
        "Knight f3, Knight h3",
        "black queen: d8",
        "Legal moves: Knight f3, Knight h3",
        "e4? or sq e4: what is on the square and what attacks it.",
    ] {
        assert!(has(&out, said), "{said:?} not in {out:#?}");
    }
    assert!(!has(&out, "Not understood"), "{out:#?}");
}

#[test]
fn questions_in_words_are_answered_in_german_and_spanish() {
    let d = dirs();
    let mut talk = Talk::new(
        d.tactus()
            .args([
                "tty", "--voice", "text", "--lang", "de", "--black", "engine:1",
            ])
            .spawn()
            .unwrap(),
    );
    for (question, said) in [
        ("was steht auf f7", "f7, helles Feld, schwarzer Bauer"),
        ("Wo ist mein König?", "weißer König: e1"),
        (
            "was kann mein Springer",
            "Legale Züge: Springer a3, Springer c3",
        ),
        ("wo ist der schwarze König", "schwarzer König: e8"),
        // The engine's evaluation, as `bewertung` says it.
        ("wie steht es", "steht"),
    ] {
        let out = talk.ask(question, said);
        assert!(!has(&out, "Nicht verstanden"), "{out:#?}");
    }
    talk.quit();
    let out = tty(
        "es",
        &PEOPLE,
        &[
            "¿Qué hay en f7?",
            "¿dónde está mi rey?",
            "qué puede hacer mi caballo",
        ],
    );
    for said in [
        "f7, casilla clara, peón negro",
        "rey blanco: e1",
        "Jugadas legales: Caballo a3, Caballo c3",
    ] {
        assert!(has(&out, said), "{said:?} not in {out:#?}");
    }
}

#[test]
fn my_pieces_are_the_players_whichever_way_the_board_is_read() {
    let d = dirs();
    let mut talk = Talk::new(
        d.tactus()
            .args([
                "tty", "--voice", "text", "--white", "engine:1", "--black", "human",
            ])
            .spawn()
            .unwrap(),
    );
    talk.ask("flip", "side");
    let out = talk.ask("where is my king", "king: ");
    assert!(has(&out, "black king: e8"), "{out:#?}");
    let out = talk.ask("where is your queen", "queen: ");
    assert!(has(&out, "white queen"), "{out:#?}");
    talk.quit();
}

#[test]
fn quit_with_no_move_made_ends_at_once() {
    for (lang, quit, asked) in [("en", "quit", "Quit?"), ("de", "beenden", "Beenden?")] {
        let out = tty(lang, &PEOPLE, &[quit]);
        assert!(!has(&out, asked), "{lang}: {out:#?}");
        assert!(
            out.last()
                .is_some_and(|l| l == "Goodbye." || l == "Auf Wiedersehen."),
            "{lang}: {out:#?}"
        );
    }
    // With a move made there is a game to lose: it asks.
    let out = tty("en", &PEOPLE, &["e4", "quit"]);
    assert!(has(&out, "Quit?"), "{out:#?}");
}
