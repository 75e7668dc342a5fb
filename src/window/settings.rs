//! The window's settings dialog (Ctrl+comma, the gamepad's start button),
//! pure: keys in, what to say and which setting to change out. This file
//! holds the dialog's state and what a key does; `settings/rows` words
//! the rows (as said, shown and published to screen readers) and
//! `settings/keys` turns the keyboard's keys and a gamepad's actions into
//! the dialog's keys.
//!
//! It works the way screen-reader settings panels do: Up and Down go from
//! setting to setting and say "Language: English, 1 of 16"; Left and Right
//! choose the previous or next value (stopping at the ends), Space and
//! Enter the next one round the list; each change is made and saved at
//! once and said by the driver with its place too ("Theme: black and
//! white, 6 of 16"). A screen reader reads the rows so as well: each row's
//! label carries its place, as Orca does not say it itself. Escape, or the
//! key or button that opened it, closes it. While it is open it takes
//! every key, as the command line does.
//!
//! Its words come from the [`Phrases`] of the player's style and language,
//! which the window keeps and makes again when the language changes.

use crate::event::SettingName;
use crate::notation::format_message;
use crate::session::Settings;
use crate::session::settings::{SETTING_NAMES, SettingValue, Speaker};
use crate::speech::phrase::Phrases;

mod keys;
mod rows;

pub use keys::{key_of, key_of_action};
pub use rows::DialogView;

/// A key as the dialog understands it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DialogKey {
    /// The setting above.
    Up,
    /// The setting below.
    Down,
    /// The previous value.
    Left,
    /// The next value.
    Right,
    /// The next value, from the last back to the first (Space, Enter).
    Next,
    /// The first setting (Home).
    First,
    /// The last setting (End).
    Last,
    /// Close the dialog.
    Close,
    /// Any other key: ignored while the dialog is open.
    Other,
}

/// What the window must do after a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogStep {
    /// Say this (the setting moved to, or the value that cannot go further).
    Say(String),
    /// Set a setting to this value; the session says the change.
    Change(SettingValue),
    /// The dialog closed; say this.
    Closed(String),
    /// Nothing to do.
    Nothing,
}

/// The dialog: closed, or open on one setting. It remembers the setting
/// it was on when it opens again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsDialog {
    open: bool,
    row: usize,
    /// The player chose `--voice screen-reader`: tactus's own voice is
    /// silent because his screen reader speaks, and the voice is shown so.
    screen_reader: bool,
    /// The synthesizer's voices for the language, once the window asked
    /// for them ([`SettingsDialog::needs_speakers`]), and that language.
    speakers: Vec<String>,
    speakers_lang: Option<crate::notation::Lang>,
}

impl SettingsDialog {
    /// A closed dialog for a player whose screen reader speaks for tactus
    /// (`--voice screen-reader`) when `screen_reader`: a silent voice is
    /// shown as "your screen reader", which is what he hears.
    pub fn for_screen_reader(screen_reader: bool) -> SettingsDialog {
        SettingsDialog {
            screen_reader,
            ..SettingsDialog::default()
        }
    }

    /// Opens the dialog on the setting it was last on; returns what to say
    /// in `words`: "Settings. Language: English, 1 of 16. Up and down
    /// choose, …".
    pub fn open(&mut self, settings: &Settings, words: &Phrases) -> String {
        self.open = true;
        let row = self.spoken_row(settings, words);
        format_message(words.lang, "settings-opened", &[("row", row.into())])
    }

    /// Whether keys go to the dialog now.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// The setting the dialog is on, if it is open.
    pub fn selected(&self) -> Option<SettingName> {
        self.open.then(|| SETTING_NAMES[self.row])
    }

    /// Whether `key` changes the speaker before the voices were given
    /// ([`SettingsDialog::set_speakers`]): they are asked for only then.
    pub fn needs_speakers(&self, key: DialogKey, settings: &Settings) -> bool {
        self.selected() == Some(SettingName::Speaker)
            && matches!(key, DialogKey::Left | DialogKey::Right | DialogKey::Next)
            && self.lacks_speakers(settings)
    }

    /// Whether the speaker's row lacks the synthesizer's voices for the
    /// language of `settings`.
    pub fn lacks_speakers(&self, settings: &Settings) -> bool {
        self.speakers_lang != Some(settings.lang)
    }

    /// The synthesizer's voices for the language of `settings`, for the
    /// speaker's row.
    pub fn set_speakers(&mut self, names: Vec<String>, settings: &Settings) {
        self.speakers = names;
        self.speakers_lang = Some(settings.lang);
    }

