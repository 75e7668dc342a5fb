//! Two boards, two scoresheets (Appendix E.2.8–E.2.9, D.2.9).
//!
//! When a blind player meets a sighted one, each plays on his own board and
//! keeps his own scoresheet. If different positions arise on the two boards,
//! the arbiter corrects them with both scoresheets:
//!
//! * the scoresheets agree: the board that differs from the position they
//!   give is set to that position (E.2.8);
//! * the scoresheets differ: the moves are retraced to the last point where
//!   they agree, and the arbiter readjusts the clocks to the readings recorded
//!   there (E.2.9).
//!
//! Moves are compared as moves, not as text: `Nf3` and `Ngf3` written in the
//! same position are the same move.
//!
//! ```
//! use tactus::rules::game::Game;
//! use tactus::rules::reconcile::{reconcile, Verdict};
//! use tactus::rules::scoresheet::{Header, Scoresheet};
//!
//! let sheet = |sans: &[&str]| {
//!     let mut game = Game::new();
//!     for san in sans {
//!         game.play_san(san).unwrap();
//!     }
//!     Scoresheet::new(Header::default(), &game)
//! };
//! let blind = sheet(&["e4", "e5", "Nf3", "Nc6"]);
//! let sighted = sheet(&["e4", "e5", "Nf3", "Nf6"]);
//! let start = Game::new();
//! match reconcile(start.position(), blind.moves(), sighted.moves(), None) {
//!     Verdict::ScoresheetsDiffer(retrace) => assert_eq!(retrace.agreed_plies, 3),
//!     other => panic!("{other:?}"),
//! }
//! ```

use shakmaty::{Board, ByColor, Chess, EnPassantMode, Move, Position, fen::Fen};

pub mod changes;

use super::{
    Millis,
    clock::{ChessClock, ClockError},
    game::Game,
    scoresheet::ScoredMove,
};

/// Whose board or scoresheet: one of the two players, who each keep a board
/// and a scoresheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Keeper {
    /// The blind or visually impaired player (the tactile board).
    Blind,
    /// The sighted player (the normal board).
    Sighted,
}

/// The pieces standing on the two boards now, as the arbiter finds them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Boards {
    /// The blind player's tactile board.
    pub blind: Board,
    /// The sighted player's board.
    pub sighted: Board,
}

/// The arbiter's finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Both scoresheets agree, and so do the boards (when given).
    AllAgree {
        /// The FEN of the position both scoresheets give.
        fen: String,
    },
    /// The scoresheets agree but a board differs from the position they give:
    /// that board is set to the position (E.2.8).
    BoardsDiffer {
        /// The FEN of the position both scoresheets give.
        fen: String,
        /// The boards that must be set to it.
        to_correct: Vec<Keeper>,
    },
    /// The scoresheets differ: retrace to where they last agree (E.2.9).
    ScoresheetsDiffer(Retrace),
    /// Both scoresheets record the same move, but it is not legal there:
    /// an illegal move was completed (Article 7), not a difference of boards.
    IllegalMoveRecorded {
        /// The half-move (1-based) at which it stands.
        ply: usize,
        /// The move as written.
        written: String,
    },
}

/// Where two scoresheets part, and what the arbiter restores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Retrace {
    /// How many half-moves both scoresheets agree on from the start.
    pub agreed_plies: usize,
    /// The FEN of the position after those half-moves.
    pub fen: String,
    /// The first entry where they differ: the blind player's and the
    /// sighted player's, as written (`None` where one scoresheet ends).
    pub blind_wrote: Option<String>,
    /// See [`Retrace::blind_wrote`].
    pub sighted_wrote: Option<String>,
    /// Each player's clock reading recorded after his last move within the
    /// agreed moves (`None` if he had made no move there, or none was recorded).
    pub clocks: ByColor<Option<Millis>>,
    /// How many moves each player had completed at that point.
    pub moves: ByColor<u32>,
}

impl Retrace {
    /// Carries out the retrace on a game and its clock: the game goes back to
    /// the agreed position, and the clock to the recorded readings and move
    /// counts (a side with no reading gets the time control's initial time),
    /// stopped; the arbiter then starts it for the player having the move.
    pub fn restore(
        &self,
        game: &mut Game,
        clock: &mut ChessClock,
        now: Millis,
    ) -> Result<(), ClockError> {
        let initial = clock.time_control().initial_time();
        let readings = ByColor {
            white: self.clocks.white.unwrap_or(initial),
            black: self.clocks.black.unwrap_or(initial),
        };
        clock.restore(readings, self.moves, now)?;
        game.truncate(self.agreed_plies);
        Ok(())
    }
}

/// Compares the two scoresheets from `start` (and the two boards, when
/// given) and says what the arbiter must do. Clock readings are taken from
/// the blind player's scoresheet (the one tactus keeps) and, where it has
/// none, from the sighted player's.
pub fn reconcile(
    start: &Chess,
    blind: &[ScoredMove],
    sighted: &[ScoredMove],
    boards: Option<&Boards>,
) -> Verdict {
    let mut pos = start.clone();
    let mut clocks = ByColor::new_with(|_| None);
    let mut moves = ByColor::new_with(|_| 0u32);
    for ply in 0..blind.len().max(sighted.len()) {
        let (b, s) = (blind.get(ply), sighted.get(ply));
        let agreed = match (b.map(|e| resolve(&pos, e)), s.map(|e| resolve(&pos, e))) {
            (Some(Some(x)), Some(Some(y))) if x == y => Some(x),
            (Some(None), Some(None)) if b.map(text) == s.map(text) => {
                return Verdict::IllegalMoveRecorded {
                    ply: ply + 1,
                    written: b.map(text).unwrap_or_default(),
                };
            }
            _ => None,
        };
        let Some(m) = agreed else {
            return Verdict::ScoresheetsDiffer(Retrace {
                agreed_plies: ply,
                fen: fen(&pos),
                blind_wrote: b.map(text),
                sighted_wrote: s.map(text),
                clocks,
                moves,
            });
        };
        let mover = pos.turn();
        let reading = b
            .and_then(|e| e.clock_after)
            .or(s.and_then(|e| e.clock_after));
        *clocks.get_mut(mover) = reading;
        *moves.get_mut(mover) += 1;
        pos.play_unchecked(m);
    }
    let to_correct: Vec<Keeper> = match boards {
        None => Vec::new(),
        Some(boards) => [
            (Keeper::Blind, &boards.blind),
            (Keeper::Sighted, &boards.sighted),
        ]
        .into_iter()
        .filter(|(_, board)| *board != pos.board())
        .map(|(player, _)| player)
        .collect(),
    };
    if to_correct.is_empty() {
        Verdict::AllAgree { fen: fen(&pos) }
    } else {
        Verdict::BoardsDiffer {
            fen: fen(&pos),
            to_correct,
        }
    }
}

/// The move a scoresheet entry stands for in `pos`, if it is legal there.
fn resolve(pos: &Chess, entry: &ScoredMove) -> Option<Move> {
    entry.san.san.to_move(pos).ok()
}

fn text(entry: &ScoredMove) -> String {
    entry.san.to_string()
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}
