//! The braille display through BRLTTY's BrlAPI: the system's
//! `libbrlapi.so.0.8` is loaded at run time, so tactus runs on a machine
//! without it. The server is the one `BRLAPI_HOST` names, or BrlAPI's
//! default, as libbrlapi chooses when given no settings.
//!
//! One connection per process (libbrlapi's own, without a handle); every
//! failure is a [`DisplayError`], never a panic.

use std::ffi::{CStr, c_char, c_int, c_uint};
use std::sync::OnceLock;

use libloading::{Library, Symbol};

use super::computer::char_of;

/// Why the display cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DisplayError {
    /// libbrlapi could not be loaded.
    #[error("libbrlapi cannot be loaded ({0})")]
    Missing(String),
    /// A BrlAPI call failed; the call and BrlAPI's own words.
    #[error("the braille display cannot be used: {0} failed ({1})")]
    Call(Call, String),
}

/// What tactus asked of BrlAPI when it failed, for the words of a
/// [`DisplayError`] in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// Connecting to the BrlAPI server (BRLTTY).
    Connect,
    /// Asking the display's size.
    Size,
    /// Taking the display (tty mode).
    Take,
    /// Writing to the display.
    Write,
    /// Reading a key.
    ReadKey,
}

impl Call {
    /// The call's key in the locales' `braille-why`: `connect`, `size`,
    /// `take`, `write`, `read`.
    pub fn key(self) -> &'static str {
        match self {
            Call::Connect => "connect",
            Call::Size => "size",
            Call::Take => "take",
            Call::Write => "write",
            Call::ReadKey => "read",
        }
    }
}

impl std::fmt::Display for Call {
    /// The call in English, as a log reads it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Call::Connect => "connecting to the BrlAPI server",
            Call::Size => "asking the display's size",
            Call::Take => "taking the display",
            Call::Write => "writing to the display",
            Call::ReadKey => "reading a key",
        })
    }
}

/// The library name the system's loader finds (Debian's `libbrlapi0.8`).
const LIBRARY: &str = "libbrlapi.so.0.8";

/// BrlAPI's key code: the type in bits 29–31, a command's block in bits
/// 16–28 and its argument in bits 0–15.
const KEY_TYPE_MASK: u64 = 0xE000_0000;
const KEY_TYPE_CMD: u64 = 0x2000_0000;
const KEY_TYPE_SYM: u64 = 0;
const KEY_CMD_BLK_MASK: u64 = 0x1FFF_0000;
const KEY_CMD_ARG_MASK: u64 = 0xFFFF;
const KEY_CMD_ROUTE: u64 = 0x1_0000;
const KEY_CMD_LNUP: u64 = 1;
const KEY_CMD_LNDN: u64 = 2;
const KEY_CMD_FWINLT: u64 = 0x17;
const KEY_CMD_FWINRT: u64 = 0x18;
const KEY_CMD_PASSDOTS: u64 = 0x22_0000;
const KEY_SYM_BACKSPACE: u64 = 0xFF08;
const KEY_SYM_LINEFEED: u64 = 0xFF0D;
/// A Unicode character's key symbol: this and the code point.
const KEY_SYM_UNICODE: u64 = 0x0100_0000;

/// A key of the display that tactus knows; other keys are not returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A cursor-routing key over this cell (0-based, as BrlAPI counts).
    Route(usize),
    /// The line-up key.
    LineUp,
    /// The line-down key.
    LineDown,
    /// The panning key to the left (a full window back).
    PanLeft,
    /// The panning key to the right (a full window on).
    PanRight,
    /// The Return key.
    Return,
    /// A character typed on the display's braille keyboard (its dots read
    /// as computer braille, [`crate::braille::computer`]), or one BRLTTY
    /// passes as a character.
    Char(char),
    /// The backspace key: the last character typed taken back.
    Backspace,
}

impl Key {
    /// The key of a BrlAPI key code; `None` for one tactus does not know.
    pub fn from_code(code: u64) -> Option<Key> {
        match code & KEY_TYPE_MASK {
            KEY_TYPE_CMD => {
                let arg = code & KEY_CMD_ARG_MASK;
                match code & KEY_CMD_BLK_MASK {
                    KEY_CMD_ROUTE => Some(Key::Route(arg as usize)),
                    0 if arg == KEY_CMD_LNUP => Some(Key::LineUp),
                    0 if arg == KEY_CMD_LNDN => Some(Key::LineDown),
                    0 if arg == KEY_CMD_FWINLT => Some(Key::PanLeft),
                    0 if arg == KEY_CMD_FWINRT => Some(Key::PanRight),
                    KEY_CMD_PASSDOTS => Some(Key::Char(char_of(arg as u8))),
                    _ => None,
                }
            }
            KEY_TYPE_SYM => Key::from_symbol(code & 0xFFFF_FFFF),
            _ => None,
        }
    }

