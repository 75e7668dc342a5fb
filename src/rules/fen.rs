//! A starting position from a FEN, and what is wrong with one that the
//! Laws cannot play on, as a fact a player's words can be made of: which
//! part of the text cannot be read, which side has no king or too many,
//! where a pawn stands on its first or last rank.
//!
//! ```
//! use shakmaty::Color;
//! use tactus::rules::fen::{FenFault, position};
//!
//! let err = position("4k3/8/8/8/8/8/8/2K1K3 w - - 0 1").unwrap_err();
//! assert_eq!(err.fault, FenFault::TooManyKings { side: Color::White, kings: 2 });
//! assert!(position("4k3/8/8/8/8/8/8/4K3 w - - 0 1").is_ok());
//! ```

use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, PositionError, PositionErrorKinds, Rank, Role, Square,
    fen::{Fen, ParseFenError},
};

/// A starting position that could not be set up: the FEN as given and
/// what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad FEN \"{fen}\": {fault}")]
pub struct FenError {
    /// The FEN as given.
    pub fen: String,
    /// What is wrong with it.
    pub fault: FenFault,
}

/// The part of a FEN's text that cannot be read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FenPart {
    /// The text as a whole (too few or too many fields, or nothing).
    Whole,
    /// The board: eight ranks from the 8th to the 1st, divided by `/`.
    Board,
    /// The side to move: `w` or `b`.
    Turn,
    /// The castling rights: `KQkq`, some of them, or `-`.
    Castling,
    /// The en passant square: a square such as `e3`, or `-`.
    EnPassant,
    /// The half-moves since the last capture or pawn move.
    HalfmoveClock,
    /// The move number.
    Fullmoves,
}

/// What is wrong with a FEN, the first thing a player would be told.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenFault {
    /// A part of the text cannot be read.
    #[error("its {0:?} part cannot be read")]
    Unreadable(FenPart),
    /// No piece stands on the board.
    #[error("the board is empty")]
    EmptyBoard,
    /// A side has no king.
    #[error("{0:?} has no king")]
    NoKing(Color),
    /// A side has more than one king.
    #[error("{side:?} has {kings} kings")]
    TooManyKings {
        /// The side.
        side: Color,
        /// How many kings it has.
        kings: u32,
    },
    /// A pawn stands on the first or the last rank.
    #[error("a pawn stands on {0}")]
    PawnOnBackRank(Square),
    /// The side that has not the move is in check.
    #[error("{0:?} is in check without having the move")]
    CheckWithoutTheMove(Color),
    /// The castling rights do not fit the board: a king or a rook is not
    /// on its starting square.
    #[error("the castling rights do not fit the board")]
    CastlingRights,
    /// The en passant square does not fit the board: no pawn can just
    /// have passed it.
    #[error("the en passant square does not fit the board")]
    EnPassant,
}

/// The position of `fen` (standard chess), if the Laws can play on it:
/// one king each, no pawn on the first or last rank, the side not to move
/// not in check, castling rights and en passant square that fit the
/// board. Positions no series of legal moves could reach but that play by
/// the same rules are accepted, as composed studies have them: more
/// material than promotions could give, or a check no last move could
/// have given.
pub fn position(fen: &str) -> Result<Chess, FenError> {
    position_in(fen, CastlingMode::Standard)
}

/// [`position`] in standard chess or in Chess960 (`mode`), where the
/// castling rights may be written in X-FEN (`KQkq` for the outermost
/// rooks, a file's letter for another) or Shredder-FEN (`HAha`).
pub fn position_in(fen: &str, mode: CastlingMode) -> Result<Chess, FenError> {
    let error = |fault| FenError {
        fen: fen.to_owned(),
        fault,
    };
    let parsed: Fen = fen
        .trim()
        .parse()
        .map_err(|e| error(FenFault::Unreadable(part(e))))?;
    parsed
        .clone()
        .into_position(mode)
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .map_err(|e| error(fault(&parsed, e.kinds())))
}

