//! Messages on a line display: each answer tactus gives (the opponent's
//! move, a refusal, the clock, check, the end) shows in place of the board
//! for a time that grows with its length, then the board comes back. A
//! message longer than the display shows a window at a time, cut between
//! words, each window for its own time; on a display of several rows a
//! window is as many lines as the message has rows, each line cut
//! between words as a line is; the panning keys go a window on
//! or back at once. A new message replaces the one shown, and none is
//! lost: with the board shown, panning back shows the last message again,
//! and again the one before it. Pure: cells and instants in, cells out.

use std::collections::VecDeque;
use std::ops::Range;
use std::time::{Duration, Instant};

use super::code::move_cells;
use crate::notation::{Lang, render::Named};

/// How many messages are kept to be shown again.
pub const KEPT: usize = 20;

/// How long a window of `cells` cells shows: three seconds, and a tenth of
/// a second for each cell (about the pace of a slow braille reader).
pub fn hold(cells: usize) -> Duration {
    Duration::from_millis(3000 + 100 * cells as u64)
}

/// The windows of `cells` on a display `width` wide: each as long as
/// fits, cut after the last blank cell that fits when there is one (a
/// word longer than the display is cut where it must be).
pub fn windows(cells: &[u8], width: usize) -> Vec<Range<usize>> {
    let width = width.max(1);
    let mut out = Vec::new();
    let mut start = 0;
    while start < cells.len() {
        // Blanks at the start of a window are not shown.
        while start < cells.len() && cells[start] == 0 {
            start += 1;
        }
        if start == cells.len() {
            break;
        }
        let mut end = (start + width).min(cells.len());
        if end < cells.len()
            && cells[end] != 0
            && let Some(blank) = cells[start..end].iter().rposition(|&c| c == 0)
            && blank > 0
        {
            end = start + blank;
        }
        out.push(start..end);
        start = end;
    }
    out
}

/// The cells of a line said, which names `moves` (in order): each move in
/// the chess code of `lang`, as the score writes it, the words around
/// them in `literary` braille (the language's, a cell per byte of dots).
/// A move stands between blank cells, also where print puts a comma or a
/// semicolon right after it: those signs are lower cells, which a reader
/// would take for one more digit of the square. A move whose words the
/// line does not hold stays in its words.
pub fn line_cells(
    text: &str,
    moves: &[Named],
    lang: Lang,
    literary: impl Fn(&str) -> Vec<u8>,
) -> Vec<u8> {
    let mut cells = Vec::new();
    let mut rest = text;
    for named in moves {
        let Some(at) = rest.find(&named.words).filter(|_| !named.words.is_empty()) else {
            continue;
        };
        prose(&mut cells, &rest[..at], &literary);
        blank(&mut cells);
        cells.extend(move_cells(&named.san, lang).into_iter().map(|c| c.bits()));
        cells.push(0);
        rest = &rest[at + named.words.len()..];
    }
    prose(&mut cells, rest, &literary);
    while cells.last() == Some(&0) {
        cells.pop();
    }
    cells
}

/// A blank cell after the cells so far, unless they end in one (or there
/// are none).
fn blank(cells: &mut Vec<u8>) {
    if cells.last().is_some_and(|&c| c != 0) {
        cells.push(0);
    }
}

/// Words between moves in literary braille, with the blanks at their
/// ends kept as one blank cell each.
fn prose(cells: &mut Vec<u8>, part: &str, literary: &impl Fn(&str) -> Vec<u8>) {
    if part.starts_with(char::is_whitespace) {
        blank(cells);
    }
    let words = part.trim();
    if !words.is_empty() {
        cells.extend(literary(words));
        if part.ends_with(char::is_whitespace) {
            blank(cells);
        }
    }
}

/// The message shown: which of the kept ones, its window, until when.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shown {
    /// Index into the kept messages.
    message: usize,
    /// Which of its windows.
    window: usize,
    until: Instant,
}

/// The messages of one display.
#[derive(Clone, Debug)]
pub struct Messages {
    width: usize,
    /// How many rows a window has.
    rows: usize,
    kept: VecDeque<Vec<u8>>,
    shown: Option<Shown>,
}

impl Messages {
    /// No message yet, for a display `width` cells wide.
    pub fn new(width: usize) -> Messages {
        Messages::with_rows(width, 1)
    }

