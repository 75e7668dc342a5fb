//! Puzzles: a position from a real game where one side has a winning
//! line, found move by move, as on lichess.
//!
//! A [`Puzzle`] is a row of the Lichess puzzle database
//! ([`row`]: its columns, its CSV form), checked: the position before the
//! opponent's move (its FEN), then the moves in UCI, the opponent's first,
//! then the solver's and the opponent's in turn, the solver's last. Every
//! move is legal where it is made, and a mate puzzle (themes `mate`,
//! `mateIn1`…`mateIn5`) ends in checkmate; a row that is not so is a
//! [`PuzzleFault`], never a panic.
//!
//! [`Solving`] is the puzzle being solved, a small state machine: the
//! opponent's first move is made, then each move the player makes is
//! [`Verdict::Right`] (answered by the opponent's reply from the
//! solution), [`Verdict::Wrong`] (nothing is made; the player tries again)
//! or [`Verdict::Solved`]. A move that mates is right wherever the
//! solution had another, as on lichess. `hint` names the piece, a second
//! hint the square; `solution` gives the rest of the line. A puzzle counts
//! as solved (a win for the rating, see [`super::rating`]) only when it is
//! solved with no wrong move, no hint and no solution; it is decided once,
//! at the first of those or at the solve.
//!
//! ```
//! use shakmaty::{Position, uci::UciMove};
//! use tactus::study::puzzle::{Puzzle, Solving, Verdict, row::{Columns, row}};
//!
//! let line = "0000D,5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27,\
//!             d3d6 f8d8 d6d8 f6d8,1474,74,advantage endgame short";
//! let puzzle = Puzzle::from_row(&row(line, &Columns::SHIPPED).unwrap()).unwrap();
//! let mut solving = Solving::start(puzzle);
//! // White played Qd6; Black is to find Rd8.
//! let mv = |pos: &shakmaty::Chess, uci: &str| {
//!     uci.parse::<UciMove>().unwrap().to_move(pos).unwrap()
//! };
//! let wrong = mv(solving.position(), "b6b3");
//! assert_eq!(solving.handle(wrong), Verdict::Wrong);
//! let right = mv(solving.position(), "f8d8");
//! assert!(matches!(solving.handle(right), Verdict::Right { .. }));
//! let last = mv(solving.position(), "f6d8");
//! assert_eq!(solving.handle(last), Verdict::Solved);
//! ```

pub mod choose;
pub mod own;
pub mod row;
pub mod shipped;
mod solving;
pub mod themes;

pub use solving::{Hint, Lapse, Solving, Verdict};

use shakmaty::{Chess, Color, Move, Position, uci::UciMove};

use crate::rules::fen::{FenFault, position};
use row::Row;

/// A checked puzzle. See the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Lichess's id of the puzzle (`00008`).
    pub id: String,
    /// Its FEN, the position before the opponent's move.
    pub fen: String,
    /// That position.
    pub start: Chess,
    /// The moves, the opponent's first; each legal after the ones before.
    pub moves: Vec<Move>,
    /// Its rating.
    pub rating: u16,
    /// Its rating's deviation.
    pub deviation: u16,
    /// Its themes, Lichess's keys (`fork`, `mateIn2`), as the row has them.
    pub themes: Vec<String>,
}

/// Why a row is no puzzle that can be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleFault {
    /// Its FEN is no position the Laws can play on.
    Fen(FenFault),
    /// This move (counting from 1, the opponent's first) cannot be read
    /// as UCI, or cannot be made where it comes.
    Move {
        /// Which move, from 1.
        number: usize,
        /// The move as the row has it.
        uci: String,
    },
    /// Fewer than two moves: nothing for the solver to find.
    TooShort,
    /// An odd number of moves: the line ends with the opponent's move.
    EndsWithOpponent,
    /// A mate puzzle whose line does not end in checkmate.
    NoMate,
}

impl Puzzle {
    /// The puzzle of `row`, checked; see [`PuzzleFault`].
    pub fn from_row(row: &Row<'_>) -> Result<Puzzle, PuzzleFault> {
        let start = position(row.fen).map_err(|e| PuzzleFault::Fen(e.fault))?;
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for (i, uci) in row.moves.split_whitespace().enumerate() {
            let fault = || PuzzleFault::Move {
                number: i + 1,
                uci: uci.to_owned(),
            };
            let mv = uci
                .parse::<UciMove>()
                .map_err(|_| fault())?
                .to_move(&pos)
                .map_err(|_| fault())?;
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        if moves.len() < 2 {
            return Err(PuzzleFault::TooShort);
        }
        if moves.len() % 2 == 1 {
            return Err(PuzzleFault::EndsWithOpponent);
        }
        let themes: Vec<String> = row.themes.split_whitespace().map(str::to_owned).collect();
        if themes.iter().any(|t| themes::is_mate(t)) && !pos.is_checkmate() {
            return Err(PuzzleFault::NoMate);
        }
        Ok(Puzzle {
            id: row.id.to_owned(),
            fen: row.fen.to_owned(),
            start,
            moves,
            rating: row.rating,
            deviation: row.deviation,
            themes,
        })
    }

    /// The side that solves: the one not to move in the FEN.
    pub fn solver(&self) -> Color {
        !self.start.turn()
    }

    /// The position the solver first sees: after the opponent's move.
    pub fn first_position(&self) -> Chess {
        let mut pos = self.start.clone();
        pos.play_unchecked(self.moves[0]);
        pos
    }

    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.moves.len() / 2
    }

    /// In a mate puzzle, the mate to find: in how many of the solver's moves.
    pub fn mate_in(&self) -> Option<usize> {
        self.themes
            .iter()
            .any(|t| themes::is_mate(t))
            .then(|| self.solver_moves())
    }
}

#[cfg(test)]
mod tests {
    use super::row::{Columns, row};
    use super::*;

    #[test]
    fn rows_that_are_no_puzzle_say_why() {
        let fault = |line: &str| Puzzle::from_row(&row(line, &Columns::SHIPPED).unwrap());
        assert_eq!(
            fault("x,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a9,900,80,mate"),
            Err(PuzzleFault::Move {
                number: 2,
                uci: "a1a9".into()
            })
        );
        assert_eq!(
            fault("x,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a7,900,80,mate"),
            Err(PuzzleFault::NoMate)
        );
        assert_eq!(
            fault("x,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6,900,80,short"),
            Err(PuzzleFault::TooShort)
        );
        assert_eq!(
            fault("x,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a7 g8f8,900,80,short"),
            Err(PuzzleFault::EndsWithOpponent)
        );
        assert!(matches!(
            fault("x,6k1/8/8/8/8/8/8/8 b - - 0 1,g8f8 a1a7,900,80,short"),
            Err(PuzzleFault::Fen(_))
        ));
    }
}
