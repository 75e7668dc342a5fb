//! The words of chess in every style and language, both ways: [`render`]
//! turns moves, squares and pieces into words, [`parse`] turns typed or
//! spoken words back into moves, [`question`] asks which move was meant,
//! [`openings`] names the openings in the interface language;
//! [`vocabulary`] reads every other word a player types (commands,
//! settings, answers).
//!
//! The words live in Fluent files compiled into the program:
//! `locales/{en,de,es}/notation.ftl` (piece names, connecting words,
//! castling, check, NATO files, and the extra words the parser accepts) and
//! `locales/de/appendix-e.ftl` (the FIDE Appendix E words, one place for
//! every interface language). Both the renderer and the parser are built
//! from them, so the two cannot disagree. The words that are no move live
//! in `locales/{en,de,es}/input.ftl`.

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

mod fluent;
pub mod heard;
mod lexicon;
pub mod openings;
pub mod parse;
pub mod question;
pub mod render;
pub mod vocabulary;
mod words;

/// Formats the sentence `id` of `lang`'s Fluent files with `args`; a
/// missing message gives its id, never a panic.
pub fn format_message(
    lang: Lang,
    id: &str,
    args: &[(&str, fluent_bundle::FluentValue<'_>)],
) -> String {
    fluent::format(fluent::bundle(lang), id, args)
}

/// Problems in the Fluent sources: syntax errors or an id defined twice in
/// one language. Empty when all is well (tests check it).
pub fn locale_problems() -> Vec<String> {
    fluent::source_problems()
}

/// How moves are put into words.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Style {
    /// The FIDE words of Appendix E, whatever the interface language:
    /// "Springer Felix drei", "Kurze Rochade".
    AppendixE,
    /// Natural words in the interface language: "Knight f3", "Springer f3".
    #[default]
    Spoken,
    /// NATO file names: "Knight foxtrot 3".
    Nato,
    /// Standard algebraic notation itself: "Nf3".
    San,
}

impl Style {
    /// Every style, in the order menus list them.
    pub const ALL: [Style; 4] = [Style::AppendixE, Style::Spoken, Style::Nato, Style::San];

    /// The name used on the command line and in settings.
    pub fn name(self) -> &'static str {
        match self {
            Style::AppendixE => "appendix-e",
            Style::Spoken => "spoken",
            Style::Nato => "nato",
            Style::San => "san",
        }
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A style name that is not one of [`Style::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown style \"{0}\": choose appendix-e, spoken, nato or san")]
pub struct UnknownStyle(pub String);

impl FromStr for Style {
    type Err = UnknownStyle;

    /// A style's name or another word for it in any language (`fide`,
    /// `anna`), any case.
    fn from_str(s: &str) -> Result<Style, UnknownStyle> {
        let key = vocabulary::find(vocabulary::Group::Style, s);
        Style::ALL
            .into_iter()
            .find(|style| key == Some(style.name()))
            .ok_or_else(|| UnknownStyle(s.to_owned()))
    }
}

/// The interface language.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// German.
    De,
    /// Spanish.
    Es,
}

impl Lang {
    /// Every language tactus speaks.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Es];

    /// The language's code: `en`, `de`, `es`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Es => "es",
        }
    }
}

impl Lang {
    /// The language of the user's locale, from the values of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`, in that order (`None` for one not set).
    ///
    /// This is the one language detector of tactus, and it follows the
    /// gettext/POSIX precedence for messages: the first of the three that
    /// is set and not empty decides alone, even when it names no language
    /// of tactus's; `C` and `POSIX` (and anything else tactus does not
    /// speak) mean English. So `LC_ALL=C LANG=de_DE.UTF-8` is English, as
    /// every other program on the system speaks then. `main` reads the
    /// variables once and hands the result down.
    pub fn from_locale(vars: [Option<String>; 3]) -> Lang {
        vars.into_iter()
            .flatten()
            .find(|v| !v.trim().is_empty())
            .and_then(|v| v.parse().ok())
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language tactus does not speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language \"{0}\": choose en, de or es")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// Reads `en`, `de`, `es`, their names, and locale forms such as
    /// `de_DE.UTF-8` or `es-AR`.
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let lower = s.trim().to_ascii_lowercase();
        let code = lower.split(['_', '-', '.']).next().unwrap_or_default();
        let key = vocabulary::find(vocabulary::Group::Lang, code);
        Lang::ALL
            .into_iter()
            .find(|lang| key == Some(lang.code()))
            .ok_or_else(|| UnknownLang(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_language_comes_from_the_locale_variables() {
        let v = |s: &str| Some(s.to_owned());
        assert_eq!(Lang::from_locale([None, None, v("de_DE.UTF-8")]), Lang::De);
        assert_eq!(
            Lang::from_locale([v("es_AR.UTF-8"), None, v("de_DE")]),
            Lang::Es
        );
        assert_eq!(Lang::from_locale([v(""), v("es"), v("de")]), Lang::Es);
        assert_eq!(Lang::from_locale([None, None, v("C.UTF-8")]), Lang::En);
        assert_eq!(Lang::from_locale([None, None, v("fr_FR")]), Lang::En);
        assert_eq!(Lang::from_locale([None, None, None]), Lang::En);
        assert_eq!(
            Lang::from_locale([v("C"), None, v("de_DE.UTF-8")]),
            Lang::En
        );
        assert_eq!(Lang::from_locale([None, v("POSIX"), v("es_ES")]), Lang::En);
    }

    #[test]
    fn styles_and_languages_read_their_names() {
        for style in Style::ALL {
            assert_eq!(style.name().parse::<Style>(), Ok(style));
        }
        assert_eq!("anna".parse::<Style>(), Ok(Style::AppendixE));
        assert!("morse".parse::<Style>().is_err());
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
        assert!("fr".parse::<Lang>().is_err());
    }
}
