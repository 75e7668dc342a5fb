//! The settings file: `config.toml` in the settings folder
//! ([`crate::store::Folders::settings_file`]). Each value is read on its
//! own: a bad one gets a clear message and its default, never a crash.

use std::path::{Path, PathBuf};

use crate::event::Notice;
use crate::session::Settings;
use crate::session::settings::{SETTING_NAMES, SettingValue, setting_key, setting_of_key};

/// What was wrong in a settings file: each value on its own, so that one
/// bad value costs only that value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigProblem {
    /// The file is not TOML: every setting keeps its default.
    Unreadable {
        /// The line of the error, when known.
        line: Option<usize>,
        /// The TOML reader's own words.
        detail: String,
    },
    /// A key that is no setting; ignored.
    UnknownKey(String),
    /// A value that is no value of its setting; the default is used.
    BadValue {
        /// The setting's key.
        key: String,
        /// The value as written.
        value: String,
    },
}

impl std::fmt::Display for ConfigProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigProblem::Unreadable { detail, .. } => {
                write!(f, "cannot read the settings ({detail}); using the defaults")
            }
            ConfigProblem::UnknownKey(key) => write!(f, "unknown setting \"{key}\" ignored"),
            ConfigProblem::BadValue { key, value } => {
                write!(f, "bad value \"{value}\" for {key}; using the default")
            }
        }
    }
}

impl ConfigProblem {
    /// The notice that tells the player, naming the file `file`.
    pub fn notice(&self, file: &str) -> Notice {
        let file = file.to_owned();
        match self {
            ConfigProblem::Unreadable { line, .. } => {
                Notice::ConfigUnreadable { file, line: *line }
            }
            ConfigProblem::UnknownKey(key) => Notice::UnknownConfigKey {
                file,
                key: key.clone(),
            },
            ConfigProblem::BadValue { key, value } => Notice::BadConfigValue {
                file,
                key: key.clone(),
                value: value.clone(),
            },
        }
    }
}

