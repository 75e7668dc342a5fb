//! Notices in sentences: answers, confirmations, premoves, draw offers,
//! engine problems, settings, files and help.

use shakmaty::{Color, Piece, Square};

use super::{Args, Phrases, who};
use crate::{
    event::{Line, Notice, Player, SettingName},
    notation::render::{move_words, piece_words, role_words, square_words},
    session::settings::setting_key,
    speech::{Kind, Priority},
};

impl Phrases {
    fn player(&self, p: Player, side: Color, listener: Option<Color>) -> String {
        match p {
            Player::Human if listener == Some(side) => self.say("player-you", vec![]),
            Player::Human => self.say("player-human", vec![]),
            Player::Engine(level) => self.say("player-engine", vec![("level", level.into())]),
        }
    }

    fn placed(&self, pieces: &[(Square, Piece)]) -> String {
        if pieces.is_empty() {
            return self.say("nothing", vec![]);
        }
        pieces
            .iter()
            .map(|(sq, p)| {
                format!(
                    "{} {}",
                    square_words(*sq, self.board_style(), self.lang),
                    piece_words(*p, self.board_style(), self.lang)
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The sentence for a notice, with its priority and kind.
    pub(super) fn notice(
        &self,
        notice: &Notice,
        listener: Option<Color>,
    ) -> (Priority, Kind, String) {
        use Notice as N;
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        let board = |text: String| (Priority::Normal, Kind::Board, text);
        let side = |c: Color| -> Args<'_> { vec![("side", who(c, listener).into())] };
        match notice {
            N::Started {
                white,
                black,
                control,
            } => info(self.say(
                "game-started",
                vec![
                    ("white", self.player(*white, Color::White, listener).into()),
                    ("black", self.player(*black, Color::Black, listener).into()),
                    ("control", self.time_control(control).into()),
                ],
            )),
            N::Resumed => info(self.say("game-resumed", vec![])),
            N::ScorePage { first, last } => board(self.say(
                "score-page",
                vec![("first", (*first).into()), ("last", (*last).into())],
            )),
            N::ScoreLine { entries, opens } => {
                let line = entries
                    .iter()
                    .map(|(before, mv)| self.numbered_move(before, *mv))
                    .collect::<Vec<_>>()
                    .join("; ");
                if *opens {
                    board(self.say("score-sheet", vec![("moves", line.into())]))
                } else {
                    board(line)
                }
            }
            N::FideWordsInGerman => info(self.say("fide-words-in-german", vec![])),
            N::WhichPromotion => (
                Priority::Now,
                Kind::Refusal,
                self.say("which-promotion", vec![]),
            ),
            N::OnSquare { square, piece } => board(self.plain_square(*square, *piece)),
            N::InCheck { side: c } => board(self.say("in-check", side(*c))),
            N::NothingToResume => info(self.say("nothing-to-resume", vec![])),
            N::NoEngine { error } => (
                Priority::Next,
                Kind::Info,
                self.say(
                    "no-engine",
                    vec![("reason", self.engine_error(error).into())],
                ),
            ),
            N::Line { line, pieces } => {
                let (id, name) = match line {
                    Line::File(f) => ("line-file", f.char().to_string()),
                    Line::Rank(r) => ("line-rank", r.char().to_string()),
                };
                board(self.say(
                    id,
                    vec![
                        ("name", name.into()),
                        ("pieces", self.placed(pieces).into()),
                    ],
                ))
            }
            N::Pieces { piece, squares } => board(self.piece_list(*piece, squares)),
            N::Attackers {
                white,
                black,
                occupant,
                ..
            } => board(self.say(
                match occupant {
                    None => "attackers",
                    Some(Color::White) => "attackers-white-piece",
                    Some(Color::Black) => "attackers-black-piece",
                },
                vec![
                    ("white", self.placed(white).into()),
                    ("black", self.placed(black).into()),
                ],
            )),
            N::LegalMoves { before, moves } => {
                let list: Vec<String> = moves
                    .iter()
                    .map(|m| move_words(before, *m, self.style, self.lang, false))
                    .collect();
                let id = if list.is_empty() {
                    "no-legal-moves"
                } else {
                    "legal-moves"
                };
                board(self.say(id, vec![("moves", list.join(", ").into())]))
            }
            N::Moves { all, entries } => {
                if entries.is_empty() {
                    return board(self.say("no-moves-yet", vec![]));
                }
                let list: Vec<String> = entries
                    .iter()
                    .map(|(before, mv)| self.numbered_move(before, *mv))
                    .collect();
                let id = if *all { "score-sheet" } else { "last-moves" };
                board(self.say(id, vec![("moves", list.join("; ").into())]))
            }
            N::ConfirmMove { before, mv } => (
                Priority::Now,
                Kind::Info,
                self.say(
                    "confirm-move",
                    vec![(
                        "move",
                        move_words(before, *mv, self.style, self.lang, self.long).into(),
                    )],
                ),
            ),
            N::ConfirmResign { by_key } => (
                Priority::Now,
                Kind::Info,
                self.say("confirm-resign", vec![("key", yes_no(*by_key).into())]),
            ),
            N::ConfirmQuit { by_key } => (
                Priority::Now,
                Kind::Info,
                self.say("confirm-quit", vec![("key", yes_no(*by_key).into())]),
            ),
            N::Cancelled => info(self.say("cancelled", vec![])),
            N::PremoveRecorded { text } => {
                info(self.say("premove-recorded", vec![("move", text.clone().into())]))
            }
            N::PremoveCancelled => info(self.say("premove-cancelled", vec![])),
            N::PremoveDropped { text } => (
                Priority::Now,
                Kind::Refusal,
                self.say("premove-dropped", vec![("move", text.clone().into())]),
            ),
            N::DrawOffered { by } => (
                Priority::Next,
                Kind::Info,
                self.say("draw-offered", side(*by)),
            ),
            N::DrawDeclined { by } => (
                Priority::Next,
                Kind::Info,
                self.say("draw-declined", side(*by)),
            ),
            N::EngineAnswersDraw { accepted, engine } => (
                Priority::Next,
                Kind::Info,
                self.say(
                    if *accepted {
                        "engine-accepts-draw"
                    } else {
                        "engine-declines-draw"
                    },
                    vec![(
                        "engine",
                        engine.clone().unwrap_or_else(|| "none".into()).into(),
                    )],
                ),
            ),
            N::EngineProblem { error } => (
                Priority::Now,
                Kind::Info,
                self.say(
                    "engine-problem",
                    vec![("message", self.engine_error(error).into())],
                ),
            ),
            N::Paused => (
                Priority::Now,
                Kind::Refusal,
                self.say("game-paused", vec![]),
            ),
            N::EngineRestarting => info(self.say("engine-restarting", vec![])),
            N::EngineReady => (Priority::Next, Kind::Info, self.say("engine-ready", vec![])),
            N::Level { level } => info(self.say("engine-level", vec![("level", (*level).into())])),
            N::NoEngineInGame => (
                Priority::Now,
                Kind::Refusal,
                self.say("no-engine-in-game", vec![]),
            ),
            N::BadLevel { given } => (
                Priority::Now,
                Kind::Refusal,
                self.say("bad-level", vec![("given", given.clone().into())]),
            ),
            N::Setting { name, value } => info(self.say(
                "setting-changed",
                vec![
                    ("name", self.setting_name(*name).into()),
                    ("value", self.setting_value(*name, value).into()),
                ],
            )),
            N::VoiceUnchanged { reason } => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "voice-unchanged",
                    vec![("reason", self.speech_fault(reason).into())],
                ),
            ),
            N::BadSetting { name, given } => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "bad-setting",
                    vec![
                        ("name", setting_key(*name).into()),
                        ("given", given.clone().into()),
                    ],
                ),
            ),
            N::Saved { path } => info(self.say("saved", vec![("path", path.clone().into())])),
            N::FileProblem { path, error } => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "file-problem",
                    vec![
                        ("path", path.clone().into()),
                        ("error", error.clone().into()),
                    ],
                ),
            ),
            N::Loaded { path, plies } => info(self.say(
                "loaded",
                vec![("path", path.clone().into()), ("plies", (*plies).into())],
            )),
            N::Help { topic: None } => info(self.say("help", vec![])),
            N::Help { topic: Some(key) } => info(self.say(&format!("help-{key}"), vec![])),
            N::BadCommand { command, text } => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "bad-command",
                    vec![
                        ("text", text.clone().into()),
                        ("usage", self.say(&format!("help-{command}"), vec![]).into()),
                    ],
                ),
            ),
            N::TalkingClock { on } => info(self.say(
                if *on {
                    "talking-clock-on"
                } else {
                    "talking-clock-off"
                },
                vec![],
            )),
            N::Flipped { side: s } => {
                board(self.say("flipped", vec![("side", who(*s, None).into())]))
            }
            N::TakenBack { plies } => {
                info(self.say("taken-back", vec![("plies", (*plies).into())]))
            }
            N::Lifted(at) => info(self.say(
                "lifted",
                vec![
                    (
                        "piece",
                        piece_words(at.piece, self.board_style(), self.lang).into(),
                    ),
                    (
                        "square",
                        square_words(at.square, self.board_style(), self.lang).into(),
                    ),
                ],
            )),
            N::ClockPressed => info(self.say("clock-pressed", vec![])),
            N::PutBack(at) | N::Touched { at, .. } => {
                let mut args = vec![
                    (
                        "piece",
                        piece_words(at.piece, self.board_style(), self.lang).into(),
                    ),
                    (
                        "square",
                        square_words(at.square, self.board_style(), self.lang).into(),
                    ),
                ];
                match notice {
                    N::Touched { must_capture, .. } => {
                        args.push(("must", if *must_capture { "yes" } else { "no" }.into()));
                        info(self.say("touched", args))
                    }
                    _ => info(self.say("put-back", args)),
                }
            }
            N::Placed { before, mv } => info(self.say(
                "placed",
                vec![(
                    "move",
                    move_words(before, *mv, self.style, self.lang, self.long).into(),
                )],
            )),
            N::PromotionNeeded { to } => info(self.say(
                "promotion-needed",
                vec![(
                    "square",
                    square_words(*to, self.board_style(), self.lang).into(),
                )],
            )),
            N::PromotionChoice { role } => info(self.say(
                "promotion-choice",
                vec![(
                    "piece",
                    role_words(*role, self.board_style(), self.lang).into(),
                )],
            )),
            N::NotYourMove => (
                Priority::Now,
                Kind::Refusal,
                self.say("not-your-move", vec![]),
            ),
            N::GameIsOver => (
                Priority::Now,
                Kind::Refusal,
                self.say("game-is-over", vec![]),
            ),
            N::Goodbye => (Priority::Now, Kind::Info, self.say("goodbye", vec![])),
            N::FileFailed { .. }
            | N::SavedGameWaiting { .. }
            | N::SavedGameDamaged { .. }
            | N::GameKept { .. }
            | N::KeepFailed { .. }
            | N::AutosaveFailed { .. }
            | N::AutosaveWorks
            | N::QuitUnsaved { .. }
            | N::GoodbyeUnsaved => self.keeping(notice),
            N::QuestionExpired => info(self.say("question-expired", vec![])),
            N::NothingToAnswer => (
                Priority::Now,
                Kind::Refusal,
                self.say("nothing-to-answer", vec![]),
            ),
            N::Finished { ended } => info(self.say(
                "game-finished",
                vec![("ended", self.ended(ended, listener).into())],
            )),
            N::ConfirmNewGame { by_key } => (
                Priority::Now,
                Kind::Info,
                self.say("confirm-new-game", vec![("key", yes_no(*by_key).into())]),
            ),
            N::SpeechUnavailable
            | N::SpeechLost
            | N::SpeechBack
            | N::SoundUnavailable { .. }
            | N::NoDisplay
            | N::DisplayLost
            | N::BadConfigValue { .. }
            | N::UnknownConfigKey { .. }
            | N::ConfigUnreadable { .. }
            | N::ConfigKeptAside { .. }
            | N::KeyBindingIgnored { .. } => self.fault(notice),
        }
    }
}

