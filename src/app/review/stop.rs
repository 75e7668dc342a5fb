//! What the player types while a review works or a lesson goes on:
//! Ctrl+C, or `stop` typed as a line (the words of `study-stop-words` in
//! the player's language, and English `stop` in every one), ends it;
//! other lines are the lesson's (a review answers them with what it
//! understands); the end of the input ends a lesson, not a review (a
//! review run with its input closed goes on).

use std::io::BufRead;
use std::sync::mpsc::{self, Receiver, Sender};

use crate::notation::{Lang, format_message};

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

/// The words that stop a review in `lang`, in small letters.
pub fn stop_words(lang: Lang) -> Vec<String> {
    let mut words: Vec<String> = format_message(lang, "study-stop-words", &[])
        .split(',')
        .map(|w| w.trim().to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    words.push("stop".to_owned());
    words
}

/// What a typed `line` asks of a review in `lang`.
pub fn asked(line: &str, lang: Lang) -> Asked {
    let said = line.trim().to_lowercase();
    if stop_words(lang).contains(&said) {
        Asked::Stop
    } else {
        Asked::Other(line.trim().to_owned())
    }
}

/// Starts listening: Ctrl+C, and the lines of standard input on a thread
/// of their own.
pub fn listen(lang: Lang) -> Receiver<Asked> {
    let (tx, rx) = mpsc::channel();
    let interrupted = std::sync::Mutex::new(tx.clone());
    let _ = ctrlc::set_handler(move || {
        if let Ok(tx) = interrupted.lock() {
            let _ = tx.send(Asked::Stop);
        }
    });
    let _ = std::thread::Builder::new()
        .name("stdin".into())
        .spawn(move || read(&tx, lang));
    rx
}

fn read(tx: &Sender<Asked>, lang: Lang) {
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
                if tx.send(asked(&line, lang)).is_err() {
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
        for lang in Lang::ALL {
            assert_eq!(asked(" STOP \n", lang), Asked::Stop);
        }
        assert_eq!(asked("stopp", Lang::De), Asked::Stop);
        assert_eq!(asked("parar", Lang::Es), Asked::Stop);
        assert_eq!(asked("parar", Lang::En), Asked::Other("parar".into()));
        assert_eq!(asked("e4", Lang::En), Asked::Other("e4".into()));
    }
}
