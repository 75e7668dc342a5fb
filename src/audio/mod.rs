//! Earcons: short synthesized sounds ([`earcon`], pure sample math), which
//! of them an event sounds ([`cue`], pure), and the player that plays them
//! ([`output`]) through the device's output stream, which rests between
//! sounds ([`stream`], [`rest`]) and mixes them ([`mixer`]); what the
//! player is told about sound ([`news`]); the chess clock's earcons
//! ([`clock_cue`]) and the side they are heard on ([`pan`]). Speech heard
//! on one side ([`spoken`]): espeak-ng's library into memory ([`espeak`]),
//! resampled to the device's rate ([`resample`]).

pub mod clock_cue;
pub mod cue;
pub mod earcon;
pub mod espeak;
pub mod mixer;
pub mod news;
pub mod output;
pub mod pan;
pub mod resample;
pub mod rest;
pub mod spoken;
pub mod stream;

pub use cue::{Front, earcons_for, earcons_heard};
pub use earcon::{Earcon, render};
pub use output::{EarconPlayer, Earcons, SoundError};
pub use pan::Pan;
pub use spoken::{SpokenBackend, SpokenError, SpokenSettings};
