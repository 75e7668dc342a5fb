use shakmaty::Color::{Black, White};

use super::*;

const S: Millis = 1_000;
const MIN: Millis = 60 * S;

fn game(control: &str) -> ClockGame {
    ClockGame::new(control.parse().unwrap(), TableSide::Left, White)
}

fn started(control: &str) -> ClockGame {
    let mut g = game(control);
    g.press(None, 0).unwrap();
    g
}

fn written(g: &ClockGame) -> Vec<Written> {
    g.score()
        .entries()
        .iter()
        .map(|e| e.written.clone())
        .collect()
}

#[test]
fn the_first_empty_press_starts_white_s_clock() {
    let mut g = game("5+3");
    assert_eq!(g.press(Some("e4"), 0), Err(TableError::NotStarted));
    assert_eq!(
        g.press(None, 0).unwrap(),
        vec![TableEvent::Started { side: White }]
    );
    assert_eq!(g.clock().running(), Some(White));
}

#[test]
fn presses_with_moves_keep_the_score_with_both_readings() {
    let mut g = started("5+3");
    let events = g.press(Some("knight f3"), 10 * S).unwrap();
    assert!(matches!(
        events.as_slice(),
        [TableEvent::Pressed {
            side: White,
            number: 1,
            checked: Some(_),
            unchecked: None,
            as_written: false
        }]
    ));
    g.press(Some("Springer Felix sechs"), 14 * S).unwrap();
    g.press(Some("caballo c3"), 20 * S).unwrap();
    assert_eq!(
        written(&g),
        vec![
            Written::Checked("Nf3".into()),
            Written::Checked("Nf6".into()),
            Written::Checked("Nc3".into())
        ]
    );
    let first = &g.score().entries()[0];
    assert_eq!(
        (first.white, first.black, first.used),
        (293 * S, 300 * S, 10 * S)
    );
    let second = &g.score().entries()[1];
    assert_eq!(
        (second.white, second.black, second.used),
        (293 * S, 299 * S, 4 * S)
    );
}

#[test]
fn an_impossible_move_is_refused_and_the_clock_is_not_pressed() {
    let mut g = started("5+3");
    let before = g.clone();
    let err = g.press(Some("Nd2"), 5 * S).unwrap_err();
    assert!(
        matches!(err, TableError::Move { ref text, .. } if text == "Nd2"),
        "{err}"
    );
    let err = g.press(Some("banana"), 5 * S).unwrap_err();
    assert!(matches!(err, TableError::Move { .. }), "{err}");
    assert_eq!(g, before);
    assert_eq!(g.clock().running(), Some(White));
}

#[test]
fn a_gap_is_filled_later_and_the_moves_after_it_are_checked_then() {
    let mut g = started("5+0");
    g.press(Some("e4"), S).unwrap();
    g.press(None, 2 * S).unwrap(); // 1... gap
    let events = g.press(Some("Nf3"), 3 * S).unwrap();
    assert!(matches!(
        events.as_slice(),
        [TableEvent::Pressed {
            unchecked: Some(_),
            as_written: false,
            checked: None,
            ..
        }]
    ));
    g.press(Some("Nc6"), 4 * S).unwrap();
    // After a gap a line that is no move is still refused.
    assert_eq!(
        g.press(Some("banana"), 5 * S),
        Err(TableError::NotAMove("banana".into()))
    );
    assert_eq!(g.fill(2, None, "e5"), Err(TableError::NoGap { number: 2 }));
    let err = g.fill(1, None, "Nf3").unwrap_err();
    assert!(
        matches!(err, TableError::FillMove { number: 1, .. }),
        "{err}"
    );
    let events = g.fill(1, Some(Black), "e5").unwrap();
    assert!(matches!(
        events.as_slice(),
        [TableEvent::Filled {
            number: 1,
            side: Black,
            misfit: None,
            ..
        }]
    ));
    assert_eq!(
        written(&g),
        vec![
            Written::Checked("e4".into()),
            Written::Checked("e5".into()),
            Written::Checked("Nf3".into()),
            Written::Checked("Nc6".into())
        ]
    );
    assert!(g.score().is_whole());
}

