//! The sound device's output stream, shared by what sounds through it (the
//! earcons of [`super::output`], the panned voice of [`super::spoken`]),
//! and resting between sounds.
//!
//! [`Output::open`] starts a keeper thread that opens the default output
//! device with its default configuration, owns the cpal `Stream` (which
//! is not `Send` on every platform: it is made, played and dropped on that
//! thread alone) and closes it once nothing has sounded for a while
//! ([`super::rest`]): a running stream wakes its thread every few
//! milliseconds even for silence. [`Output::send`] puts a [`Cue`] into a
//! lock-free single-producer single-consumer queue ([`rtrb`]) and wakes
//! the keeper, which opens the stream again if it rests; the audio
//! callback takes the cue from the queue and mixes it ([`Mixer`]). The
//! mixer and the queue outlive the streams, so a sound that was queued or
//! half played when the stream closed is heard in full when it opens.
//! The caller never waits on the audio thread.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};
use rtrb::{Consumer, Producer, RingBuffer};

use super::mixer::{Mixer, Sound};
use super::rest::{Change, REST_AFTER_MS, Rest};

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

/// Keeps alsa-lib from printing its errors on standard error from the
/// calling thread on (see [`super::output`]): a
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

/// Cues waiting for the audio callback; more are refused.
pub const QUEUE_CAPACITY: usize = 32;

/// What the audio callback is asked to do.
#[derive(Debug)]
pub enum Cue {
    /// Play an earcon, mixed with whatever sounds.
    Earcon(Sound),
    /// Say a sentence (its sound and number), cutting off the one before.
    Speech(Sound, u64),
    /// Stop the sentence being said.
    Hush,
}

/// What the caller, the keeper and the audio callback share.
#[derive(Debug, Default)]
struct Shared {
    /// Earcons queued or playing.
    pending: AtomicUsize,
    /// The highest number of a sentence said to its end or cut off.
    said: AtomicU64,
    /// Whether nothing was queued or playing at the callback's last look.
    silent: AtomicBool,
    /// Whether the stream rests (closed until the next sound).
    resting: AtomicBool,
    /// The first stream error reported, other than under-runs.
    error: Mutex<Option<String>>,
}

impl Shared {
    fn report(&self, error: String) {
        if let Ok(mut slot) = self.error.lock() {
            slot.get_or_insert(error);
        }
    }
}

enum Wake {
    Sound,
    Quit,
}

/// The device's output, see the [module documentation](self).
pub struct Output {
    queue: Mutex<Producer<Cue>>,
    wake: mpsc::Sender<Wake>,
    keeper: Option<JoinHandle<()>>,
    shared: Arc<Shared>,
    sample_rate: u32,
    channels: u16,
    format: SampleFormat,
}

impl std::fmt::Debug for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Output")
            .field("sample_rate", &self.sample_rate)
            .field("channels", &self.channels)
            .field("format", &self.format)
            .finish_non_exhaustive()
    }
}

/// The device and how it is played, as first opened.
struct Device {
    device: cpal::Device,
    config: StreamConfig,
    format: SampleFormat,
}

impl Output {
    /// Opens the default output device of the default host with its
    /// default configuration on a keeper thread, and starts a stream that
    /// plays silence until something sounds (and rests after).
    pub fn open() -> Result<Output, SoundError> {
        let (producer, consumer) = RingBuffer::new(QUEUE_CAPACITY);
        let shared = Arc::new(Shared::default());
        let (ready_tx, ready_rx) = mpsc::channel();
        let (wake, woken) = mpsc::channel();
        let callback = Callback {
            queue: consumer,
            mixer: Mixer::new(),
            channels: 2,
            shared: Arc::clone(&shared),
            quiet: false,
        };
        let keeper_shared = Arc::clone(&shared);
        let keeper = std::thread::Builder::new()
            .name("tactus-sound".to_owned())
            .spawn(move || keep(callback, keeper_shared, woken, ready_tx))
            .map_err(|e| SoundError::Stream(e.to_string()))?;
        let opened = ready_rx
            .recv()
            .unwrap_or_else(|_| Err(SoundError::Stream("the sound thread ended".to_owned())));
        let (sample_rate, channels, format) = match opened {
            Ok(opened) => opened,
            Err(e) => {
                let _ = keeper.join();
                return Err(e);
            }
        };
        Ok(Output {
            queue: Mutex::new(producer),
            wake,
            keeper: Some(keeper),
            shared,
            sample_rate,
            channels,
            format,
        })
    }

    /// Hands `cue` to the audio callback (opening the stream if it rests);
    /// gives it back when the queue is full or another thread is sending at
    /// this very moment. Never waits on the audio thread.
    pub fn send(&self, cue: Cue) -> Result<(), Cue> {
        let Ok(mut queue) = self.queue.try_lock() else {
            return Err(cue);
        };
        let earcon = matches!(cue, Cue::Earcon(_));
        // Counted before the push, so the callback never sees it negative.
        if earcon {
            self.shared.pending.fetch_add(1, Ordering::SeqCst);
        }
        self.shared.silent.store(false, Ordering::SeqCst);
        match queue.push(cue) {
            Ok(()) => {
                let _ = self.wake.send(Wake::Sound);
                Ok(())
            }
            Err(rtrb::PushError::Full(cue)) => {
                if earcon {
                    self.shared.pending.fetch_sub(1, Ordering::SeqCst);
                }
                Err(cue)
            }
        }
    }

