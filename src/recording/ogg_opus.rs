//! Ogg Opus files (RFC 7845): the speech resampled to 24 kHz (espeak-ng's
//! 22050 Hz holds nothing above 11 kHz, so 24 kHz loses nothing and is
//! half the samples of 48 kHz), coded by libopus for speech (VoIP) at
//! [`BITRATE`] in frames of 20 ms, in Ogg pages after the two header
//! packets: OpusHead (one channel, the encoder's look-ahead as pre-skip,
//! the synthesizer's rate as the input rate) and OpusTags (the game's
//! comment header). Granule positions count 48 kHz samples, as Opus
//! always does; the last page's says where the speech ends, so a player
//! drops the padding of the last frame.

use ogg::writing::{PacketWriteEndInfo, PacketWriter};
use opus::{Application, Bitrate, Channels, Encoder};

use super::Tags;
use crate::audio::resample::resample;
use crate::event::RecordingFault;

/// The rate the encoder is given the speech at.
const RATE: u32 = 24_000;
/// Granule positions and the pre-skip count samples at 48 kHz: two for
/// each at [`RATE`].
const GRANULE: u64 = 2;
/// Samples in a frame of 20 ms at [`RATE`].
const FRAME: usize = 480;
/// Bits a second: clear speech in mono at a fifteenth of the WAV's size.
pub const BITRATE: i32 = 24_000;
/// The most bytes a frame can take (RFC 6716's limit for one frame).
const MOST: usize = 1275;
/// Frames a page: one second of speech, so that a player can seek.
const PAGE: usize = 50;

/// The bytes of an Ogg Opus file holding `samples` (16-bit, mono) at
/// `sample_rate`, with `tags` in its OpusTags. libopus codes at its
/// highest complexity, about 80 times faster than the speech plays (3 s of
/// CPU for a game of 40 moves, 4 minutes of speech): call it off the
/// thread that plays.
pub fn opus_bytes(
    samples: &[i16],
    sample_rate: u32,
    tags: &Tags,
) -> Result<Vec<u8>, RecordingFault> {
    let fault = |e: opus::Error| RecordingFault::Encoder {
        codec: "Opus",
        detail: e.to_string(),
    };
    let mut encoder = Encoder::new(RATE, Channels::Mono, Application::Voip).map_err(fault)?;
    encoder.set_bitrate(Bitrate::Bits(BITRATE)).map_err(fault)?;
    let pre_skip = encoder.get_lookahead().map_err(fault)?;
    let pre_skip = u16::try_from(i64::from(pre_skip) * GRANULE as i64).map_err(|_| {
        RecordingFault::Encoder {
            codec: "Opus",
            detail: format!("look-ahead {pre_skip}"),
        }
    })?;
    let speech = resample(samples, sample_rate, RATE);
    // The last sample of speech, counted as granule positions count: after
    // the pre-skip. Frames of silence follow until it is coded.
    let end = u64::from(pre_skip) + speech.len() as u64 * GRANULE;
    let frames = end.div_ceil(FRAME as u64 * GRANULE) as usize;

    let serial = getrandom::u32().unwrap_or(0x7461_6374);
    let mut out = PacketWriter::new(Vec::new());
    let io = |e: std::io::Error| RecordingFault::Encoder {
        codec: "Opus",
        detail: e.to_string(),
    };
    out.write_packet(
        head(pre_skip, sample_rate),
        serial,
        PacketWriteEndInfo::EndPage,
        0,
    )
    .map_err(io)?;
    out.write_packet(comments(tags), serial, PacketWriteEndInfo::EndPage, 0)
        .map_err(io)?;
    let mut frame = vec![0f32; FRAME];
    for n in 0..frames {
        let from = (n * FRAME).min(speech.len());
        let to = ((n + 1) * FRAME).min(speech.len());
        frame.fill(0.0);
        frame[..to - from].copy_from_slice(&speech[from..to]);
        let packet = encoder.encode_vec_float(&frame, MOST).map_err(fault)?;
        let last = n + 1 == frames;
        let (end_info, granule) = if last {
            (PacketWriteEndInfo::EndStream, end)
        } else if (n + 1) % PAGE == 0 {
            (
                PacketWriteEndInfo::EndPage,
                ((n + 1) * FRAME) as u64 * GRANULE,
            )
        } else {
            (
                PacketWriteEndInfo::NormalPacket,
                ((n + 1) * FRAME) as u64 * GRANULE,
            )
        };
        out.write_packet(packet, serial, end_info, granule)
            .map_err(io)?;
    }
    Ok(out.into_inner())
}

/// The identification header (RFC 7845, 5.1): version 1, one channel,
/// `pre_skip`, the original rate, no gain, channel mapping family 0.
fn head(pre_skip: u16, input_rate: u32) -> Vec<u8> {
    let mut head = b"OpusHead".to_vec();
    head.push(1);
    head.push(1);
    head.extend_from_slice(&pre_skip.to_le_bytes());
    head.extend_from_slice(&input_rate.to_le_bytes());
    head.extend_from_slice(&0i16.to_le_bytes());
    head.push(0);
    head
}

/// The comment header (RFC 7845, 5.2): the vendor (libopus's version) and
/// `tags`, each a little-endian length and UTF-8 text.
fn comments(tags: &Tags) -> Vec<u8> {
    let mut out = b"OpusTags".to_vec();
    let string = |out: &mut Vec<u8>, text: &str| {
        out.extend_from_slice(&(text.len() as u32).to_le_bytes());
        out.extend_from_slice(text.as_bytes());
    };
    string(&mut out, opus::version());
    let lines: Vec<String> = tags.lines().collect();
    out.extend_from_slice(&(lines.len() as u32).to_le_bytes());
    for line in &lines {
        string(&mut out, line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_headers_follow_rfc_7845() {
        let head = head(312, 22050);
        assert_eq!(head.len(), 19);
        assert_eq!(&head[..8], b"OpusHead");
        assert_eq!(head[8..10], [1, 1]);
        assert_eq!(u16::from_le_bytes([head[10], head[11]]), 312);
        assert_eq!(u32::from_le_bytes(head[12..16].try_into().unwrap()), 22050);
        assert_eq!(head[16..], [0, 0, 0]);
        let tags = Tags(vec![("ARTIST", "Anna".into())]);
        let comments = comments(&tags);
        assert_eq!(&comments[..8], b"OpusTags");
        let vendor = u32::from_le_bytes(comments[8..12].try_into().unwrap()) as usize;
        let rest = &comments[12 + vendor..];
        assert_eq!(u32::from_le_bytes(rest[..4].try_into().unwrap()), 1);
        assert_eq!(u32::from_le_bytes(rest[4..8].try_into().unwrap()), 11);
        assert_eq!(&rest[8..], b"ARTIST=Anna");
    }
}
