//! The whole board on a multi-line display (eight rows or more: APH
//! Monarch, Dot Pad and their kind): the tactile board itself. Pure, as
//! the rank view ([`super::display`]) it is made of.
//!
//! * rows 1–8: the ranks from the player's far side to the near side
//!   (from White's side rank 8 on row 1, rank 1 on row 8), each laid out
//!   as the rank view's cells 1–18: the rank's number, a blank, two cells
//!   per square; the cursor (dots 7-8) and the last move's squares (dot 8)
//!   marked in the square's second cell;
//! * row 1, cell 20: whose move (the result once the game is over), and
//!   from cell 22 the piece in hand or the last move, where it fits
//!   ([`Status::board_line`]);
//! * rows 2 and 3, from cell 20: White's clock and Black's, each its
//!   side's letter, dots 7-8 while it runs, the clock
//!   ([`Status::clock_row`]): never cut;
//! * row 9 (on a display of nine rows or more): the file letters under the
//!   squares' first cells;
//! * rows 10 and after: the messages ([`super::message`]).
//!
//! Routing keys count the cells of all rows in turn from 0, as BrlAPI
//! does: [`square_under`] finds the square of one.

use shakmaty::{Color, Rank, Square};

use super::display::{RankView, TURN, files_from_left, rank_cells};
use super::status::Status;

/// The rows of the board: the eight ranks.
pub const BOARD_ROWS: usize = 8;
/// The row of the file letters, counted from 0.
const FILES_ROW: usize = 8;
/// The first row of the messages, counted from 0.
pub const MESSAGE_ROW: usize = 9;
/// The cell (0-based) of the first square in a row.
const FIRST_SQUARE: usize = 2;

/// Whether a display of `height` rows shows the whole board.
pub fn shows_board(height: usize) -> bool {
    height >= BOARD_ROWS
}

/// The rank on `row` (0-based) for a player on `perspective`'s side.
fn rank_of_row(row: usize, perspective: Color) -> Option<Rank> {
    (row < BOARD_ROWS).then(|| {
        let from_white = 7 - row as u32;
        match perspective {
            Color::White => Rank::new(from_white),
            Color::Black => Rank::new(7 - from_white),
        }
    })
}

/// The whole board on a display `width` × `height` cells, row after row
/// (BrlAPI's order), `width * height` cells; `None` where the display has
/// fewer than [`BOARD_ROWS`] rows. A row narrower than 18 cells shows its
/// first cells only.
pub fn board_view(
    view: &RankView<'_>,
    width: usize,
    height: usize,
    status: &Status,
) -> Option<Vec<u8>> {
    if !shows_board(height) || width == 0 {
        return None;
    }
    let mut cells = vec![0u8; width * height];
    for row in 0..BOARD_ROWS {
        let rank = rank_of_row(row, view.perspective)?;
        let line = rank_cells(view, rank);
        let n = line.len().min(width);
        cells[row * width..row * width + n].copy_from_slice(&line[..n]);
    }
    let room = width.saturating_sub(TURN);
    let rows = [
        status.board_line(room),
        status.clock_row(Color::White, room),
        status.clock_row(Color::Black, room),
    ];
    for (row, line) in rows.iter().enumerate().filter(|(_, l)| !l.is_empty()) {
        let at = row * width + TURN;
        cells[at..at + line.len()].copy_from_slice(line);
    }
    if height > FILES_ROW {
        for (i, file) in files_from_left(view.perspective).into_iter().enumerate() {
            let at = FIRST_SQUARE + 2 * i;
            if at < width {
                cells[FILES_ROW * width + at] =
                    super::Cell::from_brf(file.upper_char()).map_or(0, super::Cell::bits);
            }
        }
    }
    Some(cells)
}

