//! Puzzles in the driver: `tactus puzzle` started, a puzzle chosen from
//! the shipped puzzles or a file (`--file`, read line by line, never held
//! whole), a game in progress kept in the games folder before a puzzle
//! replaces it, and the player's record (rating and history) saved before
//! anything is said of a result.
//!
//! A puzzle session is never the autosave's: the saved game stays as it
//! is while puzzles go on, and `new` after puzzles begins as a start does
//! (an unfinished saved game is asked about).

use crate::exit::Exit;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use shakmaty::Color;

use super::keeping::{find_saved, unix_now};
use super::start::start_settings;
use super::voice::first_voice;
use super::{Driver, Options, keep_failed, setup_of};
use crate::engine::Waker;
use crate::event::{Event, FileError, Notice, Player, PuzzleNotice};
use crate::notation::format_message;
use crate::rules::game::Game;
use crate::session::{PuzzleSetup, Session, puzzle::your_rating};
use crate::store::{
    self,
    puzzles::{self as record, Loaded, Record},
};
use crate::study::puzzle::{
    choose::{Ask, Chooser, Chosen},
    own, shipped,
};
use crate::study::review::Review;

/// What `tactus puzzle` asks for: the puzzle, and the file to take it from.
#[derive(Clone, Debug, Default)]
pub struct PuzzleOptions {
    /// The rating, theme or id asked for.
    pub ask: Ask,
    /// A puzzle file in the Lichess database's CSV form; `None`: the
    /// puzzles shipped with tactus (or the player's own, if asked for).
    pub file: Option<PathBuf>,
}

/// The puzzles of this run: where they come from, the player's record,
/// and how many were begun.
#[derive(Debug)]
pub(super) struct Sitting {
    file: Option<PathBuf>,
    record: Record,
    /// Why the record cannot be saved (one that cannot be read, nor moved
    /// aside, is never written over).
    blocked: Option<FileError>,
    begun: u32,
    /// The rating and theme asked for last: `puzzle` alone asks again.
    last: Ask,
}

/// The longest line of a puzzle file that is read whole; the rest of a
/// longer one is passed over (a row of the database is under 300 bytes).
const LONGEST_LINE: u64 = 64 * 1024;

impl Driver {
    /// `tactus puzzle`: the settings and the voice as for a game, then
    /// the first puzzle. Nothing of the saved game is touched. The exit
    /// status 2 when no puzzle can be had (said first).
    pub fn start_puzzles(
        opts: &Options,
        puzzles: PuzzleOptions,
        waker: Waker,
    ) -> Result<(Driver, Vec<Event>), Exit> {
        let (settings, mut events) = start_settings(opts);
        let placeholder = Session::new(setup_of(opts, settings), 0)
            .map(|(session, _)| session)
            .map_err(|e| {
                eprintln!("tactus: {e}");
                Exit::Refused
            })?;
        let tts = first_voice(&settings, opts.transcript.clone(), &waker, &mut events);
        let mut driver = Driver::new(opts, settings, placeholder, tts, waker);
        driver.puzzles = Some(driver.sitting(puzzles.file, &mut events));
        events.extend(driver.begin_puzzle(puzzles.ask));
        if !driver.session.is_puzzle() {
            driver.say(&events);
            if let Some(tts) = driver.tts.take() {
                tts.shutdown(std::time::Duration::from_secs(2));
            }
            return Err(Exit::Refused);
        }
        events.extend(driver.persist());
        Ok((driver, events))
    }

