//! The driver's voice: opened at the start and again whenever the player
//! changes the voice or its rate (`set`, the settings dialog), through
//! [`open_voice`] both times.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::Driver;
use crate::engine::Waker;
use crate::event::{Event, Notice, SpeechFault};
use crate::session::Settings;
use crate::session::settings::VoiceKind;
use crate::speech::Utterance;
use crate::speech::backends::{
    BackendKind, Herald, SpeechThread, TtsSettings, VoiceError, open_lasting_voice, open_voice,
};
use crate::speech::phrase::Phrases;

impl Driver {
    /// After a step that changed the voice, its rate, its volume or (for a synthesizer,
    /// whose voice follows it) the language, opens the new voice
    /// (through [`open_voice`], as at the start) so that it says the step.
    /// When it cannot be opened, or speech falls back to text, the old
    /// voice and its settings stay and the step says why instead of the
    /// change.
    pub(super) fn follow_voice(&mut self, before: Settings, events: &mut Vec<Event>) {
        let after = *self.session.settings();
        let voice_changed = (after.voice, after.speaker, after.rate, after.volume)
            != (before.voice, before.speaker, before.rate, before.volume);
        let lang_followed = after.voice == VoiceKind::Tts && after.lang != before.lang;
        if !voice_changed && !lang_followed {
            return;
        }
        match self.reopen_voice(&after) {
            Ok(tts) => {
                if let Some(thread) = &tts {
                    thread.health().set_waker(self.waker.clone());
                }
                retire(std::mem::replace(&mut self.tts, tts));
            }
            // The language changed and the synthesizer is not answering:
            // the running voice goes on as it was, the language has changed.
            Err(_) if !voice_changed => {}
            Err(reason) => {
                let kept = Settings {
                    voice: before.voice,
                    speaker: before.speaker,
                    rate: before.rate,
                    volume: before.volume,
                    ..after
                };
                self.session.adopt_settings(kept);
                events.retain(|e| {
                    !matches!(
                        e,
                        Event::Notice(Notice::Setting(_) | Notice::ListedSetting(_))
                    )
                });
                events.push(Event::Notice(Notice::VoiceUnchanged { reason }));
            }
        }
    }

    /// The voice of `settings`, or why it cannot speak.
    fn reopen_voice(&self, settings: &Settings) -> Result<Option<SpeechThread>, SpeechFault> {
        let mut warnings = Vec::new();
        let tts = open_tts(settings, self.transcript.clone(), &mut warnings)?;
        if let (VoiceKind::Tts, Some(thread)) = (settings.voice, &tts)
            && let Some(fault) = unheard(thread)
        {
            // A synthesizer that never answered keeps its thread busy:
            // it must not be waited for here.
            retire(tts);
            return Err(fault);
        }
        eprint!("{}", String::from_utf8_lossy(&warnings));
        Ok(tts)
    }
}

/// The voice of `settings` (a transcript counts as a voice), or none when
/// the driver's own lines on standard output are all that speaks; warnings
/// go to `stderr`.
pub(super) fn open_tts(
    settings: &Settings,
    transcript: Option<PathBuf>,
    stderr: impl Write,
) -> Result<Option<SpeechThread>, VoiceError> {
    // The synthesizer's voice speaks the interface language: German words
    // through an English voice are hard to follow. A voice chosen by name
    // wins (the language's change sets it back to the default).
    let tts = TtsSettings {
        voice: settings.speaker.map(|s| s.as_str().to_owned()),
        speed: Some(settings.rate.percent()),
        volume: settings.volume.map(|v| f32::from(v.percent()) / 100.0),
        language: Some(settings.lang.to_string()),
        ..TtsSettings::default()
    };
    match settings.voice {
        // The driver writes every line itself: a synthesizer that cannot
        // start leaves only the transcript, one that stops comes back.
        VoiceKind::Tts => open_lasting_voice(&tts, transcript, stderr).map(Some),
        _ if transcript.is_some() => {
            open_voice(VoiceKind::None, &tts, transcript, stderr).map(Some)
        }
        _ => Ok(None),
    }
}

