//! A scoresheet as a braille document: the heading (players, event, date,
//! result) in the literary braille of the player's language through
//! liblouis, the starting position when the game does not start from the
//! usual one (each side's pieces in the chess code), a blank line, then
//! the moves in the chess code, a whole move (its number, White's move and
//! Black's) a word, and the result. The same heading, position and moves
//! in print serve the `text` format.

use shakmaty::{Chess, Color, Outcome, Position, Role, Square};

use super::cell::Cell;
use super::code::{self, Sign};
use super::louis::{self, LouisError};
use super::page::{Lines, PageSize, Pages, Paragraph, Word, flow, lay_out};
use crate::notation::{Lang, format_message};
use crate::rules::{pgn::start_of, scoresheet::Scoresheet};

/// The heading in print, one line each, in `lang` (the `score-heading-*`
/// messages): White, Black, the event (with site and round), the date and
/// the result. A tag that is unknown (`?`) gives no line.
pub fn heading(sheet: &Scoresheet, lang: Lang) -> Vec<String> {
    let h = &sheet.header;
    let known = |value: &str| {
        let value = value.trim();
        (!value.is_empty() && value != "?" && value != "-").then(|| value.to_owned())
    };
    let line = |id: &str, value: String| format_message(lang, id, &[("value", value.into())]);
    let mut lines = Vec::new();
    if let Some(white) = known(&h.white) {
        lines.push(line("score-heading-white", white));
    }
    if let Some(black) = known(&h.black) {
        lines.push(line("score-heading-black", black));
    }
    let event: Vec<String> = [&h.event, &h.site]
        .into_iter()
        .filter_map(|v| known(v))
        .collect();
    if !event.is_empty() {
        lines.push(line("score-heading-event", event.join(", ")));
    }
    if let Some(round) = known(&h.round) {
        lines.push(line("score-heading-round", round));
    }
    if let Some(date) = date(&h.date) {
        lines.push(line("score-heading-date", date));
    }
    lines.push(match sheet.result() {
        Outcome::Unknown => format_message(lang, "score-heading-unfinished", &[]),
        result => line("score-heading-result", result.to_string()),
    });
    lines
}

/// The starting position of a game that does not start from the usual
/// one: who has the move, and the pieces of White and of Black, the king
/// first and the pawns last, each kind from the a-file to the h-file.
struct Start {
    turn: Color,
    pieces: [Vec<(Role, Square)>; 2],
}

/// The starting position of `sheet`, when it is not the usual one.
fn start(sheet: &Scoresheet) -> Option<Start> {
    let pos = crate::rules::fen::position(sheet.start_fen()?).ok()?;
    if pos.board() == Chess::default().board() && pos.turn() == Color::White {
        return None;
    }
    let board = pos.board();
    let pieces = Color::ALL.map(|side| {
        let mut pieces: Vec<(Role, Square)> = board
            .by_color(side)
            .into_iter()
            .filter_map(|sq| board.role_at(sq).map(|role| (role, sq)))
            .collect();
        pieces.sort_by_key(|(role, sq)| (Role::King as u8 - *role as u8, sq.file(), sq.rank()));
        pieces
    });
    Some(Start {
        turn: pos.turn(),
        pieces,
    })
}

