//! The engine client against the real Stockfish.
//!
//! These tests fail (they do not skip) when Stockfish is missing: install
//! the stockfish package; scripts/test does it.

use std::time::{Duration, Instant};

use shakmaty::Color;
use tactus::engine::{
    Engine, EngineConfig, EngineError, EngineEvent, Level, Score, SearchLimits, TranscriptLine,
    find_default, to_legal_move,
};
use tactus::rules::clock::ChessClock;
use tactus::rules::game::Game;
use tactus::rules::time_control::TimeControl;

const TIMEOUT: Duration = Duration::from_secs(10);

fn stockfish(level: i64) -> Engine {
    let path = find_default().expect(
        "Stockfish is missing (not on PATH, nor at /usr/games/stockfish): \
         install the stockfish package: scripts/test does it",
    );
    let config = EngineConfig::new(path).with_level(Level::new(level).unwrap());
    Engine::start(config).expect("Stockfish starts")
}

fn sent(engine: &Engine) -> Vec<String> {
    engine
        .transcript()
        .filter_map(|l| match l {
            TranscriptLine::Sent(s) => Some(s.clone()),
            TranscriptLine::Received(_) => None,
        })
        .collect()
}

#[test]
fn stockfish_introduces_itself_and_takes_the_level() {
    let low = stockfish(1);
    assert!(
        low.name().unwrap_or("").starts_with("Stockfish"),
        "{:?}",
        low.name()
    );
    assert!(low.options().iter().any(|o| o.name == "UCI_Elo"));
    let sent_low = sent(&low);
    assert!(sent_low.contains(&"setoption name Skill Level value 0".to_string()));
    assert!(sent_low.contains(&"setoption name UCI_LimitStrength value false".to_string()));
    assert!(sent_low.starts_with(&["uci".to_string()]));
    assert!(sent_low.ends_with(&["ucinewgame".to_string(), "isready".to_string()]));

    let mut high = stockfish(10);
    let sent_high = sent(&high);
    assert!(sent_high.contains(&"setoption name Skill Level value 20".to_string()));
    assert!(sent_high.contains(&"setoption name UCI_LimitStrength value false".to_string()));

    high.set_level(Level::new(6).unwrap()).unwrap();
    let sent_six = sent(&high);
    assert!(sent_six.contains(&"setoption name UCI_LimitStrength value true".to_string()));
    assert!(sent_six.contains(&"setoption name UCI_Elo value 2200".to_string()));
    assert_eq!(high.level().number(), 6);
    // Options the engine does not list are not sent.
    assert_eq!(high.set_option("No Such Option", "1"), Ok(false));
    assert_eq!(high.set_option("hash", "8"), Ok(true));
    assert!(sent(&high).contains(&"setoption name Hash value 8".to_string()));
}

#[test]
fn levels_one_and_ten_play_legal_moves() {
    let mut game = Game::new();
    game.play_san("e4").unwrap();
    for level in [1, 10] {
        let mut engine = stockfish(level);
        let reply = engine
            .think(&game, &SearchLimits::MoveTime(50), TIMEOUT)
            .unwrap();
        engine.legal_move(&reply, &game).unwrap();
        let go = sent(&engine)
            .into_iter()
            .rfind(|l| l.starts_with("go"))
            .unwrap();
        assert_eq!(go, "go movetime 50");
    }
}

#[test]
fn a_full_game_engine_against_engine() {
    // The player's side at level 1, the computer's at level 10: every move
    // legal, and the game ends by the Laws (or is cut at 200 plies).
    let mut white = stockfish(1);
    let mut black = stockfish(10);
    let mut game = Game::new();
    while !game.is_over() && game.ply_count() < 200 {
        let engine = match game.turn() {
            Color::White => &mut white,
            Color::Black => &mut black,
        };
        let reply = engine
            .think(&game, &SearchLimits::MoveTime(20), TIMEOUT)
            .unwrap_or_else(|e| panic!("ply {}: {e}", game.ply_count()));
        let m = to_legal_move(&reply, &game)
            .unwrap_or_else(|e| panic!("ply {}: {e}", game.ply_count()));
        game.play(m).unwrap();
    }
    assert!(game.ply_count() > 0);
    if game.ply_count() < 200 {
        assert!(game.is_over());
    }
    // The game is over by the Laws: the engine has no move (checkmate or
    // stalemate) or plays on in a draw the session would declare.
    if let Some(ended) = game.outcome() {
        eprintln!("game ended after {} plies: {ended:?}", game.ply_count());
    }
}

#[test]
fn a_search_on_the_clock_keeps_within_the_budget() {
    let mut engine = stockfish(10);
    let mut clock = ChessClock::new(TimeControl::fischer(3_000, 1_000).unwrap());
    clock.start(Color::White, 0).unwrap();
    let mut game = Game::new();
    game.play_san("d4").unwrap();
    clock.press(Color::White, 300).unwrap();
    let limits = SearchLimits::from_clock(&clock, Color::Black, 300);
    assert_eq!(
        limits.go_command(),
        "go wtime 3700 btime 3000 winc 1000 binc 1000"
    );
    let started = Instant::now();
    engine.go(&game, &limits).unwrap();
    assert!(engine.is_thinking());
    let event = engine.wait(TIMEOUT);
    let used = started.elapsed();
    let Some(EngineEvent::BestMove(reply)) = event else {
        panic!("expected a move, got {event:?}");
    };
    engine.legal_move(&reply, &game).unwrap();
    assert!(used < Duration::from_millis(3_000), "took {used:?}");
    assert!(!engine.is_thinking());
    assert!(engine.last_info().is_some());
}

