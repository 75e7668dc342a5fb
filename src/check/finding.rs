//! One game of a PGN checked against the Laws: what is wrong with it, as
//! facts (the words are [`super::words`]'). Pure: bytes in, findings out.
//!
//! The game is read by the rules core's own import, which refuses an
//! unreadable or illegal move and a move after the Laws ended the game
//! (checkmate, stalemate, dead position, fivefold repetition, 75 moves).
//! A game that reads is then held against its tags and result: the result
//! must fit an end the Laws imposed, a decisive result needs a position in
//! which a checkmate is still possible, and a loss on time needs a winner
//! who could checkmate by some series of legal moves (Art. 6.9).

use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, Visitor};
use serde::Serialize;
use shakmaty::{Color, KnownOutcome, Outcome, Position};

use crate::rules::{
    game::Game,
    laws::Laws,
    outcome::{Ended, Termination},
    pgn::{self, GameError, ImportedGame, Place, Problem},
    unwinnable::{self, Mate},
};

/// The kinds of finding, as `tactus check --format jsonl` names them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A move, tag or stretch of text that cannot be read.
    Unreadable,
    /// A move that is not legal (or fits more than one legal move).
    IllegalMove,
    /// A move after the Laws had ended the game.
    AfterEnd,
    /// A result that contradicts the game.
    WrongResult,
    /// A loss on time that the Laws make a draw (Art. 6.9).
    TimeForfeitDraw,
    /// A game of a variant other than standard chess and Chess960, which
    /// the Laws of chess cannot judge (its `Variant` tag).
    Variant,
    /// A null move: an analysis placeholder, no move under the Laws; the
    /// result of such a game is not judged.
    NullMove,
}

/// How many kinds of finding there are.
pub const KINDS: usize = 7;

impl Kind {
    /// Every kind, in the order summaries list them.
    pub const ALL: [Kind; KINDS] = [
        Kind::Unreadable,
        Kind::IllegalMove,
        Kind::AfterEnd,
        Kind::WrongResult,
        Kind::TimeForfeitDraw,
        Kind::Variant,
        Kind::NullMove,
    ];

    /// The fixed identifier of the kind (`illegal_move`, …).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Unreadable => "unreadable",
            Kind::IllegalMove => "illegal_move",
            Kind::AfterEnd => "after_end",
            Kind::WrongResult => "wrong_result",
            Kind::TimeForfeitDraw => "time_forfeit_draw",
            Kind::Variant => "variant",
            Kind::NullMove => "null_move",
        }
    }
}

/// What exactly is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Detail {
    /// A token in the movetext that is no move.
    UnreadableMove,
    /// A move that is not legal in the position.
    IllegalMove,
    /// A move that fits more than one legal move.
    AmbiguousMove,
    /// A move after the result.
    AfterResult,
    /// A move after the Laws ended the game, and how they ended it.
    AfterEnd(Termination),
    /// The `FEN` tag is not a position the Laws can play on.
    BadFen(String),
    /// The movetext ends without a result.
    NoResult,
    /// Text pgn-reader cannot read past; the rest of the file is not read.
    Broken,
    /// A `Result` tag that is no result.
    BadResultTag(String),
    /// A `TimeControl` tag that is not in the PGN standard's form.
    BadTimeControl(String),
    /// The `Result` tag and the result ending the movetext differ.
    ResultTagDiffers {
        /// The tag's value.
        tag: String,
        /// The movetext's result.
        movetext: Outcome,
    },
    /// The Laws ended the game, with another result than the one recorded.
    EndContradicted {
        /// The recorded result.
        given: Outcome,
        /// How the Laws ended it.
        ended: Ended,
    },
    /// A decisive result in a position where neither side can checkmate
    /// (Art. 5.2.2).
    DeadButDecisive {
        /// The recorded result.
        given: Outcome,
    },
    /// A loss on time where the winner cannot checkmate (Art. 6.9).
    TimeForfeitDraw {
        /// The player recorded as winning on time.
        winner: Color,
    },
    /// A game of another variant, by the name its `Variant` tag gives.
    Variant(String),
    /// A null move where a move was to be (`--`, `Z0`, `0000`, `@@@@`).
    NullMove,
}

