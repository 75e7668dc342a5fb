//! How a game ends: the ends the Laws impose by themselves, draw claims
//! (Art. 9.2, 9.3), and the players' acts (resignation, agreement, a flag
//! fall, the illegal move that loses).

use shakmaty::{Color, KnownOutcome, Move, Position, san::San};

use super::{AlreadyOver, ClaimRefused, Game, keys::key_of};
use crate::rules::{
    outcome::{Claim, Ended, Termination},
    unwinnable::{self, Mate},
};

impl Game {
    /// The draws the player having the move could claim on the position on
    /// the board (Art. 9.2, 9.3), threefold repetition first. Empty once the
    /// game is over by checkmate or stalemate.
    pub fn claims(&self) -> Vec<Claim> {
        self.claims_at(self.moves.len())
    }

    /// The draws the player having the move after `ply` half-moves could
    /// have claimed on that position (Art. 9.2, 9.3), threefold repetition
    /// first; the same as [`Game::claims`] when `ply` is the last ply. Empty
    /// when that position has no legal move or the game never got there.
    pub fn claims_at(&self, ply: usize) -> Vec<Claim> {
        let mut claims = Vec::new();
        let Some(pos) = self.position_at(ply) else {
            return claims;
        };
        if pos.legal_moves().is_empty() {
            return claims;
        }
        if self.repetitions_at(ply) >= 3 {
            claims.push(Claim::ThreefoldRepetition);
        }
        if pos.halfmoves() >= 100 {
            claims.push(Claim::FiftyMoves);
        }
        claims
    }

    /// A draw claim by `by`, on the position on the board or, with
    /// `intended`, on the position that move is about to give (the move
    /// written on the scoresheet and declared to the arbiter, Art. 9.2.1).
    ///
    /// A correct claim ends the game as a draw (the intended move is not
    /// made). A wrong claim is refused with the reason and changes nothing;
    /// the arbiter's extra time for the opponent is the clock's business, and
    /// the intended move must then be made (Art. 9.5).
    pub fn claim(
        &mut self,
        by: Color,
        claim: Claim,
        intended: Option<Move>,
    ) -> Result<Ended, ClaimRefused> {
        if let Some(ended) = self.ended {
            return Err(ClaimRefused::GameOver(ended.reason));
        }
        if by != self.turn() {
            return Err(ClaimRefused::NotYourMove);
        }
        let here = self.position();
        let (pos, count) = match intended {
            None => (here.clone(), self.repetitions()),
            Some(m) => {
                if !here.is_legal(m) {
                    return Err(ClaimRefused::IllegalIntendedMove(
                        San::from_move(here, m).to_string(),
                    ));
                }
                let mut next = here.clone();
                next.play_unchecked(m);
                let key = key_of(&next);
                let count = 1 + self.earlier_occurrences(self.moves.len() + 1, &next, key);
                (next, count)
            }
        };
        match claim {
            Claim::ThreefoldRepetition if count < 3 => {
                return Err(ClaimRefused::NotRepeated { count });
            }
            Claim::FiftyMoves if pos.halfmoves() < 100 => {
                return Err(ClaimRefused::NotFiftyMoves {
                    moves: pos.halfmoves() / 2,
                });
            }
            _ => {}
        }
        Ok(self.end(KnownOutcome::Draw, claim.termination()))
    }

    /// `by` resigns (Art. 5.1.2).
    pub fn resign(&mut self, by: Color) -> Result<Ended, AlreadyOver> {
        self.refuse_act_if_over()?;
        Ok(self.end(
            KnownOutcome::Decisive { winner: !by },
            Termination::Resignation { by },
        ))
    }

    /// The players agree to a draw (Art. 5.2.3).
    pub fn agree_draw(&mut self) -> Result<Ended, AlreadyOver> {
        self.refuse_act_if_over()?;
        Ok(self.end(KnownOutcome::Draw, Termination::DrawAgreement))
    }

