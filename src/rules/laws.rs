//! The edition of the FIDE Laws of Chess a game is played or checked under.
//!
//! One value, carried by the [`Game`](super::game::Game) and asked by every
//! rule that differs between the editions; no rule tests a year itself.
//! What differs (checked against the texts: the 2008 Laws, Articles 7.4,
//! 9.5, 9.6 and Appendices A.4, B.3 and E; the Laws in force since 2023,
//! Articles 7.5.5, 9.5.3, 9.6 and Appendices A.3, A.5.2, B.3 and D):
//!
//! | | 2008 | 2023 |
//! |---|---|---|
//! | fivefold repetition, 75 moves | no end: threefold and 50 moves are claimed (9.2, 9.3) | the game is drawn (9.6) |
//! | completed illegal move | 1st and 2nd: +2 min to the opponent, **3rd loses** (7.4.b) | 1st: +2 min, **2nd loses** (7.5.5) |
//! | in rapid | claimed before the opponent moves, then as 7.4 (A.4.c) | 1 min instead of 2 (A.3) |
//! | in blitz | the claim wins (B.3.c) | 1 min instead of 2 (B.3 → A.3) |
//! | wrong draw claim | +3 min to the opponent (9.5.b) | +2 min (9.5.3; 1 min in rapid and blitz) |
//! | the rules for blind players | Appendix E | Appendix D |
//!
//! In every edition a loss for illegal moves is a draw when the opponent
//! cannot checkmate by any series of legal moves.

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};

use super::Millis;
use super::time_control::TimeControl;

/// The edition of the Laws of Chess. The default is the one in force, 2023.
///
/// ```
/// use tactus::rules::laws::Laws;
///
/// assert_eq!("2008".parse::<Laws>(), Ok(Laws::Fide2008));
/// assert_eq!(Laws::default().to_string(), "2023");
/// assert!("1997".parse::<Laws>().unwrap_err().to_string().contains("2023 or 2008"));
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Laws {
    /// The Laws in force since 1 January 2023 (their 2018 text, amended).
    #[default]
    Fide2023,
    /// The Laws of 2008, in force from 1 July 2009 until 2014.
    Fide2008,
}

/// A value that names no edition of the Laws.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not an edition of the Laws: choose 2023 or 2008")]
pub struct UnknownLaws(pub String);

impl Laws {
    /// Every edition, the one in force first.
    pub const ALL: [Laws; 2] = [Laws::Fide2023, Laws::Fide2008];

