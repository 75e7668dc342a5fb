//! Gamepad events to board actions: pure, with the time passed in.

use super::button::PadButton;
use super::map::GamepadMap;
use crate::keymap::{BoardAction, KeyAction};
use crate::rules::Millis;
use crate::rules::tactile::Direction;
use gilrs::{Axis, Button, EventType};

/// What the pad did, in the few terms tactus cares about (a mirror of
/// [`gilrs::EventType`] with the pad's name attached to (dis)connections).
#[derive(Debug, Clone, PartialEq)]
pub enum PadEvent {
    /// A pad was plugged in or switched on.
    Connected {
        /// Its name, as the system gives it.
        name: String,
    },
    /// A pad was unplugged, switched off or ran out of battery.
    Disconnected {
        /// Its name, as the system gives it.
        name: String,
    },
    /// A button went down.
    Pressed(PadButton),
    /// A button came up.
    Released(PadButton),
    /// An axis moved to a value from -1 to 1 (sticks: right and up are positive).
    Axis(Axis, f32),
}

impl PadEvent {
    /// The tactus view of a gilrs event from the pad called `pad_name`;
    /// `None` for events that do nothing here (analog button values,
    /// repeats made by gilrs filters, dropped events, force feedback, a
    /// button gilrs does not know).
    pub fn from_gilrs(event: &EventType, pad_name: &str) -> Option<PadEvent> {
        match *event {
            EventType::Connected => Some(PadEvent::Connected {
                name: pad_name.to_owned(),
            }),
            EventType::Disconnected => Some(PadEvent::Disconnected {
                name: pad_name.to_owned(),
            }),
            EventType::ButtonPressed(b, _) => Some(PadEvent::Pressed(pad_button(b)?)),
            EventType::ButtonReleased(b, _) => Some(PadEvent::Released(pad_button(b)?)),
            EventType::AxisChanged(a, v, _) => Some(PadEvent::Axis(a, v)),
            _ => None,
        }
    }
}

/// The [`PadButton`] of a gilrs button; `None` for [`Button::Unknown`].
/// gilrs's shoulder buttons are its `LeftTrigger`/`RightTrigger`, its
/// triggers `LeftTrigger2`/`RightTrigger2`.
pub fn pad_button(button: Button) -> Option<PadButton> {
    Some(match button {
        Button::South => PadButton::South,
        Button::East => PadButton::East,
        Button::West => PadButton::West,
        Button::North => PadButton::North,
        Button::C => PadButton::C,
        Button::Z => PadButton::Z,
        Button::LeftTrigger => PadButton::LeftShoulder,
        Button::RightTrigger => PadButton::RightShoulder,
        Button::LeftTrigger2 => PadButton::LeftTrigger,
        Button::RightTrigger2 => PadButton::RightTrigger,
        Button::Select => PadButton::Select,
        Button::Start => PadButton::Start,
        Button::Mode => PadButton::Mode,
        Button::LeftThumb => PadButton::LeftStick,
        Button::RightThumb => PadButton::RightStick,
        Button::DPadUp => PadButton::DPadUp,
        Button::DPadDown => PadButton::DPadDown,
        Button::DPadLeft => PadButton::DPadLeft,
        Button::DPadRight => PadButton::DPadRight,
        Button::Unknown => return None,
    })
}

/// What the window should do about a pad event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PadOutput {
    /// Perform this action, as if its key had been pressed.
    Action(KeyAction),
    /// Say that a pad was connected.
    Connected {
        /// Its name.
        name: String,
    },
    /// Say that a pad was lost.
    Disconnected {
        /// Its name.
        name: String,
    },
    /// The button that listens for a move said aloud ([`LISTEN_BUTTON`],
    /// while the map binds it to nothing) went down (`true`) or up.
    Listen(bool),
}

/// The button held to say a move aloud (`--listen`): the right stick
/// pressed in, which the default map leaves free.
pub const LISTEN_BUTTON: PadButton = PadButton::RightStick;

/// What is holding a direction down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Holder {
    Button(PadButton),
    Stick,
}

/// A direction held: the step it repeats and when it next does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Held {
    by: Holder,
    direction: Direction,
    next_at: Millis,
}

