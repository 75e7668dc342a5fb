//! The braille display of the commands that tell lines rather than show a
//! board (`tactus review`, `tactus learn`, `tactus replay --speak`, each
//! with `--braille auto|on|off`, else the `braille` setting): taken as
//! every front end at the terminal takes it ([`crate::app::braille_edge`]:
//! `auto` when BRLTTY offers one, `on` saying why when none can be taken,
//! a display that goes away said once and one that comes taken up), and
//! with nothing of its own to show, so that every line the command says
//! is read there, as a deafblind player at the console reads it:
//!
//! * **Whole, a sentence each.** What is said at one time (a progress
//!   line, a lesson's answer, the review's words) is one message, each
//!   line a sentence starting a window of its own, longer ones read
//!   window by window ([`crate::braille::message`]); the panning keys read
//!   on and back, through the last messages too.
//! * **Nothing wiped.** What comes of its own accord (the progress, the
//!   review when it is done) waits behind the message being read; the
//!   answer to a line typed shows at once.
//! * **Never blank.** Between messages the display keeps the start (a
//!   window) of the last line told ("Half of the game reviewed."; at the
//!   end how to leave), and panning left from it reads the last message
//!   again from its start.
//! * **It stays to be read.** A command that has said everything
//!   ([`Reading::wait`]) does not end while a display shows it: it ends
//!   when the player says so — Enter on the display over the line that
//!   says so (over a message Enter first brings that line, as any key but
//!   the panning keys does, so that a key pressed while reading never
//!   ends it), or `q` (any word of `quit`) or `stop` typed on the
//!   display's braille keyboard or at the keyboard, the end of the input
//!   (Ctrl+D), Ctrl+C — or when the display goes away. Lines typed on the display's braille keyboard are
//!   the command's as lines typed at the keyboard are.

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use super::stop::{self, Asked};
use crate::app::braille_edge::{Braille, News, POLL, said_cells};
use crate::app::driver::Line as SaidLine;
use crate::braille::brlapi::Key;
use crate::braille::message::{Arrival, windows};
use crate::input::{Action, Command, Typed, parse_line};
use crate::notation::{Lang, format_message};
use crate::setting::BrailleUse;

/// The display of a command that tells lines, and what it shows.
#[derive(Debug)]
pub struct Reading {
    braille: Braille,
    lang: Lang,
    /// The cells of the last line told: its first window shows between
    /// messages.
    rest: Vec<u8>,
    /// The lines told since the last message, to show as one.
    pending: Vec<SaidLine>,
}

/// What the player did on the display since it was last followed.
#[derive(Debug, Default)]
pub struct Followed {
    /// The lines typed on its braille keyboard.
    pub typed: Vec<String>,
    /// Whether its Enter was pressed (with nothing typed) over the last
    /// window of the last line told; over a message, Enter only brings
    /// that window back, as any key but the panning keys does.
    pub enter: bool,
    /// What happened to the display, in the player's words, to be said
    /// where the command says such things (taken, missing, gone).
    pub told: Vec<String>,
}

impl Reading {
    /// The display as `asked` (`--braille`, else the `braille` setting,
    /// which is `setting`), its lines in `lang`'s braille; looked for at
    /// the first [`Reading::follow`].
    pub fn new(asked: BrailleUse, setting: BrailleUse, lang: Lang) -> Reading {
        Reading {
            braille: Braille::new(asked, setting, |_| 0),
            lang,
            rest: Vec::new(),
            pending: Vec::new(),
        }
    }

    /// None asked for: nothing is shown, the command never waits.
    pub fn off() -> Reading {
        Reading::new(BrailleUse::Off, BrailleUse::Off, Lang::En)
    }

    /// Whether a display is there.
    pub fn is_there(&self) -> bool {
        self.braille.size().is_some()
    }

    /// `text` (naming no move) to show with the lines told until
    /// [`Reading::show`].
    pub fn tell(&mut self, text: &str) {
        self.tell_line(SaidLine::answer(text.to_owned(), Vec::new()));
    }

    /// `line` (its moves in the chess code) to show with the lines told
    /// until [`Reading::show`].
    pub fn tell_line(&mut self, line: SaidLine) {
        if line.text.trim().is_empty() {
            return;
        }
        let cells = said_cells(&line, self.lang);
        if !cells.is_empty() {
            self.rest = cells;
        }
        self.pending.push(line);
    }

    /// The lines told since the last call shown as one message, a
    /// sentence each, coming as `arrival` says.
    pub fn show(&mut self, arrival: Arrival) {
        let lines = std::mem::take(&mut self.pending);
        if !lines.is_empty() {
            self.braille
                .tell_arriving(lines, arrival, self.lang, Instant::now());
        }
    }

