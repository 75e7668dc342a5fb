//! How to start an engine.

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use super::{EngineError, Level, Waker, find_default};

/// How to start an engine.
#[derive(Clone)]
pub struct EngineConfig {
    /// The engine program.
    pub path: PathBuf,
    /// Arguments for it (none for most engines).
    pub args: Vec<String>,
    /// The playing strength to set on start.
    pub level: Level,
    /// How long to wait for `uciok` after `uci`.
    pub handshake_timeout: Duration,
    /// How long to wait for `readyok` after `isready`.
    pub ready_timeout: Duration,
    /// Called when a result arrives (see [`Waker`]).
    pub waker: Option<Waker>,
    /// Whether the process runs at the lowest priority (work in the
    /// background, below everything else the machine does).
    pub low_priority: bool,
}

impl EngineConfig {
    /// The engine at `path`, at the default level, with 5 s timeouts.
    pub fn new(path: impl Into<PathBuf>) -> EngineConfig {
        EngineConfig {
            path: path.into(),
            args: Vec::new(),
            level: Level::default(),
            handshake_timeout: Duration::from_secs(5),
            ready_timeout: Duration::from_secs(5),
            waker: None,
            low_priority: false,
        }
    }

    /// The default engine (see [`find_default`]), or
    /// [`EngineError::NoneFound`].
    pub fn default_engine() -> Result<EngineConfig, EngineError> {
        find_default()
            .map(EngineConfig::new)
            .ok_or(EngineError::NoneFound)
    }

    /// This configuration at `level`.
    pub fn with_level(mut self, level: Level) -> EngineConfig {
        self.level = level;
        self
    }
}

impl fmt::Debug for EngineConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EngineConfig")
            .field("path", &self.path)
            .field("args", &self.args)
            .field("level", &self.level)
            .field("handshake_timeout", &self.handshake_timeout)
            .field("ready_timeout", &self.ready_timeout)
            .field("waker", &self.waker.is_some())
            .field("low_priority", &self.low_priority)
            .finish()
    }
}
