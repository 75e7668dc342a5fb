//! The scores and boards typed in on standard input, for `tactus arbiter
//! reconcile` without files: a move a line, in any notation tactus reads
//! (`Nf3`, `Sf3`, `g1f3`, `Springer f3`, `knight f3`), optionally followed
//! by the mover's clock reading (`Nf3 1:29:56`); an empty line (or the end
//! of the input) ends a score. Each move is checked against the position of
//! its own score: one that cannot be played is named with its move number
//! and the reason, and asked for again. Then each board, as a FEN or square
//! by square ([`super::board`]), or an empty line to leave it out.

use std::io::{BufRead, Write};

use shakmaty::{Board, Chess, san::SanPlus};

use super::{
    board::parse_board,
    sheet::Sheet,
    words::{keeper, place_of},
};
use crate::{
    event::Reason,
    notation::{Lang, Style, format_message, parse::parse_move},
    rules::{pgn::parse_clock, reconcile::Keeper, scoresheet::ScoredMove},
    speech::phrase::Phrases,
};

/// Asks on `input`, with the prompts and refusals on `prompts`.
pub struct Asker<R, W> {
    input: R,
    prompts: W,
    lang: Lang,
}

impl<R: BufRead, W: Write> Asker<R, W> {
    /// An asker in `lang`.
    pub fn new(input: R, prompts: W, lang: Lang) -> Self {
        Asker {
            input,
            prompts,
            lang,
        }
    }

    /// The next line without its line break; `None` at the end of the
    /// input (or when it cannot be read).
    fn line(&mut self) -> Option<String> {
        let mut line = String::new();
        match self.input.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(line.trim().to_owned()),
        }
    }

    fn say(&mut self, line: &str, end: &str) {
        let _ = write!(self.prompts, "{line}{end}");
        let _ = self.prompts.flush();
    }

    /// The score of `board`'s keeper, from `start`.
    pub fn score(&mut self, board: Keeper, start: &Chess) -> Sheet {
        let lang = self.lang;
        let intro = format_message(
            lang,
            "reconcile-type-score",
            &[("board", keeper(board).into())],
        );
        self.say(&intro, "\n");
        let mut pos = start.clone();
        let mut moves = Vec::new();
        loop {
            let (number, side) = place_of(start, moves.len() + 1);
            let side = side.fold_wb("white", "black");
            let ask = format_message(
                lang,
                "reconcile-ask-move",
                &[("number", number.into()), ("side", side.into())],
            );
            self.say(&ask, " ");
            let Some(line) = self.line() else { break };
            if line.is_empty() {
                break;
            }
            let (text, clock_after) = with_clock(&line);
            match parse_move(&pos, text) {
                Ok(mv) => moves.push(ScoredMove {
                    san: SanPlus::from_move_and_play_unchecked(&mut pos, mv),
                    clock_after,
                    time_taken: None,
                }),
                Err(e) => {
                    let reason = Phrases::new(Style::Spoken, lang, false).reason(&Reason::Parse(e));
                    let said = format_message(
                        lang,
                        "reconcile-bad-move",
                        &[
                            ("number", number.into()),
                            ("side", side.into()),
                            ("text", text.into()),
                            ("reason", reason.into()),
                        ],
                    );
                    self.say(&said, "\n");
                }
            }
        }
        Sheet {
            start: start.clone(),
            moves,
        }
    }

    /// The board of `board`'s keeper, or `None` for an empty line.
    pub fn board(&mut self, board: Keeper) -> Option<Board> {
        let lang = self.lang;
        let ask = format_message(
            lang,
            "reconcile-type-board",
            &[("board", keeper(board).into())],
        );
        loop {
            self.say(&ask, "\n");
            let line = self.line()?;
            if line.is_empty() {
                return None;
            }
            match parse_board(&line, lang) {
                Ok(found) => return Some(found),
                Err(e) => {
                    let said = super::words::board_error(lang, board, &e);
                    let again = format_message(lang, "reconcile-type-again", &[]);
                    self.say(&format!("{said} {again}"), "\n");
                }
            }
        }
    }
}

/// A typed move and the clock reading after it, if its last word is one.
fn with_clock(line: &str) -> (&str, Option<crate::rules::Millis>) {
    if let Some((text, last)) = line.rsplit_once(char::is_whitespace)
        && let Some(ms) = parse_clock(last)
        && !text.trim().is_empty()
    {
        return (text.trim(), Some(ms));
    }
    (line, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_is_typed_in_any_notation_with_clock_readings() {
        let input = "e4 1:29:56\nSpringer c6\nbanana\nNf3\n\n";
        let mut prompts = Vec::new();
        let sheet = Asker::new(input.as_bytes(), &mut prompts, Lang::En)
            .score(Keeper::Sighted, &Chess::default());
        let sans: Vec<String> = sheet.moves.iter().map(|m| m.san.to_string()).collect();
        assert_eq!(sans, ["e4", "Nc6", "Nf3"]);
        assert_eq!(sheet.moves[0].clock_after, Some(5_396_000));
        let said = String::from_utf8(prompts).unwrap();
        assert!(said.contains("Move 2, White, \"banana\""), "{said}");
    }
}
