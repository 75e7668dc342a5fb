//! The words of a review walked in the game (`review` in `tactus tty` and
//! the window's command line): `next`, `back`, `go 23` (`go 23 black`,
//! `go 23...`, `go 23b`: Black's move), `line` (`line all`), `again`,
//! `learn`, `review off`, and `stop` while the engine still works, in every
//! language. They are read before the game's commands while a review is
//! open, so that German `zurück` goes back a moment there (not a take-back)
//! and Spanish `línea` alone is the best line (not a scan).

use shakmaty::Color;

use crate::notation::vocabulary::{Group, find};

/// A half-move as a player names it: its number, and the side when one
/// was named (`go 23 black`); without one the player's own move, else
/// White's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Half {
    /// The move number.
    pub number: u32,
    /// The side named, if any.
    pub side: Option<Color>,
}

/// A step through a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// To the next key moment.
    Next,
    /// To the key moment before.
    Back,
    /// To the half-move named.
    Go(Half),
    /// The engine's best line from the moment's position: its beginning,
    /// or all of it (`line all`).
    Line {
        /// Whether the whole line is asked for.
        all: bool,
    },
    /// The moment said again.
    Again,
    /// The engine's work ended, what is done reviewed.
    Stop,
    /// Back to the game.
    Leave,
    /// A lesson from the review's mistakes.
    Learn,
}

/// The step `line` asks for while a review is open, if it is one: the
/// words are `input.ftl`'s `review-` messages.
pub fn step(line: &str) -> Option<Step> {
    let step = match find(Group::Review, line) {
        Some("next") => Some(Step::Next),
        Some("back") => Some(Step::Back),
        Some("line") => Some(Step::Line { all: false }),
        Some("again") => Some(Step::Again),
        Some("stop") => Some(Step::Stop),
        Some("leave") => Some(Step::Leave),
        Some("learn") => Some(Step::Learn),
        _ => None,
    };
    if step.is_some() {
        return step;
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let (last, first) = words.split_last()?;
    let head = first.join(" ");
    if find(Group::Review, &head) == Some("line") && find(Group::Argument, last) == Some("all") {
        return Some(Step::Line { all: true });
    }
    (1..words.len()).find_map(|cut| {
        let go = find(Group::Review, &words[..cut].join(" ")) == Some("go");
        go.then(|| half(&words[cut..])).flatten().map(Step::Go)
    })
}

/// The half-move `words` name: a number, and the side after it or on
/// it (`23 black`, `23 schwarz`, `23...`, `23 ...`, `23b`, `23.`).
fn half(words: &[&str]) -> Option<Half> {
    let (first, rest) = words.split_first()?;
    let digits = first
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(first.len());
    let number: u32 = first[..digits].parse().ok().filter(|n| *n > 0)?;
    let mut tail = first[digits..].to_owned();
    if let Some(word) = rest.first() {
        tail.push(' ');
        tail.push_str(word);
    }
    if rest.len() > 1 {
        return None;
    }
    let tail = tail.trim();
    let dots = tail.trim_start_matches(['.', '…']);
    let side = if tail.is_empty() || tail == "." {
        None
    } else if dots.is_empty() {
        // `23...` (or `23…`) is Black's move; `23.` is the number alone.
        Some(Color::Black)
    } else {
        let word = dots.trim();
        match find(Group::Side, word) {
            Some("white") => Some(Color::White),
            Some("black") => Some(Color::Black),
            _ => return None,
        }
    };
    Some(Half { number, side })
}

#[cfg(test)]
mod tests {
    use super::{Half, Step, step};
    use shakmaty::Color;

    fn go(number: u32, side: Option<Color>) -> Step {
        Step::Go(Half { number, side })
    }

    #[test]
    fn each_step_is_read_in_every_language() {
        for (line, want) in [
            ("next", Step::Next),
            ("Weiter", Step::Next),
            ("siguiente", Step::Next),
            ("back", Step::Back),
            ("zurück", Step::Back),
            ("atrás", Step::Back),
            ("go 23", go(23, None)),
            ("go 23.", go(23, None)),
            ("gehe 5", go(5, None)),
            ("ir a 12", go(12, None)),
            ("line", Step::Line { all: false }),
            ("línea", Step::Line { all: false }),
            ("Variante", Step::Line { all: false }),
            ("line all", Step::Line { all: true }),
            ("Variante alle", Step::Line { all: true }),
            ("línea todo", Step::Line { all: true }),
            ("again", Step::Again),
            ("stop", Step::Stop),
            ("review off", Step::Leave),
            ("Analyse  aus", Step::Leave),
            ("terminar", Step::Leave),
            ("learn", Step::Learn),
            ("lernen", Step::Learn),
            ("aprender", Step::Learn),
        ] {
            assert_eq!(step(line), Some(want), "{line:?}");
        }
    }

    #[test]
    fn every_way_of_naming_a_half_move_is_read() {
        let black = Some(Color::Black);
        let white = Some(Color::White);
        for (line, want) in [
            ("go 3 black", go(3, black)),
            ("go 3...", go(3, black)),
            ("go 3 ...", go(3, black)),
            ("go 3…", go(3, black)),
            ("go 3b", go(3, black)),
            ("go 3B", go(3, black)),
            ("go 3 b", go(3, black)),
            ("go 3 white", go(3, white)),
            ("go 3w", go(3, white)),
            ("gehe 3 schwarz", go(3, black)),
            ("gehe 3 Weiß", go(3, white)),
            ("ir a 3 negras", go(3, black)),
            ("ir 3 blancas", go(3, white)),
        ] {
            assert_eq!(step(line), Some(want), "{line:?}");
        }
    }

    #[test]
    fn the_games_commands_and_bad_numbers_are_no_step() {
        for line in [
            "b",
            "e4",
            "s e",
            "línea e",
            "go",
            "go 0",
            "go x",
            "undo",
            "p",
            "go 3 x",
            "go 3 black white",
            "go 3..x",
            "go b3",
            "line e",
        ] {
            assert_eq!(step(line), None, "{line:?}");
        }
    }
}
