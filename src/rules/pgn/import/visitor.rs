//! The pgn-reader visitor that builds a game and its scoresheet: the tags
//! read into the header and the starting position, the moves played and
//! written down with their clock readings, and the result.

use std::ops::ControlFlow;

use pgn_reader::{RawComment, RawTag, SanPlus, Visitor};
use shakmaty::{
    CastlingMode, Color, Outcome, Position,
    san::{San, SanError, Suffix},
};

use super::{
    ImportedGame,
    moves::{long_form, passed},
};
use crate::rules::{
    game::{Game, ProvenAlive},
    laws::Laws,
    outcome::{Ended, Termination},
    pgn::{GameError, Place, Problem, clock_commands, token_text},
    scoresheet::{Header, ScoredMove, Scoresheet, UNKNOWN, UNKNOWN_DATE},
    unwinnable,
    variant::Variant,
};

/// The pgn-reader visitor: builds the game and its scoresheet.
pub(super) struct Importer {
    pub(super) number: usize,
    pub(super) start_number: u32,
    pub(super) start_side: Color,
    pub(super) plies: usize,
    pub(super) in_movetext: bool,
    /// Whether the game holds anything: a tag, a move or a result.
    pub(super) seen: bool,
    /// Whether moves are tested for dead positions beyond material.
    pub(super) dead_positions: bool,
    /// Whether, reading without that test, the importer notes where play
    /// would have run it: `worth_seen`.
    pub(super) watching: bool,
    /// Whether a position after a move was [`unwinnable::worth_testing`]
    /// (noted only while `watching`).
    pub(super) worth_seen: bool,
    /// The edition of the Laws given by the reader, over the tag's.
    pub(super) laws: Option<Laws>,
    /// Where an earlier reading proved the positions alive.
    pub(super) proven_alive: Option<ProvenAlive>,
}

impl Importer {
    pub(super) fn place(&self) -> Place {
        if self.in_movetext {
            Place::of_ply(self.start_number, self.start_side, self.plies)
        } else {
            Place::Tags
        }
    }

    pub(super) fn error(&self, plies: usize, problem: Problem) -> GameError {
        GameError {
            game: self.number,
            place: Place::of_ply(self.start_number, self.start_side, plies),
            problem,
        }
    }

    /// A null move: the game as read so far is one stretch, and the next
    /// starts from its last position with the other player to move (as
    /// python-chess reads it). A player in check cannot pass.
    fn null_move(&mut self, mt: &mut Movetext) -> ControlFlow<Result<ImportedGame, GameError>> {
        mt.game.settle();
        if let Some(ended) = mt.game.outcome() {
            return self.fail(Problem::AfterEnd {
                token: "--".to_owned(),
                termination: ended.reason,
            });
        }
        let Some(passed) = passed(mt.game.position()) else {
            return self.fail(Problem::NullMove("--".to_owned()));
        };
        let mut next = Game::from_position(passed).with_laws(mt.game.laws());
        next.set_dead_tests(self.dead_positions);
        let done = std::mem::replace(&mut mt.game, next);
        mt.before_null.push(done);
        mt.sheet.push(ScoredMove {
            san: SanPlus {
                san: San::Null,
                suffix: None,
            },
            clock_after: None,
            time_taken: None,
        });
        self.plies += 1;
        ControlFlow::Continue(())
    }

    fn fail<T>(&self, problem: Problem) -> ControlFlow<Result<ImportedGame, GameError>, T> {
        ControlFlow::Break(Err(GameError {
            game: self.number,
            place: self.place(),
            problem,
        }))
    }
}

/// Room made for the moves of a game before reading it: most games are
/// shorter, and longer ones grow as usual.
const PLIES: usize = 128;

/// The tags read so far.
#[derive(Default)]
pub(super) struct Tags {
    /// The seven-tag roster without `Result`, in [`Header`]'s order, then
    /// `TimeControl`; the header's defaults stand for those not read.
    roster: [Option<String>; 6],
    time_control: Option<String>,
    /// `UTCDate`, `UTCTime`, `ECO` and `Opening`, in [`Header`]'s order.
    more: [Option<String>; 4],
    fen: Option<String>,
    result: Option<String>,
    termination: Option<String>,
    /// The edition the `Laws` tag names, if it names one.
    laws: Option<Laws>,
    /// The game the `Variant` tag names.
    variant: Variant,
    /// Every other tag, in the file's order.
    others: Vec<(String, String)>,
    /// The names of the tags after the roster, in the file's order.
    order: Vec<String>,
}

