//! Time controls: how much time each player has, in which periods, and with
//! which increment or delay (FIDE Laws, Article 6).
//!
//! A [`TimeControl`] is a list of [`Period`]s, one increment and an optional
//! [`Delay`]:
//!
//! * Every period but the last is for a number of moves. The last is either
//!   for the rest of the game, or for a number of moves and then *repeats*
//!   (the old "40 moves in 2 hours, and so on" controls).
//! * When a player has made the last move of a period, the next period's
//!   time is added to his clock.
//! * The increment (Fischer mode) is added after every move made, from
//!   move 1, whatever the period.
//! * The delay is either [`DelayKind::Simple`] (US delay: the clock only
//!   starts counting down after the delay) or [`DelayKind::Bronstein`] (the
//!   clock counts down at once, and after the move made the time used, up to
//!   the delay, is given back).
//! * A time control has an increment **or** a delay, never both: no
//!   federation's rules combine them. A delay of zero is no delay.
//! * Every time is more than zero and a whole number of seconds, so that both
//!   written forms below carry it exactly.
//!
//! # The player form ([`FromStr`] and [`Display`](fmt::Display))
//!
//! Letters may be upper or lower case; whitespace around any token is
//! forgiven.
//!
//! ```text
//! control   = periods [ [";"] delay ]
//! periods   = period { "," period }
//! period    = [ moves "/" ] time [ ("+" | "|") increment ]
//! moves     = digits | "G" | "SD"          G and SD ("game", "sudden death"):
//!                                          the rest of the game
//! time      = digits [ "m" | "min" ]       minutes (the default)
//!           | digits "s"                   seconds
//!           | digits "h" [ digits [ "m" | "min" ] ]   hours and minutes
//! increment = digits [ "s" ]               seconds
//! delay     = ( "d" | "b" ) digits [ "s" ] seconds; d = simple delay,
//!                                          b = Bronstein delay
//! ```
//!
//! Examples: `"90+30"`, `"15|10"`, `"15"` (15 minutes, sudden death),
//! `"40/90,30+30"` (the FIDE classical control: 40 moves in 90 minutes, then
//! 30 minutes for the rest of the game, 30 s increment from move 1),
//! `"40/120,20/60,30"`, `"G/60 d5"`, `"60 b5"`, `"G/60;d5"`, `"30s+0"`,
//! `"1h30+30"`.
//!
//! The increment may be written on any period, but it applies to the whole
//! game from move 1; written on two periods, it must be the same. [`Display`](fmt::Display)
//! writes it once, on the last period, writes times in minutes (or seconds,
//! `"30s"`, when not whole minutes), and writes the last period as `"G/…"`
//! when there is a delay: `"40/90,30+30"`, `"15+10"`, `"G/60 d5"`.
//!
//! Named presets (`blitz`, `rapid`, `classical`, …), as a DGT clock offers
//! them, are in [`preset`]; [`preset::control_or_preset`] reads either.
//!
//! # The PGN form ([`TimeControl::from_pgn_tag`], [`TimeControl::to_pgn_tag`])
//!
//! The PGN `TimeControl` tag counts in seconds:
//!
//! ```text
//! tag       = "?" | "-" | fields [ delay ]
//! fields    = field { ":" field }
//! field     = [ digits "/" ] digits [ "+" digits ]   moves / seconds + increment
//!           | "*" digits                             sandclock: not supported
//! delay     = ( "d" | "b" ) digits                   extension: "3600d5"
//! ```
//!
//! `"40/5400:1800+30"` and `"40/5400+30:1800+30"` both read as the FIDE
//! classical control. `"-"` (no time control) and `"?"` (unknown) are
//! reported as the distinct errors [`TimeControlError::NoTimeControl`] and
//! [`TimeControlError::UnknownTimeControl`], since neither is a control a
//! clock can run. [`TimeControl::to_pgn_tag`] writes the increment on every
//! field, as the PGN standard reads it, e.g. `"40/5400+30:1800+30"`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::Millis;

mod error;
mod parse;
pub mod preset;

use error::Result;
pub use error::TimeControlError;
use parse::{Form, parse};

const SECOND: Millis = 1_000;
const MINUTE: Millis = 60 * SECOND;
const HOUR: Millis = 60 * MINUTE;

