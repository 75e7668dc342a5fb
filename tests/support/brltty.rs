//! A real BRLTTY whose braille display is the test: BRLTTY's Virtual
//! driver (`-b vr`) connects to a Unix socket the test listens on, is told
//! the display's size (`cells 40`), writes each line shown as
//! `Braille "…"` (the dots of each cell, `|` between cells) and takes the
//! keys the test presses (`Route 12`, `LnUp`, `LnDn`, `FWinLt`, and
//! `KEY_ENTER` for the display's Enter: BRLTTY's `Return` is another
//! command). BrlAPI is
//! served on 127.0.0.1, TCP port 4101 + N, without a key (`auth=none`);
//! a client finds it through `BRLAPI_HOST`. Included with
//! `#[path = "../support/brltty.rs"] mod brltty;` in a test program's `main.rs`. See ../shared/TESTING.md.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::os::unix::net::{UnixListener, UnixStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// BRLTTY running with the test as its display.
pub struct Brltty {
    child: Child,
    /// What `BRLAPI_HOST` is for a client of this BRLTTY.
    pub host: String,
    /// Its BrlAPI port is 4101 + this.
    pub number: u16,
    lines: Arc<Mutex<Vec<String>>>,
    keys: Arc<Mutex<Option<UnixStream>>>,
    _dir: tempfile::TempDir,
}

/// The numbers handed out in this process: two tests running at once
/// must not both find the same port free before either BRLTTY binds it.
static HANDED: AtomicU16 = AtomicU16::new(0);

/// The BrlAPI "host number" N of a free port 4101 + N, another for each
/// BRLTTY this process starts.
fn free_number() -> u16 {
    let start = 20 + (std::process::id() % 400) as u16;
    (0..400)
        .map(|_| start + HANDED.fetch_add(1, Ordering::SeqCst) % 400)
        .find(|n| TcpListener::bind(("127.0.0.1", 4101 + n)).is_ok())
        .expect("a free port for BrlAPI")
}

impl Brltty {
    /// BRLTTY with a display of `size` (`"40"`, or `"32 10"` for ten
    /// lines), ready for a client: its BrlAPI port answers.
    pub fn start(size: &str) -> Brltty {
        Brltty::start_at(size, free_number())
    }

