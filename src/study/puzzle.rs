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
pub mod row;
pub mod shipped;
pub mod themes;

use shakmaty::{Chess, Color, Move, Position, Role, Square, uci::UciMove};

use super::rating::Score;
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

/// What a move made in a puzzle was.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move of the solution (or one that mates): made, and answered
    /// by the opponent's `reply`, which is made too.
    Right {
        /// The opponent's reply from the solution.
        reply: Move,
    },
    /// Not the move: nothing is made.
    Wrong,
    /// The last move of the solution, or a move that mates: made, the
    /// puzzle is over.
    Solved,
}

/// What made a puzzle count as not solved.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lapse {
    /// A wrong move.
    Wrong,
    /// A hint was asked for.
    Hint,
    /// The solution was asked for.
    Solution,
}

/// A hint: first the piece to move, then where it goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The piece that moves, and where it stands.
    Piece {
        /// Its kind.
        role: Role,
        /// Its square.
        from: Square,
    },
    /// The piece and the square it goes to.
    Square {
        /// Its kind.
        role: Role,
        /// Its square.
        from: Square,
        /// Where it goes (for castling, the king's square).
        to: Square,
    },
}

/// A puzzle being solved; see the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solving {
    puzzle: Puzzle,
    pos: Chess,
    /// The index in the moves of the solver's next move.
    next: usize,
    /// The first lapse, if any: then the puzzle is not solved.
    lapse: Option<Lapse>,
    /// Hints given for the move to find now.
    hints: u8,
    over: bool,
    /// Whether the solution was given (then it is over, not solved).
    given: bool,
    /// Whether the result was handed out ([`Solving::take_result`]).
    rated: bool,
}

impl Solving {
    /// Begins `puzzle`: its opponent's first move is made.
    pub fn start(puzzle: Puzzle) -> Solving {
        let pos = puzzle.first_position();
        Solving {
            puzzle,
            pos,
            next: 1,
            lapse: None,
            hints: 0,
            over: false,
            given: false,
            rated: false,
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position now.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// Whether the puzzle is over: solved, or its solution given.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The first lapse, if any.
    pub fn lapse(&self) -> Option<Lapse> {
        self.lapse
    }

    /// Whether it was solved (over, the last move the player's own).
    pub fn solved(&self) -> bool {
        self.over && !self.given
    }

    /// How many moves the solver has still to make.
    pub fn moves_left(&self) -> usize {
        (self.puzzle.moves.len() + 1).saturating_sub(self.next) / 2
    }

    /// Whether this is not the solver's first move to find.
    pub fn is_later_move(&self) -> bool {
        self.next > 1
    }

    /// Takes `mv`, a legal move of the solver in the position now. After
    /// the end every move is [`Verdict::Wrong`] (the caller says it is over).
    pub fn handle(&mut self, mv: Move) -> Verdict {
        if self.over {
            return Verdict::Wrong;
        }
        let mut after = self.pos.clone();
        after.play_unchecked(mv);
        if mv != self.puzzle.moves[self.next] && !after.is_checkmate() {
            self.lapse.get_or_insert(Lapse::Wrong);
            return Verdict::Wrong;
        }
        self.pos = after;
        self.next += 1;
        self.hints = 0;
        if self.next == self.puzzle.moves.len() || self.pos.is_checkmate() {
            self.over = true;
            return Verdict::Solved;
        }
        let reply = self.puzzle.moves[self.next];
        self.pos.play_unchecked(reply);
        self.next += 1;
        Verdict::Right { reply }
    }

    /// A hint for the move to find: the piece, then (asked again) where
    /// it goes. `None` once the puzzle is over.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.over {
            return None;
        }
        self.lapse.get_or_insert(Lapse::Hint);
        let mv = self.puzzle.moves[self.next];
        let from = mv.from().unwrap_or(mv.to());
        let role = mv.role();
        self.hints = self.hints.saturating_add(1);
        Some(if self.hints == 1 {
            Hint::Piece { role, from }
        } else {
            Hint::Square {
                role,
                from,
                to: king_to(mv),
            }
        })
    }

    /// The rest of the solution from the position now, each move with the
    /// position before it; they are made and the puzzle is over. Empty
    /// once it is over.
    pub fn solution(&mut self) -> Vec<(Chess, Move)> {
        if self.over {
            return Vec::new();
        }
        self.lapse.get_or_insert(Lapse::Solution);
        let mut line = Vec::new();
        for &mv in &self.puzzle.moves[self.next..] {
            line.push((self.pos.clone(), mv));
            self.pos.play_unchecked(mv);
        }
        self.next = self.puzzle.moves.len();
        self.over = true;
        self.given = true;
        line
    }

