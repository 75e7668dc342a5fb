use shakmaty::Color::{Black, White};

use super::super::*;
use crate::rules::laws::Laws;
use crate::rules::tournament::ArbiterCode;

const S: Millis = 1_000;
const MIN: Millis = 60 * S;

/// A started game under `laws` (standard play: 90+30).
fn started(laws: Laws) -> ClockGame {
    let mut g = ClockGame::new("90+30".parse().unwrap(), TableSide::Left, White).with_laws(laws);
    g.set_wall_clock(0, 1_000_000);
    g.press(None, 0).unwrap();
    g
}

fn play(g: &mut ClockGame, moves: &[&str], from: Millis) -> Millis {
    let mut t = from;
    for m in moves {
        t += 10 * S;
        g.press(Some(m), t).unwrap();
    }
    t
}

fn sans(g: &ClockGame) -> Vec<String> {
    g.score()
        .entries()
        .iter()
        .map(|e| match &e.written {
            Written::Checked(s) | Written::Unchecked(s) => s.clone(),
            Written::Gap => "-".into(),
        })
        .collect()
}

#[test]
fn an_illegal_move_leaves_the_score_the_offender_s_clock_runs_and_the_opponent_gets_time() {
    let mut g = started(Laws::Fide2023);
    let t = play(&mut g, &["e4", "e5", "Qh5"], 0);
    let last = g.score().entries().last().unwrap().clone();
    let white_before_press = last.white - 30 * S; // the increment goes
    let black_now = g.readings(t + 5 * S).black;
    let events = g.illegal(None, t + 5 * S).unwrap();
    assert!(matches!(
        events.as_slice(),
        [TableEvent::IllegalMove {
            side: White,
            number: 2,
            count: 1,
            penalty: Penalty::Time {
                side: Black,
                added_ms: 120_000
            },
            turn: White,
            ..
        }]
    ));
    assert_eq!(sans(&g), ["e4", "e5"]);
    assert_eq!(g.clock().running(), Some(White));
    assert_eq!(g.clock().moves(White), 1);
    let r = g.readings(t + 5 * S);
    assert_eq!(r.white, white_before_press);
    assert_eq!(r.black, black_now + 2 * MIN);
    let i = g.incidents().last().unwrap();
    assert_eq!(i.who, Who::White);
    assert_eq!(
        i.what,
        What::IllegalMove {
            removed: vec!["Qh5".into()],
            count: 1
        }
    );
    assert_eq!(i.wall_ms, 1_000_000 + t + 5 * S);
    assert_eq!(i.before.black_ms + 2 * MIN, i.after.black_ms);
    assert_eq!(
        i.fen.as_deref(),
        Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
    );
    // The game goes on from there.
    g.press(Some("Nf3"), t + 20 * S).unwrap();
    assert_eq!(sans(&g), ["e4", "e5", "Nf3"]);
}

#[test]
fn the_second_illegal_move_loses_under_2023_the_third_under_2008() {
    for (laws, losing) in [(Laws::Fide2023, 2), (Laws::Fide2008, 3)] {
        let mut g = started(laws);
        let mut t = play(&mut g, &["e4", "e5"], 0);
        for count in 1..=losing {
            t = play(&mut g, &["Nf3"], t);
            let events = g.illegal(None, t + S).unwrap();
            let Some(TableEvent::IllegalMove { penalty, .. }) = events.first() else {
                panic!("{events:?}");
            };
            if count < losing {
                assert!(
                    matches!(penalty, Penalty::Time { side: Black, .. }),
                    "{laws}"
                );
                assert_eq!(g.ending(), None);
            } else {
                assert_eq!(*penalty, Penalty::Lost { side: White }, "{laws}");
                assert_eq!(g.ending().map(Ending::pgn_result), Some("0-1"));
                assert_eq!(g.clock().running(), None);
            }
        }
        assert_eq!(g.press(Some("Nf3"), t + 2 * S), Err(TableError::GameOver));
    }
}

