//! The arbiter's command words, each in English, German or Spanish:
//! `illegal`, `claim wrong`, `touched`, `adjust`, `result`, `arbiter`,
//! `arbiter done`, `tournament off`.

use super::values::{duration, side_word};
use super::{Command, CommandError};
use crate::table::Asking;
use crate::table::incident::Decision;

fn lower(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_lowercase()).collect()
}

/// The arbiter's commands, in every language; `None` when the line is
/// none of them.
pub(super) fn arbiter_command(head: &str, rest: &[&str]) -> Option<Result<Command, CommandError>> {
    let usage = |usage: &'static str| {
        Some(Err(CommandError::Usage {
            command: head.to_owned(),
            usage,
        }))
    };
    let words = lower(rest);
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    Some(Ok(match (head, words.as_slice()) {
        ("illegal" | "regelwidrig" | "ilegal", []) => Command::Illegal(None),
        ("illegal" | "regelwidrig" | "ilegal", _) => Command::Illegal(Some(rest.join(" "))),
        ("claim" | "reklamation" | "reclamación" | "reclamacion", [w, side])
            if matches!(*w, "wrong" | "falsch" | "errónea" | "erronea") =>
        {
            match side_word(side) {
                Some(side) => Command::ClaimWrong(side),
                None => {
                    return Some(Err(CommandError::NoSide {
                        command: head.to_owned(),
                    }));
                }
            }
        }
        ("claim" | "reklamation" | "reclamación" | "reclamacion", _) => {
            return usage("claim wrong white");
        }
        ("touched" | "berührt" | "beruehrt" | "tocada" | "tocado", [side, square]) => {
            let Some(side) = side_word(side) else {
                return Some(Err(CommandError::NoSide {
                    command: head.to_owned(),
                }));
            };
            match square.parse::<shakmaty::Square>() {
                Ok(square) => Command::Touched(side, square),
                Err(_) => {
                    return Some(Err(CommandError::BadSquare {
                        text: (*square).to_owned(),
                    }));
                }
            }
        }
        ("touched" | "berührt" | "beruehrt" | "tocada" | "tocado", _) => {
            return usage("touched white e2");
        }
        ("adjust" | "einstellen" | "ajustar", [white, black]) => {
            match (duration(white), duration(black)) {
                (Ok(w), Ok(b)) => Command::Adjust(w, b),
                (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
            }
        }
        ("adjust" | "einstellen" | "ajustar", _) => return usage("adjust 1:02:00 58:00"),
        ("result" | "ergebnis" | "resultado", [decision, _, ..]) => {
            match Decision::parse(decision) {
                Some(d) => Command::Result(d, rest[1..].join(" ")),
                None => return usage("result 1-0|0-1|1/2-1/2|+/-|-/+ REASON"),
            }
        }
        ("result" | "ergebnis" | "resultado", _) => {
            return usage("result 1-0|0-1|1/2-1/2|+/-|-/+ REASON");
        }
        ("arbiter" | "schiedsrichter" | "árbitro" | "arbitro", []) => Command::Arbiter,
        ("arbiter" | "schiedsrichter" | "árbitro" | "arbitro", ["done" | "fertig" | "fin"]) => {
            Command::ArbiterDone
        }
        // The code on the same line: shown as it was typed, never said back.
        ("arbiter" | "schiedsrichter" | "árbitro" | "arbitro", [_, ..]) => {
            Command::Code(Asking::Open, rest.join(" "))
        }
        ("tournament" | "turnier" | "torneo", ["off" | "aus" | "fin"]) => Command::TournamentOff,
        ("tournament" | "turnier" | "torneo", ["off" | "aus" | "fin", _, ..]) => {
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
