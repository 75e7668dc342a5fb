//! Which game of chess a PGN's `Variant` tag names: standard chess,
//! Chess960 (Appendix F of the 2008 Laws, Guidelines II of the 2023 Laws),
//! or another variant, which tactus refuses by its name rather than judge
//! it by the Laws of standard chess.
//!
//! The names are those other programs write, read as python-chess reads
//! them (any case): `Chess960`, `chess 960`, `fischerandom` (cutechess),
//! `Fischerandom`, `fischer random`; `Standard`, `Chess`, `Classical`,
//! `Normal`, `From Position` (lichess, for a game set up from a position).
//!
//! ```
//! use tactus::rules::variant::Variant;
//!
//! assert_eq!(Variant::from_pgn_tag("fischerandom"), Variant::Chess960);
//! assert_eq!(Variant::from_pgn_tag("From Position"), Variant::Standard);
//! assert_eq!(
//!     Variant::from_pgn_tag("Antichess"),
//!     Variant::Other("Antichess".to_owned())
//! );
//! ```

use shakmaty::CastlingMode;

/// The game a `Variant` tag names.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Variant {
    /// Standard chess, as the Laws have it (also a game without the tag).
    #[default]
    Standard,
    /// Chess960: the pieces of the first rank set up in one of 960 ways,
    /// castling to the squares of standard castling.
    Chess960,
    /// Another variant (Antichess, Crazyhouse, Atomic, …), by the name the
    /// tag gives it.
    Other(String),
}

/// The names of Chess960, lower case.
const CHESS960: [&str; 5] = [
    "chess960",
    "chess 960",
    "fischerandom",
    "fischerrandom",
    "fischer random",
];

/// The names of standard chess, lower case.
const STANDARD: [&str; 7] = [
    "",
    "standard",
    "chess",
    "classical",
    "normal",
    "illegal",
    "from position",
];

impl Variant {
    /// The variant a `Variant` tag's value names.
    pub fn from_pgn_tag(value: &str) -> Variant {
        let name = value.trim();
        let lower = name.to_lowercase();
        if CHESS960.contains(&lower.as_str()) {
            Variant::Chess960
        } else if STANDARD.contains(&lower.as_str()) {
            Variant::Standard
        } else {
            Variant::Other(name.to_owned())
        }
    }

    /// How castling is played in the variant, if tactus plays it.
    pub fn castling_mode(&self) -> Option<CastlingMode> {
        match self {
            Variant::Standard => Some(CastlingMode::Standard),
            Variant::Chess960 => Some(CastlingMode::Chess960),
            Variant::Other(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_other_programs_write_them() {
        for name in [
            "Chess960",
            "chess 960",
            "fischerandom",
            "Fischerandom",
            "Fischer Random",
            " CHESS960 ",
        ] {
            assert_eq!(Variant::from_pgn_tag(name), Variant::Chess960, "{name}");
        }
        for name in ["Standard", "standard", "From Position", "Chess", ""] {
            assert_eq!(Variant::from_pgn_tag(name), Variant::Standard, "{name}");
        }
        for name in [
            "Antichess",
            "Crazyhouse",
            "Atomic",
            "King of the Hill",
            "Three-check",
            "Horde",
            "Racing Kings",
            "suicide",
        ] {
            assert_eq!(
                Variant::from_pgn_tag(name),
                Variant::Other(name.to_owned()),
                "{name}"
            );
            assert_eq!(Variant::from_pgn_tag(name).castling_mode(), None);
        }
    }
}