impl Detail {
    /// The kind of finding this is.
    pub fn kind(&self) -> Kind {
        match self {
            Detail::UnreadableMove
            | Detail::AfterResult
            | Detail::BadFen(_)
            | Detail::NoResult
            | Detail::Broken
            | Detail::BadResultTag(_)
            | Detail::BadTimeControl(_) => Kind::Unreadable,
            Detail::IllegalMove | Detail::AmbiguousMove => Kind::IllegalMove,
            Detail::AfterEnd(_) => Kind::AfterEnd,
            Detail::ResultTagDiffers { .. }
            | Detail::EndContradicted { .. }
            | Detail::DeadButDecisive { .. } => Kind::WrongResult,
            Detail::TimeForfeitDraw { .. } => Kind::TimeForfeitDraw,
            Detail::Variant(_) => Kind::Variant,
            Detail::NullMove => Kind::NullMove,
        }
    }
}

/// A move a finding is about: its number, the side making it, the token
/// as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AtMove {
    /// The full-move number.
    pub number: u32,
    /// The side making the move.
    pub side: Color,
    /// The move as the file writes it.
    pub token: String,
}

/// One thing wrong with a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The half-move it is about, counting from 1; 0 for the game as a whole.
    pub ply: usize,
    /// The move it is about, if it is about one.
    pub at: Option<AtMove>,
    /// What is wrong.
    pub detail: Detail,
}

/// A game checked: its players, how many half-moves were read, and what
/// is wrong with it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Checked {
    /// The `White` tag (`?` when there is none).
    pub white: String,
    /// The `Black` tag (`?` when there is none).
    pub black: String,
    /// The half-moves read (up to the first that is wrong).
    pub plies: usize,
    /// What is wrong, in the order of the game.
    pub findings: Vec<Finding>,
}

/// How thoroughly to look.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Depth {
    /// Whether dead positions and results are decided by the full
    /// unwinnability analysis (chasolver), after the moves as in play and
    /// at the end; without it, by material alone.
    pub dead_positions: bool,
    /// The edition of the Laws every game is checked under; `None`: the
    /// one its `Laws` tag names, else the one in force.
    pub laws: Option<Laws>,
}

/// Checks the game in `bytes` (one game of a file, as cut by
/// [`super::split`]); `None` when the bytes hold no game (comments only).
pub fn check_game(bytes: &[u8], depth: Depth) -> Option<Checked> {
    let mut games = pgn::import_all_with(bytes, depth.dead_positions).under(depth.laws);
    match games.next()? {
        Ok(imported) => {
            let mut checked = check_imported(&imported, depth);
            // A null move as the file writes it (`Z0`, `0000`), not as read.
            for f in &mut checked.findings {
                if let (Detail::NullMove, Some(at)) = (&f.detail, &mut f.at)
                    && let Some(written) = pgn::written_move(bytes, f.ply - 1)
                {
                    at.token = written;
                }
            }
            Some(checked)
        }
        Err(err) => Some(refused(bytes, &err)),
    }
}

/// Whether the piece of a file in `bytes`, checked as `checked`, holds a
/// game at all rather than text that is none (a shopping list, notes): it
/// has a tag, a move of it was read, its first word is a move number or
/// a result, or what is wrong with it is more than its first word.
pub fn holds_game(bytes: &[u8], checked: &Checked) -> bool {
    let first_word_only = checked.plies == 0
        && matches!(
            checked.findings.as_slice(),
            [Finding {
                detail: Detail::UnreadableMove | Detail::NoResult,
                ..
            }]
        );
    !first_word_only || Tags::of(bytes).tagged || starts_as_movetext(bytes)
}

/// Whether the first word after the tags is a move number (`1.`, `12...`)
/// or a result.
fn starts_as_movetext(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    let first = text
        .lines()
        .filter(|l| !l.trim_start().starts_with(['[', '%']))
        .flat_map(str::split_whitespace)
        .next();
    first.is_some_and(|word| {
        let number = word.trim_end_matches('.');
        let numbered = number.len() < word.len()
            && !number.is_empty()
            && number.bytes().all(|b| b.is_ascii_digit());
        numbered || matches!(word, "1-0" | "0-1" | "1/2-1/2" | "*")
    })
}

