//! Article 7 and 9.5 rulings: extra time for the opponent, the game lost
//! (or drawn) on the losing illegal move, and the arbiter's log.

use shakmaty::{Color, KnownOutcome};
use tactus::rules::game::Game;
use tactus::rules::irregularity::{
    Irregularities, Irregularity, NotRecorded, Penalties, Penalty, Rapidity, Record,
};
use tactus::rules::outcome::{Claim, Termination};

#[test]
fn first_illegal_move_gives_the_opponent_two_minutes_and_keeps_the_position() {
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    let fen = game.fen();
    let mut arbiter = Irregularities::new(Rapidity::Standard);
    let penalty = arbiter
        .illegal_move(&mut game, Color::Black, "Ke8-e6")
        .unwrap();
    assert_eq!(
        penalty,
        Penalty::ClockAdjustment {
            side: Color::White,
            add_ms: 120_000
        }
    );
    assert_eq!(game.fen(), fen);
    assert!(!game.is_over());
    assert_eq!(arbiter.illegal_moves(Color::Black), 1);
    assert_eq!(
        arbiter.log(),
        &[Record {
            ply: 1,
            side: Color::Black,
            what: Irregularity::IllegalMove {
                description: "Ke8-e6".into()
            },
            penalty,
        }]
    );
}

#[test]
fn second_illegal_move_by_the_same_player_loses() {
    let mut game = Game::new();
    let mut arbiter = Irregularities::new(Rapidity::Standard);
    arbiter
        .illegal_move(&mut game, Color::White, "Ke1-e3")
        .unwrap();
    game.play_san("e4").unwrap();
    // Black's first illegal move is his own first: two minutes for White.
    let penalty = arbiter
        .illegal_move(&mut game, Color::Black, "Qd8-h4")
        .unwrap();
    assert_eq!(
        penalty,
        Penalty::ClockAdjustment {
            side: Color::White,
            add_ms: 120_000
        }
    );
    game.play_san("e5").unwrap();
    let Penalty::GameEnded(ended) = arbiter
        .illegal_move(&mut game, Color::White, "Bf1-f3")
        .unwrap()
    else {
        panic!("the second illegal move loses");
    };
    assert_eq!(
        ended.result,
        KnownOutcome::Decisive {
            winner: Color::Black
        }
    );
    assert_eq!(ended.reason, Termination::IllegalMoves { by: Color::White });
    assert_eq!(game.outcome(), Some(ended));
    let refused = arbiter.illegal_move(&mut game, Color::White, "again");
    assert_eq!(refused, Err(NotRecorded::GameOver(ended.reason)));
    assert_eq!(arbiter.log().len(), 3);
}

#[test]
fn second_illegal_move_is_a_draw_when_the_opponent_has_a_bare_king() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
    let mut arbiter = Irregularities::new(Rapidity::Standard);
    arbiter
        .illegal_move(&mut game, Color::White, "Qd1-d9")
        .unwrap();
    let penalty = arbiter
        .illegal_move(&mut game, Color::White, "Ke1-e3")
        .unwrap();
    let Penalty::GameEnded(ended) = penalty else {
        panic!("the game ends")
    };
    assert_eq!(ended.result, KnownOutcome::Draw);
    assert_eq!(ended.reason, Termination::IllegalMoves { by: Color::White });
}

#[test]
fn only_the_player_having_the_move_completes_an_illegal_move() {
    let mut game = Game::new();
    let mut arbiter = Irregularities::new(Rapidity::Standard);
    let refused = arbiter.illegal_move(&mut game, Color::Black, "e7-e4");
    assert_eq!(refused, Err(NotRecorded::NotTheirMove(Color::Black)));
    assert_eq!(
        refused.unwrap_err().to_string(),
        "Black does not have the move, so cannot have completed an illegal move"
    );
    assert!(arbiter.log().is_empty());
}

#[test]
fn blitz_and_rapid_penalties_are_one_minute() {
    let mut game = Game::new();
    let mut blitz = Irregularities::new(Rapidity::Blitz);
    let penalty = blitz
        .illegal_move(&mut game, Color::White, "e2-e5")
        .unwrap();
    assert_eq!(
        penalty,
        Penalty::ClockAdjustment {
            side: Color::Black,
            add_ms: 60_000
        }
    );
    assert_eq!(
        blitz.wrong_claim_penalty(Color::White),
        Penalty::ClockAdjustment {
            side: Color::Black,
            add_ms: 60_000
        }
    );
    // 2023 A.3: one minute instead of two in rapid too (B.3 for blitz).
    assert_eq!(
        Penalties::current(Rapidity::Rapid),
        Penalties::current(Rapidity::Blitz)
    );
}

#[test]
fn the_2008_laws_allow_two_illegal_moves_and_give_three_minutes_for_a_wrong_claim() {
    let mut game = Game::new();
    let mut arbiter = Irregularities::with_penalties(Penalties::laws_2008());
    for _ in 0..2 {
        let penalty = arbiter
            .illegal_move(&mut game, Color::White, "Ra1-a3")
            .unwrap();
        assert_eq!(
            penalty,
            Penalty::ClockAdjustment {
                side: Color::Black,
                add_ms: 120_000
            }
        );
    }
    let penalty = arbiter
        .illegal_move(&mut game, Color::White, "Ra1-a3")
        .unwrap();
    assert!(matches!(penalty, Penalty::GameEnded(e) if e.winner() == Some(Color::Black)));
    assert_eq!(
        arbiter.wrong_claim_penalty(Color::Black),
        Penalty::ClockAdjustment {
            side: Color::White,
            add_ms: 180_000
        }
    );
}

#[test]
fn a_wrong_claim_gives_the_opponent_two_minutes_and_is_logged() {
    let mut game = Game::new();
    game.play_san("Nf3").unwrap();
    let mut arbiter = Irregularities::new(Rapidity::Standard);
    let penalty = arbiter.wrong_claim(&game, Color::Black, Claim::ThreefoldRepetition);
    assert_eq!(
        penalty,
        Penalty::ClockAdjustment {
            side: Color::White,
            add_ms: 120_000
        }
    );
    assert_eq!(
        arbiter.log()[0].what,
        Irregularity::WrongClaim {
            claim: Claim::ThreefoldRepetition
        }
    );
    assert_eq!(arbiter.log()[0].ply, 1);
    assert_eq!(arbiter.illegal_moves(Color::Black), 0);
}

#[test]
fn illegal_moves_never_lose_when_the_count_is_zero() {
    let mut game = Game::new();
    let penalties = Penalties {
        illegal_moves_to_lose: 0,
        ..Penalties::current(Rapidity::Standard)
    };
    let mut arbiter = Irregularities::with_penalties(penalties);
    for _ in 0..5 {
        let penalty = arbiter.illegal_move(&mut game, Color::White, "x").unwrap();
        assert!(matches!(penalty, Penalty::ClockAdjustment { .. }));
    }
    assert!(!game.is_over());
}
