//! The chess clock's earcons through the real cpal stream into ALSA's file
//! sink (TESTING.md), on one side only: played with the pan to the left,
//! every sample lands in the left channel; to the right, in the right one;
//! and the soft sound of a press that does nothing is heard, quieter than a
//! press. `ALSA_CONFIG_PATH` is process-wide, so the playing happens in a
//! child process (this test binary re-executed with `TACTUS_PAN_CHILD`
//! set); the null device has no clock, so samples are counted, never
//! timed, and every wait is bounded.
//!
//! Requires ALSA (libasound2); there is no skip: without it these fail.

use crate::alsa_sink;

use std::time::{Duration, Instant};

use tactus::audio::{Earcon, EarconPlayer, Pan, render};

use alsa_sink::{file_sink, read_frames, run_child};

const CHILD: &str = "TACTUS_PAN_CHILD";

/// Runs in the child process only: plays a press and an ignored press on
/// the side the parent names.
#[test]
#[ignore = "run by the tests below in a child process"]
fn child() {
    let Ok(side) = std::env::var(CHILD) else {
        return;
    };
    let player = EarconPlayer::open().expect("the ALSA file sink opens");
    player.set_pan(side.parse::<Pan>().expect("a side"));
    for earcon in [Earcon::ClockPress, Earcon::PressIgnored] {
        assert!(player.play(earcon), "{earcon:?} was dropped");
        let deadline = Instant::now() + Duration::from_secs(10);
        while !player.is_idle() {
            assert!(Instant::now() < deadline, "{earcon:?} never ended");
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

/// The energy of each channel of what the child played on `side`.
fn played(side: &str) -> [f64; 2] {
    let dir = tempfile::tempdir().unwrap();
    let (conf, raw) = file_sink(dir.path());
    run_child(
        module_path!(),
        side,
        CHILD,
        side.as_ref(),
        &conf,
        Duration::from_secs(60),
    );
    let frames = read_frames(&raw);
    let energy = |c: usize| frames.iter().map(|f| f64::from(f[c]).powi(2)).sum();
    [energy(0), energy(1)]
}

#[test]
fn a_pan_puts_the_clock_on_one_side_only() {
    let [left, right] = played("left");
    assert!(left > 0.0, "the left channel is silent");
    assert_eq!(right, 0.0, "the right channel heard something");
    let [left, right] = played("right");
    assert!(right > 0.0 && left == 0.0, "left {left}, right {right}");
    let [left, right] = played("centre");
    assert!(left > 0.0 && right > 0.0 && (left - right).abs() < left * 1e-6);
}

#[test]
fn an_ignored_press_is_softer_than_a_press() {
    let energy = |e: Earcon| -> f64 {
        render(e, 48_000)
            .iter()
            .map(|[l, r]| f64::from(*l).powi(2) + f64::from(*r).powi(2))
            .sum()
    };
    let peak = |e: Earcon| {
        render(e, 48_000)
            .iter()
            .map(|[l, _]| l.abs())
            .fold(0.0_f32, f32::max)
    };
    assert!(energy(Earcon::PressIgnored) > 0.0);
    assert!(peak(Earcon::PressIgnored) < peak(Earcon::ClockPress) / 2.0);
}
