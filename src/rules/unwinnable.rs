//! Whether a player can still checkmate by any series of legal moves: the
//! test behind dead positions (Art. 5.2.2), flag falls (Art. 6.9) and the
//! loss after illegal moves (Art. 7.5.5).
//!
//! The test is a helpmate question: could the moves of *both* players,
//! cooperating, end in a checkmate by this player? Material alone answers
//! it for few pieces (shakmaty's insufficient material); locked pawn
//! chains, bishops of the wrong colour and forced captures need a search.
//! That search is chasolver's (<https://chasolver.org>), which proves its
//! answers: a helpmate found, or none possible. It can also run out of
//! budget; then nothing is proven and the answer is [`Mate::Undecided`].
//!
//! chasolver works on the `chess` crate's board. This module is the only
//! place that knows that crate: positions cross over square by square (the
//! en passant square only when a capture there is legal), and tactus keeps
//! shakmaty as its own representation. A position the bridge cannot carry
//! over is undecided, never guessed.
//!
//! A checkmate can also be proven possible by showing one: the quick walk
//! of [`witness`] looks for a line of moves that ends in it, before the
//! search, where a checkmate is likely (the last position of a game).
//!
//! Two strengths:
//! * [`cannot_checkmate_fast`] and [`is_dead_fast`]: sound but incomplete,
//!   a few microseconds, for every move of a game;
//! * [`can_checkmate`] and [`dead_position`]: the full search, usually tens
//!   of microseconds but up to a second on rare positions, for the moments
//!   that decide a game (a flag fall, a forfeit, a capture or pawn move that
//!   may have locked the position).
//!
//! ```
//! use shakmaty::{Chess, Color, CastlingMode, fen::Fen};
//! use tactus::rules::unwinnable::{Mate, can_checkmate};
//!
//! // A locked pawn chain: the kings can never reach anything.
//! let fen: Fen = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1".parse().unwrap();
//! let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
//! assert_eq!(can_checkmate(&pos, Color::White), Mate::Impossible);
//! assert_eq!(can_checkmate(&pos, Color::Black), Mate::Impossible);
//! ```

mod witness;

use std::{cell::RefCell, collections::VecDeque, panic};

use shakmaty::{Bitboard, Chess, Color, EnPassantMode, File, Position, Role, Setup, Square};

/// What is proven about one player's chance to checkmate.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Mate {
    /// Some series of legal moves ends in a checkmate by this player.
    Possible,
    /// No series of legal moves ends in a checkmate by this player.
    Impossible,
    /// Neither could be proven: the search ran out of its budget.
    Undecided,
}

/// What is proven about a position as a whole (Art. 5.2.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dead {
    /// Neither player can checkmate by any series of legal moves: the game
    /// is drawn.
    Dead,
    /// At least one player can still checkmate.
    Alive,
    /// Not proven either way: the game goes on.
    Undecided,
}

/// The position in the `chess` crate's terms. `None` when that crate does
/// not take it: it is stricter than shakmaty about some positions tactus
/// accepts from a FEN, such as impossible checks, and knows castling only
/// with the rooks in their corners.
fn board(pos: &Chess) -> Option<chess::Board> {
    board_of(&pos.to_setup(EnPassantMode::Legal))
}

