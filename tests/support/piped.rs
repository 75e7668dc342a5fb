//! What the tests that run tactus over a pipe share: the binary with its
//! data and settings folders in throw-away places and piped streams, a
//! script of lines fed to it with a pause after each, and its output read
//! back as lines. Included by each such test with
//! `#[path = "../support/piped.rs"] mod piped;` in a test program's `main.rs`.

#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::thread::sleep;
use std::time::Duration;

/// Two people at the board: the players of most games over a pipe.
pub const PEOPLE: [&str; 4] = ["--white", "human", "--black", "human"];

/// A throw-away data folder and settings folder, removed when dropped.
pub struct Dirs {
    /// What `TACTUS_DATA_DIR` points at.
    pub data: tempfile::TempDir,
    /// What `TACTUS_CONFIG_DIR` points at.
    pub config: tempfile::TempDir,
}

/// Fresh [`Dirs`].
pub fn dirs() -> Dirs {
    Dirs {
        data: tempfile::tempdir().unwrap(),
        config: tempfile::tempdir().unwrap(),
    }
}

impl Dirs {
    /// [`tactus`] with these folders.
    pub fn tactus(&self) -> Command {
        tactus(self.data.path(), self.config.path())
    }
}

/// The tactus binary with its data in `data`, its settings in `config`,
/// and its three streams piped; the caller adds the command (`tty`), its
/// arguments, environment and working folder.
pub fn tactus(data: &Path, config: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tactus"));
    command
        .env("TACTUS_DATA_DIR", data)
        .env("TACTUS_CONFIG_DIR", config)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Writes each `(line, pause after it in ms)` to `child`, closes its input
/// and waits for it to end; what it wrote, whatever its exit.
pub fn send(mut child: Child, script: &[(&str, u64)]) -> Output {
    let mut stdin = child.stdin.take().unwrap();
    for (line, pause) in script {
        // A tactus that has ended (quit with nothing to lose needs no
        // yes) reads no more.
        if writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .is_err()
        {
            break;
        }
        sleep(Duration::from_millis(*pause));
    }
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// [`send`], then checks that `child` ended well (naming its standard
/// error if not); its output lines.
pub fn feed(child: Child, script: &[(&str, u64)]) -> Vec<String> {
    let out = send(child, script);
    succeeded(&out);
    lines(&out.stdout)
}

/// `lines`, each with a pause of `ms` after it: a script for [`feed`].
pub fn paced<'a>(lines: &[&'a str], ms: u64) -> Vec<(&'a str, u64)> {
    lines.iter().map(|line| (*line, ms)).collect()
}

/// Checks that the process of `out` ended with status 0, naming its
/// standard error if not.
pub fn succeeded(out: &Output) {
    assert!(
        out.status.success(),
        "tactus ended with {}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The lines of `bytes`, which must be UTF-8.
pub fn lines(bytes: &[u8]) -> Vec<String> {
    std::str::from_utf8(bytes)
        .expect("tactus writes UTF-8")
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Runs `command` with no input to its end and checks that it ended well
/// (naming the command and its standard error if not); its standard
/// output.
pub fn stdout_of(command: &mut Command) -> String {
    let out = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{command:?} ended with {}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whether a line of `lines` contains `text`.
pub fn has(lines: &[String], text: &str) -> bool {
    lines.iter().any(|l| l.contains(text))
}

/// How many lines of `lines` contain `text`.
pub fn count(lines: &[String], text: &str) -> usize {
    lines.iter().filter(|l| l.contains(text)).count()
}

/// A `.pgn` file holding `text`, removed when dropped.
pub fn pgn_file(text: &(impl AsRef<[u8]> + ?Sized)) -> tempfile::NamedTempFile {
    let mut file = tempfile::Builder::new().suffix(".pgn").tempfile().unwrap();
    file.write_all(text.as_ref()).unwrap();
    file
}

/// `tactus replay PATH ARGS`: its exit code (-1 if killed), standard
/// output and standard error.
pub fn replay(path: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tactus"))
        .arg("replay")
        .arg(path)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Every file under `dir` and its folders, with its bytes: what a test
/// searches for something that must not be written anywhere.
pub fn files(dir: &std::path::Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut all = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            all.extend(files(&path));
        } else {
            all.push((path.clone(), std::fs::read(&path).unwrap()));
        }
    }
    all
}

/// Whether `haystack` holds the bytes of `needle`.
pub fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}
