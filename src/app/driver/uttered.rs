//! The front end's own sentences said (a gamepad connected, the help),
//! and the utterances the driver said kept for a front end that hands
//! them to a screen reader (the board window's announcements): every
//! event worded once, by [`crate::speech::phrase`], and the same
//! utterance goes to the voice, the transcript and the screen reader.
//! Nothing is kept until a front end asks ([`Driver::keep_uttered`]), so
//! that one that never takes them does not gather them.

use std::io::Write;

use super::Driver;
use crate::speech::phrase::Uttered;
use crate::speech::{Kind, Priority, Utterance};

impl Driver {
    /// From now on keeps the utterance of everything said (events and the
    /// front end's own sentences) until [`Driver::take_uttered`] takes it.
    pub fn keep_uttered(&mut self) {
        self.uttered.get_or_insert_with(Vec::new);
    }

    /// The utterances said since the last call, in the order said: each
    /// event's with the words a screen reader still needs when its focus
    /// moved with it ([`Uttered::beyond_focus`]). Empty unless
    /// [`Driver::keep_uttered`] was called.
    pub fn take_uttered(&mut self) -> Vec<Uttered> {
        self.uttered
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// Keeps `uttered` for [`Driver::take_uttered`], if a front end asked.
    pub(super) fn utter(&mut self, uttered: Uttered) {
        if let Some(kept) = &mut self.uttered {
            kept.push(uttered);
        }
    }

    /// Says a sentence of the front end's own, already in the player's
    /// language (a gamepad connected, the window's help): on standard
    /// output and through the voice, like [`Driver::say`], and kept for a
    /// screen reader.
    pub fn say_text(&mut self, text: &str) {
        let utterance = self.speak_text(text);
        self.utter(Uttered::plain(utterance));
    }

    /// Says `text` on standard output and through the voice; returns its
    /// utterance.
    fn speak_text(&mut self, text: &str) -> Utterance {
        let utterance = Utterance {
            priority: Priority::Normal,
            kind: Kind::Info,
            text: text.to_owned(),
            moves: Vec::new(),
        };
        let line = text.replace('\n', " ");
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}");
        self.said.remember(line, Vec::new());
        let _ = out.flush();
        let now = self.now();
        if let Some(tts) = &self.tts {
            tts.say(utterance.clone(), now);
        }
        utterance
    }

    /// Says a sentence of the front end's own that a screen reader reads
    /// by itself from what it focuses (the settings row or help item the
    /// focus moved to): on standard output and through the voice, as
    /// [`Driver::say_text`] does, but not kept for the screen reader,
    /// which would hear it twice.
    pub fn say_at_focus(&mut self, text: &str) {
        self.speak_text(text);
    }
}
