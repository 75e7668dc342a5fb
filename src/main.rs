//! The `tactus` command line: picks a front end and hands over.

use std::{io::Write, path::PathBuf, process::ExitCode};

use clap::{Parser, Subcommand};
use tactus::replay::{self, Format};

/// Chess for blind and visually impaired players.
#[derive(Parser)]
#[command(name = "tactus", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Replays a game from a PGN file: its moves, then the result and why.
    Replay {
        /// The PGN file.
        file: PathBuf,
        /// Which game of the file, counting from 1.
        #[arg(long, default_value_t = 1)]
        game: usize,
        /// `text` for a person, `jsonl` for a program.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Replay { file, game, format } => match replay::replay_file(&file, game, format) {
            Ok(output) => {
                let mut stdout = std::io::stdout().lock();
                if stdout
                    .write_all(output.as_bytes())
                    .and_then(|()| stdout.flush())
                    .is_err()
                {
                    return ExitCode::from(1);
                }
                ExitCode::SUCCESS
            }
            Err(err) => {
                eprintln!("tactus: {err}");
                ExitCode::from(2)
            }
        },
    }
}
