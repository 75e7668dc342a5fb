//! Learning from one's own mistakes: each mistake and blunder of a
//! reviewed game set again as an exercise, the position before it, to find
//! a better move. Pure: the front end has the engine judge a move tried
//! (at the review's budget) and hands the evaluation in.
//!
//! A move tried is right when it is the engine's best move, or when the
//! engine finds it no worse than the best by as much as an inaccuracy
//! (lichess's rule, [`crate::study::judge::judge`], from the best move's
//! evaluation to the move's): then the lesson goes on to the next
//! exercise. A first `hint` names the piece of the best move and where it
//! stands, a second the square it goes to; `solution` says the move and
//! `skip` leaves it, and neither counts as found. At the end: "You found
//! 3 of 5." [`words`] says it all.
//!
//! ```
//! use tactus::study::learn::{Lesson, exercises};
//! use tactus::study::review::Review;
//! # use tactus::engine::analysis::{Eval, Evaluation};
//! # use tactus::rules::game::Game;
//! # let mut game = Game::new();
//! # for san in ["f3", "e5", "g4", "Qh4#"] { game.play_san(san).unwrap(); }
//! # let at = |eval, line: &[&str]| Evaluation {
//! #     eval,
//! #     best: line.first().map(|u| u.parse().unwrap()),
//! #     line: line.iter().map(|u| u.parse().unwrap()).collect(),
//! #     depth: None,
//! # };
//! # let evaluations = [at(Eval::Cp(20), &["e2e4"]), at(Eval::Cp(-20), &["e7e5"]),
//! #     at(Eval::Cp(-70), &["d2d4"]), at(Eval::Mate(-1), &["d8h4"]), at(Eval::Mate(0), &[])];
//! let review = Review::of(&game, &evaluations);
//! let mut lesson = Lesson::new(exercises(&review, Some(shakmaty::Color::White)));
//! assert_eq!(lesson.current().unwrap().played.to_string(), "g2-g4");
//! lesson.skip();
//! assert!(lesson.current().is_none());
//! assert_eq!(lesson.score(), (0, 1));
//! ```

pub mod words;

use shakmaty::{Chess, Color, Move, Position, Role, Square};

use crate::engine::analysis::Eval;
use crate::study::judge::{Judgement, judge};
use crate::study::review::{Review, Standing};

/// One mistake or blunder to find a better move for.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The half-move of the mistake, from 1.
    pub ply: usize,
    /// Its move number.
    pub number: u32,
    /// Who made it: who is to find a better move.
    pub side: Color,
    /// The position before it.
    pub before: Chess,
    /// The move made.
    pub played: Move,
    /// The engine's best move there.
    pub best: Move,
    /// The evaluation of the position with the best move (from White's
    /// side).
    pub eval_best: Eval,
    /// How bad the move made was.
    pub judgement: Judgement,
}

/// The exercises of a review: the mistakes and blunders of `side` (of
/// both sides when `None`) that have a better move, in the order played.
pub fn exercises(review: &Review, side: Option<Color>) -> Vec<Exercise> {
    review
        .moves
        .iter()
        .filter(|m| side.is_none_or(|s| s == m.side))
        .filter(|m| m.judgement.is_some_and(|j| j >= Judgement::Mistake))
        .filter_map(|m| {
            let best = m.best.as_ref().filter(|_| !m.is_best())?;
            Some(Exercise {
                ply: m.ply,
                number: m.number,
                side: m.side,
                before: m.before.clone(),
                played: m.mv,
                best: best.mv,
                eval_best: m.eval_before,
                judgement: m.judgement?,
            })
        })
        .collect()
}

/// What a move tried is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Right: it keeps what the best move keeps; how the game then stands.
    Right(Standing),
    /// Not this one; the opponent's best reply to it, if the engine gave one.
    Wrong(Option<Move>),
}

/// What a hint tells.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The piece of the best move, and where it stands.
    Piece(Role, Square),
    /// The square it goes to.
    Square(Square),
    /// Both were given.
    NoMore,
}

/// The verdict on `tried` in `exercise`, from the engine's evaluation of
/// the position after it (`None` when `tried` is the best move, which
/// needs none) and its best reply.
pub fn verdict(
    exercise: &Exercise,
    tried: Move,
    after: Option<Eval>,
    reply: Option<Move>,
) -> Verdict {
    let standing = |eval: Eval| Standing::of(eval, !exercise.side);
    if tried == exercise.best {
        return Verdict::Right(standing(after.unwrap_or(exercise.eval_best)));
    }
    match after {
        Some(eval) if judge(exercise.side, exercise.eval_best, eval).is_none() => {
            Verdict::Right(standing(eval))
        }
        _ => Verdict::Wrong(reply),
    }
}

