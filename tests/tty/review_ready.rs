//! A review ready when the player is, against the real Stockfish: the
//! positions played are reviewed while the game goes on (kept in the
//! games folder as they come), so that `review` at the end has nothing
//! left to do and says no "Reviewing N moves"; the review goes with the
//! game when it is kept under a name (in the games folder at its end, or
//! with `save`), so that `tactus review` of that file reads it back
//! without an engine instead of reviewing the game again; a short review
//! tells no progress.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::piped::{Dirs, PEOPLE, dirs, lines};
use crate::talk::Talk;

/// `tactus tty` in `lang` with `args`, speaking as text, patient with a
/// busy machine.
fn start(d: &Dirs, lang: &str, args: &[&str]) -> Talk {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", lang])
        .args(args)
        .spawn()
        .unwrap();
    Talk::new(child).patient(60)
}

/// The review of the game in progress in the games folder of `d`.
fn in_progress(d: &Dirs) -> PathBuf {
    d.data.path().join("games/game-in-progress.review.json")
}

/// The positions the review file at `path` has evaluated.
fn evaluated(path: &Path) -> usize {
    std::fs::read(path)
        .ok()
        .and_then(|bytes| serde_json::from_slice::<serde_json::Value>(&bytes).ok())
        .and_then(|kept| kept["evaluations"].as_array().map(Vec::len))
        .unwrap_or(0)
}

/// Waits (up to two minutes, the machine may be busy) until the review
/// at `path` has evaluated `positions` positions.
fn wait_until_reviewed(path: &Path, positions: usize) {
    let end = Instant::now() + Duration::from_secs(120);
    while evaluated(path) < positions {
        assert!(
            Instant::now() < end,
            "{} has {} of {positions} positions",
            path.display(),
            evaluated(path)
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// `tactus review FILE ARGS` in `d`'s folders, to its end.
fn review_file(d: &Dirs, file: &Path, args: &[&str]) -> std::process::Output {
    d.tactus()
        .arg("review")
        .arg(file)
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap()
}

fn quit(mut t: Talk) {
    t.type_line("quit");
    t.type_line("yes");
    t.quit();
}

#[test]
fn the_game_is_reviewed_while_it_is_played_and_review_has_nothing_left() {
    // Two people: every position played is reviewed in the background.
    let d = dirs();
    let mut t = start(&d, "en", &PEOPLE);
    for mv in ["e4", "e5", "d4", "d5"] {
        t.ask(mv, &format!(": {mv}"));
    }
    wait_until_reviewed(&in_progress(&d), 5);
    let said = t.ask("review", "next and back go through the moments");
    assert!(!said.iter().any(|l| l.contains("Reviewing")), "{said:#?}");
    assert!(
        said.iter().any(|l| l.contains("White: accuracy")),
        "{said:#?}"
    );
    t.ask("review off", "Back to the game.");
    quit(t);

    // Against the engine, in German: its moves are reviewed too, between
    // its searches.
    let d = dirs();
    let mut t = start(&d, "de", &[]);
    t.ask("e4", "Schwarz: ");
    t.ask("d4", "Schwarz: ");
    wait_until_reviewed(&in_progress(&d), 5);
    let said = t.ask("analyse", "weiter und zurück");
    assert!(!said.iter().any(|l| l.contains("analysiert;")), "{said:#?}");
    assert!(
        said.iter().any(|l| l.contains("Weiß: Genauigkeit")),
        "{said:#?}"
    );
    t.ask("analyse aus", "Zurück zur Partie.");
    quit(t);
}

#[test]
fn a_game_kept_under_its_name_is_never_reviewed_again() {
    // A game that ends is kept in the games folder; its review goes with
    // it, read back by tactus review without an engine.
    let d = dirs();
    let mut t = start(&d, "en", &PEOPLE);
    for mv in ["f3", "e5", "g4"] {
        t.ask(mv, &format!(": {mv}"));
    }
    let said = t.ask("Qh4", "kept in the games folder as ");
    let kept_line = said
        .iter()
        .find(|l| l.contains("kept in the games folder as "))
        .unwrap();
    let name = kept_line
        .split("kept in the games folder as ")
        .nth(1)
        .unwrap()
        .trim_end_matches('.')
        .to_owned();
    t.ask("review", "next and back go through the moments");
    t.ask("review off", "Back to the game.");
    quit(t);
    let pgn = d.data.path().join("games").join(&name);
    let pgn = if pgn.exists() {
        pgn
    } else {
        pgn.with_extension("pgn")
    };
    // No game is in progress now: the review is beside the game alone.
    assert!(!in_progress(&d).exists(), "{}", in_progress(&d).display());
    assert!(
        pgn.with_extension("review.json").exists(),
        "{}",
        pgn.display()
    );
    let again = review_file(&d, &pgn, &["--engine", "/nonexistent/stockfish"]);
    let err = String::from_utf8_lossy(&again.stderr).into_owned();
    assert!(again.status.success(), "{err}");
    assert_eq!(
        err,
        "Reviewed before: the review kept in the games folder.\n"
    );
    assert!(
        lines(&again.stdout).iter().any(|l| l.contains("1 blunder")),
        "{again:?}"
    );

    // Saved under a name of the player's, in Spanish: the review made
    // in the game goes with it.
    let d = dirs();
    let mine = d.config.path().join("mine.pgn");
    let mut t = start(&d, "es", &PEOPLE);
    for mv in ["e4", "e5", "d4", "d5"] {
        t.ask(mv, &format!(": {mv}"));
    }
    wait_until_reviewed(&in_progress(&d), 5);
    t.ask(&format!("guardar {}", mine.display()), "mine.pgn");
    quit(t);
    let again = review_file(
        &d,
        &mine,
        &["--engine", "/nonexistent/stockfish", "--lang", "es"],
    );
    let err = String::from_utf8_lossy(&again.stderr).into_owned();
    assert!(again.status.success(), "{err}");
    assert!(!err.contains("Analizando"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_short_review_tells_no_progress() {
    let file =
        crate::piped::pgn_file("[White \"Ada\"]\n[Black \"Bruno\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
    for (lang, reviewing) in [("en", "Reviewing 2 moves"), ("de", "2 Züge werden")] {
        let d = dirs();
        let out = review_file(&d, file.path(), &["--nodes", "20000", "--lang", lang]);
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{err}");
        let err: Vec<&str> = err.lines().collect();
        assert_eq!(err.len(), 1, "{err:#?}");
        assert!(err[0].starts_with(reviewing), "{err:#?}");
    }
}
