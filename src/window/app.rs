//! The winit application: keys to board actions to the session, events to
//! speech, earcons and pixels, and a loop that sleeps until the next key,
//! engine answer, clock announcement or visible second.
//!
//! While it waits the window costs next to nothing: it wakes when the shown
//! second changes (or the session, the engine or a gamepad poll asks), and
//! draws and sends to the screen only what [`redraw`] says changed, the
//! clock lines alone as time passes. A wake that changed nothing in the
//! session leaves the accessibility tree alone.

use std::num::NonZeroU32;
use std::rc::Rc;
use std::time::{Duration, Instant};

use ab_glyph::FontRef;
use tiny_skia::{IntRect, Pixmap};
use winit::application::ApplicationHandler;
use winit::dpi::LogicalSize;
use winit::event::{ElementState, KeyEvent, StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, ControlFlow};
use winit::keyboard::{Key, ModifiersState, NamedKey};
use winit::window::{Fullscreen, Window, WindowId};

use super::access::Access;
use super::editor::{EditKey, Edited, LineEditor};
use super::help_list::{HelpKey, HelpList, HelpStep};
use super::pad::{PadEffect, Pads};
use super::render::present::{copy, frame_log, log_frame};
use super::render::{render, render_clocks, render_dialog, render_panel, step_zoom};
use super::review::{Review, Step};
use super::settings::{DialogStep, SettingsDialog, key_of, key_of_action};
use super::theme::Theme;
use super::view::{BoardView, Frame, Redraw, redraw};
use super::wake::Wake;
use crate::event::{Event, SettingName};
use crate::app::braille_line::{Braille, BrailleUse};
use crate::app::driver::{Choice, Driver, Speakers};
use crate::gamepad::GamepadMap;
use crate::input::Action;
use crate::keymap::{BoardAction, KeyAction, Keymap, WindowAction};
use crate::notation::format_message;
use crate::speech::phrase::Phrases;

mod braille;
mod screen_reader;

type Surface = softbuffer::Surface<Rc<Window>, Rc<Window>>;

/// The zoom said in `lang`: "Zoom 150 percent.", and when it is the
/// `largest` the window allows, that it goes no further.
fn zoom_words(zoom: f32, largest: bool, lang: crate::notation::Lang) -> String {
    let percent = (zoom * 100.0).round() as u32;
    let id = if largest {
        "window-zoom-largest"
    } else {
        "window-zoom"
    };
    crate::notation::format_message(lang, id, &[("percent", percent.into())])
}

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
    /// Whether the title says tournament mode now.
    titled_tournament: bool,
    /// Set when the window could not be opened.
    pub failed: Option<String>,
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
}

