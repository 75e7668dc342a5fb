//! The clock window, the default of `tactus clock` with a display: the
//! two clocks of [`face`](super::face) drawn by [`draw`](super::draw), the
//! keyboard's halves as the two buttons ([`buttons`](super::buttons)), and
//! so the keys the key map gives `clock-left` and `clock-right` (a USB
//! foot switch arrives as a key) and the gamepad's shoulder buttons
//! ([`pads`](super::pads)); the latest answers and the command line in a
//! band at the bottom ([`band`](super::band), [`cmdline`](super::cmdline));
//! the tree the screen reader reads ([`access`](super::access)) and what it
//! is told ([`reader`](super::reader)). What keys
//! and pads do is [`input`]. Presses, typed lines, speech and saving go
//! through the same [`Front`] as the line interface.
//!
//! The clock's earcons ([`clock_earcons`]) sound through cpal, on one
//! side only with `--pan`.
//!
//! The loop sleeps until the shown second changes or the talking clock
//! must speak, whichever comes first, and then draws only the digits that
//! changed.

use crate::exit::Exit;
use crate::window::open_error::OpenError;
use std::num::NonZeroU32;
use std::rc::Rc;
use std::time::{Duration, Instant};

use ab_glyph::FontRef;
use accesskit_winit::{Adapter, WindowEvent as AccessEvent};
use tiny_skia::{IntRect, Pixmap};
use winit::application::ApplicationHandler;
use winit::dpi::{LogicalSize, PhysicalSize};
use winit::event::{StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop};
use winit::keyboard::ModifiersState;
use winit::window::{Window, WindowId};

use super::Front;
use super::access::{Shown as Tree, Told, clocks_update, whole_tree};
use super::band::{Band, band_height, band_rect, draw_band};
use super::cmdline::CommandLine;
use super::draw::{Shown, draw_digits, draw_half, draw_time, half_rect};
use super::face::{Face, Half, digits, next_change};
use super::pads::{self, PadNews};
use super::reader::Reader;
use crate::audio::clock_cue::{clock_earcons, clock_refusal};
use crate::audio::news::start_notice;
use crate::audio::{Earcons, Pan};
use crate::event::Event;
use crate::keymap::Keymap;
use crate::speech::Utterance;
use crate::window::listening;
use crate::window::render::present::copy;
use crate::window::text;
use crate::window::theme::Theme;

mod input;

type Surface = softbuffer::Surface<Rc<Window>, Rc<Window>>;

/// What wakes the clock window besides the window itself.
#[derive(Debug)]
pub enum ClockWake {
    /// The accessibility adapter asks for the tree or an action.
    Access(accesskit_winit::Event),
    /// A gamepad pressed a button, came or went.
    Pad(PadNews),
    /// The microphone heard something (`--listen`).
    Heard(crate::hearing::Hearing),
}

impl From<accesskit_winit::Event> for ClockWake {
    fn from(event: accesskit_winit::Event) -> ClockWake {
        ClockWake::Access(event)
    }
}

