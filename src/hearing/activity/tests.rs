use super::*;

/// `ms` milliseconds of a 300 Hz tone of `amplitude`, with a little noise
/// of `noise` under it (a fixed pseudo-random sequence).
fn tone(ms: usize, amplitude: f64, noise: i16) -> Vec<i16> {
    let mut seed: u32 = 12_345;
    (0..ms * RATE / 1000)
        .map(|i| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let n = if noise == 0 {
                0
            } else {
                (seed >> 16) as i16 % noise
            };
            let t = i as f64 / RATE as f64;
            (amplitude * (2.0 * std::f64::consts::PI * 300.0 * t).sin()) as i16 + n
        })
        .collect()
}

fn silence(ms: usize) -> Vec<i16> {
    vec![0; ms * RATE / 1000]
}

/// What a segmenter makes of `parts` pushed in 10 ms pieces of 7 samples'
/// odd size (so frames never line up with the pieces).
fn heard(parts: &[Vec<i16>]) -> Vec<Activity> {
    let all: Vec<i16> = parts.concat();
    let mut segmenter = Segmenter::new();
    all.chunks(157).flat_map(|c| segmenter.push(c)).collect()
}

#[test]
fn a_word_in_silence_is_one_phrase_with_its_pre_roll() {
    let out = heard(&[silence(1000), tone(500, 8000.0, 0), silence(1000)]);
    assert_eq!(
        out.len(),
        2,
        "{:?}",
        out.iter().map(short).collect::<Vec<_>>()
    );
    assert_eq!(out[0], Activity::Began);
    let Activity::Ended(samples) = &out[1] else {
        panic!("no end")
    };
    // 200 ms before, the 500 ms of the word, 350 ms after.
    let ms = samples.len() * 1000 / RATE;
    assert!((1000..=1100).contains(&ms), "{ms} ms");
    assert!(
        samples[..FRAME * 10].iter().all(|&s| s == 0),
        "pre-roll kept"
    );
}

#[test]
fn a_click_shorter_than_60_ms_begins_nothing() {
    let out = heard(&[silence(500), tone(40, 8000.0, 0), silence(500)]);
    assert!(
        out.is_empty(),
        "{:?}",
        out.iter().map(short).collect::<Vec<_>>()
    );
}

#[test]
fn a_pause_shorter_than_350_ms_keeps_one_phrase() {
    let out = heard(&[
        silence(500),
        tone(300, 8000.0, 0),
        silence(250),
        tone(300, 8000.0, 0),
        silence(600),
    ]);
    assert_eq!(
        out.len(),
        2,
        "{:?}",
        out.iter().map(short).collect::<Vec<_>>()
    );
}

#[test]
fn two_words_apart_are_two_phrases() {
    let out = heard(&[
        silence(500),
        tone(300, 8000.0, 0),
        silence(800),
        tone(300, 8000.0, 0),
        silence(800),
    ]);
    let kinds: Vec<&str> = out.iter().map(short).collect();
    assert_eq!(kinds, ["began", "ended", "began", "ended"]);
}

#[test]
fn a_steady_noise_is_the_floor_and_a_voice_over_it_is_heard() {
    // A fan: noise of some 50 dB for 20 s, then a word 20 dB over it.
    let out = heard(&[
        tone(20_000, 0.0, 600),
        tone(500, 8000.0, 600),
        tone(1000, 0.0, 600),
    ]);
    let kinds: Vec<&str> = out.iter().map(short).collect();
    assert_eq!(kinds, ["began", "ended"]);
}

#[test]
fn a_phrase_is_cut_at_six_seconds() {
    let out = heard(&[silence(300), tone(8000, 8000.0, 0)]);
    let Some(Activity::Ended(samples)) = out.get(1) else {
        panic!("not cut: {:?}", out.iter().map(short).collect::<Vec<_>>())
    };
    assert_eq!(samples.len(), LONGEST * FRAME);
}

#[test]
fn a_held_key_hears_from_the_press_to_the_release() {
    let mut held = Held::new();
    assert!(held.push(&silence(500), false).is_empty());
    assert_eq!(held.push(&tone(300, 8000.0, 0), true), [Activity::Began]);
    assert!(held.push(&tone(300, 8000.0, 0), true).is_empty());
    let out = held.push(&silence(10), false);
    let [Activity::Ended(samples)] = out.as_slice() else {
        panic!("no end")
    };
    assert_eq!(samples.len(), (200 + 300 + 300 + 10) * RATE / 1000);
}

fn short(a: &Activity) -> &'static str {
    match a {
        Activity::Began => "began",
        Activity::Ended(_) => "ended",
    }
}
