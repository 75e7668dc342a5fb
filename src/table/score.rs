//! The score kept as the game goes: one entry per press of the clock, with
//! the move if one was given, both clock readings after the press, and the
//! time the move took.
//!
//! A press without a move leaves a *gap*. Moves given after a gap cannot be
//! checked, since the position is not known; they are kept as written and
//! checked once the gap is filled ([`Score::recheck`]). Checked moves are
//! kept in SAN, so that reading the score back never depends on the words
//! the player used.

use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Color, Move, Position, san::SanPlus};

use crate::notation::parse::{ParseError, parse_move};
use crate::rules::Millis;
use crate::rules::clock::ChessClock;
use crate::rules::game::Game;
use crate::rules::scoresheet::{Header, Scoresheet};

/// What the scoresheet holds for one press.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Written {
    /// Pressed without a move: to be filled later.
    Gap,
    /// A move checked against the position, in SAN.
    Checked(String),
    /// A move given after a gap, as written, not yet checked.
    Unchecked(String),
}

/// One press of the clock on the scoresheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The move as written, or the gap.
    pub written: Written,
    /// White's clock reading right after the press.
    pub white: Millis,
    /// Black's clock reading right after the press.
    pub black: Millis,
    /// How long the move took, pauses not counted.
    pub used: Millis,
    /// When the clock was pressed (the clock game's time).
    pub at: Millis,
    /// The clock as it was before the press, to take the press back.
    pub(super) before: ChessClock,
}

impl Entry {
    /// The mover's reading right after the press.
    pub fn reading(&self, side: Color) -> Millis {
        side.fold_wb(self.white, self.black)
    }
}

/// The place of an entry: its move number and side. White makes the first
/// move.
pub fn place(index: usize) -> (u32, Color) {
    let number = u32::try_from(index / 2 + 1).unwrap_or(u32::MAX);
    let side = if index.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    (number, side)
}

/// The index of move `number` of `side`.
pub fn index_of(number: u32, side: Color) -> Option<usize> {
    let base = usize::try_from(number.checked_sub(1)?)
        .ok()?
        .checked_mul(2)?;
    Some(base + usize::from(side == Color::Black))
}

/// A written move that does not fit once the gap before it is filled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misfit {
    /// Its move number.
    pub number: u32,
    /// Whose move.
    pub side: Color,
    /// As written.
    pub text: String,
    /// Why it does not fit.
    pub why: ParseError,
}

/// The moves of a clock game, in the order of the presses.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    entries: Vec<Entry>,
}

impl Score {
    /// The entries, one per press.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// How many entries from the start are checked moves, and the position
    /// after them.
    pub fn checked(&self) -> (usize, Chess) {
        let mut pos = Chess::default();
        for (i, entry) in self.entries.iter().enumerate() {
            let Written::Checked(san) = &entry.written else {
                return (i, pos);
            };
            match parse_move(&pos, san) {
                Ok(mv) => pos.play_unchecked(mv),
                Err(_) => return (i, pos),
            }
        }
        (self.entries.len(), pos)
    }

    /// Whether every entry so far is a checked move: the next move can be
    /// checked against the position.
    pub fn is_whole(&self) -> bool {
        self.checked().0 == self.entries.len()
    }

    pub(super) fn push(&mut self, entry: Entry) {
        self.entries.push(entry);
    }

    pub(super) fn pop(&mut self) -> Option<Entry> {
        self.entries.pop()
    }

    pub(super) fn truncate(&mut self, len: usize) {
        self.entries.truncate(len);
    }

    pub(super) fn last(&self) -> Option<&Entry> {
        self.entries.last()
    }

    pub(super) fn entry_mut(&mut self, index: usize) -> Option<&mut Entry> {
        self.entries.get_mut(index)
    }

    /// Checks the moves written after the checked ones, in order, up to the
    /// next gap: each that fits becomes checked (in SAN); the first that
    /// does not is returned, and it and the rest stay as written.
    pub fn recheck(&mut self) -> Option<Misfit> {
        let (from, mut pos) = self.checked();
        for index in from..self.entries.len() {
            let Written::Unchecked(text) = &self.entries[index].written else {
                return None;
            };
            match parse_move(&pos, text) {
                Ok(mv) => {
                    let san = san_of(&pos, mv);
                    pos.play_unchecked(mv);
                    self.entries[index].written = Written::Checked(san);
                }
                Err(why) => {
                    let (number, side) = place(index);
                    return Some(Misfit {
                        number,
                        side,
                        text: text.clone(),
                        why,
                    });
                }
            }
        }
        None
    }

    /// The checked moves as a scoresheet with both players' clock readings
    /// (`%clk`) and times taken (`%emt`), up to the first gap or unchecked
    /// move; `flag`, the side whose flag fell first, gives the result.
    pub fn scoresheet(&self, header: Header, flag: Option<Color>) -> Scoresheet {
        let (checked, _) = self.checked();
        let mut game = Game::new();
        let mut clocks = Vec::with_capacity(checked);
        for (index, entry) in self.entries[..checked].iter().enumerate() {
            if let Written::Checked(san) = &entry.written
                && let Ok(mv) = parse_move(game.position(), san)
                && game.play(mv).is_ok()
            {
                let (_, side) = place(index);
                clocks.push((Some(entry.reading(side)), Some(entry.used)));
            }
        }
        if let Some(side) = flag {
            let _ = game.flag_fell(side);
        }
        Scoresheet::from_game(header.clone(), &game, &clocks)
            .unwrap_or_else(|_| Scoresheet::new(header, &game))
    }
}

/// The SAN of `mv` in `pos`, with its check mark.
pub fn san_of(pos: &Chess, mv: Move) -> String {
    SanPlus::from_move(pos.clone(), mv).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_count_from_white_s_first_move() {
        assert_eq!(place(0), (1, Color::White));
        assert_eq!(place(1), (1, Color::Black));
        assert_eq!(place(22), (12, Color::White));
        assert_eq!(index_of(12, Color::White), Some(22));
        assert_eq!(index_of(1, Color::Black), Some(1));
        assert_eq!(index_of(0, Color::White), None);
    }
}
