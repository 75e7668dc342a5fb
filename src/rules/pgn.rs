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

pub use export::{export, export_decided, export_with, put, start_of, tag_section};
pub use import::{
    Games, ImportedGame, count_games, import, import_all, import_all_with, import_under,
};
#[cfg(test)]
pub(crate) use lex::PGN_PIECES;
pub(crate) use lex::{movetext_end, movetext_end_before};

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
    /// annotation or a result. A promotion written without its `=` (`e8Q`)
    /// is one; the message shows how it is written.
    #[error("unreadable move \"{0}\"{hint}", hint = promotion_hint(.0))]
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
    /// The game is of a variant other than standard chess and Chess960,
    /// by the name its `Variant` tag gives: the Laws of chess cannot judge
    /// it, so it is not read as standard chess.
    #[error("the game is {0}; tactus reads standard chess and Chess960")]
    Variant(String),
    /// A null move (`--`, `Z0`, `0000`, `@@@@`, an analysis placeholder,
    /// no move under the Laws) where none can be read: by a player in
    /// check, or in a game that is to be played on or reviewed.
    #[error("null move \"{0}\": no move under the Laws, an analysis placeholder")]
    NullMove(String),
    /// The movetext ends without a result.
    #[error(
        "the movetext ends without a result (1-0, 0-1, 1/2-1/2 or *); the file may be truncated"
    )]
    NoResult,
    /// The text cannot be read as PGN at all (an unterminated comment or tag).
    #[error("not PGN: {0}")]
    Syntax(String),
}

/// For a token that is a pawn's move to the last rank with the piece
/// letter but without `=` (`e8Q`, `bxa1n+`), the hint of how SAN writes
/// it; else nothing.
fn promotion_hint(token: &str) -> String {
    promotion_written(token)
        .map(|written| format!(" (a promotion is written with =, as {written})"))
        .unwrap_or_default()
}

/// How SAN writes `token` when it is a pawn's move to the last rank with
/// the piece letter but without `=`: `e8Q` is `e8=Q`, `bxa1n+` is
/// `bxa1=N+`.
pub fn promotion_written(token: &str) -> Option<String> {
    let b = token.as_bytes();
    let (body, mark) = match b {
        [body @ .., m @ (b'+' | b'#')] => (body, Some(char::from(*m))),
        _ => (b, None),
    };
    let file = |c: u8| (b'a'..=b'h').contains(&c);
    let square = match body {
        [f, r, _] | [_, b'x', f, r, _] => [*f, *r],
        _ => return None,
    };
    let first = body[0];
    let piece = body[body.len() - 1].to_ascii_uppercase();
    let capture_ok = body.len() == 3 || (file(first) && first.abs_diff(square[0]) == 1);
    if !file(first)
        || !file(square[0])
        || !matches!(square[1], b'1' | b'8')
        || !matches!(piece, b'N' | b'B' | b'R' | b'Q')
        || !capture_ok
    {
        return None;
    }
    let written = &token[..body.len() - 1];
    let mark = mark.map(String::from).unwrap_or_default();
    Some(format!("{written}={}{mark}", char::from(piece)))
}

/// The main line's move at index `ply` (0 is the first) of the game in
/// `game`, as the file writes it (`Z0`, `0000`, `e2-e4`), made fit for a
/// one-line message; `None` where the game has no such move.
pub fn written_move(game: &[u8], ply: usize) -> Option<String> {
    lex::move_token(game, ply).map(token_text)
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
    parse_clock_bytes(text.as_bytes())
}

/// [`parse_clock`] on bytes, in one pass: `h:mm:ss` with 1 to 9 digits of
/// hours and 1 or 2 of minutes and seconds (both below 60), then, after the
/// first `.`, one or more digits of which the first three count.
fn parse_clock_bytes(text: &[u8]) -> Option<Millis> {
    let (h, rest) = digits(text, 9)?;
    let (m, rest) = digits(rest.strip_prefix(b":")?, 2)?;
    let (s, rest) = digits(rest.strip_prefix(b":")?, 2)?;
    if m >= 60 || s >= 60 {
        return None;
    }
    let mut ms = ((h * 60 + m) * 60 + s) * 1000;
    match rest {
        [] => {}
        [b'.', frac @ ..] => {
            if frac.is_empty() || !frac.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let mut scale = 100;
            for &b in frac.iter().take(3) {
                ms += u64::from(b - b'0') * scale;
                scale /= 10;
            }
        }
        _ => return None,
    }
    Some(ms)
}

/// The number written by the 1 to `max_len` ASCII digits that start
/// `text`, and the rest; `None` if there are none or more.
fn digits(text: &[u8], max_len: usize) -> Option<(u64, &[u8])> {
    let len = text.iter().take_while(|b| b.is_ascii_digit()).count();
    if len == 0 || len > max_len {
        return None;
    }
    let value = text[..len]
        .iter()
        .fold(0, |n, &b| n * 10 + u64::from(b - b'0'));
    Some((value, &text[len..]))
}

