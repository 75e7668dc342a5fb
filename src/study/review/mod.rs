//! The review of a game from the engine's evaluations of its positions:
//! per move the evaluation before and after it, the best move with its
//! line, the winning chances lost and lichess's judgement, and why
//! ([`why`]: the material won or lost along the lines, a mate allowed or
//! missed); per side the accuracy, the average loss and the counts
//! ([`crate::study::judge`]); the opening reached
//! ([`crate::study::openings`]); and the key moments, the moves a player
//! should look at again.
//!
//! The review is pure: it is made from a [`Game`] and the [`Evaluation`]s
//! of its positions from the start, as many as are done (a review stopped
//! half-way reviews the moves whose positions before and after were both
//! evaluated). [`words`] says it, [`jsonl`] and [`pgn`] write it.
//!
//! ```
//! use shakmaty::uci::UciMove;
//! use tactus::engine::analysis::{Eval, Evaluation};
//! use tactus::rules::game::Game;
//! use tactus::study::{judge::Judgement, review::Review};
//!
//! let mut game = Game::new();
//! for san in ["f3", "e5", "g4", "Qh4#"] {
//!     game.play_san(san).unwrap();
//! }
//! let at = |eval, line: &[&str]| Evaluation {
//!     eval,
//!     best: line.first().map(|u| u.parse::<UciMove>().unwrap()),
//!     line: line.iter().map(|u| u.parse().unwrap()).collect(),
//!     depth: None,
//! };
//! let evaluations = [
//!     at(Eval::Cp(20), &["e2e4"]),
//!     at(Eval::Cp(-20), &["e7e5"]),
//!     at(Eval::Cp(-70), &["d2d4"]),
//!     at(Eval::Mate(-1), &["d8h4"]),
//!     at(Eval::Mate(0), &[]),
//! ];
//! let review = Review::of(&game, &evaluations);
//! let g4 = &review.moves[2];
//! assert_eq!((g4.san.as_str(), g4.judgement), ("g4", Some(Judgement::Blunder)));
//! assert_eq!(g4.why.mate_allowed, Some(1));
//! assert_eq!(review.key_moments().len(), 1);
//! ```

pub mod jsonl;
pub mod material;
pub mod pgn;
pub mod why;
pub mod words;

use shakmaty::{ByColor, CastlingMode, Chess, Color, Move, Position, san::SanPlus};

use crate::engine::analysis::{Eval, Evaluation};
use crate::rules::game::Game;
use crate::study::judge::{self, Judgement, SideSummary};
use crate::study::openings::{Opening, book};

pub use why::{Standing, Why};

/// The most key moments that may include inaccuracies: a game with more
/// mistakes and blunders than this has its inaccuracies left out.
pub const FEW_MOMENTS: usize = 5;

/// The best move of a position, with the engine's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best {
    /// The move.
    pub mv: Move,
    /// In SAN, with `+` or `#`.
    pub san: String,
    /// In UCI.
    pub uci: String,
    /// The line, the best move first (only its legal beginning).
    pub line: Vec<Move>,
}

/// One move reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// Its half-move, counting from 1.
    pub ply: usize,
    /// Its move number (`23` for `23. Bxf7` and for `23... Qxf7`).
    pub number: u32,
    /// Who made it.
    pub side: Color,
    /// The position before it.
    pub before: Chess,
    /// The move.
    pub mv: Move,
    /// In SAN, with `+` or `#`.
    pub san: String,
    /// In UCI.
    pub uci: String,
    /// The evaluation before it (from White's side).
    pub eval_before: Eval,
    /// The evaluation after it (from White's side).
    pub eval_after: Eval,
    /// The best move in the position before it (none when the engine
    /// gave none).
    pub best: Option<Best>,
    /// The opponent's best reply and its line, in the position after it.
    pub reply: Vec<Move>,
    /// The mover's winning chances lost, in percentage points (0–100).
    pub loss: f64,
    /// lichess's judgement, `None` for a good move.
    pub judgement: Option<Judgement>,
    /// Why, from the lines.
    pub why: Why,
}

impl MoveReview {
    /// Whether the move made is the best move.
    pub fn is_best(&self) -> bool {
        self.best.as_ref().is_some_and(|b| b.mv == self.mv)
    }
}

/// The review of a game (or of its beginning, when the analysis was
/// stopped); see the [module documentation](self).
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The moves reviewed, in order from the first.
    pub moves: Vec<MoveReview>,
    /// The half-moves of the game.
    pub plies: usize,
    /// Each side's accuracy, average loss and counts, over the moves
    /// reviewed.
    pub summary: ByColor<SideSummary>,
    /// The opening reached, with the half-moves that reached it.
    pub opening: Option<(usize, Opening)>,
}

