//! The braille display as every front end at the terminal keeps it
//! (`tactus tty --braille`, `tactus clock --tty --braille`, and the
//! commands that only tell lines: `review`, `learn`, `replay --speak`,
//! [`crate::app::review::reading`]), through
//! BRLTTY's BrlAPI ([`crate::braille::brlapi`]): looked for at the start
//! and every [`RETRY`] while none is there, so one that comes (or comes
//! back) is taken up; said once when it cannot be taken (`on`) or goes
//! away; the answers shown as messages in the player's language's
//! braille ([`crate::braille::message`]), the panning keys paging through
//! them: the lines the driver said since the display last showed them
//! ([`Braille::hear`]) make a message each time, a sentence each line;
//! the answer to what the player did shows at once, what came of its own
//! accord (the opponent's move, the talking clock) waits behind a
//! message still being read, the urgent (a mate, the flag) shows at once
//! ([`Arrival`]). A line typed on the display's braille keyboard
//! (computer braille, [`crate::braille::computer`]) shows where the
//! messages show, with a cursor after it, as it is typed; Backspace takes
//! a character back and Return hands the line to the front end
//! ([`Braille::typed`]) as a line typed at the keyboard. What the display shows between messages, and
//! what its other keys do, is the front end's: it draws the cells
//! ([`Braille::show`]) and is handed the keys ([`Braille::keys`]). Its
//! cells may be panes, a display wide each ([`Braille::show_panes`]: a
//! narrow line's status beside the rank): between messages the panning
//! keys go from one pane to the next and back, and any other key brings
//! the first back (a routing key over another pane only that: the square
//! under it is not shown).
//!
//! `auto` (the default) takes a display when BRLTTY offers one and is
//! silent when none is there; `on` says why when none can be taken; `off`
//! never asks.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use crate::app::driver::{Line as SaidLine, Said};
use crate::braille::brlapi::{Display, DisplayError, Key};
use crate::braille::message::{Arrival, Messages};
use crate::notation::{Lang, format_message, render::Named};
use crate::setting::BrailleUse;

mod cells;
pub use cells::said_cells;
use cells::{arrival, sentences, typed_cells};

/// How often a display is looked for again while none is connected.
pub const RETRY: Duration = Duration::from_secs(2);
/// How often a connected display's keys are read.
pub const POLL: Duration = Duration::from_millis(40);
/// How many lines said while no display was there show when one comes
/// (the last of them).
const WAITING: usize = 12;
/// How long after the last key the talking clock's reading may take the
/// display to the clocks of a narrow line: a player still pressing keys
/// keeps the rank under the fingers.
const IDLE: Duration = Duration::from_secs(5);
/// The cursor after a line being typed: dots 7 and 8.
const CURSOR: u8 = 0xC0;

/// The first row (from 0) of the messages on a display of so many rows:
/// 0 shows a message in place of the front end's cells, a later row under
/// them.
pub type MessageRow = fn(usize) -> usize;

/// The display taken, and what it shows.
struct Line {
    display: Display,
    shown: Vec<u8>,
    messages: Messages,
    /// The first row of the messages.
    message_row: usize,
    /// The line being typed on the display's keyboard.
    typing: String,
    /// Whether it was just taken: what was said before shows, as far as
    /// [`WAITING`] lines.
    fresh: bool,
    /// Whether a message covers the rows from [`Line::message_row`] on,
    /// as last written: a routing key there only brings back what it
    /// covers.
    covered: bool,
    /// Whether it was taken back after the display went away.
    back: bool,
    /// Which of the front end's panes shows, and how many it drew last.
    pane: usize,
    panes: usize,
    /// When a key was last pressed on the display.
    last_key: Option<Instant>,
}

impl Line {
    /// The display `asked` for: `Ok(None)` when none is asked for or
    /// (with `auto`) none is there; `Err` with why, when `on` asked for
    /// one that cannot be taken.
    fn open(asked: BrailleUse, message_row: MessageRow) -> Result<Option<Line>, DisplayError> {
        match asked {
            BrailleUse::Off => Ok(None),
            BrailleUse::Auto => Ok(Display::open()
                .ok()
                .map(|display| Line::new(display, message_row))),
            BrailleUse::On => Display::open().map(|display| Some(Line::new(display, message_row))),
        }
    }