    /// The key of a key symbol (X11's keysyms, as BrlAPI passes them): a
    /// Latin-1 character, a Unicode one (a braille pattern read as the
    /// dots typed), Return or Backspace.
    fn from_symbol(symbol: u64) -> Option<Key> {
        let typed = |c: char| {
            let dots = u32::from(c).wrapping_sub(0x2800);
            match u8::try_from(dots) {
                Ok(dots) => Some(Key::Char(char_of(dots))),
                Err(_) => (!c.is_control()).then_some(Key::Char(c)),
            }
        };
        match symbol {
            KEY_SYM_LINEFEED => Some(Key::Return),
            KEY_SYM_BACKSPACE => Some(Key::Backspace),
            0x20..=0xFF => char::from_u32(symbol as u32).and_then(typed),
            _ if symbol & 0xFF00_0000 == KEY_SYM_UNICODE => {
                char::from_u32((symbol & 0x00FF_FFFF) as u32).and_then(typed)
            }
            _ => None,
        }
    }
}

type Open = unsafe extern "C" fn(*const std::ffi::c_void, *mut std::ffi::c_void) -> c_int;
type Size = unsafe extern "C" fn(*mut c_uint, *mut c_uint) -> c_int;
type EnterTty = unsafe extern "C" fn(c_int, *const c_char) -> c_int;
type EnterTtyPath = unsafe extern "C" fn(*const c_int, c_int, *const c_char) -> c_int;
type AcceptKeys = unsafe extern "C" fn(c_int, *const u64, c_uint) -> c_int;
type WriteDots = unsafe extern "C" fn(*const u8) -> c_int;
type ReadKey = unsafe extern "C" fn(c_int, *mut u64) -> c_int;
type Leave = unsafe extern "C" fn() -> c_int;
type Close = unsafe extern "C" fn();
type ErrorLocation = unsafe extern "C" fn() -> *const std::ffi::c_void;
type StrError = unsafe extern "C" fn(*const std::ffi::c_void) -> *const c_char;

/// BrlAPI's `BRLAPI_TTY_DEFAULT`: the terminal tactus runs in.
const TTY_DEFAULT: c_int = -1;

