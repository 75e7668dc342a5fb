//! Reading moves in every style and language, and the round trip
//! render → parse for every legal move of many positions.

use proptest::prelude::*;
use shakmaty::{CastlingMode, Chess, Move, Position, Role, Square, fen::Fen, uci::UciMove};
use tactus::notation::{
    Lang, Style,
    parse::{Illegal, ParseError, parse_move},
    question::which,
    render::move_words,
};

fn position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("test FEN");
    fen.into_position(CastlingMode::Standard)
        .expect("test position")
}

fn uci(pos: &Chess, text: &str) -> Move {
    let uci: UciMove = text.parse().expect("test UCI");
    uci.to_move(pos).expect("legal test move")
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const PROMOTE: &str = "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1";
const EXD5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
const EP: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";

#[test]
fn every_form_of_nf3() {
    let pos = position(START);
    let nf3 = uci(&pos, "g1f3");
    for text in [
        "Nf3",
        "g1f3",
        "Sf3",
        "Cf3",
        "Springer Felix drei",
        "springer f3",
        "knight f3",
        "caballo f3",
        "knight foxtrot three",
        "knight foxtrot 3",
        "Springer Gustav eins Felix drei",
        "g1 f3",
        "g1-f3",
        "Ng1-f3",
        "  NF3!! ",
        "1. Nf3",
        "Knight g1 to f3",
        "Caballo g1 a f3",
        "Springer g1 nach f3",
        "nf3",
        "KNIGHT, f3.",
        "Caballo foxtrot tres",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(nf3), "{text}");
    }
}

#[test]
fn pawn_moves_and_captures() {
    let pos = position(START);
    assert_eq!(parse_move(&pos, "Felix drei"), Ok(uci(&pos, "f2f3")));
    assert_eq!(
        parse_move(&pos, "Bauer Eva zwei Eva vier"),
        Ok(uci(&pos, "e2e4"))
    );
    let pos = position(EXD5);
    let exd5 = uci(&pos, "e4d5");
    for text in [
        "exd5",
        "e takes d5",
        "Eva schlägt David fünf",
        "Eva schlaegt David fuenf",
        "e captura d5",
        "e schlägt d5",
        "echo takes delta five",
        "e4xd5",
        "exd5+",
        "ed5",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(exd5), "{text}");
    }
    let pos = position(EP);
    let ep = uci(&pos, "e5d6");
    for text in [
        "exd6",
        "exd6 e.p.",
        "e takes d6, en passant",
        "e captura d6 al paso",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(ep), "{text}");
    }
}

#[test]
fn castling_in_every_language() {
    let pos = position(CASTLE);
    let short = uci(&pos, "e1h1");
    let long = uci(&pos, "e1a1");
    for text in [
        "O-O",
        "0-0",
        "oo",
        "Kurze Rochade",
        "kurze rochade",
        "short castling",
        "enroque corto",
        "e1g1",
        "König Eva eins Gustav eins",
        "O-O+",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(short), "{text}");
    }
    for text in [
        "O-O-O",
        "0-0-0",
        "ooo",
        "Lange Rochade",
        "long castling",
        "enroque largo",
        "e1c1",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(long), "{text}");
    }
    let pos = position(START);
    assert_eq!(
        parse_move(&pos, "O-O"),
        Err(ParseError::Illegal(Illegal::Castling(
            shakmaty::CastlingSide::KingSide
        )))
    );
}

