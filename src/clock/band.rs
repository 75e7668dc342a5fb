//! The band at the bottom of the clock window: the latest answers, read
//! on the screen as they were said, and the command line while it is open,
//! drawn as a field with the typed text and a cursor after it.

use ab_glyph::FontRef;
use tiny_skia::{IntRect, Pixmap, Rect};

use crate::window::render::{fill_rect as fill, text};
use crate::window::text::width;
use crate::window::theme::{Rgb, Theme};

/// The band as drawn: two bands that are equal look the same.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Band {
    /// The latest answers, oldest first.
    pub answers: Vec<String>,
    /// The command line's text while it is open.
    pub typed: Option<String>,
}

/// How tall the band is in a window `h` pixels tall: a fifth of it.
pub fn band_height(h: u32) -> u32 {
    h / 5
}

/// The band's rectangle in a `w`×`h` window.
pub fn band_rect(w: u32, h: u32) -> Option<IntRect> {
    let band = band_height(h);
    IntRect::from_xywh(0, i32::try_from(h - band).ok()?, w, band)
}

/// Writes `s` from `x` with its baseline at `y`, as large as `size` or
/// smaller so that it fits `room` pixels across (but never below half of
/// `size`); returns where it ends.
#[allow(clippy::too_many_arguments)]
fn left_aligned(
    pm: &mut Pixmap,
    font: &FontRef<'_>,
    s: &str,
    size: f32,
    room: f32,
    x: f32,
    y: f32,
    c: Rgb,
) -> f32 {
    let at_one = width(font, s, 1.0);
    let size = if at_one > 0.0 {
        size.min(room / at_one).max(size / 2.0)
    } else {
        size
    };
    text(pm, font, s, size, x, y, c);
    x + width(font, s, size)
}

/// Draws `band` into `area` of `pm`; returns the part drawn.
pub fn draw_band(
    pm: &mut Pixmap,
    area: IntRect,
    band: &Band,
    theme: &Theme,
    font: &FontRef<'_>,
) -> IntRect {
    let (x, y, w, h) = (
        area.x() as f32,
        area.y() as f32,
        area.width() as f32,
        area.height() as f32,
    );
    fill(pm, Rect::from_xywh(x, y, w, h), theme.background);
    let line = (h / 40.0).max(2.0);
    fill(pm, Rect::from_xywh(x, y, w, line), theme.text);
    let margin = (h / 10.0).max(4.0);
    let room = w - 2.0 * margin;
    // The field takes the lower third while the line is open.
    let rows = if band.typed.is_some() { 2 } else { 3 };
    let row = (h - line) / 3.0;
    let size = row * 0.7;
    let shown = band.answers.len().saturating_sub(rows);
    for (i, answer) in band.answers[shown..].iter().enumerate() {
        let baseline = y + line + row * (i as f32 + 1.0) - row * 0.22;
        left_aligned(
            pm,
            font,
            answer,
            size,
            room,
            x + margin,
            baseline,
            theme.text,
        );
    }
    if let Some(typed) = &band.typed {
        let top = y + line + row * 2.0;
        let frame = (row / 14.0).max(2.0);
        let (fx, fw) = (x + margin / 2.0, w - margin);
        for r in [
            Rect::from_xywh(fx, top, fw, frame),
            Rect::from_xywh(fx, top + row - frame, fw, frame),
            Rect::from_xywh(fx, top, frame, row),
            Rect::from_xywh(fx + fw - frame, top, frame, row),
        ] {
            fill(pm, r, theme.text);
        }
        let baseline = top + row * 0.75;
        let text = format!("> {typed}");
        let end = left_aligned(
            pm,
            font,
            &text,
            size * 0.9,
            room - size,
            x + margin,
            baseline,
            theme.text,
        );
        // The cursor: a bar after the last character.
        let bar = (size / 8.0).max(2.0);
        fill(
            pm,
            Rect::from_xywh(end + bar, top + row * 0.15, bar, row * 0.7),
            theme.text,
        );
    }
    area
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::window::text::font;
    use crate::window::theme::YELLOW_NAVY;

    fn ink(pm: &Pixmap, area: IntRect) -> usize {
        let c = YELLOW_NAVY.text;
        let w = pm.width() as i32;
        (area.top()..area.bottom())
            .flat_map(|y| (area.left()..area.right()).map(move |x| (x, y)))
            .filter(|&(x, y)| {
                let p = pm.pixels()[(y * w + x) as usize];
                (p.red(), p.green(), p.blue()) == (c.0, c.1, c.2)
            })
            .count()
    }

    #[test]
    fn the_open_line_and_the_answers_are_drawn() {
        let font = font().expect("the font");
        let area = band_rect(800, 500).expect("a band");
        assert_eq!((area.y(), area.height()), (400, 100));
        let draw = |band: &Band| {
            let mut pm = Pixmap::new(800, 500).expect("a pixmap");
            draw_band(&mut pm, area, band, &YELLOW_NAVY, &font);
            pm
        };
        let empty = draw(&Band::default());
        let answered = draw(&Band {
            answers: vec!["White, move 1: e4.".into()],
            typed: None,
        });
        let open = draw(&Band {
            answers: vec!["White, move 1: e4.".into()],
            typed: Some(String::new()),
        });
        let typed = draw(&Band {
            answers: vec!["White, move 1: e4.".into()],
            typed: Some("Nf3".into()),
        });
        assert!(ink(&answered, area) > ink(&empty, area) + 200);
        // The field's frame and cursor, then the typed text.
        assert!(ink(&open, area) > ink(&answered, area) + 200);
        assert!(ink(&typed, area) > ink(&open, area) + 100);
    }
}
