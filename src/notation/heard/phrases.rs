//! Every English phrasing of a move, as words the recogniser knows: what
//! the renderer says in the spoken and NATO styles, short and long, the
//! printed notation's letters said aloud, and the shortenings players use
//! (no from-square, no "to", no "pawn", no "promotes to", no "en
//! passant", no "check"). All of it from `notation.ftl`'s words.

use shakmaty::{Chess, Move, Position, Role, san::SanPlus};

use super::super::{
    Lang, Style, fluent,
    lexicon::split,
    render::{move_words, printed_san},
    words::{Words, fill, words},
};

/// The English words a phrase is built from, read once.
#[derive(Debug)]
pub(super) struct Speller {
    /// Ranks 1–8 as words: "one" … "eight".
    ranks: Vec<String>,
    /// What follows a move giving check: "check".
    check: Vec<String>,
    /// What follows a move giving mate: "checkmate".
    mate: Vec<String>,
    /// The long form's word between the squares: "to".
    to: Vec<String>,
    /// What comes before the new piece: "promotes to".
    promotes: Vec<String>,
    /// What follows an en passant capture: "en passant".
    en_passant: Vec<String>,
    /// The pawn's name as a move starts with it in the long form.
    pawn: Vec<String>,
    /// Short and long castling: the recogniser's phrases.
    castles: [Vec<Vec<String>>; 2],
    /// Castling to whichever side ("castles"): a choice when both are legal.
    castles_either: Vec<Vec<String>>,
    /// Groups of words the recogniser takes one for another.
    pub alike: Vec<Vec<String>>,
}

/// The lower-case words of `text`, without punctuation.
fn tokens(text: &str) -> Vec<String> {
    split(text).into_iter().map(str::to_lowercase).collect()
}

impl Speller {
    /// The words of English notation.
    pub fn english() -> Speller {
        let bundle = fluent::bundle(Lang::En);
        let plain = |id: &str| fluent::format(bundle, id, &[]);
        let w: &Words = words(Style::Spoken, Lang::En);
        let bare = |template: &str| tokens(&fill(template, "", ""));
        let phrases = |id: &str| -> Vec<Vec<String>> {
            plain(id)
                .split(',')
                .map(tokens)
                .filter(|p| !p.is_empty())
                .collect()
        };
        Speller {
            ranks: tokens(&plain("parse-ranks")),
            check: bare(&w.check),
            mate: bare(&w.checkmate),
            to: bare(&w.long),
            promotes: bare(&w.promotion),
            en_passant: bare(&w.en_passant),
            pawn: tokens(w.role(Role::Pawn)),
            castles: [phrases("heard-castle-short"), phrases("heard-castle-long")],
            castles_either: phrases("heard-castle-either"),
            alike: phrases("heard-alike"),
        }
    }

    /// The filler words of a move: saying them or leaving them out changes
    /// no meaning.
    pub fn fillers(&self) -> Vec<String> {
        [
            &self.check,
            &self.mate,
            &self.to,
            &self.promotes,
            &self.en_passant,
        ]
        .into_iter()
        .flatten()
        .cloned()
        .collect()
    }

    /// A rendered move as words: digits said as ranks, squares and
    /// letters parted ("Knight b d2" → "knight b d two").
    fn said(&self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        for token in tokens(text) {
            if token.chars().any(|c| c.is_ascii_digit()) {
                out.extend(token.chars().map(|c| self.char_word(c)));
            } else {
                out.push(token);
            }
        }
        out
    }

    fn char_word(&self, c: char) -> String {
        match c.to_digit(10) {
            Some(d @ 1..=8) => self.ranks[d as usize - 1].clone(),
            _ => c.to_string(),
        }
    }

    /// The printed notation said letter by letter: "n f three", "e x d
    /// five", "o o", "e eight q check".
    fn san_said(&self, san: &str) -> Vec<String> {
        let mut out = Vec::new();
        for c in san.chars() {
            match c {
                '+' => out.extend(self.check.iter().cloned()),
                '#' => out.extend(self.mate.iter().cloned()),
                '-' | '=' => {}
                c => out.push(self.char_word(c.to_ascii_lowercase())),
            }
        }
        out
    }

