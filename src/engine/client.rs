//! The [`Engine`]: the UCI conversation with one engine process, its
//! searches and their time limits, failures and restarts.

use std::collections::VecDeque;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use shakmaty::{Move, uci::UciMove};

use super::process::{Msg, Process};
use super::protocol::{
    EngineLine, SearchInfo, UciOption, find_option, parse_line, position_command, setoption_command,
};
use super::{EngineError, EngineEvent, Level, SearchLimits, Waker, find_default, legal_move_of};
use crate::rules::Millis;
use crate::rules::game::Game;

/// How long a search may overrun its time before it is told to stop: this
/// plus a tenth of the time allowed.
const MARGIN: Duration = Duration::from_millis(500);
/// How long a search may go on after `stop` before the engine is killed.
const STOP_GRACE: Duration = Duration::from_millis(500);
/// How long a quitting engine is given to exit before it is killed.
const QUIT_GRACE: Duration = Duration::from_millis(200);
/// Lines an engine may send before `uciok`; more is not a UCI engine.
const MAX_HANDSHAKE_LINES: usize = 10_000;
/// Lines of the conversation kept for diagnostics.
const TRANSCRIPT_LINES: usize = 1_000;

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
            .finish()
    }
}

/// One line of the conversation with the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TranscriptLine {
    /// A line sent to the engine.
    Sent(String),
    /// A line received from the engine.
    Received(String),
}

/// A search under way.
#[derive(Debug)]
struct Search {
    started: Instant,
    allowed: Millis,
    /// When `stop` is sent if no move has come.
    deadline: Instant,
    /// When `stop` was sent.
    stopped: Option<Instant>,
}

