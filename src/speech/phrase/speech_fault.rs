//! The voice's own problems in words: why the synthesizer does not speak,
//! and which of its settings it cannot honour, worded from the Fluent files
//! rather than in the system's English.

use super::Phrases;
use crate::event::{SpeechFault, SpeechWarning, VoiceInstead};

impl Phrases {
    /// What a program that writes its lines itself says when its
    /// synthesizer did not start: "speech is not available (…); speaking
    /// as text instead".
    pub fn speech_fallback(&self, fault: &SpeechFault) -> String {
        self.say(
            "speech-fallback-text",
            vec![("fault", self.speech_fault(fault).into())],
        )
    }

    /// Why the voice cannot speak as asked: "speech is not available
    /// (…)", "the speech synthesizer did not answer within 5 seconds".
    pub fn speech_fault(&self, fault: &SpeechFault) -> String {
        match fault {
            SpeechFault::Unreachable(detail) => self.say(
                "speech-fault-unreachable",
                vec![("detail", detail.clone().into())],
            ),
            SpeechFault::NoAnswer { seconds } => self.say(
                "speech-fault-no-answer",
                vec![("seconds", (*seconds).into())],
            ),
            SpeechFault::Transcript(error) => self.say(
                "speech-fault-transcript",
                vec![("error", self.file_error(error).into())],
            ),
            SpeechFault::Thread(detail) => self.say(
                "speech-fault-thread",
                vec![("detail", detail.clone().into())],
            ),
        }
    }

    /// A setting of the voice the synthesizer cannot honour: "the pitch
    /// cannot be set", "no voice called "Anna"; using the default instead".
    pub fn speech_warning(&self, warning: &SpeechWarning) -> String {
        match warning {
            SpeechWarning::Rate => self.say("speech-warning-rate", vec![]),
            SpeechWarning::Pitch => self.say("speech-warning-pitch", vec![]),
            SpeechWarning::Volume => self.say("speech-warning-volume", vec![]),
            SpeechWarning::NoVoiceFor { wanted } => self.say(
                "speech-warning-no-voice-for",
                vec![("wanted", wanted.clone().into())],
            ),
            SpeechWarning::VoicesNotListed { detail } => self.say(
                "speech-warning-voices-not-listed",
                vec![("detail", detail.clone().into())],
            ),
            SpeechWarning::VoiceNotSet { wanted, detail } => self.say(
                "speech-warning-voice-not-set",
                vec![
                    ("wanted", wanted.clone().into()),
                    ("detail", detail.clone().into()),
                ],
            ),
            SpeechWarning::NoVoiceCalled { name, instead } => {
                let (kind, other) = match instead {
                    VoiceInstead::Default => ("default", String::new()),
                    VoiceInstead::LanguageVoice(tag) => ("language", tag.clone()),
                    VoiceInstead::Voice(voice) => ("voice", voice.clone()),
                };
                self.say(
                    "speech-warning-no-voice-called",
                    vec![
                        ("name", name.clone().into()),
                        ("instead", kind.into()),
                        ("other", other.into()),
                    ],
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::FileError;
    use crate::notation::{Lang, Style};

    #[test]
    fn every_fault_is_worded_in_every_language() {
        let faults = [
            SpeechFault::Unreachable("failed to initialize".into()),
            SpeechFault::NoAnswer { seconds: 5 },
            SpeechFault::Transcript(FileError::PermissionDenied),
            SpeechFault::Thread("out of memory".into()),
        ];
        for lang in Lang::ALL {
            let phrases = Phrases::new(Style::Spoken, lang, false);
            for fault in &faults {
                let said = phrases.speech_fault(fault);
                assert!(!said.starts_with("speech-fault"), "{lang}: {said}");
            }
        }
        let de = Phrases::new(Style::Spoken, Lang::De, false);
        assert_eq!(
            de.speech_fault(&SpeechFault::NoAnswer { seconds: 5 }),
            "die Sprachausgabe hat nicht innerhalb von 5 Sekunden geantwortet"
        );
    }

    #[test]
    fn the_fallback_to_text_is_said_in_the_players_language() {
        let fault = SpeechFault::Unreachable("no daemon".into());
        let said = |lang| Phrases::new(Style::Spoken, lang, false).speech_fallback(&fault);
        assert_eq!(
            said(Lang::En),
            "speech is not available (no daemon); speaking as text instead"
        );
        assert_eq!(
            said(Lang::De),
            "keine Sprachausgabe (no daemon); stattdessen als Text"
        );
        assert_eq!(
            said(Lang::Es),
            "no hay sintetizador de voz (no daemon); se usa texto en su lugar"
        );
    }

    fn every_warning() -> Vec<SpeechWarning> {
        let called = |instead| SpeechWarning::NoVoiceCalled {
            name: "Anna".into(),
            instead,
        };
        vec![
            SpeechWarning::Rate,
            SpeechWarning::Pitch,
            SpeechWarning::Volume,
            SpeechWarning::NoVoiceFor {
                wanted: "de".into(),
            },
            SpeechWarning::VoicesNotListed {
                detail: "no connection".into(),
            },
            SpeechWarning::VoiceNotSet {
                wanted: "Anna".into(),
                detail: "refused".into(),
            },
            called(VoiceInstead::Default),
            called(VoiceInstead::LanguageVoice("de".into())),
            called(VoiceInstead::Voice("Petra".into())),
        ]
    }

    #[test]
    fn every_warning_is_worded_in_every_language() {
        for lang in Lang::ALL {
            let phrases = Phrases::new(Style::Spoken, lang, false);
            for warning in &every_warning() {
                let said = phrases.speech_warning(warning);
                assert!(!said.starts_with("speech-warning"), "{lang}: {said}");
                assert!(!said.contains('{'), "{lang}: {said}");
            }
        }
    }

    #[test]
    fn the_warnings_keep_their_english_words() {
        let en = Phrases::new(Style::Spoken, Lang::En, false);
        let said: Vec<String> = every_warning()
            .iter()
            .map(|w| en.speech_warning(w))
            .collect();
        assert_eq!(
            said,
            [
                "the speech rate cannot be set",
                "the pitch cannot be set",
                "the volume cannot be set",
                "no voice for \"de\"; using the default",
                "the voices cannot be listed (no connection); using the default voice",
                "the voice \"Anna\" cannot be set (refused); using the default",
                "no voice called \"Anna\"; using the default instead",
                "no voice called \"Anna\"; using \"de\"'s voice instead",
                "no voice called \"Anna\"; using \"Petra\" instead",
            ]
        );
        let de = Phrases::new(Style::Spoken, Lang::De, false);
        assert_eq!(
            de.speech_warning(&SpeechWarning::NoVoiceCalled {
                name: "Anna".into(),
                instead: VoiceInstead::LanguageVoice("de".into()),
            }),
            "keine Stimme namens „Anna“; stattdessen spricht die Stimme der Sprache „de“"
        );
        let es = Phrases::new(Style::Spoken, Lang::Es, false);
        assert_eq!(
            es.speech_warning(&SpeechWarning::Pitch),
            "no se puede ajustar el tono de la voz"
        );
    }
}
