//! Notices in sentences: answers, confirmations, premoves, draw offers,
//! engine problems, command answers and help, one function per idea.
//! Setting values are worded in `setting.rs`, files and saved games in
//! `keeping.rs`.

use shakmaty::{Color, Piece, Square};

use super::{Args, Phrases, who};
use crate::{
    engine::Level,
    event::{Line, Notice, Player},
    notation::render::{move_words, piece_words, square_words},
    session::settings::setting_key,
    speech::{Kind, Priority},
};

impl Phrases {
    pub(super) fn player(&self, p: Player, side: Color, listener: Option<Color>) -> String {
        match p {
            Player::Human if listener == Some(side) => self.say("player-you", vec![]),
            Player::Human => self.say("player-human", vec![]),
            Player::Engine(level) => {
                self.say("player-engine", vec![("level", level.number().into())])
            }
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

    /// The sentence for a notice, with its priority and kind: each kind
    /// of notice is worded by the function for its idea.
    pub(super) fn notice(
        &self,
        notice: &Notice,
        listener: Option<Color>,
    ) -> (Priority, Kind, String) {
        use Notice as N;
        match notice {
            N::Tournament(t) => self.tournament(t),
            N::Puzzle(p) => self.puzzle(p),
            N::Heard(h) => self.heard(h),
            N::ScorePage { .. }
            | N::ScoreLine { .. }
            | N::OnSquare { .. }
            | N::InCheck { .. }
            | N::Line { .. }
            | N::Pieces { .. }
            | N::Attackers { .. }
            | N::LegalMoves { .. }
            | N::Moves { .. }
            | N::Flipped { .. } => self.answer(notice, listener),
            N::Started { .. }
            | N::Chess960 { .. }
            | N::Resumed
            | N::NothingToResume
            | N::FideWordsInGerman { .. }
            | N::LawsInForce { .. }
            | N::WrongClaimPenalty { .. }
            | N::Finished { .. }
            | N::Goodbye
            | N::TakenBack { .. }
            | N::TalkingClock { .. }
            | N::ClocksWait { .. } => self.game_notice(notice, listener),
            N::WhichPromotion
            | N::ConfirmMove { .. }
            | N::ConfirmResign { .. }
            | N::ConfirmQuit { .. }
            | N::Cancelled
            | N::QuestionExpired
            | N::NothingToAnswer
            | N::ConfirmNewGame { .. } => self.question(notice),
            N::PremoveRecorded { .. }
            | N::PremoveCancelled
            | N::PremoveDropped { .. }
            | N::DrawOffered { .. }
            | N::DrawDeclined { .. }
            | N::EngineAnswersDraw { .. } => self.offer(notice, listener),
            N::NoEngine { .. }
            | N::EngineProblem { .. }
            | N::Paused
            | N::EngineRestarting
            | N::EngineReady
            | N::Level { .. }
            | N::NoEngineInGame
            | N::BadLevel { .. } => self.engine_notice(notice),
            N::Setting(_)
            | N::SettingAsked(_)
            | N::ListedSetting(_)
            | N::VoiceUnchanged { .. }
            | N::BadSetting { .. }
            | N::Saved { .. }
            | N::FileProblem { .. }
            | N::Loaded { .. }
            | N::Help { .. }
            | N::NoSuchHelp { .. }
            | N::Settings(_)
            | N::BadCommand { .. } => self.command_answer(notice),
            N::Lifted { .. }
            | N::ClockPressed
            | N::PutBack { .. }
            | N::Touched { .. }
            | N::Placed { .. }
            | N::PromotionNeeded { .. }
            | N::PromotionChoice { .. }
            | N::NotYourMove => self.procedure(notice),
            N::GameIsOver(_) | N::ResultNow { .. } => self.result_notice(notice),
            N::OpeningReached { .. } | N::OpeningNow { .. } => self.opening_notice(notice),
            N::HintPiece { .. }
            | N::HintMove { .. }
            | N::Evaluation { .. }
            | N::AdviceComing
            | N::NoAdvice(_)
            | N::NoReview(_)
            | N::ReviewWords(_) => self.advice_notice(notice),
            N::RecordingStarted { .. } | N::Recorded { .. } | N::RecordingFailed { .. } => {
                self.recording_notice(notice)
            }
            N::FileFailed { .. }
            | N::SavedGameWaiting { .. }
            | N::SavedGameDamaged { .. }
            | N::GameKept { .. }
            | N::KeepFailed { .. }
            | N::AutosaveFailed { .. }
            | N::AutosaveWorks
            | N::QuitUnsaved { .. }
            | N::GoodbyeUnsaved
            | N::GoodbyeNothingKept
            | N::Where { .. } => self.keeping(notice),
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
            | N::SettingsNotSaved { .. }
            | N::KeyBindingIgnored { .. } => self.fault(notice),
        }
    }

    /// The answers about the board and the score sheet.
    fn answer(&self, notice: &Notice, listener: Option<Color>) -> (Priority, Kind, String) {
        use Notice as N;
        let board = |text: String| (Priority::Normal, Kind::Board, text);
        let side = |c: Color| -> Args<'_> { vec![("side", who(c, listener).into())] };
        match notice {
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
            N::OnSquare { square, piece } => board(self.plain_square(*square, *piece)),
            N::InCheck { side: c } => board(self.say("in-check", side(*c))),
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
            N::LegalMoves {
                before,
                moves,
                more,
            } => {
                let list: Vec<String> = moves
                    .iter()
                    .map(|m| move_words(before, *m, self.style, self.lang, false))
                    .collect();
                if *more {
                    return board(list.join(", "));
                }
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
            N::Flipped { side: s } => {
                board(self.say("flipped", vec![("side", who(*s, None).into())]))
            }
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }

    /// Questions asked before acting, and what becomes of them.
    fn question(&self, notice: &Notice) -> (Priority, Kind, String) {
        use Notice as N;
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        match notice {
            N::WhichPromotion => (
                Priority::Now,
                Kind::Refusal,
                self.say("which-promotion", vec![]),
            ),
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
            N::QuestionExpired => info(self.say("question-expired", vec![])),
            N::NothingToAnswer => (
                Priority::Now,
                Kind::Refusal,
                self.say("nothing-to-answer", vec![]),
            ),
            N::ConfirmNewGame { by_key, kept } => (
                Priority::Now,
                Kind::Info,
                self.say(
                    if *kept {
                        "confirm-new-game"
                    } else {
                        "confirm-new-game-nothing-kept"
                    },
                    vec![("key", yes_no(*by_key).into())],
                ),
            ),
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }

    /// Premoves and draw offers.
    fn offer(&self, notice: &Notice, listener: Option<Color>) -> (Priority, Kind, String) {
        use Notice as N;
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        let side = |c: Color| -> Args<'_> { vec![("side", who(c, listener).into())] };
        match notice {
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
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }

    /// The engine: its problems, restarts and level.
    fn engine_notice(&self, notice: &Notice) -> (Priority, Kind, String) {
        use Notice as N;
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        match notice {
            N::NoEngine { error } => (
                Priority::Next,
                Kind::Info,
                self.say(
                    "no-engine",
                    vec![("reason", self.engine_error(error).into())],
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
            N::Level { level } => {
                info(self.say("engine-level", vec![("level", level.number().into())]))
            }
            N::NoEngineInGame => (
                Priority::Now,
                Kind::Refusal,
                self.say("no-engine-in-game", vec![]),
            ),
            N::BadLevel { given } => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "bad-level",
                    vec![
                        ("given", given.clone().into()),
                        ("min", Level::MIN.number().into()),
                        ("max", Level::MAX.number().into()),
                    ],
                ),
            ),
            _ => (Priority::Normal, Kind::Info, String::new()),
        }
    }

    /// Answers to commands: settings, files, help.
    fn command_answer(&self, notice: &Notice) -> (Priority, Kind, String) {
        use Notice as N;
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        match notice {
            N::Setting(value) => info(self.say(
                "setting-changed",
                vec![
                    ("name", self.setting_name(value.name()).into()),
                    ("value", self.setting_value(*value).into()),
                ],
            )),
            N::SettingAsked(value) => info(self.say(
                "setting-asked",
                vec![
                    ("name", self.setting_name(value.name()).into()),
                    ("value", self.setting_value(*value).into()),
                    ("takes", self.setting_takes(value.name()).into()),
                ],
            )),
            N::ListedSetting(value) => {
                let names = crate::session::settings::SETTING_NAMES;
                let place = names.iter().position(|n| *n == value.name()).unwrap_or(0);
                info(self.setting_row(*value, place + 1, names.len()))
            }
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
                    match name {
                        crate::event::SettingName::Volume => "bad-setting-volume",
                        crate::event::SettingName::Speaker => "bad-setting-speaker",
                        _ => "bad-setting",
                    },
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
                        ("error", self.pgn_error(error).into()),
                    ],
                ),
            ),
            N::Loaded {
                path,
                plies,
                header,
            } => {
                let loaded = self.say(
                    "loaded",
                    vec![("path", path.clone().into()), ("plies", (*plies).into())],
                );
                // The event, the players and the date, once, after it.
                info(match self.game_intro(header) {
                    Some(intro) => format!("{loaded} {intro}"),
                    None => loaded,
                })
            }
            N::Help { topic: None } => info(self.say("help", vec![])),
            N::Help { topic: Some(key) } => info(self.say(&format!("help-{key}"), vec![])),
            N::NoSuchHelp { given } => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "no-such-help",
                    vec![
                        ("given", given.clone().into()),
                        ("help", self.say("help", vec![]).into()),
                    ],
                ),
            ),
            N::Settings(values) => {
                let list: Vec<String> = values
                    .iter()
                    .map(|v| {
                        let name = self.setting_name(v.name());
                        let value = self.setting_value(*v);
                        self.say(
                            "setting-now",
                            vec![("name", name.into()), ("value", value.into())],
                        )
                    })
                    .collect();
                info(self.say("current-settings", vec![("list", list.join("; ").into())]))
            }
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
            _ => (Priority::Normal, Kind::Info, String::new()),
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
            N::SettingsNotSaved { error } => self.say(
                "fault-settings-not-saved",
                vec![("error", self.file_error(error).into())],
            ),
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
