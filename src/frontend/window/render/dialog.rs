//! The settings dialog drawn over the board.

use ab_glyph::FontRef;
use tiny_skia::{Pixmap, Rect};

use super::super::settings::DialogView;
use super::super::theme::Theme;
use super::{Layout, fill_rect, text, width};

/// Draws the open settings dialog over the board's part of the window: a
/// framed box in the theme's colours, its title, then one row per setting
/// in text as large as the box allows; the selected row is inverted (like
/// the running clock) and framed in the cursor's colour.
pub fn render_dialog(pm: &mut Pixmap, dialog: &DialogView, theme: &Theme, font: &FontRef<'_>) {
    let layout = Layout::new(pm.width(), pm.height(), 1.0, (0, 0));
    let (px, py, _, _) = layout.panel;
    let (w, h) = (pm.width() as f32, pm.height() as f32);
    // The board's part: left of a side panel, or above a bottom one.
    let (bw, bh) = if px > 0.0 {
        (px, h)
    } else {
        (w, py.max(h * 0.5))
    };
    fill_rect(pm, Rect::from_xywh(0.0, 0.0, bw, bh), theme.background);
    let pad = (bw.min(bh) * 0.03).max(4.0);
    let Some(area) = Rect::from_xywh(pad, pad, bw - 2.0 * pad, bh - 2.0 * pad) else {
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
    let size = ((area.height() - 2.0 * pad) / lines / 1.35)
        .min((area.width() - 4.0 * pad) / widest)
        .clamp(8.0, 96.0);
    let x = area.x() + 2.0 * pad;
    let step = size * 1.35;
    let mut y = area.y() + pad + size * 1.1;
    text(pm, font, &dialog.title, size, x, y, theme.text);
    y += step * 1.4;
    for (i, row) in dialog.rows.iter().enumerate() {
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
