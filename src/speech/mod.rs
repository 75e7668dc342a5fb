//! What to say and how to say it: [`phrase`] turns events into sentences,
//! [`voice`] queues them with screen-reader priorities, and [`backends`]
//! speak them.

use serde::{Deserialize, Serialize};

pub mod backends;
pub mod phrase;
pub mod voice;

/// How urgently something must be said, as in NVDA's speech manager.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Priority {
    /// Interrupts whatever is being said: checkmate, your flag fell, a
    /// refusal in reply to your own action.
    Now,
    /// Never dropped, said before normal speech: the opponent's move, check,
    /// clock warnings.
    Next,
    /// Navigation feedback: a newer normal utterance supersedes an older one
    /// not yet finished.
    Normal,
}

/// What an utterance is about, for the transcript and for filtering.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A move made, by either player.
    Move,
    /// A clock reading, warning, time control reached or flag fall.
    Clock,
    /// The end of the game.
    Result,
    /// A refused action and its reason.
    Refusal,
    /// What is on a square, where pieces stand, whose move it is.
    Board,
    /// Anything else: help, settings, fallbacks.
    Info,
}

/// One thing to say.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Utterance {
    /// How urgently.
    pub priority: Priority,
    /// What about.
    pub kind: Kind,
    /// The words.
    pub text: String,
    /// The moves the words name, in order, for a medium that writes moves
    /// in a code of their own (the braille display's chess code); the
    /// voice says the words.
    #[serde(skip)]
    pub moves: Vec<crate::notation::render::Named>,
}
