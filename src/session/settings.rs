//! The player's settings: kept by the session, saved by [`crate::config`].
//!
//! What a setting can be set to is a [`SettingValue`]: the setting and its
//! typed value. Each has a canonical word (`appendix-e`, `de`, `tts`, `150`,
//! `black-white`, `on`, `yours-first`), its `Display`: the settings file
//! writes it, [`SettingValue::parse`] reads it and every accepted spelling
//! (one on/off parser, [`parse_switch`], for every switch), [`Settings::get`]
//! and [`Settings::set`] read and change one setting, and [`Settings::step`]
//! goes to the next or previous choice, as the window's settings dialog
//! does. Text is only at the edges: the session, its notices and the phrase
//! renderer pass `SettingValue`s.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::event::SettingName;
pub use crate::input::command::parse_switch;
use crate::notation::{Lang, Style};
use crate::rules::tactile::PieceOrder;

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
    /// Whether a typed move is read back and made only on "yes".
    pub confirm: bool,
    /// How fast the voice speaks.
    pub rate: Rate,
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
}

/// The speaking output chosen with `--voice`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum VoiceKind {
    /// The platform's synthesizer
    /// ([`TtsBackend`](crate::speech::backends::TtsBackend)); text if it
    /// cannot start.
    #[default]
    Tts,
    /// One line per utterance on stdout
    /// ([`TextBackend`](crate::speech::backends::TextBackend)).
    Text,
    /// Silence ([`NoneBackend`](crate::speech::backends::NoneBackend)); a
    /// transcript may still be written.
    None,
}

/// What a typed promotion that names no piece (`e8`) does. Strict rules
/// always ask (Appendix E.2.1: the piece must be announced).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PromotionChoice {
    /// Ask "Which piece?"; the next line names it.
    Ask,
    /// Make a queen.
    #[default]
    Queen,
}

/// The promotion choice from a word in any language: `ask`, `queen`.
pub fn parse_promotion(text: &str) -> Option<PromotionChoice> {
    match text.trim().to_lowercase().as_str() {
        "ask" | "fragen" | "preguntar" => Some(PromotionChoice::Ask),
        "queen" | "dame" | "dama" | "q" => Some(PromotionChoice::Queen),
        _ => None,
    }
}

fn promotion_word(choice: PromotionChoice) -> &'static str {
    match choice {
        PromotionChoice::Ask => "ask",
        PromotionChoice::Queen => "queen",
    }
}

/// How the `board` command reads the position.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardReading {
    /// Rank by rank from the player's side: "rank 8: rook a8, …".
    #[default]
    Ranks,
    /// Piece lists, the player's side first: "White king g1; White rooks
    /// a1, f1; …", as `p A` and `p a` say them.
    Pieces,
}

/// The board reading from a word in any language: `ranks`, `pieces`.
pub fn parse_board_reading(text: &str) -> Option<BoardReading> {
    match text.trim().to_lowercase().as_str() {
        "ranks" | "rank" | "reihen" | "reihe" | "filas" | "fila" => Some(BoardReading::Ranks),
        "pieces" | "piece" | "lists" | "figuren" | "listen" | "piezas" | "listas" => {
            Some(BoardReading::Pieces)
        }
        _ => None,
    }
}

fn board_word(reading: BoardReading) -> &'static str {
    match reading {
        BoardReading::Ranks => "ranks",
        BoardReading::Pieces => "pieces",
    }
}

impl Default for Settings {
    /// Spoken style, English, text on the terminal (a screen reader reads
    /// it), no read-back, the voice's normal rate, the yellow-navy theme,
    /// the square tones on, your own pieces first, the board read rank by
    /// rank.
    fn default() -> Self {
        Settings {
            style: Style::Spoken,
            lang: Lang::En,
            voice: VoiceKind::Text,
            confirm: false,
            rate: Rate::NORMAL,
            theme: ThemeName::YellowNavy,
            sonify: true,
            order: PieceOrder::YoursFirst,
            board: BoardReading::Ranks,
            promotion: PromotionChoice::Queen,
        }
    }
}

/// Every setting, in the order the settings dialog lists them.
///
/// [`SettingName::Promotion`] is not among them yet: `set promotion` works
/// for the session, but the dialog does not list it and the settings file
/// does not keep it until the window's dialog and the settings file take it.
pub const SETTING_NAMES: [SettingName; 9] = [
    SettingName::Lang,
    SettingName::Style,
    SettingName::Voice,
    SettingName::Rate,
    SettingName::Theme,
    SettingName::Sonify,
    SettingName::Order,
    SettingName::Board,
    SettingName::Confirm,
];

