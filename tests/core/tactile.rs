//! The tactile board model: cursor moves from both seats, what squares feel
//! like, scans, knight moves, legal moves and the last move's squares.

use shakmaty::{Bitboard, Chess, Color, File, Piece, Position, Rank, Role, Square, fen::Fen};
use tactus::rules::game::Game;
use tactus::rules::tactile::{
    Direction, Feel, Outcome, PieceOrder, Reach, TactileBoard, scan::legal_targets_from, seat_order,
};

fn pos(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("test FEN");
    fen.into_position(shakmaty::CastlingMode::Standard)
        .expect("legal test position")
}

fn squares(feels: &[Feel]) -> Vec<Square> {
    feels.iter().map(|f| f.square).collect()
}

#[test]
fn white_steps_in_eight_directions() {
    use Direction::*;
    let cases = [
        (Up, Square::E5),
        (Down, Square::E3),
        (Left, Square::D4),
        (Right, Square::F4),
        (UpLeft, Square::D5),
        (UpRight, Square::F5),
        (DownLeft, Square::D3),
        (DownRight, Square::F3),
    ];
    for (d, want) in cases {
        let mut f = TactileBoard::with_cursor(Color::White, Square::E4);
        assert_eq!(f.step(d), Outcome::Moved(want), "{d:?}");
        assert_eq!(f.cursor(), want);
    }
}

#[test]
fn black_steps_are_flipped() {
    use Direction::*;
    let cases = [
        (Up, Square::E6),
        (Down, Square::E8),
        (Left, Square::F7),
        (Right, Square::D7),
        (UpLeft, Square::F6),
        (UpRight, Square::D6),
        (DownLeft, Square::F8),
        (DownRight, Square::D8),
    ];
    for (d, want) in cases {
        let mut f = TactileBoard::with_cursor(Color::Black, Square::E7);
        assert_eq!(f.step(d), Outcome::Moved(want), "{d:?}");
    }
}

#[test]
fn edge_keeps_the_cursor() {
    let mut f = TactileBoard::with_cursor(Color::White, Square::H8);
    assert_eq!(f.step(Direction::Up), Outcome::Edge);
    assert_eq!(f.step(Direction::Right), Outcome::Edge);
    assert_eq!(f.step(Direction::UpLeft), Outcome::Edge);
    assert_eq!(f.cursor(), Square::H8);
    assert_eq!(f.step(Direction::DownLeft), Outcome::Moved(Square::G7));
    // From Black's seat a1 is the far right corner.
    let mut b = TactileBoard::with_cursor(Color::Black, Square::A1);
    assert_eq!(b.step(Direction::Up), Outcome::Edge);
    assert_eq!(b.step(Direction::Right), Outcome::Edge);
    assert_eq!(b.step(Direction::Left), Outcome::Moved(Square::B1));
    assert_eq!(b.step(Direction::Down), Outcome::Moved(Square::B2));
}

#[test]
fn jumps_keep_the_other_coordinate() {
    let mut f = TactileBoard::with_cursor(Color::Black, Square::C3);
    assert_eq!(f.jump_rank(Rank::Seventh), Outcome::Moved(Square::C7));
    assert_eq!(f.jump_file(File::G), Outcome::Moved(Square::G7));
    assert_eq!(f.cursor(), Square::G7);
}

#[test]
fn new_starts_on_e4_and_flip_changes_the_seat() {
    let mut f = TactileBoard::new(Color::White);
    assert_eq!(f.cursor(), Square::E4);
    f.flip();
    assert_eq!(f.perspective(), Color::Black);
    assert_eq!(f.cursor(), Square::E4);
    assert_eq!(f.step(Direction::Up), Outcome::Moved(Square::E3));
}

#[test]
fn seat_order_starts_at_the_near_left_corner() {
    let w: Vec<Square> = seat_order(Color::White).collect();
    assert_eq!(&w[..3], &[Square::A1, Square::B1, Square::C1]);
    assert_eq!(w[63], Square::H8);
    let b: Vec<Square> = seat_order(Color::Black).collect();
    assert_eq!(&b[..3], &[Square::H8, Square::G8, Square::F8]);
    assert_eq!(b[63], Square::A1);
}