/// libbrlapi, loaded once and never unloaded: it keeps thread-local error
/// records whose destructors must outlive every thread.
fn library() -> Result<&'static Library, DisplayError> {
    static LIBRARY_LOADED: OnceLock<Result<Library, DisplayError>> = OnceLock::new();
    LIBRARY_LOADED
        .get_or_init(|| {
            // SAFETY: libbrlapi runs no code when loaded that could break
            // Rust's invariants; its functions are called with the types
            // of brlapi.h.
            unsafe { Library::new(LIBRARY) }.map_err(|e| DisplayError::Missing(e.to_string()))
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// An open connection to a display, in tty mode; closed when dropped.
pub struct Display {
    library: &'static Library,
    width: usize,
    height: usize,
    /// Whether the display is taken (tty mode), to be given back on drop.
    taken: bool,
}

impl std::fmt::Debug for Display {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Display")
            .field("width", &self.width)
            .field("height", &self.height)
            .finish()
    }
}

impl Display {
    /// Loads libbrlapi, connects to the server, takes the display for this
    /// terminal (or, when the terminal is not known, for the whole screen)
    /// and accepts all keys.
    pub fn open() -> Result<Display, DisplayError> {
        let mut display = Display {
            library: library()?,
            width: 0,
            height: 0,
            taken: false,
        };
        // SAFETY: null settings ask libbrlapi for its defaults
        // (BRLAPI_HOST, BRLAPI_AUTH).
        let fd = unsafe {
            display.symbol::<Open>(b"brlapi_openConnection\0")?(
                std::ptr::null(),
                std::ptr::null_mut(),
            )
        };
        if fd < 0 {
            let error = display.error(Call::Connect);
            // Not connected: there is nothing for the drop to close.
            std::mem::forget(display);
            return Err(error);
        }
        // From here on a failure drops `display`, which closes the connection.
        let (mut x, mut y) = (0, 0);
        // SAFETY: two out-parameters of unsigned int.
        if unsafe { display.symbol::<Size>(b"brlapi_getDisplaySize\0")?(&mut x, &mut y) } < 0 {
            return Err(display.error(Call::Size));
        }
        if x == 0 || y == 0 {
            return Err(DisplayError::Call(
                Call::Size,
                "the display has no cells yet".into(),
            ));
        }
        // The terminal tactus runs in first (BrlAPI finds it from
        // WINDOWPATH, CONTROLVT or the process's tty), so the screen reader
        // keeps the display on every other terminal; where none is known,
        // the root of the screen, the one shown when no screen driver
        // follows a terminal.
        // SAFETY: a tty number and a null driver name (brlapi.h).
        let own = unsafe {
            display.symbol::<EnterTty>(b"brlapi_enterTtyMode\0")?(TTY_DEFAULT, std::ptr::null())
        };
        if own < 0 {
            // SAFETY: an empty path (null, 0) is the root of the screen.
            let rooted = unsafe {
                display.symbol::<EnterTtyPath>(b"brlapi_enterTtyModeWithPath\0")?(
                    std::ptr::null(),
                    0,
                    std::ptr::null(),
                )
            };
            if rooted < 0 {
                return Err(display.error(Call::Take));
            }
        }
        display.taken = true;
        // SAFETY: brlapi_rangeType_all (0) needs no list of keys: every key
        // is accepted.
        unsafe { display.symbol::<AcceptKeys>(b"brlapi_acceptKeys\0")?(0, std::ptr::null(), 0) };
        display.width = x as usize;
        display.height = y as usize;
        Ok(display)
    }

    /// The display's width in cells.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The display's number of lines.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Shows `cells` (bit 0 = dot 1 … bit 7 = dot 8), cut or filled with
    /// blanks to the display's size.
    pub fn write(&self, cells: &[u8]) -> Result<(), DisplayError> {
        let mut all = vec![0u8; (self.width * self.height).max(1)];
        for (to, from) in all.iter_mut().zip(cells) {
            *to = *from;
        }
        // SAFETY: `all` holds the display's width × height cells, as
        // brlapi_writeDots reads.
        let written = unsafe { self.symbol::<WriteDots>(b"brlapi_writeDots\0")?(all.as_ptr()) };
        if written < 0 {
            return Err(self.error(Call::Write));
        }
        Ok(())
    }

    /// The next key pressed, without waiting: `None` when none is waiting
    /// or the key is one tactus does not know.
    pub fn read_key(&self) -> Result<Option<Key>, DisplayError> {
        let mut code = 0u64;
        // SAFETY: no wait (0) and one key code out.
        let got = unsafe { self.symbol::<ReadKey>(b"brlapi_readKey\0")?(0, &mut code) };
        match got {
            n if n < 0 => Err(self.error(Call::ReadKey)),
            0 => Ok(None),
            _ => Ok(Key::from_code(code)),
        }
    }

    fn symbol<T>(&self, name: &'static [u8]) -> Result<Symbol<'_, T>, DisplayError> {
        // SAFETY: each caller names the type of brlapi.h's function.
        unsafe { self.library.get(name) }.map_err(|e| DisplayError::Missing(e.to_string()))
    }

    /// The failure of `call`, in BrlAPI's words.
    fn error(&self, call: Call) -> DisplayError {
        let words = (|| {
            let location = self
                .symbol::<ErrorLocation>(b"brlapi_error_location\0")
                .ok()?;
            let strerror = self.symbol::<StrError>(b"brlapi_strerror\0").ok()?;
            // SAFETY: the thread's error record, read by brlapi_strerror,
            // which returns a string of libbrlapi's (or null).
            let text = unsafe { strerror(location()) };
            if text.is_null() {
                return None;
            }
            // SAFETY: a NUL-terminated string libbrlapi keeps.
            Some(
                unsafe { CStr::from_ptr(text) }
                    .to_string_lossy()
                    .into_owned(),
            )
        })();
        DisplayError::Call(call, words.unwrap_or_else(|| "no reason given".into()))
    }
}

impl Drop for Display {
    /// Gives the display back (if taken) and closes the connection.
    fn drop(&mut self) {
        if self.taken
            && let Ok(leave) = self.symbol::<Leave>(b"brlapi_leaveTtyMode\0")
        {
            // SAFETY: the connection is open and in tty mode.
            unsafe { leave() };
        }
        if let Ok(close) = self.symbol::<Close>(b"brlapi_closeConnection\0") {
            // SAFETY: the connection is open.
            unsafe { close() };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_codes_are_read_and_unknown_ones_ignored() {
        assert_eq!(Key::from_code(0x2001_000C), Some(Key::Route(12)));
        assert_eq!(Key::from_code(0x2000_0001), Some(Key::LineUp));
        assert_eq!(Key::from_code(0x2000_0002), Some(Key::LineDown));
        assert_eq!(Key::from_code(0x2000_0017), Some(Key::PanLeft));
        assert_eq!(Key::from_code(0x2000_0018), Some(Key::PanRight));
        assert_eq!(Key::from_code(0xFF0D), Some(Key::Return));
        // A command 74, as the Virtual driver sends, and a control
        // character.
        assert_eq!(Key::from_code(0x2000_004A), None);
        assert_eq!(Key::from_code(0x07), None);
    }

    #[test]
    fn typed_braille_is_read_as_the_characters_typed() {
        // Dots 1-3-4-5 and 1-3-4-5-7 through BRLTTY's PASSDOTS.
        assert_eq!(Key::from_code(0x2022_001D), Some(Key::Char('n')));
        assert_eq!(Key::from_code(0x2022_005D), Some(Key::Char('N')));
        // Characters: Latin-1, Unicode, a braille pattern as its dots.
        assert_eq!(Key::from_code(0x61), Some(Key::Char('a')));
        assert_eq!(Key::from_code(0xE9), Some(Key::Char('é')));
        assert_eq!(Key::from_code(0x0100_00F1), Some(Key::Char('ñ')));
        assert_eq!(Key::from_code(0x0100_285D), Some(Key::Char('N')));
        // A flag (shift) beside a character does not hide it.
        assert_eq!(Key::from_code(0x1_0000_0042), Some(Key::Char('B')));
        assert_eq!(Key::from_code(0xFF08), Some(Key::Backspace));
    }
}
