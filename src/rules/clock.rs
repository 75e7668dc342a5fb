//! The chess clock (FIDE Laws, Article 6): two clocks, never both running,
//! counting down a [`TimeControl`] with its periods, increment and delay.
//!
//! The clock never reads the time: every operation takes `now`, a
//! [`Millis`] from the front end's monotonic clock, and the clock's answers
//! are exact to the millisecond. Times passed to the operations that change
//! the clock must not go backwards; an operation given an earlier time than
//! the last one is refused ([`ClockError::TimeWentBackwards`]).
//!
//! Every operation that is refused returns an error and changes nothing.
//!
//! # Flags
//!
//! A flag falls at the first millisecond its clock reads zero. Once a flag
//! has fallen the game is decided by the Laws (Article 6.9), so the clock can
//! no longer be pressed or started, and adjustments to that side are
//! refused; the clock still reports the flag, with the moment it fell, and
//! the arbiter may stop, pause and resume it, or [`ChessClock::restore`] it.
//!
//! # Saving and resuming
//!
//! [`ChessClock`] can be serialized for the autosave. A running clock stores
//! the moment its current move's time began, which only means something to
//! the monotonic clock of the process that saved it. A game resumed in a new
//! process should therefore take the readings and move counts from the saved
//! clock ([`ChessClock::readings`] at the moment of the save, and
//! [`ChessClock::moves`]) and set them with [`ChessClock::restore`], then
//! [`ChessClock::start`] the clock of the player who has the move.

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};

use super::Millis;
use super::time_control::{DelayKind, TimeControl};

/// The side's name for messages.
fn name(side: &Color) -> &'static str {
    match side {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Why a clock operation was refused. Nothing was changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ClockError {
    /// Neither clock is running (nor paused).
    #[error("no clock is running")]
    NotRunning,
    /// A player pressed while his opponent's clock was running.
    #[error("{} cannot press the clock: it is {}'s clock that is running", name(.side), name(.running))]
    NotYourClock {
        /// Who pressed.
        side: Color,
        /// Whose clock is running.
        running: Color,
    },
    /// The clocks are paused by the arbiter.
    #[error("the clocks are paused by the arbiter and must be resumed first")]
    Paused,
    /// Resume without a pause.
    #[error("the clocks are not paused")]
    NotPaused,
    /// Start while a clock is running.
    #[error("{}'s clock is already running", name(.running))]
    AlreadyRunning {
        /// Whose clock is running.
        running: Color,
    },
    /// A flag has fallen.
    #[error("{}'s flag fell at {at} ms: the game is decided by the Laws, and only the arbiter can restore the clock", name(.side))]
    FlagFallen {
        /// Whose flag.
        side: Color,
        /// When it fell.
        at: Millis,
    },
    /// `now` is earlier than the clock's last event.
    #[error("the time {now} ms is earlier than the clock's last event at {last} ms")]
    TimeWentBackwards {
        /// The time given.
        now: Millis,
        /// The last event's time.
        last: Millis,
    },
    /// An adjustment would leave a clock at zero or below.
    #[error("the adjustment would leave {}'s clock at zero or below; a flag falls only by time running out", name(.side))]
    WouldEmpty {
        /// Whose clock.
        side: Color,
    },
    /// An adjustment or increment would make a time too large to count.
    #[error("the adjustment would make {}'s time too large", name(.side))]
    TooLarge {
        /// Whose clock.
        side: Color,
    },
    /// A restored reading of zero.
    #[error("a restored clock reading must be more than zero, but {}'s is zero", name(.side))]
    ZeroReading {
        /// Whose reading.
        side: Color,
    },
    /// The move count cannot go higher.
    #[error("{}'s move count cannot go higher", name(.side))]
    TooManyMoves {
        /// Whose count.
        side: Color,
    },
}

/// An arbiter's adjustment to one clock (Articles 6.10, 7.5, 12.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Adjustment {
    /// Add time, e.g. two minutes to the opponent after an illegal move.
    Add(Millis),
    /// Take time away; refused if it would leave the clock at zero or below.
    Subtract(Millis),
    /// Set the clock to read this time; refused for zero.
    Set(Millis),
}

