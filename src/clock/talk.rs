//! The talking clock at the table: it announces both clocks as their
//! time runs low, but a side muted there (`mute black`, kept in the clock
//! game), and learns each press's new reading.

use shakmaty::Color;

use super::Front;
use crate::rules::clock::Press;
use crate::session::talking_clock::{Schedule, TalkingClock};
use crate::speech::Utterance;
use crate::speech::phrase::ClockNote;
use crate::table::{ClockGame, TableEvent};

impl Front {
    /// `mute [SIDE]`, `unmute [SIDE]`: the talking clock stops (or goes
    /// on) announcing that side's clock, or both; kept in the game's file.
    pub(super) fn mute(&mut self, side: Option<Color>, muted: bool) -> Vec<Utterance> {
        self.game.set_muted(side, muted);
        for side in [Color::White, Color::Black] {
            self.talking
                .set_watched(side, !self.game.muted().is_muted(side));
        }
        let mut said: Vec<Utterance> = self.persist().into_iter().collect();
        said.push(self.note(ClockNote::Muted { side, muted }));
        said
    }

    /// The talking clock learns the presser's new reading, so the marks
    /// above it are said again when his time runs down past them.
    pub(super) fn tell_talking_clock(&mut self, side: Color, events: &[TableEvent]) {
        let Some(entry) = self.game.score().entries().last() else {
            return;
        };
        let period_bonus = events.iter().find_map(|e| match e {
            TableEvent::PeriodEnded { added, .. } => Some(*added),
            _ => None,
        });
        let press = Press {
            side,
            moves: self.game.clock().moves(side),
            used: entry.used,
            remaining: entry.reading(side),
            period_bonus,
        };
        self.talking.on_press(&press);
    }
}

/// The talking clock of `game`'s listener, its marks fitted to the time
/// control: it announces both clocks, but those muted at the table.
pub(super) fn talking_clock(game: &ClockGame) -> TalkingClock {
    let initial = game.clock().time_control().initial_time();
    let mut talking = TalkingClock::new(Schedule::for_initial_time(initial), game.listener());
    for side in [Color::White, Color::Black] {
        talking.set_watched(side, !game.muted().is_muted(side));
    }
    talking
}
