//! Faults around the game, through the real front end (`tactus tty` and
//! `tactus play` over a pipe): each is said once in the player's voice — a
//! line on standard output like a move, worded in the player's language —
//! and the game goes on.
//!
//! The speech daemon's death needs speech-dispatcher and espeak-ng
//! (`scripts/lib.sh` installs them); without them that test fails, saying
//! so.

use crate::alsa_sink;

use crate::piped;
use crate::speechd;
use crate::talk::Talk;
use piped::{Dirs, PEOPLE, count, dirs, has, lines, replay, send, succeeded};
use speechd::daemon as speech_daemon;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// `tactus ARGS` for two people in `d`, without a sound card unless the
/// caller sets `ALSA_CONFIG_PATH` again.
fn command(d: &Dirs, args: &[&str]) -> Command {
    let mut cmd = d.tactus();
    cmd.args(args)
        .args(PEOPLE)
        .env("ALSA_CONFIG_PATH", d.config.path().join("no-alsa.conf"));
    cmd
}

/// Sends `(line, pause after it in ms)`, closes the input and waits.
fn run_script(child: Child, script: &[(&str, u64)]) -> Output {
    let out = send(child, script);
    succeeded(&out);
    out
}

/// `tactus tty --voice text --lang LANG` for two people, with `script`.
fn tty(d: &Dirs, lang: &str, script: &[(&str, u64)]) -> (Vec<String>, String) {
    let child = command(d, &["tty", "--voice", "text", "--lang", lang])
        .spawn()
        .unwrap();
    let out = run_script(child, script);
    (
        lines(&out.stdout),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn no_speech_daemon_is_said_once_and_every_line_is_written_once() {
    let d = dirs();
    let nowhere = format!("unix_socket:{}", d.data.path().join("nobody").display());
    let child = command(&d, &["tty", "--voice", "tts", "--lang", "en"])
        .env("SPEECHD_ADDRESS", &nowhere)
        .spawn()
        .unwrap();
    let out = run_script(child, &[("e4", 300), ("e5", 300)]);
    let said = lines(&out.stdout);
    assert_eq!(
        count(&said, "Speech is not available. Speaking as text."),
        1,
        "{said:?}"
    );
    // The fallback speaks through the driver's own lines, not a second time.
    assert_eq!(
        said.iter().filter(|l| *l == "White: e4").count(),
        1,
        "{said:?}"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !err.contains("tactus:"),
        "said on standard error too: {err}"
    );
    // In German, the same notice in German.
    let child = command(&d, &["tty", "--voice", "tts", "--lang", "de"])
        .env("SPEECHD_ADDRESS", &nowhere)
        .spawn()
        .unwrap();
    let said = lines(&run_script(child, &[("e4", 300)]).stdout);
    assert_eq!(
        count(&said, "Keine Sprachausgabe. Ausgabe als Text."),
        1,
        "{said:?}"
    );
}

#[test]
fn no_sound_is_said_once_per_machine_and_again_when_it_changes() {
    let d = dirs();
    let no_sound = "No sound. Earcons off.";
    let (said, err) = tty(&d, "en", &[("e4", 200)]);
    assert_eq!(count(&said, no_sound), 1, "{said:?}");
    assert!(err.is_empty(), "{err}");
    let (said, err) = tty(&d, "en", &[("e4", 200)]);
    assert_eq!(count(&said, no_sound), 0, "said again: {said:?}");
    assert!(err.is_empty(), "{err}");
    // Sound comes (ALSA's file sink), then goes again: said again, once.
    let (conf, _raw) = alsa_sink::file_sink(d.config.path());
    let child = command(&d, &["tty", "--voice", "text", "--lang", "en"])
        .env("ALSA_CONFIG_PATH", &conf)
        .spawn()
        .unwrap();
    let said = lines(&run_script(child, &[("e4", 200)]).stdout);
    assert_eq!(count(&said, no_sound), 0, "{said:?}");
    let (said, _) = tty(&d, "es", &[("e4", 200)]);
    assert_eq!(
        count(&said, "No hay sonido. Sonidos apagados."),
        1,
        "{said:?}"
    );
    let (said, _) = tty(&d, "es", &[("e4", 200)]);
    assert_eq!(count(&said, "No hay sonido"), 0, "{said:?}");
}

#[test]
fn the_temporaries_of_a_killed_save_are_removed_at_the_next_start_and_the_game_goes_on() {
    let d = dirs();
    let (said, _) = tty(&d, "en", &[("e4", 200), ("e5", 200)]);
    assert!(said.iter().any(|l| l == "Black: e5"), "{said:?}");
    // Saves killed half-way by processes that are gone, and one that a
    // running process (this test) is still writing.
    let data = d.data.path();
    let games = data.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let mut ended = Command::new("true").spawn().unwrap();
    let dead = ended.id();
    ended.wait().unwrap();
    let killed = [
        data.join(format!(".current.json.{dead}.tmp")),
        games.join(format!(".adjourned-1796135530.pgn.{dead}.tmp")),
    ];
    for file in &killed {
        std::fs::write(file, b"{\"version\": 3, \"moves\": [\"e2e4\"").unwrap();
    }
    let writing = data.join(format!(".current.json.{}.tmp", std::process::id()));
    std::fs::write(&writing, b"{").unwrap();
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "en", "--resume"])
        .env("ALSA_CONFIG_PATH", d.config.path().join("no-alsa.conf"))
        .spawn()
        .unwrap();
    let said = lines(&run_script(child, &[("Nf3", 300)]).stdout);
    assert!(has(&said, "White to move, move 2"), "{said:?}");
    assert!(said.iter().any(|l| l == "White: Knight f3"), "{said:?}");
    for file in &killed {
        assert!(!file.exists(), "{} is still there", file.display());
    }
    assert!(writing.exists(), "a live process's file was removed");
    let saved = std::fs::read_to_string(data.join("current.json")).unwrap();
    for uci in ["e2e4", "e7e5", "g1f3"] {
        assert!(saved.contains(uci), "{saved}");
    }
}

