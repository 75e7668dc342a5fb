//! A time control that cannot be read, in the player's words: `5:3` asks
//! "did you mean 5+3, 5 minutes plus 3 seconds per move?", and every other
//! fault names the part that is wrong.

use fluent_bundle::FluentValue;

use crate::notation::{Lang, Style, format_message};
use crate::rules::time_control::{TimeControl, TimeControlError};
use crate::speech::phrase::Phrases;

/// Why `given` is not a time control, as one sentence in `lang`.
pub fn time_control(lang: Lang, given: &str, error: &TimeControlError) -> String {
    let say = |id: &str, more: &[(&str, FluentValue<'_>)]| {
        let mut args: Vec<(&str, FluentValue<'_>)> = vec![("given", given.to_owned().into())];
        args.extend(more.iter().cloned());
        format_message(lang, id, &args)
    };
    if let Some((suggested, control)) = meant(given) {
        let words = Phrases::new(Style::default(), lang, false).time_control(&control);
        return say(
            "cli-time-colon",
            &[("suggested", suggested.into()), ("words", words.into())],
        );
    }
    match error {
        TimeControlError::TimeTooLarge { text, .. } => {
            say("cli-time-too-large", &[("part", text.clone().into())])
        }
        TimeControlError::ZeroTime { period } => {
            say("cli-time-zero", &[("period", (*period).into())])
        }
        TimeControlError::ZeroMoves { period } => {
            say("cli-time-zero-moves", &[("period", (*period).into())])
        }
        TimeControlError::RestOfGameNotLast { period } => {
            say("cli-time-rest-not-last", &[("period", (*period).into())])
        }
        TimeControlError::IncrementAndDelay => say("cli-time-increment-and-delay", &[]),
        TimeControlError::ConflictingIncrements { first, second } => say(
            "cli-time-two-increments",
            &[
                ("first", (first / 1000).into()),
                ("second", (second / 1000).into()),
            ],
        ),
        _ => say("cli-time-bad", &[]),
    }
}

/// The time control a player most likely meant by `given`: `5:3` (or
/// `5 : 3`, `5.3`) written for `5+3`, when that is one.
fn meant(given: &str) -> Option<(String, TimeControl)> {
    let (minutes, seconds) = given.split_once([':', '.', ','])?;
    let number = |s: &str| {
        let s = s.trim();
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.to_owned())
    };
    let suggested = format!("{}+{}", number(minutes)?, number(seconds)?);
    let control = suggested.parse().ok()?;
    Some((suggested, control))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(lang: Lang, given: &str) -> String {
        let error = given.parse::<TimeControl>().unwrap_err();
        time_control(lang, given, &error)
    }

    #[test]
    fn a_colon_for_a_plus_is_asked_about_in_every_language() {
        assert_eq!(
            said(Lang::En, "5:3"),
            "\"5:3\" is not a time control: did you mean 5+3, 5 minutes plus 3 seconds per move?"
        );
        assert!(
            said(Lang::De, "15:10")
                .contains("meinten Sie 15+10, 15 Minuten plus 10 Sekunden pro Zug?")
        );
        assert!(said(Lang::Es, "5:3").contains("¿quiso decir 5+3,"));
    }

    #[test]
    fn other_faults_say_how_a_time_control_is_written_or_what_is_wrong() {
        assert_eq!(
            said(Lang::En, "fast"),
            "\"fast\" is not a time control: write the minutes, then + and the seconds added per move, as 15+10 or 5+3"
        );
        assert!(
            said(Lang::En, "0+5").contains("period 1 has no time"),
            "{}",
            said(Lang::En, "0+5")
        );
        assert!(said(Lang::De, "x").contains("ist keine Bedenkzeit"));
    }
}
