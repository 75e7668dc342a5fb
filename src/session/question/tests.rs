//! The conversation: questions that expire, are cancelled or answered, the
//! end of a game said on request, and a new game. Exact times, no I/O.

use shakmaty::{Color, Move, Role, Square};

use super::super::Session;
use super::{KEY_ANSWER_MS, LINE_ANSWER_MS};
use crate::event::{Event, Notice, Reason};
use crate::input::{Action, parse_line};
use crate::keymap::BoardAction as B;
use crate::notation::parse::ParseError;
use crate::rules::procedure::Rules;
use crate::rules::tactile::Direction;

use super::super::people;

fn key(s: &mut Session, action: B, now: u64) -> Vec<Event> {
    s.handle(Action::Board(action), now).events
}

fn line(s: &mut Session, text: &str, now: u64) -> Vec<Event> {
    handled(s, text, now).events
}

fn handled(s: &mut Session, text: &str, now: u64) -> crate::session::Handled {
    s.handle(parse_line(text).action().expect("a session line"), now)
}

/// The new game the effects ask for, if they do.
fn new_game(effects: &[crate::session::Effect]) -> Option<crate::session::Setup> {
    effects.iter().find_map(|e| match e {
        crate::session::Effect::NewGame(setup) => Some((**setup).clone()),
        _ => None,
    })
}

fn made(events: &[Event]) -> Option<Move> {
    events.iter().find_map(|e| match e {
        Event::MoveMade { mv, .. } => Some(*mv),
        _ => None,
    })
}

fn over(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::GameOver(_)))
}

const CANCELLED: Event = Event::Notice(Notice::Cancelled);
const EXPIRED: Event = Event::Notice(Notice::QuestionExpired);
const ASKED_BY_KEY: Event = Event::Notice(Notice::ConfirmResign { by_key: true });

#[test]
fn the_resign_key_again_within_the_time_resigns() {
    let mut s = people(Rules::Casual, None);
    assert_eq!(key(&mut s, B::Resign, 1000), [ASKED_BY_KEY]);
    assert!(over(&key(&mut s, B::Resign, 1000 + KEY_ANSWER_MS - 1)));
}

#[test]
fn a_key_question_expires_says_so_and_the_key_later_asks_again() {
    let mut s = people(Rules::Casual, None);
    key(&mut s, B::Resign, 1000);
    assert_eq!(s.next_wakeup(1500), Some(1000 + KEY_ANSWER_MS));
    assert_eq!(
        s.handle(Action::Tick, 1000 + KEY_ANSWER_MS).events,
        [EXPIRED]
    );
    assert_eq!(s.handle(Action::Tick, 8000).events, []);
    assert_eq!(key(&mut s, B::Resign, 9000), [ASKED_BY_KEY]);
    assert!(!s.game().is_over());
    // Expiry comes first even when no tick came in between.
    let late = key(&mut s, B::Resign, 9000 + KEY_ANSWER_MS + 3000);
    assert_eq!(late, [EXPIRED, ASKED_BY_KEY]);
    assert!(!s.game().is_over());
}

#[test]
fn escape_cancels_the_question_and_nothing_else() {
    let mut s = people(Rules::Casual, None);
    // A game to lose: quit asks.
    let _ = s.handle(Action::TypedMove("e4".into()), 0);
    key(&mut s, B::Quit, 0);
    assert_eq!(key(&mut s, B::Cancel, 100), [CANCELLED]);
    let again = s.handle(Action::Board(B::Quit), 200);
    assert_eq!(again.events.len(), 1);
    assert!(!again.wants(&crate::session::Effect::Quit));
    assert_eq!(s.next_wakeup(300), Some(200 + KEY_ANSWER_MS));
}

#[test]
fn any_other_key_cancels_and_then_does_what_it_does() {
    let mut s = people(Rules::Casual, None);
    key(&mut s, B::Resign, 0);
    let events = key(&mut s, B::Step(Direction::Up), 100);
    assert_eq!(events[0], CANCELLED);
    assert!(matches!(events[1], Event::Cursor { .. }), "{events:?}");
    assert_eq!(key(&mut s, B::Resign, 200), [ASKED_BY_KEY]);
    assert!(!s.game().is_over());
}

