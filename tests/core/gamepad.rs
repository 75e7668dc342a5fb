//! The gamepad mapping as pure functions: every default binding, the stick,
//! auto-repeat timing, (dis)connection and bad map files.

use gilrs::ev::Code;
use gilrs::{Axis, Button, EventType};
use tactus::gamepad::{
    DEFAULT_GAMEPAD_MAP, GamepadInput, GamepadMap, GamepadMapErrorKind, PadButton, PadEvent,
    PadOutput, RepeatSettings, StickSettings, UnknownButton, pad_button, stick_direction,
};
use tactus::keymap::{BoardAction, KeyAction};
use tactus::rules::tactile::Direction;

fn act(name: &str) -> PadOutput {
    PadOutput::Action(KeyAction::from_name(name).expect(name))
}

fn step(d: Direction) -> PadOutput {
    PadOutput::Action(BoardAction::Step(d).into())
}

/// A gilrs code; any will do, the mapping goes by the button.
fn code() -> Code {
    serde_json::from_str(r#"{"kind":1,"code":304}"#).expect("code")
}

fn pad() -> GamepadInput {
    GamepadInput::new(GamepadMap::default())
}

#[test]
fn every_default_button_through_gilrs_event_types() {
    let expected = [
        (Button::DPadUp, "step-up"),
        (Button::DPadDown, "step-down"),
        (Button::DPadLeft, "step-left"),
        (Button::DPadRight, "step-right"),
        (Button::South, "lift-place-or-announce"),
        (Button::East, "cancel"),
        (Button::West, "say-square"),
        (Button::North, "say-last-move"),
        (Button::LeftTrigger, "previous-piece"),
        (Button::RightTrigger, "next-piece"),
        (Button::LeftTrigger2, "say-own-clock"),
        (Button::RightTrigger2, "say-opponent-clock"),
        (Button::Start, "settings"),
        (Button::Select, "help"),
        (Button::Mode, "new-game"),
        (Button::LeftThumb, "review"),
    ];
    for (button, name) in expected {
        let mut input = pad();
        let event = PadEvent::from_gilrs(&EventType::ButtonPressed(button, code()), "pad")
            .expect("pressed is an event");
        assert_eq!(input.on_event(&event, 0), vec![act(name)], "{button:?}");
        let up = PadEvent::from_gilrs(&EventType::ButtonReleased(button, code()), "pad")
            .expect("released is an event");
        assert_eq!(input.on_event(&up, 10), vec![], "{button:?} released");
    }
    let map = GamepadMap::default();
    assert_eq!(map.bindings().count(), expected.len(), "no other defaults");
    for unbound in [PadButton::C, PadButton::Z] {
        assert_eq!(pad().on_event(&PadEvent::Pressed(unbound), 0), vec![]);
    }
    // The right stick pressed in listens while held (`--listen`).
    let mut input = pad();
    let stick = |e| PadEvent::from_gilrs(&e, "pad").expect("an event");
    let down = stick(EventType::ButtonPressed(Button::RightThumb, code()));
    assert_eq!(input.on_event(&down, 0), vec![PadOutput::Listen(true)]);
    let up = stick(EventType::ButtonReleased(Button::RightThumb, code()));
    assert_eq!(input.on_event(&up, 10), vec![PadOutput::Listen(false)]);
    let unknown = EventType::ButtonPressed(Button::Unknown, code());
    assert_eq!(PadEvent::from_gilrs(&unknown, "pad"), None);
}

#[test]
fn default_file_matches_built_in_settings() {
    let map = GamepadMap::parse(DEFAULT_GAMEPAD_MAP).expect("bundled map parses");
    assert_eq!(map, GamepadMap::default());
    assert_eq!(map.stick, StickSettings::default());
    assert_eq!(map.repeat, RepeatSettings::default());
    assert_eq!(
        map.buttons_for(BoardAction::SayOwnClock),
        vec![PadButton::LeftTrigger]
    );
    assert_eq!(
        map.buttons_for(BoardAction::SayOpponentClock),
        vec![PadButton::RightTrigger]
    );
    assert_eq!(
        map.buttons_for(BoardAction::NextOwnPiece),
        vec![PadButton::RightShoulder]
    );
}

#[test]
fn button_names_round_trip() {
    for button in PadButton::ALL {
        let name = button.to_string();
        assert_eq!(name.parse::<PadButton>(), Ok(button), "{name}");
    }
    for (button, name) in [
        (PadButton::South, "south"),
        (PadButton::LeftShoulder, "left-shoulder"),
        (PadButton::RightTrigger, "right-trigger"),
        (PadButton::DPadLeft, "dpad-left"),
        (PadButton::LeftStick, "left-stick"),
        (PadButton::Mode, "mode"),
    ] {
        assert_eq!(button.to_string(), name);
    }
    assert_eq!("A".parse::<PadButton>(), Err(UnknownButton("A".into())));
}

#[test]
fn every_gilrs_button_but_the_unknown_is_a_pad_button() {
    let gilrs_buttons = [
        Button::South,
        Button::East,
        Button::West,
        Button::North,
        Button::C,
        Button::Z,
        Button::LeftTrigger,
        Button::RightTrigger,
        Button::LeftTrigger2,
        Button::RightTrigger2,
        Button::Select,
        Button::Start,
        Button::Mode,
        Button::LeftThumb,
        Button::RightThumb,
        Button::DPadUp,
        Button::DPadDown,
        Button::DPadLeft,
        Button::DPadRight,
    ];
    let ours: Vec<PadButton> = gilrs_buttons
        .into_iter()
        .map(|b| pad_button(b).unwrap_or_else(|| panic!("{b:?}")))
        .collect();
    assert_eq!(ours, PadButton::ALL);
    // gilrs's shoulders are its first triggers.
    assert_eq!(
        pad_button(Button::LeftTrigger),
        Some(PadButton::LeftShoulder)
    );
    assert_eq!(
        pad_button(Button::LeftTrigger2),
        Some(PadButton::LeftTrigger)
    );
    assert_eq!(pad_button(Button::Unknown), None);
}

#[test]
fn ignored_gilrs_events() {
    for e in [
        EventType::ButtonChanged(Button::South, 0.5, code()),
        EventType::ButtonRepeated(Button::South, code()),
        EventType::Dropped,
        EventType::ForceFeedbackEffectCompleted,
    ] {
        assert_eq!(PadEvent::from_gilrs(&e, "pad"), None, "{e:?}");
    }
}

#[test]
fn stick_sectors_include_diagonals() {
    let d = std::f32::consts::FRAC_1_SQRT_2;
    let cases = [
        ((0.0, 1.0), Direction::Up),
        ((0.0, -1.0), Direction::Down),
        ((-1.0, 0.0), Direction::Left),
        ((1.0, 0.0), Direction::Right),
        ((d, d), Direction::UpRight),
        ((-d, d), Direction::UpLeft),
        ((d, -d), Direction::DownRight),
        ((-d, -d), Direction::DownLeft),
        // 20 degrees off the axis is still straight; 25 is diagonal.
        ((0.94, 0.34), Direction::Right),
        ((0.90, 0.42), Direction::UpRight),
    ];
    for ((x, y), want) in cases {
        assert_eq!(stick_direction(x, y), want, "({x}, {y})");
    }
}

/// Pushes the stick to (x, y) at `now` (X then Y, as gilrs delivers them).
fn push(input: &mut GamepadInput, x: f32, y: f32, now: u64) -> Vec<PadOutput> {
    let mut out = input.on_event(&PadEvent::Axis(Axis::LeftStickX, x), now);
    out.extend(input.on_event(&PadEvent::Axis(Axis::LeftStickY, y), now));
    out
}

#[test]
fn stick_diagonal_settles_into_one_diagonal_step() {
    let mut input = pad();
    // X arrives first: past the threshold, but not read yet.
    assert_eq!(
        input.on_event(&PadEvent::Axis(Axis::LeftStickX, 0.7), 1000),
        vec![]
    );
    assert_eq!(input.next_repeat_at(), Some(1030));
    assert_eq!(input.tick(1029), vec![]);
    assert_eq!(
        input.on_event(&PadEvent::Axis(Axis::LeftStickY, 0.7), 1005),
        vec![]
    );
    assert_eq!(input.tick(1030), vec![step(Direction::UpRight)]);
    assert_eq!(input.tick(1030), vec![]);
    assert_eq!(input.next_repeat_at(), Some(1530));
}

#[test]
fn stick_dead_zone_and_threshold() {
    let mut input = pad();
    // Inside the threshold: nothing, nothing pending.
    assert_eq!(push(&mut input, 0.0, 0.55, 0), vec![]);
    assert_eq!(input.next_repeat_at(), None);
    assert_eq!(input.tick(10_000), vec![]);
    // Past it: one step once settled.
    assert_eq!(push(&mut input, 0.0, 0.65, 10_000), vec![]);
    assert_eq!(input.tick(10_030), vec![step(Direction::Up)]);
    // Sagging between dead zone and threshold: still held, no new step.
    assert_eq!(push(&mut input, 0.0, 0.4, 10_100), vec![]);
    assert_eq!(input.next_repeat_at(), Some(10_530));
    // Back past the threshold: the same direction, no new step.
    assert_eq!(push(&mut input, 0.0, 0.9, 10_200), vec![]);
    // Into the dead zone: let go, repeats stop.
    assert_eq!(push(&mut input, 0.0, 0.2, 10_300), vec![]);
    assert_eq!(input.next_repeat_at(), None);
    assert_eq!(input.tick(20_000), vec![]);
    // Pushed again: a fresh step.
    assert_eq!(push(&mut input, -0.9, 0.0, 20_000), vec![]);
    assert_eq!(input.tick(20_030), vec![step(Direction::Left)]);
}

#[test]
fn stick_flicked_and_back_before_settling_gives_nothing() {
    let mut input = pad();
    assert_eq!(push(&mut input, 0.9, 0.0, 0), vec![]);
    assert_eq!(push(&mut input, 0.1, 0.0, 10), vec![]);
    assert_eq!(input.next_repeat_at(), None);
    assert_eq!(input.tick(100), vec![]);
}

#[test]
fn stick_turned_round_while_held_steps_at_once() {
    let mut input = pad();
    push(&mut input, 0.0, 1.0, 0);
    assert_eq!(input.tick(30), vec![step(Direction::Up)]);
    assert_eq!(
        input.on_event(&PadEvent::Axis(Axis::LeftStickX, 0.9), 100),
        vec![step(Direction::UpRight)]
    );
    assert_eq!(input.next_repeat_at(), Some(600));
}

#[test]
fn no_settle_steps_on_the_event() {
    let map = GamepadMap::with_overrides("[stick]\nsettle-ms = 0\n").expect("map");
    let mut input = GamepadInput::new(map);
    assert_eq!(push(&mut input, 0.0, -0.8, 0), vec![step(Direction::Down)]);
}

#[test]
fn right_stick_and_nan_do_nothing() {
    let mut input = pad();
    assert_eq!(
        input.on_event(&PadEvent::Axis(Axis::RightStickX, 1.0), 0),
        vec![]
    );
    assert_eq!(
        input.on_event(&PadEvent::Axis(Axis::LeftStickX, f32::NAN), 0),
        vec![]
    );
    assert_eq!(
        input.on_event(&PadEvent::Axis(Axis::LeftStickY, f32::INFINITY), 0),
        vec![]
    );
    assert_eq!(input.next_repeat_at(), None);
}

#[test]
fn held_dpad_repeats_exactly() {
    let mut input = pad();
    assert_eq!(
        input.on_event(&PadEvent::Pressed(PadButton::DPadRight), 1000),
        vec![step(Direction::Right)]
    );
    assert_eq!(input.next_repeat_at(), Some(1500));
    assert_eq!(input.tick(1499), vec![]);
    assert_eq!(input.tick(1500), vec![step(Direction::Right)]);
    assert_eq!(input.next_repeat_at(), Some(1750));
    assert_eq!(input.tick(1749), vec![]);
    assert_eq!(input.tick(1750), vec![step(Direction::Right)]);
    // A late tick: one step, and the next on the original beat.
    assert_eq!(input.tick(2600), vec![step(Direction::Right)]);
    assert_eq!(input.next_repeat_at(), Some(2750));
    // Releasing another button changes nothing; releasing this one stops it.
    input.on_event(&PadEvent::Released(PadButton::DPadLeft), 2700);
    assert_eq!(input.next_repeat_at(), Some(2750));
    input.on_event(&PadEvent::Released(PadButton::DPadRight), 2700);
    assert_eq!(input.next_repeat_at(), None);
    assert_eq!(input.tick(5000), vec![]);
}

#[test]
fn non_step_buttons_do_not_repeat_and_newest_direction_wins() {
    let mut input = pad();
    input.on_event(&PadEvent::Pressed(PadButton::South), 0);
    assert_eq!(input.next_repeat_at(), None);
    input.on_event(&PadEvent::Pressed(PadButton::DPadUp), 0);
    input.on_event(&PadEvent::Pressed(PadButton::DPadLeft), 100);
    assert_eq!(input.next_repeat_at(), Some(600));
    input.on_event(&PadEvent::Released(PadButton::DPadUp), 200);
    assert_eq!(input.tick(600), vec![step(Direction::Left)]);
}

#[test]
fn repeat_timing_follows_the_map() {
    let map =
        GamepadMap::with_overrides("[repeat]\ndelay-ms = 300\ninterval-ms = 100\n").expect("map");
    let mut input = GamepadInput::new(map);
    input.on_event(&PadEvent::Pressed(PadButton::DPadDown), 0);
    let times: Vec<u64> = (0..4)
        .map(|_| {
            let at = input.next_repeat_at().expect("held");
            assert_eq!(input.tick(at), vec![step(Direction::Down)]);
            at
        })
        .collect();
    assert_eq!(times, vec![300, 400, 500, 600]);
}

#[test]
fn connect_and_disconnect_are_announced_and_let_go() {
    let mut input = pad();
    let on =
        PadEvent::from_gilrs(&EventType::Connected, "Xbox Wireless Controller").expect("event");
    assert_eq!(
        input.on_event(&on, 0),
        vec![PadOutput::Connected {
            name: "Xbox Wireless Controller".into()
        }]
    );
    input.on_event(&PadEvent::Pressed(PadButton::DPadUp), 10);
    assert!(input.next_repeat_at().is_some());
    let off =
        PadEvent::from_gilrs(&EventType::Disconnected, "Xbox Wireless Controller").expect("event");
    assert_eq!(
        input.on_event(&off, 20),
        vec![PadOutput::Disconnected {
            name: "Xbox Wireless Controller".into()
        }]
    );
    assert_eq!(
        input.next_repeat_at(),
        None,
        "a lost pad does not keep stepping"
    );
    assert_eq!(input.tick(10_000), vec![]);
}

#[test]
fn user_overrides_button_by_button() {
    let map = GamepadMap::with_overrides(
        "[buttons]\nleft-shoulder = \"previous-knight\"\nselect = \"unbound\"\nmode = \"quit\"\n",
    )
    .expect("map");
    assert_eq!(
        map.lookup(PadButton::LeftShoulder),
        KeyAction::from_name("previous-knight")
    );
    assert_eq!(map.lookup(PadButton::Select), None);
    assert_eq!(map.lookup(PadButton::Mode), Some(BoardAction::Quit.into()));
    assert_eq!(
        map.lookup(PadButton::South),
        Some(BoardAction::LiftPlaceOrAnnounce.into())
    );
}

fn error(text: &str) -> (Option<usize>, GamepadMapErrorKind, String) {
    let e = GamepadMap::with_overrides(text).expect_err(text);
    (e.line, e.kind.clone(), e.to_string())
}

#[test]
fn bad_files_name_the_line_and_the_problem() {
    let (line, kind, msg) = error("[buttons]\nsouth = \"cancel\"\nbutton-a = \"cancel\"\n");
    assert_eq!(line, Some(3));
    assert_eq!(kind, GamepadMapErrorKind::UnknownButton("button-a".into()));
    assert!(
        msg.starts_with("gamepad map line 3: \"button-a\" is not a gamepad button"),
        "{msg}"
    );

    let (line, kind, msg) = error("[buttons]\n\nnorth = \"say-everything\"\n");
    assert_eq!(line, Some(3));
    assert!(matches!(kind, GamepadMapErrorKind::UnknownAction { .. }));
    assert!(
        msg.contains("\"say-everything\" (for north) is not a board action"),
        "{msg}"
    );

    let (line, _, msg) = error("[stick]\nthreshold = 1.5\n");
    assert_eq!(line, Some(2));
    assert!(
        msg.contains("stick.threshold = 1.5: must be between 0 and 1"),
        "{msg}"
    );

    let (line, _, msg) = error("[stick]\ndead-zone = 0.7\n");
    assert_eq!(line, Some(2));
    assert!(msg.contains("must be less than stick.threshold"), "{msg}");

    let (line, _, msg) = error("[repeat]\ndelay-ms = 100\ninterval-ms = 0\n");
    assert_eq!(line, Some(3));
    assert!(
        msg.contains("repeat.interval-ms = 0: must be from 10 to 60000"),
        "{msg}"
    );

    let (line, _, _) = error("[repeat]\ndelay-ms = -1\n");
    assert_eq!(line, Some(2));

    let (line, kind, _) = error("[stick]\nspeed = 3\n");
    assert_eq!(line, Some(2));
    assert!(matches!(kind, GamepadMapErrorKind::Syntax(_)));

    let (line, kind, _) = error("[buttons]\nsouth = 3\n");
    assert_eq!(line, Some(2));
    assert!(matches!(kind, GamepadMapErrorKind::Syntax(_)));

    let (line, _, _) = error("[buttons\n");
    assert_eq!(line, Some(1));

    let (_, kind, _) = error("[axes]\n");
    assert!(matches!(kind, GamepadMapErrorKind::Syntax(_)));
}
