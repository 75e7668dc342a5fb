//! The settings dialog drawn over the board.

use ab_glyph::FontRef;
use tiny_skia::{Pixmap, Rect};

use tiny_skia::IntRect;

use super::super::settings::DialogView;
use super::super::text::width;
use super::super::theme::Theme;
use super::super::view::BoardView;
use super::{Layout, clock_area, fill_rect, text};

/// Draws the open settings dialog (or the help list) in the window: over
/// the board's part when no clock runs, and, while a clock runs, in the
/// side panel under the clocks, so that the board and both clocks stay in
/// view. A framed box in the theme's colours, its title, then one row per
/// setting in text as large as the box allows (the rows around the
/// selected one when not all fit); the selected row is inverted (like the
/// running clock) and framed in the cursor's colour.
pub fn render_dialog(
    pm: &mut Pixmap,
    dialog: &DialogView,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    zoom: f32,
) -> Option<IntRect> {
    let area = if view.running.is_some() {
        let layout = Layout::new(pm.width(), pm.height(), zoom);
        let clocks = clock_area(&layout, font)?;
        let (px, py, pw, ph) = layout.panel;
        let top = clocks.bottom() as f32;
        Rect::from_xywh(px, top, pw, py + ph - top)?
    } else {
        let layout = Layout::new(pm.width(), pm.height(), 1.0);
        let (px, py, _, _) = layout.panel;
        let (w, h) = (pm.width() as f32, pm.height() as f32);
        // The board's part: left of a side panel, or above a bottom one.
        let (bw, bh) = if px > 0.0 {
            (px, h)
        } else {
            (w, py.max(h * 0.5))
        };
        Rect::from_xywh(0.0, 0.0, bw, bh)?
    };
    draw_dialog(pm, dialog, theme, font, area);
    area.round_out()
}

/// The least size of a row's text: below it, rows give way instead.
const LEAST_ROW_TEXT: f32 = 14.0;

fn draw_dialog(
    pm: &mut Pixmap,
    dialog: &DialogView,
    theme: &Theme,
    font: &FontRef<'_>,
    room: Rect,
) {
    fill_rect(pm, Some(room), theme.background);
    let (bw, bh) = (room.width(), room.height());
    let pad = (bw.min(bh) * 0.03).max(4.0);
    let Some(area) = Rect::from_xywh(
        room.x() + pad,
        room.y() + pad,
        bw - 2.0 * pad,
        bh - 2.0 * pad,
    ) else {
        return;
    };
    let line = (pad * 0.5).max(2.0);
    for r in [
        Rect::from_xywh(area.x(), area.y(), area.width(), line),
        Rect::from_xywh(area.x(), area.bottom() - line, area.width(), line),
        Rect::from_xywh(area.x(), area.y(), line, area.height()),
        Rect::from_xywh(area.right() - line, area.y(), line, area.height()),
    ] {
        fill_rect(pm, r, theme.text);
    }
    // The title and a gap of half a line, the rows, and a margin below.
    let lines = dialog.rows.len() as f32 + 2.0;
    let widest = dialog
        .rows
        .iter()
        .chain([&dialog.title])
        .map(|t| width(font, t, 1.0))
        .fold(1.0_f32, f32::max);
    let fit_width = (area.width() - 4.0 * pad) / widest;
    let size = ((area.height() - 2.0 * pad) / lines / 1.35)
        .max(LEAST_ROW_TEXT.min(fit_width))
        .min(fit_width)
        .clamp(8.0, 96.0);
    let step = size * 1.35;
    // The rows that fit, around the selected one.
    let fitting = (((area.height() - 2.0 * pad - step * 1.4) / step)
        .floor()
        .max(1.0)) as usize;
    let first = dialog
        .selected
        .saturating_sub(fitting / 2)
        .min(dialog.rows.len().saturating_sub(fitting));
    let x = area.x() + 2.0 * pad;
    let mut y = area.y() + pad + size * 1.1;
    text(pm, font, &dialog.title, size, x, y, theme.text);
    y += step * 1.4;
    for (i, row) in dialog.rows.iter().enumerate().skip(first).take(fitting) {
        if i == dialog.selected {
            let band = Rect::from_xywh(
                area.x() + pad,
                y - size * 1.05,
                area.width() - 2.0 * pad,
                size * 1.35,
            );
            if let Some(band) = band {
                fill_rect(pm, Some(band), theme.text);
                let thick = (size * 0.12).max(3.0);
                for r in [
                    Rect::from_xywh(band.x(), band.y() - thick, band.width(), thick),
                    Rect::from_xywh(band.x(), band.bottom(), band.width(), thick),
                    Rect::from_xywh(
                        band.x() - thick,
                        band.y() - thick,
                        thick,
                        band.height() + 2.0 * thick,
                    ),
                    Rect::from_xywh(
                        band.right(),
                        band.y() - thick,
                        thick,
                        band.height() + 2.0 * thick,
                    ),
                ] {
                    fill_rect(pm, r, theme.cursor);
                }
            }
            text(pm, font, row, size, x, y, theme.background);
        } else {
            text(pm, font, row, size, x, y, theme.text);
        }
        y += step;
    }
}
