//! `save FILE.wav` (or `.ogg`, `.opus`): the game read aloud into a
//! recording on a thread of its own, so that play goes on while espeak-ng reads (a long game takes
//! seconds); what the thread finished is said at the next tick, and
//! quitting waits for it a while.
//!
//! The recording is of the game as it stood at `save`: the thread has its
//! own copy, and the game in progress is never touched or waited on.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

use super::Driver;
use crate::event::{Event, FileError, Notice, RecordingFault};
use crate::recording::{Asked, Format, Reading, record};
use crate::store;

/// How long quitting waits for recordings still being made.
const LAST_RECORDING: Duration = Duration::from_secs(60);

/// The recordings being made, and the way their ends come back.
pub(super) struct Recordings {
    done: Receiver<Notice>,
    tell: Sender<Notice>,
    pending: usize,
}

impl Recordings {
    /// None made yet.
    pub(super) fn new() -> Recordings {
        let (tell, done) = channel();
        Recordings {
            done,
            tell,
            pending: 0,
        }
    }

    /// Whether a recording is still being made.
    pub(super) fn pending(&self) -> bool {
        self.pending > 0
    }
}

/// Whether `path` names a sound file (a recording, or a kind of sound
/// file tactus does not write) rather than a PGN file.
pub(super) fn is_recording(path: &str) -> bool {
    Format::asked(std::path::Path::new(path)) != Asked::NotSound
}

impl Driver {
    /// `save FILE.wav` (`.ogg`, `.opus`: the extension says the kind):
    /// starts reading the game into the file on a thread and says so; the
    /// end is said by [`Driver::finished_recordings`]. A kind of sound file
    /// tactus does not write (`.mp3`) is refused at once, naming it.
    pub(super) fn start_recording(&mut self, path: String) -> Vec<Event> {
        let format = match Format::asked(std::path::Path::new(&path)) {
            Asked::Recording(format) => format,
            Asked::OtherSound(ext) => {
                let why = RecordingFault::UnknownKind { ext };
                let events = vec![Event::Notice(Notice::RecordingFailed { path, why })];
                self.say(&events);
                return events;
            }
            Asked::NotSound => Format::Wav,
        };
        let settings = *self.session.settings();
        let reading = Reading {
            style: settings.style,
            lang: settings.lang,
            rate: settings.rate,
            extras: Default::default(),
        };
        let game = self.session.game().clone();
        let sheet = self.session.scoresheet();
        let tell = self.recordings.tell.clone();
        let waker = self.waker.clone();
        let named = path.clone();
        let spawned = std::thread::Builder::new()
            .name("tactus-recording".to_owned())
            .spawn(move || {
                let file = std::path::Path::new(&named);
                let notice = match record(&game, &sheet, &reading).and_then(|r| {
                    let length = r.length();
                    r.encode(format).map(|bytes| (bytes, length))
                }) {
                    Err(why) => Notice::RecordingFailed { path: named, why },
                    Ok((bytes, length)) => match store::write_user_file(file, &bytes) {
                        Ok(()) => Notice::Recorded {
                            path: named,
                            length,
                        },
                        Err(e) => Notice::FileFailed {
                            error: FileError::from_io(&e, file, true),
                            path: named,
                        },
                    },
                };
                let _ = tell.send(notice);
                waker();
            });
        let notice = match spawned {
            Ok(_) => {
                self.recordings.pending += 1;
                Notice::RecordingStarted { path }
            }
            Err(e) => Notice::FileFailed {
                error: FileError::Other {
                    code: e.raw_os_error(),
                },
                path,
            },
        };
        let events = vec![Event::Notice(notice)];
        self.say(&events);
        events
    }

    /// The recordings finished since the last call, said.
    pub(super) fn finished_recordings(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        while let Ok(notice) = self.recordings.done.try_recv() {
            self.recordings.pending = self.recordings.pending.saturating_sub(1);
            events.push(Event::Notice(notice));
        }
        if !events.is_empty() {
            self.say(&events);
        }
        events
    }

    /// Before leaving: waits for the recordings still being made (at most
    /// [`LAST_RECORDING`]) and says how each ended.
    pub(super) fn finish_recordings(&mut self) {
        let until = Instant::now() + LAST_RECORDING;
        while self.recordings.pending() {
            let left = until.saturating_duration_since(Instant::now());
            match self.recordings.done.recv_timeout(left) {
                Ok(notice) => {
                    self.recordings.pending -= 1;
                    self.say(&[Event::Notice(notice)]);
                }
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => break,
            }
        }
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
}
