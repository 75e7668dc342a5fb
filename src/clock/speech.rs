//! The clock's voice: the synthesizer, on one side only with `--pan`
//! (espeak-ng into the sound device), or only the transcript.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::audio::{Pan, SpokenBackend, SpokenError, SpokenSettings};
use crate::event::{Event, Notice};
use crate::session::Settings;
use crate::session::settings::VoiceKind;
use crate::speech::Utterance;
use crate::speech::backends::{
    BackendKind, SpeechThread, Transcript, TtsSettings, VoiceError, open_lasting_voice, open_voice,
};
use crate::speech::phrase::{ClockNote, PanFault, Phrases};
use crate::speech::voice::Voice;

/// The voice: the synthesizer for `tts` (the lines on standard output
/// speak when it cannot, said once in `said`), else only the transcript.
/// With a `pan` to one side, `tts` speaks through espeak-ng into the
/// sound device on that side; when that cannot be, it says so once and
/// the usual synthesizer speaks.
pub(super) fn open_speech(
    settings: &Settings,
    pan: Pan,
    transcript: Option<PathBuf>,
    phrases: &Phrases,
    said: &mut Vec<Utterance>,
) -> Option<SpeechThread> {
    if settings.voice == VoiceKind::Tts && pan != Pan::Centre {
        match open_panned_speech(settings, pan, transcript.clone()) {
            Ok(thread) => return Some(thread),
            Err(fault) => said.push(phrases.clock_note(&ClockNote::PanUnavailable(fault))),
        }
    }
    let tts = TtsSettings {
        speed: Some(settings.rate.percent()),
        volume: settings.volume.map(|v| f32::from(v.percent()) / 100.0),
        language: Some(settings.lang.to_string()),
        ..TtsSettings::default()
    };
    let opened = match settings.voice {
        VoiceKind::Tts => open_lasting_voice(&tts, transcript, std::io::stderr()),
        _ if transcript.is_some() => {
            open_voice(VoiceKind::None, &tts, transcript, std::io::stderr())
        }
        _ => return None,
    };
    let thread = match opened {
        Ok(thread) => thread,
        Err(e) => {
            eprintln!("tactus: {e}");
            return None;
        }
    };
    if settings.voice == VoiceKind::Tts {
        let start = Instant::now();
        while thread.backend_kind().is_none() && start.elapsed() < Duration::from_secs(1) {
            std::thread::sleep(Duration::from_millis(5));
        }
        if thread.backend_kind() != Some(BackendKind::Tts) {
            thread.health().mark_lost();
            said.push(phrases.utterance(&Event::Notice(Notice::SpeechUnavailable), None));
        }
    }
    Some(thread)
}

/// The voice of `settings` on the side `pan` (espeak-ng into the sound
/// device), or what could not be opened: the sound or the synthesizer.
fn open_panned_speech(
    settings: &Settings,
    pan: Pan,
    transcript: Option<PathBuf>,
) -> Result<SpeechThread, PanFault> {
    let spoken = SpokenBackend::open(SpokenSettings {
        lang: settings.lang,
        rate: settings.rate,
        volume: settings.volume.map(|v| f32::from(v.percent()) / 100.0),
        pan,
    })
    .map_err(|e| match e {
        SpokenError::Sound(_) => PanFault::Sound,
        SpokenError::Synthesizer(_) => PanFault::Synthesizer,
    })?;
    let transcript = match transcript {
        Some(path) => match Transcript::append(&path) {
            Ok(transcript) => Some(transcript),
            Err(e) => {
                eprintln!("tactus: {}", VoiceError::Transcript { path, source: e });
                None
            }
        },
        None => None,
    };
    SpeechThread::spawn(move || Voice::new(Box::new(spoken), transcript)).map_err(|e| {
        eprintln!("tactus: {}", VoiceError::Thread(e));
        PanFault::Synthesizer
    })
}
