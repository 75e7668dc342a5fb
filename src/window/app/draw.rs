//! The window's pixels: what changed since the last frame drawn (all of
//! it after a resize) and sent to the screen, and when the clock face
//! next shows another second.

use std::num::NonZeroU32;
use std::time::Duration;

use tiny_skia::{IntRect, Pixmap};

use super::super::render::present::{copy, log_frame};
use super::super::render::{render, render_clocks, render_dialog, render_panel};
use super::super::theme::Theme;
use super::super::view::{Redraw, redraw};
use super::App;

impl App {
    /// Draws what changed since the last frame (all of it after a resize)
    /// and sends that part to the screen; with nothing changed (the window
    /// was uncovered) sends the picture as it is.
    pub(super) fn redraw(&mut self) {
        let frame = self.frame();
        let (Some(surface), Some(w), Some(h)) = (
            &mut self.surface,
            NonZeroU32::new(frame.size.0),
            NonZeroU32::new(frame.size.1),
        ) else {
            return;
        };
        if surface.resize(w, h).is_err() {
            return;
        }
        let fits = self
            .pixmap
            .as_ref()
            .is_some_and(|p| p.width() == w.get() && p.height() == h.get());
        if !fits {
            self.pixmap = Pixmap::new(w.get(), h.get());
            self.drawn = None;
        }
        let Some(pixmap) = self.pixmap.as_mut() else {
            return;
        };
        let theme = Theme::of(self.driver.session().settings().theme);
        let (view, zoom) = (&frame.view, frame.zoom);
        let how = redraw(self.drawn.as_ref(), &frame);
        let whole = IntRect::from_xywh(0, 0, w.get(), h.get());
        let drawn = match how {
            Redraw::Whole => {
                render(pixmap, view, &theme, &self.font, zoom);
                if let Some(dialog) = &frame.dialog {
                    render_dialog(pixmap, dialog, view, &theme, &self.font, zoom);
                }
                whole
            }
            Redraw::Panel => {
                let drawn = render_panel(pixmap, view, &theme, &self.font, zoom);
                // While a game is played on the dialog stands in the panel.
                if let (Some(dialog), true) = (&frame.dialog, view.in_play()) {
                    render_dialog(pixmap, dialog, view, &theme, &self.font, zoom);
                }
                drawn
            }
            Redraw::Clocks => render_clocks(pixmap, view, &theme, &self.font, zoom),
            Redraw::Nothing => whole,
        };
        if let Some(log) = &self.frame_log {
            log_frame(log, how, view);
        }
        self.drawn = Some(frame);
        let Some(drawn) = drawn else {
            return;
        };
        let Ok(mut buffer) = surface.buffer_mut() else {
            return;
        };
        // A buffer that holds the last picture needs only the part drawn.
        let part = if buffer.age() == 0 {
            whole
        } else {
            Some(drawn)
        };
        let Some(part) = part else {
            return;
        };
        copy(pixmap, &mut buffer, part);
        let damage = softbuffer::Rect {
            x: part.x() as u32,
            y: part.y() as u32,
            width: NonZeroU32::new(part.width()).unwrap_or(NonZeroU32::MIN),
            height: NonZeroU32::new(part.height()).unwrap_or(NonZeroU32::MIN),
        };
        let _ = buffer.present_with_damage(&[damage]);
    }

    /// How long until the clock face shows another second.
    pub(super) fn next_second(&self) -> Option<Duration> {
        let clock = self.driver.session().clock();
        let side = clock.running()?;
        let left = clock.remaining(side, self.driver.now());
        (left > 0).then(|| Duration::from_millis(left % 1000 + 1))
    }
}
