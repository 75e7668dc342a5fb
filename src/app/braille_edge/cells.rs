//! The cells of what the display shows as messages: the lines said (their
//! moves in the chess code, their words in literary braille) and a line
//! being typed.

use super::{Arrival, CURSOR, SaidLine};
use crate::braille::message::line_cells;
use crate::braille::{Cell, computer, louis};
use crate::notation::Lang;
use crate::speech::Priority;

/// The cells of a line being typed, `width` long: its last characters in
/// computer braille (a sign the code lacks blank), then the cursor.
pub(super) fn typed_cells(typing: &str, width: usize) -> Vec<u8> {
    let chars: Vec<char> = typing.chars().collect();
    let room = width.saturating_sub(1);
    let mut cells: Vec<u8> = chars[chars.len().saturating_sub(room)..]
        .iter()
        .map(|&c| computer::dots_of(c).unwrap_or(0))
        .collect();
    cells.push(CURSOR);
    cells.resize(width.max(1), 0);
    cells.truncate(width.max(1));
    cells
}

/// The sentences of a message of the lines `said`, each its cells: the
/// moves they name in the chess code, their other words in [`literary`]
/// braille ([`line_cells`]).
pub(super) fn sentences(said: &[SaidLine], lang: Lang) -> Vec<Vec<u8>> {
    said.iter()
        .map(|line| said_cells(line, lang))
        .filter(|cells| !cells.is_empty())
        .collect()
}

/// The cells of `line` (said in `lang`) as a message shows it: its moves
/// in the chess code, its other words in literary braille.
pub fn said_cells(line: &SaidLine, lang: Lang) -> Vec<u8> {
    line_cells(&line.text, &line.moves, lang, |text| literary(text, lang))
}

/// How a message of the lines `said` comes to the display: the answer to
/// the player at once; of its own accord it waits behind the message
/// read, unless one of its lines is urgent ([`Priority::Now`]).
pub(super) fn arrival(said: &[SaidLine]) -> Arrival {
    if !said.iter().all(|l| l.news) {
        Arrival::Answer
    } else if said.iter().any(|l| l.priority == Priority::Now) {
        Arrival::Urgent
    } else {
        Arrival::News
    }
}

/// Words in the literary braille of `lang` (liblouis, grade 1); where
/// liblouis is missing, computer braille, letter by letter (a sign it
/// lacks left blank).
pub(super) fn literary(text: &str, lang: Lang) -> Vec<u8> {
    match louis::translate(text, lang) {
        Ok(cells) => cells.into_iter().map(Cell::bits).collect(),
        Err(_) => text
            .chars()
            .map(|c| Cell::from_brf(c.to_ascii_uppercase()).map_or(0, Cell::bits))
            .collect(),
    }
}
