//! Properties of the game over random legal games: repetition counts and
//! claims stay consistent with the history, whatever the moves.

use proptest::prelude::*;
use shakmaty::{EnPassantMode, Position, fen::Fen};
use tactus::rules::game::Game;
use tactus::rules::outcome::{Claim, Termination};

/// Start positions with few pieces, so that random moves repeat positions,
/// lose castling rights and allow en passant captures.
const STARTS: [&str; 5] = [
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
    "4k3/8/8/8/8/8/8/RN2K1NR w K - 90 50",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
];

/// The position in FIDE's sense, from scratch: the FEN without its counters,
/// with the en passant square only when a capture there is legal.
fn identity(pos: &shakmaty::Chess) -> String {
    let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

fn random_game(start: usize, choices: &[u16]) -> Game {
    let mut game = Game::from_fen(STARTS[start]).unwrap();
    for &c in choices {
        if game.is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let m = moves[usize::from(c) % moves.len()];
        game.play(m).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn repetition_counts_match_a_count_from_scratch(
        start in 0..STARTS.len(),
        choices in proptest::collection::vec(any::<u16>(), 0..160),
    ) {
        let game = random_game(start, &choices);
        let ids: Vec<String> = game.positions().iter().map(identity).collect();
        for (ply, id) in ids.iter().enumerate() {
            let count = ids[..=ply].iter().filter(|x| *x == id).count();
            prop_assert_eq!(game.repetitions_at(ply), count, "ply {}", ply);
        }
    }

    #[test]
    fn claims_and_ends_agree_with_the_history(
        start in 0..STARTS.len(),
        choices in proptest::collection::vec(any::<u16>(), 0..160),
    ) {
        let game = random_game(start, &choices);
        let pos = game.position();
        let has_moves = !pos.legal_moves().is_empty();
        let claims = game.claims();
        prop_assert_eq!(
            claims.contains(&Claim::ThreefoldRepetition),
            has_moves && game.repetitions() >= 3
        );
        prop_assert_eq!(
            claims.contains(&Claim::FiftyMoves),
            has_moves && pos.halfmoves() >= 100
        );
        // A game ends by itself exactly when the Laws say so, and never later.
        let automatic = game.outcome().filter(|e| e.reason.is_automatic());
        prop_assert_eq!(automatic.is_some(), game.is_over());
        for ply in 0..game.ply_count() {
            let p = &game.positions()[ply];
            prop_assert!(!p.is_checkmate() && !p.is_stalemate() && !p.is_insufficient_material());
            prop_assert!(p.halfmoves() < 150 || ply == 0);
            prop_assert!(game.repetitions_at(ply) < 5);
        }
        if game.repetitions() >= 5 {
            prop_assert!(game.is_over());
        }
        if let Some(ended) = game.outcome() {
            let expected = if pos.is_checkmate() {
                Termination::Checkmate
            } else if pos.is_insufficient_material() {
                Termination::InsufficientMaterial
            } else if pos.is_stalemate() {
                Termination::Stalemate
            } else if pos.halfmoves() >= 150 {
                Termination::SeventyFiveMoves
            } else if game.repetitions() >= 5 {
                Termination::FivefoldRepetition
            } else {
                // Art. 5.2.2 beyond material: only where it is proven.
                prop_assert_eq!(
                    tactus::rules::unwinnable::dead_position(pos),
                    tactus::rules::unwinnable::Dead::Dead
                );
                Termination::DeadPosition
            };
            prop_assert_eq!(ended.reason, expected);
        }
    }

    #[test]
    fn take_back_restores_the_previous_state(
        start in 0..STARTS.len(),
        choices in proptest::collection::vec(any::<u16>(), 1..120),
    ) {
        let mut game = random_game(start, &choices);
        let shorter = random_game(start, &choices[..choices.len() - 1]);
        if game.ply_count() > shorter.ply_count() {
            game.take_back();
            prop_assert_eq!(game.fen(), shorter.fen());
            prop_assert_eq!(game.outcome(), shorter.outcome());
            prop_assert_eq!(game.repetitions(), shorter.repetitions());
        }
    }
}
