//! Where things go in the window: the board, its coordinate margin and
//! the side panel, for a window size and a zoom.
//!
//! The whole board is always in view. A zoom makes the panel's text larger
//! by its factor, and the board as large as the zoom asks and the window
//! leaves beside that text, but never smaller than at a lesser zoom: the
//! panel gives way first, by breaking each clock line in two (the side's
//! name over its time), by moving under the board, and at last by letting
//! its text grow less. A window allows a zoom while it makes the text
//! larger ([`largest_zoom`]).

use tiny_skia::Rect;

/// The zoom steps of Ctrl+plus and Ctrl+minus.
pub const ZOOM_STEP: f32 = 0.25;

/// The largest zoom any window allows.
pub const ZOOM_MAX: f32 = 3.0;

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
    /// Whether each clock takes two lines, the side's name over its time,
    /// because the panel is too narrow for both on one line.
    pub split_clocks: bool,
    /// The size the panel's text has at this zoom, where the panel has
    /// room for it: it grows with the zoom.
    pub text: f32,
}

/// The clock line the panel's text is sized to: the widest of every
/// language's (a test measures them; German's "Schwarz" is the widest).
pub(super) const WIDEST_CLOCK_LINE: &str = "> Schwarz 0:00:00";

/// The width of [`WIDEST_CLOCK_LINE`] in ems of the bundled font, rounded
/// up (a test measures it).
pub(super) const CLOCK_LINE_EMS: f32 = 11.0;

/// The lines of a clock in two, the widest of every language's: the name
/// and the time under it (a test measures them).
pub(super) const WIDEST_SPLIT_LINES: [&str; 2] = ["> Schwarz", "> 0:00:00"];

/// The width of the wider of [`WIDEST_SPLIT_LINES`] in ems, rounded up.
pub(super) const SPLIT_CLOCK_EMS: f32 = 6.0;

/// The share of the panel's width its text may take.
pub(super) const PANEL_TEXT_SHARE: f32 = 0.9;

/// The panel's height in text sizes, when it is under the board.
pub(super) const PANEL_LINES: f32 = 7.0;

/// The same with each clock in two lines: 2.5 more.
pub(super) const PANEL_LINES_SPLIT: f32 = 9.5;

/// Where the panel goes, and how its clocks are written, when the text
/// has a given size.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Fit {
    /// The side of the board's square (the board and its coordinates).
    side: f32,
    /// The panel is right of the board (else under it).
    right: bool,
}

/// The largest board beside (or above) a panel whose text has `text`
/// pixels, in a `w` × `h` window: of the panel right of the board and the
/// panel under it, each with its clocks on one line or on two, the one
/// that leaves the board most room (on a tie, one line, and the side the
/// window's shape suggests).
fn best_fit(w: f32, h: f32, text: f32) -> Fit {
    let landscape = w >= h;
    let right = |ems: f32| Fit {
        side: h.min(w - ems * text / PANEL_TEXT_SHARE),
        right: true,
    };
    let below = |ems: f32, lines: f32| Fit {
        // Under the board the panel is the window's width: the clocks must
        // fit in it.
        side: if w * PANEL_TEXT_SHARE >= ems * text {
            w.min(h - lines * text)
        } else {
            0.0
        },
        right: false,
    };
    let mut fits = [
        right(CLOCK_LINE_EMS),
        below(CLOCK_LINE_EMS, PANEL_LINES),
        right(SPLIT_CLOCK_EMS),
        below(SPLIT_CLOCK_EMS, PANEL_LINES_SPLIT),
    ];
    if !landscape {
        fits.swap(0, 1);
        fits.swap(2, 3);
    }
    fits.into_iter()
        .fold(None::<Fit>, |best, fit| match best {
            Some(b) if b.side >= fit.side => Some(b),
            _ => Some(fit),
        })
        .unwrap_or(Fit {
            side: w.min(h),
            right: landscape,
        })
}

/// The side of the board's square at zoom 1: the window less a panel of
/// about a third, more when the panel's text at its least size needs it
/// (a small window), but never more than half.
fn unzoomed_side(w: f32, h: f32) -> f32 {
    let text = least_text_size(w, h, 1.0);
    if w >= h {
        let panel = CLOCK_LINE_EMS * text / PANEL_TEXT_SHARE;
        w.min(h).min(w * 0.68).min(w - panel).max(w * 0.5).min(h)
    } else {
        let panel = PANEL_LINES * text;
        h.min(w).min(h * 0.72).min(h - panel).max(h * 0.5).min(w)
    }
}

