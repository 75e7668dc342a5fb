//! The conversation through the real front ends: `tactus tty` over a pipe
//! and the board window under Xvfb with xdotool keys. Questions expire or
//! are cancelled and say so, "which" is answered by the next line, what
//! tactus says a move is reads back, and a finished game says its end and
//! makes way for a new one.

use std::time::Duration;

use crate::piped;
use piped::{PEOPLE, feed, paced, tactus};

use crate::xvfb;
use xvfb::{Reaper, focus_window, need, run, start_tactus, start_xvfb, wait_for};

/// `tactus tty --voice text --lang en ARGS` with a data folder of its own;
/// sends the lines (with a short pause after each), closes the input; the
/// output lines.
fn play(data: &std::path::Path, args: &[&str], lines: &[&str]) -> Vec<String> {
    let child = tactus(&data.join("data"), &data.join("config"))
        .args(["tty", "--voice", "text", "--lang", "en"])
        .args(args)
        .spawn()
        .unwrap();
    feed(child, &paced(lines, 80))
}

/// The line right after the first line containing `after`.
fn said_after<'a>(lines: &'a [String], after: &str) -> &'a str {
    let at = lines
        .iter()
        .position(|l| l.contains(after))
        .unwrap_or_else(|| panic!("no {after:?} in {lines:?}"));
    lines.get(at + 1).map_or("", String::as_str)
}

#[test]
fn which_knight_is_answered_by_the_next_line() {
    let d = tempfile::tempdir().unwrap();
    let args = [&PEOPLE[..], &["--fen", "4k3/8/8/8/3N4/2N5/8/4K3 w - - 0 1"]].concat();
    let out = play(d.path(), &args, &["Nb5", "c3"]);
    assert!(
        out.iter().any(|l| l == "Which knight: c3 or d4?"),
        "{out:?}"
    );
    assert_eq!(
        said_after(&out, "Which knight"),
        "White: Knight c b5",
        "{out:?}"
    );
}

#[test]
fn which_piece_is_answered_by_a_letter_of_any_language_not_read_as_a_command() {
    // q is quit, b the board, n no, t the turn, c the clock: while the pawn
    // waits for its piece they name it (English Q R B N, German D T L S,
    // Spanish D T A C).
    let fen = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    for (letter, piece) in [
        ("q", "Queen"),
        ("B", "Bishop"),
        ("n", "Knight"),
        ("T", "Rook"),
        ("c", "Knight"),
    ] {
        let d = tempfile::tempdir().unwrap();
        let args = [&PEOPLE[..], &["--rules", "strict", "--fen", fen]].concat();
        let out = play(d.path(), &args, &["e8", letter]);
        assert!(out.iter().any(|l| l.starts_with("Which piece?")), "{out:?}");
        let made = format!("White: e8 promotes to {piece}");
        assert!(out.contains(&made), "{letter}: {out:?}");
        assert!(!out.iter().any(|l| l.starts_with("Quit?")), "{out:?}");
    }
}

#[test]
fn help_explains_moves_castling_and_promotion_names_an_unknown_word_and_set_lists_the_settings() {
    let d = tempfile::tempdir().unwrap();
    let out = play(
        d.path(),
        &PEOPLE,
        &["help castling", "help promotion", "help foo", "set"],
    );
    assert!(
        out.iter().any(|l| l.starts_with("Castling: O-O")),
        "{out:?}"
    );
    assert!(
        out.iter()
            .any(|l| l.starts_with("Promotion: the pawn's move")),
        "{out:?}"
    );
    assert!(
        out.iter()
            .any(|l| l.starts_with("There is no command or help topic foo. Commands:")),
        "{out:?}"
    );
    let settings = out
        .iter()
        .find(|l| l.starts_with("Settings: "))
        .unwrap_or_else(|| panic!("{out:?}"));
    for shown in [
        "Language: English",
        "Speech rate: 100 percent",
        "Promotion: always a queen",
    ] {
        assert!(settings.contains(shown), "{settings}");
    }
}

#[test]
fn what_tactus_says_a_move_is_is_read_back() {
    let d = tempfile::tempdir().unwrap();
    // White's b pawn takes on a4, Black's c pawn on d3 (b is the board
    // command, c the clock's), then White castles.
    let args = [
        &PEOPLE[..],
        &["--fen", "r3k3/8/8/8/p1p5/1P1N4/8/4K2R w Kq - 0 1"],
    ]
    .concat();
    let out = play(d.path(), &args, &["b takes a4", "c captura d3", "castles"]);
    assert!(out.iter().any(|l| l == "White: b takes a4"), "{out:?}");
    assert!(out.iter().any(|l| l == "Black: c takes d3"), "{out:?}");
    assert!(out.iter().any(|l| l == "White: short castling"), "{out:?}");
    assert!(!out.iter().any(|l| l.starts_with("Rank")), "{out:?}");
}

