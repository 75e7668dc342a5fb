//! What the window tests share: a throw-away X display, xdotool, and
//! screenshots read pixel by pixel with ImageMagick (TESTING.md). Included
//! by each window test with `#[path = "../support/xvfb.rs"] mod xvfb;` in a test program's `main.rs`.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// Kills what it holds when the test ends, however it ends.
pub struct Reaper(pub Vec<Child>);

impl Drop for Reaper {
    fn drop(&mut self) {
        for child in self.0.iter_mut().rev() {
            stop(child);
        }
    }
}

/// Ends `child` as `kill` does (SIGTERM), so that an X server removes its
/// lock and socket; SIGKILL after two seconds if it is still there.
pub fn stop(child: &mut Child) {
    let _ = Command::new("kill").arg(child.id().to_string()).status();
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(2) {
        if !matches!(child.try_wait(), Ok(None)) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Whether `tool` is on PATH.
pub fn found(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Fails the test, naming the packages, when `tool` is missing.
pub fn need(tool: &str) {
    assert!(
        found(tool),
        "{tool} is missing: scripts/test installs xvfb, xdotool, imagemagick and stockfish (see TESTING.md)"
    );
}

/// Fails the test, naming what to install, unless the tools of an AT-SPI
/// probe under Xvfb are there: Xvfb, xdotool, a D-Bus session and
/// `python` able to import pyatspi.
pub fn need_atspi_probe(python: &str) {
    for tool in [
        "Xvfb",
        "xdpyinfo",
        "xdotool",
        "dbus-run-session",
        "dbus-send",
        "timeout",
    ] {
        assert!(
            found(tool),
            "{tool} is missing: install xvfb, x11-utils, xdotool, dbus, at-spi2-core and \
             python3-pyatspi (see TESTING.md)"
        );
    }
    let pyatspi = Command::new(python)
        .args(["-c", "import pyatspi"])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        pyatspi,
        "{python} cannot import pyatspi: apt-get install python3-pyatspi at-spi2-core"
    );
}

/// Polls `ok` until it holds, failing after `limit` ([`super::wait::until`]).
pub fn wait_for(what: &str, limit: Duration, ok: impl FnMut() -> bool) {
    super::wait::until(limit, what, ok);
}

/// Runs a command on `display` (at most 20 s) and returns its stdout.
pub fn run(display: &str, args: &[&str]) -> String {
    let out = Command::new("timeout")
        .args(["-k", "2", "20"])
        .args(args)
        .env("DISPLAY", display)
        .output()
        .unwrap_or_else(|e| panic!("{args:?}: {e}"));
    assert!(out.status.success(), "{args:?} failed: {out:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The colour at (x, y) of a PNG, as "#RRGGBB".
pub fn pixel(png: &Path, x: f32, y: f32) -> String {
    let crop = format!("1x1+{}+{}", x as u32, y as u32);
    let out = Command::new("convert")
        .arg(png)
        .args(["-crop", &crop, "-depth", "8", "txt:-"])
        .output()
        .expect("convert");
    let text = String::from_utf8_lossy(&out.stdout);
    text.split_whitespace()
        .find(|w| w.starts_with('#') && w.len() == 7)
        .unwrap_or("none")
        .to_owned()
}

/// A screenshot of the whole screen, kept in the test's temporary folder,
/// in a folder of the test's own (its thread's name): tests that run at
/// once in one test program never write the same file.
pub fn screenshot(display: &str, name: &str) -> PathBuf {
    let test = std::thread::current()
        .name()
        .unwrap_or("main")
        .replace("::", "-");
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("shots")
        .join(test);
    std::fs::create_dir_all(&folder).expect("a folder for screenshots");
    let path = folder.join(name);
    run(
        display,
        &["import", "-window", "root", path.to_str().unwrap()],
    );
    path
}

/// The size of window `wid`, as xdotool reports it.
pub fn window_size(display: &str, wid: &str) -> (u32, u32) {
    let geo = run(display, &["xdotool", "getwindowgeometry", wid]);
    let size = geo
        .lines()
        .find_map(|l| l.trim().strip_prefix("Geometry: "))
        .expect("geometry");
    let (w, h) = size.split_once('x').expect("WxH");
    (w.parse().unwrap(), h.parse().unwrap())
}

/// The pixels of a PNG as (width, height, RGB bytes), read through
/// ImageMagick's PPM output.
pub fn rgb(png: &Path) -> (usize, usize, Vec<u8>) {
    let out = Command::new("convert")
        .arg(png)
        .args(["-depth", "8", "ppm:-"])
        .output()
        .expect("convert");
    assert!(out.status.success(), "convert {png:?}: {out:?}");
    let data = out.stdout;
    // "P6\n<w> <h>\n255\n" then the bytes.
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while data[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while !data[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push(String::from_utf8_lossy(&data[start..i]).into_owned());
    }
    assert_eq!(fields[0], "P6", "a binary PPM");
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    let bytes = data[i + 1..].to_vec();
    assert_eq!(bytes.len(), w * h * 3, "PPM of {w}x{h}");
    (w, h, bytes)
}

/// Starts Xvfb (1024×768, 24 bits) on a display it chooses itself, kept
/// by `reaper`, and returns the display's name once it takes clients.
///
/// Xvfb picks the number (`-displayfd`): it takes a display's lock
/// atomically, so tests running at once never share a display, and a lock
/// left by a server that died is taken over rather than skipped.
pub fn start_xvfb(reaper: &mut Reaper) -> String {
    start_xvfb_sized(reaper, "1024x768x24")
}

/// Starts Xvfb as [`start_xvfb`] does, with a screen of `screen`
/// ("800x600x24").
pub fn start_xvfb_sized(reaper: &mut Reaper, screen: &str) -> String {
    use std::io::Read;
    use std::process::Stdio;
    let mut xvfb = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            screen,
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    let mut out = xvfb.stdout.take().expect("Xvfb's standard output");
    reaper.0.push(xvfb);
    // Xvfb writes "N\n" when it is ready, then nothing more.
    let mut number = String::new();
    let mut byte = [0u8; 1];
    while !number.ends_with('\n') {
        match out.read(&mut byte) {
            Ok(1) => number.push(byte[0] as char),
            _ => panic!("Xvfb ended before it named its display ({number:?})"),
        }
    }
    format!(":{}", number.trim())
}

/// How many pixels of a PNG have the colour `(r, g, b)`.
pub fn count_colour(png: &Path, (r, g, b): (u8, u8, u8)) -> usize {
    let (_, _, bytes) = rgb(png);
    bytes
        .chunks_exact(3)
        .filter(|p| p[0] == r && p[1] == g && p[2] == b)
        .count()
}

/// Waits for tactus's window on `display` (its title begins "tactus"),
/// gives it the keyboard and returns its id.
pub fn focus_window(display: &str) -> String {
    let wid = run(
        display,
        &["xdotool", "search", "--sync", "--name", "tactus"],
    );
    let wid = wid.lines().next().expect("a window").trim().to_owned();
    run(display, &["xdotool", "windowfocus", "--sync", &wid]);
    wid
}

/// Starts `tactus play --lang en --voice text ARGS` on `display`, kept by
/// `reaper`: its data and settings in `home`'s `data` and `config`, no
/// sound card, standard output in `home/stdout.txt`, whose path it returns.
pub fn start_tactus(reaper: &mut Reaper, display: &str, home: &Path, args: &[&str]) -> PathBuf {
    start_tactus_in(reaper, display, home, "en", args)
}

/// Starts tactus as [`start_tactus`] does, in language `lang` ("de").
pub fn start_tactus_in(
    reaper: &mut Reaper,
    display: &str,
    home: &Path,
    lang: &str,
    args: &[&str],
) -> PathBuf {
    use std::process::Stdio;
    let out_path = home.join("stdout.txt");
    let stdout = std::fs::File::create(&out_path).expect("stdout file");
    reaper.0.push(
        Command::new(env!("CARGO_BIN_EXE_tactus"))
            .args(["play", "--lang", lang, "--voice", "text"])
            .args(args)
            .env("DISPLAY", display)
            .env("TACTUS_DATA_DIR", home.join("data"))
            .env("TACTUS_CONFIG_DIR", home.join("config"))
            .env("ALSA_CONFIG_PATH", home.join("no-alsa.conf"))
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::null())
            .spawn()
            .expect("tactus starts"),
    );
    out_path
}

/// Waits until tactus's window on `display` takes keys: presses `c` (which
/// says the clocks and changes nothing) until standard output, kept in
/// `out`, grows. Under load the first keys can reach a window that is
/// mapped and focused but does not handle them yet; a test's own keys
/// sent then would be lost.
pub fn until_window_listens(display: &str, out: &Path) {
    let size = || std::fs::metadata(out).map(|m| m.len()).unwrap_or(0);
    let start = Instant::now();
    loop {
        let before = size();
        run(display, &["xdotool", "key", "c"]);
        let asked = Instant::now();
        while asked.elapsed() < Duration::from_secs(2) {
            if size() > before {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the window took no key in 30 s"
        );
    }
}

/// Takes screenshots until `ok` holds for one (the window redraws a moment
/// after it speaks), for at most ten seconds; returns it.
pub fn expect_shot(display: &str, name: &str, what: &str, ok: impl Fn(&Path) -> bool) -> PathBuf {
    let start = Instant::now();
    loop {
        let shot = screenshot(display, name);
        if ok(&shot) {
            return shot;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{name}: never {what}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// What `part` reads of the screen once it differs from `before` and has
/// stopped changing (two screenshots in a row read the same): the picture
/// of keys the window has taken, drawn. Ten seconds at most.
pub fn settled<T: PartialEq>(
    display: &str,
    name: &str,
    before: &T,
    part: impl Fn(&Path) -> T,
) -> T {
    let start = Instant::now();
    let mut last: Option<T> = None;
    loop {
        let now = part(&screenshot(display, name));
        if now != *before && last.as_ref() == Some(&now) {
            return now;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{name}: the picture did not settle on a change in 10 s"
        );
        last = Some(now);
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A colour of a screenshot, 8 bits a channel.
pub type Colour = (u8, u8, u8);

/// WCAG 2 relative luminance of `c`, 0 (black) to 1 (white), computed here
/// from the sRGB formula, not taken from tactus.
pub fn luminance((r, g, b): Colour) -> f64 {
    let lin = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// WCAG 2 contrast ratio of two colours, 1 to 21.
pub fn contrast(a: Colour, b: Colour) -> f64 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// A screenshot's pixels, read once through ImageMagick.
pub struct Picture {
    /// Its width in pixels.
    pub width: usize,
    /// Its height in pixels.
    pub height: usize,
    bytes: Vec<u8>,
}

impl Picture {
    /// The pixels of the PNG at `png`.
    pub fn read(png: &Path) -> Picture {
        let (width, height, bytes) = rgb(png);
        Picture {
            width,
            height,
            bytes,
        }
    }

    /// The colour at (x, y); black outside the picture.
    pub fn at(&self, x: usize, y: usize) -> Colour {
        if x >= self.width || y >= self.height {
            return (0, 0, 0);
        }
        let i = (y * self.width + x) * 3;
        (self.bytes[i], self.bytes[i + 1], self.bytes[i + 2])
    }

    /// How many pixels of each colour the rectangle (x, y, w, h) holds,
    /// the commonest first.
    pub fn colours(&self, (x, y, w, h): (usize, usize, usize, usize)) -> Vec<(Colour, usize)> {
        let mut counts = std::collections::HashMap::new();
        for yy in y..(y + h).min(self.height) {
            for xx in x..(x + w).min(self.width) {
                *counts.entry(self.at(xx, yy)).or_insert(0usize) += 1;
            }
        }
        let mut list: Vec<(Colour, usize)> = counts.into_iter().collect();
        list.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        list
    }
}

/// A theme's colour as [`pixel`] gives it: "#RRGGBB".
pub fn hex(c: tactus::window::theme::Rgb) -> String {
    format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2)
}

/// A theme's colour as a screenshot's pixels have it.
pub fn colour(c: tactus::window::theme::Rgb) -> Colour {
    (c.0, c.1, c.2)
}
