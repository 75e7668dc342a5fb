//! The stages of a move in progress and what each step reports.

use shakmaty::{Color, Move, Piece, Square};

use crate::rules::outcome::Ended;

/// How strictly the act of moving is judged.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Appendix E and Article 4: touch-move, a released piece stays.
    #[default]
    Strict,
    /// Practice: lifts and placements can be undone, takebacks by agreement.
    Casual,
}

/// A piece and the square it stands on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PieceAt {
    /// The square.
    pub square: Square,
    /// The piece.
    pub piece: Piece,
}

/// Where the move in progress stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// No piece in hand, no move waiting for the clock.
    Idle,
    /// A piece has been taken out of its aperture (touched, E.2.2).
    Lifted(PieceAt),
    /// A pawn was released on the last rank, `from` → `to`; the new piece must be given (E.2.1).
    Promoting {
        /// The pawn's square before the move.
        from: Square,
        /// The promotion square.
        to: Square,
    },
    /// The piece is in its new aperture; the move is not made until announced.
    Placed(Move),
    /// The move `mv` is made on the game; the clock is still to be pressed.
    /// `said` is what was announced: different from `mv`, a slip to correct.
    Made {
        /// The move made (the board).
        mv: Move,
        /// The move announced.
        said: Move,
    },
}

/// What touch-move binds the player having the move to (strict rules).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Obligation {
    /// Art. 4.3.a: the own piece touched must move.
    Move(PieceAt),
    /// Art. 4.3.b: the opponent's piece touched must be captured.
    Capture(PieceAt),
    /// Art. 4.3.c: the own piece held must capture the opponent's piece touched.
    CaptureWith {
        /// The capturing piece.
        with: PieceAt,
        /// The piece to capture.
        target: PieceAt,
    },
}

/// What a step did, with what speech needs to say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A piece is in hand (lifted, or picked up again in casual play).
    Lifted {
        /// The piece and where it came from.
        at: PieceAt,
        /// The squares it may be placed on now (obligations applied), sorted.
        targets: Vec<Square>,
        /// Whether touch-move binds the player to move it.
        must_move: bool,
    },
    /// An opponent's piece was touched (strict rules).
    Touched {
        /// The piece touched.
        at: PieceAt,
        /// Whether it must now be captured.
        must_capture: bool,
    },
    /// The lifted piece went back into its aperture.
    PutBack(PieceAt),
    /// The pawn stands on the last rank; name the new piece (E.2.1).
    PromotionNeeded {
        /// The pawn's square before the move.
        from: Square,
        /// The promotion square.
        to: Square,
    },
    /// The piece is placed; announce the move to make it.
    Placed {
        /// The move the board shows.
        mv: Move,
        /// A piece to take off the board (E.2.3.a).
        captured: Option<PieceAt>,
        /// For castling, the rook's move: from, to.
        rook: Option<(Square, Square)>,
    },
    /// The move is made. `said != mv` is a slip of the tongue to correct.
    Made {
        /// The move made.
        mv: Move,
        /// The move announced.
        said: Move,
        /// How the game ended, if this move ended it.
        ended: Option<Ended>,
    },
    /// The announcement now matches the move made (E.2.7).
    Corrected {
        /// What had been said.
        was: Move,
        /// The move made, now also announced.
        mv: Move,
    },
    /// The player (`by`) pressed the clock: start the opponent's clock now (E.2.3).
    ClockPressed {
        /// Who pressed it: who moved.
        by: Color,
    },
    /// Casual play: the last move was taken back by agreement.
    TakenBack(Move),
}
