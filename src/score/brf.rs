//! The braille formats of `tactus score`: BRF pages and the same cells as
//! Unicode braille lines (see [`crate::braille`]).

use super::Request;
use crate::braille;

/// The score as a BRF file; a worded error when liblouis cannot write the
/// heading.
pub fn brf(request: &Request<'_>) -> Result<Vec<u8>, String> {
    pages(request).map(|p| p.brf().into_bytes())
}

/// The score as Unicode braille text for a display or a screen: the same
/// cells in lines of `--cells`, but no pages (no blank lines filling the
/// last page, no page numbers, no form feeds).
pub fn unicode(request: &Request<'_>) -> Result<Vec<u8>, String> {
    braille::lines(request.sheet, request.lang, request.size.cells())
        .map(|lines| lines.unicode().into_bytes())
        .map_err(|e| e.words(request.lang))
}

fn pages(request: &Request<'_>) -> Result<braille::Pages, String> {
    braille::pages(request.sheet, request.lang, request.size).map_err(|e| e.words(request.lang))
}
