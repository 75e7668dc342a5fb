//! `tactus arbiter`: the arbiter's tools outside a game.
//!
//! * [`reconcile`]: two boards, two scoresheets (Appendix E.2.8–E.2.9,
//!   D.2.9) — the blind player's score (a PGN or the clock game tactus
//!   keeps) against the sighted player's, from files or typed in
//!   ([`typing`]), with the boards as found ([`board`]); the verdict
//!   ([`verdict`]) said in the player's language ([`words`]) or as JSON
//!   lines;
//! * [`round`]: the results, incidents and penalties of a round's games in
//!   one report, and `tactus check` over them;
//! * [`log`]: the arbiter's report of a clock game, from its file.
//!
//! [`sheet`] reads a score from a file and [`record`] a game as written,
//! moves unchecked, with its tags and comments.

use crate::exit::Exit;
use std::path::Path;

use crate::{notation::Lang, store::Folders};

pub mod board;
pub mod log;
pub mod reconcile;
pub mod record;
pub mod round;
pub mod sheet;
pub mod typing;
pub mod verdict;
pub mod words;

/// The commands of `tactus arbiter`.
#[derive(Debug, clap::Subcommand)]
pub enum ArbiterCommand {
    /// Compares the blind player's and the sighted player's scoresheets
    /// (and boards): what to correct, or where to go back to. Without
    /// files, the scores are typed in. Exit status 0 all agree, 1 something
    /// to correct, 2 bad input.
    Reconcile(reconcile::ReconcileArgs),
    /// One report of a round's games: results, incidents, penalties, and
    /// tactus check over them. Exit status 0 all files read, 2 some left out.
    Round(round::RoundArgs),
    /// The arbiter's report of a clock game: every incident with the time,
    /// the position, both clocks before and after, who, what and the
    /// penalty (GAME: the clock game's file, clock.json or a copy of it).
    Log(log::LogArgs),
}

/// Runs an arbiter's command, in its `--lang` or else `locale`, with
/// tactus's `folders`; the exit status.
pub fn run(command: &ArbiterCommand, locale: Lang, folders: &Folders) -> Exit {
    let (out, err) = (std::io::stdout(), std::io::stderr());
    match command {
        ArbiterCommand::Reconcile(args) => reconcile::run(
            args,
            locale,
            folders,
            std::io::stdin().lock(),
            out.lock(),
            err.lock(),
        ),
        ArbiterCommand::Round(args) => round::run(args, locale, out.lock(), err.lock()),
        ArbiterCommand::Log(args) => log::run(args, locale),
    }
}

/// A file's name as said in a line: its path, control characters escaped.
pub(crate) fn shown(path: &Path) -> String {
    path.display().to_string().escape_debug().to_string()
}
