//! What the player types while a review works or a lesson goes on:
//! Ctrl+C, or `stop` typed as a line (the review's word `stop` of the
//! vocabulary, [`Group::Review`], in any language: `stopp`, `parar`), ends
//! it; other lines are the lesson's (a review answers them with what it
//! understands); the end of the input ends a lesson, not a review (a
//! review run with its input closed goes on).

use std::io::BufRead;
use std::sync::mpsc::{self, Receiver, Sender};

use crate::notation::vocabulary::{self, Group};

/// What the reader of the keyboard tells the review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Stop, keeping what is done.
    Stop,
    /// A line that is not a word that stops.
    Other(String),
    /// The input ended (Ctrl+D, a closed pipe).
    End,
}

/// What a typed `line` asks of a review: the vocabulary's words are
/// every language's, whatever the player's.
pub fn asked(line: &str) -> Asked {
    if vocabulary::means(Group::Review, "stop", line) {
        Asked::Stop
    } else {
        Asked::Other(line.trim().to_owned())
    }
}

/// Starts listening: Ctrl+C, and the lines of standard input on a thread
/// of their own. A word that stops is one of any language.
pub fn listen() -> Receiver<Asked> {
    let (tx, rx) = mpsc::channel();
    let interrupted = std::sync::Mutex::new(tx.clone());
    let _ = ctrlc::set_handler(move || {
        if let Ok(tx) = interrupted.lock() {
            let _ = tx.send(Asked::Stop);
        }
    });
    let _ = std::thread::Builder::new()
        .name("stdin".into())
        .spawn(move || read(&tx));
    rx
}

fn read(tx: &Sender<Asked>) {
    let stdin = std::io::stdin();
    let mut lock = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match lock.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes);
                if line.trim().is_empty() {
                    continue;
                }
                if tx.send(asked(&line)).is_err() {
                    return;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    let _ = tx.send(Asked::End);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_is_understood_in_every_language() {
        for word in [" STOP \n", "stopp", "Halt", "parar", "detener"] {
            assert_eq!(asked(word), Asked::Stop, "{word}");
        }
        assert_eq!(asked("e4"), Asked::Other("e4".into()));
        assert_eq!(asked(" next \n"), Asked::Other("next".into()));
    }
}
