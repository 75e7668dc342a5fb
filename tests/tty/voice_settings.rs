//! The voice's volume as a setting, for real: `tactus tty` over a pipe
//! says a change, keeps it in the settings file and reads it back; and a
//! private speech-dispatcher, its audio in an ALSA file sink measured with
//! sox, speaks louder or quieter as the setting says. Needs
//! speech-dispatcher, speech-dispatcher-espeak-ng, espeak-ng and sox
//! (`scripts/lib.sh` installs them); without them the speech test fails,
//! saying so.

use crate::alsa_sink;
use crate::piped;
use crate::speechd;
use speechd::require;

use std::process::{Child, Command, Stdio};

use piped::{Dirs, dirs, feed, has, send};

fn tty(d: &Dirs, voice: &str) -> Child {
    d.tactus()
        .args(["tty", "--voice", voice, "--lang", "en"])
        .args(piped::PEOPLE)
        .spawn()
        .unwrap()
}

#[test]
fn a_volume_set_is_said_saved_and_read_back() {
    let d = dirs();
    let out = feed(
        tty(&d, "text"),
        &[
            ("set volume 40", 0),
            ("set volume loud", 0),
            ("setze Lautstärke 101", 0),
            ("quit", 0),
            ("yes", 0),
        ],
    );
    for said in [
        "Volume: 40 percent.",
        "There is no volume loud: say a percentage from 0 to 100, or default.",
        "There is no volume 101: say a percentage from 0 to 100, or default.",
    ] {
        assert!(has(&out, said), "{said}: {out:?}");
    }
    let file = d.config.path().join("config.toml");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.lines().any(|l| l == "volume = 40"), "{saved}");
    // A new start reads it back (with no question: the game before had no
    // move).
    let out = feed(tty(&d, "text"), &[("set", 0), ("quit", 0), ("yes", 0)]);
    assert!(has(&out, "Volume: 40 percent"), "{out:?}");
    // The synthesizer's own volume is a value too, in every language.
    let out = feed(
        tty(&d, "text"),
        &[
            ("ajustar volumen predeterminado", 0),
            ("quit", 0),
            ("yes", 0),
        ],
    );
    assert!(
        has(&out, "Volume: the synthesizer's own volume."),
        "{out:?}"
    );
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(
        saved.lines().any(|l| l == "volume = \"default\""),
        "{saved}"
    );
}

#[test]
fn a_bad_volume_in_the_settings_file_is_named_and_ignored() {
    let d = dirs();
    std::fs::write(
        d.config.path().join("config.toml"),
        "volume = 300\nrate = 150\n",
    )
    .unwrap();
    let out = send(tty(&d, "text"), &[("set", 0), ("quit", 0), ("yes", 0)]);
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(all.contains("300"), "the bad value is named: {all}");
    assert!(all.contains("Speech rate: 150 percent"), "{all}");
    assert!(
        all.contains("Volume: the synthesizer's own volume"),
        "the bad volume is ignored: {all}"
    );
}

/// The RMS amplitude of what `tactus tty --voice tts` says through a
/// private speech-dispatcher after `set volume {volume}` (and a move), as
/// sox measures it in the ALSA file sink. On a busy machine the
/// synthesizer may answer later than tactus waits for it at the start
/// (then tactus speaks as text): such a run is tried again, at most three
/// times in all.
fn heard_rms(volume: &str) -> f64 {
    for _ in 0..2 {
        if let Some(rms) = try_heard_rms(volume) {
            return rms;
        }
    }
    try_heard_rms(volume).expect("the synthesizer did not answer in three runs")
}

/// One run of [`heard_rms`]; `None` when the synthesizer answered too late.
fn try_heard_rms(volume: &str) -> Option<f64> {
    let sox = require("sox");
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (asound, raw) = alsa_sink::file_sink(d);
    let home = d.join("home");
    let sock = d.join("sock");
    let _daemon = speechd::daemon(d, &sock, &asound);
    // The first connection waits for the daemon to load its speech
    // module, longer than tactus waits before it speaks as text: a silent
    // word (volume -100) loads it first.
    let warm = Command::new(require("spd-say"))
        .args(["-w", "-i", "-100", "a"])
        .env("SPEECHD_ADDRESS", format!("unix_socket:{}", sock.display()))
        .env("HOME", &home)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(warm.status.success(), "spd-say: {warm:?}");
    let folders = dirs();
    // The volume is set before anything is said: the whole file is at it.
    std::fs::write(
        folders.config.path().join("config.toml"),
        format!("volume = {volume}\n"),
    )
    .unwrap();
    let child = folders
        .tactus()
        .args(["tty", "--voice", "tts", "--lang", "en"])
        .args(piped::PEOPLE)
        .env("SPEECHD_ADDRESS", format!("unix_socket:{}", sock.display()))
        .env("HOME", &home)
        .spawn()
        .unwrap();
    let out = send(
        child,
        &[
            (&format!("set volume {volume}"), 3000),
            ("e4", 3000),
            ("quit", 300),
            ("yes", 1000),
        ],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    if stdout.contains("Speech is not available") {
        eprintln!("the synthesizer answered too late; trying again");
        return None;
    }
    assert!(
        stdout.contains(&format!("Volume: {volume} percent.")),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stat = Command::new(sox)
        .args([
            "-t", "raw", "-r", "22050", "-e", "signed", "-b", "16", "-c", "1",
        ])
        .arg(&raw)
        .args(["-n", "stat"])
        .output()
        .unwrap();
    let report = format!(
        "{}\n{stdout}{}",
        String::from_utf8_lossy(&stat.stderr),
        String::from_utf8_lossy(&out.stderr)
    );
    let rms = report
        .lines()
        .find_map(|l| l.strip_prefix("RMS     amplitude:"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("sox said: {report}"));
    Some(rms)
}

#[test]
fn the_synthesizer_speaks_at_the_volume_set() {
    let loud = heard_rms("100");
    let quiet = heard_rms("20");
    eprintln!("RMS amplitude at volume 100: {loud:.4}; at volume 20: {quiet:.4}");
    assert!(loud > 0.01, "nothing was heard at volume 100: {loud}");
    assert!(
        quiet * 2.0 < loud,
        "volume 20 is not quieter than 100: {quiet} against {loud}"
    );
}
