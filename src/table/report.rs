//! The words of the arbiter's report: each [`Incident`] as one line in a
//! language (the `incident-*` messages of `locales/*/tactus.ftl`). The PGN
//! comments use the English line ([`super::record`]); `tactus arbiter log`
//! the player's language.
//!
//! A line reads: the time of day (UTC), what happened, the penalty, both
//! clocks before and after (`h:mm:ss`), and the position when known:
//! `14:32:05 illegal move by White (1st): Ke3 taken back; Black +2 min;
//! clocks before W 1:02:03 B 0:58:00, after W 1:02:03 B 1:00:00; position
//! rnbqkbnr/…`.

use fluent_bundle::FluentValue;
use shakmaty::Color;

use super::incident::{Decision, Ending, Incident, Obligation, Penalty, Readings, What, Who};
use crate::notation::{Lang, format_message};
use crate::rules::Millis;
use crate::rules::pgn;

/// A clock reading to the second, `1:02:03`.
fn format_clock(ms: Millis) -> String {
    pgn::format_clock(ms / 1000 * 1000)
}

type Args<'a> = Vec<(&'a str, FluentValue<'a>)>;

/// The time of day of `wall_ms` (ms since the Unix epoch), `hh:mm:ss` UTC.
pub fn time_of_day(wall_ms: u64) -> String {
    let s = (wall_ms / 1000) % 86_400;
    format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// A penalty's time: `2 min`, `30 s`, `1 min 30 s`.
fn minutes(ms: Millis) -> String {
    let s = ms / 1000;
    match (s / 60, s % 60) {
        (0, sec) => format!("{sec} s"),
        (min, 0) => format!("{min} min"),
        (min, sec) => format!("{min} min {sec} s"),
    }
}

fn color_key(c: Color) -> FluentValue<'static> {
    c.fold_wb("white", "black").into()
}

fn obligation_key(o: Obligation) -> &'static str {
    match o {
        Obligation::MoveIt => "move-it",
        Obligation::CannotMove => "cannot-move",
        Obligation::CaptureIt => "capture-it",
        Obligation::CannotCapture => "cannot-capture",
        Obligation::NotOnMove => "not-on-move",
    }
}

/// The words of one language for the arbiter's report.
#[derive(Clone, Copy, Debug)]
pub struct Report {
    /// The language.
    pub lang: Lang,
}

