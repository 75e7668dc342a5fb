//! The player's puzzles: the puzzle rating and the history of the puzzles
//! done, as JSON in the data folder (`puzzles.json`), written atomically
//! like the autosave ([`super::write_atomic`]): a result that was said is
//! on disk. A file that cannot be read is never written over: it is moved
//! aside under a name that says so ([`set_aside`]) and a new record
//! begins.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::Folders;
use crate::session::Attempt;
use crate::study::rating::Glicko;

/// The name of the record in the data folder.
pub const PUZZLES: &str = "puzzles.json";

/// The newest format of the record this tactus reads.
pub const RECORD_FORMAT: u32 = 1;

/// The player's puzzle rating and the puzzles done, oldest first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The format ([`RECORD_FORMAT`]).
    pub version: u32,
    /// The player's puzzle rating.
    pub rating: Glicko,
    /// Every puzzle done, in order.
    #[serde(default)]
    pub puzzles: Vec<Done>,
}

impl Default for Record {
    /// A new player's record: the starting rating, no puzzle done.
    fn default() -> Record {
        Record {
            version: RECORD_FORMAT,
            rating: Glicko::default(),
            puzzles: Vec::new(),
        }
    }
}

/// One puzzle done.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Done {
    /// The puzzle's id.
    pub id: String,
    /// Whether it counted as solved.
    pub solved: bool,
    /// The puzzle's rating.
    pub puzzle_rating: u16,
    /// Its themes (Lichess's keys).
    #[serde(default)]
    pub themes: Vec<String>,
    /// The player's rating after it.
    pub rating: f64,
    /// When, in seconds since 1970 (UTC).
    pub at: u64,
}

impl Record {
    /// The record with `attempt` added at `at` (seconds since 1970).
    pub fn with(&self, attempt: &Attempt, at: u64) -> Record {
        let mut record = self.clone();
        record.rating = attempt.rating;
        record.puzzles.push(Done {
            id: attempt.id.clone(),
            solved: attempt.solved,
            puzzle_rating: attempt.puzzle_rating,
            themes: attempt.themes.clone(),
            rating: attempt.rating.rating,
            at,
        });
        record
    }

    /// The ids of the puzzles done.
    pub fn played(&self) -> std::collections::HashSet<String> {
        self.puzzles.iter().map(|d| d.id.clone()).collect()
    }
}

/// What the data folder holds of the player's puzzles.
#[derive(Debug)]
pub enum Loaded {
    /// No record yet.
    Nothing,
    /// The record.
    Record(Box<Record>),
    /// A file that is no record (or one of a newer tactus).
    Damaged,
    /// A file that cannot be read at all.
    Unreadable(std::io::Error),
}

/// The path of the record in the data folder of `folders`.
pub fn path(folders: &Folders) -> PathBuf {
    folders.data.join(PUZZLES)
}

/// The player's record in the data folder of `folders`.
pub fn load(folders: &Folders) -> Loaded {
    let bytes = match std::fs::read(path(folders)) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Loaded::Nothing,
        Err(e) => return Loaded::Unreadable(e),
    };
    match serde_json::from_slice::<Record>(&bytes) {
        Ok(record) if record.version <= RECORD_FORMAT && record.rating.is_valid() => {
            Loaded::Record(Box::new(record))
        }
        _ => Loaded::Damaged,
    }
}

/// Saves `record` in the data folder of `folders`, atomically.
pub fn save(folders: &Folders, record: &Record) -> std::io::Result<()> {
    let json = serde_json::to_vec_pretty(record).map_err(std::io::Error::other)?;
    super::write_atomic(&path(folders), &json)
}

/// Moves a record that cannot be read out of the way, never over another
/// file (`puzzles.damaged-1733059200.json`); where it is now.
pub fn set_aside(folders: &Folders, stamp: u64) -> std::io::Result<PathBuf> {
    let from = path(folders);
    for n in 0..1000u32 {
        let name = match n {
            0 => format!("puzzles.damaged-{stamp}.json"),
            n => format!("puzzles.damaged-{stamp}-{n}.json"),
        };
        let to = folders.data.join(name);
        if !to.exists() {
            std::fs::rename(&from, &to)?;
            return Ok(to);
        }
    }
    Err(std::io::Error::other("too many damaged puzzle records"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folders(dir: &std::path::Path) -> Folders {
        Folders {
            data: dir.to_path_buf(),
            config: dir.join("config"),
        }
    }

    #[test]
    fn a_record_is_saved_and_read_back_and_a_damaged_one_set_aside() {
        let dir = std::env::temp_dir().join(format!("tactus-puzzles-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let f = folders(&dir);
        assert!(matches!(load(&f), Loaded::Nothing));
        let attempt = Attempt {
            id: "00008".into(),
            solved: true,
            puzzle_rating: 1784,
            themes: vec!["fork".into()],
            rating: Glicko {
                rating: 1700.0,
                deviation: 300.0,
                volatility: 0.09,
            },
        };
        let record = Record::default().with(&attempt, 1_700_000_000);
        save(&f, &record).unwrap();
        match load(&f) {
            Loaded::Record(read) => assert_eq!(*read, record),
            other => panic!("{other:?}"),
        }
        assert!(record.played().contains("00008"));
        std::fs::write(path(&f), b"{ not json").unwrap();
        assert!(matches!(load(&f), Loaded::Damaged));
        let kept = set_aside(&f, 7).unwrap();
        assert!(kept.ends_with("puzzles.damaged-7.json"));
        assert!(matches!(load(&f), Loaded::Nothing));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
