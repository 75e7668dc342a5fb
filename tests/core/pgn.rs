//! PGN export and import: exact format, errors that name game, move and
//! token, multi-game files, FEN games, skipped annotations, round trips.

use proptest::prelude::*;
use shakmaty::{Color, Outcome, Position};
use tactus::rules::{
    Millis,
    game::Game,
    outcome::Termination,
    pgn::{self, GameError, PgnError, Place, Problem},
    scoresheet::{Header, Scoresheet},
};

fn error_of(text: &str, number: usize) -> GameError {
    match pgn::import(text.as_bytes(), number) {
        Err(PgnError::Game(e)) => e,
        other => panic!("expected a game error, got {other:?}"),
    }
}

#[test]
fn export_is_exact() {
    let mut game = Game::new();
    let header = Header {
        event: "Club \"Blitz\"".into(),
        site: "Bonn".into(),
        date: "2024.05.01".into(),
        round: "3".into(),
        white: "Anna".into(),
        black: "Ben".into(),
        time_control: Some("300+2".into()),
        ..Header::default()
    };
    let mut sheet = Scoresheet::new(header, &game);
    let clocks: [(Option<Millis>, Option<Millis>); 4] = [
        (Some(5_396_000), Some(4_000)),
        (Some(9_500), None),
        (None, None),
        (Some(3_600_000), None),
    ];
    for (san, (clock, taken)) in ["f3", "e5", "g4", "Qh4#"].iter().zip(clocks) {
        game.play_san(san).unwrap();
        sheet.record(&game, clock, taken).unwrap();
    }
    let expected = "[Event \"Club \\\"Blitz\\\"\"]\n[Site \"Bonn\"]\n[Date \"2024.05.01\"]\n\
[Round \"3\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"0-1\"]\n[TimeControl \"300+2\"]\n\
[Termination \"normal\"]\n[Laws \"FIDE 2023\"]\n\n\
1. f3 { [%clk 1:29:56] [%emt 0:00:04] } 1... e5 { [%clk 0:00:09.5] } 2. g4 Qh4#\n\
{ [%clk 1:00:00] } 0-1\n";
    assert_eq!(pgn::export(&sheet), expected);
}

#[test]
fn export_wraps_at_80_and_writes_fen_games() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 b Q - 0 30").unwrap();
    for san in ["Kd7", "Ra7+", "Kc6", "Kd2", "Kb6", "Ra1", "Kb5", "Kc3"] {
        game.play_san(san).unwrap();
    }
    let clocks = vec![(Some(61_025), Some(1)); game.ply_count()];
    let sheet = Scoresheet::from_game(Header::default(), &game, &clocks).unwrap();
    let text = pgn::export(&sheet);
    assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b Q - 0 30\"]\n"));
    assert!(text.contains("30... Kd7 { [%clk 0:01:01.025] [%emt 0:00:00.001] } 31. Ra7+"));
    assert!(text.lines().all(|l| l.len() <= 80), "{text}");
    assert!(text.ends_with(" *\n"));
    let back = pgn::import(text.as_bytes(), 1).unwrap();
    assert_eq!(back.game.moves(), game.moves());
    assert_eq!(back.scoresheet.moves()[0].clock_after, Some(61_025));
    assert_eq!(back.scoresheet.moves()[0].time_taken, Some(1));
}

#[test]
fn illegal_move_names_game_move_and_token() {
    let text = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Nc3 Nf7 *\n";
    let err = error_of(text, 2);
    assert_eq!(err.game, 2);
    assert_eq!(
        err.place,
        Place::Move {
            number: 3,
            side: Color::Black
        }
    );
    assert_eq!(err.problem, Problem::Illegal("Nf7".into()));
    assert_eq!(
        err.to_string(),
        "game 2, move 3 (Black): illegal move \"Nf7\""
    );
}

