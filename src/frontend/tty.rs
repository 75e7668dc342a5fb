//! `tactus tty`: the line interface for screen readers and braille
//! displays. One line in, one line out per utterance, flushed at once,
//! never a redrawn screen.
//!
//! A reader thread sends each stdin line into a channel; the engine's
//! reader thread wakes the same channel when a result arrives. The main
//! loop waits on that channel with a timeout of the session's next wake-up
//! (talking clock, flag; a poll interval while the engine thinks), so it
//! never spins. After every action the game is saved if it changed.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use shakmaty::{ByColor, Position};

use crate::engine::{Engine, EngineConfig, EngineEvent, Level};
use crate::event::{Event, Notice, Player};
use crate::input::{Action, Command, parse_line};
use crate::notation::{Lang, Style};
use crate::rules::{Millis, pgn, procedure::Rules, time_control::TimeControl};
use crate::session::{EngineOrder, Session, Settings, Setup};
use crate::speech::backends::{SpeechThread, TtsSettings, VoiceKind, open_voice};
use crate::speech::phrase::Phrases;
use crate::{config, store};

/// How often a thinking engine is polled, so a hung one is noticed.
const ENGINE_POLL: Duration = Duration::from_millis(250);

/// The command line of `tactus tty`.
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
}

enum Msg {
    Line(String),
    Eof,
    Wake,
}

struct Tty {
    epoch: Instant,
    session: Session,
    engine: Option<Engine>,
    engine_path: Option<PathBuf>,
    searched: Option<String>,
    tts: Option<SpeechThread>,
    tx: mpsc::Sender<Msg>,
}

/// The system language from `LC_ALL`, `LC_MESSAGES` or `LANG`; English if unknown.
pub fn system_lang() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
        .find_map(|s| s.parse().ok())
        .unwrap_or(Lang::En)
}

/// Runs a game; returns the exit status (0 after a normal end or end of input).
pub fn run(opts: Options) -> u8 {
    let epoch = Instant::now();
    let defaults = Settings {
        lang: system_lang(),
        ..Settings::default()
    };
    let (mut settings, problems) = config::load(defaults);
    for p in problems {
        eprintln!("tactus: {p}");
    }
    settings.style = opts.style.unwrap_or(settings.style);
    settings.lang = opts.lang.unwrap_or(settings.lang);
    settings.voice = opts.voice.unwrap_or(settings.voice);
    let (tx, rx) = mpsc::channel();
    let mut events = Vec::new();
    let saved = if opts.resume {
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
    } else {
        None
    };
    let resumed = saved.is_some();
    let mut players = saved.as_ref().map_or(opts.players, |s| s.players());
    let level = players.iter().find_map(|p| match p {
        Player::Engine(l) => Some(*l),
        Player::Human => None,
    });
    let mut engine = None;
    if let Some(level) = level {
        match start_engine(opts.engine.as_deref(), level, &tx) {
            Ok(e) => engine = Some(e),
            Err(reason) => {
                players = ByColor::new_with(|_| Player::Human);
                events.push(Event::Notice(Notice::NoEngine { reason }));
            }
        }
    }
    let session = match saved {
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
                    return 2;
                }
            }
        }
    };
    let tts = open_tts(session.settings().voice, opts.transcript.clone());
    let reader_tx = tx.clone();
    let spawned = std::thread::Builder::new()
        .name("stdin".into())
        .spawn(move || read_lines(reader_tx));
    if spawned.is_err() {
        eprintln!("tactus: cannot read the input");
        return 1;
    }
    let mut tty = Tty {
        epoch,
        session,
        engine,
        engine_path: opts.engine.clone(),
        searched: None,
        tts,
        tx,
    };
    tty.say(&events);
    tty.run(rx);
    0
}

/// A saved engine game resumed with no engine: the same game between two people.
fn rebuild_for_people(session: &Session) -> Session {
    let mut snap = session.snapshot(0);
    snap.players = [Player::Human, Player::Human];
    Session::restore(&snap, 0).unwrap_or_else(|_| session.clone())
}

fn open_tts(voice: VoiceKind, transcript: Option<PathBuf>) -> Option<SpeechThread> {
    let kind = match voice {
        VoiceKind::Tts => VoiceKind::Tts,
        _ if transcript.is_some() => VoiceKind::None,
        _ => return None,
    };
    match open_voice(kind, &TtsSettings::default(), transcript, std::io::stderr()) {
        Ok(thread) => Some(thread),
        Err(e) => {
            eprintln!("tactus: {e}");
            None
        }
    }
}

