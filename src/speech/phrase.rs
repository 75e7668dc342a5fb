//! Events into sentences, in the chosen style and language.
//!
//! Every sentence comes from `locales/{en,de,es}/tactus.ftl`; the chess words
//! inside them (moves, squares, pieces) come from [`crate::notation`] in the
//! chosen [`Style`]. What a blind player hears:
//!
//! * the opponent's move with the side, "Black: Knight f6" (said *next*, never
//!   dropped); his own move echoed without it, "Knight f3" (*normal*); a move
//!   that mates, and the end of the game, *now*;
//! * whose move it is and its number on request: "White to move, move 12";
//! * a square as a finger feels it: "e4, dark square, raised, black knight,
//!   marked" (dark squares are raised, black pieces are marked);
//! * clock readings the way people say them: "White: 1 hour 12 minutes, 23
//!   moves", "Your clock: 4 minutes 30 seconds, 23 moves" (*normal* on
//!   request, *next* when the talking clock speaks by itself); "Time control
//!   reached, 30 minutes added"; "Your flag fell" (*now*);
//! * every refusal with its reason (*now*).
//!
//! The listener (the player this device speaks to, if any) turns "White" into
//! "you" where it concerns him. Refusals are worded in the `reason` submodule.
//! The clock game of `tactus clock` is worded in `table` (its events,
//! refusals, score and envelope) and `clock` (what its front end tells
//! of its own, and the words its window shows).

mod advice;
mod board;
mod clock;
mod course;
mod engine;
mod focus;
mod heard;
mod intro;
mod keeping;
mod laws;
mod notice;
mod openings;
mod procedure;
mod puzzle;
mod reason;
mod recording;
mod result;
mod setting;
mod speech_fault;
mod table;
mod tournament;

pub use clock::{ClockNote, PanFault};

use fluent_bundle::FluentValue;
use shakmaty::{
    Chess, Color, KnownOutcome, Move, Outcome, Piece, Position, Role, Square, san::SanPlus,
};

use super::{Kind, Priority, Utterance};
use crate::{
    event::{Event, Notice},
    notation::{
        Lang, Style,
        render::{Named, move_words, move_words_bare, piece_words, square_words},
    },
    rules::{
        Millis,
        outcome::{Ended, Termination},
        time_control::{DelayKind, TimeControl},
    },
    session::talking_clock::COUNTDOWN,
};

pub use focus::Uttered;

type Args<'a> = Vec<(&'a str, FluentValue<'a>)>;

/// Puts events into sentences for one style, language and move form. Cheap
/// to create and to copy: the words are cached once for the program.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Phrases {
    /// How moves, squares and pieces are worded.
    pub style: Style,
    /// The interface language.
    pub lang: Lang,
    /// Whether moves name their from-square ("Springer Gustav eins Felix drei").
    pub long: bool,
}

/// Fluent's key for a side as the listener hears it: `you`, `white`, `black`.
fn who(side: Color, listener: Option<Color>) -> &'static str {
    if listener == Some(side) {
        "you"
    } else {
        side.fold_wb("white", "black")
    }
}

fn role_key(role: Role) -> &'static str {
    ["pawn", "knight", "bishop", "rook", "queen", "king"][usize::from(role) - 1]
}

impl Phrases {
    /// Phrases for `style`, `lang` and the short or `long` move form.
    pub fn new(style: Style, lang: Lang, long: bool) -> Phrases {
        Phrases { style, lang, long }
    }

    /// The style of everything but announced moves: the board, refusals,
    /// piece lists, the steps of the move procedure. The Appendix E style's
    /// FIDE words are German and belong to announcing moves (E.2.1); the
    /// rest is said in the interface language's own words, so that English
    /// never says "You have no Turm there" nor Spanish "Cesar zwei".
    pub fn board_style(&self) -> Style {
        match self.style {
            Style::AppendixE => Style::Spoken,
            style => style,
        }
    }

    fn say(&self, id: &str, args: Args<'_>) -> String {
        crate::notation::format_message(self.lang, id, &args)
    }

    /// A move with its number and side, for hearing a recorded game:
    /// "Move 12, Black: Knight f6".
    pub fn numbered_move(&self, before: &Chess, mv: Move) -> String {
        self.say(
            "move-numbered",
            vec![
                ("number", before.fullmoves().get().into()),
                ("side", who(before.turn(), None).into()),
                (
                    "move",
                    move_words(before, mv, self.style, self.lang, self.long).into(),
                ),
            ],
        )
    }

