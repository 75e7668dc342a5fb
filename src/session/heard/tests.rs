//! Phrases heard, through [`Session::handle`] as the driver hands them on.

use shakmaty::{ByColor, Move, Square};

use super::super::{Session, Settings, Setup, people};
use crate::event::{Event, HeardNotice, Notice, Player};
use crate::input::{Action, parse_line};
use crate::notation::heard::{Grammar, Heard, Hypothesis, Word};
use crate::rules::procedure::Rules;

/// What the session makes of `words` heard at `now`, through its grammar.
fn hear(s: &mut Session, words: &str, now: u64) -> Vec<Event> {
    let heard = s.grammar().heard(&[Hypothesis {
        words: words.to_owned(),
        score: 0,
    }]);
    s.handle(Action::Heard(heard), now).events
}

fn line(s: &mut Session, text: &str, now: u64) -> Vec<Event> {
    s.handle(parse_line(text).action().expect("a session line"), now)
        .events
}

fn made(events: &[Event]) -> Option<Move> {
    events.iter().find_map(|e| match e {
        Event::MoveMade { mv, .. } => Some(*mv),
        _ => None,
    })
}

fn said_back(events: &[Event]) -> Option<Move> {
    events.iter().find_map(|e| match e {
        Event::Notice(Notice::Heard(HeardNotice::Move { mv, .. })) => Some(*mv),
        _ => None,
    })
}

fn start() -> Session {
    people(Rules::Casual, None)
}

#[test]
fn a_move_heard_is_said_back_and_made_on_yes_heard_or_typed() {
    let mut s = start();
    let asked = hear(&mut s, "knight f three", 0);
    assert_eq!(said_back(&asked).map(|m| m.to()), Some(Square::F3));
    assert_eq!(made(&asked), None);
    let events = hear(&mut s, "yes", 1000);
    assert_eq!(made(&events).map(|m| m.to()), Some(Square::F3));

    let mut s = start();
    hear(&mut s, "e four", 0);
    assert_eq!(
        made(&line(&mut s, "yes", 1000)).map(|m| m.to()),
        Some(Square::E4)
    );
}

#[test]
fn a_move_heard_is_made_on_enter_and_on_the_gamepads_a() {
    let mut s = start();
    hear(&mut s, "e four", 0);
    assert_eq!(
        made(&line(&mut s, "", 1000)).map(|m| m.to()),
        Some(Square::E4)
    );
    hear(&mut s, "e five", 2000);
    let pressed = s.handle(
        Action::Board(crate::keymap::BoardAction::LiftPlaceOrAnnounce),
        3000,
    );
    assert_eq!(made(&pressed.events).map(|m| m.to()), Some(Square::E5));
}

#[test]
fn another_move_heard_while_one_waits_for_yes_is_said_back_instead() {
    // A small grammar would force whatever is said into "yes": while
    // "Knight f3?" waits, the moves are listened for too.
    let mut s = start();
    hear(&mut s, "knight f three", 0);
    let phrases = s.grammar().phrases();
    assert!(phrases.contains(&"yes".to_owned()) && phrases.contains(&"no".to_owned()));
    let instead = hear(&mut s, "knight c three", 1000);
    assert_eq!(instead.len(), 1, "{instead:?}");
    assert_eq!(said_back(&instead).map(|m| m.to()), Some(Square::C3));
    assert_eq!(
        made(&hear(&mut s, "yes", 2000)).map(|m| m.to()),
        Some(Square::C3)
    );
}

#[test]
fn no_cancels_a_move_heard() {
    let mut s = start();
    hear(&mut s, "knight f three", 0);
    assert_eq!(hear(&mut s, "no", 1000), [Event::Notice(Notice::Cancelled)]);
    assert_eq!(s.game().ply_count(), 0);
    hear(&mut s, "knight f three", 2000);
    assert_eq!(line(&mut s, "no", 3000), [Event::Notice(Notice::Cancelled)]);
    assert_eq!(s.game().ply_count(), 0);
}

