//! The themes of Lichess puzzles: their keys (`fork`, `mateIn2`), which
//! are mate themes, and the words of a key that has no translation.
//!
//! The 30 themes the shipped puzzles have most often ([`TRANSLATED`]) and
//! the other 43 they have ([`OTHERS`]) are translated in
//! `locales/*/puzzles.ftl` (`theme-fork = fork`, `Gabel`, `ataque doble`);
//! any other (a file of the player's may have newer ones) is said as its
//! key's words (`discoveredCheck`: "discovered check").

/// The 30 themes the shipped puzzles have most often, most often first:
/// each has its words in every language (`theme-KEY` in `puzzles.ftl`).
pub const TRANSLATED: [&str; 30] = [
    "short",
    "endgame",
    "middlegame",
    "crushing",
    "mate",
    "advantage",
    "long",
    "oneMove",
    "mateIn1",
    "master",
    "mateIn2",
    "fork",
    "kingsideAttack",
    "veryLong",
    "sacrifice",
    "defensiveMove",
    "advancedPawn",
    "pin",
    "rookEndgame",
    "discoveredAttack",
    "opening",
    "quietMove",
    "deflection",
    "hangingPiece",
    "pawnEndgame",
    "attraction",
    "backRankMate",
    "mateIn3",
    "exposedKing",
    "promotion",
];

/// The other 43 themes of the shipped puzzles, most often first (ties in
/// the order of their keys): they have
/// their words in every language too.
pub const OTHERS: [&str; 43] = [
    "discoveredCheck",
    "skewer",
    "queensideAttack",
    "bishopEndgame",
    "clearance",
    "pillsburysMate",
    "intermezzo",
    "masterVsMaster",
    "queenEndgame",
    "operaMate",
    "zugzwang",
    "trappedPiece",
    "knightEndgame",
    "queenRookEndgame",
    "attackingF2F7",
    "doubleCheck",
    "capturingDefender",
    "mateIn4",
    "epauletteMate",
    "smotheredMate",
    "interference",
    "xRayAttack",
    "equality",
    "hookMate",
    "cornerMate",
    "morphysMate",
    "enPassant",
    "anastasiaMate",
    "arabianMate",
    "collinearMove",
    "swallowstailMate",
    "dovetailMate",
    "mateIn5",
    "triangleMate",
    "bodenMate",
    "doubleBishopMate",
    "killBoxMate",
    "blindSwineMate",
    "castling",
    "vukovicMate",
    "superGM",
    "balestraMate",
    "underPromotion",
];

/// Whether `theme` makes a puzzle a mate puzzle: `mate`, `mateIn1` to
/// `mateIn5` (Lichess's `mateIn5` is five or more).
pub fn is_mate(theme: &str) -> bool {
    theme == "mate"
        || theme
            .strip_prefix("mateIn")
            .is_some_and(|n| matches!(n, "1" | "2" | "3" | "4" | "5"))
}

/// The words of a theme's key: its camel case parts in small letters
/// (`discoveredCheck`: "discovered check", `attackingF2F7`: "attacking f2
/// f7").
pub fn key_words(key: &str) -> String {
    let mut words = String::with_capacity(key.len() + 4);
    let mut previous: Option<char> = None;
    for c in key.chars() {
        let starts_word = previous.is_some_and(|p| {
            (c.is_ascii_uppercase() && !p.is_ascii_uppercase())
                || (c.is_ascii_digit() && !p.is_ascii_digit() && !p.is_ascii_uppercase())
        });
        if starts_word {
            words.push(' ');
        }
        words.push(c.to_ascii_lowercase());
        previous = Some(c);
    }
    words
}

/// Whether the themes of a row (`themes`, separated by spaces) hold
/// `theme`, compared without regard to case.
pub fn has_theme(themes: &str, theme: &str) -> bool {
    themes
        .split_whitespace()
        .any(|t| t.eq_ignore_ascii_case(theme))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_themes_are_mate_and_mate_in_one_to_five() {
        for t in ["mate", "mateIn1", "mateIn2", "mateIn5"] {
            assert!(is_mate(t), "{t}");
        }
        for t in ["backRankMate", "mateIn6", "mateIn", "fork"] {
            assert!(!is_mate(t), "{t}");
        }
    }

    #[test]
    fn an_untranslated_key_is_said_as_its_words() {
        assert_eq!(key_words("discoveredCheck"), "discovered check");
        assert_eq!(key_words("xRayAttack"), "x ray attack");
        assert_eq!(key_words("mateIn4"), "mate in 4");
        assert_eq!(key_words("attackingF2F7"), "attacking f2 f7");
        assert_eq!(key_words("zugzwang"), "zugzwang");
    }

    #[test]
    fn themes_are_found_without_regard_to_case() {
        assert!(has_theme("crushing fork middlegame", "Fork"));
        assert!(!has_theme("crushing forks", "fork"));
    }
}
