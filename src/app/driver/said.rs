//! What the driver has said, remembered for the front ends that show it:
//! the last line (the window's live region), the few lines before it (the
//! window's answer area) and every line since a front end last looked
//! (a braille display's messages).

use std::collections::VecDeque;

use crate::notation::render::Named;

/// A line said, with the moves it names (in order), for a medium that
/// writes moves in a code of their own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// The words said.
    pub text: String,
    /// The moves the words name.
    pub moves: Vec<Named>,
}

/// How many of the last lines said are kept for a front end to show.
pub const RECENT_LINES: usize = 6;

/// The lines said, as far as a front end needs them.
#[derive(Debug, Default)]
pub struct Said {
    last: String,
    /// The lines said last, oldest first, [`RECENT_LINES`] at most.
    recent: VecDeque<Line>,
    /// How many lines were said in all.
    count: u64,
}

impl Said {
    /// Keeps `line` as the last thing said and among the recent lines,
    /// with the `moves` it names; a blank line is not kept.
    pub fn remember(&mut self, line: String, moves: Vec<Named>) {
        if line.trim().is_empty() {
            return;
        }
        if self.recent.len() == RECENT_LINES {
            self.recent.pop_front();
        }
        self.last.clone_from(&line);
        self.recent.push_back(Line { text: line, moves });
        self.count += 1;
    }

    /// The last thing said.
    pub fn last(&self) -> &str {
        &self.last
    }

    /// The lines said last, oldest first.
    pub fn recent(&self) -> Vec<&str> {
        self.recent.iter().map(|line| line.text.as_str()).collect()
    }

    /// How many lines were said in all: a mark for [`Said::since`].
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The lines said after `mark` (an earlier [`Said::count`]), oldest
    /// first, as far as they are still kept.
    pub fn since(&self, mark: u64) -> Vec<&Line> {
        let new = self
            .count
            .saturating_sub(mark)
            .min(self.recent.len() as u64) as usize;
        self.recent.iter().skip(self.recent.len() - new).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_since_a_mark_are_the_new_ones_blank_lines_not_counted() {
        let mut said = Said::default();
        said.remember("White: e4".into(), Vec::new());
        let mark = said.count();
        said.remember(" ".into(), Vec::new());
        said.remember("Black: e5".into(), Vec::new());
        said.remember("White to move".into(), Vec::new());
        let texts =
            |mark| -> Vec<String> { said.since(mark).iter().map(|l| l.text.clone()).collect() };
        assert_eq!(texts(mark), ["Black: e5", "White to move"]);
        assert!(said.since(said.count()).is_empty());
        assert_eq!(said.last(), "White to move");
        for n in 0..10 {
            said.remember(format!("line {n}"), Vec::new());
        }
        // More new lines than are kept: the kept ones.
        assert_eq!(said.since(mark).len(), RECENT_LINES);
        assert_eq!(said.recent().last(), Some(&"line 9"));
    }
}
