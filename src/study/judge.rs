//! The judgement of moves from the engine's evaluations, by lichess's
//! published rules (lila's `WinPercent`, `Advice` and `AccuracyPercent`),
//! so that a player who knows lichess hears the same verdicts.
//!
//! * Winning chances of a centipawn score, from the mover's side: `50 +
//!   50 · (2 / (1 + e^(−0.00368208 · cp)) − 1)` percent, the score first
//!   held within ±1000 (a mate counts as ±1000).
//! * A move's judgement by the drop of the mover's winning chances on
//!   lichess's scale of −1 to 1 (twice the percentage points above): 0.1
//!   an inaccuracy, 0.2 a mistake, 0.3 a blunder. A mate the move allows
//!   or lets slip is judged by how the position stood: allowing a mate
//!   from a position lost anyway (−1000 or worse) is an inaccuracy, from
//!   −700 a mistake, else a blunder; losing a mate of one's own into a
//!   position still won by 1000 or more is an inaccuracy, by 700 a
//!   mistake, else a blunder.
//! * A move's accuracy: `103.1668 · e^(−0.04354 · drop) − 3.1669`, plus
//!   one, within 0–100, where `drop` is the fall of the mover's winning
//!   chances in percentage points (100 when they do not fall).
//! * A side's accuracy in a game: the mean of the volatility-weighted mean
//!   and the harmonic mean of its moves' accuracies, the weights the
//!   standard deviation of the winning chances (0.5 to 12) over a window
//!   of a tenth of the game (2 to 8 positions).
//! * The average centipawn loss: the mean fall of the mover's score, each
//!   score held within ±1000, a rise counting as no loss.

use shakmaty::Color;

use crate::engine::analysis::Eval;

/// The highest centipawn score the judgement counts; a mate counts as it.
pub const CEILING: i64 = 1000;

/// What a move was, by lichess's rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Judgement {
    /// A drop of 0.1 or more.
    Inaccuracy,
    /// A drop of 0.2 or more.
    Mistake,
    /// A drop of 0.3 or more.
    Blunder,
}

impl Judgement {
    /// The PGN's numeric annotation glyph: `$6` (?!), `$2` (?), `$4` (??).
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }
}

/// The evaluation `eval` of a position where `to_move` has the move, for
/// `side`, in centipawns held within ±[`CEILING`] (a mate is the ceiling).
pub fn capped_cp(eval: Eval, side: Color, to_move: Color) -> i64 {
    let cp = match eval {
        Eval::Cp(cp) => cp,
        Eval::Mate(n) if n > 0 => CEILING,
        Eval::Mate(n) if n < 0 => -CEILING,
        // Checkmate on the board: the side to move has lost.
        Eval::Mate(_) if to_move == Color::White => -CEILING,
        Eval::Mate(_) => CEILING,
    };
    let white = cp.clamp(-CEILING, CEILING);
    if side == Color::White { white } else { -white }
}

/// Winning chances in percent (0–100) of a score of `cp` centipawns.
///
/// ```
/// use tactus::study::judge::win_percent;
///
/// assert_eq!(win_percent(0), 50.0);
/// assert!((win_percent(100) - 59.1).abs() < 0.1);
/// assert!((win_percent(-1000) - 2.5).abs() < 0.1);
/// assert_eq!(win_percent(5000), win_percent(1000));
/// ```
pub fn win_percent(cp: i64) -> f64 {
    let cp = cp.clamp(-CEILING, CEILING) as f64;
    50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0)
}

/// The mover's winning chances (0–100) in a position evaluated `eval`
/// where `to_move` has the move.
pub fn win_percent_for(eval: Eval, side: Color, to_move: Color) -> f64 {
    win_percent(capped_cp(eval, side, to_move))
}