/// A running UCI engine. See the [module documentation](super).
///
/// Dropping it quits the engine: `quit`, 200 ms to exit, then kill; it
/// never hangs and never leaves a zombie.
pub struct Engine {
    config: EngineConfig,
    process: Option<Process>,
    /// Why the engine is not running, and whether that was reported yet.
    failure: Option<(EngineError, bool)>,
    name: Option<String>,
    author: Option<String>,
    options: Vec<UciOption>,
    search: Option<Search>,
    /// Results still to come of searches that were cancelled.
    discard: usize,
    last_info: Option<SearchInfo>,
    transcript: VecDeque<TranscriptLine>,
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
            search: None,
            discard: 0,
            last_info: None,
            transcript: VecDeque::new(),
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
        let waker = self.config.waker.clone();
        let process = Process::spawn(&self.config.path, &self.config.args, waker)
            .map_err(|e| self.fail(e))?;
        self.process = Some(process);
        self.send("uci")?;
        self.handshake()?;
        self.send_level()?;
        self.send("ucinewgame")?;
        self.sync()
    }

    /// Reads up to `uciok`.
    fn handshake(&mut self) -> Result<(), EngineError> {
        let timeout = self.config.handshake_timeout;
        let until = Instant::now() + timeout;
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
                Some(Msg::End) => return Err(self.exited("starting")),
                None => return Err(self.fail(not_uci(self))),
            }
        }
        Err(self.fail(not_uci(self)))
    }

    /// `isready` → `readyok`, with no search running.
    fn sync(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let until = Instant::now() + self.config.ready_timeout;
        loop {
            match self.receive(until.saturating_duration_since(Instant::now())) {
                Some(Msg::Line(line)) => {
                    if self.on_line(&line).is_none() && parse_line(&line) == EngineLine::ReadyOk {
                        return Ok(());
                    }
                }
                Some(Msg::End) => return Err(self.exited("getting ready")),
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

    /// Starts searching the position on the board in `game`, within
    /// `limits` and the level's think cap; the result comes from
    /// [`Engine::poll`] or [`Engine::wait`]. A search still running is
    /// cancelled first.
    pub fn go(&mut self, game: &Game, limits: &SearchLimits) -> Result<(), EngineError> {
        let result = self.start_search(game, limits);
        self.reported(result)
    }

    fn start_search(&mut self, game: &Game, limits: &SearchLimits) -> Result<(), EngineError> {
        self.running()?;
        self.cancel();
        let limits = limits.capped(self.config.level.think_cap());
        self.send(&position_command(game))?;
        self.send(&limits.go_command())?;
        let allowed = limits.allowed(game.turn());
        let now = Instant::now();
        let allowed_time = Duration::from_millis(allowed);
        self.search = Some(Search {
            started: now,
            allowed,
            deadline: now + allowed_time + MARGIN + allowed_time / 10,
            stopped: None,
        });
        self.last_info = None;
        Ok(())
    }

    /// Asks for the best move found so far at once (`stop`); the result
    /// still comes as an event.
    pub fn move_now(&mut self) {
        if let Some(search) = &mut self.search
            && search.stopped.is_none()
        {
            search.stopped = Some(Instant::now());
            let _ = self.send("stop");
        }
    }

    /// Abandons the search under way, if any (`stop`; its result will be
    /// ignored), for instance when a move is taken back.
    pub fn cancel(&mut self) {
        if self.search.take().is_some() {
            self.discard += 1;
            let _ = self.send("stop");
        }
    }

    /// Searches and waits for the move: [`Engine::go`], then waits up to
    /// `timeout` (or the search's own limit, if sooner) before the engine
    /// is stopped and, if it still gives no move, killed.
    pub fn think(
        &mut self,
        game: &Game,
        limits: &SearchLimits,
        timeout: Duration,
    ) -> Result<UciMove, EngineError> {
        self.go(game, limits)?;
        if let Some(search) = &mut self.search {
            search.deadline = search.deadline.min(Instant::now() + timeout);
        }
        loop {
            match self.wait(Duration::from_secs(3_600)) {
                Some(EngineEvent::BestMove(m)) => return Ok(m),
                Some(EngineEvent::NoMove) => {
                    return Err(EngineError::NoMove {
                        engine: self.engine(),
                    });
                }
                Some(EngineEvent::Died(e)) => return Err(e),
                None => {
                    let running = self.running();
                    self.reported(running)?;
                }
            }
        }
    }

    /// The next event if one is there, without waiting. Also enforces the
    /// search's time limit, so call it regularly while the engine thinks
    /// (every tick of the front end is plenty).
    pub fn poll(&mut self) -> Option<EngineEvent> {
        self.next_event(None)
    }

    /// The next event, waiting up to `timeout` for it.
    pub fn wait(&mut self, timeout: Duration) -> Option<EngineEvent> {
        self.next_event(Some(Instant::now() + timeout))
    }

    fn next_event(&mut self, until: Option<Instant>) -> Option<EngineEvent> {
        loop {
            if let Some(event) = self.take_failure() {
                return Some(event);
            }
            self.process.as_ref()?;
            let now = Instant::now();
            self.check_time(now);
            if self.process.is_none() {
                continue;
            }
            let wake = [until, self.search_wake()].into_iter().flatten().min();
            // Without `until` (polling), nothing is waited for.
            let timeout = until.and(wake).map(|w| w.saturating_duration_since(now));
            match self.receive_opt(timeout) {
                Some(Msg::Line(line)) => {
                    if let Some(event) = self.on_line(&line) {
                        return Some(event);
                    }
                }
                Some(Msg::End) => {
                    let doing = if self.search.is_some() {
                        "thinking"
                    } else {
                        "waiting"
                    };
                    self.exited(doing);
                }
                None if until.is_none_or(|u| Instant::now() >= u) => {
                    self.check_time(Instant::now());
                    return self.take_failure();
                }
                None => {}
            }
        }
    }

    /// When the search next needs attention: its deadline, or the end of
    /// the grace after `stop`.
    fn search_wake(&self) -> Option<Instant> {
        let search = self.search.as_ref()?;
        Some(search.stopped.map_or(search.deadline, |t| t + STOP_GRACE))
    }

    /// Stops a search past its deadline; kills an engine that ignores that.
    fn check_time(&mut self, now: Instant) {
        let Some(search) = self.search.as_mut() else {
            return;
        };
        match search.stopped {
            None if now >= search.deadline => {
                search.stopped = Some(now);
                let _ = self.send("stop");
            }
            Some(t) if now >= t + STOP_GRACE => {
                let (allowed_ms, waited_ms) = (search.allowed, millis(now - search.started));
                let error = EngineError::Hung {
                    engine: self.engine(),
                    allowed_ms,
                    waited_ms,
                };
                self.fail(error);
            }
            _ => {}
        }
    }

    /// What a line means for the search; the event it ends it with, if any.
    fn on_line(&mut self, line: &str) -> Option<EngineEvent> {
        let parsed = parse_line(line);
        let result = matches!(
            parsed,
            EngineLine::BestMove { .. } | EngineLine::UnreadableBestMove(_)
        );
        if result && self.discard > 0 {
            self.discard -= 1;
            return None;
        }
        match parsed {
            EngineLine::BestMove { best, .. } => {
                self.search.take()?;
                Some(best.map_or(EngineEvent::NoMove, EngineEvent::BestMove))
            }
            EngineLine::UnreadableBestMove(text) => {
                self.search.take()?;
                let error = EngineError::UnreadableMove {
                    engine: self.engine(),
                    text,
                };
                Some(EngineEvent::Died(self.reported_now(error)))
            }
            EngineLine::Info(info) if self.search.is_some() && self.discard == 0 => {
                if info.score.is_some() || info.pv_move.is_some() {
                    self.last_info = Some(info);
                }
                None
            }
            _ => None,
        }
    }

    /// The engine's move as a legal move in `game`, or
    /// [`EngineError::IllegalMove`] naming this engine.
    pub fn legal_move(&self, uci: &UciMove, game: &Game) -> Result<Move, EngineError> {
        legal_move_of(&format!("the engine {}", self.engine()), uci, game)
    }

    /// The engine program's path.
    pub fn path(&self) -> &Path {
        &self.config.path
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

    /// The last lines sent and received (up to 1 000), oldest first, for
    /// diagnostics.
    pub fn transcript(&self) -> impl Iterator<Item = &TranscriptLine> {
        self.transcript.iter()
    }

    fn engine(&self) -> String {
        self.config.path.display().to_string()
    }

    fn running(&self) -> Result<(), EngineError> {
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
    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        self.record(TranscriptLine::Sent(line.to_owned()));
        self.running()?;
        let written = self.process.as_mut().map(|p| p.send(line));
        if let Some(Err(_)) = written {
            let doing = if self.search.is_some() {
                "thinking"
            } else {
                "being told what to do"
            };
            return Err(self.exited(doing));
        }
        Ok(())
    }

    fn receive(&mut self, timeout: Duration) -> Option<Msg> {
        self.receive_opt(Some(timeout))
    }

    /// A message from the engine, recorded in the transcript.
    fn receive_opt(&mut self, timeout: Option<Duration>) -> Option<Msg> {
        let msg = self.process.as_ref()?.recv(timeout)?;
        if let Msg::Line(line) = &msg {
            self.record(TranscriptLine::Received(line.clone()));
        }
        Some(msg)
    }

    /// The engine ended on its own while `doing` something.
    fn exited(&mut self, doing: &str) -> EngineError {
        let status = match &mut self.process {
            Some(process) => process.exit_status(Duration::from_millis(100)),
            None => "not running".into(),
        };
        let error = EngineError::Exited {
            engine: self.engine(),
            doing: doing.into(),
            status,
        };
        self.fail(error)
    }

    /// Ends the process after a failure, keeping the error to be reported
    /// as [`EngineEvent::Died`] unless a caller hands it on (see
    /// [`Engine::reported`]).
    fn fail(&mut self, error: EngineError) -> EngineError {
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
    fn reported<T>(&mut self, result: Result<T, EngineError>) -> Result<T, EngineError> {
        if result.is_err()
            && let Some((_, reported)) = &mut self.failure
        {
            *reported = true;
        }
        result
    }

    /// Fails with `error` and hands it on at once.
    fn reported_now(&mut self, error: EngineError) -> EngineError {
        let error = self.fail(error);
        if let Some((_, reported)) = &mut self.failure {
            *reported = true;
        }
        error
    }

    /// The failure not yet reported, as an event.
    fn take_failure(&mut self) -> Option<EngineEvent> {
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

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}
