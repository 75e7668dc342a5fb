//! The board actions: the finger, lift → place → announce, cancel, promotion.

use shakmaty::{Color, Position, Role, Square};

use super::super::Session;
use crate::event::{Event, Notice, Reason};
use crate::input::Action;
use crate::keymap::BoardAction as B;
use crate::rules::procedure::{Obligation, Refusal, Rules, Stage};
use crate::rules::tactile::{Direction, Outcome};

use super::super::people;

mod promotion;

fn act(s: &mut Session, actions: &[B], now: u64) -> Vec<Event> {
    actions
        .iter()
        .flat_map(|a| s.handle(Action::Board(*a), now).events)
        .collect()
}

const DOWN: B = B::Step(Direction::Down);
const UP: B = B::Step(Direction::Up);
const ENTER: B = B::LiftPlaceOrAnnounce;

#[test]
fn the_finger_moves_and_meets_the_edge() {
    let mut s = people(Rules::Casual, None);
    assert_eq!(s.tactile().cursor(), Square::E4);
    let events = act(&mut s, &[DOWN, DOWN], 0);
    assert!(matches!(
        events[1],
        Event::Cursor { outcome: Outcome::Moved(Square::E2), feel } if feel.piece.is_some()
    ));
    let events = act(&mut s, &[DOWN, DOWN], 0);
    assert!(matches!(
        events[1],
        Event::Cursor {
            outcome: Outcome::Edge,
            ..
        }
    ));
    assert_eq!(s.tactile().cursor(), Square::E1);
}

#[test]
fn lift_place_announce_makes_the_move_and_switches_the_clock() {
    for rules in [Rules::Casual, Rules::Strict] {
        let mut s = people(rules, None);
        act(&mut s, &[DOWN, DOWN], 0);
        let lifted = act(&mut s, &[ENTER], 100);
        assert!(
            matches!(lifted[0], Event::Notice(Notice::Lifted(_))),
            "{lifted:?}"
        );
        assert_eq!(s.held_square(), Some(Square::E2));
        let placed = act(&mut s, &[UP, UP, ENTER], 200);
        assert!(
            matches!(placed[2], Event::Notice(Notice::Placed { .. })),
            "{placed:?}"
        );
        // Placed, not made: the game unchanged, White's clock still runs
        // (a casual game's waits for both first moves).
        let waits = rules == Rules::Casual;
        assert_eq!(s.game().ply_count(), 0);
        assert_eq!(s.clock().running(), (!waits).then_some(Color::White));
        let made = act(&mut s, &[ENTER], 300);
        assert!(matches!(made[0], Event::MoveMade { .. }), "{made:?}");
        assert!(made.contains(&Event::Notice(Notice::ClockPressed)));
        assert_eq!(s.game().ply_count(), 1);
        assert_eq!(s.clock().running(), (!waits).then_some(Color::Black));
        assert_eq!(s.procedure().stage(), &Stage::Idle);
        assert!(s.game().position().board().piece_at(Square::E4).is_some());
    }
}

#[test]
fn cancel_undoes_in_casual_and_is_refused_by_touch_move_in_strict() {
    let mut s = people(Rules::Casual, None);
    act(&mut s, &[DOWN, DOWN, ENTER], 0);
    let back = act(&mut s, &[B::Cancel], 10);
    assert!(
        matches!(back[0], Event::Notice(Notice::PutBack(_))),
        "{back:?}"
    );
    assert_eq!(s.procedure().stage(), &Stage::Idle);

    let mut s = people(Rules::Strict, None);
    act(&mut s, &[DOWN, DOWN, ENTER], 0);
    let refused = act(&mut s, &[B::Cancel], 10);
    assert!(
        matches!(
            refused[0],
            Event::Refused(Reason::Procedure(Refusal::TouchMove(Obligation::Move(_))))
        ),
        "{refused:?}"
    );
    assert_eq!(s.held_square(), Some(Square::E2));
}

