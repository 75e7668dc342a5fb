//! PGN import throughput: raw pgn-reader + shakmaty against the tactus core.
//!
//! A PGN of 10,000 random legal games (about 80 plies each) is generated
//! deterministically, then read (a) with pgn-reader and shakmaty alone (SAN
//! → `to_move` → `play_unchecked`) and (b) with `tactus::rules::pgn`
//! (Game + Scoresheet, outcomes, history, strict token scan, the proofs
//! of dead positions), and (c) with the tactus core without those proofs
//! (`tactus_import_material_only`). Criterion reports the throughput in
//! games per second (elements/s).
//!
//! The last game is also read alone, as `tactus replay --game N` reads it
//! (the games before it skipped), both ways (`replay_last`).
//!
//! With `TACTUS_REPLAY_PGN=FILE` the games of that file are read too, the
//! same ways (for example the Stockfish games of `scripts/engine-games`).
//!
//! `cargo bench --bench replay`

use std::{hint::black_box, ops::ControlFlow, time::Duration};

use criterion::{
    BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main, measurement::WallTime,
};
#[path = "support/random_games.rs"]
mod random_games;
use pgn_reader::{Reader, SanPlus, Visitor};
use random_games::RandomGames;
use shakmaty::{Chess, Position};
use tactus::rules::{
    pgn,
    scoresheet::{Header, Scoresheet},
};

const GAMES: usize = 10_000;

/// A PGN of `GAMES` random legal games, 40 to 120 plies each unless the
/// Laws end them first, with clock readings.
fn generate() -> Vec<u8> {
    let mut games = RandomGames::new();
    let mut out = String::new();
    for _ in 0..GAMES {
        let mut clocks = Vec::new();
        let mut clock = [5_400_000u64; 2];
        let game = games.play(|_, ply, draws| {
            let taken = draws.below(60_000) as u64;
            clock[ply % 2] = clock[ply % 2].saturating_sub(taken) + 30_000;
            clocks.push((Some(clock[ply % 2]), None));
        });
        let sheet = Scoresheet::from_game(Header::default(), &game, &clocks)
            .expect("one clock entry per move");
        out.push_str(&pgn::export(&sheet));
        out.push('\n');
    }
    out.into_bytes()
}

/// pgn-reader and shakmaty alone.
struct Raw;

impl Visitor for Raw {
    type Tags = ();
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> ControlFlow<bool, ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<bool, Chess> {
        ControlFlow::Continue(Chess::default())
    }

    fn san(&mut self, pos: &mut Chess, san_plus: SanPlus) -> ControlFlow<bool> {
        match san_plus.san.to_move(pos) {
            Ok(m) => {
                pos.play_unchecked(m);
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(false),
        }
    }

    fn end_game(&mut self, _pos: Chess) -> bool {
        true
    }
}

fn raw(bytes: &[u8]) -> usize {
    let mut reader = Reader::new(bytes);
    let mut ok = 0;
    while let Ok(Some(valid)) = reader.read_game(&mut Raw) {
        ok += usize::from(valid);
    }
    ok
}

fn core(bytes: &[u8]) -> usize {
    core_with(bytes, true)
}

/// The games of `bytes` read by the tactus core, with the proofs of dead
/// positions beyond material if `dead_positions`; how many were read.
fn core_with(bytes: &[u8], dead_positions: bool) -> usize {
    pgn::import_all_with(bytes, dead_positions)
        .map(|game| black_box(game).is_ok())
        .filter(|&ok| ok)
        .count()
}

fn bench(c: &mut Criterion) {
    let bytes = generate();
    assert_eq!(raw(&bytes), GAMES);
    assert_eq!(core(&bytes), GAMES);
    both(c, "import", &bytes, GAMES);
    last(c, "replay_last", &bytes, GAMES);
    if let Some(path) = std::env::var_os("TACTUS_REPLAY_PGN") {
        let bytes = std::fs::read(&path).expect("TACTUS_REPLAY_PGN names a readable file");
        let games = raw(&bytes);
        // Every game is read; some may be refused (a move after a dead
        // position, which pgn-reader and shakmaty alone do not see).
        assert_eq!(
            pgn::import_all(&bytes).count(),
            games,
            "every game of the file is read"
        );
        both(c, "import_file", &bytes, games);
        last(c, "replay_last_file", &bytes, games);
    }
}

/// The last game of `bytes`, which holds `games` games, read as
/// `tactus replay --game N` reads it, as group `name`: pgn-reader skips the
/// games before it and shakmaty plays its moves, against `pgn::import`
/// (which walks the games before it, then imports it with its verdicts).
fn last(c: &mut Criterion, name: &str, bytes: &[u8], games: usize) {
    let raw_last = |bytes: &[u8]| {
        let mut reader = Reader::new(bytes);
        for _ in 1..games {
            assert!(reader.skip_game().expect("a game to skip"));
        }
        reader.read_game(&mut Raw).ok().flatten()
    };
    assert_eq!(raw_last(bytes), Some(true));
    assert!(pgn::import(bytes, games).is_ok());
    pair(
        c,
        (name, games, 10),
        || raw_last(black_box(bytes)),
        || pgn::import(black_box(bytes), games).is_ok(),
    )
    .finish();
}

/// Both readings of `bytes`, which hold `games` games, as group `name`;
/// and the tactus core's without the proofs of dead positions beyond
/// material (`tactus check --no-dead-positions`), which shows what the
/// proofs cost.
fn both(c: &mut Criterion, name: &str, bytes: &[u8], games: usize) {
    let mut group = pair(
        c,
        (name, games, 15),
        || raw(black_box(bytes)),
        || core(black_box(bytes)),
    );
    group.bench_function("tactus_import_material_only", |b| {
        b.iter(|| core_with(black_box(bytes), false))
    });
    group.finish();
}

/// Group `name`, with `games` games a run, each reading measured for
/// `seconds`: `raw` (pgn-reader and shakmaty alone) against `tactus`; the
/// group is left open for more readings.
fn pair<'c, R, T>(
    c: &'c mut Criterion,
    (name, games, seconds): (&str, usize, u64),
    mut raw: impl FnMut() -> R,
    mut tactus: impl FnMut() -> T,
) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(games as u64));
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(2));
    group.measurement_time(Duration::from_secs(seconds));
    group.bench_function("raw_pgn_reader_shakmaty", |b| b.iter(&mut raw));
    group.bench_function("tactus_import", |b| b.iter(&mut tactus));
    group
}

criterion_group!(benches, bench);
criterion_main!(benches);
