//! What a player may say now, and what was meant by what was heard.
//!
//! The recogniser (an edge: `crate::hearing`) listens for the phrases of a
//! [`Grammar`] and gives back its best [`Hypothesis`]es; the grammar, built
//! from the same words tactus speaks, turns them into a [`Heard`]: the
//! legal moves that fit, a word such as "yes", or nothing. Pure: no device,
//! no time.
//!
//! A move is listened for in every English phrasing tactus speaks: the
//! spoken and NATO styles, short ("knight f three", "e takes d five") and
//! long ("knight g one to f three", also without "to"), the printed
//! letters said aloud ("n f three"), with or without "check", "en
//! passant" and "promotes to"; named by its piece and square alone
//! ("knight d two", "pawn takes d five") it fits every piece that goes
//! there: that is how a choice arises. What was heard is matched as
//! lichess matches: the best hypothesis's exact phrase first; else every
//! hypothesis against every phrase by cost (a word-level edit distance,
//! where words that sound alike cost less), and only a meaning clearly
//! nearer than any other is taken. When in doubt, a choice or nothing: no
//! move is ever guessed.

use std::sync::OnceLock;

use shakmaty::{Chess, Move, Position, Role};

use super::vocabulary::{Group, phrases};
use super::{Lang, lexicon::split};

mod cost;
mod phrases;

use cost::Costs;
use phrases::Speller;

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
    /// "board": the whole position, as `board` reads it.
    Board,
    /// "clock": the clocks, as `clock` reads them.
    Clock,
    /// "last move": the last move, as `last` says it.
    LastMove,
    /// "repeat": the question waiting said again, else the last move.
    Repeat,
    /// "take back": the last move taken back, after a confirmation.
    TakeBack,
    /// "draw": a draw offered (or one offered accepted), after a
    /// confirmation.
    Draw,
    /// "resign": the game resigned, after a confirmation.
    Resign,
}

impl Word {
    /// Every word, in the order the grammar lists them.
    pub const ALL: [Word; 9] = [
        Word::Yes,
        Word::No,
        Word::Board,
        Word::Clock,
        Word::LastMove,
        Word::Repeat,
        Word::TakeBack,
        Word::Draw,
        Word::Resign,
    ];

    /// Its key in `input.ftl`'s `heard-` group.
    pub fn key(self) -> &'static str {
        match self {
            Word::Yes => "yes",
            Word::No => "no",
            Word::Board => "board",
            Word::Clock => "clock",
            Word::LastMove => "last",
            Word::Repeat => "repeat",
            Word::TakeBack => "takeback",
            Word::Draw => "draw",
            Word::Resign => "resign",
        }
    }
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
    phrases: Vec<(Vec<String>, Meaning)>,
}

/// What a lower hypothesis costs for each place below the best, in tenths.
const RANK: u32 = 2;
/// The most a meaning may cost and still be taken, in tenths: two words
/// that sound alike, never a whole word wrong.
const LIMIT: u32 = 9;
/// How much nearer than any other the meaning taken must be, in tenths;
/// moves nearer than that to the best are a choice.
const MARGIN: u32 = 5;
/// The most moves a choice offers when they were found by cost.
const CHOICE: usize = 3;

struct Known {
    speller: Speller,
    costs: Costs,
}

fn known() -> &'static Known {
    static KNOWN: OnceLock<Known> = OnceLock::new();
    KNOWN.get_or_init(|| {
        let speller = Speller::english();
        let costs = Costs {
            alike: speller.alike.clone(),
            fillers: speller.fillers(),
        };
        Known { speller, costs }
    })
}

impl Grammar {
    /// The grammar of `position`: its legal moves and the words.
    pub fn of(position: &Chess) -> Grammar {
        let mut grammar = Grammar::default();
        let moves = position.legal_moves();
        for mv in &moves {
            grammar.add_move(position, *mv);
        }
        // "pawn promotes to knight" when one pawn only can promote.
        let mut from = moves.iter().filter(|m| m.is_promotion()).map(|m| m.from());
        if let Some(first) = from.next()
            && from.all(|f| f == first)
        {
            for mv in moves.iter().filter(|m| m.is_promotion()) {
                let role = mv.promotion().unwrap_or(Role::Queen);
                let phrase = known().speller.promotion_alone(role);
                grammar.phrases.push((phrase, Meaning::Move(*mv)));
            }
        }
        grammar.add_words(&Word::ALL);
        grammar
    }

    /// The words only, no move: when it is not the player's move.
    pub fn words() -> Grammar {
        let mut grammar = Grammar::default();
        grammar.add_words(&Word::ALL);
        grammar
    }

