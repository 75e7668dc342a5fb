//! The arbiter's commands in a clock game, and tournament mode.
//!
//! * [`ClockGame::illegal`]: the last completed move was illegal (Art.
//!   7.5): the position before it is reinstated (or the one the arbiter
//!   names, which the score must have passed through, 7.5.1), the moves
//!   from there leave the score (the first of them is the illegal one, its
//!   player the offender), the clock of the player to move runs again, no
//!   time used is given back but what the removed presses added
//!   (increments, a period's time) goes, the opponent gets the edition's
//!   extra time; at the
//!   edition's limit the game is lost, or drawn when the opponent cannot
//!   checkmate by any series of legal moves (7.5.5; a search that proves
//!   nothing leaves the loss).
//! * [`ClockGame::claim_wrong`]: an incorrect draw claim (9.5).
//! * [`ClockGame::touched`]: the assistant reports a touched piece
//!   (D.2.10.5); the obligation of Art. 4.3 is said.
//! * [`ClockGame::adjust`]: both clocks set at once.
//! * [`ClockGame::result`]: the arbiter's result with his reason.
//!
//! In tournament mode each needs the arbiter's code first (`tournament.rs`).

use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Position, Role, Square, fen::Fen};

use super::incident::{Decision, Ending, Incident, Obligation, Penalty, Readings, What, Who};
use super::score::{self, Written};
use super::{ClockGame, TableError, TableEvent};
use crate::notation::parse::parse_move;
use crate::rules::Millis;
use crate::rules::clock::Adjustment;
use crate::rules::unwinnable::{Mate, can_checkmate};

/// A position's FEN without the move counters, to compare positions.
fn placement(pos: &Chess) -> String {
    let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
    fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
}

/// The FEN of `pos`, as the arbiter's log writes it.
pub(super) fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn role_word(role: Role) -> &'static str {
    super::report::Report::role_key(role)
}

impl ClockGame {
    /// The time of day at the clock game's time `now`.
    pub(super) fn wall_at(&self, now: Millis) -> u64 {
        match self.wall {
            Some((at, wall)) if now >= at => wall.saturating_add(now - at),
            Some((at, wall)) => wall.saturating_sub(at - now),
            None => 0,
        }
    }

    /// The positions the score passed through, from the start up to the
    /// first gap or unchecked move.
    fn positions(&self) -> Vec<Chess> {
        let mut pos = Chess::default();
        let mut out = vec![pos.clone()];
        for entry in self.score.entries() {
            let Written::Checked(san) = &entry.written else {
                break;
            };
            match parse_move(&pos, san) {
                Ok(mv) => pos.play_unchecked(mv),
                Err(_) => break,
            }
            out.push(pos.clone());
        }
        out
    }

    /// Logs an incident at `now` with the readings `before` and the
    /// clocks as they are now after it.
    pub(super) fn record(
        &mut self,
        now: Millis,
        who: Who,
        what: What,
        penalty: Option<Penalty>,
        before: Readings,
    ) {
        let (checked, pos) = self.score.checked();
        let ply = self.score.entries().len();
        let after = if self.flag.is_some() && matches!(what, What::FlagFell) {
            before
        } else {
            self.readings(now).into()
        };
        self.incidents.push(Incident {
            wall_ms: self.wall_at(now),
            game_ms: now,
            ply,
            fen: (checked == ply).then(|| fen_of(&pos)),
            who,
            what,
            penalty,
            before,
            after,
        });
    }

    /// The arbiter rules the last completed move illegal (Art. 7.5); with
    /// `fen`, the position to reinstate, which the score must have passed
    /// through. What follows, as the Laws have it, is told at the top of
    /// `table/arbiter.rs`.
    pub fn illegal(
        &mut self,
        fen: Option<&str>,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        self.arbiter_only()?;
        let n = self.score.entries().len();
        if n == 0 {
            return Err(TableError::NoMoveOnScore);
        }
        let positions = self.positions();
        let k = match fen {
            None => {
                if positions.len() < n {
                    let (number, _) = score::place(positions.len() - 1);
                    return Err(TableError::ScoreGap { number });
                }
                n - 1
            }
            Some(text) => {
                let wanted = text
                    .parse::<Fen>()
                    .ok()
                    .and_then(|f| f.into_position::<Chess>(CastlingMode::Standard).ok())
                    .ok_or_else(|| TableError::BadFen(text.to_owned()))?;
                let wanted = placement(&wanted);
                positions
                    .iter()
                    .take(n)
                    .rposition(|p| placement(p) == wanted)
                    .ok_or_else(|| TableError::FenNotOnScore(text.to_owned()))?
            }
        };
        // The first move to leave the score is the illegal one.
        let (_, offender) = score::place(k);
        let pos = positions[k].clone();
        let before: Readings = self.readings(now).into();
        let mut readings = self.readings(now);
        // What the presses that leave the score added (increments, a
        // period's time) leaves with them; the time used is not given back.
        for (index, entry) in self.score.entries().iter().enumerate().skip(k) {
            let (_, side) = score::place(index);
            let added = entry
                .reading(side)
                .saturating_sub(entry.before.remaining(side, entry.at));
            *readings.get_mut(side) = readings.get(side).saturating_sub(added);
        }
        let removed: Vec<String> = self.score.entries()[k..]
            .iter()
            .map(|e| match &e.written {
                Written::Gap => "-".to_owned(),
                Written::Checked(t) | Written::Unchecked(t) => t.clone(),
            })
            .collect();
        let count = super::incident::illegal_count(&self.incidents, offender).saturating_add(1);
        let penalties = self.penalties();
        let limit = penalties.illegal_moves_to_lose;
        let opponent = !offender;
        let loses = limit != 0 && count >= limit;
        let bonus = penalties.illegal_move_bonus;
        if !loses {
            *readings.get_mut(opponent) = readings
                .get(opponent)
                .checked_add(bonus)
                .ok_or(crate::rules::clock::ClockError::TooLarge { side: opponent })?;
        }
        let moves = shakmaty::ByColor {
            white: u32::try_from(k.div_ceil(2)).unwrap_or(u32::MAX),
            black: u32::try_from(k / 2).unwrap_or(u32::MAX),
        };
        let paused = self.clock.is_paused();
        let mut clock = self.clock.clone();
        clock.restore(readings, moves, now)?;
        let penalty = if loses {
            let drawn = can_checkmate(&pos, opponent) == Mate::Impossible;
            self.ended = Some(Ending::IllegalMoves {
                side: offender,
                count,
                drawn,
            });
            if drawn {
                Penalty::Drawn { side: offender }
            } else {
                Penalty::Lost { side: offender }
            }
        } else {
            clock.start(pos.turn(), now)?;
            if paused {
                clock.pause(now)?;
            }
            Penalty::Time {
                side: opponent,
                added_ms: bonus,
            }
        };
        self.clock = clock;
        self.score.truncate(k);
        self.record(
            now,
            offender.into(),
            What::IllegalMove { removed, count },
            Some(penalty),
            before,
        );
        let (number, _) = score::place(k);
        Ok(vec![TableEvent::IllegalMove {
            side: offender,
            number,
            count,
            penalty,
            turn: pos.turn(),
            reading: self.clock.remaining(opponent, now),
        }])
    }

