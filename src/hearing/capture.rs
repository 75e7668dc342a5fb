//! The microphone: cpal's default input device, in whatever rate, channel
//! count and sample format it offers, turned on cpal's own thread into
//! 16 kHz mono 16-bit samples and sent into a channel. The stream lives on
//! a thread of its own (a cpal stream may not move between threads) until
//! the [`Capture`] is dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};

use super::HearingError;
use super::activity::RATE;

/// What the microphone sent.
#[derive(Debug)]
pub enum Captured {
    /// Samples at 16 kHz, mono.
    Samples(Vec<i16>),
    /// The device failed; nothing more comes.
    Failed(HearingError),
}

/// The open microphone; dropping it closes the device.
pub struct Capture {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Capture {
    /// Opens the default input device, its samples sent to `tx`.
    pub fn open(tx: Sender<Captured>) -> Result<Capture, HearingError> {
        let stop = Arc::new(AtomicBool::new(false));
        let (opened_tx, opened) = mpsc::channel();
        let stopped = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("tactus-microphone".into())
            .spawn(move || {
                crate::audio::output::quiet_alsa();
                let stream = match start(tx) {
                    Ok(stream) => {
                        let _ = opened_tx.send(Ok(()));
                        stream
                    }
                    Err(e) => {
                        let _ = opened_tx.send(Err(e));
                        return;
                    }
                };
                while !stopped.load(Ordering::Relaxed) {
                    std::thread::park_timeout(Duration::from_millis(200));
                }
                drop(stream);
            })
            .map_err(|e| HearingError::Device(e.to_string()))?;
        let result = opened
            .recv()
            .unwrap_or_else(|_| Err(HearingError::Device("capture thread ended".into())));
        let capture = Capture {
            stop,
            thread: Some(thread),
        };
        result.map(|()| capture)
    }
}

impl Drop for Capture {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            thread.thread().unpark();
            let _ = thread.join();
        }
    }
}

/// The default input device's stream, started.
fn start(tx: Sender<Captured>) -> Result<cpal::Stream, HearingError> {
    let host = cpal::default_host();
    let device = host
        .default_input_device()
        .ok_or(HearingError::NoMicrophone)?;
    let supported = device
        .default_input_config()
        .map_err(|_| HearingError::NoMicrophone)?;
    let config = supported.config();
    let stream = match supported.sample_format() {
        SampleFormat::F32 => build::<f32>(&device, config, tx),
        SampleFormat::F64 => build::<f64>(&device, config, tx),
        SampleFormat::I8 => build::<i8>(&device, config, tx),
        SampleFormat::I16 => build::<i16>(&device, config, tx),
        SampleFormat::I24 => build::<cpal::I24>(&device, config, tx),
        SampleFormat::I32 => build::<i32>(&device, config, tx),
        SampleFormat::I64 => build::<i64>(&device, config, tx),
        SampleFormat::U8 => build::<u8>(&device, config, tx),
        SampleFormat::U16 => build::<u16>(&device, config, tx),
        SampleFormat::U32 => build::<u32>(&device, config, tx),
        SampleFormat::U64 => build::<u64>(&device, config, tx),
        other => Err(HearingError::Device(format!("sample format {other}"))),
    }?;
    stream
        .play()
        .map_err(|e| HearingError::Device(e.to_string()))?;
    Ok(stream)
}

fn build<T>(
    device: &cpal::Device,
    config: StreamConfig,
    tx: Sender<Captured>,
) -> Result<cpal::Stream, HearingError>
where
    T: SizedSample,
    f32: FromSample<T>,
{
    let channels = usize::from(config.channels.max(1));
    let mut mono = ToMono16k::new(config.sample_rate);
    let failed = tx.clone();
    let mut quiet = false;
    device
        .build_input_stream(
            config,
            move |data: &[T], _: &cpal::InputCallbackInfo| {
                if !quiet {
                    crate::audio::output::quiet_alsa();
                    quiet = true;
                }
                let frames = data.chunks(channels).map(|frame| {
                    frame.iter().map(|&s| s.to_sample::<f32>()).sum::<f32>() / frame.len() as f32
                });
                let out = mono.push(frames);
                if !out.is_empty() {
                    let _ = tx.send(Captured::Samples(out));
                }
            },
            move |e: cpal::Error| {
                if e.kind() != cpal::ErrorKind::Xrun {
                    let _ = failed.send(Captured::Failed(HearingError::Device(e.to_string())));
                }
            },
            None,
        )
        .map_err(|e| HearingError::Device(e.to_string()))
}

/// Mono samples at any rate to 16 kHz 16-bit: each output sample the mean
/// of the input samples of its interval (a box filter, against aliasing),
/// or the last one again when the device is slower than 16 kHz.
#[derive(Clone, Debug)]
pub struct ToMono16k {
    from: u64,
    phase: u64,
    sum: f32,
    count: u32,
    last: i16,
}

impl ToMono16k {
    /// A converter from `from` hertz.
    pub fn new(from: u32) -> ToMono16k {
        ToMono16k {
            from: u64::from(from.max(1)),
            phase: 0,
            sum: 0.0,
            count: 0,
            last: 0,
        }
    }

    /// `samples` (-1.0..=1.0) at the device's rate, as 16 kHz samples.
    pub fn push(&mut self, samples: impl Iterator<Item = f32>) -> Vec<i16> {
        let mut out = Vec::new();
        for s in samples {
            self.sum += s;
            self.count += 1;
            self.phase += RATE as u64;
            while self.phase >= self.from {
                self.phase -= self.from;
                if self.count > 0 {
                    let mean = self.sum / self.count as f32;
                    self.last = (mean.clamp(-1.0, 1.0) * 32_767.0) as i16;
                    self.sum = 0.0;
                    self.count = 0;
                }
                out.push(self.last);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_at_48_khz_is_a_second_at_16_khz() {
        let mut mono = ToMono16k::new(48_000);
        let out = mono.push((0..48_000).map(|_| 0.5));
        assert_eq!(out.len(), 16_000);
        assert!(out.iter().all(|&s| s == 16_383), "{:?}", &out[..4]);
    }

    #[test]
    fn a_second_at_44_1_khz_in_pieces_is_a_second_at_16_khz() {
        let mut mono = ToMono16k::new(44_100);
        let mut out = Vec::new();
        for _ in 0..100 {
            out.extend(mono.push((0..441).map(|_| -0.25)));
        }
        assert_eq!(out.len(), 16_000);
    }

    #[test]
    fn a_slower_device_repeats_its_samples() {
        let mut mono = ToMono16k::new(8_000);
        let out = mono.push([0.5, -0.5].into_iter());
        assert_eq!(out, [16_383, 16_383, -16_383, -16_383]);
    }
}