/// The `%clk` and `%emt` readings of a comment (the first readable command
/// of each name), as [`command`] and [`parse_clock`] read them, in one pass
/// over the bytes. A comment that is not UTF-8 has none.
pub(crate) fn clock_commands(comment: &[u8]) -> (Option<Millis>, Option<Millis>) {
    // The usual comment, ` [%clk 1:29:56.5] `, in one go: it is ASCII, the
    // value has no white space to trim, and no other command follows.
    if let Some(ms) = usual_clock_comment(comment) {
        return (Some(ms), None);
    }
    let lead = comment.iter().take_while(|&&b| b == b' ').count();
    if let Some(rest) = comment[lead..].strip_prefix(b"[%clk ") {
        let len = rest
            .iter()
            .take_while(|&&b| b.is_ascii_digit() || b == b':' || b == b'.')
            .count();
        if rest.get(len) == Some(&b']') && rest[len + 1..].iter().all(|&b| b == b' ') {
            return (parse_clock_bytes(&rest[..len]), None);
        }
    }
    // The first command of each name, read or not.
    let (mut clk, mut emt): (Option<Option<Millis>>, Option<Option<Millis>>) = (None, None);
    if !comment.is_ascii() && std::str::from_utf8(comment).is_err() {
        return (None, None);
    }
    let mut rest = comment;
    while let Some(at) = rest.iter().position(|&b| b == b'[') {
        if rest.get(at + 1) != Some(&b'%') {
            rest = &rest[at + 1..];
            continue;
        }
        rest = &rest[at + 2..];
        let Some(end) = rest.iter().position(|&b| b == b']') else {
            break;
        };
        let body = &rest[..end];
        let (slot, value) = match body {
            [b'c', b'l', b'k', value @ ..] => (&mut clk, value),
            [b'e', b'm', b't', value @ ..] => (&mut emt, value),
            _ => {
                rest = &rest[end..];
                continue;
            }
        };
        if slot.is_none()
            && let Some(value) = command_value(value)
        {
            *slot = Some(parse_clock_bytes(value));
        }
        if clk.is_some() && emt.is_some() {
            break;
        }
        rest = &rest[end..];
    }
    (clk.flatten(), emt.flatten())
}

/// The reading of a comment that is exactly `[%clk h:mm:ss]` or
/// `[%clk hh:mm:ss]`, with a fraction of one to three digits or none, and
/// spaces before and after: the shape of every clock comment tactus and
/// the usual servers write, read at fixed places without a loop. `None`
/// for any other text, even one [`clock_commands`] reads.
fn usual_clock_comment(comment: &[u8]) -> Option<Millis> {
    let mut c = comment;
    while let [b' ', rest @ ..] = c {
        c = rest;
    }
    while let [rest @ .., b' '] = c {
        c = rest;
    }
    let [b'[', b'%', b'c', b'l', b'k', b' ', value @ .., b']'] = c else {
        return None;
    };
    // Hours of one or two digits, then `:mm:ss` at fixed places.
    let (h, rest) = match value {
        [h, b':', rest @ ..] => (digit(*h)?, rest),
        [h1, h2, b':', rest @ ..] => (digit(*h1)? * 10 + digit(*h2)?, rest),
        _ => return None,
    };
    let [m1, m2, b':', s1, s2, frac @ ..] = rest else {
        return None;
    };
    let m = sixty(*m1)? * 10 + digit(*m2)?;
    let s = sixty(*s1)? * 10 + digit(*s2)?;
    let frac = match frac {
        [] => 0,
        [b'.', f1] => digit(*f1)? * 100,
        [b'.', f1, f2] => digit(*f1)? * 100 + digit(*f2)? * 10,
        [b'.', f1, f2, f3] => digit(*f1)? * 100 + digit(*f2)? * 10 + digit(*f3)?,
        _ => return None,
    };
    Some(((h * 60 + m) * 60 + s) * 1000 + frac)
}

/// The value of an ASCII digit.
fn digit(b: u8) -> Option<u64> {
    let d = b.wrapping_sub(b'0');
    (d < 10).then_some(u64::from(d))
}

/// The value of the first digit of minutes or seconds (0 to 5).
fn sixty(b: u8) -> Option<u64> {
    let d = b.wrapping_sub(b'0');
    (d < 6).then_some(u64::from(d))
}

/// The value of a command after its name: it must start with white space,
/// which is trimmed off both ends (as `str::trim`).
fn command_value(value: &[u8]) -> Option<&[u8]> {
    // Unicode white space in ASCII is this set (with U+000B); anything
    // else non-ASCII goes through `str`.
    let ascii_space = |b: &u8| matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r');
    if value.is_ascii() {
        if !value.first().is_some_and(ascii_space) {
            return None;
        }
        let start = value
            .iter()
            .position(|b| !ascii_space(b))
            .unwrap_or(value.len());
        let end = value
            .iter()
            .rposition(|b| !ascii_space(b))
            .map_or(start, |e| e + 1);
        return Some(&value[start..end]);
    }
    // Valid UTF-8: the comment is, and the value is cut at ASCII bytes.
    let text = std::str::from_utf8(value).ok()?;
    text.starts_with(char::is_whitespace)
        .then(|| text.trim().as_bytes())
}

/// The value of a `[%name value]` command in a comment, if there is one.
#[cfg(test)]
fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
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

#[cfg(test)]
mod tests;
