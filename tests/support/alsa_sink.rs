//! What the sound tests share: ALSA's file sink (TESTING.md) and the raw
//! samples it writes. Included by each test that listens with
//! `#[path = "../support/alsa_sink.rs"] mod alsa_sink;` in a test program's `main.rs`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// Writes `body` as an ALSA configuration in `dir`; its path.
pub fn write_conf(dir: &Path, body: &str) -> PathBuf {
    let conf = dir.join("asound.conf");
    std::fs::write(&conf, body).expect("writing the ALSA config");
    conf
}

/// An ALSA configuration in `dir` whose default PCM is a raw file over the
/// null device: the configuration's path and the file's. (The null device
/// has no clock: read the samples, never time them.)
pub fn file_sink(dir: &Path) -> (PathBuf, PathBuf) {
    let raw = dir.join("out.raw");
    let conf = write_conf(
        dir,
        &format!(
            "pcm.!default {{ type file; slave.pcm {{ type null }}; file \"{}\"; format \"raw\" }}\n",
            raw.display()
        ),
    );
    (conf, raw)
}

/// The stereo `f32` frames of the raw file the sink wrote.
pub fn read_frames(raw: &Path) -> Vec<[f32; 2]> {
    let bytes = std::fs::read(raw).expect("the raw file was written");
    assert_eq!(bytes.len() % 8, 0, "whole stereo f32 frames");
    bytes
        .chunks_exact(8)
        .map(|c| {
            let s = |b: &[u8]| f32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            [s(&c[..4]), s(&c[4..])]
        })
        .collect()
}

/// The frames that are not silence.
pub fn non_silent(frames: &[[f32; 2]]) -> usize {
    frames.iter().filter(|f| **f != [0.0, 0.0]).count()
}

/// Where `needle` (a rendered earcon) starts in `haystack` at or after
/// `from`, sample for sample.
pub fn find(haystack: &[[f32; 2]], needle: &[[f32; 2]], from: usize) -> Option<usize> {
    let first = needle.iter().position(|f| f != &[0.0, 0.0])?;
    (from + first..haystack.len().saturating_sub(needle.len() - first - 1))
        .find(|&i| {
            haystack[i] == needle[first] && haystack[i - first..i - first + needle.len()] == *needle
        })
        .map(|i| i - first)
}

/// [`file_sink`] for a stream that closes and opens again (it rests
/// between sounds): each opening writes a file of its own (`out.raw`,
/// then `out.raw.0001`, …) instead of emptying the one before; read them
/// with [`read_all_frames`].
pub fn kept_file_sink(dir: &Path) -> (PathBuf, PathBuf) {
    let raw = dir.join("out.raw");
    let conf = write_conf(
        dir,
        &format!(
            "pcm.!default {{ type file; slave.pcm {{ type null }}; file \"{}\"; format \"raw\"; \
             truncate false }}\n",
            raw.display()
        ),
    );
    (conf, raw)
}

/// The files a [`kept_file_sink`] wrote, in the order written.
pub fn kept_files(raw: &Path) -> Vec<PathBuf> {
    let mut files = vec![raw.to_path_buf()];
    for n in 1.. {
        let next = PathBuf::from(format!("{}.{n:04}", raw.display()));
        if !next.exists() {
            break;
        }
        files.push(next);
    }
    files.retain(|f| f.exists());
    files
}

/// The stereo `f32` frames of every file a [`kept_file_sink`] wrote, one
/// after the other.
pub fn read_all_frames(raw: &Path) -> Vec<[f32; 2]> {
    kept_files(raw)
        .iter()
        .flat_map(|f| read_frames(f))
        .collect()
}

/// The name the test harness knows the test `test` of the module whose
/// `module_path!()` is `module` by: the module's path in the test program
/// without the program's own name (`clock_sound_pan::child`), for
/// running it again with `--exact`.
pub fn test_name(module: &str, test: &str) -> String {
    match module.split_once("::") {
        Some((_, path)) => format!("{path}::{test}"),
        None => test.to_owned(),
    }
}

/// Runs the ignored test `child` of the module `module` (its
/// `module_path!()`) again in a process of its own (ALSA's configuration,
/// `ALSA_CONFIG_PATH` = `conf`, is process-wide), with the environment
/// variable `name` set to `value`; kills it after `limit`. Panics unless
/// it succeeded; `what` names it.
pub fn run_child(
    module: &str,
    what: &str,
    name: &str,
    value: &std::ffi::OsStr,
    conf: &Path,
    limit: std::time::Duration,
) {
    use std::time::{Duration, Instant};
    let exe = std::env::current_exe().unwrap();
    let mut child = std::process::Command::new(exe)
        .arg(test_name(module, "child"))
        .args(["--ignored", "--exact", "--test-threads=1"])
        .env(name, value)
        .env("ALSA_CONFIG_PATH", conf)
        .spawn()
        .unwrap();
    let deadline = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            child.kill().ok();
            child.wait().ok();
            panic!("the {what} child ran more than {} s", limit.as_secs());
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    assert!(status.success(), "the {what} child failed");
}
