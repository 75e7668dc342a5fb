//! What the front of `tactus clock` says of its own, beside the clock
//! game's events (worded in `table`): the start (the time control, the
//! question about a saved game, the games set aside), the files (saved,
//! not saved, not a clock game), the adjournment's questions and its
//! envelope, the talking clock muted, tournament mode, the window's keys
//! and its gamepads, the voice on one side, help and goodbye; and the
//! words the clock window shows and gives the screen reader. The front
//! end names what happened as a [`ClockNote`]; every sentence is made
//! here, from the `table-*`, `adjourn-*`, `clock-*` and `gamepad-*`
//! messages of `locales/*/tactus.ftl`.

use fluent_bundle::FluentValue;
use shakmaty::{Chess, Color, Move};

use super::Phrases;
use crate::braille::LouisError;
use crate::event::FileError;
use crate::notation::render::Named;
use crate::rules::Millis;
use crate::rules::pgn::PgnError;
use crate::rules::time_control::TimeControl;
use crate::speech::{Kind, Priority, Utterance};
use crate::table::TableSide;

/// Why the voice cannot be heard on one side only.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PanFault {
    /// No sound device could be opened.
    Sound,
    /// The synthesizer (espeak-ng) could not be started.
    Synthesizer,
}

/// Something the front of `tactus clock` tells the player, not an event of
/// the clock game itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockNote {
    /// The time control of a new game, with how the clock is started:
    /// Enter on the line, or (in the window, `black` being Black's
    /// button) Black's button or Space.
    Control {
        /// The time control.
        control: TimeControl,
        /// In the window: the button of Black, who starts White's clock.
        black: Option<TableSide>,
    },
    /// An unfinished game is saved: resume or new? Asked with the
    /// window's keys (`keys`) or on the line.
    SavedWaiting {
        /// The move number the game stands at.
        number: u32,
        /// The side to move.
        side: Color,
        /// Whether the window's keys answer.
        keys: bool,
    },
    /// `--resume` with nothing saved: a new game begins.
    NothingToResume,
    /// The last game is kept under `file`; or, `damaged`, the saved
    /// game could not be read and is kept there.
    SetAside {
        /// The name it is kept under.
        file: String,
        /// Whether it could not be read.
        damaged: bool,
    },
    /// The unfinished game is kept under `file`, for `--resume`.
    SetAsideUnfinished {
        /// The name it is kept under.
        file: String,
    },
    /// `--resume NAME`: the game of `file` goes on, `running` the clock
    /// that runs.
    ResumedNamed {
        /// The name given.
        file: String,
        /// The clock that runs, if one does.
        running: Option<Color>,
    },
    /// The game could not be saved (said once until it can).
    AutosaveFailed(FileError),
    /// `save FILE`: the clock saves PGN or recordings only.
    SavePgnOnly,
    /// `save FILE.pgn` failed.
    SaveFailed {
        /// The file as given.
        file: String,
        /// Why.
        error: FileError,
    },
    /// `save FILE.pgn`: the whole score saved.
    Saved {
        /// The file as given.
        file: String,
    },
    /// `save FILE.pgn`: the score saved up to the move before a gap.
    SavedPart {
        /// The file as given.
        file: String,
        /// The move number of the gap.
        number: u32,
    },
    /// The game is saved; goodbye.
    Bye,
    /// `mute` or `unmute`: the talking clock for one side, or both.
    Muted {
        /// The side, or `None` for both.
        side: Option<Color>,
        /// Muted (or unmuted).
        muted: bool,
    },
    /// The arbiter's code was taken (never said).
    CodeTaken,
    /// The game is played in tournament mode, with or without a code.
    Tournament {
        /// Whether the arbiter has a code.
        code: bool,
    },
    /// `seal` with an empty line for the move: nothing sealed.
    SealCancelled,
    /// "Retrace to there?" answered no.
    NotRetraced,
    /// `seal`: the sealer's move, asked on a line typed unseen.
    AskSealedMove(Color),
    /// The envelope's files were written under the name `name`; the
    /// braille copy too, or why not.
    Envelope {
        /// The files' common name.
        name: String,
        /// Why there is no braille copy, if there is none.
        braille: Option<LouisError>,
    },
    /// The envelope could not be written.
    EnvelopeFailed(FileError),
    /// A file named to resume from cannot be read.
    BadFile {
        /// The file.
        file: String,
        /// Why.
        error: FileError,
    },
    /// A file named to resume from holds no clock game.
    NotAGame {
        /// The file as given.
        file: String,
    },
    /// `--resume-sealed FILE`: the game holds no sealed move.
    NotSealed {
        /// The file as given.
        file: String,
    },
    /// The adjourned game is back, `side`'s move `number` sealed.
    AdjournedBack {
        /// Who sealed.
        side: Color,
        /// His move number.
        number: u32,
    },
    /// `reconcile FILE`: the file cannot be read.
    SightedUnreadable {
        /// The file as given.
        file: String,
        /// Why.
        error: FileError,
    },
    /// `reconcile FILE`: the file holds no game to read.
    SightedNotPgn {
        /// The file as given.
        file: String,
        /// Why.
        error: PgnError,
    },
    /// The voice cannot be heard on one side only.
    PanUnavailable(PanFault),
    /// The braille display works in the line interface only.
    BrailleInTerminal,
    /// Standard input cannot be read.
    InputCannotRead,
    /// The window's command line opened.
    LineOpened,
    /// The window's keys (F1).
    WindowKeys,
    /// A gamepad came: its name.
    PadConnected(String),
    /// A gamepad went: its name.
    PadDisconnected(String),
    /// Gamepads cannot be used here: why.
    PadUnavailable(String),
    /// `--listen`: a move announced aloud, heard and held for the next
    /// press (Appendix E.2.3), said back.
    Heard {
        /// The position it is played in.
        before: Box<Chess>,
        /// The move heard.
        mv: Move,
    },
    /// `--listen`: a phrase heard as one of two moves alike; nothing held.
    HeardChoice {
        /// The position they are played in.
        before: Box<Chess>,
        /// The likelier move.
        first: Move,
        /// The other.
        second: Move,
    },
    /// `--listen`: a move announced that cannot be played in the position
    /// on the score; nothing held.
    HeardIllegal {
        /// The move as heard, in the words of the style.
        words: String,
    },
    /// `--listen`: a phrase heard as no move.
    NotHeard,
    /// `--listen`: voice input cannot be had, or failed (said once): why,
    /// in words (the hearing edge words its faults).
    Hearing(String),
}