/// The side as the messages name it.
fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The line that opens the starting position ("Starting position, Black
/// to move:") and the labels of the sides ("White:", "Black:"), in `lang`.
fn start_words(start: &Start, lang: Lang) -> (String, [String; 2]) {
    let say = |id: &str, side: Color| format_message(lang, id, &[("side", side_name(side).into())]);
    (
        say("score-start", start.turn),
        Color::ALL.map(|side| say("score-start-side", side)),
    )
}

/// The starting position in print, when the game does not start from the
/// usual one: "Starting position, Black to move:", "White: Ke1, e2",
/// "Black: Ke8" (with the piece letters of `lang`); else nothing.
pub fn start_lines(sheet: &Scoresheet, lang: Lang) -> Vec<String> {
    let Some(start) = start(sheet) else {
        return Vec::new();
    };
    let (opening, labels) = start_words(&start, lang);
    let mut lines = vec![opening];
    for (label, pieces) in labels.iter().zip(&start.pieces) {
        let pieces: Vec<String> = pieces
            .iter()
            .map(|(role, sq)| {
                let letter = code::print_letter(*role, lang).map(String::from);
                format!("{}{sq}", letter.unwrap_or_default())
            })
            .collect();
        lines.push(format!("{label} {}", pieces.join(", ")));
    }
    lines
}

/// The starting position in braille, as [`start_lines`] has it: the words
/// through liblouis, the pieces in the chess code (`KE1 E2`).
fn start_paragraphs(sheet: &Scoresheet, lang: Lang) -> Result<Vec<Paragraph>, LouisError> {
    let Some(start) = start(sheet) else {
        return Ok(Vec::new());
    };
    let (opening, labels) = start_words(&start, lang);
    let mut paragraphs = vec![prose(&opening, lang)?];
    for (label, pieces) in labels.iter().zip(&start.pieces) {
        let mut words = prose(label, lang)?;
        words.extend(pieces.iter().map(|(role, sq)| {
            let letter = code::piece_letter(*role, lang).and_then(Cell::from_brf);
            Word::new(letter.into_iter().chain(code::square(*sq)).collect())
        }));
        paragraphs.push(words);
    }
    Ok(paragraphs)
}

/// `text` in `lang`'s literary braille, a word for each word.
fn prose(text: &str, lang: Lang) -> Result<Paragraph, LouisError> {
    let cells = louis::translate(text, lang)?;
    Ok(cells
        .split(|c| *c == Cell::BLANK)
        .filter(|w| !w.is_empty())
        .map(|w| Word::new(w.to_vec()))
        .collect())
}

/// A PGN date (`1858.??.??`) as `1858`, `1858-11` or `1858-11-02`; `None`
/// when not even the year is known.
fn date(pgn: &str) -> Option<String> {
    let parts: Vec<&str> = pgn
        .split('.')
        .take_while(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        .collect();
    (!parts.is_empty()).then(|| parts.join("-"))
}

/// One whole move of the list: the move number and White's move, Black's
/// move, or both.
struct Unit<'a, T> {
    number: u32,
    white: Option<&'a T>,
    black: Option<&'a T>,
}

/// The moves of `sheet` as whole moves, numbered from its start position.
fn units<'a, T>(sheet: &Scoresheet, moves: &'a [T]) -> Vec<Unit<'a, T>> {
    let (mut number, mut white) = start_of(sheet.start_fen());
    let mut out: Vec<Unit<'a, T>> = Vec::new();
    for m in moves {
        if white {
            out.push(Unit {
                number,
                white: Some(m),
                black: None,
            });
        } else {
            match out.last_mut() {
                Some(unit) if unit.number == number && unit.black.is_none() => unit.black = Some(m),
                _ => out.push(Unit {
                    number,
                    white: None,
                    black: Some(m),
                }),
            }
            number = number.saturating_add(1);
        }
        white = !white;
    }
    out
}

/// The moves in print, a whole move a word (`1. e4 e5`, `12... Sf6`), then
/// the result (`1-0`; none for a game not finished).
pub fn print_moves(sheet: &Scoresheet, lang: Lang) -> Vec<String> {
    let sans: Vec<_> = sheet.moves().iter().map(|m| &m.san).collect();
    let mut words: Vec<String> = units(sheet, &sans)
        .into_iter()
        .map(|u| {
            let mv = |m: Option<&&shakmaty::san::SanPlus>| m.map(|s| code::print_move(s, lang));
            match (mv(u.white), mv(u.black)) {
                (Some(w), Some(b)) => format!("{}. {w} {b}", u.number),
                (Some(w), None) => format!("{}. {w}", u.number),
                (None, Some(b)) => format!("{}... {b}", u.number),
                (None, None) => String::new(),
            }
        })
        .collect();
    if sheet.result() != Outcome::Unknown {
        words.push(sheet.result().to_string());
    }
    words
}

/// The moves in the chess code, a whole move a word, then the result.
pub fn move_words(sheet: &Scoresheet, lang: Lang) -> Paragraph {
    let sans: Vec<_> = sheet.moves().iter().map(|m| &m.san).collect();
    let space = vec![Cell::BLANK];
    let mut words: Paragraph = units(sheet, &sans)
        .into_iter()
        .map(|u| {
            let number = code::lower_number(u.number);
            let white = u.white.map(|s| code::move_cells(s, lang));
            let black = u.black.map(|s| code::move_cells(s, lang));
            let black_first =
                |b: &[Cell]| [&number[..], &space, &code::sign(Sign::BlackFirst), b].concat();
            match (white, black) {
                (Some(w), Some(b)) => Word {
                    cells: [&number[..], &space, &w, &space, &b].concat(),
                    halves: Some(([&number[..], &space, &w].concat(), black_first(&b))),
                },
                (Some(w), None) => Word::new([&number[..], &space, &w].concat()),
                (None, Some(b)) => Word::new(black_first(&b)),
                (None, None) => Word::new(Vec::new()),
            }
        })
        .collect();
    words.extend(code::result_cells(sheet.result()).map(Word::new));
    words
}

/// The whole score of `sheet` in braille pages of `size`: the heading in
/// `lang`'s literary braille (liblouis), the starting position if it is
/// not the usual one, a blank line, the moves in the chess code with
/// `lang`'s piece letters.
pub fn pages(sheet: &Scoresheet, lang: Lang, size: PageSize) -> Result<Pages, LouisError> {
    Ok(lay_out(&paragraphs(sheet, lang)?, size))
}

