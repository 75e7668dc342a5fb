//! Settings in words, for `set` and the board window's settings dialog:
//! each value worded by a message chosen by its type.

use super::{Args, Phrases};
use crate::{
    event::SettingName,
    session::settings::{SettingValue, setting_key},
};

impl Phrases {
    /// A setting's name: "Speech rate".
    pub fn setting_name(&self, name: SettingName) -> String {
        if name == SettingName::Volume {
            return self.say("setting-name-volume", vec![]);
        }
        if name == SettingName::Speaker {
            return self.say("setting-name-speaker", vec![]);
        }
        self.say("setting-name", vec![("name", setting_key(name).into())])
    }

    /// A setting's value in words: "150 percent", "black and white", "on".
    pub fn setting_value(&self, value: SettingValue) -> String {
        let (id, args) = value_message(value);
        self.say(id, args)
    }

    /// What a setting takes, said as the `set` line that changes it: "Say
    /// set braille auto, on or off."
    pub fn setting_takes(&self, name: SettingName) -> String {
        self.say("setting-takes", vec![("name", setting_key(name).into())])
    }

    /// One row of the settings dialog: "Language: English, 2 of 8".
    pub fn setting_row(&self, value: SettingValue, position: usize, count: usize) -> String {
        self.say(
            "setting-row",
            vec![
                ("name", self.setting_name(value.name()).into()),
                ("value", self.setting_value(value).into()),
                ("position", position.into()),
                ("count", count.into()),
            ],
        )
    }
}

