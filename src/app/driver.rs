//! What every front end does around the [`Session`]: start-up (settings,
//! resume, engine, voice), reading the monotonic clock, saying events,
//! saving after every change, and driving the engine process.
//!
//! `tactus tty` and the board window differ only in how they read input and
//! wait; both own a [`Driver`]. Its rooms: `start` (the start, job by job),
//! `keeping` (autosave, games folder, the start's question), `voice` (the
//! voice opened and reopened), `files` (settings file, `load`'s PGN),
//! `recorder` (`save FILE.wav` on a thread of its own), `engine` (the
//! engine process started, searching and answering).

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use shakmaty::{ByColor, zobrist::Zobrist64};

use crate::engine::{Engine, Waker};
use crate::event::{Event, FileError, Notice, Player};
use crate::input::{Action, Command, Typed, parse_line};
use crate::notation::{Lang, Style};
use crate::rules::{Millis, laws::Laws, procedure::Rules, time_control::TimeControl};
use crate::session::settings::{ThemeName, VoiceKind};
use crate::session::{Attempt, Effect, EngineOrder, Session, Settings, Setup};
use crate::speech::backends::SpeechThread;
use crate::speech::phrase::Phrases;
use crate::store::Folders;

mod analysis;
mod answer;
mod begin;
mod engine;
mod files;
mod heard;
mod keeping;
mod puzzles;
mod recorder;
mod review;
mod said;
mod sound;
mod start;
mod uttered;
mod voice;
mod voices;
pub use voices::Speakers;

use answer::one_answer;
pub use engine::{APPRAISAL_DEPTH, APPRAISAL_TIME, ENGINE_POLL};
pub use keeping::Choice;
use keeping::Offer;
pub use puzzles::PuzzleOptions;
pub use said::{Line, RECENT_LINES, Said};
pub use voice::LastWords;

/// The options of a game, from the command line of `tactus tty` and `tactus play`.
#[derive(Clone, Debug)]
pub struct Options {
    /// Who plays each side.
    pub players: ByColor<Player>,
    /// The players' names as given, for the score.
    pub names: ByColor<Option<String>>,
    /// The time control.
    pub control: TimeControl,
    /// Strict or casual.
    pub rules: Rules,
    /// The edition of the Laws a new game is played under.
    pub laws: Laws,
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
    /// A game of Chess960 from the starting position of this number.
    pub chess960: Option<u32>,
    /// Continue the last unfinished game.
    pub resume: bool,
    /// The board window's theme given on the command line (over the
    /// settings file); the terminal has no picture and keeps it unused.
    pub theme: Option<ThemeName>,
    /// `--voice screen-reader`: tactus's own voice is silent (`voice` is
    /// [`VoiceKind::None`]) and the player's screen reader speaks what the
    /// board window puts in its live region. The terminal refuses it.
    pub screen_reader: bool,
    /// The language of the user's locale ([`Lang::from_locale`]), worked
    /// out once in `main`: the settings' language when the settings file
    /// and the command line name none.
    pub locale_lang: Lang,
    /// Where the settings, the autosave and the games folder are, worked
    /// out once in `main`.
    pub folders: Folders,
    /// Tournament mode for a new game (`--tournament`), with the arbiter's
    /// code already hashed (`--arbiter-code`); a resumed game keeps its own.
    pub tournament: Option<crate::rules::tournament::Tournament>,
    /// A braille display at the terminal (`--braille`); `None` leaves it to
    /// the `braille` setting.
    pub braille: Option<crate::setting::BrailleUse>,
    /// `--listen`: moves said aloud are heard (English).
    pub listen: bool,
}

/// How long quitting waits for the last earcon to end.
const LAST_SOUND: Duration = Duration::from_secs(1);