impl Review {
    /// The review of `game` from `evaluations`, those of its positions
    /// from the start (the first position first); more than the game has
    /// are left out.
    pub fn of(game: &Game, evaluations: &[Evaluation]) -> Review {
        let positions = game.positions();
        let evaluated = evaluations.len().min(positions.len());
        let reviewed = evaluated.saturating_sub(1);
        let moves: Vec<MoveReview> = (0..reviewed)
            .map(|i| reviewed_move(game, i, &positions[i], &evaluations[i], &evaluations[i + 1]))
            .collect();
        let evals: Vec<Eval> = evaluations[..evaluated].iter().map(|e| e.eval).collect();
        let judgements: Vec<Option<Judgement>> = moves.iter().map(|m| m.judgement).collect();
        let first = positions[0].turn();
        let summary = ByColor::new_with(|side| judge::summary(&evals, first, side, &judgements));
        let opening = book()
            .reached(positions)
            .map(|(ply, opening)| (ply, opening.clone()));
        Review {
            moves,
            plies: game.ply_count(),
            summary,
            opening,
        }
    }

    /// Whether every move of the game was reviewed.
    pub fn is_complete(&self) -> bool {
        self.moves.len() == self.plies
    }

    /// The index among [`Review::moves`] of the half-move a player names:
    /// move `number` of `side` when one is named; else of `own`, the
    /// player's side when they had one; else White's (Black's when the
    /// game has no White move of that number). `None` when no move
    /// reviewed is it.
    pub fn find(&self, number: u32, side: Option<Color>, own: Option<Color>) -> Option<usize> {
        let at = |side: Color| {
            self.moves
                .iter()
                .position(|m| m.number == number && m.side == side)
        };
        match side {
            Some(side) => at(side),
            None => own
                .and_then(at)
                .or_else(|| at(Color::White))
                .or_else(|| at(Color::Black)),
        }
    }

    /// The moves to look at again, in the order played: the mistakes and
    /// blunders, and the inaccuracies too when there are no more than
    /// [`FEW_MOMENTS`] of all three.
    pub fn key_moments(&self) -> Vec<&MoveReview> {
        let judged = |m: &&MoveReview| m.judgement.is_some();
        let serious = |m: &&MoveReview| m.judgement > Some(Judgement::Inaccuracy);
        let all = self.moves.iter().filter(judged).count();
        if all <= FEW_MOMENTS {
            self.moves.iter().filter(judged).collect()
        } else {
            self.moves.iter().filter(serious).collect()
        }
    }
}

/// The legal beginning of a line of UCI moves from `pos`.
fn legal_line(pos: &Chess, line: &[shakmaty::uci::UciMove]) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut moves = Vec::new();
    for uci in line {
        let Ok(m) = uci.to_move(&pos) else { break };
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

fn reviewed_move(
    game: &Game,
    index: usize,
    before: &Chess,
    at: &Evaluation,
    next: &Evaluation,
) -> MoveReview {
    let mv = game.moves()[index];
    let side = before.turn();
    let after = {
        let mut pos = before.clone();
        pos.play_unchecked(mv);
        pos
    };
    let mut line = legal_line(before, &at.line);
    if let Some(best) = at.best.as_ref().and_then(|u| u.to_move(before).ok())
        && line.first() != Some(&best)
    {
        line = vec![best];
    }
    let best = line.first().map(|&m| Best {
        mv: m,
        san: SanPlus::from_move(before.clone(), m).to_string(),
        uci: m.to_uci(CastlingMode::Standard).to_string(),
        line: line.clone(),
    });
    let reply = legal_line(&after, &next.line);
    let loss = (judge::win_percent_for(at.eval, side, side)
        - judge::win_percent_for(next.eval, side, !side))
    .max(0.0);
    let judgement = judge::judge(side, at.eval, next.eval);
    let why = Why::of(before, mv, &line, &reply, at.eval, next.eval);
    MoveReview {
        ply: index + 1,
        number: before.fullmoves().get(),
        side,
        before: before.clone(),
        mv,
        san: game.san(index).to_string(),
        uci: game.uci(index).to_string(),
        eval_before: at.eval,
        eval_after: next.eval,
        best,
        reply,
        loss,
        judgement,
        why,
    }
}

#[cfg(test)]
pub(crate) mod tests;
