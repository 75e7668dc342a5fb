//! Why a time control could not be read or built.

use super::SECOND;
use crate::rules::Millis;

/// Why a time control could not be read or built. Each message names the
/// bad part.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TimeControlError {
    /// Nothing was written.
    #[error("the time control is empty")]
    Empty,
    /// A period's time is not a time.
    #[error("bad time \"{text}\" in period {period} of \"{input}\"")]
    BadTime {
        /// The bad text.
        text: String,
        /// The period, counted from 1.
        period: usize,
        /// The whole input.
        input: String,
    },
    /// A period's time is too large to count in milliseconds.
    #[error("time \"{text}\" in period {period} of \"{input}\" is too large")]
    TimeTooLarge {
        /// The bad text.
        text: String,
        /// The period, counted from 1.
        period: usize,
        /// The whole input.
        input: String,
    },
    /// A period's number of moves is not a number (or too large).
    #[error("bad number of moves \"{text}\" in period {period} of \"{input}\"")]
    BadMoves {
        /// The bad text.
        text: String,
        /// The period, counted from 1.
        period: usize,
        /// The whole input.
        input: String,
    },
    /// The increment is not a number of seconds (or too large).
    #[error("increment \"{text}\" is not a number of seconds")]
    BadIncrement {
        /// The bad text.
        text: String,
    },
    /// The delay is not a number of seconds (or too large).
    #[error("delay \"{text}\" is not a number of seconds")]
    BadDelay {
        /// The bad text.
        text: String,
    },
    /// A period has no time.
    #[error("period {period} has no time")]
    ZeroTime {
        /// The period, counted from 1.
        period: usize,
    },
    /// A period has zero moves.
    #[error("period {period} is for zero moves")]
    ZeroMoves {
        /// The period, counted from 1.
        period: usize,
    },
    /// A period for the rest of the game is followed by another.
    #[error("period {period} is for the rest of the game, so it must be the last")]
    RestOfGameNotLast {
        /// The period, counted from 1.
        period: usize,
    },
    /// Two different increments were written.
    #[error(
        "the increment is written as {} s and as {} s, but one increment applies to the whole game",
        .first / SECOND, .second / SECOND
    )]
    ConflictingIncrements {
        /// The first increment written.
        first: Millis,
        /// A different one written later.
        second: Millis,
    },
    /// Both an increment and a delay.
    #[error("a time control has an increment or a delay, not both")]
    IncrementAndDelay,
    /// A time that is not a whole number of seconds.
    #[error("the {what} of {ms} ms is not a whole number of seconds")]
    NotWholeSeconds {
        /// Which time: "time of period 2", "increment", "delay".
        what: String,
        /// The time.
        ms: Millis,
    },
    /// No periods.
    #[error("a time control needs at least one period")]
    NoPeriods,
    /// The PGN tag `"-"`: the game was played without a time control.
    #[error("the PGN time control \"-\" means the game has no time control")]
    NoTimeControl,
    /// The PGN tag `"?"`: the time control is not known.
    #[error("the PGN time control \"?\" means the time control is unknown")]
    UnknownTimeControl,
    /// A PGN sandclock field (`"*180"`).
    #[error("the sandclock time control \"{text}\" is not supported")]
    Sandclock {
        /// The sandclock field.
        text: String,
    },
}

pub(super) type Result<T, E = TimeControlError> = std::result::Result<T, E>;
