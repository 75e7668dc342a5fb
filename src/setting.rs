//! The player's settings as names and typed values, below everything that
//! passes them (the line commands, the events, the session, the settings
//! file): a [`SettingName`] and what it can be set to, a [`SettingValue`].
//!
//! Each value has a canonical word (`appendix-e`, `de`, `tts`, `150`,
//! `black-white`, `on`, `yours-first`), its `Display`: the settings file
//! writes it, and [`SettingValue::parse`] reads it and every accepted
//! spelling (one on/off parser, [`parse_switch`], for every switch). The
//! spellings are `locales/*/input.ftl`'s, read through
//! [`crate::notation::vocabulary`]. The settings themselves are
//! [`crate::session::Settings`].

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::notation::vocabulary::{Group, find};
use crate::notation::{Lang, Style};
use crate::rules::tactile::PieceOrder;

mod voice;

pub use voice::{
    BadRate, BadSpeaker, BadVolume, Rate, Speaker, VoiceKind, Volume, parse_speaker, parse_voice,
    parse_volume,
};
use voice::{DEFAULT_VOLUME_WORD, voice_word};

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
    match find(Group::Promotion, text)? {
        "ask" => Some(PromotionChoice::Ask),
        "queen" => Some(PromotionChoice::Queen),
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
    match find(Group::Reading, text)? {
        "ranks" => Some(BoardReading::Ranks),
        "pieces" => Some(BoardReading::Pieces),
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
    if find(Group::Braille, text) == Some("auto") {
        return Some(BrailleUse::Auto);
    }
    parse_switch(text).map(|on| if on { BrailleUse::On } else { BrailleUse::Off })
}

fn braille_word(use_: BrailleUse) -> &'static str {
    match use_ {
        BrailleUse::Auto => "auto",
        BrailleUse::On => "on",
        BrailleUse::Off => "off",
    }
}

/// Every setting, in the order the settings dialog lists them.
pub const SETTING_NAMES: [SettingName; 16] = [
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
    SettingName::ConfirmHeard,
    SettingName::Promotion,
    SettingName::Openings,
    SettingName::Listen,
    SettingName::Braille,
    SettingName::Speaker,
];

/// The settings file's key of a setting, which is also its English `set`
/// word: `style`, `lang`, `voice`, `confirm`, `confirm-heard`, `rate`, `theme`, `sonify`,
/// `order`, `board`, `promotion`, `openings`, `listen`, `braille`, `volume`,
/// `speaker`.
pub fn setting_key(name: SettingName) -> &'static str {
    match name {
        SettingName::Style => "style",
        SettingName::Lang => "lang",
        SettingName::Voice => "voice",
        SettingName::Speaker => "speaker",
        SettingName::Confirm => "confirm",
        SettingName::ConfirmHeard => "confirm-heard",
        SettingName::Rate => "rate",
        SettingName::Volume => "volume",
        SettingName::Theme => "theme",
        SettingName::Sonify => "sonify",
        SettingName::Order => "order",
        SettingName::Board => "board",
        SettingName::Promotion => "promotion",
        SettingName::Openings => "openings",
        SettingName::Listen => "listen",
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

/// The piece order from a word in any language: `yours-first`, `mixed`.
pub fn parse_order(text: &str) -> Option<PieceOrder> {
    match find(Group::Order, text)? {
        "yours-first" => Some(PieceOrder::YoursFirst),
        "mixed" => Some(PieceOrder::Mixed),
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
    /// Whether moves heard are said back for confirmation.
    ConfirmHeard(bool),
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
    /// Whether moves are heard from the microphone.
    Listen(bool),
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
            SettingName::Voice => SettingValue::Voice(parse_voice(text)?),
            SettingName::Speaker => SettingValue::Speaker(parse_speaker(text)?),
            SettingName::Confirm => SettingValue::Confirm(parse_switch(text)?),
            SettingName::ConfirmHeard => SettingValue::ConfirmHeard(parse_switch(text)?),
            SettingName::Rate => SettingValue::Rate(Rate::from_str(text).ok()?),
            SettingName::Volume => SettingValue::Volume(parse_volume(text)?),
            SettingName::Theme => SettingValue::Theme(ThemeName::from_str(text).ok()?),
            SettingName::Sonify => SettingValue::Sonify(parse_switch(text)?),
            SettingName::Order => SettingValue::Order(parse_order(text)?),
            SettingName::Board => SettingValue::Board(parse_board_reading(text)?),
            SettingName::Promotion => SettingValue::Promotion(parse_promotion(text)?),
            SettingName::Openings => SettingValue::Openings(parse_switch(text)?),
            SettingName::Listen => SettingValue::Listen(parse_switch(text)?),
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
            SettingValue::ConfirmHeard(_) => SettingName::ConfirmHeard,
            SettingValue::Rate(_) => SettingName::Rate,
            SettingValue::Volume(_) => SettingName::Volume,
            SettingValue::Theme(_) => SettingName::Theme,
            SettingValue::Sonify(_) => SettingName::Sonify,
            SettingValue::Order(_) => SettingName::Order,
            SettingValue::Board(_) => SettingName::Board,
            SettingValue::Promotion(_) => SettingName::Promotion,
            SettingValue::Openings(_) => SettingName::Openings,
            SettingValue::Listen(_) => SettingName::Listen,
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
            SettingValue::Confirm(on)
            | SettingValue::ConfirmHeard(on)
            | SettingValue::Sonify(on)
            | SettingValue::Openings(on)
            | SettingValue::Listen(on) => f.write_str(switch_word(on)),
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

    /// A theme's name or another spelling of it ("color-blind"), any case.
    fn from_str(s: &str) -> Result<ThemeName, UnknownTheme> {
        let key = find(Group::Theme, s);
        ThemeName::ALL
            .into_iter()
            .find(|t| key == Some(t.name()))
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
    /// Whether moves heard are said back for confirmation.
    ConfirmHeard,
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
    /// Whether moves are heard from the microphone (`--listen`).
    Listen,
    /// Whether the terminal uses a braille display (auto, on, off).
    Braille,
}

/// `on` or `off` in every language, any case: the one reading of a switch,
/// for the talking clock (`clock off`), the `set` command and the settings
/// file (`set confirm an`, `sonify = "apagado"`).
pub fn parse_switch(word: &str) -> Option<bool> {
    match find(Group::Switch, word)? {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}
