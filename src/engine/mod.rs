//! UCI chess engines as child processes: the computer as an opponent.
//!
//! An [`Engine`] starts any UCI engine (by default Stockfish, see
//! [`find_default`]), sets its strength from a [`Level`] 1–10, and searches
//! a [`Game`]'s position on the game clock or for a fixed time
//! ([`SearchLimits`]). Searching never blocks the front end: [`Engine::go`]
//! starts a search and the engine's reply comes as an [`EngineEvent`] from
//! [`Engine::poll`] (no waiting) or [`Engine::wait`] (waiting up to a
//! timeout); [`Engine::think`] is the blocking form for tests and tools.
//!
//! The engine's move is just another input: the session checks it with
//! [`to_legal_move`] before it is made. Every failure is an
//! [`EngineError`] naming the engine and what happened; after one, the
//! engine process is gone (never a zombie) and [`Engine::restart`] starts
//! afresh.
//!
//! | Failure                       | Noticed after                                             |
//! |-------------------------------|-----------------------------------------------------------|
//! | program missing               | at once ([`EngineError::CannotStart`])                     |
//! | no `uciok`                    | [`EngineConfig::handshake_timeout`], 5 s by default        |
//! | no `readyok`                  | [`EngineConfig::ready_timeout`], 5 s by default            |
//! | exits or closes its output    | at once ([`EngineError::Exited`])                          |
//! | no `bestmove` in time         | allowed time + 0.5 s + a tenth, then `stop` and 0.5 s more |
//! | unreadable `bestmove`         | at once ([`EngineError::UnreadableMove`])                  |
//! | illegal `bestmove`            | when the caller checks it ([`to_legal_move`])             |
//!
//! [`analysis`] searches every position of a game with a fixed budget on a
//! thread of its own, for reviews, lessons and hints.
//!
//! Files: [`draw`] answers a draw offer from the engine's score (pure),
//! [`protocol`] reads and writes the lines (pure), [`levels`] maps
//! levels to options (pure), [`search`] turns the clock into a `go` command
//! (pure) and holds a search under way, `process` is the child process and its reader thread, `config` how to start it, `client`
//! the [`Engine`]'s conversation and life, `thinking` its searches.

pub mod analysis;
mod client;
mod config;
pub mod draw;
pub mod failure;
pub mod levels;
mod process;
pub mod protocol;
pub mod search;
mod thinking;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use shakmaty::{Move, uci::UciMove};

use crate::rules::game::Game;

pub use client::{Engine, TranscriptLine};
pub use config::EngineConfig;
pub use draw::Appraisal;
pub use failure::{Doing, Ending, StartFailure};
pub use levels::{Level, LevelError};
pub use protocol::{Score, SearchInfo, UciOption};
pub use search::SearchLimits;

/// Called from the engine's reader thread when a search result (or the end
/// of the engine's output) has arrived, so that an event loop can wake up
/// and [`Engine::poll`]. Must be quick and must not call back into the
/// [`Engine`].
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Where Debian and Ubuntu put Stockfish, outside most users' `PATH`.
pub const DEBIAN_STOCKFISH: &str = "/usr/games/stockfish";

/// What a searching engine has to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineEvent {
    /// The engine's move (not yet checked: see [`to_legal_move`]).
    BestMove(UciMove),
    /// The engine says the side to move has no legal move (`bestmove
    /// (none)`): the position is checkmate or stalemate.
    NoMove,
    /// The engine failed: it exited, hung past its time, or broke the
    /// protocol. Its process has been ended; [`Engine::restart`] starts a
    /// new one.
    Died(EngineError),
}

