//! `tactus learn` through a pipe against the real Stockfish (one thread,
//! a fixed number of nodes): the mistake of a game set again, a wrong move
//! refused with the reply that punishes it, a hint, the right move taken,
//! and the score at the end, in English, German and Spanish; the board
//! read in the exercise's position; and a game without mistakes.

use crate::piped;
use piped::{dirs, feed, paced, pgn_file};

/// 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7#: Black allows mate in one.
const SCHOLARS_MATE: &str =
    "[White \"Ada\"]\n[Black \"Bruno\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";

/// `tactus learn GAME ARGS` with `lines` typed one by one; the lines said.
fn learn(game: &str, args: &[&str], lines: &[&str]) -> Vec<String> {
    let d = dirs();
    let file = pgn_file(game);
    let child = d
        .tactus()
        .arg("learn")
        .arg(file.path())
        .args(["--nodes", "20000"])
        .args(args)
        .env("LC_ALL", "C")
        .spawn()
        .unwrap();
    feed(child, &paced(lines, 100))
}

#[test]
fn a_wrong_move_is_refused_with_its_reply_and_the_right_one_taken() {
    let said = learn(SCHOLARS_MATE, &["--side", "black"], &["Nf6", "hint", "g6"]);
    assert_eq!(
        said,
        [
            "One move to find again.",
            "Move 3: you played Knight f6. Find a better move for Black.",
            "Not this one: after Knight f6, White plays Queen takes f7, checkmate. Try again, or say hint, solution or skip.",
            "Think of the pawn on g7.",
            "Yes: g6 keeps the game level.",
            "You found 1 of 1.",
        ]
    );
}

#[test]
fn a_lesson_is_said_in_german_and_spanish() {
    let said = learn(
        SCHOLARS_MATE,
        &["--lang", "de"],
        &["Springer f6", "tipp", "lösung"],
    );
    assert_eq!(
        said,
        [
            "Ein Zug ist neu zu finden.",
            "Zug 3: Schwarz spielte Springer f6. Finden Sie einen besseren Zug für Schwarz.",
            "Nicht dieser: Nach Springer f6 spielt Weiß Dame schlägt f7, Schachmatt. Versuchen Sie es noch einmal, oder sagen Sie tipp, lösung oder weiter.",
            "Denken Sie an den Bauern auf g7.",
            "Der Zug ist g6.",
            "Sie haben 0 von 1 gefunden.",
        ]
    );
    let said = learn(SCHOLARS_MATE, &["--lang", "es"], &["Caballo f6", "Dama e7"]);
    assert_eq!(
        said[1],
        "Jugada 3: las negras jugaron Caballo f6. Busque una jugada mejor para las negras."
    );
    assert!(
        said[2].starts_with(
            "Esta no: tras Caballo f6, las blancas juegan Dama captura f7, jaque mate."
        ),
        "{said:#?}"
    );
    // Another move as good as the engine's is right, and the engine's named.
    assert_eq!(
        said[3],
        "Sí: Dama e7 mantiene la igualdad. La primera elección del motor es g6."
    );
    assert_eq!(said[4], "Encontró 1 de 1.");
}

#[test]
fn the_board_commands_read_the_exercise_and_other_commands_are_refused() {
    let said = learn(
        SCHOLARS_MATE,
        &["--side", "black"],
        &["p Q", "resign", "skip"],
    );
    assert_eq!(said[2], "white queen: h5", "{said:#?}");
    assert_eq!(
        said[3],
        "In a lesson, type a move to try, or hint, solution or skip."
    );
    assert_eq!(said[4], "You found 0 of 1.");
    // White made no mistake in that game.
    let said = learn(SCHOLARS_MATE, &["--side", "white"], &[]);
    assert_eq!(said, ["White made no mistake or blunder to learn from."]);
}