#[test]
fn next_knight_yours_first_then_theirs_and_wraps() {
    let start = Chess::default();
    let board = start.board();
    let mut f = TactileBoard::with_cursor(Color::White, Square::E4);
    assert_eq!(
        f.pieces_in_order(board, Role::Knight),
        vec![Square::B1, Square::G1, Square::B8, Square::G8]
    );
    assert_eq!(
        f.next_piece(board, Role::Knight, false),
        Outcome::Moved(Square::B1)
    );
    assert_eq!(
        f.next_piece(board, Role::Knight, false),
        Outcome::Moved(Square::G1)
    );
    assert_eq!(
        f.next_piece(board, Role::Knight, false),
        Outcome::Moved(Square::B8)
    );
    assert_eq!(
        f.next_piece(board, Role::Knight, false),
        Outcome::Moved(Square::G8)
    );
    assert_eq!(
        f.next_piece(board, Role::Knight, false),
        Outcome::Wrapped(Square::B1)
    );
    assert_eq!(
        f.next_piece(board, Role::Knight, true),
        Outcome::Wrapped(Square::G8)
    );
    assert_eq!(
        f.next_piece(board, Role::Knight, true),
        Outcome::Moved(Square::B8)
    );
}

#[test]
fn next_piece_from_blacks_seat_starts_with_blacks_pieces() {
    let start = Chess::default();
    let board = start.board();
    let mut f = TactileBoard::with_cursor(Color::Black, Square::E4);
    assert_eq!(
        f.pieces_in_order(board, Role::Rook),
        vec![Square::H8, Square::A8, Square::H1, Square::A1]
    );
    assert_eq!(
        f.next_piece(board, Role::King, false),
        Outcome::Moved(Square::E8)
    );
    assert_eq!(
        f.next_piece(board, Role::King, false),
        Outcome::Moved(Square::E1)
    );
    assert_eq!(
        f.next_piece(board, Role::King, false),
        Outcome::Wrapped(Square::E8)
    );
    // From an empty square, backwards starts at the last.
    f.set_cursor(Square::E4);
    assert_eq!(
        f.next_piece(board, Role::Rook, true),
        Outcome::Moved(Square::A1)
    );
}

#[test]
fn next_piece_mixed_goes_on_from_the_cursor() {
    let start = Chess::default();
    let board = start.board();
    let mut f = TactileBoard::with_cursor(Color::White, Square::E4);
    f.set_piece_order(PieceOrder::Mixed);
    assert_eq!(f.piece_order(), PieceOrder::Mixed);
    assert_eq!(
        f.next_piece(board, Role::Bishop, false),
        Outcome::Moved(Square::C8)
    );
    assert_eq!(
        f.next_piece(board, Role::Bishop, false),
        Outcome::Moved(Square::F8)
    );
    assert_eq!(
        f.next_piece(board, Role::Bishop, false),
        Outcome::Wrapped(Square::C1)
    );
    f.set_cursor(Square::E4);
    assert_eq!(
        f.next_piece(board, Role::Bishop, true),
        Outcome::Moved(Square::F1)
    );
    f.set_cursor(Square::A1);
    assert_eq!(
        f.next_piece(board, Role::Bishop, true),
        Outcome::Wrapped(Square::F8)
    );
}

#[test]
fn next_piece_not_found_keeps_the_cursor() {
    let p = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let mut f = TactileBoard::with_cursor(Color::White, Square::D4);
    assert_eq!(
        f.next_piece(p.board(), Role::Queen, false),
        Outcome::NotFound
    );
    assert_eq!(f.cursor(), Square::D4);
    // A single piece: from it, next wraps onto itself.
    f.set_cursor(Square::E1);
    let mut g = f;
    g.set_piece_order(PieceOrder::Mixed);
    assert_eq!(
        g.next_piece(p.board(), Role::King, false),
        Outcome::Moved(Square::E8)
    );
    assert_eq!(
        g.next_piece(p.board(), Role::King, false),
        Outcome::Wrapped(Square::E1)
    );
}

