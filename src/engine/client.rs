//! The [`Engine`]: the UCI conversation with one engine process, its
//! start, options, failures and restarts. Searches are in `thinking`.

use std::collections::VecDeque;
use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant};

use super::process::{Msg, Process};
use super::protocol::{
    EngineLine, SearchInfo, UciOption, find_option, parse_line, setoption_command,
};
use super::search::Search;
use super::{Doing, Ending, EngineConfig, EngineError, EngineEvent, Level};

/// How long a quitting engine is given to exit before it is killed.
const QUIT_GRACE: Duration = Duration::from_millis(200);
/// Lines an engine may send before `uciok`; more is not a UCI engine.
const MAX_HANDSHAKE_LINES: usize = 10_000;
/// Lines of the conversation kept for diagnostics.
const TRANSCRIPT_LINES: usize = 1_000;

/// One line of the conversation with the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TranscriptLine {
    /// A line sent to the engine.
    Sent(String),
    /// A line received from the engine.
    Received(String),
}

/// A running UCI engine. See the [module documentation](super).
///
/// Dropping it quits the engine: `quit`, 200 ms to exit, then kill; it
/// never hangs and never leaves a zombie.
pub struct Engine {
    pub(super) config: EngineConfig,
    pub(super) process: Option<Process>,
    /// Why the engine is not running, and whether that was reported yet.
    pub(super) failure: Option<(EngineError, bool)>,
    pub(super) name: Option<String>,
    pub(super) author: Option<String>,
    pub(super) options: Vec<UciOption>,
    pub(super) search: Option<Search>,
    /// Results still to come of searches that were cancelled.
    pub(super) discard: usize,
    pub(super) last_info: Option<SearchInfo>,
    /// The last search's `info` lines with a score, oldest first (at most
    /// [`super::thinking::KEPT_INFOS`]).
    pub(super) infos: Vec<SearchInfo>,
    pub(super) transcript: VecDeque<TranscriptLine>,
    /// Whether the start-up conversation is under way.
    pub(super) starting: bool,
    /// Whether the engine was told to play Chess960 (`UCI_Chess960`).
    pub(super) chess960: bool,
}

impl Engine {
    /// Starts the engine: `uci` → `uciok` (its name and options read),
    /// the level's options, `ucinewgame`, `isready` → `readyok`.
    pub fn start(config: EngineConfig) -> Result<Engine, EngineError> {
        let mut engine = Engine {
            config,
            process: None,
            failure: None,
            name: None,
            author: None,
            options: Vec::new(),
            chess960: false,
            search: None,
            discard: 0,
            last_info: None,
            infos: Vec::new(),
            transcript: VecDeque::new(),
            starting: false,
        };
        engine.launch()?;
        Ok(engine)
    }

    /// Ends the engine process (if running) and starts a new one with the
    /// same configuration and the current level. On failure the engine
    /// stays stopped, with the error.
    pub fn restart(&mut self) -> Result<(), EngineError> {
        self.quit();
        let result = self.launch();
        self.reported(result)
    }

    /// Quits the engine: `quit`, a moment to exit, then kill. Later
    /// searches fail with [`EngineError::NotRunning`] until
    /// [`Engine::restart`].
    pub fn quit(&mut self) {
        if let Some(mut process) = self.process.take() {
            if self.search.take().is_some() {
                let _ = process.send("stop");
            }
            self.record(TranscriptLine::Sent("quit".into()));
            process.quit(QUIT_GRACE);
        }
    }

    fn launch(&mut self) -> Result<(), EngineError> {
        self.failure = None;
        self.search = None;
        self.discard = 0;
        self.last_info = None;
        self.name = None;
        self.author = None;
        self.options.clear();
        self.chess960 = false;
        let waker = self.config.waker.clone();
        let process = Process::spawn(&self.config.path, &self.config.args, waker)
            .map_err(|e| self.fail(e))?;
        if self.config.low_priority {
            process.lower_priority();
        }
        self.process = Some(process);
        self.starting = true;
        let started = self.introduce();
        self.starting = false;
        started
    }

    /// The start-up conversation.
    fn introduce(&mut self) -> Result<(), EngineError> {
        self.send("uci")?;
        self.handshake()?;
        self.send_level()?;
        self.send("ucinewgame")?;
        self.sync()
    }

