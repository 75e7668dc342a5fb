//! Reading games from PGN with pgn-reader.

use std::{cell::Cell, io::Read, ops::ControlFlow, rc::Rc};

use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::{
    CastlingMode, CastlingSide, Chess, Color, EnPassantMode, KnownOutcome, Move, Outcome, Position,
    PositionError, Square,
    san::{San, SanError, Suffix},
};

use super::{GameError, PgnError, Place, Problem, clock_commands, lex, token_text};
use crate::rules::{
    game::{Game, ProvenAlive},
    laws::Laws,
    outcome::{Ended, Termination},
    scoresheet::{Header, ScoredMove, Scoresheet, UNKNOWN, UNKNOWN_DATE},
    unwinnable::{self, Mate},
    variant::Variant,
};

/// One game read from a PGN.
#[derive(Clone, Debug)]
pub struct ImportedGame {
    /// Its number in the file (1-based).
    pub number: usize,
    /// The game: positions, moves, and how the Laws ended it, if they did.
    /// In a game with null moves, the stretch after the last one (see
    /// [`ImportedGame::before_null`]).
    pub game: Game,
    /// In a game with null moves (an analysis placeholder, written `--`,
    /// `Z0`, `0000` or `@@@@`), the stretches of the game before each of
    /// them, in order: each one ends where a player passed, and the next
    /// one (or [`ImportedGame::game`]) starts from there with the other
    /// player to move. Empty for a game played under the Laws.
    pub before_null: Vec<Game>,
    /// Its scoresheet: header, moves with `%clk` readings (and `%emt`
    /// times), result and `Termination` tag.
    pub scoresheet: Scoresheet,
    /// The `Result` tag as written, if there was one.
    pub result_tag: Option<String>,
    /// The result that ends the movetext.
    pub result: Outcome,
}

impl ImportedGame {
    /// The stretches of the game between its null moves, in order (the
    /// whole game, alone, when it has none).
    pub fn stretches(&self) -> impl Iterator<Item = &Game> {
        self.before_null.iter().chain(std::iter::once(&self.game))
    }

    /// Whether the game has a null move.
    pub fn has_null_move(&self) -> bool {
        !self.before_null.is_empty()
    }

    /// The game, if it has no null move; else the error that names the
    /// first null move (as `--`) and its place: a game to be played on,
    /// reviewed or scored must have been played under the Laws.
    pub fn played_under_the_laws(self) -> Result<ImportedGame, GameError> {
        let Some(first) = self.before_null.first() else {
            return Ok(self);
        };
        let start = self.stretches().next().and_then(|g| g.position_at(0));
        let (number, side) = start.map_or((1, Color::White), |p| (p.fullmoves().get(), p.turn()));
        let ply = first.ply_count();
        Err(GameError {
            game: self.number,
            place: Place::of_ply(number, side, ply),
            problem: Problem::NullMove(
                self.scoresheet
                    .moves()
                    .get(ply)
                    .map_or_else(|| "--".to_owned(), |m| m.san.to_string()),
            ),
        })
    }

    /// Whether the game was lost on time by `loser`: the `Termination` tag
    /// says so (`time forfeit`, as the PGN standard and lichess write it,
    /// or "… won on time"), or `loser`'s last clock reading is zero.
    pub fn lost_on_time(&self, loser: Color) -> bool {
        let tagged = self.scoresheet.termination().is_some_and(|t| {
            let t = t.trim().to_ascii_lowercase();
            t == "time forfeit" || t.ends_with("on time")
        });
        tagged || self.last_clock(loser) == Some(0)
    }

    /// The last clock reading recorded after a move of `side`.
    fn last_clock(&self, side: Color) -> Option<u64> {
        let first = self
            .stretches()
            .next()?
            .position_at(0)
            .map(Position::turn)?;
        self.scoresheet
            .moves()
            .iter()
            .enumerate()
            .rev()
            .filter(|(i, _)| (i % 2 == 0) == (first == side))
            .find_map(|(_, m)| m.clock_after)
    }

    /// The winner of a game its result says was won on time (Art. 6.9
    /// asks whether they could have checkmated).
    fn won_on_time(&self) -> Option<Color> {
        match self.result {
            Outcome::Known(KnownOutcome::Decisive { winner }) if self.lost_on_time(!winner) => {
                Some(winner)
            }
            _ => None,
        }
    }
}

