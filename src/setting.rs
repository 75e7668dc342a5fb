//! The player's settings as names and typed values, below everything that
//! passes them (the line commands, the events, the session, the settings
//! file): a [`SettingName`] and what it can be set to, a [`SettingValue`].
//!
//! Each value has a canonical word (`appendix-e`, `de`, `tts`, `150`,
//! `black-white`, `on`, `yours-first`), its `Display`: the settings file
//! writes it, and [`SettingValue::parse`] reads it and every accepted
//! spelling (one on/off parser, [`parse_switch`], for every switch). The
//! settings themselves are [`crate::session::Settings`].

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::notation::{Lang, Style};
use crate::rules::tactile::PieceOrder;

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

/// Whether the terminal uses a braille display (`--braille`, `set
/// braille`): through BRLTTY, see `app::braille_line`.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum BrailleUse {
    /// When BRLTTY offers one.
    #[default]
    Auto,
    /// Always; why not, said, when none can be taken.
    On,
    /// Never.
    Off,
}

/// `auto`, `on` or `off` in every language, any case.
pub fn parse_braille(text: &str) -> Option<BrailleUse> {
    match text.trim().to_lowercase().as_str() {
        "auto" | "automatic" | "automatisch" | "automático" | "automatico" => {
            Some(BrailleUse::Auto)
        }
        other => parse_switch(other).map(|on| if on { BrailleUse::On } else { BrailleUse::Off }),
    }
}

fn braille_word(use_: BrailleUse) -> &'static str {
    match use_ {
        BrailleUse::Auto => "auto",
        BrailleUse::On => "on",
        BrailleUse::Off => "off",
    }
}

/// Every setting, in the order the settings dialog lists them.
pub const SETTING_NAMES: [SettingName; 14] = [
    SettingName::Lang,
    SettingName::Style,
    SettingName::Voice,
    SettingName::Rate,
    SettingName::Volume,
    SettingName::Theme,
    SettingName::Sonify,
    SettingName::Order,
    SettingName::Board,
    SettingName::Confirm,
    SettingName::Promotion,
    SettingName::Openings,
    SettingName::Braille,
    SettingName::Speaker,
];

/// The settings file's key of a setting, which is also its English `set`
/// word: `style`, `lang`, `voice`, `confirm`, `rate`, `theme`, `sonify`,
/// `order`, `board`, `promotion`, `openings`, `braille`, `volume`,
/// `speaker`.
pub fn setting_key(name: SettingName) -> &'static str {
    match name {
        SettingName::Style => "style",
        SettingName::Lang => "lang",
        SettingName::Voice => "voice",
        SettingName::Speaker => "speaker",
        SettingName::Confirm => "confirm",
        SettingName::Rate => "rate",
        SettingName::Volume => "volume",
        SettingName::Theme => "theme",
        SettingName::Sonify => "sonify",
        SettingName::Order => "order",
        SettingName::Board => "board",
        SettingName::Promotion => "promotion",
        SettingName::Openings => "openings",
        SettingName::Braille => "braille",
    }
}