/// 16 moves after which Black has only his king (found with python-chess).
const BARE_KING: [&str; 32] = [
    "b4", "c5", "bxc5", "d6", "cxd6", "Qc7", "dxe7", "Qc3", "dxc3", "Bh3", "exf8=R+", "Kxf8",
    "gxh3", "g5", "Bxg5", "f6", "Bxf6", "Ne7", "Bxh8", "Nd5", "Qxd5", "b5", "Qxb5", "Nd7", "Qxd7",
    "Rd8", "Qxh7", "Rd2", "Nxd2", "Ke8", "Qxa7", "Kd8",
];

#[test]
fn a_losing_illegal_move_is_a_draw_when_the_opponent_cannot_checkmate() {
    let mut g = started(Laws::Fide2023);
    let t = play(&mut g, &BARE_KING[..1], 0);
    g.illegal(None, t + S).unwrap();
    let t = play(&mut g, &BARE_KING, t + S);
    let t = play(&mut g, &["Qa8"], t);
    let events = g.illegal(None, t + S).unwrap();
    assert!(matches!(
        events.as_slice(),
        [TableEvent::IllegalMove {
            penalty: Penalty::Drawn { side: White },
            count: 2,
            ..
        }]
    ));
    assert_eq!(g.ending().map(Ending::pgn_result), Some("1/2-1/2"));
    assert_eq!(g.score().entries().len(), 32);
}

#[test]
fn an_illegal_move_after_a_gap_changes_nothing_and_a_fen_must_be_on_the_score() {
    let mut g = started(Laws::Fide2023);
    g.press(Some("e4"), 10 * S).unwrap();
    g.press(None, 20 * S).unwrap();
    g.press(Some("Nf3"), 30 * S).unwrap();
    let before = g.clone();
    assert_eq!(
        g.illegal(None, 31 * S),
        Err(TableError::ScoreGap { number: 1 })
    );
    assert_eq!(g, before);
    let mut g = started(Laws::Fide2023);
    let t = play(&mut g, &["e4", "e5", "Nf3", "Nc6"], 0);
    let before = g.clone();
    assert!(matches!(
        g.illegal(Some("8/8/8/8/8/8/8/K6k w - - 0 1"), t),
        Err(TableError::FenNotOnScore(_))
    ));
    assert!(matches!(
        g.illegal(Some("not a fen"), t),
        Err(TableError::BadFen(_))
    ));
    assert_eq!(g, before);
    // The position after 1. e4 e5, named: both later moves leave the score.
    g.illegal(
        Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
        t + S,
    )
    .unwrap();
    assert_eq!(sans(&g), ["e4", "e5"]);
    assert_eq!(g.clock().running(), Some(White));
    assert!(matches!(
        &g.incidents().last().unwrap().what,
        What::IllegalMove { removed, count: 1 } if removed == &["Nf3", "Nc6"]
    ));
}

#[test]
fn a_wrong_claim_gives_the_opponent_the_edition_s_time() {
    for (laws, control, minutes) in [
        (Laws::Fide2023, "90+30", 2),
        (Laws::Fide2008, "90+30", 3),
        (Laws::Fide2023, "15+10", 1),
    ] {
        let mut g =
            ClockGame::new(control.parse().unwrap(), TableSide::Left, White).with_laws(laws);
        g.press(None, 0).unwrap();
        let black = g.readings(5 * S).black;
        g.claim_wrong(White, 5 * S).unwrap();
        assert_eq!(
            g.readings(5 * S).black,
            black + minutes * MIN,
            "{laws} {control}"
        );
        assert_eq!(
            g.incidents().last().unwrap().penalty,
            Some(Penalty::Time {
                side: Black,
                added_ms: minutes * MIN
            })
        );
    }
}

