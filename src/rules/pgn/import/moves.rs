//! The moves of a recorded game that SAN alone does not play: a null move
//! (the player having the move passes) and a move written with its
//! starting square in full, as python-chess reads them.

use shakmaty::{
    CastlingMode, CastlingSide, Chess, Color, EnPassantMode, Move, Position, PositionError, Square,
    san::San,
};

/// The position after the player having the move in `pos` passed (a
/// null move): the other player has the move, no en passant capture is
/// possible, the half-move clock counts the null move and the move number
/// goes on after Black's. `None` where the player is in check.
pub(super) fn passed(pos: &Chess) -> Option<Chess> {
    if pos.is_check() {
        return None;
    }
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.halfmoves = setup.halfmoves.saturating_add(1);
    if pos.turn() == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    setup.swap_turn();
    <Chess as shakmaty::FromSetup>::from_setup(setup, pos.castles().mode())
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .ok()
}

/// The legal move a token that names its starting square in full means,
/// as python-chess reads it: `g1f3` and `e2e4` (any piece on the square),
/// `Ng1f3` and `Ng1xf3` (the piece named, capture mark or not), `e7e8=Q`,
/// and castling as the king's move (`e1g1`; in Chess960 the king taking
/// its own rook, `e1h1`). `None` for another token, or where no legal
/// move or more than one fits.
pub(super) fn long_form(pos: &Chess, san: &San) -> Option<Move> {
    let San::Normal {
        role,
        file: Some(file),
        rank: Some(rank),
        to,
        promotion,
        ..
    } = *san
    else {
        return None;
    };
    let from = Square::from_coords(file, rank);
    let chess960 = pos.castles().mode() == CastlingMode::Chess960;
    let lands = |m: &Move| match *m {
        Move::Castle { rook, .. } if chess960 => rook,
        Move::Castle { king, rook } => Square::from_coords(
            CastlingSide::from_king_side(king < rook).king_to_file(),
            king.rank(),
        ),
        _ => m.to(),
    };
    // Without a piece letter shakmaty reads a pawn: then any piece fits.
    let piece = |m: &Move| role == shakmaty::Role::Pawn || m.role() == role;
    let mut fitting = pos.legal_moves().into_iter().filter(|m| {
        m.from() == Some(from) && lands(m) == to && m.promotion() == promotion && piece(m)
    });
    let m = fitting.next()?;
    fitting.next().is_none().then_some(m)
}
