//! At the table: the clock game of `tactus clock`, a talking chess clock
//! that keeps the score as the game goes (issue 11, Appendix D.2.6–D.2.8).
//!
//! Pure, like [`crate::rules`]: every step takes `now`, the clock game's
//! own time in milliseconds, and nothing here reads a clock, a file or a
//! device. The time goes on across a restart: the front end saves the
//! game with the moment it was saved and, resumed, carries on from there
//! plus the wall-clock time in between, so the running clock is charged
//! for it ([`ClockGame::continued`]).
//!
//! * [`ClockGame`] holds the [`ChessClock`], who sits where, the score
//!   ([`Score`]) with both clock readings per press, the arbiter's log and
//!   the flag that fell first with both readings.
//! * A press may carry a move, in any words tactus reads. It is checked
//!   against the position; a move that cannot be played is refused with
//!   the reason and **the press is not made**, so the player can correct
//!   it (the slip-of-the-tongue rule, D.2.8). A press never waits for the
//!   score: without a move it leaves a gap, filled later with `fill`.
//!   The presses are in `press.rs`; the arbiter's corrections of the
//!   clocks (undo, pause, resume, correct) in `correct.rs`.
//! * Every refused step returns a [`TableError`] and changes nothing.
//! * [`command`] reads the lines every front end of the clock takes.
//! * [`seal`] adjourns the game with a sealed move and opens the envelope;
//!   [`retrace`] compares the table's score with the sighted player's and
//!   takes the score and the clocks back to where they agree.
//! * The arbiter's commands (illegal moves, wrong claims, touched pieces,
//!   clock corrections, the result) are in `arbiter.rs`, tournament mode
//!   in `tournament.rs`; every incident goes into the log ([`incident`]), worded
//!   for the arbiter's report by [`report`] and written into the PGN by
//!   [`record`]. The time of day of an incident comes from the wall clock
//!   the front end passes in ([`ClockGame::set_wall_clock`]).
//! * In tournament mode ([`ClockGame::with_tournament`]) a move that cannot
//!   be played is not refused: the press is made, the move recorded as
//!   written and marked for the arbiter, and the player hears the same
//!   kind of words as for any move; the arbiter's commands need his code.

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};

use crate::rules::Millis;
use crate::rules::clock::ChessClock;
use crate::rules::laws::{Laws, Penalties};
use crate::rules::time_control::TimeControl;
use crate::rules::tournament::{ArbiterCode, Tournament};

pub mod announced;
mod arbiter;
pub mod command;
mod correct;
mod event;
pub mod incident;
mod press;
pub mod record;
pub mod report;
pub mod retrace;
pub mod score;
pub mod seal;
mod stored;
mod tournament;

pub use announced::Muted;
pub use command::{Command, CommandError, Correction, parse_command};
pub use event::{BoardEnd, TableError, TableEvent};
pub use incident::{Decision, Ending, Incident, Obligation, Penalty, Readings, What, Who};
pub use retrace::Finding;
pub use score::{Entry, Misfit, Score, Written};
pub use seal::Sealed;
pub use tournament::{Asking, Mode};

/// Which side of the table a clock button is on, seen from the arbiter's
/// chair as on a real clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TableSide {
    /// The left button.
    Left,
    /// The right button.
    Right,
}

/// The flag that fell first, with both readings at that moment (FIDE: the
/// clock shows which flag fell first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirstFlag {
    /// Whose flag.
    #[serde(with = "crate::rules::serde_color")]
    pub side: Color,
    /// When it fell.
    pub at: Millis,
    /// White's reading then.
    pub white: Millis,
    /// Black's reading then.
    pub black: Millis,
}

/// The players' names, as the PGN, the log and the envelope write them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Names {
    /// White's name, if given.
    pub white: Option<String>,
    /// Black's name, if given.
    pub black: Option<String>,
}

