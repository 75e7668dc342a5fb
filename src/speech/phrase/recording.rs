//! The score as a recording, in words: what is said while a recording is
//! made (`save FILE.wav`), and why one could not be.

use super::Phrases;
use crate::event::{Notice, RecordingFault};
use crate::speech::{Kind, Priority};

impl Phrases {
    /// Why the synthesizer could not read the game: "espeak-ng has no
    /// voice for German".
    pub fn recording_fault(&self, why: &RecordingFault) -> String {
        match why {
            RecordingFault::NoSynthesizer => self.say("recording-fault-no-synthesizer", vec![]),
            RecordingFault::NoVoice { lang } => self.say(
                "recording-fault-no-voice",
                vec![("lang", lang.code().into())],
            ),
            RecordingFault::Refused { code } => self.say(
                "recording-fault-refused",
                vec![("code", format!("{code:#x}").into())],
            ),
            RecordingFault::TooLong => self.say("recording-fault-too-long", vec![]),
            RecordingFault::Encoder { codec, detail } => self.say(
                "recording-fault-encoder",
                vec![
                    ("codec", (*codec).into()),
                    ("detail", detail.clone().into()),
                ],
            ),
            RecordingFault::UnknownKind { ext } => self.say(
                "recording-fault-unknown-kind",
                vec![("ext", ext.clone().into())],
            ),
        }
    }

    /// The notices of a recording: started, written, failed. A recording
    /// is written while play goes on, so its end is said *next*: never
    /// dropped, never interrupting a move.
    pub(super) fn recording_notice(&self, notice: &Notice) -> (Priority, Kind, String) {
        match notice {
            Notice::RecordingStarted { path } => (
                Priority::Normal,
                Kind::Info,
                self.say("recording-started", vec![("path", path.clone().into())]),
            ),
            Notice::Recorded { path, length } => (
                Priority::Next,
                Kind::Info,
                self.say(
                    "recording-written",
                    vec![
                        ("path", path.clone().into()),
                        ("length", self.duration_exact(*length).into()),
                    ],
                ),
            ),
            Notice::RecordingFailed { path, why } => (
                Priority::Next,
                Kind::Refusal,
                self.say(
                    "recording-failed",
                    vec![
                        ("path", path.clone().into()),
                        ("why", self.recording_fault(why).into()),
                    ],
                ),
            ),
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }
}
