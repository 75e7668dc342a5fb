//! What happened, as facts in the game's terms, not sentences.
//!
//! Every output medium has its own generator that turns these into its
//! form: [`crate::speech::phrase`] makes sentences, the earcon player makes
//! sounds. Adding a medium never touches the rules.

mod after_end;
mod file_error;
mod heard;
mod no_help;
mod notice;
mod puzzle;
mod recording_fault;
mod speech_fault;
mod tournament;

pub use crate::setting::SettingName;
pub use after_end::AfterTheEnd;
pub use file_error::{FileError, RestoreError, SaveDamage};
pub use heard::HeardNotice;
pub use no_help::{NoAdvice, NoReview};
pub use notice::{Line, Notice, Player};
pub use puzzle::PuzzleNotice;
pub use recording_fault::RecordingFault;
pub use speech_fault::{SpeechFault, SpeechWarning, VoiceInstead};
pub use tournament::{Forbidden, TournamentNotice};

use shakmaty::{Chess, Color, Move, Piece, Square};

use crate::notation::parse::ParseError;
use crate::rules::tactile::{Feel, Outcome, Ray};
use crate::rules::{
    Millis,
    clock::ClockError,
    game::{ClaimRefused, MoveError},
    outcome::Ended,
    procedure::Refusal,
};

/// Something that happened in a game, or an answer to a player's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move was made (Appendix E.2.3).
    MoveMade {
        /// The position before the move (for disambiguation and move numbers).
        before: Chess,
        /// The move.
        mv: Move,
        /// Whether it gives check.
        check: bool,
        /// Whether it gives checkmate.
        checkmate: bool,
    },
    /// The game ended.
    GameOver(Ended),
    /// Whose move it is, and the move number.
    Turn {
        /// The player having the move.
        side: Color,
        /// The number of the move he is to make.
        number: u32,
    },
    /// What is on a square, with what a finger would feel there.
    Square {
        /// The square.
        square: Square,
        /// The piece on it, if any (black pieces are the marked ones).
        piece: Option<Piece>,
    },
    /// A clock reading: on request, or said by the talking clock on its
    /// schedule (Appendix E.2.5 / D.2.6).
    ClockReading {
        /// Whose clock.
        side: Color,
        /// The time left.
        remaining: Millis,
        /// The moves that player has made; `None` when not worth saying (a
        /// scheduled reading whose count did not change since the last one,
        /// or a countdown second).
        moves: Option<u32>,
        /// Whether the player asked for it (false: the schedule said it).
        requested: bool,
    },
    /// A player completed a period: the next period's time was added.
    TimeControlReached {
        /// Whose clock.
        side: Color,
        /// The time added.
        added: Millis,
    },
    /// A flag fell.
    FlagFell {
        /// The player whose flag fell.
        side: Color,
    },
    /// The finger (the board window's cursor) moved, or tried to.
    Cursor {
        /// What the finger feels on the square it is on now.
        feel: Feel,
        /// What came of the move: moved, wrapped, at the edge, nothing found.
        outcome: Outcome,
    },
    /// A scan from the cursor: the squares met in each direction, nearest first.
    Scan(Vec<Ray>),
    /// Some squares as the finger feels them (knight jumps, attacked squares).
    Feels(Vec<Feel>),
    /// An action was refused; nothing changed.
    Refused(Reason),
    /// Anything else a session says: answers, confirmations, help.
    Notice(Notice),
}

/// Why an action was refused, as the rules core gave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A step of the Appendix E move procedure.
    Procedure(Refusal),
    /// A move that could not be read or played.
    Move(MoveError),
    /// A draw claim.
    Claim(ClaimRefused),
    /// The clock.
    Clock(ClockError),
    /// A typed or spoken move that could not be read as a legal move here
    /// (an ambiguous one carries the candidates, to ask which).
    Parse(ParseError),
}