#[test]
fn result_says_the_score_and_after_the_end_each_command_says_why_it_cannot() {
    let d = tempfile::tempdir().unwrap();
    let out = play(
        d.path(),
        &PEOPLE,
        &[
            "result", "f3", "e5", "g4", "Qh4", "result", "t", "l", "c", "b", "e4?", "e4", "draw",
            "resign", "undo", "claim",
        ],
    );
    let said = |text: &str| out.iter().any(|l| l == text);
    assert!(
        said("No result yet: the game goes on, at move 1."),
        "{out:?}"
    );
    assert!(said("0-1, Black won by checkmate."), "{out:?}");
    // The questions about the finished game still answer.
    assert!(said("Move 2, Black: Queen h4, checkmate"), "{out:?}");
    assert!(
        out.iter().any(|l| l.starts_with("White: 15 minutes")),
        "{out:?}"
    );
    assert!(said("Rank 4: g4 white pawn, h4 black queen"), "{out:?}");
    assert!(said("e4, light square, empty"), "{out:?}");
    // What needs a game that goes on says so in its own words.
    for refusal in [
        "The game is over: no more moves. The command new starts another game.",
        "The game is over: there is no draw to offer.",
        "The game is over: there is nothing to resign.",
        "The game is over: moves are no longer taken back. The command new starts another game.",
        "The game is over: there is nothing to claim.",
    ] {
        assert!(said(refusal), "{refusal}: {out:?}");
    }
    assert!(!said("The game is over."), "{out:?}");
}

#[test]
fn result_is_a_command_in_german_and_spanish_too() {
    for (lang, word, words) in [
        (
            "de",
            "ergebnis",
            "1-0, Weiß hat gewonnen, Schwarz hat aufgegeben.",
        ),
        ("es", "resultado", "1-0, ganan las blancas por abandono."),
    ] {
        let d = tempfile::tempdir().unwrap();
        let child = tactus(&d.path().join("data"), &d.path().join("config"))
            .args(["tty", "--voice", "text", "--lang", lang])
            .args(PEOPLE)
            .spawn()
            .unwrap();
        let out = feed(child, &paced(&["e4", "resign", "yes", word], 80));
        assert!(out.iter().any(|l| l == words), "{lang}: {out:?}");
    }
}

#[test]
fn a_finished_game_says_how_it_ended_and_new_starts_another() {
    let d = tempfile::tempdir().unwrap();
    let out = play(
        d.path(),
        &PEOPLE,
        &["e4", "resign", "yes", "t", "score", "new", "e4", "t"],
    );
    let over = "The game is over. Black resigned. White wins. The command new starts another game.";
    assert_eq!(
        said_after(&out, "This game is kept in the games folder"),
        over,
        "{out:?}"
    );
    assert_eq!(
        out.iter().filter(|l| l.as_str() == over).count(),
        2,
        "t and score: {out:?}"
    );
    assert!(
        said_after(&out, "The game: ").starts_with("The game is over"),
        "{out:?}"
    );
    let started = out.iter().filter(|l| l.starts_with("New game")).count();
    assert_eq!(started, 2, "{out:?}");
    assert_eq!(
        out.iter().rev().nth(1).map(String::as_str),
        Some("Black to move, move 1"),
        "{out:?}"
    );
    // The finished game is kept in the games folder, once (its review
    // beside it).
    let kept = std::fs::read_dir(d.path().join("data/games"))
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|e| e == "pgn"))
        .count();
    assert_eq!(kept, 1);
}

/// The board window's words so far.
fn window_said(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

#[test]
fn the_windows_questions_are_cancelled_expire_and_a_new_game_follows() {
    for tool in ["Xvfb", "xdotool"] {
        need(tool);
    }
    let mut reaper = Reaper(Vec::new());
    let display = start_xvfb(&mut reaper);
    let home = tempfile::tempdir().unwrap();
    let out = start_tactus(&mut reaper, &display, home.path(), &PEOPLE);
    let said = || window_said(&out);
    focus_window(&display);
    wait_for("the first words", Duration::from_secs(10), || {
        said().contains("White to move")
    });
    xvfb::until_window_listens(&display, &out);
    let key = |k: &str| run(&display, &["xdotool", "key", k]);
    let count = |text: &str| said().matches(text).count();

    // Escape cancels the question, and says so.
    key("ctrl+r");
    wait_for("the question", Duration::from_secs(10), || {
        count("Resign? Press the same key again") == 1
    });
    key("Escape");
    wait_for("the cancel", Duration::from_secs(10), || {
        count("Cancelled.") == 1
    });
    assert!(!said().contains("nothing to cancel"), "{}", said());

    // Unanswered, it expires and says so; the key after that asks again.
    key("ctrl+r");
    wait_for("the question", Duration::from_secs(10), || {
        count("Resign? Press the same key again") == 2
    });
    wait_for("the expiry", Duration::from_secs(10), || {
        said().contains("The question expired")
    });
    key("ctrl+r");
    wait_for("the question again", Duration::from_secs(10), || {
        count("Resign? Press the same key again") == 3
    });
    assert!(!said().contains("wins"), "{}", said());

    // Another key cancels, and does what it does.
    key("Up");
    wait_for("the cancel", Duration::from_secs(10), || {
        count("Cancelled.") == 2
    });
    key("ctrl+r");
    key("ctrl+r");
    wait_for("the resignation", Duration::from_secs(10), || {
        said().contains("White resigned. Black wins.")
    });

    // The turn key says the end; Ctrl+N starts a new game at once.
    key("t");
    wait_for("the end said again", Duration::from_secs(10), || {
        said().contains("The game is over. White resigned.")
    });
    key("ctrl+n");
    wait_for("a new game", Duration::from_secs(10), || {
        count("New game") == 2
    });
    // Resigned before a move was made, it was no game to keep.
    assert!(
        !home.path().join("data/games").exists(),
        "a game without a move is not kept"
    );
}
