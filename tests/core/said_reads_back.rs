//! Everything tactus says a move is reads back as that move through the
//! line interface: every legal move of many positions, put into words in
//! every style (appendix-e, spoken, nato, san), language (en, de, es) and
//! form (short, long, with the check and mate words), typed back as a line
//! (`parse_line`) and read in the position. Lines that are also commands
//! ("b takes a4", "c captura b3", "h takes g6") must come back as moves.

use shakmaty::{CastlingMode, Chess, EnPassantMode, Position, fen::Fen};
use tactus::input::{Action, Typed, parse_line};
use tactus::notation::{Lang, Style, parse::parse_move, render::move_words};

fn position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("test FEN");
    fen.into_position(CastlingMode::Standard)
        .expect("test position")
}

/// A small deterministic generator.
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

/// Every legal move of `pos` in every form, as said, typed back.
fn reads_back(pos: &Chess) -> usize {
    let mut checked = 0;
    for (style, lang, long) in forms() {
        for mv in pos.legal_moves() {
            let said = move_words(pos, mv, style, lang, long);
            let fen = Fen::from_position(pos, EnPassantMode::Legal);
            let read = match parse_line(&said) {
                Typed::Act(Action::TypedMove(text)) => parse_move(pos, &text),
                other => panic!("{style} {lang} long={long}: {said:?} read as {other:?} in {fen}"),
            };
            assert_eq!(
                read,
                Ok(mv),
                "{style} {lang} long={long}: {said:?} in {fen}"
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn special_positions_read_back_in_every_style_and_language() {
    let mut checked = 0;
    for fen in [
        // The start, castling both ways, promotions with and without capture.
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "r3k2r/1P6/8/8/8/8/6p1/R3K2R b KQkq - 0 1",
        "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        // En passant both ways.
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "4k3/8/8/8/2pP4/8/8/4K3 b - d3 0 1",
        // Pawn captures whose file letter is a command word: b, c, h.
        "4k3/8/8/8/p1p4p/1P1P2P1/8/4K3 w - - 0 1",
        "4k3/8/6p1/7P/8/8/8/4K3 w - - 0 1",
        // Ambiguous knights, rooks and queens.
        "4k3/8/8/8/3N4/2N5/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1",
        "k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1",
        "k7/8/8/1Q3Q2/8/8/8/1Q4K1 w - - 0 1",
        "1k6/8/8/2N1N3/8/2N1N3/8/6K1 w - - 0 1",
        "R6R/8/8/8/3k4/8/8/R5K1 w - - 0 1",
        // Checks and mates.
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "7k/4P3/8/8/8/8/8/K3R3 w - - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    ] {
        checked += reads_back(&position(fen));
    }
    assert!(checked > 5000, "{checked}");
}

#[test]
fn random_games_read_back_in_every_style_and_language() {
    let mut rng = Lcg(0x5A1D_BAC4);
    let mut checked = 0;
    for _ in 0..6 {
        let mut pos = Chess::default();
        for _ in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if rng.next(3) == 0 {
                checked += reads_back(&pos);
            }
            pos.play_unchecked(moves[rng.next(moves.len())]);
        }
    }
    assert!(checked > 20_000, "{checked}");
}
