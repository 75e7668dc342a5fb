//! The board window's accessibility glue: it publishes the board as the
//! AccessKit tree of [`crate::access`] through `accesskit_winit`, so that a
//! screen reader (Orca over AT-SPI, NVDA, VoiceOver) reads the 64 squares,
//! follows the cursor, and can click a square as Enter does.
//!
//! The order matters and [`super::app`] keeps it: the window is created
//! invisible, the [`Adapter`] is made ([`Access::attach`]), then the window
//! is shown; every window event goes to [`Access::process_event`] first; the
//! adapter's own events come back through the event loop as
//! [`super::app::Wake::Access`] and are handled by [`Access::request`];
//! after each step of the session [`Access::publish`] sends what changed.
//!
//! Every utterance of a step is also put in the tree's live region (one
//! announcement a step, with a new serial), so that a player who chose
//! `--voice screen-reader` hears tactus through his own screen reader and
//! braille display, with tactus's own voice silent.

use accesskit::ActionRequest;
use accesskit_winit::{Adapter, WindowEvent as AccessEvent};
use winit::event::WindowEvent;
use winit::event_loop::{ActiveEventLoop, EventLoopProxy};
use winit::window::Window;

use super::app::Wake;
use super::render::Layout;
use super::settings::DialogView;
use super::view::BoardView;
use crate::access::{self, Announcement, BoardRect, CellRequest, CellWords};
use crate::event::Event;
use crate::notation::Lang;
use crate::session::Session;
use crate::speech::{Priority, phrase::Phrases};

/// The window title, which the tree's root is named after.
pub const TITLE: &str = "tactus: chess board";

/// The accessibility state of the window: the adapter once the window is
/// open, the last tree published and the latest announcement.
pub struct Access {
    proxy: EventLoopProxy<Wake>,
    adapter: Option<Adapter>,
    published: Option<access::BoardView>,
    announcement: Announcement,
}

/// What a screen reader asked the window to do, in board terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// The screen reader wants the whole tree: nothing for the session.
    Nothing,
    /// Move the cursor to this square (a focus request).
    Focus(shakmaty::Square),
    /// Move the cursor to this square and act as Enter (a click).
    Activate(shakmaty::Square),
}

impl Access {
    /// The glue, sending the adapter's events through `proxy`.
    pub fn new(proxy: EventLoopProxy<Wake>) -> Access {
        Access {
            proxy,
            adapter: None,
            published: None,
            announcement: Announcement::default(),
        }
    }

    /// Makes the adapter for `window`, which must not be visible yet; show it
    /// after this.
    pub fn attach(&mut self, el: &ActiveEventLoop, window: &Window) {
        self.adapter = Some(Adapter::with_event_loop_proxy(
            el,
            window,
            self.proxy.clone(),
        ));
    }

    /// Hands a window event to the adapter (focus, size): call first.
    pub fn process_event(&mut self, window: &Window, event: &WindowEvent) {
        if let Some(adapter) = &mut self.adapter {
            adapter.process_event(window, event);
        }
    }

    /// Handles an adapter event: answers a tree request at once with `view`,
    /// and returns what a screen reader asked of the board.
    pub fn request(&mut self, event: &AccessEvent, view: access::BoardView) -> Request {
        match event {
            AccessEvent::InitialTreeRequested => {
                let view = self.with_announcement(view);
                if let Some(adapter) = &mut self.adapter {
                    adapter.update_if_active(|| access::board_tree(&view, true));
                }
                self.published = Some(view);
                Request::Nothing
            }
            AccessEvent::ActionRequested(req) => request_of(req),
            AccessEvent::AccessibilityDeactivated => {
                self.published = None;
                Request::Nothing
            }
        }
    }

