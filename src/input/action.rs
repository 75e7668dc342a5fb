//! What a player, the engine or the timer wants of the session.

use shakmaty::uci::UciMove;

use super::command::Command;
use crate::keymap::BoardAction;
use crate::setting::SettingValue;

/// One input to [`crate::session::Session::handle`]. Nothing downstream
/// knows which key, line or process produced it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move typed or spoken, in any form the notation parser reads.
    TypedMove(String),
    /// A phrase heard by the microphone, as the grammar of the moment
    /// understood it ([`crate::session::Session::grammar`]).
    Heard(crate::notation::heard::Heard),
    /// A command of the line interface.
    Command(Command),
    /// An empty line: cancels a premove or a question.
    Empty,
    /// The engine chose this move.
    EngineMoved(UciMove),
    /// The engine failed (missing, crashed, hung, illegal move): what happened.
    EngineFailed(crate::engine::EngineError),
    /// The engine was (re)started and is ready to play.
    EngineReady,
    /// What the engine thinks of a position (its score), from its search
    /// for a move or one asked for by [`crate::session::Session::wants_appraisal`]:
    /// the session answers a draw offer to the engine with it.
    EngineAppraisal(crate::engine::Appraisal),
    /// The front end read a PGN file: load its game number `number` (from 1).
    LoadPgn {
        /// The file, for the messages.
        path: String,
        /// Its text.
        text: String,
        /// Which game, from 1.
        number: usize,
    },
    /// A key of the board window: a finger move, a step of the move
    /// procedure, a question or a scan (see [`BoardAction`]).
    Board(BoardAction),
    /// The screen reader put the finger on this square (its focus or a
    /// click moved there): said as a step of the finger is.
    PointAt(shakmaty::Square),
    /// A settings dialog changed a setting to this value: as `set`
    /// does, but a question waiting for "yes" keeps waiting.
    Setting(SettingValue),
    /// Time passed: say the talking clock's marks, let a flag fall.
    Tick,
    /// The line typed after `tournament off` asked for the arbiter's code:
    /// checked against its salted hash, never kept.
    ArbiterCode(String),
    /// The analysis the session asked for
    /// ([`crate::session::Effect::Analyse`]) of the position
    /// with this key: what the engine found, or why it could not.
    Analysed {
        /// The position's key ([`crate::rules::game::Game::key`]).
        key: u64,
        /// The engine's evaluation, or its failure.
        found: Result<crate::engine::analysis::Evaluation, crate::engine::EngineError>,
    },
}
