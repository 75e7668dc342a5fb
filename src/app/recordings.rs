//! `save FILE.wav` (or `.ogg`, `.opus`) in every front end: a game read
//! aloud into a recording on a thread of its own, so that play and the
//! clock go on while espeak-ng reads (a long game takes seconds). What
//! the thread finished comes back as a [`Notice`] for the front end to
//! say at its next tick; leaving waits for recordings still being made a
//! while.
//!
//! The recording is of the game as it stood at `save`: the thread has its
//! own copy, and the game in progress is never touched or waited on.

use std::path::Path;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

use crate::event::{FileError, Notice, RecordingFault};
use crate::recording::{Asked, Format, Reading, record};
use crate::rules::{game::Game, scoresheet::Scoresheet};
use crate::store;

/// How long leaving waits for recordings still being made.
pub const LAST_RECORDING: Duration = Duration::from_secs(60);

/// Whether `path` names a sound file (a recording, or a kind of sound
/// file tactus does not write) rather than a PGN file.
pub fn is_recording(path: &str) -> bool {
    Format::asked(Path::new(path)) != Asked::NotSound
}

/// The recordings being made, and the way their ends come back.
pub struct Recordings {
    done: Receiver<Notice>,
    tell: Sender<Notice>,
    pending: usize,
}

impl Default for Recordings {
    fn default() -> Self {
        Recordings::new()
    }
}

impl Recordings {
    /// None made yet.
    pub fn new() -> Recordings {
        let (tell, done) = channel();
        Recordings {
            done,
            tell,
            pending: 0,
        }
    }

    /// Whether a recording is still being made.
    pub fn pending(&self) -> bool {
        self.pending > 0
    }

    /// `save PATH` for a sound file: starts reading `game` with its
    /// `sheet` into `path` as `reading` says, in the kind the extension
    /// names (a kind tactus does not write, `.mp3`, is refused at once,
    /// naming it). The notice to say now; `wake` is called on the
    /// recording's thread when it has finished.
    pub fn start(
        &mut self,
        path: String,
        game: Game,
        sheet: Scoresheet,
        reading: Reading,
        wake: impl FnOnce() + Send + 'static,
    ) -> Notice {
        let format = match Format::asked(Path::new(&path)) {
            Asked::Recording(format) => format,
            Asked::OtherSound(ext) => {
                let why = RecordingFault::UnknownKind { ext };
                return Notice::RecordingFailed { path, why };
            }
            Asked::NotSound => Format::Wav,
        };
        let tell = self.tell.clone();
        let named = path.clone();
        let spawned = std::thread::Builder::new()
            .name("tactus-recording".to_owned())
            .spawn(move || {
                let _ = tell.send(made(named, &game, &sheet, &reading, format));
                wake();
            });
        match spawned {
            Ok(_) => {
                self.pending += 1;
                Notice::RecordingStarted { path }
            }
            Err(e) => Notice::FileFailed {
                error: FileError::Other {
                    code: e.raw_os_error(),
                },
                path,
            },
        }
    }

    /// How the recordings finished since the last call ended.
    pub fn finished(&mut self) -> Vec<Notice> {
        let mut ended = Vec::new();
        while let Ok(notice) = self.done.try_recv() {
            self.pending = self.pending.saturating_sub(1);
            ended.push(notice);
        }
        ended
    }

    /// Before leaving: waits for the recordings still being made (at most
    /// [`LAST_RECORDING`] in all) and hands how each ended to `say` as it
    /// ends.
    pub fn finish(&mut self, mut say: impl FnMut(Notice)) {
        let until = Instant::now() + LAST_RECORDING;
        while self.pending() {
            let left = until.saturating_duration_since(Instant::now());
            match self.done.recv_timeout(left) {
                Ok(notice) => {
                    self.pending -= 1;
                    say(notice);
                }
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => break,
            }
        }
    }
}

/// Reads `game` aloud into `path` as `format`; what came of it.
fn made(
    path: String,
    game: &Game,
    sheet: &Scoresheet,
    reading: &Reading,
    format: Format,
) -> Notice {
    let file = Path::new(&path);
    let encoded = record(game, sheet, reading)
        .and_then(|r| r.encode(format).map(|bytes| (bytes, r.length())));
    match encoded {
        Err(why) => Notice::RecordingFailed { path, why },
        Ok((bytes, length)) => match store::write_user_file(file, &bytes) {
            Ok(()) => Notice::Recorded { path, length },
            Err(e) => Notice::FileFailed {
                error: FileError::from_io(&e, file, true),
                path,
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sound_file_is_a_recording_whatever_the_case_and_a_pgn_is_not() {
        assert!(is_recording("g.wav"));
        assert!(is_recording("/media/usb/Game 1.WAV"));
        assert!(is_recording("g.ogg"));
        assert!(is_recording("g.opus"));
        assert!(is_recording("g.mp3"));
        assert!(!is_recording("g.pgn"));
        assert!(!is_recording("wav"));
        assert!(!is_recording("g.wav.pgn"));
    }

    #[test]
    fn a_kind_tactus_does_not_write_is_refused_at_once_and_nothing_waits() {
        let mut recordings = Recordings::new();
        let game = Game::new();
        let sheet = Scoresheet::new(Default::default(), &game);
        let said = recordings.start("g.mp3".to_owned(), game, sheet, Reading::default(), || {});
        assert!(matches!(said, Notice::RecordingFailed { .. }), "{said:?}");
        assert!(!recordings.pending());
    }
}
