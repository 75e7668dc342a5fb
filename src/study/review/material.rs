//! Material won or lost along a line of moves: what a review says of a
//! move ("Black wins a piece"), counted by playing the engine's line out
//! on the board.
//!
//! The line is played at most [`HORIZON`] half-moves, and the material is
//! counted at the last quiet point within them (after a half-move whose
//! next one is no capture nor promotion, or at the end of the line), so
//! that an exchange is counted whole, never half-way. Like pieces given
//! for like pieces cancel (a knight and a bishop are both a piece), and
//! what one side has won over the other is named the way players name it:
//! a pawn, two pawns, a piece, the exchange (a rook for a piece), a rook,
//! the queen, else material. The values are the usual 1, 3, 3, 5, 9.

use shakmaty::{ByRole, Chess, Color, Move, Position, Role};

/// How many half-moves of a line are played out at most.
pub const HORIZON: usize = 8;

/// What one side wins along a line, as players name it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase", tag = "gain", content = "count")]
pub enum Gain {
    /// This many pawns (1 or more), and nothing else.
    Pawns(u8),
    /// A knight or a bishop.
    Piece,
    /// A rook for a knight or a bishop.
    Exchange,
    /// A rook.
    Rook,
    /// The queen.
    Queen,
    /// Material that none of these names.
    Material,
}

/// The material one side wins over the other along a line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Swing {
    /// Who wins it.
    pub winner: Color,
    /// What it is.
    pub gain: Gain,
    /// What the winner gave for it, like for like cancelled (a rook for
    /// the queen won); `None` when nothing, or when the exchange names it.
    pub given: Option<Gain>,
    /// Its worth in pawns (1 or more).
    pub points: i32,
    /// The index in the line of the winner's move that wins it: the
    /// first of the winner's moves after the last point at which the
    /// material stood otherwise (a recapture that only restores the
    /// balance wins nothing; what is won later in the line is won by a
    /// later move).
    pub by: usize,
}

/// The usual value of a piece kind, in pawns.
fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

fn worth(side: &ByRole<u8>) -> i32 {
    Role::ALL
        .iter()
        .map(|&r| value(r) * i32::from(*side.get(r)))
        .sum()
}

/// Whether a move changes the material: a capture or a promotion.
fn changes_material(m: &Move) -> bool {
    m.is_capture() || m.is_promotion()
}

/// The material won along `line` from `start` (the moves that are not
/// legal in turn end it), counted at the last quiet point after at least
/// `at_least` half-moves (or at the end of a shorter line); `None` when
/// neither side wins a pawn or more.
///
/// ```
/// use shakmaty::{Chess, Color, Position, san::San};
/// use tactus::study::review::material::{Gain, along};
///
/// // 1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7: a bishop given for a pawn.
/// let mut pos = Chess::default();
/// for san in ["e4", "e5", "Bc4", "Nc6"] {
///     let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
///     pos.play_unchecked(m);
/// }
/// let bxf7 = "Bxf7+".parse::<San>().unwrap().to_move(&pos).unwrap();
/// let after = pos.clone().play(bxf7).unwrap();
/// let kxf7 = "Kxf7".parse::<San>().unwrap().to_move(&after).unwrap();
/// let swing = along(&pos, &[bxf7, kxf7], 2).unwrap();
/// assert_eq!((swing.winner, swing.gain, swing.points), (Color::Black, Gain::Piece, 2));
/// ```
pub fn along(start: &Chess, line: &[Move], at_least: usize) -> Option<Swing> {
    let mut pos = start.clone();
    let mut counted = (pos.clone(), 0);
    // Each quiet point: its index (half-moves played) and position.
    let mut quiet_points = vec![(0, pos.clone())];
    let played: Vec<Move> = line.iter().take(HORIZON).copied().collect();
    let mut movers = Vec::new();
    for (i, m) in played.iter().enumerate() {
        if !pos.is_legal(*m) {
            break;
        }
        movers.push(pos.turn());
        pos.play_unchecked(*m);
        let next = played.get(i + 1);
        let quiet = next.is_none_or(|next| !changes_material(next));
        if quiet {
            quiet_points.push((i + 1, pos.clone()));
        }
        if quiet && (i + 1 >= at_least || next.is_none()) {
            counted = (pos.clone(), i + 1);
        }
    }
    let mut won = swing(start, &counted.0)?;
    // The last quiet point before the count at which the balance was
    // otherwise: the winning begins after it.
    let net = |p: &Chess| swing(start, p).map(|s| (s.winner, s.points));
    let wanted = Some((won.winner, won.points));
    let since = quiet_points
        .iter()
        .filter(|(at, p)| *at < counted.1 && net(p) != wanted)
        .map(|(at, _)| *at)
        .next_back()
        .unwrap_or(0);
    won.by = (since..counted.1)
        .find(|&i| movers[i] == won.winner)
        .unwrap_or(since);
    Some(won)
}

