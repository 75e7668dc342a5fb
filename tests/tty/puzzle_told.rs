//! What a puzzle tells as it goes, through a pipe: the player's rating as
//! puzzles begin, every change of it when it happens (a fall at the wrong
//! move, not only at the end), `rating` in a puzzle and in a game; what
//! was chosen (the theme asked for and the puzzle's rating, or that none
//! is near the rating asked for); and the solution's moves each with its
//! side and number.

use crate::piped;

use std::io::Write;

use piped::{dirs, feed, has, paced};

/// White plays Qd6; Black finds Rd8, White takes on d8 with check, Black
/// takes back with the bishop.
const QUEEN_TRADE: &str = "0000D";

fn puzzle(d: &piped::Dirs, args: &[&str], lines: &[&str]) -> Vec<String> {
    feed(
        d.tactus()
            .args(["puzzle", "--voice", "text"])
            .args(args)
            .spawn()
            .unwrap(),
        &paced(lines, 150),
    )
}

/// The line after the first that contains `text`.
fn after<'a>(out: &'a [String], text: &str) -> Option<&'a str> {
    let at = out.iter().position(|l| l.contains(text))?;
    out.get(at + 1).map(String::as_str)
}

#[test]
fn a_rating_that_falls_is_told_when_it_falls_and_rating_says_it() {
    for (lang, wrong, retry, right, last, rating, said) in [
        (
            "en",
            "Qa5",
            "retry",
            "Rd8",
            "Bxd8",
            "rating",
            [
                "Your puzzle rating is 1500, give or take 500, provisional; no puzzle rated yet.",
                "Not the move.",
                "Your puzzle rating: 1245, down 255, still provisional.",
                "Your puzzle rating is 1245, give or take 291, provisional; one puzzle rated.",
            ],
        ),
        (
            "de",
            "Da5",
            "nochmal",
            "Td8",
            "Lxd8",
            "wertung",
            [
                "Ihre Aufgabenwertung ist 1500, plus minus 500, vorläufig; noch keine Aufgabe gewertet.",
                "Nicht der Zug.",
                "Ihre Aufgabenwertung: 1245, 255 weniger, noch vorläufig.",
                "Ihre Aufgabenwertung ist 1245, plus minus 291, vorläufig; eine Aufgabe gewertet.",
            ],
        ),
    ] {
        let d = dirs();
        let out = puzzle(
            &d,
            &["--lang", lang, "--id", QUEEN_TRADE],
            &[wrong, retry, right, last, rating],
        );
        // As puzzles begin: the rating before the first question.
        let start = out.iter().position(|l| l == said[0]);
        let question = out.iter().position(|l| l.contains(" d6"));
        assert!(start.is_some() && start < question, "{lang}: {out:#?}");
        // The fall, said at the wrong move that made it.
        assert_eq!(after(&out, said[1]), Some(said[2]), "{lang}: {out:#?}");
        assert!(has(&out, said[3]), "{lang}: {out:#?}");
    }
}

#[test]
fn rating_in_a_game_says_the_puzzle_rating() {
    let d = dirs();
    puzzle(&d, &["--id", QUEEN_TRADE], &["Qa5"]);
    let out = feed(
        d.tactus()
            .args(["tty", "--voice", "text", "--lang", "es"])
            .args(piped::PEOPLE)
            .spawn()
            .unwrap(),
        &paced(&["puntuación"], 300),
    );
    assert!(
        has(
            &out,
            "Su puntuación de problemas es 1245, más o menos 291, provisional; un problema puntuado."
        ),
        "{out:#?}"
    );
}

/// A puzzle file in the shipped puzzles' columns, removed when dropped.
fn puzzle_file(rows: &[&str]) -> tempfile::NamedTempFile {
    let mut file = tempfile::Builder::new().suffix(".csv").tempfile().unwrap();
    writeln!(file, "PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes").unwrap();
    for row in rows {
        writeln!(file, "{row}").unwrap();
    }
    file
}

#[test]
fn what_was_chosen_is_said_and_the_nearest_when_none_is_near() {
    let d = dirs();
    let out = puzzle(&d, &[], &["puzzle fork", "puzzle 1800"]);
    let fork = out
        .iter()
        .find(|l| l.starts_with("Next puzzle, fork, rated "))
        .expect("the fork said");
    let rated: u16 = fork["Next puzzle, fork, rated ".len()..]
        .trim_end_matches('.')
        .parse()
        .unwrap();
    assert!(rated > 0, "{fork}");
    let near = out
        .iter()
        .find_map(|l| l.strip_prefix("Next puzzle, rated "))
        .and_then(|r| r.trim_end_matches('.').parse::<u16>().ok())
        .expect("the rating said");
    assert!(near.abs_diff(1800) <= 100, "{out:#?}");

    // A file whose puzzles are far from the rating asked for.
    let file = puzzle_file(&[
        "low,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,900,80,mate mateIn1 backRankMate",
        "high,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,2000,80,mate mateIn1 fork",
    ]);
    let path = file.path().to_str().unwrap();
    let out = puzzle(
        &d,
        &["--file", path, "--rating", "1500"],
        &["puzzle fork 1200"],
    );
    assert!(
        has(&out, "No puzzle is rated near 1500; here is the nearest."),
        "{out:#?}"
    );
    assert!(
        has(
            &out,
            "No puzzle with the theme fork is rated near 1200; here is the nearest."
        ),
        "{out:#?}"
    );
    assert!(has(&out, "Next puzzle, fork, rated 2000."), "{out:#?}");
    let out = puzzle(
        &d,
        &[
            "--file", path, "--lang", "es", "--theme", "fork", "--rating", "1900",
        ],
        &[],
    );
    assert!(
        has(&out, "Problema, ataque doble, puntuación 2000."),
        "{out:#?}"
    );
    assert!(!has(&out, "cercana"), "{out:#?}");
}

#[test]
fn the_solution_says_each_move_with_its_side_and_number() {
    for (lang, solution, said) in [
        (
            "en",
            "solution",
            "The solution: Move 27, Black: Rook d8; Move 28, White: Queen takes d8, check; \
             Move 28, Black: Bishop takes d8.",
        ),
        (
            "de",
            "lösung",
            "Die Lösung: Zug 27, Schwarz: Turm d8; Zug 28, Weiß: Dame schlägt d8, Schach; \
             Zug 28, Schwarz: Läufer schlägt d8.",
        ),
    ] {
        let d = dirs();
        let out = puzzle(&d, &["--lang", lang, "--id", QUEEN_TRADE], &[solution]);
        assert!(has(&out, said), "{lang}: {out:#?}");
        // Each move once: none said again without its side.
        assert!(
            !out.iter()
                .any(|l| l.trim() == "Rook d8" || l.trim() == "Turm d8"),
            "{lang}: {out:#?}"
        );
    }
}
