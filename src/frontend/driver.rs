//! What every front end does around the [`Session`]: start-up (settings,
//! resume, engine, voice), reading the monotonic clock, saying events,
//! saving after every change, and driving the engine process.
//!
//! `tactus tty` and the board window differ only in how they read input and
//! wait; both own a [`Driver`].

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use shakmaty::{ByColor, Position};

use crate::engine::{Engine, EngineConfig, EngineError, EngineEvent, Level, Waker};
use crate::event::{Event, Notice, Player};
use crate::input::{Action, Command, parse_line};
use crate::notation::{Lang, Style};
use crate::rules::{Millis, pgn, procedure::Rules, time_control::TimeControl};
use crate::session::{EngineOrder, Session, Settings, Setup, settings::ThemeName};
use crate::speech::backends::{SpeechThread, VoiceKind};
use crate::speech::phrase::Phrases;
use crate::{config, store};

mod files;
mod voice;

pub use voice::LastWords;
use voice::first_voice;

/// How often a thinking engine is polled, so a hung one is noticed.
pub const ENGINE_POLL: Duration = Duration::from_millis(250);

/// How long the engine searches a position only to answer a draw offer
/// (on the person's turn, with no fresh score); its level's think cap may
/// shorten it.
pub const APPRAISAL_TIME: Millis = 300;

/// The depth from which the engine's search for its move is trusted to
/// answer a draw offer before the move comes.
pub const APPRAISAL_DEPTH: u32 = 10;

/// The options of a game, from the command line of `tactus tty` and `tactus play`.
#[derive(Clone, Debug)]
pub struct Options {
    /// Who plays each side.
    pub players: ByColor<Player>,
    /// The time control.
    pub control: TimeControl,
    /// Strict or casual.
    pub rules: Rules,
    /// Style, language and voice given on the command line (over the settings file).
    pub style: Option<Style>,
    /// The interface language.
    pub lang: Option<Lang>,
    /// The speaking output.
    pub voice: Option<VoiceKind>,
    /// A transcript file (JSON lines).
    pub transcript: Option<PathBuf>,
    /// The engine program.
    pub engine: Option<PathBuf>,
    /// A starting position.
    pub fen: Option<String>,
    /// Continue the last unfinished game.
    pub resume: bool,
    /// The board window's theme given on the command line (over the
    /// settings file); the terminal has no picture and keeps it unused.
    pub theme: Option<ThemeName>,
    /// `--voice screen-reader`: tactus's own voice is silent (`voice` is
    /// [`VoiceKind::None`]) and the player's screen reader speaks what the
    /// board window puts in its live region. The terminal refuses it.
    pub screen_reader: bool,
}

/// The system language from `LC_ALL`, `LC_MESSAGES` or `LANG`; English if unknown.
pub fn system_lang() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
        .find_map(|s| s.parse().ok())
        .unwrap_or(Lang::En)
}

/// A session with its engine and voice, driven by a front end.
pub struct Driver {
    epoch: Instant,
    /// The game.
    pub session: Session,
    engine: Option<Engine>,
    engine_path: Option<PathBuf>,
    searched: Option<String>,
    /// The position of a search made only to answer a draw offer.
    appraising: Option<String>,
    tts: Option<SpeechThread>,
    transcript: Option<PathBuf>,
    waker: Waker,
    last_said: String,
}