#[test]
fn a_move_after_a_gap_that_does_not_fit_is_named_when_the_gap_is_filled() {
    let mut g = started("5+0");
    g.press(Some("e4"), S).unwrap();
    g.press(None, 2 * S).unwrap();
    g.press(Some("Bc4"), 3 * S).unwrap();
    // 1... e5 2. Bc4 fits, 1... Nf6 too; 1... d5 also; but after 1... c6?
    // the bishop still reaches c4, so write a move that does not fit.
    g.press(Some("Qh4"), 4 * S).unwrap();
    let events = g.fill(1, None, "d5").unwrap();
    let [
        TableEvent::Filled {
            misfit: Some(m), ..
        },
    ] = events.as_slice()
    else {
        panic!("{events:?}")
    };
    assert_eq!((m.number, m.side, m.text.as_str()), (2, Black, "Qh4"));
    assert_eq!(written(&g)[3], Written::Unchecked("Qh4".into()));
    assert!(!g.score().is_whole());
}

#[test]
fn an_earlier_gap_is_filled_first() {
    let mut g = started("5+0");
    g.press(None, S).unwrap();
    g.press(None, 2 * S).unwrap();
    assert_eq!(
        g.fill(1, Some(Black), "e5"),
        Err(TableError::EarlierGap { number: 1 })
    );
}

#[test]
fn undo_takes_back_the_last_press_and_charges_the_presser() {
    let mut g = started("5+0");
    g.press(Some("e4"), 10 * S).unwrap();
    let events = g.undo(15 * S).unwrap();
    assert_eq!(
        events,
        vec![TableEvent::Undone {
            side: White,
            number: 1
        }]
    );
    assert!(g.score().entries().is_empty());
    assert_eq!(g.clock().running(), Some(White));
    assert_eq!(g.readings(15 * S).white, 285 * S);
    assert_eq!(g.readings(15 * S).black, 300 * S);
    assert_eq!(g.undo(16 * S), Err(TableError::NothingToUndo));
    assert_eq!(
        g.incidents().last().map(|i| i.what.clone()),
        Some(What::Undone {
            side: White,
            number: 1
        })
    );
}

#[test]
fn undo_is_refused_after_a_correction() {
    let mut g = started("5+0");
    g.press(Some("e4"), 10 * S).unwrap();
    g.correct(Correction::Add(White, MIN), 11 * S).unwrap();
    let before = g.clone();
    assert_eq!(g.undo(12 * S), Err(TableError::CorrectedSinceLastPress));
    assert_eq!(g, before);
}

#[test]
fn corrections_change_the_clock_and_are_logged_with_the_time() {
    let mut g = started("5+0");
    let events = g.correct(Correction::Add(Black, 2 * MIN), 3 * S).unwrap();
    assert_eq!(
        events,
        vec![TableEvent::Corrected {
            correction: Correction::Add(Black, 2 * MIN),
            reading: 7 * MIN,
            moves: 0
        }]
    );
    g.correct(Correction::Sub(White, 30 * S), 4 * S).unwrap();
    assert_eq!(g.readings(4 * S).white, 300 * S - 4 * S - 30 * S);
    g.correct(Correction::Set(White, 65 * MIN), 5 * S).unwrap();
    assert_eq!(g.readings(5 * S).white, 65 * MIN);
    g.correct(Correction::Moves(White, 40), 6 * S).unwrap();
    assert_eq!(g.clock().moves(White), 40);
    g.pause(7 * S).unwrap();
    assert_eq!(g.readings(100 * S).white, 65 * MIN - 2 * S);
    g.resume(100 * S).unwrap();
    let at: Vec<Millis> = g.incidents().iter().map(|i| i.game_ms).collect();
    assert_eq!(at, vec![3 * S, 4 * S, 5 * S, 6 * S, 7 * S, 100 * S]);
    // A correction that would empty the clock is refused.
    let before = g.clone();
    assert!(matches!(
        g.correct(Correction::Sub(Black, 99 * MIN), 101 * S),
        Err(TableError::Clock(_))
    ));
    assert_eq!(g, before);
}

#[test]
fn a_period_change_is_told() {
    let mut g = started("2/10s,5s");
    g.press(Some("e4"), S).unwrap();
    g.press(Some("e5"), 2 * S).unwrap();
    let events = g.press(Some("Nf3"), 3 * S).unwrap();
    assert!(events.contains(&TableEvent::PeriodEnded {
        side: White,
        moves: 2,
        added: 5 * S
    }));
}

#[test]
fn the_first_flag_is_kept_with_both_readings() {
    let mut g = started("1");
    g.press(None, 20 * S).unwrap();
    assert!(g.tick(30 * S).is_empty());
    let events = g.tick(200 * S);
    assert_eq!(
        events,
        vec![TableEvent::FlagFell {
            side: Black,
            white: 40 * S,
            black: 0
        }]
    );
    assert!(g.tick(300 * S).is_empty());
    assert_eq!(g.first_flag().map(|f| f.at), Some(80 * S));
    assert_eq!(g.press(None, 301 * S), Err(TableError::FlagFallen(Black)));
}

