//! Dead positions (Art. 5.2.2) and unwinnable flag falls (Art. 6.9, 7.5.5)
//! in the rules core, on positions whose verdicts are published with
//! chasolver (its `tests/positions.txt`, from queries to chasolver.org, and
//! the Lichess game of its README).

use shakmaty::{Color, KnownOutcome, Position};
use tactus::rules::{
    game::{Game, MoveError},
    outcome::Termination,
    unwinnable::{self, Dead, Mate},
};

/// `(white can mate, black can mate, FEN)`, a few of each kind.
const POSITIONS: &[(bool, bool, &str)] = &[
    // Locked pawn chains.
    (
        false,
        false,
        "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1",
    ),
    (false, false, "2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - - 0 1"),
    (
        false,
        false,
        "4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb b - - 0 1",
    ),
    (
        false,
        false,
        "bqn1KN2/rrk1pB2/nb1pPp1p/p1pP1PpP/PpP3P1/1P2N1R1/4Q3/1R4B1 w - - 0 1",
    ),
    (
        false,
        false,
        "7k/8/1p6/1Pp5/2Pp4/pB1Pp1p1/P1B1P1P1/1B1B2K1 b - - 0 1",
    ),
    // A bishop of the wrong colour for the pawn it would have to take.
    (false, false, "8/3k4/1B6/8/8/1p6/pP6/K7 w - - 0 1"),
    // Forced captures that leave too little to mate with.
    (false, false, "1q2Q2k/8/5p1K/7P/8/8/8/8 b - - 0 1"),
    (false, false, "k1q5/1Q6/K1P5/PP6/8/8/8/8 b - - 0 1"),
    (false, false, "k7/Pp6/1P6/8/8/8/6K1/6Q1 w - - 0 1"),
    // Winnable, though they look dead.
    (
        true,
        true,
        "k1bK4/1p1p4/1PpPp3/2P1Pp2/2p1pP2/2p1P3/2P5/8 w - - 0 1",
    ),
    (
        true,
        true,
        "7k/8/1p6/1Pp5/2Pp4/pB1Pp1p1/P1B1P1P1/3B2K1 b - - 0 1",
    ),
    (true, true, "8/4pkpp/4p3/6PK/6PP/8/8/8 w - - 0 1"),
    (
        true,
        false,
        "Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b - - 0 1",
    ),
    (true, false, "8/8/3k4/8/3P4/3K4/8/8 w - - 0 1"),
    // lichess.org/ijyj0mHa, move 60: only White can mate.
    (
        true,
        false,
        "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1",
    ),
];

fn mate(possible: bool) -> Mate {
    if possible {
        Mate::Possible
    } else {
        Mate::Impossible
    }
}

#[test]
fn the_full_test_agrees_with_the_published_verdicts() {
    for &(white, black, fen) in POSITIONS {
        let game = Game::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
        let pos = game.position();
        assert_eq!(
            unwinnable::can_checkmate(pos, Color::White),
            mate(white),
            "White in {fen}"
        );
        assert_eq!(
            unwinnable::can_checkmate(pos, Color::Black),
            mate(black),
            "Black in {fen}"
        );
        let dead = !white && !black;
        let expected = if dead { Dead::Dead } else { Dead::Alive };
        assert_eq!(unwinnable::dead_position(pos), expected, "{fen}");
        // The fast test is sound: it never calls a live position dead.
        if !dead {
            assert!(!unwinnable::is_dead_fast(pos), "{fen}");
        }
        if white {
            assert!(!unwinnable::cannot_checkmate_fast(pos, Color::White));
        }
        if black {
            assert!(!unwinnable::cannot_checkmate_fast(pos, Color::Black));
        }
    }
}

