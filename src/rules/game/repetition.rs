//! Repetition of positions (Art. 9.2): how often a position has appeared,
//! found by its key and checked in full, and whether it has five times.

use shakmaty::{Chess, EnPassantMode, Position, zobrist::Zobrist64};

use super::Game;

impl Game {
    /// How many times the position after `ply` half-moves has appeared up to
    /// and including that ply.
    pub fn repetitions_at(&self, ply: usize) -> usize {
        match self.position_at(ply) {
            Some(pos) => 1 + self.earlier_occurrences(ply, pos, self.keys[ply]),
            None => 0,
        }
    }

    /// How many times the position on the board has appeared, this time included.
    pub fn repetitions(&self) -> usize {
        self.repetitions_at(self.moves.len())
    }

    /// Whether the position on the board has appeared five times. Equal
    /// positions have equal keys, so the positions are compared only when
    /// the key has appeared five times.
    pub(super) fn is_fivefold(&self) -> bool {
        let ply = self.moves.len();
        // A position comes back four plies later at the soonest: each
        // player must move a piece away and back. Four earlier occurrences
        // since the last pawn move or capture need sixteen plies.
        let reach = (self.current.halfmoves() as usize).min(ply);
        if reach < 16 {
            return false;
        }
        let key = self.keys[ply];
        let same_keys = (4..=reach)
            .step_by(2)
            .filter(|&back| self.keys[ply - back] == key)
            .count();
        same_keys >= 4 && self.repetitions() >= 5
    }

    /// How often `pos` (with Zobrist key `key`, standing at index `ply`)
    /// appeared before `ply`. Only positions since the last pawn move or
    /// capture can be equal, and only those with the same side to move.
    pub(super) fn earlier_occurrences(&self, ply: usize, pos: &Chess, key: Zobrist64) -> usize {
        let reach = (pos.halfmoves() as usize).min(ply);
        let mut count = 0;
        let mut back = 2;
        while back <= reach {
            let i = ply - back;
            if self.keys[i] == key && same_position(&self.positions()[i], pos) {
                count += 1;
            }
            back += 2;
        }
        count
    }
}

/// The same position in FIDE's sense (Art. 9.2.3): same side to move, same
/// pieces on the same squares, same castling rights, same possible en
/// passant captures.
pub(super) fn same_position(a: &Chess, b: &Chess) -> bool {
    a.turn() == b.turn()
        && a.board() == b.board()
        && a.castles().castling_rights() == b.castles().castling_rights()
        && a.ep_square(EnPassantMode::Legal) == b.ep_square(EnPassantMode::Legal)
}