/// A session with its engine, voice and earcons, driven by a front end.
/// Every action reaches the session through it ([`Driver::dispatch`],
/// [`Driver::tick`], [`Driver::run_line`]); front ends read the session
/// ([`Driver::session`]) and never change it past the driver.
pub struct Driver {
    epoch: Instant,
    session: Session,
    engine: Option<Engine>,
    engine_path: Option<PathBuf>,
    /// The position (its key) the engine searches for its move.
    searched: Option<Zobrist64>,
    /// The position (its key) of a search made only to answer a draw offer.
    appraising: Option<Zobrist64>,
    /// The analysis for a hint or the evaluation, while it runs.
    analysis: Option<analysis::Asked>,
    tts: Option<SpeechThread>,
    transcript: Option<PathBuf>,
    waker: Waker,
    /// What was said, for the front ends that show it.
    said: Said,
    /// The options this start was given, for a new game later.
    opts: Options,
    /// The settings file's settings (with the command line's over them).
    settings: Settings,
    /// An unfinished saved game waiting for the player's choice (resume or
    /// new); while it waits, `session` is only a placeholder, never saved.
    offer: Option<Offer>,
    /// Why the last autosave failed, while it fails.
    save_error: Option<FileError>,
    /// A damaged autosave that could not be moved aside: nothing is saved
    /// over it.
    blocked: Option<FileError>,
    /// Whether the game in progress is already in the games folder.
    kept: bool,
    /// Whether `quit` was said to leave a game that cannot be saved.
    quit_warned: bool,
    /// Whether the player left while the start's question waited.
    leave: bool,
    /// What the session asked for that the loop carries out later: saving,
    /// the engine restarted, an analysis, a puzzle's result.
    to_do: ToDo,
    /// The earcons, once the front end opened them ([`Driver::open_sound`]).
    sound: Option<sound::Sound>,
    /// The utterances said, for a screen reader ([`Driver::keep_uttered`]).
    uttered: Option<Vec<crate::speech::phrase::Uttered>>,
    /// The recordings of `save FILE.wav` being made.
    recordings: crate::app::recordings::Recordings,
    /// The synthesizer's voices, once asked for ([`Driver::speakers`]).
    voices: voices::Listing,
    /// The puzzles of this run, once one was asked for.
    puzzles: Option<puzzles::Sitting>,
    /// The review of the game (`review`), while it is open.
    walk: Option<review::Walk>,
    /// Whether the review's help was said (once a run, and on `help`).
    walk_help_said: bool,
    /// The review made while the game is played, and where it goes.
    behind: review::behind::Behind,
}

/// What the session asked for ([`Effect`]) that the loop carries out
/// after the action: the game and the settings saved when it persists,
/// the engine restarted and an analysis begun when it drives the engine, a
/// puzzle's result kept; and whether the player quit.
#[derive(Debug, Default)]
struct ToDo {
    save: bool,
    settings: bool,
    engine: Option<EngineOrder>,
    analyse: Option<u64>,
    attempt: Option<Attempt>,
    quit: bool,
}

impl Driver {
    /// Makes `session` the game in progress, with nothing searched yet.
    fn install(&mut self, session: Session) {
        self.session = session;
        self.searched = None;
        self.appraising = None;
        let effects = self.session.first_effects();
        self.note(effects);
    }

    /// Takes note of the effects the loop carries out later
    /// ([`ToDo`]); returns those to carry out now, in order.
    fn note(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let mut now = Vec::new();
        for effect in effects {
            match effect {
                Effect::Save => self.to_do.save = true,
                Effect::SaveSettings => self.to_do.settings = true,
                Effect::Engine(order) => self.to_do.engine = Some(order),
                Effect::Analyse(key) => self.to_do.analyse = Some(key),
                Effect::PuzzleResult(attempt) => self.to_do.attempt = Some(attempt),
                Effect::Quit => self.to_do.quit = true,
                Effect::NewGame(_) | Effect::Puzzle(_) | Effect::Review | Effect::PuzzleRating => {
                    now.push(effect)
                }
            }
        }
        now
    }

    /// Where the settings, the autosave and the games folder are.
    pub fn folders(&self) -> &Folders {
        &self.opts.folders
    }

    /// Milliseconds since the start: the session's time.
    pub fn now(&self) -> Millis {
        self.epoch.elapsed().as_millis() as Millis
    }

    /// Says `events`: one line each on standard output, and through the
    /// voice, where the lines of one answer (both clocks, a piece list)
    /// go as one utterance of several lines ([`one_answer`]): said one
    /// after the other with a pause, none cutting off the one before.
    /// The utterances are kept for a screen reader ([`Driver::take_uttered`]).
    pub fn say(&mut self, events: &[Event]) {
        let settings = *self.session.settings();
        let phrases = Phrases::new(settings.style, settings.lang, false);
        let listener = self.session.listener();
        let mut out = std::io::stdout().lock();
        let now = self.now();
        let mut utterances = Vec::with_capacity(events.len());
        for event in events {
            let uttered = phrases.uttered(event, listener);
            let utterance = uttered.utterance.clone();
            let line = utterance.text.replace('\n', " ");
            let _ = writeln!(out, "{line}");
            let _ = out.flush();
            let kept = !line.trim().is_empty();
            self.said
                .remember_as(line, utterance.moves.clone(), utterance.priority);
            if kept
                && matches!(
                    event,
                    Event::ClockReading {
                        requested: false,
                        ..
                    }
                )
            {
                self.said.mark_clock_reading();
            }
            utterances.push(utterance);
            self.utter(uttered);
        }
        drop(out);
        if let Some(tts) = &self.tts {
            for utterance in one_answer(utterances) {
                tts.say(utterance, now);
            }
        }
        self.sound(events);
    }

