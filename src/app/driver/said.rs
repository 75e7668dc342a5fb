//! What the driver has said, remembered for the front ends that show it:
//! the last line (the window's live region), the few lines before it (the
//! window's answer area) and every line since a front end last looked
//! (a braille display's messages), each with how urgently it was said and
//! whether it answered the player or came of its own accord (the
//! opponent's move, the talking clock): the display shows an answer at
//! once and lets what comes of itself wait behind a message still being
//! read ([`crate::braille::message`]).

use std::collections::VecDeque;

use crate::event::Event;
use crate::notation::render::Named;
use crate::speech::Priority;

/// Whether `event` is a reading the talking clock made by itself (its
/// marks in the last minutes, the last seconds counted): the clocks on the
/// display show it in their cells, with the side, and no message covers
/// them ([`Line::clock_mark`]). A reading asked for is an answer, and
/// shows.
pub fn in_clock_cells(event: &Event) -> bool {
    matches!(
        event,
        Event::ClockReading {
            requested: false,
            ..
        }
    )
}

/// A line said, with the moves it names (in order), for a medium that
/// writes moves in a code of their own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The words said.
    pub text: String,
    /// The moves the words name.
    pub moves: Vec<Named>,
    /// How urgently it was said.
    pub priority: Priority,
    /// Whether it came of its own accord (the opponent's move, the
    /// talking clock, an analysis finished), not as the answer to what
    /// the player just did.
    pub news: bool,
    /// Whether it is a reading the talking clock made by itself (its
    /// schedule, the last seconds' count): a display that shows the
    /// clocks shows it there, not as a message over them.
    pub clock_mark: bool,
}

impl Line {
    /// An answer to the player, said with normal priority.
    pub fn answer(text: String, moves: Vec<Named>) -> Line {
        Line {
            text,
            moves,
            priority: Priority::Normal,
            news: false,
            clock_mark: false,
        }
    }
}

impl Default for Line {
    fn default() -> Line {
        Line::answer(String::new(), Vec::new())
    }
}

/// How many of the last lines said are kept for a front end to show.
pub const RECENT_LINES: usize = 6;

/// How many lines are kept for a front end that shows every line since it
/// last looked: enough for the longest answer (`score all` of a long
/// game is a line a move number).
pub const KEPT_LINES: usize = 600;

/// The lines said, as far as a front end needs them.
#[derive(Debug, Default)]
pub struct Said {
    last: String,
    /// The lines said last, oldest first, [`KEPT_LINES`] at most.
    kept: VecDeque<Line>,
    /// How many lines were said in all.
    count: u64,
}

impl Said {
    /// Keeps `line` as the last thing said and among the recent lines,
    /// with the `moves` it names, as an answer of normal priority; a
    /// blank line is not kept.
    pub fn remember(&mut self, line: String, moves: Vec<Named>) {
        self.remember_as(line, moves, Priority::Normal);
    }

    /// [`Said::remember`], said with `priority`.
    pub fn remember_as(&mut self, line: String, moves: Vec<Named>, priority: Priority) {
        if line.trim().is_empty() {
            return;
        }
        if self.kept.len() == KEPT_LINES {
            self.kept.pop_front();
        }
        self.last.clone_from(&line);
        let mut kept = Line::answer(line, moves);
        kept.priority = priority;
        self.kept.push_back(kept);
        self.count += 1;
    }

    /// The last line kept is a reading the talking clock made by itself.
    pub fn mark_clock_reading(&mut self) {
        if let Some(line) = self.kept.back_mut() {
            line.clock_mark = true;
        }
    }

    /// The lines said after `mark` (an earlier [`Said::count`]) came of
    /// their own accord, not as the answer to the player.
    pub fn mark_news(&mut self, mark: u64) {
        let new = self.new_since(mark);
        let skip = self.kept.len() - new;
        for line in self.kept.iter_mut().skip(skip) {
            line.news = true;
        }
    }

    /// The last thing said.
    pub fn last(&self) -> &str {
        &self.last
    }

    /// The [`RECENT_LINES`] lines said last, oldest first.
    pub fn recent(&self) -> Vec<&str> {
        let skip = self.kept.len().saturating_sub(RECENT_LINES);
        self.kept
            .iter()
            .skip(skip)
            .map(|line| line.text.as_str())
            .collect()
    }

    /// How many lines were said in all: a mark for [`Said::since`].
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The lines said after `mark` (an earlier [`Said::count`]), oldest
    /// first, as far as they are still kept.
    pub fn since(&self, mark: u64) -> Vec<&Line> {
        let new = self.new_since(mark);
        self.kept.iter().skip(self.kept.len() - new).collect()
    }

    /// How many of the kept lines were said after `mark`.
    fn new_since(&self, mark: u64) -> usize {
        self.count.saturating_sub(mark).min(self.kept.len() as u64) as usize
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
        // Every line since the mark, the recent ones the last few.
        assert_eq!(said.since(mark).len(), 12);
        assert_eq!(said.recent().len(), RECENT_LINES);
        assert_eq!(said.recent().first(), Some(&"line 4"));
        assert_eq!(said.recent().last(), Some(&"line 9"));
    }

    #[test]
    fn a_long_answer_is_kept_whole_for_the_display() {
        let mut said = Said::default();
        let mark = said.count();
        // `score all` of a long game: a line a move number, and more.
        for n in 0..150 {
            said.remember(format!("Move {n}"), Vec::new());
        }
        let since = said.since(mark);
        assert_eq!(since.len(), 150);
        assert_eq!(since[0].text, "Move 0");
        // More lines than are kept: the kept ones, the last among them.
        for n in 0..KEPT_LINES {
            said.remember(format!("line {n}"), Vec::new());
        }
        assert_eq!(said.since(mark).len(), KEPT_LINES);
        assert_eq!(said.since(mark)[0].text, "line 0");
    }

    #[test]
    fn the_lines_after_a_mark_are_marked_as_news_with_their_priority() {
        let mut said = Said::default();
        said.remember("e4".into(), Vec::new());
        let mark = said.count();
        said.remember_as("Black: e5".into(), Vec::new(), Priority::Next);
        said.remember_as("Checkmate".into(), Vec::new(), Priority::Now);
        said.mark_news(mark);
        let all = said.since(0);
        assert!(!all[0].news);
        assert_eq!(all[0].priority, Priority::Normal);
        assert!(all[1].news && all[2].news);
        assert_eq!(all[1].priority, Priority::Next);
        assert_eq!(all[2].priority, Priority::Now);
        // Nothing said since the mark: nothing marked.
        said.mark_news(said.count());
        said.remember("score".into(), Vec::new());
        assert!(!said.since(0)[3].news);
    }
}
