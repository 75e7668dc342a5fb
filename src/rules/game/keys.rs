//! The Zobrist key of a position, as repetition counts positions (without
//! the en passant square), and worked out move by move from the key before
//! it.

use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, File, Move, Position, Rank,
    Role, Square,
    zobrist::{Zobrist64, ZobristValue},
};

/// The Zobrist key of a position: side to move, pieces and castling
/// rights, without the en passant square. Positions that are the same in
/// FIDE's sense have equal keys;
/// [`same_position`](super::repetition::same_position) tells the rest
/// apart.
pub(super) fn key_of(pos: &Chess) -> Zobrist64 {
    let mut key: Zobrist64 = pos.zobrist_hash(EnPassantMode::Always);
    if let Some(sq) = pos.maybe_ep_square() {
        key ^= Zobrist64::zobrist_for_en_passant_file(sq.file());
    }
    key
}

/// The part of the key for the castling rights whose rooks stand on
/// `rooks`. In standard chess (not Chess960) a castling right's rook is on
/// its corner: a1 or a8 for the long castling, h1 or h8 for the short.
fn castling_key(rooks: Bitboard) -> Zobrist64 {
    let mut key = Zobrist64::default();
    for sq in rooks {
        let color = Color::from_white(sq.rank() == Rank::First);
        let side = CastlingSide::from_queen_side(sq.file() == File::A);
        key ^= Zobrist64::zobrist_for_castling_right(color, side);
    }
    key
}

/// The key of a position reached by a legal move, worked out from the key
/// of the position before it without hashing the whole board: what
/// [`KeyStep::before`] takes from the position before the move, and
/// [`KeyStep::after`] finishes on the position after it.
pub(super) struct KeyStep {
    /// The key before the move, with the pieces moved and the turn passed.
    key: Zobrist64,
    /// The rooks of the castling rights before the move.
    rights: Bitboard,
    /// `Move::Put` or Chess960 castling rights: hash the position afresh.
    afresh: bool,
}

impl KeyStep {
    pub(super) fn before(prev: &Chess, current: Zobrist64, m: Move) -> KeyStep {
        let us = prev.turn();
        let them = !us;
        let mut key = current ^ Zobrist64::zobrist_for_white_turn();
        match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                key ^= Zobrist64::zobrist_for_piece(from, role.of(us));
                key ^= Zobrist64::zobrist_for_piece(to, promotion.unwrap_or(role).of(us));
                if let Some(captured) = capture {
                    key ^= Zobrist64::zobrist_for_piece(to, captured.of(them));
                }
            }
            Move::EnPassant { from, to } => {
                let pawn = Role::Pawn.of(us);
                key ^= Zobrist64::zobrist_for_piece(from, pawn);
                key ^= Zobrist64::zobrist_for_piece(to, pawn);
                key ^= Zobrist64::zobrist_for_piece(
                    Square::from_coords(to.file(), from.rank()),
                    Role::Pawn.of(them),
                );
            }
            Move::Castle { king, rook } => {
                let side = CastlingSide::from_queen_side(rook < king);
                let (k, r) = (Role::King.of(us), Role::Rook.of(us));
                key ^= Zobrist64::zobrist_for_piece(king, k);
                key ^= Zobrist64::zobrist_for_piece(rook, r);
                key ^= Zobrist64::zobrist_for_piece(side.king_to(us), k);
                key ^= Zobrist64::zobrist_for_piece(side.rook_to(us), r);
            }
            Move::Put { .. } => {}
        }
        KeyStep {
            key,
            rights: prev.castles().castling_rights(),
            afresh: matches!(m, Move::Put { .. })
                || prev.castles().mode() != CastlingMode::Standard,
        }
    }

    /// The key of `next`, the position after the move: always equal to
    /// [`key_of`]`(next)`.
    pub(super) fn after(self, next: &Chess) -> Zobrist64 {
        if self.afresh {
            return key_of(next);
        }
        let mut key = self.key;
        // In standard chess a right and its rook's corner come and go
        // together.
        key ^= castling_key(self.rights ^ next.castles().castling_rights());
        debug_assert_eq!(key, key_of(next));
        key
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Along random games, every legal move of every position gives the key
    /// that the whole position gives.
    #[test]
    fn keys_follow_every_move() {
        let mut rng = crate::rules::test_rng::TestRng::new(0x9e37_79b9_7f4a_7c15);
        let mut tried = 0;
        for _ in 0..300 {
            let mut pos = Chess::default();
            for _ in 0..200 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let key = key_of(&pos);
                for &m in &moves {
                    let step = KeyStep::before(&pos, key, m);
                    let mut after = pos.clone();
                    after.play_unchecked(m);
                    assert_eq!(step.after(&after), key_of(&after), "{m:?}");
                    tried += 1;
                }
                pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        assert!(tried > 100_000);
    }
}
