//! The board window's events in sentences: the finger's moves, scans and
//! squares felt.

use super::Phrases;
use crate::{
    notation::render::{piece_words, square_words},
    rules::tactile::{Direction, Feel, Outcome, Ray},
};

fn direction_key(d: Direction) -> &'static str {
    match d {
        Direction::Up => "up",
        Direction::Down => "down",
        Direction::Left => "left",
        Direction::Right => "right",
        Direction::UpLeft => "up-left",
        Direction::UpRight => "up-right",
        Direction::DownLeft => "down-left",
        Direction::DownRight => "down-right",
    }
}

impl Phrases {
    /// Where the finger went: the square as felt, "Edge", "None found", or
    /// "From the start: …" after a wrap.
    pub fn cursor(&self, feel: &Feel, outcome: Outcome) -> String {
        match outcome {
            Outcome::Moved(_) => self.square(feel.square, feel.piece),
            Outcome::Wrapped(_) => {
                let square = self.square(feel.square, feel.piece);
                self.say("cursor-wrapped", vec![("square", square.into())])
            }
            Outcome::Edge => self.say("cursor-edge", vec![]),
            Outcome::NotFound => self.say("cursor-not-found", vec![]),
        }
    }

    /// The wrap alone, "From the start", for a screen reader that reads the
    /// square the cursor wrapped to from its focus.
    pub fn cursor_wrapped(&self) -> String {
        self.say("cursor-wrapped-alone", vec![])
    }

    /// One square, briefly: "f5 empty", "g6 black pawn".
    pub fn felt(&self, feel: &Feel) -> String {
        let square = square_words(feel.square, self.board_style(), self.lang);
        match feel.piece {
            None => self.say("felt-empty", vec![("square", square.into())]),
            Some(p) => self.say(
                "felt-piece",
                vec![
                    ("square", square.into()),
                    (
                        "piece",
                        piece_words(p, self.board_style(), self.lang).into(),
                    ),
                ],
            ),
        }
    }

    /// Squares felt in a row, or "Nothing there".
    pub fn felt_list(&self, feels: &[Feel]) -> String {
        if feels.is_empty() {
            return self.say("scan-nothing", vec![]);
        }
        let parts: Vec<String> = feels.iter().map(|f| self.felt(f)).collect();
        parts.join(", ")
    }

    /// A scan: "up right: f5 empty, g6 black pawn; down right: …".
    pub fn scan(&self, rays: &[Ray]) -> String {
        if rays.is_empty() {
            return self.say("scan-nothing", vec![]);
        }
        let parts: Vec<String> = rays
            .iter()
            .map(|ray| {
                let direction = self.say(
                    "direction",
                    vec![("d", direction_key(ray.direction).into())],
                );
                self.say(
                    "scan-ray",
                    vec![
                        ("direction", direction.into()),
                        ("squares", self.felt_list(&ray.squares).into()),
                    ],
                )
            })
            .collect();
        parts.join("; ")
    }
}
