//! Ogg Vorbis files: the speech at the synthesizer's own rate, mono, at
//! Vorbis quality 0 (about 22 kbit/s for speech at 22 kHz), with the
//! game's comment header. libvorbis is built into tactus (vorbis_rs), so
//! no system library is needed.

use std::num::{NonZeroU8, NonZeroU32};

use vorbis_rs::{VorbisBitrateManagementStrategy, VorbisEncoderBuilder};

use super::Tags;
use crate::event::RecordingFault;

/// Samples handed to the encoder at a time (libvorbis's advice is 1024).
const BLOCK: usize = 1024;

/// The bytes of an Ogg Vorbis file holding `samples` (16-bit, mono) at
/// `sample_rate`, with `tags` as its comments.
pub fn vorbis_bytes(
    samples: &[i16],
    sample_rate: u32,
    tags: &Tags,
) -> Result<Vec<u8>, RecordingFault> {
    let fault = |e: vorbis_rs::VorbisError| RecordingFault::Encoder {
        codec: "Vorbis",
        detail: e.to_string(),
    };
    let rate = NonZeroU32::new(sample_rate).ok_or(RecordingFault::Encoder {
        codec: "Vorbis",
        detail: "sample rate 0".to_owned(),
    })?;
    // The Ogg specification asks for a random stream serial number.
    let serial = getrandom::u32().unwrap_or(0x7461_6374) as i32;
    let mut builder =
        VorbisEncoderBuilder::new_with_serial(rate, NonZeroU8::MIN, Vec::new(), serial);
    builder.bitrate_management_strategy(VorbisBitrateManagementStrategy::QualityVbr {
        target_quality: 0.0,
    });
    for (name, value) in &tags.0 {
        builder.comment_tag(*name, value.as_str()).map_err(fault)?;
    }
    let mut encoder = builder.build().map_err(fault)?;
    let mut block = Vec::with_capacity(BLOCK);
    for chunk in samples.chunks(BLOCK) {
        block.clear();
        block.extend(chunk.iter().map(|&s| f32::from(s) / 32768.0));
        encoder.encode_audio_block([&block]).map_err(fault)?;
    }
    encoder.finish().map_err(fault)
}