/// The message that words a setting's value, and its arguments: one
/// message per value, chosen by type, never built from text.
fn value_message(value: SettingValue) -> (&'static str, Args<'static>) {
    use crate::notation::{Lang, Style};
    use crate::rules::tactile::PieceOrder;
    use crate::session::settings::VoiceKind;
    use crate::session::settings::{BoardReading, PromotionChoice, ThemeName};
    let id = match value {
        SettingValue::Rate(rate) => {
            return ("setting-rate", vec![("percent", rate.percent().into())]);
        }
        SettingValue::Volume(Some(volume)) => {
            return ("setting-volume", vec![("percent", volume.percent().into())]);
        }
        SettingValue::Volume(None) => "setting-volume-default",
        SettingValue::Speaker(Some(speaker)) => {
            return (
                "setting-speaker",
                vec![("name", speaker.as_str().to_owned().into())],
            );
        }
        SettingValue::Speaker(None) => "setting-speaker-default",
        SettingValue::Confirm(on)
        | SettingValue::ConfirmHeard(on)
        | SettingValue::Sonify(on)
        | SettingValue::Openings(on)
        | SettingValue::Listen(on) => {
            if on {
                "setting-on"
            } else {
                "setting-off"
            }
        }
        SettingValue::Style(style) => match style {
            Style::AppendixE => "setting-style-appendix-e",
            Style::Spoken => "setting-style-spoken",
            Style::Nato => "setting-style-nato",
            Style::San => "setting-style-san",
        },
        SettingValue::Lang(lang) => match lang {
            Lang::En => "setting-lang-en",
            Lang::De => "setting-lang-de",
            Lang::Es => "setting-lang-es",
        },
        SettingValue::Voice(voice) => match voice {
            VoiceKind::Tts => "setting-voice-tts",
            VoiceKind::Text => "setting-voice-text",
            VoiceKind::None => "setting-voice-none",
        },
        SettingValue::Theme(theme) => match theme {
            ThemeName::YellowNavy => "setting-theme-yellow-navy",
            ThemeName::BlackWhite => "setting-theme-black-white",
            ThemeName::ColourBlind => "setting-theme-colour-blind",
        },
        SettingValue::Order(order) => match order {
            PieceOrder::YoursFirst => "setting-order-yours-first",
            PieceOrder::Mixed => "setting-order-mixed",
        },
        SettingValue::Board(board) => match board {
            BoardReading::Ranks => "setting-board-ranks",
            BoardReading::Pieces => "setting-board-pieces",
        },
        SettingValue::Promotion(choice) => match choice {
            PromotionChoice::Ask => "setting-promotion-ask",
            PromotionChoice::Queen => "setting-promotion-queen",
        },
        SettingValue::Braille(use_) => match use_ {
            crate::setting::BrailleUse::Auto => "setting-braille-auto",
            crate::setting::BrailleUse::On => "setting-on",
            crate::setting::BrailleUse::Off => "setting-off",
        },
    };
    (id, vec![])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Notice;
    use crate::notation::{Lang, Style};
    use crate::session::Settings;
    use crate::session::settings::SETTING_NAMES;

    #[test]
    fn every_setting_and_value_has_words_in_every_language() {
        for lang in Lang::ALL {
            let p = Phrases::new(Style::Spoken, lang, false);
            for name in SETTING_NAMES {
                let said = p.setting_name(name);
                assert!(!said.contains("setting"), "{lang} {name:?}: {said}");
                for value in Settings::options(name) {
                    let words = p.setting_value(value);
                    assert!(!words.contains("setting-"), "{lang}: {words}");
                    let row = p.setting_row(value, 2, 8);
                    assert!(!row.contains('{') && !row.contains("setting"), "{row}");
                }
                let bad = p.utterance(
                    &crate::event::Event::Notice(Notice::BadSetting {
                        name,
                        given: "x".into(),
                    }),
                    None,
                );
                assert!(bad.text.contains('x') && !bad.text.contains("bad-setting"));
            }
        }
    }

    /// Every setting × every value × every language resolves to a real
    /// message of its own: none is missing, none falls back to another's
    /// words (a selector's default variant) or to the bare value.
    #[test]
    fn every_setting_value_resolves_to_its_own_message_in_every_language() {
        use crate::notation::format_message;
        let all: Vec<SettingName> = SETTING_NAMES.into_iter().collect();
        for lang in Lang::ALL {
            let p = Phrases::new(Style::Spoken, lang, false);
            let mut names = std::collections::HashSet::new();
            let mut refusals = std::collections::HashMap::new();
            for &name in &all {
                let mut values = Settings::options(name);
                // The voices are the synthesizer's; one stands for them.
                if name == SettingName::Speaker {
                    let anna = crate::session::settings::Speaker::new("German+Anna");
                    values.push(SettingValue::Speaker(anna));
                }
                assert!(values.len() >= 2, "{name:?}");
                let mut words = std::collections::HashSet::new();
                for value in values {
                    assert_eq!(value.name(), name);
                    let (id, args) = value_message(value);
                    let said = format_message(lang, id, &args);
                    assert_ne!(said, id, "{lang}: {value:?} has no message {id}");
                    assert!(!said.contains('{'), "{lang}: {value:?}: {said}");
                    assert!(words.insert(said.clone()), "{lang}: {value:?} said twice");
                    // The notice of a change reads its canonical word back.
                    let changed =
                        p.utterance(&crate::event::Event::Notice(Notice::Setting(value)), None);
                    assert!(changed.text.contains(&said), "{lang}: {}", changed.text);
                }
                assert!(names.insert(p.setting_name(name)), "{lang}: {name:?}");
                let refused = p
                    .utterance(
                        &crate::event::Event::Notice(Notice::BadSetting {
                            name,
                            given: "x".into(),
                        }),
                        None,
                    )
                    .text;
                refusals.insert(name, refused);
            }
            // Each refusal is its setting's own, the two switches alike.
            for &a in &all {
                for &b in &all {
                    let switches = [
                        SettingName::Confirm,
                        SettingName::ConfirmHeard,
                        SettingName::Sonify,
                        SettingName::Openings,
                        SettingName::Listen,
                    ];
                    if a != b && !(switches.contains(&a) && switches.contains(&b)) {
                        assert_ne!(refusals[&a], refusals[&b], "{lang}: {a:?} and {b:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn settings_are_said_in_words() {
        let en = Phrases::new(Style::Spoken, Lang::En, false);
        let de = Phrases::new(Style::Spoken, Lang::De, false);
        assert_eq!(
            en.setting_row(SettingValue::Lang(Lang::En), 1, 8),
            "Language: English, 1 of 8"
        );
        let rate = crate::session::settings::Rate::new(150).unwrap();
        assert_eq!(
            de.setting_row(SettingValue::Rate(rate), 4, 8),
            "Sprechtempo: 150 Prozent, 4 von 8"
        );
        let changed = Notice::Setting(SettingValue::Theme(
            crate::session::settings::ThemeName::BlackWhite,
        ));
        assert_eq!(
            en.utterance(&crate::event::Event::Notice(changed), None)
                .text,
            "Theme: black and white."
        );
        // Changed in the settings dialog: with its place among them.
        let theme = SettingValue::Theme(crate::session::settings::ThemeName::BlackWhite);
        let listed = crate::event::Event::Notice(Notice::ListedSetting(theme));
        let es = Phrases::new(Style::Spoken, Lang::Es, false);
        assert_eq!(
            en.utterance(&listed, None).text,
            "Theme: black and white, 6 of 16"
        );
        assert_eq!(
            de.utterance(&listed, None).text,
            "Farben: Schwarz und Weiß, 6 von 16"
        );
        assert_eq!(
            es.utterance(&listed, None).text,
            "Colores: blanco y negro, 6 de 16"
        );
        let asked = |by_key| {
            en.utterance(
                &crate::event::Event::Notice(Notice::ConfirmResign { by_key }),
                None,
            )
            .text
        };
        assert_eq!(asked(true), "Resign? Press the same key again to confirm.");
        assert_eq!(asked(false), "Resign? Type yes to confirm.");
    }

    /// `set NAME` alone says the value now and what the setting takes, as
    /// lines typed in the player's language: each `set NAME VALUE` it names
    /// (`set braille auto, on or off`: three) is read back as that setting
    /// and a value of it, and each setting's words are its own.
    #[test]
    fn a_bare_setting_says_the_lines_that_change_it_in_every_language() {
        use crate::input::{Action, Command, Typed, parse_line};
        for (lang, set, or, with) in [
            (Lang::En, "set", "or", "with"),
            (Lang::De, "einstellen", "oder", "mit"),
            (Lang::Es, "ajustar", "o", "con"),
        ] {
            let p = Phrases::new(Style::Spoken, lang, false);
            let mut seen = std::collections::HashSet::new();
            for name in SETTING_NAMES {
                let takes = p.setting_takes(name);
                assert!(seen.insert(takes.clone()), "{lang}: {name:?} {takes}");
                let words: Vec<&str> = takes.split_whitespace().collect();
                let bare = |w: &str| w.trim_end_matches([',', '.']).to_owned();
                let mut checked = 0;
                for i in 0..words.len().saturating_sub(2) {
                    let line = format!("{} {}", words[i], bare(words[i + 1]));
                    let asks = Typed::Act(Action::Command(Command::AskSetting(name)));
                    if words[i] != set || parse_line(&line) != asks {
                        continue;
                    }
                    let mut j = i + 2;
                    while j < words.len() && words[j] != with {
                        let value = bare(words[j]);
                        assert!(
                            SettingValue::parse(name, &value).is_some(),
                            "{lang}: {name:?}: {value} in {takes}"
                        );
                        checked += 1;
                        let more = words[j].ends_with(',') || words.get(j + 1) == Some(&or);
                        if !more || words[j].ends_with('.') {
                            break;
                        }
                        j += 1;
                        if words.get(j) == Some(&or) {
                            j += 1;
                        }
                        if words.get(j) == Some(&set) {
                            break;
                        }
                    }
                }
                assert!(checked > 0, "{lang}: {name:?} names no value: {takes}");
                let asked = p
                    .utterance(
                        &crate::event::Event::Notice(Notice::SettingAsked(
                            Settings::default().get(name),
                        )),
                        None,
                    )
                    .text;
                assert!(
                    asked.starts_with(&p.setting_name(name)) && asked.ends_with(&takes),
                    "{lang}: {asked}"
                );
            }
        }
    }
}
