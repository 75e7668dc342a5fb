//! Any bytes as a settings file (`config.toml`), a key map (`keymap.toml`)
//! or a gamepad map (`gamepad.toml`): each reads to values or to errors
//! naming the problem, never a panic. Settings that read write back to a
//! file that reads to the same settings.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tactus::config;
use tactus::gamepad::GamepadMap;
use tactus::keymap::{Chord, KeyAction, Keymap};
use tactus::session::Settings;

/// The bundled maps, read once: a user's file is laid over them as
/// `with_overrides` does.
fn defaults() -> &'static (Keymap, GamepadMap) {
    static DEFAULTS: OnceLock<(Keymap, GamepadMap)> = OnceLock::new();
    DEFAULTS.get_or_init(|| (Keymap::default(), GamepadMap::default()))
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);

    let (settings, problems) = config::parse(&text, Settings::default());
    drop(problems);
    let written = config::to_text(&settings);
    let (again, problems) = config::parse(&written, Settings::default());
    assert!(problems.is_empty(), "{written}: {problems:?}");
    assert_eq!(again, settings, "{written}");

    let (keys, pad) = defaults();
    match keys.overridden(&text) {
        Ok(keys) => drop(keys.bindings().count()),
        Err(e) => drop(e.to_string()),
    }
    let _ = Keymap::parse(&text);
    match pad.overridden(&text) {
        Ok(pad) => drop(pad.bindings().count()),
        Err(e) => drop(e.to_string()),
    }
    let _ = GamepadMap::parse(&text);

    // The single values in those files: a chord and an action name.
    for word in text.lines().take(4) {
        if let Ok(chord) = word.parse::<Chord>() {
            assert_eq!(chord.to_string().parse::<Chord>().as_ref(), Ok(&chord));
        }
        let _ = word.parse::<KeyAction>();
    }
});