/// Runs the clock game of `front` in a window, saying `first` once it is
/// open, announcing to the screen reader when `reader` does; gives them
/// back when no window can be made, for the terminal.
pub fn run(
    mut front: Front,
    mut first: Vec<Utterance>,
    theme: Theme,
    pan: Pan,
    reader: Reader,
) -> Result<Exit, (Box<Front>, Vec<Utterance>)> {
    let Some(font) = text::font() else {
        return Err((Box::new(front), first));
    };
    let event_loop = match EventLoop::<ClockWake>::with_user_event().build() {
        Ok(el) => el,
        Err(_) => return Err((Box::new(front), first)),
    };
    opening(&mut front, &mut first);
    // TACTUS_ANNOUNCE fixes the channel, as in the board window.
    let variable = std::env::var(listening::ANNOUNCE_VARIABLE).ok();
    let reader = match listening::chosen(variable.as_deref()) {
        Ok(Some(channel)) => reader.with_channel(channel),
        Ok(None) => reader,
        Err(problem) => {
            eprintln!("tactus: {problem}");
            reader
        }
    };
    let (keymap, news) = crate::window::keymap(&front.folders);
    first.extend(news.iter().map(|e| front.phrases.utterance(e, None)));
    let earcons = Earcons::open();
    earcons.set_pan(pan);
    if let Some(notice) = start_notice(&earcons, &front.folders.data) {
        first.push(front.phrases.utterance(&Event::Notice(notice), None));
    }
    let proxy = event_loop.create_proxy();
    pads::start(move |news| proxy.send_event(ClockWake::Pad(news)).is_ok());
    let proxy = event_loop.create_proxy();
    let ears = Box::new(move |hearing| {
        let _ = proxy.send_event(ClockWake::Heard(hearing));
    });
    first.extend(front.open_ears(ears));
    let mut app = ClockWindow {
        front,
        first,
        theme,
        font,
        proxy: event_loop.create_proxy(),
        window: None,
        size: None,
        surface: None,
        pixmap: None,
        adapter: None,
        drawn: None,
        drawn_band: None,
        line: CommandLine::default(),
        reader,
        told: Told::Nothing,
        keymap,
        earcons,
        modifiers: ModifiersState::empty(),
        failed: None,
    };
    let result = event_loop.run_app(&mut app);
    app.front.close();
    let status = match (result, app.failed) {
        (_, Some(e)) => {
            let said = crate::notation::format_message(
                app.front.phrases.lang,
                "window-cannot-open",
                &[("error", e.to_string().into())],
            );
            eprintln!("tactus: {said}");
            Exit::Failure
        }
        (Err(e), None) => {
            eprintln!("tactus: {e}");
            Exit::Failure
        }
        (Ok(()), None) => Exit::Success,
    };
    Ok(status)
}

/// The window's opening words instead of the terminal's: the time
/// control with the window's keys (Black's button starts White's clock,
/// Space, the command line, F1), the start's question with its keys (R,
/// N). From now on `front` words its questions for the keys.
fn opening(front: &mut Front, first: &mut [Utterance]) {
    let terminal = [front.control().text, front.question().text];
    front.keys = true;
    let window = [front.control(), front.question()];
    for said in first.iter_mut() {
        if let Some(i) = terminal.iter().position(|t| *t == said.text) {
            said.clone_from(&window[i]);
        }
    }
}

struct ClockWindow {
    front: Front,
    /// Said when the window is open.
    first: Vec<Utterance>,
    theme: Theme,
    font: FontRef<'static>,
    proxy: winit::event_loop::EventLoopProxy<ClockWake>,
    window: Option<Rc<Window>>,
    /// The window's size, as last told (asking X11 costs a round trip).
    size: Option<PhysicalSize<u32>>,
    surface: Option<Surface>,
    pixmap: Option<Pixmap>,
    adapter: Option<Adapter>,
    /// The face in the window's buffer, if it holds one.
    drawn: Option<Face>,
    /// The band in the window's buffer, if it holds one.
    drawn_band: Option<Band>,
    /// The command line and the latest answers.
    line: CommandLine,
    /// What the screen reader is told, and when.
    reader: Reader,
    /// What the screen reader was last told.
    told: Told,
    /// The user's key map: its `clock-left` and `clock-right` keys.
    keymap: Keymap,
    /// The clock's sounds.
    earcons: Earcons,
    modifiers: ModifiersState,
    failed: Option<OpenError>,
}

impl ClockWindow {
    fn open(&mut self, el: &ActiveEventLoop) -> Result<(), OpenError> {
        let attributes = Window::default_attributes()
            .with_title(self.front.phrases.clock_window_title())
            .with_visible(false)
            .with_inner_size(LogicalSize::new(1000.0, 600.0))
            .with_min_inner_size(LogicalSize::new(200.0, 120.0));
        let window = Rc::new(el.create_window(attributes)?);
        // The adapter must exist before the window is first shown.
        self.adapter = Some(Adapter::with_event_loop_proxy(
            el,
            &window,
            self.proxy.clone(),
        ));
        window.set_visible(true);
        let context = softbuffer::Context::new(window.clone())?;
        let surface = Surface::new(&context, window.clone())?;
        self.size = Some(window.inner_size());
        self.window = Some(window);
        self.surface = Some(surface);
        Ok(())
    }

    /// Says `said` as the terminal would, and keeps it on the screen and
    /// for the screen reader.
    fn tell(&mut self, said: &[Utterance]) {
        for step in std::mem::take(&mut self.front.happened) {
            match step {
                Ok(event) => self.earcons.play_all(clock_earcons(&event)),
                Err(error) => {
                    self.earcons.play(clock_refusal(&error));
                }
            }
        }
        self.front.say(said);
        self.line.heard(said.iter().map(|u| u.text.as_str()));
        self.reader.heard(said.iter().map(|u| u.text.as_str()));
    }