/// The settings file's key of a setting, which is also its English `set`
/// word: `style`, `lang`, `voice`, `confirm`, `rate`, `theme`, `sonify`,
/// `order`, `board`.
pub fn setting_key(name: SettingName) -> &'static str {
    match name {
        SettingName::Style => "style",
        SettingName::Lang => "lang",
        SettingName::Voice => "voice",
        SettingName::Confirm => "confirm",
        SettingName::Rate => "rate",
        SettingName::Theme => "theme",
        SettingName::Sonify => "sonify",
        SettingName::Order => "order",
        SettingName::Board => "board",
        SettingName::Promotion => "promotion",
    }
}

/// The setting of a settings file key ([`setting_key`]).
pub fn setting_of_key(key: &str) -> Option<SettingName> {
    SETTING_NAMES
        .into_iter()
        .chain([SettingName::Promotion])
        .find(|n| setting_key(*n) == key)
}

fn switch_word(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

fn order_word(order: PieceOrder) -> &'static str {
    match order {
        PieceOrder::YoursFirst => "yours-first",
        PieceOrder::Mixed => "mixed",
    }
}

fn voice_word(voice: VoiceKind) -> &'static str {
    match voice {
        VoiceKind::Tts => "tts",
        VoiceKind::Text => "text",
        VoiceKind::None => "none",
    }
}

/// The piece order from a word in any language: `yours-first`, `mixed`.
pub fn parse_order(text: &str) -> Option<PieceOrder> {
    match text.trim().to_lowercase().as_str() {
        "yours-first" | "yours" | "own" | "eigene" | "eigene-zuerst" | "propias"
        | "propias-primero" => Some(PieceOrder::YoursFirst),
        "mixed" | "both" | "gemischt" | "beide" | "mezcladas" | "ambas" => Some(PieceOrder::Mixed),
        _ => None,
    }
}

/// What a setting can be set to: the setting and its value, typed.
///
/// ```
/// use tactus::event::SettingName;
/// use tactus::session::settings::{SettingValue, Settings};
///
/// let value = SettingValue::parse(SettingName::Confirm, "apagado").unwrap();
/// assert_eq!(value, SettingValue::Confirm(false));
/// assert_eq!(value.to_string(), "off");
/// assert_eq!(value.name(), SettingName::Confirm);
/// assert!(SettingValue::parse(SettingName::Rate, "1000").is_none());
/// let mut settings = Settings::default();
/// settings.set(SettingValue::parse(SettingName::Rate, "150%").unwrap());
/// assert_eq!(settings.rate.percent(), 150);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SettingValue {
    /// How moves are worded.
    Style(Style),
    /// The interface language.
    Lang(Lang),
    /// The speaking output.
    Voice(VoiceKind),
    /// Whether moves are read back for confirmation.
    Confirm(bool),
    /// How fast the voice speaks.
    Rate(Rate),
    /// The board window's colours.
    Theme(ThemeName),
    /// Whether the window sounds a tone for each square.
    Sonify(bool),
    /// The order of "next piece of a kind".
    Order(PieceOrder),
    /// How `b` reads the board.
    Board(BoardReading),
    /// What a typed promotion without a piece does in casual rules.
    Promotion(PromotionChoice),
}

impl SettingValue {
    /// The value of setting `name` that `text` spells (any accepted
    /// spelling, any case, in any language), or `None` when it is none.
    pub fn parse(name: SettingName, text: &str) -> Option<SettingValue> {
        let text = text.trim();
        Some(match name {
            SettingName::Style => SettingValue::Style(Style::from_str(text).ok()?),
            SettingName::Lang => SettingValue::Lang(Lang::from_str(text).ok()?),
            SettingName::Voice => {
                SettingValue::Voice(VoiceKind::from_str(&text.to_lowercase()).ok()?)
            }
            SettingName::Confirm => SettingValue::Confirm(parse_switch(text)?),
            SettingName::Rate => SettingValue::Rate(Rate::from_str(text).ok()?),
            SettingName::Theme => SettingValue::Theme(ThemeName::from_str(text).ok()?),
            SettingName::Sonify => SettingValue::Sonify(parse_switch(text)?),
            SettingName::Order => SettingValue::Order(parse_order(text)?),
            SettingName::Board => SettingValue::Board(parse_board_reading(text)?),
            SettingName::Promotion => SettingValue::Promotion(parse_promotion(text)?),
        })
    }

