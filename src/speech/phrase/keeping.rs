//! Keeping games, in words: the autosave and its failures, a damaged saved
//! game, the games folder, and what went wrong with a file, worded from the
//! Fluent files rather than in the system's English.

use super::{Phrases, who};
use crate::engine::Level;
use crate::event::{FileError, Notice, Player, RestoreError, SaveDamage};
use crate::rules::pgn::{GameError, PgnError, Place, Problem};
use crate::speech::{Kind, Priority};

impl Phrases {
    /// Why a file could not be read or written: "the folder /x does not exist".
    pub fn file_error(&self, error: &FileError) -> String {
        use FileError as F;
        match error {
            F::NotFound => self.say("file-error-not-found", vec![]),
            F::NoFolder { folder } => self.say(
                "file-error-no-folder",
                vec![("folder", folder.clone().into())],
            ),
            F::NotAFolder => self.say("file-error-not-a-folder", vec![]),
            F::PermissionDenied => self.say("file-error-permission", vec![]),
            F::DiskFull => self.say("file-error-disk-full", vec![]),
            F::ReadOnly => self.say("file-error-read-only", vec![]),
            F::IsAFolder => self.say("file-error-is-a-folder", vec![]),
            F::TooLarge { limit_mb } => {
                self.say("file-error-too-large", vec![("limit", (*limit_mb).into())])
            }
            F::NotText => self.say("file-error-not-text", vec![]),
            F::NoBraille(e) => e.words(self.lang),
            F::Other { code } => self.say(
                "file-error-other",
                vec![(
                    "code",
                    code.map_or_else(|| "-".to_owned(), |c| c.to_string())
                        .into(),
                )],
            ),
        }
    }

    /// What in a saved game cannot be.
    fn restore_error(&self, error: &RestoreError) -> String {
        match error {
            RestoreError::TimeControl { given } => self.say(
                "restore-error-time-control",
                vec![("given", given.clone().into())],
            ),
            RestoreError::StartPosition { fen } => self.say(
                "restore-error-start-position",
                vec![("fen", fen.clone().into())],
            ),
            RestoreError::Move { ply, uci } => self.say(
                "restore-error-move",
                vec![("ply", (*ply).into()), ("move", uci.clone().into())],
            ),
            RestoreError::Clock => self.say("restore-error-clock", vec![]),
            RestoreError::Level { given } => self.say(
                "restore-error-level",
                vec![
                    ("given", (*given).into()),
                    ("min", Level::MIN.number().into()),
                    ("max", Level::MAX.number().into()),
                ],
            ),
        }
    }

    /// Why the saved game could not be read.
    fn save_damage(&self, why: &SaveDamage) -> String {
        match why {
            SaveDamage::Unreadable(e) => self.file_error(e),
            SaveDamage::CutShort => self.say("save-damage-cut-short", vec![]),
            SaveDamage::NotASavedGame { line } => {
                self.say("save-damage-not-a-game", vec![("line", (*line).into())])
            }
            SaveDamage::Invalid(error) => self.say(
                "save-damage-invalid",
                vec![("detail", self.restore_error(error).into())],
            ),
            SaveDamage::Newer { version } => {
                self.say("save-damage-newer", vec![("version", (*version).into())])
            }
        }
    }

    /// Who a saved game was against, for the person at the keyboard.
    fn opponents(&self, players: [Player; 2]) -> String {
        match players {
            [Player::Engine(level), Player::Human] | [Player::Human, Player::Engine(level)] => self
                .say(
                    "saved-against-engine",
                    vec![("level", level.number().into())],
                ),
            [Player::Human, Player::Human] => self.say("saved-between-people", vec![]),
            [Player::Engine(_), Player::Engine(_)] => self.say("saved-between-engines", vec![]),
        }
    }

