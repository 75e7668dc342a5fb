//! Plain facts of one move, read without the session: the event for a
//! move just made, where a castling king is placed, whether a premove can
//! make sense, whether candidates are one pawn's promotions.

use shakmaty::{CastlingSide, Chess, File, Move, Position, Square};

use crate::event::Event;
use crate::notation::parse::{ParseError, parse_move};
use crate::rules::game::Game;

/// The event for a move just made on `game`.
pub(super) fn made_event(before: &shakmaty::Chess, mv: Move, game: &Game) -> Event {
    Event::MoveMade {
        before: before.clone(),
        mv,
        check: game.position().is_check(),
        checkmate: game.position().is_checkmate(),
    }
}

/// Where the piece is placed: for castling, the king's square (Art. 3.8).
pub(super) fn king_to(mv: Move) -> Square {
    match mv {
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(rook.file() > king.file());
            let file = if side.is_king_side() {
                File::G
            } else {
                File::C
            };
            Square::from_coords(file, king.rank())
        }
        _ => mv.to(),
    }
}

/// Whether `text`, typed while the opponent is to move in `pos`, is a move
/// after at least one of his replies; otherwise the reason it is not.
pub(super) fn premove_makes_sense(pos: &Chess, text: &str) -> Result<(), ParseError> {
    let mut why = ParseError::Empty;
    for reply in pos.legal_moves() {
        let mut after = pos.clone();
        after.play_unchecked(reply);
        match parse_move(&after, text) {
            Ok(_) | Err(ParseError::Ambiguous { .. }) => return Ok(()),
            Err(e) => why = e,
        }
    }
    Err(why)
}

/// Whether `candidates` are one pawn's promotions to the same square, told
/// apart only by the piece.
pub(super) fn is_one_promotion(candidates: &[Move]) -> bool {
    candidates.first().is_some_and(|first| {
        candidates
            .iter()
            .all(|m| m.promotion().is_some() && m.from() == first.from() && m.to() == first.to())
    })
}
