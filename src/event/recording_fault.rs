//! Why the score could not be made into a recording, as a fact the phrase
//! renderer words in the player's language (a file that cannot be written
//! is a [`super::FileError`], as for any file).

use crate::notation::Lang;

/// Why the synthesizer that writes recordings could not read the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordingFault {
    /// espeak-ng's library cannot start: its voice data is missing or
    /// damaged.
    NoSynthesizer,
    /// espeak-ng has no voice for the language.
    NoVoice {
        /// The language asked for.
        lang: Lang,
    },
    /// The synthesizer refused a sentence (its own error number).
    Refused {
        /// espeak-ng's status code.
        code: u32,
    },
    /// The game read aloud would be longer than a WAV file can hold.
    TooLong,
    /// The encoder of a compressed recording (Vorbis, Opus) failed.
    Encoder {
        /// The codec's name: `Vorbis` or `Opus`.
        codec: &'static str,
        /// The encoder's own words.
        detail: String,
    },
    /// The file name asks for a kind of sound file tactus does not write
    /// (`game.mp3`).
    UnknownKind {
        /// Its extension, as the player wrote it.
        ext: String,
    },
}
