//! The board's part of the picture: squares, pieces, the marks on them
//! (last move, legal targets, cursor) and the coordinates beside it.

use ab_glyph::FontRef;
use shakmaty::{Color, File, Rank, Square};
use tiny_skia::{FillRule, PathBuilder, Pixmap, Rect, Stroke, Transform};

use super::super::text::{piece_char, text_path, width};
use super::super::theme::{Rgb, Theme};
use super::super::view::BoardView;
use super::{Layout, fill_rect, frame, paint, text};

pub(super) fn draw_squares(pm: &mut Pixmap, view: &BoardView, theme: &Theme, layout: &Layout) {
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

pub(super) fn draw_pieces(
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

pub(super) fn draw_marks(pm: &mut Pixmap, view: &BoardView, theme: &Theme, layout: &Layout) {
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

pub(super) fn draw_coordinates(
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
