//! `tactus learn GAME.pgn`: learning from one's own mistakes. The game is
//! reviewed as `tactus review` does (from the games folder when it was
//! before), then each mistake and blunder of the player's side is set
//! again ([`crate::study::learn`]): "Move 23: you played Bishop takes f7.
//! Find a better move for White." The player types a move in any
//! notation tactus reads, which the engine judges at the review's budget;
//! `hint`, `solution` and `skip` (in any language: the vocabulary's
//! [`Group::Lesson`]) help, and
//! the board commands of a game (`b`, `p`, `s`, `e4?`, `m`, `t`, `flip`)
//! read the exercise's position, through a practice session set up there.
//! At the end, or when the input ends: "You found 3 of 5."
//!
//! With a braille display ([`super::reading`]) every line the lesson says
//! shows there too, the answer to each line typed as one message, and a
//! line typed on the display's braille keyboard is a line typed; a lesson
//! that runs out of exercises stays on the display until the player ends
//! it, as a review does.

use crate::exit::Exit;
use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::prepare::{Prepared, Source, prepare};
use super::run::{self, Ended, Teller};
use super::stop::{self, Asked};
use crate::braille::message::Arrival;
use crate::engine::{
    EngineConfig, Level,
    analysis::{Analysis, AnalysisEvent, Budget},
};
use crate::event::{Event, Player};
use crate::input::{Action, Command, Typed, parse_line};
use crate::notation::Lang;
use crate::notation::vocabulary::{self, Group};
use crate::rules::{game::Game, procedure::Rules, scoresheet::Header};
use crate::session::{Session, Setup};
use crate::store::Folders;
use crate::study::learn::{Exercise, Lesson, Verdict, exercises, verdict};
use crate::study::review::Review;

/// What `tactus learn` is asked (its options: [`crate::cli::review`]).
#[derive(Clone, Debug)]
pub struct Request {
    /// The game and how to review it.
    pub source: Source,
    /// Whose mistakes to learn from [default: the side of the game's one
    /// person against tactus's engine, else both].
    pub side: Option<Color>,
}

/// The side of the person in a game against tactus's engine (whose name
/// is `tactus level N`), if there is one.
fn player_side(header: &Header) -> Option<Color> {
    let engine = |name: &str| name.starts_with("tactus level");
    match (engine(&header.white), engine(&header.black)) {
        (false, true) => Some(Color::White),
        (true, false) => Some(Color::Black),
        _ => None,
    }
}

/// The session an exercise's position is read through: the player at the
/// board, the other side the engine (which never moves: a move made is
/// the lesson's to judge, and the session is set up again).
fn practice(exercise: &Exercise, p: &Prepared) -> Option<Session> {
    let players = ByColor::new_with(|c| {
        if c == exercise.side {
            Player::Human
        } else {
            Player::Engine(Level::default())
        }
    });
    let setup = Setup {
        players,
        control: "90+30".parse().ok()?,
        rules: Rules::Casual,
        chess960: None,
        fen: Some(
            shakmaty::fen::Fen::from_position(&exercise.before, shakmaty::EnPassantMode::Legal)
                .to_string(),
        ),
        settings: p.settings,
        laws: Default::default(),
        names: ByColor::new_with(|_| None),
    };
    Session::new(setup, 0).ok().map(|(session, _)| session)
}

/// The engine's evaluation of the position after `tried` and its best
/// reply, at `budget`; `Err` with the words of why it could not.
fn judged(
    config: &EngineConfig,
    exercise: &Exercise,
    tried: shakmaty::Move,
    budget: Budget,
) -> Result<(crate::engine::analysis::Eval, Option<shakmaty::Move>), NotJudged> {
    let mut game = Game::from_position(exercise.before.clone());
    game.play(tried).map_err(NotJudged::Illegal)?;
    let after = game.position().clone();
    let mut analysis = Analysis::start(config.clone(), game, vec![1], budget);
    match analysis.wait(Duration::from_secs(120)) {
        Some(AnalysisEvent::Evaluated { evaluation, .. }) => {
            let reply = evaluation
                .best
                .as_ref()
                .and_then(|u| u.to_move(&after).ok());
            Ok((evaluation.eval, reply))
        }
        Some(AnalysisEvent::Failed(error)) => Err(NotJudged::Engine(error)),
        Some(AnalysisEvent::Finished) | None => {
            Err(NotJudged::Engine(crate::engine::EngineError::NotRunning {
                engine: config.path.display().to_string(),
            }))
        }
    }
}

