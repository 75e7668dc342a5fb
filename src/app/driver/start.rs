//! The start of a game, job by job: the settings (the file's under the
//! command line's), the options checked by a placeholder game, the voice,
//! the saved game looked at, and the first game chosen: resumed, asked
//! about, or new with its engine.

use crate::exit::Exit;
use std::time::Instant;

use super::keeping::{Offer, find_saved};
use super::voice::first_voice;
use super::{Driver, Options, setup_of, with_command_line};
use crate::config;
use crate::engine::Waker;
use crate::event::{Event, Notice};
use crate::session::{Session, Settings};
use crate::speech::backends::SpeechThread;

impl Driver {
    /// Loads the settings and the voice, and looks at the saved game: with
    /// `--resume` it goes on; at a plain start an unfinished saved game is
    /// offered (resume or new: see [`Driver::choose`]) and nothing is saved
    /// until the player answers; otherwise a new game begins and the engine
    /// starts (its `waker` is called when it has something to say). The
    /// autosave is written before the events to say first are returned.
    /// Returns the driver and those events, or the exit status.
    pub fn start(opts: &Options, waker: Waker) -> Result<(Driver, Vec<Event>), Exit> {
        let (settings, mut events) = start_settings(opts);
        let placeholder = placeholder(opts, settings)?;
        let tts = first_voice(&settings, opts.transcript.clone(), &waker, &mut events);
        let found = find_saved(&opts.folders, &placeholder.snapshot(0));
        let mut driver = Driver::new(opts, settings, placeholder, tts, waker);
        driver.blocked = found.blocked;
        events.extend(found.events);
        events.extend(driver.first_game(found.offer)?);
        events.extend(driver.persist());
        Ok((driver, events))
    }

    /// A driver for `opts` and `settings` with `session` shown and the
    /// voice `tts`, before any game is chosen: no engine, nothing saved.
    pub(super) fn new(
        opts: &Options,
        settings: Settings,
        session: Session,
        tts: Option<SpeechThread>,
        waker: Waker,
    ) -> Driver {
        Driver {
            epoch: Instant::now(),
            session,
            engine: None,
            engine_path: opts.engine.clone(),
            searched: None,
            appraising: None,
            analysis: None,
            behind: Default::default(),
            tts,
            transcript: opts.transcript.clone(),
            waker,
            said: Default::default(),
            opts: opts.clone(),
            settings,
            offer: None,
            save_error: None,
            blocked: None,
            kept: false,
            quit_warned: false,
            leave: false,
            to_do: Default::default(),
            sound: None,
            uttered: None,
            recordings: crate::app::recordings::Recordings::new(),
            voices: super::voices::Listing::default(),
            puzzles: None,
            walk: None,
            walk_help_said: false,
        }
    }

    /// The game the start begins with, given what is saved (`offer`): the
    /// saved game goes on with `--resume`; an unfinished one (or one
    /// recovered from a damaged file) is asked about; otherwise a new game
    /// begins, its engine started. The events to say, or the exit status.
    pub(super) fn first_game(&mut self, offer: Option<Offer>) -> Result<Vec<Event>, Exit> {
        match offer {
            Some(offer) if self.opts.resume && offer.recovered.is_none() => {
                Ok(self.begin_resumed(offer.snapshot, 0))
            }
            Some(offer) => Ok(self.ask(offer)),
            None => {
                let mut events = Vec::new();
                if self.opts.resume {
                    events.push(Event::Notice(Notice::NothingToResume));
                }
                let begun = self.begin_new(0).map_err(|e| {
                    eprintln!("tactus: {e}");
                    Exit::Refused
                })?;
                events.extend(begun);
                Ok(events)
            }
        }
    }

    /// Asks the start's question about the saved game of `offer`, which
    /// waits for the answer ([`Driver::choose`]); the window shows that
    /// game meanwhile, its clocks still, in the words of this start (its
    /// settings file and command line), as the question is, but in the
    /// saved game's language unless `--lang` names one: the player hears
    /// about a German game in German, as it goes on if resumed.
    fn ask(&mut self, offer: Offer) -> Vec<Event> {
        let question = Event::Notice(offer.question(false));
        let mut settings = self.settings;
        if self.opts.lang.is_none() {
            settings.lang = offer.snapshot.settings.lang;
        }
        if let Ok(mut shown) = Session::restore(&offer.snapshot, 0) {
            shown.stop_clock(0);
            self.session = shown;
        }
        self.session.adopt_settings(settings);
        self.offer = Some(offer);
        vec![question]
    }
}

/// The settings of this start: the settings file's (over the defaults,
/// in the locale's language) with the command line's over them, and a
/// notice for each problem of the file.
pub(super) fn start_settings(opts: &Options) -> (Settings, Vec<Event>) {
    let defaults = Settings {
        lang: opts.locale_lang,
        ..Settings::default()
    };
    let path = opts.folders.settings_file();
    let (settings, problems) = config::load(&path, defaults);
    let file = config::config_file_name(&path);
    let events = problems
        .iter()
        .map(|p| Event::Notice(p.notice(&file)))
        .collect();
    (with_command_line(settings, opts), events)
}

/// The new game of `opts`, made at the start only to check the options
/// and to be shown until the player's choice; exit status 2 when the
/// options make no game (a bad position, say).
fn placeholder(opts: &Options, settings: Settings) -> Result<Session, Exit> {
    Session::new(setup_of(opts, settings), 0)
        .map(|(session, _)| session)
        .map_err(|e| {
            eprintln!("tactus: {e}");
            Exit::Refused
        })
}