/// Reads game `number` (1-based) of a PGN.
///
/// Games before it are skipped without being checked. A game number of 0
/// or past the end is refused with [`PgnError::NoSuchGame`] (or
/// [`PgnError::NoGames`] for an input without games).
pub fn import(pgn: &[u8], number: usize) -> Result<ImportedGame, PgnError> {
    import_under(pgn, number, None)
}

/// [`import`] under the edition `laws` of the Laws; `None` takes the
/// edition the game's `Laws` tag names, and the one in force without it.
pub fn import_under(
    pgn: &[u8],
    number: usize,
    laws: Option<Laws>,
) -> Result<ImportedGame, PgnError> {
    import_by(pgn, number, laws, true)
}

/// [`import_under`], the games before the one asked for skipped as
/// [`Games::skip_one_by`] skips them with `skim`.
fn import_by(
    pgn: &[u8],
    number: usize,
    laws: Option<Laws>,
    skim: bool,
) -> Result<ImportedGame, PgnError> {
    let mut games = import_all(pgn).under(laws);
    if number >= 1 {
        for _ in 1..number {
            if !games.skip_one_by(skim)? {
                return Err(no_such_game(games.number, number));
            }
        }
        if let Some(game) = games.next() {
            return Ok(game?);
        }
    }
    let mut count = games.number;
    while games.skip_one_by(skim)? {
        count += 1;
    }
    Err(no_such_game(count, number))
}

fn no_such_game(count: usize, requested: usize) -> PgnError {
    if count == 0 {
        PgnError::NoGames
    } else {
        PgnError::NoSuchGame { count, requested }
    }
}

/// How many games a PGN holds (without checking them).
pub fn count_games(pgn: &[u8]) -> Result<usize, PgnError> {
    let mut games = import_all(pgn);
    while games.skip_one()? {}
    Ok(games.number)
}

/// Reads every game of a PGN, in order.
pub fn import_all(pgn: &[u8]) -> Games<'_> {
    import_all_with(pgn, true)
}

/// [`import_all`], with the search for dead positions beyond material
/// after the moves (chasolver's) on or off: off, material alone ends a
/// game (as in most programs), for `tactus check --no-dead-positions`.
/// A game set up in a dead position is over from the start either way.
pub fn import_all_with(pgn: &[u8], dead_positions: bool) -> Games<'_> {
    let handed = Rc::new(Cell::new(0));
    Games {
        bytes: pgn,
        reader: Reader::new(Bytes {
            rest: pgn,
            handed: Rc::clone(&handed),
        }),
        handed,
        number: 0,
        skimmed: None,
        open_brace: None,
        failed: false,
        dead_positions,
        search_first: false,
        laws: None,
        proven_alive: None,
        written: None,
    }
}

/// The input, handed to pgn-reader piece by piece, counting what it took.
struct Bytes<'a> {
    rest: &'a [u8],
    handed: Rc<Cell<usize>>,
}

impl Read for Bytes<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.rest.read(buf)?;
        self.handed.set(self.handed.get() + n);
        Ok(n)
    }
}

/// The games of a PGN, read one after another (see [`import_all`]). After
/// a game the text cannot be read past (an unterminated comment or tag),
/// the iteration ends.
pub struct Games<'a> {
    bytes: &'a [u8],
    reader: Reader<Bytes<'a>>,
    /// How many bytes the reader has taken from the input so far.
    handed: Rc<Cell<usize>>,
    number: usize,
    /// Where the movetext of the game [`Games::skip_one`] skimmed last
    /// starts, while pgn-reader has yet to skip it (it does on its next
    /// read); the next game's text starts where that movetext ends.
    skimmed: Option<usize>,
    /// Where the input's last brace comment opens, if it is never closed
    /// (once looked for): only a movetext that holds it can be refused.
    open_brace: Option<Option<usize>>,
    failed: bool,
    /// Whether moves are tested for dead positions beyond material.
    dead_positions: bool,
    /// Whether, with `dead_positions`, every game is read with the search
    /// after its moves (as in play) rather than first without it and then
    /// proven (see [`alive_throughout`]): the second reading of a game
    /// that was not proven alive.
    search_first: bool,
    /// The edition of the Laws every game is read under, whatever its tag says.
    laws: Option<Laws>,
    /// Where the first reading of the game read again proved its positions
    /// alive (see [`latest_alive`]).
    proven_alive: Option<ProvenAlive>,
    /// The game as the file writes it, when these bytes are its moves
    /// written in another form made readable ([`lex::normalised`]): a move
    /// an error names is quoted from it.
    written: Option<&'a [u8]>,
}

