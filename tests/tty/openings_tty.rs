//! The names of the openings through `tactus tty` and `tactus replay
//! --speak`: each said once as it is reached, by position (a transposition
//! counts), the family in the player's language; `opening` on request;
//! `set openings off` keeps them quiet; tournament mode says none and
//! refuses `opening`; a resumed game names only what is new.

use crate::piped;

use piped::{Dirs, PEOPLE, count, dirs, feed, has};

fn tty(d: &Dirs, lang: &str, extra: &[&str], lines: &[&str]) -> Vec<String> {
    let child = d
        .tactus()
        .arg("tty")
        .args(PEOPLE)
        .args(["--voice", "text", "--lang", lang])
        .args(extra)
        .spawn()
        .unwrap();
    feed(child, &piped::paced(lines, 30))
}

const NAJDORF: [&str; 10] = [
    "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6",
];

#[test]
fn each_opening_is_said_once_as_it_is_reached_in_every_language() {
    for (lang, sicilian, najdorf, asked) in [
        (
            "en",
            "Opening: Sicilian Defense.",
            "Opening: Sicilian Defense: Najdorf Variation.",
            "The opening: Sicilian Defense: Najdorf Variation, B90.",
        ),
        (
            "de",
            "Eröffnung: Sizilianische Verteidigung.",
            "Eröffnung: Sizilianische Verteidigung: Najdorf Variation.",
            "Die Eröffnung: Sizilianische Verteidigung: Najdorf Variation, B90.",
        ),
        (
            "es",
            "Apertura: Defensa siciliana.",
            "Apertura: Defensa siciliana: Najdorf Variation.",
            "La apertura: Defensa siciliana: Najdorf Variation, B90.",
        ),
    ] {
        let d = dirs();
        let mut lines = NAJDORF.to_vec();
        lines.push("opening");
        let out = tty(&d, lang, &[], &lines);
        assert_eq!(count(&out, sicilian), 1, "{lang}: {out:#?}");
        assert_eq!(count(&out, najdorf), 1, "{lang}: {out:#?}");
        assert!(has(&out, asked), "{lang}: {out:#?}");
        // Said after the move that reached it.
        let at = out.iter().position(|l| l == najdorf).unwrap();
        assert!(out[at - 1].ends_with("a6"), "{lang}: {out:#?}");
    }
}

#[test]
fn a_transposition_is_named_by_its_position() {
    let d = dirs();
    let out = tty(&d, "en", &[], &["c4", "e6", "Nc3", "Nf6", "d4", "Bb4"]);
    assert!(has(&out, "Opening: Nimzo-Indian Defense."), "{out:#?}");
}

#[test]
fn the_setting_keeps_the_names_quiet_and_opening_still_answers() {
    let d = dirs();
    let mut lines = vec!["set openings off"];
    lines.extend(NAJDORF);
    lines.push("opening");
    let out = tty(&d, "en", &[], &lines);
    assert!(!out.iter().any(|l| l.starts_with("Opening:")), "{out:#?}");
    assert!(
        has(
            &out,
            "The opening: Sicilian Defense: Najdorf Variation, B90."
        ),
        "{out:#?}"
    );
    // Kept for next time.
    let settings = std::fs::read_to_string(d.config.path().join("config.toml")).unwrap();
    assert!(settings.contains("openings = false"), "{settings}");
}

#[test]
fn tournament_mode_says_no_opening_and_refuses_to_name_it() {
    let d = dirs();
    let mut lines = NAJDORF.to_vec();
    lines.push("opening");
    let out = tty(
        &d,
        "en",
        &["--tournament", "--arbiter-code", "4711"],
        &lines,
    );
    assert!(!out.iter().any(|l| l.starts_with("Opening:")), "{out:#?}");
    assert!(
        has(
            &out,
            "Tournament mode does not allow information about the game"
        ),
        "{out:#?}"
    );
}

#[test]
fn a_resumed_game_names_only_a_new_opening() {
    let d = dirs();
    tty(&d, "en", &[], &["e4", "c5"]);
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "en", "--resume"])
        .spawn()
        .unwrap();
    let out = feed(child, &piped::paced(&["Nf3", "d6"], 30));
    assert!(!has(&out, "Opening: Sicilian Defense."), "{out:#?}");
    assert!(
        has(&out, "Opening: Sicilian Defense: Modern Variations"),
        "{out:#?}"
    );
}

#[test]
fn replay_says_the_openings_as_they_are_reached() {
    let here = tempfile::tempdir().unwrap();
    let pgn = here.path().join("ruy.pgn");
    std::fs::write(&pgn, "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n").unwrap();
    let d = dirs();
    let out = d
        .tactus()
        .arg("replay")
        .arg(&pgn)
        .args(["--speak", "--voice", "text", "--lang", "de"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| *l == "Eröffnung: Spanische Partie.")
        .unwrap_or_else(|| panic!("{text}"));
    assert_eq!(lines[at - 1], "Zug 3, Weiß: Läufer b5", "{text}");
    assert!(
        lines.contains(&"Eröffnung: Spanische Partie: Morphy Defense."),
        "{text}"
    );
}