    fn new(display: Display, message_row: MessageRow) -> Line {
        let (width, height) = (display.width(), display.height());
        let row = message_row(height).min(height.saturating_sub(1));
        let messages = Messages::with_rows(width, height.saturating_sub(row).max(1));
        Line {
            display,
            shown: Vec::new(),
            messages,
            message_row: row,
            typing: String::new(),
            fresh: true,
            covered: false,
            back: false,
            pane: 0,
            panes: 1,
            last_key: None,
        }
    }

    /// Shows the message whose time it is over `cells` (the front end's
    /// cells, `width × height`), when what is shown changes. False when
    /// the display is gone.
    /// A line being typed shows over the messages, each character as a
    /// full cell when it is `hidden` (the arbiter's code).
    fn show(&mut self, mut cells: Vec<u8>, now: Instant, hidden: bool) -> bool {
        let (width, height) = (self.display.width(), self.display.height());
        cells.resize(width * height, 0);
        let over = if self.typing.is_empty() {
            self.messages.current(now)
        } else if hidden {
            Some(typed_cells(&"=".repeat(self.typing.chars().count()), width))
        } else {
            Some(typed_cells(&self.typing, width))
        };
        self.covered = over.is_some();
        if let Some(message) = over {
            let start = (self.message_row * width).min(cells.len());
            let end = (start + message.len()).min(cells.len());
            cells[start..end].copy_from_slice(&message[..end - start]);
        }
        if cells == self.shown {
            return true;
        }
        let written = self.display.write(&cells).is_ok();
        self.shown = cells;
        written
    }

    /// The keys pressed since the last call but the panning keys, which
    /// page through the messages, and the typing keys, which type a line
    /// (into `lines` when Return ends it); any other key brings the front
    /// end's cells back. A routing key over a message only brings them
    /// back: what it would act on is not under the finger. False with
    /// them when the display is gone.
    fn keys(&mut self, now: Instant, lines: &mut Vec<String>) -> (Vec<Key>, bool) {
        let mut keys = Vec::new();
        let covered_from = self.message_row * self.display.width();
        loop {
            let key = self.display.read_key();
            if let Ok(Some(_)) = key {
                self.last_key = Some(now);
            }
            match key {
                Ok(Some(Key::Route(cell))) if self.covered && cell >= covered_from => {
                    self.messages.dismiss();
                }
                Ok(Some(Key::Route(_))) if !self.covered && self.pane > 0 => self.pane = 0,
                Ok(Some(Key::PanLeft)) if !self.covered && self.pane > 0 => self.pane -= 1,
                Ok(Some(Key::PanLeft)) => drop(self.messages.back(now)),
                Ok(Some(Key::PanRight)) => {
                    if !self.messages.forward(now) && self.pane + 1 < self.panes {
                        self.pane += 1;
                    }
                }
                Ok(Some(Key::Char(c))) => {
                    self.messages.dismiss();
                    self.typing.push(c);
                }
                Ok(Some(Key::Backspace)) => drop(self.typing.pop()),
                Ok(Some(Key::Return)) if !self.typing.trim().is_empty() => {
                    lines.push(std::mem::take(&mut self.typing).trim().to_owned());
                }
                Ok(Some(key)) => {
                    // Return after blanks only is Return.
                    if key == Key::Return {
                        self.typing.clear();
                    }
                    self.messages.dismiss();
                    self.pane = 0;
                    keys.push(key);
                }
                Ok(None) => return (keys, true),
                Err(_) => return (keys, false),
            }
        }
    }
}

/// What happened to the display, for the player to be told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// A display of this many cells and lines is taken (at the start, or
    /// again after it went away).
    Taken {
        /// Cells per line.
        cells: usize,
        /// Lines.
        lines: usize,
        /// Whether it came back after it went away (then it is said to be
        /// back, in few words).
        back: bool,
    },
    /// None could be taken, asked for with `on`: why. Told once, not at
    /// each try.
    Missing(DisplayError),
    /// The display went away; the game goes on, and it is looked for
    /// again.
    Lost,
}

