//! A key or gamepad button in the window: to the help, the settings
//! dialog, review mode or the command line while one is open, to the
//! start's question while it waits, else to what the key map binds it to
//! (the board's actions in the session, the window's own here: the help,
//! the settings, the command line, zoom, full screen, review).

use winit::event::{ElementState, KeyEvent};
use winit::event_loop::ActiveEventLoop;
use winit::keyboard::{Key, NamedKey};
use winit::window::Fullscreen;

use super::super::editor::{EditKey, Edited};
use super::super::render::step_zoom;
use super::super::settings::{SettingsDialog, key_of};
use super::App;
use crate::app::driver::Choice;
use crate::input::Action;
use crate::keymap::{BoardAction, KeyAction, WindowAction};
use crate::notation::Lang;

/// The zoom said in `lang`: "Zoom 150 percent.", and when it is the
/// `largest` the window allows, that it goes no further.
fn zoom_words(zoom: f32, largest: bool, lang: Lang) -> String {
    let percent = (zoom * 100.0).round() as u32;
    let id = if largest {
        "window-zoom-largest"
    } else {
        "window-zoom"
    };
    crate::notation::format_message(lang, id, &[("percent", percent.into())])
}

/// Whether `key` is a modifier alone, on its way to a chord.
fn is_modifier(key: &Key) -> bool {
    matches!(
        key,
        Key::Named(NamedKey::Shift | NamedKey::Control | NamedKey::Alt | NamedKey::Super)
    )
}

impl App {
    pub(super) fn key(&mut self, event: &KeyEvent, el: &ActiveEventLoop) {
        if event.state != ElementState::Pressed {
            return;
        }
        let action = self.bound(event);
        if self.driver.offer_pending()
            && !self.editor.is_open()
            && !self.help.is_open()
            && self.answer_offer(event, action, el)
        {
            return;
        }
        if self.help.is_open() {
            let opens = action == Some(WindowAction::Help.into());
            let chord = super::super::keys::chord_of(event.physical_key, self.modifiers);
            let key = super::super::help_list::key_of(&event.logical_key, chord, opens);
            self.in_help(key, el);
            return;
        }
        if self.dialog.is_open() {
            let opens = action == Some(WindowAction::Settings.into());
            let key = key_of(&event.logical_key, self.modifiers.shift_key(), opens);
            self.in_dialog(key, el);
            return;
        }
        if self.review.is_some() {
            if !is_modifier(&event.logical_key) {
                self.in_review(action, el);
            }
            return;
        }
        if self.editor.is_open() {
            self.edit(event, el);
            return;
        }
        if let Some(action) = action {
            self.act(action, el);
        }
    }

    /// A key while the start's question waits (an unfinished game is
    /// saved): R or Enter resumes it, N begins a new game, a modifier alone
    /// does nothing, quitting, help and the command line work as always,
    /// and any other key asks again. Returns whether the key was taken.
    fn answer_offer(
        &mut self,
        event: &KeyEvent,
        action: Option<KeyAction>,
        el: &ActiveEventLoop,
    ) -> bool {
        match &event.logical_key {
            key if is_modifier(key) => return true,
            _ if matches!(
                action,
                Some(
                    KeyAction::Board(BoardAction::Quit)
                        | KeyAction::Window(WindowAction::Help | WindowAction::CommandLine)
                )
            ) =>
            {
                return false;
            }
            Key::Character(c) if c.eq_ignore_ascii_case("r") && !self.modifiers.control_key() => {
                self.driver.choose(Choice::Resume);
            }
            Key::Named(NamedKey::Enter) => {
                self.driver.choose(Choice::Resume);
            }
            Key::Character(c) if c.eq_ignore_ascii_case("n") && !self.modifiers.control_key() => {
                self.driver.choose(Choice::New);
            }
            _ => {
                self.driver.repeat_offer(true);
            }
        }
        self.show(el);
        true
    }

    /// The board action the key map binds to the key with the modifiers
    /// held now.
    fn bound(&self, event: &KeyEvent) -> Option<KeyAction> {
        let chord = super::super::keys::chord_of(event.physical_key, self.modifiers)?;
        self.keymap.lookup(&chord)
    }

