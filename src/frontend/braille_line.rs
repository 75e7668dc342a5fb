//! A refreshable braille display at the terminal (`tactus tty --braille
//! auto|on|off`), through BRLTTY's BrlAPI ([`crate::braille::brlapi`]):
//! the rank under the finger, drawn by [`crate::braille::display`], kept
//! up to date after everything that happens; its keys are the finger's:
//! a cursor-routing key over a square puts the finger there and touches
//! it (lifts the player's piece there, or places the piece in hand there),
//! and pressed again on the square just placed on announces the move, as
//! Enter does on the board; the line keys go a rank up and down, away from
//! the player and towards them; Return is Enter. The other keys are
//! BRLTTY's.
//!
//! `auto` (the default) takes a display when BRLTTY offers one and is
//! silent when none is there; `on` says why when none can be taken; `off`
//! never asks. A display that goes away is said once, and one that comes
//! (or comes back) later is taken up ([`Braille`]).

use std::time::{Duration, Instant};

use shakmaty::{Bitboard, Color, Position, Square};

use crate::braille::board_view::{MESSAGE_ROW, board_view, shows_board, square_under};
use crate::braille::brlapi::{Display, Key};
use crate::braille::display::{RankView, rank_view, square_at, status_cells};
use crate::braille::message::Messages;
use crate::braille::{Cell, louis};
use crate::frontend::driver::Said;
use crate::frontend::window::view::clock_face;
use crate::input::Action;
use crate::keymap::BoardAction;
use crate::notation::Lang;
use crate::rules::Millis;
use crate::rules::procedure::Stage;
use crate::rules::tactile::Direction;
use crate::rules::tactile::move_squares;
use crate::session::Session;

pub use crate::setting::BrailleUse;

/// The display taken, and what it shows.
pub struct BrailleLine {
    display: Display,
    shown: Vec<u8>,
    messages: Messages,
}

impl std::fmt::Debug for BrailleLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BrailleLine")
            .field("cells", &self.display.width())
            .finish_non_exhaustive()
    }
}

impl BrailleLine {
    /// The display `asked` for: `Ok(None)` when none is asked for or
    /// (with `auto`) none is there; `Err` with why, when `on` asked for
    /// one that cannot be taken.
    pub fn open(asked: BrailleUse) -> Result<Option<BrailleLine>, String> {
        match asked {
            BrailleUse::Off => Ok(None),
            BrailleUse::Auto => Ok(Display::open().ok().map(BrailleLine::new)),
            BrailleUse::On => Display::open()
                .map(|d| Some(BrailleLine::new(d)))
                .map_err(|e| e.to_string()),
        }
    }

    fn new(display: Display) -> BrailleLine {
        // Under the whole board where there is room, else in its place.
        let (width, height) = (display.width(), display.height());
        let rows = if shows_board(height) && height > MESSAGE_ROW {
            height - MESSAGE_ROW
        } else {
            height
        };
        let messages = Messages::new(width * rows.max(1));
        BrailleLine {
            display,
            shown: Vec::new(),
            messages,
        }
    }

    /// Shows `text` (one answer of tactus, in `lang`) in place of the board
    /// for its time.
    pub fn tell(&mut self, text: &str, lang: Lang, now: Instant) {
        self.messages.push(message_cells(text, lang), now);
    }

    /// The display's width in cells.
    pub fn cells(&self) -> usize {
        self.display.width()
    }

    /// The display's number of lines.
    pub fn lines(&self) -> usize {
        self.display.height()
    }

    /// Shows the message whose time it is, else the rank under the finger
    /// of `session` (on a display of eight rows or more the whole board,
    /// with the message under it when there is room), when what is shown
    /// changes. False when the display is gone (BRLTTY ended): then it is
    /// dropped.
    pub fn show(&mut self, session: &Session, now: Instant, clock_now: Millis) -> bool {
        let (width, height) = (self.display.width(), self.display.height());
        let message = self.messages.current(now);
        let tactile = session.tactile();
        let position = under_fingers(session);
        let last_move = session
            .game()
            .moves()
            .last()
            .and_then(move_squares)
            .map_or(Bitboard::EMPTY, |(from, to)| {
                from.map_or(Bitboard::EMPTY, Bitboard::from) | Bitboard::from(to)
            });
        let view = RankView {
            board: position.board(),
            turn: session.game().turn(),
            perspective: tactile.perspective(),
            cursor: tactile.cursor(),
            last_move,
            lang: session.settings().lang,
        };
        let status = status_of(session, clock_now);
        let cells = match (board_view(&view, width, height, &status), message) {
            (Some(mut board), Some(message)) if height > MESSAGE_ROW => {
                board[MESSAGE_ROW * width..].copy_from_slice(&message);
                board
            }
            (_, Some(message)) => message,
            (Some(board), None) => board,
            (None, None) => rank_view(&view, width, &status),
        };
        self.write(cells)
    }

