//! The first clock game of `tactus clock`, as `tactus tty` chooses its
//! first game:
//!
//! * `--resume` goes on with the saved game, charging the running clock
//!   for the time in between;
//! * `--resume NAME` goes on with a clock game set aside before (its file
//!   in the data folder, `clock.earlier-….json`, or any file of a clock
//!   game), as it was saved; the game in `clock.json`, if another, is set
//!   aside first;
//! * a plain start with an unfinished game saved asks first, "resume or
//!   new" ([`Choice`], the words of `tactus tty`'s question): nothing is
//!   saved, no clock runs and nothing else is done until the answer;
//!   `new` sets the saved game aside under a name that `--resume NAME`
//!   takes, and begins the new one;
//! * otherwise a new game begins; a finished or damaged game is set aside
//!   first, never overwritten.

use std::path::{Path, PathBuf};
use std::time::Instant;

use shakmaty::Color;

use super::keep::{self, Found, Kept};
use super::{Front, talking_clock, wall};
use crate::app::driver::Choice;
use crate::event::{Event, FileError, Forbidden, Notice, TournamentNotice};
use crate::rules::laws::Laws;
use crate::rules::time_control::TimeControl;
use crate::rules::tournament::ArbiterCode;
use crate::speech::Utterance;
use crate::speech::phrase::ClockNote;
use crate::table::{ClockGame, Names, TableSide, score};

/// What a new clock game is set up with.
pub(super) struct Setup {
    pub(super) control: TimeControl,
    pub(super) white_side: TableSide,
    pub(super) me: Color,
    pub(super) laws: Laws,
    pub(super) names: Names,
    pub(super) code: Option<ArbiterCode>,
    pub(super) tournament: bool,
}

/// Why the first clock game could not begin as asked (nothing changes
/// then).
pub(super) enum NotBegun {
    /// What the clock says of it: a file that cannot be read, holds no
    /// clock game, or no sealed move.
    Note(ClockNote),
    /// The game in the clock file could not be set aside first.
    Keep(FileError),
}

impl Front {
    /// Why the first game did not begin, in the player's words.
    pub(super) fn not_begun(&self, why: NotBegun) -> String {
        match why {
            NotBegun::Note(note) => self.note(note).text,
            NotBegun::Keep(error) => self.phrases.file_error(&error),
        }
    }
}

/// How `tactus clock` was asked to begin.
pub(super) enum Start {
    /// A plain start: a new game, after asking about an unfinished one.
    Plain,
    /// `--resume`: the saved game.
    Resume,
    /// `--resume NAME`: a game set aside before.
    Named(String),
}

/// The saved game the start asks about, and the new game "new" begins.
pub(super) struct Offer {
    kept: Box<Kept>,
    setup: Setup,
}

/// Whether `game` is one to go on with: begun (a press or a move) and
/// not over (no flag fallen, no result given, no mate on the board).
fn unfinished(game: &ClockGame) -> bool {
    (game.is_started() || !game.score().entries().is_empty())
        && game.first_flag().is_none()
        && game.ending().is_none()
        && game.board_end().is_none()
}

/// The file `name` names: itself if it is there, else the clock game of
/// that name in the data folder `data` (`clock.earlier-1.json`, or
/// without `clock.` or `.json`).
fn named_file(data: &Path, name: &str) -> PathBuf {
    let given = PathBuf::from(name);
    if given.is_file() {
        return given;
    }
    let bare = name.strip_suffix(".json").unwrap_or(name);
    let bare = bare.strip_prefix("clock.").unwrap_or(bare);
    [format!("clock.{bare}.json"), format!("{bare}.json")]
        .into_iter()
        .map(|n| data.join(n))
        .find(|p| p.is_file())
        .unwrap_or_else(|| data.join(name))
}

