//! The status beside the board on a braille display: whose move (or the
//! result, once the game is over), the piece in hand (else the last
//! move) and both clocks, fitted to the room the display leaves. Pure:
//! the game's state in, eight-dot cells out.
//!
//! Cells counted from 1, after the rank's 18 cells and a blank:
//!
//! * cell 20: whose move, `w` or `b` (in German `w`/`s`, in Spanish
//!   `b`/`n`); once the game is over the result in its place (`1-0`,
//!   `0-1`, `½-½` in the chess code's lower digits);
//! * a blank, then the piece in hand with its square (its piece cell
//!   marked with dot 8, as its square on the board is: [`IN_HAND`]),
//!   else the last move, in the chess code;
//! * then both clocks, White's first, each after a cell that is blank, or
//!   dots 7-8 when that clock runs ([`RUNS`]).
//!
//! A clock is never cut: what matters less gives way first, the last
//! move (or the piece in hand, whose square the board marks), then the
//! seconds of a clock above an hour (`1:30:29` becomes `1h30`); only
//! when not even that fits do the clocks give way beside the rank, and
//! the status shows alone, a pan right of it, from cell 1 (on a line of
//! fewer than 32 cells: [`rank_panes`]). On a display of
//! eight rows or more the clocks have rows of their own ([`Status::clock_row`]).

use shakmaty::san::SanPlus;
use shakmaty::{Color, KnownOutcome, Outcome, Piece, Square};

use super::code::{move_cells, result_cells, square};
pub use super::display::IN_HAND;
use super::display::{RankView, TURN, rank_view, square_piece_cell, turn_cell};
use crate::notation::Lang;
use crate::notation::render::clock_face;

/// A line display narrower than this has no room beside the rank for
/// both clocks (whose move, two marks, two clocks of five cells after the
/// rank's 19 cells): its status is a pane of its own ([`rank_panes`]).
pub const NARROW: usize = 32;

/// Dots 7-8 before a clock: it runs.
pub const RUNS: u8 = (1 << 6) | (1 << 7);

/// What the status is made of.
#[derive(Clone, Debug)]
pub struct Status {
    /// Whose move it is.
    pub turn: Color,
    /// How the game ended, once it has.
    pub result: Option<KnownOutcome>,
    /// The piece in hand and the square it was lifted from.
    pub in_hand: Option<(Piece, Square)>,
    /// The last move.
    pub last: Option<SanPlus>,
    /// The time left, in milliseconds, White's first.
    pub clocks: [u64; 2],
    /// The side whose clock runs, if one does.
    pub running: Option<Color>,
    /// The language of the letters.
    pub lang: Lang,
}

impl Status {
    /// Whose move, or the result once the game is over: the first cells.
    pub fn lead(&self) -> Vec<u8> {
        match self.result {
            Some(result) => result_cells(Outcome::Known(result))
                .unwrap_or_default()
                .into_iter()
                .map(|c| c.bits())
                .collect(),
            None => vec![turn_cell(self.turn, self.lang)],
        }
    }

