//! The cost of looking for dead positions (Art. 5.2.2) during play.
//!
//! 1,000 random legal games (40 to 120 plies each unless the Laws end them
//! first, generated deterministically) are played; then, for every
//! position in them, the check a game runs after each move is run again on
//! its own, as `Game` runs it: nothing where a dead position is unlikely
//! (`worth_testing`), the fast test after a move that can be taken back,
//! the full test after a capture or pawn move. (`Game` also skips the fast
//! test where the full test proved the position after the last capture or
//! pawn move alive; run on its own, each position here pays it, so the
//! figure is an upper bound.) Criterion reports plies per second, so the
//! time per element is the average cost per move.
//! The parts are timed alone too, and the test `tactus check` runs on the
//! last position of each game that play left unfinished (group
//! `last_position`): whether either player can still checkmate, the likelier
//! first, with the quick walk to a checkmate before the search
//! (`can_checkmate_likely`) and without it (`can_checkmate_afresh`, the
//! search alone, as the anchor). And the full test on the hardest
//! published positions at hand (a flag fall runs it once), without the
//! answers `can_checkmate` keeps (which would answer a position asked
//! again at once).
//!
//! `cargo bench --bench dead_position`

use std::{hint::black_box, time::Duration};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
#[path = "support/random_games.rs"]
mod random_games;
use random_games::RandomGames;
use shakmaty::{Chess, Color, Position};
use tactus::rules::{game::Game, unwinnable};

const GAMES: usize = 1_000;

/// Every position after a move in `GAMES` random games.
fn positions() -> Vec<Chess> {
    let mut games = RandomGames::new();
    let mut out = Vec::new();
    for _ in 0..GAMES {
        games.play(|game, _, _| out.push(game.position().clone()));
    }
    out
}

/// The last position of each of `GAMES` random games that did not end.
fn last_positions() -> Vec<Chess> {
    let mut games = RandomGames::new();
    (0..GAMES)
        .map(|_| games.play(|_, _, _| ()))
        .filter(|game| !game.is_over())
        .map(|game| game.position().clone())
        .collect()
}

/// One player's test for a checkmate: `can_checkmate_likely` or
/// `can_checkmate_afresh`.
type MateTest = fn(&Chess, Color) -> unwinnable::Mate;

/// Whether either player can checkmate from `pos` by `test`, the one
/// [`unwinnable::likelier_to_mate`] asked first.
fn alive(pos: &Chess, test: MateTest) -> bool {
    let first = unwinnable::likelier_to_mate(pos);
    [first, !first]
        .into_iter()
        .any(|side| test(pos, side) == unwinnable::Mate::Possible)
}

/// The check `Game` runs after a move, on its own.
fn check(pos: &Chess) -> bool {
    if pos.is_insufficient_material() || !unwinnable::worth_testing(pos) {
        return false;
    }
    if pos.halfmoves() == 0 {
        unwinnable::dead_position(pos) == unwinnable::Dead::Dead
    } else {
        unwinnable::is_dead_fast(pos)
    }
}

/// Hard positions from chasolver's published list (locked chains with
/// many pieces, a winnable one that looks locked).
const HARD: &[&str] = &[
    "bqn1KN2/rrk1pB2/nb1pPp1p/p1pP1PpP/PpP3P1/1P2N1R1/4Q3/1R4B1 w - - 0 1",
    "k1bK4/1p1p4/1PpPp3/2P1Pp2/2p1pP2/2p1P3/2P5/8 w - - 0 1",
    "5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - - 0 1",
];

fn bench(c: &mut Criterion) {
    let all = positions();
    let worth: Vec<&Chess> = all
        .iter()
        .filter(|p| unwinnable::worth_testing(p))
        .collect();
    let (full, fast): (Vec<&Chess>, Vec<&Chess>) =
        worth.iter().copied().partition(|p| p.halfmoves() == 0);
    let found = all.iter().filter(|p| check(p)).count();
    eprintln!(
        "{} positions: {} worth testing ({} after a capture or pawn move, {} after other moves); {} found dead",
        all.len(),
        worth.len(),
        full.len(),
        fast.len(),
        found
    );

    let mut group = c.benchmark_group("dead_position");
    group.measurement_time(Duration::from_secs(10));
    group.sample_size(10);
    group.throughput(Throughput::Elements(all.len() as u64));
    group.bench_function("per_move", |b| {
        b.iter(|| all.iter().filter(|p| check(black_box(p))).count())
    });
    group.bench_function("worth_testing", |b| {
        b.iter(|| {
            all.iter()
                .filter(|p| unwinnable::worth_testing(black_box(p)))
                .count()
        })
    });
    group.throughput(Throughput::Elements(fast.len() as u64));
    group.bench_function("fast_test", |b| {
        b.iter(|| fast.iter().filter(|p| unwinnable::is_dead_fast(p)).count())
    });
    group.throughput(Throughput::Elements(full.len() as u64));
    group.bench_function("full_test", |b| {
        b.iter(|| {
            full.iter()
                .filter(|p| unwinnable::dead_position(p) == unwinnable::Dead::Dead)
                .count()
        })
    });
    group.finish();

    let lasts = last_positions();
    let mut group = c.benchmark_group("last_position");
    group.measurement_time(Duration::from_secs(10));
    group.sample_size(10);
    group.throughput(Throughput::Elements(lasts.len() as u64));
    let tests: [(&str, MateTest); 2] = [
        ("walk_then_search", unwinnable::can_checkmate_likely),
        ("search_alone", unwinnable::can_checkmate_afresh),
    ];
    for (name, test) in tests {
        group.bench_function(name, |b| {
            b.iter(|| lasts.iter().filter(|p| alive(black_box(p), test)).count())
        });
    }
    group.finish();

    let hard: Vec<Chess> = HARD
        .iter()
        .map(|fen| Game::from_fen(fen).unwrap().position().clone())
        .collect();
    let mut group = c.benchmark_group("flag_fall");
    group.throughput(Throughput::Elements(hard.len() as u64));
    group.bench_function("hard_positions", |b| {
        b.iter(|| {
            hard.iter()
                .filter(|p| {
                    unwinnable::can_checkmate_afresh(p, Color::White) == unwinnable::Mate::Possible
                })
                .count()
        })
    });
    group.bench_function("starting_position", |b| {
        b.iter(|| unwinnable::can_checkmate_afresh(black_box(&Chess::default()), Color::Black))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
