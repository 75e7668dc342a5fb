//! The wiring through a real gilrs context: events injected with
//! `Gilrs::insert_event` (this machine has no uinput, so no virtual pad)
//! come out of `GamepadSource::poll` as board actions and announcements.

use gilrs::ev::Code;
use gilrs::{Axis, Button, Event, EventType, GamepadId, GilrsBuilder};
use tactus::gamepad::{GamepadMap, GamepadSource, PadOutput};
use tactus::keymap::BoardAction;
use tactus::rules::tactile::Direction;

/// A gilrs code for the event (gilrs keeps it private; serde can make one).
fn code(kind: u16, code: u16) -> Code {
    serde_json::from_str(&format!(r#"{{"kind":{kind},"code":{code}}}"#)).expect("code")
}

#[test]
fn injected_events_come_out_as_actions() {
    let Ok(gilrs) = GilrsBuilder::new().with_default_filters(false).build() else {
        eprintln!("gilrs cannot start here; the pure tests cover the mapping");
        return;
    };
    let mut source = GamepadSource::with_gilrs(gilrs, GamepadMap::default());
    // A pad no system knows: the id is made up, like the events.
    let id: GamepadId = serde_json::from_str("7").expect("id");
    let events = [
        EventType::Connected,
        EventType::ButtonPressed(Button::South, code(1, 304)),
        EventType::ButtonReleased(Button::South, code(1, 304)),
        EventType::ButtonPressed(Button::North, code(1, 307)),
        EventType::AxisChanged(Axis::LeftStickX, -0.8, code(3, 0)),
        EventType::AxisChanged(Axis::LeftStickY, 0.0, code(3, 1)),
    ];
    for e in events {
        source.gilrs_mut().insert_event(Event::new(id, e));
    }
    assert_eq!(
        source.poll(1000),
        vec![
            PadOutput::Connected {
                name: "gamepad".into()
            },
            PadOutput::Action(BoardAction::LiftPlaceOrAnnounce.into()),
            PadOutput::Action(BoardAction::SayLastMove.into()),
        ]
    );
    // The stick settles, then repeats while held, at the times asked for.
    assert_eq!(source.next_repeat_at(), Some(1030));
    assert_eq!(
        source.poll(1030),
        vec![PadOutput::Action(BoardAction::Step(Direction::Left).into())]
    );
    assert_eq!(source.next_repeat_at(), Some(1530));
    assert_eq!(source.poll(1529), vec![]);
    assert_eq!(
        source.poll(1530),
        vec![PadOutput::Action(BoardAction::Step(Direction::Left).into())]
    );
    source
        .gilrs_mut()
        .insert_event(Event::new(id, EventType::Disconnected));
    assert_eq!(
        source.poll(1600),
        vec![PadOutput::Disconnected {
            name: "gamepad".into()
        }]
    );
    assert_eq!(source.next_repeat_at(), None);
    assert_eq!(source.poll(5000), vec![]);
}

#[test]
fn a_real_source_opens_without_a_pad() {
    // Gilrs::new succeeds with no pad attached; where it cannot start, the
    // error is one clear sentence for the window to say once.
    match GamepadSource::new(GamepadMap::default()) {
        Ok(mut source) => {
            assert_eq!(source.poll(0), vec![]);
            assert!(!source.wait(std::time::Duration::from_millis(10)));
        }
        Err(e) => assert!(
            e.to_string().starts_with("gamepads are not available"),
            "{e}"
        ),
    }
}