#[test]
fn feel_says_dark_piece_and_mark() {
    let start = Chess::default();
    let board = start.board();
    let a1 = Feel::of(board, Square::A1);
    assert!(a1.dark);
    assert_eq!(
        a1.piece,
        Some(Piece {
            color: Color::White,
            role: Role::Rook
        })
    );
    assert!(!a1.is_marked());
    assert_eq!(a1.attackers, None);
    let e8 = Feel::of(board, Square::E8);
    assert!(!e8.dark);
    assert!(e8.is_marked());
    let e4 = Feel::of(board, Square::E4);
    assert!(e4.piece.is_none() && !e4.is_occupied() && !e4.is_marked());
    assert!(!e4.dark);
    assert_eq!(e4.threats(), None);
}

#[test]
fn feel_with_attackers_and_defenders() {
    // Black knight c6 defends the black pawn e5; white pawn d4 attacks it, bishop b5 the knight.
    let p = pos("4k3/8/2n5/1B2p3/3P4/8/8/4K3 w - - 0 1");
    let board = p.board();
    let e5 = Feel::with_attackers(board, Square::E5);
    let a = e5.attackers.expect("asked for");
    assert_eq!(a.white, Bitboard::from(Square::D4));
    assert_eq!(a.black, Bitboard::from(Square::C6));
    assert_eq!(e5.threats(), Some(Bitboard::from(Square::D4)));
    assert_eq!(e5.defenders(), Some(Bitboard::from(Square::C6)));
    let c6 = Feel::with_attackers(board, Square::C6);
    assert_eq!(c6.threats(), Some(Bitboard::from(Square::B5)));
    let d4 = Feel::with_attackers(board, Square::D4);
    assert_eq!(
        d4.threats(),
        Some(Bitboard::from(Square::C6) | Bitboard::from(Square::E5))
    );
    assert_eq!(
        d4.attackers.map(|a| a.by(Color::White)),
        Some(Bitboard::EMPTY)
    );
}

#[test]
fn scan_diagonals_to_the_first_piece() {
    // White bishop e4; black pawn g6; white pawn c2; black knight b7.
    let p = pos("4k3/1n6/6p1/8/4B3/8/2P5/4K3 w - - 0 1");
    let f = TactileBoard::with_cursor(Color::White, Square::E4);
    let rays = f.scan_diagonals(p.board(), Reach::FirstPiece);
    let got: Vec<(Direction, Vec<Square>)> = rays
        .iter()
        .map(|r| (r.direction, squares(&r.squares)))
        .collect();
    assert_eq!(
        got,
        vec![
            (Direction::UpRight, vec![Square::F5, Square::G6]),
            (
                Direction::DownRight,
                vec![Square::F3, Square::G2, Square::H1]
            ),
            (Direction::DownLeft, vec![Square::D3, Square::C2]),
            (Direction::UpLeft, vec![Square::D5, Square::C6, Square::B7]),
        ]
    );
    assert!(rays[0].squares[1].is_marked());
    let full = f.scan_diagonals(p.board(), Reach::Edge);
    assert_eq!(
        squares(&full[0].squares),
        vec![Square::F5, Square::G6, Square::H7]
    );
    assert_eq!(
        squares(&full[3].squares),
        vec![Square::D5, Square::C6, Square::B7, Square::A8]
    );
}

