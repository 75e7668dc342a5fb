//! tactus's own folders, worked out once at the start from the environment
//! and handed down: the data folder (the autosave, the games folder, what
//! sound did last time) and the settings folder (`config.toml`, the user's
//! `keymap.toml` and `gamepad.toml`).

use std::ffi::OsString;
use std::path::PathBuf;

/// The name of the settings file in the settings folder.
pub const SETTINGS_FILE: &str = "config.toml";

/// Where tactus keeps its files. Made once, in `main`, by
/// [`Folders::from_vars`]; nothing below reads the environment for them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Folders {
    /// The data folder: `$TACTUS_DATA_DIR`, else `$XDG_DATA_HOME/tactus`,
    /// else `~/.local/share/tactus`.
    pub data: PathBuf,
    /// The settings folder: `$TACTUS_CONFIG_DIR`, else
    /// `$XDG_CONFIG_HOME/tactus`, else `~/.config/tactus`.
    pub config: PathBuf,
}

impl Folders {
    /// The folders named by the environment variables that `var` reads
    /// (`TACTUS_DATA_DIR`, `TACTUS_CONFIG_DIR`, `XDG_DATA_HOME`,
    /// `XDG_CONFIG_HOME`, `HOME`); an empty `XDG_*` counts as unset, as
    /// the XDG base directory specification says, and a missing `HOME` is
    /// the current folder.
    pub fn from_vars(var: impl Fn(&str) -> Option<OsString>) -> Folders {
        let home = || PathBuf::from(var("HOME").unwrap_or_else(|| ".".into()));
        let xdg = |name: &str| var(name).filter(|d| !d.is_empty()).map(PathBuf::from);
        let data = var("TACTUS_DATA_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                xdg("XDG_DATA_HOME")
                    .map_or_else(|| home().join(".local/share/tactus"), |d| d.join("tactus"))
            });
        let config = var("TACTUS_CONFIG_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                xdg("XDG_CONFIG_HOME")
                    .map_or_else(|| home().join(".config/tactus"), |d| d.join("tactus"))
            });
        Folders { data, config }
    }

    /// The autosave file.
    pub fn current(&self) -> PathBuf {
        self.data.join(super::CURRENT)
    }

    /// The games folder: `games` in the data folder.
    pub fn games(&self) -> PathBuf {
        self.data.join("games")
    }

    /// The settings file.
    pub fn settings_file(&self) -> PathBuf {
        self.config.join(SETTINGS_FILE)
    }

    /// The user's file `name` beside the settings file (`keymap.toml`).
    pub fn beside_settings(&self, name: &str) -> PathBuf {
        self.config.join(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn folders(vars: &[(&str, &str)]) -> Folders {
        Folders::from_vars(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| OsString::from(v))
        })
    }

    #[test]
    fn tactus_own_variables_win_then_xdg_then_home() {
        let all = folders(&[
            ("TACTUS_DATA_DIR", "/t/data"),
            ("TACTUS_CONFIG_DIR", "/t/config"),
            ("XDG_DATA_HOME", "/x/data"),
            ("XDG_CONFIG_HOME", "/x/config"),
            ("HOME", "/home/p"),
        ]);
        assert_eq!(all.data, Path::new("/t/data"));
        assert_eq!(all.config, Path::new("/t/config"));
        let xdg = folders(&[
            ("XDG_DATA_HOME", "/x/data"),
            ("XDG_CONFIG_HOME", "/x/config"),
            ("HOME", "/home/p"),
        ]);
        assert_eq!(xdg.data, Path::new("/x/data/tactus"));
        assert_eq!(xdg.config, Path::new("/x/config/tactus"));
        let home = folders(&[("XDG_DATA_HOME", ""), ("HOME", "/home/p")]);
        assert_eq!(home.data, Path::new("/home/p/.local/share/tactus"));
        assert_eq!(home.config, Path::new("/home/p/.config/tactus"));
        assert_eq!(
            home.settings_file(),
            Path::new("/home/p/.config/tactus/config.toml")
        );
        assert_eq!(
            home.current(),
            Path::new("/home/p/.local/share/tactus/current.json")
        );
        assert_eq!(folders(&[]).data, Path::new("./.local/share/tactus"));
    }
}
