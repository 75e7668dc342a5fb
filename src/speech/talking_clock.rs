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
//! [`TalkingClock::next_due_at`] gives the exact millisecond of the next
//! announcement, for a front end to sleep until then (winit's
//! `ControlFlow::WaitUntil`).
//!
//! [`TalkingClock::mute`] silences the schedule (WinBoard: pressing the
//! clock key twice quickly); marks crossed while muted are not said later.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::event::Event;
use crate::rules::Millis;
use crate::rules::clock::{ChessClock, Press};

const SECOND: Millis = 1_000;
const MINUTE: Millis = 60 * SECOND;
const HOUR: Millis = 60 * MINUTE;

/// One band of a [`Schedule`]: say the time every `every` while the
/// reading is below `below` (and at or above the next lower band's limit).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Band {
    /// The band's upper limit (exclusive); `None`: no limit.
    pub below: Option<Millis>,
    /// The step between marks.
    pub every: Millis,
}

/// When the clock speaks by itself; see the [module documentation](self).
///
/// Written (settings, [`FromStr`], [`Display`](fmt::Display), serde) as a
/// comma-separated list of `every<below` bands, the last may be without a
/// limit: `"1s<10s, 10s<1m, 1m<10m, 10m"`. Durations are numbers with
/// units `h`, `m`, `s`, combined as in `1h30m`. `"off"` or `""`: never.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Schedule {
    /// Sorted by limit, the unlimited band last.
    bands: Vec<Band>,
}

/// A schedule that could not be read or makes no sense.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScheduleError {
    /// A duration was not a number with a unit.
    #[error("\"{0}\" is not a duration: write e.g. 10s, 1m or 1h30m")]
    BadDuration(String),
    /// A step or limit of zero.
    #[error("\"{0}\": a step or limit must be more than zero")]
    Zero(String),
    /// Two bands without a limit.
    #[error("only one band may be without a limit (\"every 10m\")")]
    TwoUnlimited,
    /// Two bands with the same limit.
    #[error("two bands end at the same limit {}", show(*.0))]
    SameLimit(Millis),
    /// A step longer than its band's limit would never be said.
    #[error("a step of {} below {} never comes", show(*.every), show(*.below))]
    StepTooLong {
        /// The step.
        every: Millis,
        /// The limit.
        below: Millis,
    },
}

impl Default for Schedule {
    /// Every 10 minutes; every minute below 10 minutes; every 10 seconds
    /// below a minute; every second below 10 seconds.
    fn default() -> Self {
        Schedule {
            bands: vec![
                Band {
                    below: Some(10 * SECOND),
                    every: SECOND,
                },
                Band {
                    below: Some(MINUTE),
                    every: 10 * SECOND,
                },
                Band {
                    below: Some(10 * MINUTE),
                    every: MINUTE,
                },
                Band {
                    below: None,
                    every: 10 * MINUTE,
                },
            ],
        }
    }
}

impl Schedule {
    /// A schedule of these bands, in any order; refused if two have no
    /// limit or the same limit, or a step is zero or longer than its limit.
    pub fn new(mut bands: Vec<Band>) -> Result<Self, ScheduleError> {
        bands.sort_by_key(|b| b.below.unwrap_or(Millis::MAX));
        for b in &bands {
            if b.every == 0 || b.below == Some(0) {
                return Err(ScheduleError::Zero(show_band(b)));
            }
            if let Some(below) = b.below.filter(|&l| b.every > l) {
                return Err(ScheduleError::StepTooLong {
                    every: b.every,
                    below,
                });
            }
        }
        for w in bands.windows(2) {
            match (w[0].below, w[1].below) {
                (None, None) => return Err(ScheduleError::TwoUnlimited),
                (Some(a), Some(b)) if a == b => return Err(ScheduleError::SameLimit(a)),
                _ => {}
            }
        }
        Ok(Schedule { bands })
    }

    /// A schedule that never speaks.
    pub fn off() -> Self {
        Schedule { bands: Vec::new() }
    }

    /// WinBoard's: every second under 10 s, every 10 s under a minute, every
    /// minute under 10 minutes, then every 5 minutes.
    pub fn winboard() -> Self {
        let mut s = Schedule::default();
        if let Some(top) = s.bands.last_mut() {
            top.every = 5 * MINUTE;
        }
        s
    }

    /// The bands, lowest limit first, the unlimited one last.
    pub fn bands(&self) -> &[Band] {
        &self.bands
    }

