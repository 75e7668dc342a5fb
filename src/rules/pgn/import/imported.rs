//! One game read from a PGN: the game (in stretches between null moves),
//! its scoresheet and result, and what they say of a loss on time.

use shakmaty::{Color, KnownOutcome, Outcome, Position};

use crate::rules::{
    game::Game,
    pgn::{GameError, Place, Problem},
    scoresheet::Scoresheet,
};

/// One game read from a PGN.
#[derive(Clone, Debug)]
pub struct ImportedGame {
    /// Its number in the file (1-based).
    pub number: usize,
    /// The game: positions, moves, and how the Laws ended it, if they did.
    /// In a game with null moves, the stretch after the last one (see
    /// [`ImportedGame::before_null`]).
    pub game: Game,
    /// In a game with null moves (an analysis placeholder, written `--`,
    /// `Z0`, `0000` or `@@@@`), the stretches of the game before each of
    /// them, in order: each one ends where a player passed, and the next
    /// one (or [`ImportedGame::game`]) starts from there with the other
    /// player to move. Empty for a game played under the Laws.
    pub before_null: Vec<Game>,
    /// Its scoresheet: header, moves with `%clk` readings (and `%emt`
    /// times), result and `Termination` tag.
    pub scoresheet: Scoresheet,
    /// The `Result` tag as written, if there was one.
    pub result_tag: Option<String>,
    /// The result that ends the movetext.
    pub result: Outcome,
}

impl ImportedGame {
    /// The stretches of the game between its null moves, in order (the
    /// whole game, alone, when it has none).
    pub fn stretches(&self) -> impl Iterator<Item = &Game> {
        self.before_null.iter().chain(std::iter::once(&self.game))
    }

    /// Whether the game has a null move.
    pub fn has_null_move(&self) -> bool {
        !self.before_null.is_empty()
    }

    /// The game, if it has no null move; else the error that names the
    /// first null move (as `--`) and its place: a game to be played on,
    /// reviewed or scored must have been played under the Laws.
    pub fn played_under_the_laws(self) -> Result<ImportedGame, GameError> {
        let Some(first) = self.before_null.first() else {
            return Ok(self);
        };
        let start = self.stretches().next().and_then(|g| g.position_at(0));
        let (number, side) = start.map_or((1, Color::White), |p| (p.fullmoves().get(), p.turn()));
        let ply = first.ply_count();
        Err(GameError {
            game: self.number,
            place: Place::of_ply(number, side, ply),
            problem: Problem::NullMove(
                self.scoresheet
                    .moves()
                    .get(ply)
                    .map_or_else(|| "--".to_owned(), |m| m.san.to_string()),
            ),
        })
    }

    /// Whether the game was lost on time by `loser`: the `Termination` tag
    /// says so (`time forfeit`, as the PGN standard and lichess write it,
    /// or "… won on time"), or `loser`'s last clock reading is zero.
    pub fn lost_on_time(&self, loser: Color) -> bool {
        let tagged = self.scoresheet.termination().is_some_and(|t| {
            let t = t.trim().to_ascii_lowercase();
            t == "time forfeit" || t.ends_with("on time")
        });
        tagged || self.last_clock(loser) == Some(0)
    }

    /// The last clock reading recorded after a move of `side`.
    fn last_clock(&self, side: Color) -> Option<u64> {
        let first = self
            .stretches()
            .next()?
            .position_at(0)
            .map(Position::turn)?;
        self.scoresheet
            .moves()
            .iter()
            .enumerate()
            .rev()
            .filter(|(i, _)| (i % 2 == 0) == (first == side))
            .find_map(|(_, m)| m.clock_after)
    }

    /// The winner of a game its result says was won on time (Art. 6.9
    /// asks whether they could have checkmated).
    pub(super) fn won_on_time(&self) -> Option<Color> {
        match self.result {
            Outcome::Known(KnownOutcome::Decisive { winner }) if self.lost_on_time(!winner) => {
                Some(winner)
            }
            _ => None,
        }
    }
}
