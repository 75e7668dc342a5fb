use shakmaty::{Color, EnPassantMode, KnownOutcome, Outcome, Position, fen::Fen};
use std::time::Instant;
use tactus::rules::{pgn, unwinnable};
fn main() {
    let bytes = std::fs::read(std::env::args().nth(1).unwrap()).unwrap();
    let mut v = vec![];
    for g in pgn::import_all_with(&bytes, false) {
        let Ok(g) = g else { continue };
        if !g
            .game
            .positions()
            .iter()
            .skip(1)
            .any(unwinnable::worth_testing)
        {
            continue;
        }
        let last = match g.game.outcome() {
            None => g.game.position(),
            Some(e) if format!("{:?}", e.reason).contains("Checkmate") => continue,
            Some(_) => &g.game.positions()[g.game.ply_count() - 1],
        };
        let w = match g.result {
            Outcome::Known(KnownOutcome::Decisive { winner }) => winner,
            _ => Color::White,
        };
        let fen = Fen::from_position(last, EnPassantMode::Legal).to_string();
        let t = Instant::now();
        let r = unwinnable::can_checkmate(last, w);
        let r2 = if r != unwinnable::Mate::Possible {
            Some(unwinnable::can_checkmate(last, !w))
        } else {
            None
        };
        let dt = t.elapsed().as_secs_f64() * 1e6;
        v.push((
            dt,
            last.board().occupied().count(),
            format!("{r:?} {r2:?}"),
            fen,
            g.game.outcome().map(|e| format!("{:?}", e.reason)),
        ));
    }
    let total: f64 = v.iter().map(|x| x.0).sum();
    v.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
    let n = v.len();
    println!(
        "{n} proofs, total {:.1} ms, p50 {:.1} p90 {:.1} p99 {:.1} max {:.1} us",
        total / 1e3,
        v[n / 2].0,
        v[n * 9 / 10].0,
        v[n * 99 / 100].0,
        v[n - 1].0
    );
    let top: f64 = v[n * 99 / 100..].iter().map(|x| x.0).sum();
    println!("top 1% take {:.1} ms", top / 1e3);
    for x in v.iter().rev().take(12) {
        println!("{:.0} us {} pieces {} {} {:?}", x.0, x.1, x.2, x.3, x.4);
    }
}