    /// The setting this is a value of.
    pub fn name(self) -> SettingName {
        match self {
            SettingValue::Style(_) => SettingName::Style,
            SettingValue::Lang(_) => SettingName::Lang,
            SettingValue::Voice(_) => SettingName::Voice,
            SettingValue::Confirm(_) => SettingName::Confirm,
            SettingValue::Rate(_) => SettingName::Rate,
            SettingValue::Theme(_) => SettingName::Theme,
            SettingValue::Sonify(_) => SettingName::Sonify,
            SettingValue::Order(_) => SettingName::Order,
            SettingValue::Board(_) => SettingName::Board,
            SettingValue::Promotion(_) => SettingName::Promotion,
        }
    }
}

impl fmt::Display for SettingValue {
    /// The canonical word, as the settings file keeps it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SettingValue::Style(style) => write!(f, "{style}"),
            SettingValue::Lang(lang) => write!(f, "{lang}"),
            SettingValue::Voice(voice) => f.write_str(voice_word(voice)),
            SettingValue::Confirm(on) | SettingValue::Sonify(on) => f.write_str(switch_word(on)),
            SettingValue::Rate(rate) => write!(f, "{rate}"),
            SettingValue::Theme(theme) => write!(f, "{theme}"),
            SettingValue::Order(order) => f.write_str(order_word(order)),
            SettingValue::Board(board) => f.write_str(board_word(board)),
            SettingValue::Promotion(choice) => f.write_str(promotion_word(choice)),
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
            SettingName::Confirm => SettingValue::Confirm(self.confirm),
            SettingName::Rate => SettingValue::Rate(self.rate),
            SettingName::Theme => SettingValue::Theme(self.theme),
            SettingName::Sonify => SettingValue::Sonify(self.sonify),
            SettingName::Order => SettingValue::Order(self.order),
            SettingName::Board => SettingValue::Board(self.board),
            SettingName::Promotion => SettingValue::Promotion(self.promotion),
        }
    }

    /// Sets the setting `value` is of.
    pub fn set(&mut self, value: SettingValue) {
        match value {
            SettingValue::Style(v) => self.style = v,
            SettingValue::Lang(v) => self.lang = v,
            SettingValue::Voice(v) => self.voice = v,
            SettingValue::Confirm(v) => self.confirm = v,
            SettingValue::Rate(v) => self.rate = v,
            SettingValue::Theme(v) => self.theme = v,
            SettingValue::Sonify(v) => self.sonify = v,
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
    /// dialog goes through them.
    pub fn options(name: SettingName) -> Vec<SettingValue> {
        match name {
            SettingName::Style => Style::ALL.map(SettingValue::Style).to_vec(),
            SettingName::Lang => Lang::ALL.map(SettingValue::Lang).to_vec(),
            SettingName::Voice => [VoiceKind::Tts, VoiceKind::Text, VoiceKind::None]
                .map(SettingValue::Voice)
                .to_vec(),
            SettingName::Confirm => [false, true].map(SettingValue::Confirm).to_vec(),
            SettingName::Sonify => [false, true].map(SettingValue::Sonify).to_vec(),
            SettingName::Rate => (Rate::MIN..=Rate::MAX)
                .step_by(usize::from(Rate::STEP))
                .filter_map(Rate::new)
                .map(SettingValue::Rate)
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

    /// The value word after (or, not `forward`, before) the current one of
    /// setting `name` among its [`Settings::choices`]. Past either end it
    /// starts again at the other when `wrap`, else it is `None`. A rate
    /// between two choices goes to the nearer choice in that direction.
    pub fn step(&self, name: SettingName, forward: bool, wrap: bool) -> Option<String> {
        let choices = Settings::choices(name);
        let last = choices.len().checked_sub(1)?;
        let at = match name {
            // A typed rate may fall between the steps of ten.
            SettingName::Rate => {
                let p = self.rate.percent();
                let below = choices
                    .iter()
                    .rposition(|c| c.parse::<u16>().is_ok_and(|c| c <= p))
                    .unwrap_or(0);
                let exact = choices[below] == p.to_string();
                if forward || exact {
                    below
                } else {
                    // Backwards from 155 goes to 150, the step below.
                    below + 1
                }
            }
            _ => {
                let current = self.value(name);
                choices.iter().position(|c| *c == current).unwrap_or(0)
            }
        };
        let next = match (forward, at) {
            (true, i) if i < last => i + 1,
            (false, i) if i > 0 => i - 1,
            (true, _) if wrap => 0,
            (false, _) if wrap => last,
            _ => return None,
        };
        choices.get(next).cloned()
    }
}

/// How fast the voice speaks, in percent of the synthesizer's normal rate:
/// 50 (half as fast) to 300 (three times as fast).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u16", into = "u16")]
pub struct Rate(u16);

impl Rate {
    /// The slowest rate, in percent.
    pub const MIN: u16 = 50;
    /// The fastest rate, in percent.
    pub const MAX: u16 = 300;
    /// The steps of the settings dialog, in percent.
    pub const STEP: u16 = 10;
    /// The synthesizer's normal rate.
    pub const NORMAL: Rate = Rate(100);

    /// The rate of `percent`, if it is from [`Rate::MIN`] to [`Rate::MAX`].
    pub fn new(percent: u16) -> Option<Rate> {
        (Rate::MIN..=Rate::MAX)
            .contains(&percent)
            .then_some(Rate(percent))
    }

    /// The rate in percent of the normal rate.
    pub fn percent(self) -> u16 {
        self.0
    }
}

impl Default for Rate {
    fn default() -> Rate {
        Rate::NORMAL
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A speech rate outside 50–300 percent, or no number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a speech rate: say a percentage from 50 to 300")]
pub struct BadRate(pub String);

impl FromStr for Rate {
    type Err = BadRate;

    /// Reads `150` or `150%`.
    fn from_str(s: &str) -> Result<Rate, BadRate> {
        let digits = s.trim().trim_end_matches('%').trim();
        digits
            .parse::<u16>()
            .ok()
            .and_then(Rate::new)
            .ok_or_else(|| BadRate(s.to_owned()))
    }
}

impl TryFrom<u16> for Rate {
    type Error = BadRate;
    fn try_from(percent: u16) -> Result<Rate, BadRate> {
        Rate::new(percent).ok_or_else(|| BadRate(percent.to_string()))
    }
}

impl From<Rate> for u16 {
    fn from(rate: Rate) -> u16 {
        rate.0
    }
}

/// The board window's colour themes by name (the colours themselves are
/// the window's business: `frontend::window::theme`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeName {
    /// Yellow and navy squares: the default.
    #[default]
    YellowNavy,
    /// Black and white squares.
    BlackWhite,
    /// Orange and blue, safe for red-green colour blindness.
    ColourBlind,
}

impl ThemeName {
    /// Every theme, the default first.
    pub const ALL: [ThemeName; 3] = [
        ThemeName::YellowNavy,
        ThemeName::BlackWhite,
        ThemeName::ColourBlind,
    ];

    /// The name in the settings file and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            ThemeName::YellowNavy => "yellow-navy",
            ThemeName::BlackWhite => "black-white",
            ThemeName::ColourBlind => "colour-blind",
        }
    }
}

impl fmt::Display for ThemeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A theme name that is none of [`ThemeName::ALL`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a theme; the themes are yellow-navy, black-white and colour-blind")]
pub struct UnknownTheme(pub String);

impl FromStr for ThemeName {
    type Err = UnknownTheme;

    /// Any case, and "color" for "colour".
    fn from_str(s: &str) -> Result<ThemeName, UnknownTheme> {
        let wanted = s.trim().to_lowercase().replace("color", "colour");
        ThemeName::ALL
            .into_iter()
            .find(|t| t.name() == wanted)
            .ok_or_else(|| UnknownTheme(s.to_owned()))
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
            s.step(SettingName::Rate, true, false).as_deref(),
            Some("110")
        );
        assert_eq!(
            s.step(SettingName::Rate, false, false).as_deref(),
            Some("90")
        );
        let slowest = s.with(SettingName::Rate, "50").unwrap();
        assert_eq!(slowest.step(SettingName::Rate, false, false), None);
        assert_eq!(
            slowest.step(SettingName::Rate, false, true).as_deref(),
            Some("300")
        );
        let between = s.with(SettingName::Rate, "155").unwrap();
        assert_eq!(
            between.step(SettingName::Rate, true, false).as_deref(),
            Some("160")
        );
        assert_eq!(
            between.step(SettingName::Rate, false, false).as_deref(),
            Some("150")
        );
        assert_eq!(
            s.step(SettingName::Theme, true, false).as_deref(),
            Some("black-white")
        );
        assert_eq!(s.step(SettingName::Theme, false, false), None);
        assert_eq!(
            s.step(SettingName::Sonify, true, true).as_deref(),
            Some("off")
        );
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
