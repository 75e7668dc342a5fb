//! The score as a recording, for real: `tactus score --format wav` and
//! `save FILE.wav` read a game through espeak-ng's library into a WAV
//! file, which sox then measures: a valid WAV, not silent, as long as the
//! game, with a silence between moves, in English, German and Spanish.

use crate::piped;
use crate::sound_files;
use crate::talk::Talk;

use std::path::Path;
use std::process::Command;

use piped::{PEOPLE, dirs, feed, has};
use sound_files::{forty_moves, score, soxi, stat, stretches};

/// Checks that `wav` is a valid recording of a game of `plies` half-moves,
/// none taking `most` seconds, and returns its length in seconds.
fn check_recording(wav: &Path, plies: usize, most: f64) -> f64 {
    assert_eq!(soxi(wav, "-t"), "wav");
    assert_eq!(soxi(wav, "-c"), "1");
    assert_eq!(soxi(wav, "-b"), "16");
    assert_eq!(soxi(wav, "-r"), "22050");
    let seconds: f64 = soxi(wav, "-D").parse().unwrap();
    // Each half-move is said (at least 0.7 s) and followed by 0.6 s of
    // silence.
    let plies = plies as f64;
    assert!(
        seconds > plies * 1.3 && seconds < 10.0 + plies * most,
        "{} s for {plies} half-moves",
        seconds
    );
    assert!(
        stat(wav, "Maximum amplitude") > 0.2,
        "the recording is silent"
    );
    assert!(
        stat(wav, "RMS     amplitude") > 0.02,
        "the recording is nearly silent"
    );
    seconds
}

#[test]
fn a_whole_game_is_read_into_a_wav_file_in_english_german_and_spanish() {
    let dir = tempfile::tempdir().unwrap();
    for lang in ["en", "de", "es"] {
        let wav = dir.path().join(format!("game-{lang}.wav"));
        let out = score(&[
            forty_moves().to_str().unwrap(),
            "--format",
            "wav",
            "--lang",
            lang,
            "-o",
            wav.to_str().unwrap(),
        ]);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{lang}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let written = match lang {
            "en" => "Recording written to",
            "de" => "Aufnahme in",
            _ => "Grabación escrita en",
        };
        assert!(said.contains(written), "{lang}: {said}");
        check_recording(&wav, 80, 4.0);
        // The heading, each of the 80 half-moves and the result, each on
        // its own between silences of half a second or more.
        let found = stretches(&wav);
        assert_eq!(found, 82, "{lang}: stretches of speech");
    }
}