/// The square under routing key `cell` (0-based over all rows) of a
/// display `width` cells wide, either of the square's two cells; `None`
/// for a cell that is not a square.
pub fn square_under(cell: usize, width: usize, perspective: Color) -> Option<Square> {
    if width == 0 {
        return None;
    }
    let rank = rank_of_row(cell / width, perspective)?;
    super::display::square_at(cell % width, rank, perspective)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::braille::display::{CURSOR, DARK, LAST_MOVE, LIGHT, PAWN};
    use crate::notation::Lang;
    use shakmaty::{Bitboard, Board};

    fn view(board: &Board, perspective: Color, cursor: Square, last: Bitboard) -> RankView<'_> {
        RankView {
            board,
            turn: Color::Black,
            perspective,
            cursor,
            last_move: last,
            lang: Lang::En,
            in_hand: None,
        }
    }

    fn status(clocks: [u64; 2]) -> Status {
        Status {
            turn: Color::Black,
            result: None,
            in_hand: None,
            last: Some("e4".parse().unwrap()),
            clocks,
            running: Some(Color::Black),
            lang: Lang::En,
        }
    }

    #[test]
    fn from_white_rank_eight_is_on_top_with_the_files_below() {
        let board = Board::default();
        let last = Bitboard::from(Square::E2) | Bitboard::from(Square::E4);
        let cells = board_view(
            &view(&board, Color::White, Square::G1, last),
            32,
            10,
            &status([894_000, 5_400_000]),
        )
        .unwrap();
        assert_eq!(cells.len(), 320);
        let row = |r: usize| &cells[r * 32..(r + 1) * 32];
        // Row 1: rank 8 (a lower 8, dots 2-3-6), Black to move (b, dots 1-2).
        assert_eq!(row(0)[0], 0b10_0110);
        assert_eq!(row(0)[19], 0b11);
        // The last move from cell 22 (21 counted from 0): e 4.
        assert_eq!(&row(0)[20..24], &[0, 0b1_0001, 0b11_0010, 0]);
        // Rows 2 and 3: w, no mark, 14:54; b, dots 7-8 (it runs), 1:30:00,
        // whole on 32 cells.
        assert_eq!(
            row(1)[19..27],
            [
                0b11_1010, 0, 2, 0b11_0010, 0b11_0001, 0b10_0010, 0b11_0010, 0
            ]
        );
        assert_eq!(row(2)[19..21], [0b11, CURSOR]);
        assert_eq!(
            row(2)[21..28],
            [
                2, 0b11_0001, 0b1_0010, 0b11_0100, 0b11_0001, 0b11_0100, 0b11_0100
            ]
        );
        // Row 8: rank 1, the cursor on g1 (cells 15-16 counted from 0).
        assert_eq!(row(7)[0], 0b10);
        assert_eq!(row(7)[15], CURSOR);
        // e2 and e4 marked as the last move's squares; e4 is empty here.
        assert_eq!(row(6)[10], PAWN);
        assert_eq!(row(6)[11], LAST_MOVE);
        assert_eq!(row(4)[10], LIGHT);
        assert_eq!(row(4)[11], LAST_MOVE);
        assert_eq!(row(4)[8], DARK);
        // Row 9: the files a and h under their squares' first cells.
        assert_eq!(row(8)[2], 0b1);
        assert_eq!(row(8)[16], 0b1_0011);
        // Rows 10 on are the messages': blank.
        assert!(row(9).iter().all(|&c| c == 0));
    }

    #[test]
    fn a_routing_key_on_any_row_is_its_square() {
        assert_eq!(square_under(2, 32, Color::White), Some(Square::A8));
        assert_eq!(
            square_under(7 * 32 + 11, 32, Color::White),
            Some(Square::E1)
        );
        assert_eq!(
            square_under(7 * 32 + 11, 32, Color::Black),
            Some(Square::D8)
        );
        // The rank's number, the files' row, the messages: no square.
        assert_eq!(square_under(0, 32, Color::White), None);
        assert_eq!(square_under(8 * 32 + 2, 32, Color::White), None);
        assert_eq!(square_under(9 * 32 + 2, 32, Color::White), None);
        assert_eq!(square_under(5, 0, Color::White), None);
    }

    #[test]
    fn odd_sizes_are_used_as_well_as_they_can_be() {
        let board = Board::default();
        let v = view(&board, Color::White, Square::E4, Bitboard::EMPTY);
        assert_eq!(board_view(&v, 40, 7, &status([1, 1])), None);
        // 8 rows of 12 cells: no files row, no turn cell, no panic.
        let cells = board_view(&v, 12, 8, &status([1, 1])).unwrap();
        assert_eq!(cells.len(), 96);
        // 40 × 40: the board at the top, the rest blank.
        let cells = board_view(&v, 40, 40, &status([1, 1])).unwrap();
        assert!(cells[10 * 40..].iter().all(|&c| c == 0));
        assert_eq!(board_view(&v, 0, 10, &status([1, 1])), None);
        assert_eq!(board_view(&v, 1, 8, &status([1, 1])).unwrap().len(), 8);
    }
}