/// The `chess` crate's board of a shakmaty setup, built square by square.
fn board_of(setup: &Setup) -> Option<chess::Board> {
    let mut builder = chess::BoardBuilder::new();
    for (square, piece) in setup.board.clone() {
        let at = chess::ALL_SQUARES[usize::from(square)];
        builder.piece(at, role(piece.role), color(piece.color));
    }
    builder.side_to_move(color(setup.turn));
    for side in [Color::White, Color::Black] {
        let rooks = setup.castling_rights & Bitboard::from_rank(side.backrank());
        let short = rooks.contains(Square::from_coords(File::H, side.backrank()));
        let long = rooks.contains(Square::from_coords(File::A, side.backrank()));
        // Castling there as in standard chess: the rooks in their corners
        // and the king on the e-file (in Chess960 it may stand elsewhere).
        let king = setup.board.king_of(side);
        let king_home = king == Some(Square::from_coords(File::E, side.backrank()));
        if rooks.count() != usize::from(short) + usize::from(long)
            || (!rooks.is_empty() && !king_home)
        {
            return None;
        }
        let rights = match (short, long) {
            (true, true) => chess::CastleRights::Both,
            (true, false) => chess::CastleRights::KingSide,
            (false, true) => chess::CastleRights::QueenSide,
            (false, false) => chess::CastleRights::NoRights,
        };
        builder.castle_rights(color(side), rights);
    }
    builder.en_passant(
        setup
            .ep_square
            .map(|sq| chess::ALL_FILES[usize::from(sq.file())]),
    );
    panic::catch_unwind(|| chess::Board::try_from(&builder).ok())
        .ok()
        .flatten()
}

fn role(role: Role) -> chess::Piece {
    match role {
        Role::Pawn => chess::Piece::Pawn,
        Role::Knight => chess::Piece::Knight,
        Role::Bishop => chess::Piece::Bishop,
        Role::Rook => chess::Piece::Rook,
        Role::Queen => chess::Piece::Queen,
        Role::King => chess::Piece::King,
    }
}

fn color(side: Color) -> chess::Color {
    match side {
        Color::White => chess::Color::White,
        Color::Black => chess::Color::Black,
    }
}

/// The full test: can `side` checkmate from `pos` by some series of legal
/// moves (Art. 5.2.2, 6.9, 7.5.5)? Material decides first, then the fast
/// test, then the full search; [`Mate::Undecided`] only when the search ran
/// out of budget or the position could not be carried over.
///
/// The last few answers are kept (per thread, by the position), so
/// that a position asked about twice, as `tactus check` does when it reads
/// a game and then holds its result against the last position, is searched
/// once.
pub fn can_checkmate(pos: &Chess, side: Color) -> Mate {
    answer(pos, side, false)
}

/// [`can_checkmate`] where a checkmate is the likely answer: the last
/// position of a game its players played on, whose every earlier position
/// it proves alive when a checkmate is possible from it. A quick walk to a
/// checkmate runs first (a line found is the proof), then the search, and
/// the fast test, which can only prove the opposite, only where the search
/// gave up. The answer is [`can_checkmate`]'s (all three are proofs; it is
/// kept for both); only its cost differs. On the last positions of 10,000
/// random games, all of them alive, the fast test run first cost a
/// sixteenth of the search in vain, and the walk, which finds a checkmate
/// for 87 in 100 of them, halves the time (`cargo bench --bench
/// dead_position`, group `last_position`).
pub fn can_checkmate_likely(pos: &Chess, side: Color) -> Mate {
    answer(pos, side, true)
}

/// Whether a checkmate by either player is proven possible from `pos`,
/// where one is likely (the last position of a game): whether
/// [`can_checkmate_likely`] of `first` or of the other player is
/// [`Mate::Possible`], with the answers kept as it keeps them. Only the
/// order differs: the quick walks of both players run before the search
/// of either. On the last positions of 10,000 random games, the other
/// player's walk found a checkmate for 1,059 of the 1,303 where the first
/// one's did not, in half the time the search would have taken.
pub fn either_can_checkmate_likely(pos: &Chess, first: Color) -> bool {
    let setup = pos.to_setup(EnPassantMode::Legal);
    if walked(pos, &setup, first) {
        return true;
    }
    // Every side not answered yet was walked in vain: the search alone.
    [first, !first]
        .into_iter()
        .filter(|&side| !pos.has_insufficient_material(side))
        .any(|side| answer_of(pos, &setup, side, true, false) == Mate::Possible)
}

