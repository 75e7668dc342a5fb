//! `tactus arbiter`: the arbiter's tools outside the game in progress.
//!
//! * `log` ([`log`]): the arbiter's report of a clock game, from its file.

use clap::Subcommand;

pub mod log;

/// The commands of `tactus arbiter`.
#[derive(Debug, Subcommand)]
pub enum ArbiterCommand {
    /// The arbiter's report of a clock game: every incident with the time,
    /// the position, both clocks before and after, who, what and the
    /// penalty (GAME: the clock game's file, clock.json or a copy of it).
    Log(log::LogArgs),
}

/// Runs `tactus arbiter COMMAND`; `lang` is the locale's language. The
/// exit status.
pub fn run(command: ArbiterCommand, lang: crate::notation::Lang) -> u8 {
    match command {
        ArbiterCommand::Log(args) => log::run(&args, lang),
    }
}
