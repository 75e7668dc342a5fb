//! The changes that set a wrong board right (E.2.8): which pieces to move,
//! to take off and to put back, square by square.
//!
//! A change is written in a short notation of its own, as the jsonl of
//! `tactus arbiter reconcile` gives it. The piece is a FEN letter (capital
//! for White, small for Black; `P`/`p` for a pawn), then the squares:
//!
//! * `Ng1-f3`: move the white knight from g1 to f3;
//! * `xpe5`: take the black pawn off e5;
//! * `Q@d1`: put a white queen on d1.
//!
//! [`changes`] lists them in the order they can be made on a real board:
//! first the pieces taken off, then the moves (each to a square that is
//! empty by then, where the moves allow it), then the pieces put back.
//!
//! ```
//! use shakmaty::Board;
//! use tactus::rules::reconcile::changes::changes;
//!
//! let right: Board = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R".parse().unwrap();
//! let wrong = Board::new();
//! let said: Vec<String> = changes(&wrong, &right).iter().map(|c| c.to_string()).collect();
//! assert_eq!(said, ["Ng1-f3"]);
//! ```

use std::fmt;

use shakmaty::{Board, Color, Piece, Role, Square};

/// One change to a board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Change {
    /// Move `piece` from `from` to `to`.
    Move {
        /// The piece moved.
        piece: Piece,
        /// Where it stands on the wrong board.
        from: Square,
        /// Where it belongs.
        to: Square,
    },
    /// Take `piece` off `from`: it does not belong on the board.
    Remove {
        /// The piece taken off.
        piece: Piece,
        /// Where it stands.
        from: Square,
    },
    /// Put `piece` on `on`: it is missing from the board.
    Put {
        /// The piece put back.
        piece: Piece,
        /// Where it belongs.
        on: Square,
    },
}

impl Change {
    /// Makes the change on `board`.
    pub fn apply(self, board: &mut Board) {
        match self {
            Change::Move { piece, from, to } => {
                board.discard_piece_at(from);
                board.set_piece_at(to, piece);
            }
            Change::Remove { from, .. } => board.discard_piece_at(from),
            Change::Put { piece, on } => board.set_piece_at(on, piece),
        }
    }
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::Move { piece, from, to } => write!(f, "{}{from}-{to}", piece.char()),
            Change::Remove { piece, from } => write!(f, "x{}{from}", piece.char()),
            Change::Put { piece, on } => write!(f, "{}@{on}", piece.char()),
        }
    }
}

/// The changes that turn `wrong` into `right`, in an order they can be
/// made (see the [module documentation](self)). A piece of a kind that is
/// on a square where it does not belong is moved to the nearest square
/// where one of its kind is missing (a pawn preferably along its file);
/// what is left over is taken off or put back. White's pieces come before
/// Black's, the king's first and the pawns' last. Empty when the boards
/// agree.
pub fn changes(wrong: &Board, right: &Board) -> Vec<Change> {
    let mut removals = Vec::new();
    let mut moves = Vec::new();
    let mut puts = Vec::new();
    for color in Color::ALL {
        for role in Role::ALL.into_iter().rev() {
            let piece = Piece { color, role };
            let mut surplus: Vec<Square> = (wrong.by_piece(piece) & !right.by_piece(piece))
                .into_iter()
                .collect();
            for to in right.by_piece(piece) & !wrong.by_piece(piece) {
                let nearest = surplus
                    .iter()
                    .enumerate()
                    .min_by_key(|(_, from)| {
                        let across = if role == Role::Pawn {
                            from.file().distance(to.file())
                        } else {
                            0
                        };
                        (across, from.distance(to), **from)
                    })
                    .map(|(i, _)| i);
                match nearest {
                    Some(i) => moves.push(Change::Move {
                        piece,
                        from: surplus.remove(i),
                        to,
                    }),
                    None => puts.push(Change::Put { piece, on: to }),
                }
            }
            removals.extend(
                surplus
                    .into_iter()
                    .map(|from| Change::Remove { piece, from }),
            );
        }
    }
    let mut board = wrong.clone();
    for removal in &removals {
        removal.apply(&mut board);
    }
    let mut ordered = removals;
    ordered.extend(in_order(moves, &mut board));
    ordered.extend(puts);
    ordered
}

/// The moves in an order in which each goes to an empty square, made on
/// `board` as they are taken; moves in a cycle (two pieces that swap
/// squares) keep their order, one piece held in the hand.
fn in_order(mut pending: Vec<Change>, board: &mut Board) -> Vec<Change> {
    let mut ordered = Vec::with_capacity(pending.len());
    while !pending.is_empty() {
        let free = pending
            .iter()
            .position(|m| matches!(m, Change::Move { to, .. } if board.piece_at(*to).is_none()))
            .unwrap_or(0);
        let next = pending.remove(free);
        next.apply(board);
        ordered.push(next);
    }
    ordered
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    fn said(wrong: &Board, right: &Board) -> Vec<String> {
        changes(wrong, right)
            .iter()
            .map(|c| c.to_string())
            .collect()
    }

    fn set_right(wrong: &Board, right: &Board) -> Board {
        let mut b = wrong.clone();
        for c in changes(wrong, right) {
            c.apply(&mut b);
        }
        b
    }

    #[test]
    fn agreeing_boards_need_no_change() {
        assert!(changes(&Board::new(), &Board::new()).is_empty());
    }

    #[test]
    fn a_move_a_removal_and_a_put_back_in_the_order_they_can_be_made() {
        // The right board after 1. e4 e5 2. Nf3; the wrong one still has the
        // knight on g1, a black pawn on e5 too many and no white queen.
        let right = board("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R");
        let wrong = board("rnbqkbnr/pppp1ppp/8/3pp3/4P3/8/PPPP1PPP/RNB1KBNR");
        assert_eq!(said(&wrong, &right), ["xpd5", "Ng1-f3", "Q@d1"]);
        assert_eq!(set_right(&wrong, &right), right);
    }

    #[test]
    fn a_pawn_goes_back_along_its_file() {
        let right = Board::new();
        let wrong = board("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR");
        assert_eq!(said(&wrong, &right), ["Pd4-d2"]);
    }

    #[test]
    fn a_chain_of_moves_vacates_each_square_before_it_is_used() {
        // The rook must go to a1 where the knight stands, which must go to b1.
        let right = board("4k3/8/8/8/8/8/8/RN2K3");
        let wrong = board("4k3/8/8/8/8/8/8/N1R1K3");
        let list = said(&wrong, &right);
        assert_eq!(list, ["Na1-b1", "Rc1-a1"]);
        assert_eq!(set_right(&wrong, &right), right);
    }

    #[test]
    fn any_two_positions_of_a_game_are_set_right() {
        let games = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R",
            "8/8/4k3/8/2p5/8/1P4K1/8",
            "r3k2r/1b4bq/8/8/8/8/7B/R3K2R",
            "2kr3r/ppp2ppp/2n5/8/8/2N5/PPP2PPP/2KR3R",
        ];
        for a in games {
            for b in games {
                assert_eq!(set_right(&board(a), &board(b)), board(b), "{a} -> {b}");
            }
        }
    }
}
