//! From an utterance handed to the speech queue to the backend's `speak`
//! call. Target: under 1 ms.
//!
//! A recording backend stamps the real instant of each `speak` call. The
//! criterion group gives the median of the whole `say`; the measured loop
//! after it collects one latency per utterance (queue entry to `speak`) and
//! prints the median and p99, both for the synchronous [`Voice`] and through
//! the [`SpeechThread`] channel.
//!
//! The phrase renderer (event → utterance) will go in front: replace
//! `utterance_for` with it to measure event → speak.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use tactus::speech::backends::{RecordingBackend, SpeechThread};
use tactus::speech::voice::Voice;
use tactus::speech::{Kind, Priority, Utterance};

/// Where the phrase renderer goes: today a fixed sentence per step.
fn utterance_for(step: u64) -> Utterance {
    let priority = match step % 3 {
        0 => Priority::Normal,
        1 => Priority::Next,
        _ => Priority::Now,
    };
    Utterance {
        priority,
        kind: Kind::Move,
        text: format!("Springer Felix drei, Zug {step}"),
    }
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
    let mut samples = Vec::new();
    for step in 0..n {
        let t = step * 1_000;
        rec.set_now(t);
        voice.tick(t);
        let u = utterance_for(step);
        let before = Instant::now();
        voice.say(u, t);
        if let Some(at) = rec.take_stamps().first() {
            samples.push(at.duration_since(before));
        }
    }
    report("queue → speak (Voice::say)", samples);
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
    let mut samples = Vec::new();
    for step in 0..n {
        let before = Instant::now();
        thread.say(utterance_for(step), step);
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
    report("queue → speak (SpeechThread::say)", samples);
}

fn bench(c: &mut Criterion) {
    let (backend, rec) = RecordingBackend::new(1);
    let mut voice = Voice::new(Box::new(backend), None);
    let mut step = 0u64;
    c.bench_function("Voice::say to speak", |b| {
        b.iter(|| {
            step += 1;
            let t = step * 1_000;
            rec.set_now(t);
            voice.say(black_box(utterance_for(step)), t);
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
