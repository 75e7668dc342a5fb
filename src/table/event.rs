//! What a clock game says happened ([`TableEvent`]) and why a step was
//! refused ([`TableError`]): facts, worded by the front end.

use shakmaty::{Chess, Color, Move, Piece, Square};

use super::TableSide;
use super::command::Correction;
use super::incident::{Decision, Obligation, Penalty};
use super::retrace::Finding;
use super::score::Misfit;
use crate::notation::parse::ParseError;
use crate::rules::Millis;
use crate::rules::clock::ClockError;

/// How the position on the score ended a clock game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEnd {
    /// Checkmate: `winner` won.
    Checkmate {
        /// The side that gave mate.
        winner: Color,
    },
    /// Stalemate: drawn.
    Stalemate,
    /// Neither side has the material to checkmate: drawn.
    NoMaterial,
}

/// Something that happened in a clock game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableEvent {
    /// The clock was started: `side`'s clock runs.
    Started {
        /// Whose clock runs.
        side: Color,
    },
    /// `side` pressed the clock after his move `number`.
    Pressed {
        /// Who pressed.
        side: Color,
        /// His move number.
        number: u32,
        /// The move given with the press, checked: the position before it
        /// and the move.
        checked: Option<(Chess, Move)>,
        /// A move given after a gap, kept as written, not yet checked (in
        /// tournament mode: every move, as written).
        unchecked: Option<String>,
        /// Tournament mode: the move is said as written, never judged.
        as_written: bool,
    },
    /// A move ended a period: `added` was put on `side`'s clock after his
    /// `moves`-th move.
    PeriodEnded {
        /// Whose clock.
        side: Color,
        /// His moves made.
        moves: u32,
        /// The time added.
        added: Millis,
    },
    /// The button of `button`'s side was pressed while that side's clock
    /// was not running: nothing happened, as on a real clock.
    ButtonIgnored {
        /// Whose button (by its colour).
        side: Color,
        /// Which side of the table.
        button: TableSide,
    },
    /// The arbiter paused the clocks.
    Paused,
    /// The arbiter resumed the clocks.
    Resumed,
    /// The arbiter corrected a clock or a move count; `reading` is the
    /// clock's reading after it.
    Corrected {
        /// The correction.
        correction: Correction,
        /// The corrected side's reading afterwards.
        reading: Millis,
        /// His moves afterwards.
        moves: u32,
    },
    /// A gap was filled with a move; `misfit` is a move written after the
    /// gap that does not fit, if one does not.
    Filled {
        /// The gap's move number.
        number: u32,
        /// Whose move.
        side: Color,
        /// The position before the move, and the move.
        before: Chess,
        /// The move.
        mv: Move,
        /// The first later move that does not fit.
        misfit: Option<Misfit>,
    },
    /// The last press was taken back: `side`'s clock runs again.
    Undone {
        /// Whose press.
        side: Color,
        /// His move number.
        number: u32,
    },
    /// A flag fell: `side`'s, first; both readings as they were then.
    FlagFell {
        /// Whose flag fell first.
        side: Color,
        /// White's reading when it fell.
        white: Millis,
        /// Black's reading when it fell.
        black: Millis,
    },
    /// In tournament mode a gap was filled with `text`, as written.
    FilledAsWritten {
        /// The gap's move number.
        number: u32,
        /// Whose move.
        side: Color,
        /// The move as written.
        text: String,
    },
    /// The arbiter ruled `side`'s move `number` illegal: the position
    /// before it is back, `turn` has the move, and the penalty.
    IllegalMove {
        /// The offender.
        side: Color,
        /// The move number of the illegal move.
        number: u32,
        /// His illegal moves so far, this one included.
        count: u32,
        /// The penalty.
        penalty: Penalty,
        /// Who has the move now.
        turn: Color,
        /// The opponent's reading afterwards.
        reading: Millis,
    },
    /// `side`'s draw claim was wrong: `added` on the opponent's clock,
    /// which now reads `reading`.
    WrongClaim {
        /// The claimant.
        side: Color,
        /// The time given to the opponent.
        added: Millis,
        /// The opponent's reading afterwards.
        reading: Millis,
    },
    /// `side` touched `piece` on `square`; what he must do.
    Touched {
        /// Who touched it.
        side: Color,
        /// Where.
        square: Square,
        /// The piece there.
        piece: Piece,
        /// His obligation (Art. 4.3).
        obligation: Obligation,
    },
    /// Both clocks set at once.
    Adjusted {
        /// White's reading.
        white: Millis,
        /// Black's reading.
        black: Millis,
    },
    /// The move just pressed with ended the game on the board (FIDE
    /// Art. 5.1.1, 5.2.1, 5.2.2): the clocks are stopped.
    BoardEnded {
        /// How.
        end: BoardEnd,
    },
    /// The arbiter decided the result.
    Decided {
        /// The result.
        decision: Decision,
        /// His reason.
        reason: String,
    },
    /// Not in tournament mode: the arbiter's commands need no code.
    NoCodeNeeded,
    /// The clock asks for the arbiter's code: the next line is it.
    CodeAsked,
    /// The code was wrong: nothing opened (logged).
    CodeWrong,
    /// The arbiter's commands are open.
    ArbiterOpened,
    /// The arbiter's commands are closed.
    ArbiterClosed,
    /// Tournament mode was left with the arbiter's code.
    TournamentLeft,
    /// The clock game was resumed after the program had stopped; `charged`
    /// was charged to `side`'s running clock for the time in between.
    Continued {
        /// Whose clock was running, if one was.
        side: Option<Color>,
        /// The time charged.
        charged: Millis,
    },
    /// `side` sealed his move `number`: the clocks stopped with these
    /// readings, the game is adjourned. The move is not told.
    Sealed {
        /// The sealer.
        side: Color,
        /// His move number.
        number: u32,
        /// White's reading.
        white: Millis,
        /// Black's reading.
        black: Millis,
    },
    /// The envelope was opened: `side`'s sealed move `number` went on the
    /// score; the opponent's clock is ready to be started.
    Unsealed {
        /// The sealer.
        side: Color,
        /// His move number.
        number: u32,
        /// The position before the move and the move, when it was checked.
        played: Option<(Chess, Move)>,
        /// The move as sealed.
        text: String,
        /// Why it cannot be played, when it cannot: the arbiter's matter.
        illegal: Option<ParseError>,
    },
    /// The table's score was compared with the sighted player's.
    Reconciled(Finding),
    /// The score and the clocks went back to half-move `ply`.
    Retraced {
        /// The half-move gone back to (0: the start).
        ply: u32,
        /// The move number of half-move `ply` (0 at the start).
        number: u32,
        /// Who made half-move `ply`.
        mover: Color,
        /// Who has the move now.
        to_move: Color,
        /// White's reading, as recorded at that press.
        white: Millis,
        /// Black's reading.
        black: Millis,
        /// The half-moves taken off the score, as written.
        removed: Vec<String>,
        /// Whose clock runs now.
        running: Option<Color>,
        /// Whether the clocks stay paused.
        paused: bool,
    },
}

