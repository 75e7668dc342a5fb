//! The adjournment's envelope in print (FIDE Guidelines I.2), in the
//! player's language: the names (when known), the time control, who sealed
//! which move, the moves made by each side, both clocks, the position
//! before the sealed move (FEN and piece by piece) and the score as
//! written. The sealed move is written as "sealed": only the arbiter's
//! file holds it. `tactus clock` writes these lines into the envelope's
//! files, and puts them into braille for the blind player's copy.

use fluent_bundle::FluentValue;
use shakmaty::{Color, Position};

use super::{position_words, side};
use crate::notation::Style;
use crate::rules::pgn::format_clock;
use crate::rules::scoresheet::Header;
use crate::speech::phrase::Phrases;
use crate::table::{ClockGame, Written, score};

impl Phrases {
    /// A reading as `h:mm:ss` and in words.
    fn envelope_reading(&self, ms: u64) -> FluentValue<'static> {
        format!("{} ({})", format_clock(ms), self.duration_exact(ms)).into()
    }

    /// The envelope's lines before the score, in print, in the spoken
    /// style whatever the player's (a page is read, not announced); the
    /// sealed move as "sealed"; the FEN with `fen` (not in braille, where
    /// it reads badly: the position is there piece by piece).
    pub fn envelope_lines(&self, game: &ClockGame, header: &Header, fen: bool) -> Vec<String> {
        let phrases = Phrases::new(Style::Spoken, self.lang, false);
        let mut out = vec![phrases.say("adjourn-envelope-title", vec![])];
        let known = |name: &str| {
            let name = name.trim();
            (!name.is_empty() && name != "?").then(|| name.to_owned())
        };
        if let Some(white) = known(&header.white) {
            out.push(phrases.say("adjourn-envelope-white", vec![("name", white.into())]));
        }
        if let Some(black) = known(&header.black) {
            out.push(phrases.say("adjourn-envelope-black", vec![("name", black.into())]));
        }
        let control = game.clock().time_control();
        out.push(phrases.say(
            "adjourn-envelope-control",
            vec![
                ("control", phrases.time_control(control).into()),
                ("tag", control.to_pgn_tag().into()),
            ],
        ));
        if let Some(sealed) = game.sealed() {
            out.push(phrases.say(
                "adjourn-envelope-sealer",
                vec![
                    ("side", side(sealed.side)),
                    ("number", sealed.number.into()),
                    (
                        "sealed",
                        phrases.say("adjourn-envelope-sealed", vec![]).into(),
                    ),
                ],
            ));
            out.push(phrases.say(
                "adjourn-envelope-clocks",
                vec![
                    ("white", phrases.envelope_reading(sealed.white)),
                    ("black", phrases.envelope_reading(sealed.black)),
                ],
            ));
        }
        out.push(phrases.say(
            "adjourn-envelope-moves",
            vec![
                ("white", game.clock().moves(Color::White).into()),
                ("black", game.clock().moves(Color::Black).into()),
            ],
        ));
        let (checked, pos) = game.score().checked();
        if checked == game.score().entries().len() {
            if fen {
                let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
                out.push(phrases.say(
                    "adjourn-envelope-fen",
                    vec![("fen", fen.to_string().into())],
                ));
            }
            out.push(phrases.say(
                "adjourn-envelope-board",
                vec![(
                    "position",
                    position_words(pos.board(), Style::Spoken, self.lang).into(),
                )],
            ));
        } else {
            let (number, _) = score::place(checked);
            out.push(phrases.say(
                "adjourn-envelope-no-position",
                vec![("number", number.into())],
            ));
        }
        out
    }

    /// The score in print as written, gaps and unchecked moves included:
    /// "1. e4 e5 2. Nf3 (gap)".
    pub fn envelope_score(&self, game: &ClockGame) -> String {
        let gap = self.say("adjourn-envelope-gap", vec![]);
        let mut out = self.say("adjourn-envelope-score", vec![]);
        for (index, entry) in game.score().entries().iter().enumerate() {
            let (number, side) = score::place(index);
            if side == Color::White {
                out.push_str(&format!(" {number}."));
            }
            out.push(' ');
            match &entry.written {
                Written::Gap => out.push_str(&gap),
                Written::Checked(text) | Written::Unchecked(text) => out.push_str(text),
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Lang;

    fn adjourned() -> ClockGame {
        crate::table::adjourned_example()
    }

    #[test]
    fn the_print_hides_the_sealed_move() {
        let g = adjourned();
        let header = Header {
            white: "Morphy, Paul".into(),
            ..Header::default()
        };
        let phrases = Phrases::new(Style::Spoken, Lang::En, false);
        let text =
            phrases.envelope_lines(&g, &header, true).join("\n") + &phrases.envelope_score(&g);
        assert!(text.contains("White: Morphy, Paul"), "{text}");
        assert!(text.contains("move 3 is sealed"), "{text}");
        assert!(text.contains("1. e4 e5 2. Nf3 Nc6"), "{text}");
        assert!(text.contains("(FEN): r1bqkbnr/pppp1ppp/2n5/4p3"), "{text}");
        let braille = phrases.envelope_lines(&g, &header, false).join("\n");
        assert!(!braille.contains("FEN"), "{braille}");
        assert!(!text.contains("b5"), "{text}");
    }
}
