//! `tactus review GAME.pgn`: the game reviewed by the engine, aloud.
//!
//! The game is read through the PGN import (a file that cannot be read:
//! one sentence, exit status 2); its positions are evaluated by the engine
//! at a fixed budget on a thread of their own ([`crate::engine::analysis`]),
//! what is done kept in the games folder as it goes
//! ([`crate::store::keep_review`]), so that the same game is never
//! reviewed twice and a review stopped half-way goes on from there. While
//! it works, a short line at each quarter on standard error ("Half of the
//! game reviewed."), and with `--voice tts` a rising beep at every
//! twentieth ([`progress`]); Ctrl+C or `stop` ends it and keeps what is
//! done ([`stop`]). Then the review ([`crate::study::review`]) on
//! standard output: the words, a line each, the first the event, the
//! players and the date when the file gives them (`--format text`), JSON lines
//! or the annotated game (`--format jsonl|pgn`); with `--voice tts` the
//! words are spoken too. `tactus learn` ([`learn`]) reviews the game the
//! same way, then sets each mistake again as an exercise.
//!
//! With a braille display (`--braille on`, or `auto` when BRLTTY offers
//! one: [`reading`]) the progress lines show on it as they come, then the
//! review's words (in every `--format`) as one message, a sentence each,
//! read by panning; the command then stays until the player ends it
//! (Enter on the display, `q` or `stop`, Ctrl+D, Ctrl+C), so that the
//! review is read to its end. `on` with no display says why on standard
//! error, and the review goes on without it.
//!
//! Exit status: 0 when the review is said (whole, or half of it when
//! stopped); 1 when the engine failed half-way (what it did is said) or
//! standard output could not be written; 2 for a game that cannot be
//! reviewed (a bad file, no moves, no engine and nothing kept).

pub mod learn;
mod prepare;
pub mod progress;
pub mod reading;
mod run;
pub mod stop;

use crate::exit::Exit;
use std::io::Write;

use crate::braille::message::Arrival;
use crate::notation::Lang;
use crate::speech::{Kind, Priority, Utterance};
use crate::store::Folders;
use crate::study::review::{Review, jsonl::jsonl, pgn::annotated};

pub use prepare::Source;
pub(crate) use prepare::budget_text;
use prepare::prepare;
use run::{Ended, Teller};

/// What `tactus review` writes on standard output.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ReviewFormat {
    /// The words of the review, a line each.
    #[default]
    Text,
    /// One JSON object per move, then the summary.
    Jsonl,
    /// The game annotated as lichess writes it (NAGs, %eval, best lines).
    Pgn,
}

/// What `tactus review` is asked (its options: [`crate::cli::review`]).
#[derive(Clone, Debug)]
pub struct Request {
    /// The game and how to review it.
    pub source: Source,
    /// What is written on standard output.
    pub format: ReviewFormat,
}

/// Runs `tactus review` with `args`; `said` is the language when no
/// `--lang` is given, `folders` tactus's folders. The exit status (see
/// the [module documentation](self)).
pub fn run(args: Request, said: Lang, folders: &Folders) -> Exit {
    let p = match prepare(&args.source, said, folders) {
        Ok(p) => p,
        Err(status) => return status,
    };
    let game = &p.imported.game;
    let teller = Teller::new(p.settings.lang, p.voice.as_ref(), p.aloud, p.reading());
    let asked = stop::listen();
    let (evaluations, ended) = run::review(&p, &teller, &asked, None);
    let mut reading = teller.take_reading();
    drop(teller);
    let review = Review::of(game, &evaluations);
    if let Ended::Failed(error) = &ended
        && review.moves.is_empty()
    {
        eprintln!("tactus: {}", p.phrases.engine_error(error));
        if let Some(voice) = p.voice {
            voice.shutdown(std::time::Duration::from_secs(2));
        }
        return Exit::Refused;
    }
    let mut spoken = p.words.spoken(&review);
    // The review begins with the event, the players and the date, once.
    if let Some(intro) = p.phrases.game_intro(&p.imported.scoresheet.header) {
        spoken.insert(0, intro);
    }
    let out = match args.format {
        ReviewFormat::Text => spoken.iter().map(|l| format!("{l}\n")).collect(),
        ReviewFormat::Jsonl => jsonl(&review),
        ReviewFormat::Pgn => annotated(&p.imported.scoresheet, game, &review),
    };
    let written = {
        let mut stdout = std::io::stdout().lock();
        stdout
            .write_all(out.as_bytes())
            .and_then(|()| stdout.flush())
    };
    // The words on the display too, one message read by panning (how to
    // leave its last sentence: see the wait below).
    for line in &spoken {
        reading.tell(line);
    }
    if let Some(voice) = &p.voice {
        for text in spoken {
            voice.say(
                Utterance {
                    priority: Priority::Next,
                    kind: Kind::Info,
                    text,
                    moves: Vec::new(),
                },
                0,
            );
        }
    }
    // The display stays until the player has read it and ends it.
    let waited = reading.is_there();
    reading.wait(Arrival::News, &asked, |told| eprintln!("{told}"));
    if let Some(voice) = p.voice {
        // Let the whole review be said (a long one takes minutes), unless
        // the player left the display.
        let said_for = if waited { 2 } else { 3600 };
        voice.shutdown(std::time::Duration::from_secs(said_for));
    }
    match (written, ended) {
        (Err(_), _) | (Ok(()), Ended::Failed(_)) => Exit::Failure,
        (Ok(()), Ended::Finished | Ended::Stopped) => Exit::Success,
    }
}
