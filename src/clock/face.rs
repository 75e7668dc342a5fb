//! What the clock window shows, to the second: for each button's side of
//! the clock the player, the reading, the moves made, whether it runs and
//! whether its flag fell. Two faces that are equal look the same, so the
//! window draws (and tells the screen reader) only when the face changes.

use shakmaty::Color;

use crate::rules::Millis;
use crate::table::{ClockGame, TableSide};

/// One side of the clock as shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Half {
    /// Whose clock it is.
    pub side: Color,
    /// The reading in whole seconds (the milliseconds cut off).
    pub seconds: u64,
    /// The moves made.
    pub moves: u32,
    /// Whether this clock runs.
    pub running: bool,
    /// Whether this clock's flag has fallen.
    pub flag: bool,
}

/// Both sides, left and right as the buttons are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Face {
    /// The left button's side.
    pub left: Half,
    /// The right button's side.
    pub right: Half,
}

impl Face {
    /// The face of `game` at `now`.
    pub fn of(game: &ClockGame, now: Millis) -> Face {
        let clock = game.clock();
        let half = |button| {
            let side = game.side_at(button);
            let remaining = clock.remaining(side, now);
            Half {
                side,
                seconds: remaining / 1000,
                moves: clock.moves(side),
                running: clock.running() == Some(side),
                flag: game.is_started() && remaining == 0,
            }
        };
        Face {
            left: half(TableSide::Left),
            right: half(TableSide::Right),
        }
    }

    /// The two halves, left first, with their button's side.
    pub fn halves(&self) -> [(TableSide, Half); 2] {
        [(TableSide::Left, self.left), (TableSide::Right, self.right)]
    }
}

/// How long after `now` the face of `game` shows another second; `None`
/// while no clock runs down.
pub fn next_change(game: &ClockGame, now: Millis) -> Option<Millis> {
    let clock = game.clock();
    let side = clock.running()?;
    let left = clock.remaining(side, now);
    (left > 0).then_some(left % 1000 + 1)
}

/// A reading as a clock shows it: `4:59`, `1:05:03`.
pub fn digits(seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::time_control::TimeControl;

    fn game() -> ClockGame {
        let control = "5+3".parse::<TimeControl>().expect("5+3");
        ClockGame::new(control, TableSide::Right, Color::White)
    }

    #[test]
    fn the_face_changes_with_the_shown_second_only() {
        let mut g = game();
        let start = Face::of(&g, 0);
        assert_eq!(start.right.side, Color::White);
        assert_eq!(start.left.seconds, 300);
        assert!(!start.left.running && !start.right.running);
        assert_eq!(next_change(&g, 0), None);
        g.press(None, 1000).expect("the start");
        let running = Face::of(&g, 1000);
        assert!(running.right.running && !running.left.running);
        assert_eq!(next_change(&g, 1000), Some(1));
        assert_eq!(Face::of(&g, 1001).right.seconds, 299);
        assert_eq!(Face::of(&g, 1500), Face::of(&g, 1999));
        assert_eq!(next_change(&g, 1500), Some(501));
        g.tick(400_000);
        let fallen = Face::of(&g, 400_000);
        assert!(fallen.right.flag && !fallen.left.flag);
    }

    #[test]
    fn readings_are_written_as_a_clock_shows_them() {
        assert_eq!(digits(299), "4:59");
        assert_eq!(digits(3903), "1:05:03");
        assert_eq!(digits(0), "0:00");
    }
}
