//! The presses of the clock game: the start, a press with or without a
//! move, a clock button by where it stands, and a gap on the score filled
//! later. A move is checked against the position on the score and, when
//! it cannot be played, refused with the clock not pressed (D.2.8); in
//! tournament mode it is recorded as written instead.

use shakmaty::{Color, Position};

use super::event::BoardEnd;
use super::incident::What;
use super::score::{self, Entry, Written};
use super::{ClockGame, TableError, TableEvent, TableSide};
use crate::notation::parse::{parse_move, reads_as_move};
use crate::rules::Millis;

impl ClockGame {
    /// Starts the clock of the side having the move: White's at the start
    /// of the game (done by Black), the sealer's opponent's after an
    /// adjournment.
    pub fn start(&mut self, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        let side = self.to_move();
        self.clock.start(side, now)?;
        if !self.started && self.wall.is_some() {
            self.began = Some(self.wall_at(now));
        }
        self.started = true;
        Ok(vec![TableEvent::Started { side }])
    }

    /// The running side presses the clock at `now`, with `text`, his move,
    /// if given. Before the start, a press without a move starts the
    /// clock. A move that cannot be played is refused and the clock is not
    /// pressed. Once moves are on the score (after the envelope is opened,
    /// or a retrace), the clock of the side having the move is ready, and
    /// his move typed before anyone started it is taken: his clock starts
    /// and is pressed with it at once, or, refused, nothing changes.
    pub fn press(
        &mut self,
        text: Option<&str>,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_after_flag()?;
        if !self.started {
            return match text {
                None => self.start(now),
                Some(_) if self.score.entries().is_empty() => Err(TableError::NotStarted),
                Some(text) => {
                    let mut game = self.clone();
                    let mut events = game.start(now)?;
                    let side = game.to_move();
                    events.extend(game.press_as(side, Some(text), now)?);
                    *self = game;
                    Ok(events)
                }
            };
        }
        let side = self.clock.current().ok_or(TableError::NotStarted)?;
        self.press_as(side, text, now)
    }

    /// A clock button on `button`'s side pressed at `now`: the press of
    /// that side if his clock runs, else nothing (as on a real clock).
    pub fn button(
        &mut self,
        button: TableSide,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        self.refuse_adjourned()?;
        let side = self.side_at(button);
        if !self.started {
            // Black starts White's clock (the side without the move starts
            // the other's).
            return if side != self.to_move() {
                self.start(now)
            } else {
                Ok(vec![TableEvent::ButtonIgnored { side, button }])
            };
        }
        if self.flag.is_none() && self.clock.running() != Some(side) {
            return Ok(vec![TableEvent::ButtonIgnored { side, button }]);
        }
        self.press(None, now)
    }

