//! What a player may say now, and what was meant by what was heard.
//!
//! The recogniser (an edge: `crate::hearing`) listens for the phrases of a
//! [`Grammar`] and gives back its best [`Hypothesis`]es; the grammar, built
//! from the same words tactus speaks, turns them into a [`Heard`]: the
//! legal moves that fit, a word such as "yes", or nothing. Pure: no device,
//! no time.

use shakmaty::{Chess, Move, Position};

/// One reading of a phrase by the recogniser: its words (lower case,
/// separated by single spaces) and its score (higher is better; a
/// recogniser's own scale, compared only within one phrase).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hypothesis {
    /// The words heard.
    pub words: String,
    /// How sure the recogniser was, higher is surer.
    pub score: i32,
}

/// A word that is no move, said in answer or as a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Word {
    /// "yes": the question is answered yes.
    Yes,
    /// "no": the question is answered no.
    No,
}

/// What a phrase means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Meaning {
    /// A legal move of the position.
    Move(Move),
    /// A word that is no move.
    Word(Word),
}

/// What was made of a phrase heard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Legal moves that fit, the likeliest first: one is a clear
    /// candidate, more are a choice to put to the player.
    Moves(Vec<Move>),
    /// A word that is no move.
    Word(Word),
    /// Nothing the position allows.
    Nothing,
}

/// The phrases that may be said in a position, each with its meaning.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grammar {
    phrases: Vec<(String, Meaning)>,
}

impl Grammar {
    /// The grammar of `position`: its legal moves and the words.
    pub fn of(position: &Chess) -> Grammar {
        let mut phrases: Vec<(String, Meaning)> = position
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let uci = mv.to_uci(position.castles().mode()).to_string();
                (spelled(&uci), Meaning::Move(mv))
            })
            .collect();
        phrases.push(("yes".to_owned(), Meaning::Word(Word::Yes)));
        phrases.push(("no".to_owned(), Meaning::Word(Word::No)));
        Grammar { phrases }
    }

    /// Every phrase, once, in the order built: what the recogniser listens for.
    pub fn phrases(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for (words, _) in &self.phrases {
            if !out.contains(words) {
                out.push(words.clone());
            }
        }
        out
    }

    /// What the best of `hypotheses` means here.
    pub fn heard(&self, hypotheses: &[Hypothesis]) -> Heard {
        let Some(best) = hypotheses.iter().max_by_key(|h| h.score) else {
            return Heard::Nothing;
        };
        let meant: Vec<&Meaning> = self
            .phrases
            .iter()
            .filter(|(words, _)| *words == best.words)
            .map(|(_, meaning)| meaning)
            .collect();
        match meant.first() {
            Some(Meaning::Word(word)) => Heard::Word(*word),
            Some(Meaning::Move(_)) => Heard::Moves(
                meant
                    .iter()
                    .filter_map(|m| match m {
                        Meaning::Move(mv) => Some(*mv),
                        Meaning::Word(_) => None,
                    })
                    .collect(),
            ),
            None => Heard::Nothing,
        }
    }
}

/// A UCI move's characters as separate words ("g one f three").
fn spelled(uci: &str) -> String {
    const DIGITS: [&str; 9] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    uci.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => DIGITS[d as usize].to_owned(),
            None => c.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_spelled_as_heard_is_that_move() {
        let grammar = Grammar::of(&Chess::default());
        let heard = grammar.heard(&[Hypothesis {
            words: "g one f three".to_owned(),
            score: 0,
        }]);
        let Heard::Moves(moves) = heard else {
            panic!("not a move: {heard:?}")
        };
        assert_eq!(moves.len(), 1);
        assert_eq!(moves[0].to(), shakmaty::Square::F3);
    }
}
