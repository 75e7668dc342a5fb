//! `tactus replay`: a game of a PGN file checked and shown (text or JSON
//! lines on standard output), or read aloud move by move (`--speak`).
//!
//! Read aloud with a braille display (`--braille on`, or `auto` when BRLTTY
//! offers one: [`crate::app::review::reading`]), the game shows there too:
//! one message, each line said a sentence (its move in the chess code),
//! read by panning; the command then stays until the player ends it, as
//! `tactus review` does. Without `--speak` the game is written for the
//! screen (which BRLTTY's own screen review reads) or for a program, and
//! the display is left alone.

use std::io::Write;
use std::path::PathBuf;

use super::options::PlayerOptions;
use super::refusal::Refusal;
use crate::app::driver::Line as SaidLine;
use crate::app::review::{reading::Reading, stop};
use crate::app::voice_choice::VoiceChoice;
use crate::braille::message::Arrival;
use crate::exit::Exit;
use crate::notation::{Lang, Style, render::Named};
use crate::replay::{self, Format};
use crate::rules::laws::Laws;
use crate::rules::pgn::ImportedGame;
use crate::session::settings::{Settings, VoiceKind};
use crate::speech::backends::{TtsSettings, open_voice};
use crate::speech::phrase::Phrases;
use crate::speech::{Kind, Priority, Utterance};
use crate::store::Folders;

/// The options of `tactus replay`.
#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// Which game of the file, counting from 1.
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// `text` for a person, `jsonl` for a program.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Read the game aloud instead, move by move, then the result (in the
    /// `spoken` style unless --style says otherwise, with the system's
    /// speech synthesizer unless --voice says otherwise); with a braille
    /// display (--braille) shown there too, until you end it (Enter on
    /// the display, q, Ctrl+D).
    #[arg(long)]
    pub speak: bool,
    /// The edition of the Laws: 2023 (in force) or 2008 [default: the
    /// game's `Laws` tag, else 2023].
    #[arg(long)]
    pub laws: Option<Laws>,
    /// How the game is said.
    #[command(flatten)]
    pub player: PlayerOptions,
}

/// Runs `tactus replay`; `said` is the language when no `--lang` is
/// given, `folders` tactus's folders (the `braille` setting).
pub fn run(args: &ReplayArgs, said: Lang, folders: &Folders) -> Exit {
    if args.speak {
        return speak(args, said, folders);
    }
    match replay::replay_file(&args.file, args.game, args.format, args.laws) {
        Ok(output) => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(output.as_bytes())
                .and_then(|()| stdout.flush())
            {
                Ok(()) => Exit::Success,
                Err(_) => Exit::Failure,
            }
        }
        Err(err) => {
            eprintln!("tactus: {}", err.words(args.player.lang_or(said)));
            Exit::Refused
        }
    }
}

/// The voice of `--speak`: tactus's own (tts unless asked otherwise); a
/// screen reader's is the windows' alone.
fn voice_kind(player: &PlayerOptions) -> Result<VoiceKind, Refusal> {
    match player.voice()? {
        None => Ok(VoiceKind::Tts),
        Some(VoiceChoice::Own(kind)) => Ok(kind),
        Some(VoiceChoice::ScreenReader) => Err(Refusal::ScreenReaderInTty),
    }
}

/// Reads the game aloud, and shows it on the braille display; exit status
/// 2 on a bad file or voice.
fn speak(args: &ReplayArgs, said: Lang, folders: &Folders) -> Exit {
    let lang = args.player.lang_or(said);
    let kind = match voice_kind(&args.player) {
        Ok(kind) => kind,
        Err(why) => {
            eprintln!("tactus: {}", why.words(lang));
            return Exit::Refused;
        }
    };
    let game = match replay::load(&args.file, args.game, args.laws) {
        Ok(game) => game,
        Err(err) => {
            eprintln!("tactus: {}", err.words(lang));
            return Exit::Refused;
        }
    };
    let style = args.player.style.unwrap_or(Style::Spoken);
    let phrases = Phrases::new(style, lang, false);
    // The synthesizer's voice speaks the language of the words.
    let tts = TtsSettings {
        language: Some(lang.to_string()),
        ..TtsSettings::default()
    };
    let transcript = args.player.transcript.clone();
    let voice = match open_voice(kind, &tts, transcript, std::io::stderr()) {
        Ok(voice) => voice,
        Err(err) => {
            eprintln!("tactus: {}", phrases.speech_fault(&err.into()));
            return Exit::Refused;
        }
    };
    let setting = crate::config::load(&folders.settings_file(), Settings::default())
        .0
        .braille;
    let mut reading = Reading::new(args.player.braille.unwrap_or(setting), setting, lang);
    let start = std::time::Instant::now();
    let now = || u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
    // What happened to the display (taken, or why none can be): said
    // first, as a game at the terminal says it.
    for told in reading.follow().told {
        eprintln!("{told}");
        voice.say(
            Utterance {
                priority: Priority::Next,
                kind: Kind::Info,
                text: told,
                moves: Vec::new(),
            },
            now(),
        );
    }
    let spoken = replay::spoken(&game, &phrases);
    for line in with_moves(&spoken, &game, &phrases) {
        reading.tell_line(line);
    }
    for utterance in spoken {
        voice.say(utterance, now());
    }
    // The display stays until the player has read the game and ends it.
    let waited = reading.is_there();
    if waited {
        let asked = stop::listen();
        reading.wait(Arrival::News, &asked, |told| eprintln!("{told}"));
    }
    // Let the whole game be said (a long game read aloud takes minutes),
    // unless the player left the display.
    let said_for = if waited { 2 } else { 6 * 3600 };
    voice.shutdown(std::time::Duration::from_secs(said_for));
    Exit::Success
}

/// The lines of `spoken` (the utterances of `game` in the words of
/// `phrases`) as the braille display shows them: each move said with the
/// move it names, for the chess code.
fn with_moves(spoken: &[Utterance], game: &ImportedGame, phrases: &Phrases) -> Vec<SaidLine> {
    let mut named = game.stretches().flat_map(|g| {
        g.positions()
            .iter()
            .zip(g.moves())
            .map(|(before, &mv)| phrases.named_as(before, mv, false))
    });
    let mut next: Option<Named> = named.next();
    spoken
        .iter()
        .map(|utterance| {
            let mut moves = Vec::new();
            // A null move names none: the move it stands before waits.
            if utterance.kind == Kind::Move
                && let Some(move_named) = next.take_if(|n| utterance.text.contains(&n.words))
            {
                moves.push(move_named);
                next = named.next();
            }
            SaidLine::answer(utterance.text.clone(), moves)
        })
        .collect()
}