    /// `side`'s flag fell (Art. 6.9): he loses, unless his opponent cannot
    /// checkmate by any series of legal moves; then the game is drawn.
    pub fn flag_fell(&mut self, side: Color) -> Result<Ended, AlreadyOver> {
        self.refuse_act_if_over()?;
        Ok(self.loss_unless_opponent_cannot_mate(side, Termination::FlagFall { side }))
    }

    /// `by` completed the illegal move that loses (the second under the
    /// Laws of 2023, Art. 7.5.5; the third under 2008, 7.4.b): he loses, unless his
    /// opponent cannot checkmate by any series of legal moves; then the game
    /// is drawn.
    pub fn forfeit_for_illegal_moves(&mut self, by: Color) -> Result<Ended, AlreadyOver> {
        self.refuse_act_if_over()?;
        Ok(self.loss_unless_opponent_cannot_mate(by, Termination::IllegalMoves { by }))
    }

    /// Whether `side` could still checkmate by some series of legal moves
    /// from the position on the board, counting helpmates (Art. 5.2.2, 6.9,
    /// 7.5.5): the full test of [`unwinnable::can_checkmate`].
    pub fn can_checkmate(&self, side: Color) -> Mate {
        unwinnable::can_checkmate(self.position(), side)
    }

    fn end(&mut self, result: KnownOutcome, reason: Termination) -> Ended {
        let ended = Ended { result, reason };
        self.ended = Some(ended);
        ended
    }

    /// `loser` loses, unless it is proven that his opponent cannot
    /// checkmate by any series of legal moves: then the game is drawn. When
    /// neither is proven the loss stands, as the Laws presume, and the
    /// reason says it could not be decided.
    fn loss_unless_opponent_cannot_mate(&mut self, loser: Color, reason: Termination) -> Ended {
        let loss = KnownOutcome::Decisive { winner: !loser };
        let (result, reason) = match self.can_checkmate(!loser) {
            Mate::Possible => (loss, reason),
            Mate::Impossible => (KnownOutcome::Draw, reason),
            Mate::Undecided => (loss, undecided(reason)),
        };
        self.end(result, reason)
    }

    fn refuse_act_if_over(&self) -> Result<(), AlreadyOver> {
        match self.ended {
            Some(ended) => Err(AlreadyOver(ended.reason)),
            None => Ok(()),
        }
    }

    /// The end the Laws impose by themselves on the position on the board, in
    /// the order python-chess reports them: checkmate, dead position by
    /// material, stalemate, 75 moves, fivefold repetition; then a dead
    /// position python-chess does not see (where [`unwinnable::worth_testing`]
    /// finds it likely and `dead_tests` asks for it, or at the start of the
    /// game).
    pub(super) fn automatic_end(&mut self) -> Option<Ended> {
        let pos = self.position();
        let no_moves = pos.legal_moves().is_empty();
        let reason = if no_moves && pos.is_check() {
            return Some(Ended {
                result: KnownOutcome::Decisive {
                    winner: !pos.turn(),
                },
                reason: Termination::Checkmate,
            });
        } else if pos.is_insufficient_material() {
            Termination::InsufficientMaterial
        } else if no_moves {
            Termination::Stalemate
        } else if self.laws.automatic_draws() && pos.halfmoves() >= 150 {
            Termination::SeventyFiveMoves
        } else if self.laws.automatic_draws() && self.is_fivefold() {
            Termination::FivefoldRepetition
        } else if (self.moves.is_empty() || self.dead_test_wanted()) && self.is_dead() {
            Termination::DeadPosition
        } else {
            return None;
        };
        Some(Ended {
            result: KnownOutcome::Draw,
            reason,
        })
    }
}

/// The reason for a loss by `reason` whose condition, that the opponent
/// could checkmate, could not be decided.
fn undecided(reason: Termination) -> Termination {
    match reason {
        Termination::FlagFall { side } => Termination::FlagFallUndecided { side },
        Termination::IllegalMoves { by } => Termination::IllegalMovesUndecided { by },
        other => other,
    }
}
