//! Why an engine could not start or stopped, as values: the words are the
//! speech's, in the player's language (`speech::phrase::engine`), never the
//! operating system's English. `Display` gives English for logs.

use std::fmt;
use std::io;
use std::process::ExitStatus;

/// Why the engine's program could not be started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartFailure {
    /// There is no program at the path.
    NoSuchProgram,
    /// The program may not be run (permission denied).
    NotPermitted,
    /// Its output could not be read.
    NoOutput,
    /// No thread could be made to read it.
    NoThread,
    /// Another failure of the system, by its error number where known.
    Os(Option<i32>),
}

impl StartFailure {
    /// The failure of starting a process, as `spawn` reported it.
    pub fn from_io(e: &io::Error) -> Self {
        match e.kind() {
            io::ErrorKind::NotFound => Self::NoSuchProgram,
            io::ErrorKind::PermissionDenied => Self::NotPermitted,
            _ => Self::Os(e.raw_os_error()),
        }
    }
}

impl fmt::Display for StartFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoSuchProgram => f.write_str("there is no such program"),
            Self::NotPermitted => f.write_str("it may not be run (permission denied)"),
            Self::NoOutput => f.write_str("its output could not be read"),
            Self::NoThread => f.write_str("no thread could read it"),
            Self::Os(Some(n)) => write!(f, "system error {n}"),
            Self::Os(None) => f.write_str("a system error"),
        }
    }
}

/// What the engine was doing when it stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doing {
    /// Answering `uci`.
    Starting,
    /// Answering `isready`.
    GettingReady,
    /// Searching for a move.
    Thinking,
    /// Waiting for the next position.
    Waiting,
    /// Being told its options or a position.
    BeingTold,
}

impl fmt::Display for Doing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Starting => "starting",
            Self::GettingReady => "getting ready",
            Self::Thinking => "thinking",
            Self::Waiting => "waiting",
            Self::BeingTold => "being told what to do",
        })
    }
}

/// How the engine's process ended, as far as is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this status code.
    Code(i32),
    /// A signal ended it (Unix).
    Signal(i32),
    /// It closed its output but had not exited yet.
    ClosedOutput,
    /// It is not known (its status could not be read).
    Unknown,
}

impl Ending {
    /// The ending a process's exit status tells.
    pub fn from_status(status: ExitStatus) -> Self {
        if let Some(code) = status.code() {
            return Self::Code(code);
        }
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            if let Some(signal) = status.signal() {
                return Self::Signal(signal);
            }
        }
        Self::Unknown
    }
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Code(n) => write!(f, "exit status: {n}"),
            Self::Signal(n) => write!(f, "ended by signal {n}"),
            Self::ClosedOutput => f.write_str("it closed its output"),
            Self::Unknown => f.write_str("how is not known"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_program_and_a_refused_one_are_told_apart() {
        let missing = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(StartFailure::from_io(&missing), StartFailure::NoSuchProgram);
        let refused = io::Error::from_raw_os_error(13);
        assert_eq!(StartFailure::from_io(&refused), StartFailure::NotPermitted);
        let other = io::Error::from_raw_os_error(7);
        assert_eq!(StartFailure::from_io(&other), StartFailure::Os(Some(7)));
    }

    #[cfg(unix)]
    #[test]
    fn a_signal_and_an_exit_code_are_told_apart() {
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(
            Ending::from_status(ExitStatus::from_raw(9)),
            Ending::Signal(9)
        );
        assert_eq!(
            Ending::from_status(ExitStatus::from_raw(1 << 8)),
            Ending::Code(1)
        );
    }
}
