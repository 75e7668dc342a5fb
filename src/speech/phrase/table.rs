//! The clock game's events, refusals and lines (`tactus clock`) in the
//! player's language: every sentence from the `table-*` messages of
//! `locales/*/tactus.ftl`, times in words ("1 hour 12 minutes 5 seconds",
//! never "01:12:05"), moves in the player's style, refusals of the clock
//! and the move parser in the words the rest of tactus uses for them. The
//! arbiter's decisions, penalties and corrections are worded in
//! `table/arbiter.rs`, the adjournment and the two scores in
//! `table/adjourn.rs`, the envelope in `table/envelope.rs`.

use fluent_bundle::FluentValue;
use shakmaty::Color;

use super::Phrases;
use crate::event::Reason;
use crate::rules::time_control::preset::Preset;
use crate::speech::{Kind, Priority, Utterance};
use crate::table::{BoardEnd, CommandError, Score, TableError, TableEvent, Written, score};

mod adjourn;
mod arbiter;
mod envelope;

use adjourn::position_words;

/// A side as the messages select it.
fn side(c: Color) -> FluentValue<'static> {
    c.fold_wb("white", "black").into()
}

fn utterance(priority: Priority, kind: Kind, text: String) -> Utterance {
    Utterance {
        priority,
        kind,
        text,
        moves: Vec::new(),
    }
}

impl Phrases {
    /// What happened in the clock game, said to both players.
    pub fn table_event(&self, event: &TableEvent) -> Utterance {
        let clock = |text| utterance(Priority::Next, Kind::Clock, text);
        match event {
            TableEvent::Started { side: s } => {
                clock(self.say("table-started", vec![("side", side(*s))]))
            }
            TableEvent::Pressed {
                side: s,
                number,
                checked,
                unchecked,
                as_written,
            } => {
                let mut args = vec![("side", side(*s)), ("number", (*number).into())];
                let mut moves = Vec::new();
                let text = match (checked, unchecked) {
                    (_, Some(text)) if *as_written => {
                        args.push(("text", text.clone().into()));
                        self.say("table-press-written", args)
                    }
                    (Some((before, mv)), _) => {
                        let named = self.named_as(before, *mv, false);
                        args.push(("move", named.words.clone().into()));
                        moves.push(named);
                        self.say("table-press", args)
                    }
                    (None, Some(text)) => {
                        args.push(("text", text.clone().into()));
                        self.say("table-press-unchecked", args)
                    }
                    (None, None) => self.say("table-press-gap", args),
                };
                Utterance {
                    moves,
                    ..utterance(Priority::Normal, Kind::Move, text)
                }
            }
            TableEvent::BoardEnded { end } => {
                let (reason, winner) = match end {
                    BoardEnd::Checkmate { winner } => ("reason-checkmate", side(*winner)),
                    BoardEnd::Stalemate => ("reason-stalemate", "draw".into()),
                    BoardEnd::NoMaterial => ("reason-insufficient-material", "draw".into()),
                };
                let text = self.say(
                    "table-board-ended",
                    vec![
                        ("reason", self.say(reason, vec![]).into()),
                        (
                            "result",
                            self.say("result", vec![("winner", winner)]).into(),
                        ),
                    ],
                );
                utterance(Priority::Normal, Kind::Result, text)
            }
            TableEvent::PeriodEnded {
                side: s,
                moves,
                added,
            } => clock(self.say(
                "table-period",
                vec![
                    ("side", side(*s)),
                    ("moves", (*moves).into()),
                    ("time", self.duration_exact(*added).into()),
                ],
            )),
            TableEvent::ButtonIgnored { side: s, .. } => utterance(
                Priority::Normal,
                Kind::Refusal,
                self.say("table-button-ignored", vec![("side", side(*s))]),
            ),
            TableEvent::Paused => clock(self.say("table-paused", vec![])),
            TableEvent::Resumed => clock(self.say("table-resumed", vec![])),
            TableEvent::Corrected {
                correction,
                reading,
                moves,
            } => clock(self.correction(correction, *reading, *moves)),
            TableEvent::Filled {
                number,
                side: s,
                before,
                mv,
                misfit,
            } => {
                let named = self.named_as(before, *mv, false);
                let mut text = self.say(
                    "table-filled",
                    vec![
                        ("number", (*number).into()),
                        ("side", side(*s)),
                        ("move", named.words.clone().into()),
                    ],
                );
                if let Some(m) = misfit {
                    text.push_str(". ");
                    text.push_str(&self.say(
                        "table-misfit",
                        vec![
                            ("number", m.number.into()),
                            ("side", side(m.side)),
                            ("text", m.text.clone().into()),
                            ("why", self.reason(&Reason::Parse(m.why.clone())).into()),
                        ],
                    ));
                }
                Utterance {
                    moves: vec![named],
                    ..utterance(Priority::Normal, Kind::Move, text)
                }
            }
            TableEvent::Undone { side: s, number } => clock(self.say(
                "table-undone",
                vec![("side", side(*s)), ("number", (*number).into())],
            )),
            TableEvent::FlagFell {
                side: s,
                white,
                black,
            } => utterance(
                Priority::Now,
                Kind::Clock,
                self.say(
                    // "First" only when both flags are down.
                    if *white == 0 && *black == 0 {
                        "table-flag-first"
                    } else {
                        "table-flag"
                    },
                    vec![
                        ("side", side(*s)),
                        ("white", self.duration_exact(*white).into()),
                        ("black", self.duration_exact(*black).into()),
                    ],
                ),
            ),
            TableEvent::Continued {
                side: Some(s),
                charged,
            } => clock(self.say(
                "table-continued",
                vec![
                    ("side", side(*s)),
                    ("time", self.duration_exact(*charged).into()),
                ],
            )),
            TableEvent::Continued { side: None, .. } => {
                clock(self.say("table-continued-stopped", vec![]))
            }
            TableEvent::Sealed { .. }
            | TableEvent::Unsealed { .. }
            | TableEvent::Reconciled(_)
            | TableEvent::Retraced { .. } => self.adjourn_event(event),
            TableEvent::FilledAsWritten {
                number,
                side: s,
                text,
            } => utterance(
                Priority::Normal,
                Kind::Move,
                self.say(
                    "table-filled-written",
                    vec![
                        ("number", (*number).into()),
                        ("side", side(*s)),
                        ("text", text.clone().into()),
                    ],
                ),
            ),
            TableEvent::IllegalMove { .. }
            | TableEvent::WrongClaim { .. }
            | TableEvent::Touched { .. }
            | TableEvent::Adjusted { .. }
            | TableEvent::Decided { .. }
            | TableEvent::NoCodeNeeded
            | TableEvent::CodeAsked
            | TableEvent::CodeWrong
            | TableEvent::ArbiterOpened
            | TableEvent::ArbiterClosed
            | TableEvent::TournamentLeft => self.arbiter_event(event),
        }
    }