impl Phrases {
    /// The sentence for a fault of the outputs or files around the game:
    /// never dropped, never interrupting a move.
    fn fault(&self, notice: &Notice) -> (Priority, Kind, String) {
        use Notice as N;
        let s = |v: &String| -> fluent_bundle::FluentValue<'static> { v.clone().into() };
        let text = match notice {
            N::SpeechUnavailable => self.say("fault-speech-unavailable", vec![]),
            N::SpeechLost => self.say("fault-speech-lost", vec![]),
            N::SpeechBack => self.say("fault-speech-back", vec![]),
            N::SoundUnavailable { lost } => self.say(
                "fault-sound-unavailable",
                vec![("lost", yes_no(*lost).into())],
            ),
            N::NoDisplay => self.say("fault-no-display", vec![]),
            N::DisplayLost => self.say("fault-display-lost", vec![]),
            N::BadConfigValue { file, key, value } => self.say(
                "fault-config-bad-value",
                vec![("file", s(file)), ("key", s(key)), ("value", s(value))],
            ),
            N::UnknownConfigKey { file, key } => self.say(
                "fault-config-unknown-key",
                vec![("file", s(file)), ("key", s(key))],
            ),
            N::ConfigUnreadable { file, line } => self.say(
                "fault-config-unreadable",
                vec![
                    ("file", s(file)),
                    ("line", line.map_or(0, |l| l as i64).into()),
                ],
            ),
            N::ConfigKeptAside { path } => {
                self.say("fault-config-kept-aside", vec![("path", s(path))])
            }
            N::KeyBindingIgnored {
                file,
                line,
                chord,
                action,
            } => self.say(
                "fault-key-binding-ignored",
                vec![
                    ("file", s(file)),
                    ("line", (*line as i64).into()),
                    ("chord", s(chord)),
                    ("action", s(action)),
                ],
            ),
            _ => String::new(),
        };
        (Priority::Next, Kind::Info, text)
    }
}

