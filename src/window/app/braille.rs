//! The board window's braille display (`tactus play --braille
//! auto|on|off`): the same display as the line interface's
//! ([`crate::app::braille_line`]) — the rank under the finger or the
//! whole board, every answer as a message, the routing keys the finger,
//! lines typed on its braille keyboard run as the command line runs
//! them — followed after every wake of the window's loop, and what was
//! said of the display (taken, missing, gone) said to the screen reader
//! too, as the driver said it.

use std::time::{Duration, Instant};

use winit::event_loop::ActiveEventLoop;

use super::App;
use crate::app::braille_line::{Braille, follow};

impl App {
    /// The window with `braille`, the display the player asked for.
    pub fn with_braille(mut self, braille: Braille) -> App {
        self.braille = braille;
        self
    }

    /// The display's keys carried out, the lines typed on it run, and the
    /// board shown on it again; what changed is shown and announced.
    pub(super) fn follow_braille(&mut self, el: &ActiveEventLoop) {
        let hidden = self.driver.session().awaits_arbiter_code();
        self.braille.hide_typing(hidden);
        let followed = follow(&mut self.driver, &mut self.braille);
        let mut events = followed.events;
        let mut told = followed.told;
        for line in self.braille.typed() {
            events.extend(self.driver.run_line(&line));
            let hidden = self.driver.session().awaits_arbiter_code();
            self.braille.hide_typing(hidden);
            let again = follow(&mut self.driver, &mut self.braille);
            events.extend(again.events);
            told.extend(again.told);
        }
        // What was told was said by the driver: the screen reader gets it
        // with the events' utterances.
        if !events.is_empty() || !told.is_empty() {
            self.show(el);
        }
    }

    /// How long the loop may sleep before the display is due.
    pub(super) fn braille_due(&self) -> Option<Duration> {
        self.braille.due_in(Instant::now())
    }
}
