//! A synthesizer's samples at the sound device's rate: 16-bit mono at one
//! rate in, `f32` at another out, by linear interpolation (plenty for
//! speech, whose energy lies far below either rate's limit). Pure sample
//! math.

/// `samples` (16-bit, at `from` hertz) as `f32` in -1.0..=1.0 at `to`
/// hertz, each output sample the straight line between the two input
/// samples around its instant. The length scales by `to / from`; no rate
/// (zero) gives nothing rather than a division by zero.
pub fn resample(samples: &[i16], from: u32, to: u32) -> Vec<f32> {
    if samples.is_empty() || from == 0 || to == 0 {
        return Vec::new();
    }
    let scale = |s: i16| f32::from(s) / 32_768.0;
    let count = (samples.len() as u64 * u64::from(to)).div_ceil(u64::from(from));
    let step = f64::from(from) / f64::from(to);
    let last = samples.len() - 1;
    (0..count)
        .map(|i| {
            let at = i as f64 * step;
            let index = (at as usize).min(last);
            let next = (index + 1).min(last);
            let frac = (at - index as f64).clamp(0.0, 1.0) as f32;
            let (a, b) = (scale(samples[index]), scale(samples[next]));
            a + (b - a) * frac
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_rate_keeps_every_sample() {
        let out = resample(&[0, 16_384, -16_384, i16::MIN], 22_050, 22_050);
        assert_eq!(out, [0.0, 0.5, -0.5, -1.0]);
    }

    #[test]
    fn twice_the_rate_puts_the_midpoints_between() {
        let out = resample(&[0, 16_384, 0], 8_000, 16_000);
        assert_eq!(out, [0.0, 0.25, 0.5, 0.25, 0.0, 0.0]);
    }

    #[test]
    fn a_tone_keeps_its_pitch_and_its_length() {
        // 440 Hz for half a second at espeak-ng's rate, heard at 48 kHz.
        let tone: Vec<i16> = (0..11_025)
            .map(|i| {
                let t = f64::from(i) / 22_050.0;
                (10_000.0 * (2.0 * std::f64::consts::PI * 440.0 * t).sin()) as i16
            })
            .collect();
        let out = resample(&tone, 22_050, 48_000);
        assert_eq!(out.len(), 24_000);
        let crossings = out
            .windows(2)
            .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
            .count();
        // 440 cycles a second, two crossings each, half a second.
        assert!((438..=442).contains(&crossings), "{crossings} crossings");
        let peak = out.iter().fold(0.0_f32, |m, v| m.max(v.abs()));
        assert!((peak - 10_000.0 / 32_768.0).abs() < 0.01, "peak {peak}");
    }

    #[test]
    fn nothing_in_or_no_rate_gives_nothing() {
        assert!(resample(&[], 22_050, 48_000).is_empty());
        assert!(resample(&[1, 2], 0, 48_000).is_empty());
        assert!(resample(&[1, 2], 22_050, 0).is_empty());
    }
}
