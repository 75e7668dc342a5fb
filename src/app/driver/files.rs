//! The driver's files other than the autosave: the PGN and BRF files of
//! `save`, the PGN files of `load` (read within [`MAX_PGN_BYTES`]), which are the front end's
//! work and never the session's, and the settings file written when a
//! setting changes (a bad one of the player's kept aside first, and said).

use std::path::{Path, PathBuf};

use super::keeping::in_games_folder;
use super::{Driver, keep_failed};
use crate::app::recordings::is_recording;
use crate::braille::{self, PageSize};
use crate::config;
use crate::event::{Event, FileError, Notice};
use crate::input::Action;
use crate::replay::{MAX_PGN_BYTES, TextFileError, read_text};
use crate::store;

impl Driver {
    /// `save FILE.pgn` (or `FILE.brf`, the score in braille with the
    /// game's language): writes the game to the player's file; says and
    /// returns whether it was written. The game itself is unchanged.
    /// `save FILE.wav` (`.ogg`, `.opus`) reads the game into a recording instead, on a
    /// thread of its own (see `recorder`).
    pub(super) fn save_game(&mut self, path: String) -> Vec<Event> {
        if is_recording(&path) {
            return self.start_recording(path);
        }
        let file = Path::new(&path);
        let sheet = self.session.scoresheet();
        let brf = file
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("brf"));
        let bytes = if brf {
            let lang = self.session.settings().lang;
            braille::pages(&sheet, lang, PageSize::default())
                .map(|pages| pages.brf().into_bytes())
                .map_err(FileError::NoBraille)
        } else {
            Ok(self.session.export_pgn(&sheet).into_bytes())
        };
        let written = bytes.and_then(|bytes| {
            store::write_user_file(file, &bytes).map_err(|e| FileError::from_io(&e, file, true))
        });
        if written.is_ok() && !brf {
            // The game's review is kept under its new name too.
            self.review_goes_with(file);
        }
        let notice = match written {
            Ok(()) => Notice::Saved { path },
            Err(error) => Notice::FileFailed { path, error },
        };
        let events = vec![Event::Notice(notice)];
        self.say(&events);
        events
    }

    /// `load FILE.pgn N`: reads the file (a bare name from the games
    /// folder) and hands its game `number` to the session. The game in
    /// progress is kept in the games folder first; if it cannot be kept,
    /// nothing is loaded. Says and returns what happened.
    pub(super) fn load_game(&mut self, path: String, number: usize) -> Vec<Event> {
        let load = Action::LoadPgn {
            path: path.clone(),
            text: String::new(),
            number,
        };
        if let Some(refusal) = self.session.tournament_refusal(&load) {
            let events = vec![refusal];
            self.say(&events);
            return events;
        }
        let file =
            in_games_folder(&self.opts.folders, &path).unwrap_or_else(|| PathBuf::from(&path));
        let text = match read_pgn(&file) {
            Ok(text) => text,
            Err(error) => {
                let events = vec![Event::Notice(Notice::FileFailed { path, error })];
                self.say(&events);
                return events;
            }
        };
        let kept = if self.kept {
            Vec::new()
        } else {
            let previous = self.session.clone();
            self.keep_before_replacing(&previous)
        };
        if keep_failed(&kept) {
            self.say(&kept);
            return kept;
        }
        let previous_kept = std::mem::replace(&mut self.kept, true);
        let mut events = self.dispatch(Action::LoadPgn { path, text, number });
        let mut more = kept;
        if events
            .iter()
            .any(|e| matches!(e, Event::Notice(Notice::Loaded { .. })))
        {
            // The game from a file is not put into the games folder
            // unless it is played on to its end.
            self.kept = self.session.game().is_over();
            more.extend(self.autosave());
        } else {
            self.kept = previous_kept;
        }
        self.say(&more);
        events.extend(more);
        events
    }

    /// Writes the settings file; a file there with bad values is first
    /// kept under another name. Returns what to tell the player: that name,
    /// or that the file cannot be written (the settings then last only
    /// this run).
    pub(super) fn save_settings(&mut self) -> Vec<Event> {
        let file = self.folders().settings_file();
        let notice = match config::save(&file, self.session.settings()) {
            Ok(None) => return Vec::new(),
            Ok(Some(aside)) => {
                let path = aside
                    .file_name()
                    .unwrap_or(aside.as_os_str())
                    .to_string_lossy()
                    .into_owned();
                Notice::ConfigKeptAside { path }
            }
            Err(e) => Notice::SettingsNotSaved {
                error: FileError::from_io(&e, &file, true),
            },
        };
        vec![Event::Notice(notice)]
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