impl News {
    /// The news in `lang`'s words; `taken` is the message that says what a
    /// display taken shows (its arguments `cells` and `lines`), which is
    /// the front end's.
    pub fn words(&self, lang: Lang, taken: &str) -> String {
        match self {
            News::Taken { back: true, .. } => format_message(lang, "braille-display-back", &[]),
            News::Taken { cells, lines, .. } => format_message(
                lang,
                taken,
                &[("cells", (*cells).into()), ("lines", (*lines).into())],
            ),
            News::Missing(why) => format_message(
                lang,
                "braille-display-missing",
                &[("why", why_words(why, lang).into())],
            ),
            News::Lost => format_message(lang, "braille-display-lost", &[]),
        }
    }
}

/// The display as a front end keeps it: looked for at the start and every
/// [`RETRY`] while none is there, so one that comes (or comes back) is
/// taken up; its keys read and its cells shown while it is there.
pub struct Braille {
    asked: BrailleUse,
    line: Option<Line>,
    message_row: MessageRow,
    /// When to look for a display next; `None` with `off`.
    next_try: Option<Instant>,
    /// Whether the player knows there is none (so it is not said again).
    told_missing: bool,
    /// How many lines had been said when the display last showed them.
    heard: u64,
    /// The answers told while no display was there, for one that comes.
    waiting: VecDeque<(SaidLine, Lang)>,
    /// The `braille` setting as last seen.
    setting: BrailleUse,
    /// Whether the display went away: one taken is back, and the line
    /// said of its going is not shown on it.
    gone: bool,
    /// Whether the line told next is the one said of its going.
    gone_said: bool,
    /// The lines typed on the display's keyboard, not yet handed over.
    typed: Vec<String>,
    /// Whether what is typed is hidden (the arbiter's code).
    hidden: bool,
}

impl std::fmt::Debug for Braille {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Braille")
            .field("asked", &self.asked)
            .field("size", &self.size())
            .finish_non_exhaustive()
    }
}

impl Braille {
    /// A display as `asked` (by the command line, or the `braille`
    /// setting, which is `setting` now), looked for at the first
    /// [`Braille::keys`]; its messages from the row `message_row` gives
    /// for its number of rows.
    pub fn new(asked: BrailleUse, setting: BrailleUse, message_row: MessageRow) -> Braille {
        Braille {
            asked,
            line: None,
            message_row,
            next_try: (asked != BrailleUse::Off).then(Instant::now),
            told_missing: false,
            heard: 0,
            waiting: VecDeque::new(),
            setting,
            gone: false,
            gone_said: false,
            typed: Vec::new(),
            hidden: false,
        }
    }

    /// The display's width and its number of lines, while one is there.
    pub fn size(&self) -> Option<(usize, usize)> {
        self.line
            .as_ref()
            .map(|line| (line.display.width(), line.display.height()))
    }

    /// Whether a message is on the display (not the front end's cells),
    /// as it was last shown.
    pub fn showing_message(&self) -> bool {
        self.line
            .as_ref()
            .is_some_and(|line| line.messages.showing())
    }

    /// The `braille` setting as it is now: when the player changed it
    /// (`set braille`, the settings dialog) it is what is asked for, at
    /// once.
    pub fn follow_setting(&mut self, setting: BrailleUse, now: Instant) {
        if setting != self.setting {
            self.setting = setting;
            self.ask(setting, now);
        }
    }

    /// What the player asked for now: `off` gives the display back at
    /// once; `auto` and `on` look for one at once.
    pub fn ask(&mut self, asked: BrailleUse, now: Instant) {
        if asked == self.asked {
            return;
        }
        self.asked = asked;
        self.told_missing = false;
        if asked == BrailleUse::Off {
            self.line = None;
            self.next_try = None;
        } else if self.line.is_none() {
            self.next_try = Some(now);
        }
    }

    /// How long the front end may wait for input before [`Braille::keys`]
    /// is due; `None` when it is never due (`off`).
    pub fn due_in(&self, now: Instant) -> Option<Duration> {
        if self.line.is_some() {
            return Some(POLL);
        }
        self.next_try.map(|t| t.saturating_duration_since(now))
    }