/// The largest text a panel holds beside (`right`) or under a board of
/// `side` in a `w` × `h` window, its clocks on one line or on two, and at
/// most `text`.
fn panel_room_text(w: f32, h: f32, side: f32, right: bool, text: f32) -> f32 {
    let (pw, ph) = if right { (w - side, h) } else { (w, h - side) };
    let one = (pw * PANEL_TEXT_SHARE / CLOCK_LINE_EMS).min(ph / PANEL_LINES);
    let two = (pw * PANEL_TEXT_SHARE / SPLIT_CLOCK_EMS).min(ph / PANEL_LINES_SPLIT);
    one.max(two).min(text).max(0.0)
}

/// The zooms from 1 up to `zoom`, a step of [`ZOOM_STEP`] apart, and
/// `zoom` itself last.
fn zooms_to(zoom: f32) -> impl Iterator<Item = f32> {
    let steps = ((zoom - 1.0) / ZOOM_STEP).floor().max(0.0) as u32;
    (0..=steps)
        .map(|i| 1.0 + i as f32 * ZOOM_STEP)
        .filter(move |&z| z < zoom)
        .chain(std::iter::once(zoom.max(1.0)))
}

/// The zoom whose text the panel keeps room for when a zoom grows the
/// board: the board grows only into room the panel's text would not need
/// at this zoom, so that the text can still grow to it.
const KEPT_TEXT_ZOOM: f32 = 2.0;

/// The board's square at `zoom`, and the panel's place: the board as large
/// as the zoom asks where the panel's text (up to [`KEPT_TEXT_ZOOM`])
/// leaves room for it, and never smaller than at a lesser zoom: when the
/// text needs more room than the board leaves, the text gives way (it
/// grows less), not the board.
fn fit(w: f32, h: f32, zoom: f32) -> Fit {
    let unzoomed = unzoomed_side(w, h);
    let side = zooms_to(zoom).fold(unzoomed, |side, z| {
        let best = best_fit(w, h, least_text_size(w, h, z.max(KEPT_TEXT_ZOOM)));
        side.max((unzoomed * z).min(best.side))
    });
    let text = least_text_size(w, h, zoom);
    let beside = panel_room_text(w, h, side, true, text);
    let under = panel_room_text(w, h, side, false, text);
    Fit {
        side: side.max(1.0),
        right: if beside == under {
            w >= h
        } else {
            beside > under
        },
    }
}

/// The size the panel's text has at `zoom` in a `w` × `h` window: as the
/// zoom asks, or less where the panel beside the board has no room for it.
fn shown_text(w: f32, h: f32, zoom: f32) -> f32 {
    let Fit { side, right } = fit(w, h, zoom);
    panel_room_text(w, h, side, right, least_text_size(w, h, zoom))
}

/// The largest zoom a `w` × `h` window allows, a step of [`ZOOM_STEP`]
/// from 1 to [`ZOOM_MAX`]: each step in makes the panel's text larger by
/// a pixel at least (the board never shrinks for it, so a window whose
/// panel is full allows no more).
pub fn largest_zoom(w: u32, h: u32) -> f32 {
    let (w, h) = (w.max(1) as f32, h.max(1) as f32);
    let steps = ((ZOOM_MAX - 1.0) / ZOOM_STEP).round() as u32;
    let mut most = 1.0;
    let mut text = shown_text(w, h, 1.0);
    for i in 1..=steps {
        let zoom = 1.0 + i as f32 * ZOOM_STEP;
        let next = shown_text(w, h, zoom);
        if next < text + 1.0 {
            break;
        }
        (most, text) = (zoom, next);
    }
    most
}

/// The zoom after one step in (`inward`) or out from `zoom` in a `w` × `h`
/// window, between 1 and the largest it allows, and whether that is the
/// largest (so that the step in is said to go no further).
pub fn step_zoom(zoom: f32, inward: bool, w: u32, h: u32) -> (f32, bool) {
    let most = largest_zoom(w, h);
    let now = zoom.clamp(1.0, most);
    let next = if inward {
        (now + ZOOM_STEP).min(most)
    } else {
        (now - ZOOM_STEP).max(1.0)
    };
    (next, next >= most)
}