impl Driver {
    /// Loads the settings, resumes or sets up the game, starts the engine
    /// (whose `waker` is called when it has something to say) and the voice.
    /// Returns the driver and the events to say first, or the exit status.
    pub fn start(opts: &Options, waker: Waker) -> Result<(Driver, Vec<Event>), u8> {
        let epoch = Instant::now();
        let defaults = Settings {
            lang: system_lang(),
            ..Settings::default()
        };
        let (settings, problems) = config::load(defaults);
        let file = config::config_file_name();
        let mut events: Vec<Event> = problems
            .iter()
            .map(|p| Event::Notice(p.notice(&file)))
            .collect();
        let saved = if opts.resume { resumable() } else { None };
        let resumed = saved.is_some();
        let mut players = saved.as_ref().map_or(opts.players, |s| s.players());
        let level = players.iter().find_map(|p| match p {
            Player::Engine(l) => Some(*l),
            Player::Human => None,
        });
        let mut engine = None;
        if let Some(level) = level {
            match start_engine(opts.engine.as_deref(), level, &waker) {
                Ok(e) => engine = Some(e),
                Err(reason) => {
                    players = ByColor::new_with(|_| Player::Human);
                    events.push(Event::Notice(Notice::NoEngine { error: reason }));
                }
            }
        }
        let mut session = match saved {
            Some(mut session) => {
                if engine.is_none() && level.is_some() {
                    session = rebuild_for_people(&session);
                }
                events.push(Event::Notice(Notice::Resumed));
                events.push(Event::Turn {
                    side: session.game().turn(),
                    number: session.game().position().fullmoves().get(),
                });
                session
            }
            None => {
                if opts.resume && !resumed {
                    events.push(Event::Notice(Notice::NothingToResume));
                }
                let setup = Setup {
                    players,
                    control: opts.control.clone(),
                    rules: opts.rules,
                    fen: opts.fen.clone(),
                    settings,
                };
                match Session::new(setup, 0) {
                    Ok((session, evs)) => {
                        events.extend(evs);
                        session
                    }
                    Err(e) => {
                        eprintln!("tactus: {e}");
                        return Err(2);
                    }
                }
            }
        };
        // The command line's choices win over the saved ones, resumed or not.
        let mut chosen = *session.settings();
        chosen.style = opts.style.unwrap_or(chosen.style);
        chosen.lang = opts.lang.unwrap_or(chosen.lang);
        chosen.voice = opts.voice.unwrap_or(chosen.voice);
        chosen.theme = opts.theme.unwrap_or(chosen.theme);
        session.adopt_settings(chosen);
        let tts = first_voice(&chosen, opts.transcript.clone(), &waker, &mut events);
        let driver = Driver {
            epoch,
            session,
            engine,
            engine_path: opts.engine.clone(),
            searched: None,
            appraising: None,
            tts,
            transcript: opts.transcript.clone(),
            waker,
            last_said: String::new(),
        };
        Ok((driver, events))
    }

    /// Milliseconds since the start: the session's time.
    pub fn now(&self) -> Millis {
        self.epoch.elapsed().as_millis() as Millis
    }

    /// Says `events`: one line each on standard output, and through the voice.
    pub fn say(&mut self, events: &[Event]) {
        let settings = *self.session.settings();
        let phrases = Phrases::new(settings.style, settings.lang, false);
        let listener = self.session.listener();
        let mut out = std::io::stdout().lock();
        let now = self.now();
        for event in events {
            let utterance = phrases.utterance(event, listener);
            self.last_said = utterance.text.replace('\n', " ");
            let _ = writeln!(out, "{}", self.last_said);
            let _ = out.flush();
            if let Some(tts) = &self.tts {
                tts.say(utterance, now);
            }
        }
    }

    /// Says a sentence of the front end's own, already in the player's
    /// language (a gamepad connected, the window's help): on standard
    /// output and through the voice, like [`Driver::say`].
    pub fn say_text(&mut self, text: &str) {
        let utterance = crate::speech::Utterance {
            priority: crate::speech::Priority::Normal,
            kind: crate::speech::Kind::Info,
            text: text.to_owned(),
        };
        self.last_said = text.replace('\n', " ");
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{}", self.last_said);
        let _ = out.flush();
        let now = self.now();
        if let Some(tts) = &self.tts {
            tts.say(utterance, now);
        }
    }

    /// The last thing said.
    pub fn last_said(&self) -> &str {
        &self.last_said
    }

    /// Hands `action` to the session now, says what happened, saves if
    /// anything changed, and returns the events (for sounds and pixels).
    pub fn dispatch(&mut self, action: Action) -> Vec<Event> {
        let now = self.now();
        let before = *self.session.settings();
        let mut events = self.session.handle(action, now);
        self.follow_voice(before, &mut events);
        events.extend(self.voice_news());
        self.say(&events);
        self.persist();
        events
    }

