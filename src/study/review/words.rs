//! The review in words, in the player's style and language (the
//! `study-*` messages of `locales/*/study.ftl`; the moves from
//! [`crate::notation::render`]): the opening, the summary of each side
//! ("White: accuracy 74 percent, 2 blunders, 1 mistake."), then each key
//! moment with its why ("Move 23, White: Bishop takes f7, a blunder. Black
//! wins a piece: King takes f7. Better was Knight g5."). One sentence or
//! a few per line, as a screen reader reads a line.

use fluent_bundle::FluentValue;
use shakmaty::{Chess, Color, Move, Position};

use super::material::{Gain, Swing};
use super::{MoveReview, Review, Standing};
use crate::notation::{Lang, Style, format_message, openings::opening_name, render::move_words};
use crate::study::judge::{Judgement, SideSummary};

type Args<'a> = Vec<(&'a str, FluentValue<'a>)>;

/// How many half-moves of the engine's best line `line` reads (`line all`
/// reads them all).
pub const LINE_SHORT: usize = 6;

/// How a review is said: the style of the moves and the language.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReviewWords {
    /// How moves are put into words.
    pub style: Style,
    /// The language.
    pub lang: Lang,
}

fn side_key(side: Color) -> &'static str {
    side.fold_wb("white", "black")
}

fn judgement_key(judgement: Judgement) -> &'static str {
    match judgement {
        Judgement::Inaccuracy => "inaccuracy",
        Judgement::Mistake => "mistake",
        Judgement::Blunder => "blunder",
    }
}

/// The key and count of a gain, for the messages' selectors.
fn gain_args(gain: Gain) -> (&'static str, u8) {
    match gain {
        Gain::Pawns(1) => ("pawn", 1),
        Gain::Pawns(n) => ("pawns", n),
        Gain::Piece => ("piece", 1),
        Gain::Exchange => ("exchange", 1),
        Gain::Rook => ("rook", 1),
        Gain::Queen => ("queen", 1),
        Gain::Material => ("material", 1),
    }
}

impl ReviewWords {
    fn say(&self, id: &str, args: Args<'_>) -> String {
        format_message(self.lang, id, &args)
    }

    fn move_words(&self, before: &Chess, mv: Move) -> String {
        move_words(before, mv, self.style, self.lang, false)
    }

    /// Everything a review says, a line each: a word that it stopped
    /// half-way, the opening, each side's summary, then the key moments
    /// (or that there are none).
    pub fn spoken(&self, review: &Review) -> Vec<String> {
        let mut lines = Vec::new();
        if !review.is_complete() {
            lines.push(self.partial(review));
        }
        lines.extend(self.summary(review));
        let moments = review.key_moments();
        if moments.is_empty() && !review.moves.is_empty() {
            lines.push(self.say("study-no-moments", vec![]));
        }
        lines.extend(moments.into_iter().map(|m| self.moment(m)));
        lines
    }

    /// How far a review stopped half-way came: "The review stopped at move
    /// 20, White: what follows covers the game up to there."
    pub fn partial(&self, review: &Review) -> String {
        match review.moves.last() {
            Some(last) => self.say(
                "study-partial",
                vec![
                    ("number", last.number.into()),
                    ("side", side_key(last.side).into()),
                ],
            ),
            None => self.say("study-nothing", vec![]),
        }
    }

