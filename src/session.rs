//! The session: one game with its clock, procedure, scoresheet, talking
//! clock, settings and players, changed only by [`Session::handle`].
//!
//! Pure: no I/O, no clock reads, no engine process. The front end passes
//! the time in; [`Session::handle`] returns the events and the [`Effect`]s
//! the front end must carry out (save the game or the settings, start a
//! new game, a puzzle or a review, analyse, restart the engine, keep a
//! puzzle's result, quit) as one value, [`Handled`]. What the engine must
//! search now ([`Session::engine_to_move`], [`Session::wants_appraisal`])
//! and when to tick ([`Session::next_wakeup`]) are read from its state.
//! Replaying the same actions at the same times rebuilds the same state.
//!
//! This file holds the [`Session`] itself and [`EngineOrder`]. Files:
//! `setup` sets a game up ([`Setup`], [`Session::new`]), `access` is what
//! the front end reads and sets outside [`Session::handle`], `dispatch`
//! takes an action and lets time pass, `turn` says whose move it is and
//! whether the game can go on, `moves` carries out a person's moves,
//! `moved` the plain facts of one move, `engine_side` the engine's search
//! and moves, `ask` answers questions about the board, `acts` carries out
//! the game commands, `question` keeps the questions waiting for an
//! answer, `snapshot` saves and restores, `settings` the settings,
//! `talking_clock` says the time by itself, `tournament` refuses what
//! tournament mode does not allow.

mod access;
mod acts;
mod ask;
mod board;
mod dispatch;
mod effect;
mod engine_side;
mod heard;
mod hints;
mod moved;
mod moves;
mod openings;
pub mod puzzle;
mod question;
mod review;
pub mod settings;
mod setup;
pub mod snapshot;
pub mod talking_clock;
pub mod tournament;
mod turn;

use shakmaty::{ByColor, Color, Role};

use crate::engine::Level;
use crate::event::Player;
use crate::rules::{
    Millis, clock::ChessClock, game::Game, procedure::Procedure, scoresheet::Header,
    tactile::TactileBoard,
};
use talking_clock::TalkingClock;

pub use effect::{Effect, Handled};
pub use puzzle::{Attempt, PuzzleMode, PuzzleSetup};
pub use question::{KEY_ANSWER_MS, LINE_ANSWER_MS};
pub use settings::{PromotionChoice, Settings};
pub use setup::Setup;
pub use snapshot::Snapshot;

// For `board` and `question`, which take them from here.
use moved::{is_one_promotion, made_event};
use question::Question;

// For `people` below and the tests, which take this module's names.
#[cfg(test)]
use crate::{
    event::{Event, Notice, Reason},
    input::Action,
    rules::{laws::Laws, outcome::Ended, procedure::Rules},
};
#[cfg(test)]
use shakmaty::Position;

/// What the front end must do with the engine process.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EngineOrder {
    /// Restart it at this level, then send
    /// [`Action::EngineReady`](crate::input::Action::EngineReady) or
    /// [`Action::EngineFailed`](crate::input::Action::EngineFailed).
    Restart(Level),
}

/// One game in progress. See the module docs.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    clock: ChessClock,
    procedure: Procedure,
    tactile: TactileBoard,
    header: Header,
    /// Per half-move: the mover's clock after it and the time it took.
    clocks: Vec<(Option<Millis>, Option<Millis>)>,
    talking: TalkingClock,
    settings: Settings,
    players: ByColor<Player>,
    /// The players' names as given at the start.
    names: ByColor<Option<String>>,
    /// When the game began (Unix seconds, from the front end), if known.
    started: Option<u64>,
    premove: Option<String>,
    question: Option<Question>,
    /// The starting position the game was set up with, for a new game.
    setup_fen: Option<String>,
    /// The number of the Chess960 start the game was set up with.
    chess960: Option<u32>,
    /// Whether the game was loaded from a file (`load`): its header is the
    /// file's, every tag of it, and is saved with the game.
    loaded: bool,
    /// A new game was asked for: its setup, for the front end.
    next_game: Option<Setup>,
    draw_offer: Option<Color>,
    /// The engine's latest score
    /// ([`Action::EngineAppraisal`](crate::input::Action::EngineAppraisal)), for
    /// answering a draw offer; not saved with the game.
    appraisal: Option<crate::engine::Appraisal>,
    /// The piece shown while cursoring through the promotion pieces; none
    /// until the first step, so that Enter alone does not choose.
    promotion_pick: Option<Role>,
    paused: bool,
    quit: bool,
    /// Whether [`Effect::Quit`] was handed to the front end.
    quit_said: bool,
    dirty: bool,
    settings_dirty: bool,
    engine_order: Option<EngineOrder>,
    /// Tournament mode, if the game is played in it.
    tournament: Option<tournament::TournamentMode>,
    /// Whether `tournament off` asked for the arbiter's code: the next
    /// line is it.
    code_asked: bool,
    /// The puzzle, if this session is one ([`Session::puzzle`]).
    puzzle: Option<Box<PuzzleMode>>,
    /// A puzzle asked for (`puzzle`), for the front end.
    puzzle_wanted: Option<crate::study::puzzle::choose::Ask>,
    /// The puzzle rating asked for (`rating`) outside a puzzle, for the
    /// front end, which keeps the player's record.
    rating_wanted: bool,
    /// The names of the openings said in this game (or reached by a
    /// restored game): each is said once.
    openings_said: Vec<&'static str>,
    /// Hints and evaluations asked for, and the engine's answer.
    advice: hints::Advice,
    /// Phrases heard running that were not understood; `None` once the
    /// NATO words were suggested (that is told once).
    heard_misses: Option<u8>,
}

/// Two people at one board, for the tests of the session and of what
/// shows it: 15+10, these rules, from `fen` or the start.
#[cfg(test)]
pub(crate) fn people(rules: Rules, fen: Option<&str>) -> Session {
    let setup = Setup {
        players: ByColor::new_with(|_| Player::Human),
        control: "15+10".parse().expect("a time control"),
        rules,
        fen: fen.map(str::to_owned),
        chess960: None,
        settings: Settings::default(),
        laws: Laws::default(),
        names: ByColor::default(),
    };
    Session::new(setup, 0).expect("a position").0
}

#[cfg(test)]
mod tests;
