//! The arbiter's log of a clock game (Art. 12.9: every incident with the
//! penalty given): one [`Incident`] per illegal move, wrong claim, touched
//! piece, clock correction, take-back, pause, resume, flag fall, result,
//! move recorded as written in tournament mode, and every use of the
//! arbiter's code.
//!
//! Each incident keeps the time of day (the wall clock, passed in by the
//! front end), the clock game's own time, the half-moves on the score, the
//! position when it is known, both clock readings before and after, who,
//! what and the penalty. Its serde form is the `jsonl` line of `tactus
//! arbiter log` (keys documented in the README), and its words are in
//! [`super::report`].

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};

use crate::rules::Millis;

/// Both clock readings at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Readings {
    /// White's reading, in milliseconds.
    pub white_ms: Millis,
    /// Black's reading, in milliseconds.
    pub black_ms: Millis,
}

impl From<ByColor<Millis>> for Readings {
    fn from(r: ByColor<Millis>) -> Self {
        Readings {
            white_ms: r.white,
            black_ms: r.black,
        }
    }
}

/// Who an incident concerns: a player, or the arbiter himself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Who {
    /// The player of the white pieces.
    White,
    /// The player of the black pieces.
    Black,
    /// The arbiter.
    Arbiter,
}

impl From<Color> for Who {
    fn from(c: Color) -> Self {
        c.fold_wb(Who::White, Who::Black)
    }
}

/// What the player who touched a piece must do (Art. 4.3), as far as the
/// position on the score tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Obligation {
    /// His own piece, which can move: he must move it.
    MoveIt,
    /// His own piece, which has no legal move: no obligation from it.
    CannotMove,
    /// An opponent's piece he can capture: he must capture it.
    CaptureIt,
    /// An opponent's piece he cannot capture: no obligation from it.
    CannotCapture,
    /// He does not have the move: touching creates no obligation.
    NotOnMove,
}

/// The result the arbiter gives (`result 1-0|0-1|1/2-1/2|+/-|-/+`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// White wins.
    #[serde(rename = "1-0")]
    WhiteWins,
    /// Black wins.
    #[serde(rename = "0-1")]
    BlackWins,
    /// Drawn.
    #[serde(rename = "1/2-1/2")]
    Draw,
    /// White wins by forfeit (Black forfeits).
    #[serde(rename = "+/-")]
    WhiteByForfeit,
    /// Black wins by forfeit (White forfeits).
    #[serde(rename = "-/+")]
    BlackByForfeit,
}

impl Decision {
    /// The decision as the arbiter writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::WhiteWins => "1-0",
            Decision::BlackWins => "0-1",
            Decision::Draw => "1/2-1/2",
            Decision::WhiteByForfeit => "+/-",
            Decision::BlackByForfeit => "-/+",
        }
    }

    /// Reads `1-0`, `0-1`, `1/2-1/2` (or `½-½`), `+/-` (or `+-`), `-/+`
    /// (or `-+`).
    pub fn parse(text: &str) -> Option<Decision> {
        Some(match text {
            "1-0" => Decision::WhiteWins,
            "0-1" => Decision::BlackWins,
            "1/2-1/2" | "½-½" | "=" => Decision::Draw,
            "+/-" | "+-" => Decision::WhiteByForfeit,
            "-/+" | "-+" => Decision::BlackByForfeit,
            _ => return None,
        })
    }

    /// The PGN `Result`: a forfeit is written as the win it gives.
    pub fn pgn_result(self) -> &'static str {
        match self {
            Decision::WhiteWins | Decision::WhiteByForfeit => "1-0",
            Decision::BlackWins | Decision::BlackByForfeit => "0-1",
            Decision::Draw => "1/2-1/2",
        }
    }

    /// The PGN `Termination`: `rules infraction` for a forfeit,
    /// `adjudication` for any other result the arbiter gives.
    pub fn termination(self) -> &'static str {
        match self {
            Decision::WhiteByForfeit | Decision::BlackByForfeit => "rules infraction",
            _ => "adjudication",
        }
    }
}

