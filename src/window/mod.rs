//! `tactus` / `tactus play`: the board window for partially sighted and
//! blind players alike. The keyboard is the finger on the tactile board
//! (`assets/keymap.toml`); the picture is large and high-contrast; speech
//! and earcons say what happens.
//!
//! Files: `app` runs the winit loop (its keys, dialogs, review mode,
//! drawing, screen-reader side and braille display in `app/`; `wake` says
//! what else wakes it), `view` takes what is shown from the session,
//! `render` draws it, `theme` holds the colours, `text` the font, `keys`
//! turns winit's keys into chords, `pad` reads the gamepads, `help` puts
//! every key and button in words and `help_list` makes them a list to
//! walk, `editor` is the command line (typed `tactus tty` commands),
//! `settings` the settings dialog (Ctrl+comma) and `review` review mode.
//! `access` publishes the board to screen readers (and, with `--voice
//! screen-reader`, leaves all speaking to them), announcing the driver's
//! utterances by the channel `listening` finds the screen reader listens
//! to. The title, like every word the window shows, is in the player's
//! language.
//! With no display the terminal interface takes over, said once; a display
//! that closes under a game is said (`display_lost`).

pub mod access;
pub mod app;
pub mod display_lost;
pub mod editor;
pub mod help;
pub mod help_list;
pub mod keys;
pub mod listening;
pub mod open_error;
pub mod pad;
pub mod render;
pub mod review;
pub mod settings;
pub mod text;
pub mod theme;
pub mod view;
pub mod wake;

use crate::exit::Exit;
use std::sync::{Arc, Mutex};

use winit::event_loop::EventLoop;

use crate::app::braille_line::board_display;
use crate::app::driver::{Driver, Options};
use crate::audio::Front;
use crate::event::{Event, Notice};
use crate::gamepad::GamepadMap;
use crate::hearing::{Ears, HearingError, Mode};
use crate::keymap::Keymap;
use crate::store::Folders;
use crate::tty;
use app::App;
use wake::Wake;

