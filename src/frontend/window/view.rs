//! What the window shows, taken from the session: a plain value the
//! renderer draws, and the seam for an accessibility tree (64 cells with
//! their pieces, the cursor, the marks, the clocks).

use shakmaty::{Board, ByColor, Color, Position, Square, san::San};

use crate::rules::{
    Millis,
    procedure::Stage,
    tactile::{move_squares, scan::legal_targets_from},
};
use crate::session::Session;

/// Everything the renderer needs, and nothing it must compute from rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The pieces as they stand on the player's board: a placed piece
    /// already stands on its new square, though the move is not yet made.
    pub board: Board,
    /// The side the player sits on (the bottom of the picture).
    pub perspective: Color,
    /// The finger.
    pub cursor: Square,
    /// The lifted piece's square.
    pub lifted: Option<Square>,
    /// Where the lifted piece may go.
    pub targets: Vec<Square>,
    /// The last move's from- and to-square.
    pub last_move: Option<(Option<Square>, Square)>,
    /// The last move in SAN, with its number ("12… Nf6").
    pub last_move_text: Option<String>,
    /// Both clocks.
    pub clocks: ByColor<Millis>,
    /// The clock running, if one is.
    pub running: Option<Color>,
    /// Who has the move.
    pub turn: Color,
    /// The last thing said, shown under the clocks.
    pub status: String,
}

impl BoardView {
    /// The view of `session` at `now`, with the last thing said.
    pub fn of(session: &Session, now: Millis, status: &str) -> BoardView {
        let game = session.game();
        let pos = game.position();
        let mut board = pos.board().clone();
        if let Stage::Placed(mv) = session.procedure().stage() {
            let mut after = pos.clone();
            after.play_unchecked(*mv);
            board = after.board().clone();
        }
        let tactile = session.tactile();
        let lifted = session.held_square();
        let targets = match session.procedure().stage() {
            Stage::Lifted(at) => legal_targets_from(pos, at.square, tactile.perspective()),
            _ => Vec::new(),
        };
        let last = game.moves().last();
        let last_move_text = last.and_then(|mv| {
            let before = game.position_at(game.ply_count().checked_sub(1)?)?;
            let san = San::from_move(before, *mv);
            let n = before.fullmoves().get();
            let dots = before.turn().fold_wb(".", "…");
            Some(format!("{n}{dots} {san}"))
        });
        BoardView {
            board,
            perspective: tactile.perspective(),
            cursor: tactile.cursor(),
            lifted,
            targets,
            last_move: last.and_then(move_squares),
            last_move_text,
            clocks: session.clock().readings(now),
            running: session.clock().running(),
            turn: pos.turn(),
            status: status.to_owned(),
        }
    }

    /// The cell (column, row) from the top-left corner of the picture at
    /// which `square` is drawn, seen from the player's side.
    pub fn cell(&self, square: Square) -> (u32, u32) {
        let (f, r) = (u32::from(square.file()), u32::from(square.rank()));
        match self.perspective {
            Color::White => (f, 7 - r),
            Color::Black => (7 - f, r),
        }
    }
}

/// A clock reading as a clock face shows it: "1:05:09", "14:59", "0:09".
pub fn clock_face(ms: Millis) -> String {
    let s = ms / 1000;
    let (h, m, s) = (s / 3600, s % 3600 / 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_faces() {
        assert_eq!(clock_face(899_400), "14:59");
        assert_eq!(clock_face(9_999), "0:09");
        assert_eq!(clock_face(3_909_000), "1:05:09");
    }
}
