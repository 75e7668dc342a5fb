//! What the clock window's keys, key map and gamepads do: a key goes to
//! the open command line or presses a button; the key map's `clock-left`
//! and `clock-right` keys and the gamepad's shoulders press theirs; a line
//! run goes to the same parser as `tactus clock --tty`.

use winit::event::{ElementState, KeyEvent};
use winit::event_loop::ActiveEventLoop;
use winit::keyboard::{KeyCode, PhysicalKey};

use super::ClockWindow;
use crate::clock::buttons::{Button, button_of};
use crate::clock::cmdline::{OPEN_KEY, edit_key};
use crate::clock::pads::PadNews;
use crate::keymap::{KeyAction, WindowAction};
use crate::speech::phrase::ClockNote;
use crate::table::{Command, TableSide};
use crate::window::editor::Edited;
use crate::window::keys::chord_of;

impl ClockWindow {
    /// A clock button pressed.
    pub(super) fn press(&mut self, button: Button) {
        let command = match button {
            Button::Side(side) => Command::Button(side),
            Button::Running => Command::Press(None),
        };
        let now = self.front.now();
        let mut said = self.front.due(now);
        said.extend(self.front.command(command, now));
        self.front.listen_for_now();
        self.tell(&said);
        self.refresh(false);
    }

    /// A line run as `tactus clock --tty` runs it.
    pub(super) fn run_line(&mut self, line: &str, el: &ActiveEventLoop) {
        let said = self.front.line(line);
        self.front.listen_for_now();
        self.tell(&said);
        if self.front.quit {
            el.exit();
            return;
        }
        self.refresh(false);
    }

    /// A key pressed: to the open command line, else the window's keys
    /// (the command line's, F1 for help) and the clock's buttons.
    pub(super) fn key(&mut self, event: &KeyEvent, el: &ActiveEventLoop) {
        if event.state != ElementState::Pressed {
            return;
        }
        if self.front.offer_pending() && !self.line.is_open() && !event.repeat {
            return self.answer_by_key(event, el);
        }
        let bound = self.bound_button(event);
        // A key that types nothing (a foot switch's) presses even while
        // the line is open.
        let types = event.text.as_ref().is_some_and(|t| !t.trim().is_empty());
        if let Some(side) = bound
            && !event.repeat
            && !(self.line.is_open() && types)
        {
            self.press(Button::Side(side));
            return;
        }
        if self.line.is_open() {
            match self.line.key(edit_key(event, self.modifiers)) {
                Edited::Run(line) => self.run_line(&line, el),
                Edited::Changed | Edited::Closed => self.refresh(false),
            }
            return;
        }
        if event.repeat {
            return;
        }
        let PhysicalKey::Code(code) = event.physical_key else {
            return;
        };
        if code == OPEN_KEY {
            self.line.open();
            let opened = self.front.note(ClockNote::LineOpened);
            self.tell(&[opened]);
            self.refresh(false);
        } else if code == KeyCode::F1 {
            let keys = self.front.note(ClockNote::WindowKeys);
            self.tell(&[keys]);
            self.run_line("help", el);
        } else if let Some(button) = button_of(code) {
            self.press(button);
        }
    }

    /// A key while the start's question waits: R resumes the saved game,
    /// N begins a new one (the line's `r` and `n`), the command line and
    /// F1 are there as ever; any other key asks again.
    fn answer_by_key(&mut self, event: &KeyEvent, el: &ActiveEventLoop) {
        let PhysicalKey::Code(code) = event.physical_key else {
            return;
        };
        match code {
            KeyCode::KeyR => self.run_line("r", el),
            KeyCode::KeyN => self.run_line("n", el),
            OPEN_KEY => {
                self.line.open();
                let opened = self.front.note(ClockNote::LineOpened);
                self.tell(&[opened]);
                self.refresh(false);
            }
            KeyCode::F1 => {
                let keys = self.front.note(ClockNote::WindowKeys);
                let question = self.front.question();
                self.tell(&[keys, question]);
                self.refresh(false);
            }
            // A modifier alone, an arrow: nothing.
            _ if event.text.is_none() && self.bound_button(event).is_none() => {}
            _ => {
                let question = self.front.question();
                self.tell(&[question]);
                self.refresh(false);
            }
        }
    }

    /// The clock button the key map gives the key with the modifiers held.
    pub(super) fn bound_button(&self, event: &KeyEvent) -> Option<TableSide> {
        let chord = chord_of(event.physical_key, self.modifiers)?;
        match self.keymap.lookup(&chord)? {
            KeyAction::Window(WindowAction::ClockLeft) => Some(TableSide::Left),
            KeyAction::Window(WindowAction::ClockRight) => Some(TableSide::Right),
            _ => None,
        }
    }

    /// What a gamepad did.
    pub(super) fn pad(&mut self, news: PadNews) {
        let note = match news {
            PadNews::Press(side) => return self.press(Button::Side(side)),
            PadNews::Connected(name) => ClockNote::PadConnected(name),
            PadNews::Disconnected(name) => ClockNote::PadDisconnected(name),
            PadNews::Unavailable(reason) => ClockNote::PadUnavailable(reason),
        };
        let said = self.front.note(note);
        self.tell(&[said]);
        self.refresh(false);
    }
}