/// A flag that has fallen: whose, and the exact millisecond its clock
/// reached zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FlagFall {
    /// Whose flag fell.
    #[serde(with = "super::serde_color")]
    pub side: Color,
    /// The moment it fell.
    pub at: Millis,
}

/// What a press of the clock did, for the scoresheet and the voice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Press {
    /// Who pressed.
    pub side: Color,
    /// His move count after this move (1 after his first move).
    pub moves: u32,
    /// The time used on this move, pauses not counted.
    pub used: Millis,
    /// His clock's reading after the press, with increment, delay and
    /// period bonus.
    pub remaining: Millis,
    /// The time of the next period, if this move ended a period.
    pub period_bonus: Option<Millis>,
}

/// Which clock a player asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Which {
    /// His own.
    Own,
    /// His opponent's.
    Opponent,
    /// Both, his own first.
    Both,
}

/// One side's clock while it is stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Side {
    /// The reading before the current move's time is charged.
    remaining: Millis,
    /// Moves made.
    moves: u32,
}

/// The move in progress: whose clock runs (or would, after a pause).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Turn {
    #[serde(with = "super::serde_color")]
    side: Color,
    /// Time used on this move before `since`.
    used: Millis,
    /// When the clock last started running; `None` while paused.
    since: Option<Millis>,
    /// Time used on this move before the arbiter last set this clock: it is
    /// no longer on the clock, so a Bronstein delay does not give it back.
    #[serde(default)]
    before_set: Millis,
}

/// A chess clock. See the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChessClock {
    control: TimeControl,
    white: Side,
    black: Side,
    turn: Option<Turn>,
    /// A flag recorded when the clock was paused or stopped after it fell.
    fallen: Option<FlagFall>,
    /// The time of the last change, which later changes must not precede.
    last_event: Millis,
}

impl ChessClock {
    /// A clock set for `control`: both clocks stopped, each reading the first
    /// period's time, no moves made.
    pub fn new(control: TimeControl) -> Self {
        let side = Side {
            remaining: control.initial_time(),
            moves: 0,
        };
        ChessClock {
            control,
            white: side,
            black: side,
            turn: None,
            fallen: None,
            last_event: 0,
        }
    }

    /// The time control the clock was set for.
    pub fn time_control(&self) -> &TimeControl {
        &self.control
    }

