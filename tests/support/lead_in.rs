//! A WAV file given half a second of silence before its sound, for the
//! test room's microphone (`room.rs`) and the voice benchmark
//! (`examples/bench_listen.rs`). Included with
//! `#[path = "../support/lead_in.rs"] mod lead_in;`.

use std::path::Path;

/// Half a second of silence put before the sound of `wav`: the room's
/// null sink loses about the first 130 ms of each stream played into it
/// (measured with arecord: 1.15 s of speech came out as 1.02 s, its start
/// cut), where a microphone hears a player from the first breath.
pub fn lead_in(wav: &Path) {
    let bytes = std::fs::read(wav).unwrap();
    let at = bytes
        .windows(4)
        .position(|w| w == b"data")
        .expect("a WAV data chunk");
    let rate = u32::from_le_bytes(bytes[24..28].try_into().unwrap()) as usize;
    let block = u16::from_le_bytes(bytes[32..34].try_into().unwrap()) as usize;
    let start = at + 8;
    let silence = vec![0u8; rate / 2 * block];
    let data = bytes.len() - start + silence.len();
    let mut out = Vec::with_capacity(bytes.len() + silence.len());
    out.extend_from_slice(&bytes[..at + 4]);
    out.extend_from_slice(&(data as u32).to_le_bytes());
    out.extend_from_slice(&silence);
    out.extend_from_slice(&bytes[start..]);
    let riff = (out.len() - 8) as u32;
    out[4..8].copy_from_slice(&riff.to_le_bytes());
    std::fs::write(wav, out).unwrap();
}
