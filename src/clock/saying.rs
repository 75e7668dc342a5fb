//! Where what the clock says goes: a line each on standard output, the
//! voice, and the braille display (all the lines of one answer as one
//! message); and the voice let finish at the end.

use crate::app::driver::Line as SaidLine;
use std::io::Write;
use std::time::{Duration, Instant};

use super::Front;
use crate::speech::Utterance;

impl Front {
    /// Lets the voice finish what it says, for at most two seconds.
    pub(super) fn close(&mut self) {
        self.finish_recordings();
        if let Some(tts) = self.tts.take() {
            tts.shutdown(Duration::from_secs(2));
        }
    }

    /// Writes each utterance as a line, hands it to the voice, and shows
    /// them on the braille display as one message, each utterance a
    /// sentence of its own (never run into the one before): but the
    /// talking clock's own readings, which the clock cells show.
    pub(super) fn say(&mut self, utterances: &[Utterance]) {
        let now = self.now();
        let mut out = std::io::stdout().lock();
        let mut shown = Vec::new();
        for u in utterances {
            let line = u.text.replace('\n', " ");
            let _ = writeln!(out, "{line}");
            let _ = out.flush();
            if let Some(tts) = &self.tts {
                tts.say(u.clone(), now);
            }
            shown.push(SaidLine {
                text: line,
                moves: u.moves.clone(),
                priority: u.priority,
                news: false,
                clock_mark: self.take_in_cells(u),
            });
        }
        let lang = self.phrases.lang;
        self.braille.tell_lines(shown, lang, Instant::now());
    }

    /// Whether `said` is one of the talking clock's own readings just
    /// due ([`Front::due`]), taken from them.
    fn take_in_cells(&mut self, said: &Utterance) -> bool {
        let found = self.in_cells.iter().position(|u| u == said);
        found.map(|i| self.in_cells.remove(i)).is_some()
    }
}