    /// Puts the utterances of `events` in the live region, one announcement
    /// with a new serial; nothing when they say nothing.
    pub fn announce(&mut self, events: &[Event], session: &Session) {
        let settings = session.settings();
        let phrases = Phrases::new(settings.style, settings.lang, false);
        let listener = session.listener();
        let mut text = Vec::new();
        let mut urgent = false;
        for event in events {
            let utterance = phrases.utterance(event, listener);
            let words = utterance.text.replace('\n', " ");
            if !words.trim().is_empty() {
                urgent |= utterance.priority == Priority::Now;
                text.push(words);
            }
        }
        if text.is_empty() {
            return;
        }
        self.announcement = Announcement {
            text: text.join(" "),
            serial: self.announcement.serial.wrapping_add(1),
            urgent,
        };
    }

    /// Sends the screen reader what changed since the last tree it got.
    pub fn publish(&mut self, view: access::BoardView) {
        let view = self.with_announcement(view);
        let Some(adapter) = &mut self.adapter else {
            return;
        };
        match &self.published {
            Some(previous) if *previous == view => return,
            Some(previous) if only_cursor_moved(previous, &view) => {
                let from = previous.cursor;
                adapter.update_if_active(|| access::update_for_cursor(&view, from));
            }
            Some(previous) => {
                adapter.update_if_active(|| access::board_update(previous, &view, true));
            }
            // No tree asked for yet: the first request gets it whole.
            None => return,
        }
        self.published = Some(view);
    }

    fn with_announcement(&self, mut view: access::BoardView) -> access::BoardView {
        view.announcement = self.announcement.clone();
        view
    }
}

fn only_cursor_moved(a: &access::BoardView, b: &access::BoardView) -> bool {
    a.cursor != b.cursor
        && access::BoardView {
            cursor: b.cursor,
            ..a.clone()
        } == *b
}

fn request_of(req: &ActionRequest) -> Request {
    match access::cell_request(req) {
        Some(CellRequest::Activate(square)) => Request::Activate(square),
        Some(CellRequest::Focus(square)) => Request::Focus(square),
        None => Request::Nothing,
    }
}

/// The screen reader's view of what the window shows, in a window of
/// `size` physical pixels at `zoom`.
pub fn tree_view(
    view: &BoardView,
    session: &Session,
    size: (u32, u32),
    zoom: f32,
) -> access::BoardView {
    let layout = Layout::new(size.0, size.1, zoom, view.cell(view.cursor));
    let rect = BoardRect {
        x: f64::from(layout.x0),
        y: f64::from(layout.y0),
        size: f64::from(layout.square) * 8.0,
    };
    let settings = session.settings();
    let mut tree = access::BoardView::new(view.board.clone(), view.perspective, view.cursor, rect);
    tree.lifted = view.lifted;
    tree.targets = view.targets.iter().copied().collect();
    tree.last_move = view.last_move.map(|(from, to)| (from.unwrap_or(to), to));
    tree.style = settings.style;
    tree.lang = settings.lang;
    tree.title = TITLE.to_owned();
    tree.board_label = board_label(settings.lang, view.perspective);
    tree.words = words(settings.lang);
    tree
}

/// The open settings dialog as the tree's dialog: a list of the settings
/// with the selected one focused.
pub fn dialog_tree(dialog: DialogView) -> access::DialogTree {
    access::DialogTree {
        label: dialog.title,
        items: dialog.rows,
        selected: dialog.selected,
    }
}

fn board_label(lang: Lang, side: shakmaty::Color) -> String {
    let white = side == shakmaty::Color::White;
    match (lang, white) {
        (Lang::En, true) => "Chessboard, White's side",
        (Lang::En, false) => "Chessboard, Black's side",
        (Lang::De, true) => "Schachbrett, Seite von Weiß",
        (Lang::De, false) => "Schachbrett, Seite von Schwarz",
        (Lang::Es, true) => "Tablero, lado de las blancas",
        (Lang::Es, false) => "Tablero, lado de las negras",
    }
    .to_owned()
}

fn words(lang: Lang) -> CellWords {
    let (lifted, target, last_move) = match lang {
        Lang::En => ("lifted", "legal move", "last move"),
        Lang::De => ("angehoben", "erlaubter Zug", "letzter Zug"),
        Lang::Es => ("levantada", "jugada legal", "última jugada"),
    };
    CellWords {
        lifted: lifted.to_owned(),
        target: target.to_owned(),
        last_move: last_move.to_owned(),
    }
}
