//! What went wrong with the engine, in the player's language: the engine
//! client's [`EngineError`] worded from the Fluent files (its path kept as it
//! is), the reasons too: never the system's English.

use super::Phrases;
use crate::engine::{Doing, Ending, EngineError, StartFailure};

impl Phrases {
    /// Why the engine cannot play: "Stockfish did not answer "isready"
    /// within 5000 milliseconds", in the interface language.
    pub fn engine_error(&self, error: &EngineError) -> String {
        use EngineError as E;
        let text = |s: &String| s.clone().into();
        match error {
            E::NoneFound => self.say("engine-error-none-found", vec![]),
            E::CannotStart { engine, reason } => self.say(
                "engine-error-cannot-start",
                vec![
                    ("engine", text(engine)),
                    ("reason", self.start_failure(reason).into()),
                ],
            ),
            E::NotUci { engine, waited_ms } => self.say(
                "engine-error-not-uci",
                vec![("engine", text(engine)), ("ms", (*waited_ms).into())],
            ),
            E::NotReady { engine, waited_ms } => self.say(
                "engine-error-not-ready",
                vec![("engine", text(engine)), ("ms", (*waited_ms).into())],
            ),
            E::Exited {
                engine,
                doing,
                status,
            } => self.say(
                "engine-error-exited",
                vec![
                    ("engine", text(engine)),
                    ("doing", doing_key(*doing).into()),
                    ("status", self.ending(*status).into()),
                ],
            ),
            E::Hung {
                engine,
                allowed_ms,
                waited_ms,
            } => self.say(
                "engine-error-hung",
                vec![
                    ("engine", text(engine)),
                    ("allowed", (*allowed_ms).into()),
                    ("ms", (*waited_ms).into()),
                ],
            ),
            E::UnreadableMove { engine, text: got } => self.say(
                "engine-error-unreadable-move",
                vec![("engine", text(engine)), ("text", text(got))],
            ),
            E::IllegalMove { engine, uci, .. } => self.say(
                "engine-error-illegal-move",
                vec![("engine", text(engine)), ("uci", text(uci))],
            ),
            E::NoMove { engine } => {
                self.say("engine-error-no-move", vec![("engine", text(engine))])
            }
            E::NotRunning { engine } => {
                self.say("engine-error-not-running", vec![("engine", text(engine))])
            }
        }
    }
}

/// The Fluent key of what the engine was doing when it ended (the client
/// names it in English words).
fn doing_key(doing: Doing) -> &'static str {
    match doing {
        Doing::Starting => "starting",
        Doing::GettingReady => "getting-ready",
        Doing::Thinking => "thinking",
        Doing::Waiting => "waiting",
        Doing::BeingTold => "other",
    }
}

impl Phrases {
    /// Why an engine's program could not be started, in the player's words.
    fn start_failure(&self, failure: &StartFailure) -> String {
        match failure {
            StartFailure::NoSuchProgram => self.say("engine-start-no-such-program", vec![]),
            StartFailure::NotPermitted => self.say("engine-start-not-permitted", vec![]),
            StartFailure::NoOutput => self.say("engine-start-no-output", vec![]),
            StartFailure::NoThread => self.say("engine-start-no-thread", vec![]),
            StartFailure::Os(Some(n)) => {
                self.say("engine-start-system-error", vec![("number", (*n).into())])
            }
            StartFailure::Os(None) => self.say("engine-start-system-error-unknown", vec![]),
        }
    }