fn start_engine(
    path: Option<&std::path::Path>,
    level: u8,
    tx: &mpsc::Sender<Msg>,
) -> Result<Engine, String> {
    let mut config = match path {
        Some(p) => EngineConfig::new(p),
        None => EngineConfig::default_engine().map_err(|e| e.to_string())?,
    };
    config = config.with_level(Level::new(level.into()).unwrap_or(Level::MAX));
    let waker_tx = std::sync::Mutex::new(tx.clone());
    config.waker = Some(Arc::new(move || {
        if let Ok(tx) = waker_tx.lock() {
            let _ = tx.send(Msg::Wake);
        }
    }));
    Engine::start(config).map_err(|e| e.to_string())
}

/// Sends each line of standard input, until it ends. A line that is not
/// valid UTF-8 (a terminal in another encoding, stray bytes) is read with
/// replacement characters rather than ending the game.
fn read_lines(tx: mpsc::Sender<Msg>) {
    let stdin = std::io::stdin();
    let mut lock = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match lock.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes);
                if tx
                    .send(Msg::Line(line.trim_end_matches(['\n', '\r']).to_owned()))
                    .is_err()
                {
                    return;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let _ = tx.send(Msg::Eof);
}

impl Tty {
    fn now(&self) -> Millis {
        self.epoch.elapsed().as_millis() as Millis
    }

    fn say(&mut self, events: &[Event]) {
        let settings = *self.session.settings();
        let phrases = Phrases::new(settings.style, settings.lang, false);
        let listener = self.session.listener();
        let mut out = std::io::stdout().lock();
        let now = self.now();
        for event in events {
            let utterance = phrases.utterance(event, listener);
            let _ = writeln!(out, "{}", utterance.text.replace('\n', " "));
            let _ = out.flush();
            if let Some(tts) = &self.tts {
                tts.say(utterance, now);
            }
        }
    }

    fn dispatch(&mut self, action: Action) {
        let now = self.now();
        let events = self.session.handle(action, now);
        self.say(&events);
        self.persist();
    }

    fn persist(&mut self) {
        if self.session.take_dirty()
            && let Err(e) = store::save(&self.session.snapshot(self.now()))
        {
            eprintln!("tactus: cannot save the game: {e}");
        }
        if self.session.take_settings_dirty()
            && let Err(e) = config::save(self.session.settings())
        {
            eprintln!("tactus: cannot save the settings: {e}");
        }
    }

    fn run(&mut self, rx: mpsc::Receiver<Msg>) {
        self.persist();
        loop {
            if self.session.wants_quit() {
                break;
            }
            self.drive_engine();
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
            match rx.recv_timeout(timeout) {
                Ok(Msg::Line(line)) => self.line(&line),
                Ok(Msg::Eof) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
                Ok(Msg::Wake) | Err(mpsc::RecvTimeoutError::Timeout) => {
                    self.poll_engine();
                    self.dispatch(Action::Tick);
                }
            }
        }
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
        let _ = &self.tx;
    }

    fn line(&mut self, line: &str) {
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
            Action::Command(Command::Load(path, number)) => match std::fs::read_to_string(&path) {
                Ok(text) => self.dispatch(Action::LoadPgn { path, text, number }),
                Err(e) => self.dispatch(Action::FileFailed {
                    path,
                    error: e.to_string(),
                }),
            },
            action => self.dispatch(action),
        }
    }

    fn drive_engine(&mut self) {
        if let Some(EngineOrder::Restart(level)) = self.session.take_engine_order() {
            self.searched = None;
            let result = match self.engine.as_mut() {
                Some(engine) => engine
                    .restart()
                    .and_then(|()| engine.set_level(level))
                    .map_err(|e| e.to_string()),
                None => start_engine(self.engine_path.as_deref(), level.number(), &self.tx)
                    .map(|e| self.engine = Some(e)),
            };
            match result {
                Ok(()) => self.dispatch(Action::EngineReady),
                Err(e) => self.dispatch(Action::EngineFailed(e)),
            }
        }
        let now = self.now();
        let Some(engine) = self.engine.as_mut() else {
            return;
        };
        let fen = self.session.game().fen();
        match self.session.engine_to_move(now) {
            Some(limits) if self.searched.as_deref() != Some(&fen) && !engine.is_thinking() => {
                match engine.go(self.session.game(), &limits) {
                    Ok(()) => self.searched = Some(fen),
                    Err(e) => self.dispatch(Action::EngineFailed(e.to_string())),
                }
            }
            None if engine.is_thinking() => {
                engine.cancel();
                self.searched = None;
            }
            _ => {}
        }
    }

    fn poll_engine(&mut self) {
        let Some(engine) = self.engine.as_mut() else {
            return;
        };
        let Some(event) = engine.poll() else {
            return;
        };
        let searched = self.searched.take();
        let action = match event {
            EngineEvent::BestMove(uci) if searched == Some(self.session.game().fen()) => {
                Action::EngineMoved(uci)
            }
            EngineEvent::BestMove(_) => return,
            EngineEvent::NoMove => Action::EngineFailed("the engine gave no move".into()),
            EngineEvent::Died(e) => Action::EngineFailed(e.to_string()),
        };
        self.dispatch(action);
    }
}
