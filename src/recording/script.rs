//! What a recording reads, as words and silences: the heading (players,
//! event, date, result), each move with its number, side and, if asked,
//! the mover's clock after it, a fixed silence after each so a listener
//! can step from move to move, then the result and why. Pure: the words
//! come from the phrase renderer the game speaks with.

use fluent_bundle::FluentValue;
use shakmaty::{KnownOutcome, Outcome};

use crate::notation::format_message;
use crate::rules::{Millis, game::Game, scoresheet::Scoresheet};
use crate::speech::phrase::Phrases;

/// The silence after each move (and after the heading twice as long):
/// long enough to be found by a player skipping through, short enough not
/// to drag.
pub const MOVE_PAUSE: Millis = 600;

/// One stretch of a recording.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Words to speak.
    Say(String),
    /// Silence, in milliseconds.
    Pause(Millis),
}

/// What is read of a game besides its moves and result.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Extras {
    /// The mover's clock reading after each move, where the score has one
    /// (PGN `%clk`).
    pub clocks: bool,
}

/// The parts of the recording of `game` with its scoresheet `sheet`,
/// worded by `phrases`.
pub fn script(game: &Game, sheet: &Scoresheet, phrases: &Phrases, extras: Extras) -> Vec<Part> {
    let mut parts = vec![
        Part::Say(heading(game, sheet, phrases)),
        Part::Pause(2 * MOVE_PAUSE),
    ];
    for (i, (before, mv)) in game.positions().iter().zip(game.moves()).enumerate() {
        let mut words = phrases.numbered_move(before, *mv);
        let clock = sheet.moves().get(i).and_then(|m| m.clock_after);
        if let (true, Some(left)) = (extras.clocks, clock) {
            words = say(
                phrases,
                "recording-move-clock",
                &[
                    ("move", words.into()),
                    ("time", phrases.duration_exact(left).into()),
                ],
            );
        }
        parts.push(Part::Say(words));
        parts.push(Part::Pause(MOVE_PAUSE));
    }
    let end = match game.outcome() {
        Some(ended) => phrases.ended(&ended, None),
        None if sheet.result().is_unknown() => say(phrases, "recording-no-result", &[]),
        None => phrases.recorded_result(sheet.result()),
    };
    parts.push(Part::Say(end));
    parts
}

fn say(phrases: &Phrases, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    format_message(phrases.lang, id, args)
}

/// The heading as one paragraph: "White: Carlsen. Black: Nepo. World
/// Championship, round 6. 3 December 2021. Result: White won."
fn heading(game: &Game, sheet: &Scoresheet, phrases: &Phrases) -> String {
    let header = &sheet.header;
    let known = |tag: &str| {
        let tag = tag.trim();
        (!tag.is_empty() && tag != "?" && tag != "-").then(|| tag.to_owned())
    };
    let mut sentences = Vec::new();
    let (white, black) = (known(&header.white), known(&header.black));
    if white.is_some() || black.is_some() {
        let unknown = || say(phrases, "recording-unknown-player", &[]);
        sentences.push(say(
            phrases,
            "recording-players",
            &[
                ("white", white.unwrap_or_else(unknown).into()),
                ("black", black.unwrap_or_else(unknown).into()),
            ],
        ));
    }
    if let Some(event) = known(&header.event) {
        sentences.push(match known(&header.round) {
            Some(round) => say(
                phrases,
                "recording-event-round",
                &[("event", event.into()), ("round", round.into())],
            ),
            None => say(phrases, "recording-event", &[("event", event.into())]),
        });
    }
    if let Some(date) = date(&header.date, phrases) {
        sentences.push(date);
    }
    let result = match game.outcome() {
        Some(ended) => Outcome::Known(ended.result),
        None => sheet.result(),
    };
    let key = match result {
        Outcome::Known(KnownOutcome::Decisive { winner }) => winner.fold_wb("white", "black"),
        Outcome::Known(KnownOutcome::Draw) => "draw",
        Outcome::Unknown => "unknown",
    };
    sentences.push(say(
        phrases,
        "recording-heading-result",
        &[("result", key.into())],
    ));
    sentences.join(" ")
}