impl App {
    /// A window front end around `driver`, in the colours of its settings'
    /// theme.
    pub fn new(driver: Driver, keymap: Keymap, font: FontRef<'static>) -> App {
        App {
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
            titled_tournament: false,
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
            }
        }
    }

    /// The driver, to shut down after the loop.
    pub fn driver(&mut self) -> &mut Driver {
        &mut self.driver
    }

    fn open(&mut self, el: &ActiveEventLoop) -> Result<(), String> {
        let attributes = Window::default_attributes()
            .with_title(super::access::TITLE)
            .with_visible(false)
            .with_inner_size(LogicalSize::new(1000.0, 700.0))
            .with_min_inner_size(LogicalSize::new(200.0, 150.0));
        let window = Rc::new(el.create_window(attributes).map_err(|e| e.to_string())?);
        // The adapter must exist before the window is first shown.
        if let Some(access) = &mut self.access {
            access.attach(el, &window);
        }
        window.set_visible(true);
        let size = window.inner_size();
        self.size = (size.width, size.height);
        let context = softbuffer::Context::new(window.clone()).map_err(|e| e.to_string())?;
        let surface = Surface::new(&context, window.clone()).map_err(|e| e.to_string())?;
        self.window = Some(window);
        self.surface = Some(surface);
        Ok(())
    }

    /// Says a sentence of the window's own (the help, a gamepad connected)
    /// through the voice and to the screen reader.
    fn say_text(&mut self, text: &str, el: &ActiveEventLoop) {
        self.driver.say_text(text);
        if let Some(access) = &mut self.access {
            access.announce_text(text);
        }
        self.show(&[], el);
    }

    /// The screen reader's words and the pixels for events already said
    /// and sounded by the driver.
    fn show(&mut self, events: &[Event], el: &ActiveEventLoop) {
        self.publish_access(events);
        let news = self.driver.take_news();
        if !news.is_empty() {
            self.publish_access(&news);
        }
        if self.driver.has_left() {
            el.exit();
        }
        self.refresh();
    }

    /// What the window would show now.
    fn frame(&self) -> Frame {
        // The recent answers stay readable, not only the last line.
        let mut view = self.shown(&self.driver.recent_said().join("\n"));
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
            dialog: self.dialog.shown(&settings).or_else(|| self.help.shown()),
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
            review.show(&mut view, session.game());
            // Tournament mode describes no position, in review neither.
            if session.in_tournament() && !session.game().is_over() {
                view.board = shakmaty::Board::empty();
            }
        }
        view
    }

    /// Asks for a redraw if anything shown changed since the last one.
    fn refresh(&mut self) {
        let Some(window) = &self.window else {
            return;
        };
        // A sighted arbiter sees tournament mode in the title.
        let tournament = self.driver.session().in_tournament();
        if tournament != self.titled_tournament {
            self.titled_tournament = tournament;
            let lang = self.driver.session().settings().lang;
            window.set_title(&super::access::title(lang, tournament));
        }
        if redraw(self.drawn.as_ref(), &self.frame()) != Redraw::Nothing {
            window.request_redraw();
        }
    }

    fn key(&mut self, event: &KeyEvent, el: &ActiveEventLoop) {
        if event.state != ElementState::Pressed {
            return;
        }
        let action = self.bound(event);
        if self.driver.offer_pending()
            && !self.editor.is_open()
            && !self.help.is_open()
            && self.answer_offer(event, action, el)
        {
            return;
        }
        if self.help.is_open() {
            let opens = action == Some(WindowAction::Help.into());
            let chord = super::keys::chord_of(event.physical_key, self.modifiers);
            let key = super::help_list::key_of(&event.logical_key, chord, opens);
            self.in_help(key, el);
            return;
        }
        if self.dialog.is_open() {
            let opens = action == Some(WindowAction::Settings.into());
            let key = key_of(&event.logical_key, self.modifiers.shift_key(), opens);
            self.in_dialog(key, el);
            return;
        }
        if self.review.is_some() {
            // A modifier pressed on its way to a chord is no key of its own.
            if !matches!(
                event.logical_key,
                Key::Named(NamedKey::Shift | NamedKey::Control | NamedKey::Alt | NamedKey::Super)
            ) {
                self.in_review(action, el);
            }
            return;
        }
        if self.editor.is_open() {
            self.edit(event, el);
            return;
        }
        if let Some(action) = action {
            self.act(action, el);
        }
    }

    /// A key or button in review mode: a step through the game, said.
    fn in_review(&mut self, action: Option<KeyAction>, el: &ActiveEventLoop) {
        let Some(review) = &self.review else {
            return;
        };
        let settings = *self.driver.session().settings();
        let phrases = Phrases::new(settings.style, settings.lang, false);
        let stepped = review.step(
            Step::of(action),
            self.driver.session().game(),
            &phrases,
            settings.lang,
        );
        self.review = stepped.review;
        self.say_text(&stepped.said, el);
    }

    /// A key while the start's question waits (an unfinished game is
    /// saved): R or Enter resumes it, N begins a new game, a modifier alone
    /// does nothing, quitting, help and the command line work as always,
    /// and any other key asks again. Returns whether the key was taken.
    fn answer_offer(
        &mut self,
        event: &KeyEvent,
        action: Option<KeyAction>,
        el: &ActiveEventLoop,
    ) -> bool {
        let events = match &event.logical_key {
            Key::Named(NamedKey::Shift | NamedKey::Control | NamedKey::Alt | NamedKey::Super) => {
                return true;
            }
            _ if matches!(
                action,
                Some(
                    KeyAction::Board(BoardAction::Quit)
                        | KeyAction::Window(WindowAction::Help | WindowAction::CommandLine)
                )
            ) =>
            {
                return false;
            }
            Key::Character(c) if c.eq_ignore_ascii_case("r") && !self.modifiers.control_key() => {
                self.driver.choose(Choice::Resume)
            }
            Key::Named(NamedKey::Enter) => self.driver.choose(Choice::Resume),
            Key::Character(c) if c.eq_ignore_ascii_case("n") && !self.modifiers.control_key() => {
                self.driver.choose(Choice::New)
            }
            _ => self.driver.repeat_offer(true),
        };
        self.show(&events, el);
        true
    }

    /// The board action the key map binds to the key with the modifiers
    /// held now.
    fn bound(&self, event: &KeyEvent) -> Option<KeyAction> {
        let chord = super::keys::chord_of(event.physical_key, self.modifiers)?;
        self.keymap.lookup(&chord)
    }

    /// A key for the open command line: Enter runs the line as a `tactus
    /// tty` line (its answer is said), Escape closes it, the rest edits it.
    fn edit(&mut self, event: &KeyEvent, el: &ActiveEventLoop) {
        let m = self.modifiers;
        let key = match &event.logical_key {
            Key::Named(NamedKey::Enter) => EditKey::Enter,
            Key::Named(NamedKey::Escape) => EditKey::Escape,
            Key::Named(NamedKey::Backspace) => EditKey::Backspace,
            _ if m.control_key() || m.alt_key() => EditKey::Other,
            _ => match &event.text {
                Some(text) => EditKey::Text(text.to_string()),
                None => EditKey::Other,
            },
        };
        let events = match self.editor.key(key) {
            Edited::Run(line) => self.driver.run_line(&line),
            Edited::Changed | Edited::Closed => Vec::new(),
        };
        self.show(&events, el);
    }

    /// A key for the open settings dialog: a move is said, a change made
    /// (and said) by the session, a close said.
    fn in_dialog(&mut self, key: super::settings::DialogKey, el: &ActiveEventLoop) {
        // The voices are asked of the synthesizer in the background (it
        // can take seconds): until they come the keys go on working.
        let settings = *self.driver.session().settings();
        if self.dialog.needs_speakers(key, &settings) {
            let said = match self.driver.speakers_now() {
                Speakers::Ready(names) => {
                    self.dialog.set_speakers(names, &settings);
                    None
                }
                Speakers::Pending => {
                    self.awaiting_speakers = true;
                    Some(format_message(
                        settings.lang,
                        "settings-voices-looking",
                        &[],
                    ))
                }
                Speakers::Failed(why) => Some(format_message(
                    settings.lang,
                    "voices-unavailable",
                    &[("why", why.into())],
                )),
            };
            if let Some(said) = said {
                self.say_text(&said, el);
                return;
            }
        }
        let settings = *self.driver.session().settings();
        let before = self.dialog.selected();
        let events = match self.dialog.key(key, &settings) {
            // Another setting: the screen reader reads the one it focuses.
            DialogStep::Say(text) if self.dialog.selected() != before => {
                self.driver.say_text(&text);
                // On the speaker's row the voices are asked for at once.
                if self.dialog.selected() == Some(SettingName::Speaker)
                    && self.dialog.lacks_speakers(&settings)
                    && let Speakers::Ready(names) = self.driver.speakers_now()
                {
                    self.dialog.set_speakers(names, &settings);
                }
                Vec::new()
            }
            // The value again at an end, the closing: the focus stays, or
            // goes back to the board, so it is told.
            DialogStep::Say(text) | DialogStep::Closed(text) => {
                self.say_text(&text, el);
                return;
            }
            DialogStep::Change(value) => self.driver.dispatch(Action::Setting(value)),
            DialogStep::Nothing => return,
        };
        self.show(&events, el);
    }

    /// The voices, if the synthesizer answered: the speaker's row gets
    /// them, and a player who asked for them hears how many came (or why
    /// none).
    fn poll_speakers(&mut self, el: &ActiveEventLoop) {
        let settings = *self.driver.session().settings();
        let said = match self.driver.speakers_now() {
            Speakers::Pending => return,
            Speakers::Ready(names) => {
                let count = names.len();
                self.dialog.set_speakers(names, &settings);
                format_message(
                    settings.lang,
                    "settings-voices-found",
                    &[("count", count.into())],
                )
            }
            Speakers::Failed(why) => {
                format_message(settings.lang, "voices-unavailable", &[("why", why.into())])
            }
        };
        if std::mem::take(&mut self.awaiting_speakers)
            && self.dialog.selected() == Some(SettingName::Speaker)
        {
            self.say_text(&said, el);
        }
    }

    /// A key for the open help: a move to another item is said by the
    /// voice (a screen reader reads the item it focuses); what a key does,
    /// an end of the list and the closing are said to both.
    fn in_help(&mut self, key: HelpKey, el: &ActiveEventLoop) {
        match self.help.key(key, &self.keymap) {
            HelpStep::Moved(text) => {
                self.driver.say_text(&text);
                self.show(&[], el);
            }
            HelpStep::Say(text) | HelpStep::Closed(text) => self.say_text(&text, el),
            HelpStep::Nothing => {}
        }
    }

    /// Carries out what a key or a gamepad button is bound to: the
    /// window's own actions here, the board's in the session.
    fn act(&mut self, action: KeyAction, el: &ActiveEventLoop) {
        if self.dialog.is_open() {
            // A gamepad's button: the dialog takes it.
            self.in_dialog(key_of_action(action), el);
            return;
        }
        if self.help.is_open() {
            self.in_help(super::help_list::key_of_action(action), el);
            return;
        }
        if self.review.is_some() {
            self.in_review(Some(action), el);
            return;
        }
        match action {
            KeyAction::Window(window) => self.window_action(window, el),
            KeyAction::Board(board) => {
                let events = self.driver.dispatch(Action::Board(board));
                self.show(&events, el);
            }
        }
    }

    /// The window's own actions: the help, the settings, the command line,
    /// zoom and full screen. The game is not touched.
    fn window_action(&mut self, action: WindowAction, el: &ActiveEventLoop) {
        let lang = self.driver.session().settings().lang;
        match action {
            WindowAction::Settings => {
                let settings = *self.driver.session().settings();
                let said = self.dialog.open(&settings);
                self.driver.say_text(&said);
                // The screen reader reads the setting it focuses by itself.
                if let Some(access) = &mut self.access {
                    access.announce_text(&SettingsDialog::instructions(&settings));
                }
            }
            WindowAction::Help => {
                let said = self.help.open(&self.keymap, &self.pad_map, lang);
                self.driver.say_text(&said);
                // The screen reader reads the item it focuses by itself.
                let instructions = self.help.instructions();
                if let Some(access) = &mut self.access {
                    access.announce_text(&instructions);
                }
            }
            WindowAction::CommandLine => {
                // Only its opening is said; the typed characters are not.
                self.editor.open();
                let opened = super::help::describe(KeyAction::Window(action), lang);
                self.say_text(&opened, el);
                return;
            }
            WindowAction::ZoomIn | WindowAction::ZoomOut => {
                let inward = action == WindowAction::ZoomIn;
                let (zoom, largest) = step_zoom(self.zoom, inward, self.size.0, self.size.1);
                self.zoom = zoom;
                // Said at the end of the range too: the player learns that
                // it goes no further.
                let words = zoom_words(zoom, largest && inward, lang);
                self.say_text(&words, el);
                return;
            }
            WindowAction::Review => {
                let settings = *self.driver.session().settings();
                let phrases = Phrases::new(settings.style, lang, false);
                let judged = self.driver.kept_engine_review();
                let game = self.driver.session().game();
                let opened = Review::open(game, judged, settings.style, &phrases, lang);
                self.review = opened.review;
                self.say_text(&opened.said, el);
                return;
            }
            WindowAction::FullScreen => {
                if let Some(w) = &self.window {
                    let full = w.fullscreen().is_some();
                    w.set_fullscreen((!full).then_some(Fullscreen::Borderless(None)));
                }
            }
            // The clock window's buttons: nothing on the board.
            WindowAction::ClockLeft | WindowAction::ClockRight => return,
        }
        self.show(&[], el);
    }

    /// Draws what changed since the last frame (all of it after a resize)
    /// and sends that part to the screen; with nothing changed (the window
    /// was uncovered) sends the picture as it is.
    fn redraw(&mut self) {
        let frame = self.frame();
        let (Some(surface), Some(w), Some(h)) = (
            &mut self.surface,
            NonZeroU32::new(frame.size.0),
            NonZeroU32::new(frame.size.1),
        ) else {
            return;
        };
        if surface.resize(w, h).is_err() {
            return;
        }
        let fits = self
            .pixmap
            .as_ref()
            .is_some_and(|p| p.width() == w.get() && p.height() == h.get());
        if !fits {
            self.pixmap = Pixmap::new(w.get(), h.get());
            self.drawn = None;
        }
        let Some(pixmap) = self.pixmap.as_mut() else {
            return;
        };
        let theme = Theme::of(self.driver.session().settings().theme);
        let (view, zoom) = (&frame.view, frame.zoom);
        let how = redraw(self.drawn.as_ref(), &frame);
        let whole = IntRect::from_xywh(0, 0, w.get(), h.get());
        let drawn = match how {
            Redraw::Whole => {
                render(pixmap, view, &theme, &self.font, zoom);
                if let Some(dialog) = &frame.dialog {
                    render_dialog(pixmap, dialog, view, &theme, &self.font, zoom);
                }
                whole
            }
            Redraw::Panel => {
                let drawn = render_panel(pixmap, view, &theme, &self.font, zoom);
                // While a clock runs the dialog stands in the panel.
                if let (Some(dialog), Some(_)) = (&frame.dialog, view.running) {
                    render_dialog(pixmap, dialog, view, &theme, &self.font, zoom);
                }
                drawn
            }
            Redraw::Clocks => render_clocks(pixmap, view, &theme, &self.font, zoom),
            Redraw::Nothing => whole,
        };
        if let Some(log) = &self.frame_log {
            log_frame(log, how, view);
        }
        self.drawn = Some(frame);
        let Some(drawn) = drawn else {
            return;
        };
        let Ok(mut buffer) = surface.buffer_mut() else {
            return;
        };
        // A buffer that holds the last picture needs only the part drawn.
        let part = if buffer.age() == 0 {
            whole
        } else {
            Some(drawn)
        };
        let Some(part) = part else {
            return;
        };
        copy(pixmap, &mut buffer, part);
        let damage = softbuffer::Rect {
            x: part.x() as u32,
            y: part.y() as u32,
            width: NonZeroU32::new(part.width()).unwrap_or(NonZeroU32::MIN),
            height: NonZeroU32::new(part.height()).unwrap_or(NonZeroU32::MIN),
        };
        let _ = buffer.present_with_damage(&[damage]);
    }

    /// How long until the clock face shows another second.
    fn next_second(&self) -> Option<Duration> {
        let clock = self.driver.session().clock();
        let side = clock.running()?;
        let left = clock.remaining(side, self.driver.now());
        (left > 0).then(|| Duration::from_millis(left % 1000 + 1))
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
                self.show(&events, el);
            }
        }
    }

    fn user_event(&mut self, el: &ActiveEventLoop, wake: Wake) {
        let events = match wake {
            Wake::Engine => {
                let events = self.driver.poll_engine();
                if events.is_empty() {
                    // A line of the engine's search: nothing shown changed.
                    self.refresh();
                    return;
                }
                events
            }
            Wake::Access(event) => self.access_event(&event.window_event),
        };
        self.show(&events, el);
    }

    fn window_event(&mut self, el: &ActiveEventLoop, _id: WindowId, event: WindowEvent) {
        if let (Some(access), Some(window)) = (&mut self.access, &self.window) {
            access.process_event(window, &event);
        }
        match event {
            WindowEvent::CloseRequested => el.exit(),
            WindowEvent::ModifiersChanged(m) => self.modifiers = m.state(),
            WindowEvent::KeyboardInput { event, .. } => self.key(&event, el),
            WindowEvent::Resized(size) => {
                self.size = (size.width, size.height);
                self.publish_access(&[]);
                self.refresh();
            }
            WindowEvent::ScaleFactorChanged { .. } => {
                if let Some(w) = &self.window {
                    let size = w.inner_size();
                    self.size = (size.width, size.height);
                }
                self.publish_access(&[]);
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
            self.show(&events, el);
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

#[cfg(test)]
mod tests {
    use super::zoom_words;
    use crate::notation::Lang;

    #[test]
    fn the_zoom_is_said_in_every_language() {
        assert_eq!(zoom_words(1.5, false, Lang::En), "Zoom 150 percent.");
        assert_eq!(zoom_words(1.25, false, Lang::De), "Zoom 125 Prozent.");
        assert_eq!(zoom_words(3.0, false, Lang::Es), "Zoom al 300 por ciento.");
        assert!(zoom_words(3.0, true, Lang::En).starts_with("Zoom 300 percent, the most"));
        assert!(zoom_words(2.0, true, Lang::De).starts_with("Zoom 200 Prozent, mehr"));
        assert!(zoom_words(2.0, true, Lang::Es).starts_with("Zoom al 200 por ciento, el máximo"));
    }
}