    /// How an engine's process ended, in the player's words.
    fn ending(&self, ending: Ending) -> String {
        match ending {
            Ending::Code(n) => self.say("engine-ended-code", vec![("code", n.into())]),
            Ending::Signal(n) => self.say("engine-ended-signal", vec![("signal", n.into())]),
            Ending::ClosedOutput => self.say("engine-ended-closed-output", vec![]),
            Ending::Unknown => self.say("engine-ended-unknown", vec![]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};

    fn every_error() -> Vec<EngineError> {
        let engine = "/usr/games/stockfish".to_owned();
        vec![
            EngineError::NoneFound,
            EngineError::CannotStart {
                engine: engine.clone(),
                reason: StartFailure::NoSuchProgram,
            },
            EngineError::NotUci {
                engine: engine.clone(),
                waited_ms: 300,
            },
            EngineError::NotReady {
                engine: engine.clone(),
                waited_ms: 5000,
            },
            EngineError::Exited {
                engine: engine.clone(),
                doing: Doing::Thinking,
                status: Ending::Signal(9),
            },
            EngineError::Exited {
                engine: engine.clone(),
                doing: Doing::BeingTold,
                status: Ending::Code(1),
            },
            EngineError::Hung {
                engine: engine.clone(),
                allowed_ms: 1000,
                waited_ms: 3000,
            },
            EngineError::UnreadableMove {
                engine: engine.clone(),
                text: "zz".into(),
            },
            EngineError::IllegalMove {
                engine: engine.clone(),
                uci: "e2e5".into(),
                fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            },
            EngineError::NoMove {
                engine: engine.clone(),
            },
            EngineError::NotRunning { engine },
        ]
    }

    #[test]
    fn every_engine_error_is_worded_in_every_language() {
        for lang in [Lang::En, Lang::De, Lang::Es] {
            let p = Phrases::new(Style::Spoken, lang, false);
            let mut said = Vec::new();
            for e in every_error() {
                let text = p.engine_error(&e);
                assert!(
                    !text.is_empty() && !text.contains("engine-error") && !text.contains('{'),
                    "{lang}: {e:?} → {text:?}"
                );
                assert!(!said.contains(&text), "{lang}: said twice: {text}");
                said.push(text);
            }
        }
    }

    #[test]
    fn the_words_are_the_players_language() {
        let hung = &every_error()[6];
        let de = Phrases::new(Style::Spoken, Lang::De, false).engine_error(hung);
        assert_eq!(
            de,
            "/usr/games/stockfish hat in 3000 Millisekunden keinen Zug gegeben \
             (erlaubt waren 1000) und wurde beendet"
        );
        let exited = &every_error()[4];
        let es = Phrases::new(Style::Spoken, Lang::Es, false).engine_error(exited);
        assert_eq!(
            es,
            "el motor /usr/games/stockfish se detuvo mientras pensaba (terminado por la señal 9)"
        );
        let en = Phrases::new(Style::Spoken, Lang::En, false).engine_error(&every_error()[0]);
        assert!(en.starts_with("no chess engine found"), "{en}");
    }

    /// Why an engine could not start or how it ended is the player's
    /// language too, never the system's English.
    #[test]
    fn the_systems_reasons_are_worded_too() {
        let de = Phrases::new(Style::Spoken, Lang::De, false);
        assert_eq!(
            de.engine_error(&every_error()[1]),
            "die Engine /usr/games/stockfish ließ sich nicht starten: dieses Programm gibt es nicht"
        );
        assert!(
            de.engine_error(&every_error()[5])
                .ends_with("(Rückgabewert 1)"),
            "{}",
            de.engine_error(&every_error()[5])
        );
        let es = Phrases::new(Style::Spoken, Lang::Es, false);
        let failures = [
            StartFailure::NotPermitted,
            StartFailure::NoOutput,
            StartFailure::NoThread,
            StartFailure::Os(Some(12)),
            StartFailure::Os(None),
        ];
        for reason in failures {
            let said = es.engine_error(&EngineError::CannotStart {
                engine: "x".into(),
                reason,
            });
            assert!(
                said.starts_with("no se pudo iniciar el motor x: "),
                "{said}"
            );
            assert!(
                !said.contains("could") && !said.contains("error 12)"),
                "{said}"
            );
        }
        for status in [Ending::ClosedOutput, Ending::Unknown] {
            let said = es.engine_error(&EngineError::Exited {
                engine: "x".into(),
                doing: Doing::Waiting,
                status,
            });
            assert!(
                said.starts_with("el motor x se detuvo mientras esperaba ("),
                "{said}"
            );
        }
    }

    /// A level out of range is refused naming the range, in every language.
    #[test]
    fn a_bad_level_is_refused_naming_the_range() {
        use crate::event::{Event, Notice};
        let want = [
            (Lang::En, "There is no level 99: levels go from 1 to 10."),
            (
                Lang::De,
                "Stufe 99 gibt es nicht: die Stufen gehen von 1 bis 10.",
            ),
            (
                Lang::Es,
                "No existe el nivel 99: los niveles van de 1 a 10.",
            ),
        ];
        for (lang, said) in want {
            let p = Phrases::new(Style::Spoken, lang, false);
            let refused = Event::Notice(Notice::BadLevel { given: "99".into() });
            assert_eq!(p.utterance(&refused, None).text, said);
        }
    }
}
