//! The gate of tournament mode: every refused command changes nothing,
//! what the Laws allow still answers, a move that cannot be played is
//! written down, leaving needs the code and every attempt is noted.

use super::*;
use crate::event::Reason;
use crate::input::{PieceQuery, Typed, parse_line};
use crate::rules::procedure::Rules;
use crate::rules::tournament::ArbiterCode;
use crate::session::Snapshot;

fn act(line: &str) -> Action {
    match parse_line(line) {
        Typed::Act(action) => action,
        other => panic!("{line:?} gave {other:?}"),
    }
}

fn tournament_game(code: Option<&str>) -> Session {
    let mut s = super::super::people(Rules::Casual, None);
    let code = code.map(|c| ArbiterCode::new(c, [9; 16]).unwrap());
    s.start_tournament(Tournament::new(code), 0);
    s
}

fn refusal(events: &[Event]) -> Option<Forbidden> {
    events.iter().find_map(|e| match e {
        Event::Notice(Notice::Tournament(TournamentNotice::Refused(what))) => Some(*what),
        _ => None,
    })
}

#[test]
fn every_forbidden_command_is_refused_and_changes_nothing() {
    let mut s = tournament_game(Some("4711"));
    s.handle(act("e4"), 1_000);
    let before = s.snapshot(2_000);
    for (line, what) in [
        ("b", Forbidden::Position),
        ("p N", Forbidden::Position),
        ("p A", Forbidden::Position),
        ("s e", Forbidden::Position),
        ("e4?", Forbidden::Attacks),
        ("sq d5", Forbidden::Attacks),
        ("m", Forbidden::LegalMoves),
        ("m e7", Forbidden::LegalMoves),
        ("undo", Forbidden::Takeback),
        ("new", Forbidden::NewGame),
        ("engine restart", Forbidden::Engine),
        ("level 3", Forbidden::Engine),
    ] {
        let events = s.handle(act(line), 2_000).events;
        assert_eq!(refusal(&events), Some(what), "{line}: {events:?}");
        assert_eq!(events.len(), 1, "{line}: {events:?}");
        assert_eq!(s.snapshot(2_000), before, "{line} changed the game");
    }
    let load = Action::LoadPgn {
        path: "g.pgn".into(),
        text: "1. e4 *".into(),
        number: 1,
    };
    assert_eq!(
        refusal(&s.handle(load, 2_000).events),
        Some(Forbidden::Load)
    );
    assert_eq!(s.snapshot(2_000), before);
}

#[test]
fn every_board_key_that_describes_or_helps_is_refused() {
    use BoardAction as B;
    let mut s = tournament_game(None);
    let before = s.snapshot(0);
    for (key, what) in [
        (
            B::NextPiece {
                role: shakmaty::Role::Knight,
                backwards: false,
            },
            Forbidden::Position,
        ),
        (B::NextOwnPiece, Forbidden::Position),
        (B::PreviousOwnPiece, Forbidden::Position),
        (B::SayPosition, Forbidden::Position),
        (B::SayLegalMoves, Forbidden::LegalMoves),
        (B::SayLegalCaptures, Forbidden::LegalMoves),
        (B::SayAttackers, Forbidden::Attacks),
        (B::SayAttackedSquares, Forbidden::Attacks),
        (B::ScanDiagonals, Forbidden::Scans),
        (B::ScanLines, Forbidden::Scans),
        (B::ScanRank, Forbidden::Scans),
        (B::ScanFile, Forbidden::Scans),
        (B::ScanAround, Forbidden::Scans),
        (B::ScanKnightMoves, Forbidden::Scans),
        (B::LiftOrPlace, Forbidden::BoardMoves),
        (B::LiftPlaceOrAnnounce, Forbidden::BoardMoves),
        (B::Announce, Forbidden::BoardMoves),
        (B::Cancel, Forbidden::BoardMoves),
        (B::NewGame, Forbidden::NewGame),
    ] {
        let events = s.handle(Action::Board(key), 0).events;
        assert_eq!(refusal(&events), Some(what), "{key:?}: {events:?}");
        assert_eq!(s.snapshot(0), before, "{key:?} changed the game");
    }
    // The finger moves and says only its square, never the piece.
    let events = s
        .handle(
            Action::Board(B::Step(crate::rules::tactile::Direction::Up)),
            0,
        )
        .events;
    assert!(
        matches!(
            events.as_slice(),
            [Event::Notice(Notice::Tournament(TournamentNotice::Finger(
                _
            )))]
        ),
        "{events:?}"
    );
    let events = s.handle(Action::PointAt(shakmaty::Square::E1), 0).events;
    assert_eq!(
        events,
        [Event::Notice(Notice::Tournament(TournamentNotice::Finger(
            shakmaty::Square::E1
        )))]
    );
    let events = s.handle(Action::Board(B::SayCurrentSquare), 0).events;
    assert!(refusal(&events).is_none());
    assert!(!events.iter().any(|e| matches!(e, Event::Square { .. })));
}

