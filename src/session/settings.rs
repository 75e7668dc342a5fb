//! The player's settings: kept by the session, saved by [`crate::config`].
//!
//! Their names and typed values are [`crate::setting`]'s: [`Settings::get`]
//! and [`Settings::set`] read and change one setting, and [`Settings::step`]
//! goes to the next or previous value, as the window's settings dialog
//! does. Text is only at the edges: the session, its notices and the phrase
//! renderer pass [`SettingValue`]s.

use serde::{Deserialize, Serialize};

use crate::notation::{Lang, Style};
use crate::rules::tactile::PieceOrder;
pub use crate::setting::{
    BadRate, BadSpeaker, BadVolume, BoardReading, BrailleUse, PromotionChoice, Rate, SETTING_NAMES,
    SettingName, SettingValue, Speaker, ThemeName, UnknownTheme, VoiceKind, Volume,
    parse_board_reading, parse_order, parse_promotion, parse_speaker, parse_switch, parse_volume,
    setting_key, setting_of_key,
};

/// What `set` changes, saved for next time.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// How moves, squares and pieces are worded.
    pub style: Style,
    /// The interface language.
    pub lang: Lang,
    /// The speaking output.
    pub voice: VoiceKind,
    /// The synthesizer's voice by name; `None` takes the language's
    /// default voice.
    pub speaker: Option<Speaker>,
    /// Whether a typed move is read back and made only on "yes".
    pub confirm: bool,
    /// Whether a move heard is said back and made only on "yes" (saves
    /// and settings files older than it: confirmed).
    #[serde(default = "said")]
    pub confirm_heard: bool,
    /// How fast the voice speaks.
    pub rate: Rate,
    /// How loud the synthesizer speaks; `None` leaves its own volume.
    pub volume: Option<Volume>,
    /// The board window's colours.
    pub theme: ThemeName,
    /// Whether the board window sounds a tone for each square the cursor
    /// reaches (the sonified board).
    pub sonify: bool,
    /// In which order "next piece of a kind" visits the pieces.
    pub order: PieceOrder,
    /// How `b` reads the whole board.
    pub board: BoardReading,
    /// What a typed promotion without a piece does in casual rules.
    pub promotion: PromotionChoice,
    /// Whether the opening's name is said as it is reached (saves and
    /// settings files older than it: said).
    #[serde(default = "said")]
    pub openings: bool,
    /// Whether moves are heard from the microphone (`--listen`; saves and
    /// settings files older than it: off).
    #[serde(default)]
    pub listen: bool,
    /// Whether the terminal uses a braille display (saves and settings
    /// files older than it: auto).
    #[serde(default)]
    pub braille: BrailleUse,
}

fn said() -> bool {
    true
}

impl Default for Settings {
    /// Spoken style, English, text on the terminal (a screen reader reads
    /// it), no read-back, the voice's normal rate, the yellow-navy theme,
    /// the synthesizer's own volume, the square tones on, your own pieces first, the board read rank by
    /// rank.
    fn default() -> Self {
        Settings {
            style: Style::Spoken,
            lang: Lang::En,
            voice: VoiceKind::Text,
            speaker: None,
            confirm: false,
            confirm_heard: true,
            rate: Rate::NORMAL,
            volume: None,
            theme: ThemeName::YellowNavy,
            sonify: true,
            order: PieceOrder::YoursFirst,
            board: BoardReading::Ranks,
            promotion: PromotionChoice::Queen,
            openings: true,
            listen: false,
            braille: BrailleUse::Auto,
        }
    }
}

impl Settings {
    /// The value of setting `name`.
    pub fn get(&self, name: SettingName) -> SettingValue {
        match name {
            SettingName::Style => SettingValue::Style(self.style),
            SettingName::Lang => SettingValue::Lang(self.lang),
            SettingName::Voice => SettingValue::Voice(self.voice),
            SettingName::Speaker => SettingValue::Speaker(self.speaker),
            SettingName::Confirm => SettingValue::Confirm(self.confirm),
            SettingName::ConfirmHeard => SettingValue::ConfirmHeard(self.confirm_heard),
            SettingName::Rate => SettingValue::Rate(self.rate),
            SettingName::Volume => SettingValue::Volume(self.volume),
            SettingName::Theme => SettingValue::Theme(self.theme),
            SettingName::Sonify => SettingValue::Sonify(self.sonify),
            SettingName::Order => SettingValue::Order(self.order),
            SettingName::Board => SettingValue::Board(self.board),
            SettingName::Promotion => SettingValue::Promotion(self.promotion),
            SettingName::Openings => SettingValue::Openings(self.openings),
            SettingName::Listen => SettingValue::Listen(self.listen),
            SettingName::Braille => SettingValue::Braille(self.braille),
        }
    }

