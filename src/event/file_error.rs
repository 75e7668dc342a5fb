//! What went wrong with a file, as a fact the phrase renderer words in the
//! player's language: the operating system's own sentence is English, so
//! the common cases are told apart here and the rest carries only the
//! system's error number. What is wrong inside a saved game is typed too
//! ([`SaveDamage`], [`RestoreError`]).

use std::io;

/// Why a file could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// The file does not exist.
    NotFound,
    /// The folder the file should go into does not exist.
    NoFolder {
        /// The folder, as the player can find it.
        folder: String,
    },
    /// A file stands where a folder should be.
    NotAFolder,
    /// The folder or file may not be written or read by this user.
    PermissionDenied,
    /// The disk is full.
    DiskFull,
    /// The file system is read-only.
    ReadOnly,
    /// A folder stands where the file should be.
    IsAFolder,
    /// The file is larger than tactus reads.
    TooLarge {
        /// The limit, in megabytes.
        limit_mb: u64,
    },
    /// The file is not text (not UTF-8).
    NotText,
    /// Braille cannot be written: liblouis or its tables are missing.
    NoBraille(crate::braille::LouisError),
    /// Anything else: the system's error number, if it gave one (its own
    /// words are English, and the player's language may not be).
    Other {
        /// The operating system's error code.
        code: Option<i32>,
    },
}

impl FileError {
    /// The kind of `error`, for a file at `path` (written when `writing`,
    /// so that a missing folder is told from a missing file).
    pub fn from_io(error: &io::Error, path: &std::path::Path, writing: bool) -> FileError {
        use io::ErrorKind as K;
        match error.kind() {
            K::NotFound if writing => FileError::NoFolder {
                folder: folder_of(path),
            },
            K::NotFound => FileError::NotFound,
            K::NotADirectory => FileError::NotAFolder,
            K::PermissionDenied => FileError::PermissionDenied,
            K::StorageFull | K::QuotaExceeded => FileError::DiskFull,
            K::ReadOnlyFilesystem => FileError::ReadOnly,
            K::IsADirectory => FileError::IsAFolder,
            K::InvalidData => FileError::NotText,
            _ => FileError::Other {
                code: error.raw_os_error(),
            },
        }
    }
}

/// Why the autosave (the game in progress) could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveDamage {
    /// The file could not be read at all.
    Unreadable(FileError),
    /// It ends before the game does (cut short, as by a full disk).
    CutShort,
    /// It is not a saved game of tactus's: the reader stopped at this line.
    NotASavedGame {
        /// The line of the file (1-based).
        line: usize,
    },
    /// It is a saved game, but what it holds cannot be.
    Invalid(RestoreError),
    /// A newer tactus wrote it.
    Newer {
        /// The format's version in the file.
        version: u32,
    },
}

/// What in a saved game cannot be, so that it cannot be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// The time control is not one tactus reads.
    TimeControl {
        /// As written in the file.
        given: String,
    },
    /// The start position is not a legal position.
    StartPosition {
        /// The FEN, as written in the file.
        fen: String,
    },
    /// A move is no legal move in the position it was made in.
    Move {
        /// Which half-move of the game (1-based).
        ply: usize,
        /// The move as written (UCI).
        uci: String,
    },
    /// The clock readings cannot be (a clock at zero in a game that goes
    /// on, or more moves than the game has).
    Clock,
    /// The engine plays at a level that does not exist.
    Level {
        /// The level written.
        given: i64,
    },
}

/// The folder of `path` as the player would write it (`.` for a bare name).
fn folder_of(path: &std::path::Path) -> String {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.display().to_string(),
        _ => ".".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn a_missing_folder_is_named_when_writing() {
        let e = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(
            FileError::from_io(&e, Path::new("/nonexistent/x.pgn"), true),
            FileError::NoFolder {
                folder: "/nonexistent".into()
            }
        );
        assert_eq!(
            FileError::from_io(&e, Path::new("x.pgn"), false),
            FileError::NotFound
        );
    }

    #[test]
    fn a_full_disk_and_a_file_for_a_folder_are_told_apart() {
        let full = io::Error::from(io::ErrorKind::StorageFull);
        let not_dir = io::Error::from(io::ErrorKind::NotADirectory);
        let p = Path::new("a/b");
        assert_eq!(FileError::from_io(&full, p, true), FileError::DiskFull);
        assert_eq!(FileError::from_io(&not_dir, p, true), FileError::NotAFolder);
    }
}