/// A game the import refused: one finding, at the place it names.
fn refused(bytes: &[u8], err: &GameError) -> Checked {
    let tags = Tags::of(bytes);
    let (detail, token) = match &err.problem {
        Problem::Unreadable(t) => (Detail::UnreadableMove, Some(t)),
        Problem::Illegal(t) => (Detail::IllegalMove, Some(t)),
        Problem::Ambiguous(t) => (Detail::AmbiguousMove, Some(t)),
        Problem::AfterResult(t) => (Detail::AfterResult, Some(t)),
        Problem::AfterEnd { token, termination } => (Detail::AfterEnd(*termination), Some(token)),
        Problem::BadFen { fen, .. } => (Detail::BadFen(fen.clone()), None),
        Problem::NoResult => (Detail::NoResult, None),
        Problem::Syntax(_) => (Detail::Broken, None),
        Problem::Variant(name) => (Detail::Variant(name.clone()), None),
        Problem::NullMove(t) => (Detail::NullMove, Some(t)),
    };
    let (ply, at) = match (err.place, token) {
        (Place::Move { number, side }, Some(token)) => (
            tags.ply_of(number, side),
            Some(AtMove {
                number,
                side,
                token: token.clone(),
            }),
        ),
        _ => (0, None),
    };
    Checked {
        white: tags.white,
        black: tags.black,
        plies: ply.saturating_sub(1),
        findings: vec![Finding { ply, at, detail }],
    }
}

/// A game the import read: its tags and result held against the game.
pub(crate) fn check_imported(imported: &ImportedGame, depth: Depth) -> Checked {
    let game = &imported.game;
    let sheet = &imported.scoresheet;
    let mut findings = Vec::new();
    let mut whole = |detail| {
        findings.push(Finding {
            ply: 0,
            at: None,
            detail,
        })
    };
    if let Some(tag) = &imported.result_tag {
        match result_of(tag) {
            None => whole(Detail::BadResultTag(tag.clone())),
            Some(tagged) if tagged != imported.result => whole(Detail::ResultTagDiffers {
                tag: tag.clone(),
                movetext: imported.result,
            }),
            Some(_) => {}
        }
    }
    if let Some(control) = &sheet.header.time_control
        && !is_time_control(control)
    {
        whole(Detail::BadTimeControl(control.clone()));
    }
    let given = imported.result;
    if imported.has_null_move() {
        // A game with a null move was not played under the Laws: each
        // null move is a finding, and the result is not judged.
        let mut ply = 0;
        for stretch in &imported.before_null {
            ply += stretch.ply_count() + 1;
            let place = stretch.position_at(0).map(|start| {
                pgn::Place::of_ply(start.fullmoves().get(), start.turn(), stretch.ply_count())
            });
            let at = match place {
                Some(Place::Move { number, side }) => Some(AtMove {
                    number,
                    side,
                    token: "--".to_owned(),
                }),
                _ => None,
            };
            findings.push(Finding {
                ply,
                at,
                detail: Detail::NullMove,
            });
        }
        return Checked {
            white: sheet.header.white.clone(),
            black: sheet.header.black.clone(),
            plies: imported.stretches().map(Game::ply_count).sum::<usize>()
                + imported.before_null.len(),
            findings,
        };
    }
    match game.outcome() {
        Some(ended) if ended.reason.is_automatic() => {
            if given != Outcome::Known(ended.result) {
                whole(Detail::EndContradicted { given, ended });
            }
        }
        _ => {
            if let Outcome::Known(KnownOutcome::Decisive { winner }) = given {
                let pos = game.position();
                if imported.lost_on_time(!winner) {
                    let cannot = if depth.dead_positions {
                        unwinnable::can_checkmate_likely(pos, winner) == Mate::Impossible
                    } else {
                        pos.has_insufficient_material(winner)
                    };
                    if cannot {
                        whole(Detail::TimeForfeitDraw { winner });
                    }
                } else if depth.dead_positions && dead(pos) {
                    whole(Detail::DeadButDecisive { given });
                }
            }
        }
    }
    Checked {
        white: sheet.header.white.clone(),
        black: sheet.header.black.clone(),
        plies: game.ply_count(),
        findings,
    }
}

