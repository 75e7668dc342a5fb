//! The winit application: the window's state around the driver, what it
//! shows (pixels, the screen reader's tree, the title) after each step,
//! and the event loop, which sleeps until the next key, engine answer,
//! clock announcement or visible second.
//!
//! Its rooms: `keys` (a key or button to the board, the command line, the
//! window's own actions), `dialogs` (the settings dialog and the help
//! while open), `review` (review mode), `draw` (the pixels),
//! `screen_reader` (the accessibility tree and the announcements) and
//! `braille` (the braille display).
//!
//! While it waits the window costs next to nothing: it wakes when the shown
//! second changes (or the session, the engine or a gamepad poll asks), and
//! draws and sends to the screen only what [`redraw`] says changed, the
//! clock lines alone as time passes. A wake that changed nothing in the
//! session leaves the accessibility tree alone.
//!
//! Every event is worded once, by the driver (through the phrase layer):
//! the window announces the driver's utterances to the screen reader and
//! shows the lines it said. Its own words (a dialog's rows, review mode's
//! moves, the board's name) come from one [`Phrases`] it keeps for the
//! player's style and language, made again when they change.

use std::rc::Rc;
use std::time::Instant;

use ab_glyph::FontRef;
use tiny_skia::Pixmap;
use winit::application::ApplicationHandler;
use winit::dpi::LogicalSize;
use winit::event::{StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, ControlFlow};
use winit::keyboard::ModifiersState;
use winit::window::{Window, WindowId};

use super::access::{Access, title};
use super::editor::LineEditor;
use super::help_list::HelpList;
use super::open_error::OpenError;
use super::pad::{PadEffect, Pads};
use super::render::present::frame_log;
use super::review::Review;
use super::settings::SettingsDialog;
use super::theme::Theme;
use super::view::{BoardView, Frame, Redraw, redraw};
use super::wake::Wake;
use crate::app::braille_line::{Braille, BrailleUse};
use crate::app::driver::Driver;
use crate::gamepad::GamepadMap;
use crate::keymap::Keymap;
use crate::notation::Lang;
use crate::speech::phrase::Phrases;

mod braille;
mod dialogs;
mod draw;
mod hearing;
mod keys;
mod review;
mod screen_reader;

type Surface = softbuffer::Surface<Rc<Window>, Rc<Window>>;

/// The window's state around the driver.
pub struct App {
    driver: Driver,
    keymap: Keymap,
    font: FontRef<'static>,
    zoom: f32,
    modifiers: ModifiersState,
    window: Option<Rc<Window>>,
    surface: Option<Surface>,
    pixmap: Option<Pixmap>,
    /// What the pixmap shows.
    drawn: Option<Frame>,
    /// The window's inner size in pixels, as last reported (asking the
    /// window is a round trip to the X server).
    size: (u32, u32),
    /// Where the frames drawn are counted, in builds with debug assertions
    /// ([`super::render::present::FRAME_LOG`]).
    frame_log: Option<std::path::PathBuf>,
    /// The language and tournament mode the title is in now.
    titled: (Lang, bool),
    /// The window's own words in the player's style and language.
    phrases: Phrases,
    /// Set when the window could not be opened.
    pub failed: Option<OpenError>,
    /// The gamepads (see [`super::pad`]) and their map, for the help.
    pads: Pads,
    pad_map: GamepadMap,
    /// The screen reader's side, once [`App::set_access`] is called.
    access: Option<Access>,
    /// The command line, which takes every key while it is open.
    editor: LineEditor,
    /// The settings dialog, which takes every key while it is open.
    dialog: SettingsDialog,
    /// The help, a list that takes every key while it is open.
    help: HelpList,
    /// Review mode, which takes every key while it is open.
    review: Option<Review>,
    /// The player changed the speaker before the voices came: they are
    /// said when they come ([`App::poll_speakers`]).
    awaiting_speakers: bool,
    /// The braille display ([`braille`]), off unless asked for.
    braille: Braille,
    /// The microphone (`--listen`), held with V ([`hearing`]).
    hearing: hearing::Listening,
}

