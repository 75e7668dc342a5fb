//! The settings file: `config.toml` in `$TACTUS_CONFIG_DIR`, else
//! `$XDG_CONFIG_HOME/tactus`, else `~/.config/tactus`. Each value is read
//! on its own: a bad one gets a clear message and its default, never a crash.

use std::path::{Path, PathBuf};

use crate::event::SettingName;
use crate::session::Settings;
use crate::session::settings::{SETTING_NAMES, setting_key, setting_of_key};

/// The settings file's path.
pub fn config_path() -> PathBuf {
    let dir = if let Some(dir) = std::env::var_os("TACTUS_CONFIG_DIR") {
        PathBuf::from(dir)
    } else if let Some(dir) = std::env::var_os("XDG_CONFIG_HOME").filter(|d| !d.is_empty()) {
        Path::new(&dir).join("tactus")
    } else {
        let home = std::env::var_os("HOME").unwrap_or_else(|| ".".into());
        Path::new(&home).join(".config/tactus")
    };
    dir.join("config.toml")
}

/// Reads the settings over `defaults`; the messages name every value that
/// was wrong (and was replaced by its default).
pub fn load(defaults: Settings) -> (Settings, Vec<String>) {
    let path = config_path();
    let Ok(text) = std::fs::read_to_string(&path) else {
        return (defaults, Vec::new());
    };
    parse(&text, defaults, &path.display().to_string())
}

/// Reads settings from the text of a settings file (see [`load`]).
pub fn parse(text: &str, defaults: Settings, name: &str) -> (Settings, Vec<String>) {
    let mut settings = defaults;
    let mut problems = Vec::new();
    let table: toml::Table = match text.parse() {
        Ok(t) => t,
        Err(e) => {
            let msg = e.message().to_owned();
            return (
                defaults,
                vec![format!(
                    "{name}: cannot read the settings ({msg}); using the defaults"
                )],
            );
        }
    };
    for (key, value) in &table {
        let text = match value {
            toml::Value::String(s) => s.clone(),
            toml::Value::Boolean(b) => if *b { "on" } else { "off" }.to_owned(),
            other => other.to_string(),
        };
        let ok = match setting_of_key(key) {
            Some(setting) => settings
                .with(setting, &text)
                .map(|s| settings = s)
                .is_some(),
            None => {
                problems.push(format!("{name}: unknown setting \"{key}\" ignored"));
                true
            }
        };
        if !ok {
            problems.push(format!(
                "{name}: bad value \"{text}\" for {key}; using the default"
            ));
        }
    }
    (settings, problems)
}

/// The text of the settings file: one `key = value` line per setting, in
/// the order of [`SETTING_NAMES`]; switches as booleans, the rate as a
/// number, the rest as strings.
pub fn to_text(settings: &Settings) -> String {
    let mut text = String::new();
    for name in SETTING_NAMES {
        let key = setting_key(name);
        let value = settings.value(name);
        let line = match name {
            SettingName::Confirm | SettingName::Sonify => format!("{key} = {}", value == "on"),
            SettingName::Rate => format!("{key} = {value}"),
            _ => format!("{key} = \"{value}\""),
        };
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// Writes the settings file atomically.
pub fn save(settings: &Settings) -> std::io::Result<()> {
    crate::store::write_atomic(&config_path(), to_text(settings).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};

    #[test]
    fn good_and_bad_values() {
        let (s, problems) = parse(
            "style = \"anna\"\nlang = \"xx\"\nconfirm = true\n",
            Settings::default(),
            "c",
        );
        assert_eq!(s.style, Style::AppendixE);
        assert_eq!(s.lang, Lang::En);
        assert!(s.confirm);
        assert_eq!(problems.len(), 1, "{problems:?}");
        let (s, problems) = parse("this is not toml = = =", Settings::default(), "c");
        assert_eq!(s, Settings::default());
        assert_eq!(problems.len(), 1);
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
        ] {
            s = s.with(name, value).expect(value);
        }
        let text = to_text(&s);
        assert!(text.contains("rate = 170\n"), "{text}");
        assert!(text.contains("sonify = false\n"), "{text}");
        assert!(text.contains("theme = \"colour-blind\"\n"), "{text}");
        let (back, problems) = parse(&text, Settings::default(), "c");
        assert_eq!(problems, Vec::<String>::new());
        assert_eq!(back, s);
    }

    #[test]
    fn a_bad_new_value_keeps_its_default_and_is_named() {
        let (s, problems) = parse(
            "rate = 900\ntheme = \"pink\"\nsonify = \"loud\"\norder = \"mixed\"\n",
            Settings::default(),
            "c",
        );
        assert_eq!(s.rate, Settings::default().rate);
        assert_eq!(s.theme, Settings::default().theme);
        assert!(s.sonify);
        assert_eq!(s.order, crate::rules::tactile::PieceOrder::Mixed);
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems[0].contains("\"900\" for rate"), "{problems:?}");
    }
}
