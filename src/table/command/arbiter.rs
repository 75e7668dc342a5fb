//! The arbiter's command words, each in any language (`input.ftl`'s
//! `table-` and `arbiter-` messages): `illegal`, `claim wrong`, `touched`,
//! `adjust`, `result`, `arbiter`, `arbiter done`, `tournament off`.

use super::values::{duration, side_word};
use super::{Command, CommandError};
use crate::notation::vocabulary::{Group, means};
use crate::table::Asking;
use crate::table::incident::Decision;

/// The arbiter's commands: `key` is the command word's key (`illegal`
/// for `regelwidrig`), `typed` the word as typed, lower case, which a
/// refusal names; `None` when the line is none of them.
pub(super) fn arbiter_command(
    key: &str,
    typed: &str,
    rest: &[&str],
) -> Option<Result<Command, CommandError>> {
    let usage = |usage: &'static str| {
        Some(Err(CommandError::Usage {
            command: typed.to_owned(),
            usage,
        }))
    };
    let no_side = || {
        Some(Err(CommandError::NoSide {
            command: typed.to_owned(),
        }))
    };
    let is = |word: &str, key: &str| means(Group::Arbiter, key, word);
    Some(Ok(match (key, rest) {
        ("illegal", []) => Command::Illegal(None),
        ("illegal", _) => Command::Illegal(Some(rest.join(" "))),
        ("claim", [w, side]) if is(w, "wrong") => match side_word(side) {
            Some(side) => Command::ClaimWrong(side),
            None => return no_side(),
        },
        ("claim", _) => return usage("claim wrong white"),
        ("touched", [side, square]) => {
            let Some(side) = side_word(side) else {
                return no_side();
            };
            let square = square.to_lowercase();
            match square.parse::<shakmaty::Square>() {
                Ok(square) => Command::Touched(side, square),
                Err(_) => return Some(Err(CommandError::BadSquare { text: square })),
            }
        }
        ("touched", _) => return usage("touched white e2"),
        ("adjust", [white, black]) => match (duration(white), duration(black)) {
            (Ok(w), Ok(b)) => Command::Adjust(w, b),
            (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
        },
        ("adjust", _) => return usage("adjust 1:02:00 58:00"),
        ("result", [decision, _, ..]) => match Decision::parse(decision) {
            Some(d) => Command::Result(d, rest[1..].join(" ")),
            None => return usage("result 1-0|0-1|1/2-1/2|+/-|-/+ REASON"),
        },
        ("result", _) => return usage("result 1-0|0-1|1/2-1/2|+/-|-/+ REASON"),
        ("arbiter", []) => Command::Arbiter,
        ("arbiter", [done]) if is(done, "done") => Command::ArbiterDone,
        // The code on the same line: shown as it was typed, never said back.
        ("arbiter", [_, ..]) => Command::Code(Asking::Open, rest.join(" ")),
        ("tournament", [off]) if is(off, "off") => Command::TournamentOff,
        ("tournament", [off, _, ..]) if is(off, "off") => {
            Command::Code(Asking::Leave, rest[1..].join(" "))
        }
        _ => return None,
    }))
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::super::parse_command;
    use super::super::values::{HOUR, MINUTE};
    use super::*;

    #[test]
    fn the_arbiter_s_words_in_three_languages() {
        for line in ["illegal", "regelwidrig", "ilegal", "ILLEGAL"] {
            assert_eq!(parse_command(line), Ok(Command::Illegal(None)), "{line}");
        }
        assert_eq!(
            parse_command("illegal 8/8/8/8/8/8/8/K6k w - - 0 1"),
            Ok(Command::Illegal(Some("8/8/8/8/8/8/8/K6k w - - 0 1".into())))
        );
        for line in [
            "claim wrong black",
            "reklamation falsch schwarz",
            "reclamación errónea negras",
        ] {
            assert_eq!(
                parse_command(line),
                Ok(Command::ClaimWrong(Color::Black)),
                "{line}"
            );
        }
        for line in ["touched white e2", "berührt weiß e2", "tocada blancas E2"] {
            assert_eq!(
                parse_command(line),
                Ok(Command::Touched(Color::White, shakmaty::Square::E2)),
                "{line}"
            );
        }
        assert!(matches!(
            parse_command("touched white e9"),
            Err(CommandError::BadSquare { .. })
        ));
        assert_eq!(
            parse_command("adjust 1:00:00 30m"),
            Ok(Command::Adjust(HOUR, 30 * MINUTE))
        );
        for line in [
            "result +/- Black did not appear",
            "ergebnis +/- Black did not appear",
            "resultado +/- Black did not appear",
        ] {
            assert_eq!(
                parse_command(line),
                Ok(Command::Result(
                    Decision::WhiteByForfeit,
                    "Black did not appear".into()
                )),
                "{line}"
            );
        }
        assert!(matches!(
            parse_command("result 1-0"),
            Err(CommandError::Usage { .. })
        ));
        for line in ["arbiter", "schiedsrichter", "árbitro", "arbitro"] {
            assert_eq!(parse_command(line), Ok(Command::Arbiter), "{line}");
        }
        assert_eq!(parse_command("arbiter done"), Ok(Command::ArbiterDone));
        assert_eq!(parse_command("turnier aus"), Ok(Command::TournamentOff));
        assert_eq!(parse_command("tournament off"), Ok(Command::TournamentOff));
        assert_eq!(
            parse_command("schiedsrichter Okapi-2718"),
            Ok(Command::Code(Asking::Open, "Okapi-2718".into()))
        );
        assert_eq!(
            parse_command("torneo fin Okapi 2718"),
            Ok(Command::Code(Asking::Leave, "Okapi 2718".into()))
        );
    }
}