/// Whether the quick walk of [`witness`] finds a checkmate by either
/// player from `pos` (the player [`likelier_to_mate`] first), with the
/// answers kept as [`can_checkmate`] keeps them: `true` proves `pos`
/// alive, `false` proves nothing, and no search runs. A few dozen
/// microseconds where the search may take milliseconds.
pub(crate) fn walks_to_checkmate(pos: &Chess) -> bool {
    walked(
        pos,
        &pos.to_setup(EnPassantMode::Legal),
        likelier_to_mate(pos),
    )
}

/// Whether the walk finds a checkmate by `first` or by the other player in
/// `pos` (standing as `setup` says), an answer kept standing for the walk
/// of that player; a checkmate found is kept.
fn walked(pos: &Chess, setup: &Setup, first: Color) -> bool {
    [first, !first].into_iter().any(|side| {
        if pos.has_insufficient_material(side) {
            return false;
        }
        match known(setup, side) {
            Some(mate) => mate == Mate::Possible,
            None if witness::checkmate_line(pos, side).is_some() => {
                keep(setup.clone(), side, Mate::Possible);
                true
            }
            None => false,
        }
    })
}

/// [`can_checkmate`], the search first if `likely`.
fn answer(pos: &Chess, side: Color, likely: bool) -> Mate {
    if pos.has_insufficient_material(side) {
        return Mate::Impossible;
    }
    let setup = pos.to_setup(EnPassantMode::Legal);
    answer_of(pos, &setup, side, likely, likely)
}

/// [`answer`] for a side with the material to checkmate, `pos` standing
/// as `setup` says: the answer kept, or else the one found and kept; the
/// walk of [`witness`] first if `walk`.
fn answer_of(pos: &Chess, setup: &Setup, side: Color, likely: bool, walk: bool) -> Mate {
    if let Some(known) = known(setup, side) {
        return known;
    }
    let mate = search(pos, setup, side, likely, walk);
    keep(setup.clone(), side, mate);
    mate
}

/// The answer kept for `side` in the position `setup`, if there is one.
fn known(setup: &Setup, side: Color) -> Option<Mate> {
    PROOFS.with_borrow(|proofs| {
        proofs
            .iter()
            .find(|(f, s, _)| *s == side && f == setup)
            .map(|&(_, _, mate)| mate)
    })
}

/// Keeps `mate` as the answer for `side` in the position `setup`, in place
/// of the oldest answer kept.
fn keep(setup: Setup, side: Color, mate: Mate) {
    PROOFS.with_borrow_mut(|proofs| {
        if proofs.len() == KEPT {
            proofs.pop_front();
        }
        proofs.push_back((setup, side, mate));
    });
}

/// [`can_checkmate`] without the answers it keeps: the whole test, every
/// time (for measuring it; the answer is the same).
pub fn can_checkmate_afresh(pos: &Chess, side: Color) -> Mate {
    if pos.has_insufficient_material(side) {
        return Mate::Impossible;
    }
    search(pos, &pos.to_setup(EnPassantMode::Legal), side, false, false)
}

/// How many answers of [`can_checkmate`] each thread keeps.
const KEPT: usize = 8;

thread_local! {
    /// The last answers of [`can_checkmate`]: position, side, answer.
    static PROOFS: RefCell<VecDeque<(Setup, Color, Mate)>> =
        const { RefCell::new(VecDeque::new()) };
}

/// The fast test and the search, for `pos` (whose setup is `setup`). Both
/// are proofs, so their order does not change the answer, only its cost:
/// the fast test first where it is likely to decide (a position worth
/// testing, or a side without a queen or rook), the search first elsewhere,
/// where it finds a checkmate at once and the fast test would only have
/// spent its time; there the fast test runs when the search gave up. A
/// checkmate `likely` puts the search first everywhere; `walk` puts the
/// walk of [`witness`] before it: a line of legal moves it finds, ending in
/// the checkmate, proves it possible.
fn search(pos: &Chess, setup: &Setup, side: Color, likely: bool, walk: bool) -> Mate {
    if walk && witness::checkmate_line(pos, side).is_some() {
        return Mate::Possible;
    }
    let Some(board) = board_of(setup) else {
        return Mate::Undecided;
    };
    let winner = color(side);
    let heavy = pos.board().by_color(side) & (pos.board().queens() | pos.board().rooks());
    let fast_first = !likely && (heavy.is_empty() || worth_testing(pos));
    if fast_first && fast_on(&board, winner) {
        return Mate::Impossible;
    }
    match panic::catch_unwind(|| chasolver::winnability(&board, winner)) {
        Ok(Some(chasolver::Winnability::Winnable { .. })) => Mate::Possible,
        Ok(Some(chasolver::Winnability::Unwinnable)) => Mate::Impossible,
        Ok(None) | Err(_) if !fast_first && fast_on(&board, winner) => Mate::Impossible,
        Ok(None) | Err(_) => Mate::Undecided,
    }
}

