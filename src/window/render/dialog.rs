//! The settings dialog drawn over the board.

use ab_glyph::FontRef;
use tiny_skia::{Pixmap, Rect};

use tiny_skia::IntRect;

use super::super::settings::DialogView;
use super::super::theme::Theme;
use super::super::view::BoardView;
use super::panel::panel_text_size;
use super::words::{ellipsis, wrap};
use super::{Layout, clock_area, fill_rect, text};

/// Draws the open settings dialog (or the help list) in the window: over
/// the board's part when no game is played on, and, while one is (a clock
/// runs, or the clocks wait for the first moves), in the side panel under
/// the clocks, so that the board and both clocks stay in view. A framed box in the theme's colours, its title, then one row per
/// setting or item, in text as large as the panel's at this zoom, each
/// wrapped at its words inside the frame (the rows around the selected one
/// when not all fit); the selected row is inverted (like the running
/// clock) and framed in the cursor's colour.
pub fn render_dialog(
    pm: &mut Pixmap,
    dialog: &DialogView,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    zoom: f32,
) -> Option<IntRect> {
    let area = if view.in_play() {
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
    // The panel's text as drawn at this zoom (the clocks' size).
    let layout = Layout::new(pm.width(), pm.height(), zoom);
    let panel_text = panel_text_size(&layout, font).unwrap_or(layout.text);
    draw_dialog(pm, dialog, theme, font, area, panel_text);
    area.round_out()
}

/// The least size of a row's text: below it, rows give way instead.
const LEAST_ROW_TEXT: f32 = 14.0;

/// The lines of text the box keeps room for at least: the title, the gap
/// under it, and two lines of rows.
const LEAST_LINES: f32 = 3.5;

fn draw_dialog(
    pm: &mut Pixmap,
    dialog: &DialogView,
    theme: &Theme,
    font: &FontRef<'_>,
    room: Rect,
    panel_text: f32,
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
    // The text as large as the panel's at this zoom (it grows with the
    // zoom), less only where the box would not hold a title and a row.
    let size = panel_text
        .min((area.height() - 2.0 * pad) / LEAST_LINES / 1.35)
        .max(LEAST_ROW_TEXT)
        .clamp(8.0, 200.0);
    let step = size * 1.35;
    let x = area.x() + 2.0 * pad;
    // Each row wrapped at its words inside the frame.
    let room_w = area.right() - line - pad * 0.5 - x;
    let title = wrap(font, &dialog.title, size, room_w);
    let rows: Vec<Vec<String>> = dialog
        .rows
        .iter()
        .map(|r| wrap(font, r, size, room_w))
        .collect();
    let mut y = area.y() + pad + size * 1.1;
    for t in &title {
        text(pm, font, t, size, x, y, theme.text);
        y += step;
    }
    y += step * 0.4;
    // The rows that fit, the selected one among them: from the selected
    // row, as many before it as after it while they fit.
    let lines_room = ((area.bottom() - pad - (y - size * 1.05)) / step).floor() as usize;
    let lines_room = lines_room.max(1);
    let (first, _) = around(&rows, dialog.selected, lines_room);
    // The lines drawn: from the first row on while there is room, a row
    // cut at the foot ending in an ellipsis.
    let mut drawn: Vec<(String, bool)> = Vec::new();
    for (i, lines) in rows.iter().enumerate().skip(first) {
        for (k, l) in lines.iter().enumerate() {
            if drawn.len() == lines_room {
                break;
            }
            let cut = drawn.len() + 1 == lines_room && k + 1 < lines.len();
            let l = if cut {
                ellipsis(font, l, size, room_w)
            } else {
                l.clone()
            };
            drawn.push((l, i == dialog.selected));
        }
    }
    let selected_lines = drawn.iter().filter(|(_, s)| *s).count();
    if let Some(at) = drawn.iter().position(|(_, s)| *s) {
        let band_y = y + step * at as f32 - size * 1.05;
        let band = Rect::from_xywh(
            area.x() + pad,
            band_y,
            area.width() - 2.0 * pad,
            step * (selected_lines as f32 - 1.0) + size * 1.35,
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
    }
    for (l, selected) in &drawn {
        let colour = if *selected {
            theme.background
        } else {
            theme.text
        };
        text(pm, font, l, size, x, y, colour);
        y += step;
    }
}

/// The first and last of `rows` (each its lines) to show in `room` lines:
/// the selected one whole, then the rows before and after it in turn
/// while they fit.
fn around(rows: &[Vec<String>], selected: usize, room: usize) -> (usize, usize) {
    let selected = selected.min(rows.len().saturating_sub(1));
    let (mut first, mut last) = (selected, selected);
    let mut used = rows.get(selected).map_or(0, Vec::len);
    loop {
        let mut grew = false;
        if last + 1 < rows.len() && used + rows[last + 1].len() <= room {
            last += 1;
            used += rows[last].len();
            grew = true;
        }
        if first > 0 && used + rows[first - 1].len() <= room {
            first -= 1;
            used += rows[first].len();
            grew = true;
        }
        if !grew {
            return (first, last);
        }
    }
}
