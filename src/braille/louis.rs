//! The bridge to liblouis, for prose only (names, event, date, result):
//! the system's `liblouis.so.20` is loaded when braille is first asked
//! for, so tactus runs on a machine without it and says what is missing
//! instead of writing wrong braille. Move text never goes through it: a
//! literary table gives digits number signs and upper cells.
//!
//! liblouis is not thread-safe; every call goes through one lock.

use std::sync::{Mutex, OnceLock};

use libloading::{Library, Symbol};

use super::cell::Cell;
use crate::notation::{Lang, format_message};

/// Why prose could not be put into braille.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LouisError {
    /// The liblouis library could not be loaded.
    #[error("liblouis cannot be loaded ({0})")]
    Missing(String),
    /// liblouis could not read a table (the table files are missing) or
    /// could not translate the text.
    #[error("liblouis cannot translate with {0}")]
    Table(String),
}

impl LouisError {
    /// The error in `lang`'s words, naming the package that brings what is
    /// missing.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            LouisError::Missing(detail) => format_message(
                lang,
                "score-no-liblouis",
                &[("detail", detail.clone().into())],
            ),
            LouisError::Table(tables) => format_message(
                lang,
                "score-no-braille-table",
                &[("tables", tables.clone().into())],
            ),
        }
    }
}

/// The liblouis table list for each language's literary braille. The
/// BRF display table comes first, as liblouis asks for BRF output; the
/// cells are taken as dot patterns, so the display table only names the
/// six-dot set.
pub fn tables(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en-us-brf.dis,en-ueb-g1.ctb",
        Lang::De => "en-us-brf.dis,de-g1.ctb",
        Lang::Es => "en-us-brf.dis,es-g1.ctb",
    }
}

/// The library name the system's loader finds (Debian's `liblouis20`).
const LIBRARY: &str = "liblouis.so.20";

/// liblouis's mode bits: output as dot patterns, as Unicode braille.
const DOTS_IO: i32 = 4;
const UC_BRL: i32 = 64;

type Translate = unsafe extern "C" fn(
    *const std::ffi::c_char,
    *const u8,
    *mut i32,
    *mut u8,
    *mut i32,
    *mut u16,
    *mut std::ffi::c_char,
    i32,
) -> i32;
type CharSize = unsafe extern "C" fn() -> i32;

/// The loaded library and the size of its `widechar` (2 or 4 bytes).
struct Louis {
    library: Library,
    char_size: usize,
}

fn louis() -> &'static Result<Mutex<Louis>, LouisError> {
    static LOUIS: OnceLock<Result<Mutex<Louis>, LouisError>> = OnceLock::new();
    LOUIS.get_or_init(|| {
        // SAFETY: liblouis runs no code when it is loaded that could
        // break Rust's invariants; its functions are called with the types
        // of its header (liblouis.h).
        let library =
            unsafe { Library::new(LIBRARY) }.map_err(|e| LouisError::Missing(e.to_string()))?;
        let char_size = {
            // SAFETY: `lou_charSize` takes nothing and returns an int.
            let size: Symbol<'_, CharSize> = unsafe { library.get(b"lou_charSize\0") }
                .map_err(|e| LouisError::Missing(e.to_string()))?;
            // SAFETY: as above.
            unsafe { size() }
        };
        let char_size = match char_size {
            2 | 4 => char_size as usize,
            other => return Err(LouisError::Missing(format!("widechar of {other} bytes"))),
        };
        Ok(Mutex::new(Louis { library, char_size }))
    })
}

/// `text` in the literary braille of `lang` (grade 1), as six-dot cells.
/// A line break in `text` is not kept: give one line at a time. A letter
/// the language's table does not have (an ö in Spanish) is written as its
/// plain letter (o), never as liblouis's escape for it.
pub fn translate(text: &str, lang: Lang) -> Result<Vec<Cell>, LouisError> {
    let louis = louis().as_ref().map_err(Clone::clone)?;
    let louis = louis.lock().unwrap_or_else(|e| e.into_inner());
    let tables = Tables::new(tables(lang))?;
    let mut plain = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii()
            || !louis
                .raw(&tables, &[u32::from(c)], NO_UNDEFINED)?
                .is_empty()
        {
            plain.push(c);
        } else {
            plain.push_str(plain_letter(c));
        }
    }
    let chars: Vec<u32> = plain.chars().map(u32::from).collect();
    louis
        .raw(&tables, &chars, 0)?
        .into_iter()
        .map(|code| six_dots(code).ok_or_else(|| LouisError::Table(tables.list.into())))
        .collect()
}

/// A table list as liblouis takes it.
struct Tables {
    list: &'static str,
    c: std::ffi::CString,
}

impl Tables {
    fn new(list: &'static str) -> Result<Tables, LouisError> {
        let c = std::ffi::CString::new(list).map_err(|_| LouisError::Table(list.into()))?;
        Ok(Tables { list, c })
    }
}

/// liblouis's mode bit that leaves out characters the table lacks.
const NO_UNDEFINED: i32 = 128;