impl<'a> Games<'a> {
    /// Reads every game under the edition `laws` of the Laws, whatever its
    /// `Laws` tag says; `None` (the default) follows the tag, and without
    /// one (or with a value that names no edition, which is left alone as
    /// an unknown tag) the Laws in force.
    #[must_use]
    pub fn under(mut self, laws: Option<Laws>) -> Games<'a> {
        self.laws = laws;
        self
    }
}

impl Games<'_> {
    /// The offset in the input of the next byte the reader will look at:
    /// what it has taken, less what it still holds in its buffer. (Asking
    /// the reader for its stream position would empty its buffer.)
    fn offset(&self) -> usize {
        self.handed.get() - self.reader.buffer().len()
    }

    fn syntax_error(&self, err: &std::io::Error, place: Place) -> GameError {
        GameError {
            game: self.number.max(1),
            place,
            problem: Problem::Syntax(err.to_string()),
        }
    }

    /// Skips a game; false at the end of the input. Text with neither tags,
    /// moves, a result nor an unreadable token (a `;` comment line between
    /// games) is no game, as in [`Games::read_one`].
    ///
    /// A game with tags is one: its movetext is left to pgn-reader's skip,
    /// which ends it where reading its moves would
    /// ([`lex::movetext_end`]), and costs far less. Only a brace comment
    /// left open to the end of the input tells the two apart (reading
    /// refuses it): a game that may hold it is read whole.
    fn skip_one(&mut self) -> Result<bool, GameError> {
        self.skip_one_by(true)
    }

    /// [`Games::skip_one`], leaving the movetext of a game with tags to
    /// pgn-reader's skip if `skim`, else reading it.
    fn skip_one_by(&mut self, skim: bool) -> Result<bool, GameError> {
        loop {
            if self.failed {
                return Ok(false);
            }
            // Where this game's text starts: where the last one ended,
            // found only when needed (after a skimmed movetext, by
            // walking it).
            let (skimmed, offset) = (self.skimmed.take(), self.offset());
            let start = |bytes: &[u8]| {
                skimmed.map_or(offset, |movetext| lex::movetext_end(bytes, movetext))
            };
            // Whether a game follows first, as reading the games does
            // (`next`): that passes over a byte-order mark where a joined
            // file begins, so both count the same games.
            let more = self.reader.has_more();
            // Where pgn-reader starts on the game.
            let begun = self.offset();
            let read = match more {
                Ok(true) => self.reader.read_game(&mut Probe { skim }),
                Ok(false) => Ok(None),
                Err(err) => Err(err),
            };
            match read {
                Ok(Some(Held::Tags)) => {
                    let movetext = self.offset();
                    self.skimmed = Some(movetext);
                    let open = *self.open_brace.get_or_insert_with(|| {
                        let last = memchr::memrchr(b'{', self.bytes)?;
                        memchr::memrchr(b'}', &self.bytes[last..])
                            .is_none()
                            .then_some(last)
                    });
                    if open.is_some_and(|brace| brace >= movetext)
                        && let Err(err) =
                            Reader::new(&self.bytes[begun..]).read_game(&mut Probe { skim: false })
                    {
                        self.failed = true;
                        self.number += 1;
                        return Err(self.syntax_error(&err, Place::Tags));
                    }
                    self.number += 1;
                    return Ok(true);
                }
                Ok(Some(Held::Something)) => {
                    self.number += 1;
                    return Ok(true);
                }
                Ok(Some(Held::Nothing)) => {
                    let start = start(self.bytes);
                    let end = self.offset().max(start);
                    if lex::first_unreadable(&self.bytes[start..end]).is_some() {
                        self.number += 1;
                        return Ok(true);
                    }
                }
                Ok(None) => return Ok(false),
                Err(err) => {
                    self.failed = true;
                    self.number += 1;
                    return Err(self.syntax_error(&err, Place::Tags));
                }
            }
        }
    }
}

