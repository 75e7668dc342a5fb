//! Earcons: short synthesized sounds ([`earcon`], pure sample math), which
//! of them an event sounds ([`cue`], pure), and the player that plays them
//! ([`output`]) through the device's output stream, which rests between
//! sounds ([`stream`], [`rest`]) and mixes them ([`mixer`]); what the
//! player is told about sound ([`news`]);
//! the chess clock's earcons ([`clock_cue`]) and the side they are heard
//! on ([`pan`]); espeak-ng's library as a synthesizer into memory
//! ([`espeak`]).

pub mod clock_cue;
pub mod cue;
pub mod earcon;
pub mod espeak;
pub mod mixer;
pub mod news;
pub mod output;
pub mod pan;
pub mod rest;
pub mod stream;

pub use cue::{Front, earcons_for, earcons_heard};
pub use earcon::{Earcon, render};
pub use output::{EarconPlayer, Earcons, SoundError};
pub use pan::Pan;
