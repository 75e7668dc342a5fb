//! `tactus score FILE.pgn`: the score of a game for the player to carry,
//! in braille (a BRF file for a notetaker or an embosser, or Unicode
//! braille for a display or a screen), in print, or read aloud into a
//! recording ([`wav`]: WAV, Ogg Vorbis or Ogg Opus, which needs
//! `-o FILE`).
//!
//! Each format is a module that turns the game's scoresheet into bytes;
//! this one reads the arguments and the file and writes the bytes to
//! standard output or to `-o PATH`. Bad input (a file that cannot be read,
//! no game N, a page size outside what can be laid out) is said in the
//! player's language with exit status 2, and nothing is written.

use crate::exit::Exit;
use std::{
    io::Write,
    path::{Path, PathBuf},
};

use crate::{
    braille::{PageSize, SizeError},
    event::FileError,
    notation::{Lang, Style, format_message},
    replay::{self, ReplayError},
    rules::scoresheet::Scoresheet,
    setting::Rate,
    speech::phrase::Phrases,
    store,
};

pub mod brf;
pub mod text;
pub mod wav;

/// The options of `tactus score`.
#[derive(Debug, clap::Args)]
pub struct ScoreArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// Which game of the file, counting from 1.
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// brf (braille ASCII pages), unicode (the same cells as Unicode
    /// braille), text (the same score in print), or the game read aloud:
    /// wav, ogg (Ogg Vorbis) or opus (Ogg Opus); these need
    /// -o.
    #[arg(long, value_enum, default_value_t = ScoreFormat::Brf)]
    pub format: ScoreFormat,
    /// The language of the heading and the piece letters: en, de or es
    /// (default: the system's, else English).
    #[arg(long)]
    pub lang: Option<Lang>,
    /// Cells a line.
    #[arg(long, default_value_t = 40)]
    pub cells: usize,
    /// Lines a page.
    #[arg(long, default_value_t = 25)]
    pub lines: usize,
    /// For wav: how moves are worded: appendix-e, spoken, nato or san
    /// [default: spoken].
    #[arg(long)]
    pub style: Option<Style>,
    /// For wav: also read each mover's clock after the move (PGN %clk).
    #[arg(long)]
    pub clocks: bool,
    /// For wav: how fast the voice reads, in percent of its normal rate
    /// (50 to 300).
    #[arg(long)]
    pub rate: Option<Rate>,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
}

/// What `tactus score` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ScoreFormat {
    /// Braille Ready Format: braille ASCII pages.
    Brf,
    /// The same pages in Unicode braille.
    Unicode,
    /// The heading and the moves in print.
    Text,
    /// The game read aloud: a WAV file (16-bit PCM, mono).
    Wav,
    /// The game read aloud: an Ogg Vorbis file.
    Ogg,
    /// The game read aloud: an Ogg Opus file (speech at 24 kbit/s).
    Opus,
}

impl ScoreFormat {
    /// The kind of recording the format is, if it is one.
    pub fn recording(self) -> Option<crate::recording::Format> {
        use crate::recording::Format;
        match self {
            ScoreFormat::Wav => Some(Format::Wav),
            ScoreFormat::Ogg => Some(Format::Vorbis),
            ScoreFormat::Opus => Some(Format::Opus),
            ScoreFormat::Brf | ScoreFormat::Unicode | ScoreFormat::Text => None,
        }
    }
}

/// What a format needs to write a game.
pub struct Request<'a> {
    /// The game's scoresheet.
    pub sheet: &'a Scoresheet,
    /// The language of the heading and the piece letters.
    pub lang: Lang,
    /// The braille page (and the print line width).
    pub size: PageSize,
}

/// Runs `tactus score` in `--lang` or else `locale`; the exit status: 0
/// written, 1 the output could not be written, 2 bad input.
pub fn run(args: &ScoreArgs, locale: Lang) -> Exit {
    let lang = args.lang.unwrap_or(locale);
    if args.format.recording().is_some() {
        // A recording reads the file and writes its output itself.
        return wav::run(args, locale);
    }
    let size = match PageSize::new(args.cells, args.lines) {
        Ok(size) => size,
        Err(e) => return refuse(&size_error(&e, lang)),
    };
    let game = match replay::load_played(&args.file, args.game, None) {
        Ok(game) => game,
        Err(e) => return refuse(&read_error(&args.file, &e, lang)),
    };
    let request = Request {
        sheet: &game.scoresheet,
        lang,
        size,
    };
    let bytes = match args.format {
        ScoreFormat::Brf => brf::brf(&request).map_err(|e| e.words(lang)),
        ScoreFormat::Unicode => brf::unicode(&request).map_err(|e| e.words(lang)),
        ScoreFormat::Text => Ok(text::text(&request)),
        ScoreFormat::Wav | ScoreFormat::Ogg | ScoreFormat::Opus => return wav::run(args, locale),
    };
    let bytes = match bytes {
        Ok(bytes) => bytes,
        Err(said) => return refuse(&said),
    };
    match &args.output {
        Some(path) => match store::write_user_file(path, &bytes) {
            Ok(()) => Exit::Success,
            Err(e) => {
                let reason = Phrases::new(Default::default(), lang, false)
                    .file_error(&FileError::from_io(&e, path, true));
                refuse(&format_message(
                    lang,
                    "score-cannot-write",
                    &[("file", shown(path).into()), ("reason", reason.into())],
                ));
                Exit::Failure
            }
        },
        None => {
            let mut stdout = std::io::stdout().lock();
            match stdout.write_all(&bytes).and_then(|()| stdout.flush()) {
                Ok(()) => Exit::Success,
                Err(_) => Exit::Failure,
            }
        }
    }
}

/// Says `said` on standard error; exit status 2.
fn refuse(said: &str) -> Exit {
    eprintln!("tactus: {said}");
    Exit::Refused
}

fn shown(path: &Path) -> String {
    path.display().to_string().escape_debug().to_string()
}

/// A page size that cannot be, in `lang`'s words.
fn size_error(e: &SizeError, lang: Lang) -> String {
    let (id, given, range) = match e {
        SizeError::Cells(given) => ("score-bad-cells", given, PageSize::CELLS),
        SizeError::Lines(given) => ("score-bad-lines", given, PageSize::LINES),
    };
    format_message(
        lang,
        id,
        &[
            ("given", (*given).into()),
            ("min", (*range.start()).into()),
            ("max", (*range.end()).into()),
        ],
    )
}

/// A file that cannot be read, or a game that is not in it, in `lang`'s
/// words (the PGN problem as `load` says it).
fn read_error(path: &Path, e: &ReplayError, lang: Lang) -> String {
    let reason = match e {
        ReplayError::Read { source, .. } => {
            let error = match source {
                replay::TextFileError::Io(e) => FileError::from_io(e, path, false),
                replay::TextFileError::TooLarge => FileError::TooLarge {
                    limit_mb: replay::MAX_PGN_BYTES >> 20,
                },
                replay::TextFileError::NotText => FileError::NotText,
            };
            Phrases::new(Default::default(), lang, false).file_error(&error)
        }
        ReplayError::Pgn { source, .. } => {
            Phrases::new(Default::default(), lang, false).pgn_error(source)
        }
    };
    format_message(
        lang,
        "score-cannot-read",
        &[("file", shown(path).into()), ("reason", reason.into())],
    )
}
