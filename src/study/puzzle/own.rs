//! Puzzles from the player's own games: the positions where the engine's
//! review found a winning move missed (`tactus puzzle --own`).
//!
//! A move is a missed win when the review judged it a mistake or a blunder
//! and the position before it was winning for its mover (a mate, or at
//! least [`WINNING`] centipawns) by the best move. The puzzle is written as
//! a row of the Lichess database's form, so that it is chosen, checked and
//! solved as every other puzzle: the position before the opponent's move
//! that led there, that move, then the solution: the engine's mating line
//! up to the mate when the best move mates ("find mate in 2"; any mating
//! move counts), else the best move alone. The rows have no rating of
//! their own: [`OWN_RATING`] with a wide deviation, and a result counts
//! [`OWN_WEIGHT`] of a rated puzzle's, so that they move the player's
//! rating little. Only the player's own misses are puzzles: a game whose
//! player is known (the side not played by the engine) gives none of the
//! opponent's.
//!
//! ```
//! use shakmaty::uci::UciMove;
//! use tactus::engine::analysis::{Eval, Evaluation};
//! use tactus::rules::game::Game;
//! use tactus::study::{puzzle::own::rows, review::Review};
//!
//! let mut game = Game::new();
//! for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "d3"] {
//!     game.play_san(san).unwrap();
//! }
//! let at = |eval, line: &[&str]| Evaluation {
//!     eval,
//!     best: line.first().map(|u| u.parse::<UciMove>().unwrap()),
//!     line: line.iter().map(|u| u.parse().unwrap()).collect(),
//!     depth: None,
//! };
//! let evaluations = [
//!     at(Eval::Cp(30), &["e2e4"]),
//!     at(Eval::Cp(30), &["e7e5"]),
//!     at(Eval::Cp(30), &["g1f3"]),
//!     at(Eval::Cp(0), &["b8c6"]),
//!     at(Eval::Cp(0), &["f1c4"]),
//!     at(Eval::Cp(0), &["g7g6"]),
//!     at(Eval::Mate(1), &["h5f7"]),
//!     at(Eval::Cp(-900), &["f6h5"]),
//! ];
//! let rows = rows(&Review::of(&game, &evaluations), None);
//! assert_eq!(rows.len(), 1);
//! assert!(rows[0].contains(",g8f6 h5f7,") && rows[0].ends_with(",mate mateIn1 oneMove"));
//! ```

use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position, fen::Fen};

use crate::engine::analysis::Eval;
use crate::study::judge::Judgement;
use crate::study::review::{MoveReview, Review, why::mate_for};

/// The header line of the rows, in the shipped puzzles' columns.
pub const HEADER: &str = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes";

/// The rating the puzzles of the player's games are given.
pub const OWN_RATING: u16 = 1500;

/// Their rating's deviation: wide, for a rating no one has measured.
pub const OWN_DEVIATION: u16 = 350;

/// How much of a rated puzzle's change of the player's rating an own
/// puzzle makes: a tenth.
pub const OWN_WEIGHT: f64 = 0.1;

/// The advantage, in centipawns for the mover, from which a position counts
/// as winning.
pub const WINNING: i64 = 200;

/// From this advantage on, the puzzle's theme is `crushing` rather than
/// `advantage` (lichess's line between the two).
const CRUSHING: i64 = 600;

/// The puzzles of `review`: a row (in [`HEADER`]'s columns) for each win
/// that `player`'s side missed (either side's, for a game whose player is
/// not known), in the order of the game: never the opponent's.
pub fn rows(review: &Review, player: Option<Color>) -> Vec<String> {
    review
        .moves
        .windows(2)
        .filter(|pair| player.is_none_or(|side| pair[1].side == side))
        .filter_map(|pair| row(&pair[0], &pair[1]))
        .collect()
}

/// Whether `id` is that of a puzzle of the player's own games.
pub fn is_own(id: &str) -> bool {
    id.starts_with(ID_PREFIX)
}

