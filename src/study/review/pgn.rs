//! The review as an annotated PGN, written as lichess writes its analysis
//! so that lichess, python-chess and ChessBase read it: the game's tags
//! (`ECO` and `Opening` as the book names them, and `Annotator`), each
//! reviewed move followed by the evaluation after it in a comment (`{ [%eval 0.35] }`, `{ [%eval #-3] }`); a judged move
//! also by its NAG (`$6` ?!, `$2` ?, `$4` ??), the judgement and the best
//! move in the comment ("Blunder. Nd5 was best."), and the best line as a
//! variation. The moves not reviewed (a review stopped half-way) follow
//! bare.

use shakmaty::{Chess, Color, Move, Position, san::SanPlus};

use super::{MoveReview, Review};
use crate::engine::analysis::Eval;
use crate::rules::{
    game::Game,
    pgn::{put, tag_section},
    scoresheet::Scoresheet,
};
use crate::study::{judge::Judgement, openings::name_sheet};

/// The longest best line written as a variation, in half-moves.
pub const VARIATION_PLIES: usize = 10;

/// An evaluation as `%eval` writes it: pawns with two decimals (`0.35`,
/// `-2.50`) or a mate (`#3`, `#-3`); `None` for a position where the side
/// to move is checkmated, which lichess leaves without one.
pub fn eval_text(eval: Eval) -> Option<String> {
    match eval {
        Eval::Cp(cp) => {
            let sign = if cp < 0 { "-" } else { "" };
            let cp = cp.unsigned_abs();
            Some(format!("{sign}{}.{:02}", cp / 100, cp % 100))
        }
        Eval::Mate(0) => None,
        Eval::Mate(n) => Some(format!("#{n}")),
    }
}

fn judgement_word(judgement: Judgement) -> &'static str {
    match judgement {
        Judgement::Inaccuracy => "Inaccuracy",
        Judgement::Mistake => "Mistake",
        Judgement::Blunder => "Blunder",
    }
}

/// A move with its number where PGN wants one: always before White's
/// move, before Black's when `numbered` (at the start of the movetext or
/// of a variation, or after a comment or a variation).
fn numbered(pos: &Chess, san: &str, numbered: bool) -> String {
    let number = pos.fullmoves().get();
    match pos.turn() {
        Color::White => format!("{number}. {san}"),
        Color::Black if numbered => format!("{number}... {san}"),
        Color::Black => san.to_owned(),
    }
}

/// A line of moves from `pos` as PGN movetext, numbered.
fn variation(pos: &Chess, line: &[Move]) -> String {
    let mut pos = pos.clone();
    let mut parts = Vec::new();
    for (i, &mv) in line.iter().take(VARIATION_PLIES).enumerate() {
        let san = SanPlus::from_move(pos.clone(), mv).to_string();
        parts.push(numbered(&pos, &san, i == 0));
        pos.play_unchecked(mv);
    }
    format!("({})", parts.join(" "))
}

/// The comment after a reviewed move: its `%eval`, and for a judged move
/// the judgement and the best move.
fn comment(m: &MoveReview) -> Option<String> {
    let mut inside = Vec::new();
    if let Some(eval) = eval_text(m.eval_after) {
        inside.push(format!("[%eval {eval}]"));
    }
    if let Some(judgement) = m.judgement {
        let mut words = format!("{}.", judgement_word(judgement));
        if let Some(best) = m.best.as_ref().filter(|_| !m.is_best()) {
            words.push_str(&format!(" {} was best.", best.san));
        }
        inside.push(words);
    }
    (!inside.is_empty()).then(|| format!("{{ {} }}", inside.join(" ")))
}

/// The game of `sheet` (whose moves are `game`'s) annotated with
/// `review`, as one PGN game ending with a newline; see the [module
/// documentation](self).
pub fn annotated(sheet: &Scoresheet, game: &Game, review: &Review) -> String {
    let mut sheet = sheet.clone();
    name_sheet(&mut sheet);
    let result = sheet.result_tag();
    let mut out = tag_section(
        &sheet,
        &result,
        sheet.termination(),
        &[("Annotator", "tactus".to_owned())],
    );
    out.push('\n');
    let mut line = String::new();
    let mut after_break = true;
    for (i, &mv) in game.moves().iter().enumerate() {
        let pos = &game.positions()[i];
        let san = game.san(i).to_string();
        let mut unit = numbered(pos, &san, after_break);
        after_break = false;
        let Some(m) = review.moves.get(i) else {
            put(&mut out, &mut line, &unit);
            continue;
        };
        if let Some(judgement) = m.judgement {
            unit.push_str(&format!(" ${}", judgement.nag()));
        }
        put(&mut out, &mut line, &unit);
        if let Some(comment) = comment(m) {
            put(&mut out, &mut line, &comment);
            after_break = true;
        }
        if let Some(best) = m
            .best
            .as_ref()
            .filter(|_| m.judgement.is_some() && !m.is_best())
        {
            put(&mut out, &mut line, &variation(pos, &best.line));
            after_break = true;
        }
        debug_assert_eq!(m.mv, mv);
    }
    put(&mut out, &mut line, &result);
    out.push_str(&line);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::pgn;
    use crate::study::review::tests::fools_evaluations;

    #[test]
    fn evaluations_are_written_as_lichess_writes_them() {
        assert_eq!(eval_text(Eval::Cp(35)).as_deref(), Some("0.35"));
        assert_eq!(eval_text(Eval::Cp(-250)).as_deref(), Some("-2.50"));
        assert_eq!(eval_text(Eval::Cp(-5)).as_deref(), Some("-0.05"));
        assert_eq!(eval_text(Eval::Cp(0)).as_deref(), Some("0.00"));
        assert_eq!(eval_text(Eval::Mate(-3)).as_deref(), Some("#-3"));
        assert_eq!(eval_text(Eval::Mate(2)).as_deref(), Some("#2"));
        assert_eq!(eval_text(Eval::Mate(0)), None);
    }

    #[test]
    fn a_blunder_gets_its_nag_comment_and_the_best_line() {
        let imported = pgn::import(
            b"[White \"A\"]\n[Black \"B\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
            1,
        )
        .unwrap();
        let review = Review::of(&imported.game, &fools_evaluations());
        let out = annotated(&imported.scoresheet, &imported.game, &review);
        assert!(out.contains("[Annotator \"tactus\"]\n"), "{out}");
        assert!(out.contains("[ECO \"A00\"]\n"), "{out}");
        let movetext = out.split("\n\n").nth(1).unwrap();
        assert_eq!(
            movetext,
            "1. f3 { [%eval -0.20] } 1... e5 { [%eval -0.70] } 2. g4 $4\n{ [%eval #-1] Blunder. d4 was best. } (2. d4 Nc6) 2... Qh4# 0-1\n"
        );
        // Half reviewed: the rest follows bare.
        let half = Review::of(&imported.game, &fools_evaluations()[..2]);
        let out = annotated(&imported.scoresheet, &imported.game, &half);
        assert!(
            out.ends_with("\n\n1. f3 { [%eval -0.20] } 1... e5 2. g4 Qh4# 0-1\n"),
            "{out}"
        );
    }
}