    /// The lines said last, oldest first, for a front end that shows them.
    pub fn recent_said(&self) -> Vec<&str> {
        self.said.recent()
    }

    /// What was said, for a front end that shows the lines since it last
    /// looked ([`Said::since`]).
    pub fn said(&self) -> &Said {
        &self.said
    }

    /// The game, to read.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Time passed (the front end's wait ended): the engine's answer if it
    /// has one, the talking clock's marks, a flag fall; said, sounded and
    /// returned. What is said here comes of its own accord, not as the
    /// answer to the player ([`Said::mark_news`]).
    pub fn tick(&mut self) -> Vec<Event> {
        let mark = self.said.count();
        let mut events = self.poll_engine();
        events.extend(self.poll_analysis());
        events.extend(self.poll_review());
        events.extend(self.finished_recordings());
        events.extend(self.dispatch(Action::Tick));
        self.said.mark_news(mark);
        events
    }

    /// The last thing said.
    pub fn last_said(&self) -> &str {
        self.said.last()
    }

    /// Hands `action` to the session now, says what happened, saves if
    /// anything changed, and returns the events (for sounds and pixels).
    ///
    /// The game is saved before anything is said of it (write-ahead): a
    /// move the player heard is on disk. While the start's question waits,
    /// only quitting is taken; anything else asks it again.
    pub fn dispatch(&mut self, action: Action) -> Vec<Event> {
        if self.offer.is_some() {
            return self.while_offered(action);
        }
        if is_quit(&action)
            && let Some(error) = self.save_error.clone()
        {
            let events = if self.quit_warned {
                self.leave = true;
                vec![Event::Notice(Notice::GoodbyeUnsaved)]
            } else {
                self.quit_warned = true;
                vec![Event::Notice(Notice::QuitUnsaved { error })]
            };
            self.say(&events);
            return events;
        }
        let now = self.now();
        let before = *self.session.settings();
        let handled = self.session.handle(action, now);
        let mut events = handled.events;
        self.follow_voice(before, &mut events);
        for effect in self.note(handled.effects) {
            events.extend(match effect {
                Effect::NewGame(setup) => self.start_next_game(*setup),
                Effect::Puzzle(ask) => self.begin_puzzle(ask),
                Effect::Review => self.begin_review(),
                Effect::PuzzleRating => self.puzzle_rating(),
                _ => Vec::new(),
            });
        }
        events.extend(self.voice_news());
        events.extend(self.persist());
        if self.save_error.is_some() {
            for event in &mut events {
                if matches!(event, Event::Notice(Notice::Goodbye)) {
                    *event = Event::Notice(Notice::GoodbyeUnsaved);
                }
            }
        }
        self.say(&events);
        events
    }

    /// An action while the start's question waits.
    fn while_offered(&mut self, action: Action) -> Vec<Event> {
        match action {
            a if is_quit(&a) => {
                self.leave = true;
                let events = vec![Event::Notice(Notice::Goodbye)];
                self.say(&events);
                events
            }
            Action::Tick
            | Action::EngineMoved(_)
            | Action::EngineFailed(_)
            | Action::EngineReady
            | Action::EngineAppraisal(_) => Vec::new(),
            Action::Board(_) | Action::PointAt(_) => self.repeat_offer(true),
            _ => self.repeat_offer(false),
        }
    }

    /// Whether the front end should end: the player quit.
    pub fn has_left(&self) -> bool {
        self.leave || self.to_do.quit
    }

