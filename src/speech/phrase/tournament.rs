//! Tournament mode in sentences: what it refuses, a move written down for
//! the arbiter (in neutral words that say neither why nor whether it was
//! legal), and leaving it with the arbiter's code.

use super::Phrases;
use crate::event::{Forbidden, TournamentNotice};
use crate::notation::render::square_words;
use crate::speech::{Kind, Priority};

/// The Fluent selector of a refused thing.
fn forbidden_key(what: Forbidden) -> &'static str {
    match what {
        Forbidden::Engine => "engine",
        Forbidden::LegalMoves => "moves",
        Forbidden::Attacks => "attacks",
        Forbidden::Scans => "scans",
        Forbidden::Position => "position",
        Forbidden::Takeback => "takeback",
        Forbidden::Load => "load",
        Forbidden::BoardMoves => "board-moves",
        Forbidden::NewGame => "new-game",
        Forbidden::Advice => "advice",
    }
}

impl Phrases {
    /// The sentence for what tournament mode says, with its priority and kind.
    pub(super) fn tournament(&self, notice: &TournamentNotice) -> (Priority, Kind, String) {
        use TournamentNotice as T;
        let info = |id: &str| (Priority::Normal, Kind::Info, self.say(id, vec![]));
        match notice {
            T::On => info("tournament-on"),
            T::TooLate => (
                Priority::Now,
                Kind::Refusal,
                self.say("tournament-too-late", vec![]),
            ),
            T::NotOn => info("tournament-not-on"),
            T::Refused(what) => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "tournament-refused",
                    vec![("what", forbidden_key(*what).into())],
                ),
            ),
            T::Noted { written } => (
                Priority::Next,
                Kind::Info,
                self.say(
                    "tournament-noted",
                    vec![("written", written.clone().into())],
                ),
            ),
            T::Finger(square) => (
                Priority::Normal,
                Kind::Board,
                square_words(*square, self.board_style(), self.lang),
            ),
            T::AskCode => (
                Priority::Now,
                Kind::Info,
                self.say("tournament-ask-code", vec![]),
            ),
            T::Left => (
                Priority::Next,
                Kind::Info,
                self.say("tournament-left", vec![]),
            ),
            T::WrongCode => (
                Priority::Now,
                Kind::Refusal,
                self.say("tournament-wrong-code", vec![]),
            ),
            T::NoCode => (
                Priority::Now,
                Kind::Refusal,
                self.say("tournament-no-code", vec![]),
            ),
        }
    }
}
