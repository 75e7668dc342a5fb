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

/// Why a time control could not be read or built. Each message names the
/// bad part.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TimeControlError {
    /// Nothing was written.
    #[error("the time control is empty")]
    Empty,
    /// A period's time is not a time.
    #[error("bad time \"{text}\" in period {period} of \"{input}\"")]
    BadTime {
        /// The bad text.
        text: String,
        /// The period, counted from 1.
        period: usize,
        /// The whole input.
        input: String,
    },
    /// A period's time is too large to count in milliseconds.
    #[error("time \"{text}\" in period {period} of \"{input}\" is too large")]
    TimeTooLarge {
        /// The bad text.
        text: String,
        /// The period, counted from 1.
        period: usize,
        /// The whole input.
        input: String,
    },
    /// A period's number of moves is not a number (or too large).
    #[error("bad number of moves \"{text}\" in period {period} of \"{input}\"")]
    BadMoves {
        /// The bad text.
        text: String,
        /// The period, counted from 1.
        period: usize,
        /// The whole input.
        input: String,
    },
    /// The increment is not a number of seconds (or too large).
    #[error("increment \"{text}\" is not a number of seconds")]
    BadIncrement {
        /// The bad text.
        text: String,
    },
    /// The delay is not a number of seconds (or too large).
    #[error("delay \"{text}\" is not a number of seconds")]
    BadDelay {
        /// The bad text.
        text: String,
    },
    /// A period has no time.
    #[error("period {period} has no time")]
    ZeroTime {
        /// The period, counted from 1.
        period: usize,
    },
    /// A period has zero moves.
    #[error("period {period} is for zero moves")]
    ZeroMoves {
        /// The period, counted from 1.
        period: usize,
    },
    /// A period for the rest of the game is followed by another.
    #[error("period {period} is for the rest of the game, so it must be the last")]
    RestOfGameNotLast {
        /// The period, counted from 1.
        period: usize,
    },
    /// Two different increments were written.
    #[error(
        "the increment is written as {} s and as {} s, but one increment applies to the whole game",
        .first / SECOND, .second / SECOND
    )]
    ConflictingIncrements {
        /// The first increment written.
        first: Millis,
        /// A different one written later.
        second: Millis,
    },
    /// Both an increment and a delay.
    #[error("a time control has an increment or a delay, not both")]
    IncrementAndDelay,
    /// A time that is not a whole number of seconds.
    #[error("the {what} of {ms} ms is not a whole number of seconds")]
    NotWholeSeconds {
        /// Which time: "time of period 2", "increment", "delay".
        what: String,
        /// The time.
        ms: Millis,
    },
    /// No periods.
    #[error("a time control needs at least one period")]
    NoPeriods,
    /// The PGN tag `"-"`: the game was played without a time control.
    #[error("the PGN time control \"-\" means the game has no time control")]
    NoTimeControl,
    /// The PGN tag `"?"`: the time control is not known.
    #[error("the PGN time control \"?\" means the time control is unknown")]
    UnknownTimeControl,
    /// A PGN sandclock field (`"*180"`).
    #[error("the sandclock time control \"{text}\" is not supported")]
    Sandclock {
        /// The sandclock field.
        text: String,
    },
}

type Result<T, E = TimeControlError> = std::result::Result<T, E>;

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

/// Which written form is being read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Player,
    Pgn,
}

/// Why a number could not be read.
enum NumError {
    NotANumber,
    TooLarge,
}

/// Reads ASCII digits only (no sign, no spaces inside).
fn number(s: &str) -> Result<u64, NumError> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumError::NotANumber);
    }
    s.parse().map_err(|_| NumError::TooLarge)
}

/// `digits * unit`, checked.
fn scaled(s: &str, unit: Millis) -> Result<Millis, NumError> {
    number(s)?.checked_mul(unit).ok_or(NumError::TooLarge)
}

/// Seconds, with an optional `s` in the player form.
fn seconds(s: &str, form: Form) -> Option<Millis> {
    let s = s.trim();
    let digits = match form {
        Form::Player => s.strip_suffix(['s', 'S']).unwrap_or(s).trim_end(),
        Form::Pgn => s,
    };
    scaled(digits, SECOND).ok()
}

