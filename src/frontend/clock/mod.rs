//! `tactus clock`: the talking chess clock that keeps the score as the
//! game goes, in its window (`window`: `face` is what it shows, `draw`
//! its pixels, `buttons` the keyboard's two halves) or the line
//! interface. A shell over the pure clock game of [`crate::table`]: it
//! reads lines (or keys) and the monotonic clock, hands them to the
//! game, saves it, and says what happened, one line each on standard
//! output and through the voice.
//!
//! A reader thread sends each standard input line into a channel; the
//! main loop waits on it until the next thing the clock must say by
//! itself (the talking clock's schedule, a flag), so a waiting clock costs
//! nothing. The clock game's time goes on across restarts: `--resume`
//! starts from the saved moment plus the wall-clock time in between.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use shakmaty::Color;

use super::lines::{self, Input};
use crate::audio::{Pan, SpokenBackend, SpokenError, SpokenSettings};
use crate::config;
use crate::event::{Event, FileError, Notice};
use crate::notation::{Lang, format_message};
use crate::rules::Millis;
use crate::rules::clock::Press;
use crate::rules::laws::Laws;
use crate::rules::time_control::TimeControl;
use crate::rules::time_control::preset::{PRESETS, control_or_preset};
use crate::rules::tournament::ArbiterCode;
use crate::session::Settings;
use crate::session::settings::VoiceKind;
use crate::session::talking_clock::{Schedule, TalkingClock};
use crate::speech::Utterance;
use crate::speech::backends::{
    BackendKind, SpeechThread, Transcript, TtsSettings, VoiceError, open_lasting_voice, open_voice,
};
use crate::speech::phrase::Phrases;
use crate::speech::voice::Voice;
use crate::store::{Folders, write_user_file};
use crate::table::{
    ClockGame, Command, Names, TableError, TableEvent, TableSide, parse_command, record, score,
};

mod access;
mod adjourn;
mod adjourn_words;
mod band;
mod buttons;
mod cmdline;
mod draw;
mod envelope;
mod face;
mod keep;
mod pads;
mod reader;
mod recording;
mod window;
mod words;

pub use keep::CLOCK_FILE;
use keep::Found;
use words::Words;

/// The options of `tactus clock`.
#[derive(Debug, clap::Args)]
pub struct ClockArgs {
    /// The time control, written as players write it (90+30, 40/90,30+30,
    /// G/60 d5, 2/10s,5s) or a preset's name (see --presets) [default: rapid, 15+10].
    pub control: Option<String>,
    /// The line interface instead of the clock window (the terminal is
    /// used anyway when there is no display).
    #[arg(long)]
    pub tty: bool,
    /// Continues the last clock game, charging the running clock for the
    /// time since it was last saved.
    #[arg(long)]
    pub resume: bool,
    /// en, de or es.
    #[arg(long)]
    pub lang: Option<Lang>,
    /// tts, text, none or screen-reader (tactus's voice silent, the
    /// window announcing every answer to your screen reader).
    #[arg(long)]
    pub voice: Option<crate::frontend::voice_choice::VoiceChoice>,
    /// Records every utterance (JSON lines) in this file.
    #[arg(long)]
    pub transcript: Option<PathBuf>,
    /// Where White's clock button is: left or right [default: left].
    #[arg(long)]
    pub white_side: Option<String>,
    /// Whose clock `c me` tells and the talking clock watches: white or
    /// black [default: white].
    #[arg(long)]
    pub me: Option<String>,
    /// Lists the presets with their words, and ends.
    #[arg(long)]
    pub presets: bool,
    /// Resumes an adjourned game from the arbiter's file the seal wrote
    /// (adjourned-….json, or any file of its envelope beside it, or the
    /// clock game's own file); `unseal` then opens the envelope.
    #[arg(long, value_name = "FILE")]
    pub resume_sealed: Option<PathBuf>,
    /// The edition of the Laws, which with the time control sets the
    /// penalties: 2023 (in force) or 2008 [default: 2023].
    #[arg(long)]
    pub laws: Option<Laws>,
    /// White's name, for the PGN and the arbiter's report.
    #[arg(long)]
    pub white: Option<String>,
    /// Black's name, for the PGN and the arbiter's report.
    #[arg(long)]
    pub black: Option<String>,
    /// Tournament mode: no move is judged aloud (one that cannot be played
    /// is recorded as written and marked for the arbiter), and the
    /// arbiter's commands need his code.
    #[arg(long)]
    pub tournament: bool,
    /// The arbiter's code for tournament mode (kept only as a salted hash).
    #[arg(long, requires = "tournament")]
    pub arbiter_code: Option<String>,
    /// The side the clock's sounds and speech are heard on: left, right or
    /// centre (the blind player's side, so the opponent is not disturbed).
    #[arg(long)]
    pub pan: Option<Pan>,
}

