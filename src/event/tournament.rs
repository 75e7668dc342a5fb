//! What tournament mode says: what it refuses, that a move was written
//! down for the arbiter, and the steps of leaving it with the arbiter's
//! code. Facts, not sentences: `speech/phrase/tournament.rs` words them.

use shakmaty::Square;

/// What tournament mode does not give a player (Laws 11.3: no help
/// beyond what an assistant may give).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Forbidden {
    /// An engine as the opponent, its restart or its level.
    Engine,
    /// Lists of legal moves.
    LegalMoves,
    /// What attacks a square, or what a piece attacks.
    Attacks,
    /// Scans from the finger along lines, around it, knight jumps.
    Scans,
    /// The board, piece lists, a file, rank or square read out, the
    /// finger's reading of the pieces.
    Position,
    /// Taking moves back.
    Takeback,
    /// Loading another game over this one.
    Load,
    /// Another game before this one ends (`new`, or a new game chosen
    /// over a saved game in tournament mode).
    NewGame,
    /// Lifting and placing pieces on the screen's board: the move is
    /// typed, so that one that cannot be played is written down.
    BoardMoves,
    /// Information about the game a player may not have (Art. 11.3): the
    /// name of the opening, a hint, the engine's evaluation.
    Advice,
}

/// What tournament mode says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentNotice {
    /// The mode is on (at the start, on resuming, with `t`): only the
    /// clock, the score and the words of the moves.
    On,
    /// `tournament on` after the first move: too late for this game.
    TooLate,
    /// `tournament off` outside tournament mode.
    NotOn,
    /// This is refused in tournament mode; nothing changed.
    Refused(Forbidden),
    /// A move that cannot be played was written down for the arbiter as
    /// it was given; the position is unchanged. Nothing says why.
    Noted {
        /// What the player gave, as given.
        written: String,
    },
    /// The finger is on this square (in tournament mode it does not say
    /// the piece).
    Finger(Square),
    /// `tournament off`: the next line is the arbiter's code.
    AskCode,
    /// The code was right: tournament mode ended.
    Left,
    /// The code was wrong: tournament mode goes on (logged).
    WrongCode,
    /// No code was given at the start: the mode lasts until the game ends
    /// (the attempt is logged).
    NoCode,
}
