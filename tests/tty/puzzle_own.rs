//! Puzzles from the player's own games, through a pipe: `tactus puzzle
//! --own` before any review says how to get some and ends with status 2;
//! after `tactus review` of a game where White missed a mate in one (the
//! real Stockfish, one thread, fixed nodes), the position before that move
//! is a mate puzzle, solved in English and failed with the hints in German,
//! and had with `puzzle own` typed in a game; `--own` with `--file` is
//! refused.

use crate::piped;

use piped::{dirs, feed, has, paced, pgn_file, send};

/// 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. d3: White misses 4. Qxf7#.
const MATE_MISSED: &str = "[White \"Ada\"]\n[Black \"Bruno\"]\n[Result \"*\"]\n\n\
                           1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. d3 *\n";

#[test]
fn the_mate_a_review_found_missed_is_a_puzzle() {
    let d = dirs();
    // Nothing reviewed yet.
    for (lang, words) in [
        (
            "en",
            "Your reviewed games have no winning move missed to make a puzzle of. \
             Review a game first: tactus review GAME.pgn, or review during a game.",
        ),
        (
            "es",
            "Sus partidas analizadas no tienen ninguna jugada ganadora perdida",
        ),
    ] {
        let out = send(
            d.tactus()
                .args(["puzzle", "--own", "--voice", "text", "--lang", lang])
                .spawn()
                .unwrap(),
            &[],
        );
        let lines = piped::lines(&out.stdout);
        assert_eq!(out.status.code(), Some(2), "{lines:#?}");
        assert!(has(&lines, words), "{words:?} not in {lines:#?}");
    }

    let game = pgn_file(MATE_MISSED);
    let out = d
        .tactus()
        .arg("review")
        .arg(game.path())
        .args(["--voice", "text", "--nodes", "20000"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let said = piped::lines(&out.stdout);
    assert!(out.status.success(), "{said:#?}");
    assert!(has(&said, "This misses mate in 1."), "{said:#?}");

    let solved = feed(
        d.tactus()
            .args(["puzzle", "--own", "--voice", "text"])
            .spawn()
            .unwrap(),
        &paced(&["Qxf7"], 100),
    );
    for expected in [
        "Black: Knight f6",
        "White to move: find mate in 1.",
        "Queen takes f7, checkmate",
        "Solved.",
        "rated 1500: mate, mate in 1, one-move puzzle.",
    ] {
        assert!(has(&solved, expected), "{expected:?} not in {solved:#?}");
    }

    let failed = feed(
        d.tactus()
            .args(["puzzle", "--own", "--voice", "text", "--lang", "de"])
            .spawn()
            .unwrap(),
        &paced(&["Dxe5", "tipp", "tipp", "lösung"], 100),
    );
    for expected in [
        "Weiß am Zug: Finden Sie das Matt in 1.",
        "Tipp: die Dame auf h5.",
        "Tipp: die Dame von h5 nach f7.",
        "Dame schlägt f7, Schachmatt",
        "Nicht gelöst.",
    ] {
        assert!(has(&failed, expected), "{expected:?} not in {failed:#?}");
    }

    // Typed in a game: `puzzle own`, the game set aside after a yes.
    let typed = feed(
        d.tactus()
            .args(["tty", "--voice", "text", "--black", "human"])
            .spawn()
            .unwrap(),
        &paced(&["e4", "puzzle own", "yes", "Qxf7"], 150),
    );
    for expected in ["White to move: find mate in 1.", "Solved."] {
        assert!(has(&typed, expected), "{expected:?} not in {typed:#?}");
    }

    let both = send(
        d.tactus()
            .args(["puzzle", "--own", "--file", "puzzles.csv"])
            .spawn()
            .unwrap(),
        &[],
    );
    assert_eq!(both.status.code(), Some(2));
    let error = String::from_utf8_lossy(&both.stderr);
    assert!(
        error.contains("--own") && error.contains("--file"),
        "{error}"
    );
}
