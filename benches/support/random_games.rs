//! Random legal games for the benchmarks, the same on every run: moves
//! drawn by xorshift64* from a fixed seed, 40 to 120 plies a game unless
//! the Laws end it first. Included with
//! `#[path = "support/random_games.rs"] mod random_games;`.

use shakmaty::Position;
use tactus::rules::game::Game;

/// The games, one after another.
pub struct RandomGames(u64);

impl RandomGames {
    /// From the fixed seed.
    pub fn new() -> RandomGames {
        RandomGames(0x9e37_79b9_7f4a_7c15)
    }

    /// The next draw of xorshift64*.
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n`, from the same draws as the moves.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// Plays the next game; after each move `each` sees the game, the ply
    /// just played (from 0) and these draws, for what it adds (a clock).
    pub fn play(&mut self, mut each: impl FnMut(&Game, usize, &mut RandomGames)) -> Game {
        let mut game = Game::new();
        let plies = 40 + self.below(81);
        for ply in 0..plies {
            if game.is_over() {
                break;
            }
            let moves = game.position().legal_moves();
            let m = moves[self.below(moves.len())];
            let _ = game.play(m);
            each(&game, ply, self);
        }
        game
    }
}
