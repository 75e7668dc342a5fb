//! At the table: the clock game of `tactus clock`, a talking chess clock
//! that keeps the score as the game goes (issue 11, Appendix D.2.6–D.2.8).
//!
//! Pure, like [`crate::rules`]: every step takes `now`, the clock game's
//! own time in milliseconds, and nothing here reads a clock, a file or a
//! device. The time goes on across a restart: the front end saves the
//! game with the moment it was saved and, resumed, carries on from there
//! plus the wall-clock time in between, so the running clock is charged
//! for it ([`ClockGame::continued`]).
//!
//! * [`ClockGame`] holds the [`ChessClock`], who sits where, the score
//!   ([`Score`]) with both clock readings per press, the arbiter's log and
//!   the flag that fell first with both readings.
//! * A press may carry a move, in any words tactus reads. It is checked
//!   against the position; a move that cannot be played is refused with
//!   the reason and **the press is not made**, so the player can correct
//!   it (the slip-of-the-tongue rule, D.2.8). A press never waits for the
//!   score: without a move it leaves a gap, filled later with `fill`.
//! * Every refused step returns a [`TableError`] and changes nothing.
//! * [`command`] reads the lines every front end of the clock takes.
//! * [`seal`] adjourns the game with a sealed move and opens the envelope;
//!   [`retrace`] compares the table's score with the sighted player's and
//!   takes the score and the clocks back to where they agree.
//! * The arbiter's commands (illegal moves, wrong claims, touched pieces,
//!   clock corrections, the result) are in `arbiter.rs`, tournament mode
//!   in `tournament.rs`; every incident goes into the log ([`incident`]), worded
//!   for the arbiter's report by [`report`] and written into the PGN by
//!   [`record`]. The time of day of an incident comes from the wall clock
//!   the front end passes in ([`ClockGame::set_wall_clock`]).
//! * In tournament mode ([`ClockGame::with_tournament`]) a move that cannot
//!   be played is not refused: the press is made, the move recorded as
//!   written and marked for the arbiter, and the player hears the same
//!   kind of words as for any move; the arbiter's commands need his code.

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};

use crate::notation::parse::{parse_move, reads_as_move};
use crate::rules::Millis;
use crate::rules::clock::{Adjustment, ChessClock};
use crate::rules::laws::{Laws, Penalties};
use crate::rules::time_control::TimeControl;
use crate::rules::tournament::{ArbiterCode, Tournament};

mod arbiter;
pub mod command;
mod event;
pub mod incident;
pub mod record;
pub mod report;
pub mod retrace;
pub mod score;
pub mod seal;
mod stored;
mod tournament;

pub use command::{Command, CommandError, Correction, parse_command};
pub use event::{TableError, TableEvent};
pub use incident::{Decision, Ending, Incident, Obligation, Penalty, Readings, What, Who};
pub use retrace::Finding;
pub use score::{Entry, Misfit, Score, Written};
pub use seal::Sealed;
pub use tournament::{Asking, Mode};

/// Which side of the table a clock button is on, seen from the arbiter's
/// chair as on a real clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TableSide {
    /// The left button.
    Left,
    /// The right button.
    Right,
}

/// The flag that fell first, with both readings at that moment (FIDE: the
/// clock shows which flag fell first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirstFlag {
    /// Whose flag.
    #[serde(with = "crate::rules::serde_color")]
    pub side: Color,
    /// When it fell.
    pub at: Millis,
    /// White's reading then.
    pub white: Millis,
    /// Black's reading then.
    pub black: Millis,
}

/// The players' names, as the PGN, the log and the envelope write them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Names {
    /// White's name, if given.
    pub white: Option<String>,
    /// Black's name, if given.
    pub black: Option<String>,
}

