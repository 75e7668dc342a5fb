//! The real thing: speech through the `tts` crate into a private
//! speech-dispatcher whose audio goes to an ALSA file sink, and the fallback
//! to text when there is no speech daemon.
//!
//! Each test starts what it needs in a temporary directory and kills it at
//! the end. The speaking part runs in a child process (this test binary
//! again, running an ignored test with `TACTUS_SPEECH_CHILD` set), because
//! `SPEECHD_ADDRESS` is process-wide. Needs speech-dispatcher,
//! speech-dispatcher-espeak-ng, espeak-ng and sox (`scripts/lib.sh`
//! installs them); without them these tests fail, saying so.

#[path = "support/alsa_sink.rs"]
mod alsa_sink;
#[path = "support/speechd.rs"]
mod speechd;
use speechd::{Killed, require};

use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use tactus::session::settings::VoiceKind;
use tactus::speech::backends::{TranscriptLine, TtsSettings, open_voice};
use tactus::speech::{Kind, Priority, Utterance};

const CHILD: &str = "TACTUS_SPEECH_CHILD";
const SENTENCE: &str = "Springer Felix drei";

/// Runs this binary's ignored test `name` with `env`, within `limit`.
fn run_child(name: &str, env: &[(&str, &str)], limit: Duration) -> Output {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--ignored",
        "--exact",
        name,
        "--nocapture",
        "--test-threads=1",
    ])
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = Killed(cmd.spawn().unwrap());
    let until = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < until,
            "{name} did not finish within {limit:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    child
        .0
        .stdout
        .take()
        .unwrap()
        .read_to_end(&mut stdout)
        .unwrap();
    child
        .0
        .stderr
        .take()
        .unwrap()
        .read_to_end(&mut stderr)
        .unwrap();
    Output {
        status,
        stdout,
        stderr,
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn speech_reaches_the_sound_card() {
    let sox = require("sox");
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (asound, raw) = alsa_sink::file_sink(d);
    let home = d.join("home");
    let sock = d.join("sock");
    let _daemon = speechd::daemon(d, &sock, &asound);
    let transcript = d.join("transcript.jsonl");
    let address = format!("unix_socket:{}", sock.display());
    let out = run_child(
        "child_speaks",
        &[
            (CHILD, "speak"),
            ("SPEECHD_ADDRESS", &address),
            ("HOME", home.to_str().unwrap()),
            ("TACTUS_TRANSCRIPT", transcript.to_str().unwrap()),
        ],
        Duration::from_secs(60),
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(
        out.status.success() && stdout.contains("CHILD OK"),
        "the speaking child failed:\n{stdout}\n{stderr}"
    );
    assert!(!stderr.contains("tactus:"), "unexpected: {stderr}");
    // espeak-ng through speech-dispatcher: 22050 Hz, signed 16-bit, mono.
    let bytes = std::fs::read(&raw).expect("no audio file: nothing was played");
    let loud = bytes
        .chunks_exact(2)
        .filter(|s| i16::from_le_bytes([s[0], s[1]]).unsigned_abs() > 100)
        .count();
    assert!(
        loud > 5_000,
        "only {loud} audible samples in {} bytes",
        bytes.len()
    );
    let stat = Command::new(sox)
        .args([
            "-t", "raw", "-r", "22050", "-e", "signed", "-b", "16", "-c", "1",
        ])
        .arg(&raw)
        .args(["-n", "stat"])
        .output()
        .unwrap();
    let report = text(&stat.stderr);
    let seconds: f64 = report
        .lines()
        .find_map(|l| l.strip_prefix("Length (seconds):"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("sox said: {report}"));
    assert!(
        (0.5..10.0).contains(&seconds),
        "{seconds} s of audio for {SENTENCE:?}"
    );
    let lines: Vec<TranscriptLine> = std::fs::read_to_string(&transcript)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0].text, SENTENCE);
    eprintln!("{seconds:.2} s of speech, {loud} audible samples; child: {stdout}");
}

#[test]
fn no_speech_daemon_falls_back_to_text() {
    require("speech-dispatcher");
    let dir = tempfile::tempdir().unwrap();
    let nowhere = format!("unix_socket:{}", dir.path().join("nobody-here").display());
    let started = Instant::now();
    let out = run_child(
        "child_speaks",
        &[
            (CHILD, "fallback"),
            ("SPEECHD_ADDRESS", &nowhere),
            ("HOME", dir.path().to_str().unwrap()),
        ],
        Duration::from_secs(30),
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(
        out.status.success() && stdout.contains("CHILD OK"),
        "the child failed:\n{stdout}\n{stderr}"
    );
    let said: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("tactus:"))
        .collect();
    assert_eq!(said.len(), 1, "{stderr}");
    assert!(
        said[0].starts_with("tactus: speech is not available (")
            && said[0].ends_with("); speaking as text instead"),
        "{}",
        said[0]
    );
    assert!(stdout.lines().any(|l| l == "e2 e4"), "{stdout}");
    eprintln!(
        "fallback child ran in {:?}; {}; {stdout}",
        started.elapsed(),
        said[0]
    );
}

/// The child side of both tests above; does nothing unless started by them.
#[test]
#[ignore = "run by speech_reaches_the_sound_card and no_speech_daemon_falls_back_to_text"]
fn child_speaks() {
    let Ok(mode) = std::env::var(CHILD) else {
        return;
    };
    // Ends libtest's "test child_speaks ... " so the spoken text has its own line.
    println!();
    let transcript = std::env::var_os("TACTUS_TRANSCRIPT").map(PathBuf::from);
    let started = Instant::now();
    // The sentence is German: a German voice must be found and set (a
    // missing one is a "tactus:" warning on stderr, which the parent
    // refuses).
    let settings = TtsSettings {
        language: Some("de".to_owned()),
        ..TtsSettings::default()
    };
    let voice = open_voice(VoiceKind::Tts, &settings, transcript, std::io::stderr()).unwrap();
    let opened = started.elapsed();
    let text = if mode == "fallback" {
        assert!(opened < Duration::from_secs(2), "opening took {opened:?}");
        "e2 e4"
    } else {
        SENTENCE
    };
    voice.say(
        Utterance {
            priority: Priority::Next,
            kind: Kind::Move,
            text: text.to_owned(),
        },
        0,
    );
    let said = Instant::now();
    // Waits until the queue is idle: the synthesizer has said it has finished.
    voice.shutdown(Duration::from_secs(20));
    let spoken = said.elapsed();
    assert!(
        spoken < Duration::from_secs(5),
        "speaking did not finish: the watchdog ended it after {spoken:?}"
    );
    println!("CHILD OK: opened in {opened:?}, spoke in {spoken:?}");
}