impl App {
    /// A window front end around `driver`, in the colours of its settings'
    /// theme. The driver keeps what it says for the screen reader from now
    /// on ([`Driver::keep_uttered`]).
    pub fn new(mut driver: Driver, keymap: Keymap, font: FontRef<'static>) -> App {
        driver.keep_uttered();
        let settings = *driver.session().settings();
        App {
            titled: (settings.lang, driver.session().in_tournament()),
            phrases: Phrases::new(settings.style, settings.lang, false),
            driver,
            keymap,
            font,
            zoom: 1.0,
            modifiers: ModifiersState::empty(),
            window: None,
            surface: None,
            pixmap: None,
            drawn: None,
            size: (1, 1),
            frame_log: frame_log(),
            failed: None,
            pads: Pads::none(),
            pad_map: GamepadMap::default(),
            access: None,
            editor: LineEditor::default(),
            dialog: SettingsDialog::default(),
            help: HelpList::default(),
            review: None,
            awaiting_speakers: false,
            braille: Braille::new(BrailleUse::Off, BrailleUse::Off, |_| 0),
            hearing: hearing::Listening::default(),
        }
    }

    /// The window for a player whose screen reader speaks for tactus
    /// (`--voice screen-reader`), when `screen_reader`.
    pub fn with_screen_reader(mut self, screen_reader: bool) -> App {
        self.dialog = SettingsDialog::for_screen_reader(screen_reader);
        self
    }

    /// The window with gamepads read from `pads`, bound by `map`.
    pub fn with_pads(mut self, pads: Pads, map: GamepadMap) -> App {
        self.pads = pads;
        self.pad_map = map;
        self
    }

    /// Reads the gamepads: their actions go the way of a key's, their
    /// connections and losses are said.
    fn poll_pads(&mut self, el: &ActiveEventLoop) {
        let lang = self.driver.session().settings().lang;
        for output in self.pads.poll(self.driver.now()) {
            match super::pad::effect(&output, lang) {
                PadEffect::Act(action) => self.act(action, el),
                PadEffect::Say(text) => self.say_text(&text, el),
                PadEffect::Listen(held) => self.listen(held, el),
            }
        }
    }

    /// The driver, to shut down after the loop.
    pub fn driver(&mut self) -> &mut Driver {
        &mut self.driver
    }

    fn open(&mut self, el: &ActiveEventLoop) -> Result<(), OpenError> {
        let (lang, tournament) = self.titled;
        let attributes = Window::default_attributes()
            .with_title(title(lang, tournament))
            .with_visible(false)
            .with_inner_size(LogicalSize::new(1000.0, 700.0))
            .with_min_inner_size(LogicalSize::new(200.0, 150.0));
        let window = Rc::new(el.create_window(attributes)?);
        // The adapter must exist before the window is first shown.
        if let Some(access) = &mut self.access {
            access.attach(el, &window);
        }
        window.set_visible(true);
        let size = window.inner_size();
        self.size = (size.width, size.height);
        let context = softbuffer::Context::new(window.clone())?;
        let surface = Surface::new(&context, window.clone())?;
        self.window = Some(window);
        self.surface = Some(surface);
        Ok(())
    }

    /// Says a sentence of the window's own (the help, a gamepad connected)
    /// through the voice and to the screen reader.
    fn say_text(&mut self, text: &str, el: &ActiveEventLoop) {
        self.driver.say_text(text);
        self.show(el);
    }

    /// The screen reader's words and the pixels for what the driver has
    /// said and sounded since the last time.
    fn show(&mut self, el: &ActiveEventLoop) {
        self.follow_words();
        self.publish_access();
        if self.driver.has_left() {
            el.exit();
        }
        self.refresh();
    }

    /// Makes the window's own words again when the player's style or
    /// language changed.
    fn follow_words(&mut self) {
        let settings = self.driver.session().settings();
        if (settings.style, settings.lang) != (self.phrases.style, self.phrases.lang) {
            self.phrases = Phrases::new(settings.style, settings.lang, false);
        }
    }

    /// What the window would show now.
    fn frame(&self) -> Frame {
        // The recent answers stay readable, not only the last line.
        let mut said = self.driver.recent_said().join("\n");
        if self.hearing.held() {
            // The panel shows that the microphone listens.
            let lang = self.driver.session().settings().lang;
            let marker = crate::notation::format_message(lang, "window-listening", &[]);
            said = format!("{marker}\n{said}");
        }
        let mut view = self.shown(&said);
        // The arbiter's code is typed unseen: a dot per character.
        let secret = self.driver.session().awaits_arbiter_code();
        view.command_line = self.editor.line().map(|l| {
            if secret {
                "•".repeat(l.chars().count())
            } else {
                l.to_owned()
            }
        });
        let settings = *self.driver.session().settings();
        Frame {
            view,
            dialog: self
                .dialog
                .shown(&settings, &self.phrases)
                .or_else(|| self.help.shown()),
            zoom: self.zoom,
            theme: Theme::of(settings.theme).name,
            size: self.size,
        }
    }