/// Where the left stick is, as far as the cursor is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stick {
    /// Inside the dead zone, or never pushed past the threshold since.
    Centred,
    /// Past the threshold since this time; the direction is read once it settles.
    Settling(Millis),
    /// Pushed in this direction (the step has been given).
    Pushed(Direction),
}

/// Turns pad events into board actions, and holds the state that needs: the
/// stick's position and the direction held for auto-repeat.
///
/// It never reads a clock: every call takes the current time, and
/// [`GamepadInput::tick`] gives the repeats due by then. One state for all
/// pads: two pads pushed at once share one cursor.
///
/// ```
/// use tactus::gamepad::{GamepadInput, GamepadMap, PadButton, PadEvent, PadOutput};
/// use tactus::keymap::BoardAction;
/// let mut pad = GamepadInput::new(GamepadMap::default());
/// let out = pad.on_event(&PadEvent::Pressed(PadButton::East), 0);
/// assert_eq!(out, vec![PadOutput::Action(BoardAction::Cancel.into())]);
/// ```
#[derive(Debug, Clone)]
pub struct GamepadInput {
    map: GamepadMap,
    x: f32,
    y: f32,
    stick: Stick,
    held: Option<Held>,
}

/// The direction of a stick at (`x`, `y`), in eight 45-degree sectors
/// centred on the axes and the diagonals (up is positive `y`).
pub fn stick_direction(x: f32, y: f32) -> Direction {
    let sector = (y.atan2(x).to_degrees() / 45.0).round() as i32;
    match sector.rem_euclid(8) {
        0 => Direction::Right,
        1 => Direction::UpRight,
        2 => Direction::Up,
        3 => Direction::UpLeft,
        4 => Direction::Left,
        5 => Direction::DownLeft,
        6 => Direction::Down,
        _ => Direction::DownRight,
    }
}

/// An axis value made safe: non-finite values are 0, the rest clamped to -1…1.
fn clean(v: f32) -> f32 {
    if v.is_finite() {
        v.clamp(-1.0, 1.0)
    } else {
        0.0
    }
}

impl GamepadInput {
    /// Input through `map`, with no pad touched yet.
    pub fn new(map: GamepadMap) -> GamepadInput {
        GamepadInput {
            map,
            x: 0.0,
            y: 0.0,
            stick: Stick::Centred,
            held: None,
        }
    }

    /// The map in use.
    pub fn map(&self) -> &GamepadMap {
        &self.map
    }

    /// What `event` at time `now` makes the window do. Repeats of a held
    /// direction come from [`GamepadInput::tick`], not from here.
    pub fn on_event(&mut self, event: &PadEvent, now: Millis) -> Vec<PadOutput> {
        match event {
            PadEvent::Connected { name } => {
                self.let_go();
                vec![PadOutput::Connected { name: name.clone() }]
            }
            PadEvent::Disconnected { name } => {
                self.let_go();
                vec![PadOutput::Disconnected { name: name.clone() }]
            }
            PadEvent::Pressed(button) => {
                let Some(action) = self.map.lookup(*button) else {
                    return self.listen(*button, true);
                };
                if let KeyAction::Board(BoardAction::Step(direction)) = action {
                    self.hold(Holder::Button(*button), direction, now);
                }
                vec![PadOutput::Action(action)]
            }
            PadEvent::Released(button) => {
                if self.held.is_some_and(|h| h.by == Holder::Button(*button)) {
                    self.held = None;
                }
                self.listen(*button, false)
            }
            PadEvent::Axis(Axis::LeftStickX, v) => {
                self.x = clean(*v);
                self.stick_moved(now)
            }
            PadEvent::Axis(Axis::LeftStickY, v) => {
                self.y = clean(*v);
                self.stick_moved(now)
            }
            PadEvent::Axis(..) => Vec::new(),
        }
    }

    /// The steps due by `now`: the stick's first step once it has settled,
    /// and a held direction's repeats. A late call gives one step and
    /// schedules the next on the original beat, never a burst.
    pub fn tick(&mut self, now: Millis) -> Vec<PadOutput> {
        if let Stick::Settling(since) = self.stick
            && now >= since.saturating_add(self.map.stick.settle_ms)
        {
            return self.stick_settled(now);
        }
        let interval = self.map.repeat.interval_ms.max(1);
        match &mut self.held {
            Some(held) if now >= held.next_at => {
                let behind = (now - held.next_at) / interval;
                held.next_at = held
                    .next_at
                    .saturating_add((behind + 1).saturating_mul(interval));
                vec![PadOutput::Action(BoardAction::Step(held.direction).into())]
            }
            _ => Vec::new(),
        }
    }

