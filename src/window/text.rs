//! Text and piece glyphs as vector paths, from DejaVu Sans Bold (shipped in
//! `assets/fonts/`, Bitstream Vera licence): the outline of each glyph
//! becomes a tiny-skia path, so text and pieces can be filled and given a
//! thick outline at any size.

use ab_glyph::{Font, FontRef, OutlineCurve, Point};
use shakmaty::{Piece, Role};
use tiny_skia::{Path, PathBuilder};

/// The font, bundled into the program.
const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// The bundled font, parsed once per call site (parsing is only a header read).
pub fn font() -> Option<FontRef<'static>> {
    FontRef::try_from_slice(FONT).ok()
}

/// The chess glyph for a piece kind: the filled (black) set, which both
/// colours use, filled in their own colour.
pub fn piece_char(piece: Piece) -> char {
    match piece.role {
        Role::King => '\u{265A}',
        Role::Queen => '\u{265B}',
        Role::Rook => '\u{265C}',
        Role::Bishop => '\u{265D}',
        Role::Knight => '\u{265E}',
        Role::Pawn => '\u{265F}',
    }
}

/// How wide `text` is at `size` pixels to the em.
pub fn width(font: &FontRef<'_>, text: &str, size: f32) -> f32 {
    let scale = size / font.units_per_em().unwrap_or(2048.0);
    text.chars()
        .map(|c| font.h_advance_unscaled(font.glyph_id(c)) * scale)
        .sum()
}

/// The outline of `text` at `size` pixels to the em, its baseline starting
/// at (`x`, `y`); `None` for text with no visible ink.
pub fn text_path(font: &FontRef<'_>, text: &str, size: f32, x: f32, y: f32) -> Option<Path> {
    let scale = size / font.units_per_em().unwrap_or(2048.0);
    let mut pb = PathBuilder::new();
    let mut pen = x;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(outline) = font.outline(id) {
            let at = |p: Point| (pen + p.x * scale, y - p.y * scale);
            let mut last: Option<Point> = None;
            for curve in &outline.curves {
                let start = match curve {
                    OutlineCurve::Line(a, _)
                    | OutlineCurve::Quad(a, _, _)
                    | OutlineCurve::Cubic(a, _, _, _) => *a,
                };
                if last != Some(start) {
                    if last.is_some() {
                        pb.close();
                    }
                    let (sx, sy) = at(start);
                    pb.move_to(sx, sy);
                }
                let end = match *curve {
                    OutlineCurve::Line(_, b) => {
                        let (bx, by) = at(b);
                        pb.line_to(bx, by);
                        b
                    }
                    OutlineCurve::Quad(_, b, c) => {
                        let ((bx, by), (cx, cy)) = (at(b), at(c));
                        pb.quad_to(bx, by, cx, cy);
                        c
                    }
                    OutlineCurve::Cubic(_, b, c, d) => {
                        let ((bx, by), (cx, cy), (dx, dy)) = (at(b), at(c), at(d));
                        pb.cubic_to(bx, by, cx, cy, dx, dy);
                        d
                    }
                };
                last = Some(end);
            }
            if last.is_some() {
                pb.close();
            }
        }
        pen += font.h_advance_unscaled(id) * scale;
    }
    pb.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Color;

    #[test]
    fn the_font_has_every_piece_and_the_coordinates() {
        let font = font().expect("bundled font");
        for role in Role::ALL {
            let c = piece_char(Piece {
                color: Color::White,
                role,
            });
            assert!(font.glyph_id(c).0 != 0, "{c} missing");
            assert!(text_path(&font, &c.to_string(), 64.0, 0.0, 64.0).is_some());
        }
        for c in "abcdefgh12345678:".chars() {
            assert!(font.glyph_id(c).0 != 0, "{c} missing");
        }
        assert!(width(&font, "e4", 20.0) > 10.0);
        assert!(text_path(&font, " ", 20.0, 0.0, 0.0).is_none());
    }
}
