//! `tactus tty --laws 2023|2008` over a pipe: two people repeat the
//! position five times (the game ends under 2023 and goes on under 2008),
//! a wrong draw claim under strict rules costs what the edition says, the
//! edition is saved with the game and resumed with it, and `--laws` is
//! refused with `--resume` and with a value that names no edition.

use crate::piped;
use piped::{Dirs, PEOPLE, dirs, feed, has, send};

const FIVEFOLD: [&str; 16] = [
    "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3",
    "Nf6", "Ng1", "Ng8",
];

/// Two people at `tactus tty` with `args`, the text voice in English;
/// the output lines.
fn play(d: &Dirs, args: &[&str], lines: &[&str]) -> Vec<String> {
    let child = d
        .tactus()
        .arg("tty")
        .args(["--voice", "text", "--lang", "en"])
        .args(PEOPLE)
        .args(args)
        .spawn()
        .unwrap();
    let script: Vec<(&str, u64)> = lines.iter().map(|l| (*l, 0)).collect();
    feed(child, &script)
}

fn saved_game(d: &Dirs) -> serde_json::Value {
    let path = d.data.path().join("current.json");
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

#[test]
fn the_fifth_repetition_ends_the_game_under_2023_and_is_claimed_under_2008() {
    let d = dirs();
    let out = play(&d, &[], &FIVEFOLD);
    assert!(has(&out, "Fivefold repetition"), "{out:?}");
    assert!(!has(&out, "Laws of"), "{out:?}");

    let d = dirs();
    let script = [&FIVEFOLD[..], &["Nf3", "claim"]].concat();
    let out = play(&d, &["--laws", "2008"], &script);
    assert!(
        has(
            &out,
            "Played under the FIDE Laws of 2008: fivefold repetition and 75 moves do not end the game"
        ),
        "{out:?}"
    );
    assert!(has(&out, "Appendix E"), "{out:?}");
    assert!(!has(&out, "Fivefold repetition"), "{out:?}");
    assert!(has(&out, "Draw claimed by threefold repetition"), "{out:?}");
}

#[test]
fn a_wrong_claim_under_strict_rules_costs_three_minutes_under_2008_and_one_in_rapid_under_2023() {
    let d = dirs();
    let out = play(
        &d,
        &["--rules", "strict", "--laws", "2008"],
        &["claim", "c"],
    );
    assert!(
        has(
            &out,
            "Wrong claim: Black gets 3 minutes more (Article 9.5, Laws of 2008)"
        ),
        "{out:?}"
    );
    assert!(has(&out, "Black: 18 minutes"), "{out:?}");
    // 15+10 is rapid: one minute instead of two (A.3).
    let d = dirs();
    let out = play(&d, &["--rules", "strict"], &["claim", "c"]);
    assert!(
        has(
            &out,
            "Wrong claim: Black gets 1 minute more (Article 9.5, Laws of 2023)"
        ),
        "{out:?}"
    );
    // Casual rules forgive a wrong claim.
    let d = dirs();
    let out = play(&d, &["--laws", "2008"], &["claim"]);
    assert!(!has(&out, "Wrong claim"), "{out:?}");
}

#[test]
fn the_edition_is_saved_with_the_game_and_resumed_with_it() {
    let d = dirs();
    play(&d, &["--laws", "2008"], &FIVEFOLD[..12]);
    let saved = saved_game(&d);
    assert_eq!(saved["laws"], "2008", "{saved}");
    assert_eq!(saved["version"], 2, "{saved}");
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "en", "--resume"])
        .spawn()
        .unwrap();
    let script: Vec<(&str, u64)> = FIVEFOLD[12..].iter().map(|l| (*l, 0)).collect();
    let out = feed(child, &script);
    assert!(has(&out, "Game resumed"), "{out:?}");
    assert!(has(&out, "Laws of 2008"), "{out:?}");
    assert!(!has(&out, "Fivefold repetition"), "{out:?}");
    // A game under the Laws in force is saved as before.
    let d = dirs();
    play(&d, &[], &["e4"]);
    let saved = saved_game(&d);
    assert_eq!(saved["laws"], "2023", "{saved}");
    assert_eq!(saved["version"], 1, "{saved}");
}

#[test]
fn laws_with_resume_and_an_unknown_edition_are_refused() {
    let d = dirs();
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--resume", "--laws", "2008"])
        .spawn()
        .unwrap();
    let out = send(child, &[]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--laws sets up a new game and cannot go with --resume"),
        "{err}"
    );
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--laws", "1997"])
        .spawn()
        .unwrap();
    let out = send(child, &[]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("\"1997\" is not an edition of the Laws: say 2023 (in force) or 2008"),
        "{err}"
    );
}
