//! The game's own test for a dead position beyond material after a move
//! (Art. 5.2.2): which positions it tests, how, and the one full test it
//! keeps.

use shakmaty::{Position, zobrist::Zobrist64};

use super::Game;
use crate::rules::unwinnable::{self, Dead};

/// A full dead-position test ([`unwinnable::dead_position`]) of the
/// position after `ply` half-moves, whose key was `key`.
#[derive(Copy, Clone, Debug)]
pub(super) struct DeadTest {
    ply: usize,
    key: Zobrist64,
    verdict: Dead,
}

impl Game {
    /// Whether the moves of a recorded game look for dead positions beyond
    /// material (see `dead_tests`); material alone decides when not.
    pub(crate) fn set_dead_tests(&mut self, on: bool) {
        self.dead_tests = on;
    }

    /// Whether the position on the board is proven dead beyond material
    /// (Art. 5.2.2). After an irreversible move (a capture or a pawn move)
    /// and at the start the full test runs, once per position; after any
    /// other move only the fast one, and not at all when the full test
    /// proved the position after the last irreversible move alive (unless
    /// the move gave check, which can force a capture): a move
    /// that can be taken back rarely changes whether a checkmate is
    /// possible, and the full test would cost too much on every move.
    pub(super) fn is_dead(&mut self) -> bool {
        let ply = self.moves.len();
        let pos = &self.current;
        if ply > 0 && pos.halfmoves() > 0 {
            let since = ply.saturating_sub(pos.halfmoves() as usize);
            let alive_since = self.dead_test.is_some_and(|test| {
                test.ply == since && test.key == self.keys[since] && test.verdict == Dead::Alive
            });
            // A check can force a capture that kills the position.
            return (!alive_since || pos.is_check()) && unwinnable::is_dead_fast(pos);
        }
        let key = self.keys[ply];
        if let Some(test) = self.dead_test
            && test.ply == ply
            && test.key == key
        {
            return test.verdict == Dead::Dead;
        }
        let verdict = unwinnable::dead_position(pos);
        self.dead_test = Some(DeadTest { ply, key, verdict });
        verdict == Dead::Dead
    }
}
