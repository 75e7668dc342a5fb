//! The scoresheet: the written record of a game (Article 8, Appendix E.2.6).
//!
//! A [`Scoresheet`] holds the game's header (the PGN seven-tag roster plus
//! the time control) and, for every move, its SAN, the mover's clock
//! reading after the move and the time the move took. It is kept in step
//! with a [`Game`]: [`Scoresheet::record`] takes the move from the game
//! itself, so the two cannot tell different stories.
//!
//! ```
//! use tactus::rules::game::Game;
//! use tactus::rules::scoresheet::{Header, Scoresheet};
//!
//! let mut game = Game::new();
//! let mut sheet = Scoresheet::new(Header::default(), &game);
//! game.play_san("e4").unwrap();
//! sheet.record(&game, Some(5_399_000), Some(1_000)).unwrap();
//! assert_eq!(sheet.moves()[0].san.to_string(), "e4");
//! assert_eq!(sheet.result_tag(), "*");
//! ```

use shakmaty::{Chess, EnPassantMode, Outcome, fen::Fen, san::SanPlus};

use super::{Millis, game::Game, laws::Laws, outcome::Ended};

/// The tags of a game that the players and the arbiter write (PGN seven-tag
/// roster without `Result`, which comes from the game, plus `TimeControl`),
/// and those tactus adds: the time of the start in UTC (`UTCDate`,
/// `UTCTime`) and the opening reached (`ECO`, `Opening`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Header {
    /// The name of the tournament or match (`?` when unknown).
    pub event: String,
    /// Where the game was played (`?` when unknown).
    pub site: String,
    /// The date, `YYYY.MM.DD`, with `??` for unknown parts.
    pub date: String,
    /// The round (`?` when unknown, `-` when not applicable).
    pub round: String,
    /// The player of the white pieces, `Surname, Forename` (`?` when unknown).
    pub white: String,
    /// The player of the black pieces (`?` when unknown).
    pub black: String,
    /// The time control as a PGN `TimeControl` tag value (`40/5400+30:1800+30`), if known.
    pub time_control: Option<String>,
    /// The date the game began in UTC, `YYYY.MM.DD` (`UTCDate`), if known.
    pub utc_date: Option<String>,
    /// The time of day the game began in UTC, `HH:MM:SS` (`UTCTime`), if known.
    pub utc_time: Option<String>,
    /// The opening's code in the Encyclopaedia of Chess Openings (`ECO`), if known.
    pub eco: Option<String>,
    /// The opening's name (`Opening`), if known.
    pub opening: Option<String>,
    /// Every other tag of a game read from a file (`WhiteElo`,
    /// `EventDate`, `Variant`, `Annotator`, …), in the file's order: kept,
    /// so that the game written back keeps them.
    #[serde(default)]
    pub others: Vec<(String, String)>,
    /// The names of the tags after the seven-tag roster in the order the
    /// file wrote them (those above among them): a game written back keeps
    /// that order. Empty for a game played here.
    #[serde(default)]
    pub order: Vec<String>,
}

impl Header {
    /// The value of the tag `name`, any tag the header holds: a field of
    /// its own (`White`, `TimeControl`, …) or one of [`Header::others`].
    pub fn tag(&self, name: &str) -> Option<&str> {
        let own = match name {
            "Event" => Some(&self.event),
            "Site" => Some(&self.site),
            "Date" => Some(&self.date),
            "Round" => Some(&self.round),
            "White" => Some(&self.white),
            "Black" => Some(&self.black),
            "TimeControl" => self.time_control.as_ref(),
            "UTCDate" => self.utc_date.as_ref(),
            "UTCTime" => self.utc_time.as_ref(),
            "ECO" => self.eco.as_ref(),
            "Opening" => self.opening.as_ref(),
            _ => None,
        };
        own.map(String::as_str).or_else(|| {
            self.others
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        })
    }
}