/// A side as the messages select it.
fn side(c: Color) -> FluentValue<'static> {
    c.fold_wb("white", "black").into()
}

/// A button's side of the table as the messages select it.
fn place(button: TableSide) -> FluentValue<'static> {
    match button {
        TableSide::Left => "left",
        TableSide::Right => "right",
    }
    .into()
}

impl Phrases {
    /// What the front of the clock tells: said at normal priority, but
    /// the questions typed unseen and the files that cannot be written or
    /// read, said at once.
    pub fn clock_note(&self, note: &ClockNote) -> Utterance {
        let file = |file: &String| -> FluentValue<'static> { file.clone().into() };
        let (priority, text) = match note {
            ClockNote::Control {
                control,
                black: None,
            } => {
                let words = self.time_control(control);
                let text = self.say("table-control", vec![("control", words.into())]);
                (Priority::Normal, text)
            }
            ClockNote::Control {
                control,
                black: Some(button),
            } => {
                let words = self.time_control(control);
                let args = vec![("control", words.into()), ("black", place(*button))];
                (Priority::Normal, self.say("clock-window-control", args))
            }
            ClockNote::SavedWaiting {
                number,
                side: s,
                keys,
            } => {
                let how = if *keys { "key" } else { "line" };
                let args = vec![
                    ("number", (*number).into()),
                    ("side", side(*s)),
                    ("how", how.into()),
                ];
                (Priority::Normal, self.say("table-saved-waiting", args))
            }
            ClockNote::NothingToResume => (
                Priority::Normal,
                self.say("table-nothing-to-resume", vec![]),
            ),
            ClockNote::SetAside { file: f, damaged } => {
                let id = if *damaged {
                    "table-damaged"
                } else {
                    "table-set-aside"
                };
                (Priority::Normal, self.say(id, vec![("file", file(f))]))
            }
            ClockNote::SetAsideUnfinished { file: f } => {
                let args = vec![("file", file(f))];
                (
                    Priority::Normal,
                    self.say("table-set-aside-unfinished", args),
                )
            }
            ClockNote::ResumedNamed { file: f, running } => {
                let running = running.map_or("none", |s| s.fold_wb("white", "black"));
                let args = vec![("file", file(f)), ("side", running.into())];
                (Priority::Normal, self.say("table-resumed-named", args))
            }
            ClockNote::AutosaveFailed(error) => {
                let args = vec![("error", self.file_error(error).into())];
                (Priority::Normal, self.say("table-autosave-failed", args))
            }
            ClockNote::SavePgnOnly => (Priority::Normal, self.say("table-save-pgn-only", vec![])),
            ClockNote::SaveFailed { file: f, error } => {
                let args = vec![("file", file(f)), ("error", self.file_error(error).into())];
                (Priority::Normal, self.say("table-save-failed", args))
            }
            ClockNote::Saved { file: f } => (
                Priority::Normal,
                self.say("table-saved", vec![("file", file(f))]),
            ),
            ClockNote::SavedPart { file: f, number } => {
                let args = vec![("file", file(f)), ("number", (*number).into())];
                (Priority::Normal, self.say("table-saved-part", args))
            }
            ClockNote::Bye => (Priority::Normal, self.say("table-bye", vec![])),
            ClockNote::Muted { side: s, muted } => {
                let which = s.map_or("both", |s| s.fold_wb("white", "black"));
                let id = if *muted {
                    "table-muted"
                } else {
                    "table-unmuted"
                };
                (Priority::Normal, self.say(id, vec![("side", which.into())]))
            }
            ClockNote::CodeTaken => (Priority::Normal, self.say("code-taken", vec![])),
            ClockNote::Tournament { code } => {
                let id = if *code {
                    "table-tournament"
                } else {
                    "table-tournament-no-code"
                };
                (Priority::Normal, self.say(id, vec![]))
            }
            ClockNote::SealCancelled => (Priority::Normal, self.say("adjourn-cancelled", vec![])),
            ClockNote::NotRetraced => (Priority::Normal, self.say("adjourn-not-retraced", vec![])),
            ClockNote::AskSealedMove(s) => {
                let args = vec![("side", side(*s))];
                (Priority::Now, self.say("adjourn-ask-move", args))
            }
            ClockNote::Envelope {
                name,
                braille: None,
            } => {
                let args = vec![("name", name.clone().into())];
                (Priority::Normal, self.say("adjourn-envelope", args))
            }
            ClockNote::Envelope {
                name,
                braille: Some(e),
            } => {
                let args = vec![
                    ("name", name.clone().into()),
                    ("error", e.words(self.lang).into()),
                ];
                (Priority::Normal, self.say("adjourn-envelope-no-brf", args))
            }
            ClockNote::EnvelopeFailed(error) => {
                let args = vec![("error", self.file_error(error).into())];
                (Priority::Now, self.say("adjourn-envelope-failed", args))
            }
            ClockNote::BadFile { file: f, error } => {
                let args = vec![("file", file(f)), ("error", self.file_error(error).into())];
                (Priority::Normal, self.say("adjourn-bad-file", args))
            }
            ClockNote::NotAGame { file: f } => (
                Priority::Normal,
                self.say("adjourn-not-a-game", vec![("file", file(f))]),
            ),
            ClockNote::NotSealed { file: f } => (
                Priority::Normal,
                self.say("adjourn-not-sealed", vec![("file", file(f))]),
            ),
            ClockNote::AdjournedBack { side: s, number } => {
                let args = vec![("side", side(*s)), ("number", (*number).into())];
                (Priority::Normal, self.say("adjourn-resumed", args))
            }
            ClockNote::SightedUnreadable { file: f, error } => {
                let args = vec![("file", file(f)), ("error", self.file_error(error).into())];
                (Priority::Now, self.say("adjourn-sighted-unreadable", args))
            }
            ClockNote::SightedNotPgn { file: f, error } => {
                let args = vec![("file", file(f)), ("error", self.pgn_error(error).into())];
                (Priority::Now, self.say("adjourn-sighted-unreadable", args))
            }
            ClockNote::PanUnavailable(fault) => {
                let what = match fault {
                    PanFault::Sound => "sound",
                    PanFault::Synthesizer => "synthesizer",
                };
                let args = vec![("what", what.into())];
                (
                    Priority::Normal,
                    self.say("clock-pan-speech-unavailable", args),
                )
            }
            ClockNote::BrailleInTerminal => (
                Priority::Normal,
                self.say("clock-braille-in-terminal", vec![]),
            ),
            ClockNote::InputCannotRead => (Priority::Normal, self.say("input-cannot-read", vec![])),
            ClockNote::LineOpened => (
                Priority::Normal,
                self.say("clock-window-line-opened", vec![]),
            ),
            ClockNote::WindowKeys => (Priority::Normal, self.say("clock-window-keys", vec![])),
            ClockNote::PadConnected(name) => {
                let args = vec![("name", name.clone().into())];
                (Priority::Normal, self.say("gamepad-connected", args))
            }
            ClockNote::PadDisconnected(name) => {
                let args = vec![("name", name.clone().into())];
                (Priority::Normal, self.say("gamepad-disconnected", args))
            }
            ClockNote::PadUnavailable(reason) => {
                let args = vec![("reason", reason.clone().into())];
                (Priority::Normal, self.say("gamepad-unavailable", args))
            }
            ClockNote::HeardIllegal { words } => {
                let args = vec![("move", words.clone().into())];
                (Priority::Now, self.say("clock-heard-illegal", args))
            }
            ClockNote::NotHeard => (Priority::Now, self.say("clock-heard-nothing", vec![])),
            ClockNote::Hearing(why) => (Priority::Normal, why.clone()),
            ClockNote::Heard { .. } | ClockNote::HeardChoice { .. } => {
                let words: Vec<FluentValue<'static>> = self
                    .heard_moves(note)
                    .into_iter()
                    .map(|named| named.words.into())
                    .collect();
                let text = match words.as_slice() {
                    [first, second] => {
                        let args = vec![("first", first.clone()), ("second", second.clone())];
                        self.say("clock-heard-choice", args)
                    }
                    _ => {
                        let args = words.first().map(|w| ("move", w.clone()));
                        self.say("clock-heard", args.into_iter().collect())
                    }
                };
                (Priority::Now, text)
            }
        };
        let moves = self.heard_moves(note);
        Utterance {
            priority,
            kind: if moves.is_empty() {
                Kind::Info
            } else {
                Kind::Move
            },
            text,
            moves,
        }
    }