    /// One half in words and digits for the picture.
    fn shown(&self, half: &Half) -> Shown {
        let phrases = &self.front.phrases;
        Shown {
            name: phrases.clock_window_side(half.side),
            time: digits(half.seconds),
            moves: phrases.clock_window_moves(half.moves),
            flag: half.flag.then(|| phrases.clock_window_flag()),
            running: half.running,
        }
    }

    /// The band as it should look now.
    fn band(&self) -> Band {
        Band {
            answers: self.line.answers().map(str::to_owned).collect(),
            typed: self.line.typed().map(|typed| {
                if self.front.hides_next_line() {
                    super::access::masked(typed)
                } else {
                    typed.to_owned()
                }
            }),
        }
    }

    /// The tree's parts for `face`.
    fn tree<'a>(&'a self, face: &'a Face) -> Tree<'a> {
        let size = self.size;
        let area = |i| size.and_then(|s| half_rect(i, s.width, s.height - band_height(s.height)));
        Tree {
            phrases: &self.front.phrases,
            face,
            halves: [area(0), area(1)],
            line: &self.line,
            secret: self.front.hides_next_line(),
            band: size.and_then(|s| band_rect(s.width, s.height)),
            told: &self.told,
        }
    }

    /// Draws what changed since the last picture (all of it when `whole`)
    /// and tells the screen reader.
    fn refresh(&mut self, whole: bool) {
        let face = Face::of(self.front.game(), self.front.now());
        let band = self.band();
        let before = if whole { None } else { self.drawn };
        let band_changed = whole || self.drawn_band.as_ref() != Some(&band);
        if before == Some(face) && !band_changed && !self.reader.fresh() {
            return;
        }
        if before != Some(face) || band_changed {
            self.draw(&face, before.as_ref(), &band, band_changed);
        }
        // The words are made only while a screen reader listens.
        if let Some(mut adapter) = self.adapter.take() {
            for told in self.reader.next(self.line.is_open()) {
                let same = told == self.told;
                self.told = told;
                adapter.update_if_active(|| match before {
                    Some(before) if !band_changed && same => {
                        clocks_update(&self.tree(&face), &before)
                    }
                    _ => whole_tree(&self.tree(&face)),
                });
            }
            self.adapter = Some(adapter);
        }
    }

    fn draw(&mut self, face: &Face, before: Option<&Face>, band: &Band, band_changed: bool) {
        let Some(size) = self.size else {
            return;
        };
        let (Some(w), Some(h)) = (NonZeroU32::new(size.width), NonZeroU32::new(size.height)) else {
            return;
        };
        let fits = self
            .pixmap
            .as_ref()
            .is_some_and(|p| p.width() == w.get() && p.height() == h.get());
        let before = if fits { before } else { None };
        let band_changed = band_changed || !fits;
        if !fits {
            self.pixmap = Pixmap::new(w.get(), h.get());
        }
        let clocks_h = h.get() - band_height(h.get());
        // A half whose reading alone changed gets only its changed
        // characters drawn (with what it showed before).
        let halves: Vec<(u32, Shown, Option<Shown>)> = face
            .halves()
            .iter()
            .enumerate()
            .filter_map(|(i, (_, half))| {
                let old = before.map(|b| b.halves()[i].1);
                let only_time = old.is_some_and(|o| {
                    Half {
                        seconds: half.seconds,
                        ..o
                    } == *half
                });
                let was = old.filter(|_| only_time).map(|o| self.shown(&o));
                (old != Some(*half)).then(|| (i as u32, self.shown(half), was))
            })
            .collect();
        let (Some(surface), Some(pixmap)) = (self.surface.as_mut(), self.pixmap.as_mut()) else {
            return;
        };
        if surface.resize(w, h).is_err() {
            return;
        }
        let mut parts = Vec::new();
        for (i, shown, was) in &halves {
            let Some(area) = half_rect(*i, w.get(), clocks_h) else {
                continue;
            };
            let time = was.as_ref().and_then(|was| {
                draw_digits(pixmap, area, was, shown, &self.theme, &self.font)
                    .or_else(|| draw_time(pixmap, area, shown, &self.theme, &self.font))
            });
            parts.push(
                time.unwrap_or_else(|| draw_half(pixmap, area, shown, &self.theme, &self.font)),
            );
        }
        if band_changed && let Some(area) = band_rect(w.get(), h.get()) {
            parts.push(draw_band(pixmap, area, band, &self.theme, &self.font));
        }
        let Ok(mut buffer) = surface.buffer_mut() else {
            return;
        };
        // A buffer that does not hold the last picture gets all of it.
        if buffer.age() == 0 {
            parts = IntRect::from_xywh(0, 0, w.get(), h.get())
                .into_iter()
                .collect();
        }
        for part in &parts {
            copy(pixmap, &mut buffer, *part);
        }
        let damage: Vec<softbuffer::Rect> = parts
            .iter()
            .map(|p| softbuffer::Rect {
                x: p.x() as u32,
                y: p.y() as u32,
                width: NonZeroU32::new(p.width()).unwrap_or(NonZeroU32::MIN),
                height: NonZeroU32::new(p.height()).unwrap_or(NonZeroU32::MIN),
            })
            .collect();
        if buffer.present_with_damage(&damage).is_ok() {
            self.drawn = Some(*face);
            self.drawn_band = Some(band.clone());
        }
    }