#[test]
fn no_display_plays_in_the_terminal_and_says_so() {
    let d = dirs();
    let child = command(&d, &["play", "--voice", "text", "--lang", "en"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .spawn()
        .unwrap();
    let out = run_script(child, &[("e4", 300)]);
    let said = lines(&out.stdout);
    assert_eq!(
        count(&said, "No display. Playing in the terminal."),
        1,
        "{said:?}"
    );
    assert!(said.iter().any(|l| l == "White: e4"), "{said:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("tactus:"), "{err}");
}

/// The settings file `config.toml` in `d`.
fn config_file(d: &Dirs) -> PathBuf {
    d.config.path().join("config.toml")
}

#[test]
fn a_bad_setting_is_named_its_default_used_and_the_file_kept_aside_before_writing() {
    let d = dirs();
    let theirs = "style = \"san\"\nrate = 900\ncolour = \"pink\"\n";
    std::fs::write(config_file(&d), theirs).unwrap();
    // Only looking: the file stays as it is.
    let (said, err) = tty(&d, "en", &[("Nf3", 200)]);
    assert_eq!(
        count(
            &said,
            "config.toml: \"900\" is no value for rate. Using its default."
        ),
        1,
        "{said:?}"
    );
    assert_eq!(
        count(&said, "config.toml: unknown setting \"colour\", ignored."),
        1,
        "{said:?}"
    );
    // The good value counts: moves are said in SAN.
    assert!(said.iter().any(|l| l == "White: Nf3"), "{said:?}");
    assert!(!err.contains("tactus:"), "{err}");
    assert_eq!(std::fs::read_to_string(config_file(&d)).unwrap(), theirs);
    // A setting changed: the player's file is kept aside first, and said.
    // (The game of the first start is saved: the start asks about it.)
    let (said, _) = tty(&d, "en", &[("resume", 200), ("set confirm on", 300)]);
    let kept: Vec<PathBuf> = std::fs::read_dir(d.config.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("config.toml.bad-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), theirs);
    let name = kept[0].file_name().unwrap().to_string_lossy().into_owned();
    assert_eq!(
        count(
            &said,
            &format!("Your settings file had bad values. It is kept as {name}")
        ),
        1,
        "{said:?}"
    );
    let written = std::fs::read_to_string(config_file(&d)).unwrap();
    assert!(written.contains("style = \"san\""), "{written}");
    assert!(written.contains("confirm = true"), "{written}");
    // The new file is good: nothing more is said or kept aside.
    let (said, _) = tty(&d, "en", &[("resume", 200), ("set confirm off", 300)]);
    assert_eq!(count(&said, "config.toml"), 0, "{said:?}");
    assert_eq!(count(&said, "kept as"), 0, "{said:?}");
}

#[test]
fn a_settings_file_that_is_not_toml_is_said_and_the_defaults_used() {
    let d = dirs();
    std::fs::write(config_file(&d), "style = = san\n").unwrap();
    let (said, _) = tty(&d, "de", &[("e4", 200)]);
    assert_eq!(
        count(
            &said,
            "config.toml ist nicht lesbar in Zeile 1. Es gelten die Voreinstellungen."
        ),
        1,
        "{said:?}"
    );
}

/// A sparse file of `bytes` bytes in `dir`: large, and costs no disk.
fn sparse(dir: &Path, name: &str, bytes: u64) -> PathBuf {
    let path = dir.join(name);
    std::fs::File::create(&path)
        .unwrap()
        .set_len(bytes)
        .unwrap();
    path
}

#[test]
fn a_huge_or_binary_or_missing_file_to_load_gets_a_sentence_and_the_game_goes_on() {
    let d = dirs();
    let huge = sparse(d.data.path(), "huge.pgn", 200 << 20);
    let binary = d.data.path().join("binary.pgn");
    std::fs::write(&binary, b"\x7fELF\x02\x01\x01\x00\x00\x00[Event").unwrap();
    let missing = d.data.path().join("missing.pgn");
    let script = [
        (format!("load {}", huge.display()), 500),
        (format!("load {}", binary.display()), 300),
        ("load /dev/zero".to_owned(), 500),
        (format!("load {}", missing.display()), 300),
        ("e4".to_owned(), 300),
    ];
    let script: Vec<(&str, u64)> = script.iter().map(|(l, p)| (l.as_str(), *p)).collect();
    let (said, err) = tty(&d, "en", &script);
    assert_eq!(
        count(
            &said,
            &format!(
                "{}: the file is larger than 64 megabytes, more than tactus reads",
                huge.display()
            )
        ),
        1,
        "{said:?}"
    );
    assert_eq!(
        count(
            &said,
            &format!("{}: it is not a text file", binary.display())
        ),
        1,
        "{said:?}"
    );
    assert_eq!(
        count(&said, "/dev/zero: the file is larger than 64 megabytes"),
        1,
        "{said:?}"
    );
    assert_eq!(count(&said, &missing.display().to_string()), 1, "{said:?}");
    assert!(said.iter().any(|l| l == "White: e4"), "{said:?}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn replay_of_a_huge_or_binary_file_is_refused_in_a_sentence() {
    let d = dirs();
    let huge = sparse(d.data.path(), "huge.pgn", 200 << 20);
    let (code, _, err) = replay(&huge, &[]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        format!(
            "tactus: cannot read {}: the file is larger than 64 megabytes, more than tactus reads",
            huge.display()
        )
    );
    let (code, _, err) = replay(Path::new("/bin/sh"), &[]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "tactus: cannot read /bin/sh: it is not a text file"
    );
}

/// The texts of a transcript file.
fn transcript(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v["text"].as_str().map(str::to_owned))
        .collect()
}

#[test]
fn the_speech_daemon_dying_and_coming_back_is_said() {
    let d = dirs();
    let dir = d.data.path();
    let sock = dir.join("speechd.sock");
    std::fs::create_dir_all(dir.join("sound")).unwrap();
    std::fs::create_dir_all(dir.join("sound-again")).unwrap();
    let (asound, raw) = alsa_sink::file_sink(&dir.join("sound"));
    let said_file = dir.join("said.jsonl");
    let mut daemon = speech_daemon(dir, &sock, &asound);
    let mut tty = Talk::new(
        command(&d, &["tty", "--voice", "tts", "--lang", "en"])
            .arg("--transcript")
            .arg(&said_file)
            .env("SPEECHD_ADDRESS", format!("unix_socket:{}", sock.display()))
            .spawn()
            .unwrap(),
    );
    // A line, then the time the speech thread takes to look again for a
    // lost synthesizer: the retry is what is tested, its time must pass.
    let send_and_wait_retry = |tty: &mut Talk, line: &str| {
        tty.type_line(line);
        sleep(lasting_retry());
    };
    // Until the synthesizer is heard (a loaded machine may take longer
    // than the 5 s the start waits: then it is looked for again).
    let heard = |raw: &Path| std::fs::metadata(raw).map_or(0, |m| m.len()) > 0;
    let start = Instant::now();
    while !heard(&raw) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "nothing was spoken before the daemon died"
        );
        send_and_wait_retry(&mut tty, "turn");
    }
    // The daemon dies: the next utterance finds it gone, and from then on
    // the moves are written.
    let _ = daemon.0.kill();
    let _ = daemon.0.wait();
    tty.ask("e4", "Speech stopped.");
    tty.wait_for("White: e4");
    tty.ask("e5", "Black: e5");
    // It comes back on the same socket; an utterance after the retry
    // interval finds it.
    let (asound_again, raw_again) = alsa_sink::file_sink(&dir.join("sound-again"));
    let _daemon = speech_daemon(dir, &sock, &asound_again);
    sleep(lasting_retry());
    tty.type_line("Nf3");
    let start = Instant::now();
    while !heard(&raw_again) && start.elapsed() < Duration::from_secs(30) {
        send_and_wait_retry(&mut tty, "turn");
    }
    let (out, said) = tty.close();
    succeeded(&out);
    let lost = "Speech stopped. Speaking as text until it comes back.";
    let back = "Speech is back.";
    assert_eq!(count(&said, lost), 1, "{said:?}");
    let last = |text: &str| said.iter().rposition(|l| l.contains(text));
    assert!(last(lost) < last(back), "{said:?}");
    assert!(last("White: e4") < last(back), "{said:?}");
    // "Speech is back" went to the synthesizer too, and it spoke again.
    assert!(transcript(&said_file).iter().any(|t| t == back));
    assert!(heard(&raw_again), "no speech after the daemon came back");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    eprintln!("said: {said:?}");
}

/// The speech thread's wait between looks for a lost synthesizer, and a
/// little more.
fn lasting_retry() -> Duration {
    tactus::speech::backends::RETRY + Duration::from_millis(500)
}