/// The value of an unknown tag of the roster.
pub(crate) const UNKNOWN: &str = "?";

/// The value of an unknown `Date` tag.
pub(crate) const UNKNOWN_DATE: &str = "????.??.??";

impl Default for Header {
    fn default() -> Self {
        Header {
            event: UNKNOWN.to_owned(),
            site: UNKNOWN.to_owned(),
            date: UNKNOWN_DATE.to_owned(),
            round: UNKNOWN.to_owned(),
            white: UNKNOWN.to_owned(),
            black: UNKNOWN.to_owned(),
            time_control: None,
            utc_date: None,
            utc_time: None,
            eco: None,
            opening: None,
            others: Vec::new(),
            order: Vec::new(),
        }
    }
}

/// One move on the scoresheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredMove {
    /// The move in SAN. Recorded from a game it is shakmaty's canonical SAN
    /// with `+`/`#`; imported from PGN it is the move as written there
    /// (disambiguation as written, check marks corrected).
    pub san: SanPlus,
    /// The mover's clock reading right after the move, if known.
    pub clock_after: Option<Millis>,
    /// How long the move took, if known.
    pub time_taken: Option<Millis>,
}

/// The scoresheet was asked to record something the game does not show.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoresheetError {
    /// `record` expects exactly one new move in the game since the last record.
    #[error("the scoresheet has {recorded} moves but the game has {played}; record each move once")]
    OutOfStep {
        /// Moves on the scoresheet.
        recorded: usize,
        /// Moves made in the game.
        played: usize,
    },
    /// The per-ply clock data do not match the number of moves.
    #[error("{given} clock entries given for a game of {played} moves")]
    ClockCount {
        /// Clock entries given.
        given: usize,
        /// Moves made in the game.
        played: usize,
    },
}

/// The record of a game: header, moves with clock readings, result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoresheet {
    /// The tags written at the top of the scoresheet.
    pub header: Header,
    /// The starting position's FEN when it is not the standard one.
    start_fen: Option<String>,
    /// Whether the game is one of Chess960 (PGN `Variant "Chess960"`).
    chess960: bool,
    moves: Vec<ScoredMove>,
    result: Outcome,
    termination: Option<String>,
    /// The edition of the Laws the game was played under, written in the
    /// PGN tag `Laws`: always known for a game played here, known for an
    /// imported game when its file said it (or the reader was told).
    laws: Option<Laws>,
}

impl Scoresheet {
    /// A scoresheet for `game` as it stands: its starting position and the
    /// moves made so far (without clock readings), and its result.
    pub fn new(header: Header, game: &Game) -> Scoresheet {
        let start_fen = game.fen_at(0).filter(|fen| {
            *fen != Fen::from_position(&Chess::default(), EnPassantMode::Legal).to_string()
        });
        let mut sheet = Scoresheet {
            header,
            start_fen,
            chess960: game.is_chess960(),
            moves: Vec::with_capacity(game.ply_count()),
            result: Outcome::Unknown,
            termination: None,
            laws: Some(game.laws()),
        };
        for i in 0..game.ply_count() {
            sheet.moves.push(ScoredMove {
                san: game.san(i),
                clock_after: None,
                time_taken: None,
            });
        }
        sheet.conclude(game);
        sheet
    }

    /// A scoresheet for a whole game with, for every move in order, the
    /// mover's clock reading after it and the time it took.
    pub fn from_game(
        header: Header,
        game: &Game,
        clocks: &[(Option<Millis>, Option<Millis>)],
    ) -> Result<Scoresheet, ScoresheetError> {
        if clocks.len() != game.ply_count() {
            return Err(ScoresheetError::ClockCount {
                given: clocks.len(),
                played: game.ply_count(),
            });
        }
        let mut sheet = Scoresheet::new(header, game);
        for (entry, &(clock_after, time_taken)) in sheet.moves.iter_mut().zip(clocks) {
            entry.clock_after = clock_after;
            entry.time_taken = time_taken;
        }
        Ok(sheet)
    }

