//! Searching: starting a search, its events, and its time limit.

use std::time::{Duration, Instant};

use shakmaty::{Move, uci::UciMove};

use super::client::{Engine, after, millis};
use super::process::Msg;
use super::protocol::{EngineLine, find_option, parse_line, position_command, setoption_command};
use super::search::Search;
use super::{Doing, EngineError, EngineEvent, SearchLimits, legal_move_of};
use crate::rules::game::Game;

/// How long a search may overrun its time before it is told to stop: this
/// plus a tenth of the time allowed.
const MARGIN: Duration = Duration::from_millis(500);
/// How many `info` lines with a score a search keeps (Stockfish says one
/// per depth, and a few more at the deepest).
pub(super) const KEPT_INFOS: usize = 64;
/// How long a search may go on after `stop` before the engine is killed.
const STOP_GRACE: Duration = Duration::from_millis(500);

impl Engine {
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
        if game.is_chess960() != self.chess960 {
            // Castling written as the king taking its own rook.
            if let Some(option) = find_option(&self.options, "UCI_Chess960") {
                let value = if game.is_chess960() { "true" } else { "false" };
                self.send(&setoption_command(&option.name, value))?;
            }
            self.chess960 = game.is_chess960();
        }
        self.send(&position_command(game))?;
        self.send(&limits.go_command())?;
        let allowed = limits.allowed(game.turn());
        let allowed_time = Duration::from_millis(allowed);
        self.search = Some(Search {
            started: Instant::now(),
            allowed,
            deadline: after(allowed_time.saturating_add(MARGIN + allowed_time / 10)),
            stopped: None,
        });
        self.last_info = None;
        self.infos.clear();
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
            search.deadline = search.deadline.min(after(timeout));
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
        self.next_event(Some(after(timeout)))
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
                        Doing::Thinking
                    } else {
                        Doing::Waiting
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
    pub(super) fn on_line(&mut self, line: &str) -> Option<EngineEvent> {
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
                if info.score.is_some() {
                    if self.infos.len() == KEPT_INFOS {
                        self.infos.remove(0);
                    }
                    self.infos.push(info.clone());
                }
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
}