#[test]
fn mate_in_one_is_found_at_level_ten() {
    let mut engine = stockfish(10);
    // Back-rank mate: Ra8#.
    let game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
    let reply = engine
        .think(&game, &SearchLimits::MoveTime(100), TIMEOUT)
        .unwrap();
    assert_eq!(reply.to_string(), "a1a8");
    assert_eq!(
        engine.last_info().and_then(|i| i.score),
        Some(Score::Mate(1))
    );
    let go = sent(&engine);
    assert!(go.contains(&"position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".to_string()));
}

#[test]
fn a_position_from_fen_with_moves() {
    let mut engine = stockfish(3);
    let mut game =
        Game::from_fen("r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 6 8")
            .unwrap();
    game.play_san("O-O-O").unwrap();
    game.play_san("O-O").unwrap();
    let reply = engine
        .think(&game, &SearchLimits::MoveTime(30), TIMEOUT)
        .unwrap();
    to_legal_move(&reply, &game).unwrap();
    assert!(sent(&engine).iter().any(|l| l.ends_with("moves e1c1 e8g8")));
}

#[test]
fn no_move_in_checkmate_or_stalemate() {
    let mut engine = stockfish(5);
    let mut mated = Game::new();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        mated.play_san(san).unwrap();
    }
    let stalemate = Game::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    for game in [mated, stalemate] {
        engine.go(&game, &SearchLimits::MoveTime(30)).unwrap();
        assert_eq!(engine.wait(TIMEOUT), Some(EngineEvent::NoMove));
        let err = engine
            .think(&game, &SearchLimits::MoveTime(30), TIMEOUT)
            .unwrap_err();
        assert!(matches!(err, EngineError::NoMove { .. }), "{err}");
        assert!(engine.is_running());
    }
}

#[test]
fn a_cancelled_search_does_not_answer_the_next() {
    let mut engine = stockfish(10);
    let mut game = Game::new();
    engine.go(&game, &SearchLimits::MoveTime(2_000)).unwrap();
    engine.cancel();
    assert!(!engine.is_thinking());
    // The position changes (a move taken back, another made); only the new
    // search's move may come.
    game.play_san("e4").unwrap();
    let reply = engine
        .think(&game, &SearchLimits::MoveTime(30), TIMEOUT)
        .unwrap();
    to_legal_move(&reply, &game).unwrap();
    // A search asked to move now answers at once.
    engine.go(&game, &SearchLimits::MoveTime(60_000)).unwrap();
    engine.move_now();
    assert!(matches!(
        engine.wait(TIMEOUT),
        Some(EngineEvent::BestMove(_))
    ));
}

#[test]
fn restart_and_quit() {
    let mut engine = stockfish(2);
    let first = engine.pid().unwrap();
    engine.restart().unwrap();
    let second = engine.pid().unwrap();
    assert_ne!(first, second);
    assert!(!std::path::Path::new(&format!("/proc/{first}")).exists());
    assert_eq!(engine.level().number(), 2);
    engine.quit();
    assert!(!engine.is_running());
    assert!(!std::path::Path::new(&format!("/proc/{second}")).exists());
    let err = engine
        .think(&Game::new(), &SearchLimits::MoveTime(10), TIMEOUT)
        .unwrap_err();
    assert!(matches!(err, EngineError::NotRunning { .. }), "{err}");
    assert_eq!(engine.poll(), None);
    engine.restart().unwrap();
    assert!(
        engine
            .think(&Game::new(), &SearchLimits::MoveTime(10), TIMEOUT)
            .is_ok()
    );
}

#[test]
fn stockfish_plays_chess960_castling_as_the_king_taking_its_rook() {
    // Engine against engine from Chess960 starts: the engine is told it
    // plays Chess960 before the first position, every move it answers is
    // legal there, and it castles (written as the king taking its rook).
    let mut engine = stockfish(10);
    let game = Game::chess960(0).unwrap();
    engine
        .think(&game, &SearchLimits::Nodes(1_000), TIMEOUT)
        .unwrap();
    let told = sent(&engine);
    let chess960 = told
        .iter()
        .position(|l| l == "setoption name UCI_Chess960 value true")
        .expect("the engine was told it plays Chess960");
    let first = told.iter().position(|l| l.starts_with("position")).unwrap();
    assert!(chess960 < first, "{told:?}");
    assert_eq!(
        told[first],
        "position fen bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    let mut castled = 0;
    for number in [0, 105, 333, 759] {
        let mut game = Game::chess960(number).unwrap();
        while !game.is_over() && game.ply_count() < 40 {
            let reply = engine
                .think(&game, &SearchLimits::Nodes(3_000), TIMEOUT)
                .unwrap_or_else(|e| panic!("start {number}, ply {}: {e}", game.ply_count()));
            let m = to_legal_move(&reply, &game).unwrap_or_else(|e| {
                panic!("start {number}, ply {}: {e} ({reply})", game.ply_count())
            });
            if let shakmaty::Move::Castle { rook, .. } = m {
                castled += 1;
                assert!(reply.to_string().ends_with(&rook.to_string()), "{reply}");
            }
            game.play(m).unwrap();
        }
    }
    assert!(castled >= 2, "the engine castled {castled} times");
    // A game of standard chess after them: told again.
    let game = Game::new();
    engine
        .think(&game, &SearchLimits::Nodes(1_000), TIMEOUT)
        .unwrap();
    assert_eq!(
        sent(&engine)
            .iter()
            .rfind(|l| l.contains("UCI_Chess960"))
            .map(String::as_str),
        Some("setoption name UCI_Chess960 value false")
    );
}