/// The judgement of a move by `mover` from a position evaluated `before`
/// (the mover having the move) to one evaluated `after` (the opponent
/// having it); `None` for a good move.
///
/// ```
/// use shakmaty::Color::White;
/// use tactus::engine::analysis::Eval;
/// use tactus::study::judge::{Judgement, judge};
///
/// assert_eq!(judge(White, Eval::Cp(30), Eval::Cp(20)), None);
/// assert_eq!(judge(White, Eval::Cp(0), Eval::Cp(-300)), Some(Judgement::Blunder));
/// // Allowing a mate from a level position is a blunder.
/// assert_eq!(judge(White, Eval::Cp(0), Eval::Mate(-2)), Some(Judgement::Blunder));
/// ```
pub fn judge(mover: Color, before: Eval, after: Eval) -> Option<Judgement> {
    let mate_for =
        |e: Eval| matches!(e, Eval::Mate(n) if (n > 0) == (mover == Color::White) && n != 0);
    let mate_against =
        |e: Eval| matches!(e, Eval::Mate(n) if (n < 0) == (mover == Color::White) && n != 0);
    let cp_before = capped_cp(before, mover, mover);
    let cp_after = capped_cp(after, mover, !mover);
    // A mate allowed that was not there.
    if mate_against(after) && !mate_against(before) {
        let stood = match before {
            Eval::Cp(cp) => {
                if mover == Color::White {
                    cp
                } else {
                    -cp
                }
            }
            _ => CEILING,
        };
        return Some(if stood <= -999 {
            Judgement::Inaccuracy
        } else if stood <= -700 {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        });
    }
    // A mate of one's own let slip.
    if mate_for(before) && !mate_for(after) && !matches!(after, Eval::Mate(0)) {
        let stands = match after {
            Eval::Cp(cp) => {
                if mover == Color::White {
                    cp
                } else {
                    -cp
                }
            }
            _ => -CEILING,
        };
        return Some(if stands >= 999 {
            Judgement::Inaccuracy
        } else if stands >= 700 {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        });
    }
    // Winning chances on lichess's scale of −1 to 1.
    let chances = |cp: i64| (win_percent(cp) - 50.0) / 50.0;
    let drop = chances(cp_before) - chances(cp_after);
    if drop >= 0.3 {
        Some(Judgement::Blunder)
    } else if drop >= 0.2 {
        Some(Judgement::Mistake)
    } else if drop >= 0.1 {
        Some(Judgement::Inaccuracy)
    } else {
        None
    }
}

/// The accuracy (0–100) of a move that took the mover's winning chances
/// from `before` to `after` percent.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let drop = before - after;
    let raw =
        103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp() - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// What a side did in a game, by lichess's rules.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SideSummary {
    /// The accuracy of the game's moves, 0–100 (`None` without a move).
    pub accuracy: Option<f64>,
    /// The average centipawn loss (`None` without a move).
    pub average_loss: Option<f64>,
    /// How many inaccuracies.
    pub inaccuracies: usize,
    /// How many mistakes.
    pub mistakes: usize,
    /// How many blunders.
    pub blunders: usize,
}

/// The summary of `side` in a game whose positions, from the start, were
/// evaluated `evals` (one more than the moves; the start's side to move is
/// `first`). The judgements are counted from `judgements`, one per move.
pub fn summary(
    evals: &[Eval],
    first: Color,
    side: Color,
    judgements: &[Option<Judgement>],
) -> SideSummary {
    let to_move = |i: usize| if i.is_multiple_of(2) { first } else { !first };
    // Winning chances for White after each position.
    let white: Vec<f64> = evals
        .iter()
        .enumerate()
        .map(|(i, e)| win_percent_for(*e, Color::White, to_move(i)))
        .collect();
    let moves = evals.len().saturating_sub(1);
    let size = (moves / 10).clamp(2, 8);
    let mut windows: Vec<&[f64]> = Vec::new();
    for _ in 0..size.saturating_sub(2).min(moves) {
        windows.push(&white[..size.min(white.len())]);
    }
    if white.len() >= size {
        windows.extend(white.windows(size));
    } else {
        windows.push(&white);
    }
    let weights: Vec<f64> = windows
        .iter()
        .map(|w| std_dev(w).clamp(0.5, 12.0))
        .collect();
    let mut weighted: Vec<(f64, f64)> = Vec::new();
    let mut losses: Vec<f64> = Vec::new();
    for i in 0..moves {
        if to_move(i) != side {
            continue;
        }
        let (before, after) = if side == Color::White {
            (white[i], white[i + 1])
        } else {
            (100.0 - white[i], 100.0 - white[i + 1])
        };
        let weight = weights.get(i).copied().unwrap_or(0.5);
        weighted.push((move_accuracy(before, after), weight));
        let cp_before = capped_cp(evals[i], side, to_move(i));
        let cp_after = capped_cp(evals[i + 1], side, to_move(i + 1));
        losses.push((cp_before - cp_after).max(0) as f64);
    }
    let count = |j: Judgement| {
        judgements
            .iter()
            .enumerate()
            .filter(|(i, got)| to_move(*i) == side && **got == Some(j))
            .count()
    };
    let accuracy = (!weighted.is_empty()).then(|| {
        let total: f64 = weighted.iter().map(|(_, w)| w).sum();
        let mean = weighted.iter().map(|(a, w)| a * w).sum::<f64>() / total;
        let harmonic = weighted.len() as f64
            / weighted
                .iter()
                .map(|(a, _)| 1.0 / a.max(0.001))
                .sum::<f64>();
        (mean + harmonic) / 2.0
    });
    SideSummary {
        accuracy,
        average_loss: (!losses.is_empty())
            .then(|| losses.iter().sum::<f64>() / losses.len() as f64),
        inaccuracies: count(Judgement::Inaccuracy),
        mistakes: count(Judgement::Mistake),
        blunders: count(Judgement::Blunder),
    }
}

