//! `tactus review GAME.pgn`: the game reviewed by the engine, aloud.
//!
//! The game is read through the PGN import (a file that cannot be read:
//! one sentence, exit status 2); its positions are evaluated by the engine
//! at a fixed budget on a thread of their own ([`crate::engine::analysis`]),
//! what is done kept in the games folder as it goes
//! ([`crate::store::keep_review`]), so that the same game is never
//! reviewed twice and a review stopped half-way goes on from there. While
//! it works, a short line at each quarter on standard error ("Half of the
//! game reviewed."), and with `--voice tts` a rising beep at every
//! twentieth ([`progress`]); Ctrl+C or `stop` ends it and keeps what is
//! done ([`stop`]). Then the review ([`crate::study::review`]) on
//! standard output: the words, a line each (`--format text`), JSON lines
//! or the annotated game (`--format jsonl|pgn`); with `--voice tts` the
//! words are spoken too.
//!
//! Exit status: 0 when the review is said (whole, or half of it when
//! stopped); 1 when the engine failed half-way (what it did is said) or
//! standard output could not be written; 2 for a game that cannot be
//! reviewed (a bad file, no moves, no engine and nothing kept).

pub mod progress;
mod run;
pub mod stop;

use std::io::Write;
use std::path::PathBuf;

use crate::engine::{EngineConfig, analysis::Budget};
use crate::notation::{Lang, Style, format_message};
use crate::replay;
use crate::session::settings::{Settings, VoiceKind};
use crate::speech::{
    Kind, Priority, Utterance,
    backends::{self, SpeechThread, TtsSettings},
    phrase::Phrases,
};
use crate::store::{Folders, ReviewKey, review_file};
use crate::study::review::{Review, jsonl::jsonl, pgn::annotated, words::ReviewWords};

use run::{Ended, Teller};

/// What `tactus review` writes on standard output.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ReviewFormat {
    /// The words of the review, a line each.
    #[default]
    Text,
    /// One JSON object per move, then the summary.
    Jsonl,
    /// The game annotated as lichess writes it (NAGs, %eval, best lines).
    Pgn,
}

/// The options of `tactus review`.
#[derive(clap::Args, Debug)]
pub struct ReviewArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// Which game of the file, counting from 1.
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// The nodes the engine searches in each position [default: 150000].
    #[arg(long, conflicts_with = "depth")]
    pub nodes: Option<u64>,
    /// Search each position this many half-moves deep instead.
    #[arg(long)]
    pub depth: Option<u32>,
    /// text (the words, a line each), jsonl (for programs) or pgn (the
    /// game annotated).
    #[arg(long, value_enum, default_value_t = ReviewFormat::Text)]
    pub format: ReviewFormat,
    /// text or none (the review is written out), or tts (spoken too, with
    /// progress beeps).
    #[arg(long, default_value = "text")]
    pub voice: VoiceKind,
    /// en, de or es.
    #[arg(long)]
    pub lang: Option<Lang>,
    /// appendix-e (anna), spoken, nato or san [default: the saved setting].
    #[arg(long)]
    pub style: Option<Style>,
    /// The UCI engine program [default: stockfish].
    #[arg(long)]
    pub engine: Option<PathBuf>,
}

impl ReviewArgs {
    /// The budget asked for.
    fn budget(&self) -> Budget {
        match (self.nodes, self.depth) {
            (_, Some(depth)) => Budget::Depth(depth),
            (Some(nodes), None) => Budget::Nodes(nodes),
            (None, None) => Budget::default(),
        }
    }
}

/// The budget as a review's key writes it: `nodes 150000`, `depth 12`.
fn budget_text(budget: Budget) -> String {
    match budget {
        Budget::Nodes(n) => format!("nodes {n}"),
        Budget::Depth(d) => format!("depth {d}"),
    }
}

