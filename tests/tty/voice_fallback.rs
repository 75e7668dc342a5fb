//! A voice that cannot be changed to the synthesizer says why in the
//! player's language: the reason is a typed fault worded from the Fluent
//! files, not the English line of standard error put inside a German or
//! Spanish sentence. Runs `tactus tty` with a speech daemon address where
//! none listens.

use crate::piped;
use piped::{feed, tactus};

/// The lines `tactus tty --lang LANG` writes when `set voice tts` finds no
/// speech daemon.
fn set_voice_tts(lang: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let nowhere = format!("unix_socket:{}", dir.path().join("nobody").display());
    let child = tactus(&dir.path().join("data"), &dir.path().join("config"))
        .args(["tty", "--voice", "text", "--lang", lang])
        .args(["--white", "human", "--black", "human"])
        .env("SPEECHD_ADDRESS", &nowhere)
        .spawn()
        .unwrap();
    feed(child, &[("set voice tts", 0)])
}

/// The line that says the voice stays, in `lines`.
fn unchanged<'a>(lines: &'a [String], start: &str) -> &'a str {
    lines
        .iter()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line starts with {start:?}: {lines:?}"))
}

#[test]
fn the_reason_the_voice_stays_is_worded_in_the_player_language() {
    let de = set_voice_tts("de");
    let line = unchanged(&de, "Die Stimme kann nicht gewechselt werden: ");
    assert!(line.contains(": keine Sprachausgabe ("), "{line}");
    assert!(!line.contains("speech is not available"), "{line}");
    let es = set_voice_tts("es");
    let line = unchanged(&es, "No se puede cambiar la voz: ");
    assert!(line.contains(": no hay sintetizador de voz ("), "{line}");
    assert!(!line.contains("speech is not available"), "{line}");
    let en = set_voice_tts("en");
    let line = unchanged(&en, "The voice cannot be changed: ");
    assert!(line.contains(": speech is not available ("), "{line}");
    assert!(!line.contains("speaking as text instead"), "{line}");
}
