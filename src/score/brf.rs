//! The braille formats of `tactus score`: BRF pages and the same cells as
//! Unicode braille (see [`crate::braille`]).

use super::Request;
use crate::braille;

/// The score as a BRF file; a worded error when liblouis cannot write the
/// heading.
pub fn brf(request: &Request<'_>) -> Result<Vec<u8>, String> {
    pages(request).map(|p| p.brf().into_bytes())
}

/// The score as Unicode braille text.
pub fn unicode(request: &Request<'_>) -> Result<Vec<u8>, String> {
    pages(request).map(|p| p.unicode().into_bytes())
}

fn pages(request: &Request<'_>) -> Result<braille::Pages, String> {
    braille::pages(request.sheet, request.lang, request.size).map_err(|e| e.words(request.lang))
}
