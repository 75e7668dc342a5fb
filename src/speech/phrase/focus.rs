//! An utterance with what a screen reader still needs to be told of it.
//!
//! A screen reader reads the object it focuses by itself: the board
//! window's cell under the cursor is labelled with the square as felt, so
//! when the focus moves there with the cursor, saying the square again
//! would be heard twice. What is left of such an utterance (nothing for
//! the square the cursor moved to, "From the start" for a wrap onto it)
//! is worded here, with the utterance, once; the window only chooses
//! between the two by whether the focus moved.

use shakmaty::Color;

use super::Phrases;
use crate::event::Event;
use crate::rules::tactile::Outcome;
use crate::speech::Utterance;

/// An utterance as a front end hands it to every medium: the words the
/// voice says, and those a screen reader must still be told when its
/// focus moved to the cursor's square with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Uttered {
    /// The utterance, as the voice says it and the transcript keeps it.
    pub utterance: Utterance,
    /// Its words beyond the focus: none for the square the cursor moved
    /// to, only "From the start" for a wrap onto it, all of them for
    /// anything else (moves, answers, refusals, the cursor at the edge).
    pub beyond_focus: String,
}

impl Uttered {
    /// An utterance that is all news to a screen reader: a front end's own
    /// sentence (a gamepad connected, the help), which no focus says.
    pub fn plain(utterance: Utterance) -> Uttered {
        let beyond_focus = utterance.text.clone();
        Uttered {
            utterance,
            beyond_focus,
        }
    }

    /// The words a screen reader is to be told: those beyond the focus
    /// when the focus moved with this utterance (`focus_moved`), all of
    /// them otherwise (a jump to the square the cursor is on: the focus
    /// stays, and the screen reader says nothing by itself).
    pub fn for_screen_reader(&self, focus_moved: bool) -> &str {
        if focus_moved {
            &self.beyond_focus
        } else {
            &self.utterance.text
        }
    }
}

impl Phrases {
    /// The utterance of `event` as heard by `listener`
    /// ([`Phrases::utterance`]), with its words beyond the focus.
    pub fn uttered(&self, event: &Event, listener: Option<Color>) -> Uttered {
        let utterance = self.utterance(event, listener);
        let beyond_focus = match event {
            Event::Cursor {
                outcome: Outcome::Moved(_),
                ..
            } => String::new(),
            Event::Cursor {
                outcome: Outcome::Wrapped(_),
                ..
            } => self.cursor_wrapped(),
            _ => utterance.text.clone(),
        };
        Uttered {
            utterance,
            beyond_focus,
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Board, Chess, Move, Position, Role, Square};

    use super::*;
    use crate::notation::{Lang, Style};
    use crate::rules::tactile::Feel;

    fn words(event: &Event, focus_moved: bool) -> String {
        let phrases = Phrases::new(Style::default(), Lang::En, false);
        phrases
            .uttered(event, None)
            .for_screen_reader(focus_moved)
            .to_owned()
    }

    fn cursor(outcome: Outcome) -> Event {
        Event::Cursor {
            feel: Feel::of(&Board::default(), Square::E4),
            outcome,
        }
    }

    #[test]
    fn the_square_the_focus_moved_to_is_left_to_the_screen_reader() {
        assert_eq!(words(&cursor(Outcome::Moved(Square::E4)), true), "");
    }

    #[test]
    fn a_wrap_says_only_that_it_wrapped() {
        assert_eq!(
            words(&cursor(Outcome::Wrapped(Square::E4)), true),
            "From the start"
        );
        let phrases = Phrases::new(Style::default(), Lang::De, false);
        let wrapped = phrases.uttered(&cursor(Outcome::Wrapped(Square::E4)), None);
        assert_eq!(wrapped.beyond_focus, phrases.cursor_wrapped());
        assert_ne!(wrapped.beyond_focus, "From the start");
    }

    #[test]
    fn a_cursor_that_did_not_move_the_focus_is_said_in_full() {
        // A jump to the square it is on, the edge, nothing found: the focus
        // stays, the screen reader says nothing by itself.
        assert!(words(&cursor(Outcome::Moved(Square::E4)), false).starts_with("e4"));
        assert!(
            words(&cursor(Outcome::Wrapped(Square::E4)), false).starts_with("From the start: e4")
        );
        assert_eq!(words(&cursor(Outcome::Edge), true), "Edge");
        assert_eq!(words(&cursor(Outcome::NotFound), true), "None found");
    }

    #[test]
    fn moves_and_squares_asked_for_are_said_in_full() {
        let before = Chess::default();
        let mv = Move::Normal {
            role: Role::Pawn,
            from: Square::E2,
            capture: None,
            to: Square::E4,
            promotion: None,
        };
        assert!(before.is_legal(mv));
        let made = Event::MoveMade {
            before,
            mv,
            check: false,
            checkmate: false,
        };
        let phrases = Phrases::new(Style::default(), Lang::En, false);
        let uttered = phrases.uttered(&made, None);
        assert_eq!(uttered.utterance, phrases.utterance(&made, None));
        assert_eq!(uttered.beyond_focus, uttered.utterance.text);
        assert!(words(&made, true).contains("e4"));
        let square = Event::Square {
            square: Square::E4,
            piece: None,
        };
        assert!(words(&square, true).starts_with("e4"));
    }

    #[test]
    fn a_front_ends_own_sentence_is_all_news() {
        let said = Utterance {
            priority: crate::speech::Priority::Normal,
            kind: crate::speech::Kind::Info,
            text: "Zoom 150 percent.".into(),
            moves: Vec::new(),
        };
        let uttered = Uttered::plain(said);
        assert_eq!(uttered.for_screen_reader(true), "Zoom 150 percent.");
        assert_eq!(uttered.for_screen_reader(false), "Zoom 150 percent.");
    }
}