/// A clock game; see the [module documentation](self). It is read back
/// through `stored.rs`, which also takes in the correction log of older
/// files.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "stored::Stored")]
pub struct ClockGame {
    clock: ChessClock,
    white_side: TableSide,
    #[serde(with = "crate::rules::serde_color")]
    listener: Color,
    started: bool,
    score: Score,
    flag: Option<FirstFlag>,
    /// The sealed move while the game is adjourned.
    #[serde(skip_serializing_if = "Option::is_none")]
    sealed: Option<Sealed>,
    /// The edition of the Laws, which sets the penalties.
    laws: Laws,
    /// The players' names.
    names: Names,
    /// The arbiter's log.
    incidents: Vec<Incident>,
    /// How the game ended by a decision, if it did.
    ended: Option<Ending>,
    /// Tournament mode, if the game is played in it.
    tournament: Option<Mode>,
    /// The question the next line answers.
    #[serde(skip)]
    asking: Option<Asking>,
    /// The wall clock (ms since the Unix epoch) at a moment of the clock
    /// game's time, to stamp incidents with the time of day.
    #[serde(skip)]
    wall: Option<(Millis, u64)>,
}

impl ClockGame {
    /// A clock set for `control`, not started; White's button on
    /// `white_side`; `listener` is the player this device speaks to.
    pub fn new(control: TimeControl, white_side: TableSide, listener: Color) -> Self {
        ClockGame {
            clock: ChessClock::new(control),
            white_side,
            listener,
            started: false,
            score: Score::default(),
            flag: None,
            sealed: None,
            laws: Laws::default(),
            names: Names::default(),
            incidents: Vec::new(),
            ended: None,
            tournament: None,
            asking: None,
            wall: None,
        }
    }

    /// The game under the edition `laws` (the default is the one in force).
    pub fn with_laws(mut self, laws: Laws) -> Self {
        self.laws = laws;
        self
    }

    /// The game with the players' names.
    pub fn with_names(mut self, names: Names) -> Self {
        self.names = names;
        self
    }

    /// The game in tournament mode, with the arbiter's code if one was
    /// given (without one the arbiter's commands cannot be opened).
    pub fn with_tournament(mut self, code: Option<ArbiterCode>) -> Self {
        self.tournament = Some(Mode {
            tournament: Tournament::new(code),
            active: true,
            open: false,
        });
        self
    }

    /// The wall clock `wall` (ms since the Unix epoch) at the clock game's
    /// time `now`: incidents are stamped with the time of day from it.
    pub fn set_wall_clock(&mut self, now: Millis, wall: u64) {
        self.wall = Some((now, wall));
    }

    /// The edition of the Laws.
    pub fn laws(&self) -> Laws {
        self.laws
    }

    /// The penalties of the edition for this time control (Art. 7, 9,
    /// Appendices A and B).
    pub fn penalties(&self) -> Penalties {
        self.laws
            .penalties(self.laws.rapidity(self.clock.time_control()))
    }

    /// The players' names.
    pub fn names(&self) -> &Names {
        &self.names
    }

    /// The arbiter's log: every incident, oldest first.
    pub fn incidents(&self) -> &[Incident] {
        &self.incidents
    }

    /// How the game ended by a decision, if it did.
    pub fn ending(&self) -> Option<&Ending> {
        self.ended.as_ref()
    }

    /// Tournament mode, if the game is played in it (`active` false once
    /// it was left).
    pub fn tournament(&self) -> Option<&Mode> {
        self.tournament.as_ref()
    }

    /// Whether tournament mode is on.
    pub fn in_tournament(&self) -> bool {
        self.tournament.as_ref().is_some_and(|m| m.active)
    }

    /// Whether the next line is the arbiter's code (asked for by
    /// `arbiter` or `tournament off`), not a command.
    pub fn awaits_code(&self) -> Option<Asking> {
        self.asking
    }

    /// The clock.
    pub fn clock(&self) -> &ChessClock {
        &self.clock
    }

    /// The score so far.
    pub fn score(&self) -> &Score {
        &self.score
    }

    /// The flag that fell first, if one has.
    pub fn first_flag(&self) -> Option<FirstFlag> {
        self.flag
    }