    fn write(&mut self, line: Vec<u8>) -> bool {
        if line == self.shown {
            return true;
        }
        let written = self.display.write(&line).is_ok();
        self.shown = line;
        written
    }

    /// The actions of the keys pressed since the last call, in the
    /// position of `session`. False with them when the display is gone.
    /// The panning keys page through the messages; any other key brings
    /// the board back and does what it does on the board.
    pub fn keys(&mut self, session: &Session, now: Instant) -> (Vec<Action>, bool) {
        let mut actions = Vec::new();
        loop {
            match self.display.read_key() {
                Ok(Some(Key::PanLeft)) => drop(self.messages.back(now)),
                Ok(Some(Key::PanRight)) => drop(self.messages.forward(now)),
                Ok(Some(key)) => {
                    // Over a message too a routing key is the finger on the
                    // square under it: the rank the message covered.
                    self.messages.dismiss();
                    let board = shows_board(self.display.height());
                    let width = board.then(|| self.display.width());
                    actions.extend(actions_of(key, session, width));
                }
                Ok(None) => return (actions, true),
                Err(_) => return (actions, false),
            }
        }
    }
}

/// How often a display is looked for again while none is connected.
pub const RETRY: Duration = Duration::from_secs(2);
/// How often a connected display's keys are read.
pub const POLL: Duration = Duration::from_millis(40);

/// What happened to the display, for the player to be told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// A display of this many cells and lines is taken (at the start, or
    /// again after it went away).
    Taken {
        /// Cells per line.
        cells: usize,
        /// Lines: eight or more show the whole board.
        lines: usize,
    },
    /// None could be taken, asked for with `on`: BRLTTY's words why. Told
    /// once, not at each try.
    Missing(String),
    /// The display went away; the game goes on, and it is looked for
    /// again.
    Lost,
}

/// The display as the terminal keeps it: looked for at the start and
/// every [`RETRY`] while none is there, so one that comes (or comes back)
/// is taken up; its keys read and its rank shown while it is there.
#[derive(Debug)]
pub struct Braille {
    asked: BrailleUse,
    line: Option<BrailleLine>,
    /// When to look for a display next; `None` with `off`.
    next_try: Option<Instant>,
    /// Whether the player knows there is none (so it is not said again).
    told_missing: bool,
    /// How many lines had been said when the display last showed them.
    heard: u64,
    /// The `braille` setting as last seen.
    setting: BrailleUse,
}

