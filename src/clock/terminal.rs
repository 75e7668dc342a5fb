//! The clock's line interface (`tactus clock --tty`, and the terminal
//! when there is no display): a reader thread sends each standard input
//! line into a channel; the loop waits on it until the next thing the
//! clock must say by itself (the talking clock's schedule, a flag), so a
//! waiting clock costs nothing. The line that answers "Arbiter's code?"
//! or "your sealed move?" is typed with the terminal's echo off
//! ([`EchoOff`]): it never shows, and the echo is back for the next.
//! A braille display is looked after between lines: its keys read every
//! [`POLL`](crate::app::braille_edge::POLL) while one is there, and
//! one looked for every [`RETRY`](crate::app::braille_edge::RETRY)
//! while none is.

use crate::exit::Exit;
use std::sync::mpsc;

use super::Front;
use crate::app::echo::EchoOff;
use crate::app::lines::{self, Input};
use crate::speech::phrase::ClockNote;

enum Msg {
    Line(String),
    Eof,
    /// What the microphone heard (`--listen`).
    Heard(crate::hearing::Hearing),
}

/// The main loop: lines and the clock's own announcements until `quit` or
/// the end of the input (Ctrl+D, Ctrl+C), which saves and ends too.
pub(super) fn run(mut front: Front) -> Exit {
    let (tx, rx) = mpsc::channel();
    let ears = tx_for_ears(&tx);
    if lines::start(tx, msg).is_err() {
        eprintln!("tactus: {}", front.note(ClockNote::InputCannotRead).text);
        return Exit::Failure;
    }
    if let Some(fault) = front.open_ears(ears) {
        front.say(&[fault]);
    }
    let mut hidden: Option<EchoOff> = None;
    front.follow_braille();
    while !front.quit {
        let wait = match front.braille.due_in(std::time::Instant::now()) {
            Some(due) => front.timeout().min(due),
            None => front.timeout(),
        };
        let said = match rx.recv_timeout(wait) {
            Ok(Msg::Line(line)) => {
                // The echo is back before anything is said of it.
                drop(hidden.take());
                let said = front.line(&line);
                front.listen_for_now();
                said
            }
            Ok(Msg::Heard(hearing)) => front.hearing(hearing),
            Ok(Msg::Eof) | Err(mpsc::RecvTimeoutError::Disconnected) => {
                front.farewell();
                break;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let now = front.now();
                front.due(now)
            }
        };
        // Off before the question is said, so that no key typed after it
        // is echoed.
        if !front.hides_next_line() {
            drop(hidden.take());
        } else if hidden.is_none() {
            hidden = Some(EchoOff::new());
        }
        front.say(&said);
        front.follow_braille();
    }
    drop(hidden);
    front.close();
    Exit::Success
}

/// Where the ears tell what they hear: this loop's channel.
fn tx_for_ears(tx: &mpsc::Sender<Msg>) -> crate::hearing::Sink {
    let tx = std::sync::Mutex::new(tx.clone());
    Box::new(move |hearing| {
        let tx = tx.lock().unwrap_or_else(|e| e.into_inner());
        let _ = tx.send(Msg::Heard(hearing));
    })
}

/// A line of the reader as this loop's message.
fn msg(input: Input) -> Msg {
    match input {
        Input::Line(line) => Msg::Line(line),
        Input::End => Msg::Eof,
    }
}