/// The material won between two positions.
fn swing(from: &Chess, to: &Chess) -> Option<Swing> {
    let before = from.board().material();
    let after = to.board().material();
    let change = |c: Color| worth(after.get(c)) - worth(before.get(c));
    let net = change(Color::White) - change(Color::Black);
    if net == 0 {
        return None;
    }
    let winner = if net > 0 { Color::White } else { Color::Black };
    let loser = !winner;
    let points = net.abs();
    // What each side lost, like for like cancelled (minor pieces alike).
    let lost = |c: Color| {
        let (b, a) = (before.get(c), after.get(c));
        let gone = |r: Role| i32::from(*b.get(r)) - i32::from(*a.get(r));
        [
            gone(Role::Pawn).max(0),
            (gone(Role::Knight) + gone(Role::Bishop)).max(0),
            gone(Role::Rook).max(0),
            gone(Role::Queen).max(0),
        ]
    };
    let (won, gave) = (lost(loser), lost(winner));
    let kept: Vec<i32> = won.iter().zip(gave).map(|(w, g)| (w - g).max(0)).collect();
    let given: Vec<i32> = won.iter().zip(gave).map(|(w, g)| (g - w).max(0)).collect();
    let [pawns, minors, rooks, queens] = [kept[0], kept[1], kept[2], kept[3]];
    let exchange = rooks > 0 && given[1] > 0 && given[2] == 0 && given[3] == 0 && points <= 3;
    let gave_nothing = given.iter().all(|g| *g == 0);
    let gain = if exchange {
        Gain::Exchange
    } else if gave_nothing {
        // Nothing given back: what was won, named by its largest part.
        if queens > 0 && points >= 5 {
            Gain::Queen
        } else if rooks > 0 && points >= 4 {
            Gain::Rook
        } else if minors > 0 && points >= 2 {
            Gain::Piece
        } else if rooks == 0 && minors == 0 && queens == 0 && pawns > 0 {
            Gain::Pawns(u8::try_from(points).unwrap_or(u8::MAX))
        } else {
            Gain::Material
        }
    } else {
        // Something given for it: the largest part won, for the largest
        // part given ("the queen for a rook").
        largest(&kept)
    };
    let given = (!exchange && !gave_nothing && gain != Gain::Material)
        .then(|| largest(&given))
        .filter(|g| *g != Gain::Material);
    Some(Swing {
        winner,
        gain,
        given,
        points,
        by: 0,
    })
}

