//! When the clock speaks by itself: [`Schedule`], its bands and its marks,
//! and the settings string that writes it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::rules::Millis;

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

/// When the clock speaks by itself; see the [talking clock](super).
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

    /// The schedule that suits a game starting with `initial` on the clock:
    /// a game of a minute or less counts the last 4 seconds and says every
    /// 10 seconds above (a 30-second game: 20 s, 10 s, 4, 3, 2, 1); a game
    /// of up to 5 minutes says every minute, every 10 seconds below a minute
    /// and every second below 10 seconds; a longer one has the
    /// [default](Schedule::default).
    pub fn for_initial_time(initial: Millis) -> Self {
        let band = |below: Option<Millis>, every| Band { below, every };
        let bands = if initial <= MINUTE {
            vec![band(Some(5 * SECOND), SECOND), band(None, 10 * SECOND)]
        } else if initial <= 5 * MINUTE {
            vec![
                band(Some(10 * SECOND), SECOND),
                band(Some(MINUTE), 10 * SECOND),
                band(None, MINUTE),
            ]
        } else {
            return Schedule::default();
        };
        Schedule { bands }
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