fn fast_on(board: &chess::Board, winner: chess::Color) -> bool {
    panic::catch_unwind(|| chasolver::is_unwinnable_fast(board, winner)).unwrap_or(false)
}

/// The fast test: `true` when it is proven that `side` cannot checkmate
/// from `pos` (material, or chasolver's fast analysis); `false` when that
/// is not proven (it may still be so).
pub fn cannot_checkmate_fast(pos: &Chess, side: Color) -> bool {
    pos.has_insufficient_material(side) || board(pos).is_some_and(|b| fast_on(&b, color(side)))
}

/// The fast test for a dead position: `true` when it is proven that
/// neither player can checkmate; `false` when that is not proven.
pub fn is_dead_fast(pos: &Chess) -> bool {
    if pos.is_insufficient_material() {
        return true;
    }
    let Some(b) = board(pos) else {
        return false;
    };
    [Color::White, Color::Black]
        .into_iter()
        .all(|side| pos.has_insufficient_material(side) || fast_on(&b, color(side)))
}

/// The player whose checkmate the search is likelier to find quickly in
/// `pos`: the one with more queens and pawns (a pawn is a queen to come),
/// rooks counting half and bishops and knights not at all (neither mates
/// alone, and the search walks to a checkmate by promoting and
/// capturing); White when they are level. Asked first when either
/// player's checkmate will do (a dead position), the search most often
/// ends at its first answer. Only the cost depends on it: a position is
/// alive when either can checkmate, whichever is asked first.
///
/// Measured on the positions whose checkmate `tactus check` proves (the
/// last of each game), asking this player first searched 9 % less than
/// asking the one with more material by the usual values (queen 9, rook
/// 5, bishop and knight 3, pawn 1) on 10,000 random games, and 25 % less
/// on 6,000 games Stockfish played against itself, whose last positions
/// are endings of few pieces.
pub fn likelier_to_mate(pos: &Chess) -> Color {
    let board = pos.board();
    let weight = |side: Color| -> u32 {
        let own = board.by_color(side);
        let count = |pieces: Bitboard| (pieces & own).count() as u32;
        2 * count(board.queens()) + count(board.rooks()) + 2 * count(board.pawns())
    };
    if weight(Color::Black) > weight(Color::White) {
        Color::Black
    } else {
        Color::White
    }
}

/// The full test for a dead position (Art. 5.2.2): [`Dead::Dead`] only when
/// it is proven that neither player can checkmate, [`Dead::Alive`] when a
/// checkmate by one of them is proven possible. The player
/// [`likelier_to_mate`] is asked first.
pub fn dead_position(pos: &Chess) -> Dead {
    let mut undecided = false;
    let first = likelier_to_mate(pos);
    for side in [first, !first] {
        match can_checkmate(pos, side) {
            Mate::Possible => return Dead::Alive,
            Mate::Impossible => {}
            Mate::Undecided => undecided = true,
        }
    }
    if undecided {
        Dead::Undecided
    } else {
        Dead::Dead
    }
}

