//! How a game ends (Articles 5, 6.9, 7 and 9) and the draws a player may claim.

use std::fmt;

use serde::{Deserialize, Serialize};
use shakmaty::{Color, KnownOutcome};

/// Why a game ended. Every way the Laws end a game has its own reason.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Termination {
    /// Art. 5.1.1: the player who has the move is checkmated.
    Checkmate,
    /// Art. 5.2.1: the player who has the move has no legal move and is not in check.
    Stalemate,
    /// Art. 5.2.2: a dead position, here because neither side has the material
    /// to checkmate by any series of legal moves.
    InsufficientMaterial,
    /// Art. 5.2.2: a dead position with enough material on the board (a
    /// locked pawn chain, bishops of the wrong colour, forced captures):
    /// it is proven that neither side can checkmate by any series of legal
    /// moves ([`super::unwinnable`]).
    DeadPosition,
    /// Art. 9.6.1: the same position has appeared five times (automatic draw).
    FivefoldRepetition,
    /// Art. 9.6.2: 75 moves by each player without a pawn move or a capture
    /// (automatic draw, unless the last move gave mate).
    SeventyFiveMoves,
    /// Art. 5.1.2: a player resigned.
    Resignation {
        /// The player who resigned.
        #[serde(with = "super::serde_color")]
        by: Color,
    },
    /// Art. 5.2.3: the players agreed to a draw.
    DrawAgreement,
    /// Art. 9.2: a correct claim of threefold repetition.
    ThreefoldRepetitionClaimed,
    /// Art. 9.3: a correct claim under the 50-move rule.
    FiftyMovesClaimed,
    /// Art. 6.9: a flag fell. The game is lost, or drawn when the opponent
    /// cannot checkmate by any series of legal moves.
    FlagFall {
        /// The player whose flag fell.
        #[serde(with = "super::serde_color")]
        side: Color,
    },
    /// Art. 7: a player completed the illegal move that loses (the second
    /// under the Laws of 2023, the third under 2008: one too many in the
    /// words said) and lost the game (drawn when the opponent cannot
    /// checkmate by any series of legal moves).
    IllegalMoves {
        /// The player who completed the illegal moves.
        #[serde(with = "super::serde_color")]
        by: Color,
    },
    /// Art. 6.9: a flag fell and the game is lost, as the Laws presume,
    /// but whether the opponent could checkmate by some series of legal
    /// moves could not be decided (the search ran out of its budget).
    FlagFallUndecided {
        /// The player whose flag fell.
        #[serde(with = "super::serde_color")]
        side: Color,
    },
    /// Art. 7: the illegal move that loses lost the game, as the Laws
    /// presume, but whether the opponent could checkmate by some series of
    /// legal moves could not be decided.
    IllegalMovesUndecided {
        /// The player who completed the illegal moves.
        #[serde(with = "super::serde_color")]
        by: Color,
    },
}

impl Termination {
    /// A short machine-readable name, as in python-chess and the `replay` command
    /// (`checkmate`, `stalemate`, `insufficient_material`, …).
    pub fn name(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::DeadPosition => "dead_position",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyFiveMoves => "seventy_five_moves",
            Termination::Resignation { .. } => "resignation",
            Termination::DrawAgreement => "draw_agreement",
            Termination::ThreefoldRepetitionClaimed => "threefold_repetition",
            Termination::FiftyMovesClaimed => "fifty_moves",
            Termination::FlagFall { .. } | Termination::FlagFallUndecided { .. } => "time_forfeit",
            Termination::IllegalMoves { .. } | Termination::IllegalMovesUndecided { .. } => {
                "illegal_moves"
            }
        }
    }

    /// Whether the Laws end the game by themselves (Articles 5.1.1, 5.2 and
    /// 9.6), as opposed to a player's act, a claim or the clock.
    pub fn is_automatic(self) -> bool {
        matches!(
            self,
            Termination::Checkmate
                | Termination::Stalemate
                | Termination::InsufficientMaterial
                | Termination::DeadPosition
                | Termination::FivefoldRepetition
                | Termination::SeventyFiveMoves
        )
    }

    /// The PGN `Termination` tag value for this reason (PGN standard 9.8.1).
    pub fn pgn_termination(self) -> &'static str {
        match self {
            Termination::FlagFall { .. } | Termination::FlagFallUndecided { .. } => "time forfeit",
            Termination::IllegalMoves { .. } | Termination::IllegalMovesUndecided { .. } => {
                "rules infraction"
            }
            _ => "normal",
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = |c: &Color| if *c == Color::White { "White" } else { "Black" };
        match self {
            Termination::Checkmate => f.write_str("checkmate"),
            Termination::Stalemate => f.write_str("stalemate"),
            Termination::InsufficientMaterial => {
                f.write_str("dead position: neither side can checkmate")
            }
            Termination::DeadPosition => f.write_str(
                "dead position: neither side can checkmate by any series of legal moves",
            ),
            Termination::FivefoldRepetition => f.write_str("fivefold repetition"),
            Termination::SeventyFiveMoves => {
                f.write_str("75 moves without a pawn move or a capture")
            }
            Termination::Resignation { by } => write!(f, "{} resigned", side(by)),
            Termination::DrawAgreement => f.write_str("draw by agreement"),
            Termination::ThreefoldRepetitionClaimed => {
                f.write_str("draw claimed by threefold repetition")
            }
            Termination::FiftyMovesClaimed => f.write_str("draw claimed under the 50-move rule"),
            Termination::FlagFall { side: s } => write!(f, "{}'s flag fell", side(s)),
            Termination::IllegalMoves { by } => {
                write!(f, "{} completed one illegal move too many", side(by))
            }
            Termination::FlagFallUndecided { side: s } => write!(
                f,
                "{}'s flag fell; whether {} could checkmate could not be decided",
                side(s),
                side(&!*s)
            ),
            Termination::IllegalMovesUndecided { by } => write!(
                f,
                "{} completed one illegal move too many; whether {} could checkmate could not be decided",
                side(by),
                side(&!*by)
            ),
        }
    }
}

/// The end of a game: its result and the reason.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ended {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: KnownOutcome,
    /// Why the game ended.
    pub reason: Termination,
}

impl Ended {
    /// The winner, if the game was not drawn.
    pub fn winner(&self) -> Option<Color> {
        self.result.winner()
    }
}

impl fmt::Display for Ended {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result, self.reason)
    }
}

/// A draw the player having the move may claim (Articles 9.2 and 9.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Claim {
    /// Art. 9.2: the same position for at least the third time.
    ThreefoldRepetition,
    /// Art. 9.3: the last 50 moves by each player without a pawn move or a capture.
    FiftyMoves,
}

impl Claim {
    /// The machine-readable name used by `replay` (`threefold_repetition`, `fifty_moves`).
    pub fn name(self) -> &'static str {
        match self {
            Claim::ThreefoldRepetition => "threefold_repetition",
            Claim::FiftyMoves => "fifty_moves",
        }
    }

    /// The termination a correct claim of this kind gives.
    pub fn termination(self) -> Termination {
        match self {
            Claim::ThreefoldRepetition => Termination::ThreefoldRepetitionClaimed,
            Claim::FiftyMoves => Termination::FiftyMovesClaimed,
        }
    }
}

impl fmt::Display for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Claim::ThreefoldRepetition => "threefold repetition",
            Claim::FiftyMoves => "the 50-move rule",
        })
    }
}
