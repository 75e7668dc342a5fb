//! The options of `tactus clock` and its start: the options checked (a
//! refusal in one line on standard error), the settings and the voice
//! opened, the first clock game chosen, and the window or the terminal
//! run with it.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use shakmaty::Color;

use super::begin::{Setup, Start};
use super::speech::open_speech;
use super::words::Words;
use super::{Front, adjourn, reader, terminal, window};
use crate::audio::Pan;
use crate::config;
use crate::event::{Event, Notice};
use crate::app::command_line::setup as cli;
use crate::notation::Lang;
use crate::rules::laws::Laws;
use crate::rules::time_control::TimeControl;
use crate::rules::time_control::preset::{PRESETS, control_or_preset};
use crate::rules::tournament::ArbiterCode;
use crate::session::Settings;
use crate::session::talking_clock::{Schedule, TalkingClock};
use crate::speech::phrase::Phrases;
use crate::store::Folders;
use crate::table::{ClockGame, Names, TableSide};

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
    /// time since it was last saved; with NAME, a clock game set aside
    /// before (clock.earlier-….json in the data folder, or a file), as it
    /// was saved.
    #[arg(long, value_name = "NAME", num_args = 0..=1)]
    pub resume: Option<Option<String>>,
    /// en, de or es.
    #[arg(long)]
    pub lang: Option<Lang>,
    /// tts, text, none or screen-reader (tactus's voice silent, the
    /// window announcing every answer to your screen reader).
    #[arg(long)]
    pub voice: Option<crate::app::voice_choice::VoiceChoice>,
    /// Records every utterance (JSON lines) in this file.
    #[arg(long)]
    pub transcript: Option<PathBuf>,
    /// Where White's clock button is: left or right [default: left].
    #[arg(long)]
    pub white_side: Option<String>,
    /// Whose clock `c me` tells: white or black [default: white]. The
    /// talking clock announces both clocks (`mute black` silences one).
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
    /// A refreshable braille display through BRLTTY, in the line
    /// interface: auto (when BRLTTY offers one), on (says why when none
    /// can be had) or off [default: the `braille` setting, auto unless
    /// set]. It shows both clocks and each announcement.
    #[arg(long)]
    pub braille: Option<crate::setting::BrailleUse>,
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
    let lang = settings.lang;
    let white_side = match args.white_side.as_deref().map(str::to_lowercase).as_deref() {
        None | Some("left") => TableSide::Left,
        Some("right") => TableSide::Right,
        Some(other) => return usage(&cli::table_side(lang, other)),
    };
    let me = match args.me.as_deref().map(crate::table::command::side_word) {
        None => Color::White,
        Some(Some(side)) => side,
        Some(None) => return usage(&cli::listener(lang, args.me.as_deref().unwrap_or(""))),
    };
    if args.resume_sealed.is_some() && (args.resume.is_some() || args.control.is_some()) {
        return usage(&cli::resume_sealed_refused(lang));
    }
    if args.resume.is_some() {
        let control = args.control.as_deref().unwrap_or_default();
        let given: Vec<&str> = [
            (control, args.control.is_some()),
            ("--laws", args.laws.is_some()),
            ("--white", args.white.is_some()),
            ("--black", args.black.is_some()),
            ("--tournament", args.tournament),
        ]
        .into_iter()
        .filter_map(|(name, given)| given.then_some(name))
        .collect();
        if !given.is_empty() {
            return usage(&cli::refused_with_resume(lang, &given));
        }
    }
    // The code is hashed at once and never kept in clear.
    let code = match args.arbiter_code.as_deref() {
        None => None,
        Some(code) => match crate::store::fresh_salt() {
            Err(_) => return usage(&cli::code(lang, cli::CodeFault::NoSalt)),
            Ok(salt) => match ArbiterCode::new(code, salt) {
                Ok(code) => Some(code),
                Err(_) => {
                    let min = crate::rules::tournament::SHORTEST_CODE;
                    return usage(&cli::code(lang, cli::CodeFault::Short { min }));
                }
            },
        },
    };
    let control = match args.control.as_deref().map(control_or_preset).transpose() {
        Ok(control) => control,
        Err(e) => {
            let given = args.control.as_deref().unwrap_or_default();
            let said = crate::app::command_line::time_control(settings.lang, given, &e);
            return usage(&said);
        }
    };
    let mut first = Vec::new();
    let theme = crate::window::theme::Theme::of(settings.theme);
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
        offer: None,
        keys: false,
        recordings: crate::app::recordings::Recordings::new(),
        happened: Vec::new(),
        braille: super::braille::clock_display(
            args.braille.unwrap_or(settings.braille),
            settings.braille,
        ),
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
        None => {
            let start = match args.resume.clone() {
                None => Start::Plain,
                Some(None) => Start::Resume,
                Some(Some(name)) => Start::Named(name),
            };
            match front.begin(start, setup) {
                Ok(said) => first.extend(said),
                Err(why) => return usage(&why),
            }
        }
    }
    if display && !args.tty {
        // The window has no braille display: asked for, that is said.
        let in_terminal = front.words.info("clock-braille-in-terminal", vec![]);
        if args.braille == Some(crate::setting::BrailleUse::On) {
            first.push(in_terminal.clone());
        }
        let screen_reader =
            args.voice == Some(crate::app::voice_choice::VoiceChoice::ScreenReader);
        let reader = reader::Reader::new(screen_reader);
        match window::run(front, first, theme, pan, reader) {
            Ok(status) => return status,
            Err((back, said)) => {
                front = *back;
                first = vec![front.words.event(&Event::Notice(Notice::NoDisplay))];
                // In the terminal the display is there after all.
                first.extend(said.into_iter().filter(|u| u.text != in_terminal.text));
            }
        }
    }
    front.say(&first);
    terminal::run(front)
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
