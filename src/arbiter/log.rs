//! `tactus arbiter log GAME [--format text|jsonl] [--lang en|de|es]`: the
//! arbiter's report of a clock game read from its file (`clock.json`, or a
//! copy of it).
//!
//! * `text`: a heading (names, time control, edition, tournament mode),
//!   one line per incident in the chosen language, and the result when
//!   the game was decided.
//! * `jsonl`: one JSON object per incident, its keys those of
//!   [`crate::table::Incident`] (`wall_ms`, `game_ms`, `ply`, `fen`, `who`,
//!   `what` with its own keys, `penalty`, `before`, `after`) plus `time`
//!   (the time of day, UTC) and `text` (the English line of the PGN
//!   comment).
//!
//! A file that cannot be read is said with the reason; exit status 2.

use crate::exit::Exit;
use std::io::Write;
use std::path::PathBuf;

use serde::Deserialize;

use crate::notation::{Lang, format_message};
use crate::table::ClockGame;
use crate::table::record::tournament_tag;
use crate::table::report::{Report, time_of_day};

/// The output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Lines for a person, in the chosen language.
    Text,
    /// One JSON object per incident.
    Jsonl,
}

/// The options of `tactus arbiter log`.
#[derive(Debug, clap::Args)]
pub struct LogArgs {
    /// The clock game's file: clock.json in the data folder, or a copy.
    pub game: PathBuf,
    /// `text` for a person, `jsonl` for a program.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// en, de or es [default: the locale's].
    #[arg(long)]
    pub lang: Option<Lang>,
}

/// What a clock game's file holds (the rest of it is not needed here).
#[derive(Deserialize)]
struct File {
    game: ClockGame,
}

/// Reads a clock game's file: the game, or why not (serde's words, which
/// name the line and column).
pub fn read(bytes: &[u8]) -> Result<ClockGame, serde_json::Error> {
    serde_json::from_slice::<File>(bytes).map(|f| f.game)
}

/// The report as text lines in `lang`.
pub fn text(game: &ClockGame, lang: Lang) -> Vec<String> {
    let report = Report { lang };
    let say =
        |id: &str, args: &[(&str, fluent_bundle::FluentValue<'_>)]| format_message(lang, id, args);
    let name = |n: &Option<String>| n.clone().unwrap_or_else(|| "?".to_owned());
    let mut lines = vec![say(
        "arbiter-log-heading",
        &[
            ("white", name(&game.names().white).into()),
            ("black", name(&game.names().black).into()),
            ("control", game.clock().time_control().to_pgn_tag().into()),
            ("laws", game.laws().year().into()),
        ],
    )];
    if let Some(mode) = tournament_tag(game) {
        lines.push(say("arbiter-log-tournament", &[("mode", mode.into())]));
    }
    if game.incidents().is_empty() {
        lines.push(say("arbiter-log-empty", &[]));
    }
    lines.extend(game.incidents().iter().map(|i| report.line(i)));
    if let Some(ending) = game.ending() {
        lines.push(say(
            "arbiter-log-result",
            &[
                ("result", ending.pgn_result().into()),
                ("termination", ending.termination().into()),
                ("reason", report.ending(ending).into()),
            ],
        ));
    }
    lines
}

/// The report as JSON lines, one per incident.
pub fn jsonl(game: &ClockGame) -> Vec<String> {
    let english = Report { lang: Lang::En };
    game.incidents()
        .iter()
        .map(|i| {
            let mut value = serde_json::to_value(i).unwrap_or_default();
            if let Some(object) = value.as_object_mut() {
                object.insert("time".into(), time_of_day(i.wall_ms).into());
                object.insert("text".into(), english.line(i).into());
            }
            value.to_string()
        })
        .collect()
}

/// Runs `tactus arbiter log`; the exit status.
pub fn run(args: &LogArgs, lang: Lang) -> Exit {
    let lang = args.lang.unwrap_or(lang);
    let game = std::fs::read(&args.game)
        .map_err(|e| {
            let error = crate::event::FileError::from_io(&e, &args.game, false);
            crate::speech::phrase::Phrases::new(Default::default(), lang, false).file_error(&error)
        })
        .and_then(|bytes| read(&bytes).map_err(|e| e.to_string()));
    let game = match game {
        Ok(game) => game,
        Err(reason) => {
            eprintln!(
                "tactus: {}",
                format_message(
                    lang,
                    "arbiter-log-cannot-read",
                    &[
                        ("file", args.game.display().to_string().into()),
                        ("reason", reason.into()),
                    ]
                )
            );
            return Exit::Refused;
        }
    };
    let lines = match args.format {
        Format::Text => text(&game, lang),
        Format::Jsonl => jsonl(&game),
    };
    let mut out = std::io::stdout().lock();
    for line in lines {
        if writeln!(out, "{line}").is_err() {
            return Exit::Failure;
        }
    }
    Exit::Success
}