impl Louis {
    /// `lou_translateString` of `chars` to Unicode braille characters.
    fn raw(&self, tables: &Tables, chars: &[u32], mode: i32) -> Result<Vec<u32>, LouisError> {
        if chars.is_empty() {
            return Ok(Vec::new());
        }
        let size = self.char_size;
        let failed = || LouisError::Table(tables.list.into());
        let input: Vec<u8> = chars
            .iter()
            .flat_map(|&c| {
                if size == 2 {
                    // Outside the basic plane a 2-byte liblouis has no
                    // character; a question mark stands for it.
                    let c = u16::try_from(c).unwrap_or(u16::from(b'?'));
                    c.to_ne_bytes().to_vec()
                } else {
                    c.to_ne_bytes().to_vec()
                }
            })
            .collect();
        // SAFETY: the symbol has the signature of liblouis.h's
        // lou_translateString.
        let function: Symbol<'_, Translate> = unsafe { self.library.get(b"lou_translateString\0") }
            .map_err(|e| LouisError::Missing(e.to_string()))?;
        let mut room = chars.len() * 4 + 16;
        loop {
            let mut in_len = i32::try_from(chars.len()).map_err(|_| failed())?;
            let mut out_len = i32::try_from(room).map_err(|_| failed())?;
            let mut output = vec![0u8; room * size];
            // SAFETY: `input` holds `in_len` widechars and `output` room
            // for `out_len`; typeform and spacing may be null (liblouis.h).
            let ok = unsafe {
                function(
                    tables.c.as_ptr(),
                    input.as_ptr(),
                    &mut in_len,
                    output.as_mut_ptr(),
                    &mut out_len,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    DOTS_IO | UC_BRL | mode,
                )
            };
            if ok == 0 {
                return Err(failed());
            }
            let done = usize::try_from(in_len).unwrap_or(0);
            let written = usize::try_from(out_len).unwrap_or(0);
            if done < chars.len() && written >= room {
                room *= 2;
                continue;
            }
            return Ok(output
                .chunks_exact(size)
                .take(written)
                .map(|bytes| {
                    if size == 2 {
                        u32::from(u16::from_ne_bytes([bytes[0], bytes[1]]))
                    } else {
                        u32::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
                    }
                })
                .collect());
        }
    }
}

/// The plain letters of a letter with a mark, for a table that lacks it;
/// a question mark for any other character it lacks.
fn plain_letter(c: char) -> &'static str {
    const PLAIN: [(&str, &str); 14] = [
        ("àáâãäåāą", "a"),
        ("ÀÁÂÃÄÅĀĄ", "A"),
        ("çćč", "c"),
        ("ÇĆČ", "C"),
        ("èéêëēęě", "e"),
        ("ÈÉÊËĒĘĚ", "E"),
        ("ìíîïī", "i"),
        ("ÌÍÎÏĪ", "I"),
        ("ñńň", "n"),
        ("ÑŃŇ", "N"),
        ("òóôõöøō", "o"),
        ("ÒÓÔÕÖØŌ", "O"),
        ("ùúûüūů", "u"),
        ("ÙÚÛÜŪŮ", "U"),
    ];
    match c {
        'ß' => "ss",
        'ý' | 'ÿ' => "y",
        'Ý' => "Y",
        'š' => "s",
        'Š' => "S",
        'ž' | 'ź' | 'ż' => "z",
        'Ž' | 'Ź' | 'Ż' => "Z",
        'ł' => "l",
        'Ł' => "L",
        _ => PLAIN
            .iter()
            .find(|(marked, _)| marked.contains(c))
            .map_or("?", |(_, plain)| plain),
    }
}

/// The six-dot cell of a Unicode braille character from liblouis; `None`
/// for dots 7 or 8, which BRF does not have, or for anything else.
fn six_dots(code: u32) -> Option<Cell> {
    let bits = code.checked_sub(0x2800)?;
    Cell::from_bits(u8::try_from(bits).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_with_dots_7_or_8_and_other_characters_are_refused() {
        assert_eq!(six_dots(0x2801), Cell::from_dots(&[1]));
        assert_eq!(six_dots(0x2841), None);
        assert_eq!(six_dots(u32::from('a')), None);
    }

    fn brf(text: &str, lang: Lang) -> String {
        translate(text, lang)
            .unwrap()
            .iter()
            .map(|c| c.brf())
            .collect()
    }

    #[test]
    fn prose_is_literary_braille_of_each_language() {
        assert_eq!(brf("Morphy, Paul", Lang::En), ",MORPHY1 ,PAUL");
        assert_eq!(brf("Schwarz: Müller", Lang::De), ":WARZ3 M\\LLER");
        assert_eq!(brf("Peña", Lang::Es), ".PE]A");
        // Spanish has no ö: the plain o, not liblouis's escape.
        assert_eq!(brf("Köln", Lang::Es), ".KOLN");
        assert_eq!(brf("", Lang::En), "");
    }

    #[test]
    fn what_is_missing_is_said_in_each_language_with_its_package() {
        let missing = LouisError::Missing("liblouis.so.20: not found".into());
        assert_eq!(
            missing.words(Lang::En),
            "braille cannot be written: liblouis is missing (liblouis.so.20: not found); install the package liblouis20"
        );
        assert!(
            missing
                .words(Lang::De)
                .starts_with("Braille kann nicht geschrieben werden")
        );
        assert!(missing.words(Lang::Es).contains("liblouis20"));
        let table = LouisError::Table(tables(Lang::De).into());
        assert!(table.words(Lang::De).contains("de-g1.ctb"));
        assert!(table.words(Lang::Es).contains("liblouis-data"));
    }

    #[test]
    fn a_letter_a_table_lacks_is_its_plain_letter() {
        assert_eq!(plain_letter('ö'), "o");
        assert_eq!(plain_letter('Ö'), "O");
        assert_eq!(plain_letter('ß'), "ss");
        assert_eq!(plain_letter('ł'), "l");
        assert_eq!(plain_letter('雪'), "?");
    }
}
