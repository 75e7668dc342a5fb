//! The arbiter's corrections at the clock: the last press taken back,
//! the clocks paused and resumed, one clock or a move count corrected.
//! Each goes into the arbiter's log ([`super::incident`]).

use super::incident::{What, Who};
use super::score;
use super::{ClockGame, Correction, TableError, TableEvent};
use crate::rules::Millis;
use crate::rules::clock::Adjustment;

impl ClockGame {
    /// Takes back the last press (with the arbiter's agreement): the
    /// presser's clock runs again as if he had not pressed, charged for
    /// the time since. Refused after a flag fall, while paused, or when the
    /// clocks were corrected after the press.
    pub fn undo(&mut self, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        self.arbiter_only()?;
        let last = self.score.last().ok_or(TableError::NothingToUndo)?;
        if self.clock.is_paused() {
            return Err(TableError::Clock(crate::rules::clock::ClockError::Paused));
        }
        if self
            .incidents
            .iter()
            .any(|i| i.game_ms >= last.at && i.changes_clocks())
        {
            return Err(TableError::CorrectedSinceLastPress);
        }
        let index = self.score.entries().len() - 1;
        let (number, side) = score::place(index);
        let before = last.before.clone();
        let readings = self.readings(now).into();
        self.clock = before;
        self.score.pop();
        self.record(
            now,
            Who::Arbiter,
            What::Undone { side, number },
            None,
            readings,
        );
        Ok(vec![TableEvent::Undone { side, number }])
    }

    /// The arbiter pauses the clocks.
    pub fn pause(&mut self, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        let readings = self.readings(now).into();
        self.clock.pause(now)?;
        self.record(now, Who::Arbiter, What::Paused, None, readings);
        Ok(vec![TableEvent::Paused])
    }

    /// The arbiter resumes the clocks.
    pub fn resume(&mut self, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        let readings = self.readings(now).into();
        self.clock.resume(now)?;
        self.record(now, Who::Arbiter, What::Resumed, None, readings);
        Ok(vec![TableEvent::Resumed])
    }

    /// The arbiter corrects a clock or a move count.
    pub fn correct(
        &mut self,
        correction: Correction,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        self.arbiter_only()?;
        let side = correction.side();
        let readings = self.readings(now).into();
        let adjustment = match correction {
            Correction::Add(_, t) => Some(Adjustment::Add(t)),
            Correction::Sub(_, t) => Some(Adjustment::Subtract(t)),
            Correction::Set(_, t) => Some(Adjustment::Set(t)),
            Correction::Moves(_, n) => {
                self.clock.set_moves(side, n);
                None
            }
        };
        if let Some(adjustment) = adjustment {
            self.clock.adjust(side, adjustment, now)?;
        }
        let what = match correction {
            Correction::Add(_, ms) => What::Added { side, ms },
            Correction::Sub(_, ms) => What::Subtracted { side, ms },
            Correction::Set(_, ms) => What::Set { side, ms },
            Correction::Moves(_, moves) => What::MovesSet { side, moves },
        };
        self.record(now, Who::Arbiter, what, None, readings);
        Ok(vec![TableEvent::Corrected {
            correction,
            reading: self.clock.remaining(side, now),
            moves: self.clock.moves(side),
        }])
    }
}