    /// Every phrasing of `mv` in `position` (legal there), each once.
    pub fn phrasings(&self, position: &Chess, mv: Move) -> Vec<Vec<String>> {
        let after = position.clone().play(mv).ok();
        let suffix: &[String] = match after {
            Some(p) if p.is_checkmate() => &self.mate,
            Some(p) if p.is_check() => &self.check,
            _ => &[],
        };
        let mut bases: Vec<Vec<String>> = Vec::new();
        if let Move::Castle { king, rook } = mv {
            bases.extend(self.castles[usize::from(rook < king)].iter().cloned());
            bases.extend(self.castles_either.iter().cloned());
        } else {
            for style in [Style::Spoken, Style::Nato] {
                let short = self.said(&move_words(position, mv, style, Lang::En, false));
                let long = self.said(&move_words(position, mv, style, Lang::En, true));
                bases.push(short);
                bases.extend(self.long_forms(without_end(long.clone(), suffix)));
                bases.push(long);
                bases.extend(self.bare(mv, style));
                // A promotion said without its piece fits every piece:
                // a choice, as the typed one asks which piece.
                if let Move::Normal {
                    promotion: Some(_),
                    role,
                    from,
                    capture,
                    to,
                } = mv
                {
                    let plain = Move::Normal {
                        role,
                        from,
                        capture,
                        to,
                        promotion: None,
                    };
                    let short = move_words(position, plain, style, Lang::En, false);
                    let long = move_words(position, plain, style, Lang::En, true);
                    bases.push(self.said(&short));
                    bases.extend(self.long_forms(self.said(&long)));
                }
            }
        }
        let san = SanPlus::from_move(position.clone(), mv);
        bases.push(self.san_said(&printed_san(&san, Lang::En)));
        let mut out: Vec<Vec<String>> = Vec::new();
        for base in bases {
            let base = without_end(base, suffix);
            for phrase in self.shortened(base) {
                if !suffix.is_empty() {
                    push_new(&mut out, [&phrase[..], suffix].concat());
                }
                push_new(&mut out, phrase);
            }
        }
        out
    }

    /// The long form without its "to", and a pawn's without "pawn".
    fn long_forms(&self, long: Vec<String>) -> Vec<Vec<String>> {
        let mut out = vec![long.clone()];
        if let Some(at) = find(&long, &self.to) {
            let mut plain = long.clone();
            plain.drain(at..at + self.to.len());
            out.push(plain);
        }
        if long.starts_with(&self.pawn) {
            let more: Vec<Vec<String>> =
                out.iter().map(|p| p[self.pawn.len()..].to_vec()).collect();
            out.extend(more);
        }
        out
    }

    /// A move named by its piece and where it goes only, whichever piece of
    /// the kind goes there: "knight d two", "knight to d two", "knight
    /// takes d two", "pawn takes d five". Fits every such move: that is how a choice arises.
    fn bare(&self, mv: Move, style: Style) -> Vec<Vec<String>> {
        let w = words(style, Lang::En);
        let to = w.square(mv.to());
        let role = w.role(mv.role());
        let mut out = Vec::new();
        if mv.is_capture() {
            let mut text = fill(&w.capture, role, &to);
            if let Some(piece) = mv.promotion() {
                text = fill(&w.promotion, &text, w.role(piece));
            }
            out.push(self.said(&text));
        }
        if mv.role() != Role::Pawn {
            out.push(self.said(&format!("{role} {to}")));
            if !mv.is_capture() {
                // "knight to f three", as the long form joins the squares.
                out.push(self.said(&fill(&w.long, role, &to)));
            }
        }
        out
    }

    /// A phrase and its shortenings: without "promotes to" before the new
    /// piece, without "en passant".
    fn shortened(&self, phrase: Vec<String>) -> Vec<Vec<String>> {
        let mut out = vec![phrase.clone()];
        if let Some(at) = find(&phrase, &self.promotes) {
            let mut plain = phrase.clone();
            plain.drain(at..at + self.promotes.len());
            out.push(plain);
        }
        if phrase.ends_with(&self.en_passant) {
            out.push(phrase[..phrase.len() - self.en_passant.len()].to_vec());
        }
        out
    }

    /// The parts of a move that may name it among others: its squares
    /// from and to in letters and NATO words, the new piece.
    pub fn parts(&self, mv: Move) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        for style in [Style::Spoken, Style::Nato] {
            let w = words(style, Lang::En);
            for square in mv.from().into_iter().chain([mv.to()]) {
                push_new(&mut out, self.said(&w.square(square)));
            }
        }
        if let Some(piece) = mv.promotion() {
            push_new(&mut out, tokens(words(Style::Spoken, Lang::En).role(piece)));
        }
        out
    }

    /// "pawn promotes to knight": said when one pawn only can promote.
    pub fn promotion_alone(&self, piece: Role) -> Vec<String> {
        let w = words(Style::Spoken, Lang::En);
        self.said(&fill(&w.promotion, w.role(Role::Pawn), w.role(piece)))
    }
}

/// `phrase` without `end` at its end.
fn without_end(mut phrase: Vec<String>, end: &[String]) -> Vec<String> {
    if !end.is_empty() && phrase.ends_with(end) {
        phrase.truncate(phrase.len() - end.len());
    }
    phrase
}

/// Where `part` first stands in `phrase`.
fn find(phrase: &[String], part: &[String]) -> Option<usize> {
    if part.is_empty() {
        return None;
    }
    phrase.windows(part.len()).position(|w| w == part)
}

fn push_new(out: &mut Vec<Vec<String>>, phrase: Vec<String>) {
    if !phrase.is_empty() && !out.contains(&phrase) {
        out.push(phrase);
    }
}
