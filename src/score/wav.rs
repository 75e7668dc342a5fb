//! `tactus score FILE.pgn --format wav -o FILE.wav` (or `--format ogg`,
//! `--format opus`): the game read aloud ([`crate::recording`]), encoded
//! and written atomically; every message in the player's language. An
//! output named for another kind of sound file (`--format opus -o g.wav`)
//! is refused, naming both.

use crate::exit::Exit;
use std::path::Path;

use fluent_bundle::FluentValue;

use super::ScoreArgs;
use crate::event::{Event, FileError, Notice, RecordingFault};
use crate::notation::{Lang, format_message};
use crate::recording::{Asked, Extras, Format, Reading, record};
use crate::replay::{self, MAX_PGN_BYTES, ReplayError, TextFileError};
use crate::speech::phrase::Phrases;
use crate::store::write_user_file;

/// Why a recording was not written, worded in one language.
enum Failure {
    NoOutput,
    /// `-o` names a sound file of another kind; its extension.
    Mismatch(Format, String),
    Unreadable(replay::ReplayError),
    Synthesizer(RecordingFault),
    File(FileError),
}

/// Writes the recording `args` ask for; says on standard output where and
/// how long it is, or on standard error why not. The exit status: 0
/// written, 2 not.
pub fn run(args: &ScoreArgs, locale: Lang) -> Exit {
    let lang = args.lang.unwrap_or(locale);
    let reading = Reading {
        style: args.style.unwrap_or_default(),
        lang,
        rate: args.rate.unwrap_or_default(),
        extras: Extras {
            clocks: args.clocks,
        },
    };
    let phrases = Phrases::new(reading.style, lang, false);
    match write(args, &reading) {
        Ok(notice) => {
            println!("{}", phrases.utterance(&Event::Notice(notice), None).text);
            Exit::Success
        }
        Err(failure) => {
            eprintln!("tactus: {}", words(&failure, args, &phrases));
            Exit::Refused
        }
    }
}

/// Reads, records and writes; the notice that says it is written.
fn write(args: &ScoreArgs, reading: &Reading) -> Result<Notice, Failure> {
    let output = args.output.as_deref().ok_or(Failure::NoOutput)?;
    let format = args.format.recording().unwrap_or(Format::Wav);
    match Format::asked(output) {
        Asked::Recording(named) if named != format => {
            let ext = output.extension().unwrap_or_default();
            return Err(Failure::Mismatch(format, ext.to_string_lossy().into()));
        }
        Asked::OtherSound(ext) => return Err(Failure::Mismatch(format, ext)),
        Asked::Recording(_) | Asked::NotSound => {}
    }
    let game = replay::load_played(&args.file, args.game, None).map_err(Failure::Unreadable)?;
    let recording = record(&game.game, &game.scoresheet, reading).map_err(Failure::Synthesizer)?;
    let bytes = recording.encode(format).map_err(Failure::Synthesizer)?;
    write_user_file(output, &bytes)
        .map_err(|e| Failure::File(FileError::from_io(&e, output, true)))?;
    Ok(Notice::Recorded {
        path: shown(output),
        length: recording.length(),
    })
}

/// `failure` in the words of `phrases`.
fn words(failure: &Failure, args: &ScoreArgs, phrases: &Phrases) -> String {
    let output = args.output.as_deref().map(shown).unwrap_or_default();
    let say = |id: &str, args: &[(&str, FluentValue<'_>)]| format_message(phrases.lang, id, args);
    match failure {
        Failure::NoOutput => say("recording-needs-output", &[]),
        Failure::Mismatch(format, ext) => {
            let suggested = args
                .output
                .as_deref()
                .map(|o| shown(&o.with_extension(format.extension())))
                .unwrap_or_default();
            say(
                "recording-format-mismatch",
                &[
                    ("file", output.into()),
                    ("format", format.extension().into()),
                    ("ext", ext.clone().into()),
                    ("suggested", suggested.into()),
                ],
            )
        }
        Failure::Unreadable(e) => {
            let notice = match e {
                ReplayError::Read { path, source } => Notice::FileFailed {
                    path: path.clone(),
                    error: match source {
                        TextFileError::Io(e) => FileError::from_io(e, &args.file, false),
                        TextFileError::TooLarge => FileError::TooLarge {
                            limit_mb: MAX_PGN_BYTES >> 20,
                        },
                        TextFileError::NotText => FileError::NotText,
                    },
                },
                ReplayError::Pgn { path, source } => Notice::FileProblem {
                    path: path.clone(),
                    error: source.clone(),
                },
            };
            phrases.utterance(&Event::Notice(notice), None).text
        }
        Failure::Synthesizer(why) => {
            let notice = Notice::RecordingFailed {
                path: output,
                why: why.clone(),
            };
            phrases.utterance(&Event::Notice(notice), None).text
        }
        Failure::File(error) => {
            let notice = Notice::FileFailed {
                path: output,
                error: error.clone(),
            };
            phrases.utterance(&Event::Notice(notice), None).text
        }
    }
}

/// A path as the player wrote it, on one line.
fn shown(path: &Path) -> String {
    path.display().to_string().escape_debug().to_string()
}