impl Braille {
    /// A display as `asked` (by the command line, or the `braille`
    /// setting, which is `setting` now), looked for at the first
    /// [`Braille::keys`].
    pub fn new(asked: BrailleUse, setting: BrailleUse) -> Braille {
        Braille {
            asked,
            line: None,
            next_try: (asked != BrailleUse::Off).then(Instant::now),
            told_missing: false,
            heard: 0,
            setting,
        }
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

    /// How long the terminal may wait for input before [`Braille::keys`]
    /// is due; `None` when it is never due (`off`).
    pub fn due_in(&self, now: Instant) -> Option<Duration> {
        if self.line.is_some() {
            return Some(POLL);
        }
        self.next_try.map(|t| t.saturating_duration_since(now))
    }

    /// The display looked for when it is time to, then the actions of its
    /// keys pressed since the last call; with what the player is to be
    /// told.
    pub fn keys(&mut self, session: &Session, now: Instant) -> (Vec<Action>, Vec<News>) {
        let mut news = Vec::new();
        if self.line.is_none() && self.next_try.is_some_and(|t| t <= now) {
            self.next_try = Some(now + RETRY);
            match BrailleLine::open(self.asked) {
                Ok(Some(line)) => {
                    news.push(News::Taken {
                        cells: line.cells(),
                        lines: line.lines(),
                    });
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
        let (actions, alive) = line.keys(session, now);
        if !alive {
            news.extend(self.lose(now));
        }
        (actions, news)
    }

    /// The lines said since the display last showed them, shown on it as
    /// one message (one answer), if a display is there. While none is, the
    /// lines wait: a display that comes back shows the last of them.
    pub fn hear(&mut self, said: &Said, lang: Lang, now: Instant) {
        let Some(line) = self.line.as_mut() else {
            return;
        };
        let new = said.since(self.heard);
        self.heard = said.count();
        if !new.is_empty() {
            line.tell(&new.join(" "), lang, now);
        }
    }

    /// The lines said so far are not to be shown (the display shows what
    /// they say another way).
    pub fn pass_over(&mut self, said: &Said) {
        self.heard = said.count();
    }

    /// Shows the message whose time it is, or the rank under the finger of
    /// `session`, on the display, if one is there; [`News::Lost`] when it
    /// went away. `clock_now` is the game's time, for the clocks.
    pub fn show(&mut self, session: &Session, now: Instant, clock_now: Millis) -> Vec<News> {
        let shown = self
            .line
            .as_mut()
            .is_none_or(|line| line.show(session, now, clock_now));
        if shown { Vec::new() } else { self.lose(now) }
    }

    fn lose(&mut self, now: Instant) -> Vec<News> {
        self.line = None;
        self.told_missing = true;
        self.next_try = Some(now + RETRY);
        vec![News::Lost]
    }
}

/// What `key` does in `session`: see the [module documentation](self).
/// A routing key over a square puts the finger there and touches it: with
/// nothing lifted it lifts the player's own piece there (another square is
/// only pointed at); with a piece in hand it places it there; on the
/// square just placed on it announces the move.
/// `board` is the display's width when it shows the whole board (a routing
/// key's cell then counts over all its rows), `None` for the rank view.
fn actions_of(key: Key, session: &Session, board: Option<usize>) -> Vec<Action> {
    let tactile = session.tactile();
    let touch = Action::Board(BoardAction::LiftOrPlace);
    let enter = Action::Board(BoardAction::LiftPlaceOrAnnounce);
    match key {
        Key::Route(cell) => {
            let square = match board {
                Some(width) => square_under(cell, width, tactile.perspective()),
                None => square_at(cell, tactile.cursor().rank(), tactile.perspective()),
            };
            let Some(square) = square else {
                return Vec::new();
            };
            match session.procedure().stage() {
                Stage::Placed(_) | Stage::Made { .. } if square == tactile.cursor() => vec![enter],
                Stage::Idle => {
                    let position = session.game().position();
                    let own = position.board().color_at(square) == Some(position.turn());
                    let mut actions = point_at(square, tactile.cursor());
                    if own {
                        actions.push(touch);
                    }
                    actions
                }
                _ => {
                    let mut actions = point_at(square, tactile.cursor());
                    actions.push(touch);
                    actions
                }
            }
        }
        Key::LineUp => vec![Action::Board(BoardAction::Step(Direction::Up))],
        Key::LineDown => vec![Action::Board(BoardAction::Step(Direction::Down))],
        Key::Return => vec![enter],
        Key::PanLeft | Key::PanRight => Vec::new(),
    }
}

/// The finger put on `square`, unless it is there already (then the
/// square is not said twice).
fn point_at(square: Square, cursor: Square) -> Vec<Action> {
    if square == cursor {
        Vec::new()
    } else {
        vec![Action::PointAt(square)]
    }
}

/// The status cells of `session` at `clock_now`: the last move and both
/// clocks.
fn status_of(session: &Session, clock_now: Millis) -> Vec<u8> {
    let game = session.game();
    let last = game.ply_count().checked_sub(1).map(|i| game.san(i));
    let clock = session.clock();
    let clocks =
        [Color::White, Color::Black].map(|side| clock_face(clock.remaining(side, clock_now)));
    status_cells(last.as_ref(), clocks, session.settings().lang)
}

/// The position as the fingers feel it: with a piece placed (the move not
/// yet announced) it stands on its new square.
fn under_fingers(session: &Session) -> shakmaty::Chess {
    let mut position = session.game().position().clone();
    if let Stage::Placed(mv) = session.procedure().stage()
        && position.is_legal(*mv)
    {
        position.play_unchecked(*mv);
    }
    position
}

/// The cells of a message: the literary braille of `lang` (liblouis,
/// grade 1); where liblouis is missing, computer braille, letter by
/// letter (a sign it lacks left blank).
fn message_cells(text: &str, lang: Lang) -> Vec<u8> {
    match louis::translate(text, lang) {
        Ok(cells) => cells.into_iter().map(Cell::bits).collect(),
        Err(_) => text
            .chars()
            .map(|c| Cell::from_brf(c.to_ascii_uppercase()).map_or(0, Cell::bits))
            .collect(),
    }
}
