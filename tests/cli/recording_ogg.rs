//! The score as a compressed recording, for real: `tactus score --format
//! ogg|opus` and `save FILE.ogg|.opus` read a game through espeak-ng into
//! Ogg Vorbis and Ogg Opus files, which independent tools then read back:
//! sox decodes Vorbis, opus-tools' opusinfo and opusdec read Opus. Each
//! file is as long as the WAV of the same game, not silent, with a silence
//! between moves, and carries the players in its comment header, in
//! English, German and Spanish.

use crate::piped;
use crate::sound_files;

use std::path::{Path, PathBuf};

use piped::{PEOPLE, dirs, feed, has};
use sound_files::{forty_moves, run, score, soxi, stat, stretches};

/// `tactus score` of the 40 moves in `format` and `lang` into `out`; must
/// succeed.
fn score_into(format: &str, lang: &str, out: &Path) {
    let done = score(&[
        forty_moves().to_str().unwrap(),
        "--format",
        format,
        "--lang",
        lang,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(
        done.status.success(),
        "{format} {lang}: {}",
        String::from_utf8_lossy(&done.stderr)
    );
}

/// `file` decoded by the independent tool for its kind into a WAV file at
/// 22050 Hz: sox for Ogg Vorbis, opusdec for Ogg Opus.
fn decoded(file: &Path) -> PathBuf {
    let wav = file.with_extension("decoded.wav");
    let (from, to) = (file.to_str().unwrap(), wav.to_str().unwrap());
    if file.extension().is_some_and(|e| e == "opus") {
        run("opusdec", &["--quiet", "--rate", "22050", from, to]);
    } else {
        run("sox", &[from, "-b", "16", to]);
    }
    wav
}

/// Checks that the decoded `wav` is speech, not silence, as long as
/// `seconds` within 2 %, and parted into `parts` stretches by the silences
/// between moves.
fn check_sound(wav: &Path, seconds: f64, parts: usize, what: &str) {
    let length: f64 = soxi(wav, "-D").parse().unwrap();
    assert!(
        (length - seconds).abs() < seconds * 0.02,
        "{what}: {length} s, the WAV {seconds} s"
    );
    assert!(stat(wav, "Maximum amplitude") > 0.2, "{what}: silent");
    assert!(
        stat(wav, "RMS     amplitude") > 0.02,
        "{what}: nearly silent"
    );
    assert_eq!(stretches(wav), parts, "{what}: stretches of speech");
}

/// The players, event and date in a file's comments (`KEY=value` lines).
fn check_comments(comments: &str, what: &str) {
    for field in [
        "ARTIST=Ada Lovelace",
        "ARTIST=Bruno Schmidt",
        "TITLE=Ada Lovelace – Bruno Schmidt",
        "ALBUM=Club Championship, 3",
        "DATE=2024-03-12",
    ] {
        assert!(comments.contains(field), "{what}: no {field} in {comments}");
    }
}

#[test]
fn a_whole_game_is_read_into_ogg_vorbis_in_english_german_and_spanish() {
    let dir = tempfile::tempdir().unwrap();
    for lang in ["en", "de", "es"] {
        let wav = dir.path().join(format!("game-{lang}.wav"));
        let ogg = dir.path().join(format!("game-{lang}.ogg"));
        score_into("wav", lang, &wav);
        score_into("ogg", lang, &ogg);
        assert_eq!(soxi(&ogg, "-t"), "vorbis", "{lang}");
        assert_eq!(soxi(&ogg, "-c"), "1", "{lang}");
        assert_eq!(soxi(&ogg, "-r"), "22050", "{lang}");
        check_comments(&soxi(&ogg, "-a"), lang);
        assert!(soxi(&ogg, "-a").contains(&format!("LANGUAGE={lang}")));
        let seconds: f64 = soxi(&wav, "-D").parse().unwrap();
        // The heading, each of the 80 half-moves and the result.
        check_sound(&decoded(&ogg), seconds, 82, &format!("ogg {lang}"));
        let (wav_size, ogg_size) = (size(&wav), size(&ogg));
        assert!(
            ogg_size * 5 < wav_size,
            "{lang}: {ogg_size} B, WAV {wav_size} B"
        );
    }
}

#[test]
fn a_whole_game_is_read_into_ogg_opus_in_english_german_and_spanish() {
    let dir = tempfile::tempdir().unwrap();
    for lang in ["en", "de", "es"] {
        let wav = dir.path().join(format!("game-{lang}.wav"));
        let opus = dir.path().join(format!("game-{lang}.opus"));
        score_into("wav", lang, &wav);
        score_into("opus", lang, &opus);
        let info = run("opusinfo", &[opus.to_str().unwrap()]);
        assert!(info.contains("Channels: 1"), "{lang}: {info}");
        assert!(
            info.contains("Original sample rate: 22050"),
            "{lang}: {info}"
        );
        assert!(!info.contains("WARNING"), "{lang}: {info}");
        check_comments(&info, lang);
        let seconds: f64 = soxi(&wav, "-D").parse().unwrap();
        check_sound(&decoded(&opus), seconds, 82, &format!("opus {lang}"));
        let (wav_size, opus_size) = (size(&wav), size(&opus));
        assert!(
            opus_size * 10 < wav_size,
            "{lang}: {opus_size} B, WAV {wav_size} B"
        );
    }
}

fn size(file: &Path) -> u64 {
    std::fs::metadata(file).unwrap().len()
}

#[test]
fn a_compressed_recording_needs_a_file_of_its_kind_and_a_folder_that_exists() {
    let game = forty_moves();
    let game = game.to_str().unwrap();
    // Sound to a terminal is refused, as for WAV.
    let out = score(&[game, "--format", "opus"]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("name the file to write with -o"), "{error}");
    assert!(out.stdout.is_empty());
    let dir = tempfile::tempdir().unwrap();
    // A file named for another kind of sound, in English and German.
    let wav = dir.path().join("g.wav");
    let out = score(&[game, "--format", "opus", "-o", wav.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(
        error.contains("--format opus writes a .opus file, not a .wav file")
            && error.contains("g.opus"),
        "{error}"
    );
    let mp3 = dir.path().join("g.mp3");
    let out = score(&[
        game,
        "--format",
        "ogg",
        "--lang",
        "de",
        "-o",
        mp3.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("keine .mp3-Datei"), "{error}");
    assert!(!wav.exists() && !mp3.exists());
    // No folder to write into, in Spanish.
    let out = score(&[
        game,
        "--format",
        "ogg",
        "--lang",
        "es",
        "-o",
        "/nonexistent-tactus-folder/g.ogg",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(
        error.contains("la carpeta /nonexistent-tactus-folder no existe"),
        "{error}"
    );
}

#[test]
fn save_opus_and_ogg_in_the_terminal_write_the_recording_while_play_goes_on() {
    let here = tempfile::tempdir().unwrap();
    for (lang, file, written) in [
        ("en", "g-en.opus", "Recording written to g-en.opus,"),
        ("de", "g-de.ogg", "Aufnahme in g-de.ogg geschrieben,"),
        ("es", "g-es.opus", "Grabación escrita en g-es.opus,"),
    ] {
        let d = dirs();
        let child = d
            .tactus()
            .args(["tty", "--voice", "text", "--lang", lang])
            .args(PEOPLE)
            .args(["--white-name", "Anna Schmidt"])
            .current_dir(here.path())
            .spawn()
            .unwrap();
        let save = format!("save {file}");
        let out = feed(
            child,
            &[("e4", 100), ("e5", 100), (&save, 50), ("Nf3", 100)],
        );
        assert!(has(&out, written), "{lang}: {out:?}");
        let path = here.path().join(file);
        let comments = if file.ends_with(".opus") {
            run("opusinfo", &[path.to_str().unwrap()])
        } else {
            soxi(&path, "-a")
        };
        // The players as named; the one not named is no artist.
        assert!(
            comments.contains("ARTIST=Anna Schmidt"),
            "{lang}: {comments}"
        );
        assert_eq!(comments.matches("ARTIST=").count(), 1, "{lang}: {comments}");
        assert!(comments.contains("DATE=20"), "{lang}: {comments}");
        assert!(comments.contains("ALBUM=tactus game"), "{lang}: {comments}");
        // The game at `save`: the heading, two moves, no result yet.
        let wav = decoded(&path);
        assert_eq!(stretches(&wav), 4, "{lang}");
        assert!(stat(&wav, "Maximum amplitude") > 0.2, "{lang}: silent");
    }
}

#[test]
fn a_kind_of_sound_file_tactus_does_not_write_is_refused_and_the_game_goes_on() {
    let here = tempfile::tempdir().unwrap();
    let d = dirs();
    let child = d
        .tactus()
        .args(["tty", "--voice", "text", "--lang", "en"])
        .args(PEOPLE)
        .current_dir(here.path())
        .spawn()
        .unwrap();
    let out = feed(child, &[("e4", 100), ("save g.mp3", 300), ("e5", 100)]);
    assert!(
        has(
            &out,
            "g.mp3: no recording was made: tactus writes recordings as .wav, .ogg or .opus files, not as .mp3"
        ),
        "{out:?}"
    );
    assert!(!here.path().join("g.mp3").exists());
    assert!(has(&out, "Black: e5"), "{out:?}");
}

#[test]
fn save_opus_on_the_clock_in_the_terminal_reads_the_moves_of_the_score() {
    let here = tempfile::tempdir().unwrap();
    for (lang, file, written) in [
        ("en", "clock-en.opus", "Recording written to clock-en.opus,"),
        ("es", "clock-es.ogg", "Grabación escrita en clock-es.ogg,"),
    ] {
        let d = dirs();
        let child = d
            .tactus()
            .args(["clock", "5+3", "--tty", "--voice", "none", "--lang", lang])
            .args(["--white", "Ada Lovelace", "--black", "Bruno Schmidt"])
            .current_dir(here.path())
            .spawn()
            .unwrap();
        let save = format!("save {file}");
        let out = feed(
            child,
            &[("", 50), ("e4", 50), ("e5", 50), (&save, 50), ("quit", 50)],
        );
        assert!(has(&out, written), "{lang}: {out:?}");
        let path = here.path().join(file);
        let comments = if file.ends_with(".opus") {
            run("opusinfo", &[path.to_str().unwrap()])
        } else {
            soxi(&path, "-a")
        };
        assert!(
            comments.contains("ARTIST=Bruno Schmidt"),
            "{lang}: {comments}"
        );
        // The heading, the two moves, no result yet.
        let wav = decoded(&path);
        assert_eq!(stretches(&wav), 4, "{lang}");
    }
}
