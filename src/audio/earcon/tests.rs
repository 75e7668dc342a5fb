use super::*;
use shakmaty::{File, Rank};

const SR: u32 = 48_000;

fn mono(frames: &[[f32; 2]]) -> Vec<f32> {
    frames.iter().map(|[l, r]| l + r).collect()
}

/// Power of `freq` in `x` (Goertzel), normalised by length.
fn power(x: &[f32], freq: f64, sr: u32) -> f64 {
    let w = 2.0 * PI * freq / f64::from(sr);
    let coeff = 2.0 * w.cos();
    let (mut s1, mut s2) = (0.0_f64, 0.0_f64);
    for &v in x {
        let s = f64::from(v) + coeff * s1 - s2;
        s2 = s1;
        s1 = s;
    }
    (s1 * s1 + s2 * s2 - coeff * s1 * s2) / (x.len() as f64).powi(2)
}

/// The strongest frequency between `lo` and `hi` hertz, in 1 Hz steps.
fn dominant(x: &[f32], lo: u32, hi: u32) -> f64 {
    (lo..=hi)
        .map(f64::from)
        .max_by(|a, b| power(x, *a, SR).total_cmp(&power(x, *b, SR)))
        .unwrap_or(0.0)
}

fn all() -> Vec<Earcon> {
    let mut v = Earcon::PLAIN.to_vec();
    v.extend(Square::ALL.iter().map(|&s| Earcon::Cursor(s)));
    v
}

#[test]
fn length_is_exact_at_any_rate() {
    for e in all() {
        for sr in [8_000, 22_050, 44_100, 48_000, 96_000] {
            let n = render(e, sr).len();
            assert_eq!(n, e.frames(sr), "{e:?} at {sr}");
            let expect = (f64::from(e.duration_ms()) * f64::from(sr) / 1000.0).round();
            assert_eq!(n as f64, expect, "{e:?} at {sr}");
        }
        assert!(render(e, 0).is_empty());
    }
}

#[test]
fn durations_as_designed() {
    use Earcon::*;
    for (e, ms) in [
        (Step, 40),
        (Cursor(Square::E4), 50),
        (Edge, 90),
        (Lifted, 100),
        (Placed, 100),
        (Capture, 170),
        (Check, 190),
        (Refused, 230),
        (GameOver, 960),
        (LowTime, 30),
    ] {
        assert_eq!(e.duration_ms(), ms, "{e:?}");
    }
}

#[test]
fn level_is_audible_and_never_clips() {
    for e in all() {
        let s = render(e, SR);
        let peak = s
            .iter()
            .flat_map(|f| f.iter())
            .fold(0.0_f32, |m, v| m.max(v.abs()));
        assert!(peak <= 1.0, "{e:?} peak {peak}");
        assert!(peak > 0.1, "{e:?} too quiet: {peak}");
        assert!(s.iter().flatten().all(|v| v.is_finite()));
    }
}

#[test]
fn no_clicks_at_either_end_and_no_dc() {
    for e in all() {
        let s = render(e, SR);
        let first = s[0];
        let last = s[s.len() - 1];
        assert!(
            first.iter().all(|v| v.abs() < 1e-3),
            "{e:?} starts {first:?}"
        );
        assert!(last.iter().all(|v| v.abs() < 1e-3), "{e:?} ends {last:?}");
        // The first and last millisecond stay quiet: the ramps are smooth.
        for f in s.iter().take(10).chain(s.iter().rev().take(10)) {
            assert!(f.iter().all(|v| v.abs() < 0.1), "{e:?}: {f:?}");
        }
        // Sample-to-sample jumps are bounded (no discontinuity).
        for w in s.windows(2) {
            let jump = (w[1][0] - w[0][0]).abs().max((w[1][1] - w[0][1]).abs());
            assert!(jump < 0.5, "{e:?} jumps");
        }
        for ch in 0..2 {
            let mean: f32 = s.iter().map(|f| f[ch]).sum::<f32>() / s.len() as f32;
            assert!(mean.abs() < 0.01, "{e:?} DC {mean}");
        }
    }
}

#[test]
fn pitch_is_where_designed() {
    use Earcon::*;
    // Steady tones: the strongest frequency is the fundamental.
    for (e, hz, lo, hi) in [
        (Step, 880.0, 300, 3000),
        (Edge, 146.83, 80, 400),
        (Check, 1318.51, 300, 3000),
        (LowTime, 1760.0, 300, 3000),
        (Refused, 233.08, 100, 500),
    ] {
        let x = mono(&render(e, SR));
        let found = dominant(&x, lo, hi);
        // Resolution of a short tone is about 1/length: allow 4 %.
        assert!(
            (found - hz).abs() < hz * 0.04,
            "{e:?}: {found} Hz, not {hz}"
        );
        assert_eq!(e.pitch(), hz);
    }
}