    /// A null move with its number and side, as [`Phrases::numbered_move`]
    /// says a move: "Move 41, Black: no move, an analysis placeholder".
    pub fn numbered_null_move(&self, before: &Chess) -> String {
        self.say(
            "move-numbered",
            vec![
                ("number", before.fullmoves().get().into()),
                ("side", who(before.turn(), None).into()),
                ("move", self.say("move-null", vec![]).into()),
            ],
        )
    }

    /// A move as the sentences here name it: its words, and the move.
    fn named(&self, before: &Chess, mv: Move) -> Named {
        self.named_as(before, mv, self.long)
    }

    /// A move in its words, with its squares from and to if `long`, and
    /// the move (for the braille display, which writes it in the chess
    /// code).
    pub fn named_as(&self, before: &Chess, mv: Move, long: bool) -> Named {
        Named {
            words: move_words(before, mv, self.style, self.lang, long),
            san: SanPlus::from_move(before.clone(), mv),
        }
    }

    /// The moves the sentence of `notice` names, in its order and in its
    /// words: the score's lines and last moves, the legal moves of a
    /// piece, a move to confirm or placed, the engine's hint, the moves
    /// heard.
    fn notice_moves(&self, notice: &Notice) -> Vec<Named> {
        match notice {
            Notice::ScoreLine { entries, .. } | Notice::Moves { entries, .. } => entries
                .iter()
                .map(|(before, mv)| self.named(before, *mv))
                .collect(),
            Notice::Heard(crate::event::HeardNotice::Which { before, moves }) => moves
                .iter()
                .enumerate()
                .map(|(i, &mv)| Named {
                    words: self.in_sentence(before, mv, i > 0),
                    san: SanPlus::from_move(before.clone(), mv),
                })
                .collect(),
            Notice::LegalMoves { before, moves, .. } => moves
                .iter()
                .map(|&mv| self.named_as(before, mv, false))
                .collect(),
            Notice::ConfirmMove { before, mv }
            | Notice::Placed { before, mv }
            | Notice::Heard(crate::event::HeardNotice::Move { before, mv }) => {
                vec![self.named(before, *mv)]
            }
            Notice::HintMove { before, mv } => vec![Named {
                words: move_words_bare(*mv, self.style, self.lang),
                san: SanPlus::from_move(before.clone(), *mv),
            }],
            _ => Vec::new(),
        }
    }

    /// The sentence for `event`, with its priority and kind, as heard by
    /// `listener` (the player this device speaks to, or `None` for everyone).
    pub fn utterance(&self, event: &Event, listener: Option<Color>) -> Utterance {
        let mut moves = Vec::new();
        let (priority, kind, text) = match event {
            Event::MoveMade {
                before,
                mv,
                checkmate,
                ..
            } => {
                let side = before.turn();
                let named = self.named(before, *mv);
                let words = named.words.clone();
                moves.push(named);
                let own = listener == Some(side);
                let text = if own {
                    words
                } else {
                    self.say(
                        "move-by",
                        vec![("side", who(side, None).into()), ("move", words.into())],
                    )
                };
                let priority = if *checkmate {
                    Priority::Now
                } else if own {
                    Priority::Normal
                } else {
                    Priority::Next
                };
                (priority, Kind::Move, text)
            }
            Event::GameOver(ended) => (Priority::Now, Kind::Result, self.ended(ended, listener)),
            Event::Turn { side, number } => {
                let args = vec![
                    ("side", who(*side, listener).into()),
                    ("number", (*number).into()),
                ];
                (Priority::Normal, Kind::Board, self.say("turn", args))
            }
            Event::Square { square, piece } => {
                (Priority::Normal, Kind::Board, self.square(*square, *piece))
            }
            Event::ClockReading {
                side,
                remaining,
                moves,
                requested,
            } => {
                let priority = if *requested {
                    Priority::Normal
                } else {
                    Priority::Next
                };
                let text = self.clock_reading(*side, *remaining, *moves, *requested, listener);
                (priority, Kind::Clock, text)
            }
            Event::TimeControlReached { side, added } => {
                let args = vec![
                    ("side", who(*side, listener).into()),
                    ("time", self.duration(*added).into()),
                ];
                (
                    Priority::Next,
                    Kind::Clock,
                    self.say("time-control-reached", args),
                )
            }
            Event::FlagFell { side } => {
                let text = self.say("flag-fell", vec![("side", who(*side, listener).into())]);
                (Priority::Now, Kind::Clock, text)
            }
            Event::Cursor { feel, outcome } => {
                (Priority::Normal, Kind::Board, self.cursor(feel, *outcome))
            }
            Event::Scan(rays) => (Priority::Normal, Kind::Board, self.scan(rays)),
            Event::Feels(feels) => (Priority::Normal, Kind::Board, self.felt_list(feels)),
            Event::Refused(reason) => (Priority::Now, Kind::Refusal, self.reason(reason)),
            Event::Notice(notice) => {
                moves = self.notice_moves(notice);
                self.notice(notice, listener)
            }
        };
        Utterance {
            priority,
            kind,
            text,
            moves,
        }
    }

