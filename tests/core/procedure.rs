//! The Appendix E move procedure as a player meets it: touch-move, placing,
//! announcing, slips of the tongue, the clock press.

use proptest::prelude::*;
use shakmaty::{CastlingSide, Color, Move, Position, Role, Square};
use tactus::rules::game::Game;
use tactus::rules::procedure::{Obligation, PieceAt, Procedure, Refusal, Rules, Stage, Step};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn san(game: &Game, text: &str) -> Move {
    game.parse_san(text).unwrap()
}

fn at(game: &Game, name: &str) -> PieceAt {
    let square = sq(name);
    PieceAt {
        square,
        piece: game.position().board().piece_at(square).unwrap(),
    }
}

/// Runs a step that must be refused, checks that neither the procedure nor
/// the game changed, and returns the refusal.
fn refused(
    p: &mut Procedure,
    game: &mut Game,
    step: impl FnOnce(&mut Procedure, &mut Game) -> Result<Step, Refusal>,
) -> Refusal {
    let (before, fen, moves) = (p.clone(), game.fen(), game.moves().to_vec());
    let refusal = step(p, game).expect_err("the step should be refused");
    assert_eq!(*p, before, "a refused step changed the procedure");
    assert_eq!(
        (game.fen(), game.moves().to_vec()),
        (fen, moves),
        "a refused step changed the game"
    );
    refusal
}

/// The square a move's piece is released on (the king's, for castling).
fn placement(mv: &Move) -> Square {
    match *mv {
        Move::Castle { king, rook } => {
            let file = if king < rook {
                shakmaty::File::G
            } else {
                shakmaty::File::C
            };
            Square::from_coords(file, king.rank())
        }
        _ => mv.to(),
    }
}

/// Plays a whole move through the procedure: lift, place, announce, press.
fn play(p: &mut Procedure, game: &mut Game, text: &str) {
    let mv = san(game, text);
    let by = game.turn();
    let to = placement(&mv);
    p.lift(game, by, mv.from().unwrap()).unwrap();
    if let Step::PromotionNeeded { .. } = p.place(game, to).unwrap() {
        p.choose_promotion(game, mv.promotion().unwrap()).unwrap();
    }
    p.announce(game, mv).unwrap();
    assert_eq!(p.press_clock(game).unwrap(), Step::ClockPressed { by });
}

#[test]
fn a_move_goes_lifted_placed_announced_and_only_then_the_clock() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    let e2 = at(&game, "e2");
    let step = p.lift(&game, Color::White, sq("e2")).unwrap();
    assert_eq!(
        step,
        Step::Lifted {
            at: e2,
            targets: vec![sq("e3"), sq("e4")],
            must_move: true
        }
    );
    assert_eq!(*p.stage(), Stage::Lifted(e2));

    let e4 = san(&game, "e4");
    let step = p.place(&game, sq("e4")).unwrap();
    assert_eq!(
        step,
        Step::Placed {
            mv: e4,
            captured: None,
            rook: None
        }
    );
    assert_eq!(game.ply_count(), 0, "placing is not yet making the move");
    let r = refused(&mut p, &mut game, |p, g| p.press_clock(g));
    assert_eq!(r, Refusal::NoMoveMade);

    let step = p.announce(&mut game, e4).unwrap();
    assert_eq!(
        step,
        Step::Made {
            mv: e4,
            said: e4,
            ended: None
        }
    );
    assert_eq!(game.moves(), &[e4]);
    assert_eq!(*p.stage(), Stage::Made { mv: e4, said: e4 });

    assert_eq!(
        p.press_clock(&game).unwrap(),
        Step::ClockPressed { by: Color::White }
    );
    assert_eq!(*p.stage(), Stage::Idle);
    assert_eq!(game.turn(), Color::Black);
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("d2")));
    assert_eq!(r.to_string(), "it is Black's move, not White's");
    play(&mut p, &mut game, "e5");
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn empty_squares_and_the_end_of_the_game_are_refused() {
    let mut game = Game::new();
    let mut p = Procedure::default();
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("e4")));
    assert_eq!(r.to_string(), "there is no piece on e4");
    for m in ["f3", "e5", "g4", "Qh4#"] {
        play(&mut p, &mut game, m);
    }
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("e2")));
    assert_eq!(r.to_string(), "the game is over: checkmate");
}