    /// An incorrect draw claim by `side` (Art. 9.5): the edition's extra
    /// time for the opponent.
    pub fn claim_wrong(&mut self, side: Color, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        self.arbiter_only()?;
        let before = self.readings(now).into();
        let added = self.penalties().wrong_claim_bonus;
        if added > 0 {
            self.clock.adjust(!side, Adjustment::Add(added), now)?;
        }
        let penalty = Penalty::Time {
            side: !side,
            added_ms: added,
        };
        self.record(now, side.into(), What::WrongClaim, Some(penalty), before);
        Ok(vec![TableEvent::WrongClaim {
            side,
            added,
            reading: self.clock.remaining(!side, now),
        }])
    }

    /// The assistant reports that `side` touched the piece on `square`
    /// (D.2.10.5): logged, with the obligation of Art. 4.3. An empty
    /// square logs nothing.
    pub fn touched(
        &mut self,
        side: Color,
        square: Square,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        self.arbiter_only()?;
        let (checked, pos) = self.score.checked();
        if checked < self.score.entries().len() {
            let (number, _) = score::place(checked);
            return Err(TableError::ScoreGap { number });
        }
        let piece = pos
            .board()
            .piece_at(square)
            .ok_or(TableError::NoPieceThere(square))?;
        let legal = pos.legal_moves();
        let obligation = if pos.turn() != side {
            Obligation::NotOnMove
        } else if piece.color == side {
            if legal.iter().any(|m| m.from() == Some(square)) {
                Obligation::MoveIt
            } else {
                Obligation::CannotMove
            }
        } else if legal.iter().any(|m| m.is_capture() && m.to() == square) {
            Obligation::CaptureIt
        } else {
            Obligation::CannotCapture
        };
        let before = self.readings(now).into();
        let what = What::Touched {
            square: square.to_string(),
            piece: format!(
                "{} {}",
                piece.color.fold_wb("white", "black"),
                role_word(piece.role)
            ),
            obligation,
        };
        self.record(now, side.into(), what, None, before);
        Ok(vec![TableEvent::Touched {
            side,
            square,
            piece,
            obligation,
        }])
    }

    /// The arbiter sets both clocks at once.
    pub fn adjust(
        &mut self,
        white: Millis,
        black: Millis,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        self.arbiter_only()?;
        let before = self.readings(now).into();
        let mut clock = self.clock.clone();
        clock.adjust(Color::White, Adjustment::Set(white), now)?;
        clock.adjust(Color::Black, Adjustment::Set(black), now)?;
        self.clock = clock;
        self.record(now, Who::Arbiter, What::Adjusted, None, before);
        Ok(vec![TableEvent::Adjusted { white, black }])
    }

    /// The arbiter's result with his reason: the clocks stop and the game
    /// ends. Taken after a flag fall too (the arbiter decides then).
    pub fn result(
        &mut self,
        decision: Decision,
        reason: &str,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        if self.ended.is_some() {
            return Err(TableError::GameOver);
        }
        self.arbiter_only()?;
        let before = self.readings(now).into();
        if self.clock.current().is_some() {
            self.clock.stop(now)?;
        }
        let reason = reason.trim().to_owned();
        self.ended = Some(Ending::Arbiter {
            decision,
            reason: reason.clone(),
        });
        let what = What::Result {
            decision,
            reason: reason.clone(),
        };
        self.record(now, Who::Arbiter, what, None, before);
        Ok(vec![TableEvent::Decided { decision, reason }])
    }
}

#[cfg(test)]
#[path = "arbiter_tests.rs"]
mod tests;