    /// Takes one key with the settings as they are now, saying what there
    /// is to say in `words`. A closed dialog ignores every key.
    pub fn key(&mut self, key: DialogKey, settings: &Settings, words: &Phrases) -> DialogStep {
        if !self.open {
            return DialogStep::Nothing;
        }
        let last = SETTING_NAMES.len() - 1;
        let name = SETTING_NAMES[self.row];
        let go = |dialog: &mut SettingsDialog, row: usize| {
            dialog.row = row;
            DialogStep::Say(dialog.spoken_row(settings, words))
        };
        match key {
            DialogKey::Up => go(self, self.row.saturating_sub(1)),
            DialogKey::Down => go(self, (self.row + 1).min(last)),
            DialogKey::First => go(self, 0),
            DialogKey::Last => go(self, last),
            DialogKey::Left | DialogKey::Right | DialogKey::Next => {
                let forward = key != DialogKey::Left;
                let mut options = Settings::options(name);
                if name == SettingName::Speaker && self.speakers_lang == Some(settings.lang) {
                    options.extend(
                        self.speakers
                            .iter()
                            .filter_map(|n| Speaker::new(n))
                            .map(|s| SettingValue::Speaker(Some(s))),
                    );
                }
                match settings.step_among(name, forward, key == DialogKey::Next, &options) {
                    Some(value) => DialogStep::Change(value),
                    // At the end: the value again, so the key is heard.
                    None => DialogStep::Say(self.spoken_row(settings, words)),
                }
            }
            DialogKey::Close => {
                self.open = false;
                DialogStep::Closed(format_message(words.lang, "settings-closed", &[]))
            }
            DialogKey::Other => DialogStep::Nothing,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Lang;
    use crate::session::settings::{Rate, ThemeName, Volume};

    /// Applies a change as the session does.
    fn apply(settings: &mut Settings, step: &DialogStep) {
        if let DialogStep::Change(value) = step {
            settings.set(*value);
        }
    }

    /// The words of `settings`, as the window keeps them.
    fn w(settings: &Settings) -> Phrases {
        Phrases::new(settings.style, settings.lang, false)
    }

    #[test]
    fn opening_says_the_setting_and_how_to_use_the_dialog() {
        let settings = Settings::default();
        let mut d = SettingsDialog::default();
        assert!(!d.is_open());
        let said = d.open(&settings, &w(&settings));
        assert!(d.is_open());
        assert!(
            said.starts_with("Settings. Language: English, 1 of 16."),
            "{said}"
        );
        assert!(said.contains("Escape"), "{said}");
        assert_eq!(d.selected(), Some(SettingName::Lang));
    }

    #[test]
    fn up_and_down_go_through_the_settings_and_stop_at_the_ends() {
        let settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings, &w(&settings));
        assert_eq!(
            d.key(DialogKey::Up, &settings, &w(&settings)),
            DialogStep::Say("Language: English, 1 of 16".into())
        );
        assert_eq!(
            d.key(DialogKey::Down, &settings, &w(&settings)),
            DialogStep::Say("Style: spoken, 2 of 16".into())
        );
        for _ in 0..3 {
            d.key(DialogKey::Down, &settings, &w(&settings));
        }
        assert_eq!(d.selected(), Some(SettingName::Volume));
        assert_eq!(
            d.key(DialogKey::Last, &settings, &w(&settings)),
            DialogStep::Say("Speaker: the language's default voice, 16 of 16".into())
        );
        assert_eq!(
            d.key(DialogKey::Down, &settings, &w(&settings)),
            DialogStep::Say("Speaker: the language's default voice, 16 of 16".into())
        );
        assert_eq!(
            d.key(DialogKey::First, &settings, &w(&settings)),
            DialogStep::Say("Language: English, 1 of 16".into())
        );
    }

    #[test]
    fn left_and_right_change_the_value_and_stop_at_the_ends() {
        let mut settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings, &w(&settings));
        for _ in 0..5 {
            d.key(DialogKey::Down, &settings, &w(&settings));
        }
        let step = d.key(DialogKey::Right, &settings, &w(&settings));
        assert_eq!(
            step,
            DialogStep::Change(SettingValue::Theme(ThemeName::BlackWhite))
        );
        apply(&mut settings, &step);
        let step = d.key(DialogKey::Right, &settings, &w(&settings));
        apply(&mut settings, &step);
        assert_eq!(settings.theme, ThemeName::ColourBlind);
        // The last theme: Right says it again and changes nothing.
        assert_eq!(
            d.key(DialogKey::Right, &settings, &w(&settings)),
            DialogStep::Say("Theme: orange and blue, for colour blindness, 6 of 16".into())
        );
        // Space goes round to the first.
        let step = d.key(DialogKey::Next, &settings, &w(&settings));
        assert_eq!(
            step,
            DialogStep::Change(SettingValue::Theme(ThemeName::YellowNavy))
        );
        apply(&mut settings, &step);
        let step = d.key(DialogKey::Left, &settings, &w(&settings));
        assert_eq!(
            d.key(DialogKey::Left, &settings, &w(&settings)),
            step,
            "nothing to the left"
        );
        assert!(matches!(step, DialogStep::Say(_)), "{step:?}");
    }

