//! `tactus arbiter round GAME_FILES…`: the games of a round in one report
//! for the arbiter — per game the players, the result and its reason
//! (`Termination`, `ArbiterDecision`), whether it was played in
//! tournament mode (`TournamentMode "yes"`), the edition of the Laws
//! (`Laws`) and the incidents with their penalties (the comments that begin
//! with `Arbiter: `, placed after the move they followed) — and at the end
//! what `tactus check` finds in those games. `--format pgn` writes all the
//! games as one PGN instead.
//!
//! A file that cannot be read (or holds no game) is named with the reason
//! and left out; the exit status is 0 when every file was read, 2 when one
//! was left out, 1 when the report could not be written.

use crate::exit::Exit;
use crate::replay::TextFileError;
use std::{
    io::Write,
    path::{Path, PathBuf},
    time::Instant,
};

use fluent_bundle::FluentValue;
use shakmaty::{CastlingMode, Chess, fen::Fen};

use super::{
    record::{self, Note, Recorded},
    words::{place, text_file_error},
};
use crate::{
    check::{self, finding::Depth, report::Report},
    notation::{Lang, format_message},
    replay::read_bytes,
    rules::pgn::PgnError,
    speech::phrase::Phrases,
};

/// The options of `tactus arbiter round`.
#[derive(Debug, clap::Args)]
pub struct RoundArgs {
    /// The PGN files of the round's games.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// `text`, the report, or `pgn`, all the games as one PGN.
    #[arg(long, value_enum, default_value_t = RoundFormat::Text)]
    pub format: RoundFormat,
    /// The language of the report: en, de or es (default: the system's,
    /// else English).
    #[arg(long)]
    pub lang: Option<Lang>,
}

/// What `tactus arbiter round` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum RoundFormat {
    /// The report: a line for each thing, then the check.
    #[default]
    Text,
    /// The games of every file that could be read, as one PGN.
    Pgn,
}

/// What the text of an incident begins with (after any `[%clk …]`).
const INCIDENT: &str = "Arbiter: ";

/// A file that was read.
struct Read {
    shown: String,
    bytes: Vec<u8>,
    games: Vec<Recorded>,
}

/// Runs `tactus arbiter round`; the report goes to `out`, a file left out
/// in the PGN format to `err`.
pub fn run(args: &RoundArgs, locale: Lang, mut out: impl Write, mut err: impl Write) -> Exit {
    let lang = args.lang.unwrap_or(locale);
    let start = Instant::now();
    let mut text = String::new();
    let mut read = Vec::new();
    let mut number = 0;
    for path in &args.files {
        let shown = super::shown(path);
        match load(path) {
            Ok((bytes, games)) => {
                if args.format == RoundFormat::Text {
                    for game in &games {
                        number += 1;
                        for line in game_lines(lang, number, &shown, game) {
                            text.push_str(&line);
                            text.push('\n');
                        }
                    }
                }
                read.push(Read {
                    shown,
                    bytes,
                    games,
                });
            }
            Err(error) => {
                let reason = error.words(lang, path);
                let said = format_message(
                    lang,
                    "round-skipped",
                    &[("file", shown.into()), ("reason", reason.into())],
                );
                match args.format {
                    RoundFormat::Text => {
                        text.push_str(&said);
                        text.push('\n');
                    }
                    RoundFormat::Pgn => {
                        let _ = writeln!(err, "tactus: {said}");
                    }
                }
            }
        }
    }
    let skipped = args.files.len() - read.len();
    match args.format {
        RoundFormat::Pgn => {
            for file in &read {
                text.push_str(String::from_utf8_lossy(&file.bytes).trim());
                text.push_str("\n\n");
            }
        }
        RoundFormat::Text => {
            text.push_str(&format_message(lang, "round-check", &[]));
            text.push('\n');
            let mut lines = Vec::new();
            let mut report = Report::new(&mut lines, check::report::Format::Text, lang);
            let depth = Depth {
                dead_positions: true,
                laws: None,
            };
            for file in &read {
                let _ = check::check_text(&file.bytes, Some(&file.shown), depth, &mut report);
            }
            let _ = report.finish(start.elapsed().as_secs_f64());
            text.push_str(&String::from_utf8_lossy(&lines));
            let games: usize = read.iter().map(|f| f.games.len()).sum();
            text.push_str(&format_message(
                lang,
                "round-summary",
                &[
                    ("games", games.into()),
                    ("files", args.files.len().into()),
                    ("skipped", skipped.into()),
                ],
            ));
            text.push('\n');
        }
    }
    if out
        .write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .is_err()
    {
        return Exit::Failure;
    }
    if skipped > 0 {
        Exit::Refused
    } else {
        Exit::Success
    }
}