    /// Carries out one typed line, as `tactus tty` and the board window's
    /// command line do: parsed by [`parse_line`], with the files of `save`
    /// and `load` written and read here. While the start's question waits,
    /// the line answers it; while a pawn waits for its piece, a piece or
    /// its letter (`q`, `n`, German `T`) is that answer, not a command.
    /// Returns the events (already said).
    pub fn run_line(&mut self, line: &str) -> Vec<Event> {
        if self.offer.is_some()
            && let Some(choice) = Choice::of_line(line)
        {
            return self.choose(choice);
        }
        if self.offer.is_none() && self.session.awaits_arbiter_code() {
            return self.dispatch(Action::ArbiterCode(line.to_owned()));
        }
        if self.offer.is_none()
            && let Some(events) = self.review_line(line)
        {
            return events;
        }
        if self.session.answers_promotion(line) {
            return self.dispatch(Action::TypedMove(line.trim().to_owned()));
        }
        match parse_line(line) {
            Typed::Act(action) => self.dispatch(action),
            // While the start's question waits, no game is there to save
            // over or replace: the question is asked again.
            Typed::Save(_) | Typed::Load(..) if self.offer.is_some() => self.repeat_offer(false),
            Typed::Save(path) => self.save_game(path),
            Typed::Load(path, number) => self.load_game(path, number),
            Typed::Voices(page) => self.say_voices(page),
            Typed::Where => self.say_where(),
        }
    }

    /// Starts the new game the player asked for (`new`) with `setup`,
    /// after keeping the old game in the games folder (unless it has no
    /// moves or is there already); returns what to say. If it cannot be
    /// kept, the old game goes on and that is said.
    fn start_next_game(&mut self, setup: Setup) -> Vec<Event> {
        if self.session.is_puzzle() {
            return self.leave_puzzles_for_game();
        }
        let now = self.now();
        let old = self.session.clone();
        let mut events = if self.kept {
            Vec::new()
        } else {
            self.keep_before_replacing(&old)
        };
        if keep_failed(&events) {
            return events;
        }
        let tournament = old.tournament_for_next_game();
        match Session::new(setup, now) {
            Ok((mut session, mut evs)) => {
                session.set_started(keeping::unix_now());
                if let Some(tournament) = tournament {
                    evs.extend(session.start_tournament(tournament));
                }
                if let Some(engine) = self.engine.as_mut().filter(|e| e.is_thinking()) {
                    engine.cancel();
                }
                self.install(session);
                self.kept = self.session.game().is_over();
                events.extend(evs);
            }
            Err(e) => eprintln!("tactus: cannot start a new game: {e}"),
        }
        events
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
        if self.engine.as_ref().is_some_and(Engine::is_thinking)
            || self.recordings.pending()
            || self.voices.pending()
            || self.analysing()
            || self.review_working()
        {
            timeout = timeout.min(ENGINE_POLL);
        }
        timeout
    }

    /// Saves the game, stops the engine and lets the voice finish.
    /// The saved game is left as it is while the start's question waits.
    /// Leaving other than by `quit` (the end of the input, Ctrl+C, the
    /// window closed) says goodbye too, and whether the game is saved.
    pub fn shutdown(&mut self) {
        let said_goodbye = self.has_left();
        if self.offer.is_none() {
            // The clocks as they stand now; a failure was said already.
            let _ = self.autosave();
        }
        self.settle_behind();
        // The game is saved: a recording being made may take its time.
        self.finish_recordings();
        if !said_goodbye {
            let farewell = if self.offer.is_none() && self.save_error.is_some() {
                Notice::GoodbyeUnsaved
            } else {
                self.goodbye()
            };
            self.say(&[Event::Notice(farewell)]);
        }
        if let Some(mut engine) = self.engine.take() {
            engine.quit();
        }
        if let Some(tts) = self.tts.take() {
            tts.shutdown(Duration::from_secs(2));
        }
        self.finish_sound(LAST_SOUND);
    }
}

/// The command line's style, language, voice and theme over `settings`:
/// what the player typed now wins, resumed or not.
fn with_command_line(settings: Settings, opts: &Options) -> Settings {
    Settings {
        style: opts.style.unwrap_or(settings.style),
        lang: opts.lang.unwrap_or(settings.lang),
        voice: opts.voice.unwrap_or(settings.voice),
        theme: opts.theme.unwrap_or(settings.theme),
        ..settings
    }
}

/// The new game the options describe.
fn setup_of(opts: &Options, settings: Settings) -> Setup {
    Setup {
        players: opts.players,
        control: opts.control.clone(),
        rules: opts.rules,
        fen: opts.fen.clone(),
        chess960: opts.chess960,
        settings,
        laws: opts.laws,
        names: opts.names.clone(),
    }
}

/// Whether keeping a game in the games folder failed among `events`:
/// then nothing may replace that game.
fn keep_failed(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::Notice(Notice::KeepFailed { .. })))
}

/// Whether `action` asks to quit.
fn is_quit(action: &Action) -> bool {
    matches!(
        action,
        Action::Command(Command::Quit) | Action::Board(crate::keymap::BoardAction::Quit)
    )
}
