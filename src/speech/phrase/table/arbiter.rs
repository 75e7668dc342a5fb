//! The arbiter's decisions in the clock game's words: an illegal move, a
//! wrong claim, a touched piece, both clocks set, his result, his code and
//! tournament mode (the `table-*` messages of `locales/*/tactus.ftl`),
//! and the penalties and clock corrections they bring, times in words.

use super::super::role_key;
use super::{side, utterance};
use crate::speech::phrase::Phrases;
use crate::speech::{Kind, Priority, Utterance};
use crate::table::{Correction, Obligation, Penalty, TableEvent};

impl Phrases {
    /// The arbiter's events: what he decided, said to both players.
    pub(super) fn arbiter_event(&self, event: &TableEvent) -> Utterance {
        let info = |text| utterance(Priority::Next, Kind::Info, text);
        let text = match event {
            TableEvent::IllegalMove {
                side: s,
                number,
                count,
                penalty,
                turn,
                reading,
            } => {
                let mut text = self.say(
                    "table-illegal",
                    vec![
                        ("side", side(*s)),
                        ("number", (*number).into()),
                        ("count", (*count).into()),
                    ],
                );
                text.push(' ');
                text.push_str(&self.penalty(*penalty, *reading));
                if let Penalty::Time { .. } = penalty {
                    text.push(' ');
                    text.push_str(&self.say("table-illegal-turn", vec![("turn", side(*turn))]));
                }
                text
            }
            TableEvent::WrongClaim {
                side: s,
                added,
                reading,
            } => {
                let mut text = self.say("table-wrong-claim", vec![("side", side(*s))]);
                text.push(' ');
                let penalty = Penalty::Time {
                    side: !*s,
                    added_ms: *added,
                };
                text.push_str(&self.penalty(penalty, *reading));
                text
            }
            TableEvent::Touched {
                side: s,
                square,
                piece,
                obligation,
            } => {
                let key = |o| match o {
                    Obligation::MoveIt => "move-it",
                    Obligation::CannotMove => "cannot-move",
                    Obligation::CaptureIt => "capture-it",
                    Obligation::CannotCapture => "cannot-capture",
                    Obligation::NotOnMove => "not-on-move",
                };
                let piece = self.say(
                    "incident-piece",
                    vec![
                        ("color", side(piece.color)),
                        ("role", role_key(piece.role).into()),
                    ],
                );
                self.say(
                    "table-touched",
                    vec![
                        ("side", side(*s)),
                        ("piece", piece.into()),
                        ("square", square.to_string().into()),
                        ("obligation", key(*obligation).into()),
                    ],
                )
            }
            TableEvent::Adjusted { white, black } => self.say(
                "table-adjusted",
                vec![
                    ("white", self.duration_exact(*white).into()),
                    ("black", self.duration_exact(*black).into()),
                ],
            ),
            TableEvent::Decided { decision, reason } => self.say(
                "table-decided",
                vec![
                    ("result", decision.as_str().into()),
                    ("reason", reason.clone().into()),
                ],
            ),
            TableEvent::NoCodeNeeded => self.say("table-no-code-needed", vec![]),
            TableEvent::CodeAsked => self.say("table-code-asked", vec![]),
            TableEvent::CodeWrong => {
                return utterance(
                    Priority::Now,
                    Kind::Refusal,
                    self.say("table-code-wrong", vec![]),
                );
            }
            TableEvent::ArbiterOpened => self.say("table-arbiter-opened", vec![]),
            TableEvent::ArbiterClosed => self.say("table-arbiter-closed", vec![]),
            TableEvent::TournamentLeft => self.say("table-tournament-left", vec![]),
            _ => String::new(),
        };
        info(text)
    }

    /// A penalty in words; `reading`, the clock's reading after it.
    fn penalty(&self, penalty: Penalty, reading: u64) -> String {
        match penalty {
            Penalty::Time { side: s, added_ms } => self.say(
                "table-penalty-time",
                vec![
                    ("side", side(s)),
                    ("time", self.duration_exact(added_ms).into()),
                    ("reading", self.duration_exact(reading).into()),
                ],
            ),
            Penalty::Lost { side: s } => self.say("table-penalty-lost", vec![("side", side(s))]),
            Penalty::Drawn { side: s } => {
                self.say("table-penalty-drawn", vec![("opponent", side(!s))])
            }
        }
    }

    /// A correction of one clock in words, with the reading after it.
    pub(super) fn correction(&self, correction: &Correction, reading: u64, moves: u32) -> String {
        let s = side(correction.side());
        let reading = self.duration_exact(reading);
        match *correction {
            Correction::Add(_, t) => self.say(
                "table-added",
                vec![
                    ("side", s),
                    ("time", self.duration_exact(t).into()),
                    ("reading", reading.into()),
                ],
            ),
            Correction::Sub(_, t) => self.say(
                "table-subtracted",
                vec![
                    ("side", s),
                    ("time", self.duration_exact(t).into()),
                    ("reading", reading.into()),
                ],
            ),
            Correction::Set(..) => {
                self.say("table-set", vec![("side", s), ("reading", reading.into())])
            }
            Correction::Moves(..) => self.say(
                "table-moves-set",
                vec![("side", s), ("moves", moves.into())],
            ),
        }
    }
}
