//! The rank view of a refreshable line display: one rank of the tactile
//! board under the fingers. Pure: a position, the player's side, the
//! cursor and the display's width in; eight-dot cells out (bit 0 = dot 1 …
//! bit 7 = dot 8, BrlAPI's order).
//!
//! Cells counted from 1, as a player counts them:
//!
//! * cell 1: the rank's number, a lower digit as in a square of the chess
//!   code (rank 1 is dot 2, rank 4 dots 2-5-6);
//! * cell 2: blank;
//! * cells 3–18: two cells per square, the file on the player's left first
//!   (from White's side a to h, from Black's h to a):
//!   * the first cell is the piece, its letter in the chess code of the
//!     player's language (a pawn `p`, dots 1-2-3-4), with dot 7 added for
//!     a black piece, as the tactile board marks black pieces; an empty
//!     dark (raised) square is dots 3-6, an empty light square dot 3;
//!   * the second cell is dots 7-8 under the cursor, else blank;
//!   * the piece in hand has dot 8 added to its piece cell ([`IN_HAND`]);
//! * cell 19 blank, from cell 20 the status ([`super::status`]): whose
//!   move (or the result), the piece in hand or the last move, both clocks
//!   and which runs, fitted to the room left, never a clock cut.
//!
//! A narrower display shows the first cells of this line and no more. Any
//! width (also 0 or 200) is laid out without a panic.

use shakmaty::{Bitboard, Board, Color, File, Piece, Rank, Role, Square};

use super::code::{lower_number, piece_letter};
use crate::notation::Lang;

/// Dot 7: the mark of a black piece.
pub const BLACK_MARK: u8 = 1 << 6;
/// Dots 7-8: the cursor, in the cell after the square's piece.
pub const CURSOR: u8 = (1 << 6) | (1 << 7);
/// Dot 8: a square of the last move, in the cell after its piece.
pub const LAST_MOVE: u8 = 1 << 7;
/// Dot 8 added to a piece's cell: the piece is in hand (lifted, not yet
/// placed), on its square and on the status.
pub const IN_HAND: u8 = 1 << 7;
/// Dots 3-6: an empty dark (raised) square.
pub const DARK: u8 = (1 << 2) | (1 << 5);
/// Dot 3: an empty light square.
pub const LIGHT: u8 = 1 << 2;
/// Dots 1-2-3-4 (`p`): a pawn, which has no letter in the chess code.
pub const PAWN: u8 = 0b1111;
/// Dots 1-2-3-4-5-6: a piece whose letter the chess code lacks.
const FULL: u8 = 0b11_1111;

/// The cell (0-based) of a square's piece cell: cells 3, 5, … 17 counted
/// from 1.
const FIRST_SQUARE: usize = 2;
/// The cell (0-based) of whose move: cell 20 counted from 1.
pub const TURN: usize = 19;

/// What the rank view is drawn from.
#[derive(Clone, Copy, Debug)]
pub struct RankView<'a> {
    /// The pieces.
    pub board: &'a Board,
    /// Whose move it is.
    pub turn: Color,
    /// The player's side: whose left file comes first.
    pub perspective: Color,
    /// The cursor's square; its rank is the rank shown.
    pub cursor: Square,
    /// The squares of the last move, marked (dot 8) where the cursor is
    /// not.
    pub last_move: Bitboard,
    /// The language of the piece letters.
    pub lang: Lang,
    /// The square of the piece in hand (lifted, not yet placed): its
    /// piece cell marked with dot 8 ([`IN_HAND`]).
    pub in_hand: Option<Square>,
}

/// The files from the player's left to right.
pub fn files_from_left(perspective: Color) -> [File; 8] {
    let mut files = File::ALL;
    if perspective == Color::Black {
        files.reverse();
    }
    files
}

