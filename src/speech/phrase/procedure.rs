//! The Appendix E move procedure in sentences: a piece lifted, placed,
//! a move made or corrected, the clock pressed.

use super::Phrases;
use crate::{
    event::Notice,
    notation::render::{move_words, piece_words, role_words, square_words},
    speech::{Kind, Priority},
};

impl Phrases {
    /// The Appendix E move procedure on the board: lift, place, press the clock.
    pub(super) fn procedure(&self, notice: &Notice) -> (Priority, Kind, String) {
        use Notice as N;
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        match notice {
            N::Lifted(at) => info(self.say(
                "lifted",
                vec![
                    (
                        "piece",
                        piece_words(at.piece, self.board_style(), self.lang).into(),
                    ),
                    (
                        "square",
                        square_words(at.square, self.board_style(), self.lang).into(),
                    ),
                ],
            )),
            N::ClockPressed => info(self.say("clock-pressed", vec![])),
            N::PutBack(at) | N::Touched { at, .. } => {
                let mut args = vec![
                    (
                        "piece",
                        piece_words(at.piece, self.board_style(), self.lang).into(),
                    ),
                    (
                        "square",
                        square_words(at.square, self.board_style(), self.lang).into(),
                    ),
                ];
                match notice {
                    N::Touched { must_capture, .. } => {
                        args.push(("must", if *must_capture { "yes" } else { "no" }.into()));
                        info(self.say("touched", args))
                    }
                    _ => info(self.say("put-back", args)),
                }
            }
            N::Placed { before, mv } => info(self.say(
                "placed",
                vec![(
                    "move",
                    move_words(before, *mv, self.style, self.lang, self.long).into(),
                )],
            )),
            N::PromotionNeeded { to } => info(self.say(
                "promotion-needed",
                vec![(
                    "square",
                    square_words(*to, self.board_style(), self.lang).into(),
                )],
            )),
            N::PromotionChoice { role } => info(self.say(
                "promotion-choice",
                vec![(
                    "piece",
                    role_words(*role, self.board_style(), self.lang).into(),
                )],
            )),
            N::NotYourMove => (
                Priority::Now,
                Kind::Refusal,
                self.say("not-your-move", vec![]),
            ),
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }
}
