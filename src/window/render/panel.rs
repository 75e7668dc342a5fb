//! The side panel: the two clocks, the move list, the lines said last and
//! the open command line.

use ab_glyph::FontRef;
use tiny_skia::{IntRect, Pixmap, Rect};

use super::super::text::width;
use super::super::theme::Theme;
use super::super::view::BoardView;
use super::layout::{
    PANEL_LINES, PANEL_LINES_SPLIT, PANEL_TEXT_SHARE, WIDEST_CLOCK_LINE, WIDEST_SPLIT_LINES,
};
use super::words::{ellipsis, newest_whole, wrap};
use super::{Layout, fill_rect, text};
use crate::notation::render::clock_face;

/// The size of the panel's text: the zoom's ([`Layout::text`]), or less
/// when the longest clock line (or, with the clocks in two lines, the
/// longest of their lines) would not fit; `None` when the panel is too
/// small for text.
pub(super) fn panel_text_size(layout: &Layout, font: &FontRef<'_>) -> Option<f32> {
    let (_, _, pw, ph) = layout.panel;
    if pw < 20.0 || ph < 20.0 {
        return None;
    }
    let (widest, lines) = if layout.split_clocks {
        let widest = WIDEST_SPLIT_LINES
            .iter()
            .map(|l| width(font, l, 1.0))
            .fold(1.0_f32, f32::max);
        (widest, PANEL_LINES_SPLIT)
    } else {
        (width(font, WIDEST_CLOCK_LINE, 1.0).max(1.0), PANEL_LINES)
    };
    Some(
        (pw * PANEL_TEXT_SHARE / widest)
            .min(ph / lines)
            .min(layout.text)
            .clamp(8.0, 200.0),
    )
}

/// The whole-pixel band of the panel the two clocks are drawn in: from the
/// panel's top to a little below the second clock's band, short of the
/// line under it.
pub(super) fn clock_area(layout: &Layout, font: &FontRef<'_>) -> Option<IntRect> {
    let size = panel_text_size(layout, font)?;
    let (px, py, pw, ph) = layout.panel;
    let reach = if layout.split_clocks {
        SPLIT_CLOCKS_HEIGHT
    } else {
        CLOCKS_HEIGHT
    };
    let height = (size * reach).ceil().min(ph);
    IntRect::from_xywh(px as i32, py as i32, pw as u32, height as u32)
}

/// How far down the panel the clock lines reach, in text sizes: the second
/// line's baseline is at 2.7, its band ends at 3.0, and the next line's
/// ink starts below 3.4.
const CLOCKS_HEIGHT: f32 = 3.15;

/// The same for clocks in two lines: the second clock's time has its
/// baseline at 5.15 (1.2, then 2.75 for the next clock, then 1.2 for its
/// time), its band ends at 5.45, and the next line's ink starts below 5.9.
const SPLIT_CLOCKS_HEIGHT: f32 = 5.6;

/// The two clocks, the opponent's at the top and the player's below as on
/// a table, the running one inverted; each on one line, or with the time
/// under the side's name when the panel is narrow; in a puzzle the sides'
/// names alone, the one to move marked, as it is while the clocks wait for
/// the first moves. Returns the baseline under them.
pub(super) fn draw_clocks(
    pm: &mut Pixmap,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    layout: &Layout,
) -> Option<f32> {
    let size = panel_text_size(layout, font)?;
    let (px, py, pw, _) = layout.panel;
    let x = px + size * 0.4;
    let mut y = py + size * 1.2;
    for side in [!view.perspective, view.perspective] {
        let running = view.running == Some(side);
        // A puzzle has no clock: its side to move is marked, no time shown;
        // so is it while the clocks wait for the first moves.
        let waits = !view.clocks_shown || view.clocks_wait;
        let marked = running || (waits && view.turn == side);
        let mark = if marked { "> " } else { "  " };
        let name = &view.sides[side];
        let face = if view.clocks_shown {
            clock_face(view.clocks[side])
        } else {
            String::new()
        };
        let lines = if layout.split_clocks {
            vec![
                (format!("{mark}{name}"), x),
                (face, x + width(font, "> ", size)),
            ]
        } else {
            vec![(format!("{mark}{name} {face}"), x)]
        };
        let step = size * 1.2;
        let tall = size * 1.25 + step * (lines.len() - 1) as f32;
        let colour = if running {
            let band = Rect::from_xywh(px, y - size * 0.95, pw, tall);
            fill_rect(pm, band, theme.text);
            theme.background
        } else {
            theme.text
        };
        for (line, at) in &lines {
            text(pm, font, line, size, *at, y, colour);
            y += step;
        }
        y += size * 1.5 - step;
    }
    Some(y)
}