#[test]
fn strict_touch_move_binds_the_lifted_knight() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    p.lift(&game, Color::White, sq("g1")).unwrap();
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("b1")));
    assert_eq!(r.to_string(), "touch-move: the knight on g1 must move");
    let r = refused(&mut p, &mut game, |p, g| p.cancel(g));
    assert_eq!(r, Refusal::TouchMove(Obligation::Move(at(&game, "g1"))));
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("g1")));
    assert_eq!(r.to_string(), "touch-move: the knight on g1 must move");
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("g3")));
    assert_eq!(
        r.to_string(),
        "g3 is not a legal target for the knight on g1"
    );
    assert!(matches!(
        p.place(&game, sq("f3")).unwrap(),
        Step::Placed { .. }
    ));
}

#[test]
fn casual_rules_let_the_lift_and_the_placement_be_undone() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Casual);
    p.lift(&game, Color::White, sq("g1")).unwrap();
    assert_eq!(p.cancel(&game).unwrap(), Step::PutBack(at(&game, "g1")));
    p.lift(&game, Color::White, sq("b1")).unwrap();
    p.place(&game, sq("c3")).unwrap();
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("a3")));
    assert_eq!(
        r.to_string(),
        "the piece is already on c3: cancel to pick it up again"
    );
    let step = p.cancel(&game).unwrap();
    let b1 = at(&game, "b1");
    assert_eq!(
        step,
        Step::Lifted {
            at: b1,
            targets: vec![sq("a3"), sq("c3")],
            must_move: false
        }
    );
    p.place(&game, sq("a3")).unwrap();
    let na3 = san(&game, "Na3");
    p.announce(&mut game, na3).unwrap();
    p.press_clock(&game).unwrap();
    assert_eq!(game.moves(), &[na3]);
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::Black, sq("a3")));
    assert_eq!(
        r.to_string(),
        "the knight on a3 is your opponent's: lift one of your own pieces"
    );
}

#[test]
fn a_touched_opponent_piece_that_can_be_captured_must_be_captured() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    play(&mut p, &mut game, "e4");
    play(&mut p, &mut game, "d5");
    let d5 = at(&game, "d5");
    let step = p.lift(&game, Color::White, sq("d5")).unwrap();
    assert_eq!(
        step,
        Step::Touched {
            at: d5,
            must_capture: true
        }
    );
    assert_eq!(p.obligation(&game), Some(Obligation::Capture(d5)));
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("g1")));
    assert_eq!(
        r.to_string(),
        "touch-move: the pawn on d5 you touched must be captured"
    );
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("c7")));
    assert_eq!(
        r.to_string(),
        "touch-move: the pawn on d5 you touched must be captured"
    );

    let step = p.lift(&game, Color::White, sq("e4")).unwrap();
    let e4 = at(&game, "e4");
    assert_eq!(
        step,
        Step::Lifted {
            at: e4,
            targets: vec![sq("d5")],
            must_move: true
        }
    );
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("e5")));
    assert_eq!(
        r.to_string(),
        "touch-move: the pawn on e4 must capture the pawn on d5"
    );
    let step = p.place(&game, sq("d5")).unwrap();
    assert_eq!(
        step,
        Step::Placed {
            mv: san(&game, "exd5"),
            captured: Some(d5),
            rook: None
        }
    );
}

#[test]
fn holding_a_piece_and_touching_one_it_can_capture_obliges_that_capture() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    play(&mut p, &mut game, "e4");
    play(&mut p, &mut game, "d5");
    p.lift(&game, Color::White, sq("e4")).unwrap();
    let step = p.lift(&game, Color::White, sq("d5")).unwrap();
    assert_eq!(
        step,
        Step::Touched {
            at: at(&game, "d5"),
            must_capture: true
        }
    );
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("e5")));
    assert_eq!(
        r.to_string(),
        "touch-move: the pawn on e4 must capture the pawn on d5"
    );
    // A piece the held pawn cannot capture is not touched at all.
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("e7")));
    assert_eq!(
        r.to_string(),
        "touch-move: the pawn on e4 must capture the pawn on d5"
    );
}

