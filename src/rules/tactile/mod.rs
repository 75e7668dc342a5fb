//! The tactile board model: a finger on the blind player's board (Appendix E.1).
//!
//! A [`TactileBoard`] holds the cursor (the finger) and the side the player
//! sits on (the perspective). Every move of the cursor is relative to that
//! seat: from White's side [`Direction::Up`] goes towards rank 8 and
//! [`Direction::Left`] towards the a-file; from Black's side "up" goes
//! towards rank 1 and "left" towards the h-file (the player's own left).
//!
//! Each move of the cursor returns an [`Outcome`] for the front end to voice
//! or sound: where the cursor went, that it met the edge (and stayed), that
//! it wrapped around, or that nothing was found. What a square feels like is
//! a [`Feel`] (see [`feel`]); scanning lines, the squares around the cursor,
//! knight moves and legal moves are in [`scan`].
//!
//! Everything here is a pure function of the cursor, the perspective, the
//! position and the last move: no I/O, no time.
//!
//! ```
//! use shakmaty::{Color, Square};
//! use tactus::rules::tactile::{Direction, Outcome, TactileBoard};
//!
//! let mut finger = TactileBoard::with_cursor(Color::Black, Square::E7);
//! assert_eq!(finger.step(Direction::Up), Outcome::Moved(Square::E6));
//! assert_eq!(finger.step(Direction::Left), Outcome::Moved(Square::F6));
//! ```

pub mod feel;
pub mod scan;

pub use feel::{Attackers, Feel};
pub use scan::{Ray, Reach};

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{Board, CastlingMode, Color, File, Move, Rank, Role, Square};

/// A direction on the board as the player sees it from his seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// Away from the player, towards the opponent.
    Up,
    /// Towards the player.
    Down,
    /// The player's left.
    Left,
    /// The player's right.
    Right,
    /// Up and to the left.
    UpLeft,
    /// Up and to the right.
    UpRight,
    /// Down and to the left.
    DownLeft,
    /// Down and to the right.
    DownRight,
}

impl Direction {
    /// All eight directions, clockwise from [`Direction::Up`].
    pub const ALL: [Direction; 8] = [
        Direction::Up,
        Direction::UpRight,
        Direction::Right,
        Direction::DownRight,
        Direction::Down,
        Direction::DownLeft,
        Direction::Left,
        Direction::UpLeft,
    ];

    /// The four line directions (ranks and files), clockwise from up.
    pub const LINES: [Direction; 4] = [
        Direction::Up,
        Direction::Right,
        Direction::Down,
        Direction::Left,
    ];

    /// The four diagonal directions, clockwise from up-right.
    pub const DIAGONALS: [Direction; 4] = [
        Direction::UpRight,
        Direction::DownRight,
        Direction::DownLeft,
        Direction::UpLeft,
    ];

    /// The step as (files, ranks) seen from White's side.
    fn white_delta(self) -> (i32, i32) {
        match self {
            Direction::Up => (0, 1),
            Direction::Down => (0, -1),
            Direction::Left => (-1, 0),
            Direction::Right => (1, 0),
            Direction::UpLeft => (-1, 1),
            Direction::UpRight => (1, 1),
            Direction::DownLeft => (-1, -1),
            Direction::DownRight => (1, -1),
        }
    }

    /// The step as (files, ranks) on the board for a player sitting on `perspective`'s side.
    pub fn delta(self, perspective: Color) -> (i32, i32) {
        let (df, dr) = self.white_delta();
        perspective.fold_wb((df, dr), (-df, -dr))
    }

    /// The neighbouring square in this direction, or `None` past the edge.
    pub fn from_square(self, square: Square, perspective: Color) -> Option<Square> {
        let (df, dr) = self.delta(perspective);
        offset(square, df, dr)
    }
}

/// The square `df` files and `dr` ranks away, or `None` off the board.
pub(crate) fn offset(square: Square, df: i32, dr: i32) -> Option<Square> {
    let file = square.file().offset(df)?;
    let rank = square.rank().offset(dr)?;
    Some(Square::from_coords(file, rank))
}