    /// The year, as the command line and the settings write it: `2023`, `2008`.
    pub fn year(self) -> &'static str {
        match self {
            Laws::Fide2023 => "2023",
            Laws::Fide2008 => "2008",
        }
    }

    /// The value of the PGN tag `Laws` tactus writes: `FIDE 2023`, `FIDE 2008`.
    pub fn pgn_tag(self) -> &'static str {
        match self {
            Laws::Fide2023 => "FIDE 2023",
            Laws::Fide2008 => "FIDE 2008",
        }
    }

    /// Whether fivefold repetition and 75 moves without a pawn move or a
    /// capture end the game by themselves (2023, Art. 9.6). Under 2008
    /// they do not: the threefold and 50-move claims stay open.
    pub fn automatic_draws(self) -> bool {
        self == Laws::Fide2023
    }

    /// The penalties for illegal moves and wrong draw claims in a game of
    /// this kind (see the module's table).
    pub fn penalties(self, rapidity: Rapidity) -> Penalties {
        const MINUTE: Millis = 60_000;
        match (self, rapidity) {
            (Laws::Fide2023, Rapidity::Standard) => Penalties {
                illegal_move_bonus: 2 * MINUTE,
                illegal_moves_to_lose: 2,
                wrong_claim_bonus: 2 * MINUTE,
            },
            (Laws::Fide2023, Rapidity::Rapid | Rapidity::Blitz) => Penalties {
                illegal_move_bonus: MINUTE,
                illegal_moves_to_lose: 2,
                wrong_claim_bonus: MINUTE,
            },
            (Laws::Fide2008, Rapidity::Standard | Rapidity::Rapid) => Penalties {
                illegal_move_bonus: 2 * MINUTE,
                illegal_moves_to_lose: 3,
                wrong_claim_bonus: 3 * MINUTE,
            },
            (Laws::Fide2008, Rapidity::Blitz) => Penalties {
                illegal_move_bonus: 0,
                illegal_moves_to_lose: 1,
                wrong_claim_bonus: 3 * MINUTE,
            },
        }
    }

    /// The kind of game `control` makes, by the time each player has for
    /// 60 moves (the first period plus 60 increments): under 2023 blitz is
    /// 10 minutes or less, rapid more than 10 and less than 60 (A.1, B.1);
    /// under 2008 blitz is less than 15 minutes, rapid 15 to less than 60.
    pub fn rapidity(self, control: &TimeControl) -> Rapidity {
        const MINUTE: Millis = 60_000;
        let time = control
            .initial_time()
            .saturating_add(control.increment().saturating_mul(60));
        let blitz = match self {
            Laws::Fide2023 => time <= 10 * MINUTE,
            Laws::Fide2008 => time < 15 * MINUTE,
        };
        if blitz {
            Rapidity::Blitz
        } else if time < 60 * MINUTE {
            Rapidity::Rapid
        } else {
            Rapidity::Standard
        }
    }

    /// The letter of the appendix with the rules for blind and visually
    /// impaired players: `E` in 2008, `D` since 2018.
    pub fn blind_appendix(self) -> char {
        match self {
            Laws::Fide2023 => 'D',
            Laws::Fide2008 => 'E',
        }
    }

    /// The edition a PGN `Laws` tag names (`FIDE 2008`, `2008`, `fide-2023`,
    /// any case), if it names one.
    pub fn from_pgn_tag(value: &str) -> Option<Laws> {
        let lower = value.trim().to_ascii_lowercase();
        let year = lower
            .strip_prefix("fide")
            .unwrap_or(&lower)
            .trim_start_matches([' ', '-', '_']);
        year.parse().ok()
    }
}

impl fmt::Display for Laws {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.year())
    }
}

impl FromStr for Laws {
    type Err = UnknownLaws;

    fn from_str(text: &str) -> Result<Laws, UnknownLaws> {
        match text.trim() {
            "2023" => Ok(Laws::Fide2023),
            "2008" => Ok(Laws::Fide2008),
            other => Err(UnknownLaws(other.to_owned())),
        }
    }
}

impl TryFrom<String> for Laws {
    type Error = UnknownLaws;

    fn try_from(text: String) -> Result<Laws, UnknownLaws> {
        text.parse()
    }
}

impl From<Laws> for String {
    fn from(laws: Laws) -> String {
        laws.year().to_owned()
    }
}

/// The kind of game, which with the edition sets the penalties.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rapidity {
    /// Standard play.
    #[default]
    Standard,
    /// Rapid (Appendix A).
    Rapid,
    /// Blitz (Appendix B).
    Blitz,
}

/// The penalties in force.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Penalties {
    /// Extra time for the opponent of a player who completed an illegal move.
    pub illegal_move_bonus: Millis,
    /// The completed illegal move (counted per player) that loses the game;
    /// 0: illegal moves never lose.
    pub illegal_moves_to_lose: u32,
    /// Extra time for the opponent of a player whose draw claim was wrong.
    pub wrong_claim_bonus: Millis,
}

impl Penalties {
    /// The Laws in force (2023): 7.5.5, 9.5.3, A.3 and B.3.
    pub fn current(rapidity: Rapidity) -> Penalties {
        Laws::Fide2023.penalties(rapidity)
    }