    /// A sitting of puzzles from `file` (or the shipped ones), with the
    /// player's record read; what to say of a record that cannot be read.
    fn sitting(&self, file: Option<PathBuf>, events: &mut Vec<Event>) -> Sitting {
        let folders = self.folders();
        let mut blocked = None;
        let record = match record::load(folders) {
            Loaded::Nothing => Record::default(),
            Loaded::Record(record) => *record,
            Loaded::Damaged => {
                let kept = match record::set_aside(folders, unix_now()) {
                    Ok(path) => Ok(name_of(&path)),
                    Err(e) => {
                        let error = FileError::from_io(&e, &record::path(folders), true);
                        blocked = Some(error.clone());
                        Err(error)
                    }
                };
                events.push(said(PuzzleNotice::RecordDamaged { kept }));
                Record::default()
            }
            Loaded::Unreadable(e) => {
                let error = FileError::from_io(&e, &record::path(folders), false);
                blocked = Some(error.clone());
                events.push(said(PuzzleNotice::RecordDamaged { kept: Err(error) }));
                Record::default()
            }
        };
        Sitting {
            file,
            record,
            blocked,
            begun: 0,
            last: Ask::default(),
        }
    }

    /// A puzzle for `ask` chosen and begun: the game in progress (if one
    /// is) kept in the games folder first. When none can be chosen, or the
    /// game cannot be kept, what was in progress goes on and that is said.
    pub(super) fn begin_puzzle(&mut self, ask: Ask) -> Vec<Event> {
        let mut events = Vec::new();
        if self.puzzles.is_none() {
            self.puzzles = Some(self.sitting(None, &mut events));
        }
        let Some(sitting) = self.puzzles.as_mut() else {
            return events;
        };
        // `puzzle` alone: of the rating and theme asked for before.
        let ask = if ask == Ask::default() {
            sitting.last.clone()
        } else {
            ask
        };
        if ask.id.is_none() {
            sitting.last = ask.clone();
        }
        let file = sitting.file.clone();
        let own = ask.own;
        let target = sitting.record.rating.rounded().clamp(400, 3000) as u16;
        let played = sitting.record.played();
        let seed = getrandom::u64().unwrap_or_else(|_| unix_now());
        let asked = ask.clone();
        let mut chooser = Chooser::new(ask, target, &played, seed);
        let lang = self.session.settings().lang;
        let named = match &file {
            _ if own => Some(format_message(lang, "puzzle-own", &[])),
            file => file.as_ref().map(|f| f.display().to_string()),
        };
        match &file {
            _ if own => {
                let rows = own_rows(self.folders(), &self.session);
                if rows.is_empty() {
                    events.push(said(PuzzleNotice::NoneOwn));
                    return events;
                }
                chooser.offer(1, Some(own::HEADER));
                for (i, row) in rows.iter().enumerate() {
                    chooser.offer(i + 2, Some(row));
                }
            }
            None => {
                for (number, line) in shipped::lines() {
                    chooser.offer(number, Some(line));
                }
            }
            Some(path) => {
                if let Err(error) = read_lines(path, &mut chooser) {
                    events.push(said(PuzzleNotice::FileUnreadable {
                        file: path.display().to_string(),
                        error,
                    }));
                    return events;
                }
            }
        }
        let (chosen, skipped, more) = chooser.finish();
        events.extend(skipped.into_iter().map(|row| {
            said(PuzzleNotice::Skipped {
                file: named.clone(),
                row,
            })
        }));
        if more > 0 {
            events.push(said(PuzzleNotice::MoreSkipped {
                file: named.clone(),
                count: more,
            }));
        }
        let (puzzle, again) = match chosen {
            Chosen::Puzzle { puzzle, again } => (*puzzle, again),
            Chosen::None(why) => {
                events.push(said(PuzzleNotice::NoneChosen { file: named, why }));
                return events;
            }
        };
        if !self.session.is_puzzle() && self.session.has_game_to_keep() {
            let old = self.session.clone();
            if !self.kept {
                events.extend(self.keep_before_replacing(&old));
                if keep_failed(&events) {
                    return events;
                }
            }
            // The game is in the games folder: the next start asks nothing.
            let _ = store::forget(self.folders());
        }
        let (rating, first, done) = match self.puzzles.as_ref() {
            Some(s) => (s.record.rating, s.begun == 0, s.record.puzzles.len()),
            None => return events,
        };
        let setup = PuzzleSetup {
            puzzle,
            rating,
            settings: *self.session.settings(),
            first,
            again,
            done,
            asked,
        };
        match Session::puzzle(setup, self.now()) {
            Ok((session, begun)) => {
                if let Some(engine) = self.engine.as_mut().filter(|e| e.is_thinking()) {
                    engine.cancel();
                }
                self.install(session);
                self.kept = true;
                if let Some(s) = self.puzzles.as_mut() {
                    s.begun += 1;
                }
                events.extend(begun);
            }
            Err(e) => eprintln!("tactus: {e}"),
        }
        events
    }