/// The game as read so far.
pub(super) struct Movetext {
    game: Game,
    /// The stretches of the game before its null moves.
    before_null: Vec<Game>,
    sheet: Scoresheet,
    result_tag: Option<String>,
    termination: Option<String>,
    result: Option<Outcome>,
}

fn text(value: RawTag<'_>) -> String {
    value.decode_utf8_lossy().into_owned()
}

impl Visitor for Importer {
    type Tags = Tags;
    type Movetext = Movetext;
    type Output = Result<ImportedGame, GameError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Tags> {
        ControlFlow::Continue(Tags::default())
    }

    fn tag(
        &mut self,
        tags: &mut Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        self.seen = true;
        match name {
            b"Event" => tags.roster[0] = Some(text(value)),
            b"Site" => tags.roster[1] = Some(text(value)),
            b"Date" => tags.roster[2] = Some(text(value)),
            b"Round" => tags.roster[3] = Some(text(value)),
            b"White" => tags.roster[4] = Some(text(value)),
            b"Black" => tags.roster[5] = Some(text(value)),
            b"Result" => tags.result = Some(text(value)),
            _ => {
                match name {
                    b"TimeControl" => tags.time_control = Some(text(value)),
                    b"UTCDate" => tags.more[0] = Some(text(value)),
                    b"UTCTime" => tags.more[1] = Some(text(value)),
                    b"ECO" => tags.more[2] = Some(text(value)),
                    b"Opening" => tags.more[3] = Some(text(value)),
                    b"Termination" => tags.termination = Some(text(value)),
                    b"FEN" => tags.fen = Some(text(value)),
                    b"Laws" => tags.laws = Laws::from_pgn_tag(&text(value)),
                    b"SetUp" => {}
                    _ => {
                        if name == b"Variant" {
                            tags.variant = Variant::from_pgn_tag(&text(value));
                        }
                        let name = String::from_utf8_lossy(name).into_owned();
                        if !tags.others.iter().any(|(n, _)| *n == name) {
                            tags.others.push((name, text(value)));
                        }
                    }
                }
                let name = String::from_utf8_lossy(name);
                if !tags.order.iter().any(|n| *n == name) {
                    tags.order.push(name.into_owned());
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<Self::Output, Movetext> {
        let Some(mode) = tags.variant.castling_mode() else {
            let Variant::Other(name) = tags.variant else {
                unreachable!("standard chess and Chess960 have a castling mode");
            };
            return self.fail(Problem::Variant(token_text(name.as_bytes())));
        };
        let game = match (&tags.fen, mode) {
            (None, CastlingMode::Standard) => Game::new(),
            (None, CastlingMode::Chess960) => Game::chess960(518).expect("518 is a start"),
            (Some(fen), mode) => match Game::from_fen_in(fen, mode) {
                Ok(game) => game,
                Err(e) => {
                    return self.fail(Problem::BadFen {
                        fen: token_text(fen.as_bytes()),
                        reason: e.fault.to_string(),
                    });
                }
            },
        };
        let laws = self.laws.or(tags.laws);
        let mut game = game.with_laws(laws.unwrap_or_default());
        game.reserve(PLIES);
        game.set_dead_tests(self.dead_positions);
        game.set_proven_alive(self.proven_alive);
        let start = game.position();
        self.start_side = start.turn();
        self.start_number = start.fullmoves().get();
        self.in_movetext = true;
        let start_fen = tags.fen.as_ref().and_then(|_| game.fen_at(0));
        let [event, site, date, round, white, black] = tags.roster;
        let [utc_date, utc_time, eco, opening] = tags.more;
        let or = |tag: Option<String>, default: &str| tag.unwrap_or_else(|| default.to_owned());
        let header = Header {
            event: or(event, UNKNOWN),
            site: or(site, UNKNOWN),
            date: or(date, UNKNOWN_DATE),
            round: or(round, UNKNOWN),
            white: or(white, UNKNOWN),
            black: or(black, UNKNOWN),
            time_control: tags.time_control,
            utc_date,
            utc_time,
            eco,
            opening,
            others: tags.others,
            order: tags.order,
        };
        let chess960 = game.is_chess960();
        ControlFlow::Continue(Movetext {
            sheet: Scoresheet::imported(header, start_fen, chess960, PLIES, laws),
            game,
            before_null: Vec::new(),
            result_tag: tags.result,
            termination: tags.termination,
            result: None,
        })
    }

    fn san(&mut self, mt: &mut Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        self.seen = true;
        let token = || token_text(san_plus.to_string().as_bytes());
        if mt.result.is_some() {
            return self.fail(Problem::AfterResult(token()));
        }
        if let Some(ended) = mt.game.outcome() {
            return self.fail(Problem::AfterEnd {
                token: token(),
                termination: ended.reason,
            });
        }
        if san_plus.san == San::Null {
            return self.null_move(mt);
        }
        let m = match san_plus.san.to_move(mt.game.position()) {
            Ok(m) => m,
            Err(e) => {
                // The only ends left open while reading: checkmate and
                // stalemate.
                mt.game.settle();
                if let Some(ended) = mt.game.outcome() {
                    return self.fail(Problem::AfterEnd {
                        token: token(),
                        termination: ended.reason,
                    });
                }
                match (e, long_form(mt.game.position(), &san_plus.san)) {
                    (_, Some(m)) => m,
                    (SanError::AmbiguousSan, None) => {
                        return self.fail(Problem::Ambiguous(token()));
                    }
                    (SanError::IllegalSan, None) => return self.fail(Problem::Illegal(token())),
                }
            }
        };
        // A move written with both coordinates of its square (`g1f3`,
        // `Ng1f3`, `e2e4`) goes on the scoresheet in SAN.
        let san = match san_plus.san {
            San::Normal {
                file: Some(_),
                rank: Some(_),
                ..
            } => San::from_move(mt.game.position(), m),
            san => san,
        };
        let (ended, check) = mt.game.play_legal_deferred(m);
        if self.watching && !self.worth_seen {
            self.worth_seen = unwinnable::worth_testing(mt.game.position());
        }
        let suffix = match ended {
            Some(e) if e.reason == Termination::Checkmate => Some(Suffix::Checkmate),
            _ if check => Some(Suffix::Check),
            _ => None,
        };
        mt.sheet.push(ScoredMove {
            san: SanPlus { san, suffix },
            clock_after: None,
            time_taken: None,
        });
        self.plies += 1;
        ControlFlow::Continue(())
    }

    fn comment(&mut self, mt: &mut Movetext, comment: RawComment<'_>) -> ControlFlow<Self::Output> {
        if mt.result.is_some() {
            return ControlFlow::Continue(());
        }
        if let Some(entry) = mt.sheet.last_mut() {
            let (clock, taken) = clock_commands(comment.as_bytes());
            if clock.is_some() {
                entry.clock_after = clock;
            }
            if taken.is_some() {
                entry.time_taken = taken;
            }
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, mt: &mut Movetext, outcome: Outcome) -> ControlFlow<Self::Output> {
        self.seen = true;
        if mt.result.is_none() {
            mt.result = Some(outcome);
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mt: Movetext) -> Self::Output {
        let Some(result) = mt.result else {
            return Err(GameError {
                game: self.number,
                place: self.place(),
                problem: Problem::NoResult,
            });
        };
        let mut game = mt.game;
        game.settle();
        // The proofs were of this reading's positions: a game taken back
        // and played on (Appendix E.2.9) is tested everywhere again.
        game.set_proven_alive(None);
        let mut sheet = mt.sheet;
        if let Some(Ended {
            reason: Termination::Checkmate,
            ..
        }) = game.outcome()
            && let Some(entry) = sheet.last_mut()
        {
            // The last move was written down as a check before the game
            // was settled; it gave mate.
            entry.san.suffix = Some(Suffix::Checkmate);
        }
        sheet.set_imported_result(&game, result, mt.termination);
        Ok(ImportedGame {
            number: self.number,
            game,
            before_null: mt.before_null,
            scoresheet: sheet,
            result_tag: mt.result_tag,
            result,
        })
    }
}
