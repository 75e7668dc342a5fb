//! Keeping the clock game: `clock.json` in the data folder, written
//! atomically through the store's helpers at every press and correction,
//! with the moment it was saved on the clock game's time and on the wall
//! clock, so that a resumed game charges the running clock for the time
//! in between. An old or unreadable file is never overwritten: it is
//! renamed to a name that says so first.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::rules::Millis;
use crate::store::{Folders, write_atomic};
use crate::table::ClockGame;

/// The clock game's file in the data folder.
pub const CLOCK_FILE: &str = "clock.json";

/// The newest format of the file this tactus reads.
const FORMAT: u32 = 1;

/// What the file holds.
#[derive(Serialize, Deserialize)]
pub struct Kept {
    /// The format.
    pub version: u32,
    /// When it was saved, on the clock game's time.
    pub saved_at: Millis,
    /// When it was saved, in milliseconds since the Unix epoch.
    pub wall: u64,
    /// The game.
    pub game: ClockGame,
}

/// What the data folder holds.
pub enum Found {
    /// No clock game.
    Nothing,
    /// A clock game.
    Game(Box<Kept>),
    /// A file that cannot be read.
    Damaged,
}

/// The clock game's file.
pub fn path(folders: &Folders) -> PathBuf {
    folders.data.join(CLOCK_FILE)
}

/// Reads the clock game kept in the data folder.
pub fn find(folders: &Folders) -> Found {
    let Ok(bytes) = std::fs::read(path(folders)) else {
        return Found::Nothing;
    };
    match parse(&bytes) {
        Some(kept) => Found::Game(Box::new(kept)),
        None => Found::Damaged,
    }
}

/// The clock game in `bytes`, if they hold one this tactus reads.
pub fn parse(bytes: &[u8]) -> Option<Kept> {
    serde_json::from_slice::<Kept>(bytes)
        .ok()
        .filter(|kept| kept.version <= FORMAT)
}

/// Saves `game` at `saved_at` (the clock game's time) and `wall`.
pub fn save(
    folders: &Folders,
    game: &ClockGame,
    saved_at: Millis,
    wall: u64,
) -> std::io::Result<()> {
    write_atomic(&path(folders), &json(game, saved_at, wall)?)
}

/// The file's bytes for `game` saved at `saved_at` and `wall`.
pub fn json(game: &ClockGame, saved_at: Millis, wall: u64) -> std::io::Result<Vec<u8>> {
    let kept = Kept {
        version: FORMAT,
        saved_at,
        wall,
        game: game.clone(),
    };
    serde_json::to_vec_pretty(&kept).map_err(std::io::Error::other)
}

/// Moves the clock game's file aside as `clock.WHY-STAMP.json`, never over
/// another file; returns the new name.
pub fn set_aside(folders: &Folders, why: &str, stamp: u64) -> std::io::Result<String> {
    let from = path(folders);
    for n in 0..1000u32 {
        let name = match n {
            0 => format!("clock.{why}-{stamp}.json"),
            n => format!("clock.{why}-{stamp}-{n}.json"),
        };
        let to = folders.data.join(&name);
        if !to.exists() {
            std::fs::rename(&from, &to)?;
            sync(&folders.data);
            return Ok(name);
        }
    }
    Err(std::io::Error::other("too many clock games set aside"))
}

fn sync(dir: &Path) {
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}
