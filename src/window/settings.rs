//! The window's settings dialog (Ctrl+comma, the gamepad's start button),
//! pure: keys in, what to say and which setting to change out.
//!
//! It works the way screen-reader settings panels do: Up and Down go from
//! setting to setting and say "Language: English, 1 of 14"; Left and Right
//! choose the previous or next value (stopping at the ends), Space and
//! Enter the next one round the list; each change is made and saved at
//! once and said by the driver with its place too ("Theme: black and
//! white, 6 of 14"). A screen reader reads the rows so as well: each row's
//! label carries its place, as Orca does not say it itself. Escape, or the
//! key or button that opened it, closes it. While it is open it takes
//! every key, as the command line does.

use winit::keyboard::{Key, NamedKey};

use crate::access_tree::DialogTree;
use crate::event::SettingName;
use crate::keymap::{BoardAction, KeyAction, WindowAction};
use crate::notation::format_message;
use crate::rules::tactile::Direction;
use crate::session::Settings;
use crate::session::settings::{SETTING_NAMES, SettingValue, Speaker, VoiceKind};
use crate::speech::phrase::Phrases;

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

    /// How the dialog is used, for a screen reader that reads the focused
    /// setting by itself: "Up and down choose, …".
    pub fn instructions(settings: &Settings) -> String {
        format_message(settings.lang, "settings-instructions", &[])
    }

    /// Opens the dialog on the setting it was last on; returns what to say:
    /// "Settings. Language: English, 1 of 14. Up and down choose, …".
    pub fn open(&mut self, settings: &Settings) -> String {
        self.open = true;
        let row = self.spoken_row(settings);
        format_message(settings.lang, "settings-opened", &[("row", row.into())])
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

    /// Takes one key with the settings as they are now. A closed dialog
    /// ignores every key.
    pub fn key(&mut self, key: DialogKey, settings: &Settings) -> DialogStep {
        if !self.open {
            return DialogStep::Nothing;
        }
        let last = SETTING_NAMES.len() - 1;
        let name = SETTING_NAMES[self.row];
        let go = |dialog: &mut SettingsDialog, row: usize| {
            dialog.row = row;
            DialogStep::Say(dialog.spoken_row(settings))
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
                    None => DialogStep::Say(self.spoken_row(settings)),
                }
            }
            DialogKey::Close => {
                self.open = false;
                DialogStep::Closed(format_message(settings.lang, "settings-closed", &[]))
            }
            DialogKey::Other => DialogStep::Nothing,
        }
    }

    /// The setting the dialog is on, as said: "Language: English, 1 of 14".
    pub fn spoken_row(&self, settings: &Settings) -> String {
        self.row_said(settings, self.row)
    }

    /// Row `row` as said, with its place: "Style: spoken, 2 of 14".
    fn row_said(&self, settings: &Settings, row: usize) -> String {
        let name = SETTING_NAMES[row];
        if self.shown_as_screen_reader(settings, name) {
            return format_message(
                settings.lang,
                "setting-row",
                &[
                    ("name", phrases(settings).setting_name(name).into()),
                    ("value", screen_reader_word(settings).into()),
                    ("position", (row + 1).into()),
                    ("count", SETTING_NAMES.len().into()),
                ],
            );
        }
        phrases(settings).setting_row(settings.get(name), row + 1, SETTING_NAMES.len())
    }

    /// Every setting as shown, "Language: English", in the dialog's order.
    pub fn rows(&self, settings: &Settings) -> Vec<String> {
        let p = phrases(settings);
        SETTING_NAMES
            .iter()
            .map(|&name| {
                let value = if self.shown_as_screen_reader(settings, name) {
                    screen_reader_word(settings)
                } else {
                    p.setting_value(settings.get(name))
                };
                format_message(
                    settings.lang,
                    "setting-shown",
                    &[
                        ("name", p.setting_name(name).into()),
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
    pub fn shown(&self, settings: &Settings) -> Option<DialogView> {
        self.open.then(|| DialogView {
            title: format_message(settings.lang, "settings-title", &[]),
            rows: self.rows(settings),
            selected: self.row,
        })
    }

    /// The open dialog for screen readers: a list of the settings, each
    /// named as it is said, with its place ("Theme: yellow and navy, 6 of
    /// 12"), the selected one focused; `None` while it is closed.
    pub fn tree(&self, settings: &Settings) -> Option<DialogTree> {
        self.open.then(|| DialogTree {
            label: format_message(settings.lang, "settings-title", &[]),
            items: (0..SETTING_NAMES.len())
                .map(|row| self.row_said(settings, row))
                .collect(),
            selected: self.row,
        })
    }
}

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

fn screen_reader_word(settings: &Settings) -> String {
    format_message(settings.lang, "setting-voice-screen-reader", &[])
}

fn phrases(settings: &Settings) -> Phrases {
    Phrases::new(settings.style, settings.lang, false)
}

/// The dialog's key for a key of the keyboard: the arrows, Tab and
/// Shift+Tab, Home, End, Space and Enter, Escape; `opens` is whether the
/// key map binds this key to the settings, which closes the dialog too.
pub fn key_of(key: &Key, shift: bool, opens: bool) -> DialogKey {
    if opens {
        return DialogKey::Close;
    }
    match key {
        Key::Named(NamedKey::ArrowUp) => DialogKey::Up,
        Key::Named(NamedKey::ArrowDown) => DialogKey::Down,
        Key::Named(NamedKey::Tab) if shift => DialogKey::Up,
        Key::Named(NamedKey::Tab) => DialogKey::Down,
        Key::Named(NamedKey::ArrowLeft) => DialogKey::Left,
        Key::Named(NamedKey::ArrowRight) => DialogKey::Right,
        Key::Named(NamedKey::Space | NamedKey::Enter) => DialogKey::Next,
        Key::Named(NamedKey::Home) => DialogKey::First,
        Key::Named(NamedKey::End) => DialogKey::Last,
        Key::Named(NamedKey::Escape) => DialogKey::Close,
        _ => DialogKey::Other,
    }
}

/// The dialog's key for a key action (a gamepad button while the dialog
/// is open): the four steps, lift or place for the next value, cancel or
/// the settings button to close.
pub fn key_of_action(action: KeyAction) -> DialogKey {
    use BoardAction as B;
    match action {
        KeyAction::Board(B::Step(Direction::Up)) => DialogKey::Up,
        KeyAction::Board(B::Step(Direction::Down)) => DialogKey::Down,
        KeyAction::Board(B::Step(Direction::Left)) => DialogKey::Left,
        KeyAction::Board(B::Step(Direction::Right)) => DialogKey::Right,
        KeyAction::Board(B::LiftOrPlace | B::LiftPlaceOrAnnounce) => DialogKey::Next,
        KeyAction::Board(B::Cancel) | KeyAction::Window(WindowAction::Settings) => DialogKey::Close,
        _ => DialogKey::Other,
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

    #[test]
    fn opening_says_the_setting_and_how_to_use_the_dialog() {
        let settings = Settings::default();
        let mut d = SettingsDialog::default();
        assert!(!d.is_open());
        let said = d.open(&settings);
        assert!(d.is_open());
        assert!(
            said.starts_with("Settings. Language: English, 1 of 14."),
            "{said}"
        );
        assert!(said.contains("Escape"), "{said}");
        assert_eq!(d.selected(), Some(SettingName::Lang));
    }

    #[test]
    fn up_and_down_go_through_the_settings_and_stop_at_the_ends() {
        let settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings);
        assert_eq!(
            d.key(DialogKey::Up, &settings),
            DialogStep::Say("Language: English, 1 of 14".into())
        );
        assert_eq!(
            d.key(DialogKey::Down, &settings),
            DialogStep::Say("Style: spoken, 2 of 14".into())
        );
        for _ in 0..3 {
            d.key(DialogKey::Down, &settings);
        }
        assert_eq!(d.selected(), Some(SettingName::Volume));
        assert_eq!(
            d.key(DialogKey::Last, &settings),
            DialogStep::Say("Speaker: the language's default voice, 14 of 14".into())
        );
        assert_eq!(
            d.key(DialogKey::Down, &settings),
            DialogStep::Say("Speaker: the language's default voice, 14 of 14".into())
        );
        assert_eq!(
            d.key(DialogKey::First, &settings),
            DialogStep::Say("Language: English, 1 of 14".into())
        );
    }

    #[test]
    fn left_and_right_change_the_value_and_stop_at_the_ends() {
        let mut settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings);
        for _ in 0..5 {
            d.key(DialogKey::Down, &settings);
        }
        let step = d.key(DialogKey::Right, &settings);
        assert_eq!(
            step,
            DialogStep::Change(SettingValue::Theme(ThemeName::BlackWhite))
        );
        apply(&mut settings, &step);
        let step = d.key(DialogKey::Right, &settings);
        apply(&mut settings, &step);
        assert_eq!(settings.theme, ThemeName::ColourBlind);
        // The last theme: Right says it again and changes nothing.
        assert_eq!(
            d.key(DialogKey::Right, &settings),
            DialogStep::Say("Theme: orange and blue, for colour blindness, 6 of 14".into())
        );
        // Space goes round to the first.
        let step = d.key(DialogKey::Next, &settings);
        assert_eq!(
            step,
            DialogStep::Change(SettingValue::Theme(ThemeName::YellowNavy))
        );
        apply(&mut settings, &step);
        let step = d.key(DialogKey::Left, &settings);
        assert_eq!(
            d.key(DialogKey::Left, &settings),
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
        d.open(&settings);
        d.key(DialogKey::Last, &settings);
        assert_eq!(d.selected(), Some(SettingName::Speaker));
        // The voices are asked for at the first change, for the language.
        assert!(!d.needs_speakers(DialogKey::Down, &settings));
        assert!(d.needs_speakers(DialogKey::Right, &settings));
        d.set_speakers(vec!["German+Anna".into(), "German+Max".into()], &settings);
        assert!(!d.needs_speakers(DialogKey::Right, &settings));
        let step = d.key(DialogKey::Right, &settings);
        apply(&mut settings, &step);
        assert_eq!(
            settings.speaker.map(|s| s.to_string()).as_deref(),
            Some("German+Anna")
        );
        let step = d.key(DialogKey::Right, &settings);
        apply(&mut settings, &step);
        assert_eq!(d.spoken_row(&settings), "Sprecher: German+Max, 14 von 14");
        // At the end the value again; Left goes back to the language's own.
        assert!(matches!(
            d.key(DialogKey::Right, &settings),
            DialogStep::Say(_)
        ));
        for _ in 0..2 {
            let step = d.key(DialogKey::Left, &settings);
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
        d.open(&settings);
        for _ in 0..4 {
            d.key(DialogKey::Down, &settings);
        }
        assert_eq!(
            d.spoken_row(&settings),
            "Volume: the synthesizer's own volume, 5 of 14"
        );
        let step = d.key(DialogKey::Right, &settings);
        assert_eq!(
            step,
            DialogStep::Change(SettingValue::Volume(Volume::new(0)))
        );
        apply(&mut settings, &step);
        let step = d.key(DialogKey::Right, &settings);
        apply(&mut settings, &step);
        assert_eq!(d.spoken_row(&settings), "Volume: 10 percent, 5 of 14");
        let step = d.key(DialogKey::Left, &settings);
        apply(&mut settings, &step);
        let step = d.key(DialogKey::Left, &settings);
        apply(&mut settings, &step);
        assert_eq!(settings.volume, None);
    }

    #[test]
    fn the_rate_goes_in_steps_of_ten() {
        let mut settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings);
        for _ in 0..3 {
            d.key(DialogKey::Down, &settings);
        }
        assert_eq!(d.selected(), Some(SettingName::Rate));
        let step = d.key(DialogKey::Right, &settings);
        assert_eq!(
            step,
            DialogStep::Change(SettingValue::Rate(Rate::new(110).unwrap()))
        );
        apply(&mut settings, &step);
        assert_eq!(d.spoken_row(&settings), "Speech rate: 110 percent, 4 of 14");
    }

    #[test]
    fn a_new_language_is_spoken_at_once_and_escape_closes() {
        let mut settings = Settings::default();
        let mut d = SettingsDialog::default();
        d.open(&settings);
        let step = d.key(DialogKey::Right, &settings);
        assert_eq!(step, DialogStep::Change(SettingValue::Lang(Lang::De)));
        apply(&mut settings, &step);
        assert_eq!(settings.lang, Lang::De);
        assert_eq!(
            d.key(DialogKey::Down, &settings),
            DialogStep::Say("Stil: gesprochen, 2 von 14".into())
        );
        assert_eq!(d.key(DialogKey::Other, &settings), DialogStep::Nothing);
        assert_eq!(
            d.key(DialogKey::Close, &settings),
            DialogStep::Closed("Einstellungen geschlossen.".into())
        );
        assert!(!d.is_open());
        assert_eq!(d.key(DialogKey::Right, &settings), DialogStep::Nothing);
        // It opens again where it was.
        assert!(d.open(&settings).contains("Stil: gesprochen, 2 von 14"));
    }

    #[test]
    fn a_screen_reader_reads_every_row_with_its_place_in_every_language() {
        for (lang, of) in [(Lang::En, "of"), (Lang::De, "von"), (Lang::Es, "de")] {
            let settings = Settings {
                lang,
                ..Settings::default()
            };
            let mut d = SettingsDialog::default();
            assert_eq!(d.tree(&settings), None);
            d.open(&settings);
            d.key(DialogKey::Down, &settings);
            let tree = d.tree(&settings).expect("open");
            assert_eq!(tree.items.len(), 14);
            assert_eq!(tree.selected, 1);
            for (i, item) in tree.items.iter().enumerate() {
                let place = format!(", {} {of} 14", i + 1);
                assert!(item.ends_with(&place), "{lang}: {item}");
            }
            // The same words as the voice says on the row.
            assert_eq!(tree.items[1], d.spoken_row(&settings));
        }
    }

    #[test]
    fn what_is_shown_names_every_setting() {
        let settings = Settings::default();
        let mut d = SettingsDialog::default();
        assert_eq!(d.shown(&settings), None);
        d.open(&settings);
        let view = d.shown(&settings).expect("open");
        assert_eq!(view.title, "Settings");
        assert_eq!(view.rows.len(), 14);
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
        d.open(&settings);
        let view = d.shown(&settings).expect("open");
        assert_eq!(view.rows[voice], "Voice: your screen reader");
        d.row = voice;
        assert!(
            d.spoken_row(&settings)
                .starts_with("Voice: your screen reader, ")
        );
        // Without a screen reader, silent is what is true.
        let mut d = SettingsDialog::default();
        d.open(&settings);
        assert_eq!(
            d.shown(&settings).expect("open").rows[voice],
            "Voice: silent"
        );
        // A voice of his own chosen after all is shown as it is.
        let tts = Settings {
            voice: VoiceKind::Tts,
            ..settings
        };
        let mut d = SettingsDialog::for_screen_reader(true);
        d.open(&tts);
        assert_eq!(
            d.shown(&tts).expect("open").rows[voice],
            "Voice: speech synthesizer"
        );
    }

    #[test]
    fn keys_and_buttons_map_to_the_dialog() {
        assert_eq!(
            key_of(&Key::Named(NamedKey::ArrowDown), false, false),
            DialogKey::Down
        );
        assert_eq!(
            key_of(&Key::Named(NamedKey::Tab), true, false),
            DialogKey::Up
        );
        assert_eq!(
            key_of(&Key::Named(NamedKey::Space), false, false),
            DialogKey::Next
        );
        assert_eq!(
            key_of(&Key::Character(",".into()), false, true),
            DialogKey::Close
        );
        assert_eq!(
            key_of(&Key::Character("q".into()), false, false),
            DialogKey::Other
        );
        assert_eq!(
            key_of_action(BoardAction::Step(Direction::Right).into()),
            DialogKey::Right
        );
        assert_eq!(
            key_of_action(WindowAction::Settings.into()),
            DialogKey::Close
        );
        assert_eq!(
            key_of_action(BoardAction::SayClocks.into()),
            DialogKey::Other
        );
    }
}
