//! `tactus clock --tty --listen` in a room of the test's own (a PulseAudio
//! server whose null sink is the microphone, `support/room.rs`): each
//! player announces his move aloud, spoken by espeak-ng and played into
//! the room; the clock says it back, and the press writes it on the score
//! with the clock readings. A slip of the tongue is corrected by saying the
//! right move before the press; a move that cannot be played is said at
//! once and the press writes no move.

use std::process::Child;

use shakmaty::san::San;
use shakmaty::{Chess, Position};

use crate::piped::{Dirs, dirs};
use crate::room::{self, Room};
use crate::talk::Talk;

/// `tactus clock --tty --listen --voice none --lang LANG` in `room`.
fn clock(d: &Dirs, room: &Room, lang: &str) -> Child {
    d.tactus()
        .envs(room.envs())
        .env_remove("PULSE_SERVER")
        .args([
            "clock", "--tty", "--listen", "--voice", "none", "--lang", lang,
        ])
        .spawn()
        .unwrap()
}

/// `pos` after `san`.
fn after(pos: &Chess, san: &str) -> Chess {
    let mv = san.parse::<San>().unwrap().to_move(pos).unwrap();
    pos.clone().play(mv).unwrap()
}

/// Black starts White's clock; the ears are open once that is said.
fn started(talk: &mut Talk, lang: &str) {
    let (control, started) = match lang {
        "de" => ("Eingabe startet", "Uhr gestartet"),
        _ => ("Press Enter", "Clock started"),
    };
    talk.wait_for(control);
    talk.ask("", started);
}

#[test]
fn both_players_announced_moves_are_written_at_the_presses_a_slip_corrected() {
    let room = Room::open();
    let d = dirs();
    let mut talk = Talk::new(clock(&d, &room, "en")).patient(60);
    started(&mut talk, "en");
    let start = Chess::default();
    let a4 = room::phrase(&start, "a4", &["alfa two alfa four", "alfa four"]);
    talk.say_until(|| room.say(&a4), "a4");
    talk.ask("", "White, move 1: a4");
    let pos = after(&start, "a4");
    let a5 = room::phrase(&pos, "a5", &["alfa seven alfa five", "alfa five"]);
    talk.say_until(|| room.say(&a5), "a5");
    talk.ask("", "Black, move 1: a5");
    let pos = after(&pos, "a5");
    // A slip of the tongue, then the move played: the later is written.
    let f4 = room::phrase(&pos, "f4", &["foxtrot two foxtrot four", "foxtrot four"]);
    talk.say_until(|| room.say(&f4), "f4");
    let nc3 = room::phrase(
        &pos,
        "Nc3",
        &["knight b one c three", "knight charlie three"],
    );
    talk.say_until(|| room.say(&nc3), "Knight c3");
    talk.ask("", "White, move 2: Knight c3");
    let score = talk.ask("score", "1.");
    let line = score.iter().find(|l| l.contains("1.")).unwrap();
    assert!(line.contains("1. a4") && line.contains("a5"), "{score:#?}");
    assert!(
        line.contains("2. Nc3") || line.contains("2. Knight c3"),
        "{score:#?}"
    );
    assert!(!line.contains("f4"), "the slip is not written: {score:#?}");
    // Each move with both clocks' readings, as a press with a typed move.
    let pgn = d.data.path().join("game.pgn");
    talk.ask(&format!("save {}", pgn.display()), "Score saved");
    let pgn = std::fs::read_to_string(pgn).unwrap();
    let clocks = pgn.matches("[%clk").count();
    assert!(pgn.contains("1. a4") && pgn.contains("2. Nc3"), "{pgn}");
    assert!(clocks >= 3, "{pgn}");
    talk.quit();
}

#[test]
fn a_move_that_cannot_be_played_is_said_at_once_and_the_press_writes_none() {
    for (lang, refused, gap) in [
        (
            "en",
            "Not a legal move: a5",
            "White, move 1: no move written",
        ),
        (
            "de",
            "Kein regelgerechter Zug: a5",
            "Weiß, Zug 1: kein Zug notiert",
        ),
    ] {
        let room = Room::open();
        let d = dirs();
        let mut talk = Talk::new(clock(&d, &room, lang)).patient(60);
        started(&mut talk, lang);
        // White's clock runs; Black's move is announced.
        let black = after(&Chess::default(), "a4");
        let a5 = room::phrase(&black, "a5", &["alfa seven alfa five", "alfa five"]);
        let said = talk.say_until(|| room.say(&a5), refused);
        assert!(said.iter().any(|l| l.contains(refused)), "{said:#?}");
        talk.ask("", gap);
        talk.quit();
    }
}

#[test]
fn without_the_speech_model_the_package_is_named_once_and_typing_works() {
    let d = dirs();
    let child = d
        .tactus()
        .env("TACTUS_POCKETSPHINX_MODEL", "/nonexistent/model")
        .args(["clock", "--tty", "--listen", "--voice", "none"])
        .args(["--lang", "es"])
        .spawn()
        .unwrap();
    let mut talk = Talk::new(child).patient(60);
    talk.wait_for("pocketsphinx-en-us");
    talk.ask("", "reloj");
    talk.ask("Cf3", "Caballo f3");
    let all = talk.all();
    talk.quit();
    assert_eq!(
        all.iter()
            .filter(|l| l.contains("pocketsphinx-en-us"))
            .count(),
        1,
        "{all:#?}"
    );
}
