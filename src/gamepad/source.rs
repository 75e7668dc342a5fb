//! The real pads, through gilrs: a thin shell around [`GamepadInput`].

use super::input::{GamepadInput, PadEvent, PadOutput};
use super::map::GamepadMap;
use crate::rules::Millis;
use gilrs::{Event, GamepadId, Gilrs};
use std::collections::HashMap;
use std::time::Duration;

/// Gamepads cannot be used on this system; the window says so once and goes
/// on without them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("gamepads are not available: {0}")]
pub struct GamepadUnavailable(pub String);

/// The name used for a pad the system gives no name for.
const NO_NAME: &str = "gamepad";

/// Owns the gilrs context and feeds its events to a [`GamepadInput`].
///
/// Call [`GamepadSource::poll`] with the current time whenever the window
/// wakes, and wake no later than [`GamepadSource::next_repeat_at`] while a
/// direction is held. gilrs has no file descriptor to wait on, so a window
/// that sleeps for long should also poll a few times a second (or run
/// [`GamepadSource::wait`] on its own thread).
pub struct GamepadSource {
    gilrs: Gilrs,
    input: GamepadInput,
    names: HashMap<GamepadId, String>,
    pending: Option<Event>,
}

impl std::fmt::Debug for GamepadSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GamepadSource")
            .field("input", &self.input)
            .field("names", &self.names)
            .finish_non_exhaustive()
    }
}

impl GamepadSource {
    /// Opens gilrs with its default filters (D-pad hats as buttons, stick
    /// jitter and dead zone). No pad attached is fine: one may come later.
    /// Without force feedback, which tactus never asks for: its thread
    /// would wake 20 times a second for nothing.
    pub fn new(map: GamepadMap) -> Result<GamepadSource, GamepadUnavailable> {
        match gilrs::GilrsBuilder::new()
            .with_force_feedback(false)
            .build()
        {
            Ok(gilrs) => Ok(GamepadSource::with_gilrs(gilrs, map)),
            Err(gilrs::Error::NotImplemented(_)) => Err(GamepadUnavailable(
                "this platform has no gamepad support".to_owned(),
            )),
            Err(e) => Err(GamepadUnavailable(e.to_string())),
        }
    }

    /// A source reading from a gilrs context built by the caller (tests
    /// inject events into one built with `with_default_filters(false)`).
    pub fn with_gilrs(gilrs: Gilrs, map: GamepadMap) -> GamepadSource {
        let names = gilrs
            .gamepads()
            .map(|(id, pad)| (id, pad.name().to_owned()))
            .collect();
        GamepadSource {
            gilrs,
            input: GamepadInput::new(map),
            names,
            pending: None,
        }
    }

    /// The gilrs context (to inject events in tests, or for rumble).
    pub fn gilrs_mut(&mut self) -> &mut Gilrs {
        &mut self.gilrs
    }

    /// The names of the pads connected now, for "gamepad … ready" at start.
    pub fn connected_names(&self) -> Vec<String> {
        self.gilrs
            .gamepads()
            .map(|(_, pad)| pad.name().to_owned())
            .collect()
    }

    /// Every pending pad event turned into outputs, then the repeats due by
    /// `now` ([`GamepadInput::tick`]).
    pub fn poll(&mut self, now: Millis) -> Vec<PadOutput> {
        let mut out = Vec::new();
        while let Some(event) = self.pending.take().or_else(|| self.gilrs.next_event()) {
            let name = self.name_of(&event);
            if let Some(pad_event) = PadEvent::from_gilrs(&event.event, &name) {
                out.extend(self.input.on_event(&pad_event, now));
            }
            self.gilrs.inc();
        }
        out.extend(self.input.tick(now));
        out
    }

    /// When the held direction next repeats (see [`GamepadInput::next_repeat_at`]).
    pub fn next_repeat_at(&self) -> Option<Millis> {
        self.input.next_repeat_at()
    }

    /// Blocks until a pad event is pending or `timeout` has passed; true if
    /// an event is pending. The event is kept for the next [`GamepadSource::poll`].
    pub fn wait(&mut self, timeout: Duration) -> bool {
        if self.pending.is_none() {
            self.pending = self.gilrs.next_event_blocking(Some(timeout));
        }
        self.pending.is_some()
    }

    /// The pad's name, remembered from its connection so that a lost pad
    /// can still be named.
    fn name_of(&mut self, event: &Event) -> String {
        use gilrs::EventType;
        let known = self
            .gilrs
            .connected_gamepad(event.id)
            .map(|p| p.name().to_owned());
        match event.event {
            EventType::Connected => {
                let name = known.unwrap_or_else(|| NO_NAME.to_owned());
                self.names.insert(event.id, name.clone());
                name
            }
            EventType::Disconnected => self
                .names
                .remove(&event.id)
                .or(known)
                .unwrap_or_else(|| NO_NAME.to_owned()),
            _ => known
                .or_else(|| self.names.get(&event.id).cloned())
                .unwrap_or_else(|| NO_NAME.to_owned()),
        }
    }
}
