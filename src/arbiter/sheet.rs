//! A player's score read from a file: a PGN (its first game), or the clock
//! game that `tactus clock` keeps (`clock.json` in the data folder).
//!
//! A PGN's moves are taken as written: a score may hold a move that cannot
//! be played (the very thing the arbiter looks for), so only text that is
//! no score at all is refused (an unreadable move, a bad `FEN` tag, text
//! that is not PGN). The clock game gives its checked moves up to the
//! first gap, with both clock readings at every press.

use std::path::Path;

use serde::Deserialize;
use shakmaty::{CastlingMode, Chess, fen::Fen};

use super::record;
use crate::{
    replay::{TextFileError, read_bytes},
    rules::{
        pgn::{self, PgnError, Problem},
        scoresheet::{Header, ScoredMove},
    },
    table::ClockGame,
};

/// A player's score: where it starts and its moves.
#[derive(Clone, Debug)]
pub struct Sheet {
    /// The starting position.
    pub start: Chess,
    /// The moves as written, with the mover's clock reading after each
    /// where one was recorded.
    pub moves: Vec<ScoredMove>,
}

/// Why a score could not be read from a file.
#[derive(Debug)]
pub enum SheetError {
    /// The file cannot be read.
    Read(TextFileError),
    /// The PGN is not a score.
    Pgn(PgnError),
    /// A JSON file that is not a clock game of tactus.
    NotAClockGame,
}

/// The part of the clock game's file that holds the game (the file's
/// other fields say when it was saved).
#[derive(Deserialize)]
struct KeptClockGame {
    game: ClockGame,
}

/// Reads the score in the file at `path`.
pub fn read(path: &Path) -> Result<Sheet, SheetError> {
    let bytes = read_bytes(path).map_err(SheetError::Read)?;
    if let Ok(kept) = serde_json::from_slice::<KeptClockGame>(&bytes) {
        return Ok(from_clock(&kept.game));
    }
    if serde_json::from_slice::<serde_json::Value>(&bytes).is_ok() {
        return Err(SheetError::NotAClockGame);
    }
    from_pgn(&bytes).map_err(SheetError::Pgn)
}

/// The checked moves of a clock game, with the readings at each press.
pub fn from_clock(game: &ClockGame) -> Sheet {
    let sheet = game.score().scoresheet(Header::default(), None);
    Sheet {
        start: Chess::default(),
        moves: sheet.moves().to_vec(),
    }
}

/// The first game of a PGN as a score (see the [module documentation](self)).
pub fn from_pgn(bytes: &[u8]) -> Result<Sheet, PgnError> {
    // The core's own reading names what makes a text no score; a move that
    // cannot be played, or a missing result, does not.
    if let Err(err) = pgn::import(bytes, 1) {
        match &err {
            PgnError::Game(game) => match game.problem {
                Problem::Unreadable(_)
                | Problem::BadFen { .. }
                | Problem::Syntax(_)
                | Problem::Variant(_) => {
                    return Err(err);
                }
                _ => {}
            },
            PgnError::NoGames | PgnError::NoSuchGame { .. } => return Err(err),
        }
    }
    let games = record::read_all(bytes).map_err(|_| PgnError::NoGames)?;
    let Some(game) = games.into_iter().next() else {
        return Err(PgnError::NoGames);
    };
    let start = match game.tag("FEN") {
        None => Chess::default(),
        // Read already by the import above, which refuses a bad one.
        Some(fen) => Fen::from_ascii(fen.trim().as_bytes())
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .unwrap_or_default(),
    };
    Ok(Sheet {
        start,
        moves: game.moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_text_is_read_as_a_score_or_refused_without_panic(
            bytes in proptest::collection::vec(any::<u8>(), 0..300),
            pgn_like in "(\\[[A-Za-z]+ \"[^\"]*\"\\]\n)?([0-9]+\\.{1,3} |[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8][+#]? |O-O |\\{[^}]*\\} |\\( |\\) |1-0|\\*){0,40}",
        ) {
            let _ = from_pgn(&bytes);
            let _ = from_pgn(pgn_like.as_bytes());
            let _ = super::super::record::read_all(pgn_like.as_bytes());
        }
    }

    #[test]
    fn a_score_with_a_move_that_cannot_be_played_is_still_a_score() {
        let sheet = from_pgn(b"1. e4 e5 2. Nf3 Nc6 3. Ne5 Nc3 *").unwrap();
        assert_eq!(sheet.moves.len(), 6);
        let sheet = from_pgn(b"1. e4 { [%clk 0:59:58] } e5 2. Nf3").unwrap();
        assert_eq!(sheet.moves[0].clock_after, Some(3_598_000));
        assert_eq!(sheet.moves.len(), 3);
    }

    #[test]
    fn text_that_is_no_score_is_refused() {
        assert!(from_pgn(b"1. e4 banana e5 *").is_err());
        assert!(from_pgn(b"").is_err());
        assert!(from_pgn(b"[FEN \"nonsense\"]\n\n1. e4 *").is_err());
    }
}
