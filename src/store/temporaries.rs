//! The temporary files of saves that never finished: a save writes
//! `.NAME.PID.tmp` beside the file it replaces (see
//! [`super::write_user_file`]), and a process killed before the rename
//! leaves it behind. At the next start they are removed from the data
//! folder and the games folder — only those whose process is gone, never
//! one a running tactus is writing.

use std::fs;
use std::path::Path;

use super::Folders;

/// Removes the leftover temporary files of finished processes from the
/// data folder and the games folder of `folders`. Nothing is removed
/// where it cannot be told whether a process still runs (no `/proc`).
pub fn sweep_temporaries(folders: &Folders) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let own = std::process::id();
    for dir in [folders.data.clone(), folders.games()] {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(pid) = name.to_str().and_then(writer) else {
                continue;
            };
            let is_file = entry.file_type().is_ok_and(|t| t.is_file());
            if is_file && pid != own && !Path::new("/proc").join(pid.to_string()).exists() {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// The process that writes the temporary file `name`
/// (`.current.json.4711.tmp`), if it is one.
fn writer(name: &str) -> Option<u32> {
    let inner = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (file, pid) = inner.rsplit_once('.')?;
    if file.is_empty() || pid.is_empty() || !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    pid.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_names_a_save_gives_its_temporary_are_read_as_one() {
        assert_eq!(writer(".current.json.4711.tmp"), Some(4711));
        assert_eq!(writer(".2026-12-01_1432.pgn.12.tmp"), Some(12));
        assert_eq!(writer("current.json.4711.tmp"), None);
        assert_eq!(writer(".current.json.tmp"), None);
        assert_eq!(writer("..4711.tmp"), None);
        assert_eq!(writer(".notes.x12.tmp"), None);
        assert_eq!(writer(".current.json.4711.tmp.bak"), None);
    }

    #[test]
    fn a_dead_writers_temporary_goes_and_a_live_ones_stays() {
        let dir = tempfile::tempdir().unwrap();
        let folders = Folders {
            data: dir.path().to_owned(),
            config: dir.path().join("config"),
        };
        fs::create_dir_all(folders.games()).unwrap();
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let live = std::process::id();
        let gone = [
            folders.data.join(format!(".current.json.{dead}.tmp")),
            folders.games().join(format!(".g.pgn.{dead}.tmp")),
        ];
        let kept = [
            folders.data.join(format!(".current.json.{live}.tmp")),
            folders.data.join("current.json"),
            folders.data.join(format!("notes.{dead}.tmp")),
        ];
        for file in gone.iter().chain(&kept) {
            fs::write(file, b"x").unwrap();
        }
        sweep_temporaries(&folders);
        for file in &gone {
            assert!(!file.exists(), "{}", file.display());
        }
        for file in &kept {
            assert!(file.exists(), "{}", file.display());
        }
    }
}
