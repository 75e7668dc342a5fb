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

use crate::alsa_sink;
use crate::speechd;
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
        &alsa_sink::test_name(module_path!(), name),
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
    // The child speaks German: so is the line that says why it falls back.
    assert!(
        said[0].starts_with("tactus: keine Sprachausgabe (")
            && said[0].ends_with("); stattdessen als Text"),
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

/// A blind player's first seconds on a busy machine (issue 23): with
/// both cores busy and speech-dispatcher not yet running, `tactus tty
/// --voice tts --lang de` starts it (libspeechd's autospawn, from a HOME
/// whose speech-dispatcher plays into ALSA's file sink) and is heard,
/// never falling back to text. The German voice is chosen by language,
/// without listing every voice, which once took longer than tactus waits.
#[test]
fn the_first_words_are_heard_with_both_cores_busy() {
    require("speech-dispatcher");
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (asound, raw) = alsa_sink::file_sink(d);
    let home = d.join("home");
    let conf = home.join(".config/speech-dispatcher");
    speechd::copy_dir(std::path::Path::new("/etc/speech-dispatcher"), &conf);
    let mut text = std::fs::read_to_string(conf.join("speechd.conf")).unwrap();
    text.push_str("\nAudioOutputMethod \"alsa\"\nAudioALSADevice \"default\"\n");
    std::fs::write(conf.join("speechd.conf"), text).unwrap();
    let run = d.join("run");
    std::fs::create_dir_all(&run).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&run, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    // The daemon libspeechd starts outlives tactus: stopped by its pid
    // file when the test ends, however it ends.
    struct Stop(PathBuf);
    impl Drop for Stop {
        fn drop(&mut self) {
            let pid = std::fs::read_to_string(&self.0).unwrap_or_default();
            if let Ok(pid) = pid.trim().parse::<u32>() {
                let _ = Command::new("kill").arg(pid.to_string()).status();
            }
        }
    }
    let _stop = Stop(run.join("speech-dispatcher/pid/speech-dispatcher.pid"));
    let hogs: Vec<Killed> = (0..2)
        .map(|_| {
            Killed(
                Command::new("sh")
                    .args(["-c", "exec yes >/dev/null"])
                    .spawn()
                    .unwrap(),
            )
        })
        .collect();
    let data = d.join("data");
    let started = Instant::now();
    let mut game = Killed(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["tty", "--voice", "tts", "--lang", "de"])
            .args(["--white", "human", "--black", "human"])
            .env("TACTUS_DATA_DIR", &data)
            .env("TACTUS_CONFIG_DIR", d.join("config"))
            .env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("XDG_RUNTIME_DIR", &run)
            .env("ALSA_CONFIG_PATH", &asound)
            .env_remove("SPEECHD_ADDRESS")
            .env_remove("LC_ALL")
            .env("LANG", "C.UTF-8")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let audible = || {
        std::fs::read(&raw)
            .unwrap_or_default()
            .chunks_exact(2)
            .filter(|s| i16::from_le_bytes([s[0], s[1]]).unsigned_abs() > 300)
            .count()
    };
    // The file sink writes as fast as it is fed: the time it is heard by
    // is not measured here (scripts/first-words does that on a sink that
    // plays in real time), only that it is heard, well within a game's
    // first moments.
    while audible() < 2_000 && started.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let heard = started.elapsed();
    drop(hogs);
    {
        use std::io::Write;
        let mut stdin = game.0.stdin.take().unwrap();
        let _ = stdin.write_all(b"quit\nja\n");
    }
    let until = Instant::now() + Duration::from_secs(10);
    while game.0.try_wait().unwrap().is_none() && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(20));
    }
    let (mut out, mut err) = (String::new(), String::new());
    let _ = game.0.kill();
    let _ = game.0.stdout.take().unwrap().read_to_string(&mut out);
    let _ = game.0.stderr.take().unwrap().read_to_string(&mut err);
    assert!(
        audible() >= 2_000,
        "nothing heard within 20 s with both cores busy; tactus said:\n{out}\n{err}"
    );
    assert!(
        !out.contains("Keine Sprachausgabe") && !err.contains("tactus:"),
        "tactus fell back to text:\n{out}\n{err}"
    );
    assert!(out.contains("Weiß ist am Zug"), "{out}");
    eprintln!("heard after {heard:?} with both cores busy");
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
            moves: Vec::new(),
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
