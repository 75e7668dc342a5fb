//! `tactus arbiter reconcile`: two boards, two scoresheets (Appendix
//! E.2.8–E.2.9, D.2.9).
//!
//! The blind player's score (a PGN, or the clock game tactus keeps) and the
//! sighted player's (a PGN) are compared with the core's reconciliation,
//! and so are the boards when given; a score not given as a file is typed
//! in ([`super::typing`]). What the arbiter does is said in the player's
//! language, or written as one JSON object a line
//! ([`super::verdict::json`]).
//!
//! The exit status: 0 when everything agrees, 1 when a board or the scores
//! must be corrected, 2 for input that cannot be read (said on standard
//! error; nothing is written on standard output).

use crate::exit::Exit;
use std::{
    io::{BufRead, Write},
    path::{Path, PathBuf},
};

use shakmaty::{EnPassantMode, fen::Fen};

use super::{
    board::parse_board,
    sheet::{self, Sheet},
    typing::Asker,
    verdict::{Finding, decide, json},
    words::{self, board_error, cannot_read},
};
use crate::{
    notation::{Lang, format_message},
    rules::reconcile::Keeper,
    store::Folders,
};

/// The options of `tactus arbiter reconcile`.
#[derive(Debug, clap::Args)]
pub struct ReconcileArgs {
    /// The blind player's score: a PGN, or the file of a clock game
    /// (clock.json). Without it (and without --kept) it is typed in.
    #[arg(long)]
    pub blind: Option<PathBuf>,
    /// The blind player's score is the clock game tactus keeps in its data
    /// folder (tactus clock).
    #[arg(long, conflicts_with = "blind")]
    pub kept: bool,
    /// The sighted player's score: a PGN. Without it, it is typed in.
    #[arg(long)]
    pub sighted: Option<PathBuf>,
    /// The blind player's board as found: a FEN, or the pieces square by
    /// square ("Ke1 Qd1 a2 / ke8 e5").
    #[arg(long)]
    pub blind_board: Option<String>,
    /// The sighted player's board as found (as --blind-board).
    #[arg(long)]
    pub sighted_board: Option<String>,
    /// `text` for a person, `jsonl` for a program.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// The language: en, de or es (default: the system's, else English).
    #[arg(long)]
    pub lang: Option<Lang>,
}

/// How the verdict is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// Sentences, one thing a line.
    #[default]
    Text,
    /// One JSON object a line: `{"verdict":…}`.
    Jsonl,
}

/// The clock game's file in tactus's data folder (as `tactus clock` keeps it).
const CLOCK_FILE: &str = "clock.json";

/// Runs `tactus arbiter reconcile`: asks on `input` for what the files do
/// not give (prompts on `err`), writes the verdict on `out`; the exit
/// status (see the [module documentation](self)).
pub fn run(
    args: &ReconcileArgs,
    locale: Lang,
    folders: &Folders,
    input: impl BufRead,
    mut out: impl Write,
    mut err: impl Write,
) -> Exit {
    let lang = args.lang.unwrap_or(locale);
    let mut refuse = |said: String| {
        let _ = writeln!(err, "tactus: {said}");
        Exit::Refused
    };
    let mut boards = [None, None];
    for (slot, (board, given)) in boards.iter_mut().zip([
        (Keeper::Blind, &args.blind_board),
        (Keeper::Sighted, &args.sighted_board),
    ]) {
        if let Some(text) = given {
            match parse_board(text, lang) {
                Ok(found) => *slot = Some(found),
                Err(e) => return refuse(board_error(lang, board, &e)),
            }
        }
    }
    let blind_file = match (&args.blind, args.kept) {
        (Some(path), _) => Some(path.clone()),
        (None, true) => {
            let path = folders.data.join(CLOCK_FILE);
            if !path.exists() {
                return refuse(format_message(
                    lang,
                    "reconcile-no-kept-game",
                    &[("folder", folders.data.display().to_string().into())],
                ));
            }
            Some(path)
        }
        (None, false) => None,
    };
    let read = |path: &Path| sheet::read(path).map_err(|e| cannot_read(lang, path, &e));
    let blind = blind_file.as_deref().map(read).transpose();
    let sighted = args.sighted.as_deref().map(read).transpose();
    let (blind, sighted) = match (blind, sighted) {
        (Ok(b), Ok(s)) => (b, s),
        (Err(said), _) | (_, Err(said)) => return refuse(said),
    };
    let typing = blind.is_none() || sighted.is_none();
    let mut asker = Asker::new(input, &mut err, lang);
    let blind = match blind {
        Some(sheet) => sheet,
        None => asker.score(Keeper::Blind, &shakmaty::Chess::default()),
    };
    let sighted = match sighted {
        Some(sheet) => sheet,
        None => asker.score(Keeper::Sighted, &blind.start),
    };
    if typing {
        for (slot, board) in boards.iter_mut().zip([Keeper::Blind, Keeper::Sighted]) {
            if slot.is_none() {
                *slot = asker.board(board);
            }
        }
    }
    drop(asker);
    let mut refuse = |said: String| {
        let _ = writeln!(err, "tactus: {said}");
        Exit::Refused
    };
    if typing && blind.moves.is_empty() && sighted.moves.is_empty() {
        return refuse(format_message(lang, "reconcile-nothing-typed", &[]));
    }
    let fen = |s: &Sheet| Fen::from_position(&s.start, EnPassantMode::Legal).to_string();
    if fen(&blind) != fen(&sighted) {
        return refuse(format_message(
            lang,
            "reconcile-starts-differ",
            &[
                ("blind", fen(&blind).into()),
                ("sighted", fen(&sighted).into()),
            ],
        ));
    }
    let findings = decide(&blind, &sighted, [boards[0].as_ref(), boards[1].as_ref()]);
    let mut text = String::new();
    for finding in &findings {
        let lines = match args.format {
            Format::Text => words::finding(lang, &blind, finding),
            Format::Jsonl => vec![json(finding)],
        };
        for line in lines {
            text.push_str(&line);
            text.push('\n');
        }
    }
    if out
        .write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        return Exit::Refused;
    }
    if findings.iter().all(|f| matches!(f, Finding::Agree { .. })) {
        Exit::Success
    } else {
        Exit::Failure
    }
}
