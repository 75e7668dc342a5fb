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
//!
//! The line that answers "Arbiter's code?" (`tournament off`) is typed
//! with the terminal's echo off ([`EchoOff`]) and answered "Code taken.",
//! never shown or said; `tournament off CODE` on one line is taken the
//! same way (its code shows as it was typed, but is never said back).
//!
//! A braille display through BRLTTY (`--braille`, [`Braille`]) shows
//! the rank under the finger after every step, and its keys move the
//! finger; the loop reads its keys every
//! [`POLL`](crate::app::braille_line::POLL) while one is connected and looks
//! for one every [`RETRY`](crate::app::braille_line::RETRY) while none is. A
//! line typed on its braille keyboard is taken as a line typed here (the
//! arbiter's code too, shown on the display as full cells).
//!
//! Moves may also be said (`--listen`, `set listen on`: [`listening`]):
//! the microphone's phrases come into the same channel, and typing goes on
//! alongside.

mod listening;

use crate::exit::Exit;
use std::sync::{Arc, mpsc};

use crate::app::braille_line::{Braille, board_display, follow};
use crate::app::driver::Driver;
pub use crate::app::driver::Options;
use crate::app::echo::EchoOff;
use crate::app::lines::{self, Input};
use crate::audio::Front;
use crate::event::Event;
use crate::input::{Action, Command, Typed, parse_line};
use listening::Listening;

enum Msg {
    Line(String),
    /// The input ended (Ctrl+D), or Ctrl+C was pressed.
    Eof,
    Wake,
    /// What the microphone heard (`--listen`).
    Hearing(crate::hearing::Hearing),
}

/// Runs a game; returns the exit status (0 after a normal end or end of input).
pub fn run(opts: Options) -> Exit {
    run_telling(opts, Vec::new())
}

/// [`run`], saying `first` (why the terminal plays, say) before the game.
pub fn run_telling(opts: Options, first: Vec<Event>) -> Exit {
    run_from(opts, first, Driver::start)
}

/// `tactus puzzle`: puzzles in the line interface, the first chosen by
/// `puzzles`; exit status 2 when none can be had.
pub fn run_puzzles(opts: Options, puzzles: crate::app::driver::PuzzleOptions) -> Exit {
    run_from(opts, Vec::new(), move |opts, waker| {
        Driver::start_puzzles(opts, puzzles, waker)
    })
}

