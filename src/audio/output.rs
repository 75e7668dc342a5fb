//! The earcon player over the sound device's output stream.
//!
//! [`EarconPlayer::open`] opens the default output device with its default
//! configuration (any sample format cpal knows, any channel count: stereo
//! goes to the first two channels, mono gets the average) through
//! [`Output`], which rests the stream between sounds. The caller's
//! [`EarconPlayer::play`] never blocks on the audio thread: it renders the
//! earcon once at the device's rate (then caches it), and hands a shared
//! handle to the output's lock-free queue; the audio callback takes it
//! from there and mixes it. A full queue, or all voices busy, drops the
//! earcon.
//!
//! No device, or a device that will not open, gives a [`SoundError`];
//! [`Earcons::open`] turns that into a silent player, which the front end
//! says once per machine ([`super::news`]); [`Earcons::notice`] words the
//! error for a log ("sound is not available (…); earcons are off").
//! Everything else works without sound.
//!
//! # alsa-lib's own messages
//!
//! On Linux, alsa-lib prints its errors on standard error ("ALSA lib
//! pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default" on a machine
//! without a sound card), where a screen reader reading the terminal would
//! read them between the moves. The player's threads that talk to alsa-lib
//! (the one opening the device, and cpal's audio thread) install a
//! thread-local alsa-lib error handler that drops them
//! ([`quiet_alsa`]); what went wrong still arrives as cpal's error, in
//! [`SoundError`] or [`EarconPlayer::stream_error`].
//!
//! # Threading
//!
//! The cpal `Stream` lives on the output's own thread ([`super::stream`]),
//! so the player may be made on one thread and used on another. Dropping
//! the player stops the stream.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use cpal::SampleFormat;

use super::earcon::{Earcon, render};
use super::mixer::{Kept, Sound};
use super::pan::Pan;
use super::stream::{Cue, Output};

pub use super::stream::{QUEUE_CAPACITY, SoundError, quiet_alsa};

/// What the caller's side keeps: rendered sounds.
struct Sender {
    cache: HashMap<Earcon, Sound>,
    /// Sounds of an earlier side, kept until the callback lets go of them.
    kept: Kept,
    /// The side every earcon is heard on.
    pan: Pan,
}

impl Sender {
    /// `earcon` at `rate` on the chosen side, rendered once.
    fn sound(&mut self, earcon: Earcon, rate: u32) -> Sound {
        let pan = self.pan;
        Arc::clone(
            self.cache
                .entry(earcon)
                .or_insert_with(|| Arc::from(pan.apply(render(earcon, rate)))),
        )
    }
}

/// Plays earcons through the default output device. See the [module
/// documentation](self).
pub struct EarconPlayer {
    output: Output,
    sender: Mutex<Sender>,
}

impl std::fmt::Debug for EarconPlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EarconPlayer")
            .field("output", &self.output)
            .finish_non_exhaustive()
    }
}

impl EarconPlayer {
    /// Opens the default output device of the default host with its default
    /// configuration, and starts a stream that plays silence until an
    /// earcon is played (and rests between earcons).
    pub fn open() -> Result<Self, SoundError> {
        Ok(EarconPlayer {
            output: Output::open()?,
            sender: Mutex::new(Sender {
                cache: HashMap::new(),
                kept: Kept::default(),
                pan: Pan::Centre,
            }),
        })
    }

    /// Starts playing `earcon`, mixed with any still sounding. Never waits
    /// for the audio thread. Returns false if it was dropped: the queue was
    /// full, or another thread was playing at this very moment.
    pub fn play(&self, earcon: Earcon) -> bool {
        let Ok(mut sender) = self.sender.try_lock() else {
            return false;
        };
        sender.kept.prune();
        let sound = sender.sound(earcon, self.output.sample_rate());
        self.output.send(Cue::Earcon(sound)).is_ok()
    }

    /// Renders `earcons` now, so that their first [`EarconPlayer::play`]
    /// does not (a few milliseconds each, on the caller's thread).
    pub fn preload(&self, earcons: impl IntoIterator<Item = Earcon>) {
        let Ok(mut sender) = self.sender.lock() else {
            return;
        };
        for earcon in earcons {
            sender.sound(earcon, self.output.sample_rate());
        }
    }

