//! Why a command line sets nothing up, as a value: each refusal names
//! what is wrong, and [`Refused::words`] says it in the player's language
//! (the `cli-*` messages of [`super::words`]), never naming an arbiter's
//! code.

use std::fmt;

use super::words::{self, setup, setup::CodeFault};
use crate::notation::{Lang, format_message};
use crate::rules::fen::FenError;

/// What is wrong with the options of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// `--white`/`--black` names no player (human, engine, engine:LEVEL).
    Player(String),
    /// A player's level that is not one of 1–10: the value given and the
    /// level as written.
    Level(String, String),
    /// `--rules` is neither strict nor casual.
    Rules(String),
    /// `--theme` names no theme of the board window.
    Theme(String),
    /// `--voice` names no voice.
    Voice(String),
    /// Options that set up a new game, given with `--resume`.
    WithResume(Vec<&'static str>),
    /// Tournament mode with an engine.
    TournamentEngine,
    /// The arbiter's code could not be taken.
    Code(CodeFault),
    /// The position of `--fen` cannot be played.
    Fen(FenError),
    /// A player's name (the option) that is not one line of text.
    Name(&'static str),
    /// `--voice screen-reader` asked of the line interface.
    ScreenReaderInTty,
}

/// A refusal, with the language to say it in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// What is wrong.
    pub why: Refusal,
    /// The player's language: `--lang`, else the settings file's, else
    /// the locale's.
    pub lang: Lang,
}

impl Refusal {
    /// This refusal in `lang`'s words, one sentence.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Refusal::Player(value) => setup::player(lang, value),
            Refusal::Level(value, level) => setup::level(lang, value, level),
            Refusal::Rules(value) => setup::rules(lang, value),
            Refusal::Theme(value) => setup::theme(lang, value),
            Refusal::Voice(value) => setup::voice(lang, value),
            Refusal::WithResume(options) => setup::refused_with_resume(lang, options),
            Refusal::TournamentEngine => setup::tournament_engine(lang),
            Refusal::Code(fault) => setup::code(lang, *fault),
            Refusal::Fen(error) => words::fen(lang, error),
            Refusal::Name(option) => {
                format_message(lang, "cli-bad-name", &[("option", (*option).into())])
            }
            Refusal::ScreenReaderInTty => setup::screen_reader_in_tty(lang),
        }
    }

    /// This refusal, to be said in `lang`.
    pub fn in_lang(self, lang: Lang) -> Refused {
        Refused { why: self, lang }
    }
}

impl Refused {
    /// The refusal's words.
    pub fn words(&self) -> String {
        self.why.words(self.lang)
    }
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words())
    }
}

impl std::error::Error for Refused {}
