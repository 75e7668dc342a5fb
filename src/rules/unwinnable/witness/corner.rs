//! The walk's plan where the mating player has bishops and knights only.

use shakmaty::{Chess, Color, Move, Position, Role, Square};

use super::{coords, nearer, steps};

/// The plan where the mating player has only a bishop or a knight and the
/// other player a king and a bishop or a knight, or the mating player a
/// bishop and a knight against a bare king. Such a checkmate needs a
/// corner: the king goes to it (a8, say), its piece beside it on the file
/// (a7), where it takes the king's last square; the mating king comes to
/// the square a knight's move away along the rank (c7), which guards the
/// two others (b7, b8). A bishop then checks along the long diagonal, or
/// a knight from b6; against a bare king, the knight guards a7 from b5 and
/// the bishop checks. The corner is one the mating bishop can check and the
/// other bishop can stand beside. Walking greedily, pieces that mate only
/// together never met: the search found all of these checkmates in
/// Stockfish's games, at up to 9 ms a position. The plan finds those with
/// a bishop on each side; a bare king against a bishop and a knight, and
/// a bishop against a knight or the other way round, it still leaves to
/// the search, whose dearest positions they are.
pub(super) struct CornerMate {
    /// The corner the king goes to.
    corner: Square,
    /// Where the king's own piece goes, beside it.
    blocker: Square,
    /// Where the mating king goes once the king is in its corner.
    post: Square,
    /// Where the mating king waits until then, out of the king's way.
    waiting: Square,
    /// Where the mating knight goes, if it has one.
    knight: Square,
}

/// The square `files` and `ranks` inwards from `corner`.
fn inward(corner: Square, files: i32, ranks: i32) -> Square {
    let (file, rank) = coords(corner);
    let step = |at: i32, by: i32| if at == 0 { by } else { 7 - by };
    let (file, rank) = (step(file, files), step(rank, ranks));
    Square::from_coords(
        shakmaty::File::new(file as u32),
        shakmaty::Rank::new(rank as u32),
    )
}

/// Whether `a` and `b` are squares of the same colour.
fn same_colour(a: Square, b: Square) -> bool {
    a.is_dark() == b.is_dark()
}

impl CornerMate {
    /// The plan for `side` to checkmate in `pos`, where it applies.
    pub(super) fn plan(pos: &Chess, side: Color) -> Option<CornerMate> {
        let board = pos.board();
        let minors = board.bishops() | board.knights();
        let ours = board.by_color(side);
        let theirs = board.by_color(!side);
        let kings = board.kings();
        // Nothing but kings, bishops and knights, at most one of them for
        // the other player.
        if !(ours & !kings & !minors).is_empty() || !(theirs & !kings & !minors).is_empty() {
            return None;
        }
        let our_bishop = (ours & board.bishops()).first();
        let our_knights = (ours & board.knights()).count();
        let their_pieces = (theirs & minors).count();
        let applies = match (our_bishop.is_some(), our_knights, their_pieces) {
            (true, 0, 1) | (false, 1, 1) => (ours & minors).count() == 1,
            (true, 1, 0) => (ours & board.bishops()).count() == 1,
            _ => false,
        };
        if !applies {
            return None;
        }
        let their_bishop = (theirs & board.bishops()).first();
        let king = board.king_of(!side)?;
        let corner = [Square::A1, Square::H1, Square::A8, Square::H8]
            .into_iter()
            .filter(|&corner| our_bishop.is_none_or(|b| same_colour(b, corner)))
            .filter(|&corner| their_bishop.is_none_or(|b| !same_colour(b, corner)))
            .min_by_key(|&corner| steps(corner, king))?;
        let knight = if their_pieces == 0 {
            inward(corner, 1, 3)
        } else {
            inward(corner, 3, 1)
        };
        Some(CornerMate {
            corner,
            blocker: inward(corner, 0, 1),
            post: inward(corner, 2, 1),
            waiting: inward(corner, 3, 3),
            knight,
        })
    }

    /// A move of the mating player, the other king on `king`; `checks`
    /// whether it gives check (a checkmate was looked for first): the king
    /// to where it waits, and to its post once the other king is in the
    /// corner; the knight to its square; pieces never beside the other
    /// king or in its corner, and no check that only chases it from there.
    pub(super) fn mating_score(&self, m: Move, king: Square, checks: bool) -> i32 {
        // A capture leaves a bare king, which one piece cannot checkmate.
        if checks || m.is_capture() {
            return -8;
        }
        let mut score = match m.role() {
            Role::King if king == self.corner => return 2 * nearer(m, self.post),
            Role::King => return 2 * nearer(m, self.waiting),
            Role::Knight => 2 * nearer(m, self.knight) - 1,
            _ => -1,
        };
        // The corner and the squares beside it are the king's.
        if steps(m.to(), self.corner) <= 1 {
            score -= 4;
        }
        if m.from().is_some_and(|from| steps(from, king) <= 1) {
            score += 4;
        }
        if steps(m.to(), king) <= 1 {
            score -= 4;
        }
        score
    }

    /// A move of the player to be checkmated, the mating king on `mating`;
    /// `checks` whether it gives check: the king to the corner, then the
    /// piece beside it; never a capture, a check that drives the mating
    /// king from its post, or the piece where that king takes it.
    pub(super) fn defending_score(&self, m: Move, mating: Square, checks: bool) -> i32 {
        if m.is_capture() || checks {
            return -20;
        }
        match m.role() {
            Role::King => 4 * nearer(m, self.corner),
            _ if steps(m.to(), mating) <= 1 => -8,
            _ => 2 * nearer(m, self.blocker) - 1,
        }
    }
}
