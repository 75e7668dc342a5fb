//! From an utterance handed to the speech queue to the backend's `speak`
//! call. Target: under 1 ms.
//!
//! A recording backend stamps the real instant of each `speak` call. The
//! criterion group gives the median of the whole `say`; the measured loop
//! after it collects one latency per utterance (queue entry to `speak`) and
//! prints the median and p99, both for the synchronous [`Voice`] and through
//! the [`SpeechThread`] channel.
//!
//! The phrase renderer is in front: each sample starts with an [`Event`]
//! (a move from a real game, in a rotating style and language, heard by
//! the opponent so that it is said with Next priority), so what is measured
//! is event → sentence → queue → `speak`, the latency a player feels before
//! the speech engine starts.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::{Color, Position};
use tactus::event::Event;
use tactus::notation::{Lang, Style};
use tactus::rules::game::Game;
use tactus::speech::Utterance;
use tactus::speech::backends::{RecordingBackend, SpeechThread};
use tactus::speech::phrase::Phrases;
use tactus::speech::voice::Voice;

/// The moves of a real game as events, each with the position before it.
fn events() -> Vec<Event> {
    let mut game = Game::new();
    for san in "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6"
        .split_whitespace()
    {
        game.play_san(san).expect("a legal game");
    }
    (0..game.ply_count())
        .map(|i| {
            let before = game.positions()[i].clone();
            let mv = game.moves()[i];
            let after = &game.positions()[i + 1];
            Event::MoveMade {
                before,
                mv,
                check: after.is_check(),
                checkmate: after.is_checkmate(),
            }
        })
        .collect()
}

/// The sentence for step `step`: a move in a rotating style and language,
/// as heard by the player who did not make it.
fn utterance_for(events: &[Event], step: u64) -> Utterance {
    let event = &events[step as usize % events.len()];
    let style = Style::ALL[step as usize % Style::ALL.len()];
    let lang = Lang::ALL[(step / 4) as usize % Lang::ALL.len()];
    let listener = match event {
        Event::MoveMade { before, .. } => Some(!before.turn()),
        _ => Some(Color::White),
    };
    Phrases::new(style, lang, false).utterance(event, listener)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let last = sorted.len().saturating_sub(1);
    let i = ((last as f64) * p).round() as usize;
    sorted.get(i.min(last)).copied().unwrap_or_default()
}

fn report(what: &str, mut samples: Vec<Duration>) {
    samples.sort_unstable();
    println!(
        "{what}: n={} median={:?} p99={:?} max={:?}",
        samples.len(),
        percentile(&samples, 0.5),
        percentile(&samples, 0.99),
        samples.last().copied().unwrap_or_default()
    );
}

/// Queue entry to `speak`, synchronously: every utterance reaches an idle
/// backend (the fake clock jumps past each one), or interrupts a normal one.
fn measured_sync(n: u64) {
    let (backend, rec) = RecordingBackend::new(1);
    let mut voice = Voice::new(Box::new(backend), None);
    let events = events();
    let mut samples = Vec::new();
    for step in 0..n {
        let t = step * 1_000;
        rec.set_now(t);
        voice.tick(t);
        let before = Instant::now();
        let u = utterance_for(&events, step);
        voice.say(u, t);
        if let Some(at) = rec.take_stamps().first() {
            samples.push(at.duration_since(before));
        }
    }
    report("event → speak (Phrases + Voice::say)", samples);
}

/// Queue entry to `speak` through the speech thread's channel.
fn measured_thread(n: u64) {
    let (backend, rec) = RecordingBackend::new(0);
    let thread = match SpeechThread::spawn(move || Voice::new(Box::new(backend), None)) {
        Ok(t) => t,
        Err(e) => {
            println!("speech thread: {e}");
            return;
        }
    };
    let events = events();
    let mut samples = Vec::new();
    for step in 0..n {
        let before = Instant::now();
        thread.say(utterance_for(&events, step), step);
        let deadline = before + Duration::from_secs(1);
        loop {
            if let Some(at) = rec.take_stamps().first() {
                samples.push(at.duration_since(before));
                break;
            }
            if Instant::now() > deadline {
                println!("step {step}: not spoken within 1 s");
                break;
            }
            std::hint::spin_loop();
        }
    }
    thread.shutdown(Duration::ZERO);
    report("event → speak (Phrases + SpeechThread::say)", samples);
}

fn bench(c: &mut Criterion) {
    let (backend, rec) = RecordingBackend::new(1);
    let mut voice = Voice::new(Box::new(backend), None);
    let events = events();
    let mut step = 0u64;
    c.bench_function("event to speak", |b| {
        b.iter(|| {
            step += 1;
            let t = step * 1_000;
            rec.set_now(t);
            voice.say(black_box(utterance_for(&events, step)), t);
            if step.is_multiple_of(1024) {
                rec.clear();
            }
        })
    });
    measured_sync(20_000);
    measured_thread(5_000);
}

criterion_group!(benches, bench);
criterion_main!(benches);