/// Whether neither side can checkmate from `pos`, the last position of a
/// game with a decisive result, proven. A checkmate is looked for as the
/// likely answer, as the import looks for it
/// ([`unwinnable::either_can_checkmate_likely`]; its answers are kept):
/// the player [`unwinnable::likelier_to_mate`] first. Where none is found,
/// both players' answers (kept by then) must be proofs that none is
/// possible.
fn dead(pos: &shakmaty::Chess) -> bool {
    let first = unwinnable::likelier_to_mate(pos);
    !unwinnable::either_can_checkmate_likely(pos, first)
        && [first, !first]
            .into_iter()
            .all(|side| unwinnable::can_checkmate_likely(pos, side) == Mate::Impossible)
}

/// A `Result` tag's value as a result.
fn result_of(tag: &str) -> Option<Outcome> {
    match tag.trim() {
        "1-0" => Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        })),
        "0-1" => Some(Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        })),
        "1/2-1/2" => Some(Outcome::Known(KnownOutcome::Draw)),
        "*" => Some(Outcome::Unknown),
        _ => None,
    }
}

/// Whether `tag` is a `TimeControl` value in the PGN standard's form
/// (9.6.1): `?`, `-`, or periods joined by `:`, each `moves/seconds`,
/// `seconds`, `seconds+increment` or `*seconds` (sandclock).
pub(crate) fn is_time_control(tag: &str) -> bool {
    let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let period = |p: &str| {
        if let Some(sand) = p.strip_prefix('*') {
            return number(sand);
        }
        let (moves, rest) = p.split_once('/').unwrap_or(("1", p));
        let (base, increment) = rest.split_once('+').unwrap_or((rest, "0"));
        number(moves) && number(base) && number(increment)
    };
    match tag.trim() {
        "?" | "-" => true,
        t => t.split(':').all(period),
    }
}

/// The tags a refused game's finding needs: players and starting position.
struct Tags {
    white: String,
    black: String,
    fen: Option<String>,
    /// Whether the game has any tag at all.
    tagged: bool,
}

impl Tags {
    /// The tags of the game in `bytes`.
    fn of(bytes: &[u8]) -> Tags {
        let mut tags = Tags {
            white: "?".to_owned(),
            black: "?".to_owned(),
            fen: None,
            tagged: false,
        };
        let _ = Reader::new(bytes).read_game(&mut TagReader(&mut tags));
        tags
    }

    /// The half-move (from 1) of move `number` by `side` in this game.
    fn ply_of(&self, number: u32, side: Color) -> usize {
        let start = self
            .fen
            .as_deref()
            .and_then(|fen| Game::from_fen(fen).ok())
            .map_or((1, Color::White), |g| {
                (g.position().fullmoves().get(), g.turn())
            });
        let index = |n: u32, s: Color| n as usize * 2 + usize::from(s == Color::Black);
        index(number, side).saturating_sub(index(start.0, start.1)) + 1
    }
}

/// Reads the tags into [`Tags`] and stops before the movetext.
struct TagReader<'a>(&'a mut Tags);