#[test]
fn touching_pieces_that_cannot_move_or_be_captured_binds_to_nothing() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    let step = p.lift(&game, Color::White, sq("e7")).unwrap();
    assert_eq!(
        step,
        Step::Touched {
            at: at(&game, "e7"),
            must_capture: false
        }
    );
    let step = p.lift(&game, Color::White, sq("a1")).unwrap();
    assert_eq!(
        step,
        Step::Lifted {
            at: at(&game, "a1"),
            targets: vec![],
            must_move: false
        }
    );
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("c1")));
    assert_eq!(
        r.to_string(),
        "you are holding the rook from a1: put it back first"
    );
    assert_eq!(p.cancel(&game).unwrap(), Step::PutBack(at(&game, "a1")));
    assert_eq!(p.obligation(&game), None);
    assert_eq!(p.touched(&game), &[at(&game, "e7"), at(&game, "a1")]);
    play(&mut p, &mut game, "Nf3");
}

#[test]
fn a_released_piece_stays_under_strict_rules() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    p.lift(&game, Color::White, sq("g1")).unwrap();
    p.place(&game, sq("f3")).unwrap();
    let r = refused(&mut p, &mut game, |p, g| p.cancel(g));
    assert_eq!(
        r.to_string(),
        "the knight released on f3 must stay there (Art. 4.6)"
    );
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("h3")));
    assert_eq!(
        r.to_string(),
        "the knight released on f3 must stay there (Art. 4.6)"
    );
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("b1")));
    assert_eq!(
        r.to_string(),
        "the knight released on f3 must stay there (Art. 4.6)"
    );
}

#[test]
fn a_promotion_waits_for_the_new_piece() {
    let mut game = Game::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    let mut p = Procedure::new(Rules::Strict);
    p.lift(&game, Color::White, sq("e7")).unwrap();
    let step = p.place(&game, sq("e8")).unwrap();
    assert_eq!(
        step,
        Step::PromotionNeeded {
            from: sq("e7"),
            to: sq("e8")
        }
    );
    let e8n = san(&game, "e8=N");
    let r = refused(&mut p, &mut game, |p, g| p.announce(g, e8n));
    assert_eq!(r.to_string(), "name the piece the pawn on e8 becomes first");
    let r = refused(&mut p, &mut game, |p, g| p.press_clock(g));
    assert_eq!(r, Refusal::PromotionPending(sq("e8")));
    let r = refused(&mut p, &mut game, |p, g| p.cancel(g));
    assert_eq!(
        r.to_string(),
        "the pawn released on e8 must stay there (Art. 4.6)"
    );
    let r = refused(&mut p, &mut game, |p, g| p.choose_promotion(g, Role::King));
    assert_eq!(r.to_string(), "the pawn cannot become a king here");
    let step = p.choose_promotion(&game, Role::Knight).unwrap();
    assert_eq!(
        step,
        Step::Placed {
            mv: e8n,
            captured: None,
            rook: None
        }
    );
    p.announce(&mut game, e8n).unwrap();
    p.press_clock(&game).unwrap();
    assert_eq!(game.fen(), "4N3/8/8/8/8/8/k7/4K3 b - - 0 1");
}

#[test]
fn castling_is_the_king_placed_two_squares_sideways() {
    let mut game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let mut p = Procedure::new(Rules::Strict);
    let Step::Lifted { targets, .. } = p.lift(&game, Color::White, sq("e1")).unwrap() else {
        panic!("the king should be in hand");
    };
    assert!(targets.contains(&sq("g1")) && targets.contains(&sq("c1")));
    let o_o = san(&game, "O-O");
    let step = p.place(&game, sq("g1")).unwrap();
    assert_eq!(
        step,
        Step::Placed {
            mv: o_o,
            captured: None,
            rook: Some((sq("h1"), sq("f1")))
        }
    );
    p.announce(&mut game, o_o).unwrap();
    p.press_clock(&game).unwrap();
    play(&mut p, &mut game, "O-O-O");
    assert_eq!(game.fen(), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
}

#[test]
fn a_king_lifted_to_castle_illegally_must_make_another_king_move() {
    let mut game = Game::from_fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1").unwrap();
    let mut p = Procedure::new(Rules::Strict);
    p.lift(&game, Color::White, sq("e1")).unwrap();
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("g1")));
    assert_eq!(r, Refusal::CastlingIllegal(CastlingSide::KingSide));
    assert_eq!(r.to_string(), "castling kingside is not legal here");
    let r = refused(&mut p, &mut game, |p, g| p.cancel(g));
    assert_eq!(r.to_string(), "touch-move: the king on e1 must move");
    let step = p.place(&game, sq("c1")).unwrap();
    assert_eq!(
        step,
        Step::Placed {
            mv: san(&game, "O-O-O"),
            captured: None,
            rook: Some((sq("a1"), sq("d1")))
        }
    );
}

