//! The AT-SPI probe (`tests/support/atspi_probe.py`) answers in JSON lines a
//! test can read, and fails cleanly when there is nothing to probe. The run
//! against the real window belongs to the window's tests; this one needs only
//! D-Bus and pyatspi, and says so and passes where they are missing.

use std::path::Path;
use std::process::{Command, Output};

const PROBE: &str = "tests/support/atspi_probe.py";
const PYTHON: &str = "/usr/bin/python3";

/// Runs `program` with a private runtime folder, so that the AT-SPI bus it
/// may start has a socket of its own (by default it is shared through
/// `~/.cache/at-spi`, and another session ending removes it).
fn run(program: &str, args: &[&str]) -> Option<Output> {
    let runtime = tempfile::tempdir().ok()?;
    Command::new(program)
        .args(args)
        .env("XDG_RUNTIME_DIR", runtime.path())
        .output()
        .ok()
}

fn have_pyatspi() -> bool {
    Path::new(PYTHON).exists()
        && run(PYTHON, &["-c", "import pyatspi"]).is_some_and(|o| o.status.success())
}

fn json_lines(output: &Output) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        // Daemons that D-Bus starts on demand (at-spi2-registryd) share stdout.
        .filter(|line| line.starts_with('{'))
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line:?}: {e}")))
        .collect()
}

#[test]
fn bad_arguments_are_a_usage_error() {
    assert!(
        have_pyatspi(),
        "no {PYTHON} with pyatspi: scripts/test installs python3-pyatspi"
    );
    for args in [&[][..], &["tactus", "--wait", "soon"], &[" "]] {
        let output = run(PYTHON, &[&[PROBE][..], args].concat()).expect("python runs");
        assert_eq!(output.status.code(), Some(64), "{args:?}");
        assert!(output.stdout.is_empty());
        assert!(String::from_utf8_lossy(&output.stderr).contains("usage:"));
    }
}

#[test]
fn a_missing_application_is_a_clear_error_line() {
    assert!(
        have_pyatspi() && run("dbus-run-session", &["--version"]).is_some(),
        "no pyatspi or no dbus-run-session: scripts/test installs python3-pyatspi and dbus"
    );
    let output = run(
        "dbus-run-session",
        &[
            "--",
            PYTHON,
            PROBE,
            "no-such-app-for-tactus",
            "--wait",
            "0.5",
            "--timeout",
            "30",
        ],
    )
    .expect("dbus-run-session runs");
    let lines = json_lines(&output);
    let last = lines.last().expect("one line at least");
    assert_eq!(last["event"], "error", "{lines:?}");
    // With an a11y bus the app is simply not there (3); on a machine whose
    // D-Bus cannot start the a11y bus the probe says that instead (2).
    match output.status.code() {
        Some(3) => {
            assert_eq!(last["kind"], "no-app");
            let message = last["message"].as_str().unwrap_or_default();
            assert!(message.contains("no-such-app-for-tactus"), "{message}");
        }
        Some(2) => assert_eq!(last["kind"], "no-bus"),
        other => panic!("exit {other:?}: {lines:?}"),
    }
}
