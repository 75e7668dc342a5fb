//! The settings file: `config.toml` in `$TACTUS_CONFIG_DIR`, else
//! `$XDG_CONFIG_HOME/tactus`, else `~/.config/tactus`. Each value is read
//! on its own: a bad one gets a clear message and its default, never a crash.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use crate::notation::{Lang, Style};
use crate::session::{Settings, settings::parse_switch};
use crate::speech::backends::VoiceKind;

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
        let ok = match key.as_str() {
            "style" => Style::from_str(&text).map(|v| settings.style = v).is_ok(),
            "lang" => Lang::from_str(&text).map(|v| settings.lang = v).is_ok(),
            "voice" => VoiceKind::from_str(&text)
                .map(|v| settings.voice = v)
                .is_ok(),
            "confirm" => parse_switch(&text).map(|v| settings.confirm = v).is_some(),
            _ => {
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

/// Writes the settings file atomically.
pub fn save(settings: &Settings) -> std::io::Result<()> {
    let text = format!(
        "style = \"{}\"\nlang = \"{}\"\nvoice = \"{}\"\nconfirm = {}\n",
        settings.style,
        settings.lang,
        match settings.voice {
            VoiceKind::Tts => "tts",
            VoiceKind::Text => "text",
            VoiceKind::None => "none",
        },
        settings.confirm
    );
    crate::store::write_atomic(&config_path(), text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
