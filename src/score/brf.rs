//! The braille formats of `tactus score`: BRF pages and the same cells as
//! Unicode braille lines (see [`crate::braille`]).

use super::Request;
use crate::braille::{self, LouisError};

/// The score as a BRF file, or why liblouis could not write the heading
/// (its words: [`LouisError::words`]).
pub fn brf(request: &Request<'_>) -> Result<Vec<u8>, LouisError> {
    pages(request).map(|p| p.brf().into_bytes())
}

/// The score as Unicode braille text for a display or a screen: the same
/// cells in lines of `--cells`, but no pages (no blank lines filling the
/// last page, no page numbers, no form feeds).
pub fn unicode(request: &Request<'_>) -> Result<Vec<u8>, LouisError> {
    braille::lines(request.sheet, request.lang, request.size.cells())
        .map(|lines| lines.unicode().into_bytes())
}

fn pages(request: &Request<'_>) -> Result<braille::Pages, LouisError> {
    braille::pages(request.sheet, request.lang, request.size)
}