    /// The piece in hand with its square, else the last move.
    fn head(&self) -> Vec<u8> {
        if let Some((piece, from)) = self.in_hand {
            let mut cells = vec![square_piece_cell(piece, self.lang) | IN_HAND];
            cells.extend(square(from).into_iter().map(|c| c.bits()));
            return cells;
        }
        self.last
            .as_ref()
            .map(|san| {
                move_cells(san, self.lang)
                    .into_iter()
                    .map(|c| c.bits())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Both clocks, each after its mark cell (blank, or [`RUNS`]); with
    /// `short`, a clock above an hour without its seconds.
    fn clocks(&self, short: bool) -> Vec<u8> {
        let mut cells = Vec::new();
        for (side, ms) in [Color::White, Color::Black].into_iter().zip(self.clocks) {
            cells.push(self.mark(side));
            cells.extend(face(ms, short));
        }
        cells
    }

    fn mark(&self, side: Color) -> u8 {
        if self.running == Some(side) { RUNS } else { 0 }
    }

    /// The lead alone, and the lead with the piece in hand or the last
    /// move after a blank cell (the lead alone again when there is none).
    fn lead_and_head(&self) -> (Vec<u8>, Vec<u8>) {
        let lead = self.lead();
        let head = self.head();
        let mut with_head = lead.clone();
        if !head.is_empty() {
            with_head.push(0);
            with_head.extend(&head);
        }
        (lead, with_head)
    }

    /// The status in `room` cells from cell 20 (counted from 1): the lead,
    /// then as much of the rest as fits whole, what matters less left out
    /// first. Never longer than `room`.
    pub fn line(&self, room: usize) -> Vec<u8> {
        self.clocked_line(room).unwrap_or_else(|| {
            let (lead, with_head) = self.lead_and_head();
            [with_head, lead]
                .into_iter()
                .find(|c| c.len() <= room)
                .unwrap_or_default()
        })
    }

    /// The status in `room` cells with both clocks whole ([`Status::line`]),
    /// if they fit: `None` when they do not.
    pub fn clocked_line(&self, room: usize) -> Option<Vec<u8>> {
        let (lead, with_head) = self.lead_and_head();
        [
            [with_head, self.clocks(false)].concat(),
            [lead.clone(), self.clocks(false)].concat(),
            [lead, self.clocks(true)].concat(),
        ]
        .into_iter()
        .find(|c| c.len() <= room)
    }

    /// The first row's status on a display of eight rows or more, `room`
    /// cells: the lead and, where it fits, the piece in hand or the last
    /// move (the clocks have rows of their own).
    pub fn board_line(&self, room: usize) -> Vec<u8> {
        let (lead, with_head) = self.lead_and_head();
        [with_head, lead]
            .into_iter()
            .find(|c| c.len() <= room)
            .unwrap_or_default()
    }

    /// The row of `side`'s clock on a display of eight rows or more, in
    /// `room` cells: its letter, its mark, its clock (short above an hour
    /// when the whole one does not fit); empty when not even that fits.
    pub fn clock_row(&self, side: Color, room: usize) -> Vec<u8> {
        let ms = self.clocks[usize::from(side == Color::Black)];
        [false, true]
            .into_iter()
            .map(|short| {
                let mut cells = vec![turn_cell(side, self.lang), self.mark(side)];
                cells.extend(face(ms, short));
                cells
            })
            .find(|c| c.len() <= room)
            .unwrap_or_default()
    }
}

/// The rank view on a line display `width` cells wide, in panes: the
/// rank with the status beside it ([`rank_view`]); where both clocks do
/// not fit there whole, the status alone a pan right of it, fitted to the
/// whole width from cell 1 (whose move, the piece in hand or the last
/// move, both clocks), so that from 20 cells up the clocks are never cut
/// nor lost.
pub fn rank_panes(view: &RankView<'_>, width: usize, status: &Status) -> Vec<Vec<u8>> {
    let room = width.saturating_sub(TURN);
    match status.clocked_line(room) {
        Some(beside) => vec![rank_view(view, width, &beside)],
        None => {
            let mut alone = status.line(width);
            alone.resize(width, 0);
            vec![rank_view(view, width, &status.line(room)), alone]
        }
    }
}

/// A clock as a clock face shows it ("14:58", "1:05:09"; lower digits, a
/// colon dots 1-5-6); with `short` above an hour its hours and minutes
/// only ("1h05").
pub fn face(ms: u64, short: bool) -> Vec<u8> {
    let text = if short && ms >= 3_600_000 {
        let m = ms / 60_000;
        format!("{}H{:02}", m / 60, m % 60)
    } else {
        clock_face(ms)
    };
    text.chars()
        .map(|c| super::Cell::from_brf(c).map_or(0, |c| c.bits()))
        .collect()
}

#[cfg(test)]
mod tests;
