//! How long the engine may search: a fixed time, or the game clock; and
//! the times of a search under way.
//!
//! The clock readings are taken as parameters ([`SearchLimits::from_clock`]
//! takes the clock and the time); nothing here reads the time.

use std::time::Instant;

use shakmaty::Color;

use crate::rules::Millis;
use crate::rules::clock::ChessClock;
use crate::rules::time_control::TimeControl;

/// How long a search with a budget of nodes or depth may take before the
/// engine is taken to hang: far more than any budget tactus sets needs.
pub const ANALYSIS_PATIENCE: Millis = 120_000;

/// The limits of one search, written as a UCI `go` command by
/// [`SearchLimits::go_command`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchLimits {
    /// `go movetime N`: search for this long.
    MoveTime(Millis),
    /// `go nodes N`: search this many nodes, however long it takes (with
    /// one thread, the same position gives the same result on the same
    /// engine: the budget of an analysis).
    Nodes(u64),
    /// `go depth N`: search this many plies deep.
    Depth(u32),
    /// `go wtime … btime … winc … binc … [movestogo …] [movetime …]`: the
    /// engine manages its time on the game clock.
    Clock {
        /// White's clock reading.
        white: Millis,
        /// Black's clock reading.
        black: Millis,
        /// The increment per move (the same for both players), plus any
        /// delay, which engines do not know of and which is a gift of time
        /// per move just as an increment is.
        increment: Millis,
        /// The moves left to make before the next time control, when the
        /// current period has a move count.
        moves_to_go: Option<u32>,
        /// An upper bound on the search (the level's think cap).
        cap: Option<Millis>,
    },
}

impl SearchLimits {
    /// The limits for searching on `clock` at `now`: both readings, the
    /// increment (and delay) and the moves to the next time control of the
    /// player having the move, `side`.
    pub fn from_clock(clock: &ChessClock, side: Color, now: Millis) -> SearchLimits {
        let control = clock.time_control();
        let delay = control.delay().map_or(0, |d| d.time);
        SearchLimits::Clock {
            white: clock.remaining(Color::White, now),
            black: clock.remaining(Color::Black, now),
            increment: control.increment().saturating_add(delay),
            moves_to_go: moves_to_go(control, clock.moves(side)),
            cap: None,
        }
    }

    /// These limits, with no search longer than `cap` (if any).
    pub fn capped(self, cap: Option<Millis>) -> SearchLimits {
        let Some(cap) = cap else { return self };
        match self {
            SearchLimits::MoveTime(t) => SearchLimits::MoveTime(t.min(cap)),
            // An analysis is judged by its budget, never cut short by time.
            SearchLimits::Nodes(_) | SearchLimits::Depth(_) => self,
            SearchLimits::Clock {
                white,
                black,
                increment,
                moves_to_go,
                cap: old,
            } => SearchLimits::Clock {
                white,
                black,
                increment,
                moves_to_go,
                cap: Some(old.map_or(cap, |old| old.min(cap))),
            },
        }
    }

    /// The longest the search may rightly take for `side` (the player
    /// having the move): the move time, or the side's clock reading (or
    /// the cap, when less); for a budget of nodes or depth, the time past
    /// which the engine is taken to hang ([`ANALYSIS_PATIENCE`]).
    pub fn allowed(&self, side: Color) -> Millis {
        match *self {
            SearchLimits::MoveTime(t) => t,
            SearchLimits::Nodes(_) | SearchLimits::Depth(_) => ANALYSIS_PATIENCE,
            SearchLimits::Clock {
                white, black, cap, ..
            } => {
                let reading = match side {
                    Color::White => white,
                    Color::Black => black,
                };
                cap.map_or(reading, |cap| cap.min(reading))
            }
        }
    }