/// The penalty given with an incident.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Penalty {
    /// Time added to `side`'s clock.
    Time {
        /// Who got the time.
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// How much.
        added_ms: Millis,
    },
    /// `side` lost the game.
    Lost {
        /// Who lost.
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
    },
    /// `side` would have lost, but the opponent cannot checkmate by any
    /// series of legal moves: drawn (Art. 7.5.5).
    Drawn {
        /// Whose loss became a draw.
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
    },
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum What {
    /// A completed illegal move (Art. 7.5): the moves taken off the score,
    /// as written, and the offender's count so far.
    IllegalMove {
        /// The moves taken off the score, oldest first, as written.
        removed: Vec<String>,
        /// The offender's illegal moves, this one included.
        count: u32,
    },
    /// An incorrect draw claim (Art. 9.5).
    WrongClaim,
    /// The assistant reports that a player touched a piece (D.2.10.5).
    Touched {
        /// The square, `e2`.
        square: String,
        /// The piece there, `white knight`.
        piece: String,
        /// What it obliges him to.
        obligation: Obligation,
    },
    /// Both clocks set at once.
    Adjusted,
    /// Time added to one clock.
    Added {
        /// Whose clock (or press).
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// How much.
        ms: Millis,
    },
    /// Time taken from one clock.
    Subtracted {
        /// Whose clock (or press).
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// How much.
        ms: Millis,
    },
    /// One clock set.
    Set {
        /// Whose clock (or press).
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// To what.
        ms: Millis,
    },
    /// A move count set.
    MovesSet {
        /// Whose clock (or press).
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// To what.
        moves: u32,
    },
    /// The last press taken back.
    Undone {
        /// Whose clock (or press).
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// Its move number.
        number: u32,
    },
    /// The clocks paused.
    Paused,
    /// The clocks resumed.
    Resumed,
    /// A flag fell first.
    FlagFell,
    /// The arbiter's result.
    Result {
        /// The result.
        decision: Decision,
        /// His reason, as typed.
        reason: String,
    },
    /// In tournament mode, a move that cannot be played in the position on
    /// the score, recorded as written for the arbiter.
    Unplayable {
        /// Its move number.
        number: u32,
        /// As written.
        text: String,
    },
    /// A wrong arbiter's code.
    CodeWrong,
    /// The arbiter's code given: his commands are open.
    ArbiterIn,
    /// The arbiter's commands closed again.
    ArbiterOut,
    /// Tournament mode left with the arbiter's code.
    TournamentLeft,
    /// The game adjourned: this side sealed his move `number` (the move
    /// itself is never in the log: it stays in the envelope).
    Sealed {
        /// Who sealed.
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// The sealed move's number.
        number: u32,
    },
    /// The envelope opened: the sealed move `number` went on the score.
    Unsealed {
        /// Who had sealed.
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// The sealed move's number.
        number: u32,
    },
    /// The table's score compared with the sighted player's (E.2.9).
    Reconciled {
        /// What was found: `agree`, `differ` or `illegal`.
        found: Comparison,
        /// The last half-move both agree on.
        agreed: u32,
        /// Half-moves on the table's score.
        table: u32,
        /// Half-moves on the sighted player's score.
        sighted: u32,
    },
    /// The score and the clocks taken back to the position after
    /// half-move `ply`, with the clocks recorded there.
    Retraced {
        /// The half-move gone back to.
        to_ply: u32,
        /// The moves taken off the score, oldest first, as written.
        removed: Vec<String>,
    },
}

/// What comparing the two scores found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Comparison {
    /// The scores agree.
    Agree,
    /// They differ after the agreed half-moves.
    Differ,
    /// Both hold the same move, which cannot be played.
    Illegal,
}