/// What a game holds, as far as [`Probe`] looked.
enum Held {
    /// Neither a tag, a move nor a result.
    Nothing,
    /// A move or a result (and no tag).
    Something,
    /// Tags, and with them a game (the movetext was not looked at when
    /// skimming).
    Tags,
}

/// A visitor that only tells whether a game holds anything: a tag, a move
/// or a result. Without tags it reads the whole movetext, as [`Importer`]
/// does, so that both find the same games; with them, when it `skim`s, it
/// leaves the movetext to pgn-reader's skip, which ends it in the same
/// place (see [`Games::skip_one`]).
struct Probe {
    skim: bool,
}

impl Visitor for Probe {
    type Tags = bool;
    type Movetext = bool;
    type Output = Held;

    fn begin_tags(&mut self) -> ControlFlow<Held, bool> {
        ControlFlow::Continue(false)
    }

    fn tag(&mut self, seen: &mut bool, _: &[u8], _: RawTag<'_>) -> ControlFlow<Held> {
        *seen = true;
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, seen: bool) -> ControlFlow<Held, bool> {
        if seen && self.skim {
            ControlFlow::Break(Held::Tags)
        } else {
            ControlFlow::Continue(seen)
        }
    }

    fn san(&mut self, seen: &mut bool, _: SanPlus) -> ControlFlow<Held> {
        *seen = true;
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, seen: &mut bool, _: Outcome) -> ControlFlow<Held> {
        *seen = true;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, seen: bool) -> Held {
        if seen { Held::Something } else { Held::Nothing }
    }
}

impl Iterator for Games<'_> {
    type Item = Result<ImportedGame, GameError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if self.failed {
                return None;
            }
            // pgn-reader skips a skimmed movetext now, if one is left.
            self.skimmed = None;
            match self.reader.has_more() {
                Ok(true) => {}
                Ok(false) => return None,
                Err(err) => {
                    self.failed = true;
                    return Some(Err(self.syntax_error(&err, Place::Tags)));
                }
            }
            if let Some(game) = self.read_one() {
                return Some(game);
            }
        }
    }
}