/// What the id of every puzzle of the player's own games begins with.
const ID_PREFIX: &str = "own";

/// The row of the move `missed`, after the opponent's move `before`, if it
/// missed a win.
fn row(before: &MoveReview, missed: &MoveReview) -> Option<String> {
    if before.ply + 1 != missed.ply
        || !matches!(
            missed.judgement,
            Some(Judgement::Mistake | Judgement::Blunder)
        )
    {
        return None;
    }
    let best = missed.best.as_ref().filter(|_| !missed.is_best())?;
    let mover = missed.side;
    let (solution, themes) = match mate_for(missed.eval_before, mover) {
        Some(_) => match mating_line(&missed.before, &best.line) {
            Some(line) => {
                let moves = line.len().div_ceil(2);
                let named = if moves <= 5 {
                    format!("mate mateIn{moves}")
                } else {
                    "mate".to_owned()
                };
                let one = if moves == 1 { " oneMove" } else { "" };
                (line, format!("{named}{one}"))
            }
            None => (vec![best.mv], "crushing oneMove".to_owned()),
        },
        None => {
            let cp = cp_for(missed.eval_before, mover)?;
            if cp < WINNING {
                return None;
            }
            let theme = if cp >= CRUSHING {
                "crushing"
            } else {
                "advantage"
            };
            (vec![best.mv], format!("{theme} oneMove"))
        }
    };
    let fen = Fen::from_position(&before.before, EnPassantMode::Legal).to_string();
    let moves: Vec<String> = std::iter::once(before.mv)
        .chain(solution)
        .map(|m| m.to_uci(CastlingMode::Standard).to_string())
        .collect();
    let moves = moves.join(" ");
    let id = format!("{ID_PREFIX}{:08x}", fnv(&format!("{fen} {moves}")));
    Some(format!(
        "{id},{fen},{moves},{OWN_RATING},{OWN_DEVIATION},{themes}"
    ))
}

/// The beginning of `line` from `pos` up to the checkmate it gives, if it
/// gives one on a move of the side to move.
fn mating_line(pos: &Chess, line: &[Move]) -> Option<Vec<Move>> {
    let mut pos = pos.clone();
    for (i, &m) in line.iter().enumerate() {
        if !pos.is_legal(m) {
            return None;
        }
        pos.play_unchecked(m);
        if pos.is_checkmate() {
            return (i % 2 == 0).then(|| line[..=i].to_vec());
        }
    }
    None
}

/// The centipawns for `side` of an evaluation from White's side; `None`
/// for a mate.
fn cp_for(eval: Eval, side: Color) -> Option<i64> {
    match eval {
        Eval::Cp(cp) => Some(if side == Color::White { cp } else { -cp }),
        Eval::Mate(_) => None,
    }
}

