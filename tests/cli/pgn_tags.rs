//! The tags of every PGN `tactus tty` writes (`save`, the games folder):
//! the real date and time of the start (`Date`, `UTCDate`, `UTCTime`),
//! the players as named (an engine as "tactus level N", a person not
//! named as unknown), the time control in PGN form, and the opening
//! reached (`ECO`, `Opening`), kept across `--resume`.

use crate::piped;

use std::time::{SystemTime, UNIX_EPOCH};

use piped::{Dirs, dirs, feed};
use tactus::rules::utc::Utc;

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

/// The value of tag `name` in `pgn`, if it is there.
fn tag<'a>(pgn: &'a str, name: &str) -> Option<&'a str> {
    let start = format!("[{name} \"");
    pgn.lines()
        .find_map(|l| l.strip_prefix(&start))
        .and_then(|rest| rest.strip_suffix("\"]"))
}

fn tty(d: &Dirs, args: &[&str], lines: &[&str]) -> Vec<String> {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", "en"])
        .args(args)
        .current_dir(d.data.path())
        .spawn()
        .unwrap();
    feed(child, &piped::paced(lines, 40))
}

#[test]
fn a_saved_game_has_its_date_players_time_control_and_opening() {
    let d = dirs();
    let before = now();
    let names = [
        "--white",
        "human",
        "--black",
        "human",
        "--white-name",
        "Anna Schmidt",
        "--black-name",
        "Ben Okafor",
        "--time",
        "5+3",
    ];
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bb5", "save ruy.pgn"];
    let out = tty(&d, &names, &moves);
    let after = now();
    let pgn = std::fs::read_to_string(d.data.path().join("ruy.pgn"))
        .unwrap_or_else(|e| panic!("{e}: {out:#?}"));
    let dates = [Utc::of(before).pgn_date(), Utc::of(after).pgn_date()];
    let date = tag(&pgn, "Date").unwrap();
    assert!(dates.iter().any(|d| d == date), "{pgn}");
    assert_eq!(tag(&pgn, "UTCDate"), Some(date), "{pgn}");
    let time = tag(&pgn, "UTCTime").unwrap();
    assert!(
        (before..=after).any(|t| Utc::of(t).pgn_time() == time),
        "{time} not between {before} and {after}: {pgn}"
    );
    assert_eq!(tag(&pgn, "White"), Some("Anna Schmidt"), "{pgn}");
    assert_eq!(tag(&pgn, "Black"), Some("Ben Okafor"), "{pgn}");
    assert_eq!(tag(&pgn, "TimeControl"), Some("300+3"), "{pgn}");
    assert_eq!(tag(&pgn, "ECO"), Some("C60"), "{pgn}");
    assert_eq!(tag(&pgn, "Opening"), Some("Ruy Lopez"), "{pgn}");

    // Resumed, the game keeps the date of its start and its players; the
    // opening follows the moves (a transposition counts).
    let out = tty(&d, &["--resume"], &["a6", "Ba4", "save later.pgn"]);
    let later = std::fs::read_to_string(d.data.path().join("later.pgn"))
        .unwrap_or_else(|e| panic!("{e}: {out:#?}"));
    for name in [
        "Date",
        "UTCDate",
        "UTCTime",
        "White",
        "Black",
        "TimeControl",
    ] {
        assert_eq!(tag(&later, name), tag(&pgn, name), "{name}: {later}");
    }
    assert_eq!(tag(&later, "ECO"), Some("C70"), "{later}");
    assert_eq!(
        tag(&later, "Opening"),
        Some("Ruy Lopez: Morphy Defense"),
        "{later}"
    );
}

#[test]
fn the_engine_is_named_by_its_level_and_an_unnamed_player_is_unknown() {
    let d = dirs();
    let out = tty(&d, &["--black", "engine:3"], &["save start.pgn"]);
    let pgn = std::fs::read_to_string(d.data.path().join("start.pgn"))
        .unwrap_or_else(|e| panic!("{e}: {out:#?}"));
    assert_eq!(tag(&pgn, "White"), Some("?"), "{pgn}");
    assert_eq!(tag(&pgn, "Black"), Some("tactus level 3"), "{pgn}");
    assert_eq!(tag(&pgn, "TimeControl"), Some("900+10"), "{pgn}");
    // No move, no opening.
    assert_eq!(tag(&pgn, "ECO"), None, "{pgn}");
    assert_eq!(tag(&pgn, "Opening"), None, "{pgn}");
}

#[test]
fn a_game_kept_in_the_games_folder_has_the_same_tags() {
    let d = dirs();
    let people = ["--white", "human", "--black", "human"];
    let names = ["--white-name", "Anna", "--black-name", "Ben"];
    let out = tty(
        &d,
        &[&people[..], &names[..]].concat(),
        &["d4", "Nf6", "c4", "e6", "Nc3", "Bb4", "resign", "yes"],
    );
    let games = d.data.path().join("games");
    // The game's PGN file (its review is kept beside it).
    let kept: Vec<_> = std::fs::read_dir(&games)
        .unwrap_or_else(|e| panic!("{e}: {out:#?}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?} {out:#?}");
    let pgn = std::fs::read_to_string(&kept[0]).unwrap();
    assert_eq!(tag(&pgn, "White"), Some("Anna"), "{pgn}");
    assert_eq!(tag(&pgn, "ECO"), Some("E20"), "{pgn}");
    assert_eq!(tag(&pgn, "Opening"), Some("Nimzo-Indian Defense"), "{pgn}");
    assert!(tag(&pgn, "UTCTime").is_some(), "{pgn}");
    assert_eq!(tag(&pgn, "Result"), Some("0-1"), "{pgn}");
}

#[test]
fn a_name_of_more_than_one_line_is_refused() {
    let d = dirs();
    let out = d
        .tactus()
        .args(["tty", "--white-name", "Anna\nSchmidt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("a name is one line of text"), "{err}");
}

#[test]
fn the_clocks_score_has_the_same_tags() {
    let d = dirs();
    let before = now();
    let child = d
        .tactus()
        .args(["clock", "5+3", "--tty", "--voice", "text", "--lang", "en"])
        .args(["--white", "Anna", "--black", "Ben"])
        .current_dir(d.data.path())
        .spawn()
        .unwrap();
    let lines = [
        "start",
        "e4",
        "e5",
        "Nf3",
        "Nc6",
        "Bb5",
        "save clock.pgn",
        "quit",
    ];
    let out = feed(child, &piped::paced(&lines, 60));
    let after = now();
    let pgn = std::fs::read_to_string(d.data.path().join("clock.pgn"))
        .unwrap_or_else(|e| panic!("{e}: {out:#?}"));
    let time = tag(&pgn, "UTCTime").unwrap_or_else(|| panic!("{pgn}"));
    assert!(
        (before..=after).any(|t| Utc::of(t).pgn_time() == time),
        "{pgn}"
    );
    assert_eq!(tag(&pgn, "Date"), tag(&pgn, "UTCDate"), "{pgn}");
    assert_eq!(tag(&pgn, "White"), Some("Anna"), "{pgn}");
    assert_eq!(tag(&pgn, "TimeControl"), Some("300+3"), "{pgn}");
    assert_eq!(tag(&pgn, "ECO"), Some("C60"), "{pgn}");
    assert_eq!(tag(&pgn, "Opening"), Some("Ruy Lopez"), "{pgn}");
}
