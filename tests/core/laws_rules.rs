//! The edition of the Laws in the rules core: automatic draws, the
//! illegal-move and wrong-claim penalties, and the PGN tag, each under
//! both editions.

use shakmaty::{Color, KnownOutcome};
use tactus::rules::{
    game::Game,
    irregularity::{Irregularities, Penalty, Rapidity},
    laws::Laws,
    outcome::{Claim, Termination},
    pgn,
};

/// The knights out and back four times: the starting position for the
/// fifth time after 16 half-moves.
const FIVEFOLD: [&str; 16] = [
    "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3",
    "Nf6", "Ng1", "Ng8",
];

fn played(laws: Laws, moves: &[&str]) -> Game {
    let mut game = Game::new().with_laws(laws);
    for san in moves {
        game.play_san(san).unwrap();
    }
    game
}

#[test]
fn fivefold_repetition_ends_the_game_under_2023_only() {
    let game = played(Laws::Fide2023, &FIVEFOLD);
    let ended = game.outcome().expect("drawn at the fifth time");
    assert_eq!(ended.reason, Termination::FivefoldRepetition);
    assert_eq!(ended.result, KnownOutcome::Draw);

    let mut game = played(Laws::Fide2008, &FIVEFOLD);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.repetitions(), 5);
    // The claim stays the player's, and the game can go on without it.
    assert_eq!(game.claims(), vec![Claim::ThreefoldRepetition]);
    game.play_san("Nf3").unwrap();
    let ended = game
        .claim(Color::Black, Claim::ThreefoldRepetition, None)
        .unwrap();
    assert_eq!(ended.reason, Termination::ThreefoldRepetitionClaimed);
}

#[test]
fn seventy_five_moves_end_the_game_under_2023_only() {
    let fen = "8/8/4k3/8/8/4K3/8/R7 w - - 149 100";
    let mut new = Game::from_fen(fen).unwrap();
    new.play_san("Ra2").unwrap();
    assert_eq!(
        new.outcome().map(|e| e.reason),
        Some(Termination::SeventyFiveMoves)
    );
    let mut old = Game::from_fen(fen).unwrap().with_laws(Laws::Fide2008);
    old.play_san("Ra2").unwrap();
    assert_eq!(old.outcome(), None);
    assert_eq!(old.claims(), vec![Claim::FiftyMoves]);
    // Set up already past 75 moves: over at once only under 2023.
    let past = "8/8/4k3/8/8/4K3/8/R7 w - - 160 100";
    assert!(Game::from_fen(past).unwrap().is_over());
    assert!(
        !Game::from_fen(past)
            .unwrap()
            .with_laws(Laws::Fide2008)
            .is_over()
    );
}

#[test]
fn changing_the_edition_keeps_an_end_no_edition_decides() {
    let mut game = Game::new();
    game.resign(Color::White).unwrap();
    let game = game.with_laws(Laws::Fide2008);
    assert_eq!(
        game.outcome().map(|e| e.reason),
        Some(Termination::Resignation { by: Color::White })
    );
}

/// The illegal moves `by` White it takes to lose, counted under `laws`.
fn illegal_moves_to_lose(laws: Laws, rapidity: Rapidity) -> usize {
    let mut game = Game::new().with_laws(laws);
    let mut arbiter = Irregularities::for_game(&game, rapidity);
    for n in 1..=5 {
        match arbiter
            .illegal_move(&mut game, Color::White, "Ke1-e3")
            .unwrap()
        {
            Penalty::GameEnded(ended) => {
                assert_eq!(
                    ended.result,
                    KnownOutcome::Decisive {
                        winner: Color::Black
                    }
                );
                return n;
            }
            Penalty::ClockAdjustment { side, .. } => assert_eq!(side, Color::Black),
        }
    }
    panic!("five illegal moves did not lose under {laws}");
}

#[test]
fn the_second_illegal_move_loses_under_2023_the_third_under_2008() {
    assert_eq!(illegal_moves_to_lose(Laws::Fide2023, Rapidity::Standard), 2);
    assert_eq!(illegal_moves_to_lose(Laws::Fide2023, Rapidity::Blitz), 2);
    assert_eq!(illegal_moves_to_lose(Laws::Fide2008, Rapidity::Standard), 3);
    assert_eq!(illegal_moves_to_lose(Laws::Fide2008, Rapidity::Rapid), 3);
    // 2008 B.3.c: in blitz the opponent's claim wins at once.
    assert_eq!(illegal_moves_to_lose(Laws::Fide2008, Rapidity::Blitz), 1);
}

