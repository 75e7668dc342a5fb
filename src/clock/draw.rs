//! The clock window's pixels: two halves side by side, as the buttons
//! are; in each the player's name, the reading in digits as large as the
//! half allows, the moves made and, when it fell, the flag. The running
//! clock is unmistakable without colour: a thick frame and an arrow over
//! it, its text at full contrast, while the stopped one is dim.

use ab_glyph::FontRef;
use tiny_skia::{FillRule, IntRect, PathBuilder, Pixmap, Rect, Transform};

use crate::window::render::{fill_rect as fill, paint};
use crate::window::text::{text_path, width};
use crate::window::theme::{Rgb, Theme};

/// One half as drawn, in words and digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The player (White, Black).
    pub name: String,
    /// The reading in digits.
    pub time: String,
    /// The moves made, in words.
    pub moves: String,
    /// The flag's words when it fell.
    pub flag: Option<String>,
    /// Whether this clock runs.
    pub running: bool,
}

/// Half way between `a` and `b`, a little nearer `b`.
fn dim(a: Rgb, b: Rgb) -> Rgb {
    let mix = |x: u8, y: u8| ((u16::from(x) * 9 + u16::from(y) * 11) / 20) as u8;
    Rgb(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// `s` centred on `cx`, its baseline at `y`, as large as `size` or as
/// fits `room` pixels across.
#[allow(clippy::too_many_arguments)]
fn centred(
    pm: &mut Pixmap,
    font: &FontRef<'_>,
    s: &str,
    size: f32,
    room: f32,
    cx: f32,
    y: f32,
    c: Rgb,
) {
    let at_one = width(font, s, 1.0);
    let size = if at_one > 0.0 {
        size.min(room / at_one)
    } else {
        size
    };
    let x = cx - width(font, s, size) / 2.0;
    crate::window::render::text(pm, font, s, size, x, y, c);
}

/// The rectangle of the half `index` (0 left, 1 right) of a `w`×`h` window.
pub fn half_rect(index: u32, w: u32, h: u32) -> Option<IntRect> {
    let half = w / 2;
    let x = index * half;
    let width = if index == 0 { half } else { w - half };
    IntRect::from_xywh(x as i32, 0, width, h)
}

/// The text's colour: full contrast on the running clock, dim on the
/// stopped one.
fn ink(shown: &Shown, theme: &Theme) -> Rgb {
    if shown.running {
        theme.text
    } else {
        dim(theme.text, theme.background)
    }
}

/// The frame's thickness in a half `w`×`h`.
fn thickness(w: f32, h: f32) -> f32 {
    (w.min(h) / 24.0).max(6.0)
}

/// Where the reading's baseline is and how tall it is at most, as parts
/// of the height.
const TIME_BASELINE: f32 = 0.66;
const TIME_SIZE: f32 = 0.3;

/// The band of the half `area` that only the reading covers, inside the
/// frame and between the name and the moves.
fn time_band(area: IntRect) -> Option<IntRect> {
    let (w, h) = (area.width() as f32, area.height() as f32);
    let inset = (2.0 * thickness(w, h)).ceil() as u32;
    let top = (h * 0.36) as i32;
    let bottom = (h * 0.72) as i32;
    IntRect::from_xywh(
        area.x() + inset as i32,
        area.y() + top,
        area.width().checked_sub(2 * inset)?,
        u32::try_from(bottom - top).ok()?,
    )
}

/// Draws only the reading of `shown` into its half `area` (the rest is as
/// it was); returns the part drawn.
pub fn draw_time(
    pm: &mut Pixmap,
    area: IntRect,
    shown: &Shown,
    theme: &Theme,
    font: &FontRef<'_>,
) -> Option<IntRect> {
    let band = time_band(area)?;
    fill(pm, Some(band.to_rect()), theme.background);
    let (w, h) = (area.width() as f32, area.height() as f32);
    let room = w - 4.0 * thickness(w, h);
    let (cx, y) = (
        area.x() as f32 + w / 2.0,
        area.y() as f32 + h * TIME_BASELINE,
    );
    centred(
        pm,
        font,
        &shown.time,
        h * TIME_SIZE,
        room,
        cx,
        y,
        ink(shown, theme),
    );
    Some(band)
}

/// Draws only the characters of the reading that differ from `before`'s
/// (a second ticking away changes one digit) into the half `area`, where
/// `before` was drawn; returns the part drawn, or `None` when the reading
/// is laid out anew (another length, another size) and needs
/// [`draw_time`]. Each changed character's cell is drawn in a scratch
/// picture with its neighbours' ink, so the result is the same as drawing
/// the whole reading.
pub fn draw_digits(
    pm: &mut Pixmap,
    area: IntRect,
    before: &Shown,
    shown: &Shown,
    theme: &Theme,
    font: &FontRef<'_>,
) -> Option<IntRect> {
    let band = time_band(area)?;
    let (old, new): (Vec<char>, Vec<char>) =
        (before.time.chars().collect(), shown.time.chars().collect());
    if old.len() != new.len() || before.running != shown.running {
        return None;
    }
    let (w, h) = (area.width() as f32, area.height() as f32);
    let room = w - 4.0 * thickness(w, h);
    let at_one = width(font, &shown.time, 1.0);
    if at_one <= 0.0 || width(font, &before.time, 1.0) != at_one {
        return None;
    }
    let size = (h * TIME_SIZE).min(room / at_one);
    let x0 = area.x() as f32 + w / 2.0 - at_one * size / 2.0;
    let y = area.y() as f32 + h * TIME_BASELINE;
    let advance = |i: usize| -> f32 {
        new[..i]
            .iter()
            .map(|c| width(font, &c.to_string(), size))
            .sum()
    };
    let changed: Vec<usize> = (0..new.len()).filter(|&i| old[i] != new[i]).collect();
    let (first, last) = (*changed.first()?, *changed.last()?);
    let left = (x0 + advance(first)).floor() as i32;
    let right = (x0 + advance(last + 1)).ceil() as i32;
    let cell = IntRect::from_ltrb(
        left.max(band.left()),
        band.top(),
        right.min(band.right()),
        band.bottom(),
    )?;
    let mut scratch = Pixmap::new(cell.width(), cell.height())?;
    fill(
        &mut scratch,
        Rect::from_xywh(0.0, 0.0, cell.width() as f32, cell.height() as f32),
        theme.background,
    );
    // The changed characters with one neighbour on each side, whose ink
    // may reach into their cells.
    let from = first.saturating_sub(1);
    let to = (last + 2).min(new.len());
    let text: String = new[from..to].iter().collect();
    let (dx, dy) = (cell.x() as f32, cell.y() as f32);
    if let Some(path) = text_path(font, &text, size, x0 + advance(from) - dx, y - dy) {
        scratch.fill_path(
            &path,
            &paint(ink(shown, theme)),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
    // The scratch is opaque: its rows replace the cell's.
    let (pw, cw) = (pm.width() as usize * 4, cell.width() as usize * 4);
    let (cx, cy) = (cell.x() as usize * 4, cell.y() as usize);
    let data = pm.data_mut();
    for (row, line) in scratch.data().chunks_exact(cw).enumerate() {
        let at = (cy + row) * pw + cx;
        data[at..at + cw].copy_from_slice(line);
    }
    Some(cell)
}

/// Draws `shown` into its half `area` of `pm`; returns the part drawn.
pub fn draw_half(
    pm: &mut Pixmap,
    area: IntRect,
    shown: &Shown,
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
    let ink = ink(shown, theme);
    let thick = thickness(w, h);
    let margin = thick / 2.0;
    if shown.running {
        let (fx, fy, fw, fh) = (x + margin, y + margin, w - 2.0 * margin, h - 2.0 * margin);
        for r in [
            Rect::from_xywh(fx, fy, fw, thick),
            Rect::from_xywh(fx, fy + fh - thick, fw, thick),
            Rect::from_xywh(fx, fy, thick, fh),
            Rect::from_xywh(fx + fw - thick, fy, thick, fh),
        ] {
            fill(pm, r, theme.cursor);
        }
        // An arrow pointing down at the running clock.
        let (cx, top, size) = (x + w / 2.0, y + margin + thick * 1.5, h / 10.0);
        let mut pb = PathBuilder::new();
        pb.move_to(cx - size, top);
        pb.line_to(cx + size, top);
        pb.line_to(cx, top + size);
        pb.close();
        if let Some(path) = pb.finish() {
            pm.fill_path(
                &path,
                &paint(theme.cursor),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    } else {
        let line = (thick / 4.0).max(2.0);
        let (fx, fy, fw, fh) = (x + margin, y + margin, w - 2.0 * margin, h - 2.0 * margin);
        for r in [
            Rect::from_xywh(fx, fy, fw, line),
            Rect::from_xywh(fx, fy + fh - line, fw, line),
            Rect::from_xywh(fx, fy, line, fh),
            Rect::from_xywh(fx + fw - line, fy, line, fh),
        ] {
            fill(pm, r, ink);
        }
    }
    let room = w - 4.0 * thick;
    let cx = x + w / 2.0;
    centred(pm, font, &shown.name, h / 11.0, room, cx, y + h * 0.32, ink);
    centred(
        pm,
        font,
        &shown.time,
        h * TIME_SIZE,
        room,
        cx,
        y + h * TIME_BASELINE,
        ink,
    );
    centred(pm, font, &shown.moves, h / 12.0, room, cx, y + h * 0.8, ink);
    if let Some(flag) = &shown.flag {
        centred(pm, font, flag, h / 12.0, room, cx, y + h * 0.91, theme.text);
    }
    area
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::window::text::font;
    use crate::window::theme::YELLOW_NAVY;

    fn count(pm: &Pixmap, area: IntRect, c: Rgb) -> usize {
        let w = pm.width() as i32;
        let mut n = 0;
        for y in area.top()..area.bottom() {
            for x in area.left()..area.right() {
                let p = pm.pixels()[(y * w + x) as usize];
                if (p.red(), p.green(), p.blue()) == (c.0, c.1, c.2) {
                    n += 1;
                }
            }
        }
        n
    }

    #[test]
    fn drawing_only_the_reading_gives_the_same_picture_as_drawing_the_half() {
        let font = font().expect("the font");
        let area = half_rect(1, 640, 360).unwrap();
        let shown = |time: &str| Shown {
            name: "Negras".into(),
            time: time.into(),
            moves: "12 jugadas".into(),
            flag: None,
            running: true,
        };
        let mut whole = Pixmap::new(640, 360).expect("a pixmap");
        draw_half(&mut whole, area, &shown("1:08:08"), &YELLOW_NAVY, &font);
        let mut part = Pixmap::new(640, 360).expect("a pixmap");
        draw_half(&mut part, area, &shown("1:09:59"), &YELLOW_NAVY, &font);
        let band = draw_time(&mut part, area, &shown("1:08:08"), &YELLOW_NAVY, &font);
        assert!(band.is_some_and(|b| b.width() < area.width() && b.height() < area.height()));
        assert!(
            whole.data() == part.data(),
            "the band holds all of the reading"
        );
    }

    #[test]
    fn drawing_only_the_changed_digits_gives_the_same_picture() {
        let font = font().expect("the font");
        let area = half_rect(0, 1000, 480).unwrap();
        let shown = |time: &str| Shown {
            name: "White".into(),
            time: time.into(),
            moves: "12 moves".into(),
            flag: None,
            running: true,
        };
        for (before, after) in [("1:08:10", "1:08:09"), ("4:00", "3:59"), ("10:00", "9:59")] {
            let mut whole = Pixmap::new(1000, 480).expect("a pixmap");
            draw_half(&mut whole, area, &shown(after), &YELLOW_NAVY, &font);
            let mut part = Pixmap::new(1000, 480).expect("a pixmap");
            draw_half(&mut part, area, &shown(before), &YELLOW_NAVY, &font);
            let cell = draw_digits(
                &mut part,
                area,
                &shown(before),
                &shown(after),
                &YELLOW_NAVY,
                &font,
            )
            .or_else(|| draw_time(&mut part, area, &shown(after), &YELLOW_NAVY, &font));
            assert!(cell.is_some());
            assert!(whole.data() == part.data(), "{before} to {after}");
        }
        let mut pm = Pixmap::new(1000, 480).expect("a pixmap");
        let cell = draw_digits(
            &mut pm,
            area,
            &shown("1:08:10"),
            &shown("1:08:09"),
            &YELLOW_NAVY,
            &font,
        )
        .expect("one digit");
        let band = time_band(area).expect("the band");
        assert!(cell.width() * 3 < band.width(), "{cell:?} in {band:?}");
        assert_eq!(
            draw_digits(
                &mut pm,
                area,
                &shown("10:00"),
                &shown("9:59"),
                &YELLOW_NAVY,
                &font
            ),
            None
        );
    }

    #[test]
    fn only_the_running_half_has_the_frame_and_full_contrast() {
        let font = font().expect("the font");
        let mut pm = Pixmap::new(400, 200).expect("a pixmap");
        let shown = |running| Shown {
            name: "White".into(),
            time: "4:59".into(),
            moves: "3 moves".into(),
            flag: None,
            running,
        };
        let (left, right) = (
            half_rect(0, 400, 200).unwrap(),
            half_rect(1, 400, 200).unwrap(),
        );
        draw_half(&mut pm, left, &shown(false), &YELLOW_NAVY, &font);
        draw_half(&mut pm, right, &shown(true), &YELLOW_NAVY, &font);
        assert_eq!(count(&pm, left, YELLOW_NAVY.cursor), 0);
        assert!(count(&pm, right, YELLOW_NAVY.cursor) > 1000);
        assert!(count(&pm, right, YELLOW_NAVY.text) > count(&pm, left, YELLOW_NAVY.text));
    }
}