#[test]
fn what_the_laws_allow_still_answers() {
    let mut s = tournament_game(None);
    s.handle(act("e4"), 1_000);
    for line in [
        "c",
        "c me",
        "l",
        "score",
        "score all",
        "t",
        "help",
        "set",
        "clock off",
    ] {
        let events = s.handle(act(line), 2_000).events;
        assert!(refusal(&events).is_none(), "{line}: {events:?}");
        assert!(!events.is_empty(), "{line} said nothing");
    }
    let turn = s.handle(act("t"), 2_000).events;
    assert!(matches!(turn[0], Event::Turn { .. }), "{turn:?}");
    assert!(turn.contains(&Event::Notice(Notice::Tournament(TournamentNotice::On))));
    // The opponent's move is said as it is made.
    let events = s.handle(act("e5"), 3_000).events;
    assert!(matches!(events[0], Event::MoveMade { .. }), "{events:?}");
}

#[test]
fn a_move_that_cannot_be_played_is_written_down_unexplained() {
    let mut s = tournament_game(None);
    for written in ["Nf9", "e5", "Ke2", "hello", "Nc3 {x}"] {
        let before = s.game().fen();
        let events = s.handle(act(written), 1_000).events;
        assert_eq!(
            events,
            [Event::Notice(Notice::Tournament(TournamentNotice::Noted {
                written: written.to_owned()
            }))],
            "{written}"
        );
        assert!(!events.iter().any(|e| matches!(e, Event::Refused(_))));
        assert_eq!(s.game().fen(), before);
    }
    // Ambiguity is not explained either: no "which knight?".
    let mut s = super::super::people(Rules::Casual, Some("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"));
    s.start_tournament(Tournament::new(None), 0);
    let events = s.handle(act("Nd2"), 0).events;
    assert!(
        matches!(
            events.as_slice(),
            [Event::Notice(Notice::Tournament(
                TournamentNotice::Noted { .. }
            ))]
        ),
        "{events:?}"
    );
    let notes = &s.tournament().unwrap().notes;
    assert_eq!(notes.len(), 1);
    assert_eq!(
        notes[0].comment(),
        "Arbiter: White wrote \"Nd2\", which cannot be played; clocks W 0:15:00 B 0:15:00"
    );
}

#[test]
fn without_the_mode_the_same_lines_are_answered_as_before() {
    let mut s = super::super::people(Rules::Casual, None);
    assert!(refusal(&s.handle(act("b"), 0).events).is_none());
    let events = s.handle(act("Nf9"), 0).events;
    assert!(
        matches!(events[0], Event::Refused(Reason::Parse(_))),
        "{events:?}"
    );
    let events = s.handle(act("p N"), 0).events;
    assert!(matches!(events[0], Event::Notice(Notice::Pieces { .. })));
    let _ = PieceQuery::Side(Color::White);
}

#[test]
fn leaving_needs_the_code_and_every_attempt_is_noted() {
    let mut s = tournament_game(Some("4711"));
    s.handle(act("e4"), 1_000);
    let asked = s.handle(act("tournament off"), 2_000).events;
    assert_eq!(
        asked,
        [Event::Notice(Notice::Tournament(TournamentNotice::AskCode))]
    );
    assert!(s.awaits_arbiter_code());
    let wrong = s.handle(Action::ArbiterCode("1234".into()), 3_000).events;
    assert_eq!(
        wrong,
        [Event::Notice(Notice::Tournament(
            TournamentNotice::WrongCode
        ))]
    );
    assert!(s.in_tournament());
    assert!(!s.awaits_arbiter_code());
    // Another action drops the question: the code is not awaited any more.
    s.handle(act("tournament off"), 4_000);
    s.handle(act("c"), 4_000);
    assert!(!s.awaits_arbiter_code());
    s.handle(act("tournament off"), 5_000);
    let right = s.handle(Action::ArbiterCode(" 4711 ".into()), 6_000).events;
    assert_eq!(
        right,
        [Event::Notice(Notice::Tournament(TournamentNotice::Left))]
    );
    assert!(!s.in_tournament());
    assert!(refusal(&s.handle(act("b"), 7_000).events).is_none());
    let mode = s.tournament().unwrap();
    let tried: Vec<bool> = mode
        .tournament
        .attempts
        .iter()
        .map(|a| a.accepted)
        .collect();
    assert_eq!(tried, [false, true]);
    let kinds: Vec<&NoteKind> = mode.notes.iter().map(|n| &n.what).collect();
    assert_eq!(kinds, [&NoteKind::WrongCode, &NoteKind::Left]);
    assert!(mode.notes.iter().all(|n| n.ply == 1));
}