/// What came of a move of the cursor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The cursor is now on this square.
    Moved(Square),
    /// The step would leave the board: the cursor stays (an edge sound).
    Edge,
    /// Nothing to go to (no such piece, no last move): the cursor stays.
    NotFound,
    /// The search went past the end of its list and started again: the cursor is now here.
    Wrapped(Square),
}

/// In which order "next piece of a kind" visits the pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PieceOrder {
    /// The player's own pieces first, then the opponent's, each in seat order.
    #[default]
    YoursFirst,
    /// Both colours together in seat order (as lichess's blind mode does).
    Mixed,
}

/// The 64 squares in seat order: the player's near rank first, each rank
/// from his left to his right (a1, b1 … h8 for White; h8, g8 … a1 for Black).
pub fn seat_order(perspective: Color) -> impl Iterator<Item = Square> {
    let white = perspective == Color::White;
    let mut squares = Square::ALL;
    if !white {
        squares.reverse();
    }
    squares.into_iter()
}

/// The position of `square` in [`seat_order`].
fn seat_index(square: Square, perspective: Color) -> u32 {
    let i = u32::from(square);
    perspective.fold_wb(i, 63 - i)
}

/// The finger on the tactile board: the cursor square and the player's seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TactileBoard {
    cursor: Square,
    perspective: Color,
    order: PieceOrder,
}

impl TactileBoard {
    /// A finger for a player sitting on `perspective`'s side, on e4 (as lichess starts).
    pub fn new(perspective: Color) -> TactileBoard {
        TactileBoard::with_cursor(perspective, Square::E4)
    }

    /// A finger on `cursor` for a player sitting on `perspective`'s side.
    pub fn with_cursor(perspective: Color, cursor: Square) -> TactileBoard {
        TactileBoard {
            cursor,
            perspective,
            order: PieceOrder::default(),
        }
    }

    /// The square under the finger.
    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The side the player sits on.
    pub fn perspective(&self) -> Color {
        self.perspective
    }

    /// The order of "next piece of a kind".
    pub fn piece_order(&self) -> PieceOrder {
        self.order
    }

    /// Sets the order of "next piece of a kind".
    pub fn set_piece_order(&mut self, order: PieceOrder) {
        self.order = order;
    }

    /// Puts the finger on `square` (a click, a typed square).
    pub fn set_cursor(&mut self, square: Square) -> Outcome {
        self.cursor = square;
        Outcome::Moved(square)
    }

    /// Sits the player on the other side; the cursor stays on its square.
    pub fn flip(&mut self) {
        self.perspective = !self.perspective;
    }

    /// One step in `direction`; at the edge the cursor stays and [`Outcome::Edge`] is returned.
    pub fn step(&mut self, direction: Direction) -> Outcome {
        match direction.from_square(self.cursor, self.perspective) {
            Some(square) => self.set_cursor(square),
            None => Outcome::Edge,
        }
    }

    /// Jumps to `rank`, keeping the file.
    pub fn jump_rank(&mut self, rank: Rank) -> Outcome {
        self.set_cursor(Square::from_coords(self.cursor.file(), rank))
    }

    /// Jumps to `file`, keeping the rank.
    pub fn jump_file(&mut self, file: File) -> Outcome {
        self.set_cursor(Square::from_coords(file, self.cursor.rank()))
    }

    /// The squares of the pieces of kind `role`, in the order of [`TactileBoard::piece_order`].
    pub fn pieces_in_order(&self, board: &Board, role: Role) -> Vec<Square> {
        let of_role = board.by_role(role);
        let mine = of_role & board.by_color(self.perspective);
        let mut squares: Vec<Square> = match self.order {
            PieceOrder::Mixed => seat_order(self.perspective)
                .filter(|&s| of_role.contains(s))
                .collect(),
            PieceOrder::YoursFirst => {
                let theirs = of_role & board.by_color(!self.perspective);
                let mut v: Vec<Square> = seat_order(self.perspective)
                    .filter(|&s| mine.contains(s))
                    .collect();
                v.extend(seat_order(self.perspective).filter(|&s| theirs.contains(s)));
                v
            }
        };
        squares.dedup();
        squares
    }