/// A PGN date (`2021.12.03`, `2021.??.??`) in words, as far as it is known.
fn date(tag: &str, phrases: &Phrases) -> Option<String> {
    let mut parts = tag.trim().split('.').map(|p| p.parse::<u32>().ok());
    let year = parts.next().flatten().filter(|y| (1..=9999).contains(y))?;
    let month = parts.next().flatten().filter(|m| (1..=12).contains(m));
    let day = parts.next().flatten().filter(|d| (1..=31).contains(d));
    Some(match (month, day) {
        (Some(month), Some(day)) => say(
            phrases,
            "recording-date",
            &[
                ("year", year.into()),
                ("month", month.into()),
                ("day", day.into()),
            ],
        ),
        (Some(month), None) => say(
            phrases,
            "recording-month",
            &[("year", year.into()), ("month", month.into())],
        ),
        _ => say(phrases, "recording-year", &[("year", year.into())]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};
    use crate::rules::pgn;

    fn parts_of(pgn_text: &str, lang: Lang, clocks: bool) -> Vec<Part> {
        let imported = pgn::import(pgn_text.as_bytes(), 1).unwrap();
        let phrases = Phrases::new(Style::Spoken, lang, false);
        script(
            &imported.game,
            &imported.scoresheet,
            &phrases,
            Extras { clocks },
        )
    }

    fn said(parts: &[Part]) -> Vec<&str> {
        parts
            .iter()
            .filter_map(|p| match p {
                Part::Say(s) => Some(s.as_str()),
                Part::Pause(_) => None,
            })
            .collect()
    }

    const GAME: &str = "[Event \"Club Championship\"]\n[Round \"3\"]\n[Date \"2024.03.12\"]\n\
        [White \"Ada\"]\n[Black \"Bruno\"]\n[Result \"0-1\"]\n\n\
        1. f3 { [%clk 0:04:58] } e5 { [%clk 0:04:57] } 2. g4 { [%clk 0:04:50] } Qh4# 0-1\n";

    #[test]
    fn the_heading_then_each_move_with_a_pause_then_the_result() {
        let parts = parts_of(GAME, Lang::En, false);
        let words = said(&parts);
        assert_eq!(
            words[0],
            "White: Ada. Black: Bruno. Club Championship, round 3. 12 March 2024. Result: Black won."
        );
        assert_eq!(words[1], "Move 1, White: f3");
        assert_eq!(words[4], "Move 2, Black: Queen h4, checkmate");
        assert!(words[5].starts_with("Checkmate"), "{}", words[5]);
        assert_eq!(parts[1], Part::Pause(2 * MOVE_PAUSE));
        // A pause after every move, none after the result.
        let pauses = parts.iter().filter(|p| matches!(p, Part::Pause(_))).count();
        assert_eq!(pauses, 1 + 4);
        assert!(matches!(parts.last(), Some(Part::Say(_))));
    }

    #[test]
    fn clock_readings_are_read_when_asked_and_where_the_score_has_them() {
        let words = parts_of(GAME, Lang::De, true);
        let words = said(&words);
        assert_eq!(
            words[1],
            "Zug 1, Weiß: f3. Noch 4 Minuten 58 Sekunden auf der Uhr."
        );
        assert!(!words[4].contains("Uhr"), "{}", words[4]);
    }

    #[test]
    fn unknown_tags_are_left_out_and_a_partial_date_is_read_as_far_as_known() {
        let words = parts_of(
            "[Date \"1999.??.??\"]\n[White \"?\"]\n[Black \"Kim\"]\n\n1. e4 *\n",
            Lang::Es,
            false,
        );
        let words = said(&words);
        assert_eq!(
            words[0],
            "Blancas: desconocido. Negras: Kim. 1999. Resultado: ninguno todavía."
        );
        assert_eq!(
            words.last(),
            Some(&"La partida no tiene resultado todavía.")
        );
    }
}