#[test]
fn a_touched_piece_says_the_obligation_and_an_empty_square_logs_nothing() {
    let mut g = started(Laws::Fide2023);
    let t = play(&mut g, &["e4", "d5"], 0);
    let sq = |s: &str| s.parse::<shakmaty::Square>().unwrap();
    let obligation = |g: &mut ClockGame, side, s: &str| match g.touched(side, sq(s), t).unwrap()[..]
    {
        [TableEvent::Touched { obligation, .. }] => obligation,
        _ => panic!(),
    };
    assert_eq!(obligation(&mut g, White, "g1"), Obligation::MoveIt);
    assert_eq!(obligation(&mut g, White, "a1"), Obligation::CannotMove);
    assert_eq!(obligation(&mut g, White, "d5"), Obligation::CaptureIt);
    assert_eq!(obligation(&mut g, White, "d8"), Obligation::CannotCapture);
    assert_eq!(obligation(&mut g, Black, "g8"), Obligation::NotOnMove);
    let logged = g.incidents().len();
    assert_eq!(
        g.touched(White, sq("e5"), t),
        Err(TableError::NoPieceThere(sq("e5")))
    );
    assert_eq!(g.incidents().len(), logged);
}

#[test]
fn adjust_sets_both_clocks_and_a_result_ends_the_game_with_the_reason() {
    let mut g = started(Laws::Fide2023);
    let t = play(&mut g, &["e4"], 0);
    g.adjust(80 * MIN, 85 * MIN, t).unwrap();
    assert_eq!(g.readings(t).white, 80 * MIN);
    assert_eq!(g.readings(t).black, 85 * MIN);
    assert_eq!(g.undo(t + S), Err(TableError::CorrectedSinceLastPress));
    assert!(g.adjust(0, 85 * MIN, t).is_err());
    g.result(Decision::WhiteByForfeit, "Black's phone rang", t + S)
        .unwrap();
    assert_eq!(g.clock().running(), None);
    let ending = g.ending().unwrap();
    assert_eq!(
        (ending.pgn_result(), ending.termination()),
        ("1-0", "rules infraction")
    );
    assert_eq!(
        g.result(Decision::Draw, "again", t + 2 * S),
        Err(TableError::GameOver)
    );
    let whats: Vec<&What> = g.incidents().iter().map(|i| &i.what).collect();
    assert!(matches!(whats[..], [What::Adjusted, What::Result { .. }]));
}

#[test]
fn every_correction_pause_resume_undo_and_flag_is_an_incident() {
    let mut g = ClockGame::new("1+0".parse().unwrap(), TableSide::Left, White);
    g.press(None, 0).unwrap();
    g.press(Some("e4"), S).unwrap();
    g.undo(2 * S).unwrap();
    g.pause(3 * S).unwrap();
    g.resume(4 * S).unwrap();
    g.correct(Correction::Add(Black, 30 * S), 5 * S).unwrap();
    g.tick(2 * MIN);
    let whats: Vec<&What> = g.incidents().iter().map(|i| &i.what).collect();
    assert!(
        matches!(
            whats[..],
            [
                What::Undone {
                    side: White,
                    number: 1
                },
                What::Paused,
                What::Resumed,
                What::Added {
                    side: Black,
                    ms: 30_000
                },
                What::FlagFell
            ]
        ),
        "{whats:?}"
    );
    assert_eq!(g.incidents().last().unwrap().who, Who::White);
    // Every kind reads back from the saved game.
    let back: ClockGame = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back.incidents(), g.incidents());
}

fn tournament() -> ClockGame {
    let code = ArbiterCode::new("4711", [9; 16]).unwrap();
    let mut g = ClockGame::new("90+30".parse().unwrap(), TableSide::Left, White)
        .with_tournament(Some(code));
    g.press(None, 0).unwrap();
    g
}