pub(super) fn draw_panel(
    pm: &mut Pixmap,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    layout: &Layout,
) {
    let (px, py, pw, ph) = layout.panel;
    fill_rect(pm, Rect::from_xywh(px, py, pw, ph), theme.background);
    let (Some(size), Some(mut y)) = (
        panel_text_size(layout, font),
        draw_clocks(pm, view, theme, font, layout),
    ) else {
        return;
    };
    let x = px + size * 0.4;
    let small = size * 0.7;
    if let Some(banner) = &view.review {
        y = draw_banner(pm, banner, theme, font, layout, size, y);
    }
    y = draw_move_list(pm, view, theme, font, layout, size, y);
    // The lines said last, each wrapped to the panel at its words, the
    // newest at the bottom; the oldest give way whole when they do not
    // all fit, so that no sentence shows its end alone.
    let said: Vec<Vec<String>> = view
        .status
        .lines()
        .map(|said| wrap(font, said, small, pw - size * 0.8))
        .filter(|lines| !lines.is_empty())
        .collect();
    let step = small * 1.3;
    // The open command line takes the foot of the panel; the answers stay
    // above it.
    let bottom = match &view.command_line {
        Some(typed) => draw_command_line(pm, typed, theme, font, layout, size),
        None => py + ph,
    };
    let room = ((bottom - y) / step).floor().max(0.0) as usize + 1;
    let mut shown = newest_whole(&said, room);
    if shown.len() < said.last().map_or(0, Vec::len)
        && let Some(last) = shown.last_mut()
    {
        // The newest alone is too long: its start, the last line shown
        // ending in an ellipsis.
        *last = ellipsis(font, last, small, pw - size * 0.8);
    }
    for line in &shown {
        text(pm, font, line, small, x, y, theme.text);
        y += step;
    }
}

/// The banner under the clocks while review shows a past position: its
/// words wrapped to the panel, in the background's colour on a band of the
/// cursor's, as the reviewed move is marked. Returns the baseline under it.
fn draw_banner(
    pm: &mut Pixmap,
    banner: &str,
    theme: &Theme,
    font: &FontRef<'_>,
    layout: &Layout,
    size: f32,
    y: f32,
) -> f32 {
    let (px, _, pw, _) = layout.panel;
    let lines = wrap(font, banner, size, pw - size * 0.8);
    let step = size * 1.2;
    let top = y - size * 0.95;
    let band = Rect::from_xywh(px, top, pw, step * lines.len() as f32 + size * 0.1);
    fill_rect(pm, band, theme.cursor);
    let mut y = y;
    for line in &lines {
        text(pm, font, line, size, px + size * 0.4, y, theme.background);
        y += step;
    }
    y + size * 0.3
}

