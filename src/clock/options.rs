//! The options of `tactus clock` and its start: the options checked (a
//! refusal in one line on standard error), the settings and the voice
//! opened, the first clock game chosen, and the window or the terminal
//! run with it.

use crate::exit::Exit;
use std::io::Write;
use std::time::Instant;

use shakmaty::Color;

use super::begin::{Setup, Start};
use super::speech::open_speech;
use super::{Front, adjourn, reader, terminal, window};
use crate::app::voice_choice::VoiceChoice;
pub use crate::cli::clock::ClockArgs;
use crate::cli::words::setup as cli;
use crate::config;
use crate::event::{Event, Notice};
use crate::notation::Lang;
use crate::rules::time_control::TimeControl;
use crate::rules::time_control::preset::{PRESETS, control_or_preset};
use crate::rules::tournament::ArbiterCode;
use crate::session::Settings;
use crate::session::talking_clock::{Schedule, TalkingClock};
use crate::speech::phrase::{ClockNote, Phrases};
use crate::store::Folders;
use crate::table::{ClockGame, Names, TableSide};

/// Runs `tactus clock`: `lang` and `folders` as `main` worked them out,
/// `display` whether a display is there (the window would be the default).
/// The exit status: 0, or 2 for options that make no clock (said on
/// standard error).
pub fn command(args: ClockArgs, lang: Lang, folders: Folders, display: bool) -> Exit {
    let voice = match args.player.voice() {
        Ok(voice) => voice,
        Err(why) => return usage(&why.words(args.player.lang_or(lang))),
    };
    let settings = settings(&args, voice, lang, &folders);
    let phrases = Phrases::new(settings.style, settings.lang, false);
    if args.presets {
        let mut out = std::io::stdout().lock();
        for preset in PRESETS {
            let _ = writeln!(out, "{}", phrases.preset(preset));
        }
        return Exit::Success;
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
            let said = crate::cli::words::time_control(settings.lang, given, &e);
            return usage(&said);
        }
    };
    let mut first = Vec::new();
    let theme = crate::window::theme::Theme::of(settings.theme);
    let pan = args.pan.unwrap_or_default();
    let tts = open_speech(
        &settings,
        pan,
        args.player.transcript.clone(),
        &phrases,
        &mut first,
    );
    let mut front = Front {
        epoch: Instant::now(),
        base: 0,
        game: ClockGame::new(TimeControl::fide_classical(), white_side, me),
        talking: TalkingClock::new(Schedule::default(), me),
        phrases,
        tts,
        folders,
        save_failing: false,
        quit: false,
        asked: adjourn::Asked::Nothing,
        offer: None,
        keys: false,
        recordings: crate::app::recordings::Recordings::new(),
        happened: Vec::new(),
        in_cells: Vec::new(),
        braille: super::braille::clock_display(
            args.player.braille.unwrap_or(settings.braille),
            settings.braille,
        ),
        listening: super::listen::Listening::new(args.player.listen),
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
            Err(why) => return usage(&front.not_begun(why)),
        },
        None => {
            let start = match args.resume.clone() {
                None => Start::Plain,
                Some(None) => Start::Resume,
                Some(Some(name)) => Start::Named(name),
            };
            match front.begin(start, setup) {
                Ok(said) => first.extend(said),
                Err(why) => return usage(&front.not_begun(why)),
            }
        }
    }
    if display && !args.tty {
        // The window has no braille display: asked for, that is said.
        let in_terminal = front.note(ClockNote::BrailleInTerminal);
        if args.player.braille == Some(crate::setting::BrailleUse::On) {
            first.push(in_terminal.clone());
        }
        let screen_reader = voice == Some(VoiceChoice::ScreenReader);
        let reader = reader::Reader::new(screen_reader);
        match window::run(front, first, theme, pan, reader) {
            Ok(status) => return status,
            Err((back, said)) => {
                front = *back;
                first = vec![
                    front
                        .phrases
                        .utterance(&Event::Notice(Notice::NoDisplay), None),
                ];
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

fn usage(text: &str) -> Exit {
    eprintln!("tactus: {text}");
    Exit::Refused
}

/// The settings file's settings (in the locale's language by default),
/// with the command line's style, language and voice over them.
fn settings(
    args: &ClockArgs,
    voice: Option<VoiceChoice>,
    lang: Lang,
    folders: &Folders,
) -> Settings {
    let defaults = Settings {
        lang,
        ..Settings::default()
    };
    let (mut settings, _) = config::load(&folders.settings_file(), defaults);
    if let Some(lang) = args.player.lang {
        settings.lang = lang;
    }
    if let Some(style) = args.player.style {
        settings.style = style;
    }
    if let Some(voice) = voice {
        settings.voice = voice.kind();
    }
    settings
}
