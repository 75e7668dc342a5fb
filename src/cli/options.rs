//! The options every command that talks to a player shares, declared once
//! and flattened into each (`tty`, `play`, `puzzle`, `review`, `learn`,
//! `replay`, `clock`): how moves are put into words, the language, the
//! voice, a transcript, a braille display; and the engine of the commands
//! that ask one.

use std::path::PathBuf;

use super::refusal::Refusal;
use crate::app::braille_line::BrailleUse;
use crate::app::voice_choice::VoiceChoice;
use crate::notation::{Lang, Style};

/// How tactus talks to the player.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct PlayerOptions {
    /// appendix-e (anna), spoken, nato or san [default: the saved setting].
    #[arg(long)]
    pub style: Option<Style>,
    /// en, de or es [default: the saved setting, else the system's].
    #[arg(long)]
    pub lang: Option<Lang>,
    /// tts, text, none or screen-reader (the board window and the clock
    /// window only: tactus is silent and your own screen reader speaks
    /// what it says).
    #[arg(long)]
    pub voice: Option<String>,
    /// Records every utterance (JSON lines) in this file.
    #[arg(long)]
    pub transcript: Option<PathBuf>,
    /// A refreshable braille display through BRLTTY: auto (when BRLTTY
    /// offers one), on (say why when none can be taken) or off; without
    /// it, the `braille` setting (auto unless set). review, learn and
    /// replay --speak show every line there and stay until you end them
    /// (Enter on the display, q, Ctrl+D).
    #[arg(long, value_enum)]
    pub braille: Option<BrailleUse>,
    /// Listens for moves said aloud (English): the microphone through PocketSphinx.
    #[arg(long)]
    pub listen: bool,
}

impl PlayerOptions {
    /// The voice asked for, if any; a name that is none refused.
    pub fn voice(&self) -> Result<Option<VoiceChoice>, Refusal> {
        self.voice
            .as_deref()
            .map(|v| {
                v.parse::<VoiceChoice>()
                    .map_err(|_| Refusal::Voice(v.to_owned()))
            })
            .transpose()
    }

    /// The language to say things in: `--lang`, else `said`.
    pub fn lang_or(&self, said: Lang) -> Lang {
        self.lang.unwrap_or(said)
    }
}

/// The engine of a command that asks one.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct EngineOption {
    /// The UCI engine program [default: stockfish].
    #[arg(long)]
    pub engine: Option<PathBuf>,
}
