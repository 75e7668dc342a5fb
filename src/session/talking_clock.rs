//! The talking clock (Appendix E.2.5, since 2018 D.2.6): the clock says the
//! time on request, and by itself on a schedule the player can change.
//! Pure: the time is a parameter, and it reads a [`ChessClock`] it does not
//! own.
//!
//! # When it speaks by itself
//!
//! A [`Schedule`] is a list of bands, each *every so long below a limit*.
//! The default is `"1s<10s, 10s<1m, 1m<10m, 10m"`: every second below 10
//! seconds, every 10 seconds below a minute, every minute below 10 minutes,
//! every 10 minutes above. The *marks* are the multiples of each band's
//! step inside the band: …, 20:00, 10:00, 9:00, …, 1:00, 0:50, …, 0:10,
//! 0:09, …, 0:01.
//!
//! [`TalkingClock::due`] announces a mark when the watched clock (by
//! default the listener's own) *crosses* it: its reading was above the mark
//! when last seen and is now at or below it, while that clock is running.
//! The reading a clock starts with is not a crossing (a 5-minute game does
//! not say "5 minutes" at the start). If several marks were crossed since
//! the last look, only the lowest is said (the front end overslept; old
//! times are noise). A mark is never said twice while the time goes down;
//! when an increment, a period's time or the arbiter puts the clock back
//! above a mark, that mark is due again when crossed again. The event
//! carries the mark as its reading, so a front end waking a millisecond
//! late still says "9 minutes", not "8 minutes 59 seconds".
//!
//! It also says, unmuted or not, when a player reaches a time control
//! ([`Event::TimeControlReached`], from [`TalkingClock::on_press`]) and,
//! once, when a flag falls ([`Event::FlagFell`]).
//!
//! A scheduled reading says the moves made only when they changed since
//! the last scheduled reading of that clock ("Your clock: 20 seconds, 12
//! moves", then "Your clock: 10 seconds"); below [`COUNTDOWN`] it is a
//! bare count ("9", "8", …) and carries no moves. A reading on request
//! ([`TalkingClock::request`]) always has them.
//!
//! [`Schedule::for_initial_time`] fits the marks to the game: a 30-second
//! game does not need the marks of a 90-minute one.
//!
//! [`TalkingClock::next_due_at`] gives the exact millisecond of the next
//! announcement, for a front end to sleep until then (winit's
//! `ControlFlow::WaitUntil`).
//!
//! [`TalkingClock::mute`] silences the schedule (WinBoard: pressing the
//! clock key twice quickly); marks crossed while muted are not said later.

use shakmaty::Color;

use crate::event::Event;
use crate::rules::Millis;
use crate::rules::clock::{ChessClock, Press, Which};

mod schedule;

/// Below this reading the schedule counts bare seconds: "9", "8", … (its
/// [`Event::ClockReading`] carries no moves).
pub const COUNTDOWN: Millis = 10_000;

pub use schedule::{Band, Schedule, ScheduleError};

/// The talking clock of one listener; see the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TalkingClock {
    schedule: Schedule,
    listener: Color,
    /// Whose clocks the schedule announces, by [`index`].
    watched: [bool; 2],
    muted: bool,
    /// Each clock's reading when last seen; `None` before the first look.
    seen: [Option<Millis>; 2],
    /// Each clock's move count when a scheduled reading last said it.
    moves_said: [Option<u32>; 2],
    flag_said: bool,
}

