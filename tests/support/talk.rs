//! A front end at the terminal (`tactus tty`, `tactus clock --tty`) whose
//! lines are read as they come, while the test goes on: lines typed one at
//! a time, and what was said since a mark awaited. Included with
//! `#[path = "../support/talk.rs"] mod talk;` in a test program's `main.rs`.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Output};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// tactus at the terminal, its lines read as they come.
pub struct Talk {
    child: Child,
    stdin: ChildStdin,
    said: Arc<Mutex<Vec<String>>>,
    reader: JoinHandle<()>,
    mark: usize,
    /// How long [`Talk::wait_for`] waits.
    patience: Duration,
}

impl Talk {
    /// `child` (spawned with its standard input and output piped), its
    /// lines read from now on.
    pub fn new(mut child: Child) -> Talk {
        let stdin = child.stdin.take().unwrap();
        let out = child.stdout.take().unwrap();
        let said = Arc::new(Mutex::new(Vec::new()));
        let lines = said.clone();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(out).lines() {
                let Ok(line) = line else { break };
                lines.lock().unwrap().push(line);
            }
        });
        Talk {
            child,
            stdin,
            said,
            reader,
            mark: 0,
            patience: Duration::from_secs(30),
        }
    }

    /// The same, [`Talk::wait_for`] waiting `seconds` (an engine's review
    /// on a busy machine takes longer than a line of the rules).
    pub fn patient(mut self, seconds: u64) -> Talk {
        self.patience = Duration::from_secs(seconds);
        self
    }

    /// Types `line`, marking what was said before it.
    pub fn type_line(&mut self, line: &str) {
        self.mark = self.said.lock().unwrap().len();
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Marks what was said so far: [`Talk::wait_for`] looks after it.
    pub fn mark(&mut self) {
        self.mark = self.said.lock().unwrap().len();
    }

    /// The lines since the mark, once one contains `text` (30 s at most,
    /// or as [`Talk::patient`] says).
    pub fn wait_for(&self, text: &str) -> Vec<String> {
        let until = Instant::now() + self.patience;
        loop {
            let since: Vec<String> = self.said.lock().unwrap()[self.mark..].to_vec();
            if since.iter().any(|l| l.contains(text)) {
                return since;
            }
            assert!(
                Instant::now() < until,
                "no line with {text:?}; since the mark: {since:#?}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Whether a line with `text` comes after the mark within `wait`.
    pub fn comes_within(&self, text: &str, wait: Duration) -> bool {
        let until = Instant::now() + wait;
        while Instant::now() < until {
            if self.said.lock().unwrap()[self.mark..]
                .iter()
                .any(|l| l.contains(text))
            {
                return true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        false
    }

    /// `say` (a phrase played into a room) again until a line with `text`
    /// answers, as a player says a move again that was not heard right (at
    /// most four times, each given 15 s); the lines since the last saying.
    /// How often a phrase is heard right at once is the benchmark's
    /// business (`scripts/bench-listen`), not a test's.
    pub fn say_until(&mut self, say: impl Fn(), text: &str) -> Vec<String> {
        for _ in 0..4 {
            self.mark();
            say();
            if self.comes_within(text, Duration::from_secs(15)) {
                return self.wait_for(text);
            }
        }
        self.wait_for(text)
    }

    /// Types `line` and waits for `text`; the lines said since.
    pub fn ask(&mut self, line: &str, text: &str) -> Vec<String> {
        self.type_line(line);
        self.wait_for(text)
    }

    /// Every line said.
    pub fn all(&self) -> Vec<String> {
        self.said.lock().unwrap().clone()
    }

    /// Closes its input and waits for its end (as [`super::piped::send`]
    /// does after its script): how it ended (with its standard error, if
    /// piped) and every line it said.
    pub fn close(self) -> (Output, Vec<String>) {
        let Talk {
            child,
            stdin,
            said,
            reader,
            ..
        } = self;
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        reader.join().unwrap();
        let all = said.lock().unwrap().clone();
        (out, all)
    }

    /// Kills it (SIGKILL) and waits for it: a crash, or the power cut.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Types `quit` and waits for the end (10 s at most, then kills it).
    pub fn quit(mut self) {
        let _ = writeln!(self.stdin, "quit");
        let until = Instant::now() + Duration::from_secs(10);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
    }
}
