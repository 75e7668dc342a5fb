//! What the speech-dispatcher tests share (TESTING.md): a private daemon
//! on a socket of its own, speaking through ALSA into a file (see
//! `alsa_sink.rs`), killed when the test ends. Included with
//! `#[path = "../support/speechd.rs"] mod speechd;` in a test program's `main.rs`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Kills and reaps a child process when dropped.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The path of `program` on PATH; fails the test, naming the packages,
/// when it is missing.
pub fn require(program: &str) -> PathBuf {
    let found = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|p| p.join(program))
            .find(|p| p.is_file())
    });
    found.unwrap_or_else(|| {
        panic!(
            "{program} is missing: install speech-dispatcher speech-dispatcher-espeak-ng \
             espeak-ng sox (scripts/lib.sh speech_need does)"
        )
    })
}

/// Copies the folder `from` into `to`, following links (Debian links some
/// module configs); a dangling link is left out.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if std::fs::metadata(entry.path()).is_ok_and(|m| m.is_dir()) {
            copy_dir(&entry.path(), &target);
        } else if std::fs::copy(entry.path(), &target).is_err() {
            // A dangling link: nothing to copy.
        }
    }
}

/// A private speech-dispatcher in `dir` (its configuration, HOME
/// `dir/home` and runtime folder), on the socket `sock`, speaking into
/// ALSA's file sink of `asound`; waits for its socket.
pub fn daemon(dir: &Path, sock: &Path, asound: &Path) -> Killed {
    assert!(
        Path::new("/etc/speech-dispatcher/speechd.conf").is_file(),
        "speech-dispatcher is not configured: /etc/speech-dispatcher/speechd.conf is missing"
    );
    let conf = dir.join("speechd-conf");
    if !conf.exists() {
        copy_dir(Path::new("/etc/speech-dispatcher"), &conf);
        let mut text = std::fs::read_to_string(conf.join("speechd.conf")).unwrap();
        text.push_str("\nAudioOutputMethod \"alsa\"\nAudioALSADevice \"default\"\n");
        std::fs::write(conf.join("speechd.conf"), text).unwrap();
    }
    let _ = std::fs::remove_file(sock);
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let daemon = Killed(
        Command::new(require("speech-dispatcher"))
            .args(["-s", "-C"])
            .arg(&conf)
            .args(["-c", "unix_socket", "-S"])
            .arg(sock)
            .args(["-t", "0"])
            .env("HOME", &home)
            .env("XDG_RUNTIME_DIR", dir.join("run"))
            .env("ALSA_CONFIG_PATH", asound)
            // The daemon's own locale is not under test; one the machine
            // lacks (say de_DE.UTF-8 without its locale data) stops it.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C.UTF-8")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("speech-dispatcher starts"),
    );
    let until = Instant::now() + Duration::from_secs(10);
    while !sock.exists() {
        assert!(
            Instant::now() < until,
            "speech-dispatcher made no socket in 10 s"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    daemon
}