/// What a new clock game is set up with.
struct Setup {
    control: TimeControl,
    white_side: TableSide,
    me: Color,
    laws: Laws,
    names: Names,
    code: Option<ArbiterCode>,
    tournament: bool,
}

/// Runs `tactus clock`: `lang` and `folders` as `main` worked them out,
/// `display` whether a display is there (the window would be the default).
/// The exit status: 0, or 2 for options that make no clock (said on
/// standard error).
pub fn command(args: ClockArgs, lang: Lang, folders: Folders, display: bool) -> u8 {
    let settings = settings(&args, lang, &folders);
    let words = Words {
        phrases: Phrases::new(settings.style, settings.lang, false),
    };
    if args.presets {
        let mut out = std::io::stdout().lock();
        for preset in PRESETS {
            let _ = writeln!(out, "{}", words.preset(preset));
        }
        return 0;
    }
    let white_side = match args.white_side.as_deref().map(str::to_lowercase).as_deref() {
        None | Some("left") => TableSide::Left,
        Some("right") => TableSide::Right,
        Some(other) => return usage(&format!("--white-side \"{other}\": say left or right")),
    };
    let me = match args.me.as_deref().map(crate::table::command::side_word) {
        None => Color::White,
        Some(Some(side)) => side,
        Some(None) => return usage("--me: say white or black"),
    };
    if args.resume_sealed.is_some() && (args.resume || args.control.is_some()) {
        return usage(
            "--resume-sealed continues the adjourned game as it was: \
             it cannot go with --resume or a time control",
        );
    }
    if args.resume && args.control.is_some() {
        return usage(
            "a time control sets up a new clock game and cannot go with --resume, \
             which continues the saved one as it was",
        );
    }
    if args.resume
        && (args.laws.is_some() || args.white.is_some() || args.black.is_some() || args.tournament)
    {
        return usage(
            "--laws, --white, --black and --tournament set up a new clock game and cannot go \
             with --resume, which continues the saved one as it was",
        );
    }
    // The code is hashed at once and never kept in clear.
    let code = match args.arbiter_code.as_deref() {
        None => None,
        Some(code) => match crate::store::fresh_salt() {
            Err(e) => return usage(&e.to_string()),
            Ok(salt) => match ArbiterCode::new(code, salt) {
                Ok(code) => Some(code),
                Err(e) => return usage(&format!("--arbiter-code: {e}")),
            },
        },
    };
    let control = match args.control.as_deref().map(control_or_preset).transpose() {
        Ok(control) => control,
        Err(e) => return usage(&e.to_string()),
    };
    let mut first = Vec::new();
    let theme = crate::frontend::window::theme::Theme::of(settings.theme);
    let pan = args.pan.unwrap_or_default();
    let tts = open_speech(&settings, pan, args.transcript.clone(), &words, &mut first);
    let mut front = Front {
        epoch: Instant::now(),
        base: 0,
        game: ClockGame::new(TimeControl::fide_classical(), white_side, me),
        talking: TalkingClock::new(Schedule::default(), me),
        words,
        tts,
        folders,
        save_failing: false,
        quit: false,
        asked: adjourn::Asked::Nothing,
        recordings: crate::frontend::recordings::Recordings::new(),
        happened: Vec::new(),
    };
    let setup = Setup {
        control: control.unwrap_or_else(|| rapid().time_control()),
        white_side,
        me,
        laws: args.laws.unwrap_or_default(),
        names: Names {
            white: args.white.clone(),
            black: args.black.clone(),
        },
        code,
        tournament: args.tournament,
    };
    match &args.resume_sealed {
        Some(file) => match front.begin_sealed(file) {
            Ok(said) => first.extend(said),
            Err(why) => return usage(&why),
        },
        None => first.extend(front.begin(args.resume, setup)),
    }
    if display && !args.tty {
        let screen_reader =
            args.voice == Some(crate::frontend::voice_choice::VoiceChoice::ScreenReader);
        let reader = reader::Reader::new(screen_reader);
        match window::run(front, first, theme, pan, reader) {
            Ok(status) => return status,
            Err((back, said)) => {
                front = *back;
                first = vec![front.words.event(&Event::Notice(Notice::NoDisplay))];
                first.extend(said);
            }
        }
    }
    front.say(&first);
    run(front)
}

