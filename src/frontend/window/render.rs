//! The picture: the board filling the window, coordinates, pieces, marks,
//! and the clocks and last move beside it, drawn with tiny-skia into a
//! pixmap; `dialog` draws the settings dialog over the board. Pure: the
//! same view, theme and size give the same pixels. [`render_panel`] and
//! [`render_clocks`] draw a part again and say which rectangle they drew,
//! so that only it is sent to the screen.

use ab_glyph::FontRef;
use shakmaty::{Color, File, Rank, Square};
use tiny_skia::{FillRule, IntRect, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

use super::text::{piece_char, text_path, width};
use super::theme::{Rgb, Theme};
use super::view::{BoardView, clock_face};

/// Where things go in a window of a given size.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Layout {
    /// The top-left corner of square a8 (White's view) on screen.
    pub x0: f32,
    /// The top of the board.
    pub y0: f32,
    /// The side of one square.
    pub square: f32,
    /// The width of the coordinate margin left of and under the board.
    pub margin: f32,
    /// The side panel: x, y, width, height (its edges on whole pixels).
    pub panel: (f32, f32, f32, f32),
    /// The width and height of the part of the window left of (or above)
    /// the panel, which the board and its coordinates are drawn in.
    pub board_area: (f32, f32),
}

impl Layout {
    /// The layout for a `w` × `h` window at `zoom` (1 fits the board in the
    /// window; more magnifies it around the cursor's cell `focus`).
    pub fn new(w: u32, h: u32, zoom: f32, focus: (u32, u32)) -> Layout {
        let (w, h) = (w.max(1) as f32, h.max(1) as f32);
        let landscape = w >= h;
        // The board area: the window less a panel of about a third, more
        // when the panel's text at its least size needs it (a small window,
        // a zoom), but never more than half.
        let area = |zoom: f32| {
            let text = least_text_size(w, h, zoom);
            if landscape {
                let panel = CLOCK_LINE_EMS * text / PANEL_TEXT_SHARE;
                (w.min(h).min(w * 0.68).min(w - panel).max(w * 0.5), h)
            } else {
                let panel = PANEL_LINES * text;
                (w, h.min(w).min(h * 0.72).min(h - panel).max(h * 0.5))
            }
        };
        let (bw, bh) = area(zoom);
        // The squares grow with the zoom from their size at zoom 1, whatever
        // the panel takes.
        let unzoomed = area(1.0);
        let side = unzoomed.0.min(unzoomed.1);
        let margin = (side * 0.07).round();
        let square = ((side - margin) / 8.0 * zoom.clamp(1.0, 4.0)).max(1.0);
        let board = square * 8.0;
        // Keep the cursor's cell in view when zoomed past the window.
        let avail_w = bw - margin;
        let avail_h = bh - margin;
        let place = |avail: f32, cell: u32| -> f32 {
            if board <= avail {
                return 0.0;
            }
            let centre = (cell as f32 + 0.5) * square;
            (avail / 2.0 - centre).clamp(avail - board, 0.0)
        };
        let x0 = margin + place(avail_w, focus.0);
        let y0 = place(avail_h, focus.1);
        // The panel starts on a whole pixel, so a part of it can be drawn
        // again alone and come out as the whole picture would.
        let panel = if landscape {
            let x = bw.ceil().min(w);
            (x, 0.0, w - x, h)
        } else {
            let y = bh.ceil().min(h);
            (0.0, y, w, h - y)
        };
        Layout {
            x0,
            y0,
            square,
            margin,
            panel,
            board_area: (bw, bh),
        }
    }

    /// The rectangle of the cell (column, row).
    pub fn cell_rect(&self, (c, r): (u32, u32)) -> Option<Rect> {
        Rect::from_xywh(
            self.x0 + c as f32 * self.square,
            self.y0 + r as f32 * self.square,
            self.square,
            self.square,
        )
    }

    /// The centre of the cell (column, row).
    pub fn centre(&self, (c, r): (u32, u32)) -> (f32, f32) {
        (
            self.x0 + (c as f32 + 0.5) * self.square,
            self.y0 + (r as f32 + 0.5) * self.square,
        )
    }
}

/// The clock line the panel's text is sized to: the widest of every
/// language's (a test measures them; German's "Schwarz" is the widest).
const WIDEST_CLOCK_LINE: &str = "> Schwarz 0:00:00";

/// The width of [`WIDEST_CLOCK_LINE`] in ems of the bundled font, rounded
/// up (a test measures it).
const CLOCK_LINE_EMS: f32 = 11.0;

/// The share of the panel's width its text may take.
const PANEL_TEXT_SHARE: f32 = 0.9;

/// The panel's height in text sizes, when it is under the board.
const PANEL_LINES: f32 = 7.0;

