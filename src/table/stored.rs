//! The clock game as `clock.json` holds it, read back.
//!
//! Files saved by an older tactus also hold `log`, a second log of the
//! arbiter's corrections (pause, resume, clock corrections, take-backs,
//! seals, comparisons and retraces) beside the arbiter's log of
//! [`Incident`]s, or, before that log existed, instead of it. It is no
//! longer written: read on resume, each entry that no incident stands for
//! (none with the same time and the same kind) becomes an incident, in
//! time order, so an old game's corrections stay in the arbiter's log.
//!
//! The old log kept less than an incident does. A converted incident has
//! no time of day (`wall_ms` 0); its half-moves are those on the score
//! pressed by then, with the position after them when they are all checked
//! moves; its clock readings (but a retrace's,
//! which the old log kept) are those recorded at the last press before it
//! (the time control's initial time before the first); the take-back of a
//! press is of the press after those.

use std::mem::discriminant;

use serde::Deserialize;
use shakmaty::Color;

use super::arbiter::fen_of;
use super::incident::{Comparison, Ending, Incident, Readings, What, Who};
use super::score::{self, Score};
use super::seal::Sealed;
use super::tournament::Mode;
use super::{ClockGame, Correction, FirstFlag, Muted, Names, TableSide};
use crate::rules::Millis;
use crate::rules::clock::ChessClock;
use crate::rules::laws::Laws;

/// The fields of [`ClockGame`] as the file holds them, and the old log.
#[derive(Deserialize)]
pub(super) struct Stored {
    clock: ChessClock,
    white_side: TableSide,
    #[serde(with = "crate::rules::serde_color")]
    listener: Color,
    started: bool,
    score: Score,
    /// The old log: only in files of an older tactus.
    #[serde(default)]
    log: Vec<Logged>,
    flag: Option<FirstFlag>,
    #[serde(default)]
    sealed: Option<Sealed>,
    #[serde(default)]
    laws: Laws,
    #[serde(default)]
    names: Names,
    #[serde(default)]
    began: Option<u64>,
    #[serde(default)]
    incidents: Vec<Incident>,
    #[serde(default)]
    ended: Option<Ending>,
    #[serde(default)]
    tournament: Option<Mode>,
    #[serde(default)]
    muted: Muted,
}

impl From<Stored> for ClockGame {
    fn from(s: Stored) -> Self {
        let mut game = ClockGame {
            clock: s.clock,
            white_side: s.white_side,
            listener: s.listener,
            started: s.started,
            score: s.score,
            flag: s.flag,
            sealed: s.sealed,
            laws: s.laws,
            names: s.names,
            began: s.began,
            incidents: s.incidents,
            ended: s.ended,
            tournament: s.tournament,
            muted: s.muted,
            asking: None,
            wall: None,
        };
        for logged in &s.log {
            game.take_logged(logged);
        }
        game
    }
}

/// One entry of the old log: what, and when (the clock game's time).
#[derive(Deserialize)]
struct Logged {
    at: Millis,
    what: Arbiter,
}

/// What the arbiter did, as the old log wrote it.
#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Arbiter {
    Pause,
    Resume,
    Correct(Correction),
    Undo,
    Seal(SealNote),
    Unseal(SealNote),
    Reconcile(Reconciled),
    Retrace(Retraced),
}

/// A seal or an unseal: who sealed which move number.
#[derive(Deserialize)]
struct SealNote {
    #[serde(with = "crate::rules::serde_color")]
    side: Color,
    number: u32,
}

/// A comparison of the two scores.
#[derive(Deserialize)]
struct Reconciled {
    found: Comparison,
    ply: u32,
    table: u32,
    sighted: u32,
}

/// A retrace, with both readings before and after.
#[derive(Deserialize)]
struct Retraced {
    ply: u32,
    removed: Vec<String>,
    white_before: Millis,
    black_before: Millis,
    white: Millis,
    black: Millis,
}

