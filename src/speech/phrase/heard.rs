//! What was heard, in sentences: the move said back ("Knight f3?"), the
//! moves to choose from ("Knight f3 or knight d3?"), nothing understood,
//! a command heard asked before it is done. In the interface language and
//! style, though the words heard are English.

use shakmaty::Move;

use super::Phrases;
use crate::event::HeardNotice;
use crate::notation::heard::Word;
use crate::notation::question::or_list;
use crate::notation::render::{move_words, role_words, square_words};
use crate::notation::{Style, format_message};
use crate::speech::{Kind, Priority};

impl Phrases {
    /// The sentence for what the session says of a phrase heard.
    pub(super) fn heard(&self, notice: &HeardNotice) -> (Priority, Kind, String) {
        let asked = |text: String| (Priority::Now, Kind::Info, text);
        match notice {
            HeardNotice::Move { before, mv } => {
                let words = move_words(before, *mv, self.style, self.lang, self.long);
                asked(self.say("heard-move", vec![("move", words.into())]))
            }
            HeardNotice::Which { before, moves } => {
                let words: Vec<String> = moves
                    .iter()
                    .enumerate()
                    .map(|(i, mv)| self.in_sentence(before, *mv, i > 0))
                    .collect();
                let or = format_message(self.lang, "or", &[]);
                asked(self.say("heard-which", vec![("moves", or_list(&words, &or).into())]))
            }
            HeardNotice::Nothing { hint: None } => (
                Priority::Now,
                Kind::Refusal,
                self.say("heard-nothing", vec![]),
            ),
            HeardNotice::Nothing { hint: Some(square) } => {
                // The recogniser hears English: the example is in its words.
                let square = square_words(*square, Style::Nato, crate::notation::Lang::En);
                (
                    Priority::Now,
                    Kind::Refusal,
                    self.say("heard-nothing-hint", vec![("square", square.into())]),
                )
            }
            HeardNotice::Confirm(word) => {
                let key = if *word == Word::Draw {
                    "draw"
                } else {
                    "takeback"
                };
                asked(self.say("heard-confirm", vec![("word", key.into())]))
            }
        }
    }

    /// A move's words; inside a sentence (`inside`) its piece named as a
    /// sentence names it ("or knight d3", "o caballo d3", "oder Springer d3").
    pub(super) fn in_sentence(&self, before: &shakmaty::Chess, mv: Move, inside: bool) -> String {
        let words = move_words(before, mv, self.style, self.lang, self.long);
        if !inside || mv.is_castle() {
            return words;
        }
        let noun = role_words(mv.role(), self.style, self.lang);
        match words.split_once(' ') {
            Some((first, rest)) if first.to_lowercase() == noun.to_lowercase() => {
                format!("{noun} {rest}")
            }
            _ => words,
        }
    }
}