fn rapid() -> &'static crate::rules::time_control::preset::Preset {
    crate::rules::time_control::preset::preset("rapid").unwrap_or(&PRESETS[0])
}

fn usage(text: &str) -> u8 {
    eprintln!("tactus: {text}");
    2
}

/// The settings file's settings (in the locale's language by default),
/// with the command line's language and voice over them.
fn settings(args: &ClockArgs, lang: Lang, folders: &Folders) -> Settings {
    let defaults = Settings {
        lang,
        ..Settings::default()
    };
    let (mut settings, _) = config::load(&folders.settings_file(), defaults);
    if let Some(lang) = args.lang {
        settings.lang = lang;
    }
    if let Some(voice) = args.voice {
        settings.voice = voice.kind();
    }
    settings
}

/// The voice: the synthesizer for `tts` (the lines on standard output
/// speak when it cannot, said once in `said`), else only the transcript.
/// With a `pan` to one side, `tts` speaks through espeak-ng into the
/// sound device on that side; when that cannot be, it says so once and
/// the usual synthesizer speaks.
fn open_speech(
    settings: &Settings,
    pan: Pan,
    transcript: Option<PathBuf>,
    words: &Words,
    said: &mut Vec<Utterance>,
) -> Option<SpeechThread> {
    if settings.voice == VoiceKind::Tts && pan != Pan::Centre {
        match open_panned_speech(settings, pan, transcript.clone()) {
            Ok(thread) => return Some(thread),
            Err(what) => {
                said.push(words.info("clock-pan-speech-unavailable", vec![("what", what.into())]))
            }
        }
    }
    let tts = TtsSettings {
        speed: Some(settings.rate.percent()),
        volume: settings.volume.map(|v| f32::from(v.percent()) / 100.0),
        language: Some(settings.lang.to_string()),
        ..TtsSettings::default()
    };
    let opened = match settings.voice {
        VoiceKind::Tts => open_lasting_voice(&tts, transcript, std::io::stderr()),
        _ if transcript.is_some() => {
            open_voice(VoiceKind::None, &tts, transcript, std::io::stderr())
        }
        _ => return None,
    };
    let thread = match opened {
        Ok(thread) => thread,
        Err(e) => {
            eprintln!("tactus: {e}");
            return None;
        }
    };
    if settings.voice == VoiceKind::Tts {
        let start = Instant::now();
        while thread.backend_kind().is_none() && start.elapsed() < Duration::from_secs(1) {
            std::thread::sleep(Duration::from_millis(5));
        }
        if thread.backend_kind() != Some(BackendKind::Tts) {
            thread.health().mark_lost();
            said.push(words.event(&Event::Notice(Notice::SpeechUnavailable)));
        }
    }
    Some(thread)
}