    /// No message yet, for `rows` rows of a display `width` cells wide:
    /// each row of a window is cut between words, as a line display's
    /// window is.
    pub fn with_rows(width: usize, rows: usize) -> Messages {
        Messages {
            width: width.max(1),
            rows: rows.max(1),
            kept: VecDeque::new(),
            shown: None,
        }
    }

    /// The windows of a kept message, each its rows' ranges.
    fn windows_of(&self, message: usize) -> Vec<Vec<Range<usize>>> {
        self.kept.get(message).map_or_else(Vec::new, |cells| {
            windows(cells, self.width)
                .chunks(self.rows)
                .map(<[Range<usize>]>::to_vec)
                .collect()
        })
    }

    fn show(&mut self, message: usize, window: usize, now: Instant) {
        let windows = self.windows_of(message);
        self.shown = windows.get(window).map(|rows| Shown {
            message,
            window,
            until: now + hold(rows.iter().map(Range::len).sum()),
        });
    }

    /// A new message: it replaces the one shown, and is kept. A message of
    /// blank cells only is not shown.
    pub fn push(&mut self, cells: Vec<u8>, now: Instant) {
        if cells.iter().all(|&c| c == 0) {
            return;
        }
        if self.kept.len() == KEPT {
            self.kept.pop_front();
        }
        self.kept.push_back(cells);
        self.show(self.kept.len() - 1, 0, now);
    }

    /// What the display shows at `now`, the display's width long for
    /// each of its rows: the window of the message shown, or `None` for
    /// the board. A window whose
    /// time is over gives way to the next, and after the last to the board.
    pub fn current(&mut self, now: Instant) -> Option<Vec<u8>> {
        while let Some(shown) = self.shown.clone()
            && shown.until <= now
        {
            self.show(shown.message, shown.window + 1, now);
        }
        let shown = self.shown.as_ref()?;
        let rows = self.windows_of(shown.message).get(shown.window)?.clone();
        let cells = &self.kept[shown.message];
        let mut window = Vec::with_capacity(self.width * self.rows);
        for range in rows {
            let mut line = cells[range].to_vec();
            line.resize(self.width, 0);
            window.extend(line);
        }
        // The rows a short window leaves are blank, not the board's.
        window.resize(self.width * self.rows, 0);
        Some(window)
    }

    /// When the display is next to change by itself, if it is.
    pub fn due_in(&self, now: Instant) -> Option<Duration> {
        self.shown
            .as_ref()
            .map(|s| s.until.saturating_duration_since(now))
    }

    /// Whether a message is shown.
    pub fn showing(&self) -> bool {
        self.shown.is_some()
    }

    /// The panning key to the right: the message's next window, or after
    /// its last the board. False when the board was shown (nothing to do).
    pub fn forward(&mut self, now: Instant) -> bool {
        let Some(shown) = self.shown.clone() else {
            return false;
        };
        self.show(shown.message, shown.window + 1, now);
        true
    }

    /// The panning key to the left: the message's window before, or at its
    /// first window the message before it (from its start); with the board shown, the last
    /// message again. False when there is nothing further back.
    pub fn back(&mut self, now: Instant) -> bool {
        match self.shown.clone() {
            Some(shown) if shown.window > 0 => {
                self.show(shown.message, shown.window - 1, now);
                true
            }
            Some(shown) if shown.message > 0 => {
                // Read from its start, as a message is read.
                self.show(shown.message - 1, 0, now);
                true
            }
            Some(_) => false,
            None if self.kept.is_empty() => false,
            None => {
                self.show(self.kept.len() - 1, 0, now);
                true
            }
        }
    }

