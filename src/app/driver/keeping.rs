//! Keeping the game: the autosave after every change (before anything is
//! said of it: a move that was said is already on disk), its failures said
//! in the player's voice, the games folder for games finished or set aside,
//! and the question a plain start asks when an unfinished game is saved.

use std::path::Path;

use shakmaty::Position;
use std::time::{SystemTime, UNIX_EPOCH};

use super::Driver;
use crate::event::{Event, FileError, Notice, Player};
use crate::notation::vocabulary::{self, Group};
use crate::rules::game::Game;
use crate::session::{Session, Snapshot};
use crate::store::{self, Folders, Recovered, Saved};

/// The answer to the start's question.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Go on with the saved game.
    Resume,
    /// Keep the saved game in the games folder and begin a new one.
    New,
}

impl Choice {
    /// The choice a typed line makes, if it makes one.
    /// The words are the `start-*` ones of `locales/*/input.ftl`, in
    /// every language.
    pub fn of_line(line: &str) -> Option<Choice> {
        match vocabulary::find(Group::Start, line)? {
            "resume" => Some(Choice::Resume),
            "new" => Some(Choice::New),
            _ => None,
        }
    }
}

/// A saved game waiting for the player's choice.
#[derive(Clone, Debug)]
pub(super) struct Offer {
    /// The game to resume.
    pub snapshot: Snapshot,
    /// When it is what could be read of a damaged file: how many
    /// half-moves of it were recovered.
    pub recovered: Option<usize>,
}

impl Offer {
    /// The question, as a notice.
    pub fn question(&self, by_key: bool) -> Notice {
        let number = Session::restore(&self.snapshot, 0)
            .map_or(1, |s| s.game().position().fullmoves().get());
        Notice::SavedGameWaiting {
            players: self.snapshot.players,
            number,
            recovered: self.recovered,
            by_key,
        }
    }
}

/// What a start finds saved: a game to offer, and what to say about the
/// autosave first (a damaged file kept aside). `blocked` is set when a
/// damaged autosave could not be moved aside: nothing may be saved over it.
pub(super) struct Found {
    pub offer: Option<Offer>,
    pub events: Vec<Event>,
    pub blocked: Option<FileError>,
}

/// Reads the autosave: an unfinished game is offered, a finished one put
/// in the games folder if it is not there yet, a damaged one kept aside
/// with what could be read of it offered. The autosave and the games
/// folder are those of `folders`.
pub(super) fn find_saved(folders: &Folders, template: &Snapshot) -> Found {
    let mut found = Found {
        offer: None,
        events: Vec::new(),
        blocked: None,
    };
    match store::load(folders) {
        Saved::Nothing => {}
        // Only the setting up of a game: nothing to offer or keep.
        Saved::Game(snap) if !snap.has_game_to_keep() => {}
        Saved::Game(snap) if snap.finished => {
            if !snap.kept {
                found.events.extend(keep_snapshot(folders, &snap, false));
            }
        }
        Saved::Game(snap) => match Session::restore(&snap, 0) {
            Ok(_) => {
                found.offer = Some(Offer {
                    snapshot: *snap,
                    recovered: None,
                })
            }
            Err(reason) => {
                let bytes = serde_json::to_vec(&snap).unwrap_or_default();
                damaged(
                    folders,
                    &mut found,
                    &bytes,
                    crate::event::SaveDamage::Invalid(reason),
                    template,
                );
            }
        },
        Saved::Damaged { bytes, why } => damaged(folders, &mut found, &bytes, why, template),
    }
    found
}

/// A damaged autosave: kept aside under a name that says so, and what can
/// be read of it offered as a game.
fn damaged(
    folders: &Folders,
    found: &mut Found,
    bytes: &[u8],
    why: crate::event::SaveDamage,
    template: &Snapshot,
) {
    let kept = match store::set_aside_damaged(folders, unix_now()) {
        Ok(path) => Ok(path.display().to_string()),
        Err(e) => {
            let error = FileError::from_io(&e, &folders.data, true);
            found.blocked = Some(error.clone());
            Err(error)
        }
    };
    found
        .events
        .push(Event::Notice(Notice::SavedGameDamaged { why, kept }));
    if let Some(recovered) = store::recover(bytes)
        && let Some(offer) = offer_recovered(&recovered, template)
    {
        found.offer = Some(offer);
    }
}