/// The voice of `settings` on the side `pan` (espeak-ng into the sound
/// device), or what could not be opened: `sound` or `synthesizer`, for
/// the words.
fn open_panned_speech(
    settings: &Settings,
    pan: Pan,
    transcript: Option<PathBuf>,
) -> Result<SpeechThread, &'static str> {
    let spoken = SpokenBackend::open(SpokenSettings {
        lang: settings.lang,
        rate: settings.rate,
        volume: settings.volume.map(|v| f32::from(v.percent()) / 100.0),
        pan,
    })
    .map_err(|e| match e {
        SpokenError::Sound(_) => "sound",
        SpokenError::Synthesizer(_) => "synthesizer",
    })?;
    let transcript = match transcript {
        Some(path) => match Transcript::append(&path) {
            Ok(transcript) => Some(transcript),
            Err(e) => {
                eprintln!("tactus: {}", VoiceError::Transcript { path, source: e });
                None
            }
        },
        None => None,
    };
    SpeechThread::spawn(move || Voice::new(Box::new(spoken), transcript)).map_err(|e| {
        eprintln!("tactus: {}", VoiceError::Thread(e));
        "synthesizer"
    })
}

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
    words: Words,
    tts: Option<SpeechThread>,
    folders: Folders,
    /// Whether the last autosave failed (said once until it works again).
    save_failing: bool,
    quit: bool,
    /// The question the next line answers (a sealed move, a retrace).
    asked: adjourn::Asked,
    /// The recordings of `save FILE.wav` (`.ogg`, `.opus`) being made.
    recordings: crate::frontend::recordings::Recordings,
    /// What the last step did (from its [`Front::due`] on), for the
    /// window's sounds.
    happened: Vec<Result<TableEvent, TableError>>,
}

enum Msg {
    Line(String),
    Eof,
}

