//! The speech queue's priority rules, with a recording backend that speaks
//! 10 fake ms per character and a fake clock.

use proptest::prelude::*;
use tactus::speech::backends::{Call, Recording, RecordingBackend};
use tactus::speech::voice::Voice;
use tactus::speech::{Kind, Priority, Utterance};

fn u(priority: Priority, text: &str) -> Utterance {
    Utterance {
        priority,
        kind: Kind::Info,
        text: text.to_owned(),
        moves: Vec::new(),
    }
}

fn voice() -> (Voice, Recording) {
    let (backend, rec) = RecordingBackend::new(10);
    (Voice::new(Box::new(backend), None), rec)
}

/// Moves both clocks to `ms` and ticks.
fn at(v: &mut Voice, rec: &Recording, ms: u64) {
    rec.set_now(ms);
    v.tick(ms);
}

fn say(v: &mut Voice, rec: &Recording, ms: u64, utterance: Utterance) {
    rec.set_now(ms);
    v.say(utterance, ms);
}

#[test]
fn an_idle_voice_speaks_at_once() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 0, u(Priority::Normal, "e4"));
    assert_eq!(rec.spoken(), ["e4"]);
    assert_eq!(v.current().map(|u| u.text.as_str()), Some("e4"));
    at(&mut v, &rec, 20);
    assert!(v.is_idle());
}

#[test]
fn a_newer_normal_interrupts_the_normal_being_said() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 0, u(Priority::Normal, "a1 empty"));
    say(&mut v, &rec, 30, u(Priority::Normal, "a2 empty"));
    assert_eq!(
        rec.calls(),
        [
            Call::Speak {
                text: "a1 empty".into(),
                interrupt: false,
                at_ms: 0
            },
            Call::Speak {
                text: "a2 empty".into(),
                interrupt: true,
                at_ms: 30
            },
        ]
    );
}

#[test]
fn normal_speech_never_builds_a_backlog() {
    let (mut v, rec) = voice();
    say(
        &mut v,
        &rec,
        0,
        u(Priority::Next, "knight f3, a long opponent move"),
    );
    for i in 0..20u64 {
        say(
            &mut v,
            &rec,
            1 + i,
            u(Priority::Normal, &format!("square {i}")),
        );
        assert!(v.pending().len() <= 1);
    }
    at(&mut v, &rec, 1_000);
    at(&mut v, &rec, 2_000);
    assert_eq!(
        rec.spoken(),
        ["knight f3, a long opponent move", "square 19"]
    );
}

#[test]
fn next_is_said_before_normal_and_in_order() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 0, u(Priority::Normal, "b1 knight"));
    say(&mut v, &rec, 1, u(Priority::Normal, "c1 bishop"));
    say(&mut v, &rec, 2, u(Priority::Next, "e5"));
    say(&mut v, &rec, 3, u(Priority::Next, "check"));
    assert_eq!(rec.spoken(), ["b1 knight", "c1 bishop"]);
    let mut t = 3;
    while !v.is_idle() {
        t += 5;
        at(&mut v, &rec, t);
    }
    assert_eq!(rec.spoken(), ["b1 knight", "c1 bishop", "e5", "check"]);
}

#[test]
fn next_does_not_interrupt() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 0, u(Priority::Next, "queen d8"));
    say(&mut v, &rec, 5, u(Priority::Next, "check"));
    assert_eq!(rec.spoken(), ["queen d8"]);
    at(&mut v, &rec, 80);
    assert_eq!(rec.spoken(), ["queen d8", "check"]);
    assert!(rec.calls().iter().all(|c| !matches!(c, Call::Stop { .. })));
}

#[test]
fn now_interrupts_drops_normal_and_keeps_next() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 0, u(Priority::Normal, "d4 empty square"));
    say(&mut v, &rec, 1, u(Priority::Next, "pawn e5"));
    say(&mut v, &rec, 2, u(Priority::Normal, "d5 empty square"));
    say(&mut v, &rec, 3, u(Priority::Now, "your flag fell"));
    assert_eq!(
        rec.calls().last(),
        Some(&Call::Speak {
            text: "your flag fell".into(),
            interrupt: true,
            at_ms: 3
        })
    );
    at(&mut v, &rec, 1_000);
    at(&mut v, &rec, 2_000);
    // "d5" cut off "d4", which let the waiting next "pawn e5" go first; the
    // now utterance cut that off, dropped "d5", and "pawn e5" was said again.
    assert_eq!(
        rec.spoken(),
        ["d4 empty square", "pawn e5", "your flag fell", "pawn e5"]
    );
}

#[test]
fn a_next_cut_off_by_now_is_said_again_in_full() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 0, u(Priority::Next, "rook takes e8"));
    say(&mut v, &rec, 1, u(Priority::Next, "check"));
    say(&mut v, &rec, 20, u(Priority::Now, "illegal"));
    at(&mut v, &rec, 1_000);
    at(&mut v, &rec, 2_000);
    at(&mut v, &rec, 3_000);
    assert_eq!(
        rec.spoken(),
        ["rook takes e8", "illegal", "rook takes e8", "check"]
    );
}