/// The own name of the settings file at `path`, as the player is told it.
pub fn config_file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || "config.toml".to_owned(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Reads the settings file at `path` over `defaults`; the problems name
/// every value that was wrong (and was replaced by its default).
pub fn load(path: &Path, defaults: Settings) -> (Settings, Vec<ConfigProblem>) {
    let Some(text) = read_limited(path) else {
        return (defaults, Vec::new());
    };
    match text {
        Ok(text) => parse(&text, defaults),
        Err(problem) => (defaults, vec![problem]),
    }
}

/// The most a settings file may hold; a larger one is not read.
const MAX_SETTINGS_BYTES: u64 = 1 << 20;

/// The text of the file at `path`, `None` when there is none, or why it
/// cannot be read as settings (too large, not UTF-8).
fn read_limited(path: &Path) -> Option<Result<String, ConfigProblem>> {
    use std::io::Read;
    let file = std::fs::File::open(path).ok()?;
    let mut bytes = Vec::new();
    let unreadable = |detail: &str| ConfigProblem::Unreadable {
        line: None,
        detail: detail.to_owned(),
    };
    if file
        .take(MAX_SETTINGS_BYTES + 1)
        .read_to_end(&mut bytes)
        .is_err()
    {
        return Some(Err(unreadable("it cannot be read")));
    }
    if bytes.len() as u64 > MAX_SETTINGS_BYTES {
        return Some(Err(unreadable("it is larger than 1 MB")));
    }
    Some(String::from_utf8(bytes).map_err(|_| unreadable("it is not UTF-8 text")))
}

/// Reads settings from the text of a settings file (see [`load`]).
pub fn parse(text: &str, defaults: Settings) -> (Settings, Vec<ConfigProblem>) {
    let mut settings = defaults;
    let mut problems = Vec::new();
    let table: toml::Table = match text.parse::<toml::Table>() {
        Ok(t) => t,
        Err(e) => {
            return (
                defaults,
                vec![ConfigProblem::Unreadable {
                    line: e.span().map(|s| crate::keymap::line_of(text, s.start)),
                    detail: e.message().to_owned(),
                }],
            );
        }
    };
    for (key, value) in &table {
        let text = match value {
            toml::Value::String(s) => s.clone(),
            toml::Value::Boolean(b) => if *b { "on" } else { "off" }.to_owned(),
            other => other.to_string(),
        };
        match setting_of_key(key) {
            Some(setting) => match SettingValue::parse(setting, &text) {
                Some(value) => settings.set(value),
                None => problems.push(ConfigProblem::BadValue {
                    key: key.clone(),
                    value: text,
                }),
            },
            None => problems.push(ConfigProblem::UnknownKey(key.clone())),
        }
    }
    (settings, problems)
}

/// The text of the settings file: one `key = value` line per setting, in
/// the order of [`SETTING_NAMES`]; switches as booleans, the rate and a
/// volume as numbers, the rest (and the synthesizer's own volume,
/// `"default"`) as strings.
pub fn to_text(settings: &Settings) -> String {
    let mut text = String::new();
    for name in SETTING_NAMES {
        let key = setting_key(name);
        let line = match settings.get(name) {
            SettingValue::Confirm(on)
            | SettingValue::ConfirmHeard(on)
            | SettingValue::Sonify(on)
            | SettingValue::Openings(on)
            | SettingValue::Listen(on) => format!("{key} = {on}"),
            SettingValue::Rate(rate) => format!("{key} = {rate}"),
            SettingValue::Volume(Some(volume)) => format!("{key} = {volume}"),
            // A voice's name is the synthesizer's: quoted as TOML quotes.
            value @ SettingValue::Speaker(_) => {
                format!("{key} = {}", toml::Value::String(value.to_string()))
            }
            value => format!("{key} = \"{value}\""),
        };
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// Writes the settings file at `path` atomically. A file there that has problems
/// (the player's own, with a value tactus cannot read) is not overwritten
/// unread: it is first renamed `config.toml.bad-SECONDS` (the Unix time),
/// and that name is returned so that the player can be told.
pub fn save(path: &Path, settings: &Settings) -> std::io::Result<Option<PathBuf>> {
    let kept = keep_aside_if_bad(path)?;
    crate::store::write_atomic(path, to_text(settings).as_bytes())?;
    Ok(kept)
}

/// Renames the settings file at `path` aside when reading it finds a
/// problem; the new name, or `None` when it is good or absent.
fn keep_aside_if_bad(path: &Path) -> std::io::Result<Option<PathBuf>> {
    let bad = match read_limited(path) {
        None => false,
        Some(Err(_)) => true,
        Some(Ok(text)) => !parse(&text, Settings::default()).1.is_empty(),
    };
    if !bad {
        return Ok(None);
    }
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".bad-{seconds}"));
    let aside = PathBuf::from(name);
    std::fs::rename(path, &aside)?;
    Ok(Some(aside))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::SettingName;
    use crate::notation::{Lang, Style};

    #[test]
    fn good_and_bad_values() {
        let (s, problems) = parse(
            "style = \"anna\"\nlang = \"xx\"\nconfirm = true\n",
            Settings::default(),
        );
        assert_eq!(s.style, Style::AppendixE);
        assert_eq!(s.lang, Lang::En);
        assert!(s.confirm);
        assert_eq!(problems.len(), 1, "{problems:?}");
        let (s, problems) = parse("this is not toml = = =", Settings::default());
        assert_eq!(s, Settings::default());
        assert_eq!(problems.len(), 1);
    }

    /// The settings file reads a switch as the `set` command and the
    /// talking clock do: "apagado" was refused here and taken there.
    #[test]
    fn switches_are_read_with_the_one_on_off_parser() {
        let (s, problems) = parse(
            "sonify = \"apagado\"\nconfirm = \"Encendido\"\n",
            Settings::default(),
        );
        assert!(problems.is_empty(), "{problems:?}");
        assert!(!s.sonify);
        assert!(s.confirm);
        let (s, problems) = parse("confirm = \"aus\"\nsonify = \"stumm\"\n", s);
        assert!(problems.is_empty(), "{problems:?}");
        assert!(!s.confirm && !s.sonify);
        let (_, problems) = parse("sonify = \"maybe\"\n", Settings::default());
        assert_eq!(problems.len(), 1, "{problems:?}");
    }

    #[test]
    fn the_new_settings_are_written_and_read_back() {
        let mut s = Settings::default();
        for (name, value) in [
            (SettingName::Rate, "170"),
            (SettingName::Theme, "colour-blind"),
            (SettingName::Sonify, "off"),
            (SettingName::Order, "mixed"),
            (SettingName::Voice, "none"),
            (SettingName::Promotion, "ask"),
        ] {
            s = s.with(name, value).expect(value);
        }
        let text = to_text(&s);
        assert!(text.contains("rate = 170\n"), "{text}");
        // set promotion ask is kept for the next start too.
        assert!(text.contains("promotion = \"ask\"\n"), "{text}");
        assert!(text.contains("sonify = false\n"), "{text}");
        assert!(text.contains("theme = \"colour-blind\"\n"), "{text}");
        let (back, problems) = parse(&text, Settings::default());
        assert_eq!(problems, Vec::<ConfigProblem>::new());
        assert_eq!(back, s);
    }

    #[test]
    fn a_bad_new_value_keeps_its_default_and_is_named() {
        let (s, problems) = parse(
            "rate = 900\ntheme = \"pink\"\nsonify = \"loud\"\norder = \"mixed\"\n",
            Settings::default(),
        );
        assert_eq!(s.rate, Settings::default().rate);
        assert_eq!(s.theme, Settings::default().theme);
        assert!(s.sonify);
        assert_eq!(s.order, crate::rules::tactile::PieceOrder::Mixed);
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert_eq!(
            problems[0],
            ConfigProblem::BadValue {
                key: "rate".into(),
                value: "900".into()
            }
        );
    }
}
