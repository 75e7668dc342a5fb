//! The options of `tactus review` and `tactus learn`: the game, the
//! engine's budget, and how the player is talked to (the shared
//! [`PlayerOptions`]), read into the requests of [`crate::app::review`].

use std::path::PathBuf;

use shakmaty::Color;

use super::options::{EngineOption, PlayerOptions};
use super::refusal::{Refusal, Refused};
use crate::app::review::{ReviewFormat, Source};
use crate::app::voice_choice::VoiceChoice;
use crate::notation::Lang;
use crate::session::settings::VoiceKind;

/// The game to review and the engine's budget, as both commands take them.
#[derive(clap::Args, Debug)]
pub struct GameToReview {
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
}

/// The options of `tactus review`.
#[derive(clap::Args, Debug)]
pub struct ReviewArgs {
    /// The game and the budget.
    #[command(flatten)]
    pub game: GameToReview,
    /// How the review is said: the words are written out (text or none),
    /// or spoken too with progress beeps (tts).
    #[command(flatten)]
    pub player: PlayerOptions,
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// text (the words, a line each), jsonl (for programs) or pgn (the
    /// game annotated).
    #[arg(long, value_enum, default_value_t = ReviewFormat::Text)]
    pub format: ReviewFormat,
}

/// Whose mistakes a lesson sets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SideArg {
    /// White's.
    White,
    /// Black's.
    Black,
}

/// The options of `tactus learn`.
#[derive(clap::Args, Debug)]
pub struct LearnArgs {
    /// The game and the budget.
    #[command(flatten)]
    pub game: GameToReview,
    /// How the lesson is said.
    #[command(flatten)]
    pub player: PlayerOptions,
    /// The engine.
    #[command(flatten)]
    pub engine: EngineOption,
    /// Whose mistakes to learn from [default: the side of the game's one
    /// person against tactus's engine, else both].
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
}

/// The source of a review: the game, the budget, the player's options;
/// refused when the voice is a screen reader's (the windows' alone).
fn source(
    game: &GameToReview,
    player: &PlayerOptions,
    engine: &EngineOption,
    said: Lang,
) -> Result<Source, Refused> {
    let lang = player.lang_or(said);
    let voice = match player.voice().map_err(|why| why.in_lang(lang))? {
        None => VoiceKind::Text,
        Some(VoiceChoice::Own(kind)) => kind,
        Some(VoiceChoice::ScreenReader) => {
            return Err(Refusal::ScreenReaderInTty.in_lang(lang));
        }
    };
    Ok(Source {
        file: game.file.clone(),
        game: game.game,
        nodes: game.nodes,
        depth: game.depth,
        voice,
        transcript: player.transcript.clone(),
        lang: player.lang,
        style: player.style,
        engine: engine.engine.clone(),
        braille: player.braille,
    })
}

impl ReviewArgs {
    /// What `tactus review` is asked, or why it cannot be.
    pub fn request(&self, said: Lang) -> Result<crate::app::review::Request, Refused> {
        Ok(crate::app::review::Request {
            source: source(&self.game, &self.player, &self.engine, said)?,
            format: self.format,
        })
    }
}

impl LearnArgs {
    /// What `tactus learn` is asked, or why it cannot be.
    pub fn request(&self, said: Lang) -> Result<crate::app::review::learn::Request, Refused> {
        Ok(crate::app::review::learn::Request {
            source: source(&self.game, &self.player, &self.engine, said)?,
            side: self.side.map(|side| match side {
                SideArg::White => Color::White,
                SideArg::Black => Color::Black,
            }),
        })
    }
}
