//! The driver's files other than the game: the settings file written when
//! a setting changes (a bad one of the player's kept aside first, and
//! said), and the PGN file of `load`, read within [`MAX_PGN_BYTES`].

use std::path::Path;

use super::Driver;
use crate::config;
use crate::event::{Event, FileError, Notice};
use crate::replay::{MAX_PGN_BYTES, TextFileError, read_text};

impl Driver {
    /// Writes the settings file; a file there with bad values is first
    /// kept under another name, and the player told which.
    pub(super) fn save_settings(&mut self) {
        match config::save(&self.folders().settings_file(), self.session.settings()) {
            Ok(None) => {}
            Ok(Some(aside)) => {
                let path = aside
                    .file_name()
                    .unwrap_or(aside.as_os_str())
                    .to_string_lossy()
                    .into_owned();
                self.say(&[Event::Notice(Notice::ConfigKeptAside { path })]);
            }
            Err(e) => eprintln!("tactus: cannot save the settings: {e}"),
        }
    }
}

/// The text of the PGN file at `path` for `load`, or why it cannot be
/// read: a file too large or not text is not read whole.
pub(super) fn read_pgn(path: &Path) -> Result<String, FileError> {
    read_text(path).map_err(|e| match e {
        TextFileError::Io(e) => FileError::from_io(&e, path, false),
        TextFileError::TooLarge => FileError::TooLarge {
            limit_mb: MAX_PGN_BYTES >> 20,
        },
        TextFileError::NotText => FileError::NotText,
    })
}
