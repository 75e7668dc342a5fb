//! `tactus` / `tactus play`: the board window for partially sighted and
//! blind players alike. The keyboard is the finger on the tactile board
//! (`assets/keymap.toml`); the picture is large and high-contrast; speech
//! and earcons say what happens.
//!
//! Files: `app` runs the winit loop, `view` takes what is shown from the
//! session, `render` draws it, `theme` holds the colours, `text` the font,
//! `pad` reads the gamepads, `help` puts every key and button in words,
//! `editor` is the command line (typed `tactus tty` commands) and
//! `settings` the settings dialog (Ctrl+comma).
//! `access` publishes the board to screen readers (and, with `--voice
//! screen-reader`, leaves all speaking to them), announcing by the channel
//! `listening` finds the screen reader listens to.
//! With no display the terminal interface takes over, said once.

pub mod access;
pub mod app;
pub mod editor;
pub mod help;
pub mod listening;
pub mod pad;
pub mod render;
pub mod settings;
pub mod text;
pub mod theme;
pub mod view;

use std::sync::{Arc, Mutex};

use winit::event_loop::EventLoop;

use super::driver::{Driver, Options};
use super::tty;
use crate::gamepad::GamepadMap;
use crate::keymap::Keymap;
use app::{App, Wake};

/// Runs a game in the board window, in the colours of the theme set (or
/// given with `--theme`); returns the exit status. With no display, says
/// so and runs [`tty::run`] instead.
pub fn run(opts: Options) -> u8 {
    let no_display =
        std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none();
    if no_display {
        return terminal_instead("there is no display", opts);
    }
    let event_loop = match EventLoop::<Wake>::with_user_event().build() {
        Ok(el) => el,
        Err(e) => return terminal_instead(&e.to_string(), opts),
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
        eprintln!("tactus: the bundled font cannot be read");
        return terminal_instead("the font is missing", opts);
    };
    let (driver, events) = match Driver::start(&opts, waker) {
        Ok(started) => started,
        Err(status) => return status,
    };
    let pad_map = gamepad_map();
    let lang = driver.session.settings().lang;
    let (pads, pad_news) = pad::Pads::open(pad_map.clone(), lang);
    let mut app = App::new(driver, keymap(), font).with_pads(pads, pad_map);
    app.set_access(access);
    app.greet(&events, &pad_news);
    app.driver().persist();
    let result = event_loop.run_app(&mut app);
    app.driver().shutdown();
    match (result, app.failed.take()) {
        (_, Some(e)) => {
            eprintln!("tactus: the window could not be opened: {e}");
            1
        }
        (Err(e), None) => {
            eprintln!("tactus: {e}");
            1
        }
        (Ok(()), None) => 0,
    }
}

/// Says once why there is no window, then plays in the terminal.
fn terminal_instead(why: &str, opts: Options) -> u8 {
    println!("No window: {why}. Playing in the terminal instead (tactus tty).");
    tty::run(opts)
}

/// The default key map with the user's `keymap.toml` (beside the settings
/// file) laid over it; a bad file is reported and the defaults kept.
fn keymap() -> Keymap {
    user_file("keymap.toml", Keymap::with_overrides)
}

/// The default gamepad map with the user's `gamepad.toml` (beside the
/// settings file) laid over it; a bad file is reported and the defaults kept.
fn gamepad_map() -> GamepadMap {
    user_file("gamepad.toml", GamepadMap::with_overrides)
}

/// The defaults with the user's file `name` (beside the settings file) laid
/// over them by `overlay`; a bad file is reported and the defaults kept.
fn user_file<T: Default, E: std::fmt::Display>(
    name: &str,
    overlay: impl Fn(&str) -> Result<T, E>,
) -> T {
    let path = crate::config::config_path().with_file_name(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => overlay(&text).unwrap_or_else(|e| {
            eprintln!("tactus: {}: {e}", path.display());
            T::default()
        }),
        Err(_) => T::default(),
    }
}
