//! The settings dialog and the help while they are open: a key moves
//! through them (said by the voice; a screen reader reads the row or item
//! it focuses by itself), changes a setting (made and said by the
//! session), or closes them; the synthesizer's voices come in the
//! background for the speaker's row.

use winit::event_loop::ActiveEventLoop;

use super::super::help_list::{HelpKey, HelpStep};
use super::super::settings::{DialogKey, DialogStep};
use super::App;
use crate::app::driver::Speakers;
use crate::event::SettingName;
use crate::input::Action;
use crate::notation::format_message;

impl App {
    /// A key for the open settings dialog: a move is said, a change made
    /// (and said) by the session, a close said.
    pub(super) fn in_dialog(&mut self, key: DialogKey, el: &ActiveEventLoop) {
        self.follow_words();
        // The voices are asked of the synthesizer in the background (it
        // can take seconds): until they come the keys go on working.
        let settings = *self.driver.session().settings();
        if self.dialog.needs_speakers(key, &settings) {
            let said = match self.driver.speakers_now() {
                Speakers::Ready(names) => {
                    self.dialog.set_speakers(names, &settings);
                    None
                }
                Speakers::Pending => {
                    self.awaiting_speakers = true;
                    Some(format_message(
                        settings.lang,
                        "settings-voices-looking",
                        &[],
                    ))
                }
                Speakers::Failed(why) => Some(format_message(
                    settings.lang,
                    "voices-unavailable",
                    &[("why", self.phrases.speech_fault(&why).into())],
                )),
            };
            if let Some(said) = said {
                self.say_text(&said, el);
                return;
            }
        }
        let settings = *self.driver.session().settings();
        let before = self.dialog.selected();
        match self.dialog.key(key, &settings, &self.phrases) {
            // Another setting: the screen reader reads the one it focuses.
            DialogStep::Say(text) if self.dialog.selected() != before => {
                self.driver.say_at_focus(&text);
                // On the speaker's row the voices are asked for at once.
                if self.dialog.selected() == Some(SettingName::Speaker)
                    && self.dialog.lacks_speakers(&settings)
                    && let Speakers::Ready(names) = self.driver.speakers_now()
                {
                    self.dialog.set_speakers(names, &settings);
                }
            }
            // The value again at an end, the closing: the focus stays, or
            // goes back to the board, so it is told.
            DialogStep::Say(text) | DialogStep::Closed(text) => {
                self.say_text(&text, el);
                return;
            }
            DialogStep::Change(value) => {
                self.driver.dispatch(Action::Setting(value));
            }
            DialogStep::Nothing => return,
        }
        self.show(el);
    }

    /// The voices, if the synthesizer answered: the speaker's row gets
    /// them, and a player who asked for them hears how many came (or why
    /// none).
    pub(super) fn poll_speakers(&mut self, el: &ActiveEventLoop) {
        let settings = *self.driver.session().settings();
        let said = match self.driver.speakers_now() {
            Speakers::Pending => return,
            Speakers::Ready(names) => {
                let count = names.len();
                self.dialog.set_speakers(names, &settings);
                format_message(
                    settings.lang,
                    "settings-voices-found",
                    &[("count", count.into())],
                )
            }
            Speakers::Failed(why) => format_message(
                settings.lang,
                "voices-unavailable",
                &[("why", self.phrases.speech_fault(&why).into())],
            ),
        };
        if std::mem::take(&mut self.awaiting_speakers)
            && self.dialog.selected() == Some(SettingName::Speaker)
        {
            self.say_text(&said, el);
        }
    }

    /// A key for the open help: a move to another item is said by the
    /// voice (a screen reader reads the item it focuses); what a key does,
    /// an end of the list and the closing are said to both.
    pub(super) fn in_help(&mut self, key: HelpKey, el: &ActiveEventLoop) {
        match self.help.key(key, &self.keymap) {
            HelpStep::Moved(text) => {
                self.driver.say_at_focus(&text);
                self.show(el);
            }
            HelpStep::Say(text) | HelpStep::Closed(text) => self.say_text(&text, el),
            HelpStep::Nothing => {}
        }
    }
}
