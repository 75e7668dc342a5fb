//! Why a move was good or bad, in facts read from the engine's lines, so
//! that the words can explain a judgement ("Black wins a piece: Queen
//! takes f7", "this allows mate in 3", "missed mate in 2"): the mates the
//! evaluations name, the material along the line the move starts (the
//! move, then the opponent's best reply and its line) and along the best
//! line, and how the game stands after the move.

use shakmaty::{Chess, Color, Move};

use super::material::{Swing, along};
use crate::engine::analysis::Eval;
use crate::study::judge::capped_cp;

/// A score, in centipawns, from which a side is better; from
/// [`WINNING`] it is winning.
pub const BETTER: i64 = 100;
/// A score, in centipawns, from which a side is winning.
pub const WINNING: i64 = 300;

/// How the game stands in a position, by its evaluation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Neither side is better by a pawn.
    Level,
    /// This side is better (by a pawn to three).
    Better(Color),
    /// This side is winning (three pawns or more, or a mate).
    Winning(Color),
}

impl Standing {
    /// The standing of a position evaluated `eval` where `to_move` has the
    /// move.
    pub fn of(eval: Eval, to_move: Color) -> Standing {
        let cp = capped_cp(eval, Color::White, to_move);
        let side = if cp > 0 { Color::White } else { Color::Black };
        match cp.abs() {
            a if a >= WINNING => Standing::Winning(side),
            a if a >= BETTER => Standing::Better(side),
            _ => Standing::Level,
        }
    }
}

/// Why a move was what it was; see the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    /// The opponent can mate in this many moves after the move, and could
    /// not before it.
    pub mate_allowed: Option<u32>,
    /// The mover could mate in this many moves before the move, and
    /// cannot after it.
    pub mate_missed: Option<u32>,
    /// The material the opponent wins along the move and the opponent's
    /// best line after it.
    pub lost: Option<Swing>,
    /// The material the mover wins along the best line, when it wins more
    /// than the move made does.
    pub best_wins: Option<Swing>,
    /// How the game stands after the move.
    pub standing: Standing,
}

/// Mate in `n` for `side`, from an evaluation from White's side.
pub(crate) fn mate_for(eval: Eval, side: Color) -> Option<u32> {
    match eval {
        Eval::Mate(n) if n != 0 && (n > 0) == (side == Color::White) => {
            u32::try_from(n.unsigned_abs()).ok()
        }
        _ => None,
    }
}

impl Why {
    /// The facts of `mv` made in `before`, whose best line was `best` and
    /// after which the opponent's best line is `reply`; the position was
    /// evaluated `eval_before` before and `eval_after` after (from White's
    /// side).
    pub fn of(
        before: &Chess,
        mv: Move,
        best: &[Move],
        reply: &[Move],
        eval_before: Eval,
        eval_after: Eval,
    ) -> Why {
        use shakmaty::Position as _;
        let side = before.turn();
        let mate_allowed =
            mate_for(eval_after, !side).filter(|_| mate_for(eval_before, !side).is_none());
        let mate_missed = mate_for(eval_before, side).filter(|_| {
            mate_for(eval_after, side).is_none() && !matches!(eval_after, Eval::Mate(0))
        });
        let mut played = vec![mv];
        played.extend_from_slice(reply);
        let played = along(before, &played, 2);
        let for_mover = |s: Option<Swing>| {
            s.map_or(0, |s| {
                if s.winner == side {
                    s.points
                } else {
                    -s.points
                }
            })
        };
        let best_wins = along(before, best, 2)
            .filter(|s| s.winner == side && s.points > for_mover(played))
            .filter(|_| best.first() != Some(&mv));
        Why {
            mate_allowed,
            mate_missed,
            lost: played.filter(|s| s.winner != side),
            best_wins,
            standing: Standing::of(eval_after, !side),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::review::material::Gain;
    use shakmaty::{CastlingMode, Position, fen::Fen, uci::UciMove};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn moves(start: &Chess, ucis: &[&str]) -> Vec<Move> {
        let mut pos = start.clone();
        ucis.iter()
            .map(|u| {
                let m = u.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
                pos.play_unchecked(m);
                m
            })
            .collect()
    }

    #[test]
    fn a_piece_given_away_is_lost_along_the_reply() {
        // 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6, then 4. Bxf7+ Kxf7: White gives
        // a bishop for a pawn; 4. Ng5 was better.
        let before =
            position("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        let mv = moves(&before, &["c4f7"])[0];
        let after = before.clone().play(mv).unwrap();
        let reply = moves(&after, &["e8f7", "f3g5", "f7g8"]);
        let best = moves(&before, &["f3g5", "d7d5", "e4d5"]);
        let why = Why::of(&before, mv, &best, &reply, Eval::Cp(30), Eval::Cp(-250));
        let lost = why.lost.unwrap();
        assert_eq!((lost.winner, lost.gain), (Color::Black, Gain::Piece));
        assert_eq!(why.mate_allowed, None);
        assert_eq!(why.mate_missed, None);
        assert_eq!(why.standing, Standing::Better(Color::Black));
        // The best line wins a pawn for White, more than the move made.
        let won = why.best_wins.unwrap();
        assert_eq!((won.winner, won.gain), (Color::White, Gain::Pawns(1)));
    }

    #[test]
    fn mates_allowed_and_missed_come_from_the_evaluations() {
        let before = Chess::default();
        let mv = moves(&before, &["f2f3"])[0];
        let why = Why::of(&before, mv, &[], &[], Eval::Cp(20), Eval::Mate(-2));
        assert_eq!(why.mate_allowed, Some(2));
        assert_eq!(why.standing, Standing::Winning(Color::Black));
        // A mate already coming is not one the move allows.
        let why = Why::of(&before, mv, &[], &[], Eval::Mate(-5), Eval::Mate(-2));
        assert_eq!(why.mate_allowed, None);
        // White had mate in 2 and let it go; mating is no miss.
        let why = Why::of(&before, mv, &[], &[], Eval::Mate(2), Eval::Cp(400));
        assert_eq!(why.mate_missed, Some(2));
        let why = Why::of(&before, mv, &[], &[], Eval::Mate(1), Eval::Mate(0));
        assert_eq!(why.mate_missed, None);
        let why = Why::of(&before, mv, &[], &[], Eval::Mate(3), Eval::Mate(2));
        assert_eq!(why.mate_missed, None);
        assert_eq!(Standing::of(Eval::Cp(40), Color::White), Standing::Level);
        assert_eq!(
            Standing::of(Eval::Cp(-150), Color::White),
            Standing::Better(Color::Black)
        );
    }
}