impl Games<'_> {
    /// Reads the next game; `None` when the text read holds no game (only
    /// comments, no tag, move, result or unreadable token), which then does
    /// not count.
    ///
    /// With the search for dead positions on, the game is read first
    /// without it. Play runs the search only after a move that leaves a
    /// position [`unwinnable::worth_testing`]; where no position of the game
    /// was one, the search would not have run at all, and the reading
    /// stands as it is (whether it read the whole game or refused a move).
    /// Otherwise the search runs once, at its end: a position from which a
    /// checkmate is possible proves every position before it alive (any
    /// series of moves from those passes through it), so the reading
    /// stands as well. Only a game not so proven (one that ended in a dead
    /// position, or whose last position is dead or undecided, or one the
    /// reading refused) is read again, its own text, with the search after
    /// every move where play runs it: the verdicts are those of play. Only
    /// the positions the first reading proves alive ([`latest_alive`]) are
    /// not tested again.
    fn read_one(&mut self) -> Option<Result<ImportedGame, GameError>> {
        let start = self.offset();
        let first = self.dead_positions && !self.search_first;
        let (read, worth_seen) = self.read_as(start, !first)?;
        if !first
            || self.failed
            || !worth_seen
            || matches!(&read, Ok(game) if alive_throughout(game))
        {
            return Some(read);
        }
        let end = self.offset().max(start);
        let mut again = import_all_with(&self.bytes[start..end], true).under(self.laws);
        again.search_first = true;
        again.proven_alive = read.as_ref().ok().and_then(latest_alive);
        again.number = self.number - 1;
        again.written = self.written;
        Some(again.read_one().unwrap_or(read))
    }

    /// Reads the next game, which starts at `start`, with the search for
    /// dead positions after its moves if `searched` (and `dead_positions`);
    /// with whether, read without the search, a position after one of its
    /// moves was one where play would have run it.
    fn read_as(
        &mut self,
        start: usize,
        searched: bool,
    ) -> Option<(Result<ImportedGame, GameError>, bool)> {
        let watching = self.dead_positions && !searched;
        let mut importer = Importer {
            number: self.number + 1,
            start_number: 1,
            start_side: Color::White,
            plies: 0,
            in_movetext: false,
            seen: false,
            dead_positions: self.dead_positions && searched,
            watching,
            worth_seen: false,
            laws: self.laws,
            proven_alive: self.proven_alive,
        };
        let read = self.reader.read_game(&mut importer);
        let worth_seen = importer.worth_seen;
        let place = importer.place();
        let found = match read {
            Ok(Some(found)) => found,
            Ok(None) => return None,
            Err(err) => {
                self.failed = true;
                self.number += 1;
                return Some((Err(self.syntax_error(&err, place)), worth_seen));
            }
        };
        let end = self.offset().max(start);
        let unreadable = lex::first_unreadable(&self.bytes[start..end]);
        if !importer.seen && unreadable.is_none() {
            return None;
        }
        self.number += 1;
        // Moves written as other programs write them (`e2-e4`, `e7e8q`,
        // `0000`), which pgn-reader skips: the game is read again with
        // them in the form it reads.
        // A move refused in the movetext stopped the reading there; the
        // rest of the movetext is the game's too.
        let broke =
            importer.in_movetext && matches!(&found, Err(e) if e.problem != Problem::NoResult);
        let whole = if broke {
            lex::movetext_end(self.bytes, end)
        } else {
            end
        };
        if unreadable.is_some()
            && importer.in_movetext
            && let Some(normal) = lex::normalised(&self.bytes[start..whole])
        {
            let mut again = import_all_with(&normal, self.dead_positions).under(self.laws);
            again.number = self.number - 1;
            again.search_first = self.search_first;
            again.proven_alive = self.proven_alive;
            again.written = Some(self.written.unwrap_or(&self.bytes[start..whole]));
            if let Some(read) = again.next() {
                return Some((read, false));
            }
        }
        let written = self.written.unwrap_or(&self.bytes[start..end]);
        let read = match (found, unreadable) {
            (Err(err), Some(u)) if !before(&err, &importer, u.plies) => {
                Err(importer.error(u.plies, Problem::Unreadable(token_text(u.token))))
            }
            (Ok(_), Some(u)) => {
                Err(importer.error(u.plies, Problem::Unreadable(token_text(u.token))))
            }
            (Err(err), _) => Err(as_written(err, written, importer.plies)),
            (found, _) => found,
        };
        Some((read, worth_seen))
    }
}

/// Whether it is proven that no position of `game`, read without the
/// search for dead positions after its moves, was dead beyond what that
/// reading found: it has no moves, ended in checkmate, or a checkmate is
/// proven possible from its last position that did not end it (the last,
/// or the one before an end by material, stalemate or the automatic
/// draws). A dead position stays dead whatever is played after it, so a
/// position proven alive proves every earlier one alive.
///
/// The winner of a game won on time is asked first: Art. 6.9 asks whether
/// they could have checkmated, and `tactus check` asks it of the same
/// position (the answer is kept), so where they can, one search answers
/// both. Otherwise the player [`unwinnable::likelier_to_mate`] is asked
/// first, as `tactus check` asks of the last position, and the quick walks
/// to a checkmate of both players run before the search of either
/// ([`unwinnable::either_can_checkmate_likely`]).
fn alive_throughout(imported: &ImportedGame) -> bool {
    // The stretches before a null move end unproven.
    if imported.has_null_move() {
        return false;
    }
    let game = &imported.game;
    let plies = game.ply_count();
    if plies == 0 {
        return true;
    }
    let last = match game.outcome() {
        None => game.position(),
        Some(ended) => match ended.reason {
            Termination::Checkmate => return true,
            Termination::DeadPosition => return false,
            _ => &game.positions()[plies - 1],
        },
    };
    match imported.won_on_time() {
        Some(winner) => [winner, !winner]
            .into_iter()
            .any(|side| unwinnable::can_checkmate_likely(last, side) == Mate::Possible),
        None => unwinnable::either_can_checkmate_likely(last, unwinnable::likelier_to_mate(last)),
    }
}

/// How many of a game's last positions [`latest_alive`] walks from.
const WALKED: usize = 12;