impl Layout {
    /// The layout for a `w` × `h` window at `zoom` (1 is the least; more
    /// than the window allows counts as the most it allows).
    pub fn new(w: u32, h: u32, zoom: f32) -> Layout {
        let zoom = zoom.clamp(1.0, largest_zoom(w, h));
        let (w, h) = (w.max(1) as f32, h.max(1) as f32);
        let Fit { side, right } = fit(w, h, zoom);
        let margin = (side * 0.07).round();
        let square = ((side - margin) / 8.0).max(1.0);
        // The panel starts on a whole pixel, so a part of it can be drawn
        // again alone and come out as the whole picture would.
        let (panel, board_area) = if right {
            let x = side.ceil().min(w);
            ((x, 0.0, w - x, h), (side, h))
        } else {
            let y = side.ceil().min(h);
            ((0.0, y, w, h - y), (w, side))
        };
        // The clocks go in two lines each when one line does not fit at
        // the text's size.
        let text = least_text_size(w, h, zoom);
        let split_clocks = panel.2 * PANEL_TEXT_SHARE < CLOCK_LINE_EMS * text;
        Layout {
            x0: margin,
            y0: 0.0,
            square,
            margin,
            panel,
            board_area,
            split_clocks,
            text,
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

/// The least size of the panel's text in a `w` × `h` window at `zoom`: a
/// thirtieth of the window's shorter side, at least 16 pixels, times the
/// zoom, so that the words grow with the window and with the zoom.
fn least_text_size(w: f32, h: f32, zoom: f32) -> f32 {
    (w.min(h) / 30.0).max(16.0) * zoom.clamp(1.0, ZOOM_MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_zoom_a_window_allows_keeps_the_whole_board_in_it() {
        for (w, h) in [
            (1024, 768),
            (800, 600),
            (1000, 700),
            (600, 760),
            (320, 240),
            (1920, 1080),
        ] {
            let most = largest_zoom(w, h);
            let mut zoom = 1.0;
            let mut last_text = 0.0;
            while zoom <= most {
                let l = Layout::new(w, h, zoom);
                let board = l.square * 8.0;
                assert!(l.x0 >= 0.0 && l.y0 >= 0.0, "{w}x{h} at {zoom}: {l:?}");
                assert!(l.x0 + board <= w as f32 + 0.5, "{w}x{h} at {zoom}: {l:?}");
                assert!(
                    l.y0 + board + l.margin <= h as f32 + 0.5,
                    "{w}x{h} at {zoom}: {l:?}"
                );
                let text = least_text_size(w as f32, h as f32, zoom);
                assert!(text > last_text, "{w}x{h} at {zoom}");
                last_text = text;
                zoom += ZOOM_STEP;
            }
        }
        // A larger zoom than the window allows is the largest it allows.
        assert_eq!(
            Layout::new(320, 240, 3.0),
            Layout::new(320, 240, largest_zoom(320, 240))
        );
    }

    #[test]
    fn zoom_steps_stop_at_the_largest_the_window_allows() {
        let most = largest_zoom(320, 240);
        assert!(most > 1.0 && most < ZOOM_MAX, "{most}");
        assert_eq!(step_zoom(1.0, true, 320, 240), (1.25, most <= 1.25));
        assert_eq!(step_zoom(most, true, 320, 240), (most, true));
        // A zoom from a larger window counts as the largest of this one.
        assert_eq!(
            step_zoom(ZOOM_MAX, false, 320, 240),
            (most - ZOOM_STEP, false)
        );
        assert_eq!(step_zoom(1.0, false, 320, 240), (1.0, false));
        assert_eq!(step_zoom(1.75, true, 1024, 768), (2.0, true));
        assert_eq!(step_zoom(2.75, true, 1920, 1080), (3.0, true));
    }

    #[test]
    fn the_board_never_shrinks_as_the_zoom_grows() {
        for (w, h) in [
            (1000, 700),
            (1024, 768),
            (800, 600),
            (600, 760),
            (1920, 1080),
        ] {
            let mut last = Layout::new(w, h, 1.0);
            let mut zoom = 1.0 + ZOOM_STEP;
            while zoom <= ZOOM_MAX {
                let l = Layout::new(w, h, zoom);
                assert!(l.square >= last.square, "{w}x{h} at {zoom}: {last:?} {l:?}");
                last = l;
                zoom += ZOOM_STEP;
            }
            let most = largest_zoom(w, h);
            println!(
                "{w}x{h}: board {} px, largest zoom {most}",
                last.square * 8.0
            );
            assert!(most >= 1.5, "{w}x{h}: {most}");
        }
    }

    #[test]
    fn a_screen_of_1024_by_768_allows_twice_the_text_and_the_board_never_shrinks() {
        assert_eq!(largest_zoom(1024, 768), 2.0);
        assert_eq!(largest_zoom(1920, 1080), ZOOM_MAX);
        let one = Layout::new(1024, 768, 1.0);
        let more = Layout::new(1024, 768, 2.0);
        assert!(!one.split_clocks, "{one:?}");
        assert!(more.square >= one.square, "{one:?} {more:?}");
        assert!(more.split_clocks, "{more:?}");
    }
}
