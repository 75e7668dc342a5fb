//! The board window's accessibility glue: it publishes the board as the
//! AccessKit tree of [`crate::access_tree`] through `accesskit_winit`, so that a
//! screen reader (Orca over AT-SPI, NVDA, VoiceOver) reads the 64 squares,
//! follows the cursor, and can click a square as Enter does.
//!
//! The order matters and [`super::app`] keeps it: the window is created
//! invisible, the [`Adapter`] is made ([`Access::attach`]), then the window
//! is shown; every window event goes to [`Access::process_event`] first; the
//! adapter's own events come back through the event loop as
//! [`super::wake::Wake::Access`] and are handled by [`Access::request`];
//! after each step of the session [`Access::publish`] sends what changed.
//!
//! Every utterance of a step is also announced (one announcement a step,
//! with a new serial), so that a player who chose `--voice screen-reader`
//! hears tactus through his own screen reader and braille display, with
//! tactus's own voice silent. The utterances are the driver's
//! ([`crate::app::driver::Driver::take_uttered`]): worded once, by the
//! phrase layer, the same words the voice says and the transcript keeps.
//! What the screen reader reads from the focus itself, the square the
//! cursor moved to, is left out ([`Uttered::beyond_focus`]): it would be
//! heard twice. The announcement goes by one
//! [`Channel`] only, the one the screen reader listens to
//! ([`super::listening`]): the live region, or the cursor cell's
//! description ([`descriptions`] says how and when).

use accesskit::ActionRequest;
use accesskit_winit::{Adapter, WindowEvent as AccessEvent};
use winit::event::WindowEvent;
use winit::event_loop::{ActiveEventLoop, EventLoopProxy};
use winit::window::Window;

use super::listening::Listening;
use super::render::Layout;
use super::view::BoardView;
use super::wake::Wake;
use crate::access_tree::{self, Announcement, BoardRect, CellRequest, CellWords, Channel};
use crate::notation::{Lang, format_message};
use crate::session::Session;
use crate::speech::{Priority, phrase::Uttered};

/// The window's title in the player's language, which the tree's root is
/// named after: "tactus: chess board", German "tactus: Schachbrett"; in
/// tournament mode one that says so, so that a sighted arbiter sees it.
pub fn title(lang: Lang, tournament: bool) -> String {
    let id = if tournament {
        "window-title-tournament"
    } else {
        "window-title"
    };
    format_message(lang, id, &[])
}

