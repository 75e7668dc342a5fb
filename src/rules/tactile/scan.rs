//! Scanning the board from the finger: lines, diagonals, the squares around,
//! knight moves, what a piece attacks and its legal moves.
//!
//! Every list comes in a documented order and holds [`Feel`]s (facts), so a
//! front end can say "up-right: f5 empty, g6 black pawn" in any style.

use super::{Direction, Feel, TactileBoard, move_squares, offset, seat_index};
use shakmaty::{Board, Chess, Move, Position, Square, attacks};

/// How far a scan goes along each direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Reach {
    /// Up to and including the first piece (what a finger sliding along meets).
    #[default]
    FirstPiece,
    /// To the edge of the board.
    Edge,
}

/// The squares met going one way from the cursor (the cursor not included),
/// nearest first.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Ray {
    /// The way, as the player sees it.
    pub direction: Direction,
    /// The squares, nearest first.
    pub squares: Vec<Feel>,
}

/// The knight's jumps as (right, up) steps from the player's seat, clockwise
/// from "two up, one right".
const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

impl TactileBoard {
    /// The squares from the cursor outwards in each of `directions`, in the
    /// order given. A direction that leaves the board at once is left out.
    pub fn rays(&self, board: &Board, directions: &[Direction], reach: Reach) -> Vec<Ray> {
        directions
            .iter()
            .filter_map(|&direction| {
                let mut squares = Vec::new();
                let mut at = self.cursor();
                while let Some(next) = direction.from_square(at, self.perspective()) {
                    let feel = Feel::of(board, next);
                    squares.push(feel);
                    if reach == Reach::FirstPiece && feel.is_occupied() {
                        break;
                    }
                    at = next;
                }
                (!squares.is_empty()).then_some(Ray { direction, squares })
            })
            .collect()
    }

    /// The diagonals from the cursor (lichess `x`): up-right, down-right,
    /// down-left, up-left.
    pub fn scan_diagonals(&self, board: &Board, reach: Reach) -> Vec<Ray> {
        self.rays(board, &Direction::DIAGONALS, reach)
    }

    /// The rank and file from the cursor (lichess Alt+`x`): up, right, down, left.
    pub fn scan_lines(&self, board: &Board, reach: Reach) -> Vec<Ray> {
        self.rays(board, &Direction::LINES, reach)
    }

    /// The cursor's whole rank, from the player's left to his right.
    pub fn scan_rank(&self, board: &Board) -> Vec<Feel> {
        let rank = self.cursor().rank();
        let mut squares: Vec<Square> = Square::ALL
            .into_iter()
            .filter(|s| s.rank() == rank)
            .collect();
        squares.sort_by_key(|&s| seat_index(s, self.perspective()));
        squares.into_iter().map(|s| Feel::of(board, s)).collect()
    }

    /// The cursor's whole file, from the player's near edge to the far one.
    pub fn scan_file(&self, board: &Board) -> Vec<Feel> {
        let file = self.cursor().file();
        let mut squares: Vec<Square> = Square::ALL
            .into_iter()
            .filter(|s| s.file() == file)
            .collect();
        squares.sort_by_key(|&s| seat_index(s, self.perspective()));
        squares.into_iter().map(|s| Feel::of(board, s)).collect()
    }

    /// The squares around the cursor, clockwise from up; those off the board
    /// are left out.
    pub fn scan_around(&self, board: &Board) -> Vec<(Direction, Feel)> {
        Direction::ALL
            .into_iter()
            .filter_map(|d| {
                let s = d.from_square(self.cursor(), self.perspective())?;
                Some((d, Feel::of(board, s)))
            })
            .collect()
    }

    /// The squares a knight on the cursor square could jump to (WinBoard
    /// Alt+N), clockwise from "two up, one right" as the player sees it.
    pub fn knight_squares(&self, board: &Board) -> Vec<Feel> {
        let (sign_f, sign_r) = self.perspective().fold_wb((1, 1), (-1, -1));
        KNIGHT_STEPS
            .into_iter()
            .filter_map(|(right, up)| offset(self.cursor(), right * sign_f, up * sign_r))
            .map(|s| Feel::of(board, s))
            .collect()
    }

    /// The squares the piece on the cursor square attacks (WinBoard Alt+A),
    /// in seat order; empty when no piece stands there.
    pub fn attacked_squares(&self, board: &Board) -> Vec<Feel> {
        let Some(piece) = board.piece_at(self.cursor()) else {
            return Vec::new();
        };
        let targets = attacks::attacks(self.cursor(), piece, board.occupied());
        let mut squares: Vec<Square> = targets.into_iter().collect();
        squares.sort_by_key(|&s| seat_index(s, self.perspective()));
        squares.into_iter().map(|s| Feel::of(board, s)).collect()
    }

    /// The legal moves of the piece on the cursor square (lichess `m`).
    /// See [`legal_moves_from`].
    pub fn legal_moves_here(&self, pos: &Chess) -> Vec<Move> {
        legal_moves_from(pos, self.cursor(), self.perspective())
    }

    /// The target squares of the piece on the cursor square.
    /// See [`legal_targets_from`].
    pub fn legal_targets_here(&self, pos: &Chess) -> Vec<Square> {
        legal_targets_from(pos, self.cursor(), self.perspective())
    }
}

/// The legal moves of the piece on `from`, ordered by target square in seat
/// order for a player on `perspective`'s side (promotions in shakmaty's
/// order). Empty when the square is empty or its piece is not of the side
/// that has the move. Castling is one move, listed at the king's target.
pub fn legal_moves_from(pos: &Chess, from: Square, perspective: shakmaty::Color) -> Vec<Move> {
    let mut moves: Vec<(u32, Move)> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|m| {
            let (f, to) = move_squares(&m)?;
            (f == Some(from)).then(|| (seat_index(to, perspective), m))
        })
        .collect();
    moves.sort_by_key(|(k, _)| *k);
    moves.into_iter().map(|(_, m)| m).collect()
}

/// The distinct target squares of [`legal_moves_from`], in seat order.
pub fn legal_targets_from(pos: &Chess, from: Square, perspective: shakmaty::Color) -> Vec<Square> {
    let mut targets: Vec<Square> = legal_moves_from(pos, from, perspective)
        .iter()
        .filter_map(|m| move_squares(m).map(|(_, to)| to))
        .collect();
    targets.dedup();
    targets
}