impl Front {
    /// The first game, as `start` asks; see the [module
    /// documentation](self). `Err` with the words when `--resume NAME`
    /// names no clock game (nothing changes then).
    pub(super) fn begin(&mut self, start: Start, setup: Setup) -> Result<Vec<Utterance>, NotBegun> {
        let mut said = Vec::new();
        let stamp = wall() / 1000;
        match (start, keep::find(&self.folders)) {
            (Start::Named(name), _) => return self.begin_named(&name),
            (Start::Resume, Found::Game(kept)) => return Ok(self.resume_kept(*kept)),
            (Start::Plain, Found::Game(kept)) if unfinished(&kept.game) => {
                return Ok(vec![self.ask(kept, setup)]);
            }
            (Start::Resume, Found::Nothing) => said.push(self.note(ClockNote::NothingToResume)),
            (_, Found::Damaged) => {
                if let Ok(file) = keep::set_aside(&self.folders, "damaged", stamp) {
                    said.push(self.note(ClockNote::SetAside {
                        file,
                        damaged: true,
                    }));
                }
            }
            (Start::Plain, Found::Game(kept)) if kept.game.score().entries().is_empty() => {
                // Never begun: nothing in it to keep.
            }
            (Start::Plain, Found::Game(_)) => {
                if let Ok(file) = keep::set_aside(&self.folders, "earlier", stamp) {
                    said.push(self.note(ClockNote::SetAside {
                        file,
                        damaged: false,
                    }));
                }
            }
            (Start::Plain, Found::Nothing) => {}
        }
        said.extend(self.begin_new(setup));
        Ok(said)
    }

    /// A new game set up with `setup`, saved, and said.
    fn begin_new(&mut self, setup: Setup) -> Vec<Utterance> {
        self.game = ClockGame::new(setup.control, setup.white_side, setup.me)
            .with_laws(setup.laws)
            .with_names(setup.names);
        if setup.tournament {
            self.game = self.game.clone().with_tournament(setup.code);
        }
        self.base = 0;
        self.epoch = Instant::now();
        self.talking = talking_clock(&self.game);
        let mut said: Vec<Utterance> = self.persist().into_iter().collect();
        said.push(self.control());
        said.extend(self.tournament_note());
        said
    }

    /// The saved game goes on, its running clock charged for the time
    /// since it was saved; said with the charge, the mode and the seal.
    fn resume_kept(&mut self, kept: Kept) -> Vec<Utterance> {
        let away = wall().saturating_sub(kept.wall);
        self.base = kept.saved_at.saturating_add(away);
        self.epoch = Instant::now();
        self.game = kept.game;
        self.game.set_wall_clock(self.now(), wall());
        self.talking = talking_clock(&self.game);
        let events = self.game.continued(kept.saved_at, self.now());
        let mut said: Vec<Utterance> = self.persist().into_iter().collect();
        said.extend(events.iter().map(|e| self.phrases.table_event(e)));
        said.extend(self.tournament_note());
        said.extend(self.adjourned_note());
        said
    }

