//! A tiny deterministic random source for the rules' unit tests
//! (xorshift64*): the same numbers on every run and every machine.

/// xorshift64* from a fixed seed.
pub(crate) struct TestRng(u64);

impl TestRng {
    /// A source starting from `seed` (not zero).
    pub(crate) fn new(seed: u64) -> TestRng {
        TestRng(seed)
    }

    /// The next 64 random bits.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n` (not zero).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// The position after `plies` random legal moves from the start, or
    /// fewer where a position has none.
    pub(crate) fn position_after(&mut self, plies: u64) -> shakmaty::Chess {
        use shakmaty::Position;
        let mut pos = shakmaty::Chess::default();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[self.below(moves.len() as u64) as usize]);
        }
        pos
    }
}
