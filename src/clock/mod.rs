//! `tactus clock`: the talking chess clock that keeps the score as the
//! game goes, in its window (`window`: `face` is what it shows, `draw`
//! its pixels, `buttons` the keyboard's two halves) or the line
//! interface. A shell over the pure clock game of [`crate::table`]: it
//! reads lines (or keys) and the monotonic clock, hands them to the
//! game, saves it, and says what happened, one line each on standard
//! output and through the voice. It makes no sentence: the game's events
//! and refusals, and what the front tells of its own (a [`ClockNote`]),
//! are worded by the phrase layer ([`Phrases`]), and the utterances it
//! gives back go to every medium.
//!
//! Its rooms: the options and the start (`options`), the first game
//! (`begin`), the voice (`speech`), the line interface's loop
//! (`terminal`), the file (`keep`), the adjournment (`adjourn`), the
//! talking clock (`talk`), tournament mode and the lines typed unseen
//! (`tournament`), the braille display (`braille`), where what is said
//! goes (`saying`); here the `Front` every front end of the clock
//! shares. The clock game's time goes on across restarts: `--resume`
//! starts from the saved moment plus the wall-clock time in between.

use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use shakmaty::Color;

use crate::app::driver::in_clock_cells;
use crate::event::{Event, FileError};
use crate::rules::Millis;
use crate::session::talking_clock::TalkingClock;
use crate::speech::Utterance;
use crate::speech::backends::SpeechThread;
use crate::speech::phrase::{ClockNote, Phrases};
use crate::store::{Folders, write_user_file};
use crate::table::{
    Asking, ClockGame, Command, TableError, TableEvent, TableSide, parse_command, record, score,
};

mod access;
mod adjourn;
mod band;
mod begin;
mod braille;
mod buttons;
mod cmdline;
mod command_line;
mod draw;
mod envelope;
mod face;
mod keep;
mod listen;
mod options;
mod pads;
mod reader;
mod recording;
mod saying;
mod speech;
mod talk;
mod terminal;
mod tournament;
mod window;

pub use command_line::run;
pub use keep::CLOCK_FILE;
pub use options::{ClockArgs, command};
use talk::talking_clock;

/// The wall clock, in milliseconds since the Unix epoch.
fn wall() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// The clock game with its voice, its time and its file.
struct Front {
    /// When this process began counting.
    epoch: Instant,
    /// The clock game's time at `epoch`.
    base: Millis,
    game: ClockGame,
    talking: TalkingClock,
    /// Every sentence the clock says, and every word its window shows.
    phrases: Phrases,
    tts: Option<SpeechThread>,
    folders: Folders,
    /// Whether the last autosave failed (said once until it works again).
    save_failing: bool,
    quit: bool,
    /// The question the next line answers (a sealed move, a retrace).
    asked: adjourn::Asked,
    /// The start's question about an unfinished saved game, while it
    /// waits: nothing is saved and no clock runs until it is answered.
    offer: Option<begin::Offer>,
    /// The window: questions are answered by keys, and its words say so.
    keys: bool,
    /// The recordings of `save FILE.wav` (`.ogg`, `.opus`) being made.
    recordings: crate::app::recordings::Recordings,
    /// What the last step did (from its [`Front::due`] on), for the
    /// window's sounds.
    happened: Vec<Result<TableEvent, TableError>>,
    /// The braille display of the line interface, which shows each
    /// utterance too.
    braille: crate::app::braille_edge::Braille,
    /// The talking clock's own readings just due: the display shows them
    /// in its clock cells, not as messages.
    in_cells: Vec<Utterance>,
    /// The microphone (`--listen`) and the move announced.
    listening: listen::Listening,
}