/// A clock game; see the [module documentation](self). It is read back
/// through `stored.rs`, which also takes in the correction log of older
/// files.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "stored::Stored")]
pub struct ClockGame {
    clock: ChessClock,
    white_side: TableSide,
    #[serde(with = "crate::rules::serde_color")]
    listener: Color,
    started: bool,
    score: Score,
    flag: Option<FirstFlag>,
    /// The sealed move while the game is adjourned.
    #[serde(skip_serializing_if = "Option::is_none")]
    sealed: Option<Sealed>,
    /// The edition of the Laws, which sets the penalties.
    laws: Laws,
    /// The players' names.
    names: Names,
    /// When the clock was first started, in ms since the Unix epoch (from
    /// the wall clock the front end passed in), for the score's date.
    #[serde(skip_serializing_if = "Option::is_none")]
    began: Option<u64>,
    /// The arbiter's log.
    incidents: Vec<Incident>,
    /// How the game ended by a decision, if it did.
    ended: Option<Ending>,
    /// Tournament mode, if the game is played in it.
    tournament: Option<Mode>,
    /// The clocks the talking clock does not announce.
    #[serde(default, skip_serializing_if = "Muted::is_none")]
    muted: Muted,
    /// The question the next line answers.
    #[serde(skip)]
    asking: Option<Asking>,
    /// The wall clock (ms since the Unix epoch) at a moment of the clock
    /// game's time, to stamp incidents with the time of day.
    #[serde(skip)]
    wall: Option<(Millis, u64)>,
}

impl ClockGame {
    /// A clock set for `control`, not started; White's button on
    /// `white_side`; `listener` is the player this device speaks to.
    pub fn new(control: TimeControl, white_side: TableSide, listener: Color) -> Self {
        ClockGame {
            clock: ChessClock::new(control),
            white_side,
            listener,
            started: false,
            score: Score::default(),
            flag: None,
            sealed: None,
            laws: Laws::default(),
            names: Names::default(),
            began: None,
            incidents: Vec::new(),
            ended: None,
            tournament: None,
            muted: Muted::default(),
            asking: None,
            wall: None,
        }
    }

    /// The game under the edition `laws` (the default is the one in force).
    pub fn with_laws(mut self, laws: Laws) -> Self {
        self.laws = laws;
        self
    }

    /// The game with the players' names.
    pub fn with_names(mut self, names: Names) -> Self {
        self.names = names;
        self
    }

    /// The game in tournament mode, with the arbiter's code if one was
    /// given (without one the arbiter's commands cannot be opened).
    pub fn with_tournament(mut self, code: Option<ArbiterCode>) -> Self {
        self.tournament = Some(Mode {
            tournament: Tournament::new(code),
            active: true,
            open: false,
        });
        self
    }

    /// The wall clock `wall` (ms since the Unix epoch) at the clock game's
    /// time `now`: incidents are stamped with the time of day from it.
    pub fn set_wall_clock(&mut self, now: Millis, wall: u64) {
        self.wall = Some((now, wall));
    }

    /// The edition of the Laws.
    pub fn laws(&self) -> Laws {
        self.laws
    }

    /// The penalties of the edition for this time control (Art. 7, 9,
    /// Appendices A and B).
    pub fn penalties(&self) -> Penalties {
        self.laws
            .penalties(self.laws.rapidity(self.clock.time_control()))
    }

    /// The players' names.
    pub fn names(&self) -> &Names {
        &self.names
    }

    /// When the clock was first started, in seconds since the Unix epoch,
    /// if the front end told the wall clock.
    pub fn began(&self) -> Option<u64> {
        self.began.map(|ms| ms / 1000)
    }

    /// The arbiter's log: every incident, oldest first.
    pub fn incidents(&self) -> &[Incident] {
        &self.incidents
    }

    /// How the game ended by a decision, if it did.
    pub fn ending(&self) -> Option<&Ending> {
        self.ended.as_ref()
    }