#[test]
fn promotion_names_the_piece() {
    let pos = position(PROMOTE);
    let queen = uci(&pos, "e7e8q");
    let knight = uci(&pos, "e7e8n");
    for text in [
        "e8=Q",
        "e8 Dame",
        "e8 queen",
        "e8",
        "e7e8q",
        "Eva acht, Umwandlung in Dame",
        "e8 corona Dama",
        "e8Q",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(queen), "{text}");
    }
    for text in [
        "e8=N",
        "e8=S",
        "e8 Springer",
        "e8 caballo",
        "e7e8n",
        "e8 knight",
    ] {
        assert_eq!(parse_move(&pos, text), Ok(knight), "{text}");
    }
    assert_eq!(parse_move(&pos, "exd8=Q"), Ok(uci(&pos, "e7d8q")));
    assert_eq!(
        parse_move(&pos, "e8=K"),
        Err(ParseError::Illegal(Illegal::BadPromotion(Role::King)))
    );
}

#[test]
fn ambiguity_lists_the_candidates_and_asks() {
    let pos = position("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let Err(ParseError::Ambiguous { candidates }) = parse_move(&pos, "Springer David zwei") else {
        panic!("expected ambiguity");
    };
    assert_eq!(candidates.len(), 2);
    assert_eq!(
        which(&candidates, Style::AppendixE, Lang::En),
        "Which Springer: Bella eins or Felix eins?"
    );
    assert_eq!(
        which(&candidates, Style::Spoken, Lang::En),
        "Which knight: b1 or f1?"
    );
    assert_eq!(
        which(&candidates, Style::Spoken, Lang::Es),
        "¿Qué caballo: b1 o f1?"
    );
    assert_eq!(parse_move(&pos, "Nbd2"), Ok(uci(&pos, "b1d2")));
    assert_eq!(
        parse_move(&pos, "Springer Felix David zwei"),
        Ok(uci(&pos, "f1d2"))
    );
}

