//! The text and transcript outputs, exactly, and `open_voice` wiring them.

use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tactus::session::settings::VoiceKind;
use tactus::speech::backends::{
    Backend, NoneBackend, TextBackend, Transcript, TranscriptLine, TtsSettings, VoiceError,
    open_voice_with,
};
use tactus::speech::voice::Voice;
use tactus::speech::{Kind, Priority, Utterance};

/// A writer the test can read while the voice owns it.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

fn u(priority: Priority, kind: Kind, text: &str) -> Utterance {
    Utterance {
        priority,
        kind,
        text: text.to_owned(),
        moves: Vec::new(),
    }
}

#[test]
fn text_is_one_flushed_line_per_utterance() {
    let mut text = TextBackend::new(Vec::new());
    text.speak("Springer Felix drei", false).unwrap();
    text.speak("two\nlines", true).unwrap();
    assert!(!text.is_speaking());
    assert_eq!(text.name(), "text");
    assert_eq!(text.into_inner(), b"Springer Felix drei\ntwo lines\n");
}

#[test]
fn transcript_lines_are_exact_json() {
    let out = Shared::default();
    let mut voice = Voice::new(
        Box::new(NoneBackend),
        Some(Transcript::new(Box::new(out.clone()))),
    );
    voice.say(u(Priority::Next, Kind::Move, "Springer Felix drei"), 1234);
    voice.say(u(Priority::Now, Kind::Refusal, "say \"no\"\n\\ é"), 1300);
    voice.say(u(Priority::Normal, Kind::Board, "e4 leer"), 1400);
    assert_eq!(
        out.text(),
        concat!(
            r#"{"ms":1234,"priority":"next","kind":"move","text":"Springer Felix drei"}"#,
            "\n",
            r#"{"ms":1300,"priority":"now","kind":"refusal","text":"say \"no\"\n\\ é"}"#,
            "\n",
            r#"{"ms":1400,"priority":"normal","kind":"board","text":"e4 leer"}"#,
            "\n",
        )
    );
    for line in out.text().lines() {
        let parsed: TranscriptLine = serde_json::from_str(line).unwrap();
        assert!(parsed.ms >= 1234);
    }
}

#[test]
fn transcript_records_what_was_said_not_what_was_superseded() {
    let out = Shared::default();
    let (backend, rec) = tactus::speech::backends::RecordingBackend::new(10);
    let mut voice = Voice::new(
        Box::new(backend),
        Some(Transcript::new(Box::new(out.clone()))),
    );
    voice.say(u(Priority::Next, Kind::Move, "long opponent move"), 0);
    voice.say(u(Priority::Normal, Kind::Board, "a1"), 1);
    voice.say(u(Priority::Normal, Kind::Board, "a2"), 2);
    rec.set_now(10_000);
    voice.tick(10_000);
    voice.tick(10_001);
    let texts: Vec<String> = out
        .text()
        .lines()
        .map(|l| serde_json::from_str::<TranscriptLine>(l).unwrap().text)
        .collect();
    assert_eq!(texts, ["long opponent move", "a2"]);
}

#[test]
fn open_voice_text_with_a_transcript_file_appends() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.jsonl");
    std::fs::write(
        &path,
        "{\"ms\":0,\"priority\":\"next\",\"kind\":\"info\",\"text\":\"old\"}\n",
    )
    .unwrap();
    let out = Shared::default();
    let mut stderr = Vec::new();
    let voice = open_voice_with(
        VoiceKind::Text,
        &TtsSettings::default(),
        Some(path.clone()),
        Box::new(out.clone()),
        &mut stderr,
    )
    .unwrap();
    voice.say(u(Priority::Next, Kind::Move, "e4"), 5);
    voice.say(u(Priority::Next, Kind::Clock, "five minutes"), 6);
    voice.shutdown(Duration::from_secs(2));
    assert_eq!(out.text(), "e4\nfive minutes\n");
    assert!(stderr.is_empty());
    let lines: Vec<TranscriptLine> = std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let texts: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(texts, ["old", "e4", "five minutes"]);
    assert_eq!(lines[2].kind, Kind::Clock);
}

#[test]
fn open_voice_none_says_nothing() {
    let out = Shared::default();
    let voice = open_voice_with(
        VoiceKind::None,
        &TtsSettings::default(),
        None,
        Box::new(out.clone()),
        std::io::sink(),
    )
    .unwrap();
    voice.say(u(Priority::Now, Kind::Result, "checkmate"), 0);
    voice.shutdown(Duration::from_secs(1));
    assert_eq!(out.text(), "");
}

#[test]
fn an_unwritable_transcript_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no such dir").join("t.jsonl");
    let err = open_voice_with(
        VoiceKind::None,
        &TtsSettings::default(),
        Some(path),
        Box::new(std::io::sink()),
        std::io::sink(),
    )
    .unwrap_err();
    assert!(matches!(err, VoiceError::Transcript { .. }));
    assert!(err.to_string().starts_with("cannot open the transcript "));
}

#[test]
fn voice_kinds_parse() {
    assert_eq!("tts".parse::<VoiceKind>().unwrap(), VoiceKind::Tts);
    assert_eq!("text".parse::<VoiceKind>().unwrap(), VoiceKind::Text);
    assert_eq!("none".parse::<VoiceKind>().unwrap(), VoiceKind::None);
    assert_eq!(
        "loud".parse::<VoiceKind>().unwrap_err().to_string(),
        "unknown voice \"loud\": expected tts, text or none"
    );
}
