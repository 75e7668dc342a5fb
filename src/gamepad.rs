//! Gamepads (through gilrs) as another way to give [`BoardAction`]s.
//!
//! The mapping is data: `assets/gamepad.toml` (bundled) binds buttons to
//! the actions of the key map, by the same names, and sets how the left
//! stick moves the cursor and how a held direction repeats. The user's own
//! file of the same form is laid over it button by button:
//!
//! ```toml
//! [buttons]
//! left-shoulder = "previous-knight"
//! right-shoulder = "next-knight"
//! mode = "unbound"
//!
//! [repeat]
//! interval-ms = 400
//! ```
//!
//! Buttons are [`PadButton`]s, named by their place on the pad; gilrs's
//! buttons become them in one place, [`pad_button`], as winit's keys
//! become [`KeyName`]s in the window.
//!
//! [`GamepadInput`] is pure: a [`PadEvent`] and the current time in, a list
//! of [`PadOutput`]s out (actions, and pads connected or lost, which the
//! window announces). [`GamepadSource`] owns the gilrs context and feeds it.
//!
//! The default buttons, by place on the pad: D-pad and left stick (eight
//! directions) move the cursor; south (A) lifts, places or announces; east
//! (B) cancels; west (X) says the square; north (Y) the last move; the
//! shoulders go back and forth through the player's own pieces; the left
//! trigger says his clock, the right one his opponent's; start opens the
//! settings; select the help; the right stick pressed in, held, listens
//! for a move said aloud (`--listen`).
//!
//! [`BoardAction`]: crate::keymap::BoardAction
//! [`KeyName`]: crate::keymap::KeyName

mod button;
mod input;
mod map;
mod source;

pub use button::{PadButton, UnknownButton};
pub use input::{GamepadInput, LISTEN_BUTTON, PadEvent, PadOutput, pad_button, stick_direction};
pub use map::{
    DEFAULT_GAMEPAD_MAP, GamepadMap, GamepadMapError, GamepadMapErrorKind, RepeatSettings,
    StickSettings, UNBOUND,
};
pub use source::{GamepadSource, GamepadUnavailable};