/// Why a move tried in a lesson could not be judged by the engine.
#[derive(Debug)]
enum NotJudged {
    /// The move could not be played on the exercise's position (the
    /// session took it, so this does not happen).
    Illegal(crate::rules::game::MoveError),
    /// The engine failed or did not answer.
    Engine(crate::engine::EngineError),
}

impl NotJudged {
    /// Why, in the words of `phrases`.
    fn words(&self, phrases: &crate::speech::phrase::Phrases) -> String {
        match self {
            NotJudged::Illegal(e) => e.to_string(),
            NotJudged::Engine(e) => phrases.engine_error(e),
        }
    }
}

/// What a line typed in a lesson is.
pub(crate) enum Line {
    Hint,
    Solution,
    Skip,
    Quit,
    Help,
    /// For the practice session: a move tried, a board command, an answer.
    Session(Action),
    Refused,
}

/// What `text` typed in a lesson is: a lesson's words ([`Group::Lesson`])
/// are every language's, as the commands are.
pub(crate) fn line_of(text: &str) -> Line {
    match vocabulary::find(Group::Lesson, text) {
        Some("hint") => return Line::Hint,
        Some("solution") => return Line::Solution,
        Some("skip") => return Line::Skip,
        _ => {}
    }
    match parse_line(text) {
        Typed::Act(Action::Command(Command::Quit)) => Line::Quit,
        Typed::Act(Action::Command(Command::Help(_))) => Line::Help,
        Typed::Act(
            action @ (Action::TypedMove(_)
            | Action::Empty
            | Action::Command(
                Command::Board
                | Command::Pieces(_)
                | Command::Line(_)
                | Command::Square(_)
                | Command::Moves(_)
                | Command::Turn
                | Command::Flip
                | Command::Yes
                | Command::No
                | Command::Set(..)
                | Command::Settings
                | Command::AskSetting(_)
                | Command::Bad(..),
            )),
        ) => Line::Session(action),
        _ => Line::Refused,
    }
}

/// The next line typed, at the keyboard or on the braille display's
/// keyboard (`queued` first), once what was said to the one before shows
/// on the display as its answer; `None` when nothing more can come.
fn next_input(
    teller: &Teller<'_>,
    asked: &Receiver<Asked>,
    queued: &mut VecDeque<Asked>,
) -> Option<Asked> {
    teller.show_said(Arrival::Answer);
    loop {
        if let Some(one) = queued.pop_front() {
            return Some(one);
        }
        let (lines, _) = teller.follow();
        queued.extend(lines.iter().map(|line| stop::asked(line)));
        if !queued.is_empty() {
            continue;
        }
        match asked.recv_timeout(teller.due_in()) {
            Ok(one) => return Some(one),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return None,
        }
    }
}

