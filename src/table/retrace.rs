//! Two boards, two scoresheets at the clock (Appendix E.2.8–E.2.9,
//! D.2.9): the table's score (the blind player's, kept by tactus) against
//! the sighted player's, and the retrace to where they agree.
//!
//! * [`ClockGame::reconcile`] compares the two with
//!   [`crate::rules::reconcile`] and finds ([`Finding`]): the scores agree
//!   (then a board that differs is set to the position they give; the
//!   table cannot see the boards, so the position is given to check them
//!   against), or they differ: the last half-move on which they agree,
//!   the position there and both clock readings the table recorded at that
//!   press. Only the arbiter's log changes.
//! * [`ClockGame::retrace`] takes the score back to the position after
//!   half-move N: the moves after it leave the score (they are kept in the
//!   arbiter's log), both clocks are set to the readings recorded at press N
//!   (the time control's initial time for N = 0) with the move counts of
//!   then, and the clock of the side having the move runs, or stays
//!   paused if the clocks were paused, or waits to be started if it was
//!   not running.

use shakmaty::{ByColor, Chess, Color, Position};

use super::incident::{Comparison, What, Who};
use super::score::{self, Written};
use super::{ClockGame, TableError, TableEvent};
use crate::notation::parse::parse_move;
use crate::rules::Millis;
use crate::rules::reconcile::{Verdict, reconcile};
use crate::rules::scoresheet::{Header, Scoresheet};