/// The move list under the clocks: the lines around the marked move (the
/// last one made, or the one reviewed), at most a third of the panel's
/// room below the clocks and never more than four lines, the marked move
/// inverted as the running clock is, smaller when the panel is too narrow
/// for them. Returns the baseline under it.
fn draw_move_list(
    pm: &mut Pixmap,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    layout: &Layout,
    size: f32,
    mut y: f32,
) -> f32 {
    let (px, py, _, ph) = layout.panel;
    let step = size * 1.3;
    let room = ((py + ph - y) / step / 3.0).floor().clamp(1.0, 4.0) as usize;
    let lines = &view.move_lines;
    let marked_line = view
        .marked
        .and_then(|m| {
            lines
                .iter()
                .position(|l| l.moves.iter().any(|(p, _)| *p == m))
        })
        .unwrap_or(lines.len().saturating_sub(1));
    let first = (marked_line + 1).saturating_sub(room);
    // In a narrow panel (a large zoom) the lines are written smaller rather
    // than cut off at the window's edge.
    let ems = |s: &str| width(font, s, 1.0);
    let widest = lines
        .iter()
        .skip(first)
        .take(room)
        .map(|l| {
            let moves: f32 = l
                .moves
                .iter()
                .map(|(_, san)| ems(san) + ems(" ") * 1.5)
                .sum();
            ems(&l.number) + ems(" ") + moves
        })
        .fold(0.0_f32, f32::max);
    let (_, _, pw, _) = layout.panel;
    let size = if widest > 0.0 {
        size.min((pw - size * 0.4) / widest).max(8.0)
    } else {
        size
    };
    let space = width(font, " ", size);
    for line in lines.iter().skip(first).take(room) {
        let mut x = px + size * 0.4;
        text(pm, font, &line.number, size, x, y, theme.text);
        x += width(font, &line.number, size) + space;
        for (ply, san) in &line.moves {
            let w = width(font, san, size);
            if Some(*ply) == view.marked {
                let band =
                    Rect::from_xywh(x - space * 0.5, y - size * 0.95, w + space, size * 1.25);
                fill_rect(pm, band, theme.text);
                text(pm, font, san, size, x, y, theme.background);
            } else {
                text(pm, font, san, size, x, y, theme.text);
            }
            x += w + space * 1.5;
        }
        y += step;
    }
    if !lines.is_empty() {
        y += size * 0.2;
    }
    y
}

/// The open command line at the foot of the panel: a field framed in the
/// text's colour, what was typed in it (its end, when it is longer than
/// the field) and a bar in the cursor's colour where the next character
/// goes. Returns the top of the field, above which the answers go.
fn draw_command_line(
    pm: &mut Pixmap,
    typed: &str,
    theme: &Theme,
    font: &FontRef<'_>,
    layout: &Layout,
    size: f32,
) -> f32 {
    let (px, py, pw, ph) = layout.panel;
    let pad = (size * 0.25).max(3.0);
    let height = (size * 1.6).min(ph);
    let top = py + ph - height - pad;
    let Some(field) = Rect::from_xywh(px + pad, top, pw - 2.0 * pad, height) else {
        return py + ph;
    };
    let line = (size * 0.08).max(2.0);
    fill_rect(pm, Some(field), theme.background);
    let (fx, fy, fw, fh) = (field.x(), field.y(), field.width(), field.height());
    for edge in [
        Rect::from_xywh(fx, fy, fw, line),
        Rect::from_xywh(fx, fy + fh - line, fw, line),
        Rect::from_xywh(fx, fy, line, fh),
        Rect::from_xywh(fx + fw - line, fy, line, fh),
    ] {
        fill_rect(pm, edge, theme.text);
    }
    // The text's end stays in view: the first characters give way.
    let room = field.width() - 2.0 * pad - 2.0 * line - size * 0.3;
    let mut shown = typed;
    while !shown.is_empty() && width(font, shown, size) > room {
        let mut chars = shown.chars();
        chars.next();
        shown = chars.as_str();
    }
    let x = field.x() + line + pad;
    let baseline = field.y() + height * 0.5 + size * 0.35;
    text(pm, font, shown, size, x, baseline, theme.text);
    let bar = (size * 0.12).max(2.0);
    let cursor_x = x + width(font, shown, size) + bar;
    fill_rect(
        pm,
        Rect::from_xywh(cursor_x, field.y() + height * 0.15, bar, height * 0.7),
        theme.cursor,
    );
    top - pad
}
