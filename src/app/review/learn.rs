//! `tactus learn GAME.pgn`: learning from one's own mistakes. The game is
//! reviewed as `tactus review` does (from the games folder when it was
//! before), then each mistake and blunder of the player's side is set
//! again ([`crate::study::learn`]): "Move 23: you played Bishop takes f7.
//! Find a better move for White." The player types a move in any
//! notation tactus reads, which the engine judges at the review's budget;
//! `hint`, `solution` and `skip` (in the player's language too) help, and
//! the board commands of a game (`b`, `p`, `s`, `e4?`, `m`, `t`, `flip`)
//! read the exercise's position, through a practice session set up there.
//! At the end, or when the input ends: "You found 3 of 5."

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::prepare::{Prepared, Source, prepare};
use super::run::{self, Ended, Teller};
use super::stop::{self, Asked};
use crate::engine::{
    EngineConfig, Level,
    analysis::{Analysis, AnalysisEvent, Budget},
};
use crate::event::{Event, Player};
use crate::input::{Action, Command, Typed, parse_line};
use crate::notation::{Lang, format_message};
use crate::rules::{game::Game, procedure::Rules, scoresheet::Header};
use crate::session::{Session, Setup};
use crate::store::Folders;
use crate::study::learn::{Exercise, Lesson, Verdict, exercises, verdict};
use crate::study::review::Review;

/// Whose mistakes a lesson sets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SideArg {
    /// White's.
    White,
    /// Black's.
    Black,
}

/// The options of `tactus learn`.
#[derive(clap::Args, Debug)]
pub struct LearnArgs {
    /// The game and how to review it.
    #[command(flatten)]
    pub source: Source,
    /// Whose mistakes to learn from [default: the side of the game's one
    /// person against tactus's engine, else both].
    #[arg(long, value_enum)]
    pub side: Option<SideArg>,
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

/// The words of `id` (`study-learn-hint-words`, …) in `lang`, and the
/// English ones.
fn words_of(lang: Lang, id: &str) -> Vec<String> {
    let mut words: Vec<String> = [lang, Lang::En]
        .iter()
        .flat_map(|&l| {
            format_message(l, id, &[])
                .split(',')
                .map(|w| w.trim().to_lowercase())
                .collect::<Vec<_>>()
        })
        .filter(|w| !w.is_empty())
        .collect();
    words.dedup();
    words
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
    p: &Prepared,
) -> Result<(crate::engine::analysis::Eval, Option<shakmaty::Move>), String> {
    let mut game = Game::from_position(exercise.before.clone());
    game.play(tried).map_err(|e| e.to_string())?;
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
        Some(AnalysisEvent::Failed(error)) => Err(p.phrases.engine_error(&error)),
        Some(AnalysisEvent::Finished) | None => {
            Err(p
                .phrases
                .engine_error(&crate::engine::EngineError::NotRunning {
                    engine: config.path.display().to_string(),
                }))
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

/// What `text` typed in a lesson in `lang` is.
pub(crate) fn line_of(text: &str, lang: Lang) -> Line {
    let lower = text.trim().to_lowercase();
    let is = |id: &str| words_of(lang, id).contains(&lower);
    if is("study-learn-hint-words") {
        return Line::Hint;
    }
    if is("study-learn-solution-words") {
        return Line::Solution;
    }
    if is("study-learn-skip-words") {
        return Line::Skip;
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

/// Runs `tactus learn` with `args`; `said` is the language when no
/// `--lang` is given. Exit status 0 at the end of the lesson; 2 for a game
/// that cannot be reviewed (see [`super`]).
pub fn run(args: LearnArgs, said: Lang, folders: &Folders) -> u8 {
    let p = match prepare(&args.source, said, folders) {
        Ok(p) => p,
        Err(status) => return status,
    };
    let lang = p.settings.lang;
    let game = &p.imported.game;
    let teller = Teller::new(lang, p.voice.as_ref());
    let asked = stop::listen(lang);
    let mut typed = Vec::new();
    let (evaluations, ended) = run::review(&p, &teller, &asked, Some(&mut typed));
    let review = Review::of(game, &evaluations);
    if let Ended::Failed(error) = &ended
        && review.moves.is_empty()
    {
        eprintln!("tactus: {}", p.phrases.engine_error(error));
        return 2;
    }
    let side = args
        .side
        .map(|s| match s {
            SideArg::White => Color::White,
            SideArg::Black => Color::Black,
        })
        .or_else(|| player_side(&p.imported.scoresheet.header));
    let mut lesson = Lesson::new(exercises(&review, side));
    let words = &p.words;
    teller.say(words.lesson_start(lesson.len(), side));
    let mut engine = p.engine.clone().ok();
    let mut session = lesson.current().and_then(|e| practice(e, &p));
    if let Some(exercise) = lesson.current() {
        teller.say(words.question(exercise, side.is_some()));
    }
    let mut inputs = typed
        .into_iter()
        .map(Asked::Other)
        .chain(std::iter::from_fn(|| asked.recv().ok()));
    while lesson.current().is_some() {
        let Some(Asked::Other(text)) = inputs.next() else {
            break;
        };
        let Some(exercise) = lesson.current().cloned() else {
            break;
        };
        let mut next = false;
        match line_of(&text, lang) {
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
                                judged(config, &exercise, tried, p.budget, &p).map(Some)
                            }
                            _ => Ok(None),
                        };
                        let judgement = judgement.unwrap_or_else(|why| {
                            // Without the engine only its own move is right.
                            teller.say(words.cannot_judge(&why));
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
    drop(teller);
    if let Some(voice) = p.voice {
        voice.shutdown(Duration::from_secs(600));
    }
    0
}