    /// Carries out one typed line, as `tactus tty` and the board window's
    /// command line do: parsed by [`parse_line`], with the files of `save`
    /// and `load` written and read here. Returns the events (already said).
    pub fn run_line(&mut self, line: &str) -> Vec<Event> {
        match parse_line(line) {
            Action::Command(Command::Save(path)) => {
                let text = pgn::export(&self.session.scoresheet());
                match store::write_atomic(std::path::Path::new(&path), text.as_bytes()) {
                    Ok(()) => self.dispatch(Action::Saved(path)),
                    Err(e) => self.dispatch(Action::FileFailed {
                        path,
                        error: e.to_string(),
                    }),
                }
            }
            Action::Command(Command::Load(path, number)) => self.load_file(path, number),
            action => self.dispatch(action),
        }
    }

    /// Saves the game and the settings if they changed.
    pub fn persist(&mut self) {
        if self.session.take_dirty()
            && let Err(e) = store::save(&self.session.snapshot(self.now()))
        {
            eprintln!("tactus: cannot save the game: {e}");
        }
        if self.session.take_settings_dirty() {
            self.save_settings();
        }
    }

    /// How long the front end may wait before it must tick: the session's
    /// next wake-up, or the engine poll interval while the engine thinks.
    pub fn timeout(&self) -> Duration {
        let now = self.now();
        let mut timeout = self
            .session
            .next_wakeup(now)
            .map_or(Duration::from_secs(3600), |t| {
                Duration::from_millis(t.saturating_sub(now))
            });
        if self.engine.as_ref().is_some_and(Engine::is_thinking) {
            timeout = timeout.min(ENGINE_POLL);
        }
        timeout
    }

    /// Restarts the engine when the session asks, starts or cancels its search.
    /// Returns the events of any action this caused.
    pub fn drive_engine(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if let Some(EngineOrder::Restart(level)) = self.session.take_engine_order() {
            self.searched = None;
            let result = match self.engine.as_mut() {
                Some(engine) => engine.restart().and_then(|()| engine.set_level(level)),
                None => start_engine(self.engine_path.as_deref(), level.number(), &self.waker)
                    .map(|e| self.engine = Some(e)),
            };
            events.extend(match result {
                Ok(()) => self.dispatch(Action::EngineReady),
                Err(e) => self.dispatch(Action::EngineFailed(e)),
            });
        }
        let now = self.now();
        let Some(engine) = self.engine.as_mut() else {
            return events;
        };
        let fen = self.session.game().fen();
        let wanted = self.session.wants_appraisal();
        // A search only for a draw offer ends when the position changes.
        if self.appraising.is_some() && self.appraising != wanted {
            engine.cancel();
            self.appraising = None;
        }
        match self.session.engine_to_move(now) {
            Some(limits) if self.searched.as_deref() != Some(&fen) && !engine.is_thinking() => {
                match engine.go(self.session.game(), &limits) {
                    Ok(()) => self.searched = Some(fen),
                    Err(e) => events.extend(self.dispatch(Action::EngineFailed(e))),
                }
            }
            None if engine.is_thinking() && self.appraising.is_none() => {
                engine.cancel();
                self.searched = None;
            }
            None if !engine.is_thinking() && wanted.is_some() && !self.session.is_paused() => {
                let limits = crate::engine::SearchLimits::MoveTime(APPRAISAL_TIME);
                match engine.go(self.session.game(), &limits) {
                    Ok(()) => self.appraising = wanted,
                    Err(e) => events.extend(self.dispatch(Action::EngineFailed(e))),
                }
            }
            _ => {}
        }
        events.extend(self.appraise_while_thinking());
        events
    }

