//! The report of `tactus check`: one line per finding, as text for a
//! person or as JSON lines for a program, then a summary.

use std::{fmt::Write as _, io};

use serde::Serialize;

use super::{
    finding::{Checked, KINDS, Kind},
    words,
};
use crate::notation::Lang;

/// How `check` writes its findings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// One sentence per finding, then a summary sentence.
    #[default]
    Text,
    /// One JSON object per finding, then a summary object.
    Jsonl,
}

/// One finding in the `jsonl` format; the fields are written in this order.
#[derive(Serialize)]
struct FindingLine<'a> {
    game: usize,
    ply: usize,
    kind: Kind,
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
}

/// Writes the findings of a run and keeps the counts.
pub struct Report<W: io::Write> {
    out: W,
    format: Format,
    lang: Lang,
    /// Games and half-moves checked.
    pub games: usize,
    /// Half-moves read.
    pub plies: usize,
    /// Findings by kind, in the order of [`Kind::ALL`].
    pub counts: [usize; KINDS],
}

impl<W: io::Write> Report<W> {
    /// A report written to `out`.
    pub fn new(out: W, format: Format, lang: Lang) -> Report<W> {
        Report {
            out,
            format,
            lang,
            games: 0,
            plies: 0,
            counts: [0; KINDS],
        }
    }

    /// Writes the findings of game `number` of `file` (named only when
    /// the run checks several files).
    pub fn game(&mut self, file: Option<&str>, number: usize, game: &Checked) -> io::Result<()> {
        self.games += 1;
        self.plies += game.plies;
        if game.findings.is_empty() {
            return Ok(());
        }
        let mut lines = String::new();
        for f in &game.findings {
            let kind = f.detail.kind();
            if let Some(i) = Kind::ALL.iter().position(|k| *k == kind) {
                self.counts[i] += 1;
            }
            let message = words::finding(self.lang, number, &game.white, &game.black, f);
            match self.format {
                Format::Text => {
                    if let Some(file) = file {
                        let _ = write!(lines, "{file}: ");
                    }
                    lines.push_str(&message);
                }
                Format::Jsonl => {
                    let line = FindingLine {
                        game: number,
                        ply: f.ply,
                        kind,
                        message: &message,
                        file,
                    };
                    lines.push_str(&serde_json::to_string(&line).map_err(io::Error::other)?);
                }
            }
            lines.push('\n');
        }
        self.out.write_all(lines.as_bytes())
    }

    /// Whether anything was found.
    pub fn found(&self) -> bool {
        self.counts.iter().any(|&n| n > 0)
    }

    /// Writes the summary after `seconds` and flushes.
    pub fn finish(&mut self, seconds: f64) -> io::Result<()> {
        let line = match self.format {
            Format::Text => {
                words::summary(self.lang, self.games, self.plies, seconds, &self.counts)
            }
            Format::Jsonl => {
                let counts: Vec<String> = Kind::ALL
                    .iter()
                    .zip(self.counts)
                    .map(|(k, n)| format!("\"{}\":{n}", k.name()))
                    .collect();
                format!(
                    "{{\"games\":{},\"plies\":{},\"findings\":{{{}}},\"seconds\":{}}}",
                    self.games,
                    self.plies,
                    counts.join(","),
                    (seconds * 1000.0).round() / 1000.0
                )
            }
        };
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::finding::{Detail, Finding};

    fn game(details: Vec<Detail>) -> Checked {
        Checked {
            white: "A".into(),
            black: "B".into(),
            plies: 10,
            findings: details
                .into_iter()
                .map(|detail| Finding {
                    ply: 3,
                    at: None,
                    detail,
                })
                .collect(),
        }
    }

    #[test]
    fn jsonl_lines_have_the_fields_in_order_and_a_summary() {
        let mut out = Vec::new();
        let mut report = Report::new(&mut out, Format::Jsonl, Lang::En);
        report.game(None, 1, &game(vec![])).unwrap();
        report
            .game(None, 2, &game(vec![Detail::NoResult, Detail::IllegalMove]))
            .unwrap();
        assert!(report.found());
        report.finish(1.23456).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(
            lines[0]
                .starts_with(r#"{"game":2,"ply":3,"kind":"unreadable","message":"game 2, A–B: "#),
            "{text}"
        );
        assert!(lines[1].contains(r#""kind":"illegal_move""#), "{text}");
        assert_eq!(
            lines[2],
            r#"{"games":2,"plies":20,"findings":{"unreadable":1,"illegal_move":1,"after_end":0,"wrong_result":0,"time_forfeit_draw":0,"variant":0,"null_move":0},"seconds":1.235}"#
        );
    }

    #[test]
    fn text_lines_name_the_file_when_there_are_several() {
        let mut out = Vec::new();
        let mut report = Report::new(&mut out, Format::Text, Lang::En);
        report
            .game(Some("b.pgn"), 4, &game(vec![Detail::NoResult]))
            .unwrap();
        assert!(!report.found() || report.counts[0] == 1);
        report.finish(0.0).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("b.pgn: game 4, A–B: the movetext ends"),
            "{text}"
        );
        assert!(
            text.ends_with("1 game, 10 half-moves, 0.0 s: 1 finding (unreadable 1)\n"),
            "{text}"
        );
    }
}
