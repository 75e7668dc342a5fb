//! The cpal output stream that plays earcons.
//!
//! [`EarconPlayer::open`] opens the default output device with its default
//! configuration (any sample format cpal knows, any channel count: stereo
//! goes to the first two channels, mono gets the average). The caller's
//! [`EarconPlayer::play`] never blocks on the audio thread: it renders the
//! earcon once at the device's rate (then caches it), and pushes a shared
//! handle into a lock-free single-producer single-consumer queue
//! ([`rtrb`]); the audio callback takes it from there and mixes it
//! ([`Mixer`]). A full queue, or all voices busy, drops the earcon.
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
//! The player holds the cpal `Stream`, which is not `Send` on every
//! platform (it is on Linux/ALSA, not e.g. on Android): create the player
//! on the thread that will use it, usually the front end's event-loop
//! thread, and keep it there. The audio callback runs on cpal's own
//! thread. Dropping the player stops the stream.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};
use rtrb::{Consumer, Producer, RingBuffer};

use super::earcon::{Earcon, render};
use super::mixer::{Mixer, Sound};
use super::pan::Pan;

/// Earcons waiting for the audio callback; more are dropped.
pub const QUEUE_CAPACITY: usize = 32;

/// Why sound could not be opened.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SoundError {
    /// The audio system reports no default output device.
    #[error("no sound output device was found")]
    NoDevice,
    /// The device would not tell its configuration.
    #[error("the sound device gave no configuration: {0}")]
    Config(String),
    /// The device wants a sample format this player does not write.
    #[error("the sound device wants the sample format {0}, which tactus does not write")]
    Format(String),
    /// The stream could not be built or started.
    #[error("the sound stream could not be started: {0}")]
    Stream(String),
}

/// What the caller's side keeps: the queue's producer and rendered sounds.
struct Sender {
    queue: Producer<Sound>,
    cache: HashMap<Earcon, Sound>,
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
    _stream: cpal::Stream,
    sender: Mutex<Sender>,
    sample_rate: u32,
    channels: u16,
    format: SampleFormat,
    /// Earcons queued or playing.
    pending: Arc<AtomicUsize>,
    /// The first stream error reported by cpal after opening.
    error: Arc<Mutex<Option<String>>>,
}

impl std::fmt::Debug for EarconPlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EarconPlayer")
            .field("sample_rate", &self.sample_rate)
            .field("channels", &self.channels)
            .field("format", &self.format)
            .finish_non_exhaustive()
    }
}

impl EarconPlayer {
    /// Opens the default output device of the default host with its default
    /// configuration, and starts a stream that plays silence until an
    /// earcon is played.
    pub fn open() -> Result<Self, SoundError> {
        quiet_alsa();
        let host = cpal::default_host();
        let device = host.default_output_device().ok_or(SoundError::NoDevice)?;
        let supported = device
            .default_output_config()
            .map_err(|e| SoundError::Config(e.to_string()))?;
        let format = supported.sample_format();
        let config = supported.config();
        let (producer, consumer) = RingBuffer::new(QUEUE_CAPACITY);
        let pending = Arc::new(AtomicUsize::new(0));
        let error = Arc::new(Mutex::new(None));
        let callback = Callback {
            queue: consumer,
            mixer: Mixer::new(),
            channels: usize::from(config.channels),
            pending: Arc::clone(&pending),
            quiet: false,
        };
        let stream = build(&device, config, format, callback, Arc::clone(&error))?;
        stream
            .play()
            .map_err(|e| SoundError::Stream(e.to_string()))?;
        Ok(EarconPlayer {
            _stream: stream,
            sender: Mutex::new(Sender {
                queue: producer,
                cache: HashMap::new(),
                pan: Pan::Centre,
            }),
            sample_rate: config.sample_rate,
            channels: config.channels,
            format,
            pending,
            error,
        })
    }

    /// Starts playing `earcon`, mixed with any still sounding. Never waits
    /// for the audio thread. Returns false if it was dropped: the queue was
    /// full, or another thread was playing at this very moment.
    pub fn play(&self, earcon: Earcon) -> bool {
        let Ok(mut sender) = self.sender.try_lock() else {
            return false;
        };
        let sound = sender.sound(earcon, self.sample_rate);
        // Counted before the push, so the callback never sees it negative.
        self.pending.fetch_add(1, Ordering::SeqCst);
        if sender.queue.push(sound).is_ok() {
            true
        } else {
            self.pending.fetch_sub(1, Ordering::SeqCst);
            false
        }
    }

    /// Renders `earcons` now, so that their first [`EarconPlayer::play`]
    /// does not (a few milliseconds each, on the caller's thread).
    pub fn preload(&self, earcons: impl IntoIterator<Item = Earcon>) {
        let Ok(mut sender) = self.sender.lock() else {
            return;
        };
        for earcon in earcons {
            sender.sound(earcon, self.sample_rate);
        }
    }

    /// Plays every earcon from now on on one side only (or both, for
    /// [`Pan::Centre`]); a mono device hears them anyway.
    pub fn set_pan(&self, pan: Pan) {
        if let Ok(mut sender) = self.sender.lock()
            && sender.pan != pan
        {
            sender.pan = pan;
            sender.cache.clear();
        }
    }