    /// The moves a note about a move heard names, in the words of the
    /// style (for braille and the window's move words).
    fn heard_moves(&self, note: &ClockNote) -> Vec<Named> {
        match note {
            ClockNote::Heard { before, mv } => vec![self.named_as(before, *mv, false)],
            ClockNote::HeardChoice {
                before,
                first,
                second,
            } => vec![
                self.named_as(before, *first, false),
                self.named_as(before, *second, false),
            ],
            _ => Vec::new(),
        }
    }

    /// The clock's help, `help` or F1: the line's commands, the
    /// adjournment's, the arbiter's, the talking clock's.
    pub fn clock_help(&self) -> Vec<Utterance> {
        [
            "table-help",
            "adjourn-help",
            "table-help-arbiter",
            "table-help-mute",
        ]
        .into_iter()
        .map(|id| Utterance {
            priority: Priority::Normal,
            kind: Kind::Info,
            text: self.say(id, vec![]),
            moves: Vec::new(),
        })
        .collect()
    }

    /// The clock window's title: "tactus clock".
    pub fn clock_window_title(&self) -> String {
        self.say("clock-window-title", vec![])
    }

    /// The label of the window's command line: "Command line".
    pub fn clock_window_line(&self) -> String {
        self.say("clock-window-line", vec![])
    }

