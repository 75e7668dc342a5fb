//! Earcons: short synthesized sounds ([`earcon`], pure sample math), which
//! of them an event sounds ([`cue`], pure), and the cpal output stream that
//! plays them ([`output`]); what the player is told about sound ([`news`]).

pub mod cue;
pub mod earcon;
pub mod mixer;
pub mod news;
pub mod output;

pub use cue::{Front, earcons_for, earcons_heard};
pub use earcon::{Earcon, render};
pub use output::{EarconPlayer, Earcons, SoundError};
