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
//! * **Again.** A message the same as the window shown (a refusal
//!   repeated) blinks first: its window blank for [`BLINK`], so that the
//!   reader feels it came again.
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

/// How long the window blinks (shows blank) before a message the same as
/// the one shown: the reader feels that it came again.
pub const BLINK: Duration = Duration::from_millis(300);

/// How long a window of `cells` cells shows: three seconds, and a tenth of
/// a second for each cell (about the pace of a slow braille reader).
pub fn hold(cells: usize) -> Duration {
    Duration::from_millis(3000 + 100 * cells as u64)
}

/// The fewest cells of a word a window starts with when a word longer
/// than the display is cut: never a window of a stray letter or a full
/// stop alone.
const LEAST_PIECE: usize = 4;

/// The windows of `cells` on a display `width` wide: each as long as
/// fits, cut after the last blank cell that fits when there is one. A
/// word longer than the display (a path) is cut where it must be, but
/// starts where the window before has room, rather than leave a short
/// word alone there, and leaves at least [`LEAST_PIECE`] cells of itself
/// for the next window.
pub fn windows(cells: &[u8], width: usize) -> Vec<Range<usize>> {
    let width = width.max(1);
    let least = LEAST_PIECE.min(width / 2);
    let word_end = |from: usize| {
        cells[from..]
            .iter()
            .position(|&c| c == 0)
            .map_or(cells.len(), |n| from + n)
    };
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
        if end < cells.len() && cells[end] != 0 {
            let blank = cells[start..end].iter().rposition(|&c| c == 0);
            match blank {
                // The word cut here fits a window of its own: the window
                // ends before it.
                Some(blank)
                    if blank > 0 && word_end(start + blank + 1) - (start + blank + 1) <= width =>
                {
                    end = start + blank;
                }
                // A word longer than a window: cut, leaving enough of it.
                _ => {
                    let rest = word_end(end) - end;
                    if rest < least {
                        let word_start = cells[..end]
                            .iter()
                            .rposition(|&c| c == 0)
                            .map_or(0, |b| b + 1)
                            .max(start);
                        end = end
                            .saturating_sub(least - rest)
                            .max(word_start + 1)
                            .max(start + 1);
                    }
                }
            }
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
    /// Until when the window shows blank: a blink before a message the
    /// same as the one shown before it.
    blank_until: Option<Instant>,
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
            blank_until: None,
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
        let before: Option<Vec<Vec<u8>>> = self
            .shown
            .as_ref()
            .map(|shown| self.window_rows(shown.message, shown.window).to_vec());
        self.kept.push_back(Message { rows, seen: false });
        let newest = self.kept.len() - 1;
        if arrival != Arrival::News || self.shown.is_none() {
            self.show(newest, 0, now);
            // The same again: a blink, so that it is felt to have come.
            if before.as_deref() == Some(self.window_rows(newest, 0))
                && let Some(shown) = self.shown.as_mut()
            {
                shown.blank_until = Some(now + BLINK);
                shown.until += BLINK;
            }
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
        if shown.blank_until.is_some_and(|t| now < t) {
            window.resize(self.width * self.rows, 0);
            return Some(window);
        }
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
        self.shown.as_ref().map(|s| {
            s.blank_until
                .filter(|&t| now < t)
                .unwrap_or(s.until)
                .saturating_duration_since(now)
        })
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
mod tests;