    /// The player this device speaks to.
    pub fn listener(&self) -> Color {
        self.listener
    }

    /// The side of the table White's button is on.
    pub fn white_side(&self) -> TableSide {
        self.white_side
    }

    /// Whether the clock was started.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// The colour whose button is on `button`'s side.
    pub fn side_at(&self, button: TableSide) -> Color {
        if button == self.white_side {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Both readings at `now`.
    pub fn readings(&self, now: Millis) -> ByColor<Millis> {
        self.clock.readings(now)
    }

    fn refuse_after_flag(&self) -> Result<(), TableError> {
        self.refuse_adjourned()?;
        if self.ended.is_some() {
            return Err(TableError::GameOver);
        }
        match self.flag {
            Some(f) => Err(TableError::FlagFallen(f.side)),
            None => Ok(()),
        }
    }

    /// Starts the clock of the side having the move: White's at the start
    /// of the game (done by Black), the sealer's opponent's after an
    /// adjournment.
    pub fn start(&mut self, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        let side = self.to_move();
        self.clock.start(side, now)?;
        self.started = true;
        Ok(vec![TableEvent::Started { side }])
    }

    /// The running side presses the clock at `now`, with `text`, his move,
    /// if given. Before the start, a press without a move starts the
    /// clock. A move that cannot be played is refused and the clock is not
    /// pressed.
    pub fn press(
        &mut self,
        text: Option<&str>,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        if !self.started {
            return match text {
                None => self.start(now),
                Some(_) => Err(TableError::NotStarted),
            };
        }
        let side = self.clock.current().ok_or(TableError::NotStarted)?;
        self.press_as(side, text, now)
    }

    /// A clock button on `button`'s side pressed at `now`: the press of
    /// that side if his clock runs, else nothing (as on a real clock).
    pub fn button(
        &mut self,
        button: TableSide,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_adjourned()?;
        let side = self.side_at(button);
        if !self.started {
            // Black starts White's clock (the side without the move starts
            // the other's).
            return if side != self.to_move() {
                self.start(now)
            } else {
                Ok(vec![TableEvent::ButtonIgnored { side, button }])
            };
        }
        if self.flag.is_none() && self.clock.running() != Some(side) {
            return Ok(vec![TableEvent::ButtonIgnored { side, button }]);
        }
        self.press(None, now)
    }

    fn press_as(
        &mut self,
        side: Color,
        text: Option<&str>,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        let (checked, pos) = self.score.checked();
        let whole = checked == self.score.entries().len();
        let tournament = self.in_tournament();
        let mut unplayable = None;
        let (written, checked_move, unchecked) = match text.map(str::trim) {
            None | Some("") => (Written::Gap, None, None),
            Some(text) if whole && tournament => match parse_move(&pos, text) {
                // Said as written either way: the player learns nothing.
                Ok(mv) => (
                    Written::Checked(score::san_of(&pos, mv)),
                    None,
                    Some(text.to_owned()),
                ),
                // Words that read as no move at all (a mistyped command)
                // are refused: that tells nothing about the position.
                Err(_) if !reads_as_move(text) => {
                    return Err(TableError::NotAMove(text.to_owned()));
                }
                Err(_) => {
                    unplayable = Some(text.to_owned());
                    (
                        Written::Unchecked(text.to_owned()),
                        None,
                        Some(text.to_owned()),
                    )
                }
            },
            Some(text) if whole => {
                let mv = parse_move(&pos, text).map_err(|why| TableError::Move {
                    text: text.to_owned(),
                    why,
                })?;
                let san = score::san_of(&pos, mv);
                (Written::Checked(san), Some((pos.clone(), mv)), None)
            }
            Some(text) => {
                if !reads_as_move(text) {
                    return Err(TableError::NotAMove(text.to_owned()));
                }
                (
                    Written::Unchecked(text.to_owned()),
                    None,
                    Some(text.to_owned()),
                )
            }
        };
        let before = self.clock.clone();
        let press = self.clock.press(side, now)?;
        let readings = self.clock.readings(now);
        let index = self.score.entries().len();
        self.score.push(Entry {
            written,
            white: readings.white,
            black: readings.black,
            used: press.used,
            at: now,
            before,
        });
        let (number, _) = score::place(index);
        let mut events = vec![TableEvent::Pressed {
            side,
            number,
            checked: checked_move,
            unchecked,
            as_written: tournament,
        }];
        if let Some(added) = press.period_bonus {
            events.push(TableEvent::PeriodEnded {
                side,
                moves: press.moves,
                added,
            });
        }
        if let Some(text) = unplayable {
            let at = self.readings(now).into();
            self.record(
                now,
                side.into(),
                What::Unplayable { number, text },
                None,
                at,
            );
        }
        events.extend(self.close_arbiter(now));
        Ok(events)
    }

    /// Fills the gap at move `number` (of `side`, or the first gap of that
    /// number) with `text`, checked against the position there; the moves
    /// written after it are checked in turn.
    pub fn fill(
        &mut self,
        number: u32,
        side: Option<Color>,
        text: &str,
    ) -> Result<Vec<TableEvent>, TableError> {
        let sides = match side {
            Some(side) => vec![side],
            None => vec![Color::White, Color::Black],
        };
        let index = sides
            .into_iter()
            .filter_map(|s| score::index_of(number, s))
            .find(|&i| {
                self.score
                    .entries()
                    .get(i)
                    .is_some_and(|e| e.written == Written::Gap)
            })
            .ok_or(TableError::NoGap { number })?;
        let (checked, pos) = self.score.checked();
        let text = text.trim();
        if self.in_tournament() {
            return self.fill_as_written(index, checked, &pos, text);
        }
        if checked < index {
            let (earlier, _) = score::place(checked);
            return Err(TableError::EarlierGap { number: earlier });
        }
        let mv = parse_move(&pos, text).map_err(|why| TableError::FillMove {
            number,
            text: text.to_owned(),
            why,
        })?;
        if let Some(entry) = self.score.entry_mut(index) {
            entry.written = Written::Checked(score::san_of(&pos, mv));
        }
        let misfit = self.score.recheck();
        let (_, side) = score::place(index);
        Ok(vec![TableEvent::Filled {
            number,
            side,
            before: pos,
            mv,
            misfit,
        }])
    }

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

    /// Time passed: the first flag to fall, once, with both readings when
    /// it fell; the clocks are then stopped.
    pub fn tick(&mut self, now: Millis) -> Vec<TableEvent> {
        if self.flag.is_some() {
            return Vec::new();
        }
        let Some(fall) = self.clock.flag(now) else {
            return Vec::new();
        };
        let readings = self.clock.readings(fall.at);
        let _ = self.clock.stop(now.max(fall.at));
        let flag = FirstFlag {
            side: fall.side,
            at: fall.at,
            white: readings.white,
            black: readings.black,
        };
        self.flag = Some(flag);
        let at = Readings {
            white_ms: flag.white,
            black_ms: flag.black,
        };
        self.record(now, flag.side.into(), What::FlagFell, None, at);
        vec![TableEvent::FlagFell {
            side: flag.side,
            white: flag.white,
            black: flag.black,
        }]
    }

    /// The game goes on at `now` after the program stopped at `saved_at`:
    /// the running clock has been charged for the time in between; says
    /// how much, and a flag that fell meanwhile.
    pub fn continued(&mut self, saved_at: Millis, now: Millis) -> Vec<TableEvent> {
        let mut events = vec![TableEvent::Continued {
            side: self.clock.running(),
            charged: if self.clock.running().is_some() {
                now.saturating_sub(saved_at)
            } else {
                0
            },
        }];
        events.extend(self.tick(now));
        events
    }
}

#[cfg(test)]
mod tests;
