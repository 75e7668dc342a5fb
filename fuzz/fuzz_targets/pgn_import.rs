//! Fuzzes PGN import: any bytes give a game or an error, never a panic;
//! a game imported is exported and read back to the same moves.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus::rules::pgn;

fuzz_target!(|data: &[u8]| {
    for game in pgn::import_all(data).take(8) {
        let Ok(game) = game else { continue };
        let text = pgn::export(&game.scoresheet);
        let back = pgn::import(text.as_bytes(), 1).expect("an exported game reads back");
        assert_eq!(back.game.moves(), game.game.moves());
    }
    let _ = pgn::import(data, 2);
    let _ = pgn::count_games(data);
});
