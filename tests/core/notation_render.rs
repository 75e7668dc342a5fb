//! Exact words for moves, squares and pieces in every style and language.

use shakmaty::{CastlingMode, Chess, Color, Move, Piece, Role, Square, fen::Fen, san::San};
use tactus::notation::{
    Lang, Style,
    render::{move_words, move_words_bare, piece_words, role_words, square_words},
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The test moves: a position and a SAN move in it.
const MOVES: [(&str, &str); 11] = [
    (START, "e4"),
    (START, "Nf3"),
    (
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1",
        "Nbd2",
    ),
    ("k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1", "R1e2"),
    (
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "exd5",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 1",
        "Bxf7+",
    ),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O"),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O"),
    ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=Q"),
    ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6"),
    (
        "rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq g6 0 2",
        "Qh5#",
    ),
];

fn position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("test FEN");
    fen.into_position(CastlingMode::Standard)
        .expect("test position")
}

fn play(i: usize) -> (Chess, Move) {
    let (fen, san) = MOVES[i];
    let pos = position(fen);
    let san: San = san.trim_end_matches(['+', '#']).parse().expect("test SAN");
    let mv = san.to_move(&pos).expect("legal test move");
    (pos, mv)
}

fn all(style: Style, lang: Lang, long: bool) -> Vec<String> {
    (0..MOVES.len())
        .map(|i| {
            let (pos, mv) = play(i);
            move_words(&pos, mv, style, lang, long)
        })
        .collect()
}

#[test]
fn appendix_e_table_in_every_language() {
    let expected = [
        "Eva vier",
        "Springer Felix drei",
        "Springer Bella David zwei",
        "Turm eins Eva zwei",
        "Eva schlägt David fünf",
        "Läufer schlägt Felix sieben, Schach",
        "Kurze Rochade",
        "Lange Rochade",
        "Eva acht, Umwandlung in Dame",
        "Eva schlägt David sechs, en passant",
        "Dame Hector fünf, Schachmatt",
    ];
    for lang in Lang::ALL {
        assert_eq!(all(Style::AppendixE, lang, false), expected, "{lang}");
    }
}

#[test]
fn appendix_e_long_form() {
    let expected = [
        "Bauer Eva zwei Eva vier",
        "Springer Gustav eins Felix drei",
        "Springer Bella eins David zwei",
        "Turm Eva eins Eva zwei",
        "Bauer Eva vier schlägt David fünf",
        "Läufer Cesar vier schlägt Felix sieben, Schach",
        "Kurze Rochade",
        "Lange Rochade",
        "Bauer Eva sieben Eva acht, Umwandlung in Dame",
        "Bauer Eva fünf schlägt David sechs, en passant",
        "Dame David eins Hector fünf, Schachmatt",
    ];
    for lang in Lang::ALL {
        assert_eq!(all(Style::AppendixE, lang, true), expected, "{lang}");
    }
}

#[test]
fn spoken_english() {
    let expected = [
        "e4",
        "Knight f3",
        "Knight b d2",
        "Rook 1 e2",
        "e takes d5",
        "Bishop takes f7, check",
        "short castling",
        "long castling",
        "e8 promotes to Queen",
        "e takes d6, en passant",
        "Queen h5, checkmate",
    ];
    assert_eq!(all(Style::Spoken, Lang::En, false), expected);
}

#[test]
fn spoken_german() {
    let expected = [
        "e4",
        "Springer f3",
        "Springer b d2",
        "Turm 1 e2",
        "e schlägt d5",
        "Läufer schlägt f7, Schach",
        "kurze Rochade",
        "lange Rochade",
        "e8, Umwandlung in Dame",
        "e schlägt d6, en passant",
        "Dame h5, Schachmatt",
    ];
    assert_eq!(all(Style::Spoken, Lang::De, false), expected);
}

#[test]
fn spoken_spanish() {
    let expected = [
        "e4",
        "Caballo f3",
        "Caballo b d2",
        "Torre 1 e2",
        "e captura d5",
        "Alfil captura f7, jaque",
        "enroque corto",
        "enroque largo",
        "e8 corona Dama",
        "e captura d6 al paso",
        "Dama h5, jaque mate",
    ];
    assert_eq!(all(Style::Spoken, Lang::Es, false), expected);
}

