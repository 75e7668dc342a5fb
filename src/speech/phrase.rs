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
//! "you" where it concerns him.

use fluent_bundle::FluentValue;
use shakmaty::{Color, Piece, Position, Role, Square};

use super::{Kind, Priority, Utterance};
use crate::{
    event::{Event, Reason},
    notation::{
        Lang, Style,
        parse::{Illegal, ParseError},
        question::which,
        render::{
            castling_words, move_words, move_words_bare, piece_words, role_words, square_words,
        },
    },
    rules::{
        Millis,
        clock::ClockError,
        game::{ClaimRefused, MoveError},
        outcome::{Ended, Termination},
        procedure::{Obligation, PieceAt, Refusal},
    },
};

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

    fn say(&self, id: &str, args: Args<'_>) -> String {
        crate::notation::format_message(self.lang, id, &args)
    }

    /// The sentence for `event`, with its priority and kind, as heard by
    /// `listener` (the player this device speaks to, or `None` for everyone).
    pub fn utterance(&self, event: &Event, listener: Option<Color>) -> Utterance {
        let (priority, kind, text) = match event {
            Event::MoveMade {
                before,
                mv,
                checkmate,
                ..
            } => {
                let side = before.turn();
                let words = move_words(before, *mv, self.style, self.lang, self.long);
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
                let args = vec![
                    ("side", who(*side, listener).into()),
                    ("time", self.duration(*remaining).into()),
                    (
                        "moves",
                        self.say("moves", vec![("n", (*moves).into())]).into(),
                    ),
                ];
                let priority = if *requested {
                    Priority::Normal
                } else {
                    Priority::Next
                };
                (priority, Kind::Clock, self.say("clock-reading", args))
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
            Event::Refused(reason) => (Priority::Now, Kind::Refusal, self.reason(reason)),
        };
        Utterance {
            priority,
            kind,
            text,
        }
    }

    /// A square as a finger feels it: "e4, dark square, raised, black knight, marked".
    pub fn square(&self, square: Square, piece: Option<Piece>) -> String {
        let mut args = vec![
            ("square", square_words(square, self.style, self.lang).into()),
            (
                "shade",
                if square.is_dark() { "dark" } else { "light" }.into(),
            ),
        ];
        match piece {
            None => self.say("square-empty", args),
            Some(piece) => {
                args.push(("piece", piece_words(piece, self.style, self.lang).into()));
                args.push(("color", piece.color.fold_wb("white", "black").into()));
                self.say("square-piece", args)
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
            ],
        );
        if squares.is_empty() {
            return self.say("piece-list-none", vec![("pieces", pieces.into())]);
        }
        let list: Vec<String> = squares
            .iter()
            .map(|s| square_words(*s, self.style, self.lang))
            .collect();
        self.say(
            "piece-list",
            vec![
                ("pieces", pieces.into()),
                ("squares", list.join(", ").into()),
            ],
        )
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
        };
        let args = side
            .map(|s| vec![("side", who(s, listener).into())])
            .unwrap_or_default();
        self.say(id, args)
    }

    /// Why an action was refused, in a sentence.
    pub fn reason(&self, reason: &Reason) -> String {
        match reason {
            Reason::Procedure(refusal) => self.refusal(refusal),
            Reason::Move(error) => self.move_error(error),
            Reason::Claim(error) => self.claim(error),
            Reason::Clock(error) => self.clock(error),
            Reason::Parse(error) => self.parse(error),
        }
    }

    fn at<'a>(&self, at: &PieceAt) -> Args<'a> {
        vec![
            (
                "piece",
                role_words(at.piece.role, self.style, self.lang).into(),
            ),
            ("role", role_key(at.piece.role).into()),
            (
                "square",
                square_words(at.square, self.style, self.lang).into(),
            ),
        ]
    }

    fn mv(&self, mv: &shakmaty::Move) -> FluentValue<'static> {
        move_words_bare(*mv, self.style, self.lang).into()
    }

    fn game_over(&self, t: Termination) -> String {
        self.say(
            "refusal-game-over",
            vec![("reason", self.termination(t, None).into())],
        )
    }

    fn refusal(&self, refusal: &Refusal) -> String {
        use Refusal as R;
        let sq = |s: &Square| square_words(*s, self.style, self.lang).into();
        let (id, args): (&str, Args<'_>) = match refusal {
            R::GameOver(t) => return self.game_over(*t),
            R::NotYourTurn(c) => (
                "refusal-not-your-turn",
                vec![("side", who(!*c, None).into())],
            ),
            R::Empty(s) => ("refusal-empty", vec![("square", sq(s))]),
            R::NotYourPiece(at) => ("refusal-not-your-piece", self.at(at)),
            R::TouchMove(Obligation::Move(at)) => ("refusal-touch-move", self.at(at)),
            R::TouchMove(Obligation::Capture(at)) => ("refusal-touch-capture", self.at(at)),
            R::TouchMove(Obligation::CaptureWith { with, target }) => {
                let mut args = self.at(with);
                args.push((
                    "target",
                    role_words(target.piece.role, self.style, self.lang).into(),
                ));
                args.push(("target-role", role_key(target.piece.role).into()));
                args.push(("target-square", sq(&target.square)));
                ("refusal-touch-capture-with", args)
            }
            R::Holding(at) => ("refusal-holding", self.at(at)),
            R::NotLegalTarget(at, to) => {
                let mut args = self.at(at);
                args.push(("to", sq(to)));
                ("refusal-not-legal-target", args)
            }
            R::CastlingIllegal(side) => (
                "refusal-castling-illegal",
                vec![(
                    "castling",
                    castling_words(*side, self.style, self.lang).into(),
                )],
            ),
            R::NothingLifted => ("refusal-nothing-lifted", vec![]),
            R::MustStay(s, role) => (
                "refusal-must-stay",
                vec![
                    ("square", sq(s)),
                    ("piece", role_words(*role, self.style, self.lang).into()),
                    ("role", role_key(*role).into()),
                ],
            ),
            R::AlreadyPlaced(s) => ("refusal-already-placed", vec![("square", sq(s))]),
            R::PromotionPending(s) => ("refusal-promotion-pending", vec![("square", sq(s))]),
            R::NoPromotion => ("refusal-no-promotion", vec![]),
            R::BadPromotion(role) => return self.bad_promotion(*role),
            R::NothingPlaced => ("refusal-nothing-placed", vec![]),
            R::AlreadyMade(m) => ("refusal-already-made", vec![("move", self.mv(m))]),
            R::CannotChangeMove(m, said) => (
                "refusal-cannot-change-move",
                vec![("move", self.mv(m)), ("said", self.mv(said))],
            ),
            R::TooLate(m) => ("refusal-too-late", vec![("move", self.mv(m))]),
            R::NothingToCorrect => ("refusal-nothing-to-correct", vec![]),
            R::SlipNotCorrected(m, said) => (
                "refusal-slip-not-corrected",
                vec![("move", self.mv(m)), ("said", self.mv(said))],
            ),
            R::NoMoveMade => ("refusal-no-move-made", vec![]),
            R::NothingToCancel => ("refusal-nothing-to-cancel", vec![]),
            R::NoTakebackInStrict => ("refusal-no-takeback-strict", vec![]),
            R::NotAgreed => ("refusal-not-agreed", vec![]),
            R::Busy => ("refusal-busy", vec![]),
            R::NothingToTakeBack => ("refusal-nothing-to-take-back", vec![]),
            R::OutOfStep => ("refusal-out-of-step", vec![]),
        };
        self.say(id, args)
    }

    fn bad_promotion(&self, role: Role) -> String {
        let args = vec![
            ("piece", role_words(role, self.style, self.lang).into()),
            ("role", role_key(role).into()),
        ];
        self.say("refusal-bad-promotion", args)
    }

    fn move_error(&self, error: &MoveError) -> String {
        let (id, text) = match error {
            MoveError::Unreadable(t) => ("move-unreadable", t),
            MoveError::Illegal(t) => ("move-illegal", t),
            MoveError::Ambiguous(t) => ("move-ambiguous", t),
            MoveError::GameOver(t) => return self.game_over(*t),
        };
        self.say(id, vec![("text", text.as_str().into())])
    }

    fn claim(&self, error: &ClaimRefused) -> String {
        match error {
            ClaimRefused::NotYourMove => self.say("claim-not-your-move", vec![]),
            ClaimRefused::GameOver(t) => self.game_over(*t),
            ClaimRefused::IllegalIntendedMove(t) => {
                self.say("claim-illegal-move", vec![("text", t.as_str().into())])
            }
            ClaimRefused::NotRepeated { count } => {
                self.say("claim-not-repeated", vec![("count", (*count).into())])
            }
            ClaimRefused::NotFiftyMoves { moves } => {
                let moves = self.say("moves", vec![("n", (*moves).into())]);
                self.say("claim-not-fifty", vec![("moves", moves.into())])
            }
        }
    }

    fn clock(&self, error: &ClockError) -> String {
        let side = |c: &Color| ("side", FluentValue::from(who(*c, None)));
        let running = |c: &Color| ("running", FluentValue::from(who(*c, None)));
        let (id, args) = match error {
            ClockError::NotRunning => ("clock-not-running", vec![]),
            ClockError::NotYourClock {
                side: s,
                running: r,
            } => ("clock-not-your-clock", vec![side(s), running(r)]),
            ClockError::Paused => ("clock-paused", vec![]),
            ClockError::NotPaused => ("clock-not-paused", vec![]),
            ClockError::AlreadyRunning { running: r } => {
                ("clock-already-running", vec![running(r)])
            }
            ClockError::FlagFallen { side: s, .. } => ("clock-flag-fallen", vec![side(s)]),
            ClockError::TimeWentBackwards { .. } => ("clock-time-backwards", vec![]),
            ClockError::WouldEmpty { side: s } => ("clock-would-empty", vec![side(s)]),
            ClockError::TooLarge { side: s } => ("clock-too-large", vec![side(s)]),
            ClockError::ZeroReading { .. } => ("clock-zero-reading", vec![]),
            ClockError::TooManyMoves { side: s } => ("clock-too-many-moves", vec![side(s)]),
        };
        self.say(id, args)
    }

    fn parse(&self, error: &ParseError) -> String {
        let piece = |role: Role| -> Args<'_> {
            vec![
                ("piece", role_words(role, self.style, self.lang).into()),
                ("role", role_key(role).into()),
            ]
        };
        let sq = |s: Square| FluentValue::from(square_words(s, self.style, self.lang));
        match error {
            ParseError::Empty => self.say("parse-empty", vec![]),
            ParseError::NotUnderstood(t) => {
                self.say("parse-not-understood", vec![("text", t.as_str().into())])
            }
            ParseError::Ambiguous { candidates } => which(candidates, self.style, self.lang),
            ParseError::Illegal(Illegal::NoPiece(role)) => self.say("parse-no-piece", piece(*role)),
            ParseError::Illegal(Illegal::CannotReach { role, to }) => {
                let mut args = piece(*role);
                args.push(("square", sq(*to)));
                self.say("parse-cannot-reach", args)
            }
            ParseError::Illegal(Illegal::NothingToCapture(s)) => {
                self.say("parse-nothing-to-capture", vec![("square", sq(*s))])
            }
            ParseError::Illegal(Illegal::BadPromotion(role)) => self.bad_promotion(*role),
            ParseError::Illegal(Illegal::LeavesKingInCheck) => {
                self.say("parse-leaves-king-in-check", vec![])
            }
            ParseError::Illegal(Illegal::Castling(side)) => self.say(
                "refusal-castling-illegal",
                vec![(
                    "castling",
                    castling_words(*side, self.style, self.lang).into(),
                )],
            ),
        }
    }
}
