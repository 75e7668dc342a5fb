//! The display closing under the window (the X server ends, the session is
//! logged out). Xlib ends the process itself when its connection breaks,
//! from inside whatever call noticed it ("X connection to :0 broken"), and
//! winit sets no handler of its own. tactus sets one that says
//! [`Notice::DisplayLost`](crate::event::Notice::DisplayLost) — worded
//! when the window opened, on standard output and through the voice — and
//! ends the process with status 0. The game needs no saving there: every
//! move was saved when it was made.
//!
//! winit may notice first and panic (it unwraps some X replies): the
//! window's loop catches that, and [`quiet_panics_when_gone`] keeps the
//! panic's message off the terminal when the display is [`gone`].

use std::sync::OnceLock;

use crate::app::driver::LastWords;

/// What is said when the display closes.
static LAST_WORDS: OnceLock<LastWords> = OnceLock::new();

/// Makes `words` the last words when Xlib loses the display.
pub fn arm(words: LastWords) {
    if LAST_WORDS.set(words).is_err() {
        return;
    }
    #[cfg(target_os = "linux")]
    if let Ok(xlib) = x11_dl::xlib::Xlib::open() {
        // SAFETY: XSetIOErrorHandler takes any function of this type; the
        // handler never returns (it ends the process), as Xlib requires.
        // (The library stays loaded: winit loaded it too, and dropping
        // `xlib` does not unload it.)
        unsafe { (xlib.XSetIOErrorHandler)(Some(lost)) };
    }
}

/// Xlib's handler for a broken connection: the last words, then the end.
#[cfg(target_os = "linux")]
unsafe extern "C" fn lost(_display: *mut x11_dl::xlib::Display) -> std::ffi::c_int {
    if let Some(words) = LAST_WORDS.get() {
        words.say();
    }
    std::process::exit(0)
}

/// Whether the display of `DISPLAY` can no longer be reached.
pub fn gone() -> bool {
    #[cfg(target_os = "linux")]
    {
        let Ok(xlib) = x11_dl::xlib::Xlib::open() else {
            return false;
        };
        // SAFETY: XOpenDisplay takes a null name (meaning `DISPLAY`) and
        // returns null or a display that is closed again at once.
        unsafe {
            let display = (xlib.XOpenDisplay)(std::ptr::null());
            if display.is_null() {
                return true;
            }
            (xlib.XCloseDisplay)(display);
        }
        false
    }
    #[cfg(not(target_os = "linux"))]
    false
}

/// From now on, a panic while the display is [`gone`] prints nothing (its
/// loss is said instead); any other panic is reported as before.
pub fn quiet_panics_when_gone() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !gone() {
            previous(info);
        }
    }));
}
