//! Messages on a line display: each answer tactus gives (the opponent's
//! move, a refusal, the clock, check, the end) shows in place of the board
//! for a time that grows with its length, then the board comes back. Pure:
//! cells and instants in, cells out.
//!
//! The display is one more medium of the voice's queue, with its
//! priorities, read the way a braille reader reads a screen reader's
//! messages (NVDA's and BRLTTY's): a message stays for its time or until a
//! key is pressed, a message longer than the display is read window by
//! window with the panning keys, and the messages before it are a pan
//! back. So:
//!
//! * **Whole.** A message is never cut: longer than the display, it shows
//!   a window at a time, cut between words, each window for its own time
//!   ([`hold`]); the panning keys go a window on or back at once. On a
//!   display of several rows a window is as many lines as the message
//!   has rows, each cut between words as a line is.
//! * **Sentences apart.** Each sentence of a message (each line tactus
//!   says) starts a row of its own, on a line display a window of its
//!   own: two sentences never run into one another.
//! * **Priorities** ([`Arrival`]). The answer to what the player just did
//!   shows at once, as speech answers a key at once; so does an urgent
//!   message (a mate, the flag). What comes of its own accord (the
//!   opponent's move after the player's own, the talking clock) does not
//!   wipe the message the player is reading: it waits until that
//!   message's time is over or the player pans past its end, then shows
//!   (the panning key right reads on into it); messages that wait show in
//!   the order they came. Once the player acts again (a line, a key), what
//!   still waited is passed over, as a screen reader's message is
//!   dismissed by a key: it is not lost, but a pan back, and the board's
//!   status shows the last move.
//! * **Kept.** The last [`KEPT`] messages stay: panning left from a
//!   message's first window shows the one before it (from its start),
//!   panning right from a message's last window the one after it; with
//!   the board shown, panning left shows the last message again. Any
//!   other key brings the board back at once.

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

/// How a message comes to the display, which decides when it shows: the
/// display's side of the voice's priorities ([`crate::speech::Priority`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The answer to what the player just did (a line typed, a key
    /// pressed): shown at once in place of the message shown, which stays
    /// a pan back. What waited is passed over as a key passes over it
    /// ([`Messages::dismiss`]): the player acted after it came.
    Answer,
    /// Come of its own accord, and urgent (a mate, the flag fell, the
    /// end): shown at once too.
    Urgent,
    /// Come of its own accord (the opponent's move, the talking clock):
    /// while a message is shown it waits, until that message's time is
    /// over or the player pans past its end; over the board it shows at
    /// once. Messages that wait show in the order they came.
    News,
}

/// A kept message: its rows, each cut between words, a sentence starting
/// a row of its own.
#[derive(Clone, Debug)]
struct Message {
    rows: Vec<Vec<u8>>,
    /// Whether it has been on the display.
    seen: bool,
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

/// The messages of one display: those kept to be panned back to, the one
/// shown, and those that wait to be shown.
#[derive(Clone, Debug)]
pub struct Messages {
    width: usize,
    /// How many rows a window has.
    rows: usize,
    kept: VecDeque<Message>,
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

    /// How many windows a kept message has.
    fn window_count(&self, message: usize) -> usize {
        self.kept
            .get(message)
            .map_or(0, |m| m.rows.len().div_ceil(self.rows))
    }

    /// The rows of a window of a kept message.
    fn window_rows(&self, message: usize, window: usize) -> &[Vec<u8>] {
        self.kept
            .get(message)
            .and_then(|m| m.rows.chunks(self.rows).nth(window))
            .unwrap_or(&[])
    }

    fn show(&mut self, message: usize, window: usize, now: Instant) {
        let cells: usize = self.window_rows(message, window).iter().map(Vec::len).sum();
        self.shown = (window < self.window_count(message)).then(|| Shown {
            message,
            window,
            until: now + hold(cells),
        });
    }

    /// The oldest message not yet on the display, if one waits.
    fn waiting(&self) -> Option<usize> {
        self.kept.iter().position(|m| !m.seen)
    }

    /// After the last window of `message`: the message after it when
    /// `on` (panning through them), else the oldest one waiting, else the
    /// board.
    fn after(&mut self, message: usize, on: bool, now: Instant) {
        match self.waiting() {
            _ if on && message + 1 < self.kept.len() => self.show(message + 1, 0, now),
            Some(next) => self.show(next, 0, now),
            None => self.shown = None,
        }
    }

    /// A window whose time is over gives way to the next, and after the
    /// last to the message that waits, or the board.
    fn advance(&mut self, now: Instant) {
        while let Some(shown) = self.shown.clone()
            && shown.until <= now
        {
            if shown.window + 1 < self.window_count(shown.message) {
                self.show(shown.message, shown.window + 1, now);
            } else {
                self.after(shown.message, false, now);
            }
        }
    }

    /// A new message of one sentence, the answer to the player
    /// ([`Messages::push_sentences`]).
    pub fn push(&mut self, cells: Vec<u8>, now: Instant) {
        self.push_sentences(vec![cells], Arrival::Answer, now);
    }

