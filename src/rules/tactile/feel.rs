//! What a finger feels on a square of the tactile board (Appendix E.1).
//!
//! On the special board the dark squares are slightly raised and the black
//! pieces are specially marked; a [`Feel`] carries those facts, the piece,
//! and optionally which pieces of each side attack the square. Words for
//! them are made elsewhere (`notation::render`).

use shakmaty::{Bitboard, Board, Color, Piece, Square};

/// Which pieces of each side attack a square.
///
/// These are the pieces that could capture on the square were an enemy piece
/// there (pins and checks are not considered, as a player counts them over
/// the board); for an occupied square the pieces of its own colour are its
/// defenders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Attackers {
    /// White's pieces that attack the square.
    pub white: Bitboard,
    /// Black's pieces that attack the square.
    pub black: Bitboard,
}

impl Attackers {
    /// The pieces attacking `square` on `board`, for both sides.
    pub fn of(board: &Board, square: Square) -> Attackers {
        let occupied = board.occupied();
        Attackers {
            white: board.attacks_to(square, Color::White, occupied),
            black: board.attacks_to(square, Color::Black, occupied),
        }
    }

    /// The pieces of `color` attacking the square.
    pub fn by(&self, color: Color) -> Bitboard {
        color.fold_wb(self.white, self.black)
    }
}

/// What the finger feels on one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Feel {
    /// The square.
    pub square: Square,
    /// Whether the square is dark, i.e. raised on the tactile board.
    pub dark: bool,
    /// The piece in the square's hole; black pieces are the marked ones.
    pub piece: Option<Piece>,
    /// Which pieces attack the square, when asked for.
    pub attackers: Option<Attackers>,
}

impl Feel {
    /// What `square` feels like on `board`, without attackers.
    pub fn of(board: &Board, square: Square) -> Feel {
        Feel {
            square,
            dark: square.is_dark(),
            piece: board.piece_at(square),
            attackers: None,
        }
    }

    /// What `square` feels like on `board`, with the attackers of each side.
    pub fn with_attackers(board: &Board, square: Square) -> Feel {
        Feel {
            attackers: Some(Attackers::of(board, square)),
            ..Feel::of(board, square)
        }
    }

    /// Whether a piece stands here.
    pub fn is_occupied(&self) -> bool {
        self.piece.is_some()
    }

    /// Whether the piece here is marked (black), as a finger tells it.
    pub fn is_marked(&self) -> bool {
        self.piece.is_some_and(|p| p.color == Color::Black)
    }

    /// The enemy pieces attacking the piece here (`None` for an empty square
    /// or when attackers were not asked for).
    pub fn threats(&self) -> Option<Bitboard> {
        let piece = self.piece?;
        Some(self.attackers?.by(!piece.color))
    }

    /// The pieces of its own side defending the piece here (`None` for an
    /// empty square or when attackers were not asked for).
    pub fn defenders(&self) -> Option<Bitboard> {
        let piece = self.piece?;
        Some(self.attackers?.by(piece.color))
    }
}
