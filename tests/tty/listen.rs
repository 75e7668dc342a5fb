//! Voice input through the real capture path: a room of the test's own
//! (PulseAudio's null sink as the microphone, `support/room.rs`), moves
//! spoken by espeak-ng and played into it in real time, and PocketSphinx
//! reading them.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use tactus::hearing::pocketsphinx::PocketSphinx;
use tactus::hearing::{Ears, Hearing, Mode, Recogniser};
use tactus::notation::heard::Hypothesis;

use std::path::PathBuf;

use crate::piped::{Dirs, PEOPLE, dirs};
use crate::room::Room;
use crate::talk::Talk;

/// A WAV file's 16-bit mono samples and their rate.
fn wav_samples(wav: &std::path::Path) -> (Vec<i16>, u32) {
    let bytes = std::fs::read(wav).unwrap();
    let rate = u32::from_le_bytes([bytes[24], bytes[25], bytes[26], bytes[27]]);
    let data = bytes.windows(4).position(|w| w == b"data").unwrap() + 8;
    let samples = bytes[data..]
        .chunks_exact(2)
        .map(|c| i16::from_le_bytes([c[0], c[1]]))
        .collect();
    (samples, rate)
}

fn phrases(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

/// The moves a test listens for, the one said among them.
const MOVES: &[&str] = &[
    "knight foxtrot three",
    "knight hotel three",
    "knight charlie three",
    "knight alfa three",
    "echo four",
    "delta four",
    "bravo three",
    "golf three",
];

#[test]
fn pocketsphinx_reads_a_spoken_move_among_the_moves_it_listens_for() {
    let room_less = tempfile::tempdir().unwrap();
    let wav = room_less.path().join("k.wav");
    let status = Command::new("espeak-ng")
        .args(["-v", "en-us", "-s", "150", "-w"])
        .arg(&wav)
        .arg("knight foxtrot three")
        .status()
        .unwrap();
    assert!(status.success());
    let (samples, rate) = wav_samples(&wav);
    let mut mono = tactus::hearing::capture::ToMono16k::new(rate);
    let samples = mono.push(samples.iter().map(|&s| f32::from(s) / 32_768.0));
    let mut ps = PocketSphinx::open().expect("libpocketsphinx3 and pocketsphinx-en-us");
    ps.listen_for(&phrases(MOVES)).unwrap();
    let heard = ps.recognise(&samples).unwrap();
    assert_eq!(
        heard.first().map(|h| h.words.as_str()),
        Some("knight foxtrot three"),
        "{heard:?}"
    );
    let mut words: Vec<&str> = heard.iter().map(|h| h.words.as_str()).collect();
    words.dedup();
    assert_eq!(words.len(), heard.len(), "distinct: {heard:?}");
}

#[test]
fn a_word_the_dictionary_lacks_is_refused_and_the_phrases_before_kept() {
    let mut ps = PocketSphinx::open().expect("libpocketsphinx3 and pocketsphinx-en-us");
    ps.listen_for(&phrases(&["e takes d six en passant"]))
        .unwrap();
    let refused = ps.listen_for(&phrases(&["knight foxtrot three", "knight xyzzyq three"]));
    assert_eq!(
        refused,
        Err(tactus::hearing::HearingError::UnknownWord("xyzzyq".into()))
    );
    let refused = ps.listen_for(&phrases(&["Knight <f3>"]));
    assert!(refused.is_err(), "{refused:?}");
}

#[test]
fn without_the_library_the_packages_to_install_are_named() {
    let missing = PocketSphinx::load(
        std::path::Path::new("/nonexistent/libpocketsphinx.so.3"),
        std::path::Path::new("/usr/share/pocketsphinx/model/en-us"),
    );
    let Err(e) = missing else { panic!("loaded") };
    for lang in [tactus::notation::Lang::En, tactus::notation::Lang::De] {
        let words = e.words(lang);
        assert!(words.contains("libpocketsphinx3"), "{words}");
        assert!(words.contains("pocketsphinx-en-us"), "{words}");
    }
    let no_model = PocketSphinx::load(
        std::path::Path::new("libpocketsphinx.so.3"),
        std::path::Path::new("/nonexistent/model"),
    );
    let Err(e) = no_model else { panic!("loaded") };
    assert!(
        e.words(tactus::notation::Lang::Es)
            .contains("pocketsphinx-en-us")
    );
}

/// The ears of [`ears_hear_a_phrase_played_into_the_room`], in a process
/// of their own with the room's environment (ALSA and PulseAudio read it
/// when they start): "listening", then each phrase heard as a line.
#[test]
#[ignore = "run by ears_hear_a_phrase_played_into_the_room in the room"]
fn ears_in_the_room() {
    if std::env::var_os("TACTUS_TEST_EARS").is_none() {
        return;
    }
    let (tx, rx) = mpsc::channel();
    let tx = std::sync::Mutex::new(tx);
    let ears = Ears::open(
        Mode::Continuous,
        Box::new(move |h| drop(tx.lock().unwrap().send(h))),
    )
    .unwrap();
    ears.set_phrases(phrases(MOVES));
    println!("listening");
    while let Ok(hearing) = rx.recv_timeout(Duration::from_secs(30)) {
        match hearing {
            Hearing::Began => println!("began"),
            Hearing::Ended => println!("ended"),
            Hearing::Phrase(hypotheses) => {
                let best = hypotheses.first().map(|h: &Hypothesis| h.words.clone());
                println!("heard: {}", best.unwrap_or_default());
                return;
            }
            Hearing::Failed(e) => panic!("{e}"),
        }
    }
    panic!("nothing heard");
}

#[test]
fn ears_hear_a_phrase_played_into_the_room() {
    let room = Room::open();
    let mut child = room
        .command(std::env::current_exe().unwrap().to_str().unwrap())
        .args([
            "listen::ears_in_the_room",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .env("TACTUS_TEST_EARS", "1")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, rx) = mpsc::channel();
    let out = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let mut lines = Vec::new();
    let mut next = || {
        let line = rx.recv_timeout(Duration::from_secs(60)).expect("a line");
        lines.push(line.clone());
        line
    };
    while next() != "listening" {}
    room.say("knight foxtrot three");
    let mut heard = Vec::new();
    loop {
        let line = next();
        heard.push(line.clone());
        if line.starts_with("heard:") {
            break;
        }
    }
    let _ = child.wait();
    assert_eq!(heard, ["began", "ended", "heard: knight foxtrot three"]);
}

/// `tactus tty --listen --voice text` for two people, with `envs`.
fn listening_tty(d: &Dirs, envs: &[(String, PathBuf)], lang: &str) -> Talk {
    let mut command = d.tactus();
    command
        .args(["tty", "--listen", "--voice", "text", "--lang", lang])
        .args(PEOPLE)
        .env_remove("PULSE_SERVER")
        .env_remove("ALSA_CONFIG_PATH")
        .envs(envs.iter().map(|(k, v)| (k, v)));
    Talk::new(command.spawn().unwrap()).patient(60)
}

/// The lines that contain `text`.
fn with(lines: &[String], text: &str) -> usize {
    lines.iter().filter(|l| l.contains(text)).count()
}

/// Lets the microphone just opened settle, as no player speaks the
/// instant tactus starts.
fn settle() {
    std::thread::sleep(Duration::from_secs(2));
}

/// The phrase for a move of the starting position that tactus listens
/// for: with NATO files when the grammar has them (`nato`), else its
/// squares in words (`squares`).
fn phrase_for(nato: &str, squares: &str) -> String {
    let phrases = tactus::notation::heard::Grammar::of(&shakmaty::Chess::default()).phrases();
    let phrase = [nato, squares]
        .into_iter()
        .find(|p| phrases.iter().any(|q| q == p));
    phrase
        .unwrap_or_else(|| panic!("neither {nato:?} nor {squares:?} in {phrases:?}"))
        .to_owned()
}

#[test]
fn a_move_said_into_the_room_is_played_and_typing_goes_on() {
    let room = Room::open();
    let d = dirs();
    let mut tty = listening_tty(&d, &room.envs(), "en");
    tty.wait_for("Listening: say your move");
    tty.wait_for("move 1");
    settle();
    // Said back and asked, as every move heard is unless the player
    // turned that off; yes makes it.
    let nc3 = phrase_for("knight b one c three", "b one c three");
    tty.say_until(|| room.say(&nc3), "Knight c3?");
    let said = tty.ask("yes", "White: Knight c3");
    assert!(
        said.iter().any(|l| l.starts_with("White: Knight c3")),
        "{said:#?}"
    );
    tty.ask("e5", "e5");
    tty.quit();
}

#[test]
fn a_move_said_is_played_while_tactus_speaks_german() {
    let room = Room::open();
    let d = dirs();
    let mut tty = listening_tty(&d, &room.envs(), "de");
    tty.wait_for("Ich höre zu");
    tty.wait_for("Zug 1");
    settle();
    let nc3 = phrase_for("knight b one c three", "b one c three");
    tty.say_until(|| room.say(&nc3), "Springer c3?");
    let said = tty.ask("ja", "Weiß: Springer c3");
    assert!(said.iter().any(|l| l.contains("Springer c3")), "{said:#?}");
    tty.quit();
}

#[test]
fn without_the_recogniser_the_packages_are_named_once_and_typing_goes_on() {
    let room = Room::open();
    let d = dirs();
    let mut envs = room.envs();
    envs.push((
        "TACTUS_POCKETSPHINX_LIBRARY".to_owned(),
        PathBuf::from("/nonexistent/libpocketsphinx.so.3"),
    ));
    let mut tty = listening_tty(&d, &envs, "en");
    tty.wait_for("libpocketsphinx3");
    tty.ask("e4", "e4");
    tty.ask("set listen off", "Voice input");
    tty.ask("set listen on", "Voice input");
    tty.ask("e5", "e5");
    let all = tty.all();
    tty.quit();
    assert_eq!(
        with(&all, "libpocketsphinx3 and pocketsphinx-en-us"),
        1,
        "{all:#?}"
    );
}

#[test]
fn without_a_microphone_it_is_said_once_and_typing_goes_on() {
    let (_home, envs) = crate::room::without_microphone();
    let d = dirs();
    let mut tty = listening_tty(&d, &envs, "es");
    tty.wait_for("No hay micrófono");
    tty.ask("e4", "e4");
    tty.ask("e5", "e5");
    let all = tty.all();
    tty.quit();
    assert_eq!(with(&all, "No hay micrófono"), 1, "{all:#?}");
}

#[test]
fn set_listen_on_is_kept_and_listens_from_the_next_start() {
    let (_home, envs) = crate::room::without_microphone();
    let d = dirs();
    let start = |lang: &str| {
        let mut command = d.tactus();
        command
            .args(["tty", "--voice", "text", "--lang", lang])
            .args(PEOPLE)
            .env_remove("PULSE_SERVER")
            .env_remove("ALSA_CONFIG_PATH")
            .envs(envs.iter().map(|(k, v)| (k, v)));
        Talk::new(command.spawn().unwrap()).patient(60)
    };
    let mut tty = start("de");
    tty.wait_for("Zug 1");
    let said = tty.ask("einstellen zuhören an", "Kein Mikrofon");
    assert!(
        said.iter().any(|l| l.contains("Spracheingabe: an")),
        "{said:#?}"
    );
    tty.quit();
    let settings = std::fs::read_to_string(d.config.path().join("config.toml")).unwrap();
    assert!(settings.contains("listen = true"), "{settings}");
    let mut tty = start("en");
    tty.wait_for("No microphone");
    tty.ask("set listen off", "Voice input: off");
    tty.quit();
}

#[test]
fn the_readings_of_a_phrase_come_best_first() {
    let mut ps = PocketSphinx::open().expect("libpocketsphinx3 and pocketsphinx-en-us");
    let grammar = tactus::notation::heard::Grammar::of(&shakmaty::Chess::default());
    ps.listen_for(&grammar.phrases()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    for (words, voice) in [
        ("knight g one f three", "en-us"),
        ("knight b one c three", "en-us+f2"),
        ("e two e four", "en-us+m3"),
    ] {
        assert!(grammar.phrases().iter().any(|p| p == words), "{words}");
        let wav = dir.path().join("p.wav");
        let status = Command::new("espeak-ng")
            .args(["-v", voice, "-s", "150", "-w"])
            .arg(&wav)
            .arg(words)
            .status()
            .unwrap();
        assert!(status.success());
        let (samples, rate) = wav_samples(&wav);
        let mut mono = tactus::hearing::capture::ToMono16k::new(rate);
        let samples = mono.push(samples.iter().map(|&s| f32::from(s) / 32_768.0));
        let heard = ps.recognise(&samples).unwrap();
        assert!(
            heard.windows(2).all(|w| w[0].score >= w[1].score),
            "{words}: {heard:?}"
        );
        // The best is above the others, and each is a whole phrase.
        assert!(
            heard
                .get(1)
                .is_none_or(|second| heard[0].score > second.score),
            "{words}: {heard:?}"
        );
        let phrases = grammar.phrases();
        assert!(
            heard.iter().all(|h| phrases.contains(&h.words)),
            "{heard:?}"
        );
        // A letter misheard ("b one a three") leaves the words said among
        // the other readings, for the grammar to weigh.
        assert!(heard.iter().any(|h| h.words == words), "{words}: {heard:?}");
        let mut distinct: Vec<&str> = heard.iter().map(|h| h.words.as_str()).collect();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), heard.len(), "{heard:?}");
    }
}
