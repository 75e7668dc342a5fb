//! The words of a review walked in the game (`review` in `tactus tty` and
//! the window's command line): `next`, `back`, `go 23`, `line`, `again`,
//! `learn`, `review off`, and `stop` while the engine still works, in every
//! language. They are read before the game's commands while a review is
//! open, so that German `zurück` goes back a moment there (not a take-back)
//! and Spanish `línea` alone is the best line (not a scan).

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

const NEXT: &[&str] = &[
    "next",
    "weiter",
    "nächster",
    "naechster",
    "nächste",
    "siguiente",
];
const BACK: &[&str] = &[
    "back", "previous", "prev", "zurück", "zurueck", "voriger", "vorige", "atrás", "atras",
    "anterior",
];
const GO: &[&str] = &["go", "gehe", "geh", "zu", "ir", "ir a"];
const LINE: &[&str] = &[
    "line", "best", "variante", "beste", "línea", "linea", "mejor",
];
const AGAIN: &[&str] = &[
    "again",
    "repeat",
    "nochmal",
    "wiederholen",
    "repetir",
    "otra vez",
];
const LEARN: &[&str] = &["learn", "lernen", "üben", "ueben", "aprender"];
const STOP: &[&str] = &["stop", "stopp", "halt", "parar", "detener"];
const LEAVE: &[&str] = &[
    "review off",
    "done",
    "end",
    "analyse aus",
    "fertig",
    "ende",
    "análisis apagado",
    "analisis apagado",
    "análisis no",
    "terminar",
    "fin",
];

/// The step `line` asks for while a review is open, if it is one.
pub fn step(line: &str) -> Option<Step> {
    let text = line.trim().to_lowercase();
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let is = |words: &[&str]| words.contains(&text.as_str());
    if is(NEXT) {
        return Some(Step::Next);
    }
    if is(BACK) {
        return Some(Step::Back);
    }
    if is(LINE) {
        return Some(Step::Line);
    }
    if is(AGAIN) {
        return Some(Step::Again);
    }
    if is(STOP) {
        return Some(Step::Stop);
    }
    if is(LEAVE) {
        return Some(Step::Leave);
    }
    if is(LEARN) {
        return Some(Step::Learn);
    }
    let (word, number) = text.rsplit_once(' ')?;
    let number: u32 = number.trim_end_matches('.').parse().ok()?;
    (GO.contains(&word) && number > 0).then_some(Step::Go(number))
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
