//! The game: every way it ends under Articles 5, 6.9 and 9, and draw claims.

use shakmaty::{Color, KnownOutcome, Position};
use tactus::rules::game::{ClaimRefused, Game, MoveError};
use tactus::rules::outcome::{Claim, Termination};

fn play_all(game: &mut Game, sans: &str) {
    for san in sans.split_whitespace() {
        game.play_san(san)
            .unwrap_or_else(|e| panic!("{san} in {}: {e}", game.fen()));
    }
}

fn draw(reason: Termination) -> Option<(KnownOutcome, Termination)> {
    Some((KnownOutcome::Draw, reason))
}

fn result(game: &Game) -> Option<(KnownOutcome, Termination)> {
    game.outcome().map(|e| (e.result, e.reason))
}

#[test]
fn checkmate_wins_for_the_mating_side() {
    let mut game = Game::new();
    play_all(&mut game, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
    let ended = game.outcome().unwrap();
    assert_eq!(ended.reason, Termination::Checkmate);
    assert_eq!(ended.winner(), Some(Color::White));
    assert_eq!(game.san(6).to_string(), "Qxf7#");
    assert_eq!(game.uci(6).to_string(), "h5f7");
}

#[test]
fn stalemate_is_a_draw() {
    let mut game = Game::from_fen("7k/8/8/5Q2/8/8/8/K7 w - - 0 1").unwrap();
    game.play_san("Qg6").unwrap();
    assert_eq!(result(&game), draw(Termination::Stalemate));
}

#[test]
fn a_bare_king_each_is_a_dead_position() {
    let mut game = Game::from_fen("8/8/8/3k4/8/8/8/4Kr2 w - - 0 1").unwrap();
    assert!(!game.is_over());
    game.play_san("Kxf1").unwrap();
    assert_eq!(result(&game), draw(Termination::InsufficientMaterial));
}

#[test]
fn dead_positions_with_minor_pieces() {
    for fen in [
        "8/8/8/3k4/8/8/8/4KB2 b - - 0 1",    // king and bishop against king
        "8/8/8/3k4/8/8/8/4KN2 b - - 0 1",    // king and knight against king
        "8/8/3kb3/8/8/8/8/4KB2 w - - 0 1",   // bishops on squares of one colour
        "8/8/8/3kn3/8/8/8/4K3 w - - 0 1",    // black knight against bare king
        "5b2/8/8/3k4/8/8/8/2B1K3 w - - 0 1", // both bishops on dark squares
    ] {
        let game = Game::from_fen(fen).unwrap();
        assert_eq!(
            result(&game),
            draw(Termination::InsufficientMaterial),
            "{fen}"
        );
    }
    for fen in [
        "8/8/8/3kb3/8/8/8/4KB2 w - - 0 1", // bishops on squares of different colours
        "8/8/8/3kn3/8/8/8/4KN2 w - - 0 1", // a knight each: a helpmate exists
        "8/8/8/3k4/8/8/8/3NKN2 w - - 0 1", // two knights
    ] {
        let game = Game::from_fen(fen).unwrap();
        assert!(!game.is_over(), "{fen} is not dead");
    }
}

#[test]
fn fivefold_repetition_ends_the_game_and_threefold_may_be_claimed() {
    let mut game = Game::new();
    let shuffle = "Nf3 Nf6 Ng1 Ng8";
    play_all(&mut game, shuffle);
    assert_eq!(game.repetitions(), 2);
    assert!(game.claims().is_empty());
    play_all(&mut game, shuffle);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.claims(), vec![Claim::ThreefoldRepetition]);
    play_all(&mut game, shuffle);
    assert!(!game.is_over());
    play_all(&mut game, shuffle);
    assert_eq!(game.repetitions(), 5);
    assert_eq!(result(&game), draw(Termination::FivefoldRepetition));
    assert_eq!(
        game.play_san("e4"),
        Err(MoveError::GameOver(Termination::FivefoldRepetition))
    );
}

