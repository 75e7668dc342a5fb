//! The first start on this machine: tactus says once, shortly, how to get
//! help ("Press F1 for help on the keys", "Type help for the commands").
//! The data folder remembers that it was said (`first-start`); a folder
//! that cannot be written only means it is said again next time.

use std::path::Path;

/// The file in the data folder that remembers the first start.
pub const FIRST_START_FILE: &str = "first-start";

/// Whether this is the first start with the data folder `data_dir`; the
/// next call says no, as does every later start.
pub fn first_start(data_dir: &Path) -> bool {
    let file = data_dir.join(FIRST_START_FILE);
    if file.exists() {
        return false;
    }
    let _ = std::fs::create_dir_all(data_dir);
    let _ = crate::store::write_atomic(&file, b"said\n");
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_start_is_remembered() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let data = dir.path().join("data");
        assert!(first_start(&data));
        assert!(!first_start(&data));
        assert!(!first_start(&data));
    }
}