    /// Reads up to `uciok`.
    fn handshake(&mut self) -> Result<(), EngineError> {
        let timeout = self.config.handshake_timeout;
        let until = after(timeout);
        let not_uci = |engine: &Engine| EngineError::NotUci {
            engine: engine.engine(),
            waited_ms: millis(timeout),
        };
        for _ in 0..MAX_HANDSHAKE_LINES {
            match self.receive(until.saturating_duration_since(Instant::now())) {
                Some(Msg::Line(line)) => match parse_line(&line) {
                    EngineLine::UciOk => return Ok(()),
                    EngineLine::IdName(name) => self.name = Some(name),
                    EngineLine::IdAuthor(author) => self.author = Some(author),
                    EngineLine::Option(option) => self.options.push(option),
                    _ => {}
                },
                Some(Msg::End) => return Err(self.exited(Doing::Starting)),
                None => return Err(self.fail(not_uci(self))),
            }
        }
        Err(self.fail(not_uci(self)))
    }

    /// `isready` → `readyok`, with no search running.
    fn sync(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let until = after(self.config.ready_timeout);
        loop {
            match self.receive(until.saturating_duration_since(Instant::now())) {
                Some(Msg::Line(line)) => {
                    if self.on_line(&line).is_none() && parse_line(&line) == EngineLine::ReadyOk {
                        return Ok(());
                    }
                }
                Some(Msg::End) => return Err(self.exited(Doing::GettingReady)),
                None => {
                    let err = EngineError::NotReady {
                        engine: self.engine(),
                        waited_ms: millis(self.config.ready_timeout),
                    };
                    return Err(self.fail(err));
                }
            }
        }
    }

    fn send_level(&mut self) -> Result<(), EngineError> {
        for (name, value) in self.config.level.strength_options(&self.options) {
            self.send(&setoption_command(&name, &value))?;
        }
        Ok(())
    }

    /// Sets the playing strength (cancelling any search) and waits until
    /// the engine is ready. The level is kept for restarts even when the
    /// engine is not running.
    pub fn set_level(&mut self, level: Level) -> Result<(), EngineError> {
        self.config.level = level;
        let result = self.running().and_then(|()| {
            self.cancel();
            self.send_level()?;
            self.sync()
        });
        self.reported(result)
    }