    /// The notices of keeping games (any other notice is said as nothing).
    pub(super) fn keeping(&self, notice: &Notice) -> (Priority, Kind, String) {
        use Notice as N;
        let warning = |text: String| (Priority::Next, Kind::Refusal, text);
        let info = |text: String| (Priority::Normal, Kind::Info, text);
        match notice {
            N::FileFailed { path, error } => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "file-failed",
                    vec![
                        ("path", path.clone().into()),
                        ("error", self.file_error(error).into()),
                    ],
                ),
            ),
            N::SavedGameWaiting {
                players,
                number,
                recovered,
                by_key,
            } => {
                let against = self.opponents(*players);
                let how = if *by_key { "key" } else { "line" };
                let text = match recovered {
                    None => self.say(
                        "saved-game-waiting",
                        vec![
                            ("against", against.into()),
                            ("number", (*number).into()),
                            ("how", how.into()),
                        ],
                    ),
                    Some(plies) => self.say(
                        "saved-game-recovered",
                        vec![
                            ("plies", (*plies).into()),
                            ("number", (*number).into()),
                            ("how", how.into()),
                        ],
                    ),
                };
                (Priority::Next, Kind::Info, text)
            }
            N::SavedGameDamaged { why, kept } => {
                let why = self.save_damage(why);
                warning(match kept {
                    Ok(path) => self.say(
                        "saved-game-damaged",
                        vec![("why", why.into()), ("path", file_name(path).into())],
                    ),
                    Err(e) => self.say(
                        "saved-game-damaged-in-place",
                        vec![("why", why.into()), ("error", self.file_error(e).into())],
                    ),
                })
            }
            N::GameKept { path, unfinished } => info(self.say(
                "game-kept",
                vec![
                    ("name", game_name(path).into()),
                    ("unfinished", if *unfinished { "yes" } else { "no" }.into()),
                ],
            )),
            N::KeepFailed { error } => warning(self.say(
                "keep-failed",
                vec![("error", self.file_error(error).into())],
            )),
            N::AutosaveFailed { error } => warning(self.say(
                "autosave-failed",
                vec![("error", self.file_error(error).into())],
            )),
            N::AutosaveWorks => info(self.say("autosave-works", vec![])),
            N::QuitUnsaved { error } => (
                Priority::Now,
                Kind::Refusal,
                self.say(
                    "quit-unsaved",
                    vec![("error", self.file_error(error).into())],
                ),
            ),
            N::GoodbyeUnsaved => (
                Priority::Now,
                Kind::Info,
                self.say("goodbye-unsaved", vec![]),
            ),
            N::Where {
                games,
                autosave,
                settings,
            } => info(self.say(
                "where-files",
                vec![
                    ("games", games.clone().into()),
                    ("autosave", autosave.clone().into()),
                    ("settings", settings.clone().into()),
                ],
            )),
            N::GoodbyeNothingKept => (
                Priority::Now,
                Kind::Info,
                self.say("goodbye-nothing-kept", vec![]),
            ),
            _ => info(String::new()),
        }
    }
}

/// The name of the file at `path`, without its folder (the folder is said
/// on request, with `where`).
fn file_name(path: &str) -> String {
    std::path::Path::new(path)
        .file_name()
        .map_or_else(|| path.to_owned(), |n| n.to_string_lossy().into_owned())
}

/// The name of a game in the games folder, as short as `load` finds it:
/// without its folder and without `.pgn`.
fn game_name(path: &str) -> String {
    let name = file_name(path);
    match name.strip_suffix(".pgn") {
        Some(stem) if !stem.is_empty() => stem.to_owned(),
        _ => name,
    }
}

impl Phrases {
    /// Why a game file could not be loaded, in the player's language.
    pub fn pgn_error(&self, error: &PgnError) -> String {
        match error {
            PgnError::NoGames => self.say("pgn-error-no-games", vec![]),
            PgnError::NoSuchGame { count, requested } => self.say(
                "pgn-error-no-such-game",
                vec![
                    ("count", (*count).into()),
                    ("requested", (*requested).into()),
                ],
            ),
            PgnError::Game(GameError {
                game,
                problem: Problem::Variant(variant),
                ..
            }) => self.say(
                "pgn-error-variant",
                vec![
                    ("game", (*game).into()),
                    ("variant", variant.clone().into()),
                ],
            ),
            PgnError::Game(GameError {
                game,
                place,
                problem,
            }) => {
                let problem = self.pgn_problem(problem);
                match place {
                    Place::Tags => self.say(
                        "pgn-error-in-tags",
                        vec![("game", (*game).into()), ("problem", problem.into())],
                    ),
                    Place::Move { number, side } => self.say(
                        "pgn-error-at-move",
                        vec![
                            ("game", (*game).into()),
                            ("number", (*number).into()),
                            ("side", who(*side, None).into()),
                            ("problem", problem.into()),
                        ],
                    ),
                }
            }
        }
    }