    /// A square as a finger feels it: "e4, dark square, raised, black knight, marked".
    pub fn square(&self, square: Square, piece: Option<Piece>) -> String {
        self.square_in(square, piece, ("square-empty", "square-piece"))
    }

    /// A square asked by its name, in plain words for any medium: "e4,
    /// light square, black knight".
    pub fn plain_square(&self, square: Square, piece: Option<Piece>) -> String {
        self.square_in(square, piece, ("square-plain-empty", "square-plain-piece"))
    }

    /// A square and what stands on it in the messages `(empty, with a
    /// piece)`, which take its name, shade, piece and colour.
    fn square_in(&self, square: Square, piece: Option<Piece>, ids: (&str, &str)) -> String {
        let mut args = vec![
            (
                "square",
                square_words(square, self.board_style(), self.lang).into(),
            ),
            (
                "shade",
                if square.is_dark() { "dark" } else { "light" }.into(),
            ),
        ];
        match piece {
            None => self.say(ids.0, args),
            Some(piece) => {
                args.push((
                    "piece",
                    piece_words(piece, self.board_style(), self.lang).into(),
                ));
                args.push(("color", piece.color.fold_wb("white", "black").into()));
                self.say(ids.1, args)
            }
        }
    }

    /// Where pieces of one kind stand: "white knights: b1, g1", "white knights: none".
    pub fn piece_list(&self, piece: Piece, squares: &[Square]) -> String {
        let pieces = self.say(
            "pieces",
            vec![
                ("color", piece.color.fold_wb("white", "black").into()),
                ("role", role_key(piece.role).into()),
                ("count", squares.len().into()),
            ],
        );
        if squares.is_empty() {
            return self.say("piece-list-none", vec![("pieces", pieces.into())]);
        }
        let list: Vec<String> = squares
            .iter()
            .map(|s| square_words(*s, self.board_style(), self.lang))
            .collect();
        self.say(
            "piece-list",
            vec![
                ("pieces", pieces.into()),
                ("squares", list.join(", ").into()),
            ],
        )
    }

    /// A clock reading: on request complete, "White: 1 hour 12 minutes 5
    /// seconds, 23 moves"; by the schedule the moves only when given
    /// ("Your clock: 10 seconds"), and below [`COUNTDOWN`] a bare count, "9".
    fn clock_reading(
        &self,
        side: Color,
        remaining: Millis,
        moves: Option<u32>,
        requested: bool,
        listener: Option<Color>,
    ) -> String {
        if !requested && remaining < COUNTDOWN {
            return self.say("clock-countdown", vec![("n", (remaining / 1000).into())]);
        }
        let time = if requested {
            self.duration_exact(remaining)
        } else {
            self.duration(remaining)
        };
        let mut args = vec![("side", who(side, listener).into()), ("time", time.into())];
        match moves {
            Some(n) => {
                args.push(("moves", self.say("moves", vec![("n", n.into())]).into()));
                self.say("clock-reading", args)
            }
            None => self.say("clock-reading-time", args),
        }
    }

    /// A duration to the second: "1 hour 12 minutes 5 seconds", "5 minutes".
    pub fn duration_exact(&self, ms: Millis) -> String {
        let total = ms / 1000;
        let (h, m, s) = (total / 3600, total % 3600 / 60, total % 60);
        let part = |id: &str, n: u64| self.say(id, vec![("n", n.into())]);
        let parts = [
            (h > 0).then(|| part("hours", h)),
            (m > 0).then(|| part("minutes", m)),
            (s > 0 || total == 0).then(|| part("seconds", s)),
        ];
        parts.into_iter().flatten().collect::<Vec<_>>().join(" ")
    }