#[test]
fn buttons_press_only_the_running_side_s_clock() {
    let mut g = game("5+0");
    // White's button is on the left: Black (right) starts White's clock.
    assert!(matches!(
        g.button(TableSide::Left, 0).unwrap().as_slice(),
        [TableEvent::ButtonIgnored { side: White, .. }]
    ));
    g.button(TableSide::Right, 0).unwrap();
    assert!(matches!(
        g.button(TableSide::Right, S).unwrap().as_slice(),
        [TableEvent::ButtonIgnored { side: Black, .. }]
    ));
    assert!(matches!(
        g.button(TableSide::Left, 2 * S).unwrap().as_slice(),
        [TableEvent::Pressed { side: White, .. }]
    ));
}

#[test]
fn continued_charges_the_running_clock_for_the_time_away() {
    let mut g = started("5+0");
    g.press(Some("e4"), 10 * S).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    let mut back: ClockGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let events = back.continued(12 * S, 72 * S);
    assert_eq!(
        events,
        vec![TableEvent::Continued {
            side: Some(Black),
            charged: 60 * S
        }]
    );
    assert_eq!(back.readings(72 * S).black, 238 * S);
}

#[test]
fn the_score_becomes_a_scoresheet_with_clock_readings() {
    let mut g = started("5+3");
    g.press(Some("e4"), 10 * S).unwrap();
    g.press(Some("e5"), 20 * S).unwrap();
    g.press(None, 30 * S).unwrap();
    let sheet = g
        .score()
        .scoresheet(crate::rules::scoresheet::Header::default(), None);
    let pgn = crate::rules::pgn::export(&sheet);
    assert!(
        pgn.contains("1. e4 { [%clk 0:04:53] [%emt 0:00:10] }"),
        "{pgn}"
    );
    assert!(pgn.contains("1... e5"), "{pgn}");
    assert_eq!(
        pgn.matches("[%clk 0:04:53] [%emt 0:00:10]").count(),
        2,
        "{pgn}"
    );
    assert!(!pgn.contains("2."), "{pgn}");
}

#[test]
fn a_mate_pressed_with_ends_the_game_and_stops_the_clocks() {
    let mut g = started("5+3");
    for (k, mv) in ["f3", "e5", "g4"].into_iter().enumerate() {
        let events = g.press(Some(mv), (k as Millis + 1) * S).unwrap();
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, TableEvent::BoardEnded { .. })),
            "{mv}: {events:?}"
        );
    }
    let events = g.press(Some("Qh4"), 10 * S).unwrap();
    assert_eq!(
        events.last(),
        Some(&TableEvent::BoardEnded {
            end: BoardEnd::Checkmate { winner: Black }
        })
    );
    assert_eq!(g.clock().running(), None, "the clocks are stopped");
    let readings = g.readings(10 * S);
    assert_eq!(g.readings(70 * S), readings, "no clock runs after the mate");
    // Nothing more is pressed, with a move or without, nor started.
    assert_eq!(g.press(Some("Nf3"), 11 * S), Err(TableError::GameOver));
    assert_eq!(g.press(None, 11 * S), Err(TableError::GameOver));
    assert_eq!(g.start(11 * S), Err(TableError::GameOver));
    assert_eq!(g.score().entries().len(), 4);
}

#[test]
fn a_stalemate_ends_the_game_drawn_a_gap_leaves_it_to_the_players() {
    // A stalemate (Sam Loyd's ten-move stalemate).
    let mut g = started("5+3");
    let loyd = [
        "e3", "a5", "Qh5", "Ra6", "Qxa5", "h5", "h4", "Rah6", "Qxc7", "f6", "Qxd7+", "Kf7", "Qxb7",
        "Qd3", "Qxb8", "Qh7", "Qxc8", "Kg6", "Qe6",
    ];
    let mut last = Vec::new();
    for (k, mv) in loyd.into_iter().enumerate() {
        last = g.press(Some(mv), (k as Millis + 1) * S).unwrap();
    }
    assert_eq!(
        last.last(),
        Some(&TableEvent::BoardEnded {
            end: BoardEnd::Stalemate
        })
    );
    // With a gap on the score the position is not known: the game goes on.
    let mut g = started("5+3");
    g.press(Some("f3"), S).unwrap();
    g.press(None, 2 * S).unwrap();
    g.press(Some("g4"), 3 * S).unwrap();
    let events = g.press(Some("Qh4"), 4 * S).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, TableEvent::BoardEnded { .. })),
        "{events:?}"
    );
    assert_eq!(g.clock().running(), Some(White));
}
