//! The lines of `tactus clock`: one parser for every front end of the
//! clock, so that the terminal and a window's command line read the same
//! words.
//!
//! * an empty line presses the running side's clock; any other line that
//!   is no command is a move given with the press (`Nf3`, `knight f3`,
//!   `Springer Felix drei`);
//! * `start`; `c` (both clocks), `c me`, `c opp`; `left`, `right` (the
//!   clock buttons by where they stand);
//! * `pause`, `resume`, `score`, `fill N [white|black] MOVE`, `undo`;
//! * the arbiter's corrections: `add white 2m`, `sub black 30s`,
//!   `set white 1:05:00`, `moves white 40`;
//! * the adjournment: `seal [MOVE]`, `unseal`; the two scores:
//!   `reconcile SIGHTED.pgn`, `retrace N`;
//! * `mute [white|black]`, `unmute [white|black]`: the talking clock's
//!   announcements of a side's clock (of both without a side);
//! * `save FILE.pgn`, `help`, `quit`.
//! * the arbiter's commands, each in English, German or Spanish:
//!   `illegal [FEN]` (`regelwidrig`, `ilegal`), `claim wrong white`
//!   (`reklamation falsch`, `reclamación errónea`), `touched white e2`
//!   (`berührt`, `tocada`), `adjust 1:02:00 58:00` (`einstellen`,
//!   `ajustar`), `result 1-0 REASON` (`ergebnis`, `resultado`), `arbiter`
//!   (`schiedsrichter`, `árbitro`), `arbiter done` (`fertig`, `fin`),
//!   `tournament off` (`turnier aus`, `torneo fin`).
//!
//! Every command has its German and Spanish words too (`uhr`/`reloj`,
//! `pausa`, `weiter`/`reanudar`, `nachtragen`/`completar`, `plus`/`añadir`,
//! `abgeben`/`sellar`…): the words are `locales/*/input.ftl`'s, read
//! through [`crate::notation::vocabulary`]. Sides are `white`/`black` or
//! `w`/`b`, in German `weiß`/`schwarz` and in Spanish `blancas`/`negras`
//! too. Durations are `2m`, `30s`, `1h5m`, `1m30s`, or `h:mm:ss` and
//! `m:ss`.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::TableSide;
use super::incident::Decision;
use crate::notation::vocabulary::{Group, find};
use crate::rules::Millis;
use crate::rules::clock::Which;

mod arbiter;
mod values;
mod words;

use arbiter::arbiter_command;
use values::number;
pub use values::{duration, side_word};
use words::key;