fn std_dev(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let mean = xs.iter().sum::<f64>() / xs.len() as f64;
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / xs.len() as f64).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    #[test]
    fn drops_of_winning_chances_make_the_judgements() {
        assert_eq!(judge(White, Eval::Cp(0), Eval::Cp(-40)), None);
        assert_eq!(
            judge(White, Eval::Cp(0), Eval::Cp(-80)),
            Some(Judgement::Inaccuracy)
        );
        assert_eq!(
            judge(White, Eval::Cp(0), Eval::Cp(-140)),
            Some(Judgement::Mistake)
        );
        assert_eq!(
            judge(White, Eval::Cp(0), Eval::Cp(-400)),
            Some(Judgement::Blunder)
        );
        // The same from Black's side.
        assert_eq!(
            judge(Black, Eval::Cp(0), Eval::Cp(400)),
            Some(Judgement::Blunder)
        );
        assert_eq!(judge(Black, Eval::Cp(0), Eval::Cp(-400)), None);
        // Far ahead, a fall that leaves the game won counts less.
        assert_eq!(judge(White, Eval::Cp(900), Eval::Cp(750)), None);
    }

    #[test]
    fn mates_allowed_and_let_slip() {
        assert_eq!(
            judge(White, Eval::Cp(50), Eval::Mate(-3)),
            Some(Judgement::Blunder)
        );
        assert_eq!(
            judge(White, Eval::Cp(-800), Eval::Mate(-3)),
            Some(Judgement::Mistake)
        );
        assert_eq!(
            judge(White, Eval::Cp(-1200), Eval::Mate(-3)),
            Some(Judgement::Inaccuracy)
        );
        assert_eq!(
            judge(White, Eval::Mate(2), Eval::Cp(300)),
            Some(Judgement::Blunder)
        );
        assert_eq!(
            judge(White, Eval::Mate(2), Eval::Cp(1500)),
            Some(Judgement::Inaccuracy)
        );
        // Mating is no mistake; a mate kept is none either.
        assert_eq!(judge(White, Eval::Mate(1), Eval::Mate(0)), None);
        assert_eq!(judge(Black, Eval::Mate(-2), Eval::Mate(-1)), None);
        assert_eq!(
            judge(Black, Eval::Cp(0), Eval::Mate(2)),
            Some(Judgement::Blunder)
        );
    }

    #[test]
    fn accuracy_is_full_for_a_move_that_keeps_the_chances() {
        assert_eq!(move_accuracy(60.0, 60.0), 100.0);
        assert!((move_accuracy(60.0, 50.0) - 64.6).abs() < 0.1);
        assert!(move_accuracy(90.0, 10.0) < 5.0);
        let evals = [
            Eval::Cp(20),
            Eval::Cp(25),
            Eval::Cp(20),
            Eval::Cp(-400),
            Eval::Cp(-390),
        ];
        let judged = [None, None, Some(Judgement::Blunder), None];
        let white = summary(&evals, White, White, &judged);
        let black = summary(&evals, White, Black, &judged);
        assert_eq!(white.blunders, 1);
        assert_eq!(black.blunders, 0);
        assert!(
            white.accuracy.unwrap() < black.accuracy.unwrap(),
            "{white:?} {black:?}"
        );
        assert!(white.average_loss.unwrap() > 200.0, "{white:?}");
        assert!(black.average_loss.unwrap() < 15.0, "{black:?}");
        assert_eq!(summary(&evals[..1], White, White, &[]).accuracy, None);
    }
}
