//! `tactus check FILE.pgn…`: every game of PGN files checked against the
//! Laws, as an arbiter or an organiser needs it.
//!
//! * [`split`] reads a file as a stream and cuts it into batches of games
//!   (a file of millions of games is never held whole);
//! * [`finding`] checks one game with the rules core: unreadable and
//!   illegal moves, moves after the Laws ended the game, results that
//!   contradict the game, losses on time that Art. 6.9 makes draws;
//! * [`words`] puts a finding into the reader's language;
//! * [`report`] writes one line per finding (text or JSON lines) and a
//!   summary.
//!
//! One thread reads the batches while every core checks the games of the
//! batch before, in parallel; findings are written in the order of the
//! games. The exit status is 0 for clean files, 1 when something was
//! found, 2 when a file cannot be read.

use crate::exit::Exit;
use std::{
    io::{self, BufWriter, IsTerminal, Write},
    path::{Path, PathBuf},
    sync::mpsc,
    time::{Duration, Instant},
};

use rayon::prelude::*;

use crate::notation::{Lang, format_message};
use crate::speech::phrase::Phrases;

pub mod finding;
pub mod report;
mod split;
pub mod words;

use finding::{Checked, Depth, Detail, Finding};
use report::{Format, Report};
use split::{Batches, Piece, ReadError};

/// The options of `tactus check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// The PGN files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// `text` for a person, `jsonl` for a program.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// The language of the messages: en, de or es (default: the system's,
    /// else English).
    #[arg(long)]
    pub lang: Option<Lang>,
    /// Judge results by material alone, without the analysis that proves
    /// whether a player can still checkmate (faster, and blind to locked
    /// pawn chains).
    #[arg(long)]
    pub no_dead_positions: bool,
    /// The edition of the Laws to check by: 2023 (in force) or 2008; by
    /// default the one each game's `Laws` tag names, else 2023.
    #[arg(long)]
    pub laws: Option<crate::rules::laws::Laws>,
}

