//! The picture: the board filling the window, coordinates, pieces, marks,
//! and the clocks and last move beside it, drawn with tiny-skia into a
//! pixmap; `dialog` draws the settings dialog over the board. Pure: the
//! same view, theme and size give the same pixels. [`render_panel`] and
//! [`render_clocks`] draw a part again and say which rectangle they drew,
//! so that only it is sent to the screen. Where things go is `layout`'s;
//! `board` draws the board, `panel` the clocks and words beside it.

use ab_glyph::FontRef;
use tiny_skia::{FillRule, IntRect, Paint, Pixmap, Rect, Transform};

use super::text::text_path;
use super::theme::{Rgb, Theme};
use super::view::BoardView;
use board::{draw_coordinates, draw_marks, draw_pieces, draw_squares};
#[cfg(test)]
use layout::{CLOCK_LINE_EMS, SPLIT_CLOCK_EMS, WIDEST_CLOCK_LINE, WIDEST_SPLIT_LINES};
pub use layout::{Layout, ZOOM_MAX, ZOOM_STEP, largest_zoom, step_zoom};
use panel::{clock_area, draw_clocks, draw_panel};

/// An anti-aliased paint of colour `c`.
pub(crate) fn paint(c: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c.sk());
    p.anti_alias = true;
    p
}

/// Fills `rect`, when there is one, with `c`.
pub(crate) fn fill_rect(pm: &mut Pixmap, rect: Option<Rect>, c: Rgb) {
    if let Some(r) = rect {
        pm.fill_rect(r, &paint(c), Transform::identity(), None);
    }
}

/// A frame of `thick` pixels inside `rect`, `inset` from its edge.
pub(crate) fn frame(pm: &mut Pixmap, rect: Rect, inset: f32, thick: f32, c: Rgb) {
    let (x, y, s) = (
        rect.x() + inset,
        rect.y() + inset,
        rect.width() - 2.0 * inset,
    );
    if s <= 2.0 * thick {
        return fill_rect(pm, Rect::from_xywh(x, y, s, s), c);
    }
    for r in [
        Rect::from_xywh(x, y, s, thick),
        Rect::from_xywh(x, y + s - thick, s, thick),
        Rect::from_xywh(x, y, thick, s),
        Rect::from_xywh(x + s - thick, y, thick, s),
    ] {
        fill_rect(pm, r, c);
    }
}

/// Text in colour `c`, its baseline at (`x`, `y`).
pub(crate) fn text(
    pm: &mut Pixmap,
    font: &FontRef<'_>,
    s: &str,
    size: f32,
    x: f32,
    y: f32,
    c: Rgb,
) {
    if let Some(path) = text_path(font, s, size, x, y) {
        pm.fill_path(
            &path,
            &paint(c),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

/// Draws `view` into `pm` with `theme`, at `zoom`.
pub fn render(pm: &mut Pixmap, view: &BoardView, theme: &Theme, font: &FontRef<'_>, zoom: f32) {
    pm.fill(theme.background.sk());
    let layout = Layout::new(pm.width(), pm.height(), zoom);
    draw_squares(pm, view, theme, &layout);
    draw_marks(pm, view, theme, &layout);
    draw_pieces(pm, view, theme, font, &layout);
    draw_coordinates(pm, view, theme, font, &layout);
    draw_panel(pm, view, theme, font, &layout);
}

/// Redraws only the side panel (clocks, last move, what was said) of a
/// picture `render` drew for the same board; returns the panel's
/// rectangle (`None` when the panel is empty).
pub fn render_panel(
    pm: &mut Pixmap,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    zoom: f32,
) -> Option<IntRect> {
    let layout = Layout::new(pm.width(), pm.height(), zoom);
    draw_panel(pm, view, theme, font, &layout);
    let (px, py, pw, ph) = layout.panel;
    within(pm, Rect::from_xywh(px, py, pw, ph)?)
}

/// Redraws only the two clock lines of a picture `render` drew for the
/// same board and words: the once-a-second update. Returns the rectangle
/// drawn (`None` when the panel is too small to hold the clocks).
pub fn render_clocks(
    pm: &mut Pixmap,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    zoom: f32,
) -> Option<IntRect> {
    let layout = Layout::new(pm.width(), pm.height(), zoom);
    let area = clock_area(&layout, font)?;
    fill_rect(pm, Some(area.to_rect()), theme.background);
    draw_clocks(pm, view, theme, font, &layout);
    Some(area)
}

/// `rect` rounded out to whole pixels and cut to the pixmap.
fn within(pm: &Pixmap, rect: Rect) -> Option<IntRect> {
    let r = rect.round_out()?;
    let right = r.right().min(pm.width() as i32);
    let bottom = r.bottom().min(pm.height() as i32);
    let (x, y) = (r.x().max(0), r.y().max(0));
    IntRect::from_ltrb(x, y, right, bottom)
}

mod board;
mod dialog;
mod layout;
mod panel;
pub mod present;
mod words;

pub use dialog::render_dialog;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod piece_tests;
