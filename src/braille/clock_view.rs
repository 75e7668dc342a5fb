//! The talking clock on a refreshable braille display (`tactus clock
//! --tty --braille`): both clocks and whose clock runs. Pure: the clock
//! faces, the side that runs and the display's width in; eight-dot cells
//! out (bit 0 = dot 1 … bit 7 = dot 8, BrlAPI's order).
//!
//! Cells counted from 1, as a player counts them:
//!
//! * cell 1: White's letter, as whose move shows on the board (`w`; in
//!   German `w`, in Spanish `b`);
//! * cell 2: dots 7-8 while White's clock runs, else blank;
//! * from cell 3: White's clock as a clock face shows it ("14:58",
//!   "1:05:09"; lower digits, a colon dots 1-5-6);
//! * a blank, then Black's letter (`b`; `s`, `n`), its mark and its clock
//!   the same way.
//!
//! A narrower display shows the first cells of this line and no more; any
//! width (also 0 or 200) is laid out without a panic.

use shakmaty::Color;

use super::Cell;
use super::display::{CURSOR, turn_cell};
use crate::notation::Lang;

/// Dots 7-8 after the side's letter: its clock runs.
pub const RUNS: u8 = CURSOR;

/// The clocks' line on a display `width` cells wide: `faces` White's
/// first, `running` the side whose clock runs (none while stopped or
/// paused), the letters of `lang`.
pub fn clock_view(faces: [&str; 2], running: Option<Color>, lang: Lang, width: usize) -> Vec<u8> {
    let mut line = Vec::with_capacity(width);
    for (side, face) in [Color::White, Color::Black].into_iter().zip(faces) {
        if !line.is_empty() {
            line.push(0);
        }
        line.push(turn_cell(side, lang));
        line.push(if running == Some(side) { RUNS } else { 0 });
        line.extend(
            face.chars()
                .map(|c| Cell::from_brf(c).map_or(0, Cell::bits)),
        );
    }
    line.resize(width, 0);
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cells as their dots, a blank as an empty string — as BRLTTY's
    /// Virtual driver writes them.
    fn dots(cells: &[u8]) -> Vec<String> {
        cells
            .iter()
            .map(|&c| {
                (0..8)
                    .filter(|b| c & (1 << b) != 0)
                    .map(|b| char::from(b'1' + b as u8))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn both_clocks_show_with_the_mark_after_the_side_whose_clock_runs() {
        let line = dots(&clock_view(
            ["14:58", "15:00"],
            Some(Color::Black),
            Lang::En,
            40,
        ));
        assert_eq!(line.len(), 40);
        // w, no mark, 1 4 : 5 8 (lower digits: 1 is dot 2, 4 dots 2-5-6).
        assert_eq!(line[..7], ["2456", "", "2", "256", "156", "26", "236"]);
        // A blank, b, the mark, 1 5 : 0 0.
        assert_eq!(
            line[7..15],
            ["", "12", "78", "2", "26", "156", "356", "356"]
        );
        assert!(line[15..].iter().all(String::is_empty));
    }

    #[test]
    fn a_stopped_clock_has_no_mark_and_the_letters_are_the_languages() {
        let line = dots(&clock_view(["5:00", "5:00"], None, Lang::De, 20));
        assert_eq!(line[0], "2456", "w");
        assert_eq!(line[7], "234", "s for Schwarz: {line:?}");
        assert!(!line.contains(&"78".to_string()), "{line:?}");
    }

    #[test]
    fn any_width_is_laid_out() {
        for width in [0, 1, 5, 200] {
            let line = clock_view(["1:05:09", "59:59"], Some(Color::White), Lang::Es, width);
            assert_eq!(line.len(), width);
        }
    }
}
