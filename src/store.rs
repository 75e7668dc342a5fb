//! Autosave and resume: the game in progress as JSON in the user's data
//! folder (`$TACTUS_DATA_DIR`, else `$XDG_DATA_HOME/tactus`, else
//! `~/.local/share/tactus`), written atomically: a temporary file in the
//! same folder, written, fsynced, renamed over the old one, then the
//! folder fsynced. A crash at any moment leaves the old or the new file.

use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::session::Snapshot;

/// The name of the autosave file.
pub const CURRENT: &str = "current.json";

/// The user's data folder for tactus.
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("TACTUS_DATA_DIR") {
        return dir.into();
    }
    if let Some(dir) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return Path::new(&dir).join("tactus");
    }
    let home = std::env::var_os("HOME").unwrap_or_else(|| ".".into());
    Path::new(&home).join(".local/share/tactus")
}

/// Writes `bytes` to `path` atomically (see the module docs).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let mut file = File::create(&tmp)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    fs::rename(&tmp, path)?;
    File::open(dir)?.sync_all()
}

/// Saves the game in progress.
pub fn save(snapshot: &Snapshot) -> std::io::Result<()> {
    let json = serde_json::to_vec_pretty(snapshot).map_err(std::io::Error::other)?;
    write_atomic(&data_dir().join(CURRENT), &json)
}

/// The last saved game, if there is one and it can be read: a damaged
/// file gives the reason.
pub fn load() -> Result<Option<Snapshot>, String> {
    let path = data_dir().join(CURRENT);
    match fs::read(&path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("{}: {e}", path.display())),
        Ok(bytes) => serde_json::from_slice(&bytes)
            .map(Some)
            .map_err(|e| format!("{}: {e}", path.display())),
    }
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
}
