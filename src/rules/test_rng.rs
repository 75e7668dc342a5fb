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
}
