//! The options of `tactus clock`, the talking chess clock.

use std::path::PathBuf;

use super::options::PlayerOptions;
use crate::audio::Pan;
use crate::rules::laws::Laws;

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
    /// How the clock talks to the players: style, language, voice
    /// (screen-reader: tactus's voice silent, the window announcing every
    /// answer to your screen reader), transcript, and a braille display in
    /// the line interface, which shows both clocks and each announcement.
    #[command(flatten)]
    pub player: PlayerOptions,
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
}