/// A game from what was recovered: the moves up to the first that cannot
/// be played, the rest (players, time control, rules) from the file where
/// it could be read, else from `template` (the options of this start).
fn offer_recovered(recovered: &Recovered, template: &Snapshot) -> Option<Offer> {
    let mut game = match &recovered.start_fen {
        Some(fen) => Game::from_fen(fen).ok()?,
        None => Game::new(),
    };
    let mut moves = Vec::new();
    for uci in &recovered.moves {
        if game.play_uci(uci).is_err() {
            break;
        }
        moves.push(uci.clone());
    }
    let mut snap = template.clone();
    if let Some(control) = &recovered.control
        && let Ok(parsed) = control.parse::<crate::rules::time_control::TimeControl>()
    {
        // The clocks themselves are lost: each side starts the control again.
        snap.control = control.clone();
        snap.readings = [parsed.initial_time(); 2];
    }
    snap.players = recovered.players.unwrap_or(snap.players);
    snap.strict = recovered.strict.unwrap_or(snap.strict);
    snap.start_fen = recovered.start_fen.clone();
    let white_first = recovered
        .start_fen
        .as_deref()
        .is_none_or(|fen| fen.split_whitespace().nth(1) != Some("b"));
    let n = moves.len() as u32;
    let (white, black) = if white_first {
        (n.div_ceil(2), n / 2)
    } else {
        (n / 2, n.div_ceil(2))
    };
    snap.clock_moves = [white, black];
    snap.move_clocks = Vec::new();
    let plies = moves.len();
    snap.moves = moves;
    Session::restore(&snap, 0).ok()?;
    Some(Offer {
        snapshot: snap,
        recovered: Some(plies),
    })
}

/// Seconds since 1970, for names of kept files.
pub(super) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Writes the game of `snap` into the games folder and says where.
fn keep_snapshot(folders: &Folders, snap: &Snapshot, unfinished: bool) -> Vec<Event> {
    match Session::restore(snap, 0) {
        Ok(session) => keep_session(folders, &session, snap.players, unfinished),
        Err(_) => Vec::new(),
    }
}

/// Writes the game of `session` into the games folder of `folders` and
/// says where.
pub(super) fn keep_session(
    folders: &Folders,
    session: &Session,
    players: [Player; 2],
    unfinished: bool,
) -> Vec<Event> {
    let now = unix_now();
    let mut sheet = session.scoresheet();
    if sheet.header.date.contains('?') {
        sheet.header.date = store::pgn_date(now);
    }
    let pgn = session.export_pgn(&sheet);
    let notice = match store::archive(folders, &store::archive_name(now, players), &pgn) {
        Ok(path) => {
            super::review::behind::carry(folders, session.game(), &path);
            Notice::GameKept {
                path: path.display().to_string(),
                unfinished,
            }
        }
        // `archive` takes another name for a file that exists: what exists
        // in the way can only be a file where the games folder should be.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Notice::KeepFailed {
            error: FileError::NotAFolder,
        },
        Err(e) => Notice::KeepFailed {
            error: FileError::from_io(&e, &folders.games(), true),
        },
    };
    vec![Event::Notice(notice)]
}

impl Driver {
    /// Saves the game if it changed (and the settings if they did), and
    /// puts a game that has just ended into the games folder. Returns what
    /// must be said about it: a save that failed (once, until it works
    /// again), where the finished game is kept. Nothing is saved while the
    /// start's question waits: the saved game stays as it is.
    pub fn persist(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if self.offer.is_some() {
            return events;
        }
        if self.session.is_puzzle() {
            return self.persist_puzzle();
        }
        if std::mem::take(&mut self.to_do.save) {
            let finished = self.session.game().is_over();
            if finished && !self.kept && self.session.has_game_to_keep() {
                let players = [self.session.players().white, self.session.players().black];
                let kept = keep_session(self.folders(), &self.session, players, false);
                let kept_at = kept.iter().find_map(|e| match e {
                    Event::Notice(Notice::GameKept { path, .. }) => Some(path.clone()),
                    _ => None,
                });
                self.kept = kept_at.is_some();
                if let Some(path) = kept_at {
                    // The review of the game goes with it from now on.
                    self.review_goes_with(Path::new(&path));
                }
                events.extend(kept);
            }
            events.extend(self.autosave());
        }
        if std::mem::take(&mut self.to_do.settings) {
            events.extend(self.save_settings());
        }
        events
    }

