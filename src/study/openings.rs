//! The opening book: the names of the openings by position, from the
//! Lichess opening names (lichess-org/chess-openings, CC0 1.0, in
//! `assets/openings/`, compiled into tactus so that nothing is looked up at
//! run time).
//!
//! Each of its 3,807 lines (`B90  Sicilian Defense: Najdorf Variation  1. e4
//! c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6`) names the position its
//! moves reach. A game is named by the last position of it that the book
//! names: the longest named line reached, by whatever order of moves
//! (a transposition counts, as on lichess). Positions are told apart by
//! their Zobrist key of the pieces, the side to move, the castling rights
//! and a capturable en-passant square; the move counters do not count.
//!
//! ```
//! use shakmaty::{Chess, Position, san::San};
//! use tactus::study::openings::book;
//!
//! let mut pos = Chess::default();
//! let mut positions = vec![pos.clone()];
//! for san in ["e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"] {
//!     let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
//!     pos.play_unchecked(m);
//!     positions.push(pos.clone());
//! }
//! let (ply, opening) = book().reached(&positions).unwrap();
//! assert_eq!(ply, 10);
//! assert_eq!(opening.eco, "B90");
//! assert_eq!(opening.name, "Sicilian Defense: Najdorf Variation");
//! assert_eq!(opening.family(), "Sicilian Defense");
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use shakmaty::{Chess, EnPassantMode, Position, san::San, zobrist::Zobrist64};

use crate::rules::scoresheet::Scoresheet;

/// The shipped lines, one file per ECO volume.
const VOLUMES: [&str; 5] = [
    include_str!("../../assets/openings/a.tsv"),
    include_str!("../../assets/openings/b.tsv"),
    include_str!("../../assets/openings/c.tsv"),
    include_str!("../../assets/openings/d.tsv"),
    include_str!("../../assets/openings/e.tsv"),
];

/// A named opening line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Its code in the Encyclopaedia of Chess Openings (`B90`).
    pub eco: &'static str,
    /// Its name in English, `Family: Variation, Subvariation`.
    pub name: &'static str,
    /// How many half-moves its line has.
    pub plies: usize,
}

impl Opening {
    /// The family the name begins with (`Sicilian Defense`).
    pub fn family(&self) -> &'static str {
        self.name.split(':').next().unwrap_or(self.name).trim()
    }

    /// The variation after the family (`Najdorf Variation`), if the name
    /// has one.
    pub fn variation(&self) -> Option<&'static str> {
        self.name.split_once(':').map(|(_, v)| v.trim())
    }
}

/// The opening names by position; see the [module documentation](self).
#[derive(Debug)]
pub struct Book {
    by_key: HashMap<Zobrist64, Opening>,
}

/// The book, built from the shipped lines on first use and kept.
pub fn book() -> &'static Book {
    static BOOK: OnceLock<Book> = OnceLock::new();
    BOOK.get_or_init(|| Book::from_lines(VOLUMES.iter().flat_map(|v| v.lines())))
}

/// The key a position is looked up by.
fn key(pos: &Chess) -> Zobrist64 {
    pos.zobrist_hash(EnPassantMode::Legal)
}

impl Book {
    /// A book of lines in the shipped form (`eco`, tab, `name`, tab, the
    /// moves in SAN with move numbers); a heading, and a line whose moves
    /// cannot be played, are left out. The first name of a position stays.
    pub fn from_lines(lines: impl Iterator<Item = &'static str>) -> Book {
        let mut by_key = HashMap::new();
        for line in lines {
            let mut fields = line.split('\t');
            let (Some(eco), Some(name), Some(moves)) =
                (fields.next(), fields.next(), fields.next())
            else {
                continue;
            };
            if eco == "eco" {
                continue;
            }
            if let Some((pos, plies)) = play(moves) {
                by_key
                    .entry(key(&pos))
                    .or_insert(Opening { eco, name, plies });
            }
        }
        Book { by_key }
    }