/// Where the first reading of a game that was not proven alive at its end
/// proves it alive: the latest of its last [`WALKED`] positions from which
/// the quick walk finds a checkmate ([`unwinnable::walks_to_checkmate`]),
/// if one does. Such a game mostly died near its end, a move or two after
/// a position the walk proves alive at once; reading it again, play's tests
/// of every position before (searches, up to milliseconds each) can be
/// left out. After a dead position every walk fails, so the few tries cost
/// little where the game died earlier.
fn latest_alive(imported: &ImportedGame) -> Option<ProvenAlive> {
    if imported.has_null_move() {
        return None;
    }
    let positions = imported.game.positions();
    (1..positions.len())
        .rev()
        .take(WALKED)
        .find(|&ply| unwinnable::walks_to_checkmate(&positions[ply]))
        .map(|ply| ProvenAlive::through(ply, &positions[ply]))
}

/// `err` with the move it names as the file writes it (`0-0`, `Pe4`), not
/// as pgn-reader read it (`O-O`, `e4`). The move is the main line's move
/// after `plies` moves, where the reading stopped.
fn as_written(mut err: GameError, game: &[u8], plies: usize) -> GameError {
    let token = match &mut err.problem {
        Problem::Illegal(token)
        | Problem::Ambiguous(token)
        | Problem::AfterResult(token)
        | Problem::NullMove(token)
        | Problem::AfterEnd { token, .. } => token,
        _ => return err,
    };
    if let Some(written) = lex::move_token(game, plies) {
        *token = token_text(written);
    }
    err
}

/// Whether the visitor's error `err` comes before an unreadable token
/// found after `plies` readable moves. The visitor stopped at the move after
/// `importer.plies` moves (or at the end), so the token comes first when it
/// follows no more moves than that.
fn before(err: &GameError, importer: &Importer, plies: usize) -> bool {
    err.place == Place::Tags || importer.plies < plies
}

/// The pgn-reader visitor: builds the game and its scoresheet.
struct Importer {
    number: usize,
    start_number: u32,
    start_side: Color,
    plies: usize,
    in_movetext: bool,
    /// Whether the game holds anything: a tag, a move or a result.
    seen: bool,
    /// Whether moves are tested for dead positions beyond material.
    dead_positions: bool,
    /// Whether, reading without that test, the importer notes where play
    /// would have run it: `worth_seen`.
    watching: bool,
    /// Whether a position after a move was [`unwinnable::worth_testing`]
    /// (noted only while `watching`).
    worth_seen: bool,
    /// The edition of the Laws given by the reader, over the tag's.
    laws: Option<Laws>,
    /// Where an earlier reading proved the positions alive.
    proven_alive: Option<ProvenAlive>,
}

impl Importer {
    fn place(&self) -> Place {
        if self.in_movetext {
            Place::of_ply(self.start_number, self.start_side, self.plies)
        } else {
            Place::Tags
        }
    }