/// The least size of the panel's text in a `w` × `h` window at `zoom`: a
/// thirtieth of the window's shorter side, at least 16 pixels, times the
/// zoom, so that the words grow with the window and with the board.
fn least_text_size(w: f32, h: f32, zoom: f32) -> f32 {
    (w.min(h) / 30.0).max(16.0) * zoom.clamp(1.0, 4.0)
}

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
fn frame(pm: &mut Pixmap, rect: Rect, inset: f32, thick: f32, c: Rgb) {
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
    let layout = Layout::new(pm.width(), pm.height(), zoom, view.cell(view.cursor));
    draw_squares(pm, view, theme, &layout);
    draw_pieces(pm, view, theme, font, &layout);
    draw_marks(pm, view, theme, &layout);
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
    let layout = Layout::new(pm.width(), pm.height(), zoom, view.cell(view.cursor));
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
    let layout = Layout::new(pm.width(), pm.height(), zoom, view.cell(view.cursor));
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

fn draw_squares(pm: &mut Pixmap, view: &BoardView, theme: &Theme, layout: &Layout) {
    for sq in Square::ALL {
        let colour = if Some(sq) == view.lifted {
            theme.lifted
        } else if sq.is_dark() {
            theme.dark
        } else {
            theme.light
        };
        fill_rect(pm, layout.cell_rect(view.cell(sq)), colour);
    }
}

fn draw_pieces(
    pm: &mut Pixmap,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    layout: &Layout,
) {
    for (sq, piece) in view.board.clone() {
        // The glyph at 100 px, then scaled so its ink is 80% of the square.
        let glyph = piece_char(piece).to_string();
        let Some(path) = text_path(font, &glyph, 100.0, 0.0, 0.0) else {
            continue;
        };
        let b = path.bounds();
        let scale = layout.square * 0.8 / b.height().max(b.width()).max(1.0);
        let (cx, cy) = layout.centre(view.cell(sq));
        let transform = Transform::from_translate(
            cx - (b.left() + b.width() / 2.0) * scale,
            cy - (b.top() + b.height() / 2.0) * scale,
        )
        .pre_scale(scale, scale);
        let (fill, outline) = match piece.color {
            Color::White => (theme.white_fill, theme.white_outline),
            Color::Black => (theme.black_fill, theme.black_outline),
        };
        let stroke = Stroke {
            width: (layout.square * 0.06).max(1.5) / scale,
            line_join: tiny_skia::LineJoin::Round,
            ..Stroke::default()
        };
        pm.stroke_path(&path, &paint(outline), &stroke, transform, None);
        pm.fill_path(&path, &paint(fill), FillRule::Winding, transform, None);
    }
}

/// How far inside its square the last move's frame starts, in squares:
/// where the cursor's frame ends.
const LAST_MOVE_INSET: f32 = 0.2;

/// The last move's frame's thickness on squares of side `s`.
fn last_move_thickness(s: f32) -> f32 {
    (s * 0.1).max(3.0)
}

fn draw_marks(pm: &mut Pixmap, view: &BoardView, theme: &Theme, layout: &Layout) {
    let s = layout.square;
    if let Some((from, to)) = view.last_move {
        // Thick, just inside where the cursor's frame ends, so that the
        // cursor on the square does not hide it.
        for sq in from.into_iter().chain([to]) {
            if let Some(rect) = layout.cell_rect(view.cell(sq)) {
                frame(
                    pm,
                    rect,
                    LAST_MOVE_INSET * s,
                    last_move_thickness(s),
                    theme.last_move,
                );
            }
        }
    }
    for &sq in &view.targets {
        let (cx, cy) = layout.centre(view.cell(sq));
        let r = s * 0.16;
        if let Some(dot) = PathBuilder::from_circle(cx, cy, r) {
            let stroke = Stroke {
                width: (s * 0.04).max(1.5),
                ..Stroke::default()
            };
            pm.fill_path(
                &dot,
                &paint(theme.target),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
            pm.stroke_path(
                &dot,
                &paint(Rgb(0, 0, 0)),
                &stroke,
                Transform::identity(),
                None,
            );
        }
    }
    if let Some(rect) = layout.cell_rect(view.cell(view.cursor)) {
        let thick = (s * 0.12).max(3.0);
        let line = (s * 0.04).max(1.5);
        frame(pm, rect, 0.0, line, Rgb(0, 0, 0));
        frame(pm, rect, line, thick, theme.cursor);
        frame(pm, rect, line + thick, line, Rgb(255, 255, 255));
    }
}

fn draw_coordinates(
    pm: &mut Pixmap,
    view: &BoardView,
    theme: &Theme,
    font: &FontRef<'_>,
    layout: &Layout,
) {
    let size = layout.margin * 0.8;
    // The coordinates stay in the strips left of and under the board's
    // part of the window, also when the board is zoomed past it.
    let (bw, bh) = layout.board_area;
    let board = layout.square * 8.0;
    let board_bottom = (layout.y0 + board).min(bh - layout.margin);
    let board_right = (layout.x0 + board).min(bw);
    fill_rect(
        pm,
        Rect::from_xywh(0.0, 0.0, layout.margin, board_bottom),
        theme.background,
    );
    fill_rect(
        pm,
        Rect::from_xywh(0.0, board_bottom, board_right, layout.margin),
        theme.background,
    );
    for file in File::ALL {
        let (c, _) = view.cell(Square::from_coords(file, Rank::First));
        let label = file.char().to_string();
        let centre = layout.x0 + (c as f32 + 0.5) * layout.square;
        if centre < layout.margin || centre > board_right {
            continue;
        }
        let x = centre - width(font, &label, size) / 2.0;
        text(
            pm,
            font,
            &label,
            size,
            x,
            board_bottom + size * 0.95,
            theme.text,
        );
    }
    for rank in Rank::ALL {
        let (_, r) = view.cell(Square::from_coords(File::A, rank));
        let label = rank.char().to_string();
        let y = layout.y0 + (r as f32 + 0.5) * layout.square + size * 0.36;
        if y - size * 0.36 > board_bottom {
            continue;
        }
        let x = (layout.margin - width(font, &label, size)) / 2.0;
        text(pm, font, &label, size, x, y, theme.text);
    }
}

/// The size of the panel's text, as large as the longest clock line
/// allows; `None` when the panel is too small for text.
fn panel_text_size(layout: &Layout, font: &FontRef<'_>) -> Option<f32> {
    let (_, _, pw, ph) = layout.panel;
    if pw < 20.0 || ph < 20.0 {
        return None;
    }
    let widest = width(font, WIDEST_CLOCK_LINE, 1.0).max(1.0);
    Some(
        (pw * PANEL_TEXT_SHARE / widest)
            .min(ph / PANEL_LINES)
            .clamp(8.0, 96.0),
    )
}

/// The whole-pixel band of the panel the two clock lines are drawn in:
/// from the panel's top to a little below the second clock's band, short
/// of the line under it.
fn clock_area(layout: &Layout, font: &FontRef<'_>) -> Option<IntRect> {
    let size = panel_text_size(layout, font)?;
    let (px, py, pw, ph) = layout.panel;
    let height = (size * CLOCKS_HEIGHT).ceil().min(ph);
    IntRect::from_xywh(px as i32, py as i32, pw as u32, height as u32)
}

/// How far down the panel the clock lines reach, in text sizes: the second
/// line's baseline is at 2.7, its band ends at 3.0, and the next line's
/// ink starts below 3.4.
const CLOCKS_HEIGHT: f32 = 3.15;

/// The two clocks, the opponent's at the top and the player's below as on
/// a table, the running one inverted; returns the baseline under them.
fn draw_clocks(
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
        let mark = if view.running == Some(side) {
            "> "
        } else {
            "  "
        };
        let name = &view.sides[side];
        let line = format!("{mark}{name} {}", clock_face(view.clocks[side]));
        if view.running == Some(side) {
            let band = Rect::from_xywh(px, y - size * 0.95, pw, size * 1.25);
            fill_rect(pm, band, theme.text);
            text(pm, font, &line, size, x, y, theme.background);
        } else {
            text(pm, font, &line, size, x, y, theme.text);
        }
        y += size * 1.5;
    }
    Some(y)
}

fn draw_panel(
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
    y = draw_move_list(pm, view, theme, font, layout, size, y);
    // The lines said last, each wrapped to the panel, the newest at the
    // bottom; the oldest give way when they do not all fit.
    let mut lines = Vec::new();
    for said in view.status.lines() {
        let mut line = String::new();
        for word in said.split_whitespace() {
            let trial = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if width(font, &trial, small) > pw - small && !line.is_empty() {
                lines.push(std::mem::replace(&mut line, word.to_owned()));
            } else {
                line = trial;
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }
    let step = small * 1.3;
    // The open command line takes the foot of the panel; the answers stay
    // above it.
    let bottom = match &view.command_line {
        Some(typed) => draw_command_line(pm, typed, theme, font, layout, size),
        None => py + ph,
    };
    let room = ((bottom - y) / step).floor().max(0.0) as usize + 1;
    for line in lines.iter().skip(lines.len().saturating_sub(room)) {
        text(pm, font, line, small, x, y, theme.text);
        y += step;
    }
}

/// The move list under the clocks: the lines around the marked move (the
/// last one made, or the one reviewed), at most a third of the panel's
/// room below the clocks and never more than four lines, the marked move
/// inverted as the running clock is. Returns the baseline under it.
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

mod dialog;
pub mod present;

pub use dialog::render_dialog;

#[cfg(test)]
mod tests;
