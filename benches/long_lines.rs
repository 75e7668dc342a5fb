//! Long lines: the typed-line and move parsers and the UCI line parser on
//! lines of 1 MB and 2 MB. Linear work shows as the same throughput (bytes
//! per second) at both lengths.
//!
//! `cargo bench --bench long_lines`

use std::{hint::black_box, time::Duration};

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::Chess;
use tactus::{engine::protocol, input, notation::parse::parse_move};

/// `unit` repeated to `len` bytes.
fn repeated(unit: &str, len: usize) -> String {
    let mut text = unit.repeat(len / unit.len() + 1);
    text.truncate(len);
    text
}

fn long_lines(c: &mut Criterion) {
    let mut group = c.benchmark_group("long_lines");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    let pos = Chess::default();
    for mb in [1, 2] {
        let len = mb << 20;
        group.throughput(Throughput::Bytes(len as u64));
        for unit in ["e4 ", "b ", "springer felix drei ", "banana "] {
            let line = repeated(unit, len);
            group.bench_with_input(
                BenchmarkId::new(format!("typed {unit:?}"), format!("{mb} MB")),
                &line,
                |b, line| {
                    b.iter(|| {
                        drop(black_box(input::parse_line(line)));
                        black_box(parse_move(&pos, line)).ok()
                    })
                },
            );
        }
        for (name, line) in [
            (
                "info",
                format!("info {}", repeated("depth 7 score cp 12 ", len)),
            ),
            (
                "option",
                format!("option name {} type spin", repeated("Hash ", len)),
            ),
        ] {
            group.bench_with_input(
                BenchmarkId::new(format!("uci {name}"), format!("{mb} MB")),
                &line,
                |b, line| b.iter(|| black_box(protocol::parse_line(line))),
            );
        }
    }
    group.finish();
}

criterion_group!(benches, long_lines);
criterion_main!(benches);