/// A lesson under way; see the [module documentation](self).
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    exercises: Vec<Exercise>,
    at: usize,
    hints: u8,
    found: usize,
}

impl Lesson {
    /// A lesson of these exercises, at the first.
    pub fn new(exercises: Vec<Exercise>) -> Lesson {
        Lesson {
            exercises,
            at: 0,
            hints: 0,
            found: 0,
        }
    }

    /// The exercise to do now; `None` at the end.
    pub fn current(&self) -> Option<&Exercise> {
        self.exercises.get(self.at)
    }

    /// How many exercises the lesson has.
    pub fn len(&self) -> usize {
        self.exercises.len()
    }

    /// Whether the lesson has no exercise.
    pub fn is_empty(&self) -> bool {
        self.exercises.is_empty()
    }

    fn next(&mut self) {
        self.at = (self.at + 1).min(self.exercises.len());
        self.hints = 0;
    }

    /// The next hint on the current exercise.
    pub fn hint(&mut self) -> Option<Hint> {
        let best = self.current()?.best;
        let hint = match self.hints {
            0 => Hint::Piece(best.role(), best.from()?),
            1 => Hint::Square(best.to()),
            _ => Hint::NoMore,
        };
        self.hints = self.hints.saturating_add(1);
        Some(hint)
    }

    /// The best move of the current exercise, said; the lesson goes on.
    pub fn solution(&mut self) -> Option<Exercise> {
        let exercise = self.current()?.clone();
        self.next();
        Some(exercise)
    }

    /// Leaves the current exercise.
    pub fn skip(&mut self) {
        self.next();
    }

    /// Takes `verdict` on a move tried: a right one counts as found and
    /// the lesson goes on; after a wrong one the same exercise stays.
    pub fn tried(&mut self, verdict: &Verdict) {
        if let Verdict::Right(_) = verdict
            && self.current().is_some()
        {
            self.found += 1;
            self.next();
        }
    }

    /// How many were found, of how many.
    pub fn score(&self) -> (usize, usize) {
        (self.found, self.exercises.len())
    }
}

/// The position of `exercise` after `tried`.
pub fn after(exercise: &Exercise, tried: Move) -> Chess {
    let mut pos = exercise.before.clone();
    pos.play_unchecked(tried);
    pos
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::review::tests::blunder_game;

    #[test]
    fn the_mistakes_of_a_side_are_its_exercises() {
        let review = blunder_game();
        let white = exercises(&review, Some(Color::White));
        assert_eq!(white.len(), 1);
        assert_eq!((white[0].ply, white[0].number), (7, 4));
        assert_eq!(white[0].best.to(), Square::G5);
        assert!(exercises(&review, Some(Color::Black)).is_empty());
        assert_eq!(exercises(&review, None).len(), 1);
    }

    #[test]
    fn a_move_as_good_as_the_best_is_right_and_a_worse_one_is_not() {
        let review = blunder_game();
        let exercise = exercises(&review, None).remove(0);
        let best = exercise.best;
        assert_eq!(
            verdict(&exercise, best, None, None),
            Verdict::Right(Standing::Level)
        );
        // Another move that keeps the evaluation (+0.30) is right too.
        let castle = exercise
            .before
            .legal_moves()
            .into_iter()
            .find(|m| m.is_castle())
            .unwrap();
        assert_eq!(
            verdict(&exercise, castle, Some(Eval::Cp(20)), None),
            Verdict::Right(Standing::Level)
        );
        // The move made again is wrong, with the reply that punishes it.
        let reply = review.moves[6].reply.first().copied();
        assert_eq!(
            verdict(&exercise, exercise.played, Some(Eval::Cp(-250)), reply),
            Verdict::Wrong(reply)
        );
        assert!(matches!(
            verdict(&exercise, castle, Some(Eval::Cp(-90)), None),
            Verdict::Wrong(None)
        ));
    }

    #[test]
    fn hints_name_the_piece_then_the_square_and_the_score_counts_what_was_found() {
        let review = blunder_game();
        let mut lesson = Lesson::new(exercises(&review, None));
        assert_eq!(lesson.hint(), Some(Hint::Piece(Role::Knight, Square::F3)));
        assert_eq!(lesson.hint(), Some(Hint::Square(Square::G5)));
        assert_eq!(lesson.hint(), Some(Hint::NoMore));
        lesson.tried(&Verdict::Wrong(None));
        assert!(lesson.current().is_some());
        lesson.tried(&Verdict::Right(Standing::Level));
        assert_eq!(lesson.current(), None);
        assert_eq!(lesson.score(), (1, 1));
        assert_eq!(lesson.hint(), None);
        let mut lesson = Lesson::new(exercises(&review, None));
        assert!(lesson.solution().is_some());
        assert_eq!(lesson.score(), (0, 1));
    }
}
