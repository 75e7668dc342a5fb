//! The voice's own problems in words: why the synthesizer does not speak,
//! worded from the Fluent files rather than in the system's English.

use super::Phrases;
use crate::event::SpeechFault;

impl Phrases {
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
}