    /// Why a step of the clock game was refused: said at once.
    pub fn table_refusal(&self, error: &TableError) -> Utterance {
        let why = |e: &crate::notation::parse::ParseError| self.reason(&Reason::Parse(e.clone()));
        let text = match error {
            TableError::Clock(e) => self.reason(&Reason::Clock(*e)),
            // Words that make no move at all: "xx9 is not a move", not
            // "xx9: not understood: xx9".
            TableError::Move {
                text,
                why: crate::notation::parse::ParseError::NotUnderstood(words),
            } if words.trim() == text.trim() => {
                self.say("table-not-a-move", vec![("text", text.clone().into())])
            }
            TableError::Move { text, why: w } => self.say(
                "table-refused-move",
                vec![("text", text.clone().into()), ("why", why(w).into())],
            ),
            TableError::NotAMove(text) => {
                self.say("table-not-a-move", vec![("text", text.clone().into())])
            }
            TableError::NotStarted => self.say("table-not-started", vec![]),
            TableError::NoGap { number } => {
                self.say("table-no-gap", vec![("number", (*number).into())])
            }
            TableError::EarlierGap { number } => {
                self.say("table-earlier-gap", vec![("number", (*number).into())])
            }
            TableError::FillMove {
                number,
                text,
                why: w,
            } => self.say(
                "table-fill-move",
                vec![
                    ("number", (*number).into()),
                    ("text", text.clone().into()),
                    ("why", why(w).into()),
                ],
            ),
            TableError::NothingToUndo => self.say("table-nothing-to-undo", vec![]),
            TableError::CorrectedSinceLastPress => self.say("table-corrected-since", vec![]),
            TableError::FlagFallen(s) => self.say("table-flag-fallen", vec![("side", side(*s))]),
            TableError::Adjourned(_)
            | TableError::NotAdjourned
            | TableError::SealMove { .. }
            | TableError::SealNotAMove(_)
            | TableError::RetraceBeyond { .. }
            | TableError::OtherStart => self.adjourn_refusal(error),
            TableError::GameOver => self.say("table-game-over", vec![]),
            TableError::ArbiterOnly => self.say("table-arbiter-only", vec![]),
            TableError::NoMoveOnScore => self.say("table-no-move-on-score", vec![]),
            TableError::ScoreGap { number } => {
                self.say("table-score-gap", vec![("number", (*number).into())])
            }
            TableError::BadFen(text) => {
                self.say("table-bad-fen", vec![("text", text.clone().into())])
            }
            TableError::FenNotOnScore(text) => self.say(
                "table-fen-not-on-score",
                vec![("text", text.clone().into())],
            ),
            TableError::NoPieceThere(square) => self.say(
                "table-no-piece",
                vec![("square", square.to_string().into())],
            ),
        };
        utterance(Priority::Now, Kind::Refusal, text)
    }

