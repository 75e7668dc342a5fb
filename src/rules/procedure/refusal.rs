//! Why a step of the move procedure was refused, in plain English.

use shakmaty::{CastlingSide, Color, Move, Role, Square};

use super::stage::{Obligation, PieceAt};
use crate::rules::outcome::Termination;

/// A step that was refused, with the reason. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The game has ended.
    #[error("the game is over: {0}")]
    GameOver(Termination),
    /// Only the player having the move may touch pieces; this one does not.
    #[error("it is {}'s move, not {}'s", side(!*.0), side(*.0))]
    NotYourTurn(Color),
    /// Lifting an empty square.
    #[error("there is no piece on {0}")]
    Empty(Square),
    /// Casual rules: only own pieces are lifted.
    #[error("the {} on {} is your opponent's: lift one of your own pieces", name(.0), .0.square)]
    NotYourPiece(PieceAt),
    /// Touch-move binds the player (Art. 4.3).
    #[error("{}", obligation_text(.0))]
    TouchMove(Obligation),
    /// One piece at a time (Art. 4.1).
    #[error("you are holding the {} from {}: put it back first", name(.0), .0.square)]
    Holding(PieceAt),
    /// The square (second) is not a legal target for the piece (first).
    #[error("{} is not a legal target for the {} on {}", .1, name(.0), .0.square)]
    NotLegalTarget(PieceAt, Square),
    /// The king was placed two squares sideways, but castling is illegal.
    #[error("castling {} is not legal here", castling(*.0))]
    CastlingIllegal(CastlingSide),
    /// Placing or promoting with nothing in hand.
    #[error("no piece is lifted")]
    NothingLifted,
    /// Strict rules: the piece (second) released on the square (first) stays (Art. 4.6).
    #[error("the {} released on {} must stay there (Art. 4.6)", role_name(*.1), .0)]
    MustStay(Square, Role),
    /// Casual rules: a placed piece is picked up again by cancelling.
    #[error("the piece is already on {0}: cancel to pick it up again")]
    AlreadyPlaced(Square),
    /// The promotion on this square is not complete (E.2.1).
    #[error("name the piece the pawn on {0} becomes first")]
    PromotionPending(Square),
    /// No pawn is waiting for its new piece.
    #[error("no pawn is waiting to be promoted")]
    NoPromotion,
    /// Not a piece a pawn may become.
    #[error("the pawn cannot become a {} here", role_name(*.0))]
    BadPromotion(Role),
    /// Announcing before the piece is placed.
    #[error("place the piece before announcing the move")]
    NothingPlaced,
    /// The move is made; only the clock remains.
    #[error("the move {} has been made: press the clock", describe(.0))]
    AlreadyMade(Move),
    /// A correction (second) can change the words, not the move made (first; Art. 4.6).
    #[error(
        "the move on the board is {} and it stays (Art. 4.6): only the announcement can be \
         corrected, to that move, not to {}",
        describe(.0), describe(.1)
    )]
    CannotChangeMove(Move, Move),
    /// The clock has been pressed after this move (E.2.7).
    #[error("too late: the clock has been pressed after {} (Appendix E.2.7)", describe(.0))]
    TooLate(Move),
    /// No announcement has been made.
    #[error("there is no announcement to correct")]
    NothingToCorrect,
    /// The announcement (second) differs from the board (first; E.2.7).
    #[error(
        "you announced {} but the board shows {}: correct the announcement before pressing \
         the clock (Appendix E.2.7)",
        describe(.1), describe(.0)
    )]
    SlipNotCorrected(Move, Move),
    /// Pressing the clock with no move made.
    #[error("no move has been made: make and announce a move before pressing the clock")]
    NoMoveMade,
    /// Nothing to cancel.
    #[error("there is nothing to cancel")]
    NothingToCancel,
    /// Takebacks are for casual play.
    #[error("moves cannot be taken back under strict rules")]
    NoTakebackInStrict,
    /// A takeback needs both players' agreement.
    #[error("a takeback needs the agreement of both players")]
    NotAgreed,
    /// A move is in progress.
    #[error("finish the move in progress first")]
    Busy,
    /// The game has no moves.
    #[error("there is no move to take back")]
    NothingToTakeBack,
    /// The game was changed outside the procedure.
    #[error("the game has changed since this move was begun: start the move again")]
    OutOfStep,
}

/// A move in plain English, without the position: "knight g1 to f3",
/// "pawn e5 takes d6 en passant", "pawn e7 to e8 promoting to a queen",
/// "castling kingside".
pub fn describe(mv: &Move) -> String {
    match *mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let verb = if capture.is_some() { "takes" } else { "to" };
            let promo = promotion.map(|p| format!(" promoting to a {}", role_name(p)));
            format!(
                "{} {from} {verb} {to}{}",
                role_name(role),
                promo.unwrap_or_default()
            )
        }
        Move::EnPassant { from, to } => format!("pawn {from} takes {to} en passant"),
        Move::Castle { king, rook } => {
            format!(
                "castling {}",
                castling(CastlingSide::from_king_side(king < rook))
            )
        }
        Move::Put { role, to } => format!("{} dropped on {to}", role_name(role)),
    }
}

/// The English name of a piece kind: "pawn", "knight", …
pub fn role_name(role: Role) -> &'static str {
    ["pawn", "knight", "bishop", "rook", "queen", "king"][usize::from(role) - 1]
}

fn name(at: &PieceAt) -> &'static str {
    role_name(at.piece.role)
}

fn side(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}

fn castling(side: CastlingSide) -> &'static str {
    if side.is_king_side() {
        "kingside"
    } else {
        "queenside"
    }
}

fn obligation_text(d: &Obligation) -> String {
    match d {
        Obligation::Move(at) => format!("touch-move: the {} on {} must move", name(at), at.square),
        Obligation::Capture(at) => {
            format!(
                "touch-move: the {} on {} you touched must be captured",
                name(at),
                at.square
            )
        }
        Obligation::CaptureWith { with, target } => format!(
            "touch-move: the {} on {} must capture the {} on {}",
            name(with),
            with.square,
            name(target),
            target.square
        ),
    }
}