#[test]
fn without_a_code_the_mode_lasts_the_game_and_the_attempt_is_noted() {
    let mut s = tournament_game(None);
    let events = s.handle(act("tournament off"), 0).events;
    assert_eq!(
        events,
        [Event::Notice(Notice::Tournament(TournamentNotice::NoCode))]
    );
    assert!(s.in_tournament() && !s.awaits_arbiter_code());
    assert_eq!(s.tournament().unwrap().tournament.attempts.len(), 1);
    assert_eq!(s.tournament().unwrap().notes[0].what, NoteKind::NoCode);
}

#[test]
fn tournament_on_only_before_the_first_move() {
    let mut s = super::super::people(Rules::Casual, None);
    let on = s.handle(act("set tournament on"), 0).events;
    assert_eq!(
        on,
        [Event::Notice(Notice::Tournament(TournamentNotice::On))]
    );
    assert!(s.in_tournament());
    let mut s = super::super::people(Rules::Casual, None);
    s.handle(act("e4"), 0);
    let late = s.handle(act("tournament on"), 0).events;
    assert_eq!(
        late,
        [Event::Notice(Notice::Tournament(TournamentNotice::TooLate))]
    );
    assert!(!s.in_tournament());
    // A game against the engine cannot be put into tournament mode.
    let setup = super::super::Setup {
        players: shakmaty::ByColor {
            white: super::super::Player::Human,
            black: super::super::Player::Engine(crate::engine::Level::default()),
        },
        ..super::super::people(Rules::Casual, None).setup_again()
    };
    let (mut s, _) = Session::new(setup, 0).unwrap();
    let refused = s.handle(act("tournament on"), 0).events;
    assert_eq!(refusal(&refused), Some(Forbidden::Engine), "{refused:?}");
    assert!(!s.in_tournament());
}

#[test]
fn the_autosave_keeps_the_mode_and_only_the_codes_hash() {
    let mut s = tournament_game(Some("Geheim-2026"));
    s.handle(act("e4"), 1_000);
    s.handle(act("Nf9"), 2_000);
    s.handle(act("tournament off"), 3_000);
    s.handle(Action::ArbiterCode("falsch".into()), 3_000);
    // The code typed as a move, with no question asked, is not kept.
    let events = s.handle(act("Geheim-2026"), 3_500).events;
    assert_eq!(
        events,
        [Event::Notice(Notice::Tournament(TournamentNotice::Noted {
            written: "***".into()
        }))]
    );
    let snap = s.snapshot(4_000);
    assert_eq!(snap.version, 3);
    let json = serde_json::to_string(&snap).unwrap();
    assert!(!json.contains("Geheim"), "{json}");
    let back = Session::restore(&Snapshot::from_json(json.as_bytes()).unwrap(), 0).unwrap();
    assert!(back.in_tournament());
    assert_eq!(back.tournament(), s.tournament());
    let pgn = back.export_pgn(&back.scoresheet());
    assert!(pgn.contains("[TournamentMode \"yes\"]"), "{pgn}");
    assert!(
        pgn.contains("{Arbiter: Black wrote \"Nf9\", which cannot be played;"),
        "{pgn}"
    );
    assert!(
        pgn.contains("{Arbiter: a wrong code was given to leave tournament mode;"),
        "{pgn}"
    );
    assert!(!pgn.contains("Geheim") && !pgn.contains("falsch"), "{pgn}");
    // The PGN reads back as the same game.
    let read = crate::rules::pgn::import(pgn.as_bytes(), 1).unwrap();
    assert_eq!(read.game.ply_count(), 1);
}

#[test]
fn after_the_game_nothing_is_refused() {
    let mut s = tournament_game(None);
    s.handle(act("resign"), 0);
    s.handle(act("yes"), 0);
    assert!(s.game().is_over());
    assert!(refusal(&s.handle(act("b"), 0).events).is_none());
}
