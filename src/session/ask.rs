//! Questions about the board, the moves and the clocks: they change nothing.

use shakmaty::{Color, File, Move, Piece, Position, Rank, Role, Square};

use super::Session;
use super::settings::BoardReading;
use crate::event::{Event, Line, Notice};
use crate::input::PieceQuery;
use crate::rules::Millis;
use crate::speech::talking_clock::Which;

impl Session {
    /// The board, rank by rank from the side it is read from, or as the
    /// two sides' piece lists (setting `board`).
    pub(super) fn board(&self) -> Vec<Event> {
        if self.settings.board == BoardReading::Pieces {
            // The player's side first, as the ranks start from his side.
            return [self.view, !self.view]
                .into_iter()
                .flat_map(|side| self.pieces(PieceQuery::Side(side)))
                .collect();
        }
        let ranks: Vec<Rank> = match self.view {
            Color::White => Rank::ALL.into_iter().rev().collect(),
            Color::Black => Rank::ALL.into_iter().collect(),
        };
        ranks
            .into_iter()
            .map(|r| self.line(Line::Rank(r)))
            .collect()
    }

    /// The pieces on a file or rank.
    pub(super) fn line(&self, line: Line) -> Event {
        let squares: Vec<Square> = match line {
            Line::Rank(r) => File::ALL
                .into_iter()
                .map(|f| Square::from_coords(f, r))
                .collect(),
            Line::File(f) => Rank::ALL
                .into_iter()
                .map(|r| Square::from_coords(f, r))
                .collect(),
        };
        let board = self.game.position().board();
        let pieces = squares
            .into_iter()
            .filter_map(|sq| board.piece_at(sq).map(|p| (sq, p)))
            .collect();
        Event::Notice(Notice::Line { line, pieces })
    }

    /// Where pieces stand.
    pub(super) fn pieces(&self, query: PieceQuery) -> Vec<Event> {
        let wanted: Vec<Piece> = match query {
            PieceQuery::One(p) => vec![p],
            PieceQuery::Side(color) => Role::ALL
                .into_iter()
                .rev()
                .map(|role| Piece { color, role })
                .collect(),
            PieceQuery::Both(role) => vec![Color::White, Color::Black]
                .into_iter()
                .map(|color| Piece { color, role })
                .collect(),
        };
        let board = self.game.position().board();
        wanted
            .into_iter()
            .filter(|p| !matches!(query, PieceQuery::Side(_)) || board.by_piece(*p).any())
            .map(|piece| {
                let squares = board.by_piece(piece).into_iter().collect();
                Event::Notice(Notice::Pieces { piece, squares })
            })
            .collect()
    }

    /// A square as felt, and what attacks it.
    pub(super) fn square(&self, square: Square) -> Vec<Event> {
        let board = self.game.position().board();
        let attackers = |color: Color| -> Vec<(Square, Piece)> {
            board
                .attacks_to(square, color, board.occupied())
                .into_iter()
                .filter_map(|sq| board.piece_at(sq).map(|p| (sq, p)))
                .collect()
        };
        vec![
            Event::Notice(Notice::OnSquare {
                square,
                piece: board.piece_at(square),
            }),
            Event::Notice(Notice::Attackers {
                square,
                occupant: board.color_at(square),
                white: attackers(Color::White),
                black: attackers(Color::Black),
            }),
        ]
    }

    /// Legal moves of the piece on `from`, or all.
    pub(super) fn legal_moves(&self, from: Option<Square>) -> Vec<Event> {
        let before = self.game.position().clone();
        let moves: Vec<Move> = before
            .legal_moves()
            .into_iter()
            .filter(|m| from.is_none() || m.from() == from)
            .collect();
        vec![Event::Notice(Notice::LegalMoves { before, moves })]
    }

    /// The last `n` moves, or all.
    pub(super) fn moves(&self, n: Option<usize>) -> Vec<Event> {
        let plies = self.game.ply_count();
        let first = n.map_or(0, |n| plies.saturating_sub(n));
        let entries = (first..plies)
            .filter_map(|i| {
                Some((
                    self.game.position_at(i)?.clone(),
                    *self.game.moves().get(i)?,
                ))
            })
            .collect();
        vec![Event::Notice(Notice::Moves {
            all: n.is_none(),
            entries,
        })]
    }

    /// Clock readings on request.
    pub(super) fn clocks(&self, which: Which, now: Millis) -> Vec<Event> {
        self.talking.request(&self.clock, which, now)
    }
}