impl Visitor for TagReader<'_> {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }

    fn tag(&mut self, (): &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<()> {
        let value = || value.decode_utf8_lossy().into_owned();
        self.0.tagged = true;
        match name {
            b"White" => self.0.white = value(),
            b"Black" => self.0.black = value(),
            b"FEN" => self.0.fen = Some(value()),
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, (): ()) -> ControlFlow<(), ()> {
        ControlFlow::Break(())
    }

    fn end_game(&mut self, (): ()) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    const FULL: Depth = Depth {
        dead_positions: true,
        laws: None,
    };

    fn findings(pgn: &str) -> Vec<(usize, Kind, Detail)> {
        check_game(pgn.as_bytes(), FULL)
            .expect("a game")
            .findings
            .into_iter()
            .map(|f| (f.ply, f.detail.kind(), f.detail))
            .collect()
    }

    fn kinds(pgn: &str) -> Vec<(usize, Kind)> {
        findings(pgn).into_iter().map(|(p, k, _)| (p, k)).collect()
    }

    #[test]
    fn a_clean_game_has_no_findings() {
        let pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n[TimeControl \"300+3\"]\n\n\
                   1. f3 e5 2. g4 Qh4# 0-1\n";
        let checked = check_game(pgn.as_bytes(), FULL).unwrap();
        assert_eq!(checked.findings, []);
        assert_eq!((checked.white.as_str(), checked.black.as_str()), ("A", "B"));
        assert_eq!(checked.plies, 4);
    }

    #[test]
    fn comments_alone_are_no_game() {
        assert_eq!(check_game(b"; nothing here\n", FULL), None);
    }

    #[test]
    fn a_shopping_list_holds_no_game_and_a_broken_game_one() {
        let holds = |text: &str| {
            let checked = check_game(text.as_bytes(), FULL).unwrap();
            holds_game(text.as_bytes(), &checked)
        };
        assert!(!holds("milk\neggs\n2 loaves of bread\nbutter\n"));
        assert!(!holds("Dear Anna, see you on Sunday.\n"));
        assert!(holds("1. e4 e5 2. Nf3 *\n"));
        assert!(holds("[Event \"x\"]\n\nmilk *\n"));
        assert!(holds("1. e8Q *\n"));
        assert!(holds("12... Nf6 *\n"));
        assert!(holds("e4 e5 milk *\n"));
        assert!(holds("Ke3 *\n"));
    }

    #[test]
    fn an_unreadable_move_is_found_at_its_ply_with_its_token() {
        let checked = check_game(b"[White \"A\"]\n\n1. e4 e5 2. Nf9 Nc6 *\n", FULL).unwrap();
        assert_eq!(checked.plies, 2);
        let f = &checked.findings[0];
        assert_eq!((f.ply, f.detail.kind()), (3, Kind::Unreadable));
        let at = f.at.as_ref().unwrap();
        assert_eq!(
            (at.number, at.side, at.token.as_str()),
            (2, Color::White, "Nf9")
        );
        assert_eq!(checked.white, "A");
    }

    #[test]
    fn an_illegal_move_is_found_at_its_ply_from_a_set_up_position() {
        let pgn =
            "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n[SetUp \"1\"]\n\n30... Kd7 31. e5 *\n";
        let checked = check_game(pgn.as_bytes(), FULL).unwrap();
        let f = &checked.findings[0];
        assert_eq!((f.ply, f.detail.kind()), (2, Kind::IllegalMove));
        assert_eq!(f.at.as_ref().unwrap().token, "e5");
        assert_eq!(
            kinds("1. e4 e5 2. Nc3 Nf6 3. Nge2 Nc6 4. Ne4 *"),
            [(7, Kind::IllegalMove)]
        );
    }

    #[test]
    fn a_move_after_mate_or_after_the_result_is_found() {
        assert_eq!(
            findings("1. f3 e5 2. g4 Qh4# 3. Kf2 0-1"),
            [(5, Kind::AfterEnd, Detail::AfterEnd(Termination::Checkmate))]
        );
        assert_eq!(kinds("1. e4 1-0 e5"), [(2, Kind::Unreadable)]);
    }

    #[test]
    fn a_move_after_a_dead_position_is_found() {
        // A locked chain with bishops: dead once the last pawn move is made.
        let pgn = "[FEN \"2b1k3/8/8/1p1p1p1p/1P1P1P2/7P/8/2B1K3 w - - 0 1\"]\n\n1. h4 Kd7 1/2-1/2";
        assert_eq!(
            findings(pgn),
            [(
                2,
                Kind::AfterEnd,
                Detail::AfterEnd(Termination::DeadPosition)
            )]
        );
        // Material alone does not see it.
        let shallow = Depth {
            dead_positions: false,
            laws: None,
        };
        assert_eq!(check_game(pgn.as_bytes(), shallow).unwrap().findings, []);
    }

    #[test]
    fn bad_tags_and_a_missing_result_are_unreadable() {
        assert_eq!(
            kinds("[Result \"2-0\"]\n\n1. e4 *"),
            [(0, Kind::Unreadable)]
        );
        assert_eq!(
            kinds("[TimeControl \"5 min\"]\n\n1. e4 *"),
            [(0, Kind::Unreadable)]
        );
        assert_eq!(
            kinds("[FEN \"8/8/8/8 w - - 0 1\"]\n\n1. e4 *"),
            [(0, Kind::Unreadable)]
        );
        assert_eq!(kinds("1. e4 e5"), [(0, Kind::Unreadable)]);
    }

    #[test]
    fn time_controls_of_the_pgn_standard_are_read() {
        for good in [
            "?",
            "-",
            "300+3",
            "40/7200:3600",
            "*180",
            "1/259200",
            "5400+30",
        ] {
            assert!(is_time_control(good), "{good}");
        }
        for bad in ["", "5 min", "15+10+1", "40/", "+3", "G/60", "300+"] {
            assert!(!is_time_control(bad), "{bad}");
        }
    }

    #[test]
    fn results_that_contradict_the_game_are_wrong() {
        // The Result tag and the movetext disagree.
        assert_eq!(
            kinds("[Result \"1-0\"]\n\n1. e4 0-1"),
            [(0, Kind::WrongResult)]
        );
        // White won by a mate Black gave.
        let mate = findings("1. f3 e5 2. g4 Qh4# 1-0");
        assert_eq!(mate.len(), 1);
        assert!(matches!(
            mate[0].2,
            Detail::EndContradicted {
                ended: Ended {
                    reason: Termination::Checkmate,
                    ..
                },
                ..
            }
        ));
        // A decisive result in a stalemate.
        let stalemate = "[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n\n1. Qf7 Kg8 *";
        assert_eq!(kinds(stalemate), [(2, Kind::AfterEnd)]);
        let stalemate = "[FEN \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 1\"]\n\n1. Qf7 1-0";
        assert_eq!(kinds(stalemate), [(0, Kind::WrongResult)]);
    }

    #[test]
    fn a_decisive_result_in_a_dead_position_is_wrong() {
        // Ka1 walls White's king in behind its pawn: a bishop of the
        // wrong colour is all that moves (chasolver's published verdict
        // for the position after it). The core, which tests quiet moves
        // only where the last full test could be out of date, plays on.
        let fen = "8/3k4/1B6/8/8/1p6/pP6/1K6 w - - 0 1";
        let dead = format!("[FEN \"{fen}\"]\n\n1. Ka1 Kc6 1-0");
        assert_eq!(
            findings(&dead),
            [(
                0,
                Kind::WrongResult,
                Detail::DeadButDecisive {
                    given: Outcome::Known(KnownOutcome::Decisive {
                        winner: Color::White
                    })
                }
            )]
        );
        let alive = format!("[FEN \"{fen}\"]\n\n1. Kc1 Kc6 1-0");
        assert_eq!(kinds(&alive), []);
        let shallow = Depth {
            dead_positions: false,
            laws: None,
        };
        assert_eq!(check_game(dead.as_bytes(), shallow).unwrap().findings, []);
    }

    #[test]
    fn a_loss_on_time_where_the_winner_cannot_checkmate_is_a_draw() {
        // Black has a bare king; the tag says time forfeit.
        let pgn = "[Termination \"Time forfeit\"]\n[FEN \"4k3/8/8/8/8/8/4PP2/4K3 w - - 0 1\"]\n\n1. e4 0-1";
        assert_eq!(
            findings(pgn),
            [(
                0,
                Kind::TimeForfeitDraw,
                Detail::TimeForfeitDraw {
                    winner: Color::Black
                }
            )]
        );
        // The same by White's last clock reading at zero.
        let pgn = "[FEN \"4k3/8/8/8/8/8/4PP2/4K3 w - - 0 1\"]\n\n1. e4 {[%clk 0:00:00]} 0-1";
        assert_eq!(kinds(pgn), [(0, Kind::TimeForfeitDraw)]);
        // A rook could mate: the loss stands.
        let pgn = "[Termination \"time forfeit\"]\n[FEN \"4k3/8/8/8/8/8/4PPr1/4K3 w - - 0 1\"]\n\n1. e4 0-1";
        assert_eq!(kinds(pgn), []);
        // Not on time: a resignation stands.
        let pgn = "[FEN \"4k3/8/8/8/8/8/4PP2/4K3 w - - 0 1\"]\n\n1. e4 0-1";
        assert_eq!(kinds(pgn), []);
    }

    #[test]
    fn a_loss_on_time_beyond_material_needs_the_full_analysis() {
        // lichess.org/ijyj0mHa, move 60: White's flag fell, and Black's
        // bishop and pawns could never mate (chasolver's verdict);
        // material alone says they could.
        let pgn = "[Termination \"time forfeit\"]\n\
                   [FEN \"5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1\"]\n\n0-1";
        assert_eq!(kinds(pgn), [(0, Kind::TimeForfeitDraw)]);
        let shallow = Depth {
            dead_positions: false,
            laws: None,
        };
        let checked = check_game(pgn.as_bytes(), shallow).unwrap();
        assert_eq!(checked.findings, []);
    }
}