#[test]
fn in_tournament_mode_an_unplayable_move_is_recorded_as_written_and_marked() {
    let mut g = tournament();
    let events = g.press(Some("Ke3"), 10 * S).unwrap();
    assert!(matches!(
        events.as_slice(),
        [TableEvent::Pressed { unchecked: Some(t), as_written: true, checked: None, .. }] if t == "Ke3"
    ));
    // Words that are no move at all (a mistyped command) do not press.
    let before = g.clone();
    assert_eq!(
        g.press(Some("claim wrong whit"), 15 * S),
        Err(TableError::NotAMove("claim wrong whit".into()))
    );
    assert_eq!(g, before);
    let legal = g.press(Some("e5"), 20 * S).unwrap();
    assert!(matches!(
        legal.as_slice(),
        [TableEvent::Pressed { unchecked: Some(t), as_written: true, .. }] if t == "e5"
    ));
    assert!(matches!(
        g.incidents(),
        [Incident { what: What::Unplayable { number: 1, text }, who: Who::White, .. }] if text == "Ke3"
    ));
}

#[test]
fn in_tournament_mode_the_arbiter_s_commands_need_his_code() {
    let mut g = tournament();
    g.press(Some("e4"), 10 * S).unwrap();
    assert_eq!(g.illegal(None, 11 * S), Err(TableError::ArbiterOnly));
    assert_eq!(g.claim_wrong(White, 11 * S), Err(TableError::ArbiterOnly));
    assert_eq!(g.adjust(MIN, MIN, 11 * S), Err(TableError::ArbiterOnly));
    assert_eq!(g.undo(11 * S), Err(TableError::ArbiterOnly));
    assert_eq!(
        g.correct(Correction::Add(White, MIN), 11 * S),
        Err(TableError::ArbiterOnly)
    );
    assert_eq!(g.arbiter(), vec![TableEvent::CodeAsked]);
    assert_eq!(g.answer_code("1234", 12 * S), vec![TableEvent::CodeWrong]);
    assert_eq!(g.illegal(None, 13 * S), Err(TableError::ArbiterOnly));
    g.arbiter();
    assert_eq!(
        g.answer_code("4711", 14 * S),
        vec![TableEvent::ArbiterOpened]
    );
    g.claim_wrong(Black, 15 * S).unwrap();
    // The next press closes them again.
    let events = g.press(Some("e5"), 16 * S).unwrap();
    assert!(events.contains(&TableEvent::ArbiterClosed));
    assert_eq!(g.claim_wrong(Black, 17 * S), Err(TableError::ArbiterOnly));
    // Leaving the mode needs the code too; every attempt is logged.
    g.tournament_off();
    assert_eq!(g.answer_code("nope", 18 * S), vec![TableEvent::CodeWrong]);
    assert!(g.in_tournament());
    g.tournament_off();
    assert_eq!(
        g.answer_code("4711", 19 * S),
        vec![TableEvent::TournamentLeft]
    );
    assert!(!g.in_tournament());
    g.claim_wrong(Black, 20 * S).unwrap();
    let attempts = &g.tournament().unwrap().tournament.attempts;
    assert_eq!(attempts.len(), 4);
    let json = serde_json::to_string(&g).unwrap();
    assert!(!json.contains("4711"), "{json}");
}

#[test]
fn an_old_clock_game_without_the_new_fields_still_reads() {
    let g = started(Laws::Fide2023);
    let mut json: serde_json::Value = serde_json::to_value(&g).unwrap();
    let object = json.as_object_mut().unwrap();
    for key in ["laws", "names", "incidents", "ended", "tournament"] {
        object.remove(key);
    }
    let back: ClockGame = serde_json::from_value(json).unwrap();
    assert_eq!(back.laws(), Laws::Fide2023);
    assert!(back.incidents().is_empty());
}

