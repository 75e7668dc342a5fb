//! What a puzzle says: that it begins and what to find, whether a move
//! was the one, hints and the solution, the end with the puzzle's rating
//! and themes and the player's new rating, and what went wrong with a
//! puzzle file or the player's record. Facts, not sentences:
//! `speech/phrase/puzzle.rs` words them.

use shakmaty::{Chess, Color, Move};

use super::FileError;
use crate::study::puzzle::{
    Hint, Lapse,
    choose::{NoPuzzle, Skipped},
};

/// What a puzzle says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleNotice {
    /// A puzzle begins; the opponent's move follows. `first`: the first
    /// of this sitting (how to hear the position is said); `again`: the
    /// player has done it before.
    Begun {
        /// The first puzzle of the sitting.
        first: bool,
        /// Done before.
        again: bool,
        /// The puzzle's rating.
        rating: u16,
        /// The theme asked for (Lichess's key), which it has.
        theme: Option<String>,
    },
    /// No puzzle (of the theme asked for) is near the rating asked for:
    /// the one begun is the nearest there is.
    Nearest {
        /// The rating asked for.
        asked: u16,
        /// The theme asked for (Lichess's key).
        theme: Option<String>,
    },
    /// The player's puzzle rating as it stands: said as puzzles begin and
    /// at `rating`.
    YourRating {
        /// The rating, rounded.
        rating: i32,
        /// Its deviation, rounded.
        deviation: i32,
        /// Whether it is still provisional.
        provisional: bool,
        /// How many puzzles were rated.
        done: usize,
    },
    /// `side` is to find the best move, or mate in `mate` moves; `later`:
    /// a later move of the line (after a right move).
    Find {
        /// The side that solves.
        side: Color,
        /// The mate to find, in the solver's moves still to make.
        mate: Option<usize>,
        /// Whether this is not the line's first move to find.
        later: bool,
    },
    /// The move made was the one (or mates).
    Right,
    /// Not the move: nothing was made.
    Wrong,
    /// A hint for the move to find.
    Hint(Hint),
    /// The rest of the solution, made: each move with the position
    /// before it (its side and number).
    Solution(Vec<(Chess, Move)>),
    /// `retry`: the puzzle again from its start.
    Again,
    /// The puzzle is over: solved (after a lapse, if one) or not.
    Over {
        /// Whether the player made the last move.
        solved: bool,
        /// What made it count as not solved.
        lapse: Option<Lapse>,
    },
    /// What the puzzle was: its id, rating and themes (Lichess's keys).
    About {
        /// Its id.
        id: String,
        /// Its rating.
        rating: u16,
        /// Its themes.
        themes: Vec<String>,
    },
    /// The player's puzzle rating after the puzzle.
    Rating {
        /// Before it, rounded.
        before: i32,
        /// After it, rounded.
        after: i32,
        /// Whether it is still provisional (few puzzles done).
        provisional: bool,
        /// Whether this puzzle changed it (false: it was rated before, in
        /// this sitting, and retried).
        counted: bool,
    },
    /// What to type after a puzzle (said after the first of a sitting).
    WhatNext,
    /// A move typed after the puzzle is over.
    IsOver,
    /// A command of a game (draw, resign, undo, load…) in a puzzle.
    NotInPuzzle,
    /// `hint`, `solution` or `retry` with no puzzle.
    NoPuzzle,
    /// `c` in a puzzle, which has no clock.
    NoClock,
    /// `puzzle` while a game goes on: set it aside (kept in the games
    /// folder) for a puzzle? Waits for yes or no.
    ConfirmSetAside,
    /// A row of the puzzle file was left out. `file`: the file's name, or
    /// `None` for the puzzles shipped with tactus.
    Skipped {
        /// The file.
        file: Option<String>,
        /// The row and why.
        row: Skipped,
    },
    /// So many more rows of `file` were left out.
    MoreSkipped {
        /// The file.
        file: Option<String>,
        /// How many.
        count: usize,
    },
    /// No puzzle of `file` could be chosen, and why.
    NoneChosen {
        /// The file.
        file: Option<String>,
        /// Why.
        why: NoPuzzle,
    },
    /// The player's reviewed games hold no winning move missed to make a
    /// puzzle of (`tactus puzzle --own`).
    NoneOwn,
    /// The puzzle file cannot be read at all.
    FileUnreadable {
        /// The file as named.
        file: String,
        /// Why.
        error: FileError,
    },
    /// The player's rating and history could not be saved.
    NotSaved {
        /// Why.
        error: FileError,
    },
    /// The saved record of the player's puzzles could not be read: kept
    /// aside under this name (or why it could not be), a new one begins.
    RecordDamaged {
        /// The name it is kept under, or why it could not be moved.
        kept: Result<String, FileError>,
    },
}