    /// The board back at once (a routing key pressed over a message).
    pub fn dismiss(&mut self) {
        self.shown = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cells of `text`: a blank for a space, a cell for any other letter.
    fn cells(text: &str) -> Vec<u8> {
        text.chars().map(|c| if c == ' ' { 0 } else { 1 }).collect()
    }

    fn named(words: &str, san: &str) -> Named {
        Named {
            words: words.to_owned(),
            san: san.parse().unwrap(),
        }
    }

    /// The parts one after the other, a blank cell between two.
    fn blank_between(parts: &[Vec<u8>]) -> Vec<u8> {
        parts.join(&0)
    }

    /// The chess code's cells of a move, as the score writes it.
    fn code(san: &str, lang: Lang) -> Vec<u8> {
        move_cells(&san.parse().unwrap(), lang)
            .into_iter()
            .map(|c| c.bits())
            .collect()
    }

    #[test]
    fn a_move_in_a_line_is_in_the_chess_code_its_words_around_it_literary() {
        // Prose marked as a cell of 1 per letter, to tell it from the code.
        let line = line_cells(
            "Black: Knight f6, check",
            &[named("Knight f6, check", "Nf6+")],
            Lang::En,
            cells,
        );
        assert_eq!(
            line,
            blank_between(&[cells("Black:"), code("Nf6+", Lang::En)])
        );
        // S (the knight, 2-3-4), check (4-5), f, lower 6 (2-3-5).
        assert_eq!(code("Nf6+", Lang::En), [0x0E, 0x18, 0x0B, 0x16]);
        // German letters in the German code: Springer S, Dame D.
        let line = line_cells("Weiß: Dame h5", &[named("Dame h5", "Qh5")], Lang::De, cells);
        assert_eq!(line[6..], code("Qh5", Lang::De)[..]);
        // Words after a move, two moves in one line.
        let line = line_cells(
            "e4 and e5 are played",
            &[named("e4", "e4"), named("e5", "e5")],
            Lang::En,
            cells,
        );
        let want = blank_between(&[
            code("e4", Lang::En),
            cells("and"),
            code("e5", Lang::En),
            cells("are played"),
        ]);
        assert_eq!(line, want);
        // A semicolon or comma right after a move (lower cells, as the
        // square's digit is) is set off by a blank.
        let line = line_cells(
            "White: f3; Black: e5.",
            &[named("f3", "f3"), named("e5", "e5")],
            Lang::En,
            cells,
        );
        let want = blank_between(&[
            cells("White:"),
            code("f3", Lang::En),
            cells("; Black:"),
            code("e5", Lang::En),
            cells("."),
        ]);
        assert_eq!(line, want);
    }

    /// The cells of the line tactus says for `notice`, in English.
    fn notice_cells(notice: crate::event::Notice) -> Vec<u8> {
        use crate::{event::Event, notation::Style, speech::phrase::Phrases};
        let said = Phrases::new(Style::Spoken, Lang::En, false)
            .utterance(&Event::Notice(notice), Some(shakmaty::Color::White));
        line_cells(&said.text, &said.moves, Lang::En, cells)
    }

    #[test]
    fn the_moves_of_a_hint_a_question_and_the_score_are_in_the_chess_code() {
        use crate::event::Notice;
        use shakmaty::{Chess, Move, Position, Role, Square};
        let start = Chess::default();
        let nf3 = Move::Normal {
            role: Role::Knight,
            from: Square::G1,
            capture: None,
            to: Square::F3,
            promotion: None,
        };
        let holds = |line: &[u8], code: &[u8]| line.windows(code.len()).any(|w| w == code);
        // "Hint: Knight g1 to f3": the display shows Nf3 in the code.
        let hint = notice_cells(Notice::HintMove {
            before: start.clone(),
            mv: nf3,
        });
        assert!(holds(&hint, &code("Nf3", Lang::En)), "{hint:?}");
        let confirm = notice_cells(Notice::ConfirmMove {
            before: start.clone(),
            mv: nf3,
        });
        assert!(holds(&confirm, &code("Nf3", Lang::En)), "{confirm:?}");
        // The last moves, each in the code.
        let after = start.clone().play(nf3).unwrap();
        let e5 = after
            .legal_moves()
            .into_iter()
            .find(|m| m.to() == Square::E5)
            .unwrap();
        let last = notice_cells(Notice::Moves {
            all: false,
            entries: vec![(start.clone(), nf3), (after, e5)],
        });
        assert!(holds(&last, &code("Nf3", Lang::En)), "{last:?}");
        assert!(holds(&last, &code("e5", Lang::En)), "{last:?}");
        // The legal moves of the knight on g1.
        let moves: Vec<Move> = start
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(Square::G1))
            .collect();
        let legal = notice_cells(Notice::LegalMoves {
            before: start,
            moves,
            more: false,
        });
        assert!(holds(&legal, &code("Nf3", Lang::En)), "{legal:?}");
        assert!(holds(&legal, &code("Nh3", Lang::En)), "{legal:?}");
    }