    /// [`Brltty::start`] on port 4101 + `number`: as a BRLTTY that comes
    /// back where one was before.
    pub fn start_at(size: &str, number: u16) -> Brltty {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("display.sock");
        let listener = UnixListener::bind(&socket).unwrap();
        let child = Command::new("brltty")
            .args(["-n", "-e", "-b", "vr", "-x", "no"])
            .arg("-d")
            .arg(format!("client:{}", socket.display()))
            .arg("-A")
            .arg(format!("auth=none,host=127.0.0.1:{number}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("brltty runs (Debian package brltty)");
        let lines = Arc::new(Mutex::new(Vec::new()));
        let keys = Arc::new(Mutex::new(None));
        let size = size.to_string();
        let (seen, writer) = (lines.clone(), keys.clone());
        std::thread::spawn(move || {
            let Ok((mut stream, _)) = listener.accept() else {
                return;
            };
            let _ = writeln!(stream, "cells {size}");
            *writer.lock().unwrap() = stream.try_clone().ok();
            for line in BufReader::new(stream).lines() {
                let Ok(line) = line else { break };
                seen.lock().unwrap().push(line);
            }
        });
        let brltty = Brltty {
            child,
            host: format!("127.0.0.1:{number}"),
            number,
            lines,
            keys,
            _dir: dir,
        };
        let until = Instant::now() + Duration::from_secs(30);
        // Ready when BrlAPI answers and the driver has shown its first
        // line (before that the display has no size yet).
        while TcpStream::connect(("127.0.0.1", 4101 + number)).is_err() || brltty.count() == 0 {
            assert!(Instant::now() < until, "BRLTTY did not start in 30 s");
            std::thread::sleep(Duration::from_millis(50));
        }
        brltty
    }

    /// How many lines the display has been sent.
    pub fn count(&self) -> usize {
        self.lines.lock().unwrap().len()
    }

    /// Presses a key: a line of the Virtual driver (`Route 12`, `LnUp`),
    /// then waits a quarter of a second, as a finger does between keys
    /// (the driver reads one key at a time).
    pub fn press(&self, key: &str) {
        {
            let mut keys = self.keys.lock().unwrap();
            let stream = keys.as_mut().expect("the display is connected");
            writeln!(stream, "{key}").unwrap();
            stream.flush().unwrap();
        }
        std::thread::sleep(Duration::from_millis(250));
    }

    /// Types `text` on the display's braille keyboard, a character at a
    /// time in computer braille (BRLTTY's `PASSDOTS`, a capital with dot
    /// 7), then presses its Enter.
    pub fn type_line(&self, text: &str) {
        for c in text.chars() {
            let dots = tactus::braille::computer::dots_of(c)
                .unwrap_or_else(|| panic!("{c:?} has no computer braille cell"));
            assert!(dots != 0, "a blank cannot be typed as PASSDOTS");
            self.press(&format!("PASSDOTS {dots}"));
        }
        self.press("KEY_ENTER");
    }

    /// Every `Braille` line shown since line `since`, each as its cells.
    pub fn shown_since(&self, since: usize) -> Vec<Vec<String>> {
        let lines = self.lines.lock().unwrap();
        lines[since.min(lines.len())..]
            .iter()
            .filter_map(|l| cells(l))
            .collect()
    }

    /// The cells of the last `Braille` line shown since line `since` for
    /// which `accept` holds, each as its dots ("1234", "78", "" for a
    /// blank), waiting at most 30 s.
    pub fn wait_cells(&self, since: usize, accept: impl Fn(&[String]) -> bool) -> Vec<String> {
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            let shown: Vec<Vec<String>> = {
                let lines = self.lines.lock().unwrap();
                lines[since.min(lines.len())..]
                    .iter()
                    .filter_map(|l| cells(l))
                    .collect()
            };
            if let Some(found) = shown.iter().rev().find(|c| accept(c)) {
                return found.clone();
            }
            assert!(
                Instant::now() < until,
                "no braille line as awaited since line {since}; shown: {shown:#?}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// The cells of a `Braille "15|256| |…"` line; `None` for another line.
pub fn cells(line: &str) -> Option<Vec<String>> {
    let inner = line.strip_prefix("Braille \"")?.strip_suffix('"')?;
    Some(
        inner
            .split('|')
            .map(|c| c.trim().to_string())
            .collect::<Vec<_>>(),
    )
}

impl Drop for Brltty {
    fn drop(&mut self) {
        // SIGTERM, BRLTTY's way to end; then it is waited for.
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let until = Instant::now() + Duration::from_secs(5);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The dots of `text` in English literary braille, as tactus writes a
/// message (liblouis), each cell as BRLTTY's Virtual driver writes it.
pub fn braille_of(text: &str) -> Vec<String> {
    tactus::braille::louis::translate(text, tactus::notation::Lang::En)
        .expect("liblouis (Debian liblouis20)")
        .into_iter()
        .map(|c| c.dots().iter().map(|d| d.to_string()).collect())
        .collect()
}

/// The dots of a line tactus says that names moves, as the display shows
/// it: each of `moves` (its words as the line says them, and the move in
/// SAN) in the chess code of the English score (the knight S, a square's
/// digit a lower digit), the words around them in literary braille, a
/// blank on each side of a move (also before a comma or semicolon that
/// follows it in print).
pub fn braille_naming(text: &str, moves: &[(&str, &str)]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = text;
    let blank = |out: &mut Vec<String>| {
        if out.last().is_some_and(|c| !c.is_empty()) {
            out.push(String::new());
        }
    };
    let words = |out: &mut Vec<String>, part: &str| {
        if part.starts_with(' ') {
            blank(out);
        }
        if !part.trim().is_empty() {
            out.extend(braille_of(part.trim()));
            if part.ends_with(' ') {
                blank(out);
            }
        }
    };
    for (said, san) in moves {
        let Some(at) = rest.find(said) else { continue };
        words(&mut out, &rest[..at]);
        blank(&mut out);
        let san: shakmaty::san::SanPlus = san.parse().expect("a move in SAN");
        out.extend(
            tactus::braille::code::move_cells(&san, tactus::notation::Lang::En)
                .into_iter()
                .map(|c| c.dots().iter().map(|d| d.to_string()).collect::<String>()),
        );
        out.push(String::new());
        rest = &rest[at + said.len()..];
    }
    words(&mut out, rest);
    while out.last().is_some_and(String::is_empty) {
        out.pop();
    }
    out
}

/// The text of the messages among `shown` (the lines with no cell of
/// dots 7 or 8, which mark the finger, the cursor and a running clock,
/// and for which `other` does not hold), a window after the other with
/// one blank between them, as a reader panning through them reads:
/// in cells, each as its dots.
pub fn messages_read(shown: &[Vec<String>], other: impl Fn(&[String]) -> bool) -> Vec<String> {
    let mut read: Vec<String> = Vec::new();
    let mut last: Option<&Vec<String>> = None;
    for window in shown {
        if window.iter().any(|c| c.contains('7') || c.contains('8')) || other(window) {
            last = None;
            continue;
        }
        if last == Some(window) {
            continue;
        }
        last = Some(window);
        let end = window
            .iter()
            .rposition(|c| !c.is_empty())
            .map_or(0, |e| e + 1);
        if !read.is_empty() {
            read.push(String::new());
        }
        read.extend(window[..end].iter().cloned());
    }
    read
}

/// Whether the braille of `text` is found whole in `read`.
pub fn reads(read: &[String], text: &str) -> bool {
    let want = braille_of(text);
    !want.is_empty() && read.windows(want.len()).any(|w| w == want.as_slice())
}

/// Whether the line shown begins with the braille of `text`.
pub fn begins_with(cells: &[String], text: &str) -> bool {
    begins_with_dots(cells, &braille_of(text))
}

/// Whether the line shown begins with the cells `want`.
pub fn begins_with_dots(cells: &[String], want: &[String]) -> bool {
    !want.is_empty() && cells.len() >= want.len() && cells[..want.len()] == want[..]
}

/// Whether the line shown is the board (or a clock): it has a cell with
/// dots 7 or 8 (the finger, the cursor, a running clock), which a
/// message never has.
pub fn is_board(cells: &[String]) -> bool {
    cells.iter().any(|c| c.contains('7') || c.contains('8'))
}

impl Brltty {
    /// Pans right through the messages from the one shown until the
    /// board comes back, at most `most` times, as a reader reads on: what
    /// was read in the messages since line `since` ([`messages_read`]).
    pub fn read_on(&self, since: usize, most: usize) -> Vec<String> {
        for _ in 0..most {
            let shown = self.shown_since(since);
            if shown.last().is_some_and(|last| is_board(last))
                && !messages_read(&shown, |_| false).is_empty()
            {
                break;
            }
            self.press("FWinRt");
        }
        messages_read(&self.shown_since(since), |_| false)
    }
}