    /// `rating` outside a puzzle: the player's puzzle rating from the
    /// record (read now if no puzzle was begun in this run).
    pub(super) fn puzzle_rating(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if self.puzzles.is_none() {
            self.puzzles = Some(self.sitting(None, &mut events));
        }
        if let Some(sitting) = self.puzzles.as_ref() {
            let record = &sitting.record;
            events.push(said(your_rating(record.rating, record.puzzles.len())));
        }
        events
    }

    /// After a puzzle's move: its result saved in the player's record if
    /// it was decided (before anything is said of it), and the settings
    /// if they changed. The autosave is left as it is.
    pub(super) fn persist_puzzle(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        self.to_do.save = false;
        if let Some(attempt) = self.to_do.attempt.take()
            && let Some(sitting) = self.puzzles.as_mut()
        {
            let record = sitting.record.with(&attempt, unix_now());
            let folders = &self.opts.folders;
            let saved = match &sitting.blocked {
                Some(error) => Err(error.clone()),
                None => record::save(folders, &record)
                    .map_err(|e| FileError::from_io(&e, &record::path(folders), true)),
            };
            if let Err(error) = saved {
                events.push(said(PuzzleNotice::NotSaved { error }));
            }
            sitting.record = record;
        }
        if std::mem::take(&mut self.to_do.settings) {
            events.extend(self.save_settings());
        }
        events
    }

    /// `new` after puzzles: a game begins as at a start, an unfinished
    /// saved game asked about first.
    pub(super) fn leave_puzzles_for_game(&mut self) -> Vec<Event> {
        let template = match Session::new(setup_of(&self.opts, self.settings), 0) {
            Ok((session, _)) => session.snapshot(0),
            Err(_) => return Vec::new(),
        };
        let found = find_saved(self.folders(), &template);
        self.blocked = found.blocked;
        let mut events = found.events;
        events.extend(self.first_game(found.offer).unwrap_or_default());
        events
    }
}

/// The puzzles of the player's own games: a row for each winning move
/// the player's side missed that a review kept in the games folder found,
/// each once (`current`: the game in progress, whose review may be kept).
fn own_rows(folders: &store::Folders, current: &Session) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut rows = Vec::new();
    // The games whose players are known: the one in progress, and the
    // one saved (when puzzles begin from the command line).
    let mut known: Vec<(Vec<String>, [Player; 2])> = Vec::new();
    if !current.is_puzzle() {
        let played = (0..current.game().ply_count())
            .map(|i| current.game().uci(i).to_string())
            .collect();
        let players = current.players();
        known.push((played, [players.white, players.black]));
    }
    if let store::Saved::Game(saved) = store::load(folders) {
        known.push((saved.moves.clone(), saved.players));
    }
    for kept in store::kept_reviews(folders) {
        let Some(game) = game_of(&kept.key) else {
            continue;
        };
        let review = Review::of(&game, &kept.evaluations);
        let player = player_of(&kept, &known);
        for row in own::rows(&review, player) {
            let id = row.split(',').next().unwrap_or_default().to_owned();
            if seen.insert(id) {
                rows.push(row);
            }
        }
    }
    rows
}

