//! The words of a review walked in the game (`review` in `tactus tty` and
//! the window's command line): `next`, `back`, `go 23`, `line`, `again`,
//! `learn`, `review off`, and `stop` while the engine still works, in every
//! language. They are read before the game's commands while a review is
//! open, so that German `zurück` goes back a moment there (not a take-back)
//! and Spanish `línea` alone is the best line (not a scan).

use crate::notation::vocabulary::{Group, find};

/// A step through a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// To the next key moment.
    Next,
    /// To the key moment before.
    Back,
    /// To the move of this number (White's, else Black's).
    Go(u32),
    /// The engine's best line from the moment's position.
    Line,
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
        Some("line") => Some(Step::Line),
        Some("again") => Some(Step::Again),
        Some("stop") => Some(Step::Stop),
        Some("leave") => Some(Step::Leave),
        Some("learn") => Some(Step::Learn),
        _ => None,
    };
    if step.is_some() {
        return step;
    }
    let text = line.split_whitespace().collect::<Vec<_>>().join(" ");
    let (word, number) = text.rsplit_once(' ')?;
    let number: u32 = number.trim_end_matches('.').parse().ok()?;
    (find(Group::Review, word) == Some("go") && number > 0).then_some(Step::Go(number))
}

#[cfg(test)]
mod tests {
    use super::{Step, step};

    #[test]
    fn each_step_is_read_in_every_language() {
        for (line, want) in [
            ("next", Step::Next),
            ("Weiter", Step::Next),
            ("siguiente", Step::Next),
            ("back", Step::Back),
            ("zurück", Step::Back),
            ("atrás", Step::Back),
            ("go 23", Step::Go(23)),
            ("gehe 5", Step::Go(5)),
            ("ir a 12", Step::Go(12)),
            ("line", Step::Line),
            ("línea", Step::Line),
            ("Variante", Step::Line),
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
    fn the_games_commands_and_bad_numbers_are_no_step() {
        for line in [
            "b", "e4", "s e", "línea e", "go", "go 0", "go x", "undo", "p",
        ] {
            assert_eq!(step(line), None, "{line:?}");
        }
    }
}