    /// The board as shown now, with `said` under the clocks: in review the
    /// position reviewed.
    fn shown(&self, said: &str) -> BoardView {
        let session = self.driver.session();
        let mut view = BoardView::of(session, self.driver.now(), said);
        if let Some(review) = &self.review {
            review.show(&mut view, session.game(), session.settings().lang);
            // Tournament mode describes no position, in review neither.
            if session.in_tournament() && !session.game().is_over() {
                view.board = shakmaty::Board::empty();
            }
        }
        view
    }

    /// Asks for a redraw if anything shown changed since the last one, and
    /// titles the window again when its language or tournament mode did.
    fn refresh(&mut self) {
        self.follow_words();
        let Some(window) = &self.window else {
            return;
        };
        // The title is in the player's language, and a sighted arbiter
        // sees tournament mode in it.
        let titled = (
            self.driver.session().settings().lang,
            self.driver.session().in_tournament(),
        );
        if titled != self.titled {
            self.titled = titled;
            window.set_title(&title(titled.0, titled.1));
        }
        if redraw(self.drawn.as_ref(), &self.frame()) != Redraw::Nothing {
            window.request_redraw();
        }
    }
}

impl ApplicationHandler<Wake> for App {
    fn resumed(&mut self, el: &ActiveEventLoop) {
        if self.window.is_some() {
            return;
        }
        if let Err(e) = self.open(el) {
            self.failed = Some(e);
            el.exit();
        }
    }

    fn new_events(&mut self, el: &ActiveEventLoop, cause: StartCause) {
        if let StartCause::ResumeTimeReached { .. } = cause {
            let events = self.driver.tick();
            if events.is_empty() {
                // Only time passed: at most a clock face changed.
                self.refresh();
            } else {
                self.show(el);
            }
        }
    }

    fn user_event(&mut self, el: &ActiveEventLoop, wake: Wake) {
        match wake {
            Wake::Engine => {
                let events = self.driver.poll_engine();
                if events.is_empty() {
                    // A line of the engine's search: nothing shown changed.
                    self.refresh();
                    return;
                }
            }
            Wake::Access(event) => self.access_event(&event.window_event),
            Wake::Heard(hearing) => return self.heard(hearing, el),
        }
        self.show(el);
    }

    fn window_event(&mut self, el: &ActiveEventLoop, _id: WindowId, event: WindowEvent) {
        if let (Some(access), Some(window)) = (&mut self.access, &self.window) {
            access.process_event(window, &event);
        }
        match event {
            WindowEvent::CloseRequested => el.exit(),
            WindowEvent::ModifiersChanged(m) => self.modifiers = m.state(),
            // V's release is not told to a window that lost the focus.
            WindowEvent::Focused(false) => self.listen(false, el),
            WindowEvent::KeyboardInput { event, .. } if self.listen_key(&event, el) => {}
            WindowEvent::KeyboardInput { event, .. } => self.key(&event, el),
            WindowEvent::Resized(size) => {
                self.size = (size.width, size.height);
                self.publish_access();
                self.refresh();
            }
            WindowEvent::ScaleFactorChanged { .. } => {
                if let Some(w) = &self.window {
                    let size = w.inner_size();
                    self.size = (size.width, size.height);
                }
                self.publish_access();
                self.refresh();
            }
            WindowEvent::RedrawRequested => self.redraw(),
            _ => {}
        }
    }

    fn about_to_wait(&mut self, el: &ActiveEventLoop) {
        self.poll_pads(el);
        if self.driver.speakers_pending() {
            self.poll_speakers(el);
        }
        let events = self.driver.drive_engine();
        if !events.is_empty() {
            self.show(el);
        }
        self.follow_braille(el);
        let mut wait = self.driver.timeout();
        if let Some(due) = self.braille_due() {
            wait = wait.min(due);
        }
        if let Some(second) = self.next_second() {
            wait = wait.min(second);
        }
        if let Some(pad) = self.pads.wait(self.driver.now()) {
            wait = wait.min(pad);
        }
        el.set_control_flow(ControlFlow::WaitUntil(Instant::now() + wait));
    }
}