/// A Fluent selector for a yes-or-no fact.
fn yes_no(fact: bool) -> &'static str {
    if fact { "yes" } else { "no" }
}

/// Settings in words, for `set` and the board window's settings dialog.
impl Phrases {
    /// A setting's name: "Speech rate".
    pub fn setting_name(&self, name: SettingName) -> String {
        self.say("setting-name", vec![("name", setting_key(name).into())])
    }

    /// A setting's value word ([`crate::session::Settings::value`]) in
    /// words: "150 percent", "black and white", "on". A word with no
    /// words of its own is said as it is.
    pub fn setting_value(&self, name: SettingName, value: &str) -> String {
        let id = match name {
            SettingName::Rate => {
                return self.say("setting-rate", vec![("percent", value.to_owned().into())]);
            }
            SettingName::Confirm | SettingName::Sonify => format!("setting-{value}"),
            _ => format!("setting-{}-{value}", setting_key(name)),
        };
        let words = self.say(&id, vec![]);
        if words == id { value.to_owned() } else { words }
    }

    /// One row of the settings dialog: "Language: English, 2 of 8".
    pub fn setting_row(
        &self,
        name: SettingName,
        value: &str,
        position: usize,
        count: usize,
    ) -> String {
        self.say(
            "setting-row",
            vec![
                ("name", self.setting_name(name).into()),
                ("value", self.setting_value(name, value).into()),
                ("position", position.into()),
                ("count", count.into()),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{Lang, Style};
    use crate::session::Settings;
    use crate::session::settings::SETTING_NAMES;

    #[test]
    fn every_setting_and_value_has_words_in_every_language() {
        for lang in Lang::ALL {
            let p = Phrases::new(Style::Spoken, lang, false);
            for name in SETTING_NAMES {
                let said = p.setting_name(name);
                assert!(!said.contains("setting"), "{lang} {name:?}: {said}");
                for value in Settings::choices(name) {
                    let words = p.setting_value(name, &value);
                    assert!(!words.contains("setting-"), "{lang}: {words}");
                    let row = p.setting_row(name, &value, 2, 8);
                    assert!(!row.contains('{') && !row.contains("setting"), "{row}");
                }
                let bad = p.utterance(
                    &crate::event::Event::Notice(Notice::BadSetting {
                        name,
                        given: "x".into(),
                    }),
                    None,
                );
                assert!(bad.text.contains('x') && !bad.text.contains("bad-setting"));
            }
        }
    }

    #[test]
    fn settings_are_said_in_words() {
        let en = Phrases::new(Style::Spoken, Lang::En, false);
        let de = Phrases::new(Style::Spoken, Lang::De, false);
        assert_eq!(
            en.setting_row(SettingName::Lang, "en", 1, 8),
            "Language: English, 1 of 8"
        );
        assert_eq!(
            de.setting_row(SettingName::Rate, "150", 4, 8),
            "Sprechtempo: 150 Prozent, 4 von 8"
        );
        let changed = Notice::Setting {
            name: SettingName::Theme,
            value: "black-white".into(),
        };
        assert_eq!(
            en.utterance(&crate::event::Event::Notice(changed), None)
                .text,
            "Theme: black and white."
        );
        let asked = |by_key| {
            en.utterance(
                &crate::event::Event::Notice(Notice::ConfirmResign { by_key }),
                None,
            )
            .text
        };
        assert_eq!(asked(true), "Resign? Press the same key again to confirm.");
        assert_eq!(asked(false), "Resign? Type yes to confirm.");
    }
}
