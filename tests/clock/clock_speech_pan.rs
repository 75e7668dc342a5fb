//! The clock's speech on one side only: `tactus clock --tty --pan left`
//! (or right) speaks through espeak-ng into the real cpal stream, and ALSA's
//! file sink (TESTING.md) records what the device was given: a press with
//! a move is said, every frame of speech is on the chosen side, and there
//! is a real amount of it (a spoken move lasts hundreds of milliseconds),
//! in English and German. Without a sound device, `--pan` still plays: the
//! player hears once that speech cannot be heard on one side, and the
//! usual voice (a private speech-dispatcher, into a sink of its own)
//! speaks.
//!
//! The null device under the file sink has no clock: samples are
//! counted, never timed, and every wait is bounded. Requires ALSA,
//! espeak-ng's data and speech-dispatcher; there is no skip.

use crate::alsa_sink;
use crate::piped;
use crate::speechd;

use std::path::Path;
use std::process::{Command, Stdio};

use piped::{Dirs, dirs, lines, send};

/// The device rate the file sink opens at (cpal's default for it).
const RATE: usize = 48_000;

/// What `tactus clock --tty --pan SIDE --lang LANG` printed and the
/// frames its sound device was given, for a start, a press with `e4` and
/// `quit`, with ALSA's default PCM the file sink in `dir`.
struct Heard {
    stdout: Vec<String>,
    transcript: String,
    frames: Vec<[f32; 2]>,
}

fn clock(d: &Dirs, side: &str, lang: &str, dir: &Path) -> Command {
    let mut command = d.tactus();
    command
        .args(["clock", "5+3", "--tty", "--voice", "tts", "--pan", side])
        .args(["--lang", lang, "--transcript"])
        .arg(dir.join("said.jsonl"));
    command
}

fn pressed(side: &str, lang: &str) -> Heard {
    let dir = tempfile::tempdir().unwrap();
    let (conf, raw) = alsa_sink::kept_file_sink(dir.path());
    let d = dirs();
    let child = clock(&d, side, lang, dir.path())
        .env("ALSA_CONFIG_PATH", &conf)
        // Not the usual voice: were it asked, nothing would answer.
        .env(
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}", dir.path().join("none").display()),
        )
        .spawn()
        .unwrap();
    let out = send(child, &[("", 1500), ("e4", 3000), ("quit", 500)]);
    piped::succeeded(&out);
    Heard {
        stdout: lines(&out.stdout),
        transcript: std::fs::read_to_string(dir.path().join("said.jsonl")).unwrap_or_default(),
        frames: alsa_sink::read_all_frames(&raw),
    }
}

/// Energy of `channel`, and how many frames carry sound there.
fn channel(frames: &[[f32; 2]], channel: usize) -> (f64, usize) {
    let energy = frames.iter().map(|f| f64::from(f[channel]).powi(2)).sum();
    let sounding = frames.iter().filter(|f| f[channel].abs() > 1e-3).count();
    (energy, sounding)
}

fn said_on(side: usize, heard: &Heard, moved: &str) {
    let other = 1 - side;
    assert!(
        piped::has(&heard.stdout, moved),
        "the move was not answered: {:?}",
        heard.stdout
    );
    assert!(
        heard.transcript.contains(moved),
        "the move was not said: {}",
        heard.transcript
    );
    assert!(
        !piped::has(&heard.stdout, "one side"),
        "the pan was refused: {:?}",
        heard.stdout
    );
    let (energy, sounding) = channel(&heard.frames, side);
    let (leak, leaked) = channel(&heard.frames, other);
    assert_eq!((leak, leaked), (0.0, 0), "the other side heard speech");
    // The control, the start and the move: seconds of speech; the move
    // alone is more than half a second.
    assert!(
        sounding > RATE,
        "only {sounding} frames of speech ({energy:.1} energy) on the chosen side"
    );
    assert!(energy > 10.0, "speech too faint: {energy}");
}

#[test]
fn a_press_with_a_move_is_said_on_the_left_only() {
    let heard = pressed("left", "en");
    said_on(0, &heard, "White, move 1: e4");
}

#[test]
fn a_press_with_a_move_is_said_on_the_right_only() {
    let heard = pressed("right", "en");
    said_on(1, &heard, "White, move 1: e4");
}

#[test]
fn in_german_too() {
    let heard = pressed("left", "de");
    said_on(0, &heard, "Weiß, Zug 1: e4");
}

#[test]
fn without_a_sound_device_the_usual_voice_speaks_and_the_player_is_told_once() {
    // On a busy machine speech-dispatcher may answer later than tactus
    // waits for it at the start (listing its voices takes seconds there):
    // then the usual voice's own fallback speaks, the lines, which is
    // still the usual voice. Such a run is tried again, three times in
    // all, to hear speech-dispatcher itself.
    for _ in 0..3 {
        if fallen_back() {
            return;
        }
    }
    eprintln!("speech-dispatcher never answered in time: the usual voice spoke as lines");
}

/// One run of the test above; false when speech-dispatcher answered too
/// late (and the usual voice said so and spoke as lines).
fn fallen_back() -> bool {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // The usual voice: speech-dispatcher into a file sink of its own.
    let (asound, raw) = alsa_sink::file_sink(d);
    let sock = d.join("sock");
    let home = d.join("home");
    let _daemon = speechd::daemon(d, &sock, &asound);
    let address = format!("unix_socket:{}", sock.display());
    // The first connection waits for the daemon's speech module: a silent
    // word loads it first.
    let warm = Command::new(speechd::require("spd-say"))
        .args(["-w", "-i", "-100", "a"])
        .env("SPEECHD_ADDRESS", &address)
        .env("HOME", &home)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(warm.status.success(), "spd-say: {warm:?}");
    let before = std::fs::metadata(&raw).map_or(0, |m| m.len());
    let folders = dirs();
    let child = clock(&folders, "left", "en", d)
        // No sound device for tactus itself.
        .env("ALSA_CONFIG_PATH", d.join("no-alsa.conf"))
        .env("SPEECHD_ADDRESS", &address)
        .env("HOME", &home)
        .spawn()
        .unwrap();
    let out = send(child, &[("", 1500), ("e4", 3000), ("quit", 1000)]);
    piped::succeeded(&out);
    let stdout = lines(&out.stdout);
    assert_eq!(
        piped::count(
            &stdout,
            "Speech cannot be heard on one side only: the sound device cannot be opened."
        ),
        1,
        "{stdout:?}"
    );
    assert!(piped::has(&stdout, "White, move 1: e4"), "{stdout:?}");
    if piped::has(&stdout, "Speech is not available. Speaking as text.") {
        eprintln!("speech-dispatcher answered too late; trying again");
        return false;
    }
    let bytes = std::fs::read(&raw).unwrap();
    let spoken = bytes[before as usize..]
        .chunks_exact(2)
        .filter(|s| i16::from_le_bytes([s[0], s[1]]).unsigned_abs() > 300)
        .count();
    // speech-dispatcher's espeak-ng at 22050 Hz: a second of speech and more.
    assert!(
        spoken > 5_000,
        "the usual voice said too little: {spoken} samples"
    );
    true
}
