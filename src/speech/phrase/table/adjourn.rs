//! The words of the adjournment and of the two scores in `tactus clock`:
//! the `adjourn-*` messages of `locales/*/tactus.ftl`, and a position
//! said square by square ("White: king e1, rook h1; Black: king e8"),
//! which the table gives when it cannot see the boards.

use fluent_bundle::FluentValue;
use shakmaty::{Board, Color, Role};

use super::side;
use crate::event::Reason;
use crate::notation::render::{move_words, role_words, square_words};
use crate::notation::{Lang, Style, format_message};
use crate::speech::phrase::Phrases;
use crate::speech::{Kind, Priority, Utterance};
use crate::table::{Finding, TableError, TableEvent};

/// The pieces of `board` square by square, each side's in the order
/// king, queen, rooks, bishops, knights, pawns: "White: king e1, rook h1.
/// Black: king e8."
pub(super) fn position_words(board: &Board, style: Style, lang: Lang) -> String {
    let list = |color: Color| {
        let pieces: Vec<String> = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .into_iter()
        .flat_map(|role| {
            (board.by_role(role) & board.by_color(color))
                .into_iter()
                .map(move |sq| {
                    format!(
                        "{} {}",
                        role_words(role, style, lang),
                        square_words(sq, style, lang)
                    )
                })
        })
        .collect();
        pieces.join(", ")
    };
    format_message(
        lang,
        "adjourn-position",
        &[
            ("white", list(Color::White).into()),
            ("black", list(Color::Black).into()),
        ],
    )
}

impl Phrases {
    fn clock_time(&self, ms: u64) -> FluentValue<'static> {
        self.duration_exact(ms).into()
    }

    /// What the adjournment or the comparison of the scores did.
    pub(super) fn adjourn_event(&self, event: &TableEvent) -> Utterance {
        let text = match event {
            TableEvent::Sealed {
                side: s,
                number,
                white,
                black,
            } => self.say(
                "adjourn-sealed",
                vec![
                    ("side", side(*s)),
                    ("number", (*number).into()),
                    ("white", self.clock_time(*white)),
                    ("black", self.clock_time(*black)),
                ],
            ),
            TableEvent::Unsealed {
                side: s,
                number,
                played,
                text,
                illegal,
            } => {
                let mut args = vec![
                    ("side", side(*s)),
                    ("number", (*number).into()),
                    ("next", side(s.other())),
                    ("text", text.clone().into()),
                ];
                match (played, illegal) {
                    (Some((before, mv)), _) => {
                        let words = move_words(before, *mv, self.style, self.lang, false);
                        args.push(("move", words.into()));
                        self.say("adjourn-unsealed", args)
                    }
                    (None, Some(why)) => {
                        let why = self.reason(&Reason::Parse(why.clone()));
                        args.push(("why", why.into()));
                        self.say("adjourn-unsealed-illegal", args)
                    }
                    (None, None) => self.say("adjourn-unsealed-unchecked", args),
                }
            }
            TableEvent::Reconciled(finding) => return self.finding(finding),
            TableEvent::Retraced {
                ply,
                number,
                mover,
                to_move,
                white,
                black,
                removed,
                running,
                paused,
            } => {
                let state = match (running, paused) {
                    (_, true) => "paused",
                    (Some(_), false) => "running",
                    (None, false) => "stopped",
                };
                let nothing = self.say("adjourn-nothing", vec![]);
                let removed_text = if removed.is_empty() {
                    nothing
                } else {
                    removed.join(", ")
                };
                let id = if *ply == 0 {
                    "adjourn-retraced-start"
                } else {
                    "adjourn-retraced"
                };
                self.say(
                    id,
                    vec![
                        ("number", (*number).into()),
                        ("side", side(*mover)),
                        ("count", removed.len().into()),
                        ("removed", removed_text.into()),
                        ("white", self.clock_time(*white)),
                        ("black", self.clock_time(*black)),
                        ("next", side(*to_move)),
                        ("state", state.into()),
                    ],
                )
            }
            _ => String::new(),
        };
        Utterance {
            priority: Priority::Next,
            kind: Kind::Info,
            text,
            moves: Vec::new(),
        }
    }

    /// What the comparison of the two scores found.
    fn finding(&self, finding: &Finding) -> Utterance {
        let board = |pos: &shakmaty::Chess| {
            use shakmaty::Position;
            position_words(pos.board(), self.board_style(), self.lang)
        };
        let text = match finding {
            Finding::Agree { plies, position } => self.say(
                "adjourn-agree",
                vec![
                    ("plies", (*plies).into()),
                    ("position", board(position).into()),
                ],
            ),
            Finding::Differ {
                ply,
                table,
                sighted,
                position,
                clocks,
            } => {
                let nothing = || self.say("adjourn-nothing", vec![]);
                let (number, mover) = crate::table::score::place(ply.saturating_sub(1));
                self.say(
                    if *ply == 0 {
                        "adjourn-differ-start"
                    } else {
                        "adjourn-differ"
                    },
                    vec![
                        ("ply", (*ply).into()),
                        ("after", (*ply + 1).into()),
                        ("number", number.into()),
                        ("side", side(mover)),
                        ("table", table.clone().unwrap_or_else(nothing).into()),
                        ("sighted", sighted.clone().unwrap_or_else(nothing).into()),
                        ("position", board(position).into()),
                        ("white", self.clock_time(clocks.white)),
                        ("black", self.clock_time(clocks.black)),
                    ],
                )
            }
            Finding::Illegal { ply, written } => self.say(
                "adjourn-illegal",
                vec![("ply", (*ply).into()), ("written", written.clone().into())],
            ),
        };
        Utterance {
            priority: Priority::Next,
            kind: Kind::Info,
            text,
            moves: Vec::new(),
        }
    }

    /// Why an adjournment or a retrace step was refused.
    pub(super) fn adjourn_refusal(&self, error: &TableError) -> String {
        match error {
            TableError::Adjourned(s) => {
                self.say("adjourn-refused-adjourned", vec![("side", side(*s))])
            }
            TableError::NotAdjourned => self.say("adjourn-refused-not-adjourned", vec![]),
            // Neither the sealed move nor why it cannot be played is said:
            // the words would tell the opponent what was to be sealed.
            TableError::SealMove {
                text,
                why: crate::notation::parse::ParseError::NotUnderstood(words),
            } if words.trim() == text.trim() => self.say("adjourn-refused-not-a-move", vec![]),
            TableError::SealMove { .. } => self.say("adjourn-refused-move", vec![]),
            TableError::SealNotAMove(_) => self.say("adjourn-refused-not-a-move", vec![]),
            TableError::RetraceBeyond { ply, plies } => self.say(
                "adjourn-refused-beyond",
                vec![("ply", (*ply).into()), ("plies", (*plies).into())],
            ),
            TableError::OtherStart => self.say("adjourn-refused-other-start", vec![]),
            other => other.to_string(),
        }
    }
}