    /// A time control as people say it: "5 minutes", "15 minutes plus 10
    /// seconds per move", "40 moves in 90 minutes, then 30 minutes".
    pub fn time_control(&self, control: &TimeControl) -> String {
        let periods: Vec<String> = control
            .periods()
            .iter()
            .map(|p| {
                let time = self.duration_exact(p.time);
                match p.moves {
                    Some(n) => self.say(
                        "control-moves-in",
                        vec![("moves", n.into()), ("time", time.into())],
                    ),
                    None => time,
                }
            })
            .collect();
        let mut text = periods
            .into_iter()
            .reduce(|first, rest| {
                self.say(
                    "control-then",
                    vec![("first", first.into()), ("rest", rest.into())],
                )
            })
            .unwrap_or_default();
        if control.increment() > 0 {
            text = self.say(
                "control-increment",
                vec![
                    ("control", text.into()),
                    ("time", self.duration_exact(control.increment()).into()),
                ],
            );
        }
        if let Some(delay) = control.delay() {
            let kind = match delay.kind {
                DelayKind::Bronstein => "bronstein",
                DelayKind::Simple => "simple",
            };
            text = self.say(
                "control-delay",
                vec![
                    ("control", text.into()),
                    ("kind", kind.into()),
                    ("time", self.duration_exact(delay.time).into()),
                ],
            );
        }
        text
    }

    /// A duration as people say it: "1 hour 12 minutes", "4 minutes 30
    /// seconds", "9 seconds" (whole seconds, rounded down as a clock shows them).
    pub fn duration(&self, ms: Millis) -> String {
        let total = ms / 1000;
        let (h, m, s) = (total / 3600, total % 3600 / 60, total % 60);
        let part = |id: &str, n: u64| self.say(id, vec![("n", n.into())]);
        let parts = if h > 0 {
            vec![Some(part("hours", h)), (m > 0).then(|| part("minutes", m))]
        } else if m > 0 {
            vec![
                Some(part("minutes", m)),
                (s > 0).then(|| part("seconds", s)),
            ]
        } else {
            vec![Some(part("seconds", s))]
        };
        parts.into_iter().flatten().collect::<Vec<_>>().join(" ")
    }

    /// The end of the game: "Checkmate. White wins.", "Black's flag fell.
    /// Draw, because White cannot checkmate."
    pub fn ended(&self, ended: &Ended, listener: Option<Color>) -> String {
        let result = match (ended.winner(), ended.reason) {
            (Some(w), _) => {
                let key = match listener {
                    Some(l) if l == w => "you",
                    Some(_) => "opponent",
                    None => w.fold_wb("white", "black"),
                };
                self.say("result", vec![("winner", key.into())])
            }
            (None, Termination::FlagFall { side } | Termination::IllegalMoves { by: side }) => {
                self.say("draw-no-mate", vec![("side", who(!side, listener).into())])
            }
            (None, _) => self.say("result", vec![("winner", "draw".into())]),
        };
        let reason = self.termination(ended.reason, listener);
        self.say(
            "game-over",
            vec![("reason", reason.into()), ("result", result.into())],
        )
    }

    /// The result a scoresheet records for a game that did not end on the
    /// board (resigned, agreed, adjudicated, or unfinished): "White won, as
    /// recorded; the game did not end on the board."
    pub fn recorded_result(&self, result: Outcome) -> String {
        let key = match result {
            Outcome::Known(KnownOutcome::Decisive { winner }) => winner.fold_wb("white", "black"),
            Outcome::Known(KnownOutcome::Draw) => "draw",
            Outcome::Unknown => "unknown",
        };
        self.say("result-recorded", vec![("result", key.into())])
    }

    /// Why the game ended: "Checkmate", "Your flag fell", "Draw by agreement".
    pub fn termination(&self, reason: Termination, listener: Option<Color>) -> String {
        let (id, side) = match reason {
            Termination::Checkmate => ("reason-checkmate", None),
            Termination::Stalemate => ("reason-stalemate", None),
            Termination::InsufficientMaterial => ("reason-insufficient-material", None),
            Termination::FivefoldRepetition => ("reason-fivefold", None),
            Termination::SeventyFiveMoves => ("reason-seventy-five", None),
            Termination::Resignation { by } => ("reason-resignation", Some(by)),
            Termination::DrawAgreement => ("reason-agreement", None),
            Termination::ThreefoldRepetitionClaimed => ("reason-threefold-claimed", None),
            Termination::FiftyMovesClaimed => ("reason-fifty-claimed", None),
            Termination::FlagFall { side } => ("reason-flag-fall", Some(side)),
            Termination::IllegalMoves { by } => ("reason-illegal-moves", Some(by)),
            Termination::DeadPosition => ("reason-dead-position", None),
            Termination::FlagFallUndecided { side } => ("reason-flag-fall-undecided", Some(side)),
            Termination::IllegalMovesUndecided { by } => {
                ("reason-illegal-moves-undecided", Some(by))
            }
        };
        let args = side
            .map(|s| {
                vec![
                    ("side", who(s, listener).into()),
                    ("opponent", who(!s, listener).into()),
                ]
            })
            .unwrap_or_default();
        self.say(id, args)
    }
}
