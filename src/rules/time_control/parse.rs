//! Reading the player form and the PGN form of a time control.

use super::{
    Delay, DelayKind, HOUR, MINUTE, Millis, Period, Result, SECOND, TimeControl, TimeControlError,
};

/// Which written form is being read.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Form {
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

pub(super) fn parse(input: &str, form: Form) -> Result<TimeControl> {
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