/// FNV-1a, 32 bits: a short id that stays the same from one run (and one
/// version of tactus) to the next, so that a puzzle done is known again.
fn fnv(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::analysis::Evaluation;
    use crate::rules::game::Game;
    use crate::study::puzzle::{
        Puzzle,
        row::{Columns, row as read_row},
    };
    use shakmaty::uci::UciMove;

    fn at(eval: Eval, line: &[&str]) -> Evaluation {
        Evaluation {
            eval,
            best: line.first().map(|u| u.parse::<UciMove>().unwrap()),
            line: line.iter().map(|u| u.parse().unwrap()).collect(),
            depth: None,
        }
    }

    /// 1. f3 e5 2. g4 a6??, where 2... Qh4# mates, and its evaluations.
    fn black_misses_mate() -> (Game, [Evaluation; 5]) {
        let g = game(&["f3", "e5", "g4", "a6"]);
        let evaluations = [
            at(Eval::Cp(20), &["e2e4"]),
            at(Eval::Cp(-20), &["e7e5"]),
            at(Eval::Cp(-60), &["d2d4"]),
            at(Eval::Mate(-1), &["d8h4"]),
            at(Eval::Cp(-50), &["g1f3"]),
        ];
        (g, evaluations)
    }

    fn game(sans: &[&str]) -> Game {
        let mut g = Game::new();
        for san in sans {
            g.play_san(san).unwrap();
        }
        g
    }

    #[test]
    fn a_missed_mate_is_a_mate_puzzle_that_plays() {
        // 1. f3 e5 2. g4 a6?? (2... Qh4# mates).
        let (g, evaluations) = black_misses_mate();
        let found = rows(&Review::of(&g, &evaluations), None);
        assert_eq!(found.len(), 1, "{found:?}");
        let line = &found[0];
        assert!(line.starts_with("own"), "{line}");
        assert!(line.contains(",g2g4 d8h4,"), "{line}");
        assert!(line.ends_with(",mate mateIn1 oneMove"), "{line}");
        let fields = read_row(line, &Columns::SHIPPED).unwrap();
        let puzzle = Puzzle::from_row(&fields).unwrap();
        assert_eq!(puzzle.solver(), Color::Black);
        assert_eq!(puzzle.mate_in(), Some(1));
        // The same row, id and all, on every run.
        assert_eq!(found, rows(&Review::of(&g, &evaluations), None));
    }

    #[test]
    fn a_winning_move_missed_is_a_one_move_puzzle_and_a_small_edge_lost_is_none() {
        // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nd4 4. Qxe5+? missing 4. Qxf7#.
        let g = game(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nd4", "Qxe5+"]);
        let evaluations = [
            at(Eval::Cp(30), &["e2e4"]),
            at(Eval::Cp(30), &["e7e5"]),
            at(Eval::Cp(20), &["b1c3"]),
            at(Eval::Cp(0), &["b8c6"]),
            at(Eval::Cp(10), &["f1c4"]),
            at(Eval::Cp(350), &["g7g6"]),
            at(Eval::Mate(1), &["h5f7"]),
            at(Eval::Cp(300), &["d8e7"]),
        ];
        let found = rows(&Review::of(&g, &evaluations), None);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains(",c6d4 h5f7,"), "{}", found[0]);
        // 1. e4 e5 2. Nf3 d6 3. Nc3?: White was winning by three and a half
        // pawns with 3. d4 (so the engine says here), one after 3. Nc3.
        let g = game(&["e4", "e5", "Nf3", "d6", "Nc3"]);
        let evaluations = [
            at(Eval::Cp(30), &["e2e4"]),
            at(Eval::Cp(30), &["e7e5"]),
            at(Eval::Cp(30), &["g1f3"]),
            at(Eval::Cp(30), &["b8c6"]),
            at(Eval::Cp(350), &["d2d4"]),
            at(Eval::Cp(60), &["b8c6"]),
        ];
        let found = rows(&Review::of(&g, &evaluations), None);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains(",d7d6 d2d4,"), "{}", found[0]);
        assert!(found[0].ends_with(",advantage oneMove"), "{}", found[0]);
        let fields = read_row(&found[0], &Columns::SHIPPED).unwrap();
        assert!(Puzzle::from_row(&fields).is_ok());
        // An edge of one and a half pawns lost is no win missed.
        let mut small = evaluations.clone();
        small[4] = at(Eval::Cp(150), &["d2d4"]);
        small[5] = at(Eval::Cp(-60), &["b8c6"]);
        assert_eq!(rows(&Review::of(&g, &small), None), Vec::<String>::new());
    }

    #[test]
    fn only_the_players_own_misses_are_puzzles() {
        // 1. f3 e5 2. g4 a6?? (Black misses 2... Qh4#): a puzzle for a
        // player of Black, none for a player of White.
        let (g, evaluations) = black_misses_mate();
        let review = Review::of(&g, &evaluations);
        assert_eq!(rows(&review, Some(Color::Black)).len(), 1);
        assert_eq!(rows(&review, Some(Color::White)), Vec::<String>::new());
        assert!(rows(&review, None).iter().all(|r| is_own(r)));
    }
}