/// The line interface over the driver `start` makes, saying `first` first.
fn run_from(
    opts: Options,
    first: Vec<Event>,
    start: impl FnOnce(&Options, crate::engine::Waker) -> Result<(Driver, Vec<Event>), Exit>,
) -> Exit {
    let (tx, rx) = mpsc::channel();
    let waker_tx = std::sync::Mutex::new(tx.clone());
    let waker = Arc::new(move || {
        if let Ok(tx) = waker_tx.lock() {
            let _ = tx.send(Msg::Wake);
        }
    });
    let (mut driver, events) = match start(&opts, waker) {
        Ok(started) => started,
        Err(status) => return status,
    };
    let heard = tx.clone();
    // Ctrl+C leaves as the end of input does: the game saved, and said so.
    if lines::start(tx, msg).is_err() {
        let lang = driver.session().settings().lang;
        eprintln!(
            "tactus: {}",
            crate::notation::format_message(lang, "input-cannot-read", &[])
        );
        return Exit::Failure;
    }
    // What the front end must tell comes first (no display: playing in
    // the terminal), then the welcome of a first start: what is said last
    // before the player acts is the question ("Your move, move 1").
    driver.say(&first);
    if crate::app::first_start::first_start(&driver.folders().data) {
        let lang = driver.session().settings().lang;
        driver.say_text(&crate::notation::format_message(
            lang,
            "first-start-terminal",
            &[],
        ));
    }
    let sound: Vec<Event> = driver.open_sound(Front::Terminal).into_iter().collect();
    driver.say(&sound);
    // Whether moves are heard (or why not) is said before the question.
    let listening = Listening::new(&mut driver, opts.listen, heard);
    driver.say(&events);
    let setting = driver.session().settings().braille;
    let mut braille = board_display(opts.braille.unwrap_or(setting), setting);
    drop(follow(&mut driver, &mut braille));
    run_loop(&mut driver, rx, braille, listening);
    Exit::Success
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
fn run_loop(
    driver: &mut Driver,
    rx: mpsc::Receiver<Msg>,
    mut braille: Braille,
    mut listening: Listening,
) {
    let mut hidden: Option<EchoOff> = None;
    while !driver.has_left() {
        driver.drive_engine();
        let wait = match braille.due_in(std::time::Instant::now()) {
            Some(due) => driver.timeout().min(due),
            None => driver.timeout(),
        };
        match rx.recv_timeout(wait) {
            Ok(Msg::Line(line)) => {
                // The echo is back before anything is said of the line.
                drop(hidden.take());
                hidden = run_line(driver, &line);
            }
            Ok(Msg::Eof) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Ok(Msg::Wake) | Err(mpsc::RecvTimeoutError::Timeout) => drop(driver.tick()),
            Ok(Msg::Hearing(hearing)) => listening.heard(driver, hearing),
        }
        if !awaits_code(driver) {
            drop(hidden.take());
        }
        braille.hide_typing(awaits_code(driver));
        drop(follow(driver, &mut braille));
        // A line typed on the display's braille keyboard is a typed line.
        for line in braille.typed() {
            drop(hidden.take());
            hidden = run_line(driver, &line);
            braille.hide_typing(awaits_code(driver));
            drop(follow(driver, &mut braille));
        }
        listening.follow(driver);
    }
    drop(listening);
    drop(hidden);
    driver.shutdown();
}

/// Whether the next line answers "Arbiter's code?".
fn awaits_code(driver: &Driver) -> bool {
    !driver.offer_pending() && driver.session().awaits_arbiter_code()
}

/// One typed line: the arbiter's code is taken with "Code taken." (and
/// so is `tournament off CODE`), any other line goes to the driver. When
/// the line asks for the code, the echo is off before the question is
/// said, and stays off (while the value lives) for the answer.
fn run_line(driver: &mut Driver, line: &str) -> Option<EchoOff> {
    if awaits_code(driver) {
        take_code(driver, line);
        return None;
    }
    if let Some((command, code)) = code_on_the_line(line) {
        drop(driver.run_line(&command));
        if awaits_code(driver) {
            take_code(driver, &code);
        }
        return None;
    }
    let hidden = leaves_tournament(line).then(EchoOff::new);
    drop(driver.run_line(line));
    hidden.filter(|_| awaits_code(driver))
}

/// The arbiter's code handed over, "Code taken." said first.
fn take_code(driver: &mut Driver, code: &str) {
    let lang = driver.session().settings().lang;
    driver.say_text(&crate::notation::format_message(lang, "code-taken", &[]));
    drop(driver.run_line(code));
}

/// Whether `line` is `tournament off` (`set tournament off`, in any
/// language), which asks for the arbiter's code.
fn leaves_tournament(line: &str) -> bool {
    parse_line(line) == Typed::Act(Action::Command(Command::Tournament(false)))
}

/// `tournament off CODE` (`set tournament off CODE`, in any language):
/// the command and the code, or `None` for any other line.
fn code_on_the_line(line: &str) -> Option<(String, String)> {
    let words: Vec<&str> = line.split_whitespace().collect();
    (2..=3).find_map(|n| {
        let command = words.get(..n)?.join(" ");
        let code = words.get(n..).filter(|rest| !rest.is_empty())?.join(" ");
        leaves_tournament(&command).then_some((command, code))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_on_the_line_of_tournament_off_is_found_in_every_language() {
        for (line, command) in [
            ("tournament off Okapi-2718", "tournament off"),
            ("turnier aus Okapi-2718", "turnier aus"),
            ("torneo apagado Okapi-2718", "torneo apagado"),
            ("set tournament off Okapi-2718", "set tournament off"),
        ] {
            assert_eq!(
                code_on_the_line(line),
                Some((command.to_owned(), "Okapi-2718".to_owned())),
                "{line}"
            );
        }
        for line in ["tournament off", "tournament on x", "e4", "set rate 120 x"] {
            assert_eq!(code_on_the_line(line), None, "{line}");
        }
    }
}