/// The same score as [`pages`] as lines of `cells` cells, not cut into
/// pages: for a braille display or a screen, which have no pages to fill.
pub fn lines(sheet: &Scoresheet, lang: Lang, cells: usize) -> Result<Lines, LouisError> {
    Ok(flow(&paragraphs(sheet, lang)?, cells))
}

/// The paragraphs of the score of `sheet` (see [`pages`]).
fn paragraphs(sheet: &Scoresheet, lang: Lang) -> Result<Vec<Paragraph>, LouisError> {
    let mut paragraphs = Vec::new();
    for line in heading(sheet, lang) {
        paragraphs.push(prose(&line, lang)?);
    }
    paragraphs.extend(start_paragraphs(sheet, lang)?);
    paragraphs.push(Vec::new());
    paragraphs.push(move_words(sheet, lang));
    Ok(paragraphs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::pgn;

    fn sheet(pgn_text: &str) -> Scoresheet {
        pgn::import(pgn_text.as_bytes(), 1).unwrap().scoresheet
    }

    fn brf(words: &Paragraph) -> Vec<String> {
        words
            .iter()
            .map(|w| w.cells.iter().map(|c| c.brf()).collect())
            .collect()
    }

    #[test]
    fn whole_moves_are_words_and_the_result_ends_them() {
        let s = sheet("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 1/2-1/2");
        assert_eq!(
            brf(&move_words(&s, Lang::En)),
            ["1 E4 E5", "2 SF3 SC6", "3 BB5 A6", "4 B;C6 D;C6", "1/2-1/2"]
        );
        assert_eq!(
            brf(&move_words(&s, Lang::Es))[1..3],
            ["2 CF3 CC6", "3 AB5 A6"]
        );
        assert_eq!(
            print_moves(&s, Lang::De),
            [
                "1. e4 e5",
                "2. Sf3 Sc6",
                "3. Lb5 a6",
                "4. Lxc6 dxc6",
                "1/2-1/2"
            ]
        );
        assert_eq!(print_moves(&s, Lang::En)[1], "2. Nf3 Nc6");
    }

    #[test]
    fn a_game_from_a_position_with_black_to_move_opens_with_the_black_sign() {
        let s = sheet(
            "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n[SetUp \"1\"]\n\n30... Kd7 31. e4 Kc6 *",
        );
        assert_eq!(brf(&move_words(&s, Lang::En)), ["30 -KD7", "31 E4 KC6"]);
        assert_eq!(print_moves(&s, Lang::En), ["30... Kd7", "31. e4 Kc6"]);
        let halves = move_words(&s, Lang::En)[1].halves.clone().unwrap();
        let text = |c: &[Cell]| c.iter().map(|c| c.brf()).collect::<String>();
        assert_eq!(
            (text(&halves.0), text(&halves.1)),
            ("31 E4".into(), "31 -KC6".into())
        );
    }

    #[test]
    fn a_game_from_a_position_gives_the_position_and_the_usual_start_none() {
        let s = sheet(
            "[FEN \"r3k2r/8/8/8/8/8/4P3/R2QK1N1 b kq - 0 30\"]\n[SetUp \"1\"]\n\n30... O-O *",
        );
        assert_eq!(
            start_lines(&s, Lang::En),
            [
                "Starting position, Black to move:",
                "White: Ke1, Qd1, Ra1, Ng1, e2",
                "Black: Ke8, Ra8, Rh8"
            ]
        );
        assert_eq!(start_lines(&s, Lang::De)[1], "Weiß: Ke1, Dd1, Ta1, Sg1, e2");
        assert_eq!(start_lines(&s, Lang::Es)[2], "Negras: Re8, Ta8, Th8");
        let usual =
            sheet("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. e4 *");
        assert!(start_lines(&usual, Lang::En).is_empty());
        assert!(start_lines(&sheet("1. e4 *"), Lang::En).is_empty());
    }

    #[test]
    fn the_heading_names_what_is_known_in_the_language() {
        let s = sheet(
            "[Event \"Paris\"]\n[Site \"?\"]\n[Date \"1858.??.??\"]\n[White \"Morphy, Paul\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0",
        );
        assert_eq!(
            heading(&s, Lang::En),
            [
                "White: Morphy, Paul",
                "Event: Paris",
                "Date: 1858",
                "Result: 1-0"
            ]
        );
        assert_eq!(heading(&s, Lang::De)[0], "Weiß: Morphy, Paul");
        assert_eq!(heading(&s, Lang::Es)[3], "Resultado: 1-0");
        assert_eq!(date("2024.03.??").as_deref(), Some("2024-03"));
        assert_eq!(date("????.??.??"), None);
    }
}