    /// A new message of `sentences`, each starting a row of its own (on a
    /// display of one row, a window), kept, and shown as its `arrival`
    /// says. Blank sentences are left out; a message of none is not
    /// shown.
    pub fn push_sentences(&mut self, sentences: Vec<Vec<u8>>, arrival: Arrival, now: Instant) {
        let rows: Vec<Vec<u8>> = sentences
            .iter()
            .flat_map(|cells| {
                windows(cells, self.width)
                    .into_iter()
                    .map(move |range| cells[range].to_vec())
            })
            .collect();
        if rows.is_empty() {
            return;
        }
        self.advance(now);
        if self.kept.len() == KEPT {
            self.kept.pop_front();
            self.shown = self.shown.take().and_then(|mut shown| {
                shown.message = shown.message.checked_sub(1)?;
                Some(shown)
            });
        }
        if arrival == Arrival::Answer {
            self.pass_over();
        }
        self.kept.push_back(Message { rows, seen: false });
        let newest = self.kept.len() - 1;
        if arrival != Arrival::News || self.shown.is_none() {
            self.show(newest, 0, now);
        }
    }

    /// What the display shows at `now`, the display's width long for
    /// each of its rows: the window of the message shown, or `None` for
    /// the board. A window whose time is over gives way to the next,
    /// after the last to a message that waits, and then to the board.
    pub fn current(&mut self, now: Instant) -> Option<Vec<u8>> {
        self.advance(now);
        let shown = self.shown.clone()?;
        let mut window = Vec::with_capacity(self.width * self.rows);
        for row in self.window_rows(shown.message, shown.window) {
            let mut line = row.clone();
            line.resize(self.width, 0);
            window.extend(line);
        }
        // The rows a short window leaves are blank, not the board's.
        window.resize(self.width * self.rows, 0);
        if let Some(message) = self.kept.get_mut(shown.message) {
            message.seen = true;
        }
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
    /// its last the message after it, a message that waits, or the
    /// board. False when the board was shown (nothing to do).
    pub fn forward(&mut self, now: Instant) -> bool {
        self.advance(now);
        let Some(shown) = self.shown.clone() else {
            return false;
        };
        if shown.window + 1 < self.window_count(shown.message) {
            self.show(shown.message, shown.window + 1, now);
        } else {
            self.after(shown.message, true, now);
        }
        true
    }

    /// The panning key to the left: the message's window before, or at its
    /// first window the message before it (from its start); with the board
    /// shown, the last message again. False when there is nothing further
    /// back.
    pub fn back(&mut self, now: Instant) -> bool {
        self.advance(now);
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

    /// The board back at once (a key other than the panning keys pressed
    /// over a message): what waited is passed over too, kept to be panned
    /// back to.
    pub fn dismiss(&mut self) {
        self.shown = None;
        self.pass_over();
    }

    /// What waits is not to be shown by itself: it stays a pan back.
    fn pass_over(&mut self) {
        for message in &mut self.kept {
            message.seen = true;
        }
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

    /// The first cells of what the display shows at `t`, `n` of them.
    fn first(m: &mut Messages, t: Instant, n: usize) -> Option<Vec<u8>> {
        m.current(t).map(|w| w[..n].to_vec())
    }

    #[test]
    fn each_sentence_starts_a_window_of_its_own() {
        let t = Instant::now();
        let mut m = Messages::new(10);
        m.push_sentences(vec![cells("aa"), cells("bb b")], Arrival::Answer, t);
        // Not "aa bb b": the second sentence waits for its own window.
        assert_eq!(m.current(t).unwrap(), cells("aa        "));
        assert!(m.forward(t));
        assert_eq!(m.current(t).unwrap(), cells("bb b      "));
        assert!(m.forward(t));
        assert_eq!(m.current(t), None);
        // On two rows, each sentence a row of the window.
        let mut m = Messages::with_rows(6, 2);
        m.push_sentences(vec![cells("aaa"), vec![], cells("bb")], Arrival::Answer, t);
        assert_eq!(
            m.current(t).unwrap(),
            [cells("aaa   "), cells("bb    ")].concat()
        );
        // Sentences all blank make no message.
        m.dismiss();
        m.push_sentences(vec![vec![0, 0], vec![]], Arrival::Answer, t);
        assert_eq!(m.current(t), None);
    }

    #[test]
    fn a_long_answer_is_never_cut_and_is_read_to_its_end_by_panning() {
        let t = Instant::now();
        let mut m = Messages::new(40);
        // Thirty sentences of thirty cells or so: a long `score`.
        let lines: Vec<Vec<u8>> = (0..30)
            .map(|n| {
                let mut line = cells("Move xx white yyyy black zzzz");
                line[5] = n + 2;
                line
            })
            .collect();
        m.push_sentences(lines.clone(), Arrival::Answer, t);
        let mut read = Vec::new();
        while let Some(window) = m.current(t) {
            read.push(window[..lines[0].len()].to_vec());
            assert!(m.forward(t));
        }
        assert_eq!(read, lines);
    }

    #[test]
    fn what_comes_of_itself_waits_behind_the_message_read() {
        let t = Instant::now();
        let later = t + Duration::from_millis(300);
        let mut m = Messages::new(10);
        // The player's own move, then the opponent's reply.
        m.push(cells("e4"), t);
        m.push_sentences(vec![cells("Black e5")], Arrival::News, later);
        assert_eq!(first(&mut m, later, 2), Some(cells("e4")));
        assert_eq!(
            first(&mut m, t + hold(2) - Duration::from_millis(1), 2),
            Some(cells("e4"))
        );
        // The answer's time over: the reply, for its own time.
        let then = t + hold(2);
        assert_eq!(first(&mut m, then, 8), Some(cells("Black e5")));
        assert_eq!(m.due_in(then), Some(hold(8)));
        // Panning left: the player's move again.
        assert!(m.back(then));
        assert_eq!(first(&mut m, then, 2), Some(cells("e4")));
        assert_eq!(m.current(then + hold(2)), None);
    }

    #[test]
    fn panning_past_the_end_reads_on_into_what_waits() {
        let t = Instant::now();
        let mut m = Messages::new(10);
        m.push(cells("e4"), t);
        assert_eq!(first(&mut m, t, 2), Some(cells("e4")));
        m.push_sentences(vec![cells("Black e5")], Arrival::News, t);
        m.push_sentences(vec![cells("Clock 4:00")], Arrival::News, t);
        assert!(m.forward(t));
        assert_eq!(first(&mut m, t, 8), Some(cells("Black e5")));
        assert!(m.forward(t));
        assert_eq!(first(&mut m, t, 10), Some(cells("Clock 4:00")));
        assert!(m.forward(t));
        assert_eq!(m.current(t), None);
        // Over the board, what comes of itself shows at once.
        m.push_sentences(vec![cells("Black Nf6")], Arrival::News, t);
        assert_eq!(first(&mut m, t, 9), Some(cells("Black Nf6")));
    }

    #[test]
    fn an_urgent_message_shows_at_once_what_waits_follows_it() {
        let t = Instant::now();
        let mut m = Messages::new(10);
        m.push(cells("g4"), t);
        assert_eq!(first(&mut m, t, 2), Some(cells("g4")));
        m.push_sentences(vec![cells("clock")], Arrival::News, t);
        // Urgent, of its own accord: at once.
        m.push_sentences(vec![cells("mate")], Arrival::Urgent, t);
        assert_eq!(first(&mut m, t, 4), Some(cells("mate")));
        // Its time over, what waited, then the board.
        let then = t + hold(4);
        assert_eq!(first(&mut m, then, 5), Some(cells("clock")));
        let later = then + hold(5);
        assert_eq!(m.current(later), None);
        // Panning left from the board: the last message that came, then
        // the ones before it, in the order they came.
        assert!(m.back(later));
        assert_eq!(first(&mut m, later, 4), Some(cells("mate")));
        assert!(m.back(later));
        assert_eq!(first(&mut m, later, 5), Some(cells("clock")));
        assert!(m.back(later));
        assert_eq!(first(&mut m, later, 2), Some(cells("g4")));
    }

    #[test]
    fn the_player_acting_again_passes_over_what_waited() {
        let t = Instant::now();
        let mut m = Messages::new(10);
        m.push(cells("Nf3"), t);
        assert_eq!(first(&mut m, t, 3), Some(cells("Nf3")));
        m.push_sentences(vec![cells("Black d6")], Arrival::News, t);
        // The next move typed before the reply was read: its answer at
        // once, and after it the board, not the stale reply.
        m.push(cells("Nc3"), t);
        assert_eq!(first(&mut m, t, 3), Some(cells("Nc3")));
        assert_eq!(m.current(t + hold(3)), None);
        // The reply is a pan back.
        assert!(m.back(t + hold(3)));
        assert!(m.back(t + hold(3)));
        assert_eq!(first(&mut m, t + hold(3), 8), Some(cells("Black d6")));
    }

    #[test]
    fn a_key_brings_the_board_and_passes_over_what_waits() {
        let t = Instant::now();
        let mut m = Messages::new(10);
        m.push(cells("e4"), t);
        m.push_sentences(vec![cells("Black e5")], Arrival::News, t);
        m.dismiss();
        assert_eq!(m.current(t), None);
        assert_eq!(m.current(t + hold(20)), None);
        // Still a pan back.
        assert!(m.back(t));
        assert_eq!(first(&mut m, t, 8), Some(cells("Black e5")));
    }

    #[test]
    fn many_messages_waiting_keep_the_last_ones_without_a_panic() {
        let t = Instant::now();
        let mut m = Messages::new(10);
        m.push(cells("first"), t);
        for _ in 0..KEPT + 5 {
            m.push_sentences(vec![cells("news")], Arrival::News, t);
        }
        assert_eq!(m.kept.len(), KEPT);
        assert_eq!(first(&mut m, t, 4), Some(cells("news")));
    }
}
