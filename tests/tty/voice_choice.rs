//! The synthesizer's voice as a setting, for real: `tactus tty` over a
//! pipe says a chosen speaker, keeps it in the settings file, reads it
//! back and sets it back to the language's voice when the language
//! changes; `voices` lists the voices of a private speech-dispatcher for
//! the language, ten at a time; and the voice chosen is the one heard
//! (its pitch, measured with sox in an ALSA file sink). Needs
//! speech-dispatcher, speech-dispatcher-espeak-ng, espeak-ng and sox
//! (`scripts/lib.sh` installs them); without them the tests fail, saying
//! so.

use crate::alsa_sink;
use crate::piped;
use crate::speechd;
use crate::talk::Talk;
use speechd::require;

use std::path::Path;
use std::process::{Child, Command, Stdio};

use piped::{Dirs, dirs, feed, has, send};

fn tty(d: &Dirs, voice: &str, lang: &str) -> Child {
    d.tactus()
        .args(["tty", "--voice", voice, "--lang", lang])
        .args(piped::PEOPLE)
        .spawn()
        .unwrap()
}

#[test]
fn a_speaker_set_is_said_saved_read_back_and_a_new_language_sets_it_back() {
    let d = dirs();
    let out = feed(
        tty(&d, "text", "en"),
        &[
            ("set speaker English (Great Britain)+Alicia", 0),
            ("quit", 0),
            ("yes", 0),
        ],
    );
    assert!(
        has(&out, "Speaker: English (Great Britain)+Alicia."),
        "{out:?}"
    );
    let file = d.config.path().join("config.toml");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(
        saved
            .lines()
            .any(|l| l == "speaker = \"English (Great Britain)+Alicia\""),
        "{saved}"
    );
    // A new start reads it back (the game before had no move: no question
    // about it); German words set it too; a new language goes back to that
    // language's own voice.
    let out = feed(
        tty(&d, "text", "en"),
        &[
            ("set", 0),
            ("setze sprecher German+Anna", 0),
            ("set lang es", 0),
            ("set", 0),
            ("quit", 0),
            ("yes", 0),
        ],
    );
    assert!(
        has(&out, "Speaker: English (Great Britain)+Alicia"),
        "{out:?}"
    );
    assert!(has(&out, "Speaker: German+Anna."), "{out:?}");
    assert!(
        has(&out, "Locutor: la voz predeterminada del idioma"),
        "{out:?}"
    );
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(
        saved.lines().any(|l| l == "speaker = \"default\""),
        "{saved}"
    );
}

/// A private speech-dispatcher in `d`, its audio in an ALSA file sink:
/// the socket, the sink's file and the daemon (stopped when dropped).
fn private_daemon(d: &Path) -> (std::path::PathBuf, std::path::PathBuf, speechd::Killed) {
    let (asound, raw) = alsa_sink::file_sink(d);
    let sock = d.join("sock");
    let daemon = speechd::daemon(d, &sock, &asound);
    // The first connection waits for the speech module: a silent word
    // loads it first.
    let warm = Command::new(require("spd-say"))
        .args(["-w", "-i", "-100", "a"])
        .env("SPEECHD_ADDRESS", format!("unix_socket:{}", sock.display()))
        .env("HOME", d.join("home"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(warm.status.success(), "spd-say: {warm:?}");
    (sock, raw, daemon)
}

#[test]
fn voices_lists_the_synthesizers_voices_for_the_language_ten_at_a_time() {
    let dir = tempfile::tempdir().unwrap();
    let (sock, _raw, _daemon) = private_daemon(dir.path());
    let d = dirs();
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "de"])
        .args(piped::PEOPLE)
        .env("SPEECHD_ADDRESS", format!("unix_socket:{}", sock.display()))
        .env("HOME", dir.path().join("home"))
        .spawn()
        .unwrap();
    // Each page once the one before it is said (the first waits for the
    // synthesizer's list).
    let mut tty = Talk::new(child);
    tty.ask("stimmen", "Stimmen für");
    tty.ask("stimmen 2", "Stimmen für");
    tty.ask("stimmen 999", "keine Seite");
    tty.type_line("quit");
    tty.type_line("yes");
    let (out, said) = tty.close();
    let stdout = said.join("\n").replace(['\u{2068}', '\u{2069}'], "");
    let first = stdout
        .lines()
        .find(|l| l.contains("Stimmen für Deutsch, 1 bis 10: "))
        .unwrap_or_else(|| panic!("{stdout}{}", String::from_utf8_lossy(&out.stderr)));
    assert!(first.contains("German"), "{first}");
    assert!(first.ends_with("Tippen Sie stimmen 2 für mehr."), "{first}");
    assert!(
        stdout.contains("Stimmen für Deutsch, 11 bis 20: "),
        "{stdout}"
    );
    assert!(
        stdout.contains("Es gibt keine Seite 999 der Stimmen"),
        "{stdout}"
    );
}