#[test]
fn threefold_claim_with_the_move_about_to_be_made() {
    let mut game = Game::new();
    play_all(&mut game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    // Black writes down Ng8, which would repeat the start position a third time.
    let ng8 = game.parse_san("Ng8").unwrap();
    let before = game.fen();
    assert_eq!(
        game.claim(Color::White, Claim::ThreefoldRepetition, None),
        Err(ClaimRefused::NotYourMove)
    );
    assert_eq!(
        game.claim(Color::Black, Claim::ThreefoldRepetition, None),
        Err(ClaimRefused::NotRepeated { count: 2 })
    );
    let nc6 = game.parse_san("Nc6").unwrap();
    assert_eq!(
        game.claim(Color::Black, Claim::ThreefoldRepetition, Some(nc6)),
        Err(ClaimRefused::NotRepeated { count: 1 })
    );
    assert_eq!(game.fen(), before, "a wrong claim changes nothing");
    assert_eq!(game.ply_count(), 7);
    let ended = game
        .claim(Color::Black, Claim::ThreefoldRepetition, Some(ng8))
        .unwrap();
    assert_eq!(ended.result, KnownOutcome::Draw);
    assert_eq!(ended.reason, Termination::ThreefoldRepetitionClaimed);
    assert_eq!(game.ply_count(), 7, "the declared move is not made");
}

#[test]
fn positions_differ_when_castling_rights_differ() {
    let mut game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    play_all(&mut game, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(game.repetitions(), 1, "castling rights were lost");
    play_all(&mut game, "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8");
    assert_eq!(game.repetitions(), 3);
}

#[test]
fn positions_differ_when_an_en_passant_capture_was_possible() {
    let mut game = Game::from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1").unwrap();
    play_all(&mut game, "e4");
    assert!(game.fen().contains(" e3 "), "{}", game.fen());
    play_all(&mut game, "Kd7 Kd2 Ke8 Ke1");
    assert_eq!(game.repetitions(), 1, "the en passant capture is gone");
    play_all(&mut game, "Kd7 Kd2 Ke8 Ke1");
    assert_eq!(game.repetitions(), 2);
}

#[test]
fn an_en_passant_square_without_a_legal_capture_does_not_count() {
    // After e4 no black pawn can take en passant: the position equals the one
    // reached later by king moves.
    let mut game = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    play_all(&mut game, "e4 Kd7 Kd2 Ke8 Ke1 Kd7 Kd2 Ke8 Ke1");
    assert_eq!(game.repetitions(), 3);
    assert!(!game.fen().contains(" e3 "));
}

#[test]
fn fifty_move_claim_on_the_board_and_with_a_declared_move() {
    let mut game = Game::from_fen("8/8/8/4k3/8/8/8/R3K3 w - - 99 60").unwrap();
    assert!(game.claims().is_empty());
    assert_eq!(
        game.claim(Color::White, Claim::FiftyMoves, None),
        Err(ClaimRefused::NotFiftyMoves { moves: 49 })
    );
    let illegal = shakmaty::Move::Normal {
        role: shakmaty::Role::Rook,
        from: shakmaty::Square::A1,
        capture: None,
        to: shakmaty::Square::B2,
        promotion: None,
    };
    assert!(matches!(
        game.claim(Color::White, Claim::FiftyMoves, Some(illegal)),
        Err(ClaimRefused::IllegalIntendedMove(_))
    ));
    let ra2 = game.parse_san("Ra2").unwrap();
    let ended = game
        .claim(Color::White, Claim::FiftyMoves, Some(ra2))
        .unwrap();
    assert_eq!(ended.reason, Termination::FiftyMovesClaimed);
}

#[test]
fn fifty_moves_on_the_board_is_listed_as_a_claim() {
    let mut game = Game::from_fen("8/8/8/4k3/8/8/8/R3K3 w - - 99 60").unwrap();
    game.play_san("Ra2").unwrap();
    assert_eq!(game.claims(), vec![Claim::FiftyMoves]);
    assert!(game.claim(Color::Black, Claim::FiftyMoves, None).is_ok());
}

#[test]
fn seventy_five_moves_end_the_game_unless_the_last_move_mates() {
    let mut game = Game::from_fen("8/8/8/4k3/8/8/8/R3K3 w - - 149 100").unwrap();
    game.play_san("Ra2").unwrap();
    assert_eq!(result(&game), draw(Termination::SeventyFiveMoves));

    let mut game = Game::from_fen("7k/8/6K1/8/8/8/8/R7 w - - 149 100").unwrap();
    game.play_san("Ra8#").unwrap();
    assert_eq!(game.outcome().unwrap().reason, Termination::Checkmate);
    assert_eq!(game.outcome().unwrap().winner(), Some(Color::White));
}

#[test]
fn flag_fall_loses_unless_the_opponent_cannot_checkmate() {
    let fen = "8/8/8/4k3/8/8/8/R3K3 w - - 0 1";
    let mut game = Game::from_fen(fen).unwrap();
    let ended = game.flag_fell(Color::White).unwrap();
    assert_eq!(ended.result, KnownOutcome::Draw, "a bare king cannot mate");
    assert_eq!(ended.reason, Termination::FlagFall { side: Color::White });

    let mut game = Game::from_fen(fen).unwrap();
    let ended = game.flag_fell(Color::Black).unwrap();
    assert_eq!(ended.winner(), Some(Color::White));
    assert!(game.flag_fell(Color::White).is_err(), "already over");
}

#[test]
fn resignation_and_agreement() {
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    let ended = game.resign(Color::Black).unwrap();
    assert_eq!(ended.winner(), Some(Color::White));
    assert_eq!(ended.reason, Termination::Resignation { by: Color::Black });
    assert!(game.agree_draw().is_err());
    assert!(matches!(game.play_san("e5"), Err(MoveError::GameOver(_))));

    let mut game = Game::new();
    assert_eq!(game.agree_draw().unwrap().result, KnownOutcome::Draw);
}

#[test]
fn take_back_reopens_a_game_the_laws_had_ended() {
    let mut game = Game::new();
    play_all(&mut game, "f3 e5 g4 Qh4#");
    assert!(game.is_over());
    let m = game.take_back().unwrap();
    assert_eq!(m.to_string(), "Qd8-h4");
    assert!(!game.is_over());
    assert_eq!(game.turn(), Color::Black);
    game.truncate(1);
    assert_eq!(game.ply_count(), 1);
    assert_eq!(game.fen_at(1), Some(game.fen()));
    game.truncate(10);
    assert_eq!(game.ply_count(), 1);
}

#[test]
fn bad_moves_are_refused_with_the_reason_and_change_nothing() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").unwrap();
    let before = game.fen();
    assert_eq!(
        game.play_san("Nd2"),
        Err(MoveError::Ambiguous("Nd2".into()))
    );
    assert_eq!(game.play_san("Nd4"), Err(MoveError::Illegal("Nd4".into())));
    assert_eq!(
        game.play_san("Zz9"),
        Err(MoveError::Unreadable("Zz9".into()))
    );
    assert_eq!(
        game.play_uci("e1e3"),
        Err(MoveError::Illegal("e1e3".into()))
    );
    assert_eq!(
        game.play_uci("xyz"),
        Err(MoveError::Unreadable("xyz".into()))
    );
    assert_eq!(game.fen(), before);
    assert_eq!(
        MoveError::Ambiguous("Nd2".into()).to_string(),
        "Nd2 is ambiguous here"
    );
    game.play_san("Nbd2").unwrap();
    assert_eq!(game.san(0).to_string(), "Nbd2");
}

#[test]
fn castling_is_written_in_san_and_as_the_kings_move_in_uci() {
    let mut game = Game::new();
    play_all(&mut game, "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O");
    assert_eq!(game.san(6).to_string(), "O-O");
    assert_eq!(game.uci(6).to_string(), "e1g1");
    let m = game.parse_uci("e8g8").unwrap();
    game.play(m).unwrap();
    assert_eq!(game.san(7).to_string(), "O-O");
}

#[test]
fn bad_fens_name_the_problem() {
    let err = Game::from_fen("not a fen").unwrap_err();
    assert!(
        err.to_string().starts_with("bad FEN \"not a fen\""),
        "{err}"
    );
    let err = Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert!(err.to_string().contains("the board is empty"), "{err}");
    let err = Game::from_fen("4k3/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert!(err.to_string().contains("White has no king"), "{err}");
}

#[test]
fn composed_positions_that_play_by_the_laws_are_accepted() {
    // Two knights giving check together, and three queens beside eight pawns.
    for fen in [
        "8/3k4/NN6/4N3/8/1bK5/8/8 b - - 0 1",
        "3qk3/8/8/8/8/QQQ5/PPPPPPPP/4K3 w - - 0 1",
    ] {
        let mut game = Game::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
        let m = game.position().legal_moves()[0];
        game.play(m).unwrap();
    }
}

#[test]
fn a_finished_start_position_is_over_at_once() {
    let game = Game::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    assert_eq!(game.outcome().unwrap().reason, Termination::Checkmate);
    assert!(game.position().is_checkmate());
}