/// A period's time: seconds in the PGN form; minutes by default, or with
/// units, in the player form.
fn time(s: &str, form: Form) -> Result<Millis, NumError> {
    if form == Form::Pgn {
        return scaled(s, SECOND);
    }
    let lower = s.to_ascii_lowercase();
    let minutes = |m: &str| {
        let m = m.strip_suffix("min").or(m.strip_suffix('m')).unwrap_or(m);
        scaled(m.trim(), MINUTE)
    };
    if let Some((h, rest)) = lower.split_once('h') {
        let hours = scaled(h.trim(), HOUR)?;
        let rest = rest.trim();
        let mins = if rest.is_empty() { 0 } else { minutes(rest)? };
        hours.checked_add(mins).ok_or(NumError::TooLarge)
    } else if let Some(secs) = lower.strip_suffix('s') {
        scaled(secs.trim(), SECOND)
    } else {
        minutes(&lower)
    }
}

/// Finds a delay: a `d` or `b` followed (after any spaces) by a digit.
/// Returns where it starts, its kind and the text of its amount.
fn find_delay(s: &str) -> Option<(usize, DelayKind, &str)> {
    s.char_indices().find_map(|(i, c)| {
        let kind = match c.to_ascii_lowercase() {
            'd' => DelayKind::Simple,
            'b' => DelayKind::Bronstein,
            _ => return None,
        };
        let rest = &s[i + 1..];
        rest.trim_start()
            .starts_with(|c: char| c.is_ascii_digit())
            .then_some((i, kind, rest))
    })
}

fn parse(input: &str, form: Form) -> Result<TimeControl> {
    if input.trim().is_empty() {
        return Err(TimeControlError::Empty);
    }
    let (control, delay) = match find_delay(input) {
        Some((at, kind, amount)) => {
            let time = seconds(amount, form).ok_or_else(|| TimeControlError::BadDelay {
                text: amount.trim().to_owned(),
            })?;
            let control = input[..at].trim_end();
            let control = match form {
                Form::Player => control.strip_suffix(';').unwrap_or(control),
                Form::Pgn => control,
            };
            (control, Some(Delay { kind, time }))
        }
        None => (input, None),
    };
    let separator = match form {
        Form::Player => ',',
        Form::Pgn => ':',
    };
    let mut periods = Vec::new();
    let mut increment: Option<Millis> = None;
    for (i, text) in control.split(separator).enumerate() {
        let (period, inc) = parse_period(text.trim(), i + 1, input, form)?;
        periods.push(period);
        match (increment, inc) {
            (Some(first), Some(second)) if first != second => {
                return Err(TimeControlError::ConflictingIncrements { first, second });
            }
            (None, Some(inc)) => increment = Some(inc),
            _ => {}
        }
    }
    TimeControl::new(periods, increment.unwrap_or(0), delay)
}

fn parse_period(
    text: &str,
    period: usize,
    input: &str,
    form: Form,
) -> Result<(Period, Option<Millis>)> {
    let plus: &[char] = match form {
        Form::Player => &['+', '|'],
        Form::Pgn => &['+'],
    };
    let (base, increment) = match text.split_once(plus) {
        Some((base, inc)) => {
            let secs = seconds(inc, form).ok_or_else(|| TimeControlError::BadIncrement {
                text: inc.trim().to_owned(),
            })?;
            (base.trim(), Some(secs))
        }
        None => (text, None),
    };
    if form == Form::Pgn && base.starts_with('*') {
        return Err(TimeControlError::Sandclock {
            text: text.to_owned(),
        });
    }
    let bad_moves = |m: &str| TimeControlError::BadMoves {
        text: m.to_owned(),
        period,
        input: input.to_owned(),
    };
    let (moves, time_text) = match base.split_once('/') {
        Some((m, t)) => {
            let m = m.trim();
            let moves = match m.to_ascii_lowercase().as_str() {
                "g" | "sd" if form == Form::Player => None,
                _ => Some(
                    number(m)
                        .ok()
                        .and_then(|n| u32::try_from(n).ok())
                        .ok_or_else(|| bad_moves(m))?,
                ),
            };
            (moves, t.trim())
        }
        None => (None, base),
    };
    let time = time(time_text, form).map_err(|e| {
        let (text, input) = (time_text.to_owned(), input.to_owned());
        match e {
            NumError::NotANumber => TimeControlError::BadTime {
                text,
                period,
                input,
            },
            NumError::TooLarge => TimeControlError::TimeTooLarge {
                text,
                period,
                input,
            },
        }
    })?;
    Ok((Period { moves, time }, increment))
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
}