/// The setting of a settings file key ([`setting_key`]).
pub fn setting_of_key(key: &str) -> Option<SettingName> {
    SETTING_NAMES.into_iter().find(|n| setting_key(*n) == key)
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
    /// The synthesizer's voice; `None` is the language's default.
    Speaker(Option<Speaker>),
    /// Whether moves are read back for confirmation.
    Confirm(bool),
    /// How fast the voice speaks.
    Rate(Rate),
    /// How loud the synthesizer speaks; `None` is its own volume.
    Volume(Option<Volume>),
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
    /// Whether the opening's name is said as it is reached.
    Openings(bool),
    /// Whether the terminal uses a braille display.
    Braille(BrailleUse),
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
            SettingName::Speaker => SettingValue::Speaker(parse_speaker(text)?),
            SettingName::Confirm => SettingValue::Confirm(parse_switch(text)?),
            SettingName::Rate => SettingValue::Rate(Rate::from_str(text).ok()?),
            SettingName::Volume => SettingValue::Volume(parse_volume(text)?),
            SettingName::Theme => SettingValue::Theme(ThemeName::from_str(text).ok()?),
            SettingName::Sonify => SettingValue::Sonify(parse_switch(text)?),
            SettingName::Order => SettingValue::Order(parse_order(text)?),
            SettingName::Board => SettingValue::Board(parse_board_reading(text)?),
            SettingName::Promotion => SettingValue::Promotion(parse_promotion(text)?),
            SettingName::Openings => SettingValue::Openings(parse_switch(text)?),
            SettingName::Braille => SettingValue::Braille(parse_braille(text)?),
        })
    }

    /// The setting this is a value of.
    pub fn name(self) -> SettingName {
        match self {
            SettingValue::Style(_) => SettingName::Style,
            SettingValue::Lang(_) => SettingName::Lang,
            SettingValue::Voice(_) => SettingName::Voice,
            SettingValue::Speaker(_) => SettingName::Speaker,
            SettingValue::Confirm(_) => SettingName::Confirm,
            SettingValue::Rate(_) => SettingName::Rate,
            SettingValue::Volume(_) => SettingName::Volume,
            SettingValue::Theme(_) => SettingName::Theme,
            SettingValue::Sonify(_) => SettingName::Sonify,
            SettingValue::Order(_) => SettingName::Order,
            SettingValue::Board(_) => SettingName::Board,
            SettingValue::Promotion(_) => SettingName::Promotion,
            SettingValue::Openings(_) => SettingName::Openings,
            SettingValue::Braille(_) => SettingName::Braille,
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
            SettingValue::Speaker(Some(speaker)) => write!(f, "{speaker}"),
            SettingValue::Speaker(None) => f.write_str(DEFAULT_VOLUME_WORD),
            SettingValue::Confirm(on) | SettingValue::Sonify(on) | SettingValue::Openings(on) => {
                f.write_str(switch_word(on))
            }
            SettingValue::Rate(rate) => write!(f, "{rate}"),
            SettingValue::Volume(Some(volume)) => write!(f, "{volume}"),
            SettingValue::Volume(None) => f.write_str(DEFAULT_VOLUME_WORD),
            SettingValue::Theme(theme) => write!(f, "{theme}"),
            SettingValue::Order(order) => f.write_str(order_word(order)),
            SettingValue::Board(board) => f.write_str(board_word(board)),
            SettingValue::Promotion(choice) => f.write_str(promotion_word(choice)),
            SettingValue::Braille(use_) => f.write_str(braille_word(use_)),
        }
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

/// How loud the synthesizer speaks, in percent of its loudest: 0 (silent)
/// to 100. A setting of no volume (`None`) leaves the synthesizer's own.
///
/// ```
/// use tactus::session::settings::{Volume, parse_volume};
///
/// assert_eq!(parse_volume("40%"), Some(Volume::new(40)));
/// assert_eq!(parse_volume("Standard"), Some(None));
/// assert_eq!(parse_volume("101"), None);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Volume(u8);

impl Volume {
    /// The loudest volume, in percent.
    pub const MAX: u8 = 100;
    /// The steps of the settings dialog, in percent.
    pub const STEP: u8 = 10;

    /// The volume of `percent`, if it is at most [`Volume::MAX`].
    pub fn new(percent: u8) -> Option<Volume> {
        (percent <= Volume::MAX).then_some(Volume(percent))
    }

    /// The volume in percent of the loudest.
    pub fn percent(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Volume {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A volume above 100 percent, or no number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a volume: say a percentage from 0 to 100")]
pub struct BadVolume(pub String);

impl FromStr for Volume {
    type Err = BadVolume;

    /// Reads `40` or `40%`.
    fn from_str(s: &str) -> Result<Volume, BadVolume> {
        let digits = s.trim().trim_end_matches('%').trim();
        digits
            .parse::<u8>()
            .ok()
            .and_then(Volume::new)
            .ok_or_else(|| BadVolume(s.to_owned()))
    }
}

impl TryFrom<u8> for Volume {
    type Error = BadVolume;
    fn try_from(percent: u8) -> Result<Volume, BadVolume> {
        Volume::new(percent).ok_or_else(|| BadVolume(percent.to_string()))
    }
}

impl From<Volume> for u8 {
    fn from(volume: Volume) -> u8 {
        volume.0
    }
}

/// The settings file's word for the synthesizer's own volume.
const DEFAULT_VOLUME_WORD: &str = "default";

/// A volume setting from a word in any language: a percentage from 0 to
/// 100 (`Some(Some(..))`), or `default`, `standard`, `predeterminado` for
/// the synthesizer's own (`Some(None)`); `None` when it is neither.
pub fn parse_volume(text: &str) -> Option<Option<Volume>> {
    match text.trim().to_lowercase().as_str() {
        "default" | "standard" | "normal" | "predeterminado" | "predeterminada" => Some(None),
        other => Volume::from_str(other).ok().map(Some),
    }
}

/// A synthesizer's voice by name, as the synthesizer lists it ("German+Anna",
/// "English (Great Britain)"): at most [`Speaker::LONGEST`] bytes, kept in
/// place so that the settings stay a plain value.
///
/// ```
/// use tactus::session::settings::{Speaker, parse_speaker};
///
/// let anna = parse_speaker(" German+Anna ").unwrap().unwrap();
/// assert_eq!(anna.as_str(), "German+Anna");
/// assert_eq!(parse_speaker("Standard"), Some(None));
/// assert_eq!(parse_speaker(&"x".repeat(65)), None);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Speaker {
    len: u8,
    bytes: [u8; Speaker::LONGEST],
}

impl Speaker {
    /// The longest name kept, in bytes.
    pub const LONGEST: usize = 64;

    /// The voice named `name` (spaces around it dropped), if it is not
    /// empty and at most [`Speaker::LONGEST`] bytes.
    pub fn new(name: &str) -> Option<Speaker> {
        let name = name.trim();
        if name.is_empty() || name.len() > Speaker::LONGEST {
            return None;
        }
        let mut bytes = [0; Speaker::LONGEST];
        bytes[..name.len()].copy_from_slice(name.as_bytes());
        Some(Speaker {
            len: name.len() as u8,
            bytes,
        })
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Debug for Speaker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Speaker({:?})", self.as_str())
    }
}

impl fmt::Display for Speaker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A voice name that is empty or too long.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a voice's name")]
pub struct BadSpeaker(pub String);

impl TryFrom<String> for Speaker {
    type Error = BadSpeaker;
    fn try_from(name: String) -> Result<Speaker, BadSpeaker> {
        Speaker::new(&name).ok_or(BadSpeaker(name))
    }
}

impl From<Speaker> for String {
    fn from(speaker: Speaker) -> String {
        speaker.as_str().to_owned()
    }
}

/// A voice setting from a word: `default`, `standard`, `predeterminada`
/// for the language's default voice (`Some(None)`), else a voice's name
/// (`Some(Some(..))`); `None` when the name is too long.
pub fn parse_speaker(text: &str) -> Option<Option<Speaker>> {
    match text.trim().to_lowercase().as_str() {
        "default" | "standard" | "predeterminado" | "predeterminada" => Some(None),
        _ => Speaker::new(text).map(Some),
    }
}

/// The board window's colour themes by name (the colours themselves are
/// the window's business: `window::theme`).
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

/// A setting the player can change with `set`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SettingName {
    /// How moves are worded.
    Style,
    /// The interface language.
    Lang,
    /// The speaking output.
    Voice,
    /// The synthesizer's voice.
    Speaker,
    /// Whether moves are read back for confirmation.
    Confirm,
    /// How fast the voice speaks.
    Rate,
    /// How loud the synthesizer speaks.
    Volume,
    /// The board window's colours.
    Theme,
    /// Whether the window sounds a tone for each square the cursor reaches.
    Sonify,
    /// The order of "next piece of a kind".
    Order,
    /// How `b` reads the board: rank by rank or as piece lists.
    Board,
    /// Whether a typed promotion without a piece is asked about or made a
    /// queen (casual rules; strict rules always ask).
    Promotion,
    /// Whether the name of the opening is said as it is reached.
    Openings,
    /// Whether the terminal uses a braille display (auto, on, off).
    Braille,
}

/// `on` or `off` in every language, any case: the one reading of a switch,
/// for the talking clock (`clock off`), the `set` command and the settings
/// file (`set confirm an`, `sonify = "apagado"`).
pub fn parse_switch(word: &str) -> Option<bool> {
    match word.trim().to_lowercase().as_str() {
        "on" | "yes" | "true" | "1" | "unmute" | "an" | "ein" | "ja" | "encendido" | "encender"
        | "sí" | "si" => Some(true),
        "off" | "no" | "false" | "0" | "mute" | "aus" | "stumm" | "nein" | "apagado" | "apagar"
        | "silencio" => Some(false),
        _ => None,
    }
}