/// Why a file of the round cannot be read.
#[derive(Debug)]
enum LoadError {
    /// The file cannot be read as text.
    File(TextFileError),
    /// It is text, but no PGN.
    NotPgn,
    /// It is PGN without a game.
    NoGames,
}

impl LoadError {
    /// Why the file at `path` cannot be read, in `lang`'s words.
    fn words(&self, lang: Lang, path: &Path) -> String {
        match self {
            LoadError::File(e) => text_file_error(lang, path, e),
            LoadError::NotPgn => format_message(lang, "round-not-pgn", &[]),
            LoadError::NoGames => {
                Phrases::new(Default::default(), lang, false).pgn_error(&PgnError::NoGames)
            }
        }
    }
}

/// The bytes and games of the file at `path`, or why it cannot be read.
fn load(path: &Path) -> Result<(Vec<u8>, Vec<Recorded>), LoadError> {
    let bytes = read_bytes(path).map_err(LoadError::File)?;
    let games = record::read_all(&bytes).map_err(|_| LoadError::NotPgn)?;
    if games.is_empty() {
        return Err(LoadError::NoGames);
    }
    Ok((bytes, games))
}

/// The incident a comment holds, if it is one: its text after `Arbiter: `.
fn incident(note: &Note) -> Option<&str> {
    let mut text = note.text.trim_start();
    // A comment may carry the clock reading before the incident.
    while let Some(rest) = text.strip_prefix("[%") {
        text = rest
            .split_once(']')
            .map_or("", |(_, after)| after)
            .trim_start();
    }
    text.strip_prefix(INCIDENT).map(str::trim)
}

fn say(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    format_message(lang, id, args)
}

/// The report's lines for game `number` of the round, from `file`.
fn game_lines(lang: Lang, number: usize, file: &str, game: &Recorded) -> Vec<String> {
    let tag = |name| game.tag(name).map(str::trim).filter(|v| !v.is_empty());
    let mut lines = vec![say(
        lang,
        "round-game",
        &[
            ("number", number.into()),
            ("file", file.into()),
            ("white", tag("White").unwrap_or("?").into()),
            ("black", tag("Black").unwrap_or("?").into()),
        ],
    )];
    let written_result = game.result.map(|r| r.to_string());
    let result = tag("Result").or(written_result.as_deref()).unwrap_or("*");
    let key = match result {
        "1-0" => "white",
        "0-1" => "black",
        "1/2-1/2" => "draw",
        "*" => "unknown",
        _ => "other",
    };
    lines.push(say(
        lang,
        "round-result",
        &[("result", key.into()), ("raw", result.into())],
    ));
    if let Some(termination) = tag("Termination") {
        let key = termination.to_lowercase().replace(' ', "-");
        lines.push(say(
            lang,
            "round-reason",
            &[("termination", key.into()), ("raw", termination.into())],
        ));
    }
    if let Some(decision) = tag("ArbiterDecision") {
        lines.push(say(
            lang,
            "round-decision",
            &[("decision", decision.into())],
        ));
    }
    if tag("TournamentMode").is_some_and(|v| v.eq_ignore_ascii_case("yes")) {
        lines.push(say(lang, "round-tournament", &[]));
    }
    if let Some(laws) = tag("Laws") {
        lines.push(say(lang, "round-laws", &[("laws", laws.into())]));
    }
    let start = tag("FEN")
        .and_then(|fen| Fen::from_ascii(fen.as_bytes()).ok())
        .and_then(|fen| fen.into_position::<Chess>(CastlingMode::Standard).ok())
        .unwrap_or_default();
    let incidents: Vec<(usize, &str)> = game
        .notes
        .iter()
        .filter_map(|note| incident(note).map(|text| (note.ply, text)))
        .collect();
    lines.push(say(
        lang,
        "round-incidents",
        &[("count", incidents.len().into())],
    ));
    for (ply, text) in incidents {
        lines.push(if ply == 0 {
            say(lang, "round-incident-before", &[("text", text.into())])
        } else {
            let san = game
                .moves
                .get(ply - 1)
                .map(|m| m.san.to_string())
                .unwrap_or_default();
            say(
                lang,
                "round-incident-after",
                &[
                    ("place", place(lang, &start, ply).into()),
                    ("move", san.into()),
                    ("text", text.into()),
                ],
            )
        });
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_incident_is_a_comment_beginning_with_arbiter_after_any_clock_reading() {
        let note = |text: &str| Note {
            ply: 1,
            text: text.into(),
        };
        assert_eq!(incident(&note("Arbiter: flag")), Some("flag"));
        assert_eq!(
            incident(&note("[%clk 0:10:00] [%emt 0:00:02] Arbiter: illegal")),
            Some("illegal")
        );
        assert_eq!(incident(&note("a fine move")), None);
        assert_eq!(incident(&note("[%clk 0:10:00]")), None);
    }
}
