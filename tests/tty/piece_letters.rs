//! A capital piece letter is that piece: `Bc4` with the bishop blocked is
//! refused, never played as the pawn move c2-c4, in every front end that
//! reads typed moves (`tactus tty` in English, German and Spanish, with
//! `set confirm on`, in tournament mode; `tactus clock`, in tournament
//! mode too), and a letter that is another piece in another language
//! (`R`, the Spanish king) is never played as that other piece.

use crate::piped;

use piped::{Dirs, PEOPLE, dirs, feed, has};

/// `tactus tty` between two people, `--voice text` in `lang`, fed `lines`.
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

/// The moves of the autosaved game (`current.json`), in UCI: none when
/// no game was kept.
fn saved_moves(d: &Dirs) -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(d.data.path().join("current.json")) else {
        return Vec::new();
    };
    let saved: serde_json::Value = serde_json::from_str(&text).unwrap();
    saved["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect()
}

/// The words each language uses in these checks.
struct Words {
    lang: &'static str,
    no_bishop_c4: &'static str,
    no_bishop_e6: &'static str,
    no_rook_e2: &'static str,
    white_to_move: &'static str,
    black_to_move: &'static str,
}

const LANGS: [Words; 3] = [
    Words {
        lang: "en",
        no_bishop_c4: "No bishop can reach c4",
        no_bishop_e6: "No bishop can reach e6",
        no_rook_e2: "No rook can reach e2",
        white_to_move: "White to move, move 1",
        black_to_move: "Black to move, move 1",
    },
    Words {
        lang: "de",
        no_bishop_c4: "Kein Läufer kann c4 erreichen",
        no_bishop_e6: "Kein Läufer kann e6 erreichen",
        no_rook_e2: "Kein Turm kann e2 erreichen",
        white_to_move: "Weiß ist am Zug, Zug 1",
        black_to_move: "Schwarz ist am Zug, Zug 1",
    },
    Words {
        lang: "es",
        no_bishop_c4: "Ningún alfil puede llegar a c4",
        no_bishop_e6: "Ningún alfil puede llegar a e6",
        no_rook_e2: "Ninguna torre puede llegar a e2",
        white_to_move: "Juegan las blancas, jugada 1",
        black_to_move: "Juegan las negras, jugada 1",
    },
];

#[test]
fn a_blocked_bishop_is_refused_not_played_as_a_pawn_in_every_language() {
    for w in &LANGS {
        let d = dirs();
        // Each is a bishop move no bishop can make; each also has a pawn
        // move to the same square (or from the file of the letter read as
        // a file: `Bb4` as b2-b4), which must not be played.
        let out = tty(&d, w.lang, &[], &["Bc4", "Bc3", "Bb4", "bc4", "t"]);
        assert!(has(&out, w.no_bishop_c4), "{}: {out:#?}", w.lang);
        assert!(has(&out, w.white_to_move), "{}: {out:#?}", w.lang);
        assert!(saved_moves(&d).is_empty(), "{}: {out:#?}", w.lang);
    }
}

#[test]
fn black_is_not_given_a_pawn_move_for_a_bishop_letter() {
    for w in &LANGS {
        let d = dirs();
        let out = tty(&d, w.lang, &[], &["e4", "Be6", "t"]);
        assert!(has(&out, w.no_bishop_e6), "{}: {out:#?}", w.lang);
        assert!(has(&out, w.black_to_move), "{}: {out:#?}", w.lang);
        assert_eq!(saved_moves(&d), ["e2e4"], "{}: {out:#?}", w.lang);
    }
}

#[test]
fn a_piece_letter_of_another_language_is_not_read_as_a_file() {
    // German D (Dame) and Spanish A (alfil) are pieces; read as files they
    // would make d2-d3 and a2-a3.
    let d = dirs();
    let out = tty(&d, "de", &[], &["Dd3", "Aa3", "t"]);
    assert!(has(&out, "Keine Dame kann d3 erreichen"), "{out:#?}");
    assert!(has(&out, "Kein Läufer kann a3 erreichen"), "{out:#?}");
    assert!(saved_moves(&d).is_empty(), "{out:#?}");
}

#[test]
fn r_is_the_rook_never_the_king() {
    for w in &LANGS {
        let d = dirs();
        // After 1.e4 e5 the king could go to e2 and no rook can.
        let out = tty(&d, w.lang, &[], &["e4", "e5", "Re2", "t"]);
        assert!(has(&out, w.no_rook_e2), "{}: {out:#?}", w.lang);
        assert_eq!(saved_moves(&d), ["e2e4", "e7e5"], "{}: {out:#?}", w.lang);
    }
}

#[test]
fn confirmation_asks_about_the_move_as_written() {
    let d = dirs();
    let out = tty(&d, "en", &[], &["set confirm on", "Bc4", "yes", "t"]);
    assert!(has(&out, "No bishop can reach c4"), "{out:#?}");
    assert!(!out.iter().any(|l| l.contains("c4?")), "{out:#?}");
    assert!(has(&out, "White to move, move 1"), "{out:#?}");
    assert!(saved_moves(&d).is_empty(), "{out:#?}");
}

#[test]
fn in_tournament_mode_the_arbiter_gets_the_move_as_written() {
    let d = dirs();
    let out = tty(
        &d,
        "en",
        &["--tournament", "--arbiter-code", "4711"],
        &["Bc4", "t"],
    );
    assert!(has(&out, "Written down for the arbiter: Bc4"), "{out:#?}");
    assert!(has(&out, "White to move, move 1"), "{out:#?}");
    assert!(saved_moves(&d).is_empty(), "{out:#?}");
}

/// `tactus clock --tty --voice text --lang en ARGS`, fed `lines`; its
/// output and the clock game's saved score.
fn clock(args: &[&str], lines: &[&str]) -> (Vec<String>, String) {
    let d = dirs();
    let child = d
        .tactus()
        .arg("clock")
        .args(["5+3", "--tty", "--voice", "text", "--lang", "en"])
        .args(args)
        .spawn()
        .unwrap();
    let out = feed(child, &piped::paced(lines, 60));
    let saved = std::fs::read_to_string(d.data.path().join("clock.json")).unwrap();
    (out, saved)
}

#[test]
fn the_clock_refuses_a_blocked_bishop_and_is_not_pressed() {
    let (out, saved) = clock(&[], &["start", "Bc4", "score", "quit"]);
    assert!(
        has(&out, "No bishop can reach c4. The clock was not pressed."),
        "{out:#?}"
    );
    assert!(!saved.contains("\"c4\""), "{saved}");
}

#[test]
fn the_clock_in_tournament_mode_keeps_the_bishop_move_as_written() {
    let (out, saved) = clock(
        &["--tournament", "--arbiter-code", "4711"],
        &["start", "Bc4", "quit"],
    );
    // The press is made and the move said as written; the score and the
    // arbiter's positions hold no pawn move.
    assert!(!has(&out, "Pawn c4"), "{out:#?}");
    assert!(!saved.contains("\"c4\""), "{saved}");
    assert!(!saved.contains("c2c4"), "{saved}");
    assert!(saved.contains("Bc4"), "{saved}");
}
