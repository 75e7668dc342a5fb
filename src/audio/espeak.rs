//! espeak-ng's library as a synthesizer into memory: text in, 16-bit mono
//! samples out, no sound card and no speech daemon.
//!
//! The bindings are the `espeakng-sys` crate's (raw, generated from the
//! library's own headers); the safe wrapper `espeakng` was tried and
//! crashes in its synthesis callback with Debian's libespeak-ng 1.51, so
//! this file is the safe layer: the library's global state behind one
//! lock, its callback collecting into a buffer of the calling thread.
//!
//! espeak-ng keeps one synthesizer per process: [`Espeak::open`] holds
//! it for as long as the returned value lives, so two users at once (a
//! recording, the clock's panned voice) take turns rather than change each
//! other's voice. Hold it for one piece of work, never for good.

use std::cell::RefCell;
use std::ffi::{CString, c_int, c_short};
use std::sync::{Mutex, MutexGuard};

use espeakng_sys as sys;

use crate::event::RecordingFault;
use crate::notation::Lang;
use crate::setting::Rate;
use crate::speech::backends::relative_rate;

/// The library's sample rate once it has started; `None` before.
static STARTED: Mutex<Option<u32>> = Mutex::new(None);

thread_local! {
    /// The samples of the sentence being synthesized on this thread: in
    /// synchronous mode espeak-ng calls back on the thread that asked.
    static HEARD: RefCell<Vec<i16>> = const { RefCell::new(Vec::new()) };
}

/// espeak-ng's synthesis callback: keeps the samples it is handed.
unsafe extern "C" fn collect(
    wav: *mut c_short,
    count: c_int,
    _events: *mut sys::espeak_EVENT,
) -> c_int {
    if let Ok(count) = usize::try_from(count)
        && count > 0
        && !wav.is_null()
    {
        // SAFETY: espeak-ng hands `count` samples at `wav`, valid for the
        // length of this call.
        let samples = unsafe { std::slice::from_raw_parts(wav, count) };
        HEARD.with(|heard| {
            if let Ok(mut heard) = heard.try_borrow_mut() {
                heard.extend_from_slice(samples);
            }
        });
    }
    0 // go on
}

/// espeak-ng, started, with a voice and a rate: held by one user at a
/// time.
pub struct Espeak {
    _held: MutexGuard<'static, Option<u32>>,
    sample_rate: u32,
}

/// The voice of `lang` among espeak-ng's.
fn voice_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::De => "de",
        Lang::Es => "es",
    }
}

/// espeak-ng's rate in words per minute for `rate` percent of its normal
/// rate: 50 % is its least (80), 100 % its normal (175), 300 % its most (450).
pub fn words_per_minute(rate: Rate) -> i32 {
    relative_rate(
        sys::espeakRATE_MINIMUM as f32,
        sys::espeakRATE_NORMAL as f32,
        sys::espeakRATE_MAXIMUM as f32,
        rate.percent(),
    )
    .round() as i32
}

impl Espeak {
    /// Starts espeak-ng (once per process) and sets the voice of `lang` at
    /// `rate`; waits while another user holds it.
    pub fn open(lang: Lang, rate: Rate) -> Result<Espeak, RecordingFault> {
        let mut held = STARTED.lock().unwrap_or_else(|p| p.into_inner());
        let sample_rate = match *held {
            Some(sample_rate) => sample_rate,
            None => {
                let sample_rate = start()?;
                *held = Some(sample_rate);
                sample_rate
            }
        };
        let name = CString::new(voice_name(lang)).map_err(|_| RecordingFault::NoVoice { lang })?;
        // SAFETY: the library is started and held; `name` is a C string.
        if unsafe { sys::espeak_ng_SetVoiceByName(name.as_ptr()) } != sys::espeak_ng_STATUS_ENS_OK {
            return Err(RecordingFault::NoVoice { lang });
        }
        // SAFETY: as above; the rate is within the library's range.
        let status = unsafe {
            sys::espeak_ng_SetParameter(sys::espeak_PARAMETER_espeakRATE, words_per_minute(rate), 0)
        };
        if status != sys::espeak_ng_STATUS_ENS_OK {
            return Err(RecordingFault::Refused { code: status });
        }
        Ok(Espeak {
            _held: held,
            sample_rate,
        })
    }

    /// The samples per second of what [`Espeak::speak`] returns.
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// `text` spoken: 16-bit mono samples at [`Espeak::sample_rate`].
    pub fn speak(&mut self, text: &str) -> Result<Vec<i16>, RecordingFault> {
        // A NUL inside the text would end it early: it is no word.
        let text = CString::new(text.replace('\0', " "))
            .map_err(|_| RecordingFault::Refused { code: 0 })?;
        let bytes = text.as_bytes_with_nul();
        HEARD.with(|heard| heard.borrow_mut().clear());
        // SAFETY: the library is started and held by `self`; `bytes` is a
        // NUL-terminated UTF-8 string of the length given; in synchronous
        // mode every callback has run when the call returns.
        let status = unsafe {
            sys::espeak_ng_Synthesize(
                bytes.as_ptr().cast(),
                bytes.len(),
                0,
                sys::espeak_POSITION_TYPE_POS_CHARACTER,
                0,
                sys::espeakCHARS_UTF8,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            )
        };
        let samples = HEARD.with(|heard| std::mem::take(&mut *heard.borrow_mut()));
        if status == sys::espeak_ng_STATUS_ENS_OK {
            Ok(samples)
        } else {
            Err(RecordingFault::Refused { code: status })
        }
    }
}

/// Starts the library in synchronous mode with the callback; its sample
/// rate.
fn start() -> Result<u32, RecordingFault> {
    // SAFETY: called once, under the lock; a null path means the data
    // where the system put it (or `ESPEAK_DATA_PATH`); the error context
    // is freed here and never read.
    unsafe {
        sys::espeak_ng_InitializePath(std::ptr::null());
        let mut context: sys::espeak_ng_ERROR_CONTEXT = std::ptr::null_mut();
        let status = sys::espeak_ng_Initialize(&mut context);
        sys::espeak_ng_ClearErrorContext(&mut context);
        if status != sys::espeak_ng_STATUS_ENS_OK {
            return Err(RecordingFault::NoSynthesizer);
        }
        let status = sys::espeak_ng_InitializeOutput(
            sys::espeak_ng_OUTPUT_MODE_ENOUTPUT_MODE_SYNCHRONOUS,
            0,
            std::ptr::null(),
        );
        if status != sys::espeak_ng_STATUS_ENS_OK {
            return Err(RecordingFault::NoSynthesizer);
        }
        sys::espeak_SetSynthCallback(Some(collect));
        u32::try_from(sys::espeak_ng_GetSampleRate())
            .ok()
            .filter(|&rate| rate > 0)
            .ok_or(RecordingFault::NoSynthesizer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_in_percent_becomes_words_per_minute_within_espeaks_range() {
        let wpm = |p| words_per_minute(Rate::new(p).unwrap());
        assert_eq!(wpm(100), 175);
        assert_eq!(wpm(50), 80);
        assert_eq!(wpm(300), 450);
        assert!(wpm(150) > 175 && wpm(150) < 450);
    }
}
