//! WAV files: 16-bit PCM, mono, at the synthesizer's sample rate, the form
//! every recorder, phone and computer plays.

use crate::event::RecordingFault;

/// The bytes of a WAV file holding `samples` (16-bit, mono) at
/// `sample_rate`; refused when they are more than a WAV file can hold
/// (4 GB, over a day of speech).
pub fn wav_bytes(samples: &[i16], sample_rate: u32) -> Result<Vec<u8>, RecordingFault> {
    const HEADER: usize = 44;
    let data = samples
        .len()
        .checked_mul(2)
        .and_then(|n| u32::try_from(n).ok())
        .filter(|&n| n <= u32::MAX - HEADER as u32)
        .ok_or(RecordingFault::TooLong)?;
    let mut out = Vec::with_capacity(HEADER + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(data + HEADER as u32 - 8).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // the size of this chunk
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // one channel
    out.extend_from_slice(&sample_rate.to_le_bytes());
    out.extend_from_slice(&(sample_rate * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per sample
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for sample in samples {
        out.extend_from_slice(&sample.to_le_bytes());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_gives_the_sizes_rate_and_form() {
        let bytes = wav_bytes(&[0, 1, -1], 22050).unwrap();
        assert_eq!(bytes.len(), 44 + 6);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(u32::from_le_bytes(bytes[4..8].try_into().unwrap()), 42);
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(u32::from_le_bytes(bytes[24..28].try_into().unwrap()), 22050);
        assert_eq!(u32::from_le_bytes(bytes[40..44].try_into().unwrap()), 6);
        assert_eq!(&bytes[44..], &[0, 0, 1, 0, 0xff, 0xff]);
    }
}