#[test]
fn a_question_asked_by_key_is_answered_by_a_typed_yes() {
    // (The window's command line opens without the session: its key is
    // the window's own, so the question waits for the yes typed there.)
    let mut s = people(Rules::Casual, None);
    key(&mut s, B::Resign, 0);
    assert!(over(&line(&mut s, "yes", 2000)));
}

#[test]
fn a_typed_question_waits_longer_and_expires_too() {
    let mut s = people(Rules::Casual, None);
    line(&mut s, "resign", 0);
    assert_eq!(s.next_wakeup(10), Some(LINE_ANSWER_MS));
    assert_eq!(
        line(&mut s, "yes", LINE_ANSWER_MS + 1),
        [EXPIRED, Event::Notice(Notice::NothingToAnswer)]
    );
    assert!(!s.game().is_over());
    line(&mut s, "resign", 40_000);
    assert_eq!(line(&mut s, "no", 41_000), [CANCELLED]);
    line(&mut s, "resign", 42_000);
    assert!(over(&line(&mut s, "ja", 43_000)));
}

const TWO_KNIGHTS: &str = "4k3/8/8/8/3N4/2N5/8/4K3 w - - 0 1";

#[test]
fn which_knight_is_answered_by_the_next_line() {
    for (answer, from) in [
        ("c3", Square::C3),
        ("d4", Square::D4),
        ("Cesar drei", Square::C3),
        ("delta 4", Square::D4),
        ("1", Square::C3),
        ("2", Square::D4),
        ("c3?", Square::C3),
        ("Nc3b5", Square::C3),
        ("knight d4 to b5", Square::D4),
    ] {
        let mut s = people(Rules::Casual, Some(TWO_KNIGHTS));
        let asked = line(&mut s, "Nb5", 0);
        assert!(
            matches!(
                asked[..],
                [Event::Refused(Reason::Parse(ParseError::Ambiguous { .. }))]
            ),
            "{asked:?}"
        );
        let events = line(&mut s, answer, 1000);
        assert_eq!(made(&events).and_then(|m| m.from()), Some(from), "{answer}");
        assert_eq!(made(&events).map(|m| m.to()), Some(Square::B5));
    }
}

#[test]
fn a_line_that_answers_nothing_is_carried_out_as_it_is() {
    let mut s = people(Rules::Casual, Some(TWO_KNIGHTS));
    line(&mut s, "Nb5", 0);
    let events = line(&mut s, "Ke2", 100);
    assert_eq!(made(&events).map(|m| m.to()), Some(Square::E2));
    let mut s = people(Rules::Casual, Some(TWO_KNIGHTS));
    line(&mut s, "Nb5", 0);
    assert_eq!(line(&mut s, "", 100), [CANCELLED]);
    assert_eq!(s.game().ply_count(), 0);
}

