//! The clock on a braille display (`tactus clock --tty --braille
//! auto|on|off`, else the `braille` setting), kept as `tactus tty` keeps
//! its display ([`crate::app::braille_edge`]): both clocks and whose
//! clock runs ([`crate::braille::clock_view`]) on the first line, and
//! each announcement the clock makes shown as a message in the braille of
//! the player's language, in their place on a line display or under them
//! on a display of more lines; the panning keys page through the last
//! ones again. The talking clock's own readings ("Black: 50 seconds",
//! the last seconds counted) are no messages: the clock cells show the
//! count as it runs, with the side and its mark, as the board's status
//! does at `tactus tty` ([`crate::app::driver::in_clock_cells`]). The display's Return presses the clock as Enter on the line
//! does (a routing key only brings the clocks back: a finger reading must
//! not press a clock); a line typed on the display's braille keyboard is a
//! line typed. A display that cannot be taken (`on`) or goes away is said
//! once, and one that comes (or comes back) is taken up.

use std::time::Instant;

use shakmaty::Color;

use super::Front;
use crate::app::braille_edge::{Braille, News};
use crate::braille::brlapi::Key;
use crate::braille::clock_view::clock_view;
use crate::notation::render::clock_face;
use crate::setting::BrailleUse;
use crate::speech::{Kind, Priority, Utterance};

/// The clock's display as `asked` (by `--braille`, or the `braille`
/// setting, which is `setting`).
pub(super) fn clock_display(asked: BrailleUse, setting: BrailleUse) -> Braille {
    Braille::new(asked, setting, message_row)
}

/// The first row of the messages on a display of `height` rows: under
/// the clocks where there is room, else in their place.
fn message_row(height: usize) -> usize {
    usize::from(height > 1)
}

impl Front {
    /// The display looked for when it is time to, its keys read (the
    /// panning keys page through the messages, any other brings the
    /// clocks back), and the clocks or the message whose time it is shown;
    /// with what happened to the display said.
    pub(super) fn follow_braille(&mut self) {
        let now = Instant::now();
        self.braille.hide_typing(self.hides_next_line());
        let (keys, news) = self.braille.keys(now);
        self.tell_braille(news);
        let mut said = Vec::new();
        // Return is Enter on the line: the clock pressed.
        for _ in keys.into_iter().filter(|k| *k == Key::Return) {
            said.extend(self.line(""));
        }
        for line in self.braille.typed() {
            said.extend(self.line(&line));
        }
        if !said.is_empty() {
            self.say(&said);
        }
        let clock = self.game.clock();
        let at = self.now();
        let faces = [Color::White, Color::Black].map(|side| clock_face(clock.remaining(side, at)));
        let running = clock.running();
        let lang = self.phrases.lang;
        let news = self.braille.show(now, |width, _| {
            clock_view([&faces[0], &faces[1]], running, lang, width)
        });
        self.tell_braille(news);
    }

    /// What happened to the display, said (and shown, when one is there).
    fn tell_braille(&mut self, news: Vec<News>) {
        let lang = self.phrases.lang;
        let said: Vec<Utterance> = news
            .iter()
            .map(|news| Utterance {
                priority: Priority::Normal,
                kind: Kind::Info,
                text: news.words(lang, "braille-display-clock"),
                moves: Vec::new(),
            })
            .collect();
        if !said.is_empty() {
            self.say(&said);
        }
    }
}
