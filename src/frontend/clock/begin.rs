//! The first clock game of `tactus clock`: the saved one with `--resume`,
//! else a new one; a file that held a game is set aside, never
//! overwritten.

use std::time::Instant;

use shakmaty::Color;

use super::keep::{self, Found};
use super::{Front, talking_clock, wall};
use crate::rules::laws::Laws;
use crate::rules::time_control::TimeControl;
use crate::rules::tournament::ArbiterCode;
use crate::speech::Utterance;
use crate::table::{ClockGame, Names, TableSide};

/// What a new clock game is set up with.
pub(super) struct Setup {
    pub(super) control: TimeControl,
    pub(super) white_side: TableSide,
    pub(super) me: Color,
    pub(super) laws: Laws,
    pub(super) names: Names,
    pub(super) code: Option<ArbiterCode>,
    pub(super) tournament: bool,
}

impl Front {
    /// The first game: the saved one with `resume`, else a new one for
    /// `control`; a file that held a game is set aside, never overwritten.
    pub(super) fn begin(&mut self, resume: bool, setup: Setup) -> Vec<Utterance> {
        let mut said = Vec::new();
        let stamp = wall() / 1000;
        match (resume, keep::find(&self.folders)) {
            (true, Found::Game(kept)) => {
                let away = wall().saturating_sub(kept.wall);
                self.base = kept.saved_at.saturating_add(away);
                self.epoch = Instant::now();
                self.game = kept.game;
                self.game.set_wall_clock(self.now(), wall());
                self.talking = talking_clock(&self.game);
                let events = self.game.continued(kept.saved_at, self.now());
                said.extend(self.persist());
                said.extend(events.iter().map(|e| self.words.table_event(e)));
                said.extend(self.tournament_note());
                said.extend(self.adjourned_note());
                return said;
            }
            (true, Found::Nothing) => said.push(self.words.info("table-nothing-to-resume", vec![])),
            (_, Found::Damaged) => {
                if let Ok(file) = keep::set_aside(&self.folders, "damaged", stamp) {
                    said.push(
                        self.words
                            .info("table-damaged", vec![("file", file.into())]),
                    );
                }
            }
            (false, Found::Game(_)) => {
                if let Ok(file) = keep::set_aside(&self.folders, "earlier", stamp) {
                    said.push(
                        self.words
                            .info("table-set-aside", vec![("file", file.into())]),
                    );
                }
            }
            (false, Found::Nothing) => {}
        }
        self.game = ClockGame::new(setup.control, setup.white_side, setup.me)
            .with_laws(setup.laws)
            .with_names(setup.names);
        if setup.tournament {
            self.game = self.game.clone().with_tournament(setup.code);
        }
        self.talking = talking_clock(&self.game);
        said.extend(self.persist());
        said.push(self.words.control(&self.game));
        said.extend(self.tournament_note());
        said
    }
}