/// An arbiter's correction of one clock (Articles 6.10, 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Correction {
    /// Time added.
    Add(#[serde(with = "crate::rules::serde_color")] Color, Millis),
    /// Time taken away.
    Sub(#[serde(with = "crate::rules::serde_color")] Color, Millis),
    /// The clock set to a reading.
    Set(#[serde(with = "crate::rules::serde_color")] Color, Millis),
    /// The move count set.
    Moves(#[serde(with = "crate::rules::serde_color")] Color, u32),
}

impl Correction {
    /// Whose clock it corrects.
    pub fn side(&self) -> Color {
        match *self {
            Correction::Add(s, _)
            | Correction::Sub(s, _)
            | Correction::Set(s, _)
            | Correction::Moves(s, _) => s,
        }
    }
}

/// What a line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Press the running side's clock, with the move if one was given.
    Press(Option<String>),
    /// A clock button, by where it stands.
    Button(TableSide),
    /// Start the clock.
    Start,
    /// Say the clocks.
    Clock(Which),
    /// Pause the clocks.
    Pause,
    /// Resume the clocks.
    Resume,
    /// Read the score.
    Score,
    /// Fill a gap.
    Fill {
        /// The move number.
        number: u32,
        /// Whose move, if said; else the first gap of that number.
        side: Option<Color>,
        /// The move.
        text: String,
    },
    /// Take back the last press.
    Undo,
    /// An arbiter's correction.
    Correct(Correction),
    /// Seal the move: the move given, or ask for it.
    Seal(Option<String>),
    /// Open the envelope: play the sealed move.
    Unseal,
    /// Compare the table's score with the sighted player's in this PGN file.
    Reconcile(String),
    /// Take the score and the clocks back to the position after this half-move.
    Retrace(u32),
    /// The last completed move was illegal; the position to reinstate, if
    /// the arbiter names one (FEN).
    Illegal(Option<String>),
    /// A wrong draw claim by this side.
    ClaimWrong(Color),
    /// This side touched the piece on this square.
    Touched(Color, shakmaty::Square),
    /// Both clocks set: White's and Black's readings.
    Adjust(Millis, Millis),
    /// The arbiter's result and his reason.
    Result(Decision, String),
    /// The arbiter identifies himself (tournament mode).
    Arbiter,
    /// The arbiter is done.
    ArbiterDone,
    /// Leave tournament mode.
    TournamentOff,
    /// `arbiter CODE` or `tournament off CODE`: the command with the
    /// arbiter's code on the same line.
    Code(super::Asking, String),
    /// The talking clock's announcements of a side's clock (of both
    /// without a side) muted (`true`) or announced again.
    Mute(Option<Color>, bool),
    /// Save the score to a file.
    Save(String),
    /// Say the commands.
    Help,
    /// Leave.
    Quit,
}

/// Why a command line could not be read. Nothing was done.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// The command needs a side.
    #[error("{command}: say white or black")]
    NoSide {
        /// The command word.
        command: String,
    },
    /// Not a duration.
    #[error("\"{text}\" is not a time: write 2m, 30s, 1h5m or 1:05:00")]
    BadTime {
        /// What was written.
        text: String,
    },
    /// Not a number.
    #[error("\"{text}\" is not a number")]
    BadNumber {
        /// What was written.
        text: String,
    },
    /// Not a square.
    #[error("\"{text}\" is not a square: write e2")]
    BadSquare {
        /// What was written.
        text: String,
    },
    /// Something is missing.
    #[error("{command}: {usage}")]
    Usage {
        /// The command word.
        command: String,
        /// How it is written.
        usage: &'static str,
    },
}

/// Reads a line; see the [module documentation](self).
pub fn parse_command(line: &str) -> Result<Command, CommandError> {
    let line = line.trim();
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(first) = words.first() else {
        return Ok(Command::Press(None));
    };
    let Some(head) = key(first) else {
        return Ok(Command::Press(Some(line.to_owned())));
    };
    let rest = &words[1..];
    let usage = |usage: &'static str| CommandError::Usage {
        command: head.to_owned(),
        usage,
    };
    let side_of = |word: Option<&&str>| {
        word.and_then(|w| side_word(w))
            .ok_or_else(|| CommandError::NoSide {
                command: head.to_owned(),
            })
    };
    if let Some(command) = arbiter_command(head, &first.to_lowercase(), rest) {
        return command;
    }
    let command = match (head, rest) {
        ("start", []) => Command::Start,
        ("clock", []) => Command::Clock(Which::Both),
        ("clock", [w]) if find(Group::Which, w) == Some("own") => Command::Clock(Which::Own),
        ("clock", [w]) if find(Group::Which, w) == Some("opponent") => {
            Command::Clock(Which::Opponent)
        }
        ("left", []) => Command::Button(TableSide::Left),
        ("right", []) => Command::Button(TableSide::Right),
        ("pause", []) => Command::Pause,
        ("resume", []) => Command::Resume,
        ("score", []) => Command::Score,
        ("undo", []) => Command::Undo,
        ("help", []) => Command::Help,
        ("quit", []) => Command::Quit,
        ("mute" | "unmute", []) => Command::Mute(None, head == "mute"),
        ("mute" | "unmute", [side]) => Command::Mute(Some(side_of(Some(side))?), head == "mute"),
        ("mute" | "unmute", _) => return Err(usage("mute black, unmute black")),
        ("save", [file]) => Command::Save((*file).to_owned()),
        ("save", _) => return Err(usage("save FILE.pgn")),
        ("fill", [n, more @ ..]) if !more.is_empty() => {
            let number = number(n.trim_end_matches('.'))?;
            let (side, text) = match side_word(more[0]) {
                Some(side) if more.len() > 1 => (Some(side), &more[1..]),
                _ => (None, more),
            };
            Command::Fill {
                number,
                side,
                text: text.join(" "),
            }
        }
        ("fill", _) => return Err(usage("fill N MOVE, such as fill 12 Nf3")),
        ("add" | "sub" | "set", [side, time]) => {
            let side = side_of(Some(side))?;
            let time = duration(time)?;
            Command::Correct(match head {
                "add" => Correction::Add(side, time),
                "sub" => Correction::Sub(side, time),
                _ => Correction::Set(side, time),
            })
        }
        ("add" | "sub" | "set", [side, ..]) if side_word(side).is_none() => {
            return Err(CommandError::NoSide {
                command: head.to_owned(),
            });
        }
        ("add" | "sub" | "set", _) => {
            return Err(usage("add white 2m, sub black 30s, set white 1:05:00"));
        }
        ("moves", [side, n]) => {
            Command::Correct(Correction::Moves(side_of(Some(side))?, number(n)?))
        }
        ("moves", _) => return Err(usage("moves white 40")),
        ("seal", []) => Command::Seal(None),
        ("seal", text) => Command::Seal(Some(text.join(" "))),
        ("unseal", []) => Command::Unseal,
        ("reconcile", [_, ..]) => Command::Reconcile(rest.join(" ")),
        ("reconcile", _) => return Err(usage("reconcile SIGHTED.pgn")),
        ("retrace", [n]) => Command::Retrace(number(n)?),
        ("retrace", _) => return Err(usage("retrace N, such as retrace 12")),
        _ => Command::Press(Some(line.to_owned())),
    };
    Ok(command)
}