/// One period of a time control: a number of moves (or the rest of the
/// game) to be made in a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Period {
    /// The number of moves to be made in this period; `None` for the rest of
    /// the game.
    pub moves: Option<u32>,
    /// The time for this period, added to the clock when it begins.
    pub time: Millis,
}

impl Period {
    /// A period of `moves` moves in `time`.
    pub const fn for_moves(moves: u32, time: Millis) -> Self {
        Period {
            moves: Some(moves),
            time,
        }
    }

    /// A period for the rest of the game.
    pub const fn rest_of_game(time: Millis) -> Self {
        Period { moves: None, time }
    }
}

/// The two kinds of delay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DelayKind {
    /// Bronstein delay: the clock counts down at once; after the move made,
    /// the time used on it, up to the delay, is given back. Written `b`.
    Bronstein,
    /// Simple (US) delay: the clock only starts counting down once the delay
    /// has passed. Written `d`.
    Simple,
}

/// A delay per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Delay {
    /// Bronstein or simple.
    pub kind: DelayKind,
    /// The delay per move.
    pub time: Millis,
}

/// A time control: periods, an increment or a delay. See the [module
/// documentation](self) for the rules and the written forms.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawTimeControl", into = "RawTimeControl")]
pub struct TimeControl {
    periods: Vec<Period>,
    increment: Millis,
    delay: Option<Delay>,
}

/// The unchecked form that serde reads, checked by [`TimeControl::new`].
#[derive(Serialize, Deserialize)]
struct RawTimeControl {
    periods: Vec<Period>,
    increment: Millis,
    delay: Option<Delay>,
}

impl TryFrom<RawTimeControl> for TimeControl {
    type Error = TimeControlError;
    fn try_from(raw: RawTimeControl) -> Result<Self, Self::Error> {
        TimeControl::new(raw.periods, raw.increment, raw.delay)
    }
}

impl From<TimeControl> for RawTimeControl {
    fn from(tc: TimeControl) -> Self {
        RawTimeControl {
            periods: tc.periods,
            increment: tc.increment,
            delay: tc.delay,
        }
    }
}

impl TimeControl {
    /// Checks and builds a time control (see the [module documentation](self)
    /// for the rules). A delay of zero is taken as no delay.
    pub fn new(periods: Vec<Period>, increment: Millis, delay: Option<Delay>) -> Result<Self> {
        let delay = delay.filter(|d| d.time > 0);
        if periods.is_empty() {
            return Err(TimeControlError::NoPeriods);
        }
        if increment > 0 && delay.is_some() {
            return Err(TimeControlError::IncrementAndDelay);
        }
        let last = periods.len();
        for (i, p) in periods.iter().enumerate() {
            let period = i + 1;
            if p.time == 0 {
                return Err(TimeControlError::ZeroTime { period });
            }
            whole_seconds(p.time, || format!("time of period {period}"))?;
            match p.moves {
                Some(0) => return Err(TimeControlError::ZeroMoves { period }),
                None if period != last => {
                    return Err(TimeControlError::RestOfGameNotLast { period });
                }
                _ => {}
            }
        }
        whole_seconds(increment, || "increment".to_owned())?;
        if let Some(d) = delay {
            whole_seconds(d.time, || "delay".to_owned())?;
        }
        Ok(TimeControl {
            periods,
            increment,
            delay,
        })
    }

    /// `time` for the whole game, no increment, no delay.
    pub fn sudden_death(time: Millis) -> Result<Self> {
        Self::new(vec![Period::rest_of_game(time)], 0, None)
    }

    /// `base` for the whole game plus `increment` per move from move 1.
    pub fn fischer(base: Millis, increment: Millis) -> Result<Self> {
        Self::new(vec![Period::rest_of_game(base)], increment, None)
    }

    /// `base` for the whole game with a delay per move.
    pub fn with_delay(base: Millis, kind: DelayKind, delay: Millis) -> Result<Self> {
        Self::new(
            vec![Period::rest_of_game(base)],
            0,
            Some(Delay { kind, time: delay }),
        )
    }

    /// The FIDE classical control "40/90,30+30": 90 minutes for 40 moves,
    /// then 30 minutes for the rest of the game, 30 s increment from move 1.
    pub fn fide_classical() -> Self {
        TimeControl {
            periods: vec![
                Period::for_moves(40, 90 * MINUTE),
                Period::rest_of_game(30 * MINUTE),
            ],
            increment: 30 * SECOND,
            delay: None,
        }
    }

