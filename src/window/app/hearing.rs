//! Moves said aloud in the window (`--listen`): while V (or the gamepad's
//! right stick, pressed in) is held the microphone listens; released, the
//! phrase is read against the moves of the position, set when the key went
//! down, and what it meant goes to the driver as a typed move would. The
//! ears tell from their own threads: each telling wakes the event loop
//! ([`Wake::Heard`](super::super::wake::Wake::Heard)) and is handled here,
//! on the window's thread.
//!
//! While the key is held the panel shows "Listening" above the lines said,
//! and a short earcon marks the press: nothing is spoken, so the player's
//! own voice is not talked over. A fault is said once.

use winit::event::{ElementState, KeyEvent};
use winit::event_loop::ActiveEventLoop;
use winit::keyboard::{KeyCode, PhysicalKey};

use super::App;
use crate::audio::earcon::Earcon;
use crate::hearing::{Ears, Hearing, HearingError};

/// The window's ears: open or why not, and whether the key is held.
#[derive(Default)]
pub(super) struct Listening {
    ears: Option<Ears>,
    /// Whether a fault was said (each is said once).
    fault_said: bool,
    /// Whether the key (or button) is held now.
    held: bool,
}

impl Listening {
    /// Whether the player holds the key to speak now.
    pub(super) fn held(&self) -> bool {
        self.held
    }
}

impl App {
    /// The window with the ears `--listen` opened (why they could not be
    /// is said at the greeting).
    pub fn with_ears(mut self, ears: Ears) -> App {
        self.hearing.ears = Some(ears);
        self
    }

    /// V pressed or released, outside the command line and the dialogs:
    /// taken for listening when the ears are open.
    pub(super) fn listen_key(&mut self, event: &KeyEvent, el: &ActiveEventLoop) -> bool {
        if event.physical_key != PhysicalKey::Code(KeyCode::KeyV)
            || self.hearing.ears.is_none()
            || !self.modifiers.is_empty()
            || self.editor.is_open()
            || self.dialog.is_open()
            || self.help.is_open()
        {
            return false;
        }
        if !event.repeat {
            self.listen(event.state == ElementState::Pressed, el);
        }
        true
    }

    /// Listening begins (`held`) or ends: the moves of the position set
    /// first, an earcon at the start, the panel's marker shown.
    pub(super) fn listen(&mut self, held: bool, el: &ActiveEventLoop) {
        let Some(ears) = &self.hearing.ears else {
            return;
        };
        if held == self.hearing.held {
            return;
        }
        if held {
            ears.set_phrases(self.driver.grammar().phrases());
        }
        // The key going down rises, its release falls, as a phrase's
        // start and end do in the line interface: the player knows when
        // the microphone listens, and no word is said over his own.
        if let Some(earcons) = self.driver.earcons() {
            let _ = earcons.play(if held {
                Earcon::HearingBegan
            } else {
                Earcon::HearingEnded
            });
        }
        ears.hold(held);
        self.hearing.held = held;
        self.show(el);
    }

    /// What the ears told, on the window's thread.
    pub(super) fn heard(&mut self, hearing: Hearing, el: &ActiveEventLoop) {
        match hearing {
            Hearing::Began | Hearing::Ended => {}
            Hearing::Phrase(hypotheses) => {
                self.driver.hear(&hypotheses);
                self.show(el);
            }
            Hearing::Failed(e) => {
                if !matches!(e, HearingError::UnknownWord(_)) {
                    self.hearing.ears = None;
                    self.hearing.held = false;
                }
                self.hearing_fault(&e, el);
            }
        }
    }

    fn hearing_fault(&mut self, e: &HearingError, el: &ActiveEventLoop) {
        if self.hearing.fault_said {
            return;
        }
        self.hearing.fault_said = true;
        let lang = self.driver.session().settings().lang;
        self.say_text(&e.words(lang), el);
    }
}