/// The square under a display cell (0-based, as BrlAPI's routing keys
/// count), either of its two cells; `None` for the cells that are not a
/// square.
pub fn square_at(cell: usize, rank: Rank, perspective: Color) -> Option<Square> {
    let i = cell.checked_sub(FIRST_SQUARE)? / 2;
    files_from_left(perspective)
        .get(i)
        .map(|&f| Square::from_coords(f, rank))
}

/// The cell of a square's content: piece (with the black mark) or the
/// sign of an empty dark or light square.
pub fn square_cell(board: &Board, square: Square, lang: Lang) -> u8 {
    match board.piece_at(square) {
        Some(piece) => square_piece_cell(piece, lang),
        None if square.is_dark() => DARK,
        None => LIGHT,
    }
}

/// The cell of a piece: its letter in the chess code of `lang` (a pawn
/// `p`), with dot 7 for a black piece.
pub fn square_piece_cell(piece: Piece, lang: Lang) -> u8 {
    let letter = match piece.role {
        Role::Pawn => PAWN,
        // A letter the code lacks is shown as a full cell, never as
        // another piece.
        role => piece_letter(role, lang)
            .and_then(super::Cell::from_brf)
            .map_or(FULL, |c| c.bits()),
    };
    if piece.color == Color::Black {
        letter | BLACK_MARK
    } else {
        letter
    }
}

/// The letter cell of a side in `lang`: whose move, or whose clock.
pub fn turn_cell(turn: Color, lang: Lang) -> u8 {
    let letter = match (lang, turn) {
        (Lang::En, Color::White) | (Lang::De, Color::White) => 'W',
        (Lang::En, Color::Black) | (Lang::Es, Color::White) => 'B',
        (Lang::De, Color::Black) => 'S',
        (Lang::Es, Color::Black) => 'N',
    };
    super::Cell::from_brf(letter).map_or(0, |c| c.bits())
}

/// The cells 1–18 of `rank` (counted from 1): its number, a blank, then
/// each square's piece cell and its mark cell (the cursor, or a square of
/// the last move).
pub fn rank_cells(view: &RankView<'_>, rank: Rank) -> [u8; TURN - 1] {
    let mut line = [0u8; TURN - 1];
    line[0] = lower_number(u32::from(rank) + 1)
        .first()
        .map_or(0, |c| c.bits());
    for (i, file) in files_from_left(view.perspective).into_iter().enumerate() {
        let square = Square::from_coords(file, rank);
        line[FIRST_SQUARE + 2 * i] = square_cell(view.board, square, view.lang)
            | if view.in_hand == Some(square) {
                IN_HAND
            } else {
                0
            };
        line[FIRST_SQUARE + 2 * i + 1] = if square == view.cursor {
            CURSOR
        } else if view.last_move.contains(square) {
            LAST_MOVE
        } else {
            0
        };
    }
    line
}