    /// The bands with their lower ends.
    fn ranges(&self) -> impl DoubleEndedIterator<Item = (Millis, Millis, Millis)> + '_ {
        self.bands.iter().enumerate().map(|(i, b)| {
            let lo = i
                .checked_sub(1)
                .and_then(|j| self.bands[j].below)
                .unwrap_or(0);
            (lo, b.below.unwrap_or(Millis::MAX), b.every)
        })
    }

    /// Whether a reading of `t` is a mark.
    pub fn is_mark(&self, t: Millis) -> bool {
        t > 0 && self.mark_at_or_above(t) == Some(t)
    }

    /// The highest mark below `t`, if any.
    pub fn mark_below(&self, t: Millis) -> Option<Millis> {
        self.ranges().rev().find_map(|(lo, hi, every)| {
            let top = t.min(hi).checked_sub(1)?;
            let k = top / every * every;
            (k >= lo && k > 0 && lo < t).then_some(k)
        })
    }

    /// The lowest mark at or above `t`, if any.
    pub fn mark_at_or_above(&self, t: Millis) -> Option<Millis> {
        self.ranges().find_map(|(lo, hi, every)| {
            let bottom = t.max(lo).max(1);
            let k = bottom.div_ceil(every).checked_mul(every)?;
            (k < hi).then_some(k)
        })
    }
}

fn show(t: Millis) -> String {
    let mut s = String::new();
    let (h, m, sec, ms) = (t / HOUR, t % HOUR / MINUTE, t % MINUTE / SECOND, t % SECOND);
    for (n, unit) in [(h, "h"), (m, "m"), (sec, "s"), (ms, "ms")] {
        if n > 0 {
            s.push_str(&format!("{n}{unit}"));
        }
    }
    if s.is_empty() { "0s".into() } else { s }
}

fn show_band(b: &Band) -> String {
    match b.below {
        Some(l) => format!("{}<{}", show(b.every), show(l)),
        None => show(b.every),
    }
}

fn duration(text: &str) -> Result<Millis, ScheduleError> {
    let bad = || ScheduleError::BadDuration(text.to_owned());
    let mut rest = text.trim();
    let mut total: Millis = 0;
    if rest.is_empty() {
        return Err(bad());
    }
    while !rest.is_empty() {
        let digits = rest.find(|c: char| !c.is_ascii_digit()).ok_or_else(bad)?;
        let n: Millis = rest[..digits].parse().map_err(|_| bad())?;
        rest = &rest[digits..];
        let unit_len = rest
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(rest.len());
        let scale = match rest[..unit_len].trim().to_ascii_lowercase().as_str() {
            "h" => HOUR,
            "m" | "min" => MINUTE,
            "s" => SECOND,
            "ms" => 1,
            _ => return Err(bad()),
        };
        total = n
            .checked_mul(scale)
            .and_then(|v| total.checked_add(v))
            .ok_or_else(bad)?;
        rest = &rest[unit_len..];
    }
    if total == 0 {
        return Err(ScheduleError::Zero(text.trim().to_owned()));
    }
    Ok(total)
}

impl FromStr for Schedule {
    type Err = ScheduleError;

    /// Reads `"1s<10s, 10s<1m, 1m<10m, 10m"`; `"off"` or `""` for never.
    fn from_str(s: &str) -> Result<Self, ScheduleError> {
        let s = s.trim();
        if s.is_empty() || s.eq_ignore_ascii_case("off") {
            return Ok(Schedule::off());
        }
        let bands = s
            .split(',')
            .map(|item| match item.split_once('<') {
                Some((every, below)) => Ok(Band {
                    every: duration(every)?,
                    below: Some(duration(below)?),
                }),
                None => Ok(Band {
                    every: duration(item)?,
                    below: None,
                }),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Schedule::new(bands)
    }
}

impl fmt::Display for Schedule {
    /// The settings form, e.g. `"1s<10s, 10s<1m, 1m<10m, 10m"`; `"off"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.bands.is_empty() {
            return f.write_str("off");
        }
        let items: Vec<String> = self.bands.iter().map(show_band).collect();
        f.write_str(&items.join(", "))
    }
}

impl TryFrom<String> for Schedule {
    type Error = ScheduleError;
    fn try_from(s: String) -> Result<Self, ScheduleError> {
        s.parse()
    }
}

impl From<Schedule> for String {
    fn from(s: Schedule) -> String {
        s.to_string()
    }
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
                out.push(Event::ClockReading {
                    side,
                    remaining: mark,
                    moves: clock.moves(side),
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
                moves: clock.moves(side),
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