    /// A game's time control when none is given: rapid, "15+10", 15
    /// minutes for the game and 10 s increment from move 1.
    pub fn default_game() -> Self {
        TimeControl {
            periods: vec![Period::rest_of_game(15 * MINUTE)],
            increment: 10 * SECOND,
            delay: None,
        }
    }

    /// The periods, in order; never empty.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The increment per move, from move 1 (0 if none).
    pub fn increment(&self) -> Millis {
        self.increment
    }

    /// The delay per move, if any.
    pub fn delay(&self) -> Option<Delay> {
        self.delay
    }

    /// The time on each clock at the start: the first period's time.
    pub fn initial_time(&self) -> Millis {
        self.periods.first().map_or(0, |p| p.time)
    }

    /// The time added to a player's clock when he has made his `moves`-th
    /// move and so reached the end of a period: the next period's time (or,
    /// for a repeating last period, its own time again). `None` when
    /// `moves` ends no period.
    pub fn time_added_after(&self, moves: u32) -> Option<Millis> {
        let n = u64::from(moves);
        let mut end: u64 = 0;
        for (i, p) in self.periods.iter().enumerate() {
            end = end.saturating_add(u64::from(p.moves?));
            if n == end {
                return Some(self.periods.get(i + 1).unwrap_or(p).time);
            }
            if n < end {
                return None;
            }
        }
        // Past the end of a repeating last period.
        let last = self.periods.last()?;
        let every = u64::from(last.moves?);
        ((n - end).checked_rem(every)? == 0).then_some(last.time)
    }

    /// Reads the PGN `TimeControl` tag (seconds), e.g. `"40/5400:1800+30"`,
    /// `"300+3"`, `"600"`, `"3600d5"`. See the [module
    /// documentation](self) for the grammar and for `"-"`, `"?"` and
    /// sandclocks.
    pub fn from_pgn_tag(tag: &str) -> Result<Self> {
        match tag.trim() {
            "" => Err(TimeControlError::Empty),
            "-" => Err(TimeControlError::NoTimeControl),
            "?" => Err(TimeControlError::UnknownTimeControl),
            _ => parse(tag, Form::Pgn),
        }
    }

    /// Writes the PGN `TimeControl` tag, which [`TimeControl::from_pgn_tag`]
    /// reads back: `"40/5400+30:1800+30"`, `"300+3"`, `"3600d5"`.
    pub fn to_pgn_tag(&self) -> String {
        let mut out = String::new();
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                out.push(':');
            }
            if let Some(m) = p.moves {
                out.push_str(&format!("{m}/"));
            }
            out.push_str(&(p.time / SECOND).to_string());
            if self.increment > 0 {
                out.push_str(&format!("+{}", self.increment / SECOND));
            }
        }
        if let Some(d) = self.delay {
            out.push_str(&format!("{}{}", delay_letter(d.kind), d.time / SECOND));
        }
        out
    }
}

fn whole_seconds(ms: Millis, what: impl FnOnce() -> String) -> Result<()> {
    if ms.is_multiple_of(SECOND) {
        Ok(())
    } else {
        Err(TimeControlError::NotWholeSeconds { what: what(), ms })
    }
}

fn delay_letter(kind: DelayKind) -> char {
    match kind {
        DelayKind::Simple => 'd',
        DelayKind::Bronstein => 'b',
    }
}

impl fmt::Display for TimeControl {
    /// The player form, e.g. `"40/90,30+30"`, `"15+10"`, `"G/60 d5"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match p.moves {
                Some(m) => write!(f, "{m}/")?,
                None if self.delay.is_some() => f.write_str("G/")?,
                None => {}
            }
            if p.time.is_multiple_of(MINUTE) {
                write!(f, "{}", p.time / MINUTE)?;
            } else {
                write!(f, "{}s", p.time / SECOND)?;
            }
        }
        if self.increment > 0 {
            write!(f, "+{}", self.increment / SECOND)?;
        }
        if let Some(d) = self.delay {
            write!(f, " {}{}", delay_letter(d.kind), d.time / SECOND)?;
        }
        Ok(())
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads the player form; see the [module documentation](self).
    fn from_str(s: &str) -> Result<Self> {
        parse(s, Form::Player)
    }
}
#[cfg(test)]
mod tests;