    /// The display looked for when it is time to, its keys read (the
    /// panning keys read through the messages, the braille keyboard types
    /// a line) and the message whose time it is shown, else the first
    /// window of the last line told. A display just taken shows first
    /// what it is for; what happened to the display is handed back in
    /// words, for the command to say as it says such things.
    pub fn follow(&mut self) -> Followed {
        let now = Instant::now();
        let over_message = self.braille.showing_message();
        let (keys, mut news) = self.braille.keys(now);
        let mut followed = Followed {
            typed: self.braille.typed(),
            enter: !over_message && keys.contains(&Key::Return),
            told: Vec::new(),
        };
        for news in &news {
            let words = self.words(news);
            if matches!(news, News::Taken { .. }) {
                // Before anything else: what the display is for.
                self.rest = said_cells(&SaidLine::answer(words.clone(), Vec::new()), self.lang);
                self.braille.tell_arriving(
                    vec![SaidLine::answer(words.clone(), Vec::new())],
                    Arrival::News,
                    self.lang,
                    now,
                );
            }
            followed.told.push(words);
        }
        let rest = &self.rest;
        news = self.braille.show(now, |width, height| {
            let mut cells = windows(rest, width)
                .first()
                .map_or_else(Vec::new, |last| rest[last.clone()].to_vec());
            cells.resize(width * height, 0);
            cells
        });
        followed
            .told
            .extend(news.iter().map(|news| self.words(news)));
        followed
    }

    /// How long the command may wait for input before
    /// [`Reading::follow`] is due.
    pub fn due_in(&self) -> Duration {
        self.braille.due_in(Instant::now()).unwrap_or(POLL * 25)
    }

    fn words(&self, news: &News) -> String {
        match news {
            News::Lost => format_message(self.lang, "braille-display-gone", &[]),
            _ => news.words(self.lang, "braille-display-lines"),
        }
    }

    /// After everything is said: while a display shows it, the command
    /// waits for the player to end it (see the [module
    /// documentation](self)); `asked` is what is typed at the keyboard.
    /// The lines told and not yet shown are the last message, coming as
    /// `arrival` says, how to leave its last sentence (written on standard error
    /// too, for whoever reads the screen), and what stays between
    /// messages. What happens to the display meanwhile is handed to
    /// `told`.
    pub fn wait(
        &mut self,
        arrival: Arrival,
        asked: &Receiver<Asked>,
        mut told: impl FnMut(String),
    ) {
        let leave = format_message(self.lang, "braille-leave", &[]);
        self.tell(&leave);
        self.show(arrival);
        let followed = self.follow();
        followed.told.into_iter().for_each(&mut told);
        if !self.is_there() {
            return;
        }
        eprintln!("{leave}");
        loop {
            let followed = self.follow();
            followed.told.into_iter().for_each(&mut told);
            if !self.is_there() || followed.enter {
                return;
            }
            let mut typed: Vec<Asked> = followed.typed.iter().map(|l| stop::asked(l)).collect();
            match asked.recv_timeout(self.due_in()) {
                Ok(one) => typed.push(one),
                Err(RecvTimeoutError::Timeout) => {}
                // Ctrl+C can no longer be heard: what else is there.
                Err(RecvTimeoutError::Disconnected) => return,
            }
            for one in typed {
                if leaves(&one) {
                    return;
                }
                // Any other line: how to leave, again.
                self.tell(&leave);
                self.show(Arrival::Answer);
            }
        }
    }
}

/// Whether `asked` ends the wait after everything is said: `stop`, `q`
/// (any word of `quit`), the end of the input, Ctrl+C.
fn leaves(asked: &Asked) -> bool {
    match asked {
        Asked::Stop | Asked::End => true,
        Asked::Other(line) => parse_line(line) == Typed::Act(Action::Command(Command::Quit)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn q_stop_and_the_end_of_the_input_leave_other_lines_do_not() {
        for line in ["q", "quit", "beenden", "salir", "stop"] {
            assert!(leaves(&stop::asked(line)), "{line}");
        }
        assert!(leaves(&Asked::End));
        for line in ["e4", "next", "help"] {
            assert!(!leaves(&stop::asked(line)), "{line}");
        }
    }

    #[test]
    fn without_a_display_nothing_waits_and_nothing_is_kept() {
        let mut reading = Reading::off();
        reading.tell("Half of the game reviewed.");
        reading.show(Arrival::News);
        assert!(!reading.is_there());
        let (_tx, rx) = std::sync::mpsc::channel();
        let mut told = Vec::new();
        reading.wait(Arrival::News, &rx, |t| told.push(t));
        assert!(told.is_empty());
    }
}