    /// A draw offer made while the engine searches for its move is
    /// answered from that search once it is deep enough
    /// ([`APPRAISAL_DEPTH`]), without waiting for the move.
    fn appraise_while_thinking(&mut self) -> Vec<Event> {
        let Some(fen) = self.session.wants_appraisal() else {
            return Vec::new();
        };
        let Some(engine) = self.engine.as_ref() else {
            return Vec::new();
        };
        let deep = engine.last_info().is_some_and(|info| {
            info.score.is_some() && info.depth.is_some_and(|d| d >= APPRAISAL_DEPTH)
        });
        if engine.is_thinking() && deep && self.searched.as_deref() == Some(fen.as_str()) {
            self.appraise(fen)
        } else {
            Vec::new()
        }
    }

    /// Hands the engine's latest score for the position `fen` to the session.
    fn appraise(&mut self, fen: String) -> Vec<Event> {
        let Some(engine) = self.engine.as_ref() else {
            return Vec::new();
        };
        let appraisal = crate::engine::Appraisal {
            fen,
            score: engine.last_info().and_then(|info| info.score),
            engine: engine
                .name()
                .and_then(|name| name.split_whitespace().next())
                .map(str::to_owned),
        };
        self.dispatch(Action::EngineAppraisal(appraisal))
    }

    /// Takes the engine's answer, if it has one, to the session.
    pub fn poll_engine(&mut self) -> Vec<Event> {
        let Some(engine) = self.engine.as_mut() else {
            return Vec::new();
        };
        let Some(event) = engine.poll() else {
            return Vec::new();
        };
        if let Some(fen) = self.appraising.take() {
            return match event {
                EngineEvent::BestMove(_) | EngineEvent::NoMove => self.appraise(fen),
                EngineEvent::Died(e) => self.dispatch(Action::EngineFailed(e)),
            };
        }
        let searched = self.searched.take();
        let mut events = Vec::new();
        let action = match event {
            EngineEvent::BestMove(uci) if searched == Some(self.session.game().fen()) => {
                // Its score first: a draw offer standing is answered
                // before (or instead of) the move, and one made right
                // after the move is answered at once.
                if let Some(fen) = searched {
                    events.extend(self.appraise(fen));
                }
                Action::EngineMoved(uci)
            }
            EngineEvent::BestMove(_) => return Vec::new(),
            EngineEvent::NoMove => Action::EngineFailed(engine.no_move_error()),
            EngineEvent::Died(e) => Action::EngineFailed(e),
        };
        events.extend(self.dispatch(action));
        events
    }

    /// Saves the game, stops the engine and lets the voice finish.
    pub fn shutdown(&mut self) {
        let snap = self.session.snapshot(self.now());
        if let Err(e) = store::save(&snap) {
            eprintln!("tactus: cannot save the game: {e}");
        }
        if let Some(mut engine) = self.engine.take() {
            engine.quit();
        }
        if let Some(tts) = self.tts.take() {
            tts.shutdown(Duration::from_secs(2));
        }
    }
}

/// The last unfinished game, if there is one and it can be restored (the
/// command line's style, language, voice and theme are put in by the
/// caller: what the player typed now wins).
fn resumable() -> Option<Session> {
    match store::load() {
        Ok(Some(snap)) if !snap.finished => match Session::restore(&snap, 0) {
            Ok(session) => Some(session),
            Err(e) => {
                eprintln!("tactus: the saved game cannot be resumed: {e}");
                None
            }
        },
        Ok(_) => None,
        Err(e) => {
            eprintln!("tactus: {e}");
            None
        }
    }
}

/// A saved engine game resumed with no engine: the same game between two people.
fn rebuild_for_people(session: &Session) -> Session {
    let mut snap = session.snapshot(0);
    snap.players = [Player::Human, Player::Human];
    Session::restore(&snap, 0).unwrap_or_else(|_| session.clone())
}

fn start_engine(
    path: Option<&std::path::Path>,
    level: u8,
    waker: &Waker,
) -> Result<Engine, EngineError> {
    let mut config = match path {
        Some(p) => EngineConfig::new(p),
        None => EngineConfig::default_engine()?,
    };
    config = config.with_level(Level::new(level.into()).unwrap_or(Level::MAX));
    config.waker = Some(waker.clone());
    Engine::start(config)
}