#[test]
fn each_bad_case_is_refused() {
    let cases: &[(&str, &str)] = &[
        (
            "1. e4 Nf9 2. d4 *",
            "game 1, move 1 (Black): unreadable move \"Nf9\"",
        ),
        (
            "1. e4 e5 2. Ke3 *",
            "game 1, move 2 (White): illegal move \"Ke3\"",
        ),
        (
            "[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n\n1. Rd1 *",
            "game 1, move 1 (White): ambiguous move \"Rd1\"",
        ),
        (
            "[FEN \"not a fen\"]\n\n1. e4 *",
            "game 1, tags: bad FEN \"not a fen\"",
        ),
        (
            "1. e4 e5 2. Nf",
            "game 1, move 2 (White): unreadable move \"Nf\"",
        ),
        (
            "1. e4 e5 2. Nf3",
            "game 1, move 2 (Black): the movetext ends without a result",
        ),
        (
            "1. f3 e5 2. g4 Qh4# 3. Nc3 0-1",
            "game 1, move 3 (White): move \"Nc3\" after the game ended: checkmate",
        ),
        (
            "[FEN \"4k3/8/8/8/8/8/8/4KB2 w - - 0 1\"]\n\n1. Bc4 *",
            "game 1, move 1 (White): move \"Bc4\" after the game ended: dead position",
        ),
        (
            "1. e4 e5 1-0 2. Nf3 *",
            "game 1, move 2 (White): move \"Nf3\" after the result",
        ),
        ("1. e4 { never closed", "game 1, move 1 (Black): not PGN"),
        (
            "\u{1}\u{2}binary\u{0}",
            "game 1, move 1 (White): unreadable move",
        ),
    ];
    for (text, start) in cases {
        let message = match pgn::import(text.as_bytes(), 1) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{text:?} was accepted"),
        };
        assert!(message.starts_with(start), "{text:?}: {message}");
        assert!(!message.contains('\n'), "{message}");
    }
}

#[test]
fn multi_game_index_and_counts() {
    let text = "1. e4 *\n\n1. d4 d5 1/2-1/2\n\n1. c4 1-0\n";
    assert_eq!(pgn::count_games(text.as_bytes()), Ok(3));
    let g = pgn::import(text.as_bytes(), 2).unwrap();
    assert_eq!(g.number, 2);
    assert_eq!(g.game.ply_count(), 2);
    assert_eq!(g.result, Outcome::Known(shakmaty::KnownOutcome::Draw));
    let err = pgn::import(text.as_bytes(), 5).unwrap_err();
    assert_eq!(err.to_string(), "the file has 3 games; there is no game 5");
    assert!(matches!(
        pgn::import(text.as_bytes(), 0),
        Err(PgnError::NoSuchGame { .. })
    ));
    assert_eq!(pgn::import(b"  \n", 1).unwrap_err(), PgnError::NoGames);
    assert_eq!(
        pgn::import_all(text.as_bytes())
            .filter(Result::is_ok)
            .count(),
        3
    );
}

#[test]
fn comment_lines_between_games_are_not_games() {
    let text = "; exported by hand\n[Event \"a\"]\n\n1. e4 *\n\n; the second game\n\
                [Event \"b\"]\n\n1. d4 d5 *\n\n; the end\n";
    assert_eq!(pgn::count_games(text.as_bytes()), Ok(2));
    let second = pgn::import(text.as_bytes(), 2).unwrap();
    assert_eq!(second.number, 2);
    assert_eq!(second.scoresheet.header.event, "b");
    assert_eq!(second.game.ply_count(), 2);
    let all: Vec<_> = pgn::import_all(text.as_bytes()).collect();
    assert_eq!(all.len(), 2);
    assert!(all.iter().all(Result::is_ok));
    assert_eq!(
        pgn::import(text.as_bytes(), 3).unwrap_err().to_string(),
        "the file has 2 games; there is no game 3"
    );
    // Unreadable text between games is a game, and a bad one, however it is reached.
    let text = "[Event \"a\"]\n\n1. e4 *\n\n\u{1}garbage\n\n[Event \"b\"]\n\n1. d4 *\n";
    assert_eq!(pgn::count_games(text.as_bytes()), Ok(3));
    assert!(pgn::import(text.as_bytes(), 2).is_err());
    assert_eq!(
        pgn::import(text.as_bytes(), 3)
            .unwrap()
            .scoresheet
            .header
            .event,
        "b"
    );
    assert_eq!(pgn::import_all(text.as_bytes()).count(), 3);
}

#[test]
fn fen_game_numbers_moves_from_the_fen() {
    let text =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 41\"]\n\n41... Kd7 42. e4 Kx9 *";
    let err = error_of(text, 1);
    assert_eq!(
        err.to_string(),
        "game 1, move 42 (Black): unreadable move \"Kx9\""
    );
    let ok = pgn::import(
        b"[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 41\"]\n\n41... Kd7 42. e4 *",
        1,
    )
    .unwrap();
    assert_eq!(
        ok.scoresheet.start_fen(),
        Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 41")
    );
    assert_eq!(ok.game.ply_count(), 2);
}