/// The voice of `settings` at the start, woken by `waker` when the
/// synthesizer goes or comes back; when speech was asked for and cannot
/// start, [`Notice::SpeechUnavailable`] is added to `events` (the lines on
/// standard output speak).
pub(super) fn first_voice(
    settings: &Settings,
    transcript: Option<PathBuf>,
    waker: &Waker,
    events: &mut Vec<Event>,
) -> Option<SpeechThread> {
    let mut warnings = Vec::new();
    let tts = match open_tts(settings, transcript, &mut warnings) {
        Ok(tts) => tts,
        Err(e) => {
            let phrases = Phrases::new(settings.style, settings.lang, false);
            eprintln!("tactus: {}", phrases.speech_fault(&e.into()));
            return None;
        }
    };
    let warnings = String::from_utf8_lossy(&warnings).into_owned();
    if let (VoiceKind::Tts, Some(thread)) = (settings.voice, &tts) {
        thread.health().set_waker(waker.clone());
        if unheard(thread).is_none() {
            eprint!("{warnings}");
        } else {
            // Looked for again at the utterances to come: its coming back
            // is said then.
            thread.health().mark_lost();
            events.insert(0, Event::Notice(Notice::SpeechUnavailable));
        }
    } else {
        eprint!("{warnings}");
    }
    tts
}

/// Why `thread` does not speak through the synthesizer, or `None` when
/// it does (waiting a moment for the thread to make its backend).
fn unheard(thread: &SpeechThread) -> Option<SpeechFault> {
    let start = Instant::now();
    while thread.backend_kind().is_none() && start.elapsed() < Duration::from_secs(1) {
        std::thread::sleep(Duration::from_millis(5));
    }
    match (thread.backend_kind(), thread.fault()) {
        (Some(BackendKind::Tts), None) => None,
        (_, Some(fault)) => Some(fault.clone()),
        // Made, but not the synthesizer, and nothing said why: it has not
        // answered in time.
        (_, None) => Some(SpeechFault::NoAnswer { seconds: 1 }),
    }
}

/// What the driver says when the process must end at once, from a handler
/// that cannot reach the driver (Xlib's, when the display closes): one
/// sentence, worded when it was made, written on standard output and said
/// through the voice. See [`Driver::last_words`].
#[derive(Debug)]
pub struct LastWords {
    utterance: Utterance,
    herald: Option<Herald>,
    epoch: Instant,
}

/// How long the last words may take to be said.
const LAST_WORDS_TIME: Duration = Duration::from_secs(4);

impl LastWords {
    /// Writes the sentence and says it, waiting at most a few seconds for
    /// the voice. Never panics.
    pub fn say(&self) {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{}", self.utterance.text.replace('\n', " "));
        let _ = out.flush();
        drop(out);
        if let Some(herald) = &self.herald {
            let now = u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX);
            herald.say_last(self.utterance.clone(), now, LAST_WORDS_TIME);
        }
    }
}

impl Driver {
    /// The sentence of `event` in the player's words now, ready to be said
    /// from anywhere (see [`LastWords`]).
    pub fn last_words(&self, event: &Event) -> LastWords {
        let settings = self.session.settings();
        let phrases = Phrases::new(settings.style, settings.lang, false);
        LastWords {
            utterance: phrases.utterance(event, self.session.listener()),
            herald: self.tts.as_ref().map(SpeechThread::herald),
            epoch: self.epoch,
        }
    }

    /// What the voice has to tell since it was last asked: that the
    /// synthesizer stopped answering, or that it is back.
    pub(super) fn voice_news(&mut self) -> Option<Event> {
        let lost = self.tts.as_ref()?.health().news()?;
        Some(Event::Notice(if lost {
            Notice::SpeechLost
        } else {
            Notice::SpeechBack
        }))
    }
}

/// Lets an old voice stop and go on a thread of its own, so that the
/// player's next key does not wait for the synthesizer.
fn retire(voice: Option<SpeechThread>) {
    if let Some(voice) = voice {
        let _ = std::thread::Builder::new()
            .name("tactus-old-voice".to_owned())
            .spawn(move || voice.shutdown(Duration::ZERO));
    }
}