    /// A key for the open command line: Enter runs the line as a `tactus
    /// tty` line (its answer is said), Escape closes it, the rest edits it.
    fn edit(&mut self, event: &KeyEvent, el: &ActiveEventLoop) {
        let m = self.modifiers;
        let key = match &event.logical_key {
            Key::Named(NamedKey::Enter) => EditKey::Enter,
            Key::Named(NamedKey::Escape) => EditKey::Escape,
            Key::Named(NamedKey::Backspace) => EditKey::Backspace,
            _ if m.control_key() || m.alt_key() => EditKey::Other,
            _ => match &event.text {
                Some(text) => EditKey::Text(text.to_string()),
                None => EditKey::Other,
            },
        };
        match self.editor.key(key) {
            Edited::Run(line) => {
                self.driver.run_line(&line);
            }
            Edited::Changed | Edited::Closed => {}
        }
        self.show(el);
    }

    /// Carries out what a key or a gamepad button is bound to: the
    /// window's own actions here, the board's in the session.
    pub(super) fn act(&mut self, action: KeyAction, el: &ActiveEventLoop) {
        if self.dialog.is_open() {
            // A gamepad's button: the dialog takes it.
            self.in_dialog(super::super::settings::key_of_action(action), el);
            return;
        }
        if self.help.is_open() {
            self.in_help(super::super::help_list::key_of_action(action), el);
            return;
        }
        if self.review.is_some() {
            self.in_review(Some(action), el);
            return;
        }
        match action {
            KeyAction::Window(window) => self.window_action(window, el),
            KeyAction::Board(board) => {
                self.driver.dispatch(Action::Board(board));
                self.show(el);
            }
        }
    }

    /// The window's own actions: the help, the settings, the command line,
    /// zoom, full screen and review. The game is not touched.
    fn window_action(&mut self, action: WindowAction, el: &ActiveEventLoop) {
        let lang = self.driver.session().settings().lang;
        match action {
            WindowAction::Settings => {
                let settings = *self.driver.session().settings();
                let said = self.dialog.open(&settings, &self.phrases);
                // The screen reader reads the setting it focuses by itself:
                // it is told only how the dialog is used.
                self.driver.say_at_focus(&said);
                if let Some(access) = &mut self.access {
                    access.announce_text(&SettingsDialog::instructions(&self.phrases));
                }
            }
            WindowAction::Help => {
                let said = self.help.open(&self.keymap, &self.pad_map, lang);
                // The screen reader reads the item it focuses by itself.
                self.driver.say_at_focus(&said);
                let instructions = self.help.instructions();
                if let Some(access) = &mut self.access {
                    access.announce_text(&instructions);
                }
            }
            WindowAction::CommandLine => {
                // Only its opening is said; the typed characters are not.
                self.editor.open();
                let opened = super::super::help::describe(KeyAction::Window(action), lang);
                self.say_text(&opened, el);
                return;
            }
            WindowAction::ZoomIn | WindowAction::ZoomOut => {
                let inward = action == WindowAction::ZoomIn;
                let (zoom, largest) = step_zoom(self.zoom, inward, self.size.0, self.size.1);
                self.zoom = zoom;
                // Said at the end of the range too: the player learns that
                // it goes no further.
                let words = zoom_words(zoom, largest && inward, lang);
                self.say_text(&words, el);
                return;
            }
            WindowAction::Review => {
                self.open_review(el);
                return;
            }
            WindowAction::FullScreen => {
                if let Some(w) = &self.window {
                    let full = w.fullscreen().is_some();
                    w.set_fullscreen((!full).then_some(Fullscreen::Borderless(None)));
                }
            }
            // The clock window's buttons: nothing on the board.
            WindowAction::ClockLeft | WindowAction::ClockRight => return,
        }
        self.show(el);
    }
}

#[cfg(test)]
mod tests {
    use super::zoom_words;
    use crate::notation::Lang;

    #[test]
    fn the_zoom_is_said_in_every_language() {
        assert_eq!(zoom_words(1.5, false, Lang::En), "Zoom 150 percent.");
        assert_eq!(zoom_words(1.25, false, Lang::De), "Zoom 125 Prozent.");
        assert_eq!(zoom_words(3.0, false, Lang::Es), "Zoom al 300 por ciento.");
        assert!(zoom_words(3.0, true, Lang::En).starts_with("Zoom 300 percent, the most"));
        assert!(zoom_words(2.0, true, Lang::De).starts_with("Zoom 200 Prozent, mehr"));
        assert!(zoom_words(2.0, true, Lang::Es).starts_with("Zoom al 200 por ciento, el máximo"));
    }
}