#[test]
fn a_touched_rook_binds_the_rook_not_castling() {
    let mut game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let mut p = Procedure::new(Rules::Strict);
    p.lift(&game, Color::White, sq("h1")).unwrap();
    let r = refused(&mut p, &mut game, |p, g| p.lift(g, Color::White, sq("e1")));
    assert_eq!(r.to_string(), "touch-move: the rook on h1 must move");
}

#[test]
fn a_slip_of_the_tongue_is_corrected_before_the_press_never_after() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    let (nf3, nh3) = (san(&game, "Nf3"), san(&game, "Nh3"));
    p.lift(&game, Color::White, sq("g1")).unwrap();
    p.place(&game, sq("f3")).unwrap();
    // The board shows Nf3; the player says "Springer Hector drei".
    let step = p.announce(&mut game, nh3).unwrap();
    assert_eq!(
        step,
        Step::Made {
            mv: nf3,
            said: nh3,
            ended: None
        }
    );
    assert_eq!(
        game.moves(),
        &[nf3],
        "the move made is the one on the board"
    );
    let r = refused(&mut p, &mut game, |p, g| p.press_clock(g));
    assert_eq!(
        r.to_string(),
        "you announced knight g1 to h3 but the board shows knight g1 to f3: \
         correct the announcement before pressing the clock (Appendix E.2.7)"
    );
    // Meaning the spoken move after all is too late: the knight stays on f3.
    let r = refused(&mut p, &mut game, |p, g| p.correct_announcement(g, nh3));
    assert_eq!(r, Refusal::CannotChangeMove(nf3, nh3));
    assert!(
        r.to_string()
            .starts_with("the move on the board is knight g1 to f3 and it stays (Art. 4.6)")
    );
    let step = p.correct_announcement(&game, nf3).unwrap();
    assert_eq!(step, Step::Corrected { was: nh3, mv: nf3 });
    assert_eq!(
        p.press_clock(&game).unwrap(),
        Step::ClockPressed { by: Color::White }
    );
    let r = refused(&mut p, &mut game, |p, g| p.correct_announcement(g, nf3));
    assert_eq!(
        r.to_string(),
        "too late: the clock has been pressed after knight g1 to f3 (Appendix E.2.7)"
    );
    assert_eq!(game.moves(), &[nf3]);
}

#[test]
fn announcing_again_before_the_press_is_a_correction() {
    let mut game = Game::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    let mut p = Procedure::new(Rules::Strict);
    let (e8q, e8r) = (san(&game, "e8=Q"), san(&game, "e8=R"));
    p.lift(&game, Color::White, sq("e7")).unwrap();
    p.place(&game, sq("e8")).unwrap();
    p.choose_promotion(&game, Role::Queen).unwrap();
    assert_eq!(
        p.announce(&mut game, e8r).unwrap(),
        Step::Made {
            mv: e8q,
            said: e8r,
            ended: None
        }
    );
    assert_eq!(
        p.announce(&mut game, e8q).unwrap(),
        Step::Corrected { was: e8r, mv: e8q }
    );
    assert_eq!(game.ply_count(), 1);
    let r = refused(&mut p, &mut game, |p, g| p.cancel(g));
    assert_eq!(
        r.to_string(),
        "the move pawn e7 to e8 promoting to a queen has been made: press the clock"
    );
    p.press_clock(&game).unwrap();
}

#[test]
fn en_passant_counts_as_capturing_the_touched_pawn() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    for m in ["e4", "a6", "e5", "d5"] {
        play(&mut p, &mut game, m);
    }
    let d5 = at(&game, "d5");
    assert_eq!(
        p.lift(&game, Color::White, sq("d5")).unwrap(),
        Step::Touched {
            at: d5,
            must_capture: true
        }
    );
    p.lift(&game, Color::White, sq("e5")).unwrap();
    let step = p.place(&game, sq("d6")).unwrap();
    assert_eq!(
        step,
        Step::Placed {
            mv: san(&game, "exd6"),
            captured: Some(d5),
            rook: None
        }
    );
}

