//! Any bytes as a typed line, as `tactus tty` and the window's command line
//! read it: the line parser gives an action, the line is read as a move in
//! several positions, and a session whose style and language the first byte
//! picks handles the action. Never a panic, never a hang; a move read is
//! worded in every style and language and reads back to the same move.

#![no_main]

use libfuzzer_sys::fuzz_target;
use shakmaty::{ByColor, CastlingMode, Chess, fen::Fen};
use tactus::event::Player;
use tactus::input::{Action, parse_line};
use tactus::notation::{Lang, Style, parse::parse_move, render::move_words};
use tactus::rules::procedure::Rules;
use tactus::session::{Session, Settings, Setup};

/// Positions with castling both ways, captures, en passant and promotions.
const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let line = String::from_utf8_lossy(rest);
    for fen in FENS {
        let pos: Chess = Fen::from_ascii(fen.as_bytes())
            .expect("a test FEN")
            .into_position(CastlingMode::Standard)
            .expect("a test position");
        match parse_move(&pos, &line) {
            Ok(mv) => {
                for style in Style::ALL {
                    for lang in Lang::ALL {
                        let words = move_words(&pos, mv, style, lang, false);
                        assert_eq!(parse_move(&pos, &words), Ok(mv), "{words}");
                    }
                }
            }
            Err(e) => drop(e.to_string()),
        }
    }
    let Some(action) = parse_line(&line).action() else {
        return;
    };
    if matches!(action, Action::Command(_) | Action::TypedMove(_)) {
        let settings = Settings {
            style: Style::ALL[usize::from(pick) % Style::ALL.len()],
            lang: Lang::ALL[usize::from(pick / 4) % Lang::ALL.len()],
            ..Settings::default()
        };
        let setup = Setup {
            players: ByColor {
                white: Player::Human,
                black: Player::Human,
            },
            control: "5+3".parse().expect("a time control"),
            rules: Rules::Casual,
            fen: None,
            settings,
        };
        let (mut session, _) = Session::new(setup, 0).expect("a new game");
        drop(session.handle(action, 1_000));
    }
});