    /// The UCI `go` command.
    ///
    /// ```
    /// use tactus::engine::SearchLimits;
    ///
    /// assert_eq!(SearchLimits::MoveTime(50).go_command(), "go movetime 50");
    /// let clock = SearchLimits::Clock {
    ///     white: 60_000, black: 59_000, increment: 2_000, moves_to_go: Some(12), cap: None,
    /// };
    /// assert_eq!(
    ///     clock.go_command(),
    ///     "go wtime 60000 btime 59000 winc 2000 binc 2000 movestogo 12"
    /// );
    /// ```
    pub fn go_command(&self) -> String {
        match *self {
            SearchLimits::MoveTime(t) => format!("go movetime {t}"),
            SearchLimits::Nodes(n) => format!("go nodes {n}"),
            SearchLimits::Depth(d) => format!("go depth {d}"),
            SearchLimits::Clock {
                white,
                black,
                increment,
                moves_to_go,
                cap,
            } => {
                let mut go =
                    format!("go wtime {white} btime {black} winc {increment} binc {increment}");
                if let Some(n) = moves_to_go {
                    go.push_str(&format!(" movestogo {n}"));
                }
                if let Some(cap) = cap {
                    go.push_str(&format!(" movetime {cap}"));
                }
                go
            }
        }
    }
}

/// The moves left before the next time control, for a player who has made
/// `made` moves; `None` when the current period is for the rest of the game.
pub fn moves_to_go(control: &TimeControl, made: u32) -> Option<u32> {
    let mut end: u32 = 0;
    for period in control.periods() {
        end = end.saturating_add(period.moves?);
        if made < end {
            return Some(end - made);
        }
    }
    // Past the last period, which has a move count: it repeats.
    let every = control.periods().last()?.moves?;
    let into = made.checked_sub(end)?.checked_rem(every)?;
    Some(every - into)
}

/// A search under way.
#[derive(Debug)]
pub(super) struct Search {
    pub(super) started: Instant,
    pub(super) allowed: Millis,
    /// When `stop` is sent if no move has come.
    pub(super) deadline: Instant,
    /// When `stop` was sent.
    pub(super) stopped: Option<Instant>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::time_control::Period;

    #[test]
    fn moves_to_go_follows_the_periods() {
        let classical = TimeControl::fide_classical();
        assert_eq!(moves_to_go(&classical, 0), Some(40));
        assert_eq!(moves_to_go(&classical, 39), Some(1));
        assert_eq!(moves_to_go(&classical, 40), None);
        let repeating = TimeControl::new(vec![Period::for_moves(40, 7_200_000)], 0, None).unwrap();
        assert_eq!(moves_to_go(&repeating, 40), Some(40));
        assert_eq!(moves_to_go(&repeating, 45), Some(35));
        let blitz = TimeControl::fischer(180_000, 2_000).unwrap();
        assert_eq!(moves_to_go(&blitz, 10), None);
    }

    #[test]
    fn limits_from_a_running_clock() {
        let mut clock = ChessClock::new(TimeControl::fischer(60_000, 1_000).unwrap());
        clock.start(Color::White, 0).unwrap();
        clock.press(Color::White, 2_500).unwrap();
        let limits = SearchLimits::from_clock(&clock, Color::Black, 4_000);
        assert_eq!(
            limits,
            SearchLimits::Clock {
                white: 58_500,
                black: 58_500,
                increment: 1_000,
                moves_to_go: None,
                cap: None
            }
        );
        assert_eq!(limits.allowed(Color::Black), 58_500);
        let capped = limits.capped(Some(200)).capped(Some(500));
        assert_eq!(capped.allowed(Color::Black), 200);
        assert_eq!(
            capped.go_command(),
            "go wtime 58500 btime 58500 winc 1000 binc 1000 movetime 200"
        );
        assert_eq!(
            SearchLimits::MoveTime(900).capped(Some(50)),
            SearchLimits::MoveTime(50)
        );
        assert_eq!(
            SearchLimits::MoveTime(9).capped(None),
            SearchLimits::MoveTime(9)
        );
    }

    #[test]
    fn a_nearly_fallen_flag_bounds_the_search() {
        let limits = SearchLimits::Clock {
            white: 30,
            black: 9_000,
            increment: 0,
            moves_to_go: None,
            cap: Some(1_000),
        };
        assert_eq!(limits.allowed(Color::White), 30);
        assert_eq!(limits.allowed(Color::Black), 1_000);
    }
}