#[test]
fn refusals_carry_the_rules_reason() {
    let mut s = people(Rules::Casual, None);
    let empty = act(&mut s, &[ENTER], 0);
    assert_eq!(
        empty,
        [Event::Refused(Reason::Procedure(Refusal::Empty(
            Square::E4
        )))]
    );
    let nothing = act(&mut s, &[B::Announce], 0);
    assert_eq!(
        nothing,
        [Event::Refused(Reason::Procedure(Refusal::NothingPlaced))]
    );
    // A black pawn, while White is to move.
    let theirs = act(&mut s, &[UP, UP, UP, ENTER], 0);
    assert!(matches!(
        theirs[3],
        Event::Refused(Reason::Procedure(Refusal::NotYourPiece(_)))
    ));
    // e2 to e5 is no move.
    let bad = act(
        &mut s,
        &[DOWN, DOWN, DOWN, DOWN, DOWN, ENTER, UP, UP, UP, ENTER],
        0,
    );
    assert!(matches!(
        bad.last(),
        Some(Event::Refused(Reason::Procedure(Refusal::NotLegalTarget(
            ..
        ))))
    ));
}

#[test]
fn a_promotion_asks_for_the_piece_before_the_move_is_made() {
    let mut s = people(Rules::Strict, Some("8/P6k/8/8/8/8/8/K7 w - - 0 1"));
    act(
        &mut s,
        &[
            B::JumpFile(shakmaty::File::A),
            B::JumpRank(shakmaty::Rank::Seventh),
        ],
        0,
    );
    act(&mut s, &[ENTER, UP], 0);
    let asked = act(&mut s, &[ENTER], 0);
    assert_eq!(
        asked,
        [Event::Notice(Notice::PromotionNeeded { to: Square::A8 })]
    );
    let pending = act(&mut s, &[ENTER], 0);
    assert_eq!(
        pending,
        [Event::Refused(Reason::Procedure(
            Refusal::PromotionPending(Square::A8)
        ))]
    );
    let chosen = act(
        &mut s,
        &[B::NextPiece {
            role: Role::Knight,
            backwards: false,
        }],
        0,
    );
    assert!(matches!(chosen[0], Event::Notice(Notice::Placed { .. })));
    act(&mut s, &[ENTER], 0);
    let knight = s.game().position().board().piece_at(Square::A8);
    assert_eq!(knight.map(|p| p.role), Some(Role::Knight));
}

#[test]
fn questions_and_scans_change_nothing() {
    let mut s = people(Rules::Casual, None);
    let before = s.game().fen();
    for a in [
        B::SayCurrentSquare,
        B::SayLastMove,
        B::SayClocks,
        B::SayTurn,
        B::SayLegalMoves,
        B::ScanDiagonals,
        B::ScanLines,
        B::ScanAround,
        B::ScanKnightMoves,
        B::SayAttackedSquares,
    ] {
        let events = act(&mut s, &[a], 0);
        assert!(!events.is_empty(), "{a:?} said nothing");
        assert!(
            !events.iter().any(|e| matches!(e, Event::Refused(_))),
            "{a:?}"
        );
    }
    assert!(
        matches!(act(&mut s, &[B::ScanDiagonals], 0)[0], Event::Scan(ref rays) if rays.len() == 4)
    );
    assert_eq!(s.game().fen(), before);
    // Turn is asked through the board too.
    assert_eq!(
        act(&mut s, &[B::SayTurn], 0),
        [Event::Turn {
            side: Color::White,
            number: 1
        }]
    );
}

#[test]
fn every_board_action_in_every_stage_never_panics() {
    for rules in [Rules::Casual, Rules::Strict] {
        let mut s = people(rules, None);
        for (i, a) in B::all().into_iter().cycle().take(2000).enumerate() {
            if a == B::Quit {
                continue;
            }
            let _ = s.handle(Action::Board(a), i as u64).events;
        }
    }
}

#[test]
fn quit_asks_and_the_quit_key_again_confirms() {
    let mut s = people(Rules::Casual, None);
    // With no move made there is nothing to lose: at once.
    assert!(
        s.clone()
            .handle(Action::Board(B::Quit), 0)
            .wants(&crate::session::Effect::Quit)
    );
    let _ = s.handle(Action::TypedMove("e4".into()), 0);
    let asked = s.handle(Action::Board(B::Quit), 0);
    assert_eq!(
        asked.events,
        [Event::Notice(Notice::ConfirmQuit { by_key: true })]
    );
    assert!(!asked.wants(&crate::session::Effect::Quit));
    let handled = s.handle(Action::Board(B::Quit), 0);
    assert!(handled.wants(&crate::session::Effect::Quit));
}

