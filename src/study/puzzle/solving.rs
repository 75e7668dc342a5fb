//! The puzzle being solved: the state machine of [`super`]'s module
//! documentation, from the opponent's first move to the solve, with its
//! hints, its solution, a retry, and the result for the rating decided
//! once.

use shakmaty::{Chess, Move, Position, Role, Square};

use super::Puzzle;
use crate::study::rating::Score;

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
    use super::super::row::{Columns, row};
    use super::*;
    use shakmaty::{Color, uci::UciMove};

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
}