/// The rough frequency sox finds in what `tactus tty --voice tts` says
/// with `speaker` (a move and the turn), through a private
/// speech-dispatcher; `None` when nothing was heard.
fn try_heard_frequency(speaker: &str) -> Option<f64> {
    let sox = require("sox");
    let dir = tempfile::tempdir().unwrap();
    let (sock, raw, _daemon) = private_daemon(dir.path());
    let folders = dirs();
    std::fs::write(
        folders.config.path().join("config.toml"),
        format!("speaker = \"{speaker}\"\n"),
    )
    .unwrap();
    let child = folders
        .tactus()
        .args(["tty", "--voice", "tts", "--lang", "en"])
        .args(piped::PEOPLE)
        .env("SPEECHD_ADDRESS", format!("unix_socket:{}", sock.display()))
        .env("HOME", dir.path().join("home"))
        .spawn()
        .unwrap();
    // A synthesizer slower than tactus waits at the start comes back for
    // the utterances after it: the move is said a while later.
    let out = send(
        child,
        &[("e4", 8000), ("t", 4000), ("quit", 300), ("yes", 1000)],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    if std::fs::metadata(&raw).map(|m| m.len()).unwrap_or(0) < 10_000 {
        eprintln!("nothing was heard; trying again: {stdout}");
        return None;
    }
    let stat = Command::new(sox)
        .args([
            "-t", "raw", "-r", "22050", "-e", "signed", "-b", "16", "-c", "1",
        ])
        .arg(&raw)
        .args(["-n", "stat"])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&stat.stderr).into_owned();
    let rms = report
        .lines()
        .find_map(|l| l.strip_prefix("RMS     amplitude:"))
        .and_then(|v| v.trim().parse::<f64>().ok())
        .unwrap_or_else(|| panic!("sox said: {report}{stdout}"));
    // Only the warm-up's silent word: tactus's voice was not heard.
    if rms < 0.01 {
        eprintln!("nothing was heard; trying again: {stdout}");
        return None;
    }
    // sox's rough frequency: the rate of the signal's swings, low for a
    // voiced voice, high for the noise a whisper is made of.
    let frequency = report
        .lines()
        .find_map(|l| l.strip_prefix("Rough   frequency:"))
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|f| *f > 0.0)
        .unwrap_or_else(|| panic!("sox said: {report}{stdout}"));
    Some(frequency)
}

fn heard_frequency(speaker: &str) -> f64 {
    for _ in 0..2 {
        if let Some(f) = try_heard_frequency(speaker) {
            return f;
        }
    }
    try_heard_frequency(speaker).expect("the synthesizer did not answer in three runs")
}

#[test]
fn the_voice_chosen_is_the_voice_heard() {
    let default = heard_frequency("default");
    let whisper = heard_frequency("English (Great Britain)+whisper");
    eprintln!("rough frequency, the default voice: {default} Hz; whisper: {whisper} Hz");
    // Measured here: about 1,200 Hz against 2,350 Hz.
    assert!(
        whisper > default * 1.4,
        "the whisper voice sounds like the default: {whisper} Hz against {default} Hz"
    );
}