/// Why a file could not be checked to its end.
#[derive(Debug, thiserror::Error)]
enum FileError {
    /// The file could not be opened or read.
    #[error("{0}")]
    Read(#[from] ReadError),
    /// The file is text, but holds no game (a shopping list, notes).
    #[error("this file holds no game")]
    NoGame,
    /// The report could not be written.
    #[error("{0}")]
    Write(io::Error),
}

/// Runs `tactus check`, in `--lang` or else `locale` (the user's, worked
/// out once in `main`); the exit status: 0 clean, 1 findings, 2 a file
/// that cannot be read or holds no game (said on stderr). The summary is
/// written when some file was checked; when none was, the sentences on
/// stderr say why, with no "0 games" after them.
pub fn run(args: &CheckArgs, locale: Lang) -> Exit {
    let lang = args.lang.unwrap_or(locale);
    let depth = Depth {
        dead_positions: !args.no_dead_positions,
        laws: args.laws,
    };
    let start = Instant::now();
    let stdout = io::stdout().lock();
    let mut report = Report::new(BufWriter::new(stdout), args.format, lang);
    let mut progress = io::stderr().is_terminal().then(|| Progress::new(lang));
    let several = args.files.len() > 1;
    let mut unreadable = false;
    let mut checked = false;
    for path in &args.files {
        let shown = path.display().to_string();
        let label = several.then_some(shown.as_str());
        let file = shown.escape_debug().to_string();
        let said = match check_file(path, label, depth, &mut report, progress.as_mut()) {
            Ok(()) => {
                checked = true;
                continue;
            }
            Err(FileError::Write(_)) => return Exit::Failure,
            Err(FileError::Read(err)) => format_message(
                lang,
                "check-cannot-read",
                &[
                    ("file", file.into()),
                    ("reason", read_error(&err, path, lang).into()),
                ],
            ),
            Err(FileError::NoGame) => {
                format_message(lang, "check-no-game", &[("file", file.into())])
            }
        };
        if let Some(p) = progress.as_mut() {
            p.clear();
        }
        eprintln!("tactus: {said}");
        unreadable = true;
    }
    if let Some(p) = progress.as_mut() {
        p.clear();
    }
    if checked && report.finish(start.elapsed().as_secs_f64()).is_err() {
        return Exit::Failure;
    }
    if unreadable {
        Exit::Refused
    } else if report.found() {
        Exit::Failure
    } else {
        Exit::Success
    }
}

/// Why `path` could not be read, in `lang`'s words (not the system's
/// English).
fn read_error(err: &ReadError, path: &Path, lang: Lang) -> String {
    let error = match err {
        ReadError::Io(e) => crate::event::FileError::from_io(e, path, false),
        ReadError::NotText => crate::event::FileError::NotText,
    };
    Phrases::new(Default::default(), lang, false).file_error(&error)
}

/// The most pieces that hold no game kept back at the start of a file
/// before the file is taken to hold games after all.
const HELD_BACK: usize = 4096;

/// Checks every game of the file at `path` into `report`; a file whose
/// pieces hold no game at all ([`finding::holds_game`]) is
/// [`FileError::NoGame`], and nothing of it is reported.
fn check_file<W: Write>(
    path: &Path,
    label: Option<&str>,
    depth: Depth,
    report: &mut Report<W>,
    mut progress: Option<&mut Progress>,
) -> Result<(), FileError> {
    let file = std::fs::File::open(path).map_err(ReadError::Io)?;
    if file.metadata().map_err(ReadError::Io)?.is_dir() {
        let folder = io::Error::new(io::ErrorKind::IsADirectory, "it is a folder");
        return Err(ReadError::Io(folder).into());
    }
    // Two batches read ahead at most: the memory stays bounded however
    // large the file.
    let (batches, received) = mpsc::sync_channel(2);
    std::thread::scope(|scope| {
        scope.spawn(move || {
            for batch in Batches::new(file) {
                let failed = batch.is_err();
                if batches.send(batch).is_err() || failed {
                    break;
                }
            }
        });
        let mut number = 0;
        // What holds no game is held back until a game shows the file
        // holds games: then it is reported in its place, as findings.
        let mut held: Option<Vec<Checked>> = Some(Vec::new());
        for batch in received {
            let batch = batch?;
            let checked: Vec<Option<(Checked, bool)>> = batch
                .pieces
                .par_iter()
                .map(|piece| match piece {
                    Piece::Game(range) => {
                        let bytes = &batch.bytes[range.clone()];
                        finding::check_game(bytes, depth).map(|c| {
                            let game = finding::holds_game(bytes, &c);
                            (c, game)
                        })
                    }
                    Piece::Broken(_) => Some((broken(), true)),
                })
                .collect();
            for (game, holds) in checked.into_iter().flatten() {
                let ready = match held.as_mut() {
                    Some(back) if !holds && back.len() < HELD_BACK => {
                        back.push(game);
                        continue;
                    }
                    Some(_) => held.take().unwrap_or_default(),
                    None => Vec::new(),
                };
                for game in ready.iter().chain([&game]) {
                    number += 1;
                    report.game(label, number, game).map_err(FileError::Write)?;
                }
            }
            if let Some(p) = progress.as_deref_mut() {
                p.show(report.games);
            }
        }
        match held {
            Some(_) => Err(FileError::NoGame),
            None => Ok(()),
        }
    })
}

/// Checks every game of a PGN held in memory into `report`, one after
/// another (for a report that ends with the check of a few files, such as
/// `tactus arbiter round`); `label` names the file in each line.
pub fn check_text<W: Write>(
    bytes: &[u8],
    label: Option<&str>,
    depth: Depth,
    report: &mut Report<W>,
) -> io::Result<()> {
    let mut number = 0;
    for batch in Batches::new(bytes) {
        let Ok(batch) = batch else { break };
        for piece in &batch.pieces {
            let checked = match piece {
                Piece::Game(range) => finding::check_game(&batch.bytes[range.clone()], depth),
                Piece::Broken(_) => Some(broken()),
            };
            if let Some(game) = checked {
                number += 1;
                report.game(label, number, &game)?;
            }
        }
    }
    Ok(())
}

/// The finding for text that cannot be read past.
fn broken() -> Checked {
    Checked {
        white: "?".to_owned(),
        black: "?".to_owned(),
        plies: 0,
        findings: vec![Finding {
            ply: 0,
            at: None,
            detail: Detail::Broken,
        }],
    }
}

/// The progress line on a terminal's stderr, at most twice a second.
struct Progress {
    lang: Lang,
    shown: Option<Instant>,
    width: usize,
}

impl Progress {
    fn new(lang: Lang) -> Progress {
        Progress {
            lang,
            shown: None,
            width: 0,
        }
    }

    fn show(&mut self, games: usize) {
        let now = Instant::now();
        if self
            .shown
            .is_some_and(|at| now.duration_since(at) < Duration::from_millis(500))
        {
            return;
        }
        self.shown = Some(now);
        let line = words::progress(self.lang, games);
        self.width = self.width.max(line.chars().count());
        eprint!("\r{line}");
    }

    fn clear(&mut self) {
        if self.width > 0 {
            eprint!("\r{}\r", " ".repeat(self.width));
            self.width = 0;
        }
    }
}
