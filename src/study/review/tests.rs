//! The review made from fixed evaluations, and the games the tests of
//! its words and formats share.

use shakmaty::Color;

use super::*;
use crate::study::review::material::Gain;

/// An evaluation with its line in UCI.
pub(crate) fn at(eval: Eval, line: &[&str]) -> Evaluation {
    Evaluation {
        eval,
        best: line.first().map(|u| u.parse().unwrap()),
        line: line.iter().map(|u| u.parse().unwrap()).collect(),
        depth: Some(12),
    }
}

pub(crate) fn game(sans: &[&str]) -> Game {
    let mut game = Game::new();
    for san in sans {
        game.play_san(san).unwrap();
    }
    game
}

/// The fool's mate, 1. f3 e5 2. g4 Qh4#, with 2. d4 the better move.
pub(crate) fn fools_evaluations() -> Vec<Evaluation> {
    vec![
        at(Eval::Cp(20), &["e2e4", "e7e5"]),
        at(Eval::Cp(-20), &["e7e5", "e2e4"]),
        at(Eval::Cp(-70), &["d2d4", "b8c6"]),
        at(Eval::Mate(-1), &["d8h4"]),
        at(Eval::Mate(0), &[]),
    ]
}

pub(crate) fn fools_review() -> Review {
    Review::of(&game(&["f3", "e5", "g4", "Qh4#"]), &fools_evaluations())
}

/// The two knights: 4. Bxf7+?? Kxf7 gives a bishop for a pawn, where 4.
/// Ng5 was better.
pub(crate) fn blunder_game() -> Review {
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Bxf7+", "Kxf7", "Ng5+", "Kg8",
    ];
    let evaluations = [
        at(Eval::Cp(30), &["e2e4", "e7e5"]),
        at(Eval::Cp(30), &["e7e5", "g1f3"]),
        at(Eval::Cp(35), &["g1f3", "b8c6"]),
        at(Eval::Cp(30), &["b8c6", "f1b5"]),
        at(Eval::Cp(35), &["f1c4", "g8f6"]),
        at(Eval::Cp(30), &["g8f6", "d2d3"]),
        at(Eval::Cp(30), &["f3g5", "d7d5"]),
        at(Eval::Cp(-250), &["e8f7", "f3g5", "f7g8"]),
        at(Eval::Cp(-240), &["f3g5", "f7g8"]),
        at(Eval::Cp(-230), &["f7g8", "d2d3"]),
        at(Eval::Cp(-240), &["d2d3", "h7h6"]),
    ];
    Review::of(&game(&moves), &evaluations)
}

#[test]
fn each_move_has_its_evaluations_best_move_and_judgement() {
    let review = fools_review();
    assert!(review.is_complete());
    assert_eq!(review.moves.len(), 4);
    let f3 = &review.moves[0];
    assert_eq!((f3.ply, f3.number, f3.side), (1, 1, Color::White));
    assert_eq!((f3.san.as_str(), f3.uci.as_str()), ("f3", "f2f3"));
    assert_eq!(
        (f3.eval_before, f3.eval_after),
        (Eval::Cp(20), Eval::Cp(-20))
    );
    assert_eq!(f3.best.as_ref().map(|b| b.san.as_str()), Some("e4"));
    assert_eq!(f3.judgement, None);
    let g4 = &review.moves[2];
    assert_eq!((g4.ply, g4.number), (3, 2));
    assert_eq!(g4.judgement, Some(Judgement::Blunder));
    assert!(g4.loss > 40.0, "{}", g4.loss);
    assert_eq!(g4.reply.len(), 1);
    let mate = &review.moves[3];
    assert_eq!((mate.side, mate.san.as_str()), (Color::Black, "Qh4#"));
    assert!(mate.is_best());
    assert_eq!(mate.judgement, None);
    assert_eq!(review.summary.white.blunders, 1);
    assert_eq!(review.summary.black.blunders, 0);
    assert!(review.summary.white.accuracy < review.summary.black.accuracy);
    let (ply, opening) = review.opening.clone().unwrap();
    assert_eq!((ply, opening.eco), (4, "A00"));
}

#[test]
fn the_why_of_a_blunder_names_the_material_and_the_reply() {
    let review = blunder_game();
    let moments = review.key_moments();
    assert_eq!(moments.len(), 1);
    let bxf7 = moments[0];
    assert_eq!(bxf7.san, "Bxf7+");
    assert_eq!(bxf7.judgement, Some(Judgement::Blunder));
    let lost = bxf7.why.lost.unwrap();
    assert_eq!((lost.winner, lost.gain), (Color::Black, Gain::Piece));
    assert_eq!(bxf7.reply[0].to_string(), "Ke8xf7");
    assert_eq!(bxf7.best.as_ref().unwrap().san, "Ng5");
}

#[test]
fn a_review_stopped_half_way_reviews_what_was_evaluated() {
    let evaluations = fools_evaluations();
    let game = game(&["f3", "e5", "g4", "Qh4#"]);
    let half = Review::of(&game, &evaluations[..3]);
    assert!(!half.is_complete());
    assert_eq!(half.moves.len(), 2);
    assert_eq!(half.plies, 4);
    assert!(half.key_moments().is_empty());
    assert!(half.summary.white.accuracy.is_some());
    let none = Review::of(&game, &evaluations[..1]);
    assert!(none.moves.is_empty());
    assert_eq!(none.summary.white.accuracy, None);
    let nothing = Review::of(&game, &[]);
    assert!(nothing.moves.is_empty());
}

#[test]
fn inaccuracies_are_key_moments_only_when_there_are_few() {
    let moves = [
        "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8",
    ];
    let game = game(&moves);
    // +1.20 before each White move and +0.40 before each Black one: every
    // move loses 0.14 of the mover's winning chances, an inaccuracy.
    let evaluations: Vec<Evaluation> = (0..=moves.len())
        .map(|i| {
            let eval = if i % 2 == 0 {
                Eval::Cp(120)
            } else {
                Eval::Cp(40)
            };
            at(eval, &[])
        })
        .collect();
    let review = Review::of(&game, &evaluations);
    let judged: Vec<_> = review.moves.iter().map(|m| m.judgement).collect();
    assert_eq!(judged, vec![Some(Judgement::Inaccuracy); 12]);
    assert_eq!(review.summary.white.inaccuracies, 6);
    assert!(
        review.key_moments().is_empty(),
        "more than a few inaccuracies"
    );
    let review = Review::of(&game, &evaluations[..6]);
    assert_eq!(review.key_moments().len(), 5, "a few inaccuracies");
}
