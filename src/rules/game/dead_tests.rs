//! The game's own test for a dead position beyond material after a move
//! (Art. 5.2.2): which positions it tests, how, and the one full test it
//! keeps.

use shakmaty::{Chess, Position, zobrist::Zobrist64};

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

/// Where a reading of a recorded game proved every position alive: the one
/// after `through` half-moves, from which a checkmate is possible, and so
/// every one before it (a dead position stays dead whatever follows).
/// Reading the game again, the tests of those positions can be left out:
/// a test, sound, finds none of them dead. But for one: the full test of
/// the position after the last irreversible move at or before `through`
/// (`start`), whose answer decides which tests run after the moves that
/// follow it (see [`Game::is_dead`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct ProvenAlive {
    through: usize,
    start: usize,
}

impl ProvenAlive {
    /// Every position through `pos`, the one after `ply` half-moves, is
    /// proven alive.
    pub(crate) fn through(ply: usize, pos: &Chess) -> ProvenAlive {
        ProvenAlive {
            through: ply,
            start: ply.saturating_sub(pos.halfmoves() as usize),
        }
    }
}

impl Game {
    /// Leaves out the tests for dead positions that `proven` makes
    /// needless; for a recorded game, before its first move.
    pub(crate) fn set_proven_alive(&mut self, proven: Option<ProvenAlive>) {
        self.proven_alive = proven;
    }

    /// Whether the position after the last move is to be tested for a
    /// dead position, as far as [`ProvenAlive`] tells.
    pub(super) fn dead_test_due(&self) -> bool {
        let ply = self.moves.len();
        self.proven_alive
            .is_none_or(|proven| ply > proven.through || ply == proven.start)
    }

    /// Whether the position after the last move is tested for a dead
    /// position beyond material: the game looks for them
    /// (`dead_tests`), one is at all likely there
    /// ([`unwinnable::worth_testing`]), and it is not proven alive.
    #[inline]
    pub(super) fn dead_test_wanted(&self) -> bool {
        self.dead_tests && unwinnable::worth_testing(&self.current) && self.dead_test_due()
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::outcome::Termination;

    /// Black gives up the queen with a check White can only answer by
    /// taking it: after 161. ... Qb7+ the position is dead.
    const FEN: &str = "1K6/8/8/8/4q3/k7/8/8 b - - 99 160";
    const MOVES: [&str; 4] = ["Qb1+", "Ka7", "Qb7+", "Kxb7"];

    /// How the game from [`FEN`] goes with `proven` claimed: the end, and
    /// whether the test was due after each move played.
    fn play(proven: Option<ProvenAlive>) -> (Option<Termination>, Vec<bool>) {
        let mut game = Game::from_fen(FEN).unwrap();
        game.set_proven_alive(proven);
        let mut due = Vec::new();
        for san in MOVES {
            if game.play_san(san).is_err() {
                break;
            }
            due.push(game.dead_test_due());
        }
        (game.outcome().map(|ended| ended.reason), due)
    }

    #[test]
    fn positions_proven_alive_are_not_tested_but_for_the_start_of_their_stretch() {
        assert_eq!(
            play(None),
            (Some(Termination::DeadPosition), vec![true, true, true])
        );
        // Proven through the position after Ka7: only Qb7+ is tested.
        let proven = ProvenAlive {
            through: 2,
            start: 0,
        };
        assert_eq!(
            play(Some(proven)),
            (Some(Termination::DeadPosition), vec![false, false, true])
        );
        // A stretch that starts after Qb1+ keeps its full test.
        let proven = ProvenAlive {
            through: 2,
            start: 1,
        };
        assert_eq!(play(Some(proven)).1, [true, false, true]);
        // Claimed through the dead position, it is not tested, and the game
        // goes on to the capture that leaves two bare kings.
        let proven = ProvenAlive {
            through: 3,
            start: 0,
        };
        assert_eq!(
            play(Some(proven)),
            (
                Some(Termination::InsufficientMaterial),
                vec![false, false, false, true]
            )
        );
    }
}
