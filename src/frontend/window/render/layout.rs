//! Where things go in the window: the board, its coordinate margin and
//! the side panel, for a window size and a zoom.

use tiny_skia::Rect;

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
pub(super) const WIDEST_CLOCK_LINE: &str = "> Schwarz 0:00:00";

/// The width of [`WIDEST_CLOCK_LINE`] in ems of the bundled font, rounded
/// up (a test measures it).
pub(super) const CLOCK_LINE_EMS: f32 = 11.0;

/// The share of the panel's width its text may take.
pub(super) const PANEL_TEXT_SHARE: f32 = 0.9;

/// The panel's height in text sizes, when it is under the board.
pub(super) const PANEL_LINES: f32 = 7.0;

/// The least size of the panel's text in a `w` × `h` window at `zoom`: a
/// thirtieth of the window's shorter side, at least 16 pixels, times the
/// zoom, so that the words grow with the window and with the board.
fn least_text_size(w: f32, h: f32, zoom: f32) -> f32 {
    (w.min(h) / 30.0).max(16.0) * zoom.clamp(1.0, 4.0)
}
