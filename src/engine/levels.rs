//! Playing strength: levels 1 to 10 and the engine options that make them.
//!
//! | Level | With `UCI_LimitStrength` + `UCI_Elo` | Otherwise `Skill Level` | Think cap | Untimed move time |
//! |------:|---------------------------------------|------------------------:|----------:|------------------:|
//! |     1 | `Skill Level` 0 (limit off)           |                       0 |     50 ms |             50 ms |
//! |     2 | `Skill Level` 1 (limit off)           |                       1 |    100 ms |            100 ms |
//! |     3 | Elo 1600                              |                       2 |    200 ms |            200 ms |
//! |     4 | Elo 1800                              |                       4 |    300 ms |            300 ms |
//! |     5 | Elo 2000                              |                       7 |    500 ms |            500 ms |
//! |     6 | Elo 2200                              |                       9 |    750 ms |            750 ms |
//! |     7 | Elo 2400                              |                      12 |  1 000 ms |          1 000 ms |
//! |     8 | Elo 2600                              |                      15 |  1 500 ms |          1 500 ms |
//! |     9 | Elo 2850                              |                      18 |  2 000 ms |          2 000 ms |
//! |    10 | full strength (limit off, skill max)  |                      20 |      none |          3 000 ms |
//!
//! The Elo values are clamped into the range the engine lists (Stockfish
//! 15.1: 1350–2850; Stockfish turns an Elo into a skill of about
//! `((elo − 1347) / 143)^1.24`, so Elo 1600 ≈ skill 2, 2000 ≈ 6.6, 2850 ≈
//! 18.4, which is where the fallback column comes from). Levels 1 and 2 are
//! below the lowest Elo Stockfish offers, so they use `Skill Level` even
//! where Elo is offered, and the short think time weakens them further.
//!
//! The *think cap* bounds every search at that level, on the clock or not
//! (sent as `movetime` next to `wtime`/`btime`); level 10 manages its own
//! time on the clock. The *untimed move time* is the search time when the
//! game has no clock ([`Level::move_time`]).
//!
//! Every level sets every strength option the engine offers, so changing the
//! level in the middle of a game leaves nothing of the previous level
//! behind. Options the engine does not list are never sent.

use std::fmt;

use super::protocol::{OptionKind, UciOption, find_option};
use crate::rules::Millis;

/// A playing strength from 1 (weakest, quickest) to 10 (full strength).
///
/// A level outside the range cannot be made: not from a number
/// ([`Level::new`]), not from text ([`str::parse`]), not from a saved game
/// or settings file (serde goes through [`Level::new`] too).
///
/// ```
/// use tactus::engine::Level;
///
/// assert_eq!("7".parse::<Level>().unwrap().number(), 7);
/// assert!("11".parse::<Level>().is_err());
/// assert!(serde_json::from_str::<Level>("0").is_err());
/// ```
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "i64", into = "u8")]
pub struct Level(u8);

/// How one level is made.
struct Row {
    /// `UCI_Elo`, where the level uses it; `None` means `Skill Level` only
    /// (levels 1 and 2) or full strength (level 10).
    elo: Option<i64>,
    /// `Skill Level` when Elo is not offered or not used.
    skill: i64,
    /// The longest a search may take at this level, if capped.
    cap: Option<Millis>,
    /// The search time when the game has no clock.
    move_time: Millis,
}

const TABLE: [Row; 10] = [
    Row::new(None, 0, Some(50), 50),
    Row::new(None, 1, Some(100), 100),
    Row::new(Some(1600), 2, Some(200), 200),
    Row::new(Some(1800), 4, Some(300), 300),
    Row::new(Some(2000), 7, Some(500), 500),
    Row::new(Some(2200), 9, Some(750), 750),
    Row::new(Some(2400), 12, Some(1_000), 1_000),
    Row::new(Some(2600), 15, Some(1_500), 1_500),
    Row::new(Some(2850), 18, Some(2_000), 2_000),
    Row::new(None, 20, None, 3_000),
];

impl Row {
    const fn new(elo: Option<i64>, skill: i64, cap: Option<Millis>, move_time: Millis) -> Row {
        Row {
            elo,
            skill,
            cap,
            move_time,
        }
    }
}