#[test]
fn scan_lines_from_blacks_seat_and_corner_leaves_out_empty_rays() {
    let start = Chess::default();
    let f = TactileBoard::with_cursor(Color::Black, Square::E4);
    let rays = f.scan_lines(start.board(), Reach::FirstPiece);
    let got: Vec<(Direction, Vec<Square>)> = rays
        .iter()
        .map(|r| (r.direction, squares(&r.squares)))
        .collect();
    assert_eq!(
        got,
        vec![
            (Direction::Up, vec![Square::E3, Square::E2]),
            (
                Direction::Right,
                vec![Square::D4, Square::C4, Square::B4, Square::A4]
            ),
            (Direction::Down, vec![Square::E5, Square::E6, Square::E7]),
            (Direction::Left, vec![Square::F4, Square::G4, Square::H4]),
        ]
    );
    let corner = TactileBoard::with_cursor(Color::White, Square::A1);
    let rays = corner.scan_diagonals(start.board(), Reach::Edge);
    assert_eq!(rays.len(), 1);
    assert_eq!(rays[0].direction, Direction::UpRight);
    assert_eq!(rays[0].squares.len(), 7);
}

#[test]
fn scan_rank_file_and_around() {
    let start = Chess::default();
    let board = start.board();
    let w = TactileBoard::with_cursor(Color::White, Square::C2);
    assert_eq!(
        squares(&w.scan_rank(board)),
        vec![
            Square::A2,
            Square::B2,
            Square::C2,
            Square::D2,
            Square::E2,
            Square::F2,
            Square::G2,
            Square::H2
        ]
    );
    assert_eq!(
        squares(&w.scan_file(board)),
        vec![
            Square::C1,
            Square::C2,
            Square::C3,
            Square::C4,
            Square::C5,
            Square::C6,
            Square::C7,
            Square::C8
        ]
    );
    let b = TactileBoard::with_cursor(Color::Black, Square::C2);
    assert_eq!(squares(&b.scan_rank(board))[0], Square::H2);
    assert_eq!(squares(&b.scan_file(board))[0], Square::C8);
    let around: Vec<(Direction, Square)> = b
        .scan_around(board)
        .into_iter()
        .map(|(d, f)| (d, f.square))
        .collect();
    assert_eq!(
        around,
        vec![
            (Direction::Up, Square::C1),
            (Direction::UpRight, Square::B1),
            (Direction::Right, Square::B2),
            (Direction::DownRight, Square::B3),
            (Direction::Down, Square::C3),
            (Direction::DownLeft, Square::D3),
            (Direction::Left, Square::D2),
            (Direction::UpLeft, Square::D1),
        ]
    );
    let corner = TactileBoard::with_cursor(Color::White, Square::H1);
    assert_eq!(corner.scan_around(board).len(), 3);
}

#[test]
fn knight_squares_clockwise_from_the_seat() {
    let start = Chess::default();
    let w = TactileBoard::with_cursor(Color::White, Square::D4);
    assert_eq!(
        squares(&w.knight_squares(start.board())),
        vec![
            Square::E6,
            Square::F5,
            Square::F3,
            Square::E2,
            Square::C2,
            Square::B3,
            Square::B5,
            Square::C6
        ]
    );
    let b = TactileBoard::with_cursor(Color::Black, Square::D4);
    assert_eq!(
        squares(&b.knight_squares(start.board())),
        vec![
            Square::C2,
            Square::B3,
            Square::B5,
            Square::C6,
            Square::E6,
            Square::F5,
            Square::F3,
            Square::E2
        ]
    );
    let corner = TactileBoard::with_cursor(Color::White, Square::G1);
    assert_eq!(
        squares(&corner.knight_squares(start.board())),
        vec![Square::H3, Square::E2, Square::F3]
    );
}

#[test]
fn attacked_squares_of_the_piece_here() {
    let start = Chess::default();
    let f = TactileBoard::with_cursor(Color::White, Square::G1);
    assert_eq!(
        squares(&f.attacked_squares(start.board())),
        vec![Square::E2, Square::F3, Square::H3]
    );
    let empty = TactileBoard::with_cursor(Color::White, Square::E4);
    assert!(empty.attacked_squares(start.board()).is_empty());
}