    fn press_as(
        &mut self,
        side: Color,
        text: Option<&str>,
        now: Millis,
    ) -> Result<Vec<TableEvent>, TableError> {
        let (checked, pos) = self.score.checked();
        let whole = checked == self.score.entries().len();
        let tournament = self.in_tournament();
        let mut unplayable = None;
        let (written, checked_move, unchecked) = match text.map(str::trim) {
            None | Some("") => (Written::Gap, None, None),
            Some(text) if whole && tournament => match parse_move(&pos, text) {
                // Said as written either way: the player learns nothing.
                Ok(mv) => (
                    Written::Checked(score::san_of(&pos, mv)),
                    None,
                    Some(text.to_owned()),
                ),
                // Words that read as no move at all (a mistyped command)
                // are refused: that tells nothing about the position.
                Err(_) if !reads_as_move(text) => {
                    return Err(TableError::NotAMove(text.to_owned()));
                }
                Err(_) => {
                    unplayable = Some(text.to_owned());
                    (
                        Written::Unchecked(text.to_owned()),
                        None,
                        Some(text.to_owned()),
                    )
                }
            },
            Some(text) if whole => {
                let mv = parse_move(&pos, text).map_err(|why| TableError::Move {
                    text: text.to_owned(),
                    why,
                })?;
                let san = score::san_of(&pos, mv);
                (Written::Checked(san), Some((pos.clone(), mv)), None)
            }
            Some(text) => {
                if !reads_as_move(text) {
                    return Err(TableError::NotAMove(text.to_owned()));
                }
                (
                    Written::Unchecked(text.to_owned()),
                    None,
                    Some(text.to_owned()),
                )
            }
        };
        let before = self.clock.clone();
        let press = self.clock.press(side, now)?;
        let readings = self.clock.readings(now);
        let index = self.score.entries().len();
        self.score.push(Entry {
            written,
            white: readings.white,
            black: readings.black,
            used: press.used,
            at: now,
            before,
        });
        let (number, _) = score::place(index);
        let mut events = vec![TableEvent::Pressed {
            side,
            number,
            checked: checked_move,
            unchecked,
            as_written: tournament,
        }];
        if let Some(added) = press.period_bonus {
            events.push(TableEvent::PeriodEnded {
                side,
                moves: press.moves,
                added,
            });
        }
        if let Some(end) = self.board_end() {
            // The game is over on the board: the clocks stop (Art. 6.2.1
            // no longer applies, nothing is to be pressed).
            if self.clock.current().is_some() {
                self.clock.stop(now)?;
            }
            events.push(TableEvent::BoardEnded { end });
        }
        if let Some(text) = unplayable {
            let at = self.readings(now).into();
            self.record(
                now,
                side.into(),
                What::Unplayable { number, text },
                None,
                at,
            );
        }
        events.extend(self.close_arbiter(now));
        Ok(events)
    }

    /// How the position on the score ended the game, when the whole score
    /// is checked and it did: checkmate, stalemate, or no material to
    /// mate with on either side. Not in tournament mode, where the clock
    /// tells the players nothing of their moves: the arbiter decides.
    pub fn board_end(&self) -> Option<BoardEnd> {
        let (checked, pos) = self.score.checked();
        if self.in_tournament() || checked == 0 || checked != self.score.entries().len() {
            return None;
        }
        if pos.is_checkmate() {
            Some(BoardEnd::Checkmate {
                winner: !pos.turn(),
            })
        } else if pos.is_stalemate() {
            Some(BoardEnd::Stalemate)
        } else if pos.is_insufficient_material() {
            Some(BoardEnd::NoMaterial)
        } else {
            None
        }
    }

    /// Fills the gap at move `number` (of `side`, or the first gap of that
    /// number) with `text`, checked against the position there; the moves
    /// written after it are checked in turn.
    pub fn fill(
        &mut self,
        number: u32,
        side: Option<Color>,
        text: &str,
    ) -> Result<Vec<TableEvent>, TableError> {
        let sides = match side {
            Some(side) => vec![side],
            None => vec![Color::White, Color::Black],
        };
        let index = sides
            .into_iter()
            .filter_map(|s| score::index_of(number, s))
            .find(|&i| {
                self.score
                    .entries()
                    .get(i)
                    .is_some_and(|e| e.written == Written::Gap)
            })
            .ok_or(TableError::NoGap { number })?;
        let (checked, pos) = self.score.checked();
        let text = text.trim();
        if self.in_tournament() {
            return self.fill_as_written(index, checked, &pos, text);
        }
        if checked < index {
            let (earlier, _) = score::place(checked);
            return Err(TableError::EarlierGap { number: earlier });
        }
        let mv = parse_move(&pos, text).map_err(|why| TableError::FillMove {
            number,
            text: text.to_owned(),
            why,
        })?;
        if let Some(entry) = self.score.entry_mut(index) {
            entry.written = Written::Checked(score::san_of(&pos, mv));
        }
        let misfit = self.score.recheck();
        let (_, side) = score::place(index);
        Ok(vec![TableEvent::Filled {
            number,
            side,
            before: pos,
            mv,
            misfit,
        }])
    }
}