    /// Sets the setting `value` is of.
    pub fn set(&mut self, value: SettingValue) {
        match value {
            SettingValue::Style(v) => self.style = v,
            SettingValue::Lang(v) => {
                // A voice is chosen among the language's voices.
                if v != self.lang {
                    self.speaker = None;
                }
                self.lang = v;
            }
            SettingValue::Voice(v) => self.voice = v,
            SettingValue::Speaker(v) => self.speaker = v,
            SettingValue::Confirm(v) => self.confirm = v,
            SettingValue::ConfirmHeard(v) => self.confirm_heard = v,
            SettingValue::Rate(v) => self.rate = v,
            SettingValue::Volume(v) => self.volume = v,
            SettingValue::Theme(v) => self.theme = v,
            SettingValue::Sonify(v) => self.sonify = v,
            SettingValue::Openings(v) => self.openings = v,
            SettingValue::Listen(v) => self.listen = v,
            SettingValue::Braille(v) => self.braille = v,
            SettingValue::Order(v) => self.order = v,
            SettingValue::Board(v) => self.board = v,
            SettingValue::Promotion(v) => self.promotion = v,
        }
    }

    /// The canonical value word of setting `name` (see the module docs).
    pub fn value(&self, name: SettingName) -> String {
        self.get(name).to_string()
    }

    /// These settings with `name` set from `text` (any accepted spelling,
    /// any case), or `None` when `text` is no value of that setting.
    pub fn with(&self, name: SettingName, text: &str) -> Option<Settings> {
        let mut s = *self;
        s.set(SettingValue::parse(name, text)?);
        Some(s)
    }

    /// The values setting `name` can take, in the order the settings
    /// dialog goes through them. The synthesizer's voices are the
    /// synthesizer's to list: here the speaker is only the default (the
    /// window adds the voices it was given, [`Settings::step_among`]).
    pub fn options(name: SettingName) -> Vec<SettingValue> {
        match name {
            SettingName::Speaker => vec![SettingValue::Speaker(None)],
            SettingName::Style => Style::ALL.map(SettingValue::Style).to_vec(),
            SettingName::Lang => Lang::ALL.map(SettingValue::Lang).to_vec(),
            SettingName::Voice => [VoiceKind::Tts, VoiceKind::Text, VoiceKind::None]
                .map(SettingValue::Voice)
                .to_vec(),
            SettingName::Confirm => [false, true].map(SettingValue::Confirm).to_vec(),
            SettingName::ConfirmHeard => [false, true].map(SettingValue::ConfirmHeard).to_vec(),
            SettingName::Sonify => [false, true].map(SettingValue::Sonify).to_vec(),
            SettingName::Openings => [false, true].map(SettingValue::Openings).to_vec(),
            SettingName::Listen => [false, true].map(SettingValue::Listen).to_vec(),
            SettingName::Braille => [BrailleUse::Auto, BrailleUse::On, BrailleUse::Off]
                .map(SettingValue::Braille)
                .to_vec(),
            SettingName::Rate => (Rate::MIN..=Rate::MAX)
                .step_by(usize::from(Rate::STEP))
                .filter_map(Rate::new)
                .map(SettingValue::Rate)
                .collect(),
            // The synthesizer's own volume first, then 0 to 100 by tens.
            SettingName::Volume => std::iter::once(None)
                .chain(
                    (0..=Volume::MAX)
                        .step_by(usize::from(Volume::STEP))
                        .map(Volume::new),
                )
                .map(SettingValue::Volume)
                .collect(),
            SettingName::Theme => ThemeName::ALL.map(SettingValue::Theme).to_vec(),
            SettingName::Order => [PieceOrder::YoursFirst, PieceOrder::Mixed]
                .map(SettingValue::Order)
                .to_vec(),
            SettingName::Board => [BoardReading::Ranks, BoardReading::Pieces]
                .map(SettingValue::Board)
                .to_vec(),
            SettingName::Promotion => [PromotionChoice::Ask, PromotionChoice::Queen]
                .map(SettingValue::Promotion)
                .to_vec(),
        }
    }