/// What the comparison of the two scores found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// The scores agree over `plies` half-moves: both boards must show
    /// `position`.
    Agree {
        /// The half-moves both scores hold.
        plies: usize,
        /// The position they give.
        position: Chess,
    },
    /// The scores differ: they agree over the first `ply` half-moves.
    Differ {
        /// The last half-move on which both agree (0: none).
        ply: usize,
        /// The table's next half-move as written, if it has one.
        table: Option<String>,
        /// The sighted player's, if he has one.
        sighted: Option<String>,
        /// The position after half-move `ply`.
        position: Chess,
        /// Both readings the table recorded at that press.
        clocks: ByColor<Millis>,
    },
    /// Both scores hold the same move at half-move `ply`, and it cannot be
    /// played there: an illegal move completed (Article 7), for `illegal`.
    Illegal {
        /// The half-move, counted from 1.
        ply: usize,
        /// The move as written.
        written: String,
    },
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl ClockGame {
    /// The position after the first `plies` entries, if they are all
    /// checked moves.
    pub(super) fn position_after(&self, plies: usize) -> Option<Chess> {
        let mut pos = Chess::default();
        for entry in self.score.entries().get(..plies)? {
            let Written::Checked(san) = &entry.written else {
                return None;
            };
            let mv = parse_move(&pos, san).ok()?;
            pos.play_unchecked(mv);
        }
        Some(pos)
    }

    /// Both readings recorded at press `ply` (the time control's initial
    /// time before the first press).
    pub(super) fn readings_at(&self, ply: usize) -> Option<ByColor<Millis>> {
        match ply.checked_sub(1) {
            None => {
                let initial = self.clock.time_control().initial_time();
                Some(ByColor {
                    white: initial,
                    black: initial,
                })
            }
            Some(i) => self.score.entries().get(i).map(|e| ByColor {
                white: e.white,
                black: e.black,
            }),
        }
    }

    /// Compares the table's score with the sighted player's at `now`;
    /// see the [module documentation](self). Refused while the table's
    /// score has a gap or an unchecked move (fill it first), or when the
    /// sighted score starts from another position.
    pub fn reconcile(
        &mut self,
        sighted: &Scoresheet,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        // The comparison says positions: the arbiter's, in tournament mode.
        self.arbiter_only()?;
        let (checked, _) = self.score.checked();
        if checked < self.score.entries().len() {
            let (number, _) = score::place(checked);
            return Err(TableError::EarlierGap { number });
        }
        if sighted.start_fen().is_some() {
            return Err(TableError::OtherStart);
        }
        let table = self.score.scoresheet(Header::default(), None);
        let verdict = reconcile(&Chess::default(), table.moves(), sighted.moves(), None);
        let finding = match verdict {
            Verdict::AllAgree { .. } | Verdict::BoardsDiffer { .. } => Finding::Agree {
                plies: table.moves().len(),
                position: self.position_after(checked).unwrap_or_default(),
            },
            Verdict::ScoresheetsDiffer(retrace) => {
                let ply = retrace.agreed_plies;
                Finding::Differ {
                    ply,
                    table: retrace.blind_wrote,
                    sighted: retrace.sighted_wrote,
                    position: self.position_after(ply).unwrap_or_default(),
                    clocks: self
                        .readings_at(ply)
                        .unwrap_or_else(|| self.clock.readings(now)),
                }
            }
            Verdict::IllegalMoveRecorded { ply, written } => Finding::Illegal { ply, written },
        };
        let (found, ply) = match &finding {
            Finding::Agree { plies, .. } => (Comparison::Agree, *plies),
            Finding::Differ { ply, .. } => (Comparison::Differ, *ply),
            Finding::Illegal { ply, .. } => (Comparison::Illegal, *ply),
        };
        let readings = self.readings(now).into();
        self.record(
            now,
            Who::Arbiter,
            What::Reconciled {
                found,
                agreed: count(ply),
                table: count(table.moves().len()),
                sighted: count(sighted.moves().len()),
            },
            None,
            readings,
        );
        Ok(vec![TableEvent::Reconciled(finding)])
    }

    /// Takes the score and the clocks back to half-move `ply` at `now`;
    /// see the [module documentation](self).
    pub fn retrace(&mut self, ply: u32, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        self.arbiter_only()?;
        let plies = self.score.entries().len();
        if !self.started && plies == 0 {
            return Err(TableError::NotStarted);
        }
        let n = usize::try_from(ply).unwrap_or(usize::MAX);
        if n > plies {
            return Err(TableError::RetraceBeyond {
                ply,
                plies: count(plies),
            });
        }
        let readings = self.readings_at(n).ok_or(TableError::RetraceBeyond {
            ply,
            plies: count(plies),
        })?;
        // The move counts as they were right after press N.
        let counted = self
            .score
            .entries()
            .get(n)
            .map_or(&self.clock, |e| &e.before);
        let moves = ByColor {
            white: counted.moves(Color::White),
            black: counted.moves(Color::Black),
        };
        let before = self.clock.readings(now);
        let paused = self.clock.is_paused();
        let runs = self.clock.current().is_some();
        let side = score::place(n).1;
        let mut clock = self.clock.clone();
        clock.restore(readings, moves, now)?;
        if runs {
            clock.start(side, now)?;
            if paused {
                clock.pause(now)?;
            }
        }
        let removed: Vec<String> = self.score.entries()[n..]
            .iter()
            .map(|e| match &e.written {
                Written::Gap => "gap".to_owned(),
                Written::Checked(text) | Written::Unchecked(text) => text.clone(),
            })
            .collect();
        self.clock = clock;
        while self.score.entries().len() > n {
            self.score.pop();
        }
        if !runs {
            self.started = false;
        }
        self.record(
            now,
            Who::Arbiter,
            What::Retraced {
                to_ply: ply,
                removed: removed.clone(),
            },
            None,
            before.into(),
        );
        let (number, mover) = score::place(n.saturating_sub(1));
        Ok(vec![TableEvent::Retraced {
            ply,
            number: if n == 0 { 0 } else { number },
            mover,
            to_move: side,
            white: readings.white,
            black: readings.black,
            removed,
            running: self.clock.running(),
            paused,
        }])
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::{Black, White};

    use super::*;
    use crate::rules::pgn;
    use crate::table::TableSide;

    const S: Millis = 1_000;
    const MIN: Millis = 60 * S;

    /// Six half-moves, one every ten seconds, on a 5+0 clock.
    fn six() -> ClockGame {
        let mut g = ClockGame::new("5+0".parse().unwrap(), TableSide::Left, White);
        g.press(None, 0).unwrap();
        for (i, mv) in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"].iter().enumerate() {
            g.press(Some(*mv), (i as Millis + 1) * 10 * S).unwrap();
        }
        g
    }

    fn sighted(text: &str) -> Scoresheet {
        pgn::import(text.as_bytes(), 1).unwrap().scoresheet
    }

    #[test]
    fn scores_that_agree_give_the_position_to_check_the_boards_against() {
        let mut g = six();
        let events = g
            .reconcile(&sighted("1. e4 e5 2. Ngf3 Nc6 3. Bb5 a6 *"), 70 * S)
            .unwrap();
        let [TableEvent::Reconciled(Finding::Agree { plies, position })] = events.as_slice() else {
            panic!("{events:?}");
        };
        assert_eq!(*plies, 6);
        assert_eq!(position.turn(), White);
        assert_eq!(g.score().entries().len(), 6);
    }

    #[test]
    fn scores_that_differ_give_the_last_agreed_half_move_and_its_readings() {
        let mut g = six();
        let events = g
            .reconcile(&sighted("1. e4 e5 2. Nf3 Nf6 3. Nc3 Nc6 *"), 70 * S)
            .unwrap();
        let [
            TableEvent::Reconciled(Finding::Differ {
                ply,
                table,
                sighted,
                clocks,
                ..
            }),
        ] = events.as_slice()
        else {
            panic!("{events:?}");
        };
        assert_eq!(*ply, 3);
        assert_eq!(table.as_deref(), Some("Nc6"));
        assert_eq!(sighted.as_deref(), Some("Nf6"));
        assert_eq!(
            *clocks,
            ByColor {
                white: 5 * MIN - 20 * S,
                black: 5 * MIN - 10 * S
            }
        );
        assert!(matches!(
            g.incidents().last().map(|i| &i.what),
            Some(What::Reconciled {
                found: Comparison::Differ,
                agreed: 3,
                ..
            })
        ));
    }

    #[test]
    fn scores_with_a_gap_or_another_start_are_not_compared() {
        let mut g = six();
        g.press(None, 80 * S).unwrap();
        g.press(Some("Ba4"), 90 * S).unwrap();
        let before = g.clone();
        assert_eq!(
            g.reconcile(&sighted("1. e4 *"), 100 * S),
            Err(TableError::EarlierGap { number: 4 })
        );
        let mut h = six();
        let fen = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *";
        assert_eq!(
            h.reconcile(&sighted(fen), 100 * S),
            Err(TableError::OtherStart)
        );
        assert_eq!(g, before);
    }

    #[test]
    fn a_retrace_restores_the_readings_recorded_at_that_press() {
        let mut g = six();
        let events = g.retrace(3, 75 * S).unwrap();
        let [
            TableEvent::Retraced {
                removed,
                to_move,
                running,
                ..
            },
        ] = events.as_slice()
        else {
            panic!("{events:?}");
        };
        assert_eq!(removed, &["Nc6", "Bb5", "a6"]);
        assert_eq!(*to_move, Black);
        assert_eq!(*running, Some(Black));
        assert_eq!(g.score().entries().len(), 3);
        assert_eq!(g.readings(75 * S).white, 5 * MIN - 20 * S);
        assert_eq!(g.readings(80 * S).black, 5 * MIN - 10 * S - 5 * S);
        assert_eq!((g.clock().moves(White), g.clock().moves(Black)), (2, 1));
        // The next press is Black's second move.
        g.press(Some("Nc6"), 90 * S).unwrap();
        assert_eq!(g.score().entries().len(), 4);
        // A press taken back past a retrace would bring back the old clocks.
        g.retrace(4, 95 * S).unwrap();
        assert_eq!(g.undo(96 * S), Err(TableError::CorrectedSinceLastPress));
    }

    #[test]
    fn a_paused_clock_stays_paused_and_the_start_is_the_initial_time() {
        let mut g = six();
        g.pause(65 * S).unwrap();
        g.retrace(0, 70 * S).unwrap();
        assert!(g.clock().is_paused());
        assert_eq!(g.clock().current(), Some(White));
        assert_eq!(g.readings(90 * S).white, 5 * MIN);
        assert!(g.score().entries().is_empty());
    }

    #[test]
    fn a_retrace_past_the_score_changes_nothing() {
        let mut g = six();
        let before = g.clone();
        assert_eq!(
            g.retrace(7, 70 * S),
            Err(TableError::RetraceBeyond { ply: 7, plies: 6 })
        );
        assert_eq!(g, before);
        let mut new = ClockGame::new("5+0".parse().unwrap(), TableSide::Left, White);
        assert_eq!(new.retrace(0, 0), Err(TableError::NotStarted));
    }
}