#[test]
fn casual_takeback_needs_both_players() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Casual);
    play(&mut p, &mut game, "e4");
    let r = refused(&mut p, &mut game, |p, g| p.takeback(g, false));
    assert_eq!(
        r.to_string(),
        "a takeback needs the agreement of both players"
    );
    let e4 = game.moves()[0];
    assert_eq!(p.takeback(&mut game, true).unwrap(), Step::TakenBack(e4));
    assert_eq!(game.ply_count(), 0);
    let r = refused(&mut p, &mut game, |p, g| p.takeback(g, true));
    assert_eq!(r, Refusal::NothingToTakeBack);
    let mut strict = Procedure::new(Rules::Strict);
    play(&mut strict, &mut game, "d4");
    let r = refused(&mut strict, &mut game, |p, g| p.takeback(g, true));
    assert_eq!(
        r.to_string(),
        "moves cannot be taken back under strict rules"
    );
}

#[test]
fn a_game_changed_behind_the_procedure_is_noticed() {
    let mut game = Game::new();
    let mut p = Procedure::new(Rules::Strict);
    p.lift(&game, Color::White, sq("e2")).unwrap();
    game.play_san("d4").unwrap();
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("e4")));
    assert_eq!(r, Refusal::OutOfStep);
    p.reset();
    play(&mut p, &mut game, "d5");
}

#[derive(Clone, Debug)]
enum Op {
    Lift(bool, u32),
    Place(u32),
    LiftMovable(usize),
    PlaceLegal(usize),
    Promote(usize),
    Announce(usize),
    Correct(usize),
    Press,
    Cancel,
    Takeback(bool),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (any::<bool>(), 0..64u32).prop_map(|(w, s)| Op::Lift(w, s)),
        3 => (0..64u32).prop_map(Op::Place),
        3 => (0..64usize).prop_map(Op::LiftMovable),
        3 => (0..64usize).prop_map(Op::PlaceLegal),
        1 => (0..6usize).prop_map(Op::Promote),
        3 => (0..3usize).prop_map(Op::Announce),
        1 => (0..3usize).prop_map(Op::Correct),
        2 => Just(Op::Press),
        1 => Just(Op::Cancel),
        1 => any::<bool>().prop_map(Op::Takeback),
    ]
}

const FENS: [&str; 3] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
    "4k3/1P6/8/8/8/8/8/4K2R w K - 0 1",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn random_steps_never_panic_and_refusals_change_nothing(
        fen in 0..FENS.len(),
        casual in any::<bool>(),
        ops in prop::collection::vec(op(), 1..60),
    ) {
        let mut game = Game::from_fen(FENS[fen]).unwrap();
        let rules = if casual { Rules::Casual } else { Rules::Strict };
        let mut p = Procedure::new(rules);
        let mut net: i64 = 0; // clock presses minus takebacks
        for op in ops {
            let (before, fen_before, moves_before) = (p.clone(), game.fen(), game.moves().to_vec());
            let placed = match *p.stage() {
                Stage::Placed(mv) | Stage::Made { mv, .. } => Some(mv),
                _ => None,
            };
            let pick = |i: usize, g: &Game| {
                let legal = g.position().legal_moves();
                if i == 0 { placed.or(legal.first().copied()) } else { legal.get(i * 7 % legal.len().max(1)).copied() }
            };
            let result = match op {
                Op::Lift(white, s) => p.lift(&game, Color::from_white(white), Square::new(s)),
                Op::Place(s) => p.place(&game, Square::new(s)),
                Op::LiftMovable(i) => {
                    let legal = game.position().legal_moves();
                    let Some(mv) = legal.get(i % legal.len().max(1)) else { continue };
                    p.lift(&game, game.turn(), mv.from().unwrap())
                }
                Op::PlaceLegal(i) => {
                    let Stage::Lifted(held) = *p.stage() else { continue };
                    let legal = game.position().legal_moves();
                    let mine: Vec<&Move> = legal.iter().filter(|m| m.from() == Some(held.square)).collect();
                    let Some(mv) = mine.get(i % mine.len().max(1)) else { continue };
                    p.place(&game, placement(mv))
                }
                Op::Promote(r) => p.choose_promotion(&game, Role::ALL[r]),
                Op::Announce(i) => match pick(i, &game) {
                    Some(mv) => p.announce(&mut game, mv),
                    None => continue,
                },
                Op::Correct(i) => match pick(i, &game) {
                    Some(mv) => p.correct_announcement(&game, mv),
                    None => continue,
                },
                Op::Press => p.press_clock(&game),
                Op::Cancel => p.cancel(&game),
                Op::Takeback(agreed) => p.takeback(&mut game, agreed),
            };
            match result {
                Err(refusal) => {
                    prop_assert_eq!(&p, &before);
                    prop_assert_eq!(game.fen(), fen_before);
                    prop_assert_eq!(game.moves(), &moves_before[..]);
                    prop_assert!(!refusal.to_string().is_empty());
                }
                Ok(Step::ClockPressed { .. }) => net += 1,
                Ok(Step::TakenBack(_)) => net -= 1,
                Ok(Step::Made { mv, .. }) => prop_assert_eq!(game.moves().last(), Some(&mv)),
                Ok(_) => {}
            }
            let pending = i64::from(matches!(p.stage(), Stage::Made { .. }));
            let base = Game::from_fen(FENS[fen]).unwrap().ply_count() as i64;
            prop_assert_eq!(game.ply_count() as i64, base + net + pending);
        }
    }
}

