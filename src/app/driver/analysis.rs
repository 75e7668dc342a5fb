//! The analyses the session asks for (a hint, the evaluation): the
//! position handed to the engine at full strength with a fixed budget on a
//! thread of its own ([`crate::engine::analysis`]), and what it found
//! handed back to the session as [`Action::Analysed`]. One at a time: a new
//! request replaces the one under way.

use super::Driver;
use crate::engine::analysis::{Analysis, AnalysisEvent, Budget};
use crate::engine::{EngineConfig, EngineError};
use crate::event::Event;
use crate::input::Action;

/// An analysis under way, and the position's key it is for.
pub(super) struct Asked {
    analysis: Analysis,
    key: u64,
    /// What it found so far.
    found: Option<Result<crate::engine::analysis::Evaluation, EngineError>>,
}

impl Driver {
    /// Starts the analysis the session asks for, if it asks, and hands
    /// over what a finished one found.
    pub(super) fn drive_analysis(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if let Some(key) = self.to_do.analyse.take() {
            match self.analysis_config() {
                Ok(config) => {
                    let game = self.session.game().clone();
                    let ply = game.ply_count();
                    self.analysis = Some(Asked {
                        analysis: Analysis::start(config, game, vec![ply], Budget::default()),
                        key,
                        found: None,
                    });
                }
                Err(e) => events.extend(self.dispatch(Action::Analysed { key, found: Err(e) })),
            }
        }
        events.extend(self.poll_analysis());
        self.drive_behind();
        events
    }

    /// What the analysis under way has found, if it has finished.
    pub(super) fn poll_analysis(&mut self) -> Vec<Event> {
        let Some(asked) = self.analysis.as_mut() else {
            return Vec::new();
        };
        for event in asked.analysis.poll() {
            match event {
                AnalysisEvent::Evaluated { evaluation, .. } => asked.found = Some(Ok(evaluation)),
                AnalysisEvent::Failed(e) => asked.found = Some(Err(e)),
                AnalysisEvent::Finished => {}
            }
        }
        if !asked.analysis.is_finished() {
            return Vec::new();
        }
        let key = asked.key;
        let found = asked.found.take();
        self.analysis = None;
        let found = found.unwrap_or_else(|| {
            Err(EngineError::NotRunning {
                engine: self
                    .engine_path
                    .as_deref()
                    .map_or_else(|| "stockfish".to_owned(), |p| p.display().to_string()),
            })
        });
        self.dispatch(Action::Analysed { key, found })
    }

    /// Whether an analysis is under way (the front end then polls).
    pub(super) fn analysing(&self) -> bool {
        self.analysis.is_some()
    }

    /// The engine an analysis runs: the game's engine program, waking the
    /// front end when it has an answer.
    pub(super) fn analysis_config(&self) -> Result<EngineConfig, EngineError> {
        let mut config = match self.engine_path.as_deref() {
            Some(p) => EngineConfig::new(p),
            None => EngineConfig::default_engine()?,
        };
        config.waker = Some(self.waker.clone());
        Ok(config)
    }
}
