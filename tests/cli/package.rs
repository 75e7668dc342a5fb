//! The Debian package as a player gets it: `scripts/package` builds it,
//! lintian finds no error in it, `apt-get install ./…deb` installs it, and
//! the installed files alone (run from a folder outside the build tree,
//! with a throw-away home) answer `tactus --version`, `man tactus` and a
//! short game through a pipe; `apt-get remove --purge` then leaves nothing
//! of the package behind, only the player's games.
//!
//! Installing needs root (or sudo without a password): CI is root. A tactus
//! package already installed on the machine is not replaced: the test says
//! so and stops.

use crate::piped;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Instant;

/// `program args` as root: directly when the test runs as root, else
/// through `sudo -n` (which fails at once where it would ask a password).
fn as_root(program: &str) -> Command {
    if is_root() {
        Command::new(program)
    } else {
        let mut command = Command::new("sudo");
        command.args(["-n", program]);
        command
    }
}

fn is_root() -> bool {
    run(Command::new("id").arg("-u")).stdout.trim_ascii() == b"0"
}

/// Runs `command` to its end with no input; its output, whatever its exit.
fn run(command: &mut Command) -> Output {
    command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{command:?}: {e}"))
}

/// Runs `command` and checks that it succeeded, naming its output if not;
/// its standard output.
fn ok(command: &mut Command) -> String {
    let out = run(command);
    assert!(
        out.status.success(),
        "{command:?} ended with {}:\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whether dpkg has the package `tactus` installed.
fn installed() -> bool {
    let out = run(Command::new("dpkg-query").args(["-W", "-f=${Status}", "tactus"]));
    String::from_utf8_lossy(&out.stdout).contains("ok installed")
}

/// Purges the package when dropped, so that a failed check leaves no
/// tactus installed.
struct Installed;

impl Drop for Installed {
    fn drop(&mut self) {
        if installed() {
            let _ = run(apt().args(["remove", "--purge", "-y", "tactus"]));
        }
    }
}

/// apt-get as root, without questions, waiting for another apt to finish.
fn apt() -> Command {
    let mut command = as_root("env");
    command.args([
        "DEBIAN_FRONTEND=noninteractive",
        "apt-get",
        "-q",
        "-o",
        "DPkg::Lock::Timeout=300",
    ]);
    command
}

/// Says how long a step took (the package test's cost is watched in CI).
fn took(step: &str, since: Instant) {
    eprintln!(
        "package test: {step} took {:.1} s",
        since.elapsed().as_secs_f64()
    );
}

#[test]
fn the_package_installs_plays_a_game_and_purges_to_nothing_but_the_games() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    assert!(
        is_root()
            || Command::new("sudo")
                .args(["-n", "true"])
                .stdin(Stdio::null())
                .status()
                .is_ok_and(|s| s.success()),
        "the package test installs the package with apt-get, which needs root: run it as \
         root (as CI does) or with sudo that asks no password"
    );
    assert!(
        !installed(),
        "a tactus package is installed on this machine already; this test would replace and \
         then purge it: remove it first (apt-get remove tactus)"
    );

    let start = Instant::now();
    let built = ok(Command::new(root.join("scripts/package")).current_dir(root));
    let deb = PathBuf::from(
        built
            .lines()
            .last()
            .expect("scripts/package names the package"),
    );
    took("scripts/package", start);
    let name = deb.file_name().unwrap().to_string_lossy().into_owned();
    let version = env!("CARGO_PKG_VERSION").replace('-', "~");
    assert!(name.starts_with(&format!("tactus_{version}_")), "{name}");
    assert!(name.ends_with(".deb") && deb.is_file(), "{deb:?}");

    let start = Instant::now();
    assert!(
        run(Command::new("sh").args(["-c", "command -v lintian"]))
            .status
            .success(),
        "lintian is not installed (scripts/test installs it: apt-get install lintian)"
    );
    let lint = run(Command::new("lintian")
        .args(["--fail-on", "error"])
        .arg(&deb));
    let said = String::from_utf8_lossy(&lint.stdout);
    eprintln!("lintian:\n{said}");
    assert!(
        lint.status.success() && !said.lines().any(|l| l.starts_with("E:")),
        "lintian finds errors in {name}:\n{said}{}",
        String::from_utf8_lossy(&lint.stderr)
    );
    took("lintian", start);

    let start = Instant::now();
    let _purge = Installed;
    // As a player installs it. Some minimal images tell dpkg to leave out
    // man pages and documents (path-exclude); they are part of what is
    // tested here, so they are let in.
    ok(apt()
        .args([
            "-o",
            "DPkg::Options::=--path-include=/usr/share/man/*",
            "-o",
            "DPkg::Options::=--path-include=/usr/share/doc/tactus/*",
            "install",
            "-y",
        ])
        .arg(&deb));
    assert!(installed(), "apt-get installed no tactus");
    took("apt-get install", start);
    let listed: Vec<PathBuf> = ok(Command::new("dpkg").args(["-L", "tactus"]))
        .lines()
        .map(PathBuf::from)
        .collect();
    let files: BTreeSet<&PathBuf> = listed.iter().filter(|p| !p.is_dir()).collect();
    for expected in [
        "/usr/bin/tactus",
        "/usr/share/man/man1/tactus.1.gz",
        "/usr/share/man/man1/tactus-tty.1.gz",
        "/usr/share/bash-completion/completions/tactus",
        "/usr/share/zsh/vendor-completions/_tactus",
        "/usr/share/fish/vendor_completions.d/tactus.fish",
        "/usr/share/applications/tactus.desktop",
        "/usr/share/doc/tactus/copyright",
        "/usr/share/doc/tactus/changelog.gz",
    ] {
        assert!(
            files.contains(&PathBuf::from(expected)) && Path::new(expected).is_file(),
            "{expected} is not installed: {files:?}"
        );
    }

    // The installed files alone: a home and a working folder of their own,
    // far from the build tree, and only the system's programs on the path.
    let away = tempfile::tempdir().unwrap();
    let home = away.path().join("home");
    std::fs::create_dir(&home).unwrap();
    let installed_tactus = || {
        let mut command = Command::new("/usr/bin/tactus");
        command
            .env_clear()
            .env("PATH", "/usr/local/bin:/usr/bin:/bin:/usr/games")
            .env("HOME", &home)
            .env("LANG", "C.UTF-8")
            .current_dir(away.path());
        command
    };
    let said = ok(installed_tactus().arg("--version"));
    assert_eq!(said.trim(), format!("tactus {}", env!("CARGO_PKG_VERSION")));

    // man justifies its lines: the words, one space apart.
    let man = |page: &str| {
        ok(Command::new("man")
            .env("MANPAGER", "cat")
            .env("MANWIDTH", "200")
            .env("LANG", "C.UTF-8")
            .arg(page))
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
    };
    let page = man("tactus");
    for words in [
        "tactus - Chess for blind and visually impaired players",
        "tactus-tty(1)",
        "~/.local/share/tactus/",
        "TACTUS_DATA_DIR",
    ] {
        assert!(
            page.contains(words),
            "man tactus does not say {words:?}:\n{page}"
        );
    }
    let page = man("tactus-tty");
    assert!(page.contains("--white"), "man tactus-tty:\n{page}");
    // bash completes the options of a command.
    let completion = ok(Command::new("bash").args([
        "-c",
        ". /usr/share/bash-completion/completions/tactus && \
         COMP_WORDS=(tactus tty --bl) COMP_CWORD=2 && _tactus tactus --bl tty && \
         echo \"${COMPREPLY[@]}\"",
    ]));
    assert_eq!(completion.trim(), "--black --black-name");

    let start = Instant::now();
    let mut game = installed_tactus();
    game.args(["tty", "--voice", "text", "--lang", "en"])
        .args(piped::PEOPLE)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let lines = piped::feed(
        game.spawn().unwrap(),
        &piped::paced(&["f3", "e5", "g4", "Qh4", "quit"], 100),
    );
    assert!(
        piped::has(&lines, "Black: Queen h4, checkmate"),
        "{lines:#?}"
    );
    assert!(piped::has(&lines, "Checkmate. Black wins."), "{lines:#?}");
    took("the game through a pipe", start);
    let games = home.join(".local/share/tactus/games");
    let all: Vec<PathBuf> = std::fs::read_dir(&games)
        .unwrap_or_else(|e| panic!("{games:?}: {e}"))
        .map(|e| e.unwrap().path())
        .collect();
    // The game, and beside it the review made while it was played.
    let kept: Vec<PathBuf> = all
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .cloned()
        .collect();
    assert_eq!(kept.len(), 1, "{all:?}");
    let review = kept[0].with_extension("review.json");
    assert!(all.iter().all(|p| *p == kept[0] || *p == review), "{all:?}");
    let score = std::fs::read_to_string(&kept[0]).unwrap();
    assert!(
        score.contains("Qh4#") && score.contains("[Result \"0-1\"]"),
        "{score}"
    );

    let start = Instant::now();
    ok(apt().args(["remove", "--purge", "-y", "tactus"]));
    took("apt-get remove --purge", start);
    assert!(!installed(), "tactus is still installed after the purge");
    let left: Vec<&PathBuf> = files.iter().copied().filter(|p| p.exists()).collect();
    assert!(left.is_empty(), "the purge left {left:?}");
    // A folder of the package that is still there belongs to another
    // package too, or holds what others put there: none is left empty.
    for dir in listed.iter().filter(|p| p.is_dir()) {
        let owned = run(Command::new("dpkg-query").arg("-S").arg(dir))
            .status
            .success();
        let empty = std::fs::read_dir(dir).unwrap().next().is_none();
        assert!(owned || !empty, "the purge left the empty folder {dir:?}");
    }
    // The player's game is theirs and stays.
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), score);
}