#[test]
fn comments_nags_and_variations_are_skipped() {
    let text = "[Event \"x\"]\n[Result \"1-0\"]\n\n{opening} 1. e4! {best by test [%clk 0:10:00]} \
                (1. d4 d5 (1... Nf6 2. c4) 2. c4) 1... e5?! $2 2. Nf3 $14 ; a rest-of-line comment\n\
                Nc6 {[%clk 0:09:58.3] [%eval 0.2]} 1-0\n";
    let g = pgn::import(text.as_bytes(), 1).unwrap();
    let sans: Vec<String> = g
        .scoresheet
        .moves()
        .iter()
        .map(|m| m.san.to_string())
        .collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(g.scoresheet.moves()[0].clock_after, Some(600_000));
    assert_eq!(g.scoresheet.moves()[3].clock_after, Some(598_300));
    assert_eq!(g.result_tag.as_deref(), Some("1-0"));
    assert_eq!(g.scoresheet.result_tag(), "1-0");
}

#[test]
fn clocks_are_read_from_long_comments_too() {
    // pgn-reader hands a comment of more than 255 bytes over in pieces.
    let long = "x".repeat(700);
    let text = format!(
        "1. e4 {{ [%clk 1:00:00] {long} }} e5 {{ {long} [%clk 0:59:00] }} \
         2. Nf3 {{ {long} [%clk 0:58:30] {long} }} *\n"
    );
    // Games of every length from one line to the next, so that the
    // comments fall across every place where the reader's buffer is
    // refilled.
    let mut file = String::new();
    for pad in 0..300 {
        file.push_str(&format!("[Event \"{}\"]\n\n{text}\n", "p".repeat(pad)));
    }
    let mut games = 0;
    for g in pgn::import_all(file.as_bytes()) {
        let g = g.unwrap();
        let clocks: Vec<Option<Millis>> =
            g.scoresheet.moves().iter().map(|m| m.clock_after).collect();
        assert_eq!(
            clocks,
            [Some(3_600_000), Some(3_540_000), Some(3_510_000)],
            "game {}",
            g.number
        );
        games += 1;
    }
    assert_eq!(games, 300);
}

#[test]
fn the_laws_end_wins_over_the_written_result() {
    let g = pgn::import(b"1. f3 e5 2. g4 Qh4+ *", 1).unwrap();
    assert_eq!(g.game.outcome().unwrap().reason, Termination::Checkmate);
    assert_eq!(g.scoresheet.moves()[3].san.to_string(), "Qh4#");
    assert_eq!(g.scoresheet.result_tag(), "0-1");
    assert_eq!(g.result, Outcome::Unknown);
}

#[test]
fn clock_text_round_trips() {
    for ms in [
        0,
        1,
        10,
        100,
        999,
        1000,
        9_500,
        61_025,
        5_396_000,
        360_000_000,
    ] {
        assert_eq!(pgn::parse_clock(&pgn::format_clock(ms)), Some(ms));
    }
    assert_eq!(pgn::parse_clock("1:61:00"), None);
    assert_eq!(pgn::parse_clock("1:00"), None);
    assert_eq!(pgn::parse_clock("99999999999999999999:00:00"), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn export_then_import_gives_the_same_game(
        choices in prop::collection::vec(any::<u16>(), 0..120),
        readings in prop::collection::vec(prop::option::of(0u64..20_000_000), 120),
        taken in prop::collection::vec(prop::option::of(0u64..600_000), 120),
    ) {
        let mut game = Game::new();
        let mut clocks = Vec::new();
        for (i, c) in choices.iter().enumerate() {
            if game.is_over() {
                break;
            }
            let moves = game.position().legal_moves();
            game.play(moves[usize::from(*c) % moves.len()]).unwrap();
            clocks.push((readings[i], taken[i]));
        }
        let sheet = Scoresheet::from_game(Header::default(), &game, &clocks).unwrap();
        let text = pgn::export(&sheet);
        let back = pgn::import(text.as_bytes(), 1).unwrap();
        prop_assert_eq!(back.game.moves(), game.moves());
        prop_assert_eq!(back.game.positions(), game.positions());
        prop_assert_eq!(back.game.outcome(), game.outcome());
        // The same tags; the sheet read also knows their order in the file.
        let mut read = back.scoresheet.clone();
        read.header.order.clear();
        prop_assert_eq!(&read, &sheet);
        prop_assert_eq!(pgn::export(&back.scoresheet), text);
    }
}