/// The rank view on a display `width` cells wide, with `status` from
/// cell 20 (counted from 1), fitted to the room left (`width` less
/// [`TURN`]: [`super::status::Status::line`]), as far as it reaches.
pub fn rank_view(view: &RankView<'_>, width: usize, status: &[u8]) -> Vec<u8> {
    let mut line = rank_cells(view, view.cursor.rank()).to_vec();
    line.push(0);
    line.extend(status);
    line.resize(width, 0);
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::braille::status::Status;

    /// The cells as their dots, `|` between cells, a blank as a space —
    /// as BRLTTY's Virtual driver writes them.
    fn dots(cells: &[u8]) -> String {
        cells
            .iter()
            .map(|&c| {
                let d: String = (1..=8)
                    .filter(|n| c & 1 << (n - 1) != 0)
                    .map(|n: u8| char::from(b'0' + n))
                    .collect();
                if d.is_empty() { " ".to_string() } else { d }
            })
            .collect::<Vec<_>>()
            .join("|")
    }

    fn status(last: Option<&str>) -> Status {
        Status {
            turn: Color::White,
            result: None,
            in_hand: None,
            last: last.map(|san| san.parse().unwrap()),
            clocks: [298_000, 900_000],
            running: None,
            lang: Lang::En,
        }
    }

    fn start_view() -> RankView<'static> {
        static BOARD: std::sync::LazyLock<Board> = std::sync::LazyLock::new(Board::default);
        RankView {
            board: &BOARD,
            turn: Color::White,
            perspective: Color::White,
            cursor: Square::E1,
            last_move: Bitboard::EMPTY,
            lang: Lang::En,
            in_hand: None,
        }
    }

    fn start(cursor: Square, perspective: Color, width: usize) -> Vec<u8> {
        let board = Board::default();
        rank_view(
            &RankView {
                board: &board,
                turn: Color::White,
                perspective,
                cursor,
                last_move: Bitboard::EMPTY,
                lang: Lang::En,
                in_hand: None,
            },
            width,
            &status(None).line(width.saturating_sub(TURN)),
        )
    }

    #[test]
    fn rank_one_from_white_has_the_white_pieces_and_the_cursor() {
        // R S B Q K B S R on a1..h1, cursor on e1, White to move.
        assert_eq!(
            dots(&start(Square::E1, Color::White, 20)),
            "2| |1235| |234| |12| |12345| |13|78|12| |234| |1235| | |2456"
        );
    }

    #[test]
    fn rank_eight_from_white_has_the_marked_black_pieces() {
        assert_eq!(
            dots(&start(Square::A8, Color::White, 20)),
            "236| |12357|78|2347| |127| |123457| |137| |127| |2347| |12357| | |2456"
        );
    }

    #[test]
    fn the_status_has_the_last_move_and_both_clocks_after_the_rank() {
        let line = rank_view(&start_view(), 40, &status(Some("Nf3")).line(21));
        assert_eq!(line.len(), 40);
        // Cell 19 (from 0) `w`, a blank, S F 3, blank, 4 : 5 8, blank,
        // 1 5 : 0 0 (lower digits).
        assert_eq!(
            dots(&line[18..]),
            " |2456| |234|124|25| |256|156|26|236| |2|26|156|356|356| | | | | "
        );
        // A display of 32 cells: the last move gives way to the clocks.
        assert_eq!(
            dots(&rank_view(&start_view(), 32, &status(Some("Nf3")).line(13))[19..]),
            "2456| |256|156|26|236| |2|26|156|356|356| "
        );
    }

    #[test]
    fn from_black_the_h_file_comes_first() {
        let line = start(Square::H7, Color::Black, 18);
        // Rank 7: black pawns, marked; h7 first, with the cursor.
        assert_eq!(
            &line[2..6],
            &[PAWN | BLACK_MARK, CURSOR, PAWN | BLACK_MARK, 0]
        );
        // Rank 4 from Black: h4 is dark, g4 light.
        let line = start(Square::H4, Color::Black, 6);
        assert_eq!(&line[2..6], &[DARK, CURSOR, LIGHT, 0]);
    }

    #[test]
    fn any_width_is_laid_out() {
        assert_eq!(start(Square::E1, Color::White, 0), Vec::<u8>::new());
        assert_eq!(start(Square::E1, Color::White, 1).len(), 1);
        let wide = start(Square::E1, Color::White, 200);
        assert_eq!(wide.len(), 200);
        assert_eq!(wide[18], 0);
        assert!(wide[40..].iter().all(|&c| c == 0));
    }

    #[test]
    fn either_cell_of_a_square_is_that_square() {
        assert_eq!(square_at(0, Rank::First, Color::White), None);
        assert_eq!(square_at(1, Rank::First, Color::White), None);
        assert_eq!(square_at(2, Rank::First, Color::White), Some(Square::A1));
        assert_eq!(square_at(3, Rank::First, Color::White), Some(Square::A1));
        assert_eq!(square_at(17, Rank::Eighth, Color::White), Some(Square::H8));
        assert_eq!(square_at(2, Rank::Eighth, Color::Black), Some(Square::H8));
        assert_eq!(square_at(18, Rank::First, Color::White), None);
    }
}