/// Runs `tactus review` with `args`; `said` is the language when no
/// `--lang` is given, `folders` tactus's folders. The exit status (see
/// the [module documentation](self)).
pub fn run(args: ReviewArgs, said: Lang, folders: &Folders) -> u8 {
    let settings = crate::config::load(
        &folders.settings_file(),
        Settings {
            lang: said,
            ..Default::default()
        },
    )
    .0;
    let lang = args.lang.unwrap_or(said);
    let style = args.style.unwrap_or(settings.style);
    let words = ReviewWords { style, lang };
    let phrases = Phrases::new(style, lang, false);
    let imported = match replay::load(&args.file, args.game, None) {
        Ok(imported) => imported,
        Err(err) => {
            eprintln!("tactus: {}", err.words(lang));
            return 2;
        }
    };
    let game = &imported.game;
    if game.ply_count() == 0 {
        let file = args.file.display().to_string();
        eprintln!(
            "tactus: {}",
            format_message(lang, "study-no-moves", &[("file", file.into())])
        );
        return 2;
    }
    let budget = args.budget();
    let engine = match &args.engine {
        Some(path) => Ok(EngineConfig::new(path)),
        None => EngineConfig::default_engine(),
    };
    let program = engine
        .as_ref()
        .ok()
        .and_then(|c| c.path.file_name())
        .map_or_else(|| "stockfish".into(), |n| n.to_string_lossy().into_owned());
    let key = ReviewKey {
        start: imported.scoresheet.start_fen().map(str::to_owned),
        moves: (0..game.ply_count())
            .map(|i| game.uci(i).to_string())
            .collect(),
        engine: program,
        budget: budget_text(budget),
    };
    let voice = (args.voice == VoiceKind::Tts)
        .then(|| open_voice(&settings, lang))
        .flatten();
    let teller = Teller::new(lang, voice.as_ref());
    let kept_at = review_file(folders, &args.file, args.game);
    let (evaluations, ended) = run::review(&kept_at, &key, game, engine, budget, &phrases, &teller);
    drop(teller);
    let review = Review::of(game, &evaluations);
    if let Ended::Failed(error) = &ended
        && review.moves.is_empty()
    {
        eprintln!("tactus: {}", phrases.engine_error(error));
        if let Some(voice) = voice {
            voice.shutdown(std::time::Duration::from_secs(2));
        }
        return 2;
    }
    let spoken = words.spoken(&review);
    let out = match args.format {
        ReviewFormat::Text => spoken.iter().map(|l| format!("{l}\n")).collect(),
        ReviewFormat::Jsonl => jsonl(&review),
        ReviewFormat::Pgn => annotated(&imported.scoresheet, game, &review),
    };
    let mut stdout = std::io::stdout().lock();
    let written = stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush());
    if let Some(voice) = voice {
        for text in spoken {
            voice.say(
                Utterance {
                    priority: Priority::Next,
                    kind: Kind::Info,
                    text,
                },
                0,
            );
        }
        // Let the whole review be said: a long one takes minutes.
        voice.shutdown(std::time::Duration::from_secs(3600));
    }
    match (written, ended) {
        (Err(_), _) | (Ok(()), Ended::Failed(_)) => 1,
        (Ok(()), Ended::Finished | Ended::Stopped) => 0,
    }
}

/// The synthesizer, speaking `lang` at the saved rate and voice (text
/// when it cannot start, said once); none when no thread can be made.
fn open_voice(settings: &Settings, lang: Lang) -> Option<SpeechThread> {
    let tts = TtsSettings {
        voice: settings.speaker.map(|s| s.as_str().to_owned()),
        speed: Some(settings.rate.percent()),
        volume: settings.volume.map(|v| f32::from(v.percent()) / 100.0),
        language: Some(lang.to_string()),
        ..TtsSettings::default()
    };
    // The words are written out already: a synthesizer that cannot start
    // is said once, and does not write them again.
    backends::open_voice_with(
        VoiceKind::Tts,
        &tts,
        None,
        Box::new(std::io::sink()),
        std::io::stderr(),
    )
    .ok()
}
