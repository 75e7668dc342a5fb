//! A line typed unseen: the terminal on standard input with its echo off
//! while the arbiter's code or a sealed move is typed, so that neither
//! stays on the screen, nor is read aloud by a screen reader's typing
//! echo at the table. Only a terminal echoes: on a pipe nothing changes.

/// The terminal's echo off while this lives, on again when it is dropped
/// (also when the line interface ends while a line was asked for).
#[must_use = "the echo comes back when this is dropped"]
pub struct EchoOff {
    #[cfg(target_os = "linux")]
    saved: Option<rustix::termios::Termios>,
}

impl EchoOff {
    /// Turns the echo of the terminal on standard input off; nothing
    /// when standard input is no terminal (a pipe, a file) or its modes
    /// cannot be set. What was typed before and is waiting to be read
    /// stays.
    #[cfg(target_os = "linux")]
    pub fn new() -> EchoOff {
        use rustix::termios::{LocalModes, OptionalActions, tcgetattr, tcsetattr};
        let stdin = std::io::stdin();
        let Ok(saved) = tcgetattr(&stdin) else {
            return EchoOff { saved: None };
        };
        let mut quiet = saved.clone();
        quiet.local_modes.remove(LocalModes::ECHO);
        match tcsetattr(&stdin, OptionalActions::Now, &quiet) {
            Ok(()) => EchoOff { saved: Some(saved) },
            Err(_) => EchoOff { saved: None },
        }
    }

    /// Elsewhere the line is read as it is typed.
    #[cfg(not(target_os = "linux"))]
    pub fn new() -> EchoOff {
        EchoOff {}
    }
}

impl Default for EchoOff {
    fn default() -> EchoOff {
        EchoOff::new()
    }
}

#[cfg(target_os = "linux")]
impl Drop for EchoOff {
    fn drop(&mut self) {
        if let Some(saved) = &self.saved {
            let _ = rustix::termios::tcsetattr(
                std::io::stdin(),
                rustix::termios::OptionalActions::Now,
                saved,
            );
        }
    }
}

/// [`EchoOff::new`]: the echo off until the value is dropped.
pub fn echo_off() -> EchoOff {
    EchoOff::new()
}
