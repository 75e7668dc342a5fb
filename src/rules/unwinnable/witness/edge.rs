//! The walk's plan against a bare king, where the mating player has a
//! queen or a rook.

use shakmaty::{Bitboard, Chess, Color, Move, Position, Role, Square};

use super::{coords, edge_distance, nearer, steps};

/// The plan against a bare king, where the mating player has a queen or a
/// rook. The bare king goes to the edge, and there steps along it to the
/// square facing the mating king two squares out (opposition); the mating
/// king comes to a knight's move from it, two squares out and one along,
/// and waits there while a queen or rook takes a square from which it can
/// check along that edge from afar. When the bare king steps into the
/// opposition, that check mates: the mating king guards the three squares
/// in front, the check the edge. Greedy moves towards the other king, as
/// elsewhere, circle a bare king without ever checking it on the edge: the
/// search had to find eight in ten of these checkmates in Stockfish's games.
pub(super) struct EdgeMate;

/// Where the bare king stands: its square, and the edge it stands on, if
/// any (a rank before a file in a corner).
#[derive(Clone, Copy)]
struct Edge {
    king: Square,
    /// Whether the edge is a rank (the first or the eighth).
    rank: bool,
    /// One step from the edge inwards, in files or ranks.
    inward: i32,
}

impl Edge {
    /// The edge a king on `king` stands on, if any.
    fn of(king: Square) -> Option<Edge> {
        let (file, rank) = coords(king);
        let inward = |at: i32| if at == 0 { 1 } else { -1 };
        if rank == 0 || rank == 7 {
            Some(Edge {
                king,
                rank: true,
                inward: inward(rank),
            })
        } else if file == 0 || file == 7 {
            Some(Edge {
                king,
                rank: false,
                inward: inward(file),
            })
        } else {
            None
        }
    }

    /// Squares `sq` stands from the bare king along the edge and out from
    /// it.
    fn offsets(self, sq: Square) -> (i32, i32) {
        let (along, out) = coords(sq);
        let (king_along, king_out) = coords(self.king);
        let (along, out, king_along, king_out) = if self.rank {
            (along, out, king_along, king_out)
        } else {
            (out, along, king_out, king_along)
        };
        ((along - king_along).abs(), (out - king_out) * self.inward)
    }
}

impl EdgeMate {
    /// The plan for `side` to checkmate in `pos`, where it applies: the
    /// other player has only a king, and `side` a queen or a rook.
    pub(super) fn plan(pos: &Chess, side: Color) -> Option<EdgeMate> {
        let board = pos.board();
        let king = board.king_of(!side)?;
        let heavy = board.by_color(side) & (board.queens() | board.rooks());
        (board.by_color(!side) == Bitboard::from(king) && !heavy.is_empty()).then_some(EdgeMate)
    }

    /// A move of the mating player, the bare king on `king` and the own
    /// on `own`: the king to a knight's move from the bare king on the
    /// edge (towards it while it is not there), pawns forward, the other
    /// pieces away from the bare king and to where they can check along
    /// the edge from afar, moved only when the king has no better move.
    pub(super) fn mating_score(&self, m: Move, king: Square, own: Square) -> i32 {
        let edge = Edge::of(king);
        match m.role() {
            Role::King => {
                let Some(edge) = edge else {
                    return 2 * nearer(m, king);
                };
                let at = |sq: Square| {
                    let (along, out) = edge.offsets(sq);
                    (along - 1).abs().max((out - 2).abs())
                };
                m.from().map_or(0, |from| 2 * (at(from) - at(m.to())))
            }
            Role::Pawn => {
                1 + if m.promotion() == Some(Role::Queen) {
                    5
                } else {
                    0
                }
            }
            _ => {
                let mut score = -1;
                if m.from().is_some_and(|from| steps(from, king) <= 1) {
                    score += 4;
                }
                if steps(m.to(), king) <= 1 {
                    score -= 4;
                }
                if let (Some(edge), Some(from)) = (edge, m.from()) {
                    // Off the edge, and two files (or ranks) from both
                    // kings: from there it checks along the edge without
                    // guarding the square the bare king is to step to.
                    let ready = |sq: Square| {
                        let (along, out) = edge.offsets(sq);
                        let (along_own, _) = Edge { king: own, ..edge }.offsets(sq);
                        i32::from(out > 0 && along >= 2 && along_own >= 2)
                    };
                    score += 4 * (ready(m.to()) - ready(from));
                }
                score
            }
        }
    }

    /// A move of the bare king, the mating king on `mating`: to the edge,
    /// then along it to face the mating king.
    pub(super) fn defending_score(&self, m: Move, mating: Square) -> i32 {
        let to = m.to();
        let mut score = -8 * edge_distance(to) - steps(to, mating);
        if let Some(edge) = Edge::of(to) {
            score -= 2 * Edge {
                king: mating,
                ..edge
            }
            .offsets(to)
            .0;
        }
        if m.is_capture() {
            score -= 20;
        }
        score
    }
}