/// The largest part of what a side lost, by kinds (pawns, minor pieces,
/// rooks, queens), as one of them names it: one piece of the largest kind
/// (or the pawns when only pawns), else material.
fn largest(lost: &[i32]) -> Gain {
    match lost {
        [_, _, _, q] if *q == 1 => Gain::Queen,
        [_, _, r, 0] if *r == 1 => Gain::Rook,
        [_, m, 0, 0] if *m == 1 => Gain::Piece,
        [p, 0, 0, 0] if *p > 0 => Gain::Pawns(u8::try_from(*p).unwrap_or(u8::MAX)),
        _ => Gain::Material,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen, uci::UciMove};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn line(start: &Chess, ucis: &[&str]) -> Vec<Move> {
        let mut pos = start.clone();
        ucis.iter()
            .map(|u| {
                let m = u.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
                pos.play_unchecked(m);
                m
            })
            .collect()
    }

    #[test]
    fn an_exchange_is_counted_whole() {
        // White's knight takes a defended pawn on e5: the knight is lost
        // for the pawn, but only once the recapture is counted.
        let start = position("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1");
        let knight = line(&start, &["f3e5"]);
        assert_eq!(
            along(&start, &knight, 1).map(|s| s.winner),
            Some(Color::White)
        );
        let taken = line(&start, &["f3e5", "d8e7", "e5f3", "e7e4"]);
        let swing = along(&start, &taken, 2);
        assert_eq!(swing, None, "a pawn each");
        // A line ending in the middle of an exchange is counted where it ends.
        let cut = line(&start, &["f3e5", "d8e7"]);
        assert_eq!(
            along(&start, &cut, 2).map(|s| (s.winner, s.gain)),
            Some((Color::White, Gain::Pawns(1)))
        );
    }

    #[test]
    fn gains_are_named_as_players_name_them() {
        // The queen: 1... Qxd1+ with the king far away.
        let start = position("3qk3/8/8/8/8/8/8/3Q2K1 b - - 0 1");
        let swing = along(&start, &line(&start, &["d8d1", "g1g2"]), 2).unwrap();
        assert_eq!(
            (swing.winner, swing.gain, swing.points),
            (Color::Black, Gain::Queen, 9)
        );
        // A piece: the bishop taken; the exchange: a rook for a bishop.
        let start = position("4k3/8/8/3b4/8/8/3R4/4K3 w - - 0 1");
        let swing = along(&start, &line(&start, &["d2d5", "e8e7"]), 2).unwrap();
        assert_eq!((swing.winner, swing.gain), (Color::White, Gain::Piece));
        let start = position("4k3/4p3/8/3b4/8/8/3R4/4K3 w - - 0 1");
        let swing = along(&start, &line(&start, &["d2d5", "e7e6", "d5d8", "e8d8"]), 2).unwrap();
        assert_eq!(
            (swing.winner, swing.gain, swing.points),
            (Color::Black, Gain::Exchange, 2)
        );
        // Two pawns.
        let start = position("4k3/8/8/3pp3/4Q3/8/8/4K3 w - - 0 1");
        let swing = along(&start, &line(&start, &["e4e5", "e8d7", "e5d5", "d7e7"]), 2).unwrap();
        assert_eq!(swing.gain, Gain::Pawns(2));
        // A rook.
        let start = position("r3k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        let swing = along(&start, &line(&start, &["a1a8", "e8e7"]), 2).unwrap();
        assert_eq!((swing.gain, swing.points), (Gain::Rook, 5));
    }

    #[test]
    fn what_was_given_for_it_is_named_and_a_recapture_wins_nothing() {
        // 1. Qxe7+ Kxe7: the queen for a rook, won by the king's move.
        let start = position("4k3/4r3/8/8/8/8/4Q3/4K3 w - - 0 1");
        let swing = along(&start, &line(&start, &["e2e7", "e8e7"]), 2).unwrap();
        assert_eq!(
            (swing.winner, swing.gain, swing.given, swing.by),
            (Color::Black, Gain::Queen, Some(Gain::Rook), 1)
        );
        // 1. Qxe7+ Kxe7 2. Kd2 Rxb2+ 3. Kd3: the queens traded, then a
        // pawn won by the rook, not by the king's recapture.
        let start = position("1r2k3/4q3/8/8/8/8/1P2Q3/4K3 w - - 0 1");
        let played = line(&start, &["e2e7", "e8e7", "e1d2", "b8b2", "d2d3"]);
        let swing = along(&start, &played, 2).unwrap();
        assert_eq!(
            (swing.winner, swing.gain, swing.given, swing.by),
            (Color::Black, Gain::Pawns(1), None, 3)
        );
        // The queens traded alone: nothing won.
        assert_eq!(along(&start, &played[..3], 2), None);
    }

    #[test]
    fn a_line_stops_at_the_first_move_that_is_not_legal() {
        let start = Chess::default();
        let moves = line(&start, &["e2e4"]);
        let wrong = line(&position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), &["a1a8"]);
        let mut all = moves.clone();
        all.extend(wrong);
        assert_eq!(along(&start, &all, 1), None);
    }
}