#[cfg(test)]
mod tests {
    use super::values::{MINUTE, SECOND};
    use super::*;

    #[test]
    fn lines_into_commands() {
        assert_eq!(parse_command(""), Ok(Command::Press(None)));
        assert_eq!(parse_command("  "), Ok(Command::Press(None)));
        assert_eq!(
            parse_command("Springer Felix drei"),
            Ok(Command::Press(Some("Springer Felix drei".into())))
        );
        assert_eq!(parse_command("c"), Ok(Command::Clock(Which::Both)));
        assert_eq!(parse_command("c me"), Ok(Command::Clock(Which::Own)));
        assert_eq!(parse_command("c opp"), Ok(Command::Clock(Which::Opponent)));
        assert_eq!(
            parse_command("add white 2m"),
            Ok(Command::Correct(Correction::Add(Color::White, 2 * MINUTE)))
        );
        assert_eq!(
            parse_command("sub schwarz 30s"),
            Ok(Command::Correct(Correction::Sub(Color::Black, 30 * SECOND)))
        );
        assert_eq!(
            parse_command("set blancas 1:05:00"),
            Ok(Command::Correct(Correction::Set(Color::White, 65 * MINUTE)))
        );
        assert_eq!(
            parse_command("moves white 40"),
            Ok(Command::Correct(Correction::Moves(Color::White, 40)))
        );
        assert_eq!(
            parse_command("fill 12 knight f3"),
            Ok(Command::Fill {
                number: 12,
                side: None,
                text: "knight f3".into()
            })
        );
        assert_eq!(
            parse_command("fill 12 black Nf6"),
            Ok(Command::Fill {
                number: 12,
                side: Some(Color::Black),
                text: "Nf6".into()
            })
        );
        assert!(matches!(
            parse_command("add purple 2m"),
            Err(CommandError::NoSide { .. })
        ));
        assert!(matches!(
            parse_command("add white 2"),
            Err(CommandError::BadTime { .. })
        ));
        assert!(matches!(
            parse_command("fill x Nf3"),
            Err(CommandError::BadNumber { .. })
        ));
        assert!(matches!(
            parse_command("fill"),
            Err(CommandError::Usage { .. })
        ));
    }

    #[test]
    fn the_adjournment_and_the_two_scores() {
        assert_eq!(parse_command("seal"), Ok(Command::Seal(None)));
        assert_eq!(
            parse_command("seal knight f3"),
            Ok(Command::Seal(Some("knight f3".into())))
        );
        assert_eq!(parse_command("unseal"), Ok(Command::Unseal));
        assert_eq!(
            parse_command("reconcile sighted.pgn"),
            Ok(Command::Reconcile("sighted.pgn".into()))
        );
        assert_eq!(parse_command("retrace 12"), Ok(Command::Retrace(12)));
        assert!(matches!(
            parse_command("retrace twelve"),
            Err(CommandError::BadNumber { .. })
        ));
        assert!(matches!(
            parse_command("reconcile"),
            Err(CommandError::Usage { .. })
        ));
    }
}
