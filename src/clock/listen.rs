//! `tactus clock --listen`: each player announces his move aloud
//! (Appendix E.2.3). The microphone listens all the time (voice activity);
//! a move heard is said back and held as the announced move, and the next
//! press of that player's clock writes it on the score with the clock
//! readings, as `press MOVE` does. Said again before the press, a move
//! replaces the one held: a slip of the tongue corrected (E.2.7). A move
//! that cannot be played in the position on the score is said at once and
//! nothing is held; a press with no move held is a press without a move.
//!
//! The recogniser listens for the legal moves of the side to move and,
//! to tell them apart, for those of the other side: a move of the wrong
//! side is heard as the move it is, and refused.

use shakmaty::{CastlingMode, Chess, EnPassantMode, FromSetup, Move, Position};

use super::Front;
use crate::audio::earcon::Earcon;
use crate::hearing::{Ears, Hearing, HearingError, Mode, Sink};
use crate::notation::heard::{Grammar, Heard, Hypothesis};
use crate::speech::Utterance;
use crate::speech::phrase::ClockNote;
use crate::table::{Command, TableError, score};

/// The ears of the clock, and the move announced.
#[derive(Default)]
pub(super) struct Listening {
    /// Whether `--listen` asked for them.
    wanted: bool,
    ears: Option<Ears>,
    /// The move announced and not yet pressed: the score's length when it
    /// was heard, and the move as the score writes it.
    announced: Option<(usize, String)>,
    /// Whether a fault was said (a fault is said once).
    fault_said: bool,
}

impl Listening {
    /// Listening asked for (`--listen`) or not.
    pub(super) fn new(wanted: bool) -> Listening {
        Listening {
            wanted,
            ..Listening::default()
        }
    }
}

/// The sound that marks a phrase's start and its end where the clock has
/// sounds (its window): a short rise and fall, as in the line interface,
/// so that the player knows he was heard without a word said over his own.
pub(super) fn phrase_earcon(hearing: &Hearing) -> Option<Earcon> {
    match hearing {
        Hearing::Began => Some(Earcon::HearingBegan),
        Hearing::Ended => Some(Earcon::HearingEnded),
        Hearing::Phrase(_) | Hearing::Failed(_) => None,
    }
}

/// The phrases of `grammar` that name moves.
fn move_phrases(grammar: &Grammar) -> Vec<String> {
    grammar
        .phrases()
        .into_iter()
        .filter(|words| {
            let heard = grammar.heard(&[Hypothesis {
                words: words.clone(),
                score: 0,
            }]);
            matches!(heard, Heard::Moves(_))
        })
        .collect()
}