    fn error(&self, plies: usize, problem: Problem) -> GameError {
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

/// The position after the player having the move in `pos` passed (a
/// null move): the other player has the move, no en passant capture is
/// possible, the half-move clock counts the null move and the move number
/// goes on after Black's. `None` where the player is in check.
fn passed(pos: &Chess) -> Option<Chess> {
    if pos.is_check() {
        return None;
    }
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.halfmoves = setup.halfmoves.saturating_add(1);
    if pos.turn() == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    setup.swap_turn();
    <Chess as shakmaty::FromSetup>::from_setup(setup, pos.castles().mode())
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .ok()
}

/// The legal move a token that names its starting square in full means,
/// as python-chess reads it: `g1f3` and `e2e4` (any piece on the square),
/// `Ng1f3` and `Ng1xf3` (the piece named, capture mark or not), `e7e8=Q`,
/// and castling as the king's move (`e1g1`; in Chess960 the king taking
/// its own rook, `e1h1`). `None` for another token, or where no legal
/// move or more than one fits.
fn long_form(pos: &Chess, san: &San) -> Option<Move> {
    let San::Normal {
        role,
        file: Some(file),
        rank: Some(rank),
        to,
        promotion,
        ..
    } = *san
    else {
        return None;
    };
    let from = Square::from_coords(file, rank);
    let chess960 = pos.castles().mode() == CastlingMode::Chess960;
    let lands = |m: &Move| match *m {
        Move::Castle { rook, .. } if chess960 => rook,
        Move::Castle { king, rook } => Square::from_coords(
            CastlingSide::from_king_side(king < rook).king_to_file(),
            king.rank(),
        ),
        _ => m.to(),
    };
    // Without a piece letter shakmaty reads a pawn: then any piece fits.
    let piece = |m: &Move| role == shakmaty::Role::Pawn || m.role() == role;
    let mut fitting = pos.legal_moves().into_iter().filter(|m| {
        m.from() == Some(from) && lands(m) == to && m.promotion() == promotion && piece(m)
    });
    let m = fitting.next()?;
    fitting.next().is_none().then_some(m)
}

/// Room made for the moves of a game before reading it: most games are
/// shorter, and longer ones grow as usual.
const PLIES: usize = 128;

/// The tags read so far.
#[derive(Default)]
struct Tags {
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
struct Movetext {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::pgn::lex::PGN_PIECES;
    use crate::rules::test_rng::TestRng;
    use shakmaty::{CastlingMode, Chess, fen::Fen, san::San};

    /// Starting positions where random play often reaches a dead position
    /// beyond material (pawns that lock, bishops of one colour, forced
    /// captures), besides the usual start.
    const STARTS: [&str; 5] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "4k3/8/8/1p1p1p1p/8/1P1P1P1P/8/4K3 w - - 0 1",
        "2b1k3/8/8/1p1p1p1p/8/1P1P1P1P/8/2B1K3 w - - 0 1",
        "4k3/p1p1p1p1/8/8/8/8/P1P1P1P1/4K1B1 b - - 0 1",
        "7k/8/8/8/8/8/4K3/1B1N4 w - - 0 1",
    ];

    /// A game of random legal moves from `fen`, played on past any dead
    /// position (only a position without moves stops it), as PGN.
    fn random_game(rng: &mut TestRng, fen: &str) -> String {
        let setup: Fen = fen.parse().unwrap();
        let mut pos: Chess = setup.into_position(CastlingMode::Standard).unwrap();
        let mut movetext = String::new();
        for _ in 0..rng.below(160) + 1 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            movetext.push_str(&San::from_move(&pos, m).to_string());
            movetext.push(' ');
            pos.play_unchecked(m);
        }
        format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n[Result \"*\"]\n\n{movetext}*\n\n")
    }

    /// What a reading says of a game, to compare two readings.
    fn verdict(read: &Result<ImportedGame, GameError>) -> String {
        match read {
            Ok(g) => format!("{} plies, {:?}", g.game.ply_count(), g.game.outcome()),
            Err(e) => format!("{e:?}"),
        }
    }

    #[test]
    fn reading_first_and_proving_at_the_end_gives_the_verdicts_of_searching_every_move() {
        let mut rng = TestRng::new(0x5eed_dead);
        let mut pgn = String::new();
        for n in 0..600 {
            pgn.push_str(&random_game(&mut rng, STARTS[n % STARTS.len()]));
        }
        let proven: Vec<_> = import_all(pgn.as_bytes()).map(|g| verdict(&g)).collect();
        let mut searched = import_all(pgn.as_bytes());
        searched.search_first = true;
        let searched: Vec<_> = searched.map(|g| verdict(&g)).collect();
        assert_eq!(proven.len(), 600);
        let dead = searched
            .iter()
            .filter(|v| v.contains("DeadPosition"))
            .count();
        assert!(dead >= 30, "the corpus reaches dead positions: {dead}");
        for (n, (p, s)) in proven.iter().zip(&searched).enumerate() {
            assert_eq!(p, s, "game {}", n + 1);
        }
    }

    #[test]
    fn a_game_that_died_late_is_tested_again_only_after_its_last_position_proven_alive() {
        // From Stockfish's games: Black gives up the queen with a check
        // that leaves White nothing but to take it. After 161. ... Qb7+ the
        // position is dead, and the move after it is refused.
        let pgn = "[SetUp \"1\"]\n[FEN \"1K6/8/8/8/4q3/k7/8/8 b - - 99 160\"]\n\n\
                   160... Qb1+ 161. Ka7 Qb7+ 162. Kxb7 1/2-1/2\n";
        let mut material = import_all_with(pgn.as_bytes(), true);
        let (first, worth_seen) = material.read_as(0, false).expect("a game");
        let first = first.expect("read on material alone");
        assert!(worth_seen && !alive_throughout(&first));
        // The walk proves the position before the check alive.
        assert_eq!(
            latest_alive(&first),
            Some(ProvenAlive::through(2, &first.game.positions()[2]))
        );
        let mut searched = import_all(pgn.as_bytes());
        searched.search_first = true;
        let searched = verdict(&searched.next().expect("a game"));
        let read = verdict(&import_all(pgn.as_bytes()).next().expect("a game"));
        assert_eq!(read, searched);
        assert!(
            read.contains("DeadPosition") && read.contains("Kxb7"),
            "{read}"
        );
    }

    #[test]
    fn a_game_read_with_positions_proven_alive_is_tested_everywhere_once_taken_back() {
        let pgn = "[SetUp \"1\"]\n[FEN \"1K6/8/8/8/4q3/k7/8/8 b - - 99 160\"]\n\n\
                   160... Qb1+ 161. Ka7 Qb7+ 1/2-1/2\n";
        let mut game = import(pgn.as_bytes(), 1).expect("a game").game;
        assert_eq!(
            game.outcome().map(|e| e.reason),
            Some(Termination::DeadPosition)
        );
        // Read again, the first two positions were proven alive. Taken
        // back to the start, 160. ... Qb7+ at once (the same check, one
        // move sooner) is found dead too.
        game.truncate(0);
        assert!(!game.is_over());
        game.play_san("Qb7+").expect("legal");
        assert_eq!(
            game.outcome().map(|e| e.reason),
            Some(Termination::DeadPosition)
        );
    }

    /// The same comparison over every game of the file `TACTUS_DIFF_PGN`
    /// names (the corpora of `scripts/bench-check` and `scripts/engine-games`):
    /// `TACTUS_DIFF_PGN=FILE cargo test --release --lib every_game_of -- --ignored`.
    #[test]
    #[ignore = "reads the file that TACTUS_DIFF_PGN names"]
    fn every_game_of_a_file_reads_as_searching_every_move() {
        let path = std::env::var_os("TACTUS_DIFF_PGN").expect("TACTUS_DIFF_PGN names a PGN file");
        let pgn = std::fs::read(&path).expect("the file can be read");
        let proven: Vec<_> = import_all(&pgn).map(|g| verdict(&g)).collect();
        let mut searched = import_all(&pgn);
        searched.search_first = true;
        let searched: Vec<_> = searched.map(|g| verdict(&g)).collect();
        assert_eq!(proven.len(), searched.len());
        for (n, (p, s)) in proven.iter().zip(&searched).enumerate() {
            assert_eq!(p, s, "game {}", n + 1);
        }
        let dead = searched
            .iter()
            .filter(|v| v.contains("DeadPosition"))
            .count();
        eprintln!(
            "{} games read the same both ways, {dead} of them ended in a dead position",
            proven.len()
        );
    }

    /// Every skip of `text`, as [`Games::skip_one_by`] makes it, with the
    /// game number after it, to the first that finds no game or fails.
    fn skips(text: &[u8], skim: bool) -> Vec<(Result<bool, GameError>, usize)> {
        let mut games = import_all(text);
        let mut skips = Vec::new();
        loop {
            let skip = games.skip_one_by(skim);
            let last = !matches!(skip, Ok(true));
            skips.push((skip, games.number));
            if last {
                return skips;
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn skimming_a_game_with_tags_skips_as_reading_it_whole(
            bits in proptest::collection::vec(0..PGN_PIECES.len(), 0..80),
        ) {
            let text: String = bits.iter().map(|&b| PGN_PIECES[b]).collect();
            let skimmed = skips(text.as_bytes(), true);
            proptest::prop_assert_eq!(&skimmed, &skips(text.as_bytes(), false), "{:?}", text);
            // Each game is read as replay reads it, the others skimmed.
            let count = skimmed.last().map_or(0, |(_, number)| *number);
            for number in 0..=count + 1 {
                proptest::prop_assert_eq!(
                    format!("{:?}", import_by(text.as_bytes(), number, None, true)),
                    format!("{:?}", import_by(text.as_bytes(), number, None, false)),
                    "game {} of {:?}", number, text
                );
            }
        }
    }
}
