//! The kinds of recording file tactus writes, and which one a file name
//! asks for: `save game.opus` writes Ogg Opus, `save game.wav` a WAV file.

use std::path::Path;

/// A kind of recording file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// WAV: 16-bit PCM, mono, at the synthesizer's rate (about 2.6 MB a
    /// minute); plays everywhere.
    Wav,
    /// Ogg Vorbis at the synthesizer's rate, quality 0 (about 22 kbit/s
    /// for speech): a sixteenth of the WAV's size.
    Vorbis,
    /// Ogg Opus (RFC 7845), speech at 24 kbit/s: as small as Vorbis, the
    /// codec phones and recorders made for speech play.
    Opus,
}

/// The extensions of sound files tactus does not write: a name with one
/// of them is refused rather than saved as a PGN file by that name.
const OTHER_SOUND: [&str; 12] = [
    "mp3", "m4a", "m4b", "aac", "flac", "wma", "aif", "aiff", "amr", "mka", "spx", "weba",
];

/// What a file name asks to be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// A recording of this kind.
    Recording(Format),
    /// A sound file of a kind tactus does not write; its extension, as
    /// written.
    OtherSound(String),
    /// Not a sound file (a PGN or braille file, or no extension).
    NotSound,
}

impl Format {
    /// Every kind, in the order they are offered.
    pub const ALL: [Format; 3] = [Format::Wav, Format::Vorbis, Format::Opus];

    /// The usual extension of the kind, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Wav => "wav",
            Format::Vorbis => "ogg",
            Format::Opus => "opus",
        }
    }

    /// The kind an extension names (any case): `wav`; `ogg` or `oga` for
    /// Vorbis; `opus`.
    pub fn from_extension(ext: &str) -> Option<Format> {
        match ext.to_ascii_lowercase().as_str() {
            "wav" => Some(Format::Wav),
            "ogg" | "oga" => Some(Format::Vorbis),
            "opus" => Some(Format::Opus),
            _ => None,
        }
    }

    /// What the name `path` asks to be written.
    pub fn asked(path: &Path) -> Asked {
        let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
            return Asked::NotSound;
        };
        if let Some(format) = Format::from_extension(ext) {
            Asked::Recording(format)
        } else if OTHER_SOUND.contains(&ext.to_ascii_lowercase().as_str()) {
            Asked::OtherSound(ext.to_owned())
        } else {
            Asked::NotSound
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_names_the_kind_whatever_its_case() {
        let asked = |p: &str| Format::asked(Path::new(p));
        assert_eq!(asked("g.wav"), Asked::Recording(Format::Wav));
        assert_eq!(
            asked("/media/usb/Game 1.OGG"),
            Asked::Recording(Format::Vorbis)
        );
        assert_eq!(asked("g.oga"), Asked::Recording(Format::Vorbis));
        assert_eq!(asked("g.Opus"), Asked::Recording(Format::Opus));
        assert_eq!(asked("g.MP3"), Asked::OtherSound("MP3".into()));
        assert_eq!(asked("g.pgn"), Asked::NotSound);
        assert_eq!(asked("opus"), Asked::NotSound);
        assert_eq!(asked("g.opus.pgn"), Asked::NotSound);
        for format in Format::ALL {
            assert_eq!(Format::from_extension(format.extension()), Some(format));
        }
    }
}
