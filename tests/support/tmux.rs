//! A real terminal for the tests of what tactus leaves on the screen:
//! tmux runs a command in a detached session of its own, keys are typed
//! into it as a person types them, and the screen (with what scrolled
//! off it) is read back. Included with
//! `#[path = "../support/tmux.rs"] mod tmux;` in a test program's `main.rs`.

#![allow(dead_code)]

use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A tmux session running one command, its screen kept when the command
/// ends; killed when dropped.
pub struct Pane {
    name: String,
}

fn tmux(args: &[&str]) -> Output {
    Command::new("tmux").args(args).output().unwrap()
}

impl Pane {
    /// Runs `command` (a shell command line) in a new 200×50 terminal,
    /// named after `name` and this process.
    pub fn start(name: &str, command: &str) -> Pane {
        assert!(
            Command::new("tmux").arg("-V").output().is_ok(),
            "tmux is not installed: scripts/test installs it"
        );
        let name = format!("tactus-{name}-{}", std::process::id());
        let out = tmux(&[
            "new-session",
            "-d",
            "-s",
            &name,
            "-x",
            "200",
            "-y",
            "50",
            command,
        ]);
        assert!(out.status.success(), "tmux: {out:?}");
        // The screen stays readable after the command ends.
        tmux(&["set-option", "-t", &name, "remain-on-exit", "on"]);
        Pane { name }
    }

    /// Types `text` as it is and then Enter.
    pub fn type_line(&self, text: &str) {
        if !text.is_empty() {
            tmux(&["send-keys", "-t", &self.name, "-l", text]);
        }
        tmux(&["send-keys", "-t", &self.name, "Enter"]);
    }

    /// Presses a key by tmux's name for it (`C-d`).
    pub fn key(&self, key: &str) {
        tmux(&["send-keys", "-t", &self.name, key]);
    }

    /// Everything on the screen and above it, line by line.
    pub fn screen(&self) -> String {
        let out = tmux(&["capture-pane", "-p", "-S", "-", "-t", &self.name]);
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen once it shows `text` `times` times (waiting up to ten
    /// seconds); panics with the screen if it does not.
    pub fn wait_for(&self, text: &str, times: usize) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let screen = self.screen();
            if screen.matches(text).count() >= times {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "{text:?} not shown {times} times:\n{screen}"
            );
            sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        tmux(&["kill-session", "-t", &self.name]);
    }
}
