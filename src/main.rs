//! The `tactus` command line: picks a front end and hands over.

use std::{io::Write, path::PathBuf, process::ExitCode};

use clap::{Args, Parser, Subcommand};
use tactus::{
    frontend::{tty, window},
    notation::{Lang, Style},
    replay::{self, Format},
    rules::time_control::TimeControl,
    session::settings::ThemeName,
    speech::{
        backends::{TtsSettings, VoiceKind, open_voice},
        phrase::Phrases,
    },
};

/// Chess for blind and visually impaired players.
#[derive(Parser)]
#[command(name = "tactus", version, about)]
struct Cli {
    /// Without a command: `play`, the board window.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Replays a game from a PGN file: its moves, then the result and why.
    Replay {
        /// The PGN file.
        file: PathBuf,
        /// Which game of the file, counting from 1.
        #[arg(long, default_value_t = 1)]
        game: usize,
        /// `text` for a person, `jsonl` for a program.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Read the game aloud instead, move by move, then the result.
        #[arg(long)]
        speak: bool,
        #[command(flatten)]
        speech: SpeechArgs,
    },
    /// Plays a game in a line interface made for screen readers.
    Tty(Box<GameArgs>),
    /// Plays a game in the board window (the default); with no display, in
    /// the line interface.
    Play(Box<GameArgs>),
}

/// The default options of a game, for `tactus` alone.
#[derive(Parser)]
struct Defaults {
    #[command(flatten)]
    game: GameArgs,
}

/// The options of a game: `tactus tty` and `tactus play` share them.
#[derive(clap::Args)]
struct GameArgs {
    /// Who plays White: human, engine or engine:LEVEL (1-10).
    #[arg(long, default_value = "human")]
    white: String,
    /// Who plays Black: human, engine or engine:LEVEL (1-10).
    #[arg(long, default_value = "engine:5")]
    black: String,
    /// The time control, e.g. 15+10, 5s+0, 40/90,30+30.
    #[arg(long, default_value = "15+10")]
    time: TimeControl,
    /// strict (Appendix E steps) or casual.
    #[arg(long, default_value = "casual")]
    rules: String,
    /// appendix-e (anna), spoken, nato or san.
    #[arg(long)]
    style: Option<Style>,
    /// en, de or es.
    #[arg(long)]
    lang: Option<Lang>,
    /// tts, text, none or screen-reader (the board window only: tactus is
    /// silent and your own screen reader speaks what it says).
    #[arg(long)]
    voice: Option<String>,
    /// Records every utterance (JSON lines) in this file.
    #[arg(long)]
    transcript: Option<PathBuf>,
    /// The UCI engine program.
    #[arg(long)]
    engine: Option<PathBuf>,
    /// The starting position.
    #[arg(long)]
    fen: Option<String>,
    /// Continues the last unfinished game.
    #[arg(long)]
    resume: bool,
    /// The board window's colours: yellow-navy, black-white or colour-blind
    /// (all high contrast), over the saved setting (`set theme`, Ctrl+,).
    /// The line interface has no picture and ignores it.
    #[arg(long)]
    theme: Option<String>,
}

/// The theme asked for with `--theme`; without it the settings file's.
fn theme_of(a: &GameArgs) -> Result<Option<ThemeName>, String> {
    a.theme
        .as_deref()
        .map(|name| name.parse::<ThemeName>().map_err(|e| e.to_string()))
        .transpose()
}

/// The `--voice` of `tactus play` that leaves speaking to the player's
/// own screen reader (the window's live region).
const SCREEN_READER: &str = "screen-reader";

fn player(text: &str) -> Result<tactus::event::Player, String> {
    use tactus::event::Player;
    match text.trim().to_lowercase().as_str() {
        "human" => Ok(Player::Human),
        "engine" => Ok(Player::Engine(5)),
        other => other
            .strip_prefix("engine:")
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=10).contains(n))
            .map(Player::Engine)
            .ok_or_else(|| {
                format!("\"{text}\": say human, engine or engine:LEVEL with a level from 1 to 10")
            }),
    }
}

fn game_options(a: GameArgs) -> Result<tty::Options, String> {
    use tactus::rules::procedure::Rules;
    let rules = match a.rules.to_lowercase().as_str() {
        "strict" => Rules::Strict,
        "casual" => Rules::Casual,
        other => return Err(format!("\"{other}\": rules are strict or casual")),
    };
    let screen_reader = a.voice.as_deref() == Some(SCREEN_READER);
    let voice = if screen_reader {
        Some(VoiceKind::None)
    } else {
        a.voice
            .map(|s| s.parse())
            .transpose()
            .map_err(|e| format!("{e}"))?
    };
    Ok(tty::Options {
        players: shakmaty::ByColor {
            white: player(&a.white)?,
            black: player(&a.black)?,
        },
        control: a.time,
        rules,
        style: a.style,
        lang: a.lang,
        voice,
        screen_reader,
        transcript: a.transcript,
        engine: a.engine,
        fen: a.fen,
        resume: a.resume,
        theme: None,
    })
}

