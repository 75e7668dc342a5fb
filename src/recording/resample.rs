//! Linear resampling of mono 16-bit speech: espeak-ng's 22050 Hz to one
//! of the rates Opus codes (24 kHz). Speech from espeak-ng holds little
//! above 5 kHz, and the Opus encoder limits the band further, so straight
//! lines between samples lose nothing a listener hears.

/// `samples` at `from` Hz as samples at `to` Hz, as floats in -1..1: as
/// many as cover the same time (rounded up).
pub fn linear(samples: &[i16], from: u32, to: u32) -> Vec<f32> {
    if samples.is_empty() || from == 0 || to == 0 {
        return Vec::new();
    }
    let (from, to) = (u64::from(from), u64::from(to));
    let count = (samples.len() as u64 * to).div_ceil(from);
    let at = |i: usize| f32::from(samples[i.min(samples.len() - 1)]) / 32768.0;
    (0..count)
        .map(|n| {
            // Output sample n lies at input position n * from / to.
            let whole = n * from / to;
            let part = (n * from % to) as f32 / to as f32;
            let i = whole as usize;
            at(i) + (at(i + 1) - at(i)) * part
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_time_at_the_new_rate_on_straight_lines() {
        let out = linear(&[0, 16384, 0], 1, 2);
        assert_eq!(out, vec![0.0, 0.25, 0.5, 0.25, 0.0, 0.0]);
        let second = vec![1000i16; 22050];
        let out = linear(&second, 22050, 48000);
        assert_eq!(out.len(), 48000);
        assert!(out.iter().all(|s| (s - 1000.0 / 32768.0).abs() < 1e-6));
        assert!(linear(&[], 22050, 48000).is_empty());
    }
}
