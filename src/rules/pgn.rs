//! PGN, the Portable Game Notation: the scoresheet written out and read back.
//!
//! * [`export`] writes a [`Scoresheet`](super::scoresheet::Scoresheet) as
//!   standard PGN: the seven-tag roster in order, then `TimeControl`,
//!   `Termination`, `SetUp` and `FEN`; movetext with move numbers and a
//!   `{ [%clk 1:29:56] }` comment after each move whose clock reading is
//!   known (with `[%emt 0:00:04]` when the time the move took is known),
//!   wrapped at 80 columns, and the result.
//! * [`import`] reads one game of a PGN (by its 1-based number) with
//!   pgn-reader into a [`Game`](super::game::Game) and its scoresheet, with
//!   the clock readings. Other comments, NAGs and variations are skipped.
//!   A game that is not valid is refused with a [`GameError`] naming the
//!   game, the move and the token.
//!
//! ```
//! use tactus::rules::pgn;
//!
//! let text = b"[Event \"?\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
//! let imported = pgn::import(text, 1).unwrap();
//! assert_eq!(imported.game.ply_count(), 4);
//! let written = pgn::export(&imported.scoresheet);
//! assert!(written.ends_with("1. f3 e5 2. g4 Qh4# 0-1\n"));
//! ```
//!
//! Clock readings are written `h:mm:ss`, with the fraction of a second only
//! when there is one, to the millisecond and without trailing zeros
//! (`0:00:09.5`, `0:00:09.25`); reading gives back exactly what was written.

use std::fmt;

use shakmaty::Color;

use super::{Millis, outcome::Termination};

mod export;
mod import;
mod lex;

pub use export::export;
pub use import::{Games, ImportedGame, count_games, import, import_all};

/// A PGN that could not be read as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    /// The input holds no game at all.
    #[error("the file has no games")]
    NoGames,
    /// The game asked for is not in the file.
    #[error(
        "the file has {count} game{s}; there is no game {requested}",
        s = if *count == 1 { "" } else { "s" }
    )]
    NoSuchGame {
        /// How many games the file has.
        count: usize,
        /// The game asked for (1-based).
        requested: usize,
    },
    /// A game of the file is not valid.
    #[error(transparent)]
    Game(#[from] GameError),
}

/// A game that is not valid: which game, where in it, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}, {place}: {problem}")]
pub struct GameError {
    /// The game's number in the file (1-based).
    pub game: usize,
    /// Where in the game.
    pub place: Place,
    /// What is wrong.
    pub problem: Problem,
}

/// Where in a game a problem was found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// In the tag pairs, before the movetext.
    Tags,
    /// At a move: its number as the movetext writes it, and the side making it.
    Move {
        /// The full-move number (`12` in `12.` or `12...`).
        number: u32,
        /// The side making the move.
        side: Color,
    },
}

impl Place {
    /// The place of the half-move after `ply` half-moves from a start where
    /// `start_side` has the move in full move `start_number`.
    pub(crate) fn of_ply(start_number: u32, start_side: Color, ply: usize) -> Place {
        let p = ply + usize::from(start_side == Color::Black);
        let number = u32::try_from(p / 2)
            .ok()
            .and_then(|n| start_number.checked_add(n))
            .unwrap_or(u32::MAX);
        let side = if p.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        };
        Place::Move { number, side }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Tags => f.write_str("tags"),
            Place::Move { number, side } => {
                let side = if *side == Color::White {
                    "White"
                } else {
                    "Black"
                };
                write!(f, "move {number} ({side})")
            }
        }
    }
}

/// What is wrong with a game. Tokens are quoted as found, shortened and
/// with unprintable characters escaped, so a message is always one line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// A token in the movetext that is not a move, a move number, an
    /// annotation or a result.
    #[error("unreadable move \"{0}\"")]
    Unreadable(String),
    /// A move that is not legal in the position.
    #[error("illegal move \"{0}\"")]
    Illegal(String),
    /// A move that fits more than one legal move.
    #[error("ambiguous move \"{0}\"")]
    Ambiguous(String),
    /// A move after the Laws had ended the game (checkmate, stalemate, dead
    /// position, fivefold repetition, 75 moves).
    #[error("move \"{token}\" after the game ended: {termination}")]
    AfterEnd {
        /// The move.
        token: String,
        /// How the game had ended.
        termination: Termination,
    },
    /// A move after the result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    #[error("move \"{0}\" after the result")]
    AfterResult(String),
    /// The `FEN` tag is not a legal standard chess position.
    #[error("bad FEN \"{fen}\": {reason}")]
    BadFen {
        /// The tag value.
        fen: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The movetext ends without a result.
    #[error(
        "the movetext ends without a result (1-0, 0-1, 1/2-1/2 or *); the file may be truncated"
    )]
    NoResult,
    /// The text cannot be read as PGN at all (an unterminated comment or tag).
    #[error("not PGN: {0}")]
    Syntax(String),
}

/// A token from the input made fit for a one-line message: at most 32
/// characters, unprintable characters escaped.
pub(crate) fn token_text(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == 32 {
            out.push('…');
            break;
        }
        if c.is_control() || c == '"' || c == '\\' {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Writes a clock reading as `h:mm:ss`, with the fraction of a second to
/// the millisecond and without trailing zeros when there is one.
///
/// ```
/// use tactus::rules::pgn::format_clock;
/// assert_eq!(format_clock(5_396_000), "1:29:56");
/// assert_eq!(format_clock(9_500), "0:00:09.5");
/// assert_eq!(format_clock(61_025), "0:01:01.025");
/// ```
pub fn format_clock(ms: Millis) -> String {
    let (secs, frac) = (ms / 1000, ms % 1000);
    let mut text = format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    if frac != 0 {
        let digits = format!("{frac:03}");
        text.push('.');
        text.push_str(digits.trim_end_matches('0'));
    }
    text
}

/// Reads a clock reading `h:mm:ss` or `h:mm:ss.f` (up to three fraction
/// digits count; further digits are ignored). `None` if it is not one.
///
/// ```
/// use tactus::rules::pgn::parse_clock;
/// assert_eq!(parse_clock("1:29:56"), Some(5_396_000));
/// assert_eq!(parse_clock("0:00:09.5"), Some(9_500));
/// assert_eq!(parse_clock("soon"), None);
/// ```
pub fn parse_clock(text: &str) -> Option<Millis> {
    let (whole, frac) = match text.split_once('.') {
        Some((whole, frac)) => (whole, Some(frac)),
        None => (text, None),
    };
    let mut parts = whole.split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let number = |t: &str, max_len: usize| -> Option<u64> {
        if t.is_empty() || t.len() > max_len || !t.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        t.parse().ok()
    };
    let (h, m, s) = (number(h, 9)?, number(m, 2)?, number(s, 2)?);
    if m >= 60 || s >= 60 {
        return None;
    }
    let mut ms = ((h * 60 + m) * 60 + s) * 1000;
    if let Some(frac) = frac {
        if frac.is_empty() || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let mut scale = 100;
        for b in frac.bytes().take(3) {
            ms += u64::from(b - b'0') * scale;
            scale /= 10;
        }
    }
    Some(ms)
}

/// The value of a `[%name value]` command in a comment, if there is one.
pub(crate) fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    let mut rest = comment;
    while let Some(at) = rest.find("[%") {
        rest = &rest[at + 2..];
        let end = rest.find(']')?;
        let body = &rest[..end];
        if let Some(value) = body.strip_prefix(name)
            && value.starts_with(char::is_whitespace)
        {
            return Some(value.trim());
        }
        rest = &rest[end..];
    }
    None
}
