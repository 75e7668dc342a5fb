//! The opening in words: "Opening: Sicilian Defense: Najdorf Variation"
//! as it is reached, its family in the player's language
//! ([`crate::notation::openings::opening_name`]).

use super::Phrases;
use crate::event::Notice;
use crate::notation::openings::opening_name;
use crate::speech::{Kind, Priority};

impl Phrases {
    /// The notices of the opening (any other notice is said as nothing).
    pub(super) fn opening_notice(&self, notice: &Notice) -> (Priority, Kind, String) {
        let name = |n: &str| opening_name(n, self.lang);
        match notice {
            // After the move, never dropped: said once.
            Notice::OpeningReached { name: n } => (
                Priority::Next,
                Kind::Info,
                self.say("opening-reached", vec![("name", name(n).into())]),
            ),
            Notice::OpeningNow {
                opening: Some((n, eco)),
            } => (
                Priority::Normal,
                Kind::Info,
                self.say(
                    "opening-now",
                    vec![("name", name(n).into()), ("eco", eco.clone().into())],
                ),
            ),
            Notice::OpeningNow { opening: None } => (
                Priority::Normal,
                Kind::Info,
                self.say("opening-none", vec![]),
            ),
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }
}
