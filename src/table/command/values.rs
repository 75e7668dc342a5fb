//! Times, sides and numbers as the clock's lines write them: `2m`,
//! `1:05:00`, `white`, `weiß`, `negras`, `12`.

use shakmaty::Color;

use super::CommandError;
use crate::notation::vocabulary::{Group, find};
use crate::rules::Millis;

pub(super) const SECOND: Millis = 1_000;
pub(super) const MINUTE: Millis = 60 * SECOND;
pub(super) const HOUR: Millis = 60 * MINUTE;

/// A side's word in any language (`input.ftl`'s `side-` messages):
/// `white`, `w`, `weiß`, `negras`.
pub fn side_word(word: &str) -> Option<Color> {
    match find(Group::Side, word)? {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// A duration: `2m`, `30s`, `1h5m`, `1m30s`, `1:05:00`, `4:30`.
pub fn duration(text: &str) -> Result<Millis, CommandError> {
    let bad = || CommandError::BadTime {
        text: text.to_owned(),
    };
    let t = text.trim().to_lowercase();
    if t.is_empty() {
        return Err(bad());
    }
    if t.contains(':') {
        let parts: Vec<&str> = t.split(':').collect();
        if parts.len() > 3 || parts.iter().any(|p| p.is_empty() || p.len() > 9) {
            return Err(bad());
        }
        let mut total: Millis = 0;
        for (i, part) in parts.iter().enumerate() {
            if !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            let n: Millis = part.parse().map_err(|_| bad())?;
            if i > 0 && n >= 60 {
                return Err(bad());
            }
            total = total * 60 + n;
        }
        return total.checked_mul(SECOND).ok_or_else(bad);
    }
    let mut total: Millis = 0;
    let mut digits = String::new();
    let mut units = 0;
    for c in t.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let unit = match c {
            'h' => HOUR,
            'm' => MINUTE,
            's' => SECOND,
            _ => return Err(bad()),
        };
        if digits.is_empty() || digits.len() > 9 {
            return Err(bad());
        }
        let n: Millis = digits.parse().map_err(|_| bad())?;
        total = n
            .checked_mul(unit)
            .and_then(|v| total.checked_add(v))
            .ok_or_else(bad)?;
        digits.clear();
        units += 1;
    }
    if !digits.is_empty() || units == 0 {
        return Err(bad());
    }
    Ok(total)
}

/// A number as written: a move number or a half-move.
pub(super) fn number(text: &str) -> Result<u32, CommandError> {
    text.parse().map_err(|_| CommandError::BadNumber {
        text: text.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_as_players_write_them() {
        assert_eq!(duration("2m"), Ok(2 * MINUTE));
        assert_eq!(duration("30s"), Ok(30 * SECOND));
        assert_eq!(duration("1h5m"), Ok(HOUR + 5 * MINUTE));
        assert_eq!(duration("1m30s"), Ok(90 * SECOND));
        assert_eq!(duration("1:05:00"), Ok(HOUR + 5 * MINUTE));
        assert_eq!(duration("4:30"), Ok(270 * SECOND));
        for bad in [
            "",
            "2",
            "2x",
            "m",
            "1:75",
            "1::0",
            "99999999999m",
            "1:2:3:4",
        ] {
            assert!(duration(bad).is_err(), "{bad}");
        }
    }
}
