//! Autosave and resume: the game in progress as JSON in the user's data
//! folder ([`Folders`]), written atomically: a temporary file in the
//! same folder, written, fsynced, renamed over the old one, then the
//! folder fsynced. A crash at any moment leaves the old or the new file.
//!
//! Nothing that held a game is overwritten unread: a game set aside or
//! finished goes into the games folder beside the autosave ([`archive`]),
//! and an autosave that cannot be read is renamed to a name that says so
//! ([`set_aside_damaged`]), with what can be read of it offered
//! ([`recover`]). The temporary file of a save killed half-way is removed
//! at the next start ([`sweep_temporaries`]). The engine's review of a
//! game is kept in the games folder too ([`keep_review`]).

mod archive;
mod folders;
pub mod puzzles;
mod recover;
mod review;
mod salt;
mod temporaries;

use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

pub use archive::{archive, archive_name, pgn_date};
pub use folders::{Folders, SETTINGS_FILE};
pub use recover::{Recovered, recover};
pub use review::{
    IN_PROGRESS_REVIEW, KeptReview, REVIEW_FORMAT, ReviewKey, carry_review, keep_review,
    kept_review, kept_review_of_beginning, kept_review_shared, kept_reviews, review_file,
};
pub use salt::{NoSalt, fresh_salt};
pub use temporaries::sweep_temporaries;

use crate::event::SaveDamage;
use crate::session::Snapshot;

/// The name of the autosave file.
pub const CURRENT: &str = "current.json";

/// The newest autosave format this tactus reads: 4, a game of Chess960
/// (see [`Snapshot`]'s version).
pub const FORMAT: u32 = 4;

/// Writes `bytes` to `path` atomically (see the module docs), creating its
/// folder first: for tactus's own folders (data, settings).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    fs::create_dir_all(folder(path))?;
    write_user_file(path, bytes)
}

/// Writes `bytes` to `path` atomically, into a folder that must exist: for
/// a file the player names (`save game1.pgn`, `save /media/usb/g.pgn`).
/// A bare name goes into the current folder; a missing folder is an error,
/// never created.
pub fn write_user_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = folder(path);
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = File::create(&tmp).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    if let Err(e) = written.and_then(|()| fs::rename(&tmp, path)) {
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    // The rename is done: the file is there. A folder that cannot be
    // synced (some file systems refuse) does not make it a failure.
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// The folder of `path`: `.` for a bare name.
fn folder(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// Saves the game in progress in the data folder of `folders`.
pub fn save(folders: &Folders, snapshot: &Snapshot) -> std::io::Result<()> {
    let json = serde_json::to_vec_pretty(snapshot).map_err(std::io::Error::other)?;
    write_atomic(&folders.current(), &json)
}

/// Removes the autosave of the data folder of `folders`, if there is
/// one: the game in progress is none to keep (it has no move), and what
/// was saved before it is kept elsewhere or was none either.
pub fn forget(folders: &Folders) -> std::io::Result<()> {
    let path = folders.current();
    match fs::remove_file(&path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
        Ok(()) => {
            if let Ok(d) = File::open(folder(&path)) {
                let _ = d.sync_all();
            }
            Ok(())
        }
    }
}

/// What the autosave holds.
#[derive(Debug)]
pub enum Saved {
    /// There is no autosave.
    Nothing,
    /// A game that can be read.
    Game(Box<Snapshot>),
    /// An autosave that cannot be read: kept as it is until
    /// [`set_aside_damaged`] moves it.
    Damaged {
        /// Its bytes.
        bytes: Vec<u8>,
        /// Why it cannot be read.
        why: SaveDamage,
    },
}

/// The last game saved in the data folder of `folders`, or why it cannot
/// be read.
pub fn load(folders: &Folders) -> Saved {
    let path = folders.current();
    match fs::read(&path) {
        // No file, or a file where the folder should be: nothing was
        // saved there (saving will fail, and say so).
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            Saved::Nothing
        }
        Err(e) => Saved::Damaged {
            bytes: Vec::new(),
            why: SaveDamage::Unreadable(crate::event::FileError::from_io(&e, &path, false)),
        },
        Ok(bytes) => read(bytes),
    }
}

/// Reads the bytes of an autosave.
pub fn read(bytes: Vec<u8>) -> Saved {
    #[derive(serde::Deserialize)]
    struct Version {
        version: u32,
    }
    if let Ok(Version { version }) = serde_json::from_slice::<Version>(&bytes)
        && version > FORMAT
    {
        return Saved::Damaged {
            bytes,
            why: SaveDamage::Newer { version },
        };
    }
    match Snapshot::from_json(&bytes) {
        Ok(snap) => Saved::Game(Box::new(snap)),
        Err(why) => Saved::Damaged { bytes, why },
    }
}

/// Moves the autosave out of the way under a name that says it could not
/// be read (`current.damaged-1733059200.json`), never over another file.
/// Returns where it is now.
pub fn set_aside_damaged(folders: &Folders, stamp: u64) -> std::io::Result<PathBuf> {
    let dir = &folders.data;
    let from = folders.current();
    for n in 0..1000u32 {
        let name = match n {
            0 => format!("current.damaged-{stamp}.json"),
            n => format!("current.damaged-{stamp}-{n}.json"),
        };
        let to = dir.join(name);
        if !to.exists() {
            fs::rename(&from, &to)?;
            if let Ok(d) = File::open(dir) {
                let _ = d.sync_all();
            }
            return Ok(to);
        }
    }
    Err(std::io::Error::other("too many damaged saved games"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.json");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_user_file_into_a_missing_folder_fails_and_creates_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("missing/x.pgn");
        let e = write_user_file(&path, b"1. e4 *").unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::NotFound);
        assert!(!dir.path().join("missing").exists());
    }

    #[test]
    fn a_cut_short_autosave_is_told_from_a_wrong_one_and_a_newer_one() {
        assert!(matches!(
            read(b"{\"version\": 1, \"moves\": [\"e2e4\"".to_vec()),
            Saved::Damaged {
                why: SaveDamage::CutShort,
                ..
            }
        ));
        assert!(matches!(
            read(b"{\"version\": 1}".to_vec()),
            Saved::Damaged {
                why: SaveDamage::NotASavedGame { line: 1 },
                ..
            }
        ));
        assert!(matches!(
            read(b"{\"version\": 7, \"moves\": []}".to_vec()),
            Saved::Damaged {
                why: SaveDamage::Newer { version: 7 },
                ..
            }
        ));
    }
}