#[test]
fn next_and_previous_piece_go_through_own_pieces_in_seat_order() {
    use crate::rules::tactile::Feel;
    let mut s = people(Rules::Casual, None);
    let board = s.game().position().board().clone();
    let cursor = |square, outcome| Event::Cursor {
        feel: Feel::of(&board, square),
        outcome,
    };
    // From e4 (no piece) forwards: past the last own piece, round to a1.
    assert_eq!(
        act(&mut s, &[B::NextOwnPiece], 0),
        [cursor(Square::A1, Outcome::Wrapped(Square::A1))]
    );
    assert_eq!(
        act(&mut s, &[B::NextOwnPiece, B::NextOwnPiece], 0),
        [
            cursor(Square::B1, Outcome::Moved(Square::B1)),
            cursor(Square::C1, Outcome::Moved(Square::C1)),
        ]
    );
    assert_eq!(
        act(&mut s, &[B::PreviousOwnPiece, B::PreviousOwnPiece], 0),
        [
            cursor(Square::B1, Outcome::Moved(Square::B1)),
            cursor(Square::A1, Outcome::Moved(Square::A1)),
        ]
    );
    // Backwards from the first: round to the last, h2; never a black piece.
    assert_eq!(
        act(&mut s, &[B::PreviousOwnPiece], 0),
        [cursor(Square::H2, Outcome::Wrapped(Square::H2))]
    );
}

#[test]
fn own_and_opponent_clock_say_one_clock_each() {
    // Under the strict rules: no word that the clocks wait.
    let mut s = people(Rules::Strict, None);
    let reading = |s: &Session, side: Color| Event::ClockReading {
        side,
        remaining: s.clock().remaining(side, 1000),
        moves: Some(s.clock().moves(side)),
        requested: true,
    };
    // Two people at one board: the talking clock speaks for White.
    let listener = Color::White;
    let own = act(&mut s, &[B::SayOwnClock], 1000);
    assert_eq!(own, [reading(&s, listener)]);
    let theirs = act(&mut s, &[B::SayOpponentClock], 1000);
    assert_eq!(theirs, [reading(&s, listener.other())]);
    let both = act(&mut s, &[B::SayClocks], 1000);
    assert_eq!(both, [reading(&s, listener), reading(&s, listener.other())]);
}

#[test]
fn the_resign_key_asks_and_the_same_key_again_resigns() {
    let mut s = people(Rules::Casual, None);
    assert_eq!(
        act(&mut s, &[B::Resign], 0),
        vec![Event::Notice(Notice::ConfirmResign { by_key: true })]
    );
    let events = act(&mut s, &[B::Resign], 10);
    assert_eq!(events.len(), 1, "{events:?}");
    let Event::GameOver(ended) = &events[0] else {
        panic!("{events:?}");
    };
    assert_eq!(
        ended.reason,
        crate::rules::outcome::Termination::Resignation { by: Color::White }
    );
    assert!(s.game().is_over());
}

#[test]
fn the_resign_question_is_cancelled_by_a_typed_command_and_by_the_finger() {
    let mut s = people(Rules::Casual, None);
    act(&mut s, &[B::Resign], 0);
    // Moving the finger cancels the question, and moves the finger.
    let events = act(&mut s, &[UP], 0);
    assert!(
        matches!(
            events[..],
            [Event::Notice(Notice::Cancelled), Event::Cursor { .. }]
        ),
        "{events:?}"
    );
    let events = act(&mut s, &[B::Resign], 0);
    assert!(
        matches!(events[..], [Event::Notice(Notice::ConfirmResign { .. })]),
        "{events:?}"
    );

    let mut s = people(Rules::Casual, None);
    act(&mut s, &[B::Resign], 0);
    let events = s
        .handle(crate::input::parse_line("c").action().unwrap(), 0)
        .events;
    assert_eq!(events, vec![Event::Notice(Notice::Cancelled)]);
    assert!(!s.game().is_over());
}

#[test]
fn yes_typed_confirms_the_resign_key() {
    let mut s = people(Rules::Casual, None);
    act(&mut s, &[B::Resign], 0);
    let events = s
        .handle(crate::input::parse_line("yes").action().unwrap(), 0)
        .events;
    assert!(matches!(events[..], [Event::GameOver(_)]), "{events:?}");
}

