//! Waiting on what a program says or does, never on the clock: a test
//! polls a condition (a line of output, a file appearing, a pixel, a
//! transcript line) until it holds, and fails naming what it awaited
//! when it does not hold within a generous limit. Included with
//! `#[path = "../support/wait.rs"] mod wait;` in a test program's
//! `main.rs`.

#![allow(dead_code)]

use std::time::{Duration, Instant};

/// The pause between two looks: short, so that a test goes on as soon as
/// the condition holds.
pub const POLL: Duration = Duration::from_millis(20);

/// Polls `done` every [`POLL`] until it holds; fails the test naming
/// `what` when `limit` passes first.
pub fn until(limit: Duration, what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(
            start.elapsed() < limit,
            "waited {limit:?} for {what}, in vain"
        );
        std::thread::sleep(POLL);
    }
}

/// Polls `done` every [`POLL`] until it holds or `limit` passes; whether
/// it held (for a test that gathers what went wrong and fails at its end).
pub fn within(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    loop {
        if done() {
            return true;
        }
        if start.elapsed() >= limit {
            return false;
        }
        std::thread::sleep(POLL);
    }
}

/// Polls `found` every [`POLL`] until it gives something, which it
/// returns; fails the test naming `what` when `limit` passes first.
pub fn for_some<T>(limit: Duration, what: &str, mut found: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(it) = found() {
            return it;
        }
        assert!(
            start.elapsed() < limit,
            "waited {limit:?} for {what}, in vain"
        );
        std::thread::sleep(POLL);
    }
}