#[test]
fn legal_moves_of_the_piece_here() {
    let start = Chess::default();
    let f = TactileBoard::with_cursor(Color::White, Square::G1);
    assert_eq!(f.legal_targets_here(&start), vec![Square::F3, Square::H3]);
    assert_eq!(f.legal_moves_here(&start).len(), 2);
    // Not the side to move: none.
    let b = TactileBoard::with_cursor(Color::Black, Square::G8);
    assert!(b.legal_targets_here(&start).is_empty());
    // Castling lists the king's target; promotion targets once.
    let p = pos("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        legal_targets_from(&p, Square::E1, Color::White),
        vec![
            Square::C1,
            Square::D1,
            Square::F1,
            Square::G1,
            Square::D2,
            Square::E2,
            Square::F2
        ]
    );
    assert_eq!(
        legal_targets_from(&p, Square::B7, Color::White),
        vec![Square::A8, Square::B8]
    );
    let f = TactileBoard::with_cursor(Color::White, Square::B7);
    assert_eq!(f.legal_moves_here(&p).len(), 8);
}

#[test]
fn last_move_from_then_to() {
    let mut game = Game::new();
    let mut f = TactileBoard::with_cursor(Color::Black, Square::A1);
    assert_eq!(f.to_last_move(game.moves().last()), Outcome::NotFound);
    assert_eq!(f.cursor(), Square::A1);
    game.play_san("Nf3").expect("legal");
    assert_eq!(
        f.to_last_move(game.moves().last()),
        Outcome::Moved(Square::G1)
    );
    assert_eq!(
        f.to_last_move(game.moves().last()),
        Outcome::Moved(Square::F3)
    );
    assert_eq!(
        f.to_last_move(game.moves().last()),
        Outcome::Moved(Square::G1)
    );
}

#[test]
fn last_move_castling_goes_to_the_kings_squares() {
    let mut game = Game::new();
    for san in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"] {
        game.play_san(san).expect("legal");
    }
    let mut f = TactileBoard::new(Color::White);
    assert_eq!(
        f.to_last_move(game.moves().last()),
        Outcome::Moved(Square::E1)
    );
    assert_eq!(
        f.to_last_move(game.moves().last()),
        Outcome::Moved(Square::G1)
    );
    assert_eq!(game.position().turn(), Color::Black);
}

mod walks {
    use proptest::prelude::*;
    use shakmaty::{Chess, Color, Position, Role, Square};
    use tactus::rules::tactile::{Direction, Outcome, Reach, TactileBoard};

    fn opposite(d: Direction) -> Direction {
        let i = Direction::ALL.iter().position(|&x| x == d).unwrap_or(0);
        Direction::ALL[(i + 4) % 8]
    }

    proptest! {
        #[test]
        fn a_step_and_its_opposite_come_back(sq in 0u32..64, black: bool, d in 0usize..8) {
            let square = Square::new(sq);
            let seat = if black { Color::Black } else { Color::White };
            let dir = Direction::ALL[d];
            let mut f = TactileBoard::with_cursor(seat, square);
            match f.step(dir) {
                Outcome::Moved(_) => {
                    prop_assert_eq!(f.step(opposite(dir)), Outcome::Moved(square));
                }
                other => {
                    prop_assert_eq!(other, Outcome::Edge);
                    prop_assert_eq!(f.cursor(), square);
                }
            }
        }

        #[test]
        fn scans_never_leave_the_board_or_include_the_cursor(sq in 0u32..64, black: bool) {
            let pos = Chess::default();
            let seat = if black { Color::Black } else { Color::White };
            let f = TactileBoard::with_cursor(seat, Square::new(sq));
            let rays = f.scan_lines(pos.board(), Reach::Edge);
            let n: usize = rays.iter().map(|r| r.squares.len()).sum();
            prop_assert_eq!(n, 14);
            for r in f.scan_diagonals(pos.board(), Reach::FirstPiece) {
                prop_assert!(r.squares.iter().all(|s| s.square != f.cursor()));
            }
            prop_assert!(f.scan_around(pos.board()).len() >= 3);
            let mut g = f;
            prop_assert!(matches!(g.next_piece(pos.board(), Role::Pawn, black), Outcome::Moved(_) | Outcome::Wrapped(_)));
        }
    }
}
