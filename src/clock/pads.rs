//! The gamepad's shoulder buttons as the clock's two buttons: the left
//! shoulder presses the left button, the right shoulder the right one.
//! gilrs runs on a thread of its own that blocks until a pad does
//! something (no polling, so a clock with no pad attached costs nothing)
//! and sends what happened to the window's event loop.

use std::time::Duration;

use gilrs::{EventType, GilrsBuilder};

use crate::gamepad::{PadButton, pad_button};
use crate::table::TableSide;

/// What the gamepads tell the clock window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PadNews {
    /// A clock button pressed on a pad.
    Press(TableSide),
    /// A pad was connected: its name.
    Connected(String),
    /// A pad was lost: its name.
    Disconnected(String),
    /// Gamepads cannot be used here: why.
    Unavailable(String),
}

/// The clock button a pad's button presses: the shoulders, by their side.
pub fn side_of(button: PadButton) -> Option<TableSide> {
    match button {
        PadButton::LeftShoulder => Some(TableSide::Left),
        PadButton::RightShoulder => Some(TableSide::Right),
        _ => None,
    }
}

/// What a gilrs event means for the clock, `name` the pad's name.
pub fn news_of(event: &EventType, name: &str) -> Option<PadNews> {
    match event {
        EventType::ButtonPressed(button, _) => {
            pad_button(*button).and_then(side_of).map(PadNews::Press)
        }
        EventType::Connected => Some(PadNews::Connected(name.to_owned())),
        EventType::Disconnected => Some(PadNews::Disconnected(name.to_owned())),
        _ => None,
    }
}

/// Starts the pads' thread; `send` hands each piece of news to the window
/// and returns false once the window is gone, which ends the thread.
pub fn start(send: impl Fn(PadNews) -> bool + Send + 'static) {
    let spawned = std::thread::Builder::new()
        .name("gamepads".to_owned())
        .spawn(move || {
            let mut gilrs = match GilrsBuilder::new().with_force_feedback(false).build() {
                Ok(gilrs) => gilrs,
                Err(e) => {
                    send(PadNews::Unavailable(e.to_string()));
                    return;
                }
            };
            loop {
                let Some(event) = gilrs.next_event_blocking(None) else {
                    // gilrs has nothing to wait on: ask again later.
                    std::thread::sleep(Duration::from_secs(1));
                    continue;
                };
                let name = gilrs
                    .connected_gamepad(event.id)
                    .map_or_else(|| "gamepad".to_owned(), |pad| pad.name().to_owned());
                if let Some(news) = news_of(&event.event, &name)
                    && !send(news)
                {
                    return;
                }
            }
        });
    if let Err(e) = spawned {
        eprintln!("tactus: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gilrs::{Button, ev::Code};

    fn code() -> Code {
        serde_json::from_str::<Code>(r#"{"kind":1,"code":0}"#)
            .unwrap_or_else(|_| panic!("a gilrs code"))
    }

    #[test]
    fn the_shoulders_are_the_clock_buttons() {
        assert_eq!(side_of(PadButton::LeftShoulder), Some(TableSide::Left));
        assert_eq!(side_of(PadButton::RightShoulder), Some(TableSide::Right));
        assert_eq!(side_of(PadButton::South), None);
        assert_eq!(side_of(PadButton::LeftTrigger), None);
    }

    #[test]
    fn gilrs_events_become_presses_and_news() {
        let c = code();
        assert_eq!(
            news_of(&EventType::ButtonPressed(Button::LeftTrigger, c), "pad"),
            Some(PadNews::Press(TableSide::Left))
        );
        assert_eq!(
            news_of(&EventType::ButtonPressed(Button::RightTrigger, c), "pad"),
            Some(PadNews::Press(TableSide::Right))
        );
        assert_eq!(
            news_of(&EventType::ButtonPressed(Button::South, c), "pad"),
            None
        );
        assert_eq!(
            news_of(&EventType::ButtonReleased(Button::LeftTrigger, c), "pad"),
            None
        );
        assert_eq!(
            news_of(&EventType::Connected, "Foot pedal"),
            Some(PadNews::Connected("Foot pedal".into()))
        );
    }
}
