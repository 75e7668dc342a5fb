//! Own puzzles are the player's own misses, and move the rating little:
//! a game kept in the games folder against the engine, reviewed by the
//! real Stockfish (one thread, fixed nodes), gives a puzzle of a win the
//! player's side missed and none of the engine's (the side known from the
//! game kept beside the review, or from the saved game it is the review
//! of); one solved moves a new player's rating by a tenth of what a rated
//! puzzle would.

use crate::piped;

use piped::{dirs, feed, has, paced, send};

/// 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. d3: White misses 4. Qxf7#.
fn game(white: &str, black: &str) -> String {
    format!(
        "[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"*\"]\n\n\
         1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. d3 *\n"
    )
}

/// The game kept in the games folder of `d` as `name.pgn`, reviewed.
fn kept_and_reviewed(d: &piped::Dirs, name: &str, pgn: &str) {
    let games = d.data.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let path = games.join(format!("{name}.pgn"));
    std::fs::write(&path, pgn).unwrap();
    let out = d
        .tactus()
        .arg("review")
        .arg(&path)
        .args(["--voice", "text", "--nodes", "20000"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let said = piped::lines(&out.stdout);
    assert!(out.status.success(), "{said:#?}");
    assert!(has(&said, "This misses mate in 1."), "{said:#?}");
}

#[test]
fn the_engines_miss_is_no_puzzle_for_its_opponent() {
    // The engine played White and missed the mate: nothing for the player
    // of Black.
    let d = dirs();
    kept_and_reviewed(&d, "against-the-engine", &game("tactus level 3", "Ada"));
    for (lang, words) in [
        ("en", "Your reviewed games have no winning move missed"),
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
        assert!(!has(&lines, "to move"), "{lines:#?}");
        assert!(has(&lines, words), "{words:?} not in {lines:#?}");
    }
}

#[test]
fn the_players_own_miss_is_a_puzzle_that_moves_the_rating_little() {
    for (lang, mate, find, rating) in [
        (
            "en",
            "Qxf7",
            "White to move: find mate in 1.",
            "Your puzzle rating: ",
        ),
        (
            "de",
            "Dxf7",
            "Weiß am Zug: Finden Sie das Matt in 1.",
            "Ihre Aufgabenwertung: ",
        ),
    ] {
        let d = dirs();
        kept_and_reviewed(&d, "my-game", &game("Ada", "tactus level 3"));
        let out = feed(
            d.tactus()
                .args(["puzzle", "--own", "--voice", "text", "--lang", lang])
                .spawn()
                .unwrap(),
            &paced(&[mate], 200),
        );
        assert!(has(&out, find), "{lang}: {out:#?}");
        // A new player at 1500: a rated puzzle of 1500 solved gains some
        // 200 points; an own one a tenth of that.
        let after: i64 = out
            .iter()
            .find_map(|l| l.strip_prefix(rating))
            .and_then(|rest| rest.split(',').next()?.parse().ok())
            .expect("the rating said");
        assert!((1505..=1540).contains(&after), "{lang}: {after}, {out:#?}");
    }
}

#[test]
fn the_saved_game_against_the_engine_says_whose_misses_are_the_players() {
    // The game saved unfinished (two people at first, its players then
    // written as the engine's White and the player's Black), and its
    // review kept as the review of the game in progress.
    let d = dirs();
    feed(
        d.tactus()
            .args(["tty", "--voice", "text"])
            .args(piped::PEOPLE)
            .spawn()
            .unwrap(),
        &paced(
            &["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "d3", "quit", "yes"],
            100,
        ),
    );
    let current = d.data.path().join("current.json");
    let mut saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&current).unwrap()).unwrap();
    saved["players"] = serde_json::json!([{ "Engine": 3 }, "Human"]);
    std::fs::write(&current, saved.to_string()).unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let pgn = elsewhere.path().join("game-in-progress.pgn");
    std::fs::write(&pgn, game("?", "?")).unwrap();
    let out = d
        .tactus()
        .arg("review")
        .arg(&pgn)
        .args(["--voice", "text", "--nodes", "20000"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{:#?}", piped::lines(&out.stdout));
    assert!(
        d.data
            .path()
            .join("games/game-in-progress.review.json")
            .exists()
    );
    let out = send(
        d.tactus()
            .args(["puzzle", "--own", "--voice", "text"])
            .spawn()
            .unwrap(),
        &[],
    );
    let lines = piped::lines(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{lines:#?}");
    assert!(!has(&lines, "to move"), "{lines:#?}");
}