/// How tactus speaks.
#[derive(Args)]
struct SpeechArgs {
    /// How moves are put into words: appendix-e (the FIDE words), spoken, nato or san.
    #[arg(long, default_value_t = Style::Spoken)]
    style: Style,
    /// The language: en, de or es (default: the system's, else English).
    #[arg(long)]
    lang: Option<Lang>,
    /// tts (the system's speech synthesizer), text (one line per utterance) or none.
    #[arg(long, default_value = "tts")]
    voice: VoiceKind,
    /// Also write every utterance as a JSON line to this file.
    #[arg(long)]
    transcript: Option<PathBuf>,
}

/// Reads game `number` of `file` aloud; exit status 2 on a bad file.
fn speak_game(file: &std::path::Path, number: usize, args: SpeechArgs) -> ExitCode {
    let game = match replay::load(file, number) {
        Ok(game) => game,
        Err(err) => {
            eprintln!("tactus: {err}");
            return ExitCode::from(2);
        }
    };
    let phrases = Phrases::new(args.style, args.lang.unwrap_or_else(Lang::from_env), false);
    let voice = match open_voice(
        args.voice,
        &TtsSettings::default(),
        args.transcript,
        std::io::stderr(),
    ) {
        Ok(voice) => voice,
        Err(err) => {
            eprintln!("tactus: {err}");
            return ExitCode::from(2);
        }
    };
    let start = std::time::Instant::now();
    for utterance in replay::spoken(&game, &phrases) {
        let now = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
        voice.say(utterance, now);
    }
    // Let the whole game be said: a long game read aloud takes minutes.
    voice.shutdown(std::time::Duration::from_secs(6 * 3600));
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let command = cli
        .command
        .unwrap_or_else(|| Command::Play(Box::new(Defaults::parse_from(["tactus"]).game)));
    match command {
        Command::Tty(args) => match game_options(*args) {
            Ok(options) if options.screen_reader => {
                eprintln!(
                    "tactus: --voice screen-reader needs the board window (tactus play); \
                     in the terminal your screen reader reads the lines: use --voice text"
                );
                ExitCode::from(2)
            }
            Ok(options) => ExitCode::from(tty::run(options)),
            Err(err) => {
                eprintln!("tactus: {err}");
                ExitCode::from(2)
            }
        },
        Command::Play(args) => {
            let options = theme_of(&args).and_then(|theme| {
                let mut options = game_options(*args)?;
                options.theme = theme;
                Ok(options)
            });
            match options {
                Ok(options) => ExitCode::from(window::run(options)),
                Err(err) => {
                    eprintln!("tactus: {err}");
                    ExitCode::from(2)
                }
            }
        }
        Command::Replay {
            file,
            game,
            speak: true,
            speech,
            ..
        } => speak_game(&file, game, speech),
        Command::Replay {
            file, game, format, ..
        } => match replay::replay_file(&file, game, format) {
            Ok(output) => {
                let mut stdout = std::io::stdout().lock();
                if stdout
                    .write_all(output.as_bytes())
                    .and_then(|()| stdout.flush())
                    .is_err()
                {
                    return ExitCode::from(1);
                }
                ExitCode::SUCCESS
            }
            Err(err) => {
                eprintln!("tactus: {err}");
                ExitCode::from(2)
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_args(extra: &[&str]) -> GameArgs {
        let mut argv = vec!["tactus", "play"];
        argv.extend_from_slice(extra);
        match Cli::try_parse_from(argv).map(|c| c.command) {
            Ok(Some(Command::Play(args))) => *args,
            _ => panic!("tactus play {extra:?} does not parse"),
        }
    }

    #[test]
    fn the_theme_option_picks_a_theme_and_names_the_choices_when_wrong() {
        assert_eq!(theme_of(&play_args(&[])), Ok(None));
        assert_eq!(
            theme_of(&play_args(&["--theme", "black-white"])),
            Ok(Some(ThemeName::BlackWhite))
        );
        assert_eq!(
            theme_of(&play_args(&["--theme", "Color-Blind"])),
            Ok(Some(ThemeName::ColourBlind))
        );
        let err = theme_of(&play_args(&["--theme", "neon"])).unwrap_err();
        assert!(err.contains("\"neon\" is not a theme"), "{err}");
        assert!(
            err.contains("yellow-navy, black-white and colour-blind"),
            "{err}"
        );
    }
}
