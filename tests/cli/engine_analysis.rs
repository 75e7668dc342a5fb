//! The engine's analysis of a game against the real Stockfish: every
//! position evaluated with a fixed budget on a thread of its own, the
//! same game giving the same analysis twice, a mate seen and named, a
//! stop keeping what is done, and an engine that cannot start said once.

use std::time::Duration;

use tactus::engine::analysis::{Analysis, AnalysisEvent, Budget, Eval, Evaluation};
use tactus::engine::{EngineConfig, find_default};
use tactus::rules::game::Game;

fn stockfish() -> EngineConfig {
    EngineConfig::new(
        find_default()
            .expect("Stockfish is missing: install the stockfish package: scripts/test does it"),
    )
}

fn game(sans: &[&str]) -> Game {
    let mut game = Game::new();
    for san in sans {
        game.play_san(san).unwrap();
    }
    game
}

/// Every event of an analysis, waited for (a minute at most).
fn all(mut analysis: Analysis) -> Vec<AnalysisEvent> {
    let mut events = Vec::new();
    while !analysis.is_finished() {
        match analysis.wait(Duration::from_secs(60)) {
            Some(event) => events.push(event),
            None => panic!("the analysis gave nothing for a minute: {events:?}"),
        }
    }
    events
}

fn evaluations(events: &[AnalysisEvent]) -> Vec<(usize, Evaluation)> {
    events
        .iter()
        .filter_map(|e| match e {
            AnalysisEvent::Evaluated { ply, evaluation } => Some((*ply, evaluation.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_game_is_analysed_position_by_position_and_the_same_twice() {
    // The fool's mate: after 2. g4 Black mates at once.
    let fool = game(&["f3", "e5", "g4", "Qh4#"]);
    let run = || {
        let analysis = Analysis::start(
            stockfish(),
            fool.clone(),
            (0..=4).collect(),
            Budget::Nodes(20_000),
        );
        all(analysis)
    };
    let first = run();
    assert_eq!(first.last(), Some(&AnalysisEvent::Finished), "{first:?}");
    let evals = evaluations(&first);
    assert_eq!(
        evals.iter().map(|(p, _)| *p).collect::<Vec<_>>(),
        [0, 1, 2, 3, 4]
    );
    // Black to move after 2. g4: mate in one for Black, with the move.
    let (_, before_mate) = &evals[3];
    assert_eq!(before_mate.eval, Eval::Mate(-1), "{before_mate:?}");
    assert_eq!(
        before_mate.best.as_ref().map(|m| m.to_string()),
        Some("d8h4".into())
    );
    assert_eq!(before_mate.line.first(), before_mate.best.as_ref());
    // The mate on the board is not searched.
    assert_eq!(evals[4].1.eval, Eval::Mate(0));
    assert_eq!(evals[4].1.best, None);
    // The start is about level, with a line of several moves.
    let (_, start) = &evals[0];
    assert!(
        matches!(start.eval, Eval::Cp(cp) if cp.abs() < 100),
        "{start:?}"
    );
    assert!(start.line.len() > 2, "{start:?}");
    assert_eq!(
        run(),
        first,
        "the same game, the same budget: the same analysis"
    );
}

#[test]
fn a_stopped_analysis_ends_after_the_position_under_way() {
    let long = game(&[
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
    ]);
    let mut analysis = Analysis::start(
        stockfish(),
        long,
        (0..=10).collect(),
        Budget::Nodes(200_000),
    );
    let first = analysis.wait(Duration::from_secs(60));
    assert!(
        matches!(first, Some(AnalysisEvent::Evaluated { ply: 0, .. })),
        "{first:?}"
    );
    analysis.stop();
    let rest = all(analysis);
    assert_eq!(rest.last(), Some(&AnalysisEvent::Finished), "{rest:?}");
    assert!(evaluations(&rest).len() < 10, "{rest:?}");
}

#[test]
fn an_engine_that_cannot_start_fails_the_analysis_once() {
    let config = EngineConfig::new("/nonexistent/stockfish");
    let events = all(Analysis::start(
        config,
        game(&["e4"]),
        vec![0, 1],
        Budget::Depth(5),
    ));
    assert!(
        matches!(events.as_slice(), [AnalysisEvent::Failed(e)] if e.to_string().contains("/nonexistent/stockfish")),
        "{events:?}"
    );
}