fn index(side: Color) -> usize {
    match side {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl TalkingClock {
    /// A talking clock for `listener`, announcing his own clock on
    /// `schedule`, unmuted.
    pub fn new(schedule: Schedule, listener: Color) -> Self {
        let mut watched = [false; 2];
        watched[index(listener)] = true;
        TalkingClock {
            schedule,
            listener,
            watched,
            muted: false,
            seen: [None; 2],
            moves_said: [None; 2],
            flag_said: false,
        }
    }

    /// The schedule.
    pub fn schedule(&self) -> &Schedule {
        &self.schedule
    }

    /// Changes the schedule; marks already crossed stay said.
    pub fn set_schedule(&mut self, schedule: Schedule) {
        self.schedule = schedule;
    }

    /// Whose talking clock it is.
    pub fn listener(&self) -> Color {
        self.listener
    }

    /// Also (or no longer) announce `side`'s clock on the schedule, e.g.
    /// the opponent's, or both for two players at one device.
    pub fn set_watched(&mut self, side: Color, on: bool) {
        self.watched[index(side)] = on;
    }

    /// Whether `side`'s clock is announced on the schedule.
    pub fn is_watched(&self, side: Color) -> bool {
        self.watched[index(side)]
    }

    /// Silences the schedule (not time controls or a flag fall).
    pub fn mute(&mut self) {
        self.muted = true;
    }

    /// Lets the schedule speak again, from the next mark crossed on.
    pub fn unmute(&mut self) {
        self.muted = false;
    }

    /// Whether the schedule is silenced.
    pub fn is_muted(&self) -> bool {
        self.muted
    }

    /// `side`'s reading when last seen; before the first look, the time the
    /// clock started with if he has not moved yet, else `reading`.
    fn last_seen(&self, clock: &ChessClock, side: Color, reading: Millis) -> Millis {
        self.seen[index(side)].unwrap_or_else(|| {
            if clock.moves(side) == 0 {
                clock.time_control().initial_time().max(reading)
            } else {
                reading
            }
        })
    }

    /// The announcements due at `now`: a crossed mark of a watched running
    /// clock, and a flag fall not yet said. Call it whenever the front end
    /// wakes, at the latest at [`TalkingClock::next_due_at`].
    pub fn due(&mut self, clock: &ChessClock, now: Millis) -> Vec<Event> {
        let mut out = Vec::new();
        let flag = clock.flag(now);
        for side in [Color::White, Color::Black] {
            let reading = clock.remaining(side, now);
            let seen = self.last_seen(clock, side, reading);
            let speaks = self.watched[index(side)]
                && !self.muted
                && clock.running() == Some(side)
                && flag.is_none_or(|f| f.side != side);
            if speaks
                && reading < seen
                && let Some(mark) = self.schedule.mark_at_or_above(reading)
                && mark < seen
            {
                let moves = clock.moves(side);
                let new = mark >= COUNTDOWN && self.moves_said[index(side)] != Some(moves);
                if new {
                    self.moves_said[index(side)] = Some(moves);
                }
                out.push(Event::ClockReading {
                    side,
                    remaining: mark,
                    moves: new.then_some(moves),
                    requested: false,
                });
            }
            self.seen[index(side)] = Some(reading);
        }
        if let Some(f) = flag.filter(|_| !self.flag_said) {
            self.flag_said = true;
            out.push(Event::FlagFell { side: f.side });
        }
        out
    }

    /// The moment of the next announcement if nobody presses the clock:
    /// `now` if one is due already, `None` if none will come (no clock
    /// running, muted and no flag to fall, …).
    pub fn next_due_at(&self, clock: &ChessClock, now: Millis) -> Option<Millis> {
        if !self.flag_said && clock.flag(now).is_some() {
            return Some(now);
        }
        let flag = clock.next_flag_at().filter(|_| !self.flag_said);
        let side = clock
            .running()
            .filter(|&s| self.watched[index(s)] && !self.muted);
        let mark = side.and_then(|side| {
            let reading = clock.remaining(side, now);
            let mark = self
                .schedule
                .mark_below(self.last_seen(clock, side, reading))?;
            if mark >= reading {
                return Some(now);
            }
            reached(clock, side, mark, now)
        });
        match (mark, flag) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// A press of the clock: the presser's new reading re-arms the marks
    /// above his old one; a completed period is announced.
    pub fn on_press(&mut self, press: &Press) -> Vec<Event> {
        self.seen[index(press.side)] = Some(press.remaining);
        press
            .period_bonus
            .map(|added| Event::TimeControlReached {
                side: press.side,
                added,
            })
            .into_iter()
            .collect()
    }

    /// The clock readings the listener asked for, with the moves made.
    pub fn request(&self, clock: &ChessClock, which: Which, now: Millis) -> Vec<Event> {
        let sides = match which {
            Which::Own => vec![self.listener],
            Which::Opponent => vec![self.listener.other()],
            Which::Both => vec![self.listener, self.listener.other()],
        };
        sides
            .into_iter()
            .map(|side| Event::ClockReading {
                side,
                remaining: clock.remaining(side, now),
                moves: Some(clock.moves(side)),
                requested: true,
            })
            .collect()
    }
}

/// The first moment at or after `now` when `side`'s running clock reads
/// `mark` or less: a binary search, exact to the millisecond whatever the
/// delay rules, since the reading never rises while the clock runs.
fn reached(clock: &ChessClock, side: Color, mark: Millis, now: Millis) -> Option<Millis> {
    let at_or_below = |t: Millis| clock.remaining(side, t) <= mark;
    if at_or_below(now) {
        return Some(now);
    }
    let mut hi = clock.next_flag_at()?;
    if !at_or_below(hi) {
        return None;
    }
    let mut lo = now;
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if at_or_below(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Some(hi)
}