    /// When to wake next: the next shown second or the talking clock's
    /// next word, whichever is first.
    fn schedule(&self, el: &ActiveEventLoop) {
        let now = self.front.now();
        let second = next_change(self.front.game(), now).map(Duration::from_millis);
        let wait = match second {
            Some(s) => s.min(self.front.timeout()),
            None => self.front.timeout(),
        };
        el.set_control_flow(ControlFlow::WaitUntil(Instant::now() + wait));
    }
}

impl ApplicationHandler<ClockWake> for ClockWindow {
    fn resumed(&mut self, el: &ActiveEventLoop) {
        if self.window.is_some() {
            return;
        }
        if let Err(e) = self.open(el) {
            self.failed = Some(e);
            el.exit();
            return;
        }
        let first = std::mem::take(&mut self.first);
        self.tell(&first);
    }

    fn new_events(&mut self, _el: &ActiveEventLoop, cause: StartCause) {
        if let StartCause::ResumeTimeReached { .. } = cause {
            let now = self.front.now();
            let said = self.front.due(now);
            self.tell(&said);
            self.refresh(false);
        }
    }

    fn user_event(&mut self, _el: &ActiveEventLoop, wake: ClockWake) {
        let event = match wake {
            ClockWake::Access(event) => event,
            ClockWake::Pad(news) => return self.pad(news),
            ClockWake::Heard(hearing) => {
                if let Some(earcon) = super::listen::phrase_earcon(&hearing) {
                    let _ = self.earcons.play(earcon);
                }
                let said = self.front.hearing(hearing);
                self.tell(&said);
                return self.refresh(false);
            }
        };
        match event.window_event {
            AccessEvent::InitialTreeRequested => {
                self.told = self.reader.first(self.line.is_open());
                let face = Face::of(self.front.game(), self.front.now());
                let tree = whole_tree(&self.tree(&face));
                if let Some(adapter) = &mut self.adapter {
                    adapter.update_if_active(|| tree);
                }
            }
            AccessEvent::ActionRequested(_) | AccessEvent::AccessibilityDeactivated => {}
        }
    }

    fn window_event(&mut self, el: &ActiveEventLoop, _id: WindowId, event: WindowEvent) {
        if let (Some(window), Some(adapter)) = (&self.window, &mut self.adapter) {
            adapter.process_event(window, &event);
        }
        match event {
            WindowEvent::CloseRequested => {
                self.front.farewell();
                el.exit();
            }
            WindowEvent::ModifiersChanged(m) => self.modifiers = m.state(),
            WindowEvent::KeyboardInput { event, .. } => self.key(&event, el),
            WindowEvent::Resized(size) => {
                self.size = Some(size);
                self.refresh(true);
            }
            WindowEvent::RedrawRequested => self.refresh(true),
            _ => {}
        }
    }

    fn about_to_wait(&mut self, el: &ActiveEventLoop) {
        if !self.front.quit {
            self.schedule(el);
        }
    }
}