#[test]
fn a_game_set_up_in_a_dead_position_is_over_before_its_first_move() {
    for &(white, black, fen) in POSITIONS {
        let game = Game::from_fen(fen).unwrap();
        let dead = !white && !black;
        let ended = game.outcome();
        if !dead {
            assert_eq!(ended, None, "{fen}");
            continue;
        }
        let ended = ended.unwrap_or_else(|| panic!("not over: {fen}"));
        assert_eq!(ended.result, KnownOutcome::Draw, "{fen}");
        let expected = if game.position().is_insufficient_material() {
            Termination::InsufficientMaterial
        } else {
            Termination::DeadPosition
        };
        assert_eq!(ended.reason, expected, "{fen}");
        let any = game.position().legal_moves()[0];
        assert_eq!(
            game.clone().play(any),
            Err(MoveError::GameOver(expected)),
            "no move after the end"
        );
    }
}

#[test]
fn material_alone_keeps_its_own_name() {
    let game = Game::from_fen("8/8/3k4/8/8/3K4/3B4/8 w - - 0 1").unwrap();
    assert_eq!(
        game.outcome().map(|e| e.reason),
        Some(Termination::InsufficientMaterial)
    );
}

#[test]
fn a_pawn_move_that_locks_the_chain_ends_the_game() {
    // Black's h-pawn still has a way to run past White's; h6-h5 locks it.
    let mut game = Game::from_fen("2b1k3/7p/8/1p1p1p2/1P1P1P1P/8/8/2B1K3 b - - 0 1").unwrap();
    assert_eq!(game.outcome(), None);
    game.play_san("h5").unwrap();
    let ended = game.outcome().expect("the game ends");
    assert_eq!(ended.result, KnownOutcome::Draw);
    assert_eq!(ended.reason, Termination::DeadPosition);
    assert_eq!(ended.reason.name(), "dead_position");
    assert!(ended.reason.is_automatic());
    assert_eq!(ended.reason.pgn_termination(), "normal");
    // Taken back, the game goes on; made again, it ends again.
    game.take_back();
    assert_eq!(game.outcome(), None);
    game.play_san("h5").unwrap();
    assert_eq!(
        game.outcome().map(|e| e.reason),
        Some(Termination::DeadPosition)
    );
}

#[test]
fn a_flag_falls_where_the_opponent_cannot_mate() {
    // Black cannot mate by any series of legal moves; White can.
    let fen = "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1";
    let mut game = Game::from_fen(fen).unwrap();
    let ended = game.flag_fell(Color::White).unwrap();
    assert_eq!(ended.result, KnownOutcome::Draw);
    assert_eq!(ended.reason, Termination::FlagFall { side: Color::White });
    let mut game = Game::from_fen(fen).unwrap();
    let ended = game.flag_fell(Color::Black).unwrap();
    assert_eq!(ended.winner(), Some(Color::White));
    assert_eq!(ended.reason, Termination::FlagFall { side: Color::Black });
}

#[test]
fn illegal_moves_forfeit_where_the_opponent_cannot_mate() {
    let fen = "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1";
    let mut game = Game::from_fen(fen).unwrap();
    let ended = game.forfeit_for_illegal_moves(Color::White).unwrap();
    assert_eq!(ended.result, KnownOutcome::Draw);
    let mut game = Game::from_fen(fen).unwrap();
    let ended = game.forfeit_for_illegal_moves(Color::Black).unwrap();
    assert_eq!(ended.winner(), Some(Color::White));
    assert_eq!(ended.reason, Termination::IllegalMoves { by: Color::Black });
}

#[test]
fn the_undecided_reasons_keep_the_names_of_their_kind() {
    let flag = Termination::FlagFallUndecided { side: Color::White };
    assert_eq!(flag.name(), "time_forfeit");
    assert_eq!(flag.pgn_termination(), "time forfeit");
    assert!(!flag.is_automatic());
    assert_eq!(
        flag.to_string(),
        "White's flag fell; whether Black could checkmate could not be decided"
    );
    let illegal = Termination::IllegalMovesUndecided { by: Color::Black };
    assert_eq!(illegal.name(), "illegal_moves");
    assert_eq!(illegal.pgn_termination(), "rules infraction");
    assert!(!illegal.is_automatic());
}
