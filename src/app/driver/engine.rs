//! Driving the engine process: started when a game needs it, restarted
//! when the session asks, its search begun and cancelled as the position
//! changes, its answers (moves, scores for draw offers, failures) taken to
//! the session.

use std::time::Duration;

use shakmaty::{ByColor, zobrist::Zobrist64};

use super::Driver;
use crate::engine::{Engine, EngineConfig, EngineError, EngineEvent, Level, Waker};
use crate::event::{Event, Player};
use crate::input::Action;
use crate::rules::Millis;
use crate::session::EngineOrder;

/// How often a thinking engine is polled, so a hung one is noticed.
pub const ENGINE_POLL: Duration = Duration::from_millis(250);

/// How long the engine searches a position only to answer a draw offer
/// (on the person's turn, with no fresh score); its level's think cap may
/// shorten it.
pub const APPRAISAL_TIME: Millis = 300;

/// The depth from which the engine's search for its move is trusted to
/// answer a draw offer before the move comes.
pub const APPRAISAL_DEPTH: u32 = 10;

impl Driver {
    /// Starts the engine at `level` unless it runs, or says why it cannot.
    pub(super) fn start_engine_at(&mut self, level: Level) -> Result<(), EngineError> {
        if self.engine.is_none() {
            self.engine = Some(start_engine(
                self.engine_path.as_deref(),
                level,
                &self.waker,
            )?);
        }
        Ok(())
    }

    /// Restarts the engine when the session asks, starts or cancels its search.
    /// Returns the events of any action this caused.
    pub fn drive_engine(&mut self) -> Vec<Event> {
        let mut events = self.drive_analysis();
        if let Some(EngineOrder::Restart(level)) = self.to_do.engine.take() {
            self.searched = None;
            let result = match self.engine.as_mut() {
                Some(engine) => engine.restart().and_then(|()| engine.set_level(level)),
                None => start_engine(self.engine_path.as_deref(), level, &self.waker)
                    .map(|e| self.engine = Some(e)),
            };
            events.extend(match result {
                Ok(()) => self.dispatch(Action::EngineReady),
                Err(e) => self.dispatch(Action::EngineFailed(e)),
            });
        }
        let now = self.now();
        let Some(engine) = self.engine.as_mut() else {
            return events;
        };
        let key = self.session.game().key();
        // The position to appraise is the one on the board.
        let wanted = self.session.wants_appraisal().map(|_| key);
        // A search only for a draw offer ends when the position changes.
        if self.appraising.is_some() && self.appraising != wanted {
            engine.cancel();
            self.appraising = None;
        }
        match self.session.engine_to_move(now) {
            Some(limits) if self.searched != Some(key) && !engine.is_thinking() => {
                match engine.go(self.session.game(), &limits) {
                    Ok(()) => self.searched = Some(key),
                    Err(e) => events.extend(self.dispatch(Action::EngineFailed(e))),
                }
            }
            None if engine.is_thinking() && self.appraising.is_none() => {
                engine.cancel();
                self.searched = None;
            }
            None if !engine.is_thinking() && wanted.is_some() && !self.session.is_paused() => {
                let limits = crate::engine::SearchLimits::MoveTime(APPRAISAL_TIME);
                match engine.go(self.session.game(), &limits) {
                    Ok(()) => self.appraising = wanted,
                    Err(e) => events.extend(self.dispatch(Action::EngineFailed(e))),
                }
            }
            _ => {}
        }
        events.extend(self.appraise_while_thinking());
        events
    }

    /// A draw offer made while the engine searches for its move is
    /// answered from that search once it is deep enough
    /// ([`APPRAISAL_DEPTH`]), without waiting for the move.
    fn appraise_while_thinking(&mut self) -> Vec<Event> {
        let Some(fen) = self.session.wants_appraisal() else {
            return Vec::new();
        };
        let Some(engine) = self.engine.as_ref() else {
            return Vec::new();
        };
        let deep = engine.last_info().is_some_and(|info| {
            info.score.is_some() && info.depth.is_some_and(|d| d >= APPRAISAL_DEPTH)
        });
        if engine.is_thinking() && deep && self.searched == Some(self.session.game().key()) {
            self.appraise(fen)
        } else {
            Vec::new()
        }
    }

    /// Hands the engine's latest score for the position `fen` to the session.
    fn appraise(&mut self, fen: String) -> Vec<Event> {
        let Some(engine) = self.engine.as_ref() else {
            return Vec::new();
        };
        let appraisal = crate::engine::Appraisal {
            fen,
            score: engine.last_info().and_then(|info| info.score),
            engine: engine
                .name()
                .and_then(|name| name.split_whitespace().next())
                .map(str::to_owned),
        };
        self.dispatch(Action::EngineAppraisal(appraisal))
    }

    /// The FEN of the latest position of the game with `key`, if the game
    /// still has it (a take-back may have removed it).
    fn fen_of(&self, key: Zobrist64) -> Option<String> {
        let game = self.session.game();
        (0..=game.ply_count())
            .rev()
            .find(|&ply| game.key_at(ply) == Some(key))
            .and_then(|ply| game.fen_at(ply))
    }

    /// Takes the engine's answer, if it has one, to the session; what is
    /// said of it comes of its own accord ([`super::Said::mark_news`]).
    pub fn poll_engine(&mut self) -> Vec<Event> {
        let mark = self.said.count();
        let events = self.take_engine_answer();
        self.said.mark_news(mark);
        events
    }

    /// The engine's answer, if it has one, taken to the session.
    fn take_engine_answer(&mut self) -> Vec<Event> {
        let Some(engine) = self.engine.as_mut() else {
            return Vec::new();
        };
        let Some(event) = engine.poll() else {
            return Vec::new();
        };
        if let Some(key) = self.appraising.take() {
            return match event {
                EngineEvent::BestMove(_) | EngineEvent::NoMove => match self.fen_of(key) {
                    Some(fen) => self.appraise(fen),
                    None => Vec::new(),
                },
                EngineEvent::Died(e) => self.dispatch(Action::EngineFailed(e)),
            };
        }
        let searched = self.searched.take();
        let mut events = Vec::new();
        let action = match event {
            EngineEvent::BestMove(uci) if searched == Some(self.session.game().key()) => {
                // Its score first: a draw offer standing is answered
                // before (or instead of) the move, and one made right
                // after the move is answered at once.
                let fen = self.session.game().fen();
                events.extend(self.appraise(fen));
                Action::EngineMoved(uci)
            }
            EngineEvent::BestMove(_) => return Vec::new(),
            EngineEvent::NoMove => Action::EngineFailed(engine.no_move_error()),
            EngineEvent::Died(e) => Action::EngineFailed(e),
        };
        events.extend(self.dispatch(action));
        events
    }
}

/// The engine's level, if the engine plays a side.
pub(super) fn engine_level(players: &ByColor<Player>) -> Option<Level> {
    players.iter().find_map(|p| match p {
        Player::Engine(l) => Some(*l),
        Player::Human => None,
    })
}

/// The engine program at `path` (or the one found on the system) at
/// `level`, waking the front end through `waker` when it has something
/// to say.
fn start_engine(
    path: Option<&std::path::Path>,
    level: Level,
    waker: &Waker,
) -> Result<Engine, EngineError> {
    let mut config = match path {
        Some(p) => EngineConfig::new(p),
        None => EngineConfig::default_engine()?,
    };
    config = config.with_level(level);
    config.waker = Some(waker.clone());
    Engine::start(config)
}
