//! The `replay` front end: a game of a PGN file, move by move, as text for a
//! person or as JSON lines for a program.
//!
//! ```
//! use tactus::replay::{Format, render};
//! use tactus::rules::pgn;
//!
//! let game = pgn::import(b"1. f3 e5 2. g4 Qh4# 0-1", 1).unwrap();
//! let text = render(&game, Format::Text);
//! assert!(text.starts_with("1. f3 e5\n2. g4 Qh4#\n"));
//! ```

use std::{fmt::Write as _, io, path::Path};

use serde::Serialize;
use shakmaty::{Color, KnownOutcome, Outcome, Position};

use crate::{
    event::FileError,
    notation::{Lang, format_message},
    rules::{laws::Laws, outcome::Termination, pgn, pgn::ImportedGame},
    speech::{Kind, Priority, Utterance, phrase::Phrases},
};

/// How `replay` writes the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// A numbered move list, one full move a line, then the result in words.
    #[default]
    Text,
    /// One JSON object per half-move, then one with the result.
    Jsonl,
}

/// Why a replay could not be made. Displayed, it is one line.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file, as given.
        path: String,
        /// What went wrong.
        source: TextFileError,
    },
    /// The file is not a valid PGN, or lacks the game asked for.
    #[error("{path}: {source}")]
    Pgn {
        /// The file, as given.
        path: String,
        /// What is wrong.
        source: pgn::PgnError,
    },
}

impl ReplayError {
    /// The error in `lang`'s words, one line: "cannot read FILE: there is
    /// no such file" as `tactus check` says it, or "FILE: game 1, move 2
    /// (White): illegal move \"Ke3\"".
    pub fn words(&self, lang: Lang) -> String {
        let phrases = Phrases::new(Default::default(), lang, false);
        match self {
            ReplayError::Read { path, source } => format_message(
                lang,
                "check-cannot-read",
                &[
                    ("file", path.clone().into()),
                    (
                        "reason",
                        phrases
                            .file_error(&source.file_error(Path::new(path)))
                            .into(),
                    ),
                ],
            ),
            ReplayError::Pgn { path, source } => format_message(
                lang,
                "file-problem",
                &[
                    ("path", path.clone().into()),
                    ("error", phrases.pgn_error(source).into()),
                ],
            ),
        }
    }
}

/// The largest PGN file tactus reads, 64 MB: a game is a few kilobytes,
/// a large database a few tens of megabytes; more is read by no one and
/// would only fill the memory.
pub const MAX_PGN_BYTES: u64 = 64 * 1024 * 1024;