impl Front {
    /// The clock game's time now.
    fn now(&self) -> Millis {
        self.base
            .saturating_add(u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX))
    }

    /// The first game: the saved one with `resume`, else a new one for
    /// `control`; a file that held a game is set aside, never overwritten.
    fn begin(&mut self, resume: bool, setup: Setup) -> Vec<Utterance> {
        let mut said = Vec::new();
        let stamp = wall() / 1000;
        match (resume, keep::find(&self.folders)) {
            (true, Found::Game(kept)) => {
                let away = wall().saturating_sub(kept.wall);
                self.base = kept.saved_at.saturating_add(away);
                self.epoch = Instant::now();
                self.game = kept.game;
                self.game.set_wall_clock(self.now(), wall());
                self.talking = talking_clock(&self.game);
                let events = self.game.continued(kept.saved_at, self.now());
                said.extend(self.persist());
                said.extend(events.iter().map(|e| self.words.table_event(e)));
                said.extend(self.adjourned_note());
                return said;
            }
            (true, Found::Nothing) => said.push(self.words.info("table-nothing-to-resume", vec![])),
            (_, Found::Damaged) => {
                if let Ok(file) = keep::set_aside(&self.folders, "damaged", stamp) {
                    said.push(
                        self.words
                            .info("table-damaged", vec![("file", file.into())]),
                    );
                }
            }
            (false, Found::Game(_)) => {
                if let Ok(file) = keep::set_aside(&self.folders, "earlier", stamp) {
                    said.push(
                        self.words
                            .info("table-set-aside", vec![("file", file.into())]),
                    );
                }
            }
            (false, Found::Nothing) => {}
        }
        self.game = ClockGame::new(setup.control, setup.white_side, setup.me)
            .with_laws(setup.laws)
            .with_names(setup.names);
        if setup.tournament {
            self.game = self.game.clone().with_tournament(setup.code);
        }
        self.talking = talking_clock(&self.game);
        said.extend(self.persist());
        said.push(self.words.control(&self.game));
        said
    }

    /// Saves the game; a sentence when saving fails (once until it works
    /// again).
    fn persist(&mut self) -> Option<Utterance> {
        let path = keep::path(&self.folders);
        match keep::save(&self.folders, &self.game, self.now(), wall()) {
            Ok(()) => {
                self.save_failing = false;
                None
            }
            Err(e) if !self.save_failing => {
                self.save_failing = true;
                let error = self
                    .words
                    .phrases
                    .file_error(&FileError::from_io(&e, &path, true));
                Some(
                    self.words
                        .info("table-autosave-failed", vec![("error", error.into())]),
                )
            }
            Err(_) => None,
        }
    }

    /// The clock game.
    fn game(&self) -> &ClockGame {
        &self.game
    }

    /// Saves the game and says goodbye.
    fn farewell(&mut self) {
        let mut said: Vec<Utterance> = self.persist().into_iter().collect();
        said.push(self.words.info("table-bye", vec![]));
        self.say(&said);
    }

    /// Lets the voice finish what it says, for at most two seconds.
    fn close(&mut self) {
        self.finish_recordings();
        if let Some(tts) = self.tts.take() {
            tts.shutdown(Duration::from_secs(2));
        }
    }

    /// Writes each utterance as a line and hands it to the voice.
    fn say(&mut self, utterances: &[Utterance]) {
        let now = self.now();
        let mut out = std::io::stdout().lock();
        for u in utterances {
            let _ = writeln!(out, "{}", u.text.replace('\n', " "));
            let _ = out.flush();
            if let Some(tts) = &self.tts {
                tts.say(u.clone(), now);
            }
        }
    }

    /// What the clock says by itself at `now`: the first flag, the talking
    /// clock's marks.
    fn due(&mut self, now: Millis) -> Vec<Utterance> {
        self.game.set_wall_clock(now, wall());
        let mut said = self.finished_recordings();
        let flags = self.game.tick(now);
        self.happened = flags.iter().cloned().map(Ok).collect();
        if !flags.is_empty() {
            said.extend(self.persist());
        }
        said.extend(flags.iter().map(|e| self.words.table_event(e)));
        let marks = self.talking.due(self.game.clock(), now);
        said.extend(
            marks
                .iter()
                .filter(|e| !matches!(e, Event::FlagFell { .. }))
                .map(|e| self.words.event(e)),
        );
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
        if self.game.awaits_code().is_some() {
            // The arbiter's code: checked and logged, never said or kept.
            let events = self.game.answer_code(line, now);
            said.extend(self.stepped(Ok(events)));
            return said;
        }
        if let Some(answer) = self.answer(line, now) {
            said.extend(answer);
            return said;
        }
        match parse_command(line) {
            Ok(command) => said.extend(self.command(command, now)),
            Err(e) => said.push(self.words.command_error(&e)),
        }
        said
    }

    /// A command carried out at `now` (a line's, or a clock button's in
    /// the window), saved before it is said.
    fn command(&mut self, command: Command, now: Millis) -> Vec<Utterance> {
        self.game.set_wall_clock(now, wall());
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
            Command::Clock(which) => {
                let readings = self.talking.request(self.game.clock(), which, now);
                said.extend(readings.iter().map(|e| self.words.event(e)));
                return said;
            }
            Command::Score => {
                said.push(
                    self.words
                        .score(self.game.score(), self.game.in_tournament()),
                );
                return said;
            }
            Command::Save(file) if crate::frontend::recordings::is_recording(&file) => {
                said.push(self.save_recording(&file));
                return said;
            }
            Command::Save(file) => {
                said.push(self.save_pgn(&file));
                return said;
            }
            Command::Help => {
                said.push(self.words.info("table-help", vec![]));
                said.push(self.words.info("adjourn-help", vec![]));
                said.push(self.words.info("table-help-arbiter", vec![]));
                return said;
            }
            Command::Seal(text) => return self.seal(text, now),
            Command::Unseal => return self.unseal(now),
            Command::Reconcile(file) => return self.reconcile(&file, now),
            Command::Retrace(ply) => return self.retrace(ply, now),
            Command::Quit => {
                self.quit = true;
                said.extend(self.persist());
                said.push(self.words.info("table-bye", vec![]));
                return said;
            }
        };
        said.extend(self.stepped(step));
        said
    }

    /// A step's events, saved first, or its refusal.
    fn stepped(&mut self, step: Result<Vec<TableEvent>, TableError>) -> Vec<Utterance> {
        let events = match step {
            Ok(events) => events,
            Err(e) => {
                self.happened.push(Err(e.clone()));
                return vec![self.words.refusal(&e)];
            }
        };
        self.happened.extend(events.iter().cloned().map(Ok));
        let mut said: Vec<Utterance> = self.persist().into_iter().collect();
        for event in &events {
            if let TableEvent::Pressed { side, .. } = event {
                self.tell_talking_clock(*side, &events);
            }
            said.push(self.words.table_event(event));
        }
        said
    }

    /// The talking clock learns the presser's new reading, so the marks
    /// above it are said again when his time runs down past them.
    fn tell_talking_clock(&mut self, side: Color, events: &[TableEvent]) {
        let Some(entry) = self.game.score().entries().last() else {
            return;
        };
        let period_bonus = events.iter().find_map(|e| match e {
            TableEvent::PeriodEnded { added, .. } => Some(*added),
            _ => None,
        });
        let press = Press {
            side,
            moves: self.game.clock().moves(side),
            used: entry.used,
            remaining: entry.reading(side),
            period_bonus,
        };
        self.talking.on_press(&press);
    }

    /// `save FILE.pgn`: the checked moves with both clocks' readings.
    fn save_pgn(&self, file: &str) -> Utterance {
        if !file.to_lowercase().ends_with(".pgn") {
            return self.words.info("table-save-pgn-only", vec![]);
        }
        let text = record::pgn(&self.game);
        let path = Path::new(file);
        if let Err(e) = write_user_file(path, text.as_bytes()) {
            let error = self
                .words
                .phrases
                .file_error(&FileError::from_io(&e, path, true));
            return self.words.info(
                "table-save-failed",
                vec![("file", file.to_owned().into()), ("error", error.into())],
            );
        }
        let (checked, _) = self.game.score().checked();
        // In tournament mode where the score stops is not said: it would
        // tell a move could not be played.
        if checked == self.game.score().entries().len() || self.game.in_tournament() {
            self.words
                .info("table-saved", vec![("file", file.to_owned().into())])
        } else {
            let (number, _) = score::place(checked);
            self.words.info(
                "table-saved-part",
                vec![("file", file.to_owned().into()), ("number", number.into())],
            )
        }
    }
}