/// Something went wrong with an engine. Each message is an English sentence
/// naming the engine and what happened.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// No engine was given and none was found.
    #[error(
        "no chess engine found: install the stockfish package (Debian puts it at \
         /usr/games/stockfish) or give the path of a UCI engine"
    )]
    NoneFound,
    /// The program could not be started.
    #[error("could not start the engine {engine}: {reason}")]
    CannotStart {
        /// The engine's path.
        engine: String,
        /// Why.
        reason: StartFailure,
    },
    /// The program did not answer `uci` with `uciok` in time.
    #[error(
        "{engine} is not a UCI chess engine: it did not answer \"uci\" with \"uciok\" \
         within {waited_ms} ms"
    )]
    NotUci {
        /// The engine's path.
        engine: String,
        /// How long it was given.
        waited_ms: u64,
    },
    /// The engine did not answer `isready` with `readyok` in time.
    #[error(
        "the engine {engine} did not answer \"isready\" with \"readyok\" within {waited_ms} ms"
    )]
    NotReady {
        /// The engine's path.
        engine: String,
        /// How long it was given.
        waited_ms: u64,
    },
    /// The engine exited or closed its output.
    #[error("the engine {engine} stopped while {doing} ({status})")]
    Exited {
        /// The engine's path.
        engine: String,
        /// What it was doing.
        doing: Doing,
        /// Its exit status, or what is known of its end.
        status: Ending,
    },
    /// The engine gave no move in the time it was allowed, nor soon after
    /// being told to stop, and was ended.
    #[error(
        "the engine {engine} gave no move within {waited_ms} ms (it was allowed \
         {allowed_ms} ms) and was stopped"
    )]
    Hung {
        /// The engine's path.
        engine: String,
        /// The time the search was allowed.
        allowed_ms: u64,
        /// How long it was waited for.
        waited_ms: u64,
    },
    /// The engine's `bestmove` is not a move in UCI notation.
    #[error("the engine {engine} answered with a move that cannot be read: \"{text}\"")]
    UnreadableMove {
        /// The engine's path.
        engine: String,
        /// What came after `bestmove`.
        text: String,
    },
    /// The engine's move is not legal in the position.
    #[error("{engine} chose {uci}, which is not a legal move in the position {fen}")]
    IllegalMove {
        /// "the engine" and its path, or just "the engine" when not known.
        engine: String,
        /// The move, in UCI.
        uci: String,
        /// The position, in FEN.
        fen: String,
    },
    /// The engine found no legal move ([`Engine::think`] only; a search
    /// started with [`Engine::go`] gives [`EngineEvent::NoMove`]).
    #[error("the engine {engine} found no legal move: the game is over")]
    NoMove {
        /// The engine's path.
        engine: String,
    },
    /// The engine was shut down (or failed earlier) and has not been
    /// restarted.
    #[error("the engine {engine} is not running: restart it")]
    NotRunning {
        /// The engine's path.
        engine: String,
    },
}

/// The engine's move as a legal move in `game`'s current position, or
/// [`EngineError::IllegalMove`] (a null move or a drop is never legal).
///
/// ```
/// use tactus::engine::to_legal_move;
/// use tactus::rules::game::Game;
///
/// let game = Game::new();
/// assert!(to_legal_move(&"g1f3".parse().unwrap(), &game).is_ok());
/// let err = to_legal_move(&"e2e5".parse().unwrap(), &game).unwrap_err();
/// assert!(err.to_string().contains("e2e5, which is not a legal move"));
/// ```
pub fn to_legal_move(uci: &UciMove, game: &Game) -> Result<Move, EngineError> {
    legal_move_of("the engine", uci, game)
}

fn legal_move_of(engine: &str, uci: &UciMove, game: &Game) -> Result<Move, EngineError> {
    uci.to_move(game.position())
        .map_err(|_| EngineError::IllegalMove {
            engine: engine.to_owned(),
            uci: uci.to_string(),
            fen: game.fen(),
        })
}

/// The default engine: `stockfish` on the `PATH`, else Debian's
/// [`DEBIAN_STOCKFISH`].
pub fn find_default() -> Option<PathBuf> {
    let path = std::env::var_os("PATH");
    find_program("stockfish", path.as_deref())
        .or_else(|| Some(PathBuf::from(DEBIAN_STOCKFISH)).filter(|p| is_executable(p)))
}

/// `name` in one of the directories of `path_var` (a `PATH` value).
fn find_program(name: &str, path_var: Option<&std::ffi::OsStr>) -> Option<PathBuf> {
    std::env::split_paths(path_var?)
        .filter(|dir| !dir.as_os_str().is_empty())
        .map(|dir| dir.join(name))
        .find(|p| is_executable(p))
}

fn is_executable(path: &Path) -> bool {
    let Ok(meta) = path.metadata() else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.is_file() && meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        meta.is_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_and_illegal_engine_moves() {
        let mut game = Game::new();
        for m in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"] {
            game.play_san(m).unwrap();
        }
        let uci = |t: &str| t.parse::<UciMove>().unwrap();
        assert!(to_legal_move(&uci("e1g1"), &game).is_ok());
        // King takes own rook, the Chess960 spelling, is understood too.
        assert_eq!(
            to_legal_move(&uci("e1h1"), &game),
            to_legal_move(&uci("e1g1"), &game)
        );
        assert!(to_legal_move(&uci("e7e5"), &game).is_err());
        assert!(to_legal_move(&uci("0000"), &game).is_err());
        assert!(to_legal_move(&uci("Q@f7"), &game).is_err());
        let err = to_legal_move(&uci("e4e5"), &game).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "the engine chose e4e5, which is not a legal move in the position {}",
                game.fen()
            )
        );
    }

    #[test]
    fn programs_are_found_on_the_path() {
        let dir = std::env::temp_dir();
        assert_eq!(
            find_program("no-such-program-tactus", Some(dir.as_os_str())),
            None
        );
        assert_eq!(find_program("sh", None), None);
        let path = std::env::join_paths(["", "/nonexistent", "/bin"]).unwrap();
        assert_eq!(
            find_program("sh", Some(&path)),
            Some(PathBuf::from("/bin/sh"))
        );
    }
}
