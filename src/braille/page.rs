//! Braille pages: words flowed into lines of at most [`PageSize::cells`]
//! cells, [`PageSize::lines`] lines a page, the braille page number at the
//! right of each page's last line (North American practice), and the
//! pages written as BRF (CR LF line ends, a form feed between pages) or as
//! Unicode braille.
//!
//! A word is never split across lines: a move and its number stay
//! together. Only a word longer than a whole line (a long name in the
//! heading) is cut, where the line ends.

use std::fmt;

use super::cell::Cell;

/// The size of a braille page, within what embossers and notetakers use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PageSize {
    cells: usize,
    lines: usize,
}

/// A page size outside what tactus lays out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SizeError {
    /// Lines of fewer or more cells than [`PageSize::CELLS`].
    #[error("{0} cells a line: give {min} to {max}", min = PageSize::CELLS.start(), max = PageSize::CELLS.end())]
    Cells(usize),
    /// Pages of fewer or more lines than [`PageSize::LINES`].
    #[error("{0} lines a page: give {min} to {max}", min = PageSize::LINES.start(), max = PageSize::LINES.end())]
    Lines(usize),
}

impl PageSize {
    /// The cells a line may have: a numbered move with every sign, the
    /// page number and the three blank cells before it fit in 24.
    pub const CELLS: std::ops::RangeInclusive<usize> = 24..=200;
    /// The lines a page may have.
    pub const LINES: std::ops::RangeInclusive<usize> = 4..=200;

    /// A page of `cells` × `lines`, or why it cannot be.
    pub fn new(cells: usize, lines: usize) -> Result<PageSize, SizeError> {
        if !Self::CELLS.contains(&cells) {
            return Err(SizeError::Cells(cells));
        }
        if !Self::LINES.contains(&lines) {
            return Err(SizeError::Lines(lines));
        }
        Ok(PageSize { cells, lines })
    }

    /// Cells a line.
    pub fn cells(self) -> usize {
        self.cells
    }

    /// Lines a page.
    pub fn lines(self) -> usize {
        self.lines
    }
}

impl Default for PageSize {
    /// 40 cells × 25 lines, the usual braille page.
    fn default() -> Self {
        PageSize {
            cells: 40,
            lines: 25,
        }
    }
}

/// A word of a paragraph: cells never split across lines, and for a
/// whole move that does not fit a line, its two halves (White's move with
/// the number, Black's with the number and the sign of a black move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// The cells.
    pub cells: Vec<Cell>,
    /// The word as two, each on a line of its own, when it is longer than
    /// a line.
    pub halves: Option<(Vec<Cell>, Vec<Cell>)>,
}

impl Word {
    /// A word with no halves.
    pub fn new(cells: Vec<Cell>) -> Word {
        Word {
            cells,
            halves: None,
        }
    }
}

/// Text that starts on a line of its own; an empty one is a blank line.
pub type Paragraph = Vec<Word>;

/// One page: exactly [`PageSize::lines`] lines, the last ending in the
/// page number.
pub type Page = Vec<Vec<Cell>>;

/// Laid-out braille pages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pages(pub Vec<Page>);

/// The page number in braille: the number sign and the upper digits
/// (letters a–j).
pub fn page_number(n: usize) -> Vec<Cell> {
    let mut out = vec![Cell::from_brf('#').unwrap_or_default()];
    for digit in n.to_string().bytes() {
        let letter = match digit {
            b'0' => 'J',
            d => char::from(b'A' + (d - b'1')),
        };
        out.push(Cell::from_brf(letter).unwrap_or_default());
    }
    out
}

/// Blank cells between the text and the page number on a page's last line.
const GAP: usize = 3;

/// Flows the paragraphs into pages of `size`.
pub fn lay_out(paragraphs: &[Paragraph], size: PageSize) -> Pages {
    let mut flow = Flow::new(size, true);
    flow.paragraphs(paragraphs);
    // The last page is filled with blank lines down to its number.
    if !flow.page.is_empty() || flow.pages.is_empty() {
        let pages = flow.pages.len();
        while flow.pages.len() == pages {
            flow.push_line(Vec::new());
        }
    }
    Pages(flow.pages)
}

/// Lines not cut into pages: no page numbers, no blank lines to fill a
/// page, for a braille display or a screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lines(pub Vec<Vec<Cell>>);

/// Flows the paragraphs into lines of `cells` cells, as [`lay_out`] does
/// but without pages.
pub fn flow(paragraphs: &[Paragraph], cells: usize) -> Lines {
    let size = PageSize { cells, lines: 1 };
    let mut flow = Flow::new(size, false);
    flow.paragraphs(paragraphs);
    Lines(flow.page)
}

