//! What a player asked of a game that is over: each is refused in words
//! that fit it ("there is no draw to offer"), not one sentence for all.

/// What was asked of a game that is over. Questions about the board, the
/// clocks and the moves still answer; these need a game that goes on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AfterTheEnd {
    /// A move (typed, premoved, or a piece lifted on the board).
    Move,
    /// `draw`: offer or accept a draw.
    Draw,
    /// `claim`: claim a draw.
    Claim,
    /// `resign`.
    Resign,
    /// `undo`: take a move back.
    TakeBack,
}