#[test]
fn the_losing_illegal_move_is_a_draw_when_the_opponent_cannot_checkmate_in_both_editions() {
    for laws in Laws::ALL {
        let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
            .unwrap()
            .with_laws(laws);
        let mut arbiter = Irregularities::for_game(&game, Rapidity::Standard);
        let last = (0..3)
            .map(|_| arbiter.illegal_move(&mut game, Color::White, "Ra1-b3"))
            .find_map(|p| match p {
                Ok(Penalty::GameEnded(ended)) => Some(ended),
                _ => None,
            })
            .unwrap();
        assert_eq!(last.result, KnownOutcome::Draw, "{laws}");
        assert_eq!(last.reason, Termination::IllegalMoves { by: Color::White });
    }
}

#[test]
fn a_wrong_claim_gives_three_minutes_under_2008_and_two_under_2023() {
    let minutes = |laws: Laws, rapidity: Rapidity| {
        let game = Game::new().with_laws(laws);
        match Irregularities::for_game(&game, rapidity).wrong_claim_penalty(Color::White) {
            Penalty::ClockAdjustment { side, add_ms } => {
                assert_eq!(side, Color::Black);
                add_ms / 60_000
            }
            Penalty::GameEnded(_) => panic!("a wrong claim never ends the game"),
        }
    };
    assert_eq!(minutes(Laws::Fide2008, Rapidity::Standard), 3);
    assert_eq!(minutes(Laws::Fide2023, Rapidity::Standard), 2);
    assert_eq!(minutes(Laws::Fide2023, Rapidity::Rapid), 1);
    assert_eq!(minutes(Laws::Fide2008, Rapidity::Blitz), 3);
}

#[test]
fn the_pgn_carries_the_edition_and_reading_it_back_plays_by_it() {
    let game = played(Laws::Fide2008, &FIVEFOLD);
    let sheet = tactus::rules::scoresheet::Scoresheet::new(Default::default(), &game);
    let text = pgn::export(&sheet);
    assert!(text.contains("[Laws \"FIDE 2008\"]\n"), "{text}");
    // Read back, the game goes on past the fifth repetition.
    let more = text.replace(" *", " 9. Nf3 *");
    let read = pgn::import(more.as_bytes(), 1).unwrap();
    assert_eq!(read.game.laws(), Laws::Fide2008);
    assert_eq!(read.game.ply_count(), 17);
    assert_eq!(read.scoresheet.laws(), Some(Laws::Fide2008));
    // Told to read it under 2023, the reader refuses the move after the end.
    let err = pgn::import_under(more.as_bytes(), 1, Some(Laws::Fide2023)).unwrap_err();
    assert!(err.to_string().contains("fivefold repetition"), "{err}");
    // Without the tag the Laws in force decide, and the sheet says nothing.
    let untagged = more.replace("[Laws \"FIDE 2008\"]\n", "");
    assert!(pgn::import(untagged.as_bytes(), 1).is_err());
    let read = pgn::import_under(untagged.as_bytes(), 1, Some(Laws::Fide2008)).unwrap();
    assert_eq!(read.game.ply_count(), 17);
    let plain = pgn::import(b"1. e4 *", 1).unwrap();
    assert_eq!(plain.scoresheet.laws(), None);
    assert!(!pgn::export(&plain.scoresheet).contains("[Laws"));
    // A value that names no edition is left alone, as an unknown tag is.
    let odd = pgn::import(b"[Laws \"USCF\"]\n\n1. e4 *", 1).unwrap();
    assert_eq!(odd.game.laws(), Laws::Fide2023);
}

#[test]
fn a_game_played_here_writes_the_edition_in_force_too() {
    let game = played(Laws::Fide2023, &["e4"]);
    let sheet = tactus::rules::scoresheet::Scoresheet::new(Default::default(), &game);
    assert!(pgn::export(&sheet).contains("[Laws \"FIDE 2023\"]\n"));
}