    /// Back to the start: the position after the opponent's first move.
    /// A result already decided stays as it was.
    pub fn retry(&mut self) {
        self.pos = self.puzzle.first_position();
        self.next = 1;
        self.hints = 0;
        self.over = false;
        self.given = false;
    }

    /// The result for the rating, once, as soon as it is decided: a loss
    /// at the first lapse, a win at a clean solve.
    pub fn take_result(&mut self) -> Option<Score> {
        if self.rated {
            return None;
        }
        let score = match self.lapse {
            Some(_) => Score::Loss,
            None if self.over => Score::Win,
            None => return None,
        };
        self.rated = true;
        Some(score)
    }

    /// Whether the result was already handed out (a retried puzzle is not
    /// rated again).
    pub fn is_rated(&self) -> bool {
        self.rated
    }
}

/// Where the moving piece is placed: for castling, the king's square.
fn king_to(mv: Move) -> Square {
    match mv {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                shakmaty::File::G
            } else {
                shakmaty::File::C
            };
            Square::from_coords(file, king.rank())
        }
        _ => mv.to(),
    }
}

#[cfg(test)]
mod tests {
    use super::row::{Columns, row};
    use super::*;

    /// A back-rank mate in one, made for the tests: Black's king steps
    /// aside, White mates on a8.
    const BACK_RANK: &str =
        "t1,6k1/1p3ppp/8/8/8/8/5PPP/R5K1 b - - 0 1,b7b6 a1a8,900,80,mate mateIn1 backRankMate";

    fn puzzle(line: &str) -> Puzzle {
        Puzzle::from_row(&row(line, &Columns::SHIPPED).unwrap()).unwrap()
    }

    fn mv(pos: &Chess, uci: &str) -> Move {
        uci.parse::<UciMove>().unwrap().to_move(pos).unwrap()
    }

    #[test]
    fn the_opponent_moves_first_and_the_solver_is_the_other_side() {
        let p = puzzle(BACK_RANK);
        assert_eq!(p.solver(), Color::White);
        assert_eq!(p.mate_in(), Some(1));
        let s = Solving::start(p);
        assert_eq!(s.position().turn(), Color::White);
        assert!(s.position().board().piece_at(Square::B6).is_some());
    }

    #[test]
    fn a_wrong_move_changes_nothing_and_the_puzzle_counts_as_lost() {
        let mut s = Solving::start(puzzle(BACK_RANK));
        let before = s.position().clone();
        assert_eq!(s.handle(mv(&before, "h2h3")), Verdict::Wrong);
        assert_eq!(s.position(), &before);
        assert_eq!(s.take_result(), Some(Score::Loss));
        assert_eq!(s.take_result(), None);
        assert_eq!(s.handle(mv(&before, "a1a8")), Verdict::Solved);
        assert!(s.solved());
        assert_eq!(s.lapse(), Some(Lapse::Wrong));
    }

    #[test]
    fn any_move_that_mates_is_right() {
        // Two rooks: a1a8 is the solution, c1c8 mates too.
        let line = "t2,6k1/1p3ppp/8/8/8/8/5PPP/R1R3K1 b - - 0 1,b7b6 a1a8,900,80,mate mateIn1";
        let mut s = Solving::start(puzzle(line));
        let other = mv(s.position(), "c1c8");
        assert_eq!(s.handle(other), Verdict::Solved);
        assert_eq!(s.take_result(), Some(Score::Win));
    }

    #[test]
    fn a_right_move_is_answered_and_hints_name_the_piece_then_the_square() {
        let line = "0000D,5rk1/1p3ppp/pq3b2/8/8/1P1Q1N2/P4PPP/3R2K1 w - - 2 27,d3d6 f8d8 d6d8 f6d8,1474,74,advantage endgame short";
        let mut s = Solving::start(puzzle(line));
        assert_eq!(
            s.hint(),
            Some(Hint::Piece {
                role: Role::Rook,
                from: Square::F8
            })
        );
        assert_eq!(
            s.hint(),
            Some(Hint::Square {
                role: Role::Rook,
                from: Square::F8,
                to: Square::D8
            })
        );
        let right = mv(s.position(), "f8d8");
        let Verdict::Right { reply } = s.handle(right) else {
            panic!("not right");
        };
        assert_eq!(reply.to(), Square::D8);
        assert!(s.is_later_move());
        assert_eq!(s.take_result(), Some(Score::Loss));
        let line = s.solution();
        assert_eq!(line.len(), 1);
        assert!(s.is_over() && !s.solved());
        s.retry();
        assert!(!s.is_over() && !s.is_later_move());
        assert_eq!(s.take_result(), None);
    }

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
