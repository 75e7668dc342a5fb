//! The engine as a child process: its pipes, the thread that reads its
//! output, and ending it without leaving a zombie behind.
//!
//! Only the plumbing lives here; what the lines mean is in
//! [`protocol`](super::protocol) and what to do about them in
//! [`client`](super::client).

use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, TryRecvError, sync_channel};
use std::thread;
use std::time::{Duration, Instant};

use super::{Ending, EngineError, StartFailure, Waker};

/// Lines longer than this are cut (the rest up to the newline is dropped).
const MAX_LINE: usize = 16 * 1024;
/// Lines the reader may get ahead of the client before it waits.
const CHANNEL_BOUND: usize = 4096;

/// What the reader thread hands over.
#[derive(Debug)]
pub(super) enum Msg {
    /// One line, without its line ending, invalid UTF-8 replaced.
    Line(String),
    /// The engine closed its output (it exited, or reading failed).
    End,
}

/// A running engine process.
pub(super) struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    rx: Receiver<Msg>,
    reaped: bool,
}

impl Process {
    /// Starts `path` with `args`, its output read by a new thread which
    /// calls `waker` after each `bestmove` line and at the end of output.
    pub(super) fn spawn(
        path: &Path,
        args: &[String],
        waker: Option<Waker>,
    ) -> Result<Process, EngineError> {
        let cannot_start = |reason: StartFailure| EngineError::CannotStart {
            engine: path.display().to_string(),
            reason,
        };
        let mut command = Command::new(path);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // The engine is tactus's to end: the Ctrl+C of a terminal, which
        // reaches its whole foreground process group, is for tactus (to stop
        // a review, to keep the game), not for the engine it is using.
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.process_group(0);
        }
        let mut child = command
            .spawn()
            .map_err(|e| cannot_start(StartFailure::from_io(&e)))?;
        let stdin = child.stdin.take();
        let Some(stdout) = child.stdout.take() else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(cannot_start(StartFailure::NoOutput));
        };
        let (tx, rx) = sync_channel(CHANNEL_BOUND);
        let reader = thread::Builder::new()
            .name("tactus-engine-reader".into())
            .spawn(move || read_lines(stdout, tx, waker));
        if reader.is_err() {
            let _ = child.kill();
            let _ = child.wait();
            return Err(cannot_start(StartFailure::NoThread));
        }
        Ok(Process {
            child,
            stdin,
            rx,
            reaped: false,
        })
    }

    /// Lowers the process to the lowest priority (nice 19), so that it
    /// only uses what the machine leaves idle; where that cannot be done
    /// it runs as it is.
    pub(super) fn lower_priority(&self) {
        #[cfg(target_os = "linux")]
        if let Some(pid) = i32::try_from(self.child.id())
            .ok()
            .and_then(rustix::process::Pid::from_raw)
        {
            let _ = rustix::process::setpriority_process(Some(pid), 19);
        }
    }

    /// The process id, for diagnostics and tests.
    pub(super) fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Sends one line (a newline is added).
    pub(super) fn send(&mut self, line: &str) -> io::Result<()> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| io::Error::from(io::ErrorKind::BrokenPipe))?;
        stdin.write_all(line.as_bytes())?;
        stdin.write_all(b"\n")?;
        stdin.flush()
    }

    /// The next message: waiting up to `timeout`, or not at all when
    /// `None`. `None` when nothing came in time.
    pub(super) fn recv(&self, timeout: Option<Duration>) -> Option<Msg> {
        match timeout {
            None => match self.rx.try_recv() {
                Ok(msg) => Some(msg),
                Err(TryRecvError::Empty) => None,
                Err(TryRecvError::Disconnected) => Some(Msg::End),
            },
            Some(timeout) => match self.rx.recv_timeout(timeout) {
                Ok(msg) => Some(msg),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => Some(Msg::End),
            },
        }
    }

    /// How the process ended, waiting up to `patience` for it to end;
    /// "it closed its output" when it has not ended by then.
    pub(super) fn exit_status(&mut self, patience: Duration) -> Ending {
        let until = Instant::now().checked_add(patience);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    self.reaped = true;
                    return Ending::from_status(status);
                }
                Ok(None) if until.is_some_and(|u| Instant::now() < u) => {
                    thread::sleep(Duration::from_millis(5))
                }
                Ok(None) => return Ending::ClosedOutput,
                Err(_) => return Ending::Unknown,
            }
        }
    }

    /// Asks the engine to quit, gives it `patience` to do so, then kills it.
    /// Always reaps the process.
    pub(super) fn quit(&mut self, patience: Duration) {
        if !self.reaped {
            let _ = self.send("quit");
            // Closing its input tells a quiet engine the session is over.
            self.stdin = None;
            let _ = self.exit_status(patience);
        }
        self.kill();
    }

    /// Kills the process at once and reaps it.
    pub(super) fn kill(&mut self) {
        self.stdin = None;
        if !self.reaped {
            let _ = self.child.kill();
            let _ = self.child.wait();
            self.reaped = true;
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The reader thread: line by line until the output ends or nobody listens.
fn read_lines(stdout: ChildStdout, tx: SyncSender<Msg>, waker: Option<Waker>) {
    let wake = || {
        if let Some(waker) = &waker {
            waker();
        }
    };
    let mut reader = BufReader::new(stdout);
    let mut buf = Vec::new();
    loop {
        match read_line(&mut reader, &mut buf) {
            Ok(true) => {
                let line = String::from_utf8_lossy(&buf).into_owned();
                let is_result = line.trim_start().starts_with("bestmove");
                if tx.send(Msg::Line(line)).is_err() {
                    return;
                }
                if is_result {
                    wake();
                }
            }
            Ok(false) | Err(_) => {
                let _ = tx.send(Msg::End);
                wake();
                return;
            }
        }
    }
}

/// Reads one line into `buf` without its ending, at most [`MAX_LINE`] bytes
/// of it; `false` at the end of output.
fn read_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<bool> {
    buf.clear();
    let limit = u64::try_from(MAX_LINE).unwrap_or(u64::MAX);
    let n = reader.by_ref().take(limit).read_until(b'\n', buf)?;
    if n == 0 {
        return Ok(false);
    }
    if buf.last() == Some(&b'\n') {
        buf.pop();
    } else if buf.len() >= MAX_LINE {
        // Too long: drop the rest of the line.
        let mut rest = Vec::new();
        loop {
            rest.clear();
            let n = reader.by_ref().take(limit).read_until(b'\n', &mut rest)?;
            if n == 0 || rest.last() == Some(&b'\n') {
                break;
            }
        }
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Vec<u8>> {
        let mut reader = io::Cursor::new(input.to_vec());
        let mut buf = Vec::new();
        let mut out = Vec::new();
        while read_line(&mut reader, &mut buf).unwrap() {
            out.push(buf.clone());
        }
        out
    }

    #[test]
    fn lines_are_split_and_cut() {
        assert_eq!(
            lines(b"uciok\r\nreadyok\nlast"),
            [&b"uciok"[..], b"readyok", b"last"]
        );
        assert!(lines(b"").is_empty());
        let mut long = vec![b'x'; MAX_LINE * 3];
        long.extend_from_slice(b"\nbestmove e2e4\n");
        let got = lines(&long);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0].len(), MAX_LINE);
        assert_eq!(got[1], b"bestmove e2e4");
    }
}