    #[test]
    fn a_line_without_its_move_words_stays_in_words() {
        let line = line_cells("Draw offered", &[named("e4", "e4")], Lang::En, cells);
        assert_eq!(line, cells("Draw offered"));
        let line = line_cells("", &[named("", "e4")], Lang::En, cells);
        assert!(line.is_empty());
    }

    #[test]
    fn a_long_message_is_cut_between_words() {
        let message = cells("White: Knight f3, check");
        assert_eq!(windows(&message, 40), vec![Range { start: 0, end: 23 }]);
        // "White: Knight " | "f3, check"
        assert_eq!(windows(&message, 14), [0..13, 14..23]);
        // A word longer than the display is cut where it must be.
        assert_eq!(windows(&cells("abcdefgh"), 3), [0..3, 3..6, 6..8]);
        assert_eq!(windows(&cells("   "), 3), Vec::<Range<usize>>::new());
        // A display of no cells is taken as one cell, never a panic.
        assert_eq!(windows(&cells("ab"), 0), [0..1, 1..2]);
    }

    #[test]
    fn a_message_shows_for_its_time_then_the_board_comes_back() {
        let t = Instant::now();
        let mut m = Messages::new(10);
        assert_eq!(m.current(t), None);
        m.push(cells("Black e5"), t);
        let shown = m.current(t).unwrap();
        assert_eq!(shown.len(), 10);
        assert_eq!(&shown[..5], &[1, 1, 1, 1, 1]);
        assert_eq!(m.due_in(t), Some(hold(8)));
        assert!(m.current(t + hold(8) - Duration::from_millis(1)).is_some());
        assert_eq!(m.current(t + hold(8)), None);
    }

    #[test]
    fn each_window_of_a_long_message_shows_in_turn_and_panning_goes_at_once() {
        let t = Instant::now();
        let mut m = Messages::new(6);
        m.push(cells("aaaaa bbbbb ccc"), t);
        assert_eq!(m.current(t).unwrap(), cells("aaaaa "));
        // The first window's time over: the second.
        let t2 = t + hold(5);
        assert_eq!(m.current(t2).unwrap(), cells("bbbbb "));
        // Panning right: the third at once, then the board.
        assert!(m.forward(t2));
        assert_eq!(m.current(t2).unwrap(), cells("ccc   "));
        assert!(m.forward(t2));
        assert_eq!(m.current(t2), None);
        assert!(!m.forward(t2));
    }

    #[test]
    fn on_several_rows_each_row_is_cut_between_words() {
        let t = Instant::now();
        let mut m = Messages::with_rows(6, 2);
        m.push(cells("aaa bbbb cc dddd"), t);
        // "aaa " | "bbbb cc" would cut "bbbb" across the rows: each row is
        // its own line, the window two of them.
        let first = m.current(t).unwrap();
        assert_eq!(first.len(), 12);
        assert_eq!(first, [cells("aaa   "), cells("bbbb  ")].concat());
        assert_eq!(m.due_in(t), Some(hold(3 + 4)));
        assert!(m.forward(t));
        assert_eq!(
            m.current(t).unwrap(),
            [cells("cc    "), cells("dddd  ")].concat()
        );
        // A window of one row of two fills the second with blanks.
        m.push(cells("e"), t);
        assert_eq!(m.current(t).unwrap(), cells("e           "));
    }

    #[test]
    fn a_new_message_replaces_the_shown_one_and_none_is_lost() {
        let t = Instant::now();
        let mut m = Messages::new(10);
        m.push(cells("one"), t);
        m.push(cells("two"), t);
        assert_eq!(m.current(t).unwrap()[..3], cells("two")[..]);
        m.dismiss();
        assert_eq!(m.current(t), None);
        // Back with the board shown: the last message, then the one before.
        assert!(m.back(t));
        assert_eq!(m.current(t).unwrap()[..3], cells("two")[..]);
        assert!(m.back(t));
        assert_eq!(m.current(t).unwrap()[..3], cells("one")[..]);
        assert!(!m.back(t));
        // Blank messages are not shown, and only KEPT are kept.
        m.dismiss();
        m.push(vec![0, 0], t);
        assert_eq!(m.current(t), None);
        for _ in 0..KEPT + 5 {
            m.push(cells("x"), t);
        }
        assert_eq!(m.kept.len(), KEPT);
    }
}