    /// How many positions the book names.
    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    /// Whether the book names no position.
    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }

    /// The name of exactly this position, if the book has one.
    pub fn name_of(&self, pos: &Chess) -> Option<&Opening> {
        self.by_key.get(&key(pos))
    }

    /// The opening a game reached, from its positions in order (the start
    /// first): the last position the book names, with its index (the
    /// half-moves played to reach it).
    pub fn reached<'a>(
        &self,
        positions: impl IntoIterator<Item = &'a Chess>,
    ) -> Option<(usize, &Opening)> {
        positions
            .into_iter()
            .enumerate()
            .filter_map(|(ply, pos)| self.name_of(pos).map(|o| (ply, o)))
            .last()
    }

    /// The opening the game of `sheet` reached (see [`Book::reached`]),
    /// its moves replayed from its starting position; `None` when it
    /// reached none or its moves cannot be replayed.
    pub fn of_sheet(&self, sheet: &Scoresheet) -> Option<&Opening> {
        let mut pos = match sheet.start_fen() {
            Some(fen) => fen
                .parse::<shakmaty::fen::Fen>()
                .ok()?
                .into_position(shakmaty::CastlingMode::Standard)
                .ok()?,
            None => Chess::default(),
        };
        let mut found = self.name_of(&pos);
        for entry in sheet.moves() {
            let m = entry.san.san.to_move(&pos).ok()?;
            pos.play_unchecked(m);
            found = self.name_of(&pos).or(found);
        }
        found
    }
}

/// The position a line of SAN moves reaches, and its half-moves.
fn play(moves: &str) -> Option<(Chess, usize)> {
    let mut pos = Chess::default();
    let mut plies = 0;
    for word in moves.split_whitespace() {
        if word.ends_with('.') {
            continue;
        }
        let m = word.parse::<San>().ok()?.to_move(&pos).ok()?;
        pos.play_unchecked(m);
        plies += 1;
    }
    Some((pos, plies))
}

/// Writes the opening the game of `sheet` reached into its header (the
/// `ECO` and `Opening` tags); where the book names none, the header keeps
/// what it has.
pub fn name_sheet(sheet: &mut Scoresheet) {
    // A name the book does not know leaves the file's own (a game read
    // keeps its tags).
    if let Some(found) = book().of_sheet(sheet) {
        sheet.header.eco = Some(found.eco.to_owned());
        sheet.header.opening = Some(found.name.to_owned());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_line_is_read() {
        let lines: usize = VOLUMES.iter().map(|v| v.lines().count() - 1).sum();
        assert_eq!(lines, 3_807);
        for volume in VOLUMES {
            for line in volume.lines().skip(1) {
                let moves = line.split('\t').nth(2).unwrap();
                assert!(play(moves).is_some(), "{line}");
            }
        }
        // Some lines name the same position by two move orders.
        assert!(book().len() > 3_000, "{}", book().len());
    }

    #[test]
    fn a_transposition_is_named_by_its_position() {
        // 1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 is the Nimzo-Indian; so is
        // 1. c4 e6 2. Nc3 Nf6 3. d4 Bb4.
        let mut pos = Chess::default();
        let mut positions = vec![pos.clone()];
        for san in ["c4", "e6", "Nc3", "Nf6", "d4", "Bb4"] {
            let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(m);
            positions.push(pos.clone());
        }
        let (ply, opening) = book().reached(&positions).unwrap();
        assert_eq!(ply, 6);
        assert_eq!(opening.family(), "Nimzo-Indian Defense");
        assert_eq!(opening.eco, "E20");
    }

    #[test]
    fn a_game_that_leaves_the_book_keeps_the_last_name() {
        let mut pos = Chess::default();
        let mut positions = vec![pos.clone()];
        for san in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "h3", "h6"] {
            let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(m);
            positions.push(pos.clone());
        }
        let (_, opening) = book().reached(&positions).unwrap();
        assert!(opening.name.starts_with("Ruy Lopez"), "{}", opening.name);
        assert_eq!(book().reached(&positions[..1]), None);
    }
}