    /// The canonical value words setting `name` can take, in the order the
    /// settings dialog goes through them ([`Settings::options`] as words).
    pub fn choices(name: SettingName) -> Vec<String> {
        Settings::options(name)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// The value after (or, not `forward`, before) the current one of
    /// setting `name` among its [`Settings::options`]. Past either end it
    /// starts again at the other when `wrap`, else it is `None`. A rate
    /// between two options goes to the nearer option in that direction.
    pub fn step(&self, name: SettingName, forward: bool, wrap: bool) -> Option<SettingValue> {
        self.step_among(name, forward, wrap, &Settings::options(name))
    }

    /// As [`Settings::step`], among `options` (the voices a synthesizer
    /// offers, for the speaker). A current value not among them steps
    /// from the first.
    pub fn step_among(
        &self,
        name: SettingName,
        forward: bool,
        wrap: bool,
        options: &[SettingValue],
    ) -> Option<SettingValue> {
        let last = options.len().checked_sub(1)?;
        let current = self.get(name);
        let at = match current {
            // A typed rate may fall between the steps of ten.
            SettingValue::Rate(rate) => {
                let below = options
                    .iter()
                    .rposition(|o| matches!(o, SettingValue::Rate(r) if *r <= rate))
                    .unwrap_or(0);
                if forward || options[below] == current {
                    below
                } else {
                    // Backwards from 155 goes to 150, the step below.
                    below + 1
                }
            }
            // A typed volume may fall between the steps of ten too.
            SettingValue::Volume(Some(volume)) => {
                let below = options
                    .iter()
                    .rposition(|o| matches!(o, SettingValue::Volume(Some(v)) if *v <= volume))
                    .unwrap_or(0);
                if forward || options[below] == current {
                    below
                } else {
                    below + 1
                }
            }
            _ => options.iter().position(|o| *o == current).unwrap_or(0),
        };
        let next = match (forward, at) {
            (true, i) if i < last => i + 1,
            (false, i) if i > 0 => i - 1,
            (true, _) if wrap => 0,
            (false, _) if wrap => last,
            _ => return None,
        };
        options.get(next).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_reads_back_what_it_writes() {
        let s = Settings::default();
        for name in SETTING_NAMES.into_iter().chain([SettingName::Promotion]) {
            for choice in Settings::choices(name) {
                let changed = s.with(name, &choice).expect("a choice is a value");
                assert_eq!(changed.value(name), choice, "{name:?}");
            }
            assert_eq!(setting_of_key(setting_key(name)), Some(name));
        }
    }

    #[test]
    fn new_settings_take_their_spellings_and_refuse_the_rest() {
        let s = Settings::default();
        assert_eq!(
            s.with(SettingName::Rate, "150%").unwrap().rate.percent(),
            150
        );
        assert_eq!(
            s.with(SettingName::Rate, " 50 ").unwrap().rate.percent(),
            50
        );
        for bad in ["49", "301", "fast", "", "-100", "1e3"] {
            assert_eq!(s.with(SettingName::Rate, bad), None, "{bad}");
        }
        assert_eq!(
            s.with(SettingName::Theme, "Color-Blind").unwrap().theme,
            ThemeName::ColourBlind
        );
        assert_eq!(s.with(SettingName::Theme, "pink"), None);
        assert!(!s.with(SettingName::Sonify, "aus").unwrap().sonify);
        assert_eq!(s.with(SettingName::Sonify, "maybe"), None);
        // One on/off parser for every switch: the talking clock's words
        // turn the settings' switches too.
        assert!(!s.with(SettingName::Sonify, "apagado").unwrap().sonify);
        let on = s.with(SettingName::Confirm, "encendido").unwrap();
        assert!(on.confirm);
        assert!(!on.with(SettingName::Confirm, "Apagado").unwrap().confirm);
        assert_eq!(
            s.with(SettingName::Order, "gemischt").unwrap().order,
            PieceOrder::Mixed
        );
        assert_eq!(s.with(SettingName::Order, "sideways"), None);
    }

    #[test]
    fn the_promotion_choice_is_read_in_three_languages_and_defaults_to_a_queen() {
        let s = Settings::default();
        assert_eq!(s.promotion, PromotionChoice::Queen);
        for word in ["ask", "Fragen", "preguntar"] {
            let asked = s.with(SettingName::Promotion, word).unwrap();
            assert_eq!(asked.promotion, PromotionChoice::Ask, "{word}");
        }
        assert_eq!(s.with(SettingName::Promotion, "king"), None);
        // A settings file from before the setting keeps the queen.
        let old: Settings = serde_json::from_str(r#"{"style":"nato"}"#).unwrap();
        assert_eq!(old.promotion, PromotionChoice::Queen);
    }

    #[test]
    fn stepping_stops_at_the_ends_unless_it_wraps() {
        let s = Settings::default();
        assert_eq!(
            s.step(SettingName::Rate, true, false)
                .map(|v| v.to_string())
                .as_deref(),
            Some("110")
        );
        assert_eq!(
            s.step(SettingName::Rate, false, false)
                .map(|v| v.to_string())
                .as_deref(),
            Some("90")
        );
        let slowest = s.with(SettingName::Rate, "50").unwrap();
        assert_eq!(slowest.step(SettingName::Rate, false, false), None);
        assert_eq!(
            slowest
                .step(SettingName::Rate, false, true)
                .map(|v| v.to_string())
                .as_deref(),
            Some("300")
        );
        let between = s.with(SettingName::Rate, "155").unwrap();
        assert_eq!(
            between
                .step(SettingName::Rate, true, false)
                .map(|v| v.to_string())
                .as_deref(),
            Some("160")
        );
        assert_eq!(
            between
                .step(SettingName::Rate, false, false)
                .map(|v| v.to_string())
                .as_deref(),
            Some("150")
        );
        assert_eq!(
            s.step(SettingName::Theme, true, false)
                .map(|v| v.to_string())
                .as_deref(),
            Some("black-white")
        );
        assert_eq!(s.step(SettingName::Theme, false, false), None);
        assert_eq!(
            s.step(SettingName::Sonify, true, true)
                .map(|v| v.to_string())
                .as_deref(),
            Some("off")
        );
    }

    #[test]
    fn the_volume_is_a_percentage_or_the_synthesizers_own() {
        let s = Settings::default();
        assert_eq!(s.volume, None);
        let forty = s.with(SettingName::Volume, "40%").unwrap();
        assert_eq!(forty.volume.map(Volume::percent), Some(40));
        assert_eq!(forty.value(SettingName::Volume), "40");
        for word in ["default", "Standard", "predeterminado"] {
            assert_eq!(forty.with(SettingName::Volume, word).unwrap().volume, None);
        }
        for bad in ["101", "-1", "loud", "", "4 0"] {
            assert_eq!(s.with(SettingName::Volume, bad), None, "{bad}");
        }
        let step = |s: &Settings, forward| {
            s.step(SettingName::Volume, forward, false)
                .map(|v| v.to_string())
        };
        assert_eq!(step(&s, true).as_deref(), Some("0"));
        assert_eq!(step(&forty, true).as_deref(), Some("50"));
        assert_eq!(step(&forty, false).as_deref(), Some("30"));
        let between = s.with(SettingName::Volume, "45").unwrap();
        assert_eq!(step(&between, false).as_deref(), Some("40"));
        assert_eq!(step(&between, true).as_deref(), Some("50"));
        let loudest = s.with(SettingName::Volume, "100").unwrap();
        assert_eq!(step(&loudest, true), None);
    }

    #[test]
    fn an_old_settings_record_still_loads_with_the_new_defaults() {
        let old: Settings =
            serde_json::from_str(r#"{"style":"nato","lang":"de","voice":"tts","confirm":true}"#)
                .expect("old settings load");
        assert_eq!(old.style, Style::Nato);
        assert_eq!(old.rate, Rate::NORMAL);
        assert_eq!(old.theme, ThemeName::YellowNavy);
        assert!(old.sonify);
        let bad: Result<Settings, _> = serde_json::from_str(r#"{"rate":1000}"#);
        assert!(bad.is_err(), "a rate out of range is refused");
    }
}