/// Why a file could not be read as text.
#[derive(Debug, thiserror::Error)]
pub enum TextFileError {
    /// The system could not read it (missing, a folder, no permission).
    #[error("{0}")]
    Io(#[from] io::Error),
    /// It is larger than [`MAX_PGN_BYTES`].
    #[error("it is larger than {} MB, more than tactus reads", MAX_PGN_BYTES >> 20)]
    TooLarge,
    /// It holds NUL bytes: a program, a picture, an archive, not text.
    #[error("it is not a text file")]
    NotText,
}

impl TextFileError {
    /// The error as a fact to word, about the file at `path`.
    pub fn file_error(&self, path: &Path) -> FileError {
        match self {
            TextFileError::Io(e) => FileError::from_io(e, path, false),
            TextFileError::TooLarge => FileError::TooLarge {
                limit_mb: MAX_PGN_BYTES >> 20,
            },
            TextFileError::NotText => FileError::NotText,
        }
    }
}

/// The bytes of the text file at `path`, read only up to
/// [`MAX_PGN_BYTES`] (a larger file, or an endless one such as
/// `/dev/zero`, is refused without being read whole).
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, TextFileError> {
    use io::Read as _;
    let file = std::fs::File::open(path)?;
    let metadata = file.metadata()?;
    if metadata.is_dir() {
        return Err(io::Error::new(io::ErrorKind::IsADirectory, "it is a folder").into());
    }
    // A file that says it is too large is not read at all.
    if metadata.len() > MAX_PGN_BYTES {
        return Err(TextFileError::TooLarge);
    }
    let mut bytes = Vec::new();
    file.take(MAX_PGN_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_PGN_BYTES {
        return Err(TextFileError::TooLarge);
    }
    if bytes.contains(&0) {
        return Err(TextFileError::NotText);
    }
    Ok(bytes)
}

/// The text of the file at `path` (see [`read_bytes`]); bytes that are not
/// UTF-8 (an old Latin-1 PGN) are read as replacement characters.
pub fn read_text(path: &Path) -> Result<String, TextFileError> {
    read_bytes(path).map(|bytes| match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    })
}

/// Reads game `number` (1-based) of the PGN file at `path` and renders it,
/// under the edition `laws` of the Laws (`None`: the one the game's `Laws`
/// tag names, else the one in force).
pub fn replay_file(
    path: &Path,
    number: usize,
    format: Format,
    laws: Option<Laws>,
) -> Result<String, ReplayError> {
    Ok(render(&load(path, number, laws)?, format))
}

/// [`load`], for a game to be reviewed, scored or played on: one with a
/// null move is refused, naming it, since it was not played under the Laws.
pub fn load_played(
    path: &Path,
    number: usize,
    laws: Option<Laws>,
) -> Result<ImportedGame, ReplayError> {
    let imported = load(path, number, laws)?;
    imported
        .played_under_the_laws()
        .map_err(|source| ReplayError::Pgn {
            path: one_line(&path.display().to_string()),
            source: source.into(),
        })
}

/// Reads and checks game `number` (1-based) of the PGN file at `path`,
/// under the edition `laws` of the Laws (see [`replay_file`]); a game
/// with null moves is read on (see [`ImportedGame::before_null`]).
pub fn load(path: &Path, number: usize, laws: Option<Laws>) -> Result<ImportedGame, ReplayError> {
    let shown = one_line(&path.display().to_string());
    let bytes = read_bytes(path).map_err(|source| ReplayError::Read {
        path: shown.clone(),
        source,
    })?;
    pgn::import_under(&bytes, number, laws).map_err(|source| ReplayError::Pgn {
        path: shown,
        source,
    })
}

/// What is said to read a game aloud: the event, the players and the date
/// when the header gives them ([`Phrases::game_intro`]), every move with its
/// number and side, each opening name once as it is reached, then the result
/// and why ("Move 1, White: e4", …, "Opening: Ruy Lopez.", …, "Checkmate.
/// White wins.").
/// Everything is said with Next priority, so nothing is ever dropped.
pub fn spoken(imported: &ImportedGame, phrases: &Phrases) -> Vec<Utterance> {
    let mut said: Vec<Utterance> = Vec::with_capacity(imported.game.ply_count() + 8);
    let mut named: Vec<&str> = Vec::new();
    let said_move = |text| Utterance {
        priority: Priority::Next,
        kind: Kind::Move,
        text,
        moves: Vec::new(),
    };
    // The event, the players and the date first, once.
    if let Some(intro) = phrases.game_intro(&imported.scoresheet.header) {
        said.push(Utterance {
            kind: Kind::Info,
            ..said_move(intro)
        });
    }
    for (i, ply) in plies(imported).enumerate() {
        let Ply::Move { game, index } = ply else {
            // A null move is said where it stands, as a move is.
            let before = null_before(imported, i);
            said.push(said_move(phrases.numbered_null_move(before)));
            continue;
        };
        said.push(said_move(
            phrases.numbered_move(&game.positions()[index], game.moves()[index]),
        ));
        if let Some(opening) = crate::study::openings::book().name_of(&game.positions()[index + 1])
            && !named.contains(&opening.name)
        {
            named.push(opening.name);
            let reached = crate::event::Notice::OpeningReached {
                name: opening.name.to_owned(),
            };
            said.push(phrases.utterance(&crate::event::Event::Notice(reached), None));
        }
    }
    let game = &imported.game;
    let result = match game.outcome() {
        Some(ended) => phrases.ended(&ended, None),
        None => phrases.recorded_result(imported.result),
    };
    said.push(Utterance {
        priority: Priority::Next,
        kind: Kind::Result,
        text: result,
        moves: Vec::new(),
    });
    said
}

/// One half-move of a game as read: a move of one of its stretches (see
/// [`ImportedGame::before_null`]), or a null move between two.
#[derive(Copy, Clone)]
enum Ply<'a> {
    /// The move at `index` of `game`.
    Move {
        /// The stretch of the game.
        game: &'a crate::rules::game::Game,
        /// The move's index in it.
        index: usize,
    },
    /// A null move, after which `after` starts.
    Null {
        /// The stretch that starts after it.
        after: &'a crate::rules::game::Game,
    },
}

/// Every half-move of the game, null moves among them, in order.
fn plies(imported: &ImportedGame) -> impl Iterator<Item = Ply<'_>> {
    let stretches: Vec<&crate::rules::game::Game> = imported.stretches().collect();
    let mut out = Vec::new();
    for (k, game) in stretches.iter().enumerate() {
        if k > 0 {
            out.push(Ply::Null { after: game });
        }
        out.extend((0..game.ply_count()).map(|index| Ply::Move { game, index }));
    }
    out.into_iter()
}

/// The position before the half-move of index `i` (a null move's).
fn null_before(imported: &ImportedGame, i: usize) -> &shakmaty::Chess {
    let mut at = 0;
    for game in imported.stretches() {
        let end = at + game.ply_count();
        if i == end {
            return game.position();
        }
        at = end + 1;
    }
    imported.game.position()
}

fn one_line(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            if c.is_control() {
                c.escape_default().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect()
}

/// Renders an imported game in the format asked for.
pub fn render(imported: &ImportedGame, format: Format) -> String {
    match format {
        Format::Text => text(imported),
        Format::Jsonl => jsonl(imported),
    }
}

/// One half-move in the `jsonl` format; the fields are written in this order.
#[derive(Serialize)]
struct PlyLine<'a> {
    ply: usize,
    san: String,
    uci: String,
    fen: String,
    check: bool,
    checkmate: bool,
    claims: Vec<&'a str>,
}