/// Why a step of a clock game was refused. Nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// The clock refused the operation.
    #[error("{0}")]
    Clock(ClockError),
    /// The move given with the press cannot be played: the press is not
    /// made (the slip-of-the-tongue rule).
    #[error("\"{text}\": {why}; the clock was not pressed")]
    Move {
        /// The move as given.
        text: String,
        /// Why it cannot be played.
        why: ParseError,
    },
    /// A move given after a gap does not read as a move at all.
    #[error("\"{0}\" is not a move; the clock was not pressed")]
    NotAMove(String),
    /// The clock has not been started yet.
    #[error("the clock has not been started")]
    NotStarted,
    /// There is no gap at that move.
    #[error("there is no gap at move {number}")]
    NoGap {
        /// The move number asked for.
        number: u32,
    },
    /// A gap before the one to fill must be filled first.
    #[error("fill the gap at move {number} first")]
    EarlierGap {
        /// The earlier gap's move number.
        number: u32,
    },
    /// The move to fill the gap with cannot be played there.
    #[error("\"{text}\" does not fit at move {number}: {why}")]
    FillMove {
        /// The gap's move number.
        number: u32,
        /// The move as given.
        text: String,
        /// Why.
        why: ParseError,
    },
    /// Nothing to take back.
    #[error("there is no press to take back")]
    NothingToUndo,
    /// A correction was made after the last press: it cannot be taken back
    /// past that.
    #[error("the clocks were corrected after the last press; correct them again instead")]
    CorrectedSinceLastPress,
    /// The game has ended by a decision.
    #[error("the game is over")]
    GameOver,
    /// Tournament mode: the arbiter's commands need his code (`arbiter`).
    #[error("in tournament mode this is the arbiter's: type arbiter and his code first")]
    ArbiterOnly,
    /// No move on the score to rule illegal.
    #[error("there is no move on the score")]
    NoMoveOnScore,
    /// The score has a gap (or an unchecked move) at move `number`: the
    /// position there is not known.
    #[error("the score has a gap at move {number}: the position is not known")]
    ScoreGap {
        /// The move number of the first gap.
        number: u32,
    },
    /// Not a position.
    #[error("\"{0}\" is not a position (FEN)")]
    BadFen(String),
    /// A position the score did not pass through.
    #[error("the score did not pass through the position \"{0}\"")]
    FenNotOnScore(String),
    /// No piece on that square.
    #[error("there is no piece on {0}")]
    NoPieceThere(Square),
    /// The game was decided by a flag.
    #[error("{}'s flag has fallen", .0.fold_wb("White", "Black"))]
    FlagFallen(Color),
    /// The game is adjourned: `unseal` first.
    #[error("the game is adjourned with {}'s sealed move; unseal it first", .0.fold_wb("White", "Black"))]
    Adjourned(Color),
    /// There is no sealed move to reveal.
    #[error("the game is not adjourned")]
    NotAdjourned,
    /// The move to seal cannot be played: nothing was sealed.
    #[error("\"{text}\": {why}; nothing was sealed")]
    SealMove {
        /// The move as given.
        text: String,
        /// Why it cannot be played.
        why: ParseError,
    },
    /// The move to seal, after a gap, does not read as a move.
    #[error("\"{0}\" is not a move; nothing was sealed")]
    SealNotAMove(String),
    /// The score has fewer half-moves than the retrace asks for.
    #[error("the score has {plies} half-moves; it cannot go back to half-move {ply}")]
    RetraceBeyond {
        /// The half-move asked for.
        ply: u32,
        /// The half-moves on the score.
        plies: u32,
    },
    /// The sighted player's score starts from another position.
    #[error("the sighted player's score starts from another position")]
    OtherStart,
}

impl From<ClockError> for TableError {
    fn from(e: ClockError) -> Self {
        TableError::Clock(e)
    }
}