#[test]
fn illegal_moves_say_why() {
    let pos = position(START);
    assert_eq!(
        parse_move(&pos, "Nd4"),
        Err(ParseError::Illegal(Illegal::CannotReach {
            role: Role::Knight,
            to: Square::D4
        }))
    );
    assert_eq!(
        parse_move(&pos, "e5"),
        Err(ParseError::Illegal(Illegal::CannotReach {
            role: Role::Pawn,
            to: Square::E5
        }))
    );
    let pinned = position("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert_eq!(
        parse_move(&pinned, "Nf4"),
        Err(ParseError::Illegal(Illegal::LeavesKingInCheck))
    );
    let bare = position("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    // A from-square with nothing on it is named, not guessed as a pawn.
    assert_eq!(
        parse_move(&bare, "f3d3"),
        Err(ParseError::Illegal(Illegal::EmptySquare(Square::F3)))
    );
    assert_eq!(
        parse_move(&bare, "Nf3"),
        Err(ParseError::Illegal(Illegal::NoPiece(Role::Knight)))
    );
    assert_eq!(
        parse_move(&pos, "Nxf3"),
        Err(ParseError::Illegal(Illegal::NothingToCapture(Square::F3)))
    );
}

/// A capital piece letter is that piece in every language: never a pawn
/// (the German Bauer), a file (`Bb4` as b2-b4, `Dd3` as d2-d3) or another
/// language's piece (`R`, the Spanish rey); a blocked piece is refused.
#[test]
fn a_capital_piece_letter_is_that_piece() {
    let pos = position(START);
    let cannot = |role, to| Err(ParseError::Illegal(Illegal::CannotReach { role, to }));
    for text in [
        "Bc4", "Bc3", "Bb4", "B c4", "Lc4", "Ac4", "Aa3", "Dd3", "Qd3", "Td3",
    ] {
        assert!(
            matches!(parse_move(&pos, text), Err(ParseError::Illegal(_))),
            "{text}: {:?}",
            parse_move(&pos, text)
        );
    }
    // The Spanish caballo and the German Springer.
    assert_eq!(parse_move(&pos, "Cc3"), Ok(uci(&pos, "b1c3")));
    assert_eq!(parse_move(&pos, "Sc3"), Ok(uci(&pos, "b1c3")));
    assert_eq!(parse_move(&pos, "Bc4"), cannot(Role::Bishop, Square::C4));
    assert_eq!(parse_move(&pos, "Dd3"), cannot(Role::Queen, Square::D3));
    // After 1.e4 e5 only the king could go to e2: `Re2` is a rook move.
    let open = position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(parse_move(&open, "Re2"), cannot(Role::Rook, Square::E2));
    assert_eq!(parse_move(&open, "Ke2"), Ok(uci(&open, "e1e2")));
    assert_eq!(parse_move(&open, "Bc4"), Ok(uci(&open, "f1c4")));
    // Capital files that are no piece letter still read as files.
    assert_eq!(parse_move(&pos, "E4"), Ok(uci(&pos, "e2e4")));
    // A small b is the b-pawn first, as in SAN, then the bishop; never
    // another file's pawn.
    assert_eq!(parse_move(&pos, "bc4"), cannot(Role::Pawn, Square::C4));
    assert_eq!(parse_move(&open, "bc4"), Ok(uci(&open, "f1c4")));
    assert_eq!(parse_move(&pos, "b4"), Ok(uci(&pos, "b2b4")));
}

#[test]
fn words_not_understood_are_named() {
    let pos = position(START);
    assert_eq!(
        parse_move(&pos, "knight banana f3"),
        Err(ParseError::NotUnderstood("banana".into()))
    );
    assert_eq!(parse_move(&pos, "   "), Err(ParseError::Empty));
    assert_eq!(parse_move(&pos, "!!"), Err(ParseError::Empty));
    assert!(matches!(
        parse_move(&pos, "knight"),
        Err(ParseError::NotUnderstood(_))
    ));
}

/// A small deterministic generator, so the round trip needs no extra crate.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Every style × language × short/long form.
fn forms() -> Vec<(Style, Lang, bool)> {
    let mut out = Vec::new();
    for style in Style::ALL {
        for lang in Lang::ALL {
            out.push((style, lang, false));
            out.push((style, lang, true));
        }
    }
    out
}

fn round_trip_in(pos: &Chess, (style, lang, long): (Style, Lang, bool)) {
    for mv in pos.legal_moves() {
        let text = move_words(pos, mv, style, lang, long);
        assert_eq!(
            parse_move(pos, &text),
            Ok(mv),
            "{style} {lang} long={long}: {text:?} in {}",
            Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
        );
    }
}

fn round_trip(pos: &Chess) {
    for form in forms() {
        round_trip_in(pos, form);
    }
}

#[test]
fn round_trip_special_positions() {
    for fen in [
        START,
        CASTLE,
        PROMOTE,
        EP,
        "r3k2r/1P6/8/8/8/8/6p1/R3K2R b KQkq - 0 1",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
        "k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1",
        "k7/8/8/1Q3Q2/8/8/8/1Q4K1 w - - 0 1",
        "1k6/8/8/2N1N3/8/2N1N3/8/6K1 w - - 0 1",
        "4k3/8/8/8/2pP4/8/8/4K3 b - d3 0 1",
    ] {
        round_trip(&position(fen));
    }
}

#[test]
fn round_trip_random_games() {
    // About 2000 positions; each is checked in one form, the forms taking turns.
    let mut rng = Lcg(0x7AC7_0502);
    let forms = forms();
    let mut turn = 0;
    for _ in 0..20 {
        let mut pos = Chess::default();
        for _ in 0..100 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            round_trip_in(&pos, forms[turn % forms.len()]);
            turn += 1;
            pos.play_unchecked(moves[rng.next(moves.len())]);
        }
    }
}

proptest! {
    #[test]
    fn never_panics_on_any_text(text in "\\PC{0,40}") {
        let _ = parse_move(&Chess::default(), &text);
    }

    #[test]
    fn never_panics_on_chess_like_text(text in "[a-hA-Zx0-9=+#.\\- äöüßé]{0,16}") {
        let pos = position(PROMOTE);
        let _ = parse_move(&pos, &text);
    }
}
