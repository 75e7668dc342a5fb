//! Earcons through the real cpal stream into ALSA's file sink.
//!
//! A private ALSA configuration makes the default PCM a file over the null
//! device (TESTING.md). `ALSA_CONFIG_PATH` is process-wide, so the playing
//! happens in a child process: this test binary re-executed with
//! `TACTUS_AUDIO_CHILD` set, running only [`child`]. The parent then reads
//! the raw file and checks the samples. The null device has no clock, so
//! the test counts samples and never times them; every wait is bounded.
//!
//! Requires ALSA (libasound2); there is no skip: without it these fail.

use crate::alsa_sink;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use shakmaty::Square;
use tactus::audio::earcon::RANK_PITCHES;
use tactus::audio::{Earcon, EarconPlayer, Earcons, render};

use alsa_sink::{file_sink, find, non_silent, read_frames, write_conf};

const CHILD: &str = "TACTUS_AUDIO_CHILD";

/// What the child plays, one after the other, each after the previous
/// has finished.
const PLAYED: [Earcon; 6] = [
    Earcon::Step,
    Earcon::Cursor(Square::A1),
    Earcon::Cursor(Square::H8),
    Earcon::Check,
    Earcon::Capture,
    Earcon::LowTime,
];

fn wait_idle(player: &EarconPlayer) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !player.is_idle() {
        assert!(
            Instant::now() < deadline,
            "the earcon never finished playing"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Runs in the child process only, started by the tests above.
#[test]
#[ignore = "run by the tests above in a child process"]
fn child() {
    let Ok(mode) = std::env::var(CHILD) else {
        return;
    };
    match mode.as_str() {
        "play" => {
            let player = match EarconPlayer::open() {
                Ok(p) => p,
                Err(e) => panic!("could not open the ALSA file sink: {e}"),
            };
            println!(
                "FORMAT {} {} {}",
                player.sample_rate(),
                player.channels(),
                player.sample_format()
            );
            player.preload(Earcon::PLAIN);
            for e in PLAYED {
                assert!(player.play(e), "{e:?} was dropped");
                wait_idle(&player);
            }
            assert_eq!(player.stream_error(), None);
        }
        "fallback" => {
            let earcons = Earcons::open();
            println!("NOTICE {}", earcons.notice().unwrap_or_default());
            assert!(!earcons.is_playing());
            assert!(!earcons.play(Earcon::Check));
        }
        other => panic!("unknown child mode {other}"),
    }
}

/// Runs the child with `mode` and the ALSA configuration `conf`; returns
/// its standard output. Fails with the child's output if it fails.
fn run_child(mode: &str, conf: &Path) -> String {
    run_child_with_stderr(mode, conf).0
}

/// [`run_child`], with the child's standard error too.
fn run_child_with_stderr(mode: &str, conf: &Path) -> (String, String) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut child = Command::new(exe)
        .arg(alsa_sink::test_name(module_path!(), "child"))
        .args(["--ignored", "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD, mode)
        .env("ALSA_CONFIG_PATH", conf)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("re-executing the test binary");
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting for the child") {
            break status;
        }
        if Instant::now() > deadline {
            child.kill().ok();
            child.wait().ok();
            panic!("the {mode} child ran more than 60 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let read = |r: Option<&mut dyn std::io::Read>| {
        r.map(|r| {
            BufReader::new(r)
                .lines()
                .map_while(Result::ok)
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default()
    };
    let out = read(child.stdout.as_mut().map(|s| s as &mut dyn std::io::Read));
    let err = read(child.stderr.as_mut().map(|s| s as &mut dyn std::io::Read));
    assert!(
        status.success(),
        "the {mode} child failed ({status}):\n{out}\n{err}"
    );
    (out, err)
}

/// Power of `freq` in `x` (Goertzel).
fn power(x: &[f32], freq: f64, sr: f64) -> f64 {
    let coeff = 2.0 * (2.0 * std::f64::consts::PI * freq / sr).cos();
    let (mut s1, mut s2) = (0.0_f64, 0.0_f64);
    for &v in x {
        let s = f64::from(v) + coeff * s1 - s2;
        s2 = s1;
        s1 = s;
    }
    s1 * s1 + s2 * s2 - coeff * s1 * s2
}

#[test]
fn earcons_land_in_the_alsa_file_sink() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (conf, raw) = file_sink(dir.path());
    let out = run_child("play", &conf);
    let format = out
        .lines()
        .find_map(|l| l.split_once("FORMAT ").map(|(_, f)| f))
        .unwrap_or_else(|| panic!("the child said no format:\n{out}"));
    assert_eq!(
        format, "48000 2 f32",
        "the file sink's format on this machine"
    );
    let sr = 48_000_u32;

    let frames = read_frames(&raw);
    let expected: usize = PLAYED.iter().map(|&e| non_silent(&render(e, sr))).sum();
    assert!(expected > 10_000);
    assert_eq!(
        non_silent(&frames),
        expected,
        "non-silent frames in the file vs. those rendered ({} frames in all)",
        frames.len()
    );

    // Each earcon is there, sample for sample, in the order played.
    let mut at = 0;
    for e in PLAYED {
        let rendered = render(e, sr);
        assert_eq!(rendered.len(), e.frames(sr));
        let found = find(&frames, &rendered, at)
            .unwrap_or_else(|| panic!("{e:?} is not in the file after frame {at}"));
        if let Earcon::Cursor(square) = e {
            let segment = &frames[found..found + rendered.len()];
            let mono: Vec<f32> = segment.iter().map(|[l, r]| l + r).collect();
            let want = RANK_PITCHES[usize::from(square.rank())];
            let best = (400..1200)
                .map(f64::from)
                .max_by(|a, b| power(&mono, *a, 48e3).total_cmp(&power(&mono, *b, 48e3)))
                .unwrap_or(0.0);
            assert!(
                (best - want).abs() < want * 0.03,
                "{e:?} sounds at {best} Hz, not {want}"
            );
            let left: f32 = segment.iter().map(|f| f[0] * f[0]).sum();
            let right: f32 = segment.iter().map(|f| f[1] * f[1]).sum();
            match square {
                Square::A1 => assert!(left > 10.0 * right, "a-file is on the left"),
                _ => assert!(right > 10.0 * left, "h-file is on the right"),
            }
        }
        at = found + rendered.len();
    }
}

#[test]
fn no_device_falls_back_with_a_clear_notice() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let conf = write_conf(
        dir.path(),
        "pcm.!default { type hw; card 97; device 0 }\nctl.!default { type hw; card 97 }\n",
    );
    let out = run_child("fallback", &conf);
    let notice = out
        .lines()
        .find_map(|l| l.split_once("NOTICE ").map(|(_, n)| n))
        .unwrap_or_else(|| panic!("the child gave no notice:\n{out}"));
    assert!(
        notice.starts_with("sound is not available (") && notice.ends_with("); earcons are off"),
        "{notice}"
    );
}

#[test]
fn alsa_lib_prints_nothing_when_there_is_no_sound() {
    // An empty configuration: alsa-lib knows no "default" device and,
    // left alone, prints "ALSA lib pcm.c:…:(snd_pcm_open_noupdate) Unknown
    // PCM default" on standard error, where a screen reader would read it.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let conf = write_conf(dir.path(), "");
    let (out, err) = run_child_with_stderr("fallback", &conf);
    assert!(out.contains("NOTICE sound is not available ("), "{out}");
    let noise: Vec<&str> = err.lines().filter(|l| l.contains("ALSA")).collect();
    assert!(noise.is_empty(), "{err}");
}
