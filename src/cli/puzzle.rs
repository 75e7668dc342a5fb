//! `tactus puzzle`: the options of a game made of the puzzle's, and
//! which puzzle to begin with.

use std::path::PathBuf;

use super::Defaults;
use super::environment::Environment;
use super::game::tty_options;
use super::options::PlayerOptions;
use super::refusal::Refused;
use crate::app::driver::{Options, PuzzleOptions};
use crate::study::puzzle::choose::Ask;

/// The options of `tactus puzzle`: which puzzle, and how it is said.
#[derive(clap::Args)]
pub struct PuzzleArgs {
    /// A puzzle near this rating (100-3500) [default: near your puzzle rating].
    #[arg(long, value_parser = clap::value_parser!(u16).range(100..=3500))]
    pub rating: Option<u16>,
    /// A puzzle with this theme: its Lichess name (fork, pin, mateIn2) or
    /// its words in your language (Gabel, clavada).
    #[arg(long)]
    pub theme: Option<String>,
    /// This puzzle, by its Lichess id (00008).
    #[arg(long)]
    pub id: Option<String>,
    /// Puzzles from this file in the Lichess puzzle database's CSV form
    /// (the whole database will do), read line by line, instead of the
    /// puzzles shipped with tactus.
    #[arg(long, value_name = "FILE.csv")]
    pub file: Option<PathBuf>,
    /// Puzzles from your own games: the winning moves you missed, as the
    /// reviews kept in your games folder found them (tactus review, or
    /// review in a game).
    #[arg(long, conflicts_with = "file")]
    pub own: bool,
    /// How tactus talks to the player, as in a game.
    #[command(flatten)]
    pub player: PlayerOptions,
}

/// The game and the puzzles that `args` ask for, or why they cannot be.
pub fn options(args: PuzzleArgs, env: &Environment) -> Result<(Options, PuzzleOptions), Refused> {
    let mut game = Defaults::game();
    game.player = args.player;
    let options = tty_options(game, env)?;
    let ask = Ask {
        rating: args.rating,
        theme: args.theme.as_deref().map(crate::input::puzzle::theme),
        id: args.id,
        own: args.own,
    };
    Ok((
        options,
        PuzzleOptions {
            ask,
            file: args.file,
        },
    ))
}