impl Lines {
    /// The lines as Unicode braille, LF after each.
    pub fn unicode(&self) -> String {
        let mut out = String::new();
        for line in &self.0 {
            out.extend(line.iter().map(|c| c.unicode()));
            out.push('\n');
        }
        out
    }
}

/// The layout under way.
struct Flow {
    size: PageSize,
    /// Whether lines are cut into numbered pages.
    paged: bool,
    pages: Vec<Page>,
    page: Page,
    line: Vec<Cell>,
}

impl Flow {
    fn new(size: PageSize, paged: bool) -> Flow {
        Flow {
            size,
            paged,
            pages: Vec::new(),
            page: Vec::new(),
            line: Vec::new(),
        }
    }

    /// Flows `paragraphs`, each from a line of its own.
    fn paragraphs(&mut self, paragraphs: &[Paragraph]) {
        for paragraph in paragraphs {
            self.end_line();
            if paragraph.is_empty() {
                self.push_line(Vec::new());
            }
            for word in paragraph {
                self.word(word);
            }
        }
        self.end_line();
    }

    /// Whether the line being filled is the last of its page.
    fn last_line(&self) -> bool {
        self.paged && self.page.len() + 1 == self.size.lines
    }

    /// The cells the line being filled may hold.
    fn capacity(&self) -> usize {
        if self.last_line() {
            let number = page_number(self.pages.len() + 1).len();
            self.size.cells.saturating_sub(number + GAP)
        } else {
            self.size.cells
        }
    }

    fn word(&mut self, word: &Word) {
        if self.fits(&word.cells) {
            return self.put(&word.cells);
        }
        self.end_line();
        if word.cells.len() <= self.capacity() {
            return self.put(&word.cells);
        }
        match &word.halves {
            Some((first, second)) => {
                self.word(&Word::new(first.clone()));
                self.end_line();
                self.word(&Word::new(second.clone()));
            }
            None => {
                for c in &word.cells {
                    if self.line.len() >= self.capacity() {
                        self.end_line();
                    }
                    self.line.push(*c);
                }
            }
        }
    }

    /// Whether `cells` fit on the current line (after a space, if it has
    /// text).
    fn fits(&self, cells: &[Cell]) -> bool {
        let space = usize::from(!self.line.is_empty());
        self.line.len() + space + cells.len() <= self.capacity()
    }

    fn put(&mut self, cells: &[Cell]) {
        if !self.line.is_empty() {
            self.line.push(Cell::BLANK);
        }
        self.line.extend_from_slice(cells);
    }

    /// Ends the line being filled, if it has text.
    fn end_line(&mut self) {
        if !self.line.is_empty() {
            let line = std::mem::take(&mut self.line);
            self.push_line(line);
        }
    }

    fn push_line(&mut self, mut line: Vec<Cell>) {
        if self.last_line() {
            let number = page_number(self.pages.len() + 1);
            let start = self.size.cells - number.len();
            line.resize(start, Cell::BLANK);
            line.extend(number);
            self.page.push(line);
            self.pages.push(std::mem::take(&mut self.page));
        } else {
            self.page.push(line);
        }
    }
}

impl Pages {
    /// The pages as BRF: one character a cell, CR LF after every line, a
    /// form feed between pages.
    pub fn brf(&self) -> String {
        self.write(Cell::brf, "\r\n")
    }

    /// The pages as Unicode braille, LF after every line, a form feed
    /// between pages.
    pub fn unicode(&self) -> String {
        self.write(Cell::unicode, "\n")
    }

    fn write(&self, char_of: fn(Cell) -> char, end: &str) -> String {
        let mut out = String::new();
        for (i, page) in self.0.iter().enumerate() {
            if i > 0 {
                out.push('\u{c}');
            }
            for line in page {
                out.extend(line.iter().map(|c| char_of(*c)));
                out.push_str(end);
            }
        }
        out
    }
}

impl fmt::Display for Pages {
    /// The BRF text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.brf())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::braille::cell::cells;
    use proptest::prelude::*;

    fn word(brf: &str) -> Word {
        Word::new(cells(brf).unwrap())
    }

    #[test]
    fn page_numbers_are_the_number_sign_and_upper_digits() {
        let brf = |n| page_number(n).iter().map(|c| c.brf()).collect::<String>();
        assert_eq!(brf(1), "#A");
        assert_eq!(brf(10), "#AJ");
        assert_eq!(brf(123), "#ABC");
    }

    #[test]
    fn sizes_outside_the_ranges_are_refused_naming_them() {
        assert_eq!(PageSize::new(5, 25), Err(SizeError::Cells(5)));
        assert_eq!(PageSize::new(40, 2), Err(SizeError::Lines(2)));
        assert_eq!(
            SizeError::Cells(5).to_string(),
            "5 cells a line: give 24 to 200"
        );
        assert!(PageSize::new(24, 4).is_ok());
    }

