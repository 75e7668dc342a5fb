//! Why help is refused during a game: a review (`review`) or a hint or
//! evaluation (`hint`, `eval`), as facts the phrase layer words.

/// Why the game cannot be reviewed now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoReview {
    /// Strict rules while the game goes on (Art. 11.3).
    Strict,
    /// No move was played yet.
    NoMoves,
}

/// Why a hint or an evaluation cannot be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoAdvice {
    /// Strict rules: no help from anyone or anything during the game
    /// (Art. 11.3).
    Strict,
    /// Two people play: a hint would help one against the other.
    NoEngine,
    /// The game is over.
    Over,
    /// A hint is for the move of the player having it, not the engine's.
    NotYourMove,
    /// The engine could not analyse the position.
    Failed(crate::engine::EngineError),
}
