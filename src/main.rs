//! The `tactus` command line: picks a front end and hands over.

use std::{io::Write, path::PathBuf, process::ExitCode};

use clap::{Args, Parser, Subcommand};
use tactus::{
    notation::{Lang, Style},
    replay::{self, Format},
    speech::{
        backends::{TtsSettings, VoiceKind, open_voice},
        phrase::Phrases,
    },
};

/// Chess for blind and visually impaired players.
#[derive(Parser)]
#[command(name = "tactus", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
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
    match cli.command {
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
