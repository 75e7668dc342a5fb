//! The settings dialog's rows in words: as said with their place
//! ("Language: English, 1 of 16"), as drawn ("Language: English") and as
//! published to screen readers, each in the [`Phrases`] the window keeps
//! for the player's style and language.

use super::SettingsDialog;
use crate::access_tree::DialogTree;
use crate::event::SettingName;
use crate::notation::format_message;
use crate::session::Settings;
use crate::session::settings::{SETTING_NAMES, VoiceKind};
use crate::speech::phrase::Phrases;

/// The open dialog as drawn and as published to screen readers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DialogView {
    /// "Settings".
    pub title: String,
    /// "Language: English", one per setting.
    pub rows: Vec<String>,
    /// The index of the selected row.
    pub selected: usize,
}

impl SettingsDialog {
    /// How the dialog is used, for a screen reader that reads the focused
    /// setting by itself: "Up and down choose, …".
    pub fn instructions(words: &Phrases) -> String {
        format_message(words.lang, "settings-instructions", &[])
    }

    /// The setting the dialog is on, as said: "Language: English, 1 of 16".
    pub fn spoken_row(&self, settings: &Settings, words: &Phrases) -> String {
        self.row_said(settings, words, self.row)
    }

    /// Row `row` as said, with its place: "Style: spoken, 2 of 16".
    fn row_said(&self, settings: &Settings, words: &Phrases, row: usize) -> String {
        let name = SETTING_NAMES[row];
        if self.shown_as_screen_reader(settings, name) {
            return format_message(
                words.lang,
                "setting-row",
                &[
                    ("name", words.setting_name(name).into()),
                    ("value", screen_reader_word(words).into()),
                    ("position", (row + 1).into()),
                    ("count", SETTING_NAMES.len().into()),
                ],
            );
        }
        words.setting_row(settings.get(name), row + 1, SETTING_NAMES.len())
    }

    /// Every setting as shown, "Language: English", in the dialog's order.
    pub fn rows(&self, settings: &Settings, words: &Phrases) -> Vec<String> {
        SETTING_NAMES
            .iter()
            .map(|&name| {
                let value = if self.shown_as_screen_reader(settings, name) {
                    screen_reader_word(words)
                } else {
                    words.setting_value(settings.get(name))
                };
                format_message(
                    words.lang,
                    "setting-shown",
                    &[
                        ("name", words.setting_name(name).into()),
                        ("value", value.into()),
                    ],
                )
            })
            .collect()
    }

    /// Whether `name` is the voice, silent because the screen reader speaks.
    fn shown_as_screen_reader(&self, settings: &Settings, name: SettingName) -> bool {
        self.screen_reader && name == SettingName::Voice && settings.voice == VoiceKind::None
    }

    /// What the open dialog shows: its title, its rows and the selected
    /// one; `None` while it is closed.
    pub fn shown(&self, settings: &Settings, words: &Phrases) -> Option<DialogView> {
        self.open.then(|| DialogView {
            title: format_message(words.lang, "settings-title", &[]),
            rows: self.rows(settings, words),
            selected: self.row,
        })
    }

    /// The open dialog for screen readers: a list of the settings, each
    /// named as it is said, with its place ("Theme: yellow and navy, 6 of
    /// 12"), the selected one focused; `None` while it is closed.
    pub fn tree(&self, settings: &Settings, words: &Phrases) -> Option<DialogTree> {
        self.open.then(|| DialogTree {
            label: format_message(words.lang, "settings-title", &[]),
            items: (0..SETTING_NAMES.len())
                .map(|row| self.row_said(settings, words, row))
                .collect(),
            selected: self.row,
        })
    }
}

/// The voice's value for a player whose screen reader speaks for tactus:
/// "your screen reader".
fn screen_reader_word(words: &Phrases) -> String {
    format_message(words.lang, "setting-voice-screen-reader", &[])
}

#[cfg(test)]
mod tests {
    use super::super::DialogKey;
    use super::*;
    use crate::notation::Lang;

    /// The words of `settings`, as the window keeps them.
    fn w(settings: &Settings) -> Phrases {
        Phrases::new(settings.style, settings.lang, false)
    }

    #[test]
    fn a_screen_reader_reads_every_row_with_its_place_in_every_language() {
        for (lang, of) in [(Lang::En, "of"), (Lang::De, "von"), (Lang::Es, "de")] {
            let settings = Settings {
                lang,
                ..Settings::default()
            };
            let mut d = SettingsDialog::default();
            assert_eq!(d.tree(&settings, &w(&settings)), None);
            d.open(&settings, &w(&settings));
            d.key(DialogKey::Down, &settings, &w(&settings));
            let tree = d.tree(&settings, &w(&settings)).expect("open");
            assert_eq!(tree.items.len(), 16);
            assert_eq!(tree.selected, 1);
            for (i, item) in tree.items.iter().enumerate() {
                let place = format!(", {} {of} 16", i + 1);
                assert!(item.ends_with(&place), "{lang}: {item}");
            }
            // The same words as the voice says on the row.
            assert_eq!(tree.items[1], d.spoken_row(&settings, &w(&settings)));
        }
    }

    #[test]
    fn what_is_shown_names_every_setting() {
        let settings = Settings::default();
        let mut d = SettingsDialog::default();
        assert_eq!(d.shown(&settings, &w(&settings)), None);
        d.open(&settings, &w(&settings));
        let view = d.shown(&settings, &w(&settings)).expect("open");
        assert_eq!(view.title, "Settings");
        assert_eq!(view.rows.len(), 16);
        assert_eq!(view.rows[0], "Language: English");
        assert_eq!(view.rows[4], "Volume: the synthesizer's own volume");
        assert_eq!(view.rows[6], "Board sounds: on");
        assert_eq!(view.selected, 0);
    }

    #[test]
    fn a_screen_reader_user_sees_his_screen_reader_as_the_voice() {
        let settings = Settings {
            voice: VoiceKind::None,
            ..Settings::default()
        };
        let voice = SETTING_NAMES
            .iter()
            .position(|&n| n == SettingName::Voice)
            .expect("the voice is a setting");
        let mut d = SettingsDialog::for_screen_reader(true);
        d.open(&settings, &w(&settings));
        let view = d.shown(&settings, &w(&settings)).expect("open");
        assert_eq!(view.rows[voice], "Voice: your screen reader");
        d.row = voice;
        assert!(
            d.spoken_row(&settings, &w(&settings))
                .starts_with("Voice: your screen reader, ")
        );
        // Without a screen reader, silent is what is true.
        let mut d = SettingsDialog::default();
        d.open(&settings, &w(&settings));
        assert_eq!(
            d.shown(&settings, &w(&settings)).expect("open").rows[voice],
            "Voice: silent"
        );
        // A voice of his own chosen after all is shown as it is.
        let tts = Settings {
            voice: VoiceKind::Tts,
            ..settings
        };
        let mut d = SettingsDialog::for_screen_reader(true);
        d.open(&tts, &w(&tts));
        assert_eq!(
            d.shown(&tts, &w(&tts)).expect("open").rows[voice],
            "Voice: speech synthesizer"
        );
    }
}