/// A level outside 1–10, or text that is no level: what was given, as
/// written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "there is no level {0}: levels go from {min} (weakest) to {max} (full strength)",
    min = Level::MIN.0,
    max = Level::MAX.0
)]
pub struct LevelError(pub String);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(10);

    /// The level `n`, if it is between 1 and 10.
    pub fn new(n: i64) -> Result<Level, LevelError> {
        match u8::try_from(n) {
            Ok(n) if (Level::MIN.0..=Level::MAX.0).contains(&n) => Ok(Level(n)),
            _ => Err(LevelError(n.to_string())),
        }
    }

    /// The level's number, 1 to 10.
    pub fn number(self) -> u8 {
        self.0
    }

    fn row(self) -> &'static Row {
        &TABLE[usize::from(self.0 - Level::MIN.0)]
    }

    /// The longest a search may take at this level, if capped (see the
    /// [table](self)).
    pub fn think_cap(self) -> Option<Millis> {
        self.row().cap
    }

    /// The search time when the game has no clock.
    pub fn move_time(self) -> Millis {
        self.row().move_time
    }

    /// The `(name, value)` pairs to send as `setoption` for this level to an
    /// engine offering `options`, with the engine's own spelling of each
    /// name. Only options the engine lists, with the type it gives them, are
    /// included; numbers are clamped into the engine's range.
    ///
    /// ```
    /// use tactus::engine::{Level, protocol::{parse_line, EngineLine}};
    ///
    /// let options: Vec<_> = [
    ///     "option name Skill Level type spin default 20 min 0 max 20",
    ///     "option name UCI_LimitStrength type check default false",
    ///     "option name UCI_Elo type spin default 1350 min 1350 max 2850",
    /// ]
    /// .into_iter()
    /// .filter_map(|l| match parse_line(l) { EngineLine::Option(o) => Some(o), _ => None })
    /// .collect();
    /// let level = Level::new(5).unwrap();
    /// assert_eq!(
    ///     level.strength_options(&options),
    ///     [("Skill Level".to_string(), "20".to_string()),
    ///      ("UCI_LimitStrength".to_string(), "true".to_string()),
    ///      ("UCI_Elo".to_string(), "2000".to_string())]
    /// );
    /// ```
    pub fn strength_options(self, options: &[UciOption]) -> Vec<(String, String)> {
        let row = self.row();
        let skill = spin(options, "Skill Level");
        let limit = find_option(options, "UCI_LimitStrength")
            .filter(|o| matches!(o.kind, OptionKind::Check { .. }));
        let elo = spin(options, "UCI_Elo").filter(|_| limit.is_some());
        let mut out = Vec::new();
        match (row.elo, elo) {
            (Some(wanted), Some((elo, min, max))) => {
                // The engine limits itself by Elo; the skill goes back to the top.
                if let Some((skill, _, max)) = skill {
                    out.push((skill.name.clone(), max.unwrap_or(20).to_string()));
                }
                if let Some(limit) = limit {
                    out.push((limit.name.clone(), "true".into()));
                }
                out.push((elo.name.clone(), clamp(wanted, min, max).to_string()));
            }
            _ => {
                let wanted = if self == Level::MAX {
                    i64::MAX
                } else {
                    row.skill
                };
                if let Some((skill, min, max)) = skill {
                    out.push((skill.name.clone(), clamp(wanted, min, max).to_string()));
                }
                match (limit, elo) {
                    // No skill option: the lowest Elo is the weakest the engine offers.
                    (Some(limit), Some((elo, min, max)))
                        if skill.is_none() && self != Level::MAX =>
                    {
                        out.push((limit.name.clone(), "true".into()));
                        out.push((elo.name.clone(), clamp(i64::MIN, min, max).to_string()));
                    }
                    (Some(limit), _) => out.push((limit.name.clone(), "false".into())),
                    (None, _) => {}
                }
            }
        }
        out
    }
}

impl Default for Level {
    /// The middle level, 5.
    fn default() -> Self {
        Level(5)
    }
}

impl std::str::FromStr for Level {
    type Err = LevelError;

    /// A level written as a number, `"7"`; anything else, or a number out
    /// of range, is refused with what was given.
    fn from_str(text: &str) -> Result<Level, LevelError> {
        let text = text.trim();
        text.parse::<i64>()
            .ok()
            .and_then(|n| Level::new(n).ok())
            .ok_or_else(|| LevelError(text.to_owned()))
    }
}

impl TryFrom<i64> for Level {
    type Error = LevelError;

    fn try_from(n: i64) -> Result<Level, LevelError> {
        Level::new(n)
    }
}

impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.0
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "level {}", self.0)
    }
}

type SpinOption<'a> = (&'a UciOption, Option<i64>, Option<i64>);

/// A spin option by name, with its bounds.
fn spin<'a>(options: &'a [UciOption], name: &str) -> Option<SpinOption<'a>> {
    let option = find_option(options, name)?;
    match option.kind {
        OptionKind::Spin { min, max, .. } => Some((option, min, max)),
        _ => None,
    }
}

