//! What `tactus review` and `tactus learn` share before the engine is
//! asked anything: the game read from its file, the player's settings and
//! words, the engine and the budget, where the review is kept and under
//! which key, and the voice.

use crate::exit::Exit;
use std::path::PathBuf;

use crate::engine::{EngineConfig, EngineError, analysis::Budget};
use crate::notation::{Lang, Style, format_message};
use crate::replay;
use crate::rules::pgn::ImportedGame;
use crate::session::settings::{Settings, VoiceKind};
use crate::setting::BrailleUse;
use crate::speech::{
    backends::{self, SpeechThread, TtsSettings},
    phrase::Phrases,
};
use crate::store::{Folders, ReviewKey, review_file};
use crate::study::review::words::ReviewWords;

/// The game to review and how, as `tactus review` and `tactus learn`
/// give it (their options: [`crate::cli::review`]).
#[derive(Clone, Debug)]
pub struct Source {
    /// The PGN file.
    pub file: PathBuf,
    /// Which game of the file, counting from 1.
    pub game: usize,
    /// The nodes the engine searches in each position.
    pub nodes: Option<u64>,
    /// The depth to search each position instead.
    pub depth: Option<u32>,
    /// text or none (the words are written out), or tts (spoken too, with
    /// progress beeps).
    pub voice: VoiceKind,
    /// Every utterance recorded (JSON lines) in this file.
    pub transcript: Option<PathBuf>,
    /// The language [default: the saved setting, else the system's].
    pub lang: Option<Lang>,
    /// The style [default: the saved setting].
    pub style: Option<Style>,
    /// The UCI engine program [default: stockfish].
    pub engine: Option<PathBuf>,
    /// The braille display asked for [default: the `braille` setting].
    pub braille: Option<BrailleUse>,
}

impl Source {
    /// The budget asked for.
    pub fn budget(&self) -> Budget {
        match (self.nodes, self.depth) {
            (_, Some(depth)) => Budget::Depth(depth),
            (Some(nodes), None) => Budget::Nodes(nodes),
            (None, None) => Budget::default(),
        }
    }
}

/// The budget as a review's key writes it: `nodes 150000`, `depth 12`.
pub(crate) fn budget_text(budget: Budget) -> String {
    match budget {
        Budget::Nodes(n) => format!("nodes {n}"),
        Budget::Depth(d) => format!("depth {d}"),
    }
}

/// Everything a review needs before it starts.
pub struct Prepared {
    /// The game, as read.
    pub imported: ImportedGame,
    /// The player's settings, the language and style of the command line
    /// over them.
    pub settings: Settings,
    /// The review's words.
    pub words: ReviewWords,
    /// The game's words (the engine's errors, the board).
    pub phrases: Phrases,
    /// The engine, or why there is none.
    pub engine: Result<EngineConfig, EngineError>,
    /// The budget per position.
    pub budget: Budget,
    /// What the review is kept under.
    pub key: ReviewKey,
    /// Where it is kept.
    pub kept_at: PathBuf,
    /// The synthesizer, with `--voice tts`, or the transcript's voice.
    pub voice: Option<SpeechThread>,
    /// Whether the voice speaks aloud (`--voice tts`).
    pub aloud: bool,
    /// The braille display asked for: `--braille`, else the setting.
    pub braille: BrailleUse,
}

impl Prepared {
    /// The braille display the review shows its lines on
    /// ([`super::reading`]).
    pub fn reading(&self) -> super::reading::Reading {
        let setting = self.settings.braille;
        super::reading::Reading::new(self.braille, setting, self.settings.lang)
    }
}

/// Reads `source`'s game and settles the rest; `said` is the language when
/// no `--lang` is given. A game that cannot be reviewed is said in one
/// sentence, and gives the exit status 2.
pub fn prepare(source: &Source, said: Lang, folders: &Folders) -> Result<Prepared, Exit> {
    let mut settings = crate::config::load(
        &folders.settings_file(),
        Settings {
            lang: said,
            ..Default::default()
        },
    )
    .0;
    settings.lang = source.lang.unwrap_or(said);
    settings.style = source.style.unwrap_or(settings.style);
    let (lang, style) = (settings.lang, settings.style);
    let imported = replay::load_played(&source.file, source.game, None).map_err(|err| {
        eprintln!("tactus: {}", err.words(lang));
        Exit::Refused
    })?;
    let game = &imported.game;
    if game.ply_count() == 0 {
        let file = source.file.display().to_string();
        eprintln!(
            "tactus: {}",
            format_message(lang, "study-no-moves", &[("file", file.into())])
        );
        return Err(Exit::Refused);
    }
    let budget = source.budget();
    let engine = match &source.engine {
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
    let voice = (source.voice == VoiceKind::Tts || source.transcript.is_some())
        .then(|| open_voice(&settings, source.voice, source.transcript.clone()))
        .flatten();
    Ok(Prepared {
        kept_at: review_file(folders, &source.file, source.game),
        imported,
        words: ReviewWords { style, lang },
        phrases: Phrases::new(style, lang, false),
        settings,
        engine,
        budget,
        key,
        voice,
        aloud: source.voice == VoiceKind::Tts,
        braille: source.braille.unwrap_or(settings.braille),
    })
}

/// The synthesizer (with `kind` tts), speaking the settings' language at
/// their rate and voice (text when it cannot start, said once), and the
/// transcript; none when no thread can be made.
fn open_voice(
    settings: &Settings,
    kind: VoiceKind,
    transcript: Option<PathBuf>,
) -> Option<SpeechThread> {
    let kind = if kind == VoiceKind::Tts {
        VoiceKind::Tts
    } else {
        VoiceKind::None
    };
    let tts = TtsSettings {
        voice: settings.speaker.map(|s| s.as_str().to_owned()),
        speed: Some(settings.rate.percent()),
        volume: settings.volume.map(|v| f32::from(v.percent()) / 100.0),
        language: Some(settings.lang.to_string()),
        ..TtsSettings::default()
    };
    // The words are written out already: a synthesizer that cannot start
    // is said once, and does not write them again.
    backends::open_voice_with(
        kind,
        &tts,
        transcript,
        Box::new(std::io::sink()),
        std::io::stderr(),
    )
    .ok()
}