    /// `--resume NAME`: the clock game of that file goes on as it was
    /// saved (nothing charged: it was set aside, not played); the game in
    /// `clock.json`, if another, is set aside first, and a set-aside file
    /// of the data folder is removed once the game is saved in
    /// `clock.json`.
    fn begin_named(&mut self, name: &str) -> Result<Vec<Utterance>, NotBegun> {
        let file = named_file(&self.folders.data, name);
        let bytes = std::fs::read(&file).map_err(|e| {
            let error = FileError::from_io(&e, &file, false);
            let file = name.to_owned();
            NotBegun::Note(ClockNote::BadFile { file, error })
        })?;
        let kept = keep::parse(&bytes).ok_or_else(|| {
            let file = name.to_owned();
            NotBegun::Note(ClockNote::NotAGame { file })
        })?;
        let clock_file = keep::path(&self.folders);
        let same_file =
            std::fs::canonicalize(&file).ok() == std::fs::canonicalize(&clock_file).ok();
        let mut said = Vec::new();
        let why = match keep::find(&self.folders) {
            _ if same_file => None,
            Found::Game(other) if other.game == kept.game => None,
            // Never begun: nothing in it to keep.
            Found::Game(other)
                if !unfinished(&other.game) && other.game.score().entries().is_empty() =>
            {
                None
            }
            Found::Game(_) => Some(("earlier", false)),
            Found::Damaged => Some(("damaged", true)),
            Found::Nothing => None,
        };
        if let Some((why, damaged)) = why {
            let aside = keep::set_aside(&self.folders, why, wall() / 1000)
                .map_err(|e| NotBegun::Keep(FileError::from_io(&e, &clock_file, true)))?;
            said.push(self.note(ClockNote::SetAside {
                file: aside,
                damaged,
            }));
        }
        self.base = kept.saved_at;
        self.epoch = Instant::now();
        self.game = kept.game;
        self.game.set_wall_clock(self.now(), wall());
        self.talking = talking_clock(&self.game);
        let saved = self.persist();
        let set_aside = file.parent() == Some(self.folders.data.as_path())
            && file.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
                n.starts_with("clock.") && n != keep::CLOCK_FILE && n.ends_with(".json")
            });
        if saved.is_none() && set_aside && !same_file {
            let _ = std::fs::remove_file(&file);
        }
        said.extend(saved);
        said.push(self.note(ClockNote::ResumedNamed {
            file: name.to_owned(),
            running: self.game.clock().running(),
        }));
        said.extend(self.tournament_note());
        said.extend(self.adjourned_note());
        Ok(said)
    }

    /// Asks about the unfinished saved game of `kept` and waits: the clocks
    /// show it, paused, until the answer.
    fn ask(&mut self, kept: Box<Kept>, setup: Setup) -> Utterance {
        self.base = kept.saved_at;
        self.epoch = Instant::now();
        let mut shown = kept.game.clone();
        let _ = shown.pause(kept.saved_at);
        self.game = shown;
        self.talking = talking_clock(&self.game);
        self.talking.mute();
        self.offer = Some(Offer { kept, setup });
        self.question()
    }

    /// The start's question about the saved game, in the words of the
    /// window's keys or of the line.
    pub(super) fn question(&self) -> Utterance {
        let Some(offer) = &self.offer else {
            return self.control();
        };
        let game = &offer.kept.game;
        let (number, side) = score::place(game.score().entries().len());
        self.note(ClockNote::SavedWaiting {
            number,
            side,
            keys: self.keys,
        })
    }

    /// Whether the start's question waits for its answer.
    pub(super) fn offer_pending(&self) -> bool {
        self.offer.is_some()
    }

    /// A line while the start's question waits: `resume` or `new` (in any
    /// language, as `tactus tty` takes them) answers it, `quit` leaves
    /// with the saved game as it was, anything else asks again.
    pub(super) fn answer_offer(&mut self, line: &str) -> Vec<Utterance> {
        match Choice::of_line(line) {
            Some(choice) => self.choose(choice),
            None if matches!(
                crate::table::parse_command(line),
                Ok(crate::table::Command::Quit)
            ) =>
            {
                self.quit = true;
                vec![self.note(ClockNote::Bye)]
            }
            None => vec![self.question()],
        }
    }

    /// The answer to the start's question: the saved game goes on, or is
    /// set aside (said with its name) and the new game begins. A game in
    /// tournament mode is not set aside for another: the question stands.
    fn choose(&mut self, choice: Choice) -> Vec<Utterance> {
        let Some(offer) = self.offer.take() else {
            return Vec::new();
        };
        match choice {
            Choice::Resume => self.resume_kept(*offer.kept),
            Choice::New if offer.kept.game.in_tournament() => {
                self.offer = Some(offer);
                let refused = Notice::Tournament(TournamentNotice::Refused(Forbidden::NewGame));
                vec![
                    self.phrases.utterance(&Event::Notice(refused), None),
                    self.question(),
                ]
            }
            Choice::New => {
                let mut said = Vec::new();
                match keep::set_aside(&self.folders, "earlier", wall() / 1000) {
                    Ok(file) => said.push(self.note(ClockNote::SetAsideUnfinished { file })),
                    // Not set aside, not replaced: the question stands.
                    Err(e) => {
                        let error = FileError::from_io(&e, &keep::path(&self.folders), true);
                        said.push(self.note(ClockNote::AutosaveFailed(error)));
                        self.offer = Some(offer);
                        said.push(self.question());
                        return said;
                    }
                }
                said.extend(self.begin_new(offer.setup));
                said
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_unfinished_once_begun_until_a_flag_or_a_result() {
        let mut g = ClockGame::new("5+3".parse().unwrap(), TableSide::Left, Color::White);
        assert!(!unfinished(&g));
        g.press(None, 0).unwrap();
        assert!(unfinished(&g));
        g.press(Some("e4"), 1_000).unwrap();
        assert!(unfinished(&g));
        g.tick(10 * 60 * 1_000);
        assert!(!unfinished(&g), "Black's flag fell");
    }

    #[test]
    fn a_set_aside_game_is_found_by_its_name_with_or_without_its_ends() {
        let data = tempfile::tempdir().unwrap();
        let file = data.path().join("clock.earlier-17.json");
        std::fs::write(&file, "{}").unwrap();
        for name in [
            "clock.earlier-17.json",
            "earlier-17",
            "earlier-17.json",
            "clock.earlier-17",
        ] {
            assert_eq!(named_file(data.path(), name), file, "{name}");
        }
        assert_eq!(
            named_file(data.path(), "nothing"),
            data.path().join("nothing")
        );
    }
}