#[test]
fn now_waits_for_now() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 0, u(Priority::Now, "checkmate"));
    say(&mut v, &rec, 1, u(Priority::Next, "white wins"));
    say(&mut v, &rec, 2, u(Priority::Now, "your flag fell"));
    at(&mut v, &rec, 1_000);
    at(&mut v, &rec, 2_000);
    at(&mut v, &rec, 3_000);
    assert_eq!(rec.spoken(), ["checkmate", "your flag fell", "white wins"]);
}

#[test]
fn a_backend_that_never_finishes_does_not_stall_the_queue() {
    let (backend, rec) = RecordingBackend::new(1_000_000);
    let mut v = Voice::new(Box::new(backend), None);
    say(&mut v, &rec, 0, u(Priority::Next, "one"));
    say(&mut v, &rec, 1, u(Priority::Next, "two"));
    at(&mut v, &rec, Voice::watchdog_ms("one") - 1);
    assert_eq!(rec.spoken(), ["one"]);
    at(&mut v, &rec, Voice::watchdog_ms("one"));
    assert_eq!(rec.spoken(), ["one", "two"]);
}

#[test]
fn silence_forgets_everything() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 0, u(Priority::Next, "one"));
    say(&mut v, &rec, 1, u(Priority::Next, "two"));
    say(&mut v, &rec, 2, u(Priority::Normal, "three"));
    v.silence();
    assert!(v.is_idle());
    assert_eq!(rec.calls().last(), Some(&Call::Stop { at_ms: 2 }));
    at(&mut v, &rec, 1_000);
    assert_eq!(rec.spoken(), ["one"]);
}

#[test]
fn time_running_backwards_is_harmless() {
    let (mut v, rec) = voice();
    say(&mut v, &rec, 500, u(Priority::Next, "one"));
    say(&mut v, &rec, 10, u(Priority::Next, "two"));
    at(&mut v, &rec, 0);
    at(&mut v, &rec, 2_000);
    assert_eq!(rec.spoken(), ["one", "two"]);
}

#[derive(Clone, Debug)]
enum Op {
    Say(Priority, u8),
    Tick(u16),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (
            prop_oneof![
                Just(Priority::Now),
                Just(Priority::Next),
                Just(Priority::Normal)
            ],
            1u8..30
        )
            .prop_map(|(p, len)| Op::Say(p, len)),
        (0u16..400).prop_map(Op::Tick),
    ]
}

proptest! {
    /// Random say/tick sequences: every next and now utterance is said
    /// (in full, at some point) in arrival order among its kind, at most one
    /// normal utterance waits, and a now utterance is the next thing started
    /// unless an earlier now one is still being said or waiting.
    #[test]
    fn priorities_hold_under_stress(ops in prop::collection::vec(op(), 1..80)) {
        let (mut v, rec) = voice();
        let mut t = 0u64;
        let mut urgent = Vec::new();
        for (i, op) in ops.into_iter().enumerate() {
            match op {
                Op::Say(p, len) => {
                    let text = format!("{i:03}{}", "x".repeat(usize::from(len)));
                    let nows_before = v.current().is_some_and(|c| c.priority == Priority::Now)
                        || v.pending().iter().any(|u| u.priority == Priority::Now);
                    let before = rec.spoken().len();
                    say(&mut v, &rec, t, u(p, &text));
                    prop_assert!(v.pending().iter().filter(|u| u.priority == Priority::Normal).count() <= 1);
                    if p == Priority::Now && !nows_before {
                        let spoken = rec.spoken();
                        prop_assert_eq!(spoken.len(), before + 1);
                        prop_assert_eq!(spoken.last(), Some(&text));
                    }
                    if p != Priority::Normal {
                        urgent.push((p, text));
                    }
                }
                Op::Tick(dt) => {
                    t += u64::from(dt);
                    at(&mut v, &rec, t);
                }
            }
        }
        while !v.is_idle() {
            t += 50;
            at(&mut v, &rec, t);
        }
        let spoken = rec.spoken();
        for (p, text) in &urgent {
            prop_assert!(spoken.contains(text), "{:?} {} was never said", p, text);
        }
        // Among next utterances, the order of first saying is the arrival order.
        let firsts = |p: Priority| -> Vec<usize> {
            urgent.iter().filter(|(q, _)| *q == p)
                .filter_map(|(_, text)| spoken.iter().position(|s| s == text))
                .collect()
        };
        for p in [Priority::Next, Priority::Now] {
            let order = firsts(p);
            prop_assert!(order.windows(2).all(|w| w[0] < w[1]), "{:?} out of order: {:?}", p, spoken);
        }
    }
}

/// A synthesizer that stops answering holds the speech thread inside a
/// call; quitting still returns (within the drain and a short grace)
/// instead of hanging the program.
#[test]
fn quitting_does_not_hang_on_a_stuck_synthesizer() {
    use std::time::{Duration, Instant};
    use tactus::speech::backends::{STUCK_GRACE, SpeechThread};
    let thread = SpeechThread::spawn(|| {
        // The stuck synthesizer itself: it does not answer for 30 s.
        std::thread::sleep(Duration::from_secs(30));
        voice().0
    })
    .expect("the thread starts");
    thread.say(u(Priority::Normal, "e4"), 0);
    let start = Instant::now();
    thread.shutdown(Duration::from_millis(200));
    let took = start.elapsed();
    assert!(
        took < Duration::from_millis(200) + STUCK_GRACE + Duration::from_secs(1),
        "quitting took {took:?}"
    );
}