    /// Records the move just made in `game` (its last move) with the
    /// mover's clock reading after it and the time it took, and the result
    /// if that move ended the game. The game must be exactly one move ahead
    /// of the scoresheet; otherwise nothing changes.
    pub fn record(
        &mut self,
        game: &Game,
        clock_after: Option<Millis>,
        time_taken: Option<Millis>,
    ) -> Result<(), ScoresheetError> {
        let played = game.ply_count();
        if played != self.moves.len() + 1 {
            return Err(ScoresheetError::OutOfStep {
                recorded: self.moves.len(),
                played,
            });
        }
        self.moves.push(ScoredMove {
            san: game.san(played - 1),
            clock_after,
            time_taken,
        });
        self.conclude(game);
        Ok(())
    }

    /// Writes the game's result and `Termination` from [`Game::outcome`]
    /// (after a resignation, agreed draw, correct claim or flag fall, which
    /// end the game without a move). A game in progress has result `*`.
    pub fn conclude(&mut self, game: &Game) {
        self.set_ended(game.outcome());
    }

    fn set_ended(&mut self, ended: Option<Ended>) {
        match ended {
            Some(ended) => {
                self.result = Outcome::Known(ended.result);
                self.termination = Some(ended.reason.pgn_termination().to_owned());
            }
            None => {
                self.result = Outcome::Unknown;
                self.termination = None;
            }
        }
    }

    /// An empty scoresheet for an imported game (moves added with `push`).
    pub(crate) fn imported(
        header: Header,
        start_fen: Option<String>,
        chess960: bool,
        plies: usize,
        laws: Option<Laws>,
    ) -> Scoresheet {
        Scoresheet {
            header,
            start_fen,
            chess960,
            moves: Vec::with_capacity(plies),
            result: Outcome::Unknown,
            termination: None,
            laws,
        }
    }

    /// The edition of the Laws the game was played under, if known (see
    /// the PGN tag `Laws`).
    pub fn laws(&self) -> Option<Laws> {
        self.laws
    }

    /// The scoresheet of a game played under `laws`.
    pub fn with_laws(mut self, laws: Laws) -> Scoresheet {
        self.laws = Some(laws);
        self
    }

    /// Adds an imported move.
    pub(crate) fn push(&mut self, entry: ScoredMove) {
        self.moves.push(entry);
    }

    /// The last imported move, to attach clock readings to.
    pub(crate) fn last_mut(&mut self) -> Option<&mut ScoredMove> {
        self.moves.last_mut()
    }

    /// Sets the result and termination as read from a PGN, unless the game
    /// ended by the Laws, which then wins.
    pub(crate) fn set_imported_result(
        &mut self,
        game: &Game,
        result: Outcome,
        termination: Option<String>,
    ) {
        if game.is_over() {
            self.conclude(game);
        } else {
            self.result = result;
            self.termination = termination;
        }
    }

    /// The moves, in order.
    pub fn moves(&self) -> &[ScoredMove] {
        &self.moves
    }

    /// The FEN of the starting position, when the game did not start from
    /// the standard position (PGN `SetUp` and `FEN` tags).
    pub fn start_fen(&self) -> Option<&str> {
        self.start_fen.as_deref()
    }

    /// Whether the game is one of Chess960 (its PGN says `Variant "Chess960"`).
    pub fn chess960(&self) -> bool {
        self.chess960
    }

    /// The result: `1-0`, `0-1`, `1/2-1/2`, or `*` for a game in progress.
    pub fn result(&self) -> Outcome {
        self.result
    }

    /// The result as the PGN `Result` tag writes it.
    pub fn result_tag(&self) -> String {
        self.result.to_string()
    }

    /// The PGN `Termination` tag (`normal`, `time forfeit`, …), once the game has ended.
    pub fn termination(&self) -> Option<&str> {
        self.termination.as_deref()
    }
}