impl Report {
    /// The key of a piece's kind in the `incident-piece` message.
    pub fn role_key(role: shakmaty::Role) -> &'static str {
        match role {
            shakmaty::Role::Pawn => "pawn",
            shakmaty::Role::Knight => "knight",
            shakmaty::Role::Bishop => "bishop",
            shakmaty::Role::Rook => "rook",
            shakmaty::Role::Queen => "queen",
            shakmaty::Role::King => "king",
        }
    }

    fn say(&self, id: &str, args: Args<'_>) -> String {
        format_message(self.lang, id, &args)
    }

    fn side(&self, c: Color) -> String {
        self.say("incident-side", vec![("side", color_key(c))])
    }

    fn who(&self, who: Who) -> String {
        match who {
            Who::White => self.side(Color::White),
            Who::Black => self.side(Color::Black),
            Who::Arbiter => self.say("incident-arbiter", vec![]),
        }
    }

    /// The piece as the log keeps it (`white knight`) in this language.
    fn piece(&self, piece: &str) -> String {
        let mut words = piece.split(' ');
        let color = words.next().unwrap_or("").to_owned();
        let role = words.next().unwrap_or("").to_owned();
        self.say(
            "incident-piece",
            vec![("color", color.into()), ("role", role.into())],
        )
    }

    /// What happened, in words.
    pub fn what(&self, incident: &Incident) -> String {
        let who = self.who(incident.who);
        match &incident.what {
            What::IllegalMove { removed, count } => self.say(
                "incident-illegal",
                vec![
                    ("side", who.into()),
                    ("count", (*count).into()),
                    ("removed", removed.join(" ").into()),
                ],
            ),
            What::WrongClaim => self.say("incident-wrong-claim", vec![("side", who.into())]),
            What::Touched {
                square,
                piece,
                obligation,
            } => self.say(
                "incident-touched",
                vec![
                    ("side", who.into()),
                    ("piece", self.piece(piece).into()),
                    ("square", square.clone().into()),
                    ("obligation", obligation_key(*obligation).into()),
                ],
            ),
            What::Adjusted => self.say("incident-adjusted", vec![]),
            What::Added { side, ms } => self.say(
                "incident-added",
                vec![
                    ("side", self.side(*side).into()),
                    ("time", minutes(*ms).into()),
                ],
            ),
            What::Subtracted { side, ms } => self.say(
                "incident-subtracted",
                vec![
                    ("side", self.side(*side).into()),
                    ("time", minutes(*ms).into()),
                ],
            ),
            What::Set { side, ms } => self.say(
                "incident-set",
                vec![
                    ("side", self.side(*side).into()),
                    ("time", format_clock(*ms).into()),
                ],
            ),
            What::MovesSet { side, moves } => self.say(
                "incident-moves-set",
                vec![
                    ("side", self.side(*side).into()),
                    ("moves", (*moves).into()),
                ],
            ),
            What::Undone { side, number } => self.say(
                "incident-undone",
                vec![
                    ("side", self.side(*side).into()),
                    ("number", (*number).into()),
                ],
            ),
            What::Paused => self.say("incident-paused", vec![]),
            What::Resumed => self.say("incident-resumed", vec![]),
            What::FlagFell if incident.after.white_ms == 0 && incident.after.black_ms == 0 => {
                self.say("incident-flag-first", vec![("side", who.into())])
            }
            What::FlagFell => self.say("incident-flag", vec![("side", who.into())]),
            What::Result { decision, reason } => self.say(
                "incident-result",
                vec![
                    ("result", decision.as_str().into()),
                    ("reason", reason.clone().into()),
                ],
            ),
            What::Unplayable { number, text } => self.say(
                "incident-unplayable",
                vec![
                    ("side", who.into()),
                    ("number", (*number).into()),
                    ("text", text.clone().into()),
                ],
            ),
            What::CodeWrong => self.say("incident-code-wrong", vec![]),
            What::ArbiterIn => self.say("incident-arbiter-in", vec![]),
            What::ArbiterOut => self.say("incident-arbiter-out", vec![]),
            What::TournamentLeft => self.say("incident-tournament-left", vec![]),
            What::Sealed { side, number } => self.say(
                "incident-sealed",
                vec![
                    ("side", self.side(*side).into()),
                    ("number", (*number).into()),
                ],
            ),
            What::Unsealed { side, number } => self.say(
                "incident-unsealed",
                vec![
                    ("side", self.side(*side).into()),
                    ("number", (*number).into()),
                ],
            ),
            What::Reconciled {
                found,
                agreed,
                table,
                sighted,
            } => self.say(
                "incident-reconciled",
                vec![
                    (
                        "found",
                        match found {
                            super::incident::Comparison::Agree => "agree",
                            super::incident::Comparison::Differ => "differ",
                            super::incident::Comparison::Illegal => "illegal",
                        }
                        .into(),
                    ),
                    ("agreed", (*agreed).into()),
                    ("table", (*table).into()),
                    ("sighted", (*sighted).into()),
                ],
            ),
            What::Retraced { to_ply, removed } => self.say(
                "incident-retraced",
                vec![
                    ("ply", (*to_ply).into()),
                    ("removed", removed.join(" ").into()),
                ],
            ),
        }
    }

    /// The penalty, in words.
    pub fn penalty(&self, penalty: Penalty) -> String {
        match penalty {
            Penalty::Time { side, added_ms } => self.say(
                "incident-penalty-time",
                vec![
                    ("side", self.side(side).into()),
                    ("time", minutes(added_ms).into()),
                ],
            ),
            Penalty::Lost { side } => self.say(
                "incident-penalty-lost",
                vec![("side", self.side(side).into())],
            ),
            Penalty::Drawn { side } => self.say(
                "incident-penalty-drawn",
                vec![("opponent", self.side(!side).into())],
            ),
        }
    }

    fn clocks(&self, before: Readings, after: Readings) -> String {
        self.say(
            "incident-clocks",
            vec![
                ("white-before", format_clock(before.white_ms).into()),
                ("black-before", format_clock(before.black_ms).into()),
                ("white-after", format_clock(after.white_ms).into()),
                ("black-after", format_clock(after.black_ms).into()),
            ],
        )
    }

    /// The whole line of one incident.
    pub fn line(&self, incident: &Incident) -> String {
        let mut parts = vec![format!(
            "{} {}",
            time_of_day(incident.wall_ms),
            self.what(incident)
        )];
        if let Some(p) = incident.penalty {
            parts.push(self.penalty(p));
        }
        parts.push(self.clocks(incident.before, incident.after));
        if let Some(fen) = &incident.fen {
            parts.push(self.say("incident-position", vec![("fen", fen.clone().into())]));
        }
        parts.join("; ")
    }

    /// How the game ended by a decision, in words (the reason of the PGN
    /// tag `ArbiterDecision` for a loss by illegal moves).
    pub fn ending(&self, ending: &Ending) -> String {
        match ending {
            Ending::Arbiter { reason, .. } => reason.clone(),
            Ending::IllegalMoves { side, count, drawn } => self.say(
                "incident-ending-illegal",
                vec![
                    ("side", self.side(*side).into()),
                    ("count", (*count).into()),
                    ("drawn", if *drawn { "yes" } else { "no" }.into()),
                    ("opponent", self.side(!*side).into()),
                ],
            ),
        }
    }

    /// A decision's result in words for the report's last line.
    pub fn decision(&self, decision: Decision) -> String {
        decision.as_str().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_of_day_is_utc_to_the_second() {
        assert_eq!(time_of_day(0), "00:00:00");
        assert_eq!(
            time_of_day((14 * 3600 + 32 * 60 + 5) * 1000 + 999),
            "14:32:05"
        );
        assert_eq!(time_of_day(86_400_000 + 61_000), "00:01:01");
    }

    #[test]
    fn penalties_in_minutes_and_seconds() {
        assert_eq!(minutes(120_000), "2 min");
        assert_eq!(minutes(30_000), "30 s");
        assert_eq!(minutes(90_000), "1 min 30 s");
    }
}