    /// Why a line typed to the clock could not be read.
    pub fn command_error(&self, error: &CommandError) -> Utterance {
        let text = match error {
            CommandError::NoSide { command } => {
                self.say("table-no-side", vec![("command", command.clone().into())])
            }
            CommandError::BadTime { text } => {
                self.say("table-bad-time", vec![("text", text.clone().into())])
            }
            CommandError::BadNumber { text } => {
                self.say("table-bad-number", vec![("text", text.clone().into())])
            }
            CommandError::BadSquare { text } => {
                self.say("table-bad-square", vec![("text", text.clone().into())])
            }
            CommandError::Usage { usage, .. } => {
                self.say("table-usage", vec![("usage", (*usage).into())])
            }
        };
        utterance(Priority::Now, Kind::Refusal, text)
    }

    /// The score so far, one move number per sentence: "1. e4, e5". In
    /// tournament mode (`as_written`) a move not checked is read as
    /// written, like any other.
    pub fn table_score(&self, score: &Score, as_written: bool) -> Utterance {
        let entries = score.entries();
        if entries.is_empty() {
            return utterance(
                Priority::Normal,
                Kind::Info,
                self.say("table-score-empty", vec![]),
            );
        }
        let written = |w: &Written| match w {
            Written::Gap => self.say("table-gap", vec![]),
            Written::Checked(san) => san.clone(),
            Written::Unchecked(text) if as_written => text.clone(),
            Written::Unchecked(text) => {
                self.say("table-unchecked", vec![("text", text.clone().into())])
            }
        };
        let lines: Vec<String> = entries
            .chunks(2)
            .enumerate()
            .map(|(i, pair)| {
                let (number, _) = score::place(i * 2);
                let white = written(&pair[0].written);
                match pair.get(1) {
                    Some(b) => self.say(
                        "table-score-move",
                        vec![
                            ("number", number.into()),
                            ("white", white.into()),
                            ("black", written(&b.written).into()),
                        ],
                    ),
                    None => self.say(
                        "table-score-half",
                        vec![("number", number.into()), ("white", white.into())],
                    ),
                }
            })
            .collect();
        utterance(Priority::Normal, Kind::Info, lines.join("; "))
    }

    /// A preset with its words: "blitz: 3+2, 3 minutes plus 2 seconds per move".
    pub fn preset(&self, preset: &Preset) -> String {
        self.say(
            "table-preset",
            vec![
                ("name", preset.name.into()),
                ("control", preset.control.into()),
                ("words", self.time_control(&preset.time_control()).into()),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};
    use shakmaty::{Chess, Position, Square};

    /// A move pressed with the clock or filled into a gap is named to
    /// the braille display by its words in the line, for the chess code.
    #[test]
    fn a_pressed_or_filled_move_names_its_move() {
        let words = Phrases::new(Style::Spoken, Lang::En, false);
        let before = Chess::default();
        let nf3 = before
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == Square::F3 && m.from() == Some(Square::G1))
            .unwrap();
        let pressed = words.table_event(&TableEvent::Pressed {
            side: Color::White,
            number: 1,
            checked: Some((before.clone(), nf3)),
            unchecked: None,
            as_written: false,
        });
        let filled = words.table_event(&TableEvent::Filled {
            number: 1,
            side: Color::White,
            before,
            mv: nf3,
            misfit: None,
        });
        for said in [pressed, filled] {
            let [named] = said.moves.as_slice() else {
                panic!("one move named: {said:?}");
            };
            assert_eq!(named.san.to_string(), "Nf3");
            assert!(said.text.contains(&named.words), "{said:?}");
        }
    }
}