    /// The display looked for when it is time to, then the keys pressed
    /// on it since the last call (but the panning keys, which page through
    /// the messages); with what the player is to be told.
    pub fn keys(&mut self, now: Instant) -> (Vec<Key>, Vec<News>) {
        let mut news = Vec::new();
        if self.line.is_none() && self.next_try.is_some_and(|t| t <= now) {
            self.next_try = Some(now + RETRY);
            match Line::open(self.asked, self.message_row) {
                Ok(Some(mut line)) => {
                    line.back = self.gone;
                    news.push(News::Taken {
                        cells: line.display.width(),
                        lines: line.display.height(),
                        back: std::mem::take(&mut self.gone),
                    });
                    self.gone_said = false;
                    self.told_missing = false;
                    self.line = Some(line);
                }
                Ok(None) => {}
                Err(why) => {
                    if !self.told_missing {
                        news.push(News::Missing(why));
                        self.told_missing = true;
                    }
                }
            }
        }
        let Some(line) = self.line.as_mut() else {
            return (Vec::new(), news);
        };
        let (keys, alive) = line.keys(now, &mut self.typed);
        if !alive {
            news.extend(self.lose(now));
        }
        (keys, news)
    }

    /// The lines typed on the display's braille keyboard (each ended with
    /// Return) since the last call, for the front end to carry out as
    /// lines typed at the keyboard.
    pub fn typed(&mut self) -> Vec<String> {
        std::mem::take(&mut self.typed)
    }

    /// Whether the line typed next is hidden, as the terminal hides the
    /// arbiter's code: each character typed shows as a full cell.
    pub fn hide_typing(&mut self, hidden: bool) {
        self.hidden = hidden;
    }

    /// Shows `text` (one answer, in `lang`, which names `moves`) as a
    /// message for its time ([`Braille::tell_lines`]).
    pub fn tell(&mut self, text: &str, moves: Vec<Named>, lang: Lang, now: Instant) {
        self.tell_lines(vec![SaidLine::answer(text.to_owned(), moves)], lang, now);
    }

    /// Shows `lines` (one answer, in `lang`) as a message for its time,
    /// each line a sentence of its own, at once. While no display is there
    /// they wait (the last dozen lines), for one that comes.
    pub fn tell_lines(&mut self, lines: Vec<SaidLine>, lang: Lang, now: Instant) {
        self.tell_arriving(lines, Arrival::Answer, lang, now);
    }

    /// Shows `lines` (one message, in `lang`) as [`Braille::tell_lines`]
    /// does, but when its `arrival` says: what came of its own accord
    /// ([`Arrival::News`]) waits behind the message being read.
    pub fn tell_arriving(
        &mut self,
        lines: Vec<SaidLine>,
        arrival: Arrival,
        lang: Lang,
        now: Instant,
    ) {
        let lines = shown(lines);
        if lines.is_empty() {
            return;
        }
        match self.line.as_mut() {
            Some(line) => {
                // What waited for the display comes first; only that it is
                // back goes before it.
                let waited = self.waiting.drain(..).map(|(t, _)| t);
                let all: Vec<SaidLine> = if std::mem::take(&mut line.back) {
                    lines.into_iter().chain(waited).collect()
                } else {
                    waited.chain(lines).collect()
                };
                line.messages
                    .push_sentences(sentences(&all, lang), arrival, now);
            }
            None if self.asked == BrailleUse::Off => {}
            None => {
                // The first line told after the display went away says
                // so: no news to the display that comes back.
                let skip = usize::from(std::mem::take(&mut self.gone_said));
                for said in lines.into_iter().skip(skip) {
                    if self.waiting.len() == WAITING {
                        self.waiting.pop_front();
                    }
                    self.waiting.push_back((said, lang));
                }
            }
        }
    }

