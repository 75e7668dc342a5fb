//! Puzzles through a pipe, as a screen-reader user does them: `tactus
//! puzzle` in English, German and Spanish, solved and failed; the
//! position heard with the board commands; a move that mates where the
//! solution had another; mate in 2; `--file` with a row that is not legal,
//! a file with none, a file that is not there; the rating on disk before
//! it is said; and `puzzle` typed during a game in `tactus tty`.

use crate::piped;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use piped::{dirs, feed, has, paced, send};

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
        &paced(lines, 100),
    )
}

/// The player's rating as the record in the data folder has it, rounded.
fn saved_rating(d: &piped::Dirs) -> Option<i64> {
    let text = std::fs::read_to_string(d.data.path().join("puzzles.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    Some(json["rating"]["rating"].as_f64()?.round() as i64)
}

#[test]
fn a_puzzle_solved_in_every_language() {
    for (lang, first, second, expected) in [
        (
            "en",
            "Rd8",
            "Bxd8",
            [
                "White: Queen d6",
                "Black to move: find the best move.",
                "Rook d8",
                "Right.",
                "White: Queen takes d8, check",
                "Your move.",
                "Solved.",
                "Puzzle 0000D, rated 1474: advantage, endgame, short puzzle.",
                "Your puzzle rating: ",
            ],
        ),
        (
            "de",
            "Td8",
            "Lxd8",
            [
                "Weiß: Dame d6",
                "Schwarz am Zug: Finden Sie den besten Zug.",
                "Turm d8",
                "Richtig.",
                "Weiß: Dame schlägt d8, Schach",
                "Sie sind am Zug.",
                "Gelöst.",
                "Aufgabe 0000D, Wertung 1474: Endspiel, kurze Aufgabe, Vorteil.",
                "Ihre Aufgabenwertung: ",
            ],
        ),
        (
            "es",
            "Td8",
            "Axd8",
            [
                "Blancas: Dama d6",
                "Juegan las negras: encuentre la mejor jugada.",
                "Torre d8",
                "Correcto.",
                "Blancas: Dama captura d8, jaque",
                "Le toca a usted.",
                "Resuelto.",
                "Problema 0000D, puntuación 1474: final, problema corto, ventaja.",
                "Su puntuación de problemas: ",
            ],
        ),
    ] {
        let d = dirs();
        let out = puzzle(
            &d,
            &["--lang", lang, "--id", QUEEN_TRADE],
            &["p", first, second, "quit"],
        );
        for line in expected {
            assert!(has(&out, line), "{lang}: {line:?} not in {out:#?}");
        }
        // The piece lists answer in the puzzle's position, the solver's
        // (Black's) first, before the first move.
        let lists: Vec<&String> = out
            .iter()
            .skip_while(|l| !l.contains(expected[1]))
            .take_while(|l| !l.contains(expected[2]))
            .filter(|l| l.contains(':'))
            .collect();
        assert!(lists.len() >= 10, "{lang}: {out:#?}");
        assert!(lists[1].ends_with("g8"), "{lang}: {lists:#?}");
        assert!(
            lists.iter().any(|l| l.ends_with("b6")),
            "{lang}: {lists:#?}"
        );
        // A first puzzle won from a new player's 1500 raises it, on disk too.
        let said = out
            .iter()
            .find(|l| l.contains(expected[8]))
            .and_then(|l| {
                l[expected[8].len()..]
                    .split(',')
                    .next()?
                    .parse::<i64>()
                    .ok()
            })
            .expect("the rating said");
        assert!(said > 1500, "{lang}: {said}");
        assert_eq!(saved_rating(&d), Some(said), "{lang}");
    }
}

#[test]
fn a_puzzle_failed_in_every_language() {
    for (lang, wrong, solution, expected) in [
        (
            "en",
            "Qxb3",
            "solution",
            [
                "Not the move. Try again, or type hint or solution.",
                "Hint: the rook on f8.",
                "The solution:",
                "Not solved.",
                "Your puzzle rating: ",
                "down",
            ],
        ),
        (
            "de",
            "Dxb3",
            "lösung",
            [
                "Nicht der Zug. Versuchen Sie es noch einmal, oder geben Sie tipp oder lösung ein.",
                "Tipp: der Turm auf f8.",
                "Die Lösung:",
                "Nicht gelöst.",
                "Ihre Aufgabenwertung: ",
                "weniger",
            ],
        ),
        (
            "es",
            "Dxb3",
            "solución",
            [
                "No es la jugada. Inténtelo otra vez, o escriba pista o solución.",
                "Pista: la torre de f8.",
                "La solución:",
                "No resuelto.",
                "Su puntuación de problemas: ",
                "menos",
            ],
        ),
    ] {
        let hint =
            ["hint", "tipp", "pista"][["en", "de", "es"].iter().position(|l| *l == lang).unwrap()];
        let d = dirs();
        let out = puzzle(
            &d,
            &["--lang", lang, "--id", QUEEN_TRADE],
            &[wrong, hint, solution, "b"],
        );
        for line in expected {
            assert!(has(&out, line), "{lang}: {line:?} not in {out:#?}");
        }
        // The wrong move was not made: the queen still stands on b6 when
        // the solution has been played out.
        let after = out.iter().skip_while(|l| !l.contains(expected[2]));
        assert!(
            after.filter(|l| l.contains("b6")).count() == 1,
            "{lang}: {out:#?}"
        );
        let said = out
            .iter()
            .find(|l| l.contains(expected[4]))
            .and_then(|l| {
                l[expected[4].len()..]
                    .split(',')
                    .next()?
                    .parse::<i64>()
                    .ok()
            })
            .expect("the rating said");
        assert!(said < 1500, "{lang}: {said}");
        assert_eq!(saved_rating(&d), Some(said), "{lang}");
    }
}

#[test]
fn any_move_that_mates_is_right_and_mate_in_two_is_asked_for() {
    let d = dirs();
    // 001KR: after Kxg8 the solution is Rf8 mate; Rd8 mates too.
    let out = puzzle(&d, &["--id", "001KR"], &["Rd8"]);
    assert!(has(&out, "White to move: find mate in 1."), "{out:#?}");
    assert!(has(&out, "Solved."), "{out:#?}");
    assert!(!has(&out, "Not the move"), "{out:#?}");
    // 001om: Black mates in two, Bf2 check, g3, Bxg3 mate.
    let out = puzzle(
        &d,
        &["--id", "001om"],
        &["Bf2", "Bxg3", "retry", "h6", "solution"],
    );
    assert!(has(&out, "Black to move: find mate in 2."), "{out:#?}");
    assert!(has(&out, "Your move: mate in 1."), "{out:#?}");
    assert!(has(&out, "Solved."), "{out:#?}");
    assert!(has(&out, "Again from the start."), "{out:#?}");
    // Retried, a wrong move is told but the puzzle is not rated twice.
    assert!(has(&out, "Not the move."), "{out:#?}");
    let rating = out
        .iter()
        .find_map(|l| l.strip_prefix("Your puzzle rating: "))
        .and_then(|rest| rest.split(',').next())
        .expect("the rating said");
    let stays = format!("Your puzzle rating stays {rating}: this puzzle was rated already.");
    assert!(has(&out, &stays), "{out:#?}");
}

/// A puzzle file in the Lichess database's own columns, removed when dropped.
fn puzzle_file(rows: &[&str]) -> tempfile::NamedTempFile {
    let mut file = tempfile::Builder::new().suffix(".csv").tempfile().unwrap();
    writeln!(
        file,
        "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags"
    )
    .unwrap();
    for row in rows {
        writeln!(file, "{row}").unwrap();
    }
    file
}

#[test]
fn a_file_with_a_row_that_is_not_legal_names_it_and_plays_the_others() {
    let file = puzzle_file(&[
        "bad01,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a9,1500,80,90,10,mate mateIn1,https://lichess.org/x,",
        "good1,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,1500,80,90,10,mate mateIn1 backRankMate,https://lichess.org/y,",
    ]);
    let path = file.path().display().to_string();
    let d = dirs();
    let out = puzzle(&d, &["--file", &path], &["Ra8"]);
    let named =
        format!("Line 2 of {path}, puzzle bad01, skipped: its move 2, a1a9, cannot be made there.");
    assert!(has(&out, &named), "{out:#?}");
    assert!(has(&out, "Black: b6"), "{out:#?}");
    assert!(has(&out, "White to move: find mate in 1."), "{out:#?}");
    assert!(has(&out, "Solved."), "{out:#?}");
    assert!(has(&out, "back-rank mate"), "{out:#?}");
}

#[test]
fn a_file_with_no_puzzle_or_none_at_all_is_said_and_ends_with_status_2() {
    let d = dirs();
    let list = tempfile::Builder::new().suffix(".csv").tempfile().unwrap();
    std::fs::write(list.path(), "milk, eggs\nbread\n").unwrap();
    let path = list.path().display().to_string();
    for (lang, file, words) in [
        (
            "en",
            path.clone(),
            format!("{path} holds no puzzle that can be played."),
        ),
        (
            "en",
            "/nowhere/puzzles.csv".to_owned(),
            "The puzzle file /nowhere/puzzles.csv cannot be read".to_owned(),
        ),
        (
            "de",
            path.clone(),
            format!("{path} enthält keine spielbare Aufgabe."),
        ),
        (
            "es",
            path.clone(),
            format!("{path} no contiene ningún problema que se pueda jugar."),
        ),
    ] {
        let out = send(
            d.tactus()
                .args(["puzzle", "--voice", "text", "--lang", lang, "--file", &file])
                .spawn()
                .unwrap(),
            &[],
        );
        let lines = piped::lines(&out.stdout);
        assert_eq!(out.status.code(), Some(2), "{lang}: {lines:#?}");
        assert!(has(&lines, &words), "{lang}: {words:?} not in {lines:#?}");
    }
    // No puzzle of the shipped ones has a theme that does not exist.
    let out = send(
        d.tactus()
            .args(["puzzle", "--voice", "text", "--theme", "forks"])
            .spawn()
            .unwrap(),
        &[],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(has(
        &piped::lines(&out.stdout),
        "No puzzle of tactus has the theme forks."
    ));
}

#[test]
fn puzzle_alone_asks_again_for_the_theme_asked_for_before() {
    let d = dirs();
    let out = puzzle(
        &d,
        &["--theme", "Gabel"],
        &["solution", "puzzle", "solution", "puzzle pin", "solution"],
    );
    let about: Vec<&String> = out.iter().filter(|l| l.starts_with("Puzzle ")).collect();
    assert_eq!(about.len(), 3, "{out:#?}");
    assert!(
        about[0].contains("fork") && about[1].contains("fork"),
        "{about:#?}"
    );
    assert!(about[2].contains("pin"), "{about:#?}");
}

#[test]
fn the_rating_is_on_disk_before_it_is_said() {
    // The process is killed the moment the line that says the rating
    // arrives: what it said must already be saved.
    let d = dirs();
    let mut child = d
        .tactus()
        .args(["puzzle", "--voice", "text", "--id", QUEEN_TRADE])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "Rd8").unwrap();
    writeln!(stdin, "Bxd8").unwrap();
    stdin.flush().unwrap();
    let reader = BufReader::new(child.stdout.take().unwrap());
    let mut said = None;
    for line in reader.lines() {
        let line = line.unwrap();
        if let Some(rest) = line.strip_prefix("Your puzzle rating: ") {
            child.kill().unwrap();
            said = rest.split(',').next().and_then(|n| n.parse::<i64>().ok());
            break;
        }
    }
    let _ = child.wait();
    let said = said.expect("the rating was said");
    assert_eq!(saved_rating(&d), Some(said));
}

#[test]
fn puzzle_in_a_game_sets_the_game_aside_after_a_yes_and_new_comes_back_to_games() {
    let d = dirs();
    let out = feed(
        d.tactus()
            .args(["tty", "--voice", "text"])
            .args(piped::PEOPLE)
            .spawn()
            .unwrap(),
        &[
            ("e4", 100),
            ("e5", 100),
            ("puzzle id 0000D", 200),
            ("yes", 400),
            ("Rd8", 100),
            ("c", 100),
            ("resign", 100),
            ("new", 400),
            ("t", 100),
        ],
    );
    assert!(
        has(
            &out,
            "Set this game aside for a puzzle? It is kept in the games folder."
        ),
        "{out:#?}"
    );
    assert!(
        has(&out, "The unfinished game is kept in the games folder"),
        "{out:#?}"
    );
    assert!(has(&out, "Black to move: find the best move."), "{out:#?}");
    assert!(has(&out, "Right."), "{out:#?}");
    assert!(has(&out, "A puzzle has no clock."), "{out:#?}");
    assert!(has(&out, "That is for a game."), "{out:#?}");
    assert!(
        has(&out, "New game, 15 minutes plus 10 seconds per move."),
        "{out:#?}"
    );
    let kept = std::fs::read_dir(d.data.path().join("games"))
        .unwrap()
        .filter(|e| {
            let path = e.as_ref().unwrap().path();
            path.extension().is_some_and(|e| e == "pgn")
        })
        .count();
    assert_eq!(kept, 1, "the game set aside");
    // The puzzle was never the autosave, and the set-aside game is not
    // asked about again at the next start.
    let again = feed(
        d.tactus()
            .args(["tty", "--voice", "text"])
            .args(piped::PEOPLE)
            .spawn()
            .unwrap(),
        &[("t", 100)],
    );
    assert!(!has(&again, "resume"), "{again:#?}");
}
