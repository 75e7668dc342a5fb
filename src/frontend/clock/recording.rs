//! `save FILE.wav` (or `.ogg`, `.opus`) on the clock: the checked moves
//! read aloud into a recording on a thread of its own, so that the clock
//! goes on speaking while espeak-ng reads. The recording is of the game's
//! PGN at `save` (the same text `save FILE.pgn` writes, read back as any
//! PGN file is); what the thread finished is said at the next line or
//! tick, and closing waits for it a while.

use std::path::Path;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

use super::Front;
use crate::event::{Event, FileError, Notice, RecordingFault};
use crate::recording::{Asked, Format, Reading, record as read_aloud};
use crate::rules::pgn;
use crate::speech::Utterance;
use crate::store;
use crate::table::record;

/// How long closing waits for recordings still being made.
const LAST_RECORDING: Duration = Duration::from_secs(60);
/// How often the clock looks for a finished recording while one is made.
pub(super) const LOOK: Duration = Duration::from_millis(100);

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

/// Whether `file` names a sound file rather than a PGN file.
pub(super) fn is_sound(file: &str) -> bool {
    Format::asked(Path::new(file)) != Asked::NotSound
}

impl Front {
    /// `save FILE.wav`: starts reading the game into the file and says
    /// so; a kind of sound file tactus does not write is refused, naming
    /// it.
    pub(super) fn save_recording(&mut self, file: &str) -> Utterance {
        let path = file.to_owned();
        let format = match Format::asked(Path::new(file)) {
            Asked::Recording(format) => format,
            Asked::OtherSound(ext) => {
                let why = RecordingFault::UnknownKind { ext };
                return self.notice(Notice::RecordingFailed { path, why });
            }
            Asked::NotSound => Format::Wav,
        };
        let text = record::pgn(&self.game);
        let phrases = &self.words.phrases;
        let reading = Reading {
            style: phrases.style,
            lang: phrases.lang,
            ..Reading::default()
        };
        let tell = self.recordings.tell.clone();
        let named = path.clone();
        let spawned = std::thread::Builder::new()
            .name("tactus-recording".to_owned())
            .spawn(move || {
                let _ = tell.send(made(&named, &text, &reading, format));
            });
        match spawned {
            Ok(_) => {
                self.recordings.pending += 1;
                self.notice(Notice::RecordingStarted { path })
            }
            Err(e) => self.notice(Notice::FileFailed {
                error: FileError::Other {
                    code: e.raw_os_error(),
                },
                path,
            }),
        }
    }

    /// The recordings finished since the last call, in words.
    pub(super) fn finished_recordings(&mut self) -> Vec<Utterance> {
        let mut said = Vec::new();
        while let Ok(notice) = self.recordings.done.try_recv() {
            self.recordings.pending = self.recordings.pending.saturating_sub(1);
            said.push(self.notice(notice));
        }
        said
    }

    /// Before closing: waits for the recordings still being made (at
    /// most [`LAST_RECORDING`]) and says how each ended.
    pub(super) fn finish_recordings(&mut self) {
        let until = Instant::now() + LAST_RECORDING;
        while self.recordings.pending() {
            let left = until.saturating_duration_since(Instant::now());
            match self.recordings.done.recv_timeout(left) {
                Ok(notice) => {
                    self.recordings.pending -= 1;
                    let said = self.notice(notice);
                    self.say(&[said]);
                }
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => break,
            }
        }
    }

    fn notice(&self, notice: Notice) -> Utterance {
        self.words.event(&Event::Notice(notice))
    }
}

/// Reads the game of the PGN `text` aloud into `named` as `format`; what
/// came of it.
fn made(named: &str, text: &str, reading: &Reading, format: Format) -> Notice {
    let path = named.to_owned();
    let game = match pgn::import(text.as_bytes(), 1) {
        Ok(game) => game,
        Err(error) => return Notice::FileProblem { path, error },
    };
    let file = Path::new(named);
    let encoded = read_aloud(&game.game, &game.scoresheet, reading)
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
