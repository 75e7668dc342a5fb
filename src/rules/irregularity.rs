//! Irregularities the arbiter rules on: illegal moves (Article 7) and wrong
//! draw claims (Article 9.5). Pure: the penalties come back as values for
//! the caller to apply to the clock.
//!
//! What the Laws say differs by edition; [`super::laws`] holds the table
//! ([`Penalties`], checked against the texts of 2008 and 2023):
//!
//! * **2023** (Art. 7.5): the position immediately before the irregularity
//!   is reinstated; for the first completed illegal move the opponent gets
//!   **two minutes** extra (7.5.5); the **second** completed illegal move by
//!   the same player loses the game, unless the opponent cannot checkmate by
//!   any series of legal moves: then it is a draw. A wrong draw claim gives
//!   the opponent two minutes (9.5.3). In rapid and blitz "the penalties
//!   mentioned in Articles 7 and 9 … shall be one minute instead of two
//!   minutes" (A.3, and B.3 for blitz).
//! * **2008** (in force 1 July 2009): two minutes for each of the first
//!   **two** illegal moves, the **third** loses (7.4.b); a wrong draw claim
//!   gives the opponent **three** minutes (9.5.b). In rapid the opponent
//!   claims the illegal move before his own move and 7.4 applies (A.4.c);
//!   in blitz the claim wins the game (B.3.c).
//!
//! All values can be set in [`Penalties`]. In tactus the [`Game`] never
//! accepts an illegal move, so "reinstating the position" means the game
//! stays as it is; the illegal move is only recorded here.

use shakmaty::Color;

use super::Millis;
use super::game::Game;
pub use super::laws::{Penalties, Rapidity};
use super::outcome::{Claim, Ended, Termination};

/// What the caller must do after an irregularity.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Penalty {
    /// Add `add_ms` to `side`'s clock.
    ClockAdjustment {
        /// The clock that gets the time.
        side: Color,
        /// How much, in milliseconds.
        add_ms: Millis,
    },
    /// The game ended (lost, or drawn when the opponent cannot checkmate).
    GameEnded(Ended),
}

/// An irregularity, as the arbiter records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Irregularity {
    /// A completed illegal move (Art. 7.5), described as the arbiter saw it.
    IllegalMove {
        /// What was done, e.g. "Ke1-e2 leaving the king in check".
        description: String,
    },
    /// A draw claim found to be incorrect (Art. 9.5).
    WrongClaim {
        /// The claim made.
        claim: Claim,
    },
}

/// One line of the arbiter's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The number of half-moves made when it happened.
    pub ply: usize,
    /// The player responsible.
    pub side: Color,
    /// What happened.
    pub what: Irregularity,
    /// The penalty given.
    pub penalty: Penalty,
}

/// Why an irregularity could not be recorded. Nothing changed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotRecorded {
    /// The game has already ended.
    #[error("the game is over: {0}")]
    GameOver(Termination),
    /// An illegal move is completed by the player having the move; this one does not.
    #[error("{} does not have the move, so cannot have completed an illegal move", side(*.0))]
    NotTheirMove(Color),
}

/// The arbiter's record of irregularities in one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Irregularities {
    penalties: Penalties,
    log: Vec<Record>,
}

impl Irregularities {
    /// An empty record under the current Laws for this kind of game.
    pub fn new(rapidity: Rapidity) -> Irregularities {
        Irregularities::with_penalties(Penalties::current(rapidity))
    }

    /// An empty record for `game`, under the edition of the Laws it is
    /// played under, for this kind of game.
    pub fn for_game(game: &Game, rapidity: Rapidity) -> Irregularities {
        Irregularities::with_penalties(game.laws().penalties(rapidity))
    }

    /// An empty record with these penalties (for example [`Penalties::laws_2008`]).
    pub fn with_penalties(penalties: Penalties) -> Irregularities {
        Irregularities {
            penalties,
            log: Vec::new(),
        }
    }

    /// The penalties in force.
    pub fn penalties(&self) -> Penalties {
        self.penalties
    }

    /// Everything recorded, oldest first.
    pub fn log(&self) -> &[Record] {
        &self.log
    }

    /// How many illegal moves `side` has completed.
    pub fn illegal_moves(&self, side: Color) -> usize {
        let illegal = |r: &&Record| matches!(r.what, Irregularity::IllegalMove { .. });
        self.log
            .iter()
            .filter(|r| r.side == side)
            .filter(illegal)
            .count()
    }

    /// `by`, the player having the move, completed an illegal move (pressed
    /// the clock after it, or entered it on the sighted player's board). The
    /// position stays the one before it (the game never took the move); the
    /// opponent gets extra time, or the game ends when this is the losing
    /// count ([`Game::forfeit_for_illegal_moves`]: drawn when the opponent
    /// cannot checkmate).
    pub fn illegal_move(
        &mut self,
        game: &mut Game,
        by: Color,
        description: &str,
    ) -> Result<Penalty, NotRecorded> {
        if let Some(ended) = game.outcome() {
            return Err(NotRecorded::GameOver(ended.reason));
        }
        if by != game.turn() {
            return Err(NotRecorded::NotTheirMove(by));
        }
        let count = self.illegal_moves(by) + 1;
        let limit = self.penalties.illegal_moves_to_lose as usize;
        let loses = limit != 0 && count >= limit;
        let ended = if loses {
            game.forfeit_for_illegal_moves(by).ok()
        } else {
            None
        };
        let bonus = self.penalties.illegal_move_bonus;
        let penalty = ended.map_or(
            Penalty::ClockAdjustment {
                side: !by,
                add_ms: bonus,
            },
            Penalty::GameEnded,
        );
        let what = Irregularity::IllegalMove {
            description: description.to_owned(),
        };
        self.log.push(Record {
            ply: game.ply_count(),
            side: by,
            what,
            penalty,
        });
        Ok(penalty)
    }

    /// The penalty for a wrong draw claim by `claimant`: extra time for the
    /// opponent (Art. 9.5). Records nothing; see [`Irregularities::wrong_claim`].
    pub fn wrong_claim_penalty(&self, claimant: Color) -> Penalty {
        Penalty::ClockAdjustment {
            side: !claimant,
            add_ms: self.penalties.wrong_claim_bonus,
        }
    }

    /// Records a wrong draw claim by `claimant` and returns its penalty. The
    /// game goes on (a move written with the claim must then be made, 9.5).
    pub fn wrong_claim(&mut self, game: &Game, claimant: Color, claim: Claim) -> Penalty {
        let penalty = self.wrong_claim_penalty(claimant);
        let what = Irregularity::WrongClaim { claim };
        self.log.push(Record {
            ply: game.ply_count(),
            side: claimant,
            what,
            penalty,
        });
        penalty
    }
}

fn side(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}
