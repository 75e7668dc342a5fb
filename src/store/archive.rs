//! The games folder: every game that is finished or set aside, one PGN file
//! each, named by date and players (`2026-12-01_1432_player-vs-engine5.pgn`),
//! beside the autosave. A file there is never overwritten.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::PathBuf;

use crate::event::Player;
use crate::rules::utc::Utc;

/// The file name for a game between `players` (White, Black) saved at
/// `unix_seconds` (UTC), without the number added when it is taken.
pub fn archive_name(unix_seconds: u64, players: [Player; 2]) -> String {
    let (y, mo, d, h, mi) = civil(unix_seconds);
    let name = |p: Player| match p {
        Player::Human => "player".to_owned(),
        Player::Engine(level) => format!("engine{}", level.number()),
    };
    format!(
        "{y:04}-{mo:02}-{d:02}_{h:02}{mi:02}_{}-vs-{}",
        name(players[0]),
        name(players[1])
    )
}

/// Writes `pgn` into the games folder of `folders` as `name.pgn` (or
/// `name-2.pgn`, … if taken), fsynced; returns its path.
pub fn archive(folders: &super::Folders, name: &str, pgn: &str) -> std::io::Result<PathBuf> {
    let dir = folders.games();
    fs::create_dir_all(&dir)?;
    for n in 1..10_000u32 {
        let path = match n {
            1 => dir.join(format!("{name}.pgn")),
            n => dir.join(format!("{name}-{n}.pgn")),
        };
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut file) => {
                let written = file
                    .write_all(pgn.as_bytes())
                    .and_then(|()| file.sync_all());
                if let Err(e) = written {
                    drop(file);
                    let _ = fs::remove_file(&path);
                    return Err(e);
                }
                if let Ok(d) = fs::File::open(&dir) {
                    let _ = d.sync_all();
                }
                return Ok(path);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(
        "the games folder has too many games of that name",
    ))
}

/// Year, month, day, hour and minute (UTC) of a Unix time.
fn civil(unix_seconds: u64) -> (i64, u32, u32, u32, u32) {
    let t = Utc::of(unix_seconds);
    (t.year, t.month, t.day, t.hour, t.minute)
}

/// The PGN `Date` tag value (`2026.12.01`) of a Unix time (UTC).
pub fn pgn_date(unix_seconds: u64) -> String {
    Utc::of(unix_seconds).pgn_date()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_say_date_time_and_players() {
        // 2026-12-01 14:32:10 UTC.
        let t = 1_796_135_530;
        assert_eq!(
            archive_name(
                t,
                [
                    Player::Human,
                    Player::Engine(crate::engine::Level::new(5).unwrap())
                ]
            ),
            "2026-12-01_1432_player-vs-engine5"
        );
        assert_eq!(pgn_date(t), "2026.12.01");
        assert_eq!(civil(0), (1970, 1, 1, 0, 0));
        assert_eq!(civil(951_782_400), (2000, 2, 29, 0, 0));
    }
}