/// The side the player had in the game of `kept`, when one side was the
/// engine: from a game `known` (in progress, or saved) it is the review
/// of, or the game kept beside the review (`NAME.pgn` for
/// `NAME.review.json`, its game N for `NAME.game-N.review.json`). `None`:
/// not known (a game between people, or one not found).
fn player_of(kept: &store::KeptReview, known: &[(Vec<String>, [Player; 2])]) -> Option<Color> {
    let moves = &kept.key.moves;
    let game = known
        .iter()
        .find(|(played, _)| !moves.is_empty() && played.starts_with(moves));
    if let Some((_, players)) = game {
        return match players {
            [Player::Human, Player::Engine(_)] => Some(Color::White),
            [Player::Engine(_), Player::Human] => Some(Color::Black),
            _ => None,
        };
    }
    let name = kept
        .path
        .file_name()?
        .to_str()?
        .strip_suffix(".review.json")?;
    let (stem, number) = match name.rsplit_once(".game-") {
        Some((stem, n)) => (stem, n.parse().ok()?),
        None => (name, 1),
    };
    let pgn = std::fs::read(kept.path.with_file_name(format!("{stem}.pgn"))).ok()?;
    let imported = crate::rules::pgn::import(&pgn, number).ok()?;
    let same = (0..imported.game.ply_count())
        .map(|i| imported.game.uci(i).to_string())
        .eq(moves.iter().cloned());
    if !same {
        return None;
    }
    let header = &imported.scoresheet.header;
    match (is_engine(&header.white), is_engine(&header.black)) {
        (true, false) => Some(Color::Black),
        (false, true) => Some(Color::White),
        _ => None,
    }
}

/// Whether a player's name in a game kept by tactus is the engine's
/// ("tactus level 3", as the session names it).
fn is_engine(name: &str) -> bool {
    name.starts_with("tactus level ")
}

/// The game a kept review is of: its start and moves, as far as they can
/// be played.
fn game_of(key: &store::ReviewKey) -> Option<Game> {
    let mut game = match &key.start {
        Some(fen) => Game::from_fen(fen).ok()?,
        None => Game::new(),
    };
    for uci in &key.moves {
        if game.play_uci(uci).is_err() {
            break;
        }
    }
    Some(game)
}

/// Every line of the file at `path` offered to `chooser`, one at a time,
/// until it has what it needs; why the file cannot be read, if it cannot.
fn read_lines(path: &Path, chooser: &mut Chooser<'_>) -> Result<(), FileError> {
    let fault = |e: std::io::Error| FileError::from_io(&e, path, false);
    let file = std::fs::File::open(path).map_err(fault)?;
    let mut reader = BufReader::new(file);
    let mut line = Vec::with_capacity(512);
    let mut number = 0;
    loop {
        line.clear();
        let read = (&mut reader)
            .take(LONGEST_LINE)
            .read_until(b'\n', &mut line)
            .map_err(fault)?;
        if read == 0 {
            return Ok(());
        }
        number += 1;
        if !line.ends_with(b"\n") && read as u64 == LONGEST_LINE {
            // Too long to be a row: the rest is passed over, and what was
            // read is offered as the row it is not.
            pass_line(&mut reader).map_err(fault)?;
        }
        let text = std::str::from_utf8(&line)
            .ok()
            .map(|l| l.trim_end_matches(['\n', '\r']));
        if !chooser.offer(number, text) {
            return Ok(());
        }
    }
}

/// Reads past the rest of a line.
fn pass_line(reader: &mut impl BufRead) -> std::io::Result<()> {
    loop {
        let (done, used) = {
            let buf = reader.fill_buf()?;
            if buf.is_empty() {
                return Ok(());
            }
            match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (true, i + 1),
                None => (false, buf.len()),
            }
        };
        reader.consume(used);
        if done {
            return Ok(());
        }
    }
}

/// The name of a file, without its folder.
fn name_of(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

fn said(notice: PuzzleNotice) -> Event {
    Event::Notice(Notice::Puzzle(notice))
}