impl Front {
    /// The clock game's time now.
    fn now(&self) -> Millis {
        self.base
            .saturating_add(u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX))
    }

    /// Saves the game; a sentence when saving fails (once until it works
    /// again).
    fn persist(&mut self) -> Option<Utterance> {
        if self.offer_pending() {
            // The saved game stays as it is until the start's question is
            // answered.
            return None;
        }
        let path = keep::path(&self.folders);
        match keep::save(&self.folders, &self.game, self.now(), wall()) {
            Ok(()) => {
                self.save_failing = false;
                None
            }
            Err(e) if !self.save_failing => {
                self.save_failing = true;
                let error = FileError::from_io(&e, &path, true);
                Some(self.note(ClockNote::AutosaveFailed(error)))
            }
            Err(_) => None,
        }
    }

    /// What the front tells of its own, in words.
    fn note(&self, note: ClockNote) -> Utterance {
        self.phrases.clock_note(&note)
    }

    /// The clock game.
    fn game(&self) -> &ClockGame {
        &self.game
    }

    /// Saves the game and says goodbye.
    fn farewell(&mut self) {
        let mut said: Vec<Utterance> = self.persist().into_iter().collect();
        said.push(self.note(ClockNote::Bye));
        self.say(&said);
    }

    /// What the clock says by itself at `now`: the first flag, the talking
    /// clock's marks.
    fn due(&mut self, now: Millis) -> Vec<Utterance> {
        self.game.set_wall_clock(now, wall());
        let mut said = self.finished_recordings();
        if self.offer_pending() {
            return said;
        }
        let flags = self.game.tick(now);
        self.happened = flags.iter().cloned().map(Ok).collect();
        if !flags.is_empty() {
            said.extend(self.persist());
        }
        said.extend(flags.iter().map(|e| self.phrases.table_event(e)));
        let marks = self.talking.due(self.game.clock(), now);
        self.in_cells.clear();
        for mark in marks
            .iter()
            .filter(|e| !matches!(e, Event::FlagFell { .. }))
        {
            let utterance = self.phrases.utterance(mark, None);
            if in_clock_cells(mark) {
                self.in_cells.push(utterance.clone());
            }
            said.push(utterance);
        }
        said
    }

    /// How long to wait for a line before the clock must speak by itself.
    fn timeout(&self) -> Duration {
        let now = self.now();
        let next = self.talking.next_due_at(self.game.clock(), now);
        let wait = match next {
            Some(at) => Duration::from_millis(at.saturating_sub(now)),
            None => Duration::from_secs(3600),
        };
        if self.recordings.pending() {
            wait.min(recording::LOOK)
        } else {
            wait
        }
    }

    /// One line: the command carried out, saved before it is said.
    fn line(&mut self, line: &str) -> Vec<Utterance> {
        let now = self.now();
        let mut said = self.due(now);
        if self.offer_pending() {
            said.extend(self.answer_offer(line));
            return said;
        }
        if self.game.awaits_code().is_some() {
            said.extend(self.take_code(line, now));
            return said;
        }
        if let Some(answer) = self.answer(line, now) {
            said.extend(answer);
            return said;
        }
        match parse_command(line) {
            Ok(command) => said.extend(self.command(command, now)),
            Err(e) => said.push(self.phrases.command_error(&e)),
        }
        said
    }

    /// A command carried out at `now` (a line's, or a clock button's in
    /// the window), saved before it is said.
    fn command(&mut self, command: Command, now: Millis) -> Vec<Utterance> {
        if self.offer_pending() {
            return vec![self.question()];
        }
        self.game.set_wall_clock(now, wall());
        let command = self.with_announced(command);
        let mut said = Vec::new();
        let step = match command {
            Command::Press(text) => self.game.press(text.as_deref(), now),
            Command::Button(button) => self.game.button(button, now),
            Command::Start => self.game.start(now),
            Command::Pause => self.game.pause(now),
            Command::Resume => self.game.resume(now),
            Command::Fill { number, side, text } => self.game.fill(number, side, &text),
            Command::Undo => self.game.undo(now),
            Command::Correct(correction) => self.game.correct(correction, now),
            Command::Illegal(fen) => self.game.illegal(fen.as_deref(), now),
            Command::ClaimWrong(side) => self.game.claim_wrong(side, now),
            Command::Touched(side, square) => self.game.touched(side, square, now),
            Command::Adjust(white, black) => self.game.adjust(white, black, now),
            Command::Result(decision, reason) => self.game.result(decision, &reason, now),
            Command::Arbiter => Ok(self.game.arbiter()),
            Command::ArbiterDone => Ok(self.game.arbiter_done(now)),
            Command::TournamentOff => Ok(self.game.tournament_off()),
            Command::Code(asking, code) => {
                let asked = match asking {
                    Asking::Open => self.game.arbiter(),
                    Asking::Leave => self.game.tournament_off(),
                };
                if self.game.awaits_code().is_some() {
                    return self.take_code(&code, now);
                }
                Ok(asked)
            }
            Command::Clock(which) => {
                let readings = self.talking.request(self.game.clock(), which, now);
                said.extend(readings.iter().map(|e| self.phrases.utterance(e, None)));
                return said;
            }
            Command::Score => {
                said.push(
                    self.phrases
                        .table_score(self.game.score(), self.game.in_tournament()),
                );
                return said;
            }
            Command::Save(file) if crate::app::recordings::is_recording(&file) => {
                said.push(self.save_recording(&file));
                return said;
            }
            Command::Save(file) => {
                said.push(self.save_pgn(&file));
                return said;
            }
            Command::Help => {
                said.extend(self.phrases.clock_help());
                return said;
            }
            Command::Seal(text) => return self.seal(text, now),
            Command::Unseal => return self.unseal(now),
            Command::Reconcile(file) => return self.reconcile(&file, now),
            Command::Retrace(ply) => return self.retrace(ply, now),
            Command::Mute(side, muted) => return self.mute(side, muted),
            Command::Quit => {
                self.quit = true;
                said.extend(self.persist());
                said.push(self.note(ClockNote::Bye));
                return said;
            }
        };
        said.extend(self.stepped(step));
        said
    }

    /// The time control at the start of a new game, with how the clock is
    /// started: Enter on the line, Black's button or Space in the window.
    fn control(&self) -> Utterance {
        let black = self.keys.then(|| {
            if self.game.side_at(TableSide::Left) == Color::Black {
                TableSide::Left
            } else {
                TableSide::Right
            }
        });
        self.note(ClockNote::Control {
            control: self.game.clock().time_control().clone(),
            black,
        })
    }

    /// A step's events, saved first, or its refusal.
    fn stepped(&mut self, step: Result<Vec<TableEvent>, TableError>) -> Vec<Utterance> {
        let events = match step {
            Ok(events) => events,
            Err(e) => {
                self.happened.push(Err(e.clone()));
                return vec![self.phrases.table_refusal(&e)];
            }
        };
        self.happened.extend(events.iter().cloned().map(Ok));
        let mut said: Vec<Utterance> = self.persist().into_iter().collect();
        for event in &events {
            if let TableEvent::Pressed { side, .. } = event {
                self.tell_talking_clock(*side, &events);
            }
            said.push(self.phrases.table_event(event));
        }
        said
    }

    /// `save FILE.pgn`: the checked moves with both clocks' readings.
    fn save_pgn(&self, file: &str) -> Utterance {
        if !file.to_lowercase().ends_with(".pgn") {
            return self.note(ClockNote::SavePgnOnly);
        }
        let text = record::pgn(&self.game);
        let path = Path::new(file);
        if let Err(e) = write_user_file(path, text.as_bytes()) {
            return self.note(ClockNote::SaveFailed {
                file: file.to_owned(),
                error: FileError::from_io(&e, path, true),
            });
        }
        let (checked, _) = self.game.score().checked();
        // In tournament mode where the score stops is not said: it would
        // tell a move could not be played.
        if checked == self.game.score().entries().len() || self.game.in_tournament() {
            self.note(ClockNote::Saved {
                file: file.to_owned(),
            })
        } else {
            let (number, _) = score::place(checked);
            self.note(ClockNote::SavedPart {
                file: file.to_owned(),
                number,
            })
        }
    }
}
