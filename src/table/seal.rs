//! The adjournment (Appendix D.2.10.6; FIDE Guidelines I on adjourned
//! games): the player having the move *seals* it instead of playing it.
//!
//! * [`ClockGame::seal`]: the move is checked against the position like a
//!   press's move (kept as written after a gap, as a press would keep it);
//!   a move that cannot be played is refused with the reason and nothing
//!   changes. Then the clocks stop, the sealer's charged up to the seal,
//!   and the game is adjourned: presses, starts and corrections are
//!   refused until the envelope is opened.
//! * The sealed move is kept in the clock game ([`Sealed`]), so in its
//!   file, which is the arbiter's; the log records only who sealed which
//!   move number, never the move, and nothing that is said names it.
//! * [`ClockGame::unseal`]: the envelope is opened; the sealed move is
//!   played on the score (the sealer's press: his move count, increment
//!   and a period's time, if the move ends one) and the opponent's clock
//!   is ready to be started (`start`, or the sealer's button, as Black
//!   starts White's clock at the start of a game). A sealed move that
//!   cannot be played goes on the score as written, marked for the
//!   arbiter: under Guidelines I.8 it loses the game unless the opponent
//!   cannot checkmate, which is the arbiter's decision.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::incident::{What, Who};
use super::score::{self, Entry, Written};
use super::{ClockGame, TableError, TableEvent};
use crate::notation::parse::{parse_move, reads_as_move};
use crate::rules::Millis;

/// The sealed move of an adjourned game, with the moment and both clock
/// readings of the seal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sealed {
    /// Who sealed it: the player having the move.
    #[serde(with = "crate::rules::serde_color")]
    pub side: Color,
    /// His move number.
    pub number: u32,
    /// The move: checked (SAN), or as written after a gap.
    pub written: Written,
    /// When it was sealed (the clock game's time).
    pub at: Millis,
    /// White's reading at the seal.
    pub white: Millis,
    /// Black's reading at the seal.
    pub black: Millis,
    /// How long the sealer took over the move, up to the seal.
    pub used: Millis,
}

impl Sealed {
    /// The sealed move as written on the score (SAN when checked).
    pub fn text(&self) -> &str {
        match &self.written {
            Written::Checked(text) | Written::Unchecked(text) => text,
            Written::Gap => "",
        }
    }
}

impl ClockGame {
    /// The side having the move: White at the start, then the other side
    /// after each press.
    pub fn to_move(&self) -> Color {
        score::place(self.score.entries().len()).1
    }

    /// The sealed move, while the game is adjourned.
    pub fn sealed(&self) -> Option<&Sealed> {
        self.sealed.as_ref()
    }

    /// Refused while the game is adjourned.
    pub(super) fn refuse_adjourned(&self) -> Result<(), TableError> {
        match &self.sealed {
            Some(sealed) => Err(TableError::Adjourned(sealed.side)),
            None => Ok(()),
        }
    }

    /// Who would seal now, or why no move can be sealed: the game must be
    /// under way, not adjourned, no flag fallen.
    pub fn sealer(&self) -> Result<Color, TableError> {
        self.refuse_after_flag()?;
        // In tournament mode the seal is made with the arbiter: checking
        // the move would otherwise tell the player whether it is legal.
        self.arbiter_only()?;
        if !self.started {
            return Err(TableError::NotStarted);
        }
        self.clock.current().ok_or(TableError::NotStarted)
    }

    /// The player having the move seals `text` at `now`; see the [module
    /// documentation](self).
    pub fn seal(&mut self, text: &str, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        let side = self.sealer()?;
        let text = text.trim();
        let (checked, pos) = self.score.checked();
        let written = if checked == self.score.entries().len() {
            let mv = parse_move(&pos, text).map_err(|why| TableError::SealMove {
                text: text.to_owned(),
                why,
            })?;
            Written::Checked(score::san_of(&pos, mv))
        } else if reads_as_move(text) {
            Written::Unchecked(text.to_owned())
        } else {
            return Err(TableError::SealNotAMove(text.to_owned()));
        };
        let mut clock = self.clock.clone();
        clock.stop(now)?;
        let readings = clock.readings(now);
        let index = self.score.entries().len();
        let (number, _) = score::place(index);
        // The time the move took, as the sealer's clock shows it: his
        // reading after his last press (or at the start) less the one now.
        let last = index
            .checked_sub(2)
            .and_then(|i| self.score.entries().get(i))
            .map_or(clock.time_control().initial_time(), |e| e.reading(side));
        let used = last.saturating_sub(side.fold_wb(readings.white, readings.black));
        self.clock = clock;
        self.sealed = Some(Sealed {
            side,
            number,
            written,
            at: now,
            white: readings.white,
            black: readings.black,
            used,
        });
        let after = self.readings(now).into();
        self.record(now, side.into(), What::Sealed { side, number }, None, after);
        Ok(vec![TableEvent::Sealed {
            side,
            number,
            white: readings.white,
            black: readings.black,
        }])
    }