/// `pos` with the other side to move, if that is a position.
fn other_side_to_move(pos: &Chess) -> Option<Chess> {
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.turn = !setup.turn;
    setup.ep_square = None;
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

impl Front {
    /// Opens the microphone when `--listen` asked for it, what is heard
    /// told to `sink`; why it cannot, in words.
    pub(super) fn open_ears(&mut self, sink: Sink) -> Option<Utterance> {
        if !self.listening.wanted {
            return None;
        }
        match Ears::open(Mode::Continuous, sink) {
            Ok(ears) => {
                self.listening.ears = Some(ears);
                self.listen_for_now();
                None
            }
            Err(e) => self.hearing_fault(e),
        }
    }

    /// The phrases listened for from now on: the moves of the position on
    /// the score (both sides'). Called after every step.
    pub(super) fn listen_for_now(&self) {
        let Some(ears) = &self.listening.ears else {
            return;
        };
        let (_, pos) = self.game.score().checked();
        let mut phrases = move_phrases(&Grammar::of(&pos));
        if let Some(other) = other_side_to_move(&pos) {
            for words in move_phrases(&Grammar::of(&other)) {
                if !phrases.contains(&words) {
                    phrases.push(words);
                }
            }
        }
        // No move at all (the game over on the board): the phrases before
        // stay, and what is heard is matched against none.
        if !phrases.is_empty() {
            ears.set_phrases(phrases);
        }
    }

    /// What the ears told: a move held and said back, a move refused, a
    /// fault; the start and end of a phrase are not said.
    pub(super) fn hearing(&mut self, hearing: Hearing) -> Vec<Utterance> {
        match hearing {
            Hearing::Began | Hearing::Ended => Vec::new(),
            Hearing::Failed(e) => self.hearing_fault(e).into_iter().collect(),
            Hearing::Phrase(hypotheses) => vec![self.announced(&hypotheses)],
        }
    }

    /// A fault of the ears, said once; after a fatal one they are closed.
    fn hearing_fault(&mut self, e: HearingError) -> Option<Utterance> {
        if !matches!(e, HearingError::UnknownWord(_)) {
            self.listening.ears = None;
        }
        if self.listening.fault_said {
            return None;
        }
        self.listening.fault_said = true;
        Some(self.note(ClockNote::Hearing(e.words(self.phrases.lang))))
    }

    /// A phrase heard: the move announced, held for the next press.
    fn announced(&mut self, hypotheses: &[Hypothesis]) -> Utterance {
        let (checked, pos) = self.game.score().checked();
        let entries = self.game.score().entries().len();
        if checked < entries {
            // Where the score has a gap the position is not known.
            let (number, _) = score::place(checked);
            return self
                .phrases
                .table_refusal(&TableError::EarlierGap { number });
        }
        match Grammar::of(&pos).heard(hypotheses) {
            Heard::Moves(moves) => match moves.as_slice() {
                [mv] => self.hold(&pos, *mv, entries),
                [first, second, ..] => {
                    self.listening.announced = None;
                    self.note(ClockNote::HeardChoice {
                        before: Box::new(pos),
                        first: *first,
                        second: *second,
                    })
                }
                [] => self.note(ClockNote::NotHeard),
            },
            Heard::Word(_) | Heard::Nothing => self.not_legal(&pos, hypotheses),
        }
    }

    /// `mv` held as the move announced, and said back.
    fn hold(&mut self, pos: &Chess, mv: Move, entries: usize) -> Utterance {
        let san = score::san_of(pos, mv);
        self.listening.announced = Some((entries, san));
        self.note(ClockNote::Heard {
            before: Box::new(pos.clone()),
            mv,
        })
    }

    /// A phrase that is no legal move: the other side's move, said as not
    /// legal (in tournament mode, where the clock tells nothing of the
    /// moves, held as written), or nothing understood.
    fn not_legal(&mut self, pos: &Chess, hypotheses: &[Hypothesis]) -> Utterance {
        let Some(other) = other_side_to_move(pos) else {
            return self.note(ClockNote::NotHeard);
        };
        let Heard::Moves(moves) = Grammar::of(&other).heard(hypotheses) else {
            return self.note(ClockNote::NotHeard);
        };
        let Some(mv) = moves.first() else {
            return self.note(ClockNote::NotHeard);
        };
        if self.game.in_tournament() {
            let entries = self.game.score().entries().len();
            return self.hold(&other, *mv, entries);
        }
        self.listening.announced = None;
        let words = self.phrases.named_as(&other, *mv, false).words;
        self.note(ClockNote::HeardIllegal { words })
    }

    /// A press carries the move announced, if one is held for the running
    /// side and the score has not changed since; any press or move typed
    /// lets it go.
    pub(super) fn with_announced(&mut self, command: Command) -> Command {
        let announced = match &command {
            Command::Press(None) | Command::Button(_) => self.listening.announced.take(),
            Command::Press(Some(_)) | Command::Undo | Command::Fill { .. } => {
                self.listening.announced = None;
                None
            }
            _ => return command,
        };
        let Some((entries, san)) = announced else {
            return command;
        };
        let running = self.game.clock().running();
        let (_, pos) = self.game.score().checked();
        let fits = entries == self.game.score().entries().len() && running == Some(pos.turn());
        match command {
            Command::Press(None) if fits => Command::Press(Some(san)),
            Command::Button(button) if fits && self.game.side_at(button) == pos.turn() => {
                Command::Press(Some(san))
            }
            Command::Button(_) => {
                // The other side's button does not press: the move stays.
                self.listening.announced = Some((entries, san));
                command
            }
            command => command,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_other_side_s_moves_are_heard_to_be_refused_and_words_are_not_moves() {
        let start = Chess::default();
        let other = other_side_to_move(&start).unwrap();
        assert_eq!(other.turn(), shakmaty::Color::Black);
        assert_eq!(other.legal_moves().len(), 20);
        let phrases = move_phrases(&Grammar::of(&start));
        assert!(!phrases.is_empty());
        assert!(
            !phrases.iter().any(|p| p == "yes" || p == "no"),
            "{phrases:?}"
        );
        // The side to move in check: the other side cannot have the move.
        let check: Chess = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        assert!(other_side_to_move(&check).is_none());
    }

    #[test]
    fn what_is_heard_is_said_in_each_language() {
        use crate::notation::{Lang, Style};
        use crate::speech::phrase::Phrases;
        let start = Chess::default();
        let nf3 = shakmaty::san::San::from_ascii(b"Nf3")
            .unwrap()
            .to_move(&start)
            .unwrap();
        let nh3 = shakmaty::san::San::from_ascii(b"Nh3")
            .unwrap()
            .to_move(&start)
            .unwrap();
        let heard = ClockNote::Heard {
            before: Box::new(start.clone()),
            mv: nf3,
        };
        let choice = ClockNote::HeardChoice {
            before: Box::new(start),
            first: nf3,
            second: nh3,
        };
        let plain = |s: String| s.replace(['\u{2068}', '\u{2069}'], "");
        for (lang, said, or, illegal, not) in [
            (
                Lang::En,
                "Knight f3",
                "Knight f3 or Knight h3?",
                "Not a legal move: e5",
                "Not heard",
            ),
            (
                Lang::De,
                "Springer f3",
                "Springer f3 oder Springer h3?",
                "Kein regelgerechter Zug: e5",
                "Nicht verstanden",
            ),
            (
                Lang::Es,
                "Caballo f3",
                "¿Caballo f3 o Caballo h3?",
                "No es una jugada legal: e5",
                "No se entendió",
            ),
        ] {
            let words = Phrases::new(Style::Spoken, lang, false);
            let back = words.clock_note(&heard);
            assert_eq!(plain(back.text.clone()), said);
            assert_eq!(back.moves.len(), 1);
            assert!(plain(words.clock_note(&choice).text).starts_with(or));
            let refused = ClockNote::HeardIllegal {
                words: "e5".to_owned(),
            };
            assert!(plain(words.clock_note(&refused).text).starts_with(illegal));
            assert!(plain(words.clock_note(&ClockNote::NotHeard).text).starts_with(not));
        }
    }
}