/// Whether `pos` is one where a dead position beyond material is at all
/// likely, so that testing it after a move is worth its cost: few pieces
/// left (the forced captures), a check with no more than a dozen pieces
/// (the forced lines), or a locked pawn structure, where at least one pawn
/// and nearly half of all pawns stand blocked head-on by an enemy pawn
/// (chasolver's own measure of a position worth analysing). Every other
/// position is left to the flag fall, which always runs the full test. A
/// position found dead is always proven so; this only chooses which
/// positions are looked at.
pub fn worth_testing(pos: &Chess) -> bool {
    const FEW_PIECES: usize = 6;
    const FEW_PIECES_IN_CHECK: usize = 12;
    let board = pos.board();
    let pieces = board.occupied().count();
    if pieces <= FEW_PIECES || (pieces <= FEW_PIECES_IN_CHECK && pos.is_check()) {
        return true;
    }
    let pawns = board.by_role(Role::Pawn);
    let white: Bitboard = pawns & board.by_color(Color::White);
    let black: Bitboard = pawns & board.by_color(Color::Black);
    // White pawns with a black pawn on the square in front of them.
    let blocked = (white.shift(8) & black).count();
    blocked >= 1 && blocked + 2 >= pawns.count() / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> Chess {
        let fen: Fen = fen.parse().unwrap();
        fen.into_position(CastlingMode::Standard).unwrap()
    }

    #[test]
    fn the_bridge_keeps_side_castling_and_en_passant() {
        // After 1. e4 d5 2. e5 f5: exf6 en passant is legal, and castling.
        let p = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        let b = board(&p).expect("carried over");
        assert_eq!(b.side_to_move(), chess::Color::White);
        assert_eq!(b.en_passant(), Some(chess::Square::F5));
        assert_eq!(
            b.castle_rights(chess::Color::White),
            chess::CastleRights::Both
        );
        assert_eq!(
            b.castle_rights(chess::Color::Black),
            chess::CastleRights::Both
        );
        assert_eq!(
            chess::MoveGen::new_legal(&b).len(),
            p.legal_moves().len(),
            "same legal moves on both sides of the bridge"
        );
    }

    #[test]
    fn the_bridge_leaves_out_an_en_passant_square_without_capture() {
        // After 1. e4 the FEN of many writers has e3; no capture is possible.
        let p = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        let b = board(&p).expect("carried over");
        assert_eq!(b.en_passant(), None);
        assert_eq!(chess::MoveGen::new_legal(&b).len(), 20);
    }

    /// Built square by square, the board is the one the `chess` crate reads
    /// from the position's FEN, over the positions of random games (castling
    /// rights lost one by one, en passant, checks, promotions).
    #[test]
    fn the_bridge_builds_the_board_the_fen_gives() {
        use std::str::FromStr;
        let mut rng = crate::rules::test_rng::TestRng::new(0xb0a2d);
        let mut compared = 0;
        for _ in 0..300 {
            let mut p = Chess::default();
            for _ in 0..rng.below(200) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
                let fen = Fen::from_position(&p, EnPassantMode::Legal).to_string();
                let read = chess::Board::from_str(&fen).ok();
                assert_eq!(board(&p), read, "{fen}");
                compared += 1;
            }
        }
        assert!(compared > 10_000);
        // A castling right with its rook off the corner (Chess960) is not
        // carried over.
        let setup: Fen = "1r2k3/8/8/8/8/8/8/4K3 w b - 0 1".parse().unwrap();
        let p: Chess = setup
            .into_position(CastlingMode::Chess960)
            .expect("legal in Chess960");
        assert_eq!(board(&p), None);
        // Nor one whose rook is in the corner but whose king is not on e1.
        let setup: Fen = "4k3/8/8/8/8/8/8/R1K5 w A - 0 1".parse().unwrap();
        let p: Chess = setup
            .into_position(CastlingMode::Chess960)
            .expect("legal in Chess960");
        assert_eq!(board(&p), None);
    }

    #[test]
    fn high_move_counters_cross_the_bridge() {
        let p = pos("8/8/8/4k3/8/8/2B5/K1N5 b - - 149 300");
        assert!(board(&p).is_some());
    }

    /// The walk to a checkmate changes no answer, only its cost: on the
    /// last positions of random games, for both players, the answer with
    /// it is the answer of the search alone, and so is whether either
    /// player can checkmate, the walks of both run first.
    #[test]
    fn the_walk_first_gives_the_answers_of_the_search() {
        let mut rng = crate::rules::test_rng::TestRng::new(0x1a57);
        let mut walked = 0;
        for _ in 0..150 {
            let plies = 40 + rng.below(100);
            let p = rng.position_after(plies);
            let first = likelier_to_mate(&p);
            let alive = [first, !first].map(|side| can_checkmate_afresh(&p, side));
            assert_eq!(
                either_can_checkmate_likely(&p, first),
                alive.contains(&Mate::Possible)
            );
            for side in [Color::White, Color::Black] {
                let afresh = can_checkmate_afresh(&p, side);
                assert_ne!(afresh, Mate::Undecided);
                assert_eq!(can_checkmate_likely(&p, side), afresh, "{side:?}");
                if witness::checkmate_line(&p, side).is_some() {
                    walked += 1;
                }
            }
        }
        assert!(walked > 150, "the walk answered {walked} of 300");
    }

    /// Endings from engine games where one player can checkmate and the
    /// other cannot, asked in either order: the answer is the player who
    /// can, whether the walks find it or the search must.
    #[test]
    fn either_player_is_the_one_who_can_checkmate() {
        let one_sided = [
            "8/8/8/8/8/KrB4k/8/8 w - - 32 113",
            "8/3k4/8/8/3BrK2/8/8/8 w - - 66 111",
            "8/8/8/8/8/2K5/2r2k2/2B5 w - - 80 126",
            "8/8/8/K7/2k5/4B3/5r2/8 w - - 26 177",
            "1kRb4/8/8/8/8/3K4/8/8 b - - 72 122",
        ];
        for fen in one_sided {
            let p = pos(fen);
            let answers = [Color::White, Color::Black].map(|side| can_checkmate_afresh(&p, side));
            assert!(answers.contains(&Mate::Possible), "{fen}: {answers:?}");
            assert!(answers.contains(&Mate::Impossible), "{fen}: {answers:?}");
            for first in [Color::White, Color::Black] {
                PROOFS.with_borrow_mut(VecDeque::clear);
                assert!(
                    either_can_checkmate_likely(&p, first),
                    "{fen}, {first:?} first"
                );
            }
        }
    }

    #[test]
    fn queens_and_pawns_make_the_player_likelier_to_mate() {
        assert_eq!(likelier_to_mate(&Chess::default()), Color::White);
        let black_queen = pos("4k3/8/8/3q4/8/8/8/4K2N w - - 0 1");
        assert_eq!(likelier_to_mate(&black_queen), Color::Black);
        // Four pawns, four queens to come, against a rook.
        let black_pawns = pos("4k3/pppp4/8/8/8/8/8/R3K3 b - - 0 1");
        assert_eq!(likelier_to_mate(&black_pawns), Color::Black);
        // A bishop and a knight count for nothing against a pawn.
        let pawn = pos("4k3/p7/8/8/8/8/8/1BN1K3 w - - 0 1");
        assert_eq!(likelier_to_mate(&pawn), Color::Black);
    }

    #[test]
    fn a_locked_structure_few_pieces_or_a_check_are_worth_testing() {
        assert!(!worth_testing(&Chess::default()));
        let locked = pos("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1");
        assert!(worth_testing(&locked));
        let few = pos("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        assert!(worth_testing(&few));
        let open = pos("r3k3/pppp4/8/8/8/8/PPPP4/R3K3 w - - 0 1");
        assert!(!worth_testing(&open));
        let check = pos("r3k3/pppp4/8/8/8/8/PPPP4/4K2r w - - 0 1");
        assert!(worth_testing(&check));
        // 1. e4 e5: one pawn blocked among sixteen.
        let open = pos("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert!(!worth_testing(&open));
    }
}