#[test]
fn the_draw_key_offers_and_the_opponents_draw_key_accepts() {
    let mut s = people(Rules::Casual, None);
    assert_eq!(
        act(&mut s, &[B::OfferDraw], 0),
        vec![Event::Notice(Notice::DrawOffered { by: Color::White })]
    );
    s.handle(crate::input::parse_line("e4").action().unwrap(), 10);
    let events = act(&mut s, &[B::OfferDraw], 20);
    assert_eq!(events.len(), 1, "{events:?}");
    let Event::GameOver(ended) = &events[0] else {
        panic!("{events:?}");
    };
    assert_eq!(
        ended.reason,
        crate::rules::outcome::Termination::DrawAgreement
    );
}

#[test]
fn the_screen_readers_focus_puts_the_finger_on_a_square_said_once() {
    let mut s = people(Rules::Casual, None);
    // A resign question waits; the focus moving cancels it, as a key does.
    act(&mut s, &[B::Resign], 0);
    let events = s.handle(Action::PointAt(Square::G1), 10).events;
    assert_eq!(events.len(), 2, "{events:?}");
    assert_eq!(events[0], Event::Notice(Notice::Cancelled));
    assert!(
        matches!(
            &events[1],
            Event::Cursor {
                outcome: Outcome::Moved(Square::G1),
                ..
            }
        ),
        "{events:?}"
    );
    assert_eq!(s.tactile().cursor(), Square::G1);
}

#[test]
fn in_chess960_the_king_lifted_and_placed_on_its_rook_castles_and_is_said_so() {
    use crate::speech::phrase::Phrases;
    let mut setup = people(Rules::Casual, None).setup_again();
    setup.chess960 = Some(3);
    let (mut s, _) = Session::new(setup, 0).unwrap();
    for line in ["Ne3", "Ne6"] {
        let crate::input::Typed::Act(action) = crate::input::parse_line(line) else {
            panic!("{line} is a move");
        };
        s.handle(action, 0);
    }
    // The king on f1 and the rook on g1 of start 3 (bqnnrkrb): short
    // castling ends with the king on g1, where the rook stands.
    let go = [
        B::JumpRank(shakmaty::Rank::First),
        B::JumpFile(shakmaty::File::F),
        ENTER,
        B::JumpFile(shakmaty::File::G),
        ENTER,
    ];
    let events = act(&mut s, &go, 100);
    let placed = events
        .iter()
        .find_map(|e| match e {
            Event::Notice(Notice::Placed { before, mv }) => Some((before.clone(), *mv)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{events:?}"));
    assert!(
        matches!(placed.1, shakmaty::Move::Castle { .. }),
        "{placed:?}"
    );
    let phrases = Phrases::new(Default::default(), crate::notation::Lang::En, false);
    let said = phrases.utterance(
        &Event::Notice(Notice::Placed {
            before: placed.0,
            mv: placed.1,
        }),
        None,
    );
    assert!(
        said.text.contains("short castling: king g1, rook f1"),
        "{}",
        said.text
    );
    let made = act(&mut s, &[ENTER], 200);
    assert!(
        made.iter().any(|e| matches!(e, Event::MoveMade { .. })),
        "{made:?}"
    );
    assert!(
        s.game()
            .fen()
            .starts_with("bqn1rkrb/pppppppp/4n3/8/8/4N3/PPPPPPPP/BQN1RRKB b kq"),
        "{}",
        s.game().fen()
    );
}

#[test]
fn a_chess960_start_is_said_with_its_first_rank_in_the_players_words() {
    use crate::notation::Lang;
    use crate::speech::phrase::Phrases;
    let mut setup = people(Rules::Casual, None).setup_again();
    setup.chess960 = Some(3);
    let (_, events) = Session::new(setup, 0).unwrap();
    let start = events
        .iter()
        .find(|e| matches!(e, Event::Notice(Notice::Chess960 { .. })))
        .expect("the start is said");
    let said = |lang| {
        Phrases::new(Default::default(), lang, false)
            .utterance(start, None)
            .text
    };
    assert_eq!(
        said(Lang::En),
        "Chess960, start position 3. The first rank from a to h: bishop, queen, knight, knight, rook, king, rook, bishop."
    );
    assert!(
        said(Lang::De).ends_with("Läufer, Dame, Springer, Springer, Turm, König, Turm, Läufer."),
        "{}",
        said(Lang::De)
    );
}
