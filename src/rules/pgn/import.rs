//! Reading games from PGN with pgn-reader: the entry points, and the
//! games of a PGN read one after another ([`Games`]).
//!
//! * `imported`: one game read, [`ImportedGame`].
//! * `skip`: the games before the one asked for, skipped.
//! * `reading`: one game read: first without the search for dead
//!   positions after its moves and proven alive at its end, and read again
//!   with the search only where that proof fails.
//! * `visitor`: the pgn-reader visitor that builds the game and its
//!   scoresheet, with `moves`, the moves SAN alone does not play.

use std::{cell::Cell, io::Read, rc::Rc};

use pgn_reader::Reader;

use super::{GameError, PgnError, Place, Problem};
use crate::rules::{game::ProvenAlive, laws::Laws};

mod imported;
mod moves;
mod reading;
mod skip;
mod visitor;

pub use imported::ImportedGame;

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
    /// proven (see [`alive_throughout`](reading::alive_throughout)): the
    /// second reading of a game that was not proven alive.
    search_first: bool,
    /// The edition of the Laws every game is read under, whatever its tag says.
    laws: Option<Laws>,
    /// Where the first reading of the game read again proved its positions
    /// alive (see [`latest_alive`](reading::latest_alive)).
    proven_alive: Option<ProvenAlive>,
    /// The game as the file writes it, when these bytes are its moves
    /// written in another form made readable
    /// ([`lex::normalised`](super::lex::normalised)): a move an error names
    /// is quoted from it.
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