/// The accessibility state of the window: the adapter once the window is
/// open, the last tree published, the latest announcement and the channel
/// the screen reader listens to.
pub struct Access {
    proxy: EventLoopProxy<Wake>,
    adapter: Option<Adapter>,
    published: Option<access_tree::TreeView>,
    announcement: Announcement,
    /// The serial of the last announcement published.
    delivered: u64,
    /// Followed from the first tree request on.
    listening: Option<Listening>,
    /// What was said before the window opened, for the first tree.
    greeting: String,
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
            delivered: 0,
            listening: None,
            greeting: String::new(),
        }
    }

    /// Announces by `channel` always, instead of following the screen
    /// reader's registrations.
    pub fn with_channel(mut self, channel: Channel) -> Access {
        self.listening = Some(Listening::fixed(channel));
        self
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
    pub fn request(&mut self, event: &AccessEvent, view: access_tree::TreeView) -> Request {
        match event {
            AccessEvent::InitialTreeRequested => {
                // A screen reader is there: learn what it listens to.
                self.listening.get_or_insert_with(Listening::start);
                // What was announced before it came is not announced now,
                // but the words said before the window opened (the new
                // game, whose move it is) are the description of the cell
                // it focuses first, and read with it, whatever the channel.
                self.delivered = self.announcement.serial;
                let mut view = self.with_announcement(view);
                view.description = std::mem::take(&mut self.greeting);
                if let Some(adapter) = &mut self.adapter {
                    adapter.update_if_active(|| access_tree::board_tree(&view, true));
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

    /// Makes the driver's utterances of a step, `uttered`, the next
    /// announcement, with a new serial, leaving out what the screen reader
    /// reads from the focus on `cursor` ([`Uttered::beyond_focus`]);
    /// nothing when nothing is left.
    pub fn announce(&mut self, uttered: &[Uttered], cursor: shakmaty::Square) {
        let focus_moved = self.published.as_ref().is_some_and(|p| p.cursor != cursor);
        let (text, urgent) = words_of(uttered, focus_moved);
        self.announce_words(text, urgent);
    }

    /// Keeps what was said before the window opened, `uttered` (the
    /// events and the window's own sentences), for the screen reader's
    /// first tree.
    pub fn greet(&mut self, uttered: &[Uttered]) {
        let (words, _) = words_of(uttered, false);
        self.greeting = sentences(&words);
    }

    /// Makes `text`, a sentence of the window's own (the help, a gamepad
    /// connected), the next announcement.
    pub fn announce_text(&mut self, text: &str) {
        self.announce_words(vec![text.to_owned()], false);
    }

    fn announce_words(&mut self, text: Vec<String>, urgent: bool) {
        let text: Vec<String> = text.into_iter().filter(|t| !t.trim().is_empty()).collect();
        if text.is_empty() {
            return;
        }
        self.announcement = Announcement {
            text: sentences(&text),
            serial: self.announcement.serial.wrapping_add(1),
            urgent,
        };
    }

    /// The channel announcements go by now.
    pub fn channel(&self) -> Channel {
        self.listening
            .as_ref()
            .map_or(Channel::default(), Listening::channel)
    }

    /// Whether a screen reader follows the tree: it asked for it and has not
    /// let go. Until then there is nothing to send.
    pub fn followed(&self) -> bool {
        self.published.is_some()
    }

    /// Sends the screen reader what changed since the last tree it got,
    /// and a new announcement by the channel it listens to.
    pub fn publish(&mut self, view: access_tree::TreeView) {
        let mut view = self.with_announcement(view);
        let fresh = self.delivered != self.announcement.serial;
        self.delivered = self.announcement.serial;
        let focus_moved = self
            .published
            .as_ref()
            .is_some_and(|p| access_tree::focused(p) != access_tree::focused(&view));
        let kept = self
            .published
            .as_ref()
            .map_or(String::new(), |p| p.description.clone());
        let text = fresh.then_some(self.announcement.text.as_str());
        for description in descriptions(view.channel, &kept, text, focus_moved) {
            view.description = description;
            self.send(view.clone());
        }
    }

    fn send(&mut self, view: access_tree::TreeView) {
        let Some(adapter) = &mut self.adapter else {
            return;
        };
        match &self.published {
            Some(previous) if *previous == view => return,
            Some(previous) if only_cursor_moved(previous, &view) => {
                let from = previous.cursor;
                adapter.update_if_active(|| access_tree::update_for_cursor(&view, from));
            }
            Some(previous) => {
                adapter.update_if_active(|| access_tree::board_update(previous, &view, true));
            }
            // No tree asked for yet: the first request gets it whole.
            None => return,
        }
        self.published = Some(view);
    }

    fn with_announcement(&self, mut view: access_tree::TreeView) -> access_tree::TreeView {
        view.announcement = self.announcement.clone();
        view.channel = self.channel();
        view
    }
}

/// The lines of an announcement as the screen reader is to say them: one
/// line as it is, several (both clocks, a piece list, a line of each
/// event) each ended as a sentence, so that the synthesizer pauses
/// between them instead of running them together.
pub fn sentences(lines: &[String]) -> String {
    let lines: Vec<&str> = lines
        .iter()
        .flat_map(|l| l.lines())
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if lines.len() < 2 {
        return lines.concat();
    }
    let ended = |l: &str| l.ends_with(['.', '!', '?', ':', ';', '…']);
    lines
        .iter()
        .map(|l| {
            if ended(l) {
                (*l).to_owned()
            } else {
                format!("{l}.")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of the utterances `uttered` for the screen reader, with what
/// it reads from the focus left out when the focus moved with them
/// (`focus_moved`), and whether any left is urgent.
fn words_of(uttered: &[Uttered], focus_moved: bool) -> (Vec<String>, bool) {
    let mut text = Vec::new();
    let mut urgent = false;
    for said in uttered {
        let words = said.for_screen_reader(focus_moved);
        if !words.trim().is_empty() {
            urgent |= said.utterance.priority == Priority::Now;
            text.push(words.to_owned());
        }
    }
    (text, urgent)
}

/// The descriptions the cursor's cell gets in one step, an update each:
/// by the [`Channel::Description`], a new announcement (`text`) goes in an
/// update of its own after the one clearing the cell's last words (`kept`),
/// so that it is a change of the focused cell's description even when the
/// words are the same, which Orca 43 speaks; but when the focus moves in
/// this step it goes with the move, in one update: the change comes before
/// the focus and is passed over, and the screen reader reads the
/// description with the cell it focuses (were it set after the move, Orca
/// would say it twice). Otherwise the cell keeps its words until the
/// cursor leaves (not cleared at once, so that a reading of the focused
/// cell still finds them); the cell left behind loses them. By the
/// [`Channel::LiveRegion`] no announcement goes in a description; the
/// words the first tree put there are kept the same way.
pub fn descriptions(
    channel: Channel,
    kept: &str,
    text: Option<&str>,
    focus_moved: bool,
) -> Vec<String> {
    match (channel, text) {
        // Only the words of the first tree (see `Access::greet`) are kept.
        (Channel::LiveRegion, None) if !focus_moved => vec![kept.to_owned()],
        (Channel::LiveRegion, _) => vec![String::new()],
        (Channel::Description, None) if focus_moved => vec![String::new()],
        (Channel::Description, None) => vec![kept.to_owned()],
        (Channel::Description, Some(text)) if focus_moved => vec![text.to_owned()],
        (Channel::Description, Some(text)) => vec![String::new(), text.to_owned()],
    }
}

fn only_cursor_moved(a: &access_tree::TreeView, b: &access_tree::TreeView) -> bool {
    a.cursor != b.cursor
        && access_tree::TreeView {
            cursor: b.cursor,
            ..a.clone()
        } == *b
}

fn request_of(req: &ActionRequest) -> Request {
    match access_tree::cell_request(req) {
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
) -> access_tree::TreeView {
    let layout = Layout::new(size.0, size.1, zoom);
    let rect = BoardRect {
        x: f64::from(layout.x0),
        y: f64::from(layout.y0),
        size: f64::from(layout.square) * 8.0,
    };
    let settings = session.settings();
    let mut tree =
        access_tree::TreeView::new(view.board.clone(), view.perspective, view.cursor, rect);
    tree.lifted = view.lifted;
    tree.targets = view.targets.iter().copied().collect();
    tree.last_move = view.last_move.map(|(from, to)| (from.unwrap_or(to), to));
    tree.style = settings.style;
    tree.lang = settings.lang;
    tree.title = title(settings.lang, session.in_tournament());
    tree.board_label = board_label(settings.lang, view.perspective);
    tree.words = words(settings.lang);
    tree
}

/// The grid's name in `lang`: the board seen from `side`.
fn board_label(lang: Lang, side: shakmaty::Color) -> String {
    let side = side.fold_wb("white", "black");
    format_message(lang, "board-label", &[("side", side.into())])
}

/// What a cell adds to its square in `lang`: lifted, legal move, last move.
fn words(lang: Lang) -> CellWords {
    let word = |id| format_message(lang, id, &[]);
    CellWords {
        lifted: word("cell-lifted"),
        target: word("cell-legal-move"),
        last_move: word("cell-last-move"),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Board, Square};

    use super::*;
    use crate::event::Event;
    use crate::notation::Style;
    use crate::rules::tactile::{Feel, Outcome};
    use crate::speech::phrase::Phrases;
    use crate::speech::{Kind, Utterance};

    #[test]
    fn the_board_and_cell_words_come_from_the_locales_in_every_language() {
        use shakmaty::Color::{Black, White};
        let expected = [
            (
                Lang::En,
                "Chessboard, White's side",
                "Chessboard, Black's side",
            ),
            (
                Lang::De,
                "Schachbrett, Seite von Weiß",
                "Schachbrett, Seite von Schwarz",
            ),
            (
                Lang::Es,
                "Tablero, lado de las blancas",
                "Tablero, lado de las negras",
            ),
        ];
        for (lang, white, black) in expected {
            assert_eq!(board_label(lang, White), white);
            assert_eq!(board_label(lang, Black), black);
        }
        let cells = [
            (Lang::En, ["lifted", "legal move", "last move"]),
            (Lang::De, ["angehoben", "erlaubter Zug", "letzter Zug"]),
            (Lang::Es, ["levantada", "jugada legal", "última jugada"]),
        ];
        for (lang, [lifted, target, last_move]) in cells {
            let said = super::words(lang);
            assert_eq!(
                [said.lifted, said.target, said.last_move],
                [lifted, target, last_move]
            );
        }
    }

    fn cursor(outcome: Outcome) -> Event {
        Event::Cursor {
            feel: Feel::of(&Board::default(), Square::E4),
            outcome,
        }
    }

    /// An utterance the driver said, with words no event has, so that
    /// only taking it (not wording an event again) can announce them.
    fn said(priority: Priority, text: &str, beyond_focus: &str) -> Uttered {
        Uttered {
            utterance: Utterance {
                priority,
                kind: Kind::Info,
                text: text.to_owned(),
                moves: Vec::new(),
            },
            beyond_focus: beyond_focus.to_owned(),
        }
    }

    #[test]
    fn the_announcement_is_the_drivers_utterances_as_said() {
        let step = [
            said(Priority::Normal, "Said by the driver", "Said by the driver"),
            said(
                Priority::Now,
                "Refused\nfor a reason",
                "Refused\nfor a reason",
            ),
        ];
        let (words, urgent) = words_of(&step, false);
        assert_eq!(words, ["Said by the driver", "Refused\nfor a reason"]);
        assert!(urgent);
        assert_eq!(
            sentences(&words),
            "Said by the driver. Refused. for a reason."
        );
    }

    #[test]
    fn what_the_focus_says_is_left_out_only_when_it_moved() {
        let step = [
            said(Priority::Now, "g5, dark square, empty", ""),
            said(Priority::Normal, "White to move", "White to move"),
        ];
        let (words, urgent) = words_of(&step, true);
        assert_eq!(words, ["White to move"]);
        assert!(!urgent, "what is left out is not urgent");
        let (words, _) = words_of(&step, false);
        assert_eq!(words, ["g5, dark square, empty", "White to move"]);
    }

    #[test]
    fn the_words_of_an_event_are_the_phrase_layers_once() {
        // What the window announces of a move is what the voice says.
        let phrases = Phrases::new(Style::default(), Lang::De, false);
        let moved = cursor(Outcome::Moved(Square::E4));
        let step = [phrases.uttered(&moved, None)];
        assert_eq!(words_of(&step, true).0, Vec::<String>::new());
        assert_eq!(
            words_of(&step, false).0,
            [phrases.utterance(&moved, None).text]
        );
    }

    #[test]
    fn the_title_is_in_the_players_language() {
        assert_eq!(title(Lang::En, false), "tactus: chess board");
        assert_eq!(title(Lang::De, false), "tactus: Schachbrett");
        assert_eq!(title(Lang::Es, false), "tactus: tablero de ajedrez");
        assert_eq!(
            title(Lang::En, true),
            "tactus: chess board — tournament mode"
        );
        assert_eq!(title(Lang::De, true), "tactus: Schachbrett — Turniermodus");
        for lang in [Lang::En, Lang::De, Lang::Es] {
            // The root's name keeps "tactus" in front.
            assert!(title(lang, true).starts_with("tactus: "), "{lang:?}");
        }
    }

    #[test]
    fn the_lines_of_an_answer_are_said_as_sentences() {
        let lines = |ls: &[&str]| ls.iter().map(|l| (*l).to_owned()).collect::<Vec<_>>();
        assert_eq!(sentences(&lines(&["White: e4"])), "White: e4");
        assert_eq!(
            sentences(&lines(&["White: 4:59", "Black: 5:00"])),
            "White: 4:59. Black: 5:00."
        );
        assert_eq!(
            sentences(&lines(&["White: King e1\nQueen d1", "Check!"])),
            "White: King e1. Queen d1. Check!"
        );
        assert_eq!(sentences(&lines(&["", " "])), "");
    }

    #[test]
    fn by_the_live_region_no_announcement_is_described() {
        for moved in [false, true] {
            for kept in ["", "New game"] {
                assert_eq!(
                    descriptions(Channel::LiveRegion, kept, Some("White: e4"), moved),
                    [""]
                );
            }
        }
    }

    #[test]
    fn by_the_live_region_the_first_words_stay_until_the_cursor_leaves() {
        assert_eq!(
            descriptions(Channel::LiveRegion, "New game", None, false),
            ["New game"]
        );
        assert_eq!(
            descriptions(Channel::LiveRegion, "New game", None, true),
            [""]
        );
    }

    #[test]
    fn an_announcement_in_place_is_a_change_of_its_own_after_a_clearing() {
        assert_eq!(
            descriptions(Channel::Description, "Edge", Some("Edge"), false),
            ["", "Edge"]
        );
        assert_eq!(
            descriptions(Channel::Description, "", Some("White: e4"), false),
            ["", "White: e4"]
        );
    }

    #[test]
    fn an_announcement_with_a_focus_move_goes_with_the_move() {
        assert_eq!(
            descriptions(Channel::Description, "Edge", Some("e7 lifted"), true),
            ["e7 lifted"]
        );
    }

    #[test]
    fn the_words_stay_until_the_cursor_leaves() {
        assert_eq!(
            descriptions(Channel::Description, "White: e4", None, false),
            ["White: e4"]
        );
        assert_eq!(
            descriptions(Channel::Description, "White: e4", None, true),
            [""]
        );
    }
}
