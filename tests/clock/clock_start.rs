//! How `tactus clock` begins when a clock game is saved, through its line
//! interface over a pipe, as `tactus tty` begins: a plain start asks
//! whether to resume the unfinished game or start a new one (and saves
//! nothing, runs no clock, until the answer); `new` keeps the game aside
//! under a name that `--resume NAME` takes up again as it was saved.

use crate::piped;

use std::path::Path;

use piped::{Dirs, dirs, feed, has, paced};

/// `tactus clock ARGS --tty --voice none --lang LANG` with `d`'s folders.
fn clock(d: &Dirs, lang: &str, args: &[&str]) -> std::process::Child {
    d.tactus()
        .arg("clock")
        .args(args)
        .args(["--tty", "--voice", "none", "--lang", lang])
        .spawn()
        .unwrap()
}

/// An unfinished 5+3 game in `d`: White's 1. e4, Black's clock running.
fn unfinished(d: &Dirs) {
    feed(clock(d, "en", &["5+3"]), &paced(&["", "e4", "quit"], 50));
}

/// The files of the data folder, by name.
fn names(data: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(data)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

const QUESTION: &str = "An unfinished clock game is saved: move 1, Black to move. Type resume \
                        to go on with it, or new to start a new game.";

#[test]
fn a_plain_start_asks_and_touches_nothing_until_the_answer() {
    let d = dirs();
    unfinished(&d);
    let file = d.data.path().join("clock.json");
    let before = std::fs::read(&file).unwrap();
    // Anything but an answer asks again; quit leaves the game as it was.
    let lines = feed(clock(&d, "en", &["blitz"]), &paced(&["c", "", "quit"], 50));
    assert_eq!(piped::count(&lines, QUESTION), 3, "{lines:?}");
    assert!(!has(&lines, "Clock started"), "{lines:?}");
    assert!(!has(&lines, "3 minutes"), "{lines:?}");
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(names(d.data.path()), ["clock.json"]);
    // resume goes on with it, as --resume does.
    let lines = feed(
        clock(&d, "en", &["blitz"]),
        &paced(&["resume", "e5", "score", "quit"], 50),
    );
    let text = lines.join("\n");
    assert!(
        has(&lines, "Clock game resumed. Black's clock was charged"),
        "{text}"
    );
    assert!(has(&lines, "1. e4, e5"), "{text}");
    assert_eq!(names(d.data.path()), ["clock.json"]);
}

#[test]
fn the_question_is_answered_in_german_and_spanish_too() {
    for (lang, question, answer, resumed) in [
        (
            "de",
            "Eine unbeendete Uhrpartie ist gespeichert: Zug 1, Schwarz am Zug.",
            "fortsetzen",
            "Uhrpartie fortgesetzt.",
        ),
        (
            "es",
            "Hay guardada una partida con reloj sin terminar: jugada 1, juegan las negras.",
            "reanudar",
            "Partida con reloj reanudada.",
        ),
    ] {
        let d = dirs();
        unfinished(&d);
        let lines = feed(clock(&d, lang, &[]), &paced(&[answer, "quit"], 50));
        assert!(has(&lines, question), "{lang}: {lines:?}");
        assert!(has(&lines, resumed), "{lang}: {lines:?}");
    }
}

#[test]
fn new_keeps_the_game_aside_and_resume_with_its_name_takes_it_up() {
    let d = dirs();
    unfinished(&d);
    let lines = feed(
        clock(&d, "en", &["blitz"]),
        &paced(&["new", "c", "quit"], 50),
    );
    let text = lines.join("\n");
    let kept = lines
        .iter()
        .find_map(|l| l.strip_prefix("The unfinished clock game is kept as "))
        .unwrap_or_else(|| panic!("{text}"));
    let name = kept.split(':').next().unwrap().to_owned();
    assert!(name.starts_with("clock.earlier-"), "{text}");
    assert_eq!(
        kept.matches(&name).count(),
        1,
        "the name is said once: {text}"
    );
    assert!(
        has(&lines, "Time control: 3 minutes plus 2 seconds"),
        "{text}"
    );
    assert!(has(&lines, "White: 3 minutes, 0 moves"), "{text}");
    assert_eq!(names(d.data.path()), [name.as_str(), "clock.json"]);
    // The set-aside game goes on by its name, as it was saved; the new
    // game, never begun, is not kept.
    let lines = feed(
        clock(&d, "en", &["--resume", &name]),
        &paced(&["e5", "score", "quit"], 50),
    );
    let text = lines.join("\n");
    assert!(
        has(
            &lines,
            &format!("The clock game {name} goes on as it was saved: Black's clock runs.")
        ),
        "{text}"
    );
    assert!(has(&lines, "1. e4, e5"), "{text}");
    assert_eq!(names(d.data.path()), ["clock.json"]);
    // A name that is no clock game is refused, and nothing changes.
    let out = piped::send(clock(&d, "en", &["--resume", "nothing-17"]), &[]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nothing-17 cannot be read"), "{err}");
    assert_eq!(names(d.data.path()), ["clock.json"]);
}

#[test]
fn a_game_in_tournament_mode_is_not_set_aside_for_a_new_one() {
    let d = dirs();
    let tournament = ["5+3", "--tournament", "--arbiter-code", "Okapi-2718"];
    feed(
        clock(&d, "en", &tournament),
        &paced(&["", "e4", "quit"], 50),
    );
    let lines = feed(clock(&d, "en", &[]), &paced(&["new", "resume", "quit"], 50));
    let text = lines.join("\n");
    assert!(
        has(&lines, "Tournament mode does not allow another game"),
        "{text}"
    );
    assert_eq!(piped::count(&lines, QUESTION), 2, "{text}");
    assert!(has(&lines, "Clock game resumed"), "{text}");
    assert!(has(&lines, "Tournament mode:"), "{text}");
}

#[test]
fn a_game_never_begun_is_not_asked_about() {
    let d = dirs();
    feed(clock(&d, "en", &["5+3"]), &paced(&["quit"], 50));
    let lines = feed(clock(&d, "en", &["blitz"]), &paced(&["quit"], 50));
    assert!(!has(&lines, "unfinished"), "{lines:?}");
    assert!(has(&lines, "Time control: 3 minutes"), "{lines:?}");
    assert_eq!(names(d.data.path()), ["clock.json"]);
}
