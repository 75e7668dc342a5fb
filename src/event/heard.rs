//! What the session says of a phrase heard: the move said back to be
//! confirmed, the moves to choose from, that nothing was understood, or a
//! command heard that is asked before it is done. Facts, not sentences:
//! `speech/phrase/heard.rs` words them.

use shakmaty::{Chess, Move, Square};

use crate::notation::heard::Word;

/// What the session says of a phrase heard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeardNotice {
    /// One move heard, said back for "yes" (or Enter): "Knight f3?"
    Move {
        /// The position it is played in.
        before: Chess,
        /// The move.
        mv: Move,
    },
    /// Moves heard alike, to choose from by naming one: "Knight f3 or
    /// knight d3?"
    Which {
        /// The position they are played in.
        before: Chess,
        /// The moves, likeliest first.
        moves: Vec<Move>,
    },
    /// Nothing the position allows was understood: "Not heard. Say it
    /// again, or type it." The third time running, once, with a square
    /// said in the NATO words as an example.
    Nothing {
        /// The example square, the third time running.
        hint: Option<Square>,
    },
    /// A command heard, done only on "yes": draw, take back.
    Confirm(Word),
}
