//! What the clock window tells the player's screen reader, and when.
//!
//! The board window's rule ([`crate::window::access`]): every
//! answer is heard once. With tactus's own voice (`tts`, `text`, `none`)
//! the clock's voice has said it, on the player's side when `--pan` puts
//! it there; a screen reader reading it too would say it twice, and aloud
//! to the opponent across the table. So then nothing is announced: the
//! answers stay in the tree as text the player can read (not a live
//! region). With `--voice screen-reader` tactus's voice is silent and each
//! step's answers are announced once, by the channel the screen reader
//! listens to ([`Listening`]): the live region (Orca 46 and later), or
//! the description of the focused node, the window or the command line
//! (Orca 43, which speaks a change of the focused object's description).
//!
//! The clocks' readings, which change every second, are never in the
//! focused node: a screen reader reads them when the player goes to them,
//! and never ticks into its speech.

use super::access::Told;
use crate::access_tree::Channel;
use crate::window::access::{descriptions, sentences};
use crate::window::listening::Listening;

/// The announcements for the screen reader and what of them it was sent.
#[derive(Debug)]
pub struct Reader {
    /// The player chose `--voice screen-reader`.
    speaks: bool,
    /// Followed from the screen reader's first tree request on.
    listening: Option<Listening>,
    /// The latest step's answers, as sentences.
    announcement: String,
    /// Counts the announcements, so that the same words twice are news.
    serial: u64,
    /// The serial of the last announcement sent.
    delivered: u64,
    /// The description the focused node was last sent with.
    kept: String,
    /// Whether the command line had the focus when last sent.
    line_focused: Option<bool>,
}

impl Reader {
    /// Announces to the screen reader when `speaks` (`--voice
    /// screen-reader`), else never.
    pub fn new(speaks: bool) -> Reader {
        Reader {
            speaks,
            listening: None,
            announcement: String::new(),
            serial: 0,
            delivered: 0,
            kept: String::new(),
            line_focused: None,
        }
    }

    /// Follows a channel fixed in advance instead of the registry.
    pub fn with_channel(mut self, channel: Channel) -> Reader {
        self.listening = Some(Listening::fixed(channel));
        self
    }

    /// One step's answers: the next announcement, when there are words.
    pub fn heard<'a>(&mut self, said: impl IntoIterator<Item = &'a str>) {
        if !self.speaks {
            return;
        }
        let lines: Vec<String> = said.into_iter().map(str::to_owned).collect();
        let text = sentences(&lines);
        if text.is_empty() {
            return;
        }
        self.announcement = text;
        self.serial = self.serial.wrapping_add(1);
    }

    /// Whether an announcement waits to be sent.
    pub fn fresh(&self) -> bool {
        self.delivered != self.serial
    }

    /// The screen reader asked for the whole tree: what it gets. The words
    /// said so far (the window's opening words) are its focused node's
    /// description, read with it; from now on the registry is followed.
    pub fn first(&mut self, line_focused: bool) -> Told {
        if !self.speaks {
            return Told::Nothing;
        }
        self.listening.get_or_insert_with(Listening::start);
        self.delivered = self.serial;
        self.line_focused = Some(line_focused);
        match self.channel() {
            Channel::LiveRegion => {
                self.kept.clear();
                self.live()
            }
            Channel::Description => {
                self.kept = self.announcement.clone();
                Told::Description(self.kept.clone())
            }
        }
    }

    /// What to send now, one tree each, with the command line focused or
    /// not (`line_focused`): a fresh announcement by the channel; by the
    /// description, cleared first when the focus stays (the same words
    /// again are news too) or with the focus when it moves (read with the
    /// node it lands on, once), as the board window does.
    pub fn next(&mut self, line_focused: bool) -> Vec<Told> {
        if !self.speaks {
            return vec![Told::Nothing];
        }
        let fresh = self.fresh();
        self.delivered = self.serial;
        let moved = self.line_focused.is_some_and(|was| was != line_focused);
        self.line_focused = Some(line_focused);
        match self.channel() {
            Channel::LiveRegion => vec![self.live()],
            Channel::Description => {
                let text = fresh.then_some(self.announcement.as_str());
                let sent = descriptions(Channel::Description, &self.kept, text, moved);
                if let Some(last) = sent.last() {
                    self.kept = last.clone();
                }
                sent.into_iter().map(Told::Description).collect()
            }
        }
    }

    fn live(&self) -> Told {
        Told::Live {
            text: self.announcement.clone(),
            serial: self.serial,
        }
    }

    fn channel(&self) -> Channel {
        self.listening
            .as_ref()
            .map_or(Channel::Description, Listening::channel)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_its_own_voice_the_clock_announces_nothing() {
        let mut reader = Reader::new(false).with_channel(Channel::Description);
        reader.heard(["White, move 1: Nf3"]);
        assert_eq!(reader.first(false), Told::Nothing);
        reader.heard(["Clocks paused."]);
        assert_eq!(reader.next(false), [Told::Nothing]);
    }

    #[test]
    fn by_the_description_each_step_is_news_once() {
        let mut reader = Reader::new(true).with_channel(Channel::Description);
        reader.heard(["Time control: 5 minutes."]);
        let greeting = Told::Description("Time control: 5 minutes.".into());
        assert_eq!(reader.first(false), greeting);
        // Nothing new: the words stay.
        assert_eq!(reader.next(false), std::slice::from_ref(&greeting));
        // Two answers in one step: two sentences, after a clearing.
        reader.heard(["Black's clock set to 3 seconds", "Black's flag fell."]);
        let both = "Black's clock set to 3 seconds. Black's flag fell.";
        assert_eq!(
            reader.next(false),
            [
                Told::Description(String::new()),
                Told::Description(both.into())
            ]
        );
        // The line opens: its words go with the focus, in one tree.
        reader.heard(["Command line"]);
        assert_eq!(
            reader.next(true),
            [Told::Description("Command line".into())]
        );
        // The focus goes back with nothing new: the words are dropped.
        assert_eq!(reader.next(false), [Told::Description(String::new())]);
    }

    #[test]
    fn by_the_live_region_each_announcement_has_its_serial() {
        let mut reader = Reader::new(true).with_channel(Channel::LiveRegion);
        reader.heard(["c"]);
        reader.heard(["c"]);
        assert_eq!(
            reader.next(false),
            [Told::Live {
                text: "c".into(),
                serial: 2
            }]
        );
        assert!(!reader.fresh());
    }
}
