//! `tactus score FILE.pgn --format wav -o FILE.wav`: a game of a PGN file
//! as a score the player carries away; [`wav`] reads it aloud into a
//! recording.

use std::path::PathBuf;

use crate::notation::{Lang, Style};
use crate::setting::Rate;

pub mod wav;

/// The options of `tactus score`.
#[derive(clap::Args, Debug)]
pub struct ScoreArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// Which game of the file, counting from 1.
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// The form of the score: wav, the game read aloud.
    #[arg(long, value_enum)]
    pub format: ScoreFormat,
    /// The language: en, de or es (default: the system's, else English).
    #[arg(long)]
    pub lang: Option<Lang>,
    /// How moves are worded: appendix-e, spoken, nato or san [default: spoken].
    #[arg(long)]
    pub style: Option<Style>,
    /// Also read each mover's clock after the move (PGN %clk).
    #[arg(long)]
    pub clocks: bool,
    /// How fast the voice reads, in percent of its normal rate (50 to 300).
    #[arg(long)]
    pub rate: Option<Rate>,
    /// The file to write (a recording needs one).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// The forms of a score.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ScoreFormat {
    /// The game read aloud: a WAV file (16-bit PCM, mono).
    Wav,
}

/// Runs `tactus score` in `--lang` or else `locale`; the exit status: 0
/// written, 2 when the game cannot be read or the file written (said on
/// standard error).
pub fn run(args: &ScoreArgs, locale: Lang) -> u8 {
    match args.format {
        ScoreFormat::Wav => wav::run(args, locale),
    }
}