#[test]
fn spoken_long_forms() {
    let (pos, mv) = play(1);
    let long = |lang| move_words(&pos, mv, Style::Spoken, lang, true);
    assert_eq!(long(Lang::En), "Knight g1 to f3");
    assert_eq!(long(Lang::De), "Springer g1 nach f3");
    assert_eq!(long(Lang::Es), "Caballo g1 a f3");
    let (pos, mv) = play(8);
    assert_eq!(
        move_words(&pos, mv, Style::Spoken, Lang::En, true),
        "Pawn e7 to e8 promotes to Queen"
    );
}

#[test]
fn nato() {
    let expected = [
        "echo 4",
        "Knight foxtrot 3",
        "Knight bravo delta 2",
        "Rook 1 echo 2",
        "echo takes delta 5",
        "Bishop takes foxtrot 7, check",
        "short castling",
        "long castling",
        "echo 8 promotes to Queen",
        "echo takes delta 6, en passant",
        "Queen hotel 5, checkmate",
    ];
    assert_eq!(all(Style::Nato, Lang::En, false), expected);
    assert_eq!(all(Style::Nato, Lang::De, false)[1], "Springer foxtrot 3");
    assert_eq!(
        all(Style::Nato, Lang::Es, false)[5],
        "Alfil captura foxtrot 7, jaque"
    );
}

#[test]
fn san_and_long_algebraic() {
    let expected: Vec<&str> = MOVES.iter().map(|(_, san)| *san).collect();
    for lang in Lang::ALL {
        assert_eq!(all(Style::San, lang, false), expected);
    }
    let long = [
        "e2-e4", "Ng1-f3", "Nb1-d2", "Re1-e2", "e4xd5", "Bc4xf7+", "O-O", "O-O-O", "e7-e8=Q",
        "e5xd6", "Qd1-h5#",
    ];
    assert_eq!(all(Style::San, Lang::En, true), long);
}

#[test]
fn bare_moves_have_no_check_suffix() {
    let (_, mv) = play(5);
    assert_eq!(
        move_words_bare(mv, Style::Spoken, Lang::En),
        "Bishop c4 takes f7"
    );
    assert_eq!(move_words_bare(mv, Style::San, Lang::En), "Bc4xf7");
}

#[test]
fn squares_in_each_style() {
    assert_eq!(square_words(Square::E4, Style::Spoken, Lang::En), "e4");
    assert_eq!(
        square_words(Square::E4, Style::AppendixE, Lang::Es),
        "Eva vier"
    );
    assert_eq!(square_words(Square::E4, Style::Nato, Lang::De), "echo 4");
    assert_eq!(square_words(Square::H8, Style::San, Lang::De), "h8");
    assert_eq!(
        square_words(Square::A1, Style::AppendixE, Lang::En),
        "Anna eins"
    );
}

#[test]
fn pieces_with_colour() {
    let white_knight = Piece {
        color: Color::White,
        role: Role::Knight,
    };
    let black_queen = Piece {
        color: Color::Black,
        role: Role::Queen,
    };
    let black_rook = Piece {
        color: Color::Black,
        role: Role::Rook,
    };
    assert_eq!(
        piece_words(white_knight, Style::Spoken, Lang::En),
        "white knight"
    );
    assert_eq!(
        piece_words(white_knight, Style::Spoken, Lang::De),
        "weißer Springer"
    );
    assert_eq!(
        piece_words(white_knight, Style::Spoken, Lang::Es),
        "caballo blanco"
    );
    assert_eq!(
        piece_words(black_queen, Style::Spoken, Lang::De),
        "schwarze Dame"
    );
    assert_eq!(
        piece_words(black_queen, Style::Spoken, Lang::Es),
        "dama negra"
    );
    assert_eq!(
        piece_words(black_rook, Style::Nato, Lang::Es),
        "torre negra"
    );
    assert_eq!(
        piece_words(black_queen, Style::AppendixE, Lang::En),
        "schwarze Dame"
    );
    assert_eq!(role_words(Role::Bishop, Style::Spoken, Lang::Es), "alfil");
    assert_eq!(
        role_words(Role::Bishop, Style::AppendixE, Lang::Es),
        "Läufer"
    );
}

#[test]
fn an_illegal_move_is_still_worded() {
    let pos = position(START);
    let mv = Move::Normal {
        role: Role::Queen,
        from: Square::D1,
        capture: None,
        to: Square::H5,
        promotion: None,
    };
    assert_eq!(
        move_words(&pos, mv, Style::Spoken, Lang::En, false),
        "Queen h5"
    );
}
