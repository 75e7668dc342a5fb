//! Two boards and two scoresheets reconciled (Appendix E.2.8–E.2.9).

use shakmaty::{ByColor, Color, Position};
use tactus::rules::clock::ChessClock;
use tactus::rules::game::Game;
use tactus::rules::reconcile::{Boards, Keeper, Verdict, reconcile};
use tactus::rules::scoresheet::{Header, ScoredMove, Scoresheet};

const MIN: u64 = 60_000;

fn game(sans: &str) -> Game {
    let mut game = Game::new();
    for san in sans.split_whitespace() {
        game.play_san(san).unwrap();
    }
    game
}

/// A scoresheet whose n-th move left the mover `90 min - n s` on his clock.
fn sheet(sans: &str) -> Vec<ScoredMove> {
    let game = game(sans);
    let clocks: Vec<_> = (0..game.ply_count() as u64)
        .map(|i| (Some(90 * MIN - (i + 1) * 1_000), Some(1_000)))
        .collect();
    Scoresheet::from_game(Header::default(), &game, &clocks)
        .unwrap()
        .moves()
        .to_vec()
}

fn written(sans: &str) -> Vec<ScoredMove> {
    sans.split_whitespace()
        .map(|s| ScoredMove {
            san: s.parse().unwrap(),
            clock_after: None,
            time_taken: None,
        })
        .collect()
}

#[test]
fn agreeing_scoresheets_and_boards() {
    let moves = "e4 e5 Nf3 Nc6";
    let end = game(moves);
    let boards = Boards {
        blind: end.position().board().clone(),
        sighted: end.position().board().clone(),
    };
    let verdict = reconcile(
        Game::new().position(),
        &sheet(moves),
        &sheet(moves),
        Some(&boards),
    );
    assert_eq!(verdict, Verdict::AllAgree { fen: end.fen() });
}

#[test]
fn the_same_move_written_two_ways_agrees() {
    let verdict = reconcile(
        Game::new().position(),
        &written("e4 e5 Nf3"),
        &written("e4 e5 Ngf3"),
        None,
    );
    assert!(matches!(verdict, Verdict::AllAgree { .. }), "{verdict:?}");
}

#[test]
fn a_board_that_differs_from_agreeing_scoresheets_is_set_right() {
    let moves = "e4 e5 Nf3";
    let end = game(moves);
    // The blind player put his knight on h3 but wrote and announced Nf3.
    let wrong = game("e4 e5 Nh3");
    let boards = Boards {
        blind: wrong.position().board().clone(),
        sighted: end.position().board().clone(),
    };
    let verdict = reconcile(
        Game::new().position(),
        &sheet(moves),
        &sheet(moves),
        Some(&boards),
    );
    assert_eq!(
        verdict,
        Verdict::BoardsDiffer {
            fen: end.fen(),
            to_correct: vec![Keeper::Blind],
        }
    );
}

#[test]
fn differing_scoresheets_are_retraced_to_the_last_agreement_with_its_clocks() {
    let blind = sheet("e4 e5 Nf3 Nc6 Bb5");
    let sighted = sheet("e4 e5 Nf3 Nf6 Nxe5");
    let Verdict::ScoresheetsDiffer(retrace) =
        reconcile(Game::new().position(), &blind, &sighted, None)
    else {
        panic!("the scoresheets differ");
    };
    assert_eq!(retrace.agreed_plies, 3);
    assert_eq!(retrace.fen, game("e4 e5 Nf3").fen());
    assert_eq!(retrace.blind_wrote.as_deref(), Some("Nc6"));
    assert_eq!(retrace.sighted_wrote.as_deref(), Some("Nf6"));
    // White's last agreed move was the 3rd half-move, Black's the 2nd.
    assert_eq!(
        retrace.clocks,
        ByColor {
            white: Some(90 * MIN - 3_000),
            black: Some(90 * MIN - 2_000),
        }
    );
    assert_eq!(retrace.moves, ByColor { white: 2, black: 1 });

    // The arbiter restores the agreed position and the clocks recorded there.
    let mut game = game("e4 e5 Nf3 Nc6 Bb5");
    let mut clock = ChessClock::new("90+30".parse().unwrap());
    clock.start(Color::White, 0).unwrap();
    retrace.restore(&mut game, &mut clock, 500_000).unwrap();
    assert_eq!(game.ply_count(), 3);
    assert_eq!(game.turn(), Color::Black);
    assert_eq!(clock.running(), None);
    assert_eq!(clock.remaining(Color::White, 500_000), 90 * MIN - 3_000);
    assert_eq!(clock.remaining(Color::Black, 500_000), 90 * MIN - 2_000);
    assert_eq!(clock.moves(Color::White), 2);
    clock.start(Color::Black, 500_000).unwrap();
    assert_eq!(clock.remaining(Color::Black, 510_000), 90 * MIN - 12_000);
}

#[test]
fn a_scoresheet_that_stops_early_differs_where_it_ends() {
    let Verdict::ScoresheetsDiffer(retrace) = reconcile(
        Game::new().position(),
        &sheet("d4 d5 c4"),
        &sheet("d4 d5"),
        None,
    ) else {
        panic!("the scoresheets differ");
    };
    assert_eq!(retrace.agreed_plies, 2);
    assert_eq!(retrace.blind_wrote.as_deref(), Some("c4"));
    assert_eq!(retrace.sighted_wrote, None);
}

#[test]
fn differing_at_the_first_move_restores_the_initial_times() {
    let Verdict::ScoresheetsDiffer(retrace) =
        reconcile(Game::new().position(), &sheet("e4"), &sheet("d4"), None)
    else {
        panic!("the scoresheets differ");
    };
    assert_eq!(retrace.agreed_plies, 0);
    assert_eq!(retrace.clocks, ByColor::new_with(|_| None));
    let mut game = game("e4");
    let mut clock = ChessClock::new("15+10".parse().unwrap());
    retrace.restore(&mut game, &mut clock, 0).unwrap();
    assert_eq!(game.ply_count(), 0);
    assert_eq!(clock.remaining(Color::White, 0), 15 * MIN);
}

#[test]
fn an_illegal_move_on_both_scoresheets_is_an_irregularity() {
    let verdict = reconcile(
        Game::new().position(),
        &written("e4 e5 Ke3"),
        &written("e4 e5 Ke3"),
        None,
    );
    assert_eq!(
        verdict,
        Verdict::IllegalMoveRecorded {
            ply: 3,
            written: "Ke3".into(),
        }
    );
}

#[test]
fn an_illegal_move_on_one_scoresheet_is_a_difference() {
    let verdict = reconcile(
        Game::new().position(),
        &written("e4 e5 Ke3"),
        &written("e4 e5 Ke2"),
        None,
    );
    let Verdict::ScoresheetsDiffer(retrace) = verdict else {
        panic!("{verdict:?}");
    };
    assert_eq!(retrace.agreed_plies, 2);
    assert_eq!(retrace.blind_wrote.as_deref(), Some("Ke3"));
}