    /// Plays every earcon from now on on one side only (or both, for
    /// [`Pan::Centre`]); a mono device hears them anyway.
    pub fn set_pan(&self, pan: Pan) {
        if let Ok(mut sender) = self.sender.lock()
            && sender.pan != pan
        {
            sender.pan = pan;
            // Those of the other side may still sound: the callback must
            // not be the one to free them.
            let old: Vec<Sound> = sender.cache.drain().map(|(_, s)| s).collect();
            for sound in &old {
                sender.kept.keep(sound);
            }
        }
    }

    /// Whether nothing is queued or playing.
    pub fn is_idle(&self) -> bool {
        self.output.earcons_idle()
    }

    /// Whether the stream rests between sounds (closed until the next).
    pub fn is_resting(&self) -> bool {
        self.output.is_resting()
    }

    /// The device's sample rate, in hertz.
    pub fn sample_rate(&self) -> u32 {
        self.output.sample_rate()
    }

    /// The device's channel count.
    pub fn channels(&self) -> u16 {
        self.output.channels()
    }

    /// The device's sample format.
    pub fn sample_format(&self) -> SampleFormat {
        self.output.sample_format()
    }

    /// The first error the stream reported after it was opened (e.g. the
    /// device was unplugged), other than buffer under-runs.
    pub fn stream_error(&self) -> Option<String> {
        self.output.stream_error()
    }
}

/// Earcons that degrade: a player when sound works, silence (said once)
/// when it does not, or off by the player's choice.
#[derive(Debug)]
pub enum Earcons {
    /// Sound works.
    Playing(EarconPlayer),
    /// Sound is not available; every earcon is silently skipped.
    Unavailable(SoundError),
    /// The player turned earcons off.
    Off,
}

impl Earcons {
    /// Opens the default output device; on failure, the
    /// [`Earcons::Unavailable`] fallback. Never fails, never panics.
    pub fn open() -> Self {
        match EarconPlayer::open() {
            Ok(player) => Earcons::Playing(player),
            Err(e) => Earcons::Unavailable(e),
        }
    }

    /// Plays `earcon` if sound is on; true if it was queued.
    pub fn play(&self, earcon: Earcon) -> bool {
        match self {
            Earcons::Playing(p) => p.play(earcon),
            Earcons::Unavailable(_) | Earcons::Off => false,
        }
    }

    /// Plays every earcon on one side only, if sound is on (see
    /// [`EarconPlayer::set_pan`]).
    pub fn set_pan(&self, pan: Pan) {
        if let Earcons::Playing(p) = self {
            p.set_pan(pan);
        }
    }

    /// Plays each earcon in turn (they overlap as the mixer allows).
    pub fn play_all(&self, earcons: impl IntoIterator<Item = Earcon>) {
        for e in earcons {
            self.play(e);
        }
    }

    /// What to tell the player, once, when sound could not be opened:
    /// `sound is not available (…); earcons are off`.
    pub fn notice(&self) -> Option<String> {
        match self {
            Earcons::Unavailable(e) => {
                Some(format!("sound is not available ({e}); earcons are off"))
            }
            Earcons::Playing(_) | Earcons::Off => None,
        }
    }

    /// Waits until the earcons already queued have been played, at most
    /// `limit`: a program that quits lets its last sound end.
    pub fn finish(&self, limit: std::time::Duration) {
        if let Earcons::Playing(player) = self {
            let deadline = std::time::Instant::now() + limit;
            while !player.is_idle() && std::time::Instant::now() < deadline {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
        }
    }

    /// Whether earcons are heard.
    pub fn is_playing(&self) -> bool {
        matches!(self, Earcons::Playing(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fallback_says_why_once() {
        let silent = Earcons::Unavailable(SoundError::NoDevice);
        assert!(!silent.play(Earcon::Check));
        assert!(!silent.is_playing());
        assert_eq!(
            silent.notice().as_deref(),
            Some("sound is not available (no sound output device was found); earcons are off")
        );
        assert_eq!(Earcons::Off.notice(), None);
        assert!(!Earcons::Off.play(Earcon::Step));
    }
}
