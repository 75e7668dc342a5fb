//! The talking clock in a game: its marks, silenced or not, fitted to the
//! time control, toggled by the window's key, and kept with the game.

use super::*;

fn clock_marks(events: &[Event]) -> Vec<Millis> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ClockReading {
                remaining,
                requested: false,
                ..
            } => Some(*remaining),
            _ => None,
        })
        .collect()
}

#[test]
fn a_silenced_talking_clock_says_no_marks_but_answers_and_is_saved() {
    let mut s = clock_from_the_start("15s+0");
    // Unmuted, 10 seconds is said when White's clock reaches it.
    let mut loud = clock_from_the_start("15s+0");
    assert_eq!(
        clock_marks(&loud.handle(Action::Tick, 5_000).events),
        vec![10_000]
    );
    let handled = run_handled(&mut s, &[("clock off", 100)]);
    assert_eq!(
        handled.events,
        vec![Event::Notice(Notice::TalkingClock { on: false })]
    );
    assert!(s.talking_clock_muted());
    assert!(
        handled.wants(&super::Effect::Save),
        "the silence is saved with the game"
    );
    // Only the flag is left to wake up for.
    assert_eq!(s.next_wakeup(200), Some(15_000));
    for t in (1_000..=9_000).step_by(500) {
        assert!(
            clock_marks(&s.handle(Action::Tick, t).events).is_empty(),
            "{t}"
        );
    }
    // Asking still answers.
    let asked = run(&mut s, &[("c", 9_100)]);
    assert!(
        asked.contains(&Event::ClockReading {
            side: Color::White,
            remaining: 5_900,
            moves: Some(0),
            requested: true,
        }),
        "{asked:?}"
    );
    // Saved and restored silent; on again, the next mark is said, not the
    // ones crossed while silent.
    let snap = s.snapshot(9_200);
    assert!(snap.talking_clock_muted);
    let mut restored = Session::restore(&snap, 9_200).unwrap();
    assert!(restored.talking_clock_muted());
    assert!(clock_marks(&restored.handle(Action::Tick, 9_500).events).is_empty());
    let on = run(&mut s, &[("uhr an", 9_300)]);
    assert_eq!(on, vec![Event::Notice(Notice::TalkingClock { on: true })]);
    assert!(!s.talking_clock_muted());
    // A 15-second game counts the last 4 seconds.
    assert_eq!(s.next_wakeup(9_300), Some(11_000));
    assert_eq!(
        clock_marks(&s.handle(Action::Tick, 11_000).events),
        vec![4_000]
    );
}

#[test]
fn a_flag_fall_is_said_once_by_the_end_of_the_game() {
    let mut s = clock_from_the_start("15s+0");
    let events = s.handle(Action::Tick, 15_000).events;
    assert!(
        !events.iter().any(|e| matches!(e, Event::FlagFell { .. })),
        "{events:?}"
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::GameOver(_)))
            .count(),
        1,
        "{events:?}"
    );
    assert!(s.handle(Action::Tick, 16_000).events.is_empty());
}

#[test]
fn the_talking_clock_fits_the_time_control() {
    // 30 seconds: 20, 10, then the countdown from 4; not every second from 9.
    let mut s = clock_from_the_start("30s+0");
    let marks: Vec<Millis> = (1..=29)
        .flat_map(|t| clock_marks(&s.handle(Action::Tick, t * 1_000).events))
        .collect();
    assert_eq!(marks, [20_000, 10_000, 4_000, 3_000, 2_000, 1_000]);
}

#[test]
fn the_window_key_toggles_the_talking_clock() {
    let mut s = two_people("15+10");
    let key = Action::Board(BoardAction::ToggleTalkingClock);
    assert_eq!(
        s.handle(key.clone(), 0).events,
        vec![Event::Notice(Notice::TalkingClock { on: false })]
    );
    assert_eq!(
        s.handle(key, 0).events,
        vec![Event::Notice(Notice::TalkingClock { on: true })]
    );
}

#[test]
fn a_game_saved_before_the_talking_clock_could_be_silenced_resumes_speaking() {
    let s = two_people("15+10");
    let mut json = serde_json::to_value(s.snapshot(0)).unwrap();
    json.as_object_mut().unwrap().remove("talking_clock_muted");
    let snap: Snapshot = serde_json::from_value(json).unwrap();
    assert!(!Session::restore(&snap, 0).unwrap().talking_clock_muted());
}