#[test]
fn glides_go_the_right_way() {
    let first_half_higher = |e: Earcon| {
        let x = mono(&render(e, SR));
        let (a, b) = x.split_at(x.len() / 2);
        let crossings = |y: &[f32]| {
            y.windows(2)
                .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
                .count()
        };
        crossings(a) > crossings(b)
    };
    assert!(!first_half_higher(Earcon::Lifted));
    assert!(first_half_higher(Earcon::Placed));
    assert!(first_half_higher(Earcon::Capture));
}

#[test]
fn earcons_are_distinguishable() {
    // No two plain earcons share both length and first pitch.
    let plain = Earcon::PLAIN;
    for (i, a) in plain.iter().enumerate() {
        for b in &plain[i + 1..] {
            let same = a.duration_ms() == b.duration_ms() && a.pitch() == b.pitch();
            assert!(!same, "{a:?} sounds like {b:?}");
        }
    }
}

#[test]
fn cursor_pitch_rises_with_rank() {
    for file in File::ALL {
        let mut last = 0.0;
        for rank in Rank::ALL {
            let e = Earcon::Cursor(Square::from_coords(file, rank));
            let x = mono(&render(e, SR));
            let hz = dominant(&x, 400, 1200);
            let want = RANK_PITCHES[usize::from(rank)];
            assert!((hz - want).abs() < want * 0.03, "{e:?}: {hz} not {want}");
            assert!(hz > last, "{e:?}: {hz} not above {last}");
            last = hz;
        }
    }
}

#[test]
fn progress_beeps_rise_an_octave_each_quarter() {
    let mut last = 0.0;
    for percent in [0, 25, 50, 75, 100] {
        let e = Earcon::Progress(percent);
        assert_eq!(e.duration_ms(), 40);
        let hz = dominant(&mono(&render(e, SR)), 80, 2000);
        let want = 110.0 * 2f64.powi(i32::from(percent / 25));
        assert!(
            (hz - want).abs() < want * 0.05,
            "{percent} %: {hz} not {want}"
        );
        assert!(hz > last);
        last = hz;
    }
    assert_eq!(progress_pitch(200), progress_pitch(100));
}

#[test]
fn cursor_stereo_position_follows_file() {
    for rank in Rank::ALL {
        let mut last_ratio = f64::INFINITY;
        for file in File::ALL {
            let e = Earcon::Cursor(Square::from_coords(file, rank));
            let s = render(e, SR);
            let energy = |ch: usize| s.iter().map(|f| f64::from(f[ch]).powi(2)).sum::<f64>();
            let ratio = energy(0) / energy(1);
            assert!(ratio < last_ratio, "{e:?}: left/right {ratio}");
            last_ratio = ratio;
            match file {
                File::A => assert!(ratio > 10.0, "a-file left: {ratio}"),
                File::H => assert!(ratio < 0.1, "h-file right: {ratio}"),
                _ => assert!(energy(1) > 0.0 && energy(0) > 0.0),
            }
        }
    }
    // The same square always sounds the same.
    assert_eq!(
        render(Earcon::Cursor(Square::C3), SR),
        render(Earcon::Cursor(Square::C3), SR)
    );
}

#[test]
fn plain_earcons_are_centred() {
    for e in Earcon::PLAIN {
        assert_eq!(e.pan(), 0.0);
        let s = render(e, SR);
        assert!(s.iter().all(|[l, r]| l == r), "{e:?}");
    }
}

#[test]
fn a_phrase_heard_begins_rising_and_ends_falling_in_80_ms() {
    let first_and_last = |e: Earcon| {
        let x = mono(&render(e, SR));
        let half = x.len() / 2;
        (
            dominant(&x[..half], 300, 1500),
            dominant(&x[half..], 300, 1500),
        )
    };
    for e in [Earcon::HearingBegan, Earcon::HearingEnded] {
        assert_eq!(e.duration_ms(), 80, "{e:?}");
    }
    let (a, b) = first_and_last(Earcon::HearingBegan);
    assert!(
        (a - 659.0).abs() < 15.0 && (b - 988.0).abs() < 15.0,
        "{a} {b}"
    );
    let (a, b) = first_and_last(Earcon::HearingEnded);
    assert!(
        (a - 988.0).abs() < 15.0 && (b - 659.0).abs() < 15.0,
        "{a} {b}"
    );
}