/// The last line of the `jsonl` format.
#[derive(Serialize)]
struct EndLine<'a> {
    result: &'a str,
    termination: &'a str,
}

/// The end as `replay` reports it: the Laws' own end with its result, or
/// else the PGN's result with `unterminated`.
fn end_of(imported: &ImportedGame) -> (Outcome, Option<Termination>) {
    match imported.game.outcome() {
        Some(ended) if ended.reason.is_automatic() => {
            (Outcome::Known(ended.result), Some(ended.reason))
        }
        _ => (imported.result, None),
    }
}

/// The `jsonl` format: for each ply
/// `{"ply":1,"san":"e4","uci":"e2e4","fen":"…","check":false,"checkmate":false,"claims":[]}`,
/// then `{"result":"1-0","termination":"checkmate"}`.
pub fn jsonl(imported: &ImportedGame) -> String {
    let mut out = String::new();
    for (i, ply) in plies(imported).enumerate() {
        let line = match ply {
            Ply::Move { game, index } => {
                let after = index + 1;
                let pos = game.position_at(after);
                let check = pos.is_some_and(|p| p.is_check());
                PlyLine {
                    ply: i + 1,
                    san: game.san(index).to_string(),
                    uci: game.uci(index).to_string(),
                    fen: game.fen_at(after).unwrap_or_default(),
                    check,
                    checkmate: check && pos.is_some_and(|p| p.legal_moves().is_empty()),
                    claims: game
                        .claims_at(after)
                        .into_iter()
                        .map(|c| c.name())
                        .collect(),
                }
            }
            Ply::Null { after } => PlyLine {
                ply: i + 1,
                san: "--".to_owned(),
                uci: "0000".to_owned(),
                fen: after.fen_at(0).unwrap_or_default(),
                check: false,
                checkmate: false,
                claims: after.claims_at(0).into_iter().map(|c| c.name()).collect(),
            },
        };
        if let Ok(json) = serde_json::to_string(&line) {
            out.push_str(&json);
            out.push('\n');
        }
    }
    let (result, termination) = end_of(imported);
    let end = EndLine {
        result: result.as_str(),
        termination: termination.map_or("unterminated", Termination::name),
    };
    if let Ok(json) = serde_json::to_string(&end) {
        out.push_str(&json);
        out.push('\n');
    }
    out
}

/// The `text` format: the players when known, one full move a line
/// (`1. e4 e5`; `12... Nf6` when the game starts with Black to move), then
/// the result and the reason in words.
pub fn text(imported: &ImportedGame) -> String {
    let game = &imported.game;
    let header = &imported.scoresheet.header;
    let mut out = String::new();
    if header.white != "?" || header.black != "?" {
        let _ = writeln!(out, "White: {}. Black: {}.", header.white, header.black);
    }
    let first = imported.stretches().next().unwrap_or(game);
    let start = &first.positions()[0];
    let mut number = start.fullmoves().get();
    let mut white = start.turn() == Color::White;
    let mut line = String::new();
    for ply in plies(imported) {
        let san = match ply {
            Ply::Move { game, index } => game.san(index).to_string(),
            Ply::Null { .. } => "--".to_owned(),
        };
        if white {
            let _ = write!(line, "{number}. {san}");
        } else {
            if line.is_empty() {
                let _ = write!(line, "{number}...");
            }
            let _ = write!(line, " {san}");
            number = number.saturating_add(1);
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        white = !white;
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&result_words(imported));
    out.push('\n');
    out
}

/// The result and its reason, in words.
fn result_words(imported: &ImportedGame) -> String {
    let (result, termination) = end_of(imported);
    let verdict = match result {
        Outcome::Known(KnownOutcome::Decisive {
            winner: Color::White,
        }) => "White wins",
        Outcome::Known(KnownOutcome::Decisive {
            winner: Color::Black,
        }) => "Black wins",
        Outcome::Known(KnownOutcome::Draw) => "drawn",
        Outcome::Unknown => "unfinished",
    };
    let mut words = match termination {
        Some(reason) => format!("Result: {result}, {verdict}: {reason}."),
        None if result.is_unknown() => format!("Result: {result}, the game is {verdict}."),
        None => format!(
            "Result: {result}, {verdict}; the game did not end on the board (the PGN gives the result)."
        ),
    };
    if termination.is_none() {
        let claims = imported.game.claims();
        if !claims.is_empty() {
            let side = if imported.game.turn() == Color::White {
                "White"
            } else {
                "Black"
            };
            let names: Vec<String> = claims.iter().map(ToString::to_string).collect();
            let _ = write!(
                words,
                " In the final position {side} could claim a draw by {}.",
                names.join(" or by ")
            );
        }
    }
    words
}
