//! A draw offered to the engine: answered from its appraisal of the
//! position, fresh or awaited, and declined by its move.

use super::*;

fn against_the_engine(fen: Option<&str>) -> Session {
    let mut setup = setup(
        Player::Human,
        Player::Engine(crate::engine::Level::new(5).unwrap()),
        "15+10",
    );
    setup.fen = fen.map(str::to_owned);
    Session::new(setup, 0).unwrap().0
}

fn appraisal(fen: String, score: Option<crate::engine::Score>) -> Action {
    Action::EngineAppraisal(crate::engine::Appraisal {
        fen,
        score,
        engine: Some("Stockfish".into()),
    })
}

fn answer(accepted: bool) -> Event {
    Event::Notice(Notice::EngineAnswersDraw {
        accepted,
        engine: Some("Stockfish".into()),
    })
}

fn drawn(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(e, Event::GameOver(ended)
            if ended.result == shakmaty::KnownOutcome::Draw)
    })
}

#[test]
fn a_draw_offer_without_a_fresh_score_waits_for_the_engines_appraisal() {
    use crate::engine::Score;
    let mut s = against_the_engine(None);
    let offered = Event::Notice(Notice::DrawOffered { by: Color::White });
    assert_eq!(run(&mut s, &[("draw", 100)]), vec![offered.clone()]);
    let start = s.game().fen();
    assert_eq!(s.wants_appraisal(), Some(start.clone()));
    // A score for another position says nothing of this one.
    let other = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".to_owned();
    assert!(
        s.handle(appraisal(other, Some(Score::Mate(-1))), 200)
            .events
            .is_empty()
    );
    assert_eq!(s.wants_appraisal(), Some(start.clone()));
    // White to move and a little better: the engine (Black) plays on.
    let events = s
        .handle(appraisal(start.clone(), Some(Score::Centipawns(40))), 300)
        .events;
    assert_eq!(events, vec![answer(false)]);
    assert_eq!(s.wants_appraisal(), None);
    assert!(!s.game().is_over());
    // Offered again in the same position: answered at once, the same way.
    assert_eq!(run(&mut s, &[("draw", 400)]), vec![offered, answer(false)]);
}

#[test]
fn the_engine_accepts_when_it_is_lost_and_the_game_is_drawn() {
    use crate::engine::Score;
    let fen = "4k3/8/8/8/8/8/8/QR2K3 w - - 0 1";
    let mut s = against_the_engine(Some(fen));
    run(&mut s, &[("draw", 100)]);
    let wanted = s.wants_appraisal().unwrap();
    // White to move mates in 2: Black is getting mated.
    let handled = s.handle(appraisal(wanted, Some(Score::Mate(2))), 200);
    let events = handled.events;
    assert_eq!(events[0], answer(true));
    assert!(drawn(&events), "{events:?}");
    assert!(s.game().is_over());
    assert!(handled.effects.contains(&super::Effect::Save));
}

#[test]
fn the_engines_score_before_its_move_answers_an_offer_right_after_it() {
    use crate::engine::Score;
    let mut s = against_the_engine(None);
    run(&mut s, &[("e4", 100)]);
    let searched = s.game().fen();
    // The engine's search: Black to move, Black is lost (as it sees it).
    assert!(
        s.handle(
            appraisal(searched.clone(), Some(Score::Centipawns(-500))),
            500
        )
        .events
        .is_empty()
    );
    s.handle(Action::EngineMoved("e7e5".parse().unwrap()), 600);
    let events = run(&mut s, &[("draw", 700)]);
    assert_eq!(events[1], answer(true), "{events:?}");
    assert!(drawn(&events));
    // But after the person's next move that score is stale.
    let mut s = against_the_engine(None);
    run(&mut s, &[("e4", 100)]);
    s.handle(
        appraisal(s.game().fen(), Some(Score::Centipawns(-500))),
        500,
    );
    s.handle(Action::EngineMoved("e7e5".parse().unwrap()), 600);
    run(&mut s, &[("Nf3", 700)]);
    assert_eq!(run(&mut s, &[("draw", 800)]).len(), 1);
    assert_eq!(s.wants_appraisal(), Some(s.game().fen()));
    // A search before its move that gave no score: a short search is asked
    // for instead.
    let mut s = against_the_engine(None);
    run(&mut s, &[("e4", 100)]);
    s.handle(appraisal(s.game().fen(), None), 500);
    s.handle(Action::EngineMoved("e7e5".parse().unwrap()), 600);
    assert_eq!(run(&mut s, &[("draw", 700)]).len(), 1);
    assert_eq!(s.wants_appraisal(), Some(s.game().fen()));
}

#[test]
fn an_offer_stands_through_the_persons_move_and_the_engines_move_declines_it() {
    let mut s = against_the_engine(None);
    run(&mut s, &[("draw", 100), ("e4", 200)]);
    // The engine has the move now: its search for the move answers.
    assert_eq!(s.wants_appraisal(), Some(s.game().fen()));
    let events = s
        .handle(Action::EngineMoved("e7e5".parse().unwrap()), 900)
        .events;
    assert!(
        events.contains(&Event::Notice(Notice::DrawDeclined { by: Color::Black })),
        "{events:?}"
    );
    assert_eq!(s.wants_appraisal(), None);
}

#[test]
fn an_engine_without_a_score_plays_on() {
    let mut s = against_the_engine(None);
    run(&mut s, &[("draw", 100)]);
    let fen = s.wants_appraisal().unwrap();
    assert_eq!(
        s.handle(appraisal(fen, None), 200).events,
        vec![answer(false)]
    );
    assert!(!s.game().is_over());
}

#[test]
fn two_people_still_answer_each_other() {
    let mut s = two_people("15+10");
    let events = run(&mut s, &[("draw", 100)]);
    assert_eq!(
        events,
        vec![Event::Notice(Notice::DrawOffered { by: Color::White })]
    );
    assert_eq!(s.wants_appraisal(), None);
}
