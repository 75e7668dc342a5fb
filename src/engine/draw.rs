//! Whether the engine accepts a draw offer: a rule on its own evaluation,
//! deterministic and pure.
//!
//! The engine answers like a sensible opponent who trusts his own
//! judgement of the position ([`accepts_draw`]), from its point of view:
//!
//! | Its score                                   | Answer  |
//! |---------------------------------------------|---------|
//! | it is getting mated (`mate -N`, `mate 0`)   | accept  |
//! | it mates (`mate N`)                         | decline |
//! | [`LOSING`] centipawns or worse              | accept  |
//! | within [`LEVEL`] centipawns of equality, in a simplified position (no more than [`SIMPLIFIED`] points of pieces besides pawns and kings on the board, both sides together) or from move [`LATE`] on | accept |
//! | anything else                               | decline |
//!
//! The score comes from the engine's own search ([`Appraisal`]): the last
//! one before its move, which is its view of the position it left, or a
//! search of the position on the board; the session decides which is fresh.

use shakmaty::{Chess, Position, Role};

use super::protocol::Score;

/// At or below this score (centipawns, the engine's point of view) the
/// engine is clearly worse and takes the draw: a pawn and a half.
pub const LOSING: i64 = -150;

/// Within this many centipawns of 0 the position is level.
pub const LEVEL: i64 = 30;

/// A level position with at most this much material besides pawns and
/// kings (knight and bishop 3, rook 5, queen 9; both sides together) is
/// simplified: two rooks each, or a rook and a minor piece each, but not
/// queens and a minor piece.
pub const SIMPLIFIED: u32 = 20;

/// From this move number on, a level position is late enough for a draw.
pub const LATE: u32 = 50;

/// What the engine thinks of a position: the side to move's score from a
/// search of it, for the session to judge a draw offer by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Appraisal {
    /// The position searched, as FEN ([`crate::rules::game::Game::fen`]).
    pub fen: String,
    /// The score of its last `info` line, from the point of view of the
    /// side to move in `fen`; `None` if the engine gave none.
    pub score: Option<Score>,
    /// The engine's name for the answer ("Stockfish"), if it gave one.
    pub engine: Option<String>,
}

/// `score` seen from the other side.
pub fn flipped(score: Score) -> Score {
    match score {
        Score::Centipawns(cp) => Score::Centipawns(cp.saturating_neg()),
        Score::Mate(n) => Score::Mate(n.saturating_neg()),
    }
}

/// Whether the engine accepts a draw, with `own` its score from its own
/// point of view, in `position` (see the [module documentation](self)).
///
/// ```
/// use tactus::engine::{Score, draw::accepts_draw};
///
/// let start = shakmaty::Chess::default();
/// assert!(accepts_draw(Score::Centipawns(-400), &start));
/// assert!(accepts_draw(Score::Mate(-3), &start));
/// assert!(!accepts_draw(Score::Centipawns(10), &start), "too early");
/// assert!(!accepts_draw(Score::Mate(2), &start));
/// ```
pub fn accepts_draw(own: Score, position: &Chess) -> bool {
    match own {
        Score::Mate(n) => n <= 0,
        Score::Centipawns(cp) if cp <= LOSING => true,
        Score::Centipawns(cp) if cp.abs() <= LEVEL => {
            piece_points(position) <= SIMPLIFIED || position.fullmoves().get() >= LATE
        }
        Score::Centipawns(_) => false,
    }
}

/// The points of the pieces besides pawns and kings, both sides together.
fn piece_points(position: &Chess) -> u32 {
    let board = position.board();
    [
        (Role::Knight, 3),
        (Role::Bishop, 3),
        (Role::Rook, 5),
        (Role::Queen, 9),
    ]
    .into_iter()
    .map(|(role, points)| board.by_role(role).count() as u32 * points)
    .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// A rook and a bishop each: 16 points.
    const ROOK_ENDING: &str = "4k3/pp3ppp/2b5/3r4/8/2B5/PP3PPP/3R2K1 w - - 0 30";

    #[test]
    fn mate_decides() {
        let p = pos(START);
        assert!(accepts_draw(Score::Mate(-1), &p));
        assert!(accepts_draw(Score::Mate(0), &p));
        assert!(!accepts_draw(Score::Mate(1), &p));
        assert!(!accepts_draw(Score::Mate(25), &p));
    }

    #[test]
    fn clearly_worse_accepts_anywhere_and_better_never() {
        for fen in [START, ROOK_ENDING] {
            let p = pos(fen);
            assert!(accepts_draw(Score::Centipawns(LOSING), &p));
            assert!(accepts_draw(Score::Centipawns(-900), &p));
            assert!(!accepts_draw(Score::Centipawns(LOSING + 1), &p));
            assert!(!accepts_draw(Score::Centipawns(LEVEL + 1), &p));
            assert!(!accepts_draw(Score::Centipawns(500), &p));
        }
    }

    #[test]
    fn level_accepts_only_when_simplified_or_late() {
        assert_eq!(piece_points(&pos(START)), 62);
        assert_eq!(piece_points(&pos(ROOK_ENDING)), 16);
        for cp in [-LEVEL, 0, LEVEL] {
            assert!(!accepts_draw(Score::Centipawns(cp), &pos(START)));
            assert!(accepts_draw(Score::Centipawns(cp), &pos(ROOK_ENDING)));
        }
        // Queens and a minor piece each (24 points) at move 30: too rich.
        let queens = "4k3/pp3ppp/2b5/3q4/8/2B5/PP3PPP/3Q2K1 w - - 0 30";
        assert!(!accepts_draw(Score::Centipawns(0), &pos(queens)));
        // The same at move 50: late enough.
        let late = "4k3/pp3ppp/2b5/3q4/8/2B5/PP3PPP/3Q2K1 w - - 0 50";
        assert!(accepts_draw(Score::Centipawns(0), &pos(late)));
        // Slightly better or worse (but not lost) is played on.
        assert!(!accepts_draw(Score::Centipawns(-100), &pos(ROOK_ENDING)));
        assert!(!accepts_draw(Score::Centipawns(60), &pos(late)));
    }

    #[test]
    fn flipping_turns_the_score_round() {
        assert_eq!(flipped(Score::Centipawns(120)), Score::Centipawns(-120));
        assert_eq!(flipped(Score::Mate(-2)), Score::Mate(2));
        assert_eq!(
            flipped(Score::Centipawns(i64::MIN)),
            Score::Centipawns(i64::MAX)
        );
    }
}
