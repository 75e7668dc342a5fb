//! Sending the picture to the window: the part drawn copied into the
//! window's buffer, and, for the tests, a log of the frames drawn.

use std::io::Write;
use std::path::{Path, PathBuf};

use tiny_skia::{IntRect, Pixmap};

use super::super::view::{BoardView, Redraw};

/// Copies the part `part` of `pixmap` into the window's `buffer` (of the
/// same size), as 0RGB.
pub fn copy(pixmap: &Pixmap, buffer: &mut [u32], part: IntRect) {
    let width = pixmap.width() as usize;
    let pixels = pixmap.pixels();
    let (x0, x1) = (part.left() as usize, part.right() as usize);
    for y in part.top() as usize..part.bottom() as usize {
        let row = y * width;
        let (Some(dst), Some(src)) = (
            buffer.get_mut(row + x0..row + x1),
            pixels.get(row + x0..row + x1),
        ) else {
            return;
        };
        for (dst, px) in dst.iter_mut().zip(src) {
            let (r, g, b) = (px.red() as u32, px.green() as u32, px.blue() as u32);
            *dst = (r << 16) | (g << 8) | b;
        }
    }
}

/// In builds with debug assertions, the file named by this variable gets a
/// line for every frame drawn: how much was drawn (`whole`, `panel`,
/// `clocks`, or `again` when an uncovered window is sent its picture as it
/// is) and the two clock faces shown. The window tests count them.
pub const FRAME_LOG: &str = "TACTUS_FRAME_LOG";

/// The file frames are counted in, from [`FRAME_LOG`]; never in a release
/// build.
pub fn frame_log() -> Option<PathBuf> {
    if cfg!(debug_assertions) {
        std::env::var_os(FRAME_LOG).map(Into::into)
    } else {
        None
    }
}

/// Adds the frame drawn `how`, showing `view`, to the log at `path`.
pub fn log_frame(path: &Path, how: Redraw, view: &BoardView) {
    let kind = match how {
        Redraw::Whole => "whole",
        Redraw::Panel => "panel",
        Redraw::Clocks => "clocks",
        Redraw::Nothing => "again",
    };
    let faces = view.clocks.map(crate::notation::render::clock_face);
    let line = format!("{kind} {} {}\n", faces.white, faces.black);
    if let Ok(mut file) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
    {
        let _ = file.write_all(line.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_part_is_copied_as_0rgb() {
        let mut pm = Pixmap::new(4, 3).unwrap();
        pm.fill(tiny_skia::Color::from_rgba8(0x12, 0x34, 0x56, 0xff));
        let mut buffer = vec![0u32; 12];
        copy(&pm, &mut buffer, IntRect::from_xywh(1, 1, 2, 2).unwrap());
        let set: Vec<usize> = (0..12).filter(|&i| buffer[i] != 0).collect();
        assert_eq!(set, [5, 6, 9, 10]);
        assert_eq!(buffer[5], 0x0012_3456);
    }
}
