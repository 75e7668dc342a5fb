//! Session tests: exact times, no I/O.

use shakmaty::{ByColor, Color};

use super::*;
use crate::input::parse_line;

fn setup(white: Player, black: Player, control: &str) -> Setup {
    Setup {
        players: ByColor { white, black },
        control: control.parse().unwrap(),
        rules: Rules::Casual,
        fen: None,
        settings: Settings::default(),
    }
}

fn two_people(control: &str) -> Session {
    Session::new(setup(Player::Human, Player::Human, control), 0)
        .unwrap()
        .0
}

fn run(session: &mut Session, script: &[(&str, Millis)]) -> Vec<Event> {
    script
        .iter()
        .flat_map(|(line, at)| session.handle(parse_line(line), *at))
        .collect()
}

#[test]
fn replaying_the_same_actions_rebuilds_the_same_state() {
    let script = [
        ("e4", 1000),
        ("e5", 2500),
        ("Nf3", 4000),
        ("c", 4100),
        ("undo", 5000),
        ("Nc3", 6000),
    ];
    let mut a = two_people("5+3");
    let mut b = two_people("5+3");
    assert_eq!(run(&mut a, &script), run(&mut b, &script));
    assert_eq!(a.snapshot(7000), b.snapshot(7000));
    assert_eq!(a.snapshot(7000).moves, vec!["e2e4", "e7e5", "b1c3"]);
}

#[test]
fn a_flag_falls_at_the_exact_millisecond() {
    let mut s = two_people("5s+0");
    assert_eq!(s.next_wakeup(0), Some(1000));
    assert!(
        run(&mut s, &[("", 4999)])
            .iter()
            .all(|e| !matches!(e, Event::GameOver(_)))
    );
    let events = s.handle(Action::Tick, 5000);
    assert!(
        events.contains(&Event::FlagFell { side: Color::White }),
        "{events:?}"
    );
    assert!(events.iter().any(|e| matches!(e, Event::GameOver(_))));
    assert_eq!(s.next_wakeup(5000), None);
}

#[test]
fn illegal_and_ambiguous_input_changes_nothing() {
    let mut s = two_people("15+10");
    let before = s.snapshot(10);
    let events = run(&mut s, &[("Ke2", 10), ("zz", 10), ("p Z", 10)]);
    assert_eq!(events.len(), 3);
    assert!(matches!(events[0], Event::Refused(_)));
    assert_eq!(s.snapshot(10), before);
}

#[test]
fn repetition_claim_by_two_people() {
    let mut s = two_people("15+10");
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];
    for (i, m) in moves.iter().enumerate() {
        run(&mut s, &[(m, i as Millis * 100)]);
    }
    let events = run(&mut s, &[("claim", 1000)]);
    assert!(
        matches!(events.last(), Some(Event::GameOver(_))),
        "{events:?}"
    );
}

#[test]
fn resign_and_quit_ask_first_and_anything_else_cancels() {
    let mut s = two_people("15+10");
    let events = run(&mut s, &[("resign", 10), ("e4", 20)]);
    assert_eq!(events[1], Event::Notice(Notice::Cancelled));
    assert_eq!(s.game().ply_count(), 0);
    let events = run(&mut s, &[("resign", 30), ("ja", 40)]);
    assert!(matches!(events[1], Event::GameOver(_)));
}

#[test]
fn premove_is_played_when_the_engine_has_moved() {
    let (mut s, _) = Session::new(setup(Player::Human, Player::Engine(3), "15+10"), 0).unwrap();
    run(&mut s, &[("e4", 100)]);
    assert!(s.engine_to_move(150).is_some());
    let events = run(&mut s, &[("Nf3", 200)]);
    assert!(matches!(
        events[0],
        Event::Notice(Notice::PremoveRecorded { .. })
    ));
    let events = s.handle(Action::EngineMoved("e7e5".parse().unwrap()), 1000);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::MoveMade { .. }))
            .count(),
        2
    );
    assert_eq!(s.game().ply_count(), 3);
}

