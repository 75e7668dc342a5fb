//! Which clocks the talking clock announces at this table: both, unless
//! one (or both) was muted (`mute black`). Kept in the clock game, so that
//! a resumed or unsealed game stays as the table set it.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::ClockGame;

/// The sides whose clocks are not announced on the schedule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Muted {
    /// White's clock is not announced.
    #[serde(default)]
    pub white: bool,
    /// Black's clock is not announced.
    #[serde(default)]
    pub black: bool,
}

impl Muted {
    /// Whether `side`'s clock is muted.
    pub fn is_muted(&self, side: Color) -> bool {
        side.fold_wb(self.white, self.black)
    }

    /// Whether no clock is muted (the file then says nothing of it).
    pub fn is_none(&self) -> bool {
        !self.white && !self.black
    }
}

impl ClockGame {
    /// Which clocks are muted.
    pub fn muted(&self) -> Muted {
        self.muted
    }

    /// Mutes (or, with `muted` false, unmutes) the clock of `side`, or
    /// both clocks without a side. A table setting: no incident, no event.
    pub fn set_muted(&mut self, side: Option<Color>, muted: bool) {
        if side != Some(Color::Black) {
            self.muted.white = muted;
        }
        if side != Some(Color::White) {
            self.muted.black = muted;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::TableSide;

    #[test]
    fn a_side_or_both_are_muted_and_kept_in_the_file() {
        let mut g = ClockGame::new("5+3".parse().unwrap(), TableSide::Left, Color::White);
        assert!(g.muted().is_none());
        let plain = serde_json::to_string(&g).unwrap();
        assert!(!plain.contains("muted"), "{plain}");
        g.set_muted(Some(Color::Black), true);
        assert!(g.muted().is_muted(Color::Black) && !g.muted().is_muted(Color::White));
        let back: ClockGame = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
        assert_eq!(back.muted(), g.muted());
        // A file without it: nothing muted.
        let old: ClockGame = serde_json::from_str(&plain).unwrap();
        assert!(old.muted().is_none());
        g.set_muted(None, true);
        assert!(g.muted().is_muted(Color::White));
        g.set_muted(Some(Color::White), false);
        assert!(!g.muted().is_muted(Color::White) && g.muted().is_muted(Color::Black));
    }
}
