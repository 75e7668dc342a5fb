//! Any bytes as lines from a UCI engine: each line reads to what it means
//! (or to "other"), never a panic; a best move is checked against a game.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus::engine::protocol::{EngineLine, parse_line};
use tactus::engine::to_legal_move;
use tactus::rules::game::Game;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let game = Game::new();
    for line in text.lines() {
        if let EngineLine::BestMove {
            best: Some(best), ..
        } = parse_line(line)
        {
            if let Err(e) = to_legal_move(&best, &game) {
                drop(e.to_string());
            }
        }
    }
    let _ = parse_line(&text);
});
