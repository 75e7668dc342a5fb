//! Questions about the board, the moves and the clocks: they change nothing.

use shakmaty::{Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

use super::Session;
use super::settings::BoardReading;
use crate::event::{Event, Line, Notice, Player, Reason};
use crate::input::PieceQuery;
use crate::input::command::SCORE_PAGE;
use crate::rules::Millis;
use crate::rules::clock::Which;
use crate::rules::procedure::Refusal;

impl Session {
    /// The board, rank by rank from the side it is read from, or as the
    /// two sides' piece lists (setting `board`).
    pub(super) fn board(&self) -> Vec<Event> {
        if self.settings.board == BoardReading::Pieces {
            return self.pieces(PieceQuery::All);
        }
        let ranks: Vec<Rank> = match self.tactile.perspective() {
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
            PieceQuery::All => {
                // The player's side first, as the ranks start from his side.
                let side = self.tactile.perspective();
                return [side, !side]
                    .into_iter()
                    .flat_map(|side| self.pieces(PieceQuery::Side(side)))
                    .collect();
            }
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
            PieceQuery::Mine(role) => vec![Piece {
                color: self.asker(),
                role,
            }],
            PieceQuery::Theirs(role) => vec![Piece {
                color: !self.asker(),
                role,
            }],
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

    /// The side of the one who asks about "my" pieces: the player's,
    /// against the engine (or in a puzzle); between two people, the side
    /// to move.
    fn asker(&self) -> Color {
        match (self.players.white, self.players.black) {
            (Player::Human, Player::Engine(_)) => Color::White,
            (Player::Engine(_), Player::Human) => Color::Black,
            _ => self.game.turn(),
        }
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
    /// A piece of the side not to move has none: that is said as whose
    /// move it is, not as "no legal moves".
    pub(super) fn legal_moves(&self, from: Option<Square>) -> Vec<Event> {
        let before = self.game.position();
        if let Some(side) = from.and_then(|sq| before.board().color_at(sq))
            && side != before.turn()
        {
            return vec![Event::Refused(Reason::Procedure(Refusal::NotYourTurn(
                side,
            )))];
        }
        self.legal_moves_of(|m| from.is_none() || m.from() == from, from.is_some())
    }

    /// Legal moves of the pieces of the kind `role` (of the side to move),
    /// a line for each piece.
    pub(super) fn piece_moves(&self, role: Role) -> Vec<Event> {
        self.legal_moves_of(|m| m.role() == role, false)
    }

    /// The legal moves that `wanted`; as one line when `one` (a piece's),
    /// else a line per piece.
    fn legal_moves_of(&self, wanted: impl Fn(&Move) -> bool, one: bool) -> Vec<Event> {
        let before = self.game.position().clone();
        let moves: Vec<Move> = before.legal_moves().into_iter().filter(wanted).collect();
        if one || moves.is_empty() {
            return vec![Event::Notice(Notice::LegalMoves {
                before,
                moves,
                more: false,
            })];
        }
        // All of them: one line per piece, for a braille display's line.
        let mut by_piece: Vec<Vec<Move>> = Vec::new();
        for mv in moves {
            match by_piece.iter_mut().find(|g| g[0].from() == mv.from()) {
                Some(group) => group.push(mv),
                None => by_piece.push(vec![mv]),
            }
        }
        by_piece
            .into_iter()
            .enumerate()
            .map(|(i, moves)| {
                Event::Notice(Notice::LegalMoves {
                    before: before.clone(),
                    moves,
                    more: i > 0,
                })
            })
            .collect()
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

    /// The scoresheet, one line per move (`score`: the last
    /// [`SCORE_PAGE`] moves after a line saying which; `score all`: every
    /// move), then how the game ended if it did.
    pub(super) fn score(&self, all: bool) -> Vec<Event> {
        let plies = self.game.ply_count();
        let entries: Vec<(Chess, Move)> = (0..plies)
            .filter_map(|i| {
                Some((
                    self.game.position_at(i)?.clone(),
                    *self.game.moves().get(i)?,
                ))
            })
            .collect();
        if entries.is_empty() {
            return self.moves(None);
        }
        let mut lines: Vec<Vec<(Chess, Move)>> = Vec::new();
        for (before, mv) in entries {
            let starts_line = before.turn() == Color::White || lines.is_empty();
            if starts_line {
                lines.push(Vec::new());
            }
            if let Some(line) = lines.last_mut() {
                line.push((before, mv));
            }
        }
        let number = |line: &[(Chess, Move)]| line.first().map_or(1, |(b, _)| b.fullmoves().get());
        let last = lines.last().map_or(1, |l| number(l));
        let skip = if all {
            0
        } else {
            lines.len().saturating_sub(SCORE_PAGE as usize)
        };
        let first = lines.get(skip).map_or(1, |l| number(l));
        let mut events = Vec::new();
        if skip > 0 {
            events.push(Event::Notice(Notice::ScorePage { first, last }));
        }
        events.extend(
            lines
                .into_iter()
                .enumerate()
                .skip(skip)
                .map(|(i, entries)| {
                    Event::Notice(Notice::ScoreLine {
                        entries,
                        opens: i == 0,
                    })
                }),
        );
        if let Some(ended) = self.game.outcome() {
            events.push(Event::Notice(Notice::Finished { ended }));
        }
        events
    }

    /// Clock readings on request; while they wait for the first moves,
    /// whose move starts them.
    pub(super) fn clocks(&self, which: Which, now: Millis) -> Vec<Event> {
        let mut events = self.talking.request(&self.clock, which, now);
        if let Some(side) = self.clocks_wait_for() {
            events.push(Event::Notice(Notice::ClocksWait { side }));
        }
        events
    }
}
