//! Why an action was refused, in a sentence: every refusal of the move
//! procedure, the game, a draw claim, the clock and the move parser.

use fluent_bundle::FluentValue;
use shakmaty::{Color, Role, Square};

use super::{Args, Phrases, role_key, who};
use crate::{
    event::Reason,
    notation::{
        parse::{Illegal, ParseError},
        question::which,
        render::{castling_words, move_words_bare, role_words, square_words},
    },
    rules::{
        clock::ClockError,
        game::{ClaimRefused, MoveError},
        outcome::Termination,
        procedure::{Obligation, PieceAt, Refusal},
    },
};

impl Phrases {
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
                role_words(at.piece.role, self.board_style(), self.lang).into(),
            ),
            ("role", role_key(at.piece.role).into()),
            (
                "square",
                square_words(at.square, self.board_style(), self.lang).into(),
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
        let sq = |s: &Square| square_words(*s, self.board_style(), self.lang).into();
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
                    role_words(target.piece.role, self.board_style(), self.lang).into(),
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
                    castling_words(*side, self.board_style(), self.lang).into(),
                )],
            ),
            R::NothingLifted => ("refusal-nothing-lifted", vec![]),
            R::MustStay(s, role) => (
                "refusal-must-stay",
                vec![
                    ("square", sq(s)),
                    (
                        "piece",
                        role_words(*role, self.board_style(), self.lang).into(),
                    ),
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
            (
                "piece",
                role_words(role, self.board_style(), self.lang).into(),
            ),
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
                (
                    "piece",
                    role_words(role, self.board_style(), self.lang).into(),
                ),
                ("role", role_key(role).into()),
            ]
        };
        let sq = |s: Square| FluentValue::from(square_words(s, self.board_style(), self.lang));
        match error {
            ParseError::Empty => self.say("parse-empty", vec![]),
            ParseError::NotUnderstood(t) => {
                self.say("parse-not-understood", vec![("text", echo(t).into())])
            }
            ParseError::Ambiguous { candidates } => which(candidates, self.style, self.lang),
            ParseError::Illegal(Illegal::NoPiece(role)) => self.say("parse-no-piece", piece(*role)),
            ParseError::Illegal(Illegal::EmptySquare(s)) => {
                self.say("refusal-empty", vec![("square", sq(*s))])
            }
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
                    castling_words(*side, self.board_style(), self.lang).into(),
                )],
            ),
        }
    }
}

/// At most this many characters of a line not understood are said back:
/// a braille display shows the answer on one line.
pub const ECHO_CHARS: usize = 40;

/// `text` cut to [`ECHO_CHARS`] characters, "…" marking the cut.
fn echo(text: &str) -> String {
    if text.chars().count() <= ECHO_CHARS {
        return text.to_owned();
    }
    let cut: String = text.chars().take(ECHO_CHARS - 1).collect();
    format!("{}…", cut.trim_end())
}

#[cfg(test)]
mod echo_tests {
    use super::*;

    #[test]
    fn a_long_line_is_said_back_cut_short() {
        assert_eq!(echo("banana"), "banana");
        let long = "x".repeat(100);
        let cut = echo(&long);
        assert_eq!(cut.chars().count(), ECHO_CHARS);
        assert!(cut.ends_with('…'));
        assert_eq!(echo(&"ü".repeat(41)).chars().count(), ECHO_CHARS);
    }
}
