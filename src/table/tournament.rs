//! Tournament mode in a clock game: what the arbiter may allow at the
//! table (issue 13).
//!
//! * [`ClockGame::arbiter`] asks for the arbiter's code, and the next line
//!   is [`ClockGame::answer_code`]: his commands stay open until `arbiter
//!   done` ([`ClockGame::arbiter_done`]) or the game's next press.
//! * [`ClockGame::tournament_off`] leaves the mode with the code.
//! * Every attempt with the code is logged, right or wrong, in the
//!   [`Tournament`]'s attempts and as an incident.
//! * A move that cannot be played is recorded as written (the press, and
//!   `fill`), marked for the arbiter; the player hears it as any move.
//!   Words that read as no move at all, whatever the position (a mistyped
//!   command), are refused as outside the mode: that tells nothing.

use serde::{Deserialize, Serialize};
use shakmaty::Chess;

use super::incident::{What, Who};
use super::score::{self, Written};
use super::{ClockGame, TableError, TableEvent};
use crate::notation::parse::{parse_move, reads_as_move};
use crate::rules::Millis;
use crate::rules::tournament::Tournament;

/// Tournament mode in a clock game: the arbiter's code (as a salted hash)
/// with every attempt to use it, whether the mode is still on, and
/// whether the arbiter's commands are open now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mode {
    /// The code and the attempts.
    pub tournament: Tournament,
    /// Whether the mode is on (it is left with the code).
    pub active: bool,
    /// Whether the arbiter gave his code and his commands are open; never
    /// kept across a restart.
    #[serde(skip)]
    pub(super) open: bool,
}

/// What the next line answers after the clock asked for the arbiter's code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asking {
    /// The code, to open the arbiter's commands.
    Open,
    /// The code, to leave tournament mode.
    Leave,
}

impl ClockGame {
    /// Refused in tournament mode unless the arbiter gave his code.
    pub(super) fn arbiter_only(&self) -> Result<(), TableError> {
        match &self.tournament {
            Some(m) if m.active && !m.open => Err(TableError::ArbiterOnly),
            _ => Ok(()),
        }
    }

    /// After a press in tournament mode: the arbiter's commands close.
    pub(super) fn close_arbiter(&mut self, now: Millis) -> Vec<TableEvent> {
        let open = self.tournament.as_ref().is_some_and(|m| m.open);
        if !open {
            return Vec::new();
        }
        if let Some(m) = self.tournament.as_mut() {
            m.open = false;
        }
        let at = self.readings(now).into();
        self.record(now, Who::Arbiter, What::ArbiterOut, None, at);
        vec![TableEvent::ArbiterClosed]
    }

    /// `fill` in tournament mode: the move written as given, checked where
    /// it can be but never judged aloud; one that cannot be played is
    /// marked for the arbiter.
    pub(super) fn fill_as_written(
        &mut self,
        index: usize,
        checked: usize,
        pos: &Chess,
        text: &str,
    ) -> Result<Vec<TableEvent>, TableError> {
        if !reads_as_move(text) {
            return Err(TableError::NotAMove(text.to_owned()));
        }
        let (number, side) = score::place(index);
        let fits = if checked == index {
            parse_move(pos, text).ok()
        } else {
            None
        };
        let written = match fits {
            Some(mv) => Written::Checked(score::san_of(pos, mv)),
            None => Written::Unchecked(text.to_owned()),
        };
        if let Some(entry) = self.score.entry_mut(index) {
            entry.written = written;
        }
        if checked == index {
            let _ = self.score.recheck();
            if fits.is_none() {
                let now = self.clock_time();
                let at = self.readings(now).into();
                let what = What::Unplayable {
                    number,
                    text: text.to_owned(),
                };
                self.record(now, side.into(), what, None, at);
            }
        }
        Ok(vec![TableEvent::FilledAsWritten {
            number,
            side,
            text: text.to_owned(),
        }])
    }

    /// The clock game's latest time the clock knows of (for steps that are
    /// given no time, as `fill`).
    fn clock_time(&self) -> Millis {
        self.score
            .entries()
            .last()
            .map_or(0, |e| e.at)
            .max(self.incidents.last().map_or(0, |i| i.game_ms))
    }

    /// `arbiter`: in tournament mode, asks for the arbiter's code (the next
    /// line answers, [`ClockGame::answer_code`]); outside it, says that his
    /// commands need none.
    pub fn arbiter(&mut self) -> Vec<TableEvent> {
        if !self.in_tournament() {
            return vec![TableEvent::NoCodeNeeded];
        }
        self.asking = Some(Asking::Open);
        vec![TableEvent::CodeAsked]
    }

    /// `arbiter done`: the arbiter's commands close.
    pub fn arbiter_done(&mut self, now: Millis) -> Vec<TableEvent> {
        let events = self.close_arbiter(now);
        if events.is_empty() {
            vec![TableEvent::ArbiterClosed]
        } else {
            events
        }
    }

    /// `tournament off`: asks for the code to leave tournament mode.
    pub fn tournament_off(&mut self) -> Vec<TableEvent> {
        if !self.in_tournament() {
            return vec![TableEvent::NoCodeNeeded];
        }
        self.asking = Some(Asking::Leave);
        vec![TableEvent::CodeAsked]
    }

    /// The line after [`ClockGame::arbiter`] or
    /// [`ClockGame::tournament_off`]: the code, checked and logged either
    /// way. Nothing opens on a wrong one.
    pub fn answer_code(&mut self, code: &str, now: Millis) -> Vec<TableEvent> {
        let Some(asking) = self.asking.take() else {
            return Vec::new();
        };
        let Some(mode) = self.tournament.as_mut() else {
            return Vec::new();
        };
        let right = match asking {
            Asking::Open => mode.tournament.check(code, now),
            Asking::Leave => mode.tournament.try_leave(code, now),
        };
        let (what, event) = match (asking, right) {
            (_, false) => (What::CodeWrong, TableEvent::CodeWrong),
            (Asking::Open, true) => {
                mode.open = true;
                (What::ArbiterIn, TableEvent::ArbiterOpened)
            }
            (Asking::Leave, true) => {
                mode.active = false;
                mode.open = false;
                (What::TournamentLeft, TableEvent::TournamentLeft)
            }
        };
        let at = self.readings(now).into();
        self.record(now, Who::Arbiter, what, None, at);
        vec![event]
    }
}
