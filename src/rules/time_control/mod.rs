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
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    fn err(s: &str) -> String {
        s.parse::<TimeControl>().expect_err(s).to_string()
    }

    fn pgn_err(s: &str) -> TimeControlError {
        TimeControl::from_pgn_tag(s).expect_err(s)
    }

    #[test]
    fn minutes_plus_seconds() {
        for (s, base, inc) in [
            ("90+30", 90, 30),
            ("15+10", 15, 10),
            ("5+3", 5, 3),
            ("3+2", 3, 2),
            ("1+0", 1, 0),
            ("15", 15, 0),
            ("15|10", 15, 10),
            (" 15 + 10 ", 15, 10),
            ("15min+10s", 15, 10),
            ("15M+10S", 15, 10),
        ] {
            assert_eq!(
                tc(s),
                TimeControl::fischer(base * MINUTE, inc * SECOND).unwrap(),
                "{s}"
            );
        }
        assert_eq!(tc("15"), TimeControl::sudden_death(15 * MINUTE).unwrap());
    }

    #[test]
    fn periods() {
        assert_eq!(tc("40/90,30+30"), TimeControl::fide_classical());
        assert_eq!(tc("40/90 , 30 + 30"), TimeControl::fide_classical());
        assert_eq!(tc("40/90+30,30+30"), TimeControl::fide_classical());
        assert_eq!(tc("40/90+30,30"), TimeControl::fide_classical());
        assert_eq!(tc("40/90,SD/30+30"), TimeControl::fide_classical());
        assert_eq!(
            tc("40/120,20/60,30").periods(),
            &[
                Period::for_moves(40, 120 * MINUTE),
                Period::for_moves(20, 60 * MINUTE),
                Period::rest_of_game(30 * MINUTE),
            ]
        );
        assert_eq!(tc("40/120").periods(), &[Period::for_moves(40, 2 * HOUR)]);
    }

    #[test]
    fn delays() {
        let simple = TimeControl::with_delay(60 * MINUTE, DelayKind::Simple, 5 * SECOND).unwrap();
        let bronstein =
            TimeControl::with_delay(60 * MINUTE, DelayKind::Bronstein, 5 * SECOND).unwrap();
        for s in [
            "G/60 d5",
            "g/60 D5",
            "G/60;d5",
            "G/60 ; d 5",
            "60 d5",
            "60d5s",
            "1h d5",
        ] {
            assert_eq!(tc(s), simple, "{s}");
        }
        for s in ["G/60 b5", "60 b5", "G/60;B5"] {
            assert_eq!(tc(s), bronstein, "{s}");
        }
        assert_eq!(
            tc("G/60 d0"),
            TimeControl::sudden_death(60 * MINUTE).unwrap()
        );
        // Two moves in 10 seconds, then 5 seconds: a test control.
        assert_eq!(
            tc("2/10s,5s").periods(),
            &[
                Period::for_moves(2, 10 * SECOND),
                Period::rest_of_game(5 * SECOND)
            ]
        );
        let us = tc("40/120,SD/60 d5");
        assert_eq!(us.periods().len(), 2);
        assert_eq!(us.delay().map(|d| d.time), Some(5 * SECOND));
    }

    #[test]
    fn units() {
        assert_eq!(tc("30s+0"), TimeControl::sudden_death(30 * SECOND).unwrap());
        assert_eq!(
            tc("90s+2"),
            TimeControl::fischer(90 * SECOND, 2 * SECOND).unwrap()
        );
        assert_eq!(
            tc("1h30+30"),
            TimeControl::fischer(90 * MINUTE, 30 * SECOND).unwrap()
        );
        assert_eq!(tc("1h30m+30"), tc("90+30"));
        assert_eq!(tc("2h"), tc("120"));
    }

    #[test]
    fn display() {
        for (s, shown) in [
            ("40/90,30+30", "40/90,30+30"),
            ("40/90+30,30", "40/90,30+30"),
            ("15|10", "15+10"),
            ("1+0", "1"),
            ("G/60;d5", "G/60 d5"),
            ("60 b5", "G/60 b5"),
            ("90s+2", "90s+2"),
            ("1h30+30", "90+30"),
            ("40/120,20/60,30", "40/120,20/60,30"),
            ("40/120,sd/60 d5", "40/120,G/60 d5"),
        ] {
            assert_eq!(tc(s).to_string(), shown, "{s}");
            assert_eq!(tc(shown), tc(s), "{shown}");
        }
    }

    #[test]
    fn errors() {
        assert_eq!(
            err("40/90,9x+30"),
            r#"bad time "9x" in period 2 of "40/90,9x+30""#
        );
        assert_eq!(
            err("15+abc"),
            r#"increment "abc" is not a number of seconds"#
        );
        assert_eq!(err("15+"), r#"increment "" is not a number of seconds"#);
        assert_eq!(err("15+-3"), r#"increment "-3" is not a number of seconds"#);
        assert_eq!(err(""), "the time control is empty");
        assert_eq!(err("   "), "the time control is empty");
        assert_eq!(err("0+2"), "period 1 has no time");
        assert_eq!(err("40/90,0"), "period 2 has no time");
        assert_eq!(err("0/90,30"), "period 1 is for zero moves");
        assert_eq!(
            err("x/90,30"),
            r#"bad number of moves "x" in period 1 of "x/90,30""#
        );
        assert_eq!(
            err("99999999999/90"),
            r#"bad number of moves "99999999999" in period 1 of "99999999999/90""#
        );
        assert_eq!(
            err("90,40/30"),
            "period 1 is for the rest of the game, so it must be the last"
        );
        assert_eq!(
            err("40/90+30,30+10"),
            "the increment is written as 30 s and as 10 s, but one increment applies to the whole game"
        );
        assert_eq!(
            err("15+10 d5"),
            "a time control has an increment or a delay, not both"
        );
        assert_eq!(err("G/60 d5x"), r#"delay "5x" is not a number of seconds"#);
        assert_eq!(err("+5"), r#"bad time "" in period 1 of "+5""#);
        assert_eq!(err("40/90,"), r#"bad time "" in period 2 of "40/90,""#);
        assert_eq!(err("+15"), r#"bad time "" in period 1 of "+15""#);
        assert_eq!(err("1 5"), r#"bad time "1 5" in period 1 of "1 5""#);
        assert_eq!(err("１５"), r#"bad time "１５" in period 1 of "１５""#);
    }

    #[test]
    fn overflow_is_an_error() {
        let huge = "99999999999999999999999";
        assert_eq!(
            err(huge),
            format!(r#"time "{huge}" in period 1 of "{huge}" is too large"#)
        );
        // Fits in u64, but not once counted in milliseconds.
        let big = "18446744073709551";
        assert!(matches!(
            big.parse::<TimeControl>(),
            Err(TimeControlError::TimeTooLarge { .. })
        ));
        assert!(matches!(
            format!("{big}h").parse::<TimeControl>(),
            Err(TimeControlError::TimeTooLarge { .. })
        ));
        assert!(matches!(
            format!("15+{huge}").parse::<TimeControl>(),
            Err(TimeControlError::BadIncrement { .. })
        ));
        assert!(matches!(
            format!("15 d{huge}").parse::<TimeControl>(),
            Err(TimeControlError::BadDelay { .. })
        ));
        assert!(matches!(
            TimeControl::from_pgn_tag(huge),
            Err(TimeControlError::TimeTooLarge { .. })
        ));
    }

    #[test]
    fn built_by_hand() {
        assert_eq!(
            TimeControl::new(vec![], 0, None),
            Err(TimeControlError::NoPeriods)
        );
        assert_eq!(
            TimeControl::sudden_death(1500).unwrap_err().to_string(),
            "the time of period 1 of 1500 ms is not a whole number of seconds"
        );
        assert!(TimeControl::fischer(MINUTE, 1).is_err());
        assert!(TimeControl::with_delay(MINUTE, DelayKind::Simple, 10).is_err());
        assert_eq!(
            TimeControl::sudden_death(0),
            Err(TimeControlError::ZeroTime { period: 1 })
        );
    }

    #[test]
    fn pgn_tags() {
        let p = |s: &str| TimeControl::from_pgn_tag(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(p("40/5400:1800+30"), TimeControl::fide_classical());
        assert_eq!(p("40/5400+30:1800+30"), TimeControl::fide_classical());
        assert_eq!(p(" 40/5400 : 1800 + 30 "), TimeControl::fide_classical());
        assert_eq!(p("300+3"), tc("5+3"));
        assert_eq!(p("600"), tc("10"));
        assert_eq!(p("3600d5"), tc("G/60 d5"));
        assert_eq!(p("3600B5"), tc("G/60 b5"));
        assert_eq!(p("40/7200:20/3600:1800"), tc("40/120,20/60,30"));
        assert_eq!(pgn_err("-"), TimeControlError::NoTimeControl);
        assert_eq!(pgn_err(" ? "), TimeControlError::UnknownTimeControl);
        assert_eq!(pgn_err(""), TimeControlError::Empty);
        assert_eq!(
            pgn_err("*180").to_string(),
            r#"the sandclock time control "*180" is not supported"#
        );
        assert!(matches!(
            pgn_err("40/5400:*180"),
            TimeControlError::Sandclock { .. }
        ));
        // The PGN form counts in seconds, without units or G/.
        assert!(matches!(pgn_err("90m"), TimeControlError::BadTime { .. }));
        assert!(matches!(
            pgn_err("G/3600"),
            TimeControlError::BadMoves { .. }
        ));
        assert!(matches!(pgn_err("300|3"), TimeControlError::BadTime { .. }));
        assert!(matches!(
            pgn_err("300+3s"),
            TimeControlError::BadIncrement { .. }
        ));
        assert!(matches!(
            pgn_err("0"),
            TimeControlError::ZeroTime { period: 1 }
        ));
    }

    #[test]
    fn pgn_written() {
        for (s, tag) in [
            ("40/90,30+30", "40/5400+30:1800+30"),
            ("5+3", "300+3"),
            ("10", "600"),
            ("G/60 d5", "3600d5"),
            ("G/60 b5", "3600b5"),
            ("30s", "30"),
            ("40/120,20/60,30", "40/7200:20/3600:1800"),
        ] {
            assert_eq!(tc(s).to_pgn_tag(), tag, "{s}");
            assert_eq!(TimeControl::from_pgn_tag(tag).unwrap(), tc(s), "{tag}");
        }
    }

    #[test]
    fn period_ends() {
        let fide = TimeControl::fide_classical();
        assert_eq!(fide.time_added_after(39), None);
        assert_eq!(fide.time_added_after(40), Some(30 * MINUTE));
        assert_eq!(fide.time_added_after(80), None);
        let three = tc("40/120,20/60,30");
        assert_eq!(three.time_added_after(40), Some(60 * MINUTE));
        assert_eq!(three.time_added_after(60), Some(30 * MINUTE));
        assert_eq!(three.time_added_after(80), None);
        let repeating = tc("40/120");
        assert_eq!(repeating.time_added_after(0), None);
        assert_eq!(repeating.time_added_after(40), Some(2 * HOUR));
        assert_eq!(repeating.time_added_after(80), Some(2 * HOUR));
        assert_eq!(repeating.time_added_after(81), None);
        assert_eq!(repeating.time_added_after(u32::MAX), None);
        assert_eq!(tc("15+10").time_added_after(1), None);
    }

    #[test]
    fn serde_checks_what_it_reads() {
        let json = serde_json::to_string(&TimeControl::fide_classical()).unwrap();
        let back: TimeControl = serde_json::from_str(&json).unwrap();
        assert_eq!(back, TimeControl::fide_classical());
        let bad = r#"{"periods":[],"increment":0,"delay":null}"#;
        assert!(serde_json::from_str::<TimeControl>(bad).is_err());
    }

    #[test]
    fn a_game_without_a_time_control_is_played_at_15_plus_10() {
        assert_eq!(TimeControl::default_game(), tc("15+10"));
        assert_eq!(TimeControl::default_game().to_string(), "15+10");
    }
}