/// The talking clock of `game`'s listener, its marks fitted to the time
/// control.
fn talking_clock(game: &ClockGame) -> TalkingClock {
    let initial = game.clock().time_control().initial_time();
    TalkingClock::new(Schedule::for_initial_time(initial), game.listener())
}

/// The main loop: lines and the clock's own announcements until `quit` or
/// the end of the input (Ctrl+D, Ctrl+C), which saves and ends too.
fn run(mut front: Front) -> u8 {
    let (tx, rx) = mpsc::channel();
    if lines::start(tx, msg).is_err() {
        eprintln!(
            "tactus: {}",
            format_message(front.words.phrases.lang, "input-cannot-read", &[])
        );
        return 1;
    }
    while !front.quit {
        let said = match rx.recv_timeout(front.timeout()) {
            Ok(Msg::Line(line)) => front.line(&line),
            Ok(Msg::Eof) | Err(mpsc::RecvTimeoutError::Disconnected) => {
                front.farewell();
                break;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let now = front.now();
                front.due(now)
            }
        };
        front.say(&said);
    }
    front.close();
    0
}

/// A line of the reader as this loop's message.
fn msg(input: Input) -> Msg {
    match input {
        Input::Line(line) => Msg::Line(line),
        Input::End => Msg::Eof,
    }
}