    /// Sets an option, if the engine lists it (by any capitalisation);
    /// returns whether it was sent. Cancels any search.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<bool, EngineError> {
        let result = self.running().and_then(|()| {
            let Some(option) = find_option(&self.options, name) else {
                return Ok(false);
            };
            let command = setoption_command(&option.name, value);
            self.cancel();
            self.send(&command)?;
            Ok(true)
        });
        self.reported(result)
    }

    /// Tells the engine a new game begins (cancelling any search) and waits
    /// until it is ready.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        let result = self.running().and_then(|()| {
            self.cancel();
            self.send("ucinewgame")?;
            self.sync()
        });
        self.reported(result)
    }

    /// The engine program's path.
    pub fn path(&self) -> &Path {
        &self.config.path
    }

    /// The error for a search that ended without a move
    /// ([`EngineEvent::NoMove`] when the game was not over), naming this
    /// engine as its other errors do.
    pub fn no_move_error(&self) -> EngineError {
        EngineError::NoMove {
            engine: self.engine(),
        }
    }

    /// The engine's name (`id name`), if it gave one.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The engine's authors (`id author`), if it gave them.
    pub fn author(&self) -> Option<&str> {
        self.author.as_deref()
    }

    /// The options the engine listed.
    pub fn options(&self) -> &[UciOption] {
        &self.options
    }

    /// The playing strength.
    pub fn level(&self) -> Level {
        self.config.level
    }

    /// The engine's process id, while it runs.
    pub fn pid(&self) -> Option<u32> {
        self.process.as_ref().map(Process::pid)
    }

    /// Whether the engine is running (not failed or quit).
    pub fn is_running(&self) -> bool {
        self.process.is_some()
    }

    /// Whether a search is under way.
    pub fn is_thinking(&self) -> bool {
        self.search.is_some()
    }

    /// Why the engine stopped, if it failed.
    pub fn failure(&self) -> Option<&EngineError> {
        self.failure.as_ref().map(|(e, _)| e)
    }

    /// The latest depth, score and first move of the current (or last)
    /// search, for a hint.
    pub fn last_info(&self) -> Option<&SearchInfo> {
        self.last_info.as_ref()
    }

    /// What the last search said of its progress: its `info` lines with a
    /// score, oldest first (the last ones, when it said very many).
    pub fn search_infos(&self) -> &[SearchInfo] {
        &self.infos
    }

    /// The last lines sent and received (up to 1 000), oldest first, for
    /// diagnostics.
    pub fn transcript(&self) -> impl Iterator<Item = &TranscriptLine> {
        self.transcript.iter()
    }

    pub(super) fn engine(&self) -> String {
        self.config.path.display().to_string()
    }

    pub(super) fn running(&self) -> Result<(), EngineError> {
        match (&self.process, &self.failure) {
            (Some(_), _) => Ok(()),
            (None, Some((error, _))) => Err(error.clone()),
            (None, None) => Err(EngineError::NotRunning {
                engine: self.engine(),
            }),
        }
    }

    fn record(&mut self, line: TranscriptLine) {
        if self.transcript.len() >= TRANSCRIPT_LINES {
            self.transcript.pop_front();
        }
        self.transcript.push_back(line);
    }

    /// Sends a line; an engine that cannot be written to has ended.
    pub(super) fn send(&mut self, line: &str) -> Result<(), EngineError> {
        self.record(TranscriptLine::Sent(line.to_owned()));
        self.running()?;
        let written = self.process.as_mut().map(|p| p.send(line));
        if let Some(Err(_)) = written {
            let doing = if self.starting {
                Doing::Starting
            } else if self.search.is_some() {
                Doing::Thinking
            } else {
                Doing::BeingTold
            };
            return Err(self.exited(doing));
        }
        Ok(())
    }

    fn receive(&mut self, timeout: Duration) -> Option<Msg> {
        self.receive_opt(Some(timeout))
    }

    /// A message from the engine, recorded in the transcript.
    pub(super) fn receive_opt(&mut self, timeout: Option<Duration>) -> Option<Msg> {
        let msg = self.process.as_ref()?.recv(timeout)?;
        if let Msg::Line(line) = &msg {
            self.record(TranscriptLine::Received(line.clone()));
        }
        Some(msg)
    }

    /// The engine ended on its own while `doing` something.
    pub(super) fn exited(&mut self, doing: Doing) -> EngineError {
        let status = match &mut self.process {
            Some(process) => process.exit_status(Duration::from_millis(100)),
            None => Ending::Unknown,
        };
        let error = EngineError::Exited {
            engine: self.engine(),
            doing,
            status,
        };
        self.fail(error)
    }

    /// Ends the process after a failure, keeping the error to be reported
    /// as [`EngineEvent::Died`] unless a caller hands it on (see
    /// [`Engine::reported`]).
    pub(super) fn fail(&mut self, error: EngineError) -> EngineError {
        if let Some(mut process) = self.process.take() {
            process.kill();
        }
        self.search = None;
        self.discard = 0;
        self.failure = Some((error.clone(), false));
        error
    }

    /// Marks the failure in `result` as reported, since the caller is
    /// handed it; so it does not come again as an event.
    pub(super) fn reported<T>(&mut self, result: Result<T, EngineError>) -> Result<T, EngineError> {
        if result.is_err()
            && let Some((_, reported)) = &mut self.failure
        {
            *reported = true;
        }
        result
    }

    /// Fails with `error` and hands it on at once.
    pub(super) fn reported_now(&mut self, error: EngineError) -> EngineError {
        let error = self.fail(error);
        if let Some((_, reported)) = &mut self.failure {
            *reported = true;
        }
        error
    }

    /// The failure not yet reported, as an event.
    pub(super) fn take_failure(&mut self) -> Option<EngineEvent> {
        match &mut self.failure {
            Some((error, reported)) if !*reported => {
                *reported = true;
                Some(EngineEvent::Died(error.clone()))
            }
            _ => None,
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        self.quit();
    }
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("path", &self.config.path)
            .field("name", &self.name)
            .field("level", &self.config.level)
            .field("running", &self.process.is_some())
            .field("thinking", &self.search.is_some())
            .finish()
    }
}

/// The instant `d` from now; a time too far to represent is a year away.
pub(super) fn after(d: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(d)
        .or_else(|| now.checked_add(Duration::from_secs(365 * 24 * 3_600)))
        .unwrap_or(now)
}

pub(super) fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}
