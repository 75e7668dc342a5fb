//! What the environment says, read once for every command and handed
//! down: nothing below `main` reads these variables.

use super::code::CODE_VARIABLE;
use crate::notation::Lang;
use crate::session::settings::Settings;
use crate::store::Folders;

/// The environment of a command.
#[derive(Clone, Debug)]
pub struct Environment {
    /// The language of the user's locale (see [`Lang::from_locale`] for
    /// the precedence).
    pub lang: Lang,
    /// The language the command line speaks when no `--lang` is given:
    /// the settings file's, else the locale's.
    pub said: Lang,
    /// tactus's data and settings folders.
    pub folders: Folders,
    /// The arbiter's code from [`CODE_VARIABLE`].
    pub arbiter_code: Option<String>,
    /// Whether a display is there (`DISPLAY` or `WAYLAND_DISPLAY`).
    pub display: bool,
}

impl Environment {
    /// The environment of this process.
    pub fn read() -> Environment {
        let var = |name| std::env::var(name).ok();
        let lang = Lang::from_locale([var("LC_ALL"), var("LC_MESSAGES"), var("LANG")]);
        let folders = Folders::from_vars(|name| std::env::var_os(name));
        let defaults = Settings {
            lang,
            ..Default::default()
        };
        let said = crate::config::load(&folders.settings_file(), defaults)
            .0
            .lang;
        let display = ["DISPLAY", "WAYLAND_DISPLAY"]
            .iter()
            .any(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()));
        Environment {
            lang,
            said,
            folders,
            arbiter_code: var(CODE_VARIABLE),
            display,
        }
    }

    /// An environment for tests: English, folders named `data` and
    /// `config`, no code, no display.
    #[cfg(test)]
    pub(crate) fn english() -> Environment {
        Environment {
            lang: Lang::En,
            said: Lang::En,
            folders: Folders {
                data: "data".into(),
                config: "config".into(),
            },
            arbiter_code: None,
            display: false,
        }
    }
}
