//! What went wrong with the engine, in the player's language: the engine
//! client's [`EngineError`] worded from the Fluent files, its path and the
//! system's own reasons kept as they are.

use super::Phrases;
use crate::engine::EngineError;

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
                vec![("engine", text(engine)), ("reason", text(reason))],
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
                    ("doing", doing_key(doing).into()),
                    ("status", text(status)),
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
fn doing_key(doing: &str) -> &'static str {
    match doing {
        "starting" => "starting",
        "getting ready" => "getting-ready",
        "thinking" => "thinking",
        "waiting" => "waiting",
        _ => "other",
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
                reason: "No such file or directory (os error 2)".into(),
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
                doing: "thinking".into(),
                status: "killed by signal 9".into(),
            },
            EngineError::Exited {
                engine: engine.clone(),
                doing: "being told what to do".into(),
                status: "exit status 1".into(),
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
            "el motor /usr/games/stockfish se detuvo mientras pensaba (killed by signal 9)"
        );
        let en = Phrases::new(Style::Spoken, Lang::En, false).engine_error(&every_error()[0]);
        assert!(en.starts_with("no chess engine found"), "{en}");
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
