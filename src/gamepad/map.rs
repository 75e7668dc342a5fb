//! The gamepad map as data: `assets/gamepad.toml` and the user's overrides.

use super::button::{PadButton, UnknownButton};
use crate::keymap::KeyAction;
use crate::keymap::line_of;
use crate::rules::Millis;
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// The bundled default gamepad map, `assets/gamepad.toml`.
pub const DEFAULT_GAMEPAD_MAP: &str = include_str!("../../assets/gamepad.toml");

/// The action name that removes a binding in an override file (as in the key map).
pub const UNBOUND: &str = crate::keymap::UNBOUND;

/// How the left stick moves the cursor (the `[stick]` table).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StickSettings {
    /// How far from the centre (0 to 1) the stick must go to give a step.
    pub threshold: f32,
    /// Back inside this distance the stick counts as let go; below `threshold`.
    pub dead_zone: f32,
    /// How long the stick must stay past the threshold before its direction
    /// is read, so that a diagonal push is not first read as straight.
    pub settle_ms: Millis,
}

impl Default for StickSettings {
    fn default() -> StickSettings {
        StickSettings {
            threshold: 0.6,
            dead_zone: 0.3,
            settle_ms: 30,
        }
    }
}

/// How a held direction repeats (the `[repeat]` table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RepeatSettings {
    /// From the first step to the first repeat.
    pub delay_ms: Millis,
    /// Between repeats after that (at least 10).
    pub interval_ms: Millis,
}

impl Default for RepeatSettings {
    fn default() -> RepeatSettings {
        RepeatSettings {
            delay_ms: 500,
            interval_ms: 250,
        }
    }
}

/// What is wrong with a gamepad map file, and where.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{}{kind}", line.map(|l| format!("gamepad map line {l}: ")).unwrap_or_else(|| "gamepad map: ".to_owned()))]
pub struct GamepadMapError {
    /// The 1-based line of the problem, when known.
    pub line: Option<usize>,
    /// What is wrong.
    pub kind: GamepadMapErrorKind,
}