#[test]
fn a_premove_that_is_no_move_after_any_reply_is_refused() {
    let (mut s, _) = Session::new(setup(Player::Human, Player::Engine(3), "15+10"), 0).unwrap();
    run(&mut s, &[("e4", 100)]);
    for text in ["xyz", "Nf9", "Ke3"] {
        let events = run(&mut s, &[(text, 200)]);
        assert!(
            matches!(events[0], Event::Refused(Reason::Parse(_))),
            "{text}: {events:?}"
        );
    }
    // Bc4 is legal whatever Black replies; Qh5 too.
    let events = run(&mut s, &[("Bc4", 300)]);
    assert!(matches!(
        events[0],
        Event::Notice(Notice::PremoveRecorded { .. })
    ));
}

#[test]
fn an_engine_failure_pauses_the_clock_until_it_is_ready() {
    let (mut s, _) = Session::new(setup(Player::Human, Player::Engine(3), "15+10"), 0).unwrap();
    run(&mut s, &[("e4", 100)]);
    s.handle(Action::EngineFailed("crashed".into()), 200);
    assert!(s.engine_to_move(300).is_none());
    assert!(matches!(
        run(&mut s, &[("engine restart", 60_000)])[..],
        [.., Event::Notice(Notice::EngineRestarting)]
    ));
    assert!(s.take_engine_order().is_some());
    s.handle(Action::EngineReady, 60_000);
    assert_eq!(s.clock().remaining(Color::Black, 60_000), 15 * 60_000 - 100);
}

#[test]
fn snapshot_restores_position_and_clocks() {
    let mut s = two_people("15+10");
    run(&mut s, &[("e4", 3000), ("c5", 5000)]);
    let snap = s.snapshot(6000);
    let r = Session::restore(&snap, 0).unwrap();
    assert_eq!(r.game().fen(), s.game().fen());
    assert_eq!(r.snapshot(0).readings, snap.readings);
    assert_eq!(r.scoresheet(), s.scoresheet());
}

#[test]
fn set_changes_the_new_settings_and_a_bad_value_changes_nothing() {
    use crate::event::SettingName;
    use crate::rules::tactile::PieceOrder;
    let mut s = two_people("5+3");
    s.take_settings_dirty();
    let events = run(
        &mut s,
        &[("set rate 150", 0), ("setze Farben black-white", 0)],
    );
    assert_eq!(
        events,
        vec![
            Event::Notice(Notice::Setting {
                name: SettingName::Rate,
                value: "150".into()
            }),
            Event::Notice(Notice::Setting {
                name: SettingName::Theme,
                value: "black-white".into()
            }),
        ]
    );
    assert_eq!(s.settings().rate.percent(), 150);
    assert!(s.take_settings_dirty());
    run(
        &mut s,
        &[("ajustar orden mezcladas", 0), ("set sounds off", 0)],
    );
    assert_eq!(s.tactile().piece_order(), PieceOrder::Mixed);
    assert!(!s.settings().sonify);
    s.take_settings_dirty();

    let before = *s.settings();
    for (line, name) in [
        ("set rate 20", SettingName::Rate),
        ("set rate fast", SettingName::Rate),
        ("set theme pink", SettingName::Theme),
        ("set sounds loud", SettingName::Sonify),
        ("set order sideways", SettingName::Order),
    ] {
        let given = line.rsplit(' ').next().unwrap().to_owned();
        assert_eq!(
            run(&mut s, &[(line, 0)]),
            vec![Event::Notice(Notice::BadSetting { name, given })],
            "{line}"
        );
    }
    assert_eq!(*s.settings(), before);
    assert!(!s.take_settings_dirty(), "a bad value saves nothing");
}

#[test]
fn a_setting_from_the_dialog_leaves_a_question_waiting() {
    use crate::event::SettingName;
    let mut s = two_people("5+3");
    run(&mut s, &[("resign", 0)]);
    let events = s.handle(
        Action::Setting(SettingName::Theme, "colour-blind".into()),
        0,
    );
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(s.settings().theme.name(), "colour-blind");
    let events = run(&mut s, &[("yes", 0)]);
    assert!(
        events.iter().any(|e| matches!(e, Event::GameOver(_))),
        "{events:?}"
    );
}
