//! The driver's files other than the game: the settings file written when
//! a setting changes (a bad one of the player's kept aside first, and
//! said), and the PGN file of `load`, read within [`MAX_PGN_BYTES`].

use std::path::Path;

use super::Driver;
use crate::config;
use crate::event::{Event, Notice};
use crate::input::Action;
use crate::replay::{MAX_PGN_BYTES, TextFileError, read_text};

impl Driver {
    /// Writes the settings file; a file there with bad values is first
    /// kept under another name, and the player told which.
    pub(super) fn save_settings(&mut self) {
        match config::save(self.session.settings()) {
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

    /// `load FILE [N]`: reads game `number` of the PGN file at `path`, or
    /// says why it cannot (a file too large or not text is not read whole).
    pub(super) fn load_file(&mut self, path: String, number: usize) -> Vec<Event> {
        let said = match read_text(Path::new(&path)) {
            Ok(text) => return self.dispatch(Action::LoadPgn { path, text, number }),
            Err(TextFileError::Io(e)) => {
                return self.dispatch(Action::FileFailed {
                    path,
                    error: e.to_string(),
                });
            }
            Err(TextFileError::TooLarge) => Notice::FileTooLarge {
                path,
                limit_mb: MAX_PGN_BYTES >> 20,
            },
            Err(TextFileError::NotText) => Notice::FileNotText { path },
        };
        let events = vec![Event::Notice(said)];
        self.say(&events);
        events
    }
}
