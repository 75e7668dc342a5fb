//! The arbiter's record of a game in tournament mode: each entry with the
//! half-move it followed, the clocks then and what happened, and its one
//! line of English for the arbiter's report (the PGN comment).

use serde::{Deserialize, Serialize};

use crate::rules::{Millis, pgn::format_clock};

/// One entry of the arbiter's record of a game in tournament mode.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArbiterNote {
    /// How many half-moves had been made: the note follows that move (0:
    /// before the first).
    pub ply: usize,
    /// The clocks then: White, Black.
    pub clocks: [Millis; 2],
    /// What happened.
    pub what: NoteKind,
}

/// What an [`ArbiterNote`] records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoteKind {
    /// A move that cannot be played, as the player gave it.
    Unplayable {
        /// Whether White gave it (else Black).
        white: bool,
        /// The words given.
        written: String,
    },
    /// A wrong code given to leave the mode.
    WrongCode,
    /// An attempt to leave a mode that has no code.
    NoCode,
    /// The mode was left with the arbiter's code.
    Left,
}

impl ArbiterNote {
    /// The note as one line of English for the arbiter's report, the text
    /// of its PGN comment: `Arbiter: White wrote "Nf9", which cannot be
    /// played; clocks W 0:14:32 B 0:15:00`. Braces in what the player
    /// wrote become parentheses, so the comment stays one comment.
    pub fn comment(&self) -> String {
        let what = match &self.what {
            NoteKind::Unplayable { white, written } => {
                let side = if *white { "White" } else { "Black" };
                let written: String = written
                    .chars()
                    .map(|c| match c {
                        '{' => '(',
                        '}' => ')',
                        c if c.is_control() => ' ',
                        c => c,
                    })
                    .collect();
                format!(
                    "{side} wrote \"{}\", which cannot be played",
                    written.trim()
                )
            }
            NoteKind::WrongCode => "a wrong code was given to leave tournament mode".to_owned(),
            NoteKind::NoCode => {
                "an attempt to leave tournament mode, which has no arbiter's code".to_owned()
            }
            NoteKind::Left => "tournament mode was left with the arbiter's code".to_owned(),
        };
        format!(
            "Arbiter: {what}; clocks W {} B {}",
            format_clock(self.clocks[0]),
            format_clock(self.clocks[1])
        )
    }
}