#[test]
fn the_pgn_has_the_tags_and_every_incident_after_its_move() {
    let mut g = started(Laws::Fide2008).with_names(Names {
        white: Some("Ann".into()),
        black: Some("Bob".into()),
    });
    let t = play(&mut g, &["e4", "e5", "Qh5"], 0);
    g.illegal(None, t + S).unwrap();
    g.result(
        Decision::BlackByForfeit,
        "White refused to play on",
        t + 2 * S,
    )
    .unwrap();
    let pgn = record::pgn(&g);
    for tag in [
        "[White \"Ann\"]",
        "[Black \"Bob\"]",
        "[Result \"0-1\"]",
        "[Termination \"rules infraction\"]",
        "[Laws \"FIDE 2008\"]",
        "[ArbiterDecision \"White refused to play on\"]",
    ] {
        assert!(pgn.contains(tag), "{tag}: {pgn}");
    }
    let e5 = pgn.find("1... e5").unwrap();
    let illegal = pgn.find("{Arbiter: 00:17:11 illegal").unwrap();
    assert!(e5 < illegal, "{pgn}");
    assert!(pgn.contains("illegal move by White (1st): Qh5 taken back; Black +2 min"));
    assert!(!pgn.contains("TournamentMode"));
    let t = record::pgn(&tournament());
    assert!(t.contains("[TournamentMode \"yes\"]"), "{t}");
}

#[test]
fn in_tournament_mode_fill_writes_the_move_as_given_and_marks_one_that_does_not_fit() {
    let mut g = tournament();
    g.press(None, 10 * S).unwrap(); // 1. gap
    g.press(Some("e5"), 20 * S).unwrap();
    let events = g.fill(1, Some(White), "Ke3").unwrap();
    assert_eq!(
        events,
        vec![TableEvent::FilledAsWritten {
            number: 1,
            side: White,
            text: "Ke3".into()
        }]
    );
    assert!(matches!(
        g.incidents(),
        [Incident {
            what: What::Unplayable { number: 1, .. },
            ..
        }]
    ));
    // A move that fits is written as well, and said the same way.
    let mut g = tournament();
    g.press(None, 10 * S).unwrap();
    let events = g.fill(1, None, "e4").unwrap();
    assert!(matches!(&events[..], [TableEvent::FilledAsWritten { .. }]));
    assert_eq!(
        g.score().entries()[0].written,
        Written::Checked("e4".into())
    );
    assert!(g.incidents().is_empty());
}

#[test]
fn the_adjournment_and_the_two_scores_are_incidents_and_the_arbiter_s_in_tournament_mode() {
    let mut g = ClockGame::new("5+0".parse().unwrap(), TableSide::Left, White);
    g.press(None, 0).unwrap();
    for (i, mv) in ["e4", "e5", "Nf3", "Nc6"].iter().enumerate() {
        g.press(Some(*mv), (i as Millis + 1) * 10 * S).unwrap();
    }
    g.retrace(2, 50 * S).unwrap();
    g.seal("Nc3", 60 * S).unwrap();
    g.unseal(70 * S).unwrap();
    let kinds: Vec<&What> = g.incidents().iter().map(|i| &i.what).collect();
    assert!(
        matches!(
            kinds.as_slice(),
            [
                What::Retraced { to_ply: 2, removed },
                What::Sealed { side: White, number: 2 },
                What::Unsealed { side: White, number: 2 },
            ] if removed == &["Nf3", "Nc6"]
        ),
        "{kinds:?}"
    );
    // The sealed move is in no incident until the envelope is opened.
    let sealed_only = &g.incidents()[..2];
    let json = serde_json::to_string(sealed_only).unwrap();
    assert!(!json.contains("Nc3"), "{json}");
    assert!(json.contains("\"what\":\"sealed\""), "{json}");
    // In tournament mode the player cannot seal, retrace or compare alone.
    let mut t = tournament();
    t.press(Some("e4"), 10 * S).unwrap();
    let before = t.clone();
    assert!(t.seal("e5", 20 * S).is_err());
    assert!(t.retrace(0, 20 * S).is_err());
    assert_eq!(t, before);
}