    #[test]
    fn words_flow_without_splitting_and_the_number_ends_each_page() {
        let size = PageSize::new(24, 4).unwrap();
        let paragraph: Paragraph = (1..=12).map(|n| word(&format!("{n} E4 E5"))).collect();
        let text = lay_out(&[paragraph], size).brf();
        let pages: Vec<&str> = text.split('\u{c}').collect();
        assert_eq!(pages.len(), 2, "{text}");
        assert_eq!(
            pages[0],
            "1 E4 E5 2 E4 E5 3 E4 E5\r\n4 E4 E5 5 E4 E5 6 E4 E5\r\n7 E4 E5 8 E4 E5 9 E4 E5\r\n10 E4 E5 11 E4 E5     #A\r\n"
        );
        assert_eq!(pages[1], "12 E4 E5\r\n\r\n\r\n                      #B\r\n");
    }

    #[test]
    fn a_word_longer_than_a_line_goes_as_its_halves_or_is_cut() {
        let size = PageSize::new(24, 25).unwrap();
        let long = Word {
            cells: cells("12345 QHA1;B2>M QHA1;B2>M").unwrap(),
            halves: Some((
                cells("12345 QHA1;B2>M").unwrap(),
                cells("12345 -QHA1;B2>M").unwrap(),
            )),
        };
        let text = lay_out(&[vec![word("1 E4"), long]], size).brf();
        assert!(
            text.starts_with("1 E4\r\n12345 QHA1;B2>M\r\n12345 -QHA1;B2>M\r\n"),
            "{text}"
        );
        let name = word(&"A".repeat(30));
        let text = lay_out(&[vec![name]], size).brf();
        assert!(text.starts_with(&format!("{}\r\n{}\r\n", "A".repeat(24), "A".repeat(6))));
    }

    #[test]
    fn an_empty_paragraph_is_a_blank_line_and_nothing_is_one_page() {
        let size = PageSize::default();
        let text = lay_out(&[vec![word("A")], vec![], vec![word("B")]], size).brf();
        assert!(text.starts_with("A\r\n\r\nB\r\n"));
        assert_eq!(lay_out(&[], size).0.len(), 1);
    }

    #[test]
    fn lines_without_pages_have_no_numbers_and_no_filling() {
        let size = PageSize::new(24, 4).unwrap();
        let paragraph: Paragraph = (1..=12).map(|n| word(&format!("{n} E4 E5"))).collect();
        let lines = flow(&[vec![word("A")], vec![], paragraph], size.cells());
        let text: Vec<String> = lines
            .0
            .iter()
            .map(|l| l.iter().map(|c| c.brf()).collect())
            .collect();
        assert_eq!(
            text,
            [
                "A",
                "",
                "1 E4 E5 2 E4 E5 3 E4 E5",
                "4 E4 E5 5 E4 E5 6 E4 E5",
                "7 E4 E5 8 E4 E5 9 E4 E5",
                "10 E4 E5 11 E4 E5",
                "12 E4 E5"
            ]
        );
        assert!(!lines.unicode().contains('\u{c}'));
    }

    proptest! {
        #[test]
        fn every_character_is_brf_and_no_line_is_too_long(
            words in prop::collection::vec(prop::collection::vec(0u8..64, 0..60), 0..300),
            breaks in prop::collection::vec(any::<bool>(), 300),
            cells in PageSize::CELLS,
            lines in PageSize::LINES,
        ) {
            let size = PageSize::new(cells, lines).unwrap();
            let mut paragraphs: Vec<Paragraph> = vec![Vec::new()];
            for (i, w) in words.iter().enumerate() {
                if breaks[i] {
                    paragraphs.push(Vec::new());
                }
                let w: Vec<Cell> = w.iter().map(|b| Cell::from_bits(*b).unwrap()).collect();
                paragraphs.last_mut().unwrap().push(Word::new(w));
            }
            let text = lay_out(&paragraphs, size).brf();
            for (n, page) in text.split('\u{c}').enumerate() {
                let page_lines: Vec<&str> = page.strip_suffix("\r\n").unwrap().split("\r\n").collect();
                prop_assert_eq!(page_lines.len(), lines);
                for line in &page_lines {
                    prop_assert!(line.len() <= cells, "{} > {}", line.len(), cells);
                    prop_assert!(line.bytes().all(|b| (32..=95).contains(&b)));
                }
                let number: String = page_number(n + 1).iter().map(|c| c.brf()).collect();
                prop_assert!(page_lines[lines - 1].ends_with(&number));
                prop_assert_eq!(page_lines[lines - 1].len(), cells);
            }
        }
    }
}