    /// Jumps to the next (or, `backwards`, the previous) piece of kind `role`.
    ///
    /// The pieces are visited in [`TactileBoard::pieces_in_order`]. From one
    /// of them the search goes to its neighbour in that list, and past either
    /// end it starts again at the other ([`Outcome::Wrapped`]). From any other
    /// square: in [`PieceOrder::Mixed`] the search starts at the cursor's place
    /// in seat order (wrapping likewise); in [`PieceOrder::YoursFirst`] it
    /// starts at the first piece (the last when going backwards). No piece of
    /// that kind at all gives [`Outcome::NotFound`].
    pub fn next_piece(&mut self, board: &Board, role: Role, backwards: bool) -> Outcome {
        let list = self.pieces_in_order(board, role);
        self.next_in(&list, backwards)
    }

    /// The squares of the player's own pieces of every kind (those of the
    /// colour seen from, [`TactileBoard::perspective`]), in seat order.
    pub fn own_pieces_in_order(&self, board: &Board) -> Vec<Square> {
        let mine = board.by_color(self.perspective);
        seat_order(self.perspective)
            .filter(|&s| mine.contains(s))
            .collect()
    }

    /// Jumps to the next (or, `backwards`, the previous) of the player's own
    /// pieces, of any kind, in seat order ([`TactileBoard::own_pieces_in_order`]).
    /// From a square without an own piece the search starts at the cursor's
    /// place in seat order; past either end it wraps ([`Outcome::Wrapped`]).
    pub fn next_own_piece(&mut self, board: &Board, backwards: bool) -> Outcome {
        let list = self.own_pieces_in_order(board);
        let order = std::mem::replace(&mut self.order, PieceOrder::Mixed);
        let outcome = self.next_in(&list, backwards);
        self.order = order;
        outcome
    }

    /// The step of [`TactileBoard::next_piece`] through any list in seat order.
    fn next_in(&mut self, list: &[Square], backwards: bool) -> Outcome {
        let (Some(&first), Some(&last)) = (list.first(), list.last()) else {
            return Outcome::NotFound;
        };
        let (target, wrapped) = match list.iter().position(|&s| s == self.cursor) {
            Some(i) if backwards => match i.checked_sub(1) {
                Some(j) => (list[j], false),
                None => (last, true),
            },
            Some(i) => match list.get(i + 1) {
                Some(&s) => (s, false),
                None => (first, true),
            },
            None => match self.order {
                PieceOrder::YoursFirst => (if backwards { last } else { first }, false),
                PieceOrder::Mixed => {
                    let here = seat_index(self.cursor, self.perspective);
                    let found = if backwards {
                        list.iter()
                            .rev()
                            .find(|&&s| seat_index(s, self.perspective) < here)
                    } else {
                        list.iter()
                            .find(|&&s| seat_index(s, self.perspective) > here)
                    };
                    match found {
                        Some(&s) => (s, false),
                        None => (if backwards { last } else { first }, true),
                    }
                }
            },
        };
        self.cursor = target;
        if wrapped {
            Outcome::Wrapped(target)
        } else {
            Outcome::Moved(target)
        }
    }

    /// Returns to the last move's squares: its from-square, then (pressed
    /// again, with the cursor on the from-square) its to-square, and so on in
    /// turn. A castling goes to the king's squares (e1, then g1); a move
    /// without a from-square goes to its to-square. No last move gives
    /// [`Outcome::NotFound`].
    pub fn to_last_move(&mut self, last: Option<&Move>) -> Outcome {
        let Some((from, to)) = last.and_then(move_squares) else {
            return Outcome::NotFound;
        };
        let target = match from {
            Some(from) if self.cursor != from => from,
            _ => to,
        };
        self.set_cursor(target)
    }
}

/// A move's from-square (if any) and to-square, castling as the king's squares.
pub fn move_squares(m: &Move) -> Option<(Option<Square>, Square)> {
    match m.to_uci(CastlingMode::Standard) {
        UciMove::Normal { from, to, .. } => Some((Some(from), to)),
        UciMove::Put { to, .. } => Some((None, to)),
        UciMove::Null => None,
    }
}