    /// Tournament mode, if the game is played in it (`active` false once
    /// it was left).
    pub fn tournament(&self) -> Option<&Mode> {
        self.tournament.as_ref()
    }

    /// Whether tournament mode is on.
    pub fn in_tournament(&self) -> bool {
        self.tournament.as_ref().is_some_and(|m| m.active)
    }

    /// Whether the next line is the arbiter's code (asked for by
    /// `arbiter` or `tournament off`), not a command.
    pub fn awaits_code(&self) -> Option<Asking> {
        self.asking
    }

    /// The clock.
    pub fn clock(&self) -> &ChessClock {
        &self.clock
    }

    /// The score so far.
    pub fn score(&self) -> &Score {
        &self.score
    }

    /// The flag that fell first, if one has.
    pub fn first_flag(&self) -> Option<FirstFlag> {
        self.flag
    }

    /// The player this device speaks to.
    pub fn listener(&self) -> Color {
        self.listener
    }

    /// The side of the table White's button is on.
    pub fn white_side(&self) -> TableSide {
        self.white_side
    }

    /// Whether the clock was started.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// The colour whose button is on `button`'s side.
    pub fn side_at(&self, button: TableSide) -> Color {
        if button == self.white_side {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Both readings at `now`.
    pub fn readings(&self, now: Millis) -> ByColor<Millis> {
        self.clock.readings(now)
    }

    fn refuse_after_flag(&self) -> Result<(), TableError> {
        self.refuse_adjourned()?;
        if self.ended.is_some() || self.board_end().is_some() {
            return Err(TableError::GameOver);
        }
        match self.flag {
            Some(f) => Err(TableError::FlagFallen(f.side)),
            None => Ok(()),
        }
    }

    /// Time passed: the first flag to fall, once, with both readings when
    /// it fell; the clocks are then stopped.
    pub fn tick(&mut self, now: Millis) -> Vec<TableEvent> {
        if self.flag.is_some() {
            return Vec::new();
        }
        let Some(fall) = self.clock.flag(now) else {
            return Vec::new();
        };
        let readings = self.clock.readings(fall.at);
        let _ = self.clock.stop(now.max(fall.at));
        let flag = FirstFlag {
            side: fall.side,
            at: fall.at,
            white: readings.white,
            black: readings.black,
        };
        self.flag = Some(flag);
        let at = Readings {
            white_ms: flag.white,
            black_ms: flag.black,
        };
        self.record(now, flag.side.into(), What::FlagFell, None, at);
        vec![TableEvent::FlagFell {
            side: flag.side,
            white: flag.white,
            black: flag.black,
        }]
    }

    /// The game goes on at `now` after the program stopped at `saved_at`:
    /// the running clock has been charged for the time in between; says
    /// how much, and a flag that fell meanwhile.
    pub fn continued(&mut self, saved_at: Millis, now: Millis) -> Vec<TableEvent> {
        let mut events = vec![TableEvent::Continued {
            side: self.clock.running(),
            charged: if self.clock.running().is_some() {
                now.saturating_sub(saved_at)
            } else {
                0
            },
        }];
        events.extend(self.tick(now));
        events
    }
}

#[cfg(test)]
mod tests;

/// A clock game adjourned for the tests of whatever shows it: 5+3, 1. e4
/// e5 2. Nf3 Nc6 pressed a second apart, then White's 3. Bb5 sealed.
#[cfg(test)]
pub(crate) fn adjourned_example() -> ClockGame {
    let mut g = ClockGame::new(
        "5+3".parse().expect("a time control"),
        TableSide::Left,
        shakmaty::Color::White,
    );
    g.press(None, 0).expect("the first press");
    for (i, mv) in ["e4", "e5", "Nf3", "Nc6"].iter().enumerate() {
        g.press(Some(*mv), (i as u64 + 1) * 1000)
            .expect("a legal move");
    }
    g.seal("Bb5", 9000).expect("a sealed move");
    g
}