    /// What is wrong at a place of a game file.
    fn pgn_problem(&self, problem: &Problem) -> String {
        let token = |id: &str, token: &String| self.say(id, vec![("token", token.clone().into())]);
        match problem {
            Problem::Unreadable(t) => match crate::rules::pgn::promotion_written(t) {
                Some(written) => self.say(
                    "pgn-problem-unreadable-promotion",
                    vec![("token", t.clone().into()), ("written", written.into())],
                ),
                None => token("pgn-problem-unreadable", t),
            },
            Problem::Illegal(t) => token("pgn-problem-illegal", t),
            Problem::Ambiguous(t) => token("pgn-problem-ambiguous", t),
            Problem::AfterEnd {
                token: t,
                termination,
            } => self.say(
                "pgn-problem-after-end-by",
                vec![
                    ("token", t.clone().into()),
                    ("reason", self.termination(*termination, None).into()),
                ],
            ),
            Problem::AfterResult(t) => token("pgn-problem-after-result", t),
            Problem::BadFen { fen, .. } => {
                self.say("pgn-problem-bad-fen", vec![("fen", fen.clone().into())])
            }
            Problem::NoResult => self.say("pgn-problem-no-result", vec![]),
            Problem::Variant(v) => {
                self.say("pgn-problem-variant", vec![("variant", v.clone().into())])
            }
            Problem::NullMove(t) => token("pgn-problem-null-move", t),
            Problem::Syntax(_) => self.say("pgn-problem-not-pgn", vec![]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::notation::{Lang, Style};
    use crate::rules::outcome::Termination;
    use shakmaty::Color;

    /// What a player hears, in `lang`, of every kind of damaged save, game
    /// file problem and unnamed file error: a message of its own, with its
    /// arguments filled in, and none of the system's or the reader's English.
    #[test]
    fn every_typed_error_is_worded_in_every_language() {
        let restore = [
            RestoreError::TimeControl {
                given: "fast".into(),
            },
            RestoreError::StartPosition { fen: "8/8".into() },
            RestoreError::Move {
                ply: 3,
                uci: "e2e5".into(),
            },
            RestoreError::Clock,
            RestoreError::Level { given: 99 },
        ];
        let problems = [
            Problem::Unreadable("e8Q".into()),
            Problem::Illegal("Ke3".into()),
            Problem::Ambiguous("Nd2".into()),
            Problem::AfterEnd {
                token: "e5".into(),
                termination: Termination::Checkmate,
            },
            Problem::AfterResult("e5".into()),
            Problem::BadFen {
                fen: "8/8".into(),
                reason: "too few ranks".into(),
            },
            Problem::NoResult,
            Problem::Syntax("unterminated comment".into()),
        ];
        let mut pgn = vec![
            PgnError::NoGames,
            PgnError::NoSuchGame {
                count: 1,
                requested: 3,
            },
        ];
        for (i, problem) in problems.into_iter().enumerate() {
            let place = if i % 2 == 0 {
                Place::Tags
            } else {
                Place::Move {
                    number: 2,
                    side: Color::Black,
                }
            };
            pgn.push(PgnError::Game(GameError {
                game: 1,
                place,
                problem,
            }));
        }
        let english = [
            "illegal move",
            "unterminated",
            "too few ranks",
            "Input/output",
            "os error",
        ];
        for lang in Lang::ALL {
            let p = Phrases::new(Style::Spoken, lang, false);
            let mut said: Vec<String> = restore
                .iter()
                .map(|e| p.save_damage(&SaveDamage::Invalid(e.clone())))
                .collect();
            said.push(p.save_damage(&SaveDamage::NotASavedGame { line: 4 }));
            said.push(p.file_error(&FileError::Other { code: Some(5) }));
            said.push(p.file_error(&FileError::Other { code: None }));
            said.extend(pgn.iter().map(|e| p.pgn_error(e)));
            let shown = p
                .utterance(
                    &Event::Notice(Notice::FileProblem {
                        path: "g.pgn".into(),
                        error: pgn[1].clone(),
                    }),
                    None,
                )
                .text;
            assert!(shown.starts_with("g.pgn: ") && shown.len() > 12, "{shown}");
            for text in &said {
                for id in ["restore-error", "pgn-", "save-damage", "file-error"] {
                    assert!(!text.contains(id), "{lang}: {text}");
                }
                assert!(!text.contains('{'), "{lang}: {text}");
                if lang != Lang::En {
                    for words in english {
                        assert!(!text.contains(words), "{lang}: {text}");
                    }
                }
            }
            let unique: std::collections::HashSet<_> = said.iter().collect();
            assert_eq!(unique.len(), said.len(), "{lang}: {said:?}");
            assert!(
                said[4].contains("99") && said[4].contains("10"),
                "{}",
                said[4]
            );
        }
    }
}