    fn side(&self, side: Color) -> &Side {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    fn side_mut(&mut self, side: Color) -> &mut Side {
        match side {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    fn check_time(&self, now: Millis) -> Result<(), ClockError> {
        if now < self.last_event {
            return Err(ClockError::TimeWentBackwards {
                now,
                last: self.last_event,
            });
        }
        Ok(())
    }

    /// Time used on the current move at `now`.
    fn used(turn: &Turn, now: Millis) -> Millis {
        let running = turn.since.map_or(0, |since| now.saturating_sub(since));
        turn.used.saturating_add(running)
    }

    /// The part of `used` that is charged to the clock while the move is in
    /// progress: all of it, less a simple delay.
    fn charged(&self, used: Millis) -> Millis {
        match self.control.delay() {
            Some(d) if d.kind == DelayKind::Simple => used.saturating_sub(d.time),
            _ => used,
        }
    }

    /// `side`'s clock reading at `now`, never below zero.
    pub fn remaining(&self, side: Color, now: Millis) -> Millis {
        let base = self.side(side).remaining;
        match self.turn {
            Some(turn) if turn.side == side => {
                base.saturating_sub(self.charged(Self::used(&turn, now)))
            }
            _ => base,
        }
    }

    /// Both readings at `now`.
    pub fn readings(&self, now: Millis) -> ByColor<Millis> {
        ByColor::new_with(|side| self.remaining(side, now))
    }

    /// Whose clock is running; `None` when stopped or paused.
    pub fn running(&self) -> Option<Color> {
        self.turn.filter(|t| t.since.is_some()).map(|t| t.side)
    }

    /// Whether the arbiter has paused the clocks.
    pub fn is_paused(&self) -> bool {
        self.turn.is_some_and(|t| t.since.is_none())
    }

    /// Whose clock is running, or will run again when the clocks are
    /// resumed.
    pub fn current(&self) -> Option<Color> {
        self.turn.map(|t| t.side)
    }

    /// The moves `side` has made (presses of the clock, or as set by the
    /// arbiter).
    pub fn moves(&self, side: Color) -> u32 {
        self.side(side).moves
    }

    /// When the running clock's flag falls (or fell) if nobody presses, for
    /// a front end to schedule a wake-up. `None` when no clock is running,
    /// or when the flag would not fall within the range of [`Millis`].
    pub fn next_flag_at(&self) -> Option<Millis> {
        let turn = self.turn?;
        let since = turn.since?;
        let mut needed = self.side(turn.side).remaining;
        if let Some(d) = self.control.delay().filter(|d| d.kind == DelayKind::Simple) {
            needed = needed.checked_add(d.time)?;
        }
        since.checked_add(needed.saturating_sub(turn.used))
    }

    /// The first flag to fall, with the exact millisecond it fell, if that
    /// is at or before `now`.
    pub fn flag(&self, now: Millis) -> Option<FlagFall> {
        if self.fallen.is_some() {
            return self.fallen;
        }
        let side = self.running()?;
        let at = self.next_flag_at()?;
        (at <= now).then_some(FlagFall { side, at })
    }

    fn refuse_fallen(&self, now: Millis) -> Result<(), ClockError> {
        match self.flag(now) {
            Some(FlagFall { side, at }) => Err(ClockError::FlagFallen { side, at }),
            None => Ok(()),
        }
    }

    /// Starts `side`'s clock at `now`: at the start of the game (by Black,
    /// for White), or after the arbiter has set the clock up.
    ///
    /// Refused if a clock is running or paused, or a flag has fallen.
    pub fn start(&mut self, side: Color, now: Millis) -> Result<(), ClockError> {
        self.check_time(now)?;
        if let Some(turn) = self.turn {
            return Err(match turn.since {
                Some(_) => ClockError::AlreadyRunning { running: turn.side },
                None => ClockError::Paused,
            });
        }
        self.refuse_fallen(now)?;
        self.turn = Some(Turn {
            side,
            used: 0,
            since: Some(now),
            before_set: 0,
        });
        self.last_event = now;
        Ok(())
    }

    /// `side` has made his move and presses the clock at `now`: his clock
    /// stops, his move count goes up by one, the increment is added (from
    /// move 1), a Bronstein delay gives back the time used up to the delay,
    /// and if the move ends a period the next period's time is added. Then
    /// the opponent's clock starts.
    ///
    /// Refused if `side`'s clock is not the one running, if the clocks are
    /// paused, or if a flag has fallen (a press at the very millisecond the
    /// flag falls is too late).
    pub fn press(&mut self, side: Color, now: Millis) -> Result<Press, ClockError> {
        self.check_time(now)?;
        let turn = self.turn.ok_or(ClockError::NotRunning)?;
        if turn.since.is_none() {
            return Err(ClockError::Paused);
        }
        if turn.side != side {
            return Err(ClockError::NotYourClock {
                side,
                running: turn.side,
            });
        }
        self.refuse_fallen(now)?;
        let used = Self::used(&turn, now);
        let mut remaining = self.remaining(side, now);
        if let Some(d) = self
            .control
            .delay()
            .filter(|d| d.kind == DelayKind::Bronstein)
        {
            remaining = remaining.saturating_add(d.time.min(used - turn.before_set));
        }
        let moves = self
            .moves(side)
            .checked_add(1)
            .ok_or(ClockError::TooManyMoves { side })?;
        let period_bonus = self.control.time_added_after(moves);
        let remaining = remaining
            .saturating_add(self.control.increment())
            .saturating_add(period_bonus.unwrap_or(0));
        *self.side_mut(side) = Side { remaining, moves };
        self.turn = Some(Turn {
            side: side.other(),
            used: 0,
            since: Some(now),
            before_set: 0,
        });
        self.last_event = now;
        Ok(Press {
            side,
            moves,
            used,
            remaining,
            period_bonus,
        })
    }

    /// The arbiter pauses the clocks (Article 6.12); the time while paused
    /// is not charged. Refused if no clock is running or already paused.
    pub fn pause(&mut self, now: Millis) -> Result<(), ClockError> {
        self.check_time(now)?;
        let mut turn = self.turn.ok_or(ClockError::NotRunning)?;
        if turn.since.is_none() {
            return Err(ClockError::Paused);
        }
        self.fallen = self.flag(now);
        turn.used = Self::used(&turn, now);
        turn.since = None;
        self.turn = Some(turn);
        self.last_event = now;
        Ok(())
    }

    /// The arbiter restarts the clock that was running before the pause.
    /// Refused if the clocks are not paused.
    pub fn resume(&mut self, now: Millis) -> Result<(), ClockError> {
        self.check_time(now)?;
        let mut turn = self
            .turn
            .filter(|t| t.since.is_none())
            .ok_or(ClockError::NotPaused)?;
        turn.since = Some(now);
        self.turn = Some(turn);
        self.last_event = now;
        Ok(())
    }

    /// Stops both clocks at `now`, e.g. when the game has ended: the move in
    /// progress is charged, and no clock will run until
    /// [`ChessClock::start`]. Refused if no clock is running or paused.
    pub fn stop(&mut self, now: Millis) -> Result<(), ClockError> {
        self.check_time(now)?;
        let turn = self.turn.ok_or(ClockError::NotRunning)?;
        self.fallen = self.flag(now);
        let reading = self.remaining(turn.side, now);
        self.side_mut(turn.side).remaining = reading;
        self.turn = None;
        self.last_event = now;
        Ok(())
    }

    /// The arbiter adjusts `side`'s clock at `now`, which may be running.
    /// Returns the new reading.
    ///
    /// Refused if `side`'s flag has fallen, if the result would be zero or
    /// below (a subtraction never saturates: a flag falls only by time
    /// running out), or too large to count.
    pub fn adjust(
        &mut self,
        side: Color,
        adjustment: Adjustment,
        now: Millis,
    ) -> Result<Millis, ClockError> {
        self.check_time(now)?;
        if let Some(f) = self.flag(now).filter(|f| f.side == side) {
            return Err(ClockError::FlagFallen { side, at: f.at });
        }
        let reading = self.remaining(side, now);
        let new = match adjustment {
            Adjustment::Add(t) => reading
                .checked_add(t)
                .ok_or(ClockError::TooLarge { side })?,
            Adjustment::Subtract(t) => reading.saturating_sub(t),
            Adjustment::Set(t) => t,
        };
        if new == 0 {
            return Err(ClockError::WouldEmpty { side });
        }
        // What is charged already of the move in progress stays charged.
        let charged = self.side(side).remaining - reading;
        let base = new
            .checked_add(charged)
            .ok_or(ClockError::TooLarge { side })?;
        self.side_mut(side).remaining = base;
        if let (Adjustment::Set(_), Some(turn)) = (adjustment, self.turn.as_mut())
            && turn.side == side
        {
            turn.before_set = Self::used(turn, now);
        }
        self.last_event = now;
        Ok(new)
    }

    /// The arbiter sets `side`'s move count (e.g. after correcting the
    /// scoresheet). The times are not changed; the next period's time is
    /// added when the count reaches the end of a period.
    pub fn set_moves(&mut self, side: Color, moves: u32) {
        self.side_mut(side).moves = moves;
    }

    /// The arbiter re-adjusts the clock (Appendix E.2.9, or a resumed game):
    /// both clocks are set to `readings` and the move counts to `moves`, and
    /// the clock is left stopped, with no flag; [`ChessClock::start`] then
    /// starts the clock of the player who has the move. `now` becomes the
    /// clock's time, even if it is earlier than before (a resumed game's new
    /// monotonic clock). Refused if a reading is zero.
    pub fn restore(
        &mut self,
        readings: ByColor<Millis>,
        moves: ByColor<u32>,
        now: Millis,
    ) -> Result<(), ClockError> {
        if let Some(side) = readings.find(|&r| r == 0) {
            return Err(ClockError::ZeroReading { side });
        }
        self.white = Side {
            remaining: readings.white,
            moves: moves.white,
        };
        self.black = Side {
            remaining: readings.black,
            moves: moves.black,
        };
        self.turn = None;
        self.fallen = None;
        self.last_event = now;
        Ok(())
    }
}

#[cfg(test)]
mod tests;