    /// The answers to a yes-or-no question: yes, no, repeat.
    pub fn answer() -> Grammar {
        let mut grammar = Grammar::default();
        grammar.add_words(&[Word::Yes, Word::No, Word::Repeat]);
        grammar
    }

    /// The answers to "which of these moves?": each candidate in every
    /// phrasing, or by its square from or to, or the new piece ("b one",
    /// "d eight", "rook"), and yes, no, repeat. A square or piece that
    /// several candidates share fits them all.
    pub fn choice(position: &Chess, candidates: &[Move]) -> Grammar {
        let mut grammar = Grammar::answer();
        for mv in candidates.iter().filter(|mv| position.is_legal(**mv)) {
            grammar.add_move(position, *mv);
            for phrase in known().speller.parts(*mv) {
                grammar.phrases.push((phrase, Meaning::Move(*mv)));
            }
        }
        grammar
    }

    fn add_move(&mut self, position: &Chess, mv: Move) {
        for phrase in known().speller.phrasings(position, mv) {
            self.phrases.push((phrase, Meaning::Move(mv)));
        }
    }

    fn add_words(&mut self, words: &[Word]) {
        for word in words {
            for phrase in phrases(Lang::En, Group::Heard, word.key()) {
                let phrase = phrase.split(' ').map(str::to_owned).collect();
                self.phrases.push((phrase, Meaning::Word(*word)));
            }
        }
    }

    /// Every phrase, once, in the order built: what the recogniser listens
    /// for (lower-case words parted by single spaces).
    pub fn phrases(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (words, _) in &self.phrases {
            let text = words.join(" ");
            if seen.insert(text.clone()) {
                out.push(text);
            }
        }
        out
    }

    /// What `hypotheses` mean here: the best one's exact phrase, else the
    /// meaning clearly nearest by cost, else a choice of the moves near
    /// alike, else nothing.
    pub fn heard(&self, hypotheses: &[Hypothesis]) -> Heard {
        let mut ranked: Vec<&Hypothesis> = hypotheses.iter().collect();
        ranked.sort_by_key(|h| std::cmp::Reverse(h.score));
        let heard: Vec<Vec<String>> = ranked.iter().map(|h| words_of(&h.words)).collect();
        let Some(best) = heard.first() else {
            return Heard::Nothing;
        };
        let exact: Vec<&Meaning> = self
            .phrases
            .iter()
            .filter(|(phrase, _)| phrase == best)
            .map(|(_, meaning)| meaning)
            .collect();
        if !exact.is_empty() {
            let mut meanings: Vec<&Meaning> = Vec::new();
            for meaning in exact {
                if !meanings.contains(&meaning) {
                    meanings.push(meaning);
                }
            }
            return resolve(&meanings, usize::MAX);
        }
        let mut nearest: Vec<(u32, &Meaning)> = Vec::new();
        for (rank, words) in heard.iter().enumerate() {
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            let penalty = RANK.saturating_mul(u32::try_from(rank).unwrap_or(u32::MAX));
            for (phrase, meaning) in &self.phrases {
                let cost = known()
                    .costs
                    .distance(&words, phrase)
                    .saturating_add(penalty);
                match nearest.iter_mut().find(|(_, m)| *m == meaning) {
                    Some(found) => found.0 = found.0.min(cost),
                    None => nearest.push((cost, meaning)),
                }
            }
        }
        nearest.sort_by_key(|(cost, _)| *cost);
        let Some(&(least, _)) = nearest.first() else {
            return Heard::Nothing;
        };
        if least > LIMIT {
            return Heard::Nothing;
        }
        let close: Vec<&Meaning> = nearest
            .iter()
            .take_while(|(cost, _)| *cost < least + MARGIN)
            .map(|(_, meaning)| *meaning)
            .collect();
        resolve(&close, CHOICE)
    }
}

/// One meaning, or moves to choose from (at most `most`); a word beside
/// another meaning is doubt: nothing.
fn resolve(meanings: &[&Meaning], most: usize) -> Heard {
    match meanings {
        [] => Heard::Nothing,
        [Meaning::Word(word)] => Heard::Word(*word),
        _ => {
            let moves: Vec<Move> = meanings
                .iter()
                .filter_map(|m| match m {
                    Meaning::Move(mv) => Some(*mv),
                    Meaning::Word(_) => None,
                })
                .collect();
            if moves.len() < meanings.len() || moves.len() > most {
                Heard::Nothing
            } else {
                Heard::Moves(moves)
            }
        }
    }
}

/// The words of a hypothesis, lower case.
fn words_of(text: &str) -> Vec<String> {
    split(text).into_iter().map(str::to_lowercase).collect()
}

#[cfg(test)]
mod tests;
