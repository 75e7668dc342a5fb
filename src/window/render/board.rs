//! The board's part of the picture: squares, pieces, the marks on them
//! (last move, legal targets, cursor) and the coordinates beside it.

use ab_glyph::FontRef;
use shakmaty::{Color, File, Rank, Square};
use tiny_skia::{FillRule, PathBuilder, Pixmap, Rect, Stroke, Transform};

use super::super::text::{piece_char, text_path, width};
use super::super::theme::{EDGE_DARK, EDGE_LIGHT, Rgb, Theme};
use super::super::view::BoardView;
use super::{Layout, fill_rect, frame, paint, text};

/// The squares: the lifted piece's in its ground, the last move's two in
/// theirs, the others light and dark.
pub(super) fn draw_squares(pm: &mut Pixmap, view: &BoardView, theme: &Theme, layout: &Layout) {
    let last = |sq: Square| {
        view.last_move
            .is_some_and(|(from, to)| sq == to || Some(sq) == from)
    };
    for sq in Square::ALL {
        let colour = if Some(sq) == view.lifted {
            theme.lifted
        } else if last(sq) {
            theme.last_move
        } else if sq.is_dark() {
            theme.dark
        } else {
            theme.light
        };
        fill_rect(pm, layout.cell_rect(view.cell(sq)), colour);
    }
}

/// The share of a square a piece's glyph takes, its outline not counted.
const PIECE_SIZE: f32 = 0.8;

/// The width of a piece's outline on squares of side `s`: half of the
/// stroke shows outside the glyph (a fortieth of the square), the fill
/// covers the other half. It only parts the piece from its square: wider,
/// it outweighs a slender piece's fill (a black queen would read as a
/// white one).
fn outline_width(s: f32) -> f32 {
    (s * 0.05).max(2.5)
}

/// The pieces, over the squares and their marks, so that no mark hides a
/// piece: each glyph filled in its colour and ringed by a thick outline of
/// the opposite lightness.
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
        let scale = layout.square * PIECE_SIZE / b.height().max(b.width()).max(1.0);
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
            width: outline_width(layout.square) / scale,
            line_join: tiny_skia::LineJoin::Round,
            ..Stroke::default()
        };
        pm.stroke_path(&path, &paint(outline), &stroke, transform, None);
        pm.fill_path(&path, &paint(fill), FillRule::Winding, transform, None);
    }
}

/// A frame of colour `c` inside `rect`, `inset` from its edge: a band
/// `thick` pixels wide between an edge `line` pixels wide of
/// [`EDGE_DARK`] outside and one of [`EDGE_LIGHT`] inside, so that it
/// shows on every square whatever its colour. Its edges are on whole
/// pixels, so that each band is sharp and of its colour.
fn edged_frame(pm: &mut Pixmap, rect: Rect, inset: f32, line: f32, thick: f32, c: Rgb) {
    let (left, top) = (rect.x().round(), rect.y().round());
    let side = rect.right().round().min(rect.bottom().round() - top + left) - left;
    let Some(rect) = Rect::from_xywh(left, top, side, side) else {
        return;
    };
    let (inset, line, thick) = (inset.round(), line.round().max(1.0), thick.round().max(1.0));
    frame(pm, rect, inset, line, EDGE_DARK);
    frame(pm, rect, inset + line, thick, c);
    frame(pm, rect, inset + line + thick, line, EDGE_LIGHT);
}

/// The marks under the pieces: the cursor's frame, and the legal targets
/// of a lifted piece (a dot on an empty square, four corners on a piece
/// that can be taken).
pub(super) fn draw_marks(pm: &mut Pixmap, view: &BoardView, theme: &Theme, layout: &Layout) {
    let s = layout.square;
    if let Some(rect) = layout.cell_rect(view.cell(view.cursor)) {
        let thick = (s * 0.12).max(3.0);
        let line = (s * 0.04).max(1.5);
        edged_frame(pm, rect, 0.0, line, thick, theme.cursor);
    }
    let stroke = Stroke {
        width: (s * 0.04).max(1.5),
        line_join: tiny_skia::LineJoin::Round,
        ..Stroke::default()
    };
    for &sq in &view.targets {
        let marks = if view.board.piece_at(sq).is_some() {
            corners(layout, view.cell(sq))
        } else {
            let (cx, cy) = layout.centre(view.cell(sq));
            PathBuilder::from_circle(cx, cy, s * 0.16)
                .into_iter()
                .collect()
        };
        for mark in marks {
            let id = Transform::identity();
            pm.fill_path(&mark, &paint(theme.target), FillRule::Winding, id, None);
            pm.stroke_path(&mark, &paint(EDGE_DARK), &stroke, id, None);
        }
    }
}

/// Four triangles in the corners of cell `c`, each a third of the side
/// along both edges: a capture's mark, beside the piece rather than on it.
fn corners(layout: &Layout, c: (u32, u32)) -> Vec<tiny_skia::Path> {
    let Some(r) = layout.cell_rect(c) else {
        return Vec::new();
    };
    let k = r.width() / 3.0;
    let (l, t, rt, b) = (r.left(), r.top(), r.right(), r.bottom());
    [
        [(l, t), (l + k, t), (l, t + k)],
        [(rt, t), (rt - k, t), (rt, t + k)],
        [(l, b), (l + k, b), (l, b - k)],
        [(rt, b), (rt - k, b), (rt, b - k)],
    ]
    .into_iter()
    .filter_map(|[a, p, q]| {
        let mut pb = PathBuilder::new();
        pb.move_to(a.0, a.1);
        pb.line_to(p.0, p.1);
        pb.line_to(q.0, q.1);
        pb.close();
        pb.finish()
    })
    .collect()
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