    /// The opening, then each side's accuracy and counts, a line each (a
    /// side without a move reviewed is left out).
    pub fn summary(&self, review: &Review) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some((_, opening)) = &review.opening {
            lines.push(self.say(
                "study-opening",
                vec![("name", opening_name(opening.name, self.lang).into())],
            ));
        }
        for side in [Color::White, Color::Black] {
            if let Some(line) = self.side(side, review.summary.get(side)) {
                lines.push(line);
            }
        }
        lines
    }

    /// "White: accuracy 74 percent, 2 blunders, 1 mistake."
    pub fn side(&self, side: Color, summary: &SideSummary) -> Option<String> {
        let accuracy = summary.accuracy?;
        let counts: Vec<String> = [
            ("study-count-blunders", summary.blunders),
            ("study-count-mistakes", summary.mistakes),
            ("study-count-inaccuracies", summary.inaccuracies),
        ]
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(id, n)| self.say(id, vec![("count", n.into())]))
        .collect();
        let counts = if counts.is_empty() {
            self.say("study-count-none", vec![])
        } else {
            counts.join(", ")
        };
        Some(self.say(
            "study-side",
            vec![
                ("side", side_key(side).into()),
                ("accuracy", (accuracy.round() as i64).into()),
                ("counts", counts.into()),
            ],
        ))
    }

    /// A key moment in words: the move and its judgement, why, and the
    /// better move (only after a judgement: a sound move is not told it
    /// had a better one).
    pub fn moment(&self, m: &MoveReview) -> String {
        let mut sentences = vec![self.judged(m)];
        sentences.extend(self.why(m));
        if let Some(better) = self.better(m).filter(|_| m.judgement.is_some()) {
            sentences.push(better);
        }
        sentences.join(" ")
    }

    /// "Move 23, White: Bishop takes f7, a blunder." (without a judgement:
    /// "Move 23, White: Bishop takes f7.").
    pub fn judged(&self, m: &MoveReview) -> String {
        self.say(
            "study-moment",
            vec![
                ("number", m.number.into()),
                ("side", side_key(m.side).into()),
                ("move", self.move_words(&m.before, m.mv).into()),
                (
                    "judgement",
                    m.judgement.map_or("none", judgement_key).into(),
                ),
            ],
        )
    }

    /// The position after the move of `m`.
    fn after(m: &MoveReview) -> Chess {
        let mut pos = m.before.clone();
        pos.play_unchecked(m.mv);
        pos
    }

    /// Why, in sentences: the mate allowed or the material lost along the
    /// opponent's reply, the mate missed, else how the game stands.
    pub fn why(&self, m: &MoveReview) -> Vec<String> {
        let mut said = Vec::new();
        let after = Self::after(m);
        let reply = m.reply.first().map(|&r| self.move_words(&after, r));
        if let Some(moves) = m.why.mate_allowed {
            let mut args: Args<'_> = vec![("moves", moves.into())];
            match &reply {
                Some(reply) => {
                    args.push(("move", reply.clone().into()));
                    said.push(self.say("study-mate-allowed", args));
                }
                None => said.push(self.say("study-mate-allowed-bare", args)),
            }
        } else if let Some(lost) = m.why.lost {
            said.extend(self.wins(lost, m));
        }
        if let Some(moves) = m.why.mate_missed {
            said.push(self.say("study-mate-missed", vec![("moves", moves.into())]));
        }
        if said.is_empty() && m.why.best_wins.is_none() {
            said.push(self.standing(m.why.standing));
        }
        said
    }

    /// What a swing wins, as players name it: "a piece", "the queen for a
    /// rook".
    fn gain(&self, swing: Swing) -> String {
        let (gain, count) = gain_args(swing.gain);
        let (given, given_count) = swing.given.map_or(("none", 0), gain_args);
        self.say(
            "study-gain",
            vec![
                ("gain", gain.into()),
                ("count", count.into()),
                ("given", given.into()),
                ("givencount", given_count.into()),
            ],
        )
    }

    /// "Black wins a piece: King takes f7." when the reply wins it; when
    /// a later move of the line does, that move with its number: "Black
    /// wins a pawn further along the line: 28... Rook takes b2."
    fn wins(&self, swing: Swing, m: &MoveReview) -> Option<String> {
        let mut line = vec![m.mv];
        line.extend_from_slice(&m.reply);
        let mut pos = m.before.clone();
        for &played in line.iter().take(swing.by) {
            pos.play_unchecked(played);
        }
        let by = *line.get(swing.by)?;
        let words = self.move_words(&pos, by);
        let (id, said) = if swing.by == 1 {
            ("study-wins", words)
        } else {
            let numbered = self.say(
                "study-line-move",
                vec![
                    ("number", pos.fullmoves().get().into()),
                    ("side", side_key(pos.turn()).into()),
                    ("move", words.into()),
                ],
            );
            ("study-wins-later", numbered)
        };
        Some(self.say(
            id,
            vec![
                ("side", side_key(swing.winner).into()),
                ("what", self.gain(swing).into()),
                ("move", said.into()),
            ],
        ))
    }

    /// "Now Black is better."
    pub fn standing(&self, standing: Standing) -> String {
        let (key, side) = match standing {
            Standing::Level => ("level", "none"),
            Standing::Better(side) => ("better", side_key(side)),
            Standing::Winning(side) => ("winning", side_key(side)),
        };
        self.say(
            "study-standing",
            vec![("standing", key.into()), ("side", side.into())],
        )
    }

    /// "Better was Knight d5." or "Better was Knight d5, which wins a
    /// pawn."; `None` when the move made was the best.
    pub fn better(&self, m: &MoveReview) -> Option<String> {
        let best = m.best.as_ref().filter(|_| !m.is_best())?;
        let words = self.move_words(&m.before, best.mv);
        Some(
            match m.why.best_wins.filter(|_| m.why.mate_missed.is_none()) {
                Some(swing) => self.say(
                    "study-better-wins",
                    vec![("move", words.into()), ("what", self.gain(swing).into())],
                ),
                None => self.say("study-better", vec![("move", words.into())]),
            },
        )
    }

    /// The best line of a position in words, numbered one way, the
    /// first move and each of White's with its number: "26... Queen takes
    /// g5, 27. Rook takes g5, King d7"; the first [`LINE_SHORT`]
    /// half-moves unless `all`.
    pub fn line(&self, before: &Chess, line: &[Move], all: bool) -> String {
        let mut pos = before.clone();
        let mut parts: Vec<String> = Vec::new();
        let shown = if all { line.len() } else { LINE_SHORT };
        for &mv in line.iter().take(shown) {
            let words = self.move_words(&pos, mv);
            let numbered = pos.turn() == Color::White || parts.is_empty();
            parts.push(if numbered {
                self.say(
                    "study-line-move",
                    vec![
                        ("number", pos.fullmoves().get().into()),
                        ("side", side_key(pos.turn()).into()),
                        ("move", words.into()),
                    ],
                )
            } else {
                words
            });
            pos.play_unchecked(mv);
        }
        parts.join(", ")
    }

    /// "The game has no move 9." ("… no move 9 for Black." when a side
    /// was named).
    pub fn no_move(&self, number: u32, side: Option<Color>) -> String {
        self.say(
            "walk-no-move",
            vec![
                ("number", number.into()),
                ("side", side.map_or("none", side_key).into()),
            ],
        )
    }

    /// What `line` says of the move `m` of a review walked: the engine's
    /// best line there ("Best line: 2. d4, e5, 3. …"; its beginning unless
    /// `all`, and then how to hear the rest), after "The engine slightly
    /// preferred d4." when the move was sound but not the engine's first
    /// choice.
    pub fn best_line(&self, m: &MoveReview, all: bool) -> String {
        let Some(best) = m.best.as_ref().filter(|b| !b.line.is_empty()) else {
            return self.say("walk-no-line", vec![]);
        };
        let mut sentences = Vec::new();
        if m.judgement.is_none() && !m.is_best() {
            let words = self.move_words(&m.before, best.mv);
            sentences.push(self.say("walk-preferred", vec![("move", words.into())]));
        }
        let more = !all && best.line.len() > LINE_SHORT;
        let id = if more { "walk-line-more" } else { "walk-line" };
        let line = self.line(&m.before, &best.line, all);
        sentences.push(self.say(id, vec![("line", line.into())]));
        sentences.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::analysis::Eval;
    use crate::study::review::tests::{at, blunder_game, fools_review};

    fn en() -> ReviewWords {
        ReviewWords {
            style: Style::Spoken,
            lang: Lang::En,
        }
    }

    #[test]
    fn a_mate_allowed_is_said_with_the_mating_move() {
        let review = fools_review();
        let lines = en().spoken(&review);
        assert_eq!(
            lines,
            [
                "Opening: Barnes Opening: Fool's Mate.",
                "White: accuracy 25 percent, 1 blunder.",
                "Black: accuracy 100 percent, no inaccuracies, mistakes or blunders.",
                "Move 2, White: g4, a blunder. This allows mate in 1: Queen h4, checkmate. Better was d4.",
            ],
            "{lines:#?}"
        );
    }

    #[test]
    fn a_piece_lost_is_said_with_the_move_that_takes_it() {
        let review = blunder_game();
        let moment = en().moment(review.key_moments()[0]);
        assert_eq!(
            moment,
            "Move 4, White: Bishop takes f7, check, a blunder. Black wins a piece for a pawn: King takes f7. Better was Knight g5."
        );
        let de = ReviewWords {
            style: Style::Spoken,
            lang: Lang::De,
        };
        assert_eq!(
            de.moment(review.key_moments()[0]),
            "Zug 4, Weiß: Läufer schlägt f7, Schach, ein Patzer. Schwarz gewinnt eine Figur für einen Bauern: König schlägt f7. Besser war Springer g5."
        );
        let es = ReviewWords {
            style: Style::AppendixE,
            lang: Lang::Es,
        };
        assert!(
            es.moment(review.key_moments()[0])
                .starts_with("Jugada 4, Blancas: Läufer schlägt Felix sieben, Schach, un error grave. Las negras ganan una pieza por un peón:"),
            "{}",
            es.moment(review.key_moments()[0])
        );
    }

    #[test]
    fn a_recapture_is_not_said_to_win_what_the_line_wins_later() {
        // 1. Qxe7+?? Kxe7 2. Kd2 Rxb2+ 3. Kd3: the queens traded, then
        // the rook wins a pawn; the king's recapture wins nothing.
        let start = "1r2k3/4q3/8/8/8/8/1P2Q3/4K3 w - - 0 1";
        let pos: Chess = start
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        let mut game = crate::rules::game::Game::from_position(pos);
        game.play_san("Qxe7+").unwrap();
        let evaluations = [
            at(Eval::Cp(0), &["b2b4", "e7e2"]),
            at(Eval::Cp(-400), &["e8e7", "e1d2", "b8b2", "d2d3"]),
        ];
        let review = Review::of(&game, &evaluations);
        let said = en().moment(&review.moves[0]);
        assert_eq!(
            said,
            "Move 1, White: Queen takes e7, check, a blunder. Black wins a pawn further along the engine's line: 2... Rook takes b2, check. Better was b4."
        );
        let de = ReviewWords {
            style: Style::Spoken,
            lang: Lang::De,
        };
        assert!(
            de.moment(&review.moves[0])
                .contains("Schwarz gewinnt einen Bauern später in der Variante der Engine: 2... Turm schlägt b2, Schach."),
            "{}",
            de.moment(&review.moves[0])
        );
    }

    #[test]
    fn every_message_is_there_in_every_language() {
        let review = blunder_game();
        for lang in Lang::ALL {
            let words = ReviewWords {
                style: Style::Spoken,
                lang,
            };
            let mut lines = words.spoken(&review);
            lines.push(words.partial(&review));
            for standing in [
                Standing::Level,
                Standing::Better(Color::White),
                Standing::Winning(Color::Black),
            ] {
                lines.push(words.standing(standing));
            }
            for line in &lines {
                assert!(!line.contains("study-"), "{lang}: {line}");
                assert!(!line.contains('{'), "{lang}: {line}");
            }
        }
    }
}