    /// Opens the envelope at `now`: the sealed move goes on the score and
    /// the opponent's clock is ready; see the [module documentation](self).
    pub fn unseal(&mut self, now: Millis) -> Result<Vec<TableEvent>, TableError> {
        self.arbiter_only()?;
        let sealed = self.sealed.clone().ok_or(TableError::NotAdjourned)?;
        let side = sealed.side;
        let text = sealed.text().to_owned();
        let (checked, pos) = self.score.checked();
        let whole = checked == self.score.entries().len();
        let (written, played, why) = match parse_move(&pos, &text) {
            Ok(mv) if whole => (
                Written::Checked(score::san_of(&pos, mv)),
                Some((pos.clone(), mv)),
                None,
            ),
            Err(why) if whole => (Written::Unchecked(text.clone()), None, Some(why)),
            _ => (Written::Unchecked(text.clone()), None, None),
        };
        // The sealer's press, made at the moment the envelope is opened: the
        // clock stays stopped, the opponent's ready to start.
        let before = self.clock.clone();
        let mut clock = self.clock.clone();
        clock.start(side, now)?;
        let press = clock.press(side, now)?;
        clock.stop(now)?;
        let readings = clock.readings(now);
        self.clock = clock;
        self.score.push(Entry {
            written,
            white: readings.white,
            black: readings.black,
            used: sealed.used,
            at: now,
            before,
        });
        self.sealed = None;
        self.started = false;
        let after = self.readings(now).into();
        self.record(
            now,
            Who::Arbiter,
            What::Unsealed {
                side,
                number: sealed.number,
            },
            None,
            after,
        );
        let mut events = vec![TableEvent::Unsealed {
            side,
            number: sealed.number,
            played,
            text,
            illegal: why,
        }];
        if let Some(added) = press.period_bonus {
            events.push(TableEvent::PeriodEnded {
                side,
                moves: press.moves,
                added,
            });
        }
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::{Black, White};

    use super::*;
    use crate::table::TableSide;

    const S: Millis = 1_000;
    const MIN: Millis = 60 * S;

    fn after_two_moves() -> ClockGame {
        let mut g = ClockGame::new("5+3".parse().unwrap(), TableSide::Left, White);
        g.press(None, 0).unwrap();
        g.press(Some("e4"), 10 * S).unwrap();
        g.press(Some("e5"), 20 * S).unwrap();
        g
    }

    #[test]
    fn a_sealed_move_stops_the_clocks_charged_up_to_the_seal() {
        let mut g = after_two_moves();
        let events = g.seal("knight f3", 50 * S).unwrap();
        assert_eq!(
            events,
            vec![TableEvent::Sealed {
                side: White,
                number: 2,
                white: 5 * MIN + 3 * S - 10 * S - 30 * S,
                black: 5 * MIN + 3 * S - 10 * S,
            }]
        );
        assert_eq!(g.clock().running(), None);
        let sealed = g.sealed().unwrap();
        assert_eq!(sealed.written, Written::Checked("Nf3".into()));
        assert_eq!(sealed.used, 30 * S);
        // Nothing said or logged names the move.
        assert_eq!(
            g.incidents().last().map(|i| i.what.clone()),
            Some(What::Sealed {
                side: White,
                number: 2
            })
        );
        // The time goes on, the clocks do not.
        assert_eq!(g.readings(5000 * S).white, 5 * MIN + 3 * S - 40 * S);
    }

    #[test]
    fn a_move_that_cannot_be_played_is_not_sealed() {
        let mut g = after_two_moves();
        let before = g.clone();
        assert!(matches!(
            g.seal("Nf6", 50 * S),
            Err(TableError::SealMove { .. })
        ));
        assert!(matches!(
            g.seal("", 50 * S),
            Err(TableError::SealMove { .. })
        ));
        assert_eq!(g, before);
        let mut new = ClockGame::new("5+3".parse().unwrap(), TableSide::Left, White);
        assert_eq!(new.seal("e4", 0), Err(TableError::NotStarted));
    }

    #[test]
    fn an_adjourned_game_refuses_presses_until_unsealed() {
        let mut g = after_two_moves();
        g.seal("Nf3", 50 * S).unwrap();
        let adjourned = g.clone();
        assert_eq!(g.press(None, 60 * S), Err(TableError::Adjourned(White)));
        assert_eq!(g.start(60 * S), Err(TableError::Adjourned(White)));
        assert_eq!(
            g.button(TableSide::Right, 60 * S),
            Err(TableError::Adjourned(White))
        );
        assert_eq!(g.undo(60 * S), Err(TableError::Adjourned(White)));
        assert_eq!(g.seal("Nc3", 60 * S), Err(TableError::Adjourned(White)));
        assert_eq!(g, adjourned);
    }

    #[test]
    fn unsealing_plays_the_move_and_readies_the_opponent_s_clock() {
        let mut g = after_two_moves();
        g.seal("Nf3", 50 * S).unwrap();
        let white = g.readings(50 * S).white;
        let events = g.unseal(90_000 * S).unwrap();
        assert!(matches!(
            events.as_slice(),
            [TableEvent::Unsealed {
                side: White,
                number: 2,
                played: Some(_),
                illegal: None,
                ..
            }]
        ));
        let last = g.score().entries().last().unwrap();
        assert_eq!(last.written, Written::Checked("Nf3".into()));
        assert_eq!(
            last.white,
            white + 3 * S,
            "the increment of the sealed move"
        );
        assert_eq!(g.clock().moves(White), 2);
        assert_eq!(g.sealed(), None);
        assert_eq!(g.to_move(), Black);
        assert_eq!(g.clock().running(), None);
        // The envelope set the clocks: its move is not taken back.
        let before = g.clone();
        assert_eq!(g.undo(90_001 * S), Err(TableError::CorrectedSinceLastPress));
        assert_eq!(g, before);
        // The sealer's button starts his opponent's clock.
        assert_eq!(
            g.button(TableSide::Left, 90_010 * S).unwrap(),
            vec![TableEvent::Started { side: Black }]
        );
        assert_eq!(g.clock().running(), Some(Black));
        g.press(Some("Nc6"), 90_020 * S).unwrap();
        assert_eq!(g.unseal(90_030 * S), Err(TableError::NotAdjourned));
    }

    #[test]
    fn a_move_typed_after_the_envelope_is_opened_starts_the_clock_and_presses() {
        let mut g = after_two_moves();
        g.seal("Nf3", 50 * S).unwrap();
        g.unseal(60 * S).unwrap();
        let opened = g.clone();
        // Refused: nothing started.
        assert!(matches!(
            g.press(Some("Nd2"), 70 * S),
            Err(TableError::Move { .. })
        ));
        assert_eq!(g, opened);
        let events = g.press(Some("Nc6"), 80 * S).unwrap();
        assert!(matches!(
            events.as_slice(),
            [
                TableEvent::Started { side: Black },
                TableEvent::Pressed {
                    side: Black,
                    number: 2,
                    ..
                }
            ]
        ));
        assert_eq!(g.clock().running(), Some(White));
        let last = g.score().entries().last().unwrap();
        assert_eq!(last.written, Written::Checked("Nc6".into()));
    }

    #[test]
    fn a_sealed_move_that_cannot_be_played_goes_on_the_score_as_written() {
        let mut g = after_two_moves();
        g.seal("Nf3", 50 * S).unwrap();
        if let Some(s) = g.sealed.as_mut() {
            s.written = Written::Checked("Qxf7".into());
        }
        let events = g.unseal(60 * S).unwrap();
        assert!(matches!(
            events.as_slice(),
            [TableEvent::Unsealed {
                played: None,
                illegal: Some(_),
                ..
            }]
        ));
        assert_eq!(
            g.score().entries().last().unwrap().written,
            Written::Unchecked("Qxf7".into())
        );
    }

    #[test]
    fn after_a_gap_the_move_is_sealed_as_written_and_checked_once_filled() {
        let mut g = after_two_moves();
        g.press(None, 30 * S).unwrap();
        g.press(Some("Nc6"), 40 * S).unwrap();
        assert!(matches!(
            g.seal("purple", 50 * S),
            Err(TableError::SealNotAMove(_))
        ));
        g.seal("Bb5", 50 * S).unwrap();
        assert_eq!(
            g.sealed().map(|s| s.written.clone()),
            Some(Written::Unchecked("Bb5".into()))
        );
        g.fill(2, Some(White), "Nf3").unwrap();
        let events = g.unseal(60 * S).unwrap();
        assert!(matches!(
            events.as_slice(),
            [TableEvent::Unsealed {
                played: Some(_),
                ..
            }]
        ));
        assert!(g.score().is_whole());
    }

    #[test]
    fn an_adjourned_game_survives_its_file() {
        let mut g = after_two_moves();
        g.seal("Nf3", 50 * S).unwrap();
        let json = serde_json::to_string(&g).unwrap();
        let back: ClockGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back, g);
        // A file written before adjournments were kept still reads.
        let plain = serde_json::to_string(&after_two_moves()).unwrap();
        assert!(!plain.contains("sealed"));
        assert!(serde_json::from_str::<ClockGame>(&plain).is_ok());
    }
}