    /// When [`GamepadInput::tick`] next has something to give, if anything
    /// is held: the window sleeps until then.
    pub fn next_repeat_at(&self) -> Option<Millis> {
        match self.stick {
            Stick::Settling(since) => Some(since.saturating_add(self.map.stick.settle_ms)),
            _ => self.held.map(|h| h.next_at),
        }
    }

    /// [`LISTEN_BUTTON`] down or up, while the map leaves it free.
    fn listen(&self, button: PadButton, down: bool) -> Vec<PadOutput> {
        if button == LISTEN_BUTTON && self.map.lookup(button).is_none() {
            vec![PadOutput::Listen(down)]
        } else {
            Vec::new()
        }
    }

    /// Forget the stick and any held direction (a pad came or went).
    fn let_go(&mut self) {
        self.x = 0.0;
        self.y = 0.0;
        self.stick = Stick::Centred;
        self.held = None;
    }

    /// `direction` is held by `by` from `now`: repeats start after the delay.
    fn hold(&mut self, by: Holder, direction: Direction, now: Millis) {
        self.held = Some(Held {
            by,
            direction,
            next_at: now.saturating_add(self.map.repeat.delay_ms),
        });
    }

    /// The stick's distance from the centre.
    fn reach(&self) -> f32 {
        self.x.hypot(self.y)
    }

    fn stick_moved(&mut self, now: Millis) -> Vec<PadOutput> {
        let reach = self.reach();
        if reach <= self.map.stick.dead_zone {
            self.stick = Stick::Centred;
            if self.held.is_some_and(|h| h.by == Holder::Stick) {
                self.held = None;
            }
            return Vec::new();
        }
        if reach < self.map.stick.threshold {
            return Vec::new();
        }
        match self.stick {
            Stick::Centred => {
                self.stick = Stick::Settling(now);
                if self.map.stick.settle_ms == 0 {
                    return self.stick_settled(now);
                }
                Vec::new()
            }
            Stick::Settling(_) => Vec::new(),
            Stick::Pushed(old) => {
                let direction = stick_direction(self.x, self.y);
                if direction == old {
                    return Vec::new();
                }
                self.stick = Stick::Pushed(direction);
                self.hold(Holder::Stick, direction, now);
                vec![PadOutput::Action(BoardAction::Step(direction).into())]
            }
        }
    }

    /// The stick has been out long enough: its direction gives a step, held.
    fn stick_settled(&mut self, now: Millis) -> Vec<PadOutput> {
        if self.reach() <= self.map.stick.dead_zone {
            self.stick = Stick::Centred;
            return Vec::new();
        }
        let direction = stick_direction(self.x, self.y);
        self.stick = Stick::Pushed(direction);
        self.hold(Holder::Stick, direction, now);
        vec![PadOutput::Action(BoardAction::Step(direction).into())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_right_stick_pressed_in_listens_while_held_unless_bound() {
        let mut pad = GamepadInput::new(GamepadMap::default());
        let down = pad.on_event(&PadEvent::Pressed(LISTEN_BUTTON), 0);
        assert_eq!(down, vec![PadOutput::Listen(true)]);
        let up = pad.on_event(&PadEvent::Released(LISTEN_BUTTON), 900);
        assert_eq!(up, vec![PadOutput::Listen(false)]);
        // Another button's release tells nothing.
        let other = pad.on_event(&PadEvent::Released(PadButton::South), 950);
        assert_eq!(other, Vec::new());
        // Bound by the player's own map, it is his action instead.
        let map = GamepadMap::with_overrides("[buttons]\nright-stick = \"help\"\n").unwrap();
        let mut pad = GamepadInput::new(map);
        let down = pad.on_event(&PadEvent::Pressed(LISTEN_BUTTON), 0);
        assert!(
            matches!(down.as_slice(), [PadOutput::Action(_)]),
            "{down:?}"
        );
        assert_eq!(
            pad.on_event(&PadEvent::Released(LISTEN_BUTTON), 9),
            Vec::new()
        );
    }
}