/// One line of the arbiter's log; see the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Incident {
    /// The time of day, in milliseconds since the Unix epoch (0 when the
    /// front end did not tell the wall clock).
    pub wall_ms: u64,
    /// The clock game's own time.
    pub game_ms: Millis,
    /// The half-moves on the score when it happened (after the correction,
    /// for an illegal move): the incident follows that move.
    pub ply: usize,
    /// The position (FEN) then, when the score tells it.
    pub fen: Option<String>,
    /// Whom it concerns.
    pub who: Who,
    /// What happened.
    #[serde(flatten)]
    pub what: What,
    /// The penalty given.
    pub penalty: Option<Penalty>,
    /// Both clocks before.
    pub before: Readings,
    /// Both clocks after.
    pub after: Readings,
}

/// How a clock game ended by the arbiter's decision or by a penalty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Ending {
    /// The arbiter's result, with his reason.
    Arbiter {
        /// The result.
        decision: Decision,
        /// His reason.
        reason: String,
    },
    /// Lost by illegal moves (`drawn`: the opponent could not checkmate).
    IllegalMoves {
        /// The offender.
        #[serde(with = "crate::rules::serde_color")]
        side: Color,
        /// His illegal moves.
        count: u32,
        /// Whether the loss became a draw (Art. 7.5.5).
        drawn: bool,
    },
}

impl Ending {
    /// The PGN `Result`.
    pub fn pgn_result(&self) -> &'static str {
        match self {
            Ending::Arbiter { decision, .. } => decision.pgn_result(),
            Ending::IllegalMoves { drawn: true, .. } => "1/2-1/2",
            Ending::IllegalMoves { side, .. } => side.fold_wb("0-1", "1-0"),
        }
    }

    /// The PGN `Termination`.
    pub fn termination(&self) -> &'static str {
        match self {
            Ending::Arbiter { decision, .. } => decision.termination(),
            Ending::IllegalMoves { .. } => "rules infraction",
        }
    }
}

impl Incident {
    /// Whether it changed a clock (a correction, a penalty, the result, a
    /// retrace, the envelope opened): a press before it cannot be taken
    /// back.
    pub fn changes_clocks(&self) -> bool {
        matches!(
            self.what,
            What::IllegalMove { .. }
                | What::WrongClaim
                | What::Adjusted
                | What::Added { .. }
                | What::Subtracted { .. }
                | What::Set { .. }
                | What::MovesSet { .. }
                | What::Result { .. }
                | What::Retraced { .. }
                | What::Unsealed { .. }
        )
    }
}

/// The number of `side`'s illegal moves in `incidents`.
pub fn illegal_count(incidents: &[Incident], side: Color) -> u32 {
    let n = incidents
        .iter()
        .filter(|i| i.who == Who::from(side) && matches!(i.what, What::IllegalMove { .. }))
        .count();
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_read_and_write_as_the_arbiter_and_pgn_have_them() {
        for d in [
            Decision::WhiteWins,
            Decision::BlackWins,
            Decision::Draw,
            Decision::WhiteByForfeit,
            Decision::BlackByForfeit,
        ] {
            assert_eq!(Decision::parse(d.as_str()), Some(d));
        }
        assert_eq!(Decision::WhiteByForfeit.pgn_result(), "1-0");
        assert_eq!(Decision::BlackByForfeit.termination(), "rules infraction");
        assert_eq!(Decision::Draw.termination(), "adjudication");
        assert_eq!(Decision::parse("2-0"), None);
    }

    #[test]
    fn an_incident_is_one_flat_json_object() {
        let i = Incident {
            wall_ms: 1,
            game_ms: 2,
            ply: 3,
            fen: None,
            who: Who::White,
            what: What::IllegalMove {
                removed: vec!["Ke3".into()],
                count: 1,
            },
            penalty: Some(Penalty::Time {
                side: Color::Black,
                added_ms: 120_000,
            }),
            before: Readings::default(),
            after: Readings::default(),
        };
        let json = serde_json::to_string(&i).unwrap();
        assert!(json.contains(r#""what":"illegal_move""#), "{json}");
        assert!(json.contains(r#""kind":"time","side":"black""#), "{json}");
        let back: Incident = serde_json::from_str(&json).unwrap();
        assert_eq!(back, i);
    }
}
