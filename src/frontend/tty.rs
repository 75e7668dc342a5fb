//! `tactus tty`: the line interface for screen readers and braille
//! displays. One line in, one line out per utterance, flushed at once,
//! never a redrawn screen. The earcons of the board window sound with the
//! lines (capture, check, refusal, low time, end of game) when there is a
//! sound device; without one they are off, said once per machine
//! ([`news`]).
//! The terminal has no square tones, so its board sounds setting
//! (`set sounds off`) turns all of its sounds off.
//!
//! A reader thread sends each stdin line into a channel; the engine's
//! reader thread wakes the same channel when a result arrives. The main
//! loop waits on that channel with a timeout of the session's next wake-up
//! (talking clock, flag; a poll interval while the engine thinks), so it
//! never spins. After every action the game is saved if it changed.

use std::sync::{Arc, mpsc};

use super::driver::Driver;
pub use super::driver::Options;
use super::lines::{self, Input};
use crate::audio::Front;
use crate::event::Event;

enum Msg {
    Line(String),
    /// The input ended (Ctrl+D), or Ctrl+C was pressed.
    Eof,
    Wake,
}

/// Runs a game; returns the exit status (0 after a normal end or end of input).
pub fn run(opts: Options) -> u8 {
    run_telling(opts, Vec::new())
}

/// [`run`], saying `first` (why the terminal plays, say) before the game.
pub fn run_telling(opts: Options, first: Vec<Event>) -> u8 {
    let (tx, rx) = mpsc::channel();
    let waker_tx = std::sync::Mutex::new(tx.clone());
    let waker = Arc::new(move || {
        if let Ok(tx) = waker_tx.lock() {
            let _ = tx.send(Msg::Wake);
        }
    });
    let (mut driver, events) = match Driver::start(&opts, waker) {
        Ok(started) => started,
        Err(status) => return status,
    };
    // Ctrl+C leaves as the end of input does: the game saved, and said so.
    if lines::start(tx, msg).is_err() {
        let lang = driver.session().settings().lang;
        eprintln!(
            "tactus: {}",
            crate::notation::format_message(lang, "input-cannot-read", &[])
        );
        return 1;
    }
    let mut said = first;
    said.extend(driver.open_sound(Front::Terminal));
    said.extend(events);
    driver.say(&said);
    if super::first_start::first_start(&driver.folders().data) {
        let lang = driver.session().settings().lang;
        driver.say_text(&crate::notation::format_message(
            lang,
            "first-start-terminal",
            &[],
        ));
    }
    run_loop(&mut driver, rx);
    0
}

/// A line of the reader as this loop's message.
fn msg(input: Input) -> Msg {
    match input {
        Input::Line(line) => Msg::Line(line),
        Input::End => Msg::Eof,
    }
}

/// Hands each line and each wake-up to the driver, which says and sounds
/// what happens, until the player quits or the input ends.
fn run_loop(driver: &mut Driver, rx: mpsc::Receiver<Msg>) {
    while !driver.wants_quit() {
        driver.drive_engine();
        match rx.recv_timeout(driver.timeout()) {
            Ok(Msg::Line(line)) => drop(driver.run_line(&line)),
            Ok(Msg::Eof) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Ok(Msg::Wake) | Err(mpsc::RecvTimeoutError::Timeout) => drop(driver.tick()),
        }
    }
    driver.shutdown();
}