/// `value` within the bounds given (a bound missing, or the bounds crossed,
/// limits nothing on that side); `i64::MIN`/`MAX` stand for "lowest" and
/// "highest", which without a bound mean 0 and 20 (the UCI convention for
/// skill).
fn clamp(value: i64, min: Option<i64>, max: Option<i64>) -> i64 {
    let (lo, hi) = match (min, max) {
        (Some(lo), Some(hi)) if lo > hi => (None, None),
        bounds => bounds,
    };
    let value = match value {
        i64::MIN => lo.unwrap_or(0),
        i64::MAX => hi.unwrap_or(20),
        v => v,
    };
    let value = lo.map_or(value, |lo| value.max(lo));
    hi.map_or(value, |hi| value.min(hi))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::protocol::{EngineLine, parse_line};

    fn options(lines: &[&str]) -> Vec<UciOption> {
        lines
            .iter()
            .filter_map(|l| match parse_line(l) {
                EngineLine::Option(o) => Some(o),
                _ => None,
            })
            .collect()
    }

    const STOCKFISH: [&str; 3] = [
        "option name Skill Level type spin default 20 min 0 max 20",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 1350 min 1350 max 2850",
    ];

    fn pairs(level: i64, opts: &[UciOption]) -> Vec<(String, String)> {
        Level::new(level).unwrap().strength_options(opts)
    }

    fn owned(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn levels_are_one_to_ten() {
        assert!(Level::new(0).is_err());
        assert!(Level::new(11).is_err());
        assert!(Level::new(-3).is_err());
        assert!(Level::new(300).is_err());
        assert_eq!(Level::new(1), Ok(Level::MIN));
        assert_eq!(Level::new(10), Ok(Level::MAX));
        assert_eq!(
            Level::new(11).unwrap_err().to_string(),
            "there is no level 11: levels go from 1 (weakest) to 10 (full strength)"
        );
        assert_eq!("10".parse(), Ok(Level::MAX));
        assert_eq!(" 1 ".parse(), Ok(Level::MIN));
        for bad in ["0", "11", "-1", "ten", "", "5.5", "99999999999999999999"] {
            assert_eq!(bad.parse::<Level>(), Err(LevelError(bad.to_owned())));
        }
    }

    #[test]
    fn a_stored_level_out_of_range_is_refused_not_made_full_strength() {
        assert_eq!(serde_json::to_string(&Level::new(7).unwrap()).unwrap(), "7");
        assert_eq!(
            serde_json::from_str::<Level>("7").unwrap(),
            Level::new(7).unwrap()
        );
        for bad in ["0", "99", "-1", "300", "\"5\""] {
            let e = serde_json::from_str::<Level>(bad).unwrap_err().to_string();
            assert!(!e.is_empty(), "{bad}");
        }
        let e = serde_json::from_str::<Level>("99").unwrap_err().to_string();
        assert!(e.contains("there is no level 99"), "{e}");
    }

    #[test]
    fn think_time_grows_with_the_level() {
        let times: Vec<_> = (1..=10)
            .map(|n| Level::new(n).unwrap().move_time())
            .collect();
        assert!(times.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(Level::MAX.think_cap(), None);
        assert_eq!(Level::MIN.think_cap(), Some(50));
    }

    #[test]
    fn stockfish_levels() {
        let sf = options(&STOCKFISH);
        assert_eq!(
            pairs(1, &sf),
            owned(&[("Skill Level", "0"), ("UCI_LimitStrength", "false")])
        );
        assert_eq!(
            pairs(3, &sf),
            owned(&[
                ("Skill Level", "20"),
                ("UCI_LimitStrength", "true"),
                ("UCI_Elo", "1600")
            ])
        );
        assert_eq!(pairs(9, &sf)[2], ("UCI_Elo".into(), "2850".into()));
        assert_eq!(
            pairs(10, &sf),
            owned(&[("Skill Level", "20"), ("UCI_LimitStrength", "false")])
        );
    }

    #[test]
    fn elo_is_clamped_into_the_engines_range() {
        let narrow = options(&[
            "option name uci_limitstrength type check default false",
            "option name uci_elo type spin default 2000 min 2000 max 2200",
        ]);
        assert_eq!(
            pairs(3, &narrow),
            owned(&[("uci_limitstrength", "true"), ("uci_elo", "2000")])
        );
        assert_eq!(pairs(9, &narrow)[1].1, "2200");
        // No skill option: the lowest levels use the lowest Elo.
        assert_eq!(
            pairs(1, &narrow),
            owned(&[("uci_limitstrength", "true"), ("uci_elo", "2000")])
        );
        assert_eq!(pairs(10, &narrow), owned(&[("uci_limitstrength", "false")]));
    }

    #[test]
    fn skill_only_engines_and_bare_engines() {
        let skill = options(&["option name Skill Level type spin default 10 min 0 max 10"]);
        assert_eq!(pairs(5, &skill), owned(&[("Skill Level", "7")]));
        assert_eq!(pairs(8, &skill), owned(&[("Skill Level", "10")]));
        assert_eq!(pairs(10, &skill), owned(&[("Skill Level", "10")]));
        assert!(pairs(5, &[]).is_empty());
        // Options of the wrong type are left alone.
        let odd = options(&[
            "option name Skill Level type string default 3",
            "option name UCI_Elo type spin default 1 min 1 max 2",
        ]);
        assert!(pairs(5, &odd).is_empty());
    }

    #[test]
    fn clamping() {
        assert_eq!(clamp(5, Some(0), Some(3)), 3);
        assert_eq!(clamp(5, Some(9), None), 9);
        assert_eq!(clamp(5, Some(9), Some(1)), 5);
        assert_eq!(clamp(i64::MAX, None, None), 20);
        assert_eq!(clamp(i64::MIN, None, Some(-4)), -4);
    }
}
