//! The sound stream rests between sounds and wakes whole: through the real
//! cpal stream into ALSA's file sink (TESTING.md), an earcon is played,
//! the stream closes once it has been silent a while (the file stops
//! growing: nothing is written, nothing wakes), and the next earcon opens
//! it again and reaches the sink from its first sample to its last.
//! `ALSA_CONFIG_PATH` is process-wide, so the playing happens in a child
//! process (this test binary re-executed with `TACTUS_REST_CHILD` set);
//! the null device has no clock, so samples are counted and every wait is
//! bounded.
//!
//! Requires ALSA (libasound2); there is no skip.

use crate::alsa_sink;

use std::path::Path;
use std::time::{Duration, Instant};

use tactus::audio::{Earcon, EarconPlayer, render};

use alsa_sink::{find, kept_file_sink, kept_files, read_all_frames, run_child};

const CHILD: &str = "TACTUS_REST_CHILD";

fn wait_until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done() {
        assert!(Instant::now() < deadline, "{what} never happened");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// What the sink has written so far, in all its files.
fn size(raw: &Path) -> u64 {
    kept_files(raw)
        .iter()
        .map(|f| std::fs::metadata(f).map_or(0, |m| m.len()))
        .sum()
}

/// Runs in the child process only: a press, a rest, a press after it.
#[test]
#[ignore = "run by the test below in a child process"]
fn child() {
    let Ok(raw) = std::env::var(CHILD) else {
        return;
    };
    let raw = Path::new(&raw);
    let player = EarconPlayer::open().expect("the ALSA file sink opens");
    assert!(!player.is_resting());
    assert!(player.play(Earcon::ClockPress));
    wait_until("the first press ending", || player.is_idle());
    wait_until("the rest", || player.is_resting());
    let rested = size(raw);
    // Time must pass: a resting stream writes nothing, for as long as it rests.
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(size(raw), rested, "the resting stream still wrote");
    assert!(player.play(Earcon::PeriodAdded));
    wait_until("the second sound ending", || player.is_idle());
    assert!(size(raw) > rested);
    assert_eq!(player.stream_error(), None);
}

#[test]
fn the_stream_rests_and_the_first_sound_after_is_heard_whole() {
    let dir = tempfile::tempdir().unwrap();
    let (conf, raw) = kept_file_sink(dir.path());
    run_child(
        module_path!(),
        "rest",
        CHILD,
        raw.as_os_str(),
        &conf,
        Duration::from_secs(90),
    );
    let frames = read_all_frames(&raw);
    assert!(kept_files(&raw).len() >= 2, "the stream never opened again");
    let press = render(Earcon::ClockPress, 48_000);
    let added = render(Earcon::PeriodAdded, 48_000);
    let first = find(&frames, &press, 0).expect("the first press is in the sink, whole");
    assert!(
        find(&frames, &added, first + press.len()).is_some(),
        "the sound after the rest did not reach the sink whole"
    );
}