    /// The 2008 Laws, standard play: 7.4.b (third illegal move loses) and 9.5
    /// (three minutes for a wrong claim).
    pub fn laws_2008() -> Penalties {
        Laws::Fide2008.penalties(Rapidity::Standard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_year_reads_back_and_anything_else_is_refused_naming_the_choices() {
        for laws in Laws::ALL {
            assert_eq!(laws.to_string().parse::<Laws>(), Ok(laws));
            assert_eq!(Laws::from_pgn_tag(laws.pgn_tag()), Some(laws));
        }
        for bad in ["", "2018", "fide", "2023x", "FIDE 2008"] {
            let err = bad.parse::<Laws>().unwrap_err().to_string();
            assert!(err.contains("choose 2023 or 2008"), "{err}");
        }
        assert_eq!(Laws::from_pgn_tag("fide-2008"), Some(Laws::Fide2008));
        assert_eq!(Laws::from_pgn_tag(" 2023 "), Some(Laws::Fide2023));
        assert_eq!(Laws::from_pgn_tag("USCF"), None);
    }

    #[test]
    fn serde_writes_the_year_and_refuses_an_unknown_one() {
        assert_eq!(serde_json::to_string(&Laws::Fide2008).unwrap(), r#""2008""#);
        assert_eq!(
            serde_json::from_str::<Laws>(r#""2023""#).unwrap(),
            Laws::Fide2023
        );
        let err = serde_json::from_str::<Laws>(r#""1999""#).unwrap_err();
        assert!(err.to_string().contains("choose 2023 or 2008"), "{err}");
    }

    #[test]
    fn only_2023_ends_a_game_at_five_repetitions_or_75_moves() {
        assert!(Laws::Fide2023.automatic_draws());
        assert!(!Laws::Fide2008.automatic_draws());
    }

    #[test]
    fn the_illegal_move_that_loses_is_the_second_in_2023_and_the_third_in_2008() {
        for rapidity in [Rapidity::Standard, Rapidity::Rapid, Rapidity::Blitz] {
            assert_eq!(Laws::Fide2023.penalties(rapidity).illegal_moves_to_lose, 2);
        }
        assert_eq!(
            Laws::Fide2008
                .penalties(Rapidity::Standard)
                .illegal_moves_to_lose,
            3
        );
        assert_eq!(
            Laws::Fide2008
                .penalties(Rapidity::Rapid)
                .illegal_moves_to_lose,
            3
        );
        // 2008 B.3.c: in blitz the opponent claims a win.
        assert_eq!(
            Laws::Fide2008
                .penalties(Rapidity::Blitz)
                .illegal_moves_to_lose,
            1
        );
    }

    #[test]
    fn the_time_given_to_the_opponent_follows_the_edition_and_the_kind_of_game() {
        let minutes = |p: Penalties| (p.illegal_move_bonus / 60_000, p.wrong_claim_bonus / 60_000);
        assert_eq!(
            minutes(Laws::Fide2023.penalties(Rapidity::Standard)),
            (2, 2)
        );
        assert_eq!(minutes(Laws::Fide2023.penalties(Rapidity::Rapid)), (1, 1));
        assert_eq!(minutes(Laws::Fide2023.penalties(Rapidity::Blitz)), (1, 1));
        assert_eq!(
            minutes(Laws::Fide2008.penalties(Rapidity::Standard)),
            (2, 3)
        );
        assert_eq!(minutes(Laws::Fide2008.penalties(Rapidity::Rapid)), (2, 3));
        assert_eq!(minutes(Laws::Fide2008.penalties(Rapidity::Blitz)).1, 3);
    }

    #[test]
    fn the_kind_of_game_follows_the_edition_s_limits() {
        let kind = |laws: Laws, control: &str| laws.rapidity(&control.parse().unwrap());
        assert_eq!(kind(Laws::Fide2023, "10+0"), Rapidity::Blitz);
        assert_eq!(kind(Laws::Fide2023, "12+0"), Rapidity::Rapid);
        assert_eq!(kind(Laws::Fide2008, "12+0"), Rapidity::Blitz);
        assert_eq!(kind(Laws::Fide2008, "15+0"), Rapidity::Rapid);
        assert_eq!(kind(Laws::Fide2023, "15+10"), Rapidity::Rapid);
        assert_eq!(kind(Laws::Fide2023, "50+10"), Rapidity::Standard);
        assert_eq!(kind(Laws::Fide2008, "90+30"), Rapidity::Standard);
    }

    #[test]
    fn the_appendix_for_blind_players_is_e_in_2008_and_d_in_2023() {
        assert_eq!(Laws::Fide2008.blind_appendix(), 'E');
        assert_eq!(Laws::Fide2023.blind_appendix(), 'D');
    }
}
