//! What the player is told about sound, and when: once per machine that
//! there is none, remembered in the data folder (`sound-state`), and again
//! only when that changes; at once when the device goes away during a game.
//!
//! The memory is one word, `on` or `off`. A missing or unreadable file
//! counts as `on`, so that a machine without sound is told the first time.

use std::path::Path;

use super::output::Earcons;
use crate::event::Notice;

/// The file in the data folder that remembers whether sound worked.
pub const SOUND_STATE_FILE: &str = "sound-state";

/// Whether sound works at the start, as remembered.
fn state_word(earcons: &Earcons) -> Option<&'static str> {
    match earcons {
        Earcons::Playing(_) => Some("on"),
        Earcons::Unavailable(_) => Some("off"),
        Earcons::Off => None,
    }
}

/// The notice to say at the start about `earcons`, if any: that there is
/// no sound, unless the data folder `data_dir` remembers that it was
/// already said on this machine. Remembers the state now (a folder that
/// cannot be written only means the notice is said again next time).
pub fn start_notice(earcons: &Earcons, data_dir: &Path) -> Option<Notice> {
    let now = state_word(earcons)?;
    let file = data_dir.join(SOUND_STATE_FILE);
    let before = std::fs::read_to_string(&file).unwrap_or_default();
    let before = if before.trim() == "off" { "off" } else { "on" };
    if before != now {
        let _ = std::fs::create_dir_all(data_dir);
        let _ = crate::store::write_atomic(&file, now.as_bytes());
    }
    (now == "off" && before != "off").then_some(Notice::SoundUnavailable { lost: false })
}

/// When the device of `earcons` went away during the game: turns the
/// earcons off, remembers it in `data_dir` (so that the next start, still
/// without sound, does not say it again) and returns the notice, once.
pub fn lost_notice(earcons: &mut Earcons, data_dir: &Path) -> Option<Notice> {
    let error = match earcons {
        Earcons::Playing(player) => player.stream_error()?,
        Earcons::Unavailable(_) | Earcons::Off => return None,
    };
    *earcons = Earcons::Unavailable(super::SoundError::Stream(error));
    let _ = std::fs::create_dir_all(data_dir);
    let _ = crate::store::write_atomic(&data_dir.join(SOUND_STATE_FILE), b"off");
    Some(Notice::SoundUnavailable { lost: true })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audio::SoundError;

    #[test]
    fn no_sound_is_said_once_per_machine_and_again_when_it_changes() {
        let dir = tempfile::tempdir().unwrap();
        let none = Earcons::Unavailable(SoundError::NoDevice);
        let said = Some(Notice::SoundUnavailable { lost: false });
        assert_eq!(start_notice(&none, dir.path()), said);
        assert_eq!(start_notice(&none, dir.path()), None);
        assert_eq!(start_notice(&none, dir.path()), None);
        // The player's own choice is no change of the machine.
        assert_eq!(start_notice(&Earcons::Off, dir.path()), None);
        assert_eq!(start_notice(&none, dir.path()), None);
        // Sound came back (written as "on"), then went again: said again.
        std::fs::write(dir.path().join(SOUND_STATE_FILE), "on").unwrap();
        assert_eq!(start_notice(&none, dir.path()), said);
    }

    #[test]
    fn a_folder_that_cannot_be_written_says_it_every_time() {
        let none = Earcons::Unavailable(SoundError::NoDevice);
        let nowhere = Path::new("/proc/no-such-folder");
        assert!(start_notice(&none, nowhere).is_some());
        assert!(start_notice(&none, nowhere).is_some());
    }

    #[test]
    fn silence_by_choice_or_by_fault_loses_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let mut off = Earcons::Off;
        assert_eq!(lost_notice(&mut off, dir.path()), None);
        let mut none = Earcons::Unavailable(SoundError::NoDevice);
        assert_eq!(lost_notice(&mut none, dir.path()), None);
    }
}