/// Runs a game in the board window, in the colours of the theme set (or
/// given with `--theme`); returns the exit status. With no display, says
/// so and runs [`tty::run`] instead.
pub fn run(opts: Options) -> Exit {
    let no_display =
        std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none();
    if no_display {
        return terminal_instead(opts);
    }
    let event_loop = match EventLoop::<Wake>::with_user_event().build() {
        Ok(el) => el,
        Err(_) => return terminal_instead(opts),
    };
    let mut access = access::Access::new(event_loop.create_proxy());
    let variable = std::env::var(listening::ANNOUNCE_VARIABLE).ok();
    match listening::chosen(variable.as_deref()) {
        Ok(Some(channel)) => access = access.with_channel(channel),
        Ok(None) => {}
        Err(problem) => eprintln!("tactus: {problem}"),
    }
    let proxy = Mutex::new(event_loop.create_proxy());
    let waker = Arc::new(move || {
        if let Ok(proxy) = proxy.lock() {
            let _ = proxy.send_event(Wake::Engine);
        }
    });
    let Some(font) = text::font() else {
        eprintln!("tactus: the bundled font cannot be read; playing in the terminal");
        return tty::run(opts);
    };
    let (mut driver, events) = match Driver::start(&opts, waker) {
        Ok(started) => started,
        Err(status) => return status,
    };
    display_lost::arm(driver.last_words(&Event::Notice(Notice::DisplayLost)));
    let folders = driver.folders().clone();
    let (pad_map, mut first) = gamepad_map(&folders);
    let (keys, key_news) = keymap(&folders);
    first.extend(key_news);
    let lang = driver.session().settings().lang;
    let (pads, mut pad_news) = pad::Pads::open(pad_map.clone(), lang);
    let help_key = keys
        .chords_for(crate::keymap::WindowAction::Help)
        .into_iter()
        .next();
    if let Some(key) = help_key
        && crate::app::first_start::first_start(&folders.data)
    {
        pad_news.push(crate::notation::format_message(
            lang,
            "first-start-window",
            &[("key", key.words(lang).into())],
        ));
    }
    let sound = driver.open_sound(Front::Window);
    let setting = driver.session().settings().braille;
    let braille = board_display(opts.braille.unwrap_or(setting), setting);
    let mut app = App::new(driver, keys, font)
        .with_braille(braille)
        .with_pads(pads, pad_map)
        .with_screen_reader(opts.screen_reader);
    if opts.listen {
        match open_ears(&event_loop) {
            Ok(ears) => app = app.with_ears(ears),
            Err(e) => pad_news.push(e.words(lang)),
        }
    }
    app.set_access(access);
    let first: Vec<Event> = sound.into_iter().chain(first).chain(events).collect();
    app.greet(&first, &pad_news);
    display_lost::quiet_panics_when_gone();
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        event_loop.run_app(&mut app)
    }));
    // winit may fail, or panic, when the display closes before Xlib
    // notices: said the same way, and the game kept.
    let result = match run {
        Ok(Err(_)) | Err(_) if display_lost::gone() => {
            app.driver().say(&[Event::Notice(Notice::DisplayLost)]);
            app.driver().shutdown();
            return Exit::Success;
        }
        Ok(result) => result,
        Err(panic) => std::panic::resume_unwind(panic),
    };
    app.driver().shutdown();
    match (result, app.failed.take()) {
        (_, Some(e)) => {
            let lang = app.driver().session().settings().lang;
            let said = crate::notation::format_message(
                lang,
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
    }
}

/// The microphone, listening while a key is held, each telling waking
/// the event loop.
fn open_ears(event_loop: &EventLoop<Wake>) -> Result<Ears, HearingError> {
    let proxy = Mutex::new(event_loop.create_proxy());
    Ears::open(
        Mode::Held,
        Box::new(move |hearing| {
            if let Ok(proxy) = proxy.lock() {
                let _ = proxy.send_event(Wake::Heard(hearing));
            }
        }),
    )
}

/// Says once that there is no display, then plays in the terminal.
fn terminal_instead(opts: Options) -> Exit {
    tty::run_telling(opts, vec![Event::Notice(Notice::NoDisplay)])
}

/// The default key map with the user's `keymap.toml` (beside the settings
/// file) laid over it, and what to tell the player: each bad binding is
/// left out (the others count), a file that cannot be read leaves the
/// defaults.
pub(crate) fn keymap(folders: &Folders) -> (Keymap, Vec<Event>) {
    let Some((name, text)) = user_file(folders, "keymap.toml") else {
        return (Keymap::default(), Vec::new());
    };
    match Keymap::with_good_overrides(&text) {
        Ok((keys, skipped)) => {
            let news = skipped
                .into_iter()
                .map(|s| {
                    Event::Notice(Notice::KeyBindingIgnored {
                        file: name.clone(),
                        line: s.error.line.unwrap_or(0),
                        chord: s.chord,
                        action: s.action,
                    })
                })
                .collect();
            (keys, news)
        }
        Err(e) => (Keymap::default(), vec![unreadable(name, e.line)]),
    }
}

/// The default gamepad map with the user's `gamepad.toml` (beside the
/// settings file) laid over it; a bad file is said and the defaults kept.
fn gamepad_map(folders: &Folders) -> (GamepadMap, Vec<Event>) {
    let Some((name, text)) = user_file(folders, "gamepad.toml") else {
        return (GamepadMap::default(), Vec::new());
    };
    match GamepadMap::with_overrides(&text) {
        Ok(map) => (map, Vec::new()),
        Err(e) => (GamepadMap::default(), vec![unreadable(name, e.line)]),
    }
}

fn unreadable(file: String, line: Option<usize>) -> Event {
    Event::Notice(Notice::ConfigUnreadable { file, line })
}

/// The name and text of the user's file `name` beside the settings file,
/// if there is one; one that is not UTF-8 text reads as a NUL, which no
/// TOML reader takes, so that it is said to be unreadable. Only its first
/// megabyte is read.
fn user_file(folders: &Folders, name: &str) -> Option<(String, String)> {
    use std::io::Read;
    let path = folders.beside_settings(name);
    let file = std::fs::File::open(&path).ok()?;
    let mut bytes = Vec::new();
    file.take(1 << 20).read_to_end(&mut bytes).ok()?;
    Some((
        name.to_owned(),
        String::from_utf8(bytes).unwrap_or_else(|_| "\u{0}".to_owned()),
    ))
}
