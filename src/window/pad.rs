//! The gamepad in the board window: a [`GamepadSource`] opened at the
//! start, polled whenever the window wakes, its actions handed on exactly
//! like a key's and its pads connected or lost announced.
//!
//! gilrs gives nothing winit can wait on, so while a pad is connected the
//! window wakes every [`POLL_CONNECTED`] (and when a held direction repeats);
//! with none connected only every [`POLL_IDLE`], to notice one plugged in,
//! which keeps the idle window at next to no CPU. Without gilrs at all
//! ([`GamepadSource::new`] fails) this is said once and nothing is polled.

use std::time::Duration;

use crate::gamepad::{GamepadMap, GamepadSource, PadOutput};
use crate::keymap::KeyAction;
use crate::notation::{Lang, format_message};
use crate::rules::Millis;

/// How often the pads are read while one is connected.
pub const POLL_CONNECTED: Duration = Duration::from_millis(150);
/// How often gilrs is asked for a newly connected pad while none is.
pub const POLL_IDLE: Duration = Duration::from_millis(1000);

/// What the window does with one [`PadOutput`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PadEffect {
    /// Carry out the action, as its key would.
    Act(KeyAction),
    /// Say this sentence.
    Say(String),
    /// Listen for a move said aloud while held (`true`), or stop.
    Listen(bool),
}

/// What `output` means for the window, with its words in `lang`.
pub fn effect(output: &PadOutput, lang: Lang) -> PadEffect {
    match output {
        PadOutput::Action(a) => PadEffect::Act(*a),
        PadOutput::Listen(down) => PadEffect::Listen(*down),
        PadOutput::Connected { name } => PadEffect::Say(format_message(
            lang,
            "gamepad-connected",
            &[("name", name.as_str().into())],
        )),
        PadOutput::Disconnected { name } => PadEffect::Say(format_message(
            lang,
            "gamepad-disconnected",
            &[("name", name.as_str().into())],
        )),
    }
}

/// The sentence said once when gamepads cannot be used at all.
pub fn unavailable(reason: &str, lang: Lang) -> String {
    format_message(lang, "gamepad-unavailable", &[("reason", reason.into())])
}

/// The window's gamepads: the source, if gilrs works here, and how many
/// pads are connected.
#[derive(Debug)]
pub struct Pads {
    source: Option<GamepadSource>,
    connected: usize,
}

impl Pads {
    /// Opens gilrs with `map`. Returns the pads and what to say first: each
    /// pad already connected, or why there are no gamepads.
    pub fn open(map: GamepadMap, lang: Lang) -> (Pads, Vec<String>) {
        match GamepadSource::new(map) {
            Ok(source) => {
                let names = source.connected_names();
                let said = names
                    .iter()
                    .map(|name| {
                        format_message(lang, "gamepad-connected", &[("name", name.as_str().into())])
                    })
                    .collect();
                let pads = Pads {
                    connected: names.len(),
                    source: Some(source),
                };
                (pads, said)
            }
            Err(e) => (Pads::none(), vec![unavailable(&e.0, lang)]),
        }
    }

    /// No gamepads (gilrs unavailable, or in tests).
    pub fn none() -> Pads {
        Pads {
            source: None,
            connected: 0,
        }
    }

    /// Everything the pads did up to `now`.
    pub fn poll(&mut self, now: Millis) -> Vec<PadOutput> {
        let Some(source) = self.source.as_mut() else {
            return Vec::new();
        };
        let out = source.poll(now);
        if !out.is_empty() {
            self.connected = source.connected_names().len();
        }
        out
    }

    /// How long the window may sleep, as far as the pads go, at `now`: until
    /// a held direction repeats, and no longer than [`POLL_CONNECTED`] while
    /// a pad is connected or [`POLL_IDLE`] while none is. `None` without gilrs.
    pub fn wait(&self, now: Millis) -> Option<Duration> {
        let source = self.source.as_ref()?;
        let poll = if self.connected > 0 {
            POLL_CONNECTED
        } else {
            POLL_IDLE
        };
        let repeat = source
            .next_repeat_at()
            .map(|at| Duration::from_millis(at.saturating_sub(now)));
        Some(repeat.map_or(poll, |r| r.min(poll)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_pass_through_and_pads_are_announced_in_each_language() {
        let a = crate::keymap::BoardAction::NextOwnPiece.into();
        assert_eq!(effect(&PadOutput::Action(a), Lang::En), PadEffect::Act(a));
        let on = PadOutput::Connected {
            name: "Xbox Controller".to_owned(),
        };
        let off = PadOutput::Disconnected {
            name: "Xbox Controller".to_owned(),
        };
        let said = |o: &PadOutput, lang| match effect(o, lang) {
            PadEffect::Say(text) => text.replace(['\u{2068}', '\u{2069}'], ""),
            other => format!("{other:?}"),
        };
        assert_eq!(said(&on, Lang::En), "Gamepad connected: Xbox Controller");
        assert_eq!(
            said(&off, Lang::En),
            "Gamepad disconnected: Xbox Controller"
        );
        assert_eq!(said(&on, Lang::De), "Gamepad verbunden: Xbox Controller");
        assert_eq!(said(&off, Lang::De), "Gamepad getrennt: Xbox Controller");
        assert_eq!(said(&on, Lang::Es), "Mando conectado: Xbox Controller");
        assert_eq!(said(&off, Lang::Es), "Mando desconectado: Xbox Controller");
    }

    #[test]
    fn no_gilrs_is_said_once_and_never_wakes_the_window() {
        let text = unavailable("no udev", Lang::En).replace(['\u{2068}', '\u{2069}'], "");
        assert!(
            text.starts_with("Gamepads are not available: no udev"),
            "{text}"
        );
        let mut pads = Pads::none();
        assert_eq!(pads.poll(0), Vec::new());
        assert_eq!(pads.wait(0), None);
    }
}