    /// Writes the autosave now; says a failure the first time (or when its
    /// reason changes) and a recovery. A game with no move is no game to
    /// keep: the autosave is removed instead, so that the next start asks
    /// nothing about it.
    pub(super) fn autosave(&mut self) -> Vec<Event> {
        // A puzzle is no game: the saved game stays as it was.
        if self.session.is_puzzle() {
            return Vec::new();
        }
        let result = match &self.blocked {
            Some(error) => Err(error.clone()),
            None if !self.session.has_game_to_keep() => {
                let folders = self.folders();
                store::forget(folders).map_err(|e| FileError::from_io(&e, &folders.current(), true))
            }
            None => {
                let mut snap = self.session.snapshot(self.now());
                snap.kept = self.kept;
                let folders = self.folders();
                store::save(folders, &snap)
                    .map_err(|e| FileError::from_io(&e, &folders.current(), true))
            }
        };
        match result {
            Ok(()) if self.save_error.take().is_some() => {
                vec![Event::Notice(Notice::AutosaveWorks)]
            }
            Ok(()) => Vec::new(),
            Err(error) if self.save_error.as_ref() == Some(&error) => Vec::new(),
            Err(error) => {
                self.save_error = Some(error.clone());
                vec![Event::Notice(Notice::AutosaveFailed { error })]
            }
        }
    }

    /// Whether the start's question (resume the saved game, or a new one)
    /// waits for an answer.
    pub fn offer_pending(&self) -> bool {
        self.offer.is_some()
    }

    /// Asks the start's question again (`by_key` in the board window).
    pub fn repeat_offer(&mut self, by_key: bool) -> Vec<Event> {
        let events = match &self.offer {
            Some(offer) => vec![Event::Notice(offer.question(by_key))],
            None => Vec::new(),
        };
        self.say(&events);
        events
    }

    /// Answers the start's question: the saved game goes on, or is kept in
    /// the games folder and a new game begins. Says and returns what happened.
    pub fn choose(&mut self, choice: Choice) -> Vec<Event> {
        let Some(offer) = self.offer.take() else {
            return Vec::new();
        };
        let now = self.now();
        let mut events = Vec::new();
        match choice {
            Choice::Resume => events.extend(self.begin_resumed(offer.snapshot, now)),
            // A game in tournament mode is not set aside for another.
            Choice::New if offer.snapshot.tournament.as_ref().is_some_and(|t| t.on) => {
                events.push(Event::Notice(Notice::Tournament(
                    crate::event::TournamentNotice::Refused(crate::event::Forbidden::NewGame),
                )));
                events.push(Event::Notice(offer.question(false)));
                self.offer = Some(offer);
                self.say(&events);
                return events;
            }
            Choice::New => {
                if offer.recovered.is_none() {
                    events.extend(keep_snapshot(self.folders(), &offer.snapshot, true));
                }
                // A saved game that cannot be kept is not replaced: the
                // question stands.
                if super::keep_failed(&events) {
                    events.push(Event::Notice(offer.question(false)));
                    self.offer = Some(offer);
                    self.say(&events);
                    return events;
                }
                match self.begin_new(now) {
                    Ok(evs) => events.extend(evs),
                    Err(message) => {
                        // The options were checked when the placeholder was
                        // made; this cannot fail, but a reason is kept.
                        eprintln!("tactus: {message}");
                    }
                }
            }
        }
        events.extend(self.persist());
        self.say(&events);
        events
    }

    /// When a game has replaced the one in progress (`load`): the one that
    /// was in progress is kept in the games folder, unless it had no moves
    /// (the caller knows whether it was there already).
    pub(super) fn keep_before_replacing(&mut self, previous: &Session) -> Vec<Event> {
        if !previous.has_game_to_keep() {
            return Vec::new();
        }
        let players = [previous.players().white, previous.players().black];
        keep_session(
            self.folders(),
            previous,
            players,
            !previous.game().is_over(),
        )
    }
}

impl Driver {
    /// `where`: the whole paths of the games folder, the autosave and the
    /// settings file, said and returned. Everything else names a kept file
    /// by its name alone.
    pub(super) fn say_where(&mut self) -> Vec<Event> {
        let folders = self.folders();
        let events = vec![Event::Notice(Notice::Where {
            games: folders.games().display().to_string(),
            autosave: folders.current().display().to_string(),
            settings: folders.settings_file().display().to_string(),
        })];
        self.say(&events);
        events
    }

    /// The goodbye for leaving: the game is saved, or (with no move made)
    /// there was none to keep.
    pub(super) fn goodbye(&self) -> Notice {
        if self.offer.is_none() && !self.session.has_game_to_keep() {
            Notice::GoodbyeNothingKept
        } else {
            Notice::Goodbye
        }
    }
}

/// Whether `path` names a file to read from the games folder: a bare or
/// relative name that is not in the current folder but is there (the
/// games folder of `folders`), with `.pgn` or without it, as the games
/// folder's games are named when they are kept.
pub(super) fn in_games_folder(folders: &Folders, path: &str) -> Option<std::path::PathBuf> {
    let given = Path::new(path);
    if given.is_absolute() || given.exists() {
        return None;
    }
    let there = folders.games().join(given);
    let with_pgn = folders.games().join(format!("{path}.pgn"));
    [there, with_pgn].into_iter().find(|p| p.exists())
}