#[test]
fn which_castling_is_asked_and_answered() {
    let mut s = people(Rules::Casual, Some("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    let asked = line(&mut s, "castles", 0);
    let Event::Refused(Reason::Parse(ParseError::Ambiguous { candidates })) = &asked[0] else {
        panic!("{asked:?}")
    };
    assert!(candidates.iter().all(|m| m.is_castle()));
    let phrases = crate::speech::phrase::Phrases::new(
        crate::notation::Style::Spoken,
        crate::notation::Lang::En,
        false,
    );
    let text = phrases.utterance(&asked[0], None).text;
    assert!(
        text == "Which move: short castling or long castling?"
            || text == "Which move: long castling or short castling?",
        "{text}"
    );
    let events = line(&mut s, "long castling", 100);
    assert!(made(&events).is_some_and(|m| m.is_castle() && m.to() == Square::A1));
}

#[test]
fn the_piece_for_a_promotion_is_named_on_the_line() {
    let mut s = people(Rules::Casual, Some("8/P6k/8/8/8/8/8/K7 w - - 0 1"));
    let steps = [
        B::JumpFile(shakmaty::File::A),
        B::JumpRank(shakmaty::Rank::Seventh),
        B::LiftPlaceOrAnnounce,
        B::Step(Direction::Up),
    ];
    for step in steps {
        key(&mut s, step, 0);
    }
    let asked = key(&mut s, B::LiftPlaceOrAnnounce, 0);
    assert_eq!(
        asked,
        [Event::Notice(Notice::PromotionNeeded { to: Square::A8 })]
    );
    line(&mut s, "knight", 100);
    key(&mut s, B::Announce, 200);
    let promoted = s.game().moves().last().and_then(|m| m.promotion());
    assert_eq!(promoted, Some(Role::Knight));
}

#[test]
fn yes_and_no_answer_the_opponents_draw_offer() {
    let mut s = people(Rules::Casual, None);
    line(&mut s, "draw", 0);
    line(&mut s, "e4", 100);
    assert_eq!(
        line(&mut s, "no", 200),
        [Event::Notice(Notice::DrawDeclined { by: Color::Black })]
    );
    assert_eq!(
        line(&mut s, "yes", 300),
        [Event::Notice(Notice::NothingToAnswer)]
    );
    line(&mut s, "draw", 400);
    line(&mut s, "e5", 500);
    assert!(over(&line(&mut s, "yes", 600)));
}

#[test]
fn a_finished_game_says_its_end_and_new_starts_another_like_it() {
    let mut s = people(Rules::Casual, None);
    line(&mut s, "e4", 100);
    line(&mut s, "resign", 200);
    line(&mut s, "yes", 300);
    let ended = s.game().outcome().unwrap();
    let finished = Event::Notice(Notice::Finished { ended });
    assert_eq!(line(&mut s, "t", 400), std::slice::from_ref(&finished));
    assert_eq!(
        key(&mut s, B::SayTurn, 400),
        std::slice::from_ref(&finished)
    );
    let score = handled(&mut s, "score", 500);
    assert_eq!(score.events.last(), Some(&finished));
    assert_eq!(new_game(&score.effects), None);
    let new = handled(&mut s, "new", 600);
    assert_eq!(new.events, []);
    let setup = new_game(&new.effects).expect("a new game is asked for");
    assert_eq!(setup, s.setup_again());
    assert_eq!(setup.control, "15+10".parse().unwrap());
    assert_eq!(new_game(&handled(&mut s, "t", 700).effects), None);
}

#[test]
fn new_while_the_game_runs_asks_first() {
    let mut s = people(Rules::Casual, None);
    line(&mut s, "e4", 100);
    assert_eq!(
        line(&mut s, "new", 200),
        [Event::Notice(Notice::ConfirmNewGame {
            by_key: false,
            kept: true
        })]
    );
    let cancelled = handled(&mut s, "e5", 300);
    assert_eq!(cancelled.events, [CANCELLED]);
    assert_eq!(new_game(&cancelled.effects), None);
    assert_eq!(
        key(&mut s, B::NewGame, 400),
        [Event::Notice(Notice::ConfirmNewGame {
            by_key: true,
            kept: true
        })]
    );
    let confirmed = s.handle(Action::Board(B::NewGame), 500);
    assert!(new_game(&confirmed.effects).is_some());
    assert_eq!(s.game().ply_count(), 1, "the old game is untouched");
}

#[test]
fn which_move_with_a_claim_is_answered_and_the_claim_goes_on() {
    let mut s = people(Rules::Casual, Some(TWO_KNIGHTS));
    let asked = line(&mut s, "claim Nb5", 0);
    assert!(
        matches!(
            asked[..],
            [Event::Refused(Reason::Parse(ParseError::Ambiguous { .. }))]
        ),
        "{asked:?}"
    );
    // No repetition: the claim is refused and the intended move made (Art. 9.5).
    let events = line(&mut s, "d4", 100);
    assert!(
        matches!(events[0], Event::Refused(Reason::Claim(_))),
        "{events:?}"
    );
    assert_eq!(made(&events).and_then(|m| m.from()), Some(Square::D4));
}
