//! When the clocks start, in `tactus tty` over a pipe: in a casual game
//! (the default) they wait until both sides have made their first move,
//! as on lichess, so that the welcome, the board read at the start and the
//! opponent's first move cost no time; `c` says the full times and when
//! the clocks start; a game resumed before the first moves waits too. In
//! tournament mode White's clock runs from the start, as the Laws have it.
//! A game of 15 seconds a side: a pause of five seconds would be felt.

use std::thread::sleep;
use std::time::Duration;

use crate::piped;
use crate::talk;
use piped::{Dirs, PEOPLE, dirs};
use talk::Talk;

/// A language's words: the first turn, the clock command, White's and
/// Black's readings untouched (no move made, one move made), the note that
/// the clocks wait for Black's first move, two first moves, and the quit
/// confirmation.
struct Words {
    lang: &'static str,
    turn: &'static str,
    clock: &'static str,
    white_full: &'static str,
    white_full_moved: &'static str,
    black_full: &'static str,
    wait: &'static str,
    moves: [&'static str; 2],
    yes: &'static str,
}

const LANGS: [Words; 2] = [
    Words {
        lang: "en",
        turn: "White to move",
        clock: "c",
        white_full: "White: 15 seconds, 0 moves",
        white_full_moved: "White: 15 seconds, 1 move",
        black_full: "Black: 15 seconds, 0 moves",
        wait: "The clocks start after Black's first move.",
        moves: ["e4", "e5"],
        yes: "yes",
    },
    Words {
        lang: "de",
        turn: "Weiß ist am Zug",
        clock: "uhr",
        white_full: "Weiß: 15 Sekunden, 0 Züge",
        white_full_moved: "Weiß: 15 Sekunden, 1 Zug",
        black_full: "Schwarz: 15 Sekunden, 0 Züge",
        wait: "Die Uhren laufen erst nach dem ersten Zug von Schwarz.",
        moves: ["e4", "e5"],
        yes: "ja",
    },
];

/// `tactus tty` for two people at 15 seconds a game in `lang`, and `more`.
fn start(d: &Dirs, lang: &str, more: &[&str]) -> Talk {
    resume(d, lang, &[&["--time", "15s+0"], &PEOPLE[..], more].concat())
}

/// `tactus tty` in `lang` with `args` alone (`--resume`).
fn resume(d: &Dirs, lang: &str, args: &[&str]) -> Talk {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", lang])
        .args(args)
        .spawn()
        .unwrap();
    Talk::new(child)
}

/// A pause longer than the talking clock's first mark (10 seconds left).
fn pause() {
    sleep(Duration::from_millis(5_500));
}

#[test]
fn a_casual_games_clocks_wait_for_both_first_moves_in_english_and_german() {
    for w in LANGS {
        let d = dirs();
        let mut tty = start(&d, w.lang, &[]);
        tty.wait_for(w.turn);
        // A long look at the start: nothing said by itself, the full times
        // and when they start on asking.
        pause();
        let said = tty.ask(w.clock, w.wait);
        assert_eq!(said, [w.white_full, w.black_full, w.wait], "{}", w.lang);
        // White's first move starts no clock either: Black hears it and
        // reads the board for free.
        tty.ask(w.moves[0], w.moves[0]);
        pause();
        let said = tty.ask(w.clock, w.wait);
        assert_eq!(
            said,
            [w.white_full_moved, w.black_full, w.wait],
            "{}",
            w.lang
        );
        // Black's first move starts White's clock: then it runs.
        tty.ask(w.moves[1], w.moves[1]);
        sleep(Duration::from_millis(1_500));
        let said = tty.ask(w.clock, w.black_full.split(':').next().unwrap());
        assert!(
            !said[0].contains(": 15") && !said.iter().any(|l| l == w.wait),
            "White's clock runs: {said:?}"
        );
        let all = tty.all();
        tty.quit();
        // Nothing was said by the clock while it waited.
        let before = all.iter().take_while(|l| !l.contains(w.moves[1]));
        let marks: Vec<&String> = before.filter(|l| l.contains(": 10")).collect();
        assert!(marks.is_empty(), "{marks:?}");
    }
}

#[test]
fn a_game_resumed_between_the_first_moves_waits_too() {
    // A game is kept from its first move on: quit after 1. e4, resumed.
    let w = &LANGS[0];
    let d = dirs();
    let mut tty = start(&d, w.lang, &[]);
    tty.wait_for(w.turn);
    tty.ask(w.moves[0], w.moves[0]);
    tty.ask("quit", w.yes);
    tty.ask(w.yes, "Goodbye");
    let _ = tty.close();
    let mut tty = resume(&d, w.lang, &["--resume"]);
    tty.wait_for("Black to move");
    pause();
    let said = tty.ask(w.clock, w.wait);
    assert_eq!(said, [w.white_full_moved, w.black_full, w.wait]);
    tty.quit();
}

#[test]
fn in_tournament_mode_whites_clock_runs_from_the_start() {
    let w = &LANGS[0];
    let d = dirs();
    let mut tty = start(&d, w.lang, &["--tournament"]);
    tty.wait_for("Tournament mode");
    pause();
    let said = tty.ask(w.clock, "Black: ");
    assert!(
        !said[0].contains(": 15") && said[0].starts_with("White: "),
        "White's clock runs: {said:?}"
    );
    assert!(!said.iter().any(|l| l == w.wait), "{said:?}");
    assert_eq!(said[1], w.black_full);
    tty.quit();
}

#[test]
fn playing_black_against_the_engine_its_first_move_starts_no_clock() {
    // The engine's first move comes at once; Black hears it, and the
    // welcome, at no cost.
    let d = dirs();
    let mut tty = resume(
        &d,
        "en",
        &["--time", "15s+0", "--white", "engine:1", "--black", "human"],
    );
    tty.wait_for("White: ");
    pause();
    let said = tty.ask("c", "first move");
    assert_eq!(
        said[..],
        [
            "Your clock: 15 seconds, 0 moves",
            "White: 15 seconds, 1 move",
            "The clocks start after your first move."
        ],
    );
    tty.quit();
}