    /// The player over one half of the clock window: "White".
    pub fn clock_window_side(&self, s: Color) -> String {
        self.say("clock-window-side", vec![("side", side(s))])
    }

    /// The moves made under one half of the clock window: "12 moves".
    pub fn clock_window_moves(&self, moves: u32) -> String {
        self.say("clock-window-moves", vec![("moves", moves.into())])
    }

    /// What the clock window shows when a flag fell: "Flag fell".
    pub fn clock_window_flag(&self) -> String {
        self.say("clock-window-flag", vec![])
    }

    /// One clock's name for the screen reader: its player and its
    /// button, "White, left button".
    pub fn clock_window_label(&self, s: Color, button: TableSide) -> String {
        self.say(
            "clock-window-label",
            vec![("side", side(s)), ("button", place(button))],
        )
    }

    /// One clock's value for the screen reader: the reading in words to
    /// the second, the moves made and its state, "4 minutes 59 seconds,
    /// 12 moves, running".
    pub fn clock_window_value(
        &self,
        reading: Millis,
        moves: u32,
        running: bool,
        flag: bool,
    ) -> String {
        let state = match (flag, running) {
            (true, _) => "flag",
            (false, true) => "running",
            (false, false) => "stopped",
        };
        self.say(
            "clock-window-value",
            vec![
                ("time", self.duration_exact(reading).into()),
                ("moves", moves.into()),
                ("state", state.into()),
            ],
        )
    }
}