    #[test]
    fn the_speaker_row_steps_through_the_voices_given_for_the_language() {
        let mut settings = Settings {
            lang: crate::notation::Lang::De,
            ..Settings::default()
        };
        let mut d = SettingsDialog::default();
        d.open(&settings, &w(&settings));
        d.key(DialogKey::Last, &settings, &w(&settings));
        assert_eq!(d.selected(), Some(SettingName::Speaker));
        // The voices are asked for at the first change, for the language.
        assert!(!d.needs_speakers(DialogKey::Down, &settings));
        assert!(d.needs_speakers(DialogKey::Right, &settings));
        d.set_speakers(vec!["German+Anna".into(), "German+Max".into()], &settings);
        assert!(!d.needs_speakers(DialogKey::Right, &settings));
        let step = d.key(DialogKey::Right, &settings, &w(&settings));
        apply(&mut settings, &step);
        assert_eq!(
            settings.speaker.map(|s| s.to_string()).as_deref(),
            Some("German+Anna")
        );
        let step = d.key(DialogKey::Right, &settings, &w(&settings));
        apply(&mut settings, &step);
        assert_eq!(
            d.spoken_row(&settings, &w(&settings)),
            "Sprecher: German+Max, 16 von 16"
        );
        // At the end the value again; Left goes back to the language's own.
        assert!(matches!(
            d.key(DialogKey::Right, &settings, &w(&settings)),
            DialogStep::Say(_)
        ));
        for _ in 0..2 {
            let step = d.key(DialogKey::Left, &settings, &w(&settings));
            apply(&mut settings, &step);
        }
        assert_eq!(settings.speaker, None);
        // Another language: its voices are asked for again.
        settings.lang = crate::notation::Lang::Es;
        assert!(d.needs_speakers(DialogKey::Left, &settings));
    }

    #[test]
    fn the_volume_row_goes_from_the_synthesizers_own_by_tens() {
        let mut settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings, &w(&settings));
        for _ in 0..4 {
            d.key(DialogKey::Down, &settings, &w(&settings));
        }
        assert_eq!(
            d.spoken_row(&settings, &w(&settings)),
            "Volume: the synthesizer's own volume, 5 of 16"
        );
        let step = d.key(DialogKey::Right, &settings, &w(&settings));
        assert_eq!(
            step,
            DialogStep::Change(SettingValue::Volume(Volume::new(0)))
        );
        apply(&mut settings, &step);
        let step = d.key(DialogKey::Right, &settings, &w(&settings));
        apply(&mut settings, &step);
        assert_eq!(
            d.spoken_row(&settings, &w(&settings)),
            "Volume: 10 percent, 5 of 16"
        );
        let step = d.key(DialogKey::Left, &settings, &w(&settings));
        apply(&mut settings, &step);
        let step = d.key(DialogKey::Left, &settings, &w(&settings));
        apply(&mut settings, &step);
        assert_eq!(settings.volume, None);
    }

    #[test]
    fn the_rate_goes_in_steps_of_ten() {
        let mut settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings, &w(&settings));
        for _ in 0..3 {
            d.key(DialogKey::Down, &settings, &w(&settings));
        }
        assert_eq!(d.selected(), Some(SettingName::Rate));
        let step = d.key(DialogKey::Right, &settings, &w(&settings));
        assert_eq!(
            step,
            DialogStep::Change(SettingValue::Rate(Rate::new(110).unwrap()))
        );
        apply(&mut settings, &step);
        assert_eq!(
            d.spoken_row(&settings, &w(&settings)),
            "Speech rate: 110 percent, 4 of 16"
        );
    }

    #[test]
    fn a_new_language_is_spoken_at_once_and_escape_closes() {
        let mut settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings, &w(&settings));
        let step = d.key(DialogKey::Right, &settings, &w(&settings));
        assert_eq!(step, DialogStep::Change(SettingValue::Lang(Lang::De)));
        apply(&mut settings, &step);
        assert_eq!(settings.lang, Lang::De);
        assert_eq!(
            d.key(DialogKey::Down, &settings, &w(&settings)),
            DialogStep::Say("Stil: gesprochen, 2 von 16".into())
        );
        assert_eq!(
            d.key(DialogKey::Other, &settings, &w(&settings)),
            DialogStep::Nothing
        );
        assert_eq!(
            d.key(DialogKey::Close, &settings, &w(&settings)),
            DialogStep::Closed("Einstellungen geschlossen.".into())
        );
        assert!(!d.is_open());
        assert_eq!(
            d.key(DialogKey::Right, &settings, &w(&settings)),
            DialogStep::Nothing
        );
        // It opens again where it was.
        assert!(
            d.open(&settings, &w(&settings))
                .contains("Stil: gesprochen, 2 von 16")
        );
    }
}