/// The part of the text a parse error is about.
fn part(e: ParseFenError) -> FenPart {
    match e {
        ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => FenPart::Board,
        ParseFenError::InvalidTurn => FenPart::Turn,
        ParseFenError::InvalidCastling => FenPart::Castling,
        ParseFenError::InvalidEpSquare => FenPart::EnPassant,
        ParseFenError::InvalidHalfmoveClock => FenPart::HalfmoveClock,
        ParseFenError::InvalidFullmoves => FenPart::Fullmoves,
        ParseFenError::InvalidFen | ParseFenError::InvalidRemainingChecks => FenPart::Whole,
    }
}

/// The first of `kinds` a player is told, with the side or square from
/// the board of `fen`.
fn fault(fen: &Fen, kinds: PositionErrorKinds) -> FenFault {
    let setup = fen.as_setup();
    let board = &setup.board;
    let kings = |side: Color| (board.by_color(side) & board.by_role(Role::King)).count() as u32;
    if kinds.contains(PositionErrorKinds::EMPTY_BOARD) {
        return FenFault::EmptyBoard;
    }
    if kinds.intersects(PositionErrorKinds::MISSING_KING | PositionErrorKinds::TOO_MANY_KINGS) {
        for side in Color::ALL {
            match kings(side) {
                0 => return FenFault::NoKing(side),
                1 => {}
                n => return FenFault::TooManyKings { side, kings: n },
            }
        }
    }
    if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
        let back = Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth);
        if let Some(square) = (board.pawns() & back).first() {
            return FenFault::PawnOnBackRank(square);
        }
    }
    if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
        return FenFault::CheckWithoutTheMove(!setup.turn);
    }
    if kinds.contains(PositionErrorKinds::INVALID_EP_SQUARE) {
        return FenFault::EnPassant;
    }
    FenFault::CastlingRights
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fault(fen: &str) -> FenFault {
        position(fen).unwrap_err().fault
    }

    #[test]
    fn each_fault_names_the_side_the_square_or_the_part() {
        assert_eq!(
            fault("4k3/8/8/8/8/8/8/KK6 w - - 0 1"),
            FenFault::TooManyKings {
                side: Color::White,
                kings: 2
            }
        );
        assert_eq!(
            fault("k1k1k3/8/8/8/8/8/8/4K3 w - - 0 1"),
            FenFault::TooManyKings {
                side: Color::Black,
                kings: 3
            }
        );
        assert_eq!(
            fault("8/8/8/8/8/8/8/4K3 w - - 0 1"),
            FenFault::NoKing(Color::Black)
        );
        assert_eq!(fault("8/8/8/8/8/8/8/8 w - - 0 1"), FenFault::EmptyBoard);
        assert_eq!(
            fault("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
            FenFault::PawnOnBackRank(Square::A1)
        );
        assert_eq!(
            fault("4k3/8/8/8/8/8/8/4RK2 w - - 0 1").to_string(),
            "Black is in check without having the move"
        );
        assert_eq!(
            fault("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1"),
            FenFault::CastlingRights
        );
        assert_eq!(fault("4k3/8/8/8/8/8/8/4K3 w - e3 0 1"), FenFault::EnPassant);
        assert_eq!(fault("garbage"), FenFault::Unreadable(FenPart::Board));
        assert_eq!(
            fault("4k3/8/8/8/8/8/8/4K3 x - - 0 1"),
            FenFault::Unreadable(FenPart::Turn)
        );
    }

    #[test]
    fn studies_beyond_what_play_could_reach_are_accepted() {
        // Ten queens beside eight pawns.
        assert!(position("4k3/8/8/8/8/QQQQQQQQ/PPPPPPPP/QQ2K3 b - - 0 1").is_ok());
        assert!(position("4k3/8/8/8/8/8/8/4K3 b - - 0 1").is_ok());
    }
}