/// Runs `tactus learn` with `args`; `said` is the language when no
/// `--lang` is given. Exit status 0 at the end of the lesson; 2 for a game
/// that cannot be reviewed (see [`super`]).
pub fn run(args: Request, said: Lang, folders: &Folders) -> Exit {
    let p = match prepare(&args.source, said, folders) {
        Ok(p) => p,
        Err(status) => return status,
    };
    let lang = p.settings.lang;
    let game = &p.imported.game;
    let teller = Teller::new(lang, p.voice.as_ref(), p.aloud, p.reading());
    let asked = stop::listen();
    let mut typed = Vec::new();
    let (evaluations, ended) = run::review(&p, &teller, &asked, Some(&mut typed));
    let review = Review::of(game, &evaluations);
    if let Ended::Failed(error) = &ended
        && review.moves.is_empty()
    {
        eprintln!("tactus: {}", p.phrases.engine_error(error));
        return Exit::Refused;
    }
    let side = args
        .side
        .or_else(|| player_side(&p.imported.scoresheet.header));
    let mut lesson = Lesson::new(exercises(&review, side));
    let words = &p.words;
    teller.say(words.lesson_start(lesson.len(), side));
    let mut engine = p.engine.clone().ok();
    let mut session = lesson.current().and_then(|e| practice(e, &p));
    if let Some(exercise) = lesson.current() {
        teller.say(words.question(exercise, side.is_some()));
    }
    // On the display the lesson's start comes after the review's progress.
    teller.show_said(Arrival::News);
    let mut queued: VecDeque<Asked> = typed.into_iter().map(Asked::Other).collect();
    while lesson.current().is_some() {
        let Some(Asked::Other(text)) = next_input(&teller, &asked, &mut queued) else {
            break;
        };
        let Some(exercise) = lesson.current().cloned() else {
            break;
        };
        let mut next = false;
        match line_of(&text) {
            Line::Hint => {
                if let Some(hint) = lesson.hint() {
                    teller.say(words.hint(hint));
                }
            }
            Line::Solution => {
                teller.say(words.solution(&exercise));
                lesson.solution();
                next = true;
            }
            Line::Skip => {
                lesson.skip();
                next = true;
            }
            Line::Quit => break,
            Line::Help => {
                teller.say(words.lesson_help());
            }
            Line::Refused => {
                teller.say(words.lesson_refused());
            }
            Line::Session(action) => {
                let Some(s) = session.as_mut() else { continue };
                let events = s.handle(action, 0).events;
                let made = events.iter().find_map(|e| match e {
                    Event::MoveMade { mv, .. } => Some(*mv),
                    _ => None,
                });
                match made {
                    Some(tried) => {
                        let judgement = match &engine {
                            Some(config) if tried != exercise.best => {
                                judged(config, &exercise, tried, p.budget).map(Some)
                            }
                            _ => Ok(None),
                        };
                        let judgement = judgement.unwrap_or_else(|why| {
                            // Without the engine only its own move is right.
                            teller.say(words.cannot_judge(&why.words(&p.phrases)));
                            engine = None;
                            None
                        });
                        let found = match judgement {
                            Some((eval, reply)) => verdict(&exercise, tried, Some(eval), reply),
                            None => verdict(&exercise, tried, None, None),
                        };
                        teller.say(words.verdict(&exercise, tried, &found));
                        lesson.tried(&found);
                        next = matches!(found, Verdict::Right(_));
                        if !next {
                            session = practice(&exercise, &p);
                        }
                    }
                    None => {
                        let listener = s.listener();
                        for event in &events {
                            let said = p.phrases.utterance(event, listener).text;
                            if !said.is_empty() {
                                teller.say(said);
                            }
                        }
                    }
                }
            }
        }
        if next {
            session = lesson.current().and_then(|e| practice(e, &p));
            if let Some(exercise) = lesson.current() {
                teller.say(words.question(exercise, side.is_some()));
            }
        }
    }
    if !lesson.is_empty() {
        let (found, total) = lesson.score();
        teller.say(words.lesson_end(found, total));
    }
    if lesson.current().is_none() {
        // Run out of exercises: the display stays until the player has
        // read the end and ends it.
        teller.wait(Arrival::Answer, &asked);
    } else {
        // The player left (quit, the end of the input, stop).
        teller.show_said(Arrival::Answer);
    }
    drop(teller);
    if let Some(voice) = p.voice {
        voice.shutdown(Duration::from_secs(600));
    }
    Exit::Success
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_s_words_are_read_in_every_language_whatever_the_player_s() {
        {
            for word in ["hint", "Tipp", "hinweis", "pista"] {
                assert!(matches!(line_of(word), Line::Hint), "{word}");
            }
            for word in ["solution", "Lösung", "loesung", "solución", "solucion"] {
                assert!(matches!(line_of(word), Line::Solution), "{word}");
            }
            for word in [
                " skip ",
                "next",
                "weiter",
                "überspringen",
                "saltar",
                "siguiente",
            ] {
                assert!(matches!(line_of(word), Line::Skip), "{word}");
            }
            assert!(matches!(line_of("quit"), Line::Quit));
            assert!(matches!(line_of("help"), Line::Help));
            assert!(matches!(line_of("e4"), Line::Session(_)));
        }
    }
}