#[test]
fn the_recording_grows_with_the_moves_and_the_clocks_lengthen_it() {
    let dir = tempfile::tempdir().unwrap();
    let short = piped::pgn_file("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
    let short_wav = dir.path().join("short.wav");
    let long_wav = dir.path().join("long.wav");
    let clocks_wav = dir.path().join("clocks.wav");
    for (pgn, wav, extra) in [
        (short.path().to_path_buf(), &short_wav, None),
        (forty_moves(), &long_wav, None),
        (forty_moves(), &clocks_wav, Some("--clocks")),
    ] {
        let mut args = vec![
            pgn.to_str().unwrap().to_owned(),
            "--format".into(),
            "wav".into(),
            "-o".into(),
            wav.to_str().unwrap().to_owned(),
        ];
        args.extend(extra.map(str::to_owned));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = score(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let short = check_recording(&short_wav, 4, 4.0);
    let long = check_recording(&long_wav, 80, 4.0);
    let clocks = check_recording(&clocks_wav, 80, 8.0);
    // 76 more half-moves, each at least its silence and a word longer.
    assert!(long > short + 76.0 * 1.0, "{short} s, then {long} s");
    // A clock reading ("14 minutes 57 seconds left") is over a second.
    assert!(clocks > long + 80.0, "{long} s, with clocks {clocks} s");
    assert_eq!(stretches(&short_wav), 6);
}

#[test]
fn without_an_output_file_a_recording_is_refused_with_a_clear_error() {
    let out = score(&[forty_moves().to_str().unwrap(), "--format", "wav"]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("name the file to write with -o"), "{error}");
    let out = score(&[
        forty_moves().to_str().unwrap(),
        "--format",
        "wav",
        "--lang",
        "de",
    ]);
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("Nennen Sie die Datei mit -o"), "{error}");
}

#[test]
fn a_missing_file_folder_or_synthesizer_is_said_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("g.wav");
    let wav_arg = wav.to_str().unwrap();
    // No such PGN file.
    let out = score(&["/nonexistent/g.pgn", "--format", "wav", "-o", wav_arg]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("there is no such file"), "{error}");
    // No folder to write into, in Spanish.
    let out = score(&[
        forty_moves().to_str().unwrap(),
        "--format",
        "wav",
        "--lang",
        "es",
        "-o",
        "/nonexistent-tactus-folder/g.wav",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("/nonexistent-tactus-folder"), "{error}");
    // espeak-ng without its voice data (an empty data folder).
    let empty = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .args(["score", forty_moves().to_str().unwrap(), "--format", "wav"])
        .args(["--lang", "en", "-o", wav_arg])
        .env("ESPEAK_DATA_PATH", empty.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(
        error.contains("espeak-ng cannot start") && error.contains("espeak-ng-data"),
        "{error}"
    );
    assert!(!wav.exists());
}

#[test]
fn save_wav_in_the_terminal_writes_the_recording_while_play_goes_on() {
    let here = tempfile::tempdir().unwrap();
    for (lang, started, written) in [
        (
            "en",
            "Recording the game to g-en.wav.",
            "Recording written to g-en.wav,",
        ),
        (
            "de",
            "Die Partie wird als Aufnahme in g-de.wav",
            "Aufnahme in g-de.wav geschrieben,",
        ),
    ] {
        let d = dirs();
        let child = d
            .tactus()
            .args(["tty", "--voice", "text", "--lang", lang])
            .args(PEOPLE)
            .current_dir(here.path())
            .spawn()
            .unwrap();
        let save = format!("save g-{lang}.wav");
        let out = feed(
            child,
            &[("e4", 100), ("e5", 100), (&save, 50), ("Nf3", 100)],
        );
        assert!(has(&out, started), "{lang}: {out:?}");
        assert!(has(&out, written), "{lang}: {out:?}");
        // The move after `save` was played while the recording was made.
        let at = |text: &str| out.iter().position(|l| l.contains(text)).unwrap();
        assert!(at(started) < at("f3"), "{out:?}");
        let wav = here.path().join(format!("g-{lang}.wav"));
        // The recording is of the game at `save`: two half-moves.
        let seconds = check_recording(&wav, 2, 4.0);
        assert!(seconds < 15.0, "{seconds} s for two half-moves");
        assert_eq!(
            stretches(&wav),
            4,
            "the heading, two moves, and that there is no result yet"
        );
    }
}

#[test]
fn a_recording_that_cannot_be_written_is_said_as_a_file_error_and_the_game_goes_on() {
    let d = dirs();
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "es"])
        .args(PEOPLE)
        .spawn()
        .unwrap();
    // The failure, said while the game goes on, before the next move.
    let mut talk = Talk::new(child);
    talk.type_line("e4");
    talk.ask("save /nonexistent-tactus-folder/g.wav", "no existe");
    talk.type_line("e5");
    let (end, out) = talk.close();
    piped::succeeded(&end);
    let at = |text: &str| out.iter().position(|l| l.contains(text));
    let started = at("Grabando la partida en /nonexistent-tactus-folder/g.wav.");
    let failed =
        at("/nonexistent-tactus-folder/g.wav: la carpeta /nonexistent-tactus-folder no existe");
    assert!(started.is_some() && failed > started, "{out:?}");
    assert!(has(&out, "Negras: e5"), "{out:?}");
}