    /// Whether nothing is queued or playing.
    pub fn is_idle(&self) -> bool {
        self.pending.load(Ordering::SeqCst) == 0
    }

    /// The device's sample rate, in hertz.
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// The device's channel count.
    pub fn channels(&self) -> u16 {
        self.channels
    }

    /// The device's sample format.
    pub fn sample_format(&self) -> SampleFormat {
        self.format
    }

    /// The first error the stream reported after it was opened (e.g. the
    /// device was unplugged), other than buffer under-runs.
    pub fn stream_error(&self) -> Option<String> {
        self.error.lock().ok().and_then(|e| e.clone())
    }
}

/// Keeps alsa-lib from printing its errors on standard error from the
/// calling thread on (see the [module documentation](self)): a
/// thread-local handler (alsa-lib 1.1.6 and later) that drops them. The
/// process-wide handler would need a C variadic function, which stable
/// Rust cannot define. Elsewhere than Linux, nothing to do.
pub fn quiet_alsa() {
    #[cfg(target_os = "linux")]
    {
        /// Drops one alsa-lib message.
        unsafe extern "C" fn drop_message(
            _file: *const std::ffi::c_char,
            _line: std::ffi::c_int,
            _function: *const std::ffi::c_char,
            _err: std::ffi::c_int,
            _fmt: *const std::ffi::c_char,
            _args: *mut alsa_sys::__va_list_tag,
        ) {
        }
        // SAFETY: sets a thread-local function pointer in alsa-lib; the
        // handler reads none of its arguments and cannot fail.
        unsafe {
            alsa_sys::snd_lib_error_set_local(Some(drop_message));
        }
    }
}

/// What the audio thread owns.
struct Callback {
    queue: Consumer<Sound>,
    mixer: Mixer,
    channels: usize,
    pending: Arc<AtomicUsize>,
    /// Whether alsa-lib's messages are silenced on the audio thread yet.
    quiet: bool,
}

impl Callback {
    fn run<T: SizedSample + FromSample<f32>>(&mut self, out: &mut [T]) {
        if !self.quiet {
            quiet_alsa();
            self.quiet = true;
        }
        let mut done = 0;
        while let Ok(sound) = self.queue.pop() {
            if self.mixer.start(sound).is_err() {
                done += 1;
            }
        }
        done += self.mixer.fill(out, self.channels);
        if done > 0 {
            self.pending.fetch_sub(done, Ordering::SeqCst);
        }
    }
}

fn build(
    device: &cpal::Device,
    config: StreamConfig,
    format: SampleFormat,
    callback: Callback,
    error: Arc<Mutex<Option<String>>>,
) -> Result<cpal::Stream, SoundError> {
    fn typed<T: SizedSample + FromSample<f32>>(
        device: &cpal::Device,
        config: StreamConfig,
        mut callback: Callback,
        error: Arc<Mutex<Option<String>>>,
    ) -> Result<cpal::Stream, SoundError> {
        device
            .build_output_stream(
                config,
                move |out: &mut [T], _: &cpal::OutputCallbackInfo| callback.run(out),
                move |e: cpal::Error| {
                    if e.kind() != cpal::ErrorKind::Xrun
                        && let Ok(mut slot) = error.lock()
                    {
                        slot.get_or_insert_with(|| e.to_string());
                    }
                },
                None,
            )
            .map_err(|e| SoundError::Stream(e.to_string()))
    }
    match format {
        SampleFormat::F32 => typed::<f32>(device, config, callback, error),
        SampleFormat::F64 => typed::<f64>(device, config, callback, error),
        SampleFormat::I8 => typed::<i8>(device, config, callback, error),
        SampleFormat::I16 => typed::<i16>(device, config, callback, error),
        SampleFormat::I24 => typed::<cpal::I24>(device, config, callback, error),
        SampleFormat::I32 => typed::<i32>(device, config, callback, error),
        SampleFormat::I64 => typed::<i64>(device, config, callback, error),
        SampleFormat::U8 => typed::<u8>(device, config, callback, error),
        SampleFormat::U16 => typed::<u16>(device, config, callback, error),
        SampleFormat::U32 => typed::<u32>(device, config, callback, error),
        SampleFormat::U64 => typed::<u64>(device, config, callback, error),
        other => Err(SoundError::Format(other.to_string())),
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

    #[test]
    fn callback_counts_what_it_finishes() {
        let (mut tx, rx) = RingBuffer::<Sound>::new(4);
        let pending = Arc::new(AtomicUsize::new(2));
        let mut cb = Callback {
            queue: rx,
            mixer: Mixer::new(),
            channels: 2,
            pending: Arc::clone(&pending),
            quiet: false,
        };
        tx.push(Arc::from(render(Earcon::LowTime, 8_000))).ok();
        tx.push(Arc::from(render(Earcon::Step, 8_000))).ok();
        // 250 frames at 8 kHz: the 30 ms tick (240 frames) ends, the 40 ms
        // step (320 frames) does not.
        let mut out = vec![0.0_f32; 2 * 250];
        cb.run(&mut out);
        assert_eq!(pending.load(Ordering::SeqCst), 1);
        assert!(out.iter().any(|&v| v != 0.0));
        cb.run(&mut out);
        assert_eq!(pending.load(Ordering::SeqCst), 0);
        assert!(out[2 * 70..].iter().all(|&v| v == 0.0));
    }
}