impl ClockGame {
    /// Puts `logged` into the arbiter's log, unless an incident already
    /// stands for it.
    fn take_logged(&mut self, logged: &Logged) {
        let incident = self.incident_of(logged);
        let kind = discriminant(&incident.what);
        if self
            .incidents
            .iter()
            .any(|i| i.game_ms == incident.game_ms && discriminant(&i.what) == kind)
        {
            return;
        }
        let at = self
            .incidents
            .iter()
            .position(|i| i.game_ms > incident.game_ms)
            .unwrap_or(self.incidents.len());
        self.incidents.insert(at, incident);
    }

    /// The incident that `logged` would have been; see the [module
    /// documentation](self).
    fn incident_of(&self, logged: &Logged) -> Incident {
        let ply = self
            .score
            .entries()
            .iter()
            .take_while(|e| e.at <= logged.at)
            .count();
        let readings: Readings = self.readings_at(ply).unwrap_or_default().into();
        let (who, what, before, after) = match &logged.what {
            Arbiter::Pause => (Who::Arbiter, What::Paused, readings, readings),
            Arbiter::Resume => (Who::Arbiter, What::Resumed, readings, readings),
            Arbiter::Correct(c) => {
                let what = match *c {
                    Correction::Add(side, ms) => What::Added { side, ms },
                    Correction::Sub(side, ms) => What::Subtracted { side, ms },
                    Correction::Set(side, ms) => What::Set { side, ms },
                    Correction::Moves(side, moves) => What::MovesSet { side, moves },
                };
                (Who::Arbiter, what, readings, readings)
            }
            Arbiter::Undo => {
                let (number, side) = score::place(ply);
                (
                    Who::Arbiter,
                    What::Undone { side, number },
                    readings,
                    readings,
                )
            }
            Arbiter::Seal(n) => (
                n.side.into(),
                What::Sealed {
                    side: n.side,
                    number: n.number,
                },
                readings,
                readings,
            ),
            Arbiter::Unseal(n) => (
                Who::Arbiter,
                What::Unsealed {
                    side: n.side,
                    number: n.number,
                },
                readings,
                readings,
            ),
            Arbiter::Reconcile(r) => (
                Who::Arbiter,
                What::Reconciled {
                    found: r.found,
                    agreed: r.ply,
                    table: r.table,
                    sighted: r.sighted,
                },
                readings,
                readings,
            ),
            Arbiter::Retrace(r) => (
                Who::Arbiter,
                What::Retraced {
                    to_ply: r.ply,
                    removed: r.removed.clone(),
                },
                Readings {
                    white_ms: r.white_before,
                    black_ms: r.black_before,
                },
                Readings {
                    white_ms: r.white,
                    black_ms: r.black,
                },
            ),
        };
        Incident {
            wall_ms: 0,
            game_ms: logged.at,
            ply,
            fen: self.position_after(ply).map(|pos| fen_of(&pos)),
            who,
            what,
            penalty: None,
            before,
            after,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};
    use shakmaty::Color::{Black, White};

    use super::*;

    const S: Millis = 1_000;

    fn game() -> ClockGame {
        let mut g = ClockGame::new("5+0".parse().unwrap(), TableSide::Left, White);
        g.press(None, 0).unwrap();
        g.press(Some("e4"), 10 * S).unwrap();
        g.press(Some("e5"), 20 * S).unwrap();
        g
    }

    /// `g` as a file of the tactus before the arbiter's log: no incidents,
    /// nor the fields that came with them, and `log`.
    fn before_incidents(g: &ClockGame, log: Value) -> Value {
        let mut v = serde_json::to_value(g).unwrap();
        let fields = v.as_object_mut().unwrap();
        for newer in ["laws", "names", "incidents", "ended", "tournament"] {
            fields.remove(newer);
        }
        fields.insert("log".into(), log);
        v
    }

    #[test]
    fn a_game_reads_back_as_it_was_saved_without_the_old_log() {
        let mut g = game();
        g.pause(25 * S).unwrap();
        let v = serde_json::to_value(&g).unwrap();
        assert!(v.get("log").is_none(), "{v}");
        assert_eq!(serde_json::from_value::<ClockGame>(v).unwrap(), g);
    }

    #[test]
    fn the_log_of_a_file_before_the_arbiter_s_log_becomes_incidents() {
        let g = game();
        let log = json!([
            {"at": 21_000, "what": "pause"},
            {"at": 22_000, "what": "resume"},
            {"at": 23_000, "what": {"correct": {"add": ["black", 60_000]}}},
            {"at": 24_000, "what": "undo"},
            {"at": 25_000, "what": {"seal": {"side": "white", "number": 2}}},
            {"at": 26_000, "what": {"retrace": {"ply": 1, "removed": ["e5"],
                "white_before": 1, "black_before": 2, "white": 3, "black": 4}}},
        ]);
        let back: ClockGame = serde_json::from_value(before_incidents(&g, log)).unwrap();
        let whats: Vec<(Millis, Who, What)> = back
            .incidents()
            .iter()
            .map(|i| (i.game_ms, i.who, i.what.clone()))
            .collect();
        assert_eq!(
            whats,
            vec![
                (21 * S, Who::Arbiter, What::Paused),
                (22 * S, Who::Arbiter, What::Resumed),
                (
                    23 * S,
                    Who::Arbiter,
                    What::Added {
                        side: Black,
                        ms: 60_000
                    }
                ),
                (
                    24 * S,
                    Who::Arbiter,
                    What::Undone {
                        side: White,
                        number: 2
                    }
                ),
                (
                    25 * S,
                    Who::White,
                    What::Sealed {
                        side: White,
                        number: 2
                    }
                ),
                (
                    26 * S,
                    Who::Arbiter,
                    What::Retraced {
                        to_ply: 1,
                        removed: vec!["e5".into()]
                    }
                ),
            ]
        );
        let paused = &back.incidents()[0];
        assert_eq!(paused.ply, 2);
        assert_eq!(paused.wall_ms, 0);
        // The readings recorded at the last press before it.
        let last = back.score().last().unwrap();
        assert_eq!(
            (paused.before.white_ms, paused.after.black_ms),
            (last.white, last.black)
        );
        assert!(paused.fen.as_deref().unwrap().contains(" w KQkq - 0 2"));
        let retraced = &back.incidents()[5];
        assert_eq!((retraced.before.white_ms, retraced.after.black_ms), (1, 4));
        // Saved again, the incidents are the one log.
        let again = serde_json::to_value(&back).unwrap();
        assert!(again.get("log").is_none(), "{again}");
        assert_eq!(serde_json::from_value::<ClockGame>(again).unwrap(), back);
    }

    #[test]
    fn an_entry_that_an_incident_stands_for_is_not_taken_twice() {
        // A file of the tactus that logged pauses both ways but seals only
        // in the old log.
        let mut g = game();
        g.pause(21 * S).unwrap();
        g.resume(30 * S).unwrap();
        let mut v = serde_json::to_value(&g).unwrap();
        v.as_object_mut().unwrap().insert(
            "log".into(),
            json!([
                {"at": 21_000, "what": "pause"},
                {"at": 25_000, "what": {"seal": {"side": "white", "number": 2}}},
                {"at": 30_000, "what": "resume"},
            ]),
        );
        let back: ClockGame = serde_json::from_value(v).unwrap();
        let whats: Vec<(Millis, &What)> = back
            .incidents()
            .iter()
            .map(|i| (i.game_ms, &i.what))
            .collect();
        assert_eq!(
            whats,
            vec![
                (21 * S, &What::Paused),
                (
                    25 * S,
                    &What::Sealed {
                        side: White,
                        number: 2
                    }
                ),
                (30 * S, &What::Resumed),
            ]
        );
        assert_eq!(back.incidents()[0], g.incidents()[0]);
    }
}
