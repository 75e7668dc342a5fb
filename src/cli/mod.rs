//! The command line: the clap types of every command ([`Cli`],
//! [`Command`]), the options every command that talks to a player shares
//! ([`options`]), declared once and flattened into each, what each
//! command's options make or why they cannot ([`game`], [`puzzle`],
//! [`refusal`]), the runners of the batch commands ([`replay`], …), and
//! the command line's own words ([`words`]). `main` parses with
//! [`parse`], runs what [`Command`] names and ends with its [`Exit`].
//!
//! [`Exit`]: crate::exit::Exit

use std::ffi::{OsStr, OsString};
use std::path::Path;

use clap::{CommandFactory, Parser, Subcommand};

use crate::exit::Exit;
use crate::notation::Lang;

pub mod clock;
pub mod code;
pub mod environment;
pub mod game;
pub mod manual;
pub mod options;
pub mod puzzle;
pub mod refusal;
pub mod replay;
pub mod review;
pub mod words;

/// Chess for blind and visually impaired players.
#[derive(Parser)]
#[command(name = "tactus", version, about)]
pub struct Cli {
    /// Without a command: `play`, the board window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands of `tactus`.
#[derive(Subcommand)]
pub enum Command {
    /// Replays a game from a PGN file: its moves, then the result and why.
    Replay(Box<replay::ReplayArgs>),
    /// Reviews a game of a PGN file with the engine, aloud: each side's
    /// accuracy, then each mistake and blunder, why, and the better move.
    Review(Box<review::ReviewArgs>),
    /// Learns from the mistakes of a game of a PGN file: each mistake and
    /// blunder set again, to find a better move, judged by the engine.
    Learn(Box<review::LearnArgs>),
    /// Plays a game in a line interface made for screen readers.
    Tty(Box<game::GameArgs>),
    /// Plays a game in the board window (the default); with no display, in
    /// the line interface.
    Play(Box<game::GameArgs>),
    /// Puzzles from the Lichess puzzle database in the line interface: the
    /// position heard as you choose (b, p, s, e4?), your move typed.
    Puzzle(Box<puzzle::PuzzleArgs>),
    /// Checks every game of PGN files against the Laws: one line per
    /// finding, then a summary; exit status 0 clean, 1 findings, 2 unreadable.
    Check(crate::check::CheckArgs),
    /// Writes the score of a game of a PGN file in braille (BRF or
    /// Unicode) or print; exit status 2 for bad input.
    Score(crate::score::ScoreArgs),
    /// The talking chess clock that keeps the score as the game goes, in
    /// the line interface.
    Clock(clock::ClockArgs),
    /// The arbiter's tools: two scoresheets reconciled, a round's report,
    /// a clock game's log.
    #[command(subcommand)]
    Arbiter(crate::arbiter::ArbiterCommand),
}

impl Command {
    /// Whether the command plays or keeps a game (and so may find what a
    /// save killed half-way left behind).
    pub fn keeps_games(&self) -> bool {
        matches!(
            self,
            Command::Tty(_) | Command::Play(_) | Command::Clock(_) | Command::Puzzle(_)
        )
    }
}

/// The default options of a game, for `tactus` alone.
#[derive(Parser)]
pub struct Defaults {
    #[command(flatten)]
    game: game::GameArgs,
}

impl Defaults {
    /// A game's options when none is given.
    pub fn game() -> game::GameArgs {
        Defaults::parse_from(["tactus"]).game
    }
}

/// The command line read by clap: the command (`play` when none is
/// named), or the exit status after saying what is wrong in one sentence
/// in the language of its `--lang`, else `said` (the help and the version
/// are clap's own, and end here).
pub fn parse(args: &[OsString], said: Lang) -> Result<Command, Exit> {
    let cli = Cli::try_parse_from(args).map_err(|e| {
        let lang = words::lang_given(args).unwrap_or(said);
        match words::parse_error(&e, &Cli::command(), args, lang) {
            Some(words) => {
                eprintln!("tactus: {words}");
                Exit::Refused
            }
            None => e.exit(),
        }
    })?;
    Ok(cli
        .command
        .unwrap_or_else(|| Command::Play(Box::new(Defaults::game()))))
}

/// The command `scripts/package` runs, `tactus package-files DIR`: the man
/// pages and shell completions of [`Cli`] written into DIR. It is not one
/// of [`Command`]'s, so that neither `--help` nor the pages and completions
/// it writes name it.
pub const PACKAGE_FILES: &str = "package-files";

/// Writes the manual into `dir`, naming each file written.
pub fn package_files(dir: &OsStr) -> Exit {
    match manual::write(Cli::command(), Path::new(dir)) {
        Ok(written) => {
            for file in written {
                println!("{}", file.display());
            }
            Exit::Success
        }
        Err(err) => {
            eprintln!("tactus: {}: {err}", Path::new(dir).display());
            Exit::Refused
        }
    }
}

/// Says a refusal on standard error, one line: exit status 2.
pub fn refuse(refused: &refusal::Refused) -> Exit {
    eprintln!("tactus: {refused}");
    Exit::Refused
}