    /// Whether no earcon is queued or playing.
    pub fn earcons_idle(&self) -> bool {
        self.shared.pending.load(Ordering::SeqCst) == 0
    }

    /// Whether the sentence numbered `serial` has been said to its end or
    /// cut off.
    pub fn said(&self, serial: u64) -> bool {
        self.shared.said.load(Ordering::SeqCst) >= serial
    }

    /// Whether the stream rests: closed until the next sound.
    pub fn is_resting(&self) -> bool {
        self.shared.resting.load(Ordering::SeqCst)
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
    /// device was unplugged, or would not open again after a rest), other
    /// than buffer under-runs.
    pub fn stream_error(&self) -> Option<String> {
        self.shared.error.lock().ok().and_then(|e| e.clone())
    }
}

impl Drop for Output {
    /// Closes the stream and ends the keeper.
    fn drop(&mut self) {
        let _ = self.wake.send(Wake::Quit);
        if let Some(keeper) = self.keeper.take() {
            let _ = keeper.join();
        }
    }
}

/// The keeper thread: opens the device, says how it went on `ready`, then
/// opens and closes the stream as sounds come and go until told to quit.
fn keep(
    callback: Callback,
    shared: Arc<Shared>,
    woken: mpsc::Receiver<Wake>,
    ready: mpsc::Sender<Result<(u32, u16, SampleFormat), SoundError>>,
) {
    quiet_alsa();
    let mut callback = callback;
    let device = match default_device() {
        Ok(device) => device,
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    callback.channels = usize::from(device.config.channels);
    let callback = Arc::new(Mutex::new(callback));
    let mut stream = match start(&device, &callback, &shared) {
        Ok(stream) => Some(stream),
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    let _ = ready.send(Ok((
        device.config.sample_rate,
        device.config.channels,
        device.format,
    )));
    let epoch = Instant::now();
    let now = || u64::try_from(epoch.elapsed().as_millis()).unwrap_or(u64::MAX);
    let mut rest = Rest::new(REST_AFTER_MS);
    loop {
        let woke = match rest.next_look(now()) {
            Some(ms) => woken.recv_timeout(std::time::Duration::from_millis(ms)),
            None => woken.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match woke {
            Ok(Wake::Sound) => {
                if rest.sound(now()) == Some(Change::Open) {
                    match start(&device, &callback, &shared) {
                        Ok(opened) => stream = Some(opened),
                        Err(e) => shared.report(e.to_string()),
                    }
                    shared.resting.store(false, Ordering::SeqCst);
                }
            }
            Ok(Wake::Quit) | Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => {
                let silent = shared.silent.load(Ordering::SeqCst);
                if rest.looked(now(), silent) == Some(Change::Rest) {
                    stream = None;
                    shared.resting.store(true, Ordering::SeqCst);
                }
            }
        }
    }
    drop(stream);
}

/// The default output device and its default configuration.
fn default_device() -> Result<Device, SoundError> {
    let host = cpal::default_host();
    let device = host.default_output_device().ok_or(SoundError::NoDevice)?;
    let supported = device
        .default_output_config()
        .map_err(|e| SoundError::Config(e.to_string()))?;
    Ok(Device {
        device,
        config: supported.config(),
        format: supported.sample_format(),
    })
}

/// A stream on `device` that plays what `callback` mixes, started.
fn start(
    device: &Device,
    callback: &Arc<Mutex<Callback>>,
    shared: &Arc<Shared>,
) -> Result<cpal::Stream, SoundError> {
    // A new stream calls back on a new thread, whose alsa-lib messages
    // are silenced anew.
    if let Ok(mut c) = callback.lock() {
        c.quiet = false;
    }
    let stream = build(device, Arc::clone(callback), Arc::clone(shared))?;
    stream
        .play()
        .map_err(|e| SoundError::Stream(e.to_string()))?;
    Ok(stream)
}

fn build(
    device: &Device,
    callback: Arc<Mutex<Callback>>,
    shared: Arc<Shared>,
) -> Result<cpal::Stream, SoundError> {
    fn typed<T: SizedSample + FromSample<f32>>(
        device: &Device,
        callback: Arc<Mutex<Callback>>,
        shared: Arc<Shared>,
    ) -> Result<cpal::Stream, SoundError> {
        device
            .device
            .build_output_stream(
                device.config,
                move |out: &mut [T], _: &cpal::OutputCallbackInfo| {
                    // Only one stream at a time holds the callback: the
                    // lock is never contended, and never waits.
                    match callback.try_lock() {
                        Ok(mut callback) => callback.run(out),
                        Err(_) => out.fill(T::EQUILIBRIUM),
                    }
                },
                move |e: cpal::Error| {
                    if e.kind() != cpal::ErrorKind::Xrun {
                        shared.report(e.to_string());
                    }
                },
                None,
            )
            .map_err(|e| SoundError::Stream(e.to_string()))
    }
    match device.format {
        SampleFormat::F32 => typed::<f32>(device, callback, shared),
        SampleFormat::F64 => typed::<f64>(device, callback, shared),
        SampleFormat::I8 => typed::<i8>(device, callback, shared),
        SampleFormat::I16 => typed::<i16>(device, callback, shared),
        SampleFormat::I24 => typed::<cpal::I24>(device, callback, shared),
        SampleFormat::I32 => typed::<i32>(device, callback, shared),
        SampleFormat::I64 => typed::<i64>(device, callback, shared),
        SampleFormat::U8 => typed::<u8>(device, callback, shared),
        SampleFormat::U16 => typed::<u16>(device, callback, shared),
        SampleFormat::U32 => typed::<u32>(device, callback, shared),
        SampleFormat::U64 => typed::<u64>(device, callback, shared),
        other => Err(SoundError::Format(other.to_string())),
    }
}

/// What the audio thread owns (lent to each stream in turn).
struct Callback {
    queue: Consumer<Cue>,
    mixer: Mixer,
    channels: usize,
    shared: Arc<Shared>,
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
        let mut said = 0;
        while let Ok(cue) = self.queue.pop() {
            match cue {
                // A sound handed back is not freed here: the caller keeps
                // another handle on it.
                Cue::Earcon(sound) => {
                    if self.mixer.start(sound).is_err() {
                        done += 1;
                    }
                }
                Cue::Speech(sound, serial) => {
                    said = said.max(self.mixer.speak(sound, serial).unwrap_or(0));
                }
                Cue::Hush => said = said.max(self.mixer.hush().unwrap_or(0)),
            }
        }
        let ended = self.mixer.fill(out, self.channels);
        done += ended.earcons;
        said = said.max(ended.speech.unwrap_or(0));
        if said > 0 {
            self.shared.said.fetch_max(said, Ordering::SeqCst);
        }
        if done > 0 {
            self.shared.pending.fetch_sub(done, Ordering::SeqCst);
        }
        let silent = self.mixer.active() == 0 && self.queue.is_empty();
        self.shared.silent.store(silent, Ordering::SeqCst);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audio::{Earcon, render};

    fn callback() -> (Producer<Cue>, Callback, Arc<Shared>) {
        let (tx, rx) = RingBuffer::<Cue>::new(4);
        let shared = Arc::new(Shared::default());
        let cb = Callback {
            queue: rx,
            mixer: Mixer::new(),
            channels: 2,
            shared: Arc::clone(&shared),
            quiet: false,
        };
        (tx, cb, shared)
    }

    #[test]
    fn callback_counts_what_it_finishes() {
        let (mut tx, mut cb, shared) = callback();
        shared.pending.store(2, Ordering::SeqCst);
        tx.push(Cue::Earcon(Arc::from(render(Earcon::LowTime, 8_000))))
            .ok();
        tx.push(Cue::Earcon(Arc::from(render(Earcon::Step, 8_000))))
            .ok();
        // 250 frames at 8 kHz: the 30 ms tick (240 frames) ends, the 40 ms
        // step (320 frames) does not.
        let mut out = vec![0.0_f32; 2 * 250];
        cb.run(&mut out);
        assert_eq!(shared.pending.load(Ordering::SeqCst), 1);
        assert!(out.iter().any(|&v| v != 0.0));
        assert!(!shared.silent.load(Ordering::SeqCst));
        cb.run(&mut out);
        assert_eq!(shared.pending.load(Ordering::SeqCst), 0);
        assert!(out[2 * 70..].iter().all(|&v| v == 0.0));
        assert!(shared.silent.load(Ordering::SeqCst));
    }

    #[test]
    fn callback_tells_which_sentences_are_said_or_cut() {
        let (mut tx, mut cb, shared) = callback();
        let first: Sound = Arc::from(vec![[0.5_f32, 0.0]; 100]);
        let second: Sound = Arc::from(vec![[0.25_f32, 0.0]; 10]);
        tx.push(Cue::Speech(Arc::clone(&first), 1)).ok();
        let mut out = vec![0.0_f32; 2 * 8];
        cb.run(&mut out);
        assert_eq!(shared.said.load(Ordering::SeqCst), 0);
        tx.push(Cue::Speech(Arc::clone(&second), 2)).ok();
        cb.run(&mut out);
        // The first was cut off; the callback let go of it, the caller's
        // handle is the last.
        assert_eq!(shared.said.load(Ordering::SeqCst), 1);
        assert_eq!(Arc::strong_count(&first), 1);
        assert_eq!(out[0], 0.25);
        cb.run(&mut out);
        assert_eq!(shared.said.load(Ordering::SeqCst), 2);
        assert!(shared.silent.load(Ordering::SeqCst));
        tx.push(Cue::Speech(Arc::clone(&first), 3)).ok();
        tx.push(Cue::Hush).ok();
        cb.run(&mut out);
        assert_eq!(shared.said.load(Ordering::SeqCst), 3);
        assert!(out.iter().all(|&v| v == 0.0));
    }
}
