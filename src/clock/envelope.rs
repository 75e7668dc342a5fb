//! The adjournment's envelope (FIDE Guidelines I.2), written beside the
//! clock file in the data folder as `adjourned-STAMP` with four endings:
//!
//! * `.txt`: the envelope in print, in the player's language: the names
//!   (when known), the time control, who sealed which move, the moves made
//!   by each side, both clocks, the position before the sealed move (FEN
//!   and piece by piece) and the score;
//! * `.brf`: the same in braille for the blind player's copy, the position
//!   piece by piece only (prose through liblouis, the score in the chess
//!   code);
//! * `.pgn`: the score with `%clk`, and the tags `[Adjourned "yes"]`,
//!   `[SealedBy]`, `[SealedMove "sealed"]`, `[WhiteClock]`, `[BlackClock]`
//!   and `[PlyCount]`;
//! * `.json`: the arbiter's copy of the clock game, which holds the sealed
//!   move; `tactus clock --resume-sealed` reads it.
//!
//! The sealed move is written as "sealed" in the first three: only the
//! arbiter's file holds it. The print's words are the phrase layer's
//! ([`Phrases::envelope_lines`], [`Phrases::envelope_score`]).

use std::path::{Path, PathBuf};

use crate::braille::cell::Cell;
use crate::braille::page::{Paragraph, Word, lay_out};
use crate::braille::sheet::move_words;
use crate::braille::{LouisError, PageSize, louis};
use crate::notation::Lang;
use crate::rules::pgn::{export, format_clock};
use crate::rules::scoresheet::{Header, Scoresheet};
use crate::speech::phrase::Phrases;
use crate::store::write_atomic;
use crate::table::ClockGame;

/// The envelope's files as written: `STEM.txt` (print), `STEM.brf`
/// (braille), `STEM.pgn` and `STEM.json` (the arbiter's copy of the clock
/// game, with the sealed move), in the data folder.
pub struct Files {
    /// The name the four files share.
    pub stem: String,
    /// Whether the braille copy was written, or why liblouis could not.
    pub brf: Result<(), LouisError>,
}

/// The four paths for `stem` in `dir`.
fn paths(dir: &Path, stem: &str) -> [PathBuf; 4] {
    ["txt", "brf", "pgn", "json"].map(|ending| dir.join(format!("{stem}.{ending}")))
}

/// The arbiter's file that goes with an envelope file: `FILE` itself when
/// it ends in `.json`, else the `.json` beside it with the same stem.
pub fn arbiter_file(file: &Path) -> PathBuf {
    if file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
    {
        file.to_owned()
    } else {
        file.with_extension("json")
    }
}

/// Writes the envelope of the adjourned `game` into `dir` as
/// `adjourned-STAMP.*` (never over a file there), the arbiter's copy being
/// `json`, the clock game's file as saved; the print and braille in the
/// language of `phrases`.
pub fn write(
    dir: &Path,
    game: &ClockGame,
    header: &Header,
    phrases: &Phrases,
    stamp: u64,
    json: &[u8],
) -> std::io::Result<Files> {
    let stem = (0..1000u32)
        .map(|n| match n {
            0 => format!("adjourned-{stamp}"),
            n => format!("adjourned-{stamp}-{n}"),
        })
        .find(|stem| paths(dir, stem).iter().all(|p| !p.exists()))
        .ok_or_else(|| std::io::Error::other("too many envelopes"))?;
    let [text_path, brf_path, pgn_path, json_path] = paths(dir, &stem);
    write_atomic(&json_path, json)?;
    let sheet = game.score().scoresheet(header.clone(), None);
    let mut text = phrases.envelope_lines(game, header, true).join("\n");
    text.push_str("\n\n");
    text.push_str(&phrases.envelope_score(game));
    text.push('\n');
    write_atomic(&text_path, text.as_bytes())?;
    write_atomic(&pgn_path, pgn(game, &sheet).as_bytes())?;
    let print = phrases.envelope_lines(game, header, false);
    let brf = match brf(&print, &sheet, phrases.lang) {
        Ok(brf) => write_atomic(&brf_path, brf.as_bytes()).map(Ok)?,
        Err(e) => Err(e),
    };
    Ok(Files { stem, brf })
}

/// The PGN of the score so far with the envelope's tags.
fn pgn(game: &ClockGame, sheet: &Scoresheet) -> String {
    let exported = export(sheet);
    let mut tags = vec![("Adjourned", "yes".to_owned())];
    if let Some(sealed) = game.sealed() {
        tags.push(("SealedBy", sealed.side.fold_wb("White", "Black").into()));
        tags.push(("SealedMove", "sealed".into()));
        tags.push(("WhiteClock", format_clock(sealed.white)));
        tags.push(("BlackClock", format_clock(sealed.black)));
    }
    tags.push(("PlyCount", sheet.moves().len().to_string()));
    let extra: String = tags
        .iter()
        .map(|(name, value)| format!("[{name} \"{value}\"]\n"))
        .collect();
    match exported.split_once("\n\n") {
        Some((head, body)) => format!("{head}\n{extra}\n{body}"),
        None => format!("{extra}\n{exported}"),
    }
}

/// The envelope in braille: each line of print in literary braille, a
/// blank line, the score in the chess code.
fn brf(lines: &[String], sheet: &Scoresheet, lang: Lang) -> Result<String, LouisError> {
    let mut paragraphs: Vec<Paragraph> = Vec::new();
    for line in lines {
        let cells = louis::translate(line, lang)?;
        paragraphs.push(
            cells
                .split(|c| *c == Cell::BLANK)
                .filter(|w| !w.is_empty())
                .map(|w| Word::new(w.to_vec()))
                .collect(),
        );
    }
    paragraphs.push(Vec::new());
    paragraphs.push(move_words(sheet, lang));
    Ok(lay_out(&paragraphs, PageSize::default()).brf())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adjourned() -> ClockGame {
        crate::table::adjourned_example()
    }

    #[test]
    fn the_pgn_hides_the_sealed_move() {
        let g = adjourned();
        let header = Header {
            white: "Morphy, Paul".into(),
            ..Header::default()
        };
        let pgn = pgn(&g, &g.score().scoresheet(header, None));
        assert!(pgn.contains("[Adjourned \"yes\"]\n"), "{pgn}");
        assert!(pgn.contains("[SealedMove \"sealed\"]"), "{pgn}");
        assert!(pgn.contains("[PlyCount \"4\"]\n\n1. e4"), "{pgn}");
        assert!(!pgn.contains("b5"), "{pgn}");
        assert_eq!(
            arbiter_file(Path::new("/d/adjourned-1.pgn")),
            Path::new("/d/adjourned-1.json")
        );
    }
}