#[test]
fn two_moves_heard_alike_are_a_choice_answered_by_naming_one() {
    let mut s = people(Rules::Casual, Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"));
    let asked = hear(&mut s, "knight d two", 0);
    let Event::Notice(Notice::Heard(HeardNotice::Which { moves, .. })) = &asked[0] else {
        panic!("{asked:?}")
    };
    assert_eq!(moves.len(), 2);
    // The grammar now holds the two and the answers, nothing else.
    let phrases = s.grammar().phrases();
    assert!(phrases.contains(&"knight f three d two".to_owned()));
    assert!(!phrases.contains(&"king d two".to_owned()));
    let named = hear(&mut s, "knight f three d two", 1000);
    assert_eq!(said_back(&named).and_then(|m| m.from()), Some(Square::F3));
    assert_eq!(
        made(&hear(&mut s, "yes", 2000)).and_then(|m| m.from()),
        Some(Square::F3)
    );

    // By the square the piece stands on.
    let mut s = people(Rules::Casual, Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"));
    hear(&mut s, "knight d two", 0);
    let named = hear(&mut s, "bravo one", 1000);
    assert_eq!(said_back(&named).and_then(|m| m.from()), Some(Square::B1));

    // Typed, as a typed choice is answered.
    let mut s = people(Rules::Casual, Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"));
    hear(&mut s, "knight d two", 0);
    assert_eq!(
        made(&line(&mut s, "b1", 1000)).and_then(|m| m.from()),
        Some(Square::B1)
    );
}

#[test]
fn three_phrases_not_understood_suggest_the_nato_words_once() {
    let mut s = start();
    let nothing =
        |hint: Option<Square>| vec![Event::Notice(Notice::Heard(HeardNotice::Nothing { hint }))];
    assert_eq!(hear(&mut s, "banana split", 0), nothing(None));
    assert_eq!(hear(&mut s, "banana split", 100), nothing(None));
    let third = hear(&mut s, "banana split", 200);
    assert!(matches!(
        third[..],
        [Event::Notice(Notice::Heard(HeardNotice::Nothing {
            hint: Some(_)
        }))]
    ));
    assert_eq!(hear(&mut s, "banana split", 300), nothing(None));
    // Understood in between, the count starts again.
    let mut s = start();
    hear(&mut s, "banana", 0);
    hear(&mut s, "banana", 100);
    hear(&mut s, "board", 200);
    assert_eq!(hear(&mut s, "banana", 300), nothing(None));
    assert_eq!(hear(&mut s, "banana", 400), nothing(None));
    assert_ne!(hear(&mut s, "banana", 500), nothing(None));
    // Told once: three more later say it no more.
    hear(&mut s, "board", 600);
    for at in [700, 800, 900] {
        assert_eq!(hear(&mut s, "banana", at), nothing(None));
    }
}

#[test]
fn resign_draw_and_take_back_heard_are_asked_first() {
    let mut s = start();
    let asked = hear(&mut s, "resign", 0);
    assert_eq!(
        asked,
        [Event::Notice(Notice::ConfirmResign { by_key: false })]
    );
    assert!(!s.game().is_over());
    assert!(
        hear(&mut s, "yes", 100)
            .iter()
            .any(|e| matches!(e, Event::GameOver(_)))
    );

    let mut s = start();
    line(&mut s, "e4", 0);
    assert_eq!(
        hear(&mut s, "take back", 100),
        [Event::Notice(Notice::Heard(HeardNotice::Confirm(
            Word::TakeBack
        )))]
    );
    assert_eq!(s.game().ply_count(), 1);
    hear(&mut s, "no", 200);
    assert_eq!(s.game().ply_count(), 1);

    let mut s = start();
    assert_eq!(
        hear(&mut s, "draw", 0),
        [Event::Notice(Notice::Heard(HeardNotice::Confirm(
            Word::Draw
        )))]
    );
    let offered = hear(&mut s, "yes", 100);
    assert!(
        offered
            .iter()
            .any(|e| matches!(e, Event::Notice(Notice::DrawOffered { .. }))),
        "{offered:?}"
    );
}

#[test]
fn with_confirmation_off_a_move_heard_is_made_at_once() {
    let mut s = start();
    line(&mut s, "set confirm-heard off", 0);
    assert!(!s.settings().confirm_heard);
    let events = hear(&mut s, "knight f three", 100);
    assert_eq!(made(&events).map(|m| m.to()), Some(Square::F3));
    // Resign heard is asked all the same.
    assert_eq!(
        hear(&mut s, "resign", 200),
        [Event::Notice(Notice::ConfirmResign { by_key: false })]
    );
    // German words for it, and back on.
    line(&mut s, "no", 300);
    line(&mut s, "set gehört-bestätigen an", 400);
    assert!(s.settings().confirm_heard);
}

#[test]
fn a_move_heard_out_of_turn_is_refused() {
    let setup = Setup {
        players: ByColor {
            white: Player::Human,
            black: Player::Engine(crate::engine::Level::new(3).expect("a level")),
        },
        control: "15+10".parse().expect("a time control"),
        rules: Rules::Casual,
        fen: None,
        chess960: None,
        settings: Settings::default(),
        laws: crate::rules::laws::Laws::default(),
        names: ByColor::default(),
    };
    let mut s = Session::new(setup, 0).expect("a game").0;
    line(&mut s, "e4", 0);
    assert_eq!(s.grammar(), Grammar::words());
    let heard = Heard::Moves(vec![Move::Normal {
        role: shakmaty::Role::Pawn,
        from: Square::E7,
        capture: None,
        to: Square::E5,
        promotion: None,
    }]);
    assert_eq!(
        s.handle(Action::Heard(heard), 100).events,
        [Event::Notice(Notice::NotYourMove)]
    );
    assert_eq!(s.game().ply_count(), 1);
}

#[test]
fn board_and_last_move_heard_do_what_the_typed_commands_do() {
    let mut s = start();
    line(&mut s, "e4", 0);
    assert_eq!(hear(&mut s, "last move", 100), line(&mut s, "last", 200));
    assert_eq!(hear(&mut s, "board", 300), line(&mut s, "board", 400));
    // "repeat" says the question again.
    hear(&mut s, "e five", 500);
    assert_eq!(
        said_back(&hear(&mut s, "repeat", 600)).map(|m| m.to()),
        Some(Square::E5)
    );
    assert_eq!(
        made(&hear(&mut s, "yes", 700)).map(|m| m.to()),
        Some(Square::E5)
    );
}

/// What a player hears of `events` in `lang`, one line each.
fn words(events: &[Event], lang: crate::notation::Lang) -> Vec<String> {
    let phrases = crate::speech::phrase::Phrases::new(crate::notation::Style::Spoken, lang, false);
    events
        .iter()
        .map(|e| phrases.utterance(e, None).text)
        .collect()
}

#[test]
fn what_is_heard_is_said_in_the_interface_language() {
    use crate::notation::Lang;
    let mut s = people(Rules::Casual, Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"));
    let which = hear(&mut s, "knight d two", 0);
    assert_eq!(words(&which, Lang::En), ["Knight b d2 or knight f d2?"]);
    assert_eq!(
        words(&which, Lang::De),
        ["Springer b d2 oder Springer f d2?"]
    );
    assert_eq!(words(&which, Lang::Es), ["¿Caballo b d2 o caballo f d2?"]);
    let back = hear(&mut s, "knight b one d two", 100);
    assert_eq!(words(&back, Lang::En), ["Knight b d2?"]);
    assert_eq!(words(&back, Lang::De), ["Springer b d2?"]);
    let mut s = start();
    let mut heard = Vec::new();
    for at in 0..3 {
        heard.extend(hear(&mut s, "banana", at));
    }
    let en = words(&heard, Lang::En);
    assert_eq!(en[0], "Not heard. Say it again, or type it.");
    assert!(en[2].starts_with("Not heard. Say it again, or type it; try the NATO words: "));
    assert!(en[2].ends_with(" 3."), "{}", en[2]);
    let de = words(&heard, Lang::De);
    assert_eq!(
        de[0],
        "Nicht verstanden. Bitte noch einmal sagen oder tippen."
    );
    line(&mut s, "e4", 10);
    let asked = hear(&mut s, "take back", 20);
    assert_eq!(
        words(&asked, Lang::En),
        ["Take back the last move? Say yes to confirm."]
    );
    assert_eq!(
        words(&asked, Lang::De),
        ["Den letzten Zug zurücknehmen? Mit yes bestätigen."]
    );
}

#[test]
fn the_moves_heard_are_named_for_the_braille_display_as_said() {
    let mut s = people(Rules::Casual, Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"));
    let which = hear(&mut s, "knight d two", 0);
    let phrases = crate::speech::phrase::Phrases::new(
        crate::notation::Style::Spoken,
        crate::notation::Lang::En,
        false,
    );
    let said = phrases.utterance(&which[0], None);
    let named: Vec<&str> = said.moves.iter().map(|m| m.words.as_str()).collect();
    assert_eq!(named, ["Knight b d2", "knight f d2"]);
    assert!(named.iter().all(|w| said.text.contains(w)));
    let back = hear(&mut s, "knight b one d two", 100);
    assert_eq!(phrases.utterance(&back[0], None).moves.len(), 1);
}

#[test]
fn yes_heard_to_a_draw_offer_is_asked_before_the_draw() {
    let mut s = start();
    line(&mut s, "e4", 0);
    line(&mut s, "draw", 100);
    line(&mut s, "e5", 200);
    let asked = hear(&mut s, "yes", 300);
    assert_eq!(
        asked,
        [Event::Notice(Notice::Heard(HeardNotice::Confirm(
            Word::Draw
        )))]
    );
    assert!(!s.game().is_over());
    let agreed = hear(&mut s, "yes", 400);
    assert!(
        agreed.iter().any(|e| matches!(e, Event::GameOver(_))),
        "{agreed:?}"
    );
}

#[test]
fn a_promotion_heard_without_its_piece_asks_which_piece() {
    let mut s = people(Rules::Casual, Some("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1"));
    assert_eq!(
        hear(&mut s, "e eight", 0),
        [Event::Notice(Notice::WhichPromotion)]
    );
    assert_eq!(
        hear(&mut s, "repeat", 50),
        [Event::Notice(Notice::WhichPromotion)]
    );
    let named = hear(&mut s, "knight", 100);
    assert_eq!(
        said_back(&named).and_then(|m| m.promotion()),
        Some(shakmaty::Role::Knight)
    );
    let made = made(&hear(&mut s, "yes", 200));
    assert_eq!(made.map(|m| m.to()), Some(Square::E8));
}