    /// The lines said since the display last showed them, shown on it, if
    /// a display is there (but the talking clock's own readings and count,
    /// which the clocks on the display show, bringing the front end's last
    /// pane where it has several, the status of a narrow line, unless a
    /// key was pressed in the last [`IDLE`]): each run of lines that answered the player, or
    /// came of their own accord, a message, each line a sentence of it:
    /// an answer shows at once, what came of its own accord waits behind
    /// the message being read unless it is urgent ([`Arrival`]). While no
    /// display is there, the lines wait: a display that comes (or comes
    /// back) shows the last dozen of them.
    pub fn hear(&mut self, said: &Said, lang: Lang, now: Instant) {
        let Some(line) = self.line.as_mut() else {
            return;
        };
        let mut new = said.since(self.heard);
        self.heard = said.count();
        if std::mem::take(&mut line.fresh) {
            new.drain(..new.len().saturating_sub(WAITING));
            if std::mem::take(&mut line.back) {
                // The line just said, that the display is back, comes
                // first; then what was said while it was away.
                new.rotate_right(1);
            }
        }
        let idle = line.last_key.is_none_or(|t| now.duration_since(t) >= IDLE);
        if idle && new.iter().any(|line| line.clock_mark) {
            // The talking clock spoke by itself: its count is in the
            // clocks, on a narrow line the front end's last pane (unless
            // the player is at the keys).
            line.pane = line.panes.saturating_sub(1);
        }
        let new = shown(new.into_iter().cloned().collect());
        for run in new.chunk_by(|a, b| a.news == b.news) {
            let run = run.to_vec();
            line.messages
                .push_sentences(sentences(&run, lang), arrival(&run), now);
        }
    }

    /// The lines said so far are not to be shown (the display shows what
    /// they say another way).
    pub fn pass_over(&mut self, said: &Said) {
        self.heard = said.count();
    }

    /// Shows the message whose time it is over the cells `draw` makes for
    /// the display's width and lines, if a display is there; [`News::Lost`]
    /// when it went away.
    pub fn show(&mut self, now: Instant, draw: impl FnOnce(usize, usize) -> Vec<u8>) -> Vec<News> {
        self.show_panes(now, |width, height| vec![draw(width, height)])
    }

    /// [`Braille::show`] with the front end's cells in panes, a display
    /// each (none is a blank display): the one the panning keys went to
    /// shows between messages.
    pub fn show_panes(
        &mut self,
        now: Instant,
        draw: impl FnOnce(usize, usize) -> Vec<Vec<u8>>,
    ) -> Vec<News> {
        let Some(line) = self.line.as_mut() else {
            return Vec::new();
        };
        if let Some((_, lang)) = self.waiting.back() {
            let lang = *lang;
            let said: Vec<SaidLine> = self.waiting.drain(..).map(|(t, _)| t).collect();
            line.messages
                .push_sentences(sentences(&said, lang), Arrival::Answer, now);
        }
        let mut panes = draw(line.display.width(), line.display.height());
        line.panes = panes.len().max(1);
        line.pane = line.pane.min(line.panes - 1);
        let cells = if panes.is_empty() {
            Vec::new()
        } else {
            panes.swap_remove(line.pane)
        };
        if line.show(cells, now, self.hidden) {
            Vec::new()
        } else {
            self.lose(now)
        }
    }

    fn lose(&mut self, now: Instant) -> Vec<News> {
        self.line = None;
        self.gone = true;
        self.gone_said = true;
        self.told_missing = true;
        self.next_try = Some(now + RETRY);
        vec![News::Lost]
    }
}

/// The lines of `said` a message shows: not a blank one, nor the talking
/// clock's own readings, which are in the clocks shown
/// ([`crate::app::driver::in_clock_cells`]).
fn shown(mut said: Vec<SaidLine>) -> Vec<SaidLine> {
    said.retain(|line| !line.clock_mark && !line.text.trim().is_empty());
    said
}

/// Why no display can be used, in `lang`; BrlAPI's own words (or the
/// loader's) in brackets, as they come.
fn why_words(why: &DisplayError, lang: Lang) -> String {
    let (call, detail) = match why {
        DisplayError::Missing(detail) => ("library", detail),
        DisplayError::Call(call, detail) => (call.key(), detail),
    };
    format_message(
        lang,
        "braille-why",
        &[("call", call.into()), ("detail", detail.clone().into())],
    )
}

#[cfg(test)]
mod tests;