/// A game of Chess960 from `fen`.
fn chess960(fen: &str) -> Game {
    Game::from_fen_in(fen, shakmaty::CastlingMode::Chess960).unwrap()
}

#[test]
fn in_chess960_the_king_castles_to_its_end_square_or_onto_its_rook() {
    // King b1, rooks a1 and h1: long castling takes the king to c1 and the
    // rook to d1, as in standard chess. The king placed on c1 is the king's
    // step there, which it may also make; placed on a1 it castles.
    let mut game = chess960("4k3/8/8/8/8/8/8/RK5R w HA - 0 1");
    let mut p = Procedure::new(Rules::Strict);
    let Step::Lifted { targets, .. } = p.lift(&game, Color::White, sq("b1")).unwrap() else {
        panic!("the king should be in hand");
    };
    assert!(targets.contains(&sq("c1")), "{targets:?}");
    assert!(targets.contains(&sq("a1")), "{targets:?}");
    let step = p.place(&game, sq("c1")).unwrap();
    assert!(
        matches!(
            step,
            Step::Placed {
                mv: Move::Normal {
                    role: Role::King,
                    ..
                },
                ..
            }
        ),
        "{step:?}"
    );
    let mut p = Procedure::new(Rules::Strict);
    p.lift(&game, Color::White, sq("b1")).unwrap();
    let o_o_o = san(&game, "O-O-O");
    assert_eq!(
        p.place(&game, sq("a1")).unwrap(),
        Step::Placed {
            mv: o_o_o,
            captured: None,
            rook: Some((sq("a1"), sq("d1")))
        }
    );
    p.announce(&mut game, o_o_o).unwrap();
    p.press_clock(&game).unwrap();
    assert_eq!(game.fen(), "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
}

#[test]
fn in_chess960_a_king_that_ends_where_it_starts_castles_onto_its_rook() {
    // King g1, rook h1: short castling leaves the king on g1 and takes the
    // rook to f1. Placed back on g1 the king is put back; on h1 it castles.
    let mut game = chess960("4k3/8/8/8/8/8/8/RQ4KR w HA - 0 1");
    let mut p = Procedure::new(Rules::Casual);
    let Step::Lifted { targets, .. } = p.lift(&game, Color::White, sq("g1")).unwrap() else {
        panic!("the king should be in hand");
    };
    assert!(targets.contains(&sq("h1")), "{targets:?}");
    assert!(!targets.contains(&sq("g1")), "{targets:?}");
    assert!(matches!(p.place(&game, sq("g1")), Ok(Step::PutBack(_))));
    p.lift(&game, Color::White, sq("g1")).unwrap();
    let o_o = san(&game, "O-O");
    assert_eq!(
        p.place(&game, sq("h1")).unwrap(),
        Step::Placed {
            mv: o_o,
            captured: None,
            rook: Some((sq("h1"), sq("f1")))
        }
    );
    p.announce(&mut game, o_o).unwrap();
    assert_eq!(game.fen(), "4k3/8/8/8/8/8/8/RQ3RK1 b - - 1 1");
}

#[test]
fn in_standard_chess_the_king_placed_on_its_rook_does_not_castle() {
    let mut game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let mut p = Procedure::new(Rules::Strict);
    p.lift(&game, Color::White, sq("e1")).unwrap();
    let r = refused(&mut p, &mut game, |p, g| p.place(g, sq("h1")));
    assert!(matches!(r, Refusal::NotLegalTarget(_, _)), "{r:?}");
}