/// The kinds of [`GamepadMapError`].
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GamepadMapErrorKind {
    /// Not TOML, or not of the map's form.
    #[error("{0}")]
    Syntax(String),
    /// A button name that is not one of those in `assets/gamepad.toml`.
    #[error("{}", UnknownButton(.0.clone()))]
    UnknownButton(String),
    /// An action name that is no [`KeyAction`].
    #[error(
        "\"{action}\" (for {button}) is not a board action; see assets/keymap.toml for the names"
    )]
    UnknownAction {
        /// The button it was bound to.
        button: String,
        /// The name as written.
        action: String,
    },
    /// A `[stick]` or `[repeat]` value out of its range.
    #[error("{key} = {value}: {problem}")]
    BadValue {
        /// The setting, such as `stick.threshold`.
        key: &'static str,
        /// The value as read.
        value: String,
        /// What it must be instead.
        problem: &'static str,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    #[serde(default)]
    buttons: BTreeMap<Spanned<String>, Spanned<String>>,
    #[serde(default)]
    stick: StickFile,
    #[serde(default)]
    repeat: RepeatFile,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct StickFile {
    threshold: Option<Spanned<f64>>,
    dead_zone: Option<Spanned<f64>>,
    settle_ms: Option<Spanned<i64>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RepeatFile {
    delay_ms: Option<Spanned<i64>>,
    interval_ms: Option<Spanned<i64>>,
}

/// Buttons bound to board actions, and how the stick and repeats behave.
#[derive(Debug, Clone, PartialEq)]
pub struct GamepadMap {
    buttons: [Option<KeyAction>; PadButton::ALL.len()],
    /// How the left stick moves the cursor.
    pub stick: StickSettings,
    /// How a held direction repeats.
    pub repeat: RepeatSettings,
}

impl GamepadMap {
    /// A map that binds no button, with the default stick and repeat settings.
    pub fn empty() -> GamepadMap {
        GamepadMap {
            buttons: [None; PadButton::ALL.len()],
            stick: StickSettings::default(),
            repeat: RepeatSettings::default(),
        }
    }

    /// Reads a whole map file over [`GamepadMap::empty`]. Any unknown button,
    /// action or setting, or a value out of range, is an error naming its line.
    pub fn parse(text: &str) -> Result<GamepadMap, GamepadMapError> {
        GamepadMap::empty().overridden(text)
    }

    /// The defaults with the user's file laid over them: each button in
    /// `user_toml` replaces its default binding (`"unbound"` removes it), each
    /// setting its default value. On an error the caller keeps
    /// [`GamepadMap::default`] and tells the user the error.
    pub fn with_overrides(user_toml: &str) -> Result<GamepadMap, GamepadMapError> {
        GamepadMap::default().overridden(user_toml)
    }

    /// This map with `overrides` laid over it (see
    /// [`GamepadMap::with_overrides`]); `self` is unchanged.
    pub fn overridden(&self, overrides: &str) -> Result<GamepadMap, GamepadMapError> {
        let text = overrides;
        let file: MapFile = toml::from_str(text).map_err(|e| GamepadMapError {
            line: e.span().map(|s| line_of(text, s.start)),
            kind: GamepadMapErrorKind::Syntax(e.message().to_owned()),
        })?;
        let mut map = self.clone();
        map.bind_buttons(file.buttons, text)?;
        map.set_stick(&file.stick, text)?;
        map.set_repeat(&file.repeat, text)?;
        map.check_stick(&file.stick, text)?;
        Ok(map)
    }

    /// Lays the `[buttons]` table over the bindings, in file order.
    fn bind_buttons(
        &mut self,
        buttons: BTreeMap<Spanned<String>, Spanned<String>>,
        text: &str,
    ) -> Result<(), GamepadMapError> {
        let mut raw: Vec<_> = buttons.into_iter().collect();
        raw.sort_by_key(|(k, _)| k.span().start);
        for (key, value) in raw {
            let at = |kind| GamepadMapError {
                line: Some(line_of(text, key.span().start)),
                kind,
            };
            let button: PadButton = key
                .get_ref()
                .parse()
                .map_err(|UnknownButton(name)| at(GamepadMapErrorKind::UnknownButton(name)))?;
            let name = value.get_ref().trim();
            self.buttons[button.index()] = if name == UNBOUND {
                None
            } else {
                Some(KeyAction::from_name(name).ok_or_else(|| {
                    at(GamepadMapErrorKind::UnknownAction {
                        button: key.get_ref().clone(),
                        action: name.to_owned(),
                    })
                })?)
            };
        }
        Ok(())
    }

    /// Lays the `[stick]` table over the stick settings.
    fn set_stick(&mut self, stick: &StickFile, text: &str) -> Result<(), GamepadMapError> {
        if let Some(v) = &stick.threshold {
            self.stick.threshold = fraction(v, "stick.threshold", text)?;
        }
        if let Some(v) = &stick.dead_zone {
            self.stick.dead_zone = fraction(v, "stick.dead-zone", text)?;
        }
        if let Some(v) = &stick.settle_ms {
            self.stick.settle_ms = millis(v, "stick.settle-ms", 0, text)?;
        }
        Ok(())
    }

    /// The dead zone must stay inside the threshold, whichever of them the
    /// file set (its line is the dead zone's, else the threshold's).
    fn check_stick(&self, stick: &StickFile, text: &str) -> Result<(), GamepadMapError> {
        if self.stick.dead_zone < self.stick.threshold {
            return Ok(());
        }
        let line = (stick.dead_zone.as_ref())
            .or(stick.threshold.as_ref())
            .map(|v| line_of(text, v.span().start));
        Err(GamepadMapError {
            line,
            kind: GamepadMapErrorKind::BadValue {
                key: "stick.dead-zone",
                value: self.stick.dead_zone.to_string(),
                problem: "must be less than stick.threshold",
            },
        })
    }

    /// Lays the `[repeat]` table over the repeat settings.
    fn set_repeat(&mut self, repeat: &RepeatFile, text: &str) -> Result<(), GamepadMapError> {
        if let Some(v) = &repeat.delay_ms {
            self.repeat.delay_ms = millis(v, "repeat.delay-ms", 0, text)?;
        }
        if let Some(v) = &repeat.interval_ms {
            self.repeat.interval_ms = millis(v, "repeat.interval-ms", 10, text)?;
        }
        Ok(())
    }

    /// The action bound to `button`, if any.
    pub fn lookup(&self, button: PadButton) -> Option<KeyAction> {
        self.buttons[button.index()]
    }

    /// The buttons bound to `action` (for the help screen).
    pub fn buttons_for(&self, action: impl Into<KeyAction>) -> Vec<PadButton> {
        let action = action.into();
        self.bindings()
            .filter(|&(_, a)| a == action)
            .map(|(b, _)| b)
            .collect()
    }

    /// Every binding as (button, action), in the order of [`PadButton::ALL`].
    pub fn bindings(&self) -> impl Iterator<Item = (PadButton, KeyAction)> + '_ {
        PadButton::ALL
            .into_iter()
            .zip(self.buttons.iter())
            .filter_map(|(b, a)| a.map(|a| (b, a)))
    }
}

/// A `[stick]` fraction: between 0 and 1, neither included.
fn fraction(v: &Spanned<f64>, key: &'static str, text: &str) -> Result<f32, GamepadMapError> {
    let x = *v.get_ref();
    if x.is_finite() && x > 0.0 && x < 1.0 {
        Ok(x as f32)
    } else {
        Err(bad_value(
            text,
            v.span().start,
            key,
            x.to_string(),
            "must be between 0 and 1 (not 0 or 1 themselves)",
        ))
    }
}

/// A time in milliseconds: from `min` (0 or 10) to a minute.
fn millis(
    v: &Spanned<i64>,
    key: &'static str,
    min: i64,
    text: &str,
) -> Result<Millis, GamepadMapError> {
    let x = *v.get_ref();
    if (min..=60_000).contains(&x) {
        Ok(x.unsigned_abs())
    } else {
        let problem = if min == 0 {
            "must be from 0 to 60000 milliseconds"
        } else {
            "must be from 10 to 60000 milliseconds"
        };
        Err(bad_value(text, v.span().start, key, x.to_string(), problem))
    }
}

/// A value of the map file at byte `at` of `text` that is out of range.
fn bad_value(
    text: &str,
    at: usize,
    key: &'static str,
    value: String,
    problem: &'static str,
) -> GamepadMapError {
    GamepadMapError {
        line: Some(line_of(text, at)),
        kind: GamepadMapErrorKind::BadValue {
            key,
            value,
            problem,
        },
    }
}

impl Default for GamepadMap {
    /// The bundled `assets/gamepad.toml` (tested to parse; were it ever
    /// broken, an empty map rather than a panic).
    fn default() -> GamepadMap {
        GamepadMap::parse(DEFAULT_GAMEPAD_MAP).unwrap_or_else(|_| GamepadMap::empty())
    }
}
