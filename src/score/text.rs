//! The print format of `tactus score`: the heading and the moves that the
//! braille formats carry, in print, lines no longer than the page's cells.

use super::Request;
use crate::braille::{self, print_moves};

/// The score in print: the heading lines, the starting position when it
/// is not the usual one, a blank line, the moves (a whole move never split
/// across lines) and the result.
pub fn text(request: &Request<'_>) -> Vec<u8> {
    let mut out = String::new();
    let heading = braille::heading(request.sheet, request.lang);
    let start = braille::start_lines(request.sheet, request.lang);
    for line in heading.iter().chain(&start) {
        out.push_str(line);
        out.push('\n');
    }
    out.push('\n');
    let mut line = String::new();
    for word in print_moves(request.sheet, request.lang) {
        let width = line.chars().count() + 1 + word.chars().count();
        if !line.is_empty() && width > request.size.cells() {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out.into_bytes()
}
